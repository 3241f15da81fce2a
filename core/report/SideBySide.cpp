#include "core/report/SideBySide.h"

QString SideBySide::pairingKey(const QString &name)
{
    QString key;
    for (const QChar c : name) {
        if (c.isLetterOrNumber())
            key += c.toCaseFolded();
    }
    return key;
}

QHash<QString, QString> SideBySide::defaultPairs(const QStringList &studioNames, const QStringList &oie2016Names)
{
    QHash<QString, QStringList> byKey;
    for (const QString &name : studioNames)
        byKey[pairingKey(name)].append(name);
    QHash<QString, QString> pairs;
    for (const QString &name : oie2016Names) {
        const QStringList matches = byKey.value(pairingKey(name));
        if (matches.size() == 1)
            pairs.insert(name, matches.first());
    }
    return pairs;
}

QVector<SideBySideRow> SideBySide::build(const QVector<SystemScore> &benchie,
                                         const QVector<ScorerResults::CarbSystem> &carb,
                                         const QVector<Oie2016ScoredSystem> &oie2016,
                                         const QHash<QString, QString> &pairs)
{
    QVector<SideBySideRow> rows;
    QHash<QString, int> rowOf;
    const auto rowFor = [&](const QString &name) -> SideBySideRow & {
        auto it = rowOf.constFind(name);
        if (it == rowOf.constEnd()) {
            it = rowOf.insert(name, int(rows.size()));
            rows.append(SideBySideRow{name, {}});
        }
        return rows[it.value()];
    };
    for (const SystemScore &score : benchie) {
        SideBySideRow &row = rowFor(score.name);
        row.hasBenchie = true;
        row.benchiePrecision = score.precision();
        row.benchieRecall = score.recall();
        row.benchieF1 = score.f1();
    }
    for (const ScorerResults::CarbSystem &system : carb) {
        SideBySideRow &row = rowFor(system.name);
        row.hasCarb = true;
        row.carbAuc = system.result.auc;
        row.carbF1 = system.result.f1;
    }
    for (const Oie2016ScoredSystem &system : oie2016) {
        const QString paired = pairs.value(system.name);
        const bool pairedWithStudio = !paired.isEmpty() && rowOf.contains(paired);
        SideBySideRow *row = pairedWithStudio ? &rowFor(paired) : nullptr;
        if (!row || row->hasOie2016) { // unpaired, or a second one for that system: a row of its own
            rows.append(SideBySideRow{system.name, {}});
            row = &rows.last();
        }
        row->oie2016Name = system.name;
        row->hasOie2016 = true;
        row->oie2016Auc = system.result.auc();
        row->oie2016F1 = system.result.f1;
    }
    return rows;
}
