#include "core/stats/Oie2016Outcomes.h"

#include "core/base/TextFileLines.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <map>

namespace {

using Level = SentenceOutcomes::Oie2016Level;

// Points by confidence, highest first.
QVector<Level> levelsOf(const std::map<double, Level> &byConfidence)
{
    QVector<Level> levels;
    for (auto it = byConfidence.crbegin(); it != byConfidence.crend(); ++it)
        levels.append(it->second);
    return levels;
}

void addPoint(std::map<double, Level> *byConfidence, double confidence, bool positive)
{
    Level &level = (*byConfidence)[confidence];
    level.confidence = confidence;
    ++(positive ? level.positives : level.negatives);
}

} // namespace

namespace Oie2016Outcomes {

bool build(const Oie2016Corpus &gold, const Oie2016Corpus &system, const Oie2016Options &options,
           const Oie2016Result &result, SentenceOutcomes *outcomes, QString *error)
{
    *outcomes = SentenceOutcomes();
    outcomes->kind = SentenceOutcomes::Kind::Oie2016Curve;
    outcomes->curve = options.curve;
    Diagnostics unused; // the scorer reported the key collisions already
    DiagnosticSink sink(&unused, QString());
    const QHash<QString, int> goldIndex = gold.keyIndex(options.mode, sink);
    const QHash<QString, int> systemIndex = system.keyIndex(options.mode, sink);
    // The scored gold sentences, as Oie2016Scorer visits them: one per key, in file order.
    QHash<int, int> sentenceOfLine; // gold line -> scored sentence
    QVector<int> produced; // scored sentence -> system sentence, or -1
    for (qsizetype s = 0; s < gold.sentences().size(); ++s) {
        const Oie2016Sentence &sentence = gold.sentences().at(s);
        const QString key = Oie2016Corpus::sentenceKey(sentence.text, options.mode);
        if (goldIndex.value(key, -1) != s)
            continue;
        const int scored = int(produced.size());
        for (const Oie2016Extraction &extraction : sentence.extractions)
            sentenceOfLine.insert(extraction.line, scored);
        produced.append(systemIndex.value(key, -1));
        const qint64 n = sentence.extractions.size();
        const bool squared = options.mode == Oie2016Options::Mode::Paper2016 && produced.last() < 0;
        outcomes->goldCounted.append(squared ? n * n : n);
    }
    const qsizetype sentences = produced.size();
    std::vector<std::map<double, Level>> points(static_cast<size_t>(sentences));
    QVector<QSet<int>> credited(sentences);
    outcomes->goldMatched.fill(0, sentences);
    for (const Oie2016GoldMatch &match : result.goldMatches) {
        const int s = sentenceOfLine.value(match.goldLine, -1);
        if (s < 0 || match.systemLine <= 0)
            continue;
        addPoint(&points[size_t(s)], match.confidence, true);
        credited[s].insert(match.systemLine);
        ++outcomes->goldMatched[s];
    }
    qint64 positives = 0;
    qint64 negatives = 0;
    qint64 counted = 0;
    qint64 matched = 0;
    for (qsizetype s = 0; s < sentences; ++s) {
        if (produced.at(s) >= 0) {
            for (const Oie2016Extraction &extraction : system.sentences().at(produced.at(s)).extractions) {
                if (!credited.at(s).contains(extraction.line))
                    addPoint(&points[size_t(s)], extraction.confidence, false);
            }
        }
        outcomes->oie2016Levels.append(levelsOf(points[size_t(s)]));
        for (const Level &level : std::as_const(outcomes->oie2016Levels.last())) {
            positives += level.positives;
            negatives += level.negatives;
        }
        counted += outcomes->goldCounted.at(s);
        matched += outcomes->goldMatched.at(s);
    }
    if (positives != result.positives || negatives != result.negatives || counted != result.goldCounted
        || matched != result.matched) {
        *error = QStringLiteral("%1: the OIE2016 result does not split into its sentences (points %2/%3 against "
                                "%4/%5, T %6 against %7): no statistics")
                     .arg(system.path, QString::number(positives), QString::number(negatives),
                          QString::number(result.positives), QString::number(result.negatives),
                          QString::number(counted), QString::number(result.goldCounted));
        return false;
    }
    return true;
}

} // namespace Oie2016Outcomes
