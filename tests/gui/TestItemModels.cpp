// Every item model of the studio under QAbstractItemModelTester, fed from the real English
// BenchIE gold and systems the way the workspaces feed them, then driven through its update
// paths (new data, rescoring after a gold edit, facet change, systems added and removed,
// filters, sorting). The values are checked against the data files and against the scores the
// official scorers print (../shared/data/reference).

#include "core/analysis/FacetOverview.h"
#include "core/carb/CarbGoldReader.h"
#include "core/carb/CarbScorer.h"
#include "core/carb/CarbSystemReader.h"
#include "core/document/ScorerResults.h"
#include "core/document/StudioDocument.h"
#include "core/lint/GoldLint.h"
#include "core/text/PosTagger.h"
#include "tests/TestData.h"
#include "ui/annotation/LintPanel.h"
#include "ui/annotation/LintTreeModel.h"
#include "ui/annotation/SynsetTreeModel.h"
#include "ui/common/DiagnosticListModel.h"
#include "ui/common/SentenceListModel.h"
#include "ui/edit/GoldEditor.h"
#include "ui/evaluation/CarbTableModel.h"
#include "ui/evaluation/FacetOverviewModel.h"
#include "ui/evaluation/ScoreTableModel.h"
#include "ui/mismatches/MismatchFilterProxy.h"
#include "ui/mismatches/MismatchSentenceModel.h"
#include "ui/Translations.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QFont>
#include <QIcon>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <cmath>
#include <utility>

namespace {

using Mode = QAbstractItemModelTester::FailureReportingMode;

// Three systems whose F1 orders differ between BenchIE (clausie > minie > openie6) and CaRB
// (openie6 > clausie > minie), so that a sort shows which scores it read.
const QStringList kSystems = {QStringLiteral("clausie"), QStringLiteral("minie"), QStringLiteral("openie6")};

QString goldPath()
{
    return TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
}

QString systemPath(const QString &name)
{
    return TestData::benchie(QStringLiteral("systems/") + name + QStringLiteral("_explicit.txt"));
}

QStringList fileLines(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

// A gold sentence as the file has it, read here without the studio's reader.
struct GoldLine
{
    QString id;
    QString text;
    int synsets = 0;
};

QVector<GoldLine> readGoldLines(const QString &path)
{
    static const QRegularExpression header(QStringLiteral("^\\S*-->\\s*Cluster \\d+:$"));
    QVector<GoldLine> lines;
    for (const QString &line : fileLines(path)) {
        if (line.startsWith(QLatin1String("sent_id:"))) {
            const int tab = int(line.indexOf(QLatin1Char('\t')));
            lines.append({line.mid(8, tab - 8), line.mid(tab + 1), 0});
        } else if (!lines.isEmpty() && header.match(line).hasMatch()) {
            ++lines.last().synsets;
        }
    }
    return lines;
}

// The counts and scores the official BenchIE scorer prints (reference/benchie_official.json).
struct Reference
{
    int tp = -1;
    int fp = -1;
    int fn = -1;
    double precision = -1;
    double recall = -1;
    double f1 = -1;
};

Reference benchieReference(const QString &key, const QString &system)
{
    QFile file(TestData::path(QStringLiteral("reference/benchie_official.json")));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QJsonObject o
        = QJsonDocument::fromJson(file.readAll()).object().value(key).toObject().value(system).toObject();
    return {o.value(QLatin1String("tp_synsets")).toInt(-1), o.value(QLatin1String("fp_extractions")).toInt(-1),
            o.value(QLatin1String("fn_synsets")).toInt(-1), o.value(QLatin1String("precision")).toDouble(-1),
            o.value(QLatin1String("recall")).toDouble(-1),  o.value(QLatin1String("f1")).toDouble(-1)};
}

QJsonObject carbReference(const QString &system)
{
    QFile file(TestData::path(QStringLiteral("reference/carb_official.json")));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("benchie300/") + system).toObject();
}

double f1Of(int tp, int fp, int fn)
{
    const double p = tp + fp > 0 ? double(tp) / (tp + fp) : 0.0;
    const double r = tp + fn > 0 ? double(tp) / (tp + fn) : 0.0;
    return p + r > 0 ? 2 * p * r / (p + r) : 0.0;
}

bool near(double a, double b)
{
    return std::abs(a - b) < 1e-9;
}

int rowOf(const QAbstractItemModel &model, const QString &name, int column = 0)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.index(row, column).data().toString() == name)
            return row;
    }
    return -1;
}

QStringList columnTexts(const QAbstractItemModel &model, int column)
{
    QStringList texts;
    for (int row = 0; row < model.rowCount(); ++row)
        texts.append(model.index(row, column).data().toString());
    return texts;
}

// The first synset (sentence, synset) that no extraction of `score` covers.
QPair<int, int> firstUncovered(const SystemScore &score)
{
    for (int s = 0; s < score.coverage.size(); ++s) {
        for (int k = 0; k < score.coverage.at(s).size(); ++k) {
            if (score.coverage.at(s).at(k).isEmpty())
                return {s, k};
        }
    }
    return {-1, -1};
}

// The last synset of sentence s that no system covers, or -1.
int lastUncoveredByAll(const QVector<SystemScore> &scores, const Benchmark &benchmark, int s)
{
    for (int k = int(benchmark.sentences().at(s).synsets.size()) - 1; k >= 0; --k) {
        bool covered = false;
        for (const SystemScore &score : scores)
            covered = covered || !score.coverage.value(s).value(k).isEmpty();
        if (!covered)
            return k;
    }
    return -1;
}

} // namespace

class TestItemModels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void sentenceListRowsEditsAndReset();
    void diagnosticListFromDamagedSystem();
    void scoreTableFacetsEditAndSystems();
    void carbTableAndSwitchedScoreProxy();
    void facetOverviewPerFacetF1();
    void mismatchSentencesPerSentenceCounts();
    void mismatchSentencesFollowFlEdits();
    void mismatchFilterProxyFiltersAndSorts();
    void synsetTreeFollowsEdits();
    void lintTreeFollowsEdits();

private:
    // Opens the English gold and the named systems in `document`.
    bool load(StudioDocument *document, const QStringList &systems);

    QVector<GoldLine> m_gold;
};

void TestItemModels::initTestCase()
{
    QVERIFY(Translations::install(qApp, QLocale(QLocale::English)).startsWith(QStringLiteral("en")));
    QLocale::setDefault(QLocale::c());
    REQUIRE_DATA_FILE(goldPath());
    for (const QString &system : kSystems)
        REQUIRE_DATA_FILE(systemPath(system));
    m_gold = readGoldLines(goldPath());
    // The data as documented in ../shared/data/README.md: 300 sentences, 1,350 synsets.
    QCOMPARE(m_gold.size(), 300);
    int synsets = 0;
    for (const GoldLine &line : std::as_const(m_gold))
        synsets += line.synsets;
    QCOMPARE(synsets, 1350);
}

bool TestItemModels::load(StudioDocument *document, const QStringList &systems)
{
    QString error;
    if (!document->openGold(goldPath(), &error)) {
        qWarning("%s", qPrintable(error));
        return false;
    }
    for (const QString &system : systems) {
        if (!document->addSystem(system, systemPath(system), &error)) {
            qWarning("%s", qPrintable(error));
            return false;
        }
    }
    return true;
}

void TestItemModels::sentenceListRowsEditsAndReset()
{
    StudioDocument document;
    QUndoStack stack;
    GoldEditor editor(&document, &stack);
    SentenceListModel model;
    QAbstractItemModelTester tester(&model, Mode::QtTest);
    // As MainWindow feeds it: the whole list on goldReset, one row on sentenceChanged.
    connect(&document, &StudioDocument::goldReset, &model,
            [&]() { model.setSentences(document.benchmark().sentences()); });
    connect(&document, &StudioDocument::sentenceChanged, &model,
            [&](int row) { model.updateSentence(row, document.benchmark().sentences().at(row)); });
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
    QVERIFY(load(&document, {}));
    QCOMPARE(resets.size(), 1);
    QCOMPARE(model.rowCount(), int(m_gold.size()));
    const QModelIndex first = model.index(0, 0);
    QCOMPARE(first.data(Qt::UserRole).toString(), QStringLiteral("1"));
    QCOMPARE(first.data().toString(), QStringLiteral("1: %1 (5 synsets)").arg(m_gold.at(0).text));
    QCOMPARE(first.data(Qt::ToolTipRole).toString(),
             QStringLiteral("<p>%1</p>").arg(m_gold.at(0).text.toHtmlEscaped()));
    const QModelIndex last = model.index(299, 0);
    QCOMPARE(last.data(Qt::UserRole).toString(), m_gold.at(299).id);
    QVERIFY(last.data().toString().endsWith(QStringLiteral(" (%1 synsets)").arg(m_gold.at(299).synsets)));

    // An edit (and its undo) changes that row only.
    QVERIFY(editor.deleteSynset(0, 4));
    QCOMPARE(changes.size(), 1);
    QCOMPARE(changes.at(0).at(0).toModelIndex(), first);
    QCOMPARE(changes.at(0).at(1).toModelIndex(), first);
    QVERIFY(first.data().toString().endsWith(QStringLiteral(" (4 synsets)")));
    stack.undo();
    QCOMPARE(changes.size(), 2);
    QVERIFY(first.data().toString().endsWith(QStringLiteral(" (5 synsets)")));
    model.updateSentence(300, document.benchmark().sentences().at(0)); // no such row
    QCOMPARE(changes.size(), 2);
    QCOMPARE(resets.size(), 1);

    // Another gold: a reset with its rows.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString small = dir.filePath(QStringLiteral("small.txt"));
    QVERIFY(writeFile(small, "sent_id:a\tOne & two .\na--> Cluster 1:\nOne --> and --> two\n\nsent_id:b\tThree .\n"));
    QString error;
    QVERIFY2(document.openGold(small, &error), qPrintable(error));
    QCOMPARE(resets.size(), 2);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("a: One & two . (1 synset)"));
    QCOMPARE(model.index(0, 0).data(Qt::ToolTipRole).toString(), QStringLiteral("<p>One &amp; two .</p>"));
    QCOMPARE(model.index(1, 0).data().toString(), QStringLiteral("b: Three . (0 synsets)"));
    QVERIFY(!model.index(2, 0).isValid());
}

void TestItemModels::diagnosticListFromDamagedSystem()
{
    // clausie with every 53rd line replaced by a line of two fields: each is an error.
    QStringList lines = fileLines(systemPath(QStringLiteral("clausie")));
    QCOMPARE(lines.size(), 695);
    for (int i = 52; i < lines.size(); i += 53)
        lines[i] = QStringLiteral("12\tonly two");
    const int damaged = int(lines.size()) / 53;
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString noise = dir.filePath(QStringLiteral("sys_noise.txt"));
    QVERIFY(writeFile(noise, lines.join(QLatin1Char('\n')).toUtf8()));

    StudioDocument document;
    DiagnosticListModel model;
    QAbstractItemModelTester tester(&model, Mode::QtTest);
    // As MainWindow's problem list: every message of the session whenever the scores change.
    connect(&document, &StudioDocument::scoresChanged, &model,
            [&]() { model.setDiagnostics(document.session().diagnostics()); });
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QVERIFY(load(&document, {}));
    QCOMPARE(resets.size(), 1);
    const int goldRows = model.rowCount();
    QVERIFY(goldRows > 0);
    QCOMPARE(model.count(Diagnostic::Severity::Error), 0);
    const QString header = QStringLiteral("benchie_gold_annotations_en.txt:1243: cluster header says Cluster 3 but it "
                                          "is synset 2 of sentence '29'");
    const int headerRow = rowOf(model, header);
    QVERIFY2(headerRow >= 0, "the off-position header of sentence 29 (gold line 1243) is listed");
    const QModelIndex warning = model.index(headerRow, 0);
    QCOMPARE(warning.data(Qt::UserRole).toInt(), int(Diagnostic::Severity::Warning));
    QCOMPARE(warning.data(Qt::ToolTipRole).toString(),
             goldPath() + header.mid(int(QStringLiteral("benchie_gold_annotations_en.txt").size())));
    QVERIFY(!qvariant_cast<QIcon>(warning.data(Qt::DecorationRole)).isNull());

    QString error;
    QVERIFY2(document.addSystem(QStringLiteral("noise"), noise, &error), qPrintable(error));
    QCOMPARE(resets.size(), 2);
    QCOMPARE(model.count(Diagnostic::Severity::Error), damaged);
    QCOMPARE(model.rowCount(), goldRows + damaged);
    const int errorRow = rowOf(model,
                               QStringLiteral("sys_noise.txt:53: expected 4 tab-separated fields (sent_id, "
                                              "subject, relation, object), found 2: line skipped"));
    QVERIFY(errorRow >= goldRows); // after the gold's messages
    QCOMPARE(model.index(errorRow, 0).data(Qt::UserRole).toInt(), int(Diagnostic::Severity::Error));
    QVERIFY(model.index(errorRow, 0).data(Qt::ToolTipRole).toString().startsWith(noise + QStringLiteral(":53: ")));

    QVERIFY(document.removeSystem(QStringLiteral("noise")));
    QCOMPARE(resets.size(), 3);
    QCOMPARE(model.rowCount(), goldRows);
    QCOMPARE(model.count(Diagnostic::Severity::Error), 0);
    QCOMPARE(rowOf(model, header), headerRow);

    // A message about no file is shown as it is.
    model.setDiagnostics({{QString(), 0, Diagnostic::Severity::Info, QStringLiteral("nothing to read")}});
    QCOMPARE(resets.size(), 4);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("nothing to read"));
    QCOMPARE(model.index(0, 0).data(Qt::UserRole).toInt(), int(Diagnostic::Severity::Info));
}

void TestItemModels::scoreTableFacetsEditAndSystems()
{
    StudioDocument document;
    QUndoStack stack;
    GoldEditor editor(&document, &stack);
    ScoreTableModel model;
    QAbstractItemModelTester tester(&model, Mode::QtTest);
    // As the evaluation workspace: the table is set again on every score change and edit.
    const auto refresh = [&]() { model.setScores(document.session().scores()); };
    connect(&document, &StudioDocument::scoresChanged, &model, refresh);
    connect(&document, &StudioDocument::sentenceChanged, &model, refresh);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QVERIFY(load(&document, kSystems));
    QCOMPARE(resets.size(), 1 + int(kSystems.size())); // the gold, then each system
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.columnCount(), int(ScoreTableModel::ColumnCount));
    QCOMPARE(model.headerData(ScoreTableModel::TruePositives, Qt::Horizontal).toString(), QStringLiteral("TP"));

    const auto checkAgainst = [&](const QString &key) {
        for (const QString &system : kSystems) {
            const Reference ref = benchieReference(key, system);
            const int row = rowOf(model, system);
            QVERIFY2(row >= 0 && ref.tp >= 0, qPrintable(key + QLatin1Char('/') + system));
            QCOMPARE(model.index(row, ScoreTableModel::Extractions).data().toString(),
                     QString::number(fileLines(systemPath(system)).size()));
            QCOMPARE(model.index(row, ScoreTableModel::TruePositives).data(Qt::UserRole).toInt(), ref.tp);
            QCOMPARE(model.index(row, ScoreTableModel::FalsePositives).data().toString(), QString::number(ref.fp));
            QCOMPARE(model.index(row, ScoreTableModel::FalseNegatives).data(Qt::UserRole).toInt(), ref.fn);
            QVERIFY(near(model.index(row, ScoreTableModel::Precision).data(Qt::UserRole).toDouble(), ref.precision));
            QVERIFY(near(model.index(row, ScoreTableModel::Recall).data(Qt::UserRole).toDouble(), ref.recall));
            QCOMPARE(model.index(row, ScoreTableModel::F1).data().toString(), QString::number(ref.f1, 'f', 4));
            QCOMPARE(model.index(row, ScoreTableModel::System).data(Qt::ToolTipRole).toString(), systemPath(system));
        }
    };
    checkAgainst(QStringLiteral("en/default/slot"));
    if (QTest::currentTestFailed())
        return;

    // Facets: each one a reset with that facet's official scores.
    document.setFacet(Facet::Concat);
    QCOMPARE(resets.size(), 5);
    checkAgainst(QStringLiteral("en/default/concat"));
    document.setFacet(Facet::Minimal);
    checkAgainst(QStringLiteral("en/minimal/slot"));
    document.setFacet(Facet::Default);
    QCOMPARE(resets.size(), 7);
    checkAgainst(QStringLiteral("en/default/slot"));

    // Sorting as the workspace's proxy does (raw values): by F1, then by name.
    QSortFilterProxyModel proxy;
    QAbstractItemModelTester proxyTester(&proxy, Mode::QtTest);
    proxy.setSourceModel(&model);
    proxy.setSortRole(Qt::UserRole);
    proxy.setSortCaseSensitivity(Qt::CaseInsensitive);
    proxy.sort(ScoreTableModel::F1, Qt::DescendingOrder);
    QCOMPARE(columnTexts(proxy, ScoreTableModel::System),
             QStringList({QStringLiteral("clausie"), QStringLiteral("minie"), QStringLiteral("openie6")}));
    proxy.sort(ScoreTableModel::Extractions, Qt::DescendingOrder); // 957 > 886 > 695
    QCOMPARE(columnTexts(proxy, ScoreTableModel::System),
             QStringList({QStringLiteral("openie6"), QStringLiteral("minie"), QStringLiteral("clausie")}));

    // A gold edit: a synset that clausie leaves uncovered is deleted, so its FN drops by one.
    const Reference clausie = benchieReference(QStringLiteral("en/default/slot"), QStringLiteral("clausie"));
    const auto [sentence, synset] = firstUncovered(document.session().scores().at(0));
    QVERIFY(sentence >= 0);
    QVERIFY(editor.deleteSynset(sentence, synset));
    QCOMPARE(resets.size(), 8);
    int row = rowOf(model, QStringLiteral("clausie"));
    QCOMPARE(model.index(row, ScoreTableModel::TruePositives).data(Qt::UserRole).toInt(), clausie.tp);
    QCOMPARE(model.index(row, ScoreTableModel::FalsePositives).data(Qt::UserRole).toInt(), clausie.fp);
    QCOMPARE(model.index(row, ScoreTableModel::FalseNegatives).data(Qt::UserRole).toInt(), clausie.fn - 1);
    QVERIFY(near(model.index(row, ScoreTableModel::Recall).data(Qt::UserRole).toDouble(),
                 double(clausie.tp) / (clausie.tp + clausie.fn - 1)));
    QVERIFY(near(model.index(row, ScoreTableModel::F1).data(Qt::UserRole).toDouble(),
                 f1Of(clausie.tp, clausie.fp, clausie.fn - 1)));
    stack.undo();
    QCOMPARE(resets.size(), 9);
    checkAgainst(QStringLiteral("en/default/slot"));

    // Removing and adding systems.
    QVERIFY(document.removeSystem(QStringLiteral("minie")));
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(rowOf(model, QStringLiteral("minie")), -1);
    QCOMPARE(columnTexts(proxy, ScoreTableModel::System),
             QStringList({QStringLiteral("openie6"), QStringLiteral("clausie")}));
    QString error;
    QVERIFY(document.addSystem(QStringLiteral("stanford"), systemPath(QStringLiteral("stanford")), &error));
    QCOMPARE(model.rowCount(), 3);
    row = rowOf(model, QStringLiteral("stanford"));
    QCOMPARE(model.index(row, ScoreTableModel::TruePositives).data(Qt::UserRole).toInt(),
             benchieReference(QStringLiteral("en/default/slot"), QStringLiteral("stanford")).tp);
    QCOMPARE(proxy.index(0, ScoreTableModel::System).data().toString(), QStringLiteral("stanford")); // 2069
}

void TestItemModels::carbTableAndSwitchedScoreProxy()
{
    StudioDocument document;
    QVERIFY(load(&document, kSystems));
    const QString carbGold = TestData::benchie(QStringLiteral("carb_explicit.txt"));
    REQUIRE_DATA_FILE(carbGold);
    ScorerResults results;
    Diagnostics diagnostics;
    QString error;
    QVERIFY2(results.setCarbGold(carbGold, &diagnostics, &error), qPrintable(error));
    results.rebuildCarb(document.session(), &diagnostics);

    CarbTableModel model;
    QAbstractItemModelTester tester(&model, Mode::QtTest);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    model.setResults(results.carb());
    QCOMPARE(resets.size(), 1);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.columnCount(), int(CarbTableModel::ColumnCount));
    QCOMPARE(model.headerData(CarbTableModel::Auc, Qt::Horizontal).toString(), QStringLiteral("AUC"));
    // The command line's path: the system file read in CaRB's BenchIE format, the sentence
    // texts taken from the gold file.
    QHash<QString, QString> texts;
    QVERIFY(CarbSystemReader::readSentences(goldPath(), &texts, &diagnostics, &error));
    CarbCorpus gold;
    QVERIFY(CarbGoldReader::readFile(carbGold, &gold, &diagnostics, &error));
    for (const QString &system : kSystems) {
        const QJsonObject ref = carbReference(system);
        QVERIFY2(!ref.isEmpty(), qPrintable(system));
        const int row = rowOf(model, system);
        QVERIFY(row >= 0);
        const std::pair<int, QLatin1String> columns[] = {{CarbTableModel::Auc, QLatin1String("auc")},
                                                         {CarbTableModel::Precision, QLatin1String("precision")},
                                                         {CarbTableModel::Recall, QLatin1String("recall")},
                                                         {CarbTableModel::F1, QLatin1String("f1")}};
        for (const auto &[column, key] : columns) {
            const QModelIndex cell = model.index(row, column);
            const double official = ref.value(key).toDouble(-1);
            QCOMPARE(cell.data().toString(), QString::number(official, 'f', 3));
            QVERIFY(std::abs(cell.data(Qt::UserRole).toDouble() - official) <= 0.0005);
        }
        CarbCorpus corpus;
        QVERIFY(CarbSystemReader::readFile(systemPath(system), CarbSystemReader::Format::Benchie, texts, &corpus,
                                           &diagnostics, &error));
        const CarbResult cli = CarbScorer::score(gold, corpus);
        QCOMPARE(model.index(row, CarbTableModel::Extractions).data(Qt::UserRole).toInt(), cli.systemTuples);
        QVERIFY(cli.systemTuples < fileLines(systemPath(system)).size()); // some sentences have no CaRB gold
        QCOMPARE(model.index(row, CarbTableModel::F1).data(Qt::UserRole).toDouble(), cli.f1);
        QCOMPARE(model.index(row, CarbTableModel::Threshold).data(Qt::UserRole).toDouble(), cli.threshold);
    }

    // The workspace's score proxy switches its source between BenchIE's and CaRB's table.
    ScoreTableModel scores;
    scores.setScores(document.session().scores());
    QSortFilterProxyModel proxy;
    QAbstractItemModelTester proxyTester(&proxy, Mode::QtTest);
    proxy.setSortRole(Qt::UserRole);
    proxy.setSourceModel(&scores);
    proxy.sort(ScoreTableModel::F1, Qt::DescendingOrder);
    QCOMPARE(proxy.columnCount(), int(ScoreTableModel::ColumnCount));
    QCOMPARE(columnTexts(proxy, 0),
             QStringList({QStringLiteral("clausie"), QStringLiteral("minie"), QStringLiteral("openie6")}));
    proxy.setSourceModel(&model);
    proxy.sort(CarbTableModel::F1, Qt::DescendingOrder);
    QCOMPARE(proxy.columnCount(), int(CarbTableModel::ColumnCount));
    QCOMPARE(columnTexts(proxy, 0),
             QStringList({QStringLiteral("openie6"), QStringLiteral("clausie"), QStringLiteral("minie")}));

    // A system removed: the results are rebuilt and the table reset.
    QVERIFY(document.removeSystem(QStringLiteral("clausie")));
    results.invalidate();
    results.rebuildCarb(document.session(), &diagnostics);
    model.setResults(results.carb());
    QCOMPARE(resets.size(), 2);
    QCOMPARE(columnTexts(proxy, 0), QStringList({QStringLiteral("openie6"), QStringLiteral("minie")}));
    model.setResults({});
    QCOMPARE(proxy.rowCount(), 0);
}

void TestItemModels::facetOverviewPerFacetF1()
{
    StudioDocument document;
    QUndoStack stack;
    GoldEditor editor(&document, &stack);
    FacetOverview overview;
    FacetOverviewModel model;
    QAbstractItemModelTester tester(&model, Mode::QtTest);
    // As the workspace: rebuilt on score changes, one sentence rescored on an edit.
    const auto names = [&]() {
        QStringList list;
        for (const SystemScore &score : document.session().scores())
            list.append(score.name);
        return list;
    };
    connect(&document, &StudioDocument::scoresChanged, &model, [&]() {
        overview.rebuild(document.session());
        model.setOverview(overview, names());
    });
    connect(&document, &StudioDocument::sentenceChanged, &model, [&](int index) {
        overview.rescoreSentence(document.session(), index);
        model.setOverview(overview, names());
    });
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QVERIFY(load(&document, kSystems));
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.columnCount(), 1 + int(FacetOverview::facets().size()));
    QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("System"));
    QVERIFY(model.headerData(2, Qt::Horizontal).toString().startsWith(QStringLiteral("F1 ")));
    // Columns 1-4: Default, Concat, Minimal, Minimal+Concat.
    const QStringList keys = {QStringLiteral("en/default/slot"), QStringLiteral("en/default/concat"),
                              QStringLiteral("en/minimal/slot"), QStringLiteral("en/minimal/concat")};
    const auto checkOfficial = [&]() {
        for (const QString &system : kSystems) {
            const int row = rowOf(model, system);
            QVERIFY(row >= 0);
            for (int f = 0; f < keys.size(); ++f) {
                const double official = benchieReference(keys.at(f), system).f1;
                QVERIFY2(near(model.index(row, f + 1).data(Qt::UserRole).toDouble(), official),
                         qPrintable(keys.at(f) + QLatin1Char('/') + system));
                QCOMPARE(model.index(row, f + 1).data().toString(), QString::number(official, 'f', 4));
            }
        }
    };
    checkOfficial();

    // The session's facet does not change the overview, but it is rebuilt.
    const int before = int(resets.size());
    document.setFacet(Facet::Minimal);
    QCOMPARE(resets.size(), before + 1);
    checkOfficial();

    // An edit: the default-facet F1 of clausie follows its one more missing-synset fewer.
    document.setFacet(Facet::Default);
    const Reference clausie = benchieReference(keys.at(0), QStringLiteral("clausie"));
    const auto [sentence, synset] = firstUncovered(document.session().scores().at(0));
    QVERIFY(editor.deleteSynset(sentence, synset));
    QCOMPARE(resets.size(), before + 3);
    const int row = rowOf(model, QStringLiteral("clausie"));
    QVERIFY(near(model.index(row, 1).data(Qt::UserRole).toDouble(), f1Of(clausie.tp, clausie.fp, clausie.fn - 1)));
    QCOMPARE(model.f1(row, 0), model.index(row, 1).data(Qt::UserRole).toDouble());
    stack.undo();
    checkOfficial();

    // Systems removed: fewer rows; sorting the overview by a facet column.
    QSortFilterProxyModel proxy;
    QAbstractItemModelTester proxyTester(&proxy, Mode::QtTest);
    proxy.setSourceModel(&model);
    proxy.setSortRole(Qt::UserRole);
    proxy.sort(3, Qt::AscendingOrder);
    QVector<double> minimal;
    for (int r = 0; r < proxy.rowCount(); ++r)
        minimal.append(proxy.index(r, 3).data(Qt::UserRole).toDouble());
    QVERIFY(std::is_sorted(minimal.begin(), minimal.end()));
    QVERIFY(document.removeSystem(QStringLiteral("openie6")));
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(proxy.rowCount(), 2);
    QCOMPARE(rowOf(model, QStringLiteral("openie6")), -1);
}

void TestItemModels::mismatchSentencesPerSentenceCounts()
{
    StudioDocument document;
    QUndoStack stack;
    GoldEditor editor(&document, &stack);
    QVERIFY(load(&document, kSystems));
    MismatchSentenceModel model;
    QAbstractItemModelTester tester(&model, Mode::QtTest);
    // As the mismatch browser: all rows on a score change, one row on an edit.
    connect(&document, &StudioDocument::sentenceChanged, &model,
            [&](int index) { model.updateSentence(index, document.session().scores()); });
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
    model.setScores(&document.benchmark(), document.session().scores());
    QCOMPARE(resets.size(), 1);
    QCOMPARE(model.rowCount(), int(m_gold.size()));
    QCOMPARE(model.columnCount(), MismatchSentenceModel::FirstSystemColumn + 3);
    QCOMPARE(model.headerData(MismatchSentenceModel::FirstSystemColumn + 2, Qt::Horizontal).toString(),
             QStringLiteral("openie6"));
    const QVariant firstId = model.index(0, MismatchSentenceModel::IdColumn).data(Qt::UserRole);
    QCOMPARE(firstId.typeId(), int(QMetaType::Int)); // numeric ids sort as numbers
    QCOMPARE(firstId.toInt(), 1);
    QCOMPARE(model.index(0, MismatchSentenceModel::TextColumn).data().toString(), m_gold.at(0).text);

    // Per system, the rows add up to the official totals; per row, TP + FN are its synsets.
    for (int s = 0; s < kSystems.size(); ++s) {
        const int column = MismatchSentenceModel::FirstSystemColumn + s;
        const Reference ref = benchieReference(QStringLiteral("en/default/slot"), kSystems.at(s));
        int tp = 0;
        int fp = 0;
        int fn = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            const QModelIndex cell = model.index(row, column);
            const int t = cell.data(MismatchSentenceModel::TpRole).toInt();
            const int p = cell.data(MismatchSentenceModel::FpRole).toInt();
            const int n = cell.data(MismatchSentenceModel::FnRole).toInt();
            QCOMPARE(t + n, m_gold.at(row).synsets);
            QVERIFY(near(cell.data(Qt::UserRole).toDouble(), f1Of(t, p, n)));
            QCOMPARE(cell.data().toString(), QString::number(f1Of(t, p, n), 'f', 2));
            tp += t;
            fp += p;
            fn += n;
        }
        QCOMPARE(tp, ref.tp);
        QCOMPARE(fp, ref.fp);
        QCOMPARE(fn, ref.fn);
    }
    int disagreeing = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        QVector<double> f1s;
        for (int s = 0; s < 3; ++s)
            f1s.append(model.index(row, MismatchSentenceModel::FirstSystemColumn + s).data(Qt::UserRole).toDouble());
        const QModelIndex id = model.index(row, MismatchSentenceModel::IdColumn);
        QCOMPARE(id.data(MismatchSentenceModel::MinF1Role).toDouble(), *std::min_element(f1s.begin(), f1s.end()));
        const bool disagree = f1s.at(1) != f1s.at(0) || f1s.at(2) != f1s.at(0);
        QCOMPARE(id.data(MismatchSentenceModel::DisagreeRole).toBool(), disagree);
        QCOMPARE(id.data(MismatchSentenceModel::SentenceIndexRole).toInt(), row);
        disagreeing += disagree ? 1 : 0;
    }
    QVERIFY(disagreeing > 0 && disagreeing < model.rowCount());

    // An edit: one dataChanged over the edited row, whose FN for clausie drops by one.
    const auto [sentence, synset] = firstUncovered(document.session().scores().at(0));
    const QModelIndex cell = model.index(sentence, MismatchSentenceModel::FirstSystemColumn);
    const int fnBefore = cell.data(MismatchSentenceModel::FnRole).toInt();
    QVERIFY(editor.deleteSynset(sentence, synset));
    QCOMPARE(resets.size(), 1);
    QCOMPARE(changes.size(), 1);
    QCOMPARE(changes.at(0).at(0).toModelIndex(), model.index(sentence, 0));
    QCOMPARE(changes.at(0).at(1).toModelIndex(), model.index(sentence, model.columnCount() - 1));
    QCOMPARE(cell.data(MismatchSentenceModel::FnRole).toInt(), fnBefore - 1);
    stack.undo();
    QCOMPARE(changes.size(), 2);
    QCOMPARE(cell.data(MismatchSentenceModel::FnRole).toInt(), fnBefore);

    // A system added: a reset with one more column, its long name cut in the header.
    QString error;
    QVERIFY(document.addSystem(QStringLiteral("naive_oie"), systemPath(QStringLiteral("naive_oie")), &error));
    model.setScores(&document.benchmark(), document.session().scores());
    QCOMPARE(resets.size(), 2);
    QCOMPARE(model.columnCount(), MismatchSentenceModel::FirstSystemColumn + 4);
    const int last = MismatchSentenceModel::FirstSystemColumn + 3;
    QCOMPARE(model.headerData(last, Qt::Horizontal).toString(), QStringLiteral("naive_o") + QChar(0x2026));
    QVERIFY(model.headerData(last, Qt::Horizontal, Qt::ToolTipRole).toString().contains(QStringLiteral("naive_oie")));
    model.setScores(&document.benchmark(), {});
    QCOMPARE(model.columnCount(), int(MismatchSentenceModel::FirstSystemColumn));
    QCOMPARE(model.rowCount(), int(m_gold.size()));
}

void TestItemModels::mismatchSentencesFollowFlEdits()
{
    // Under BenchIE^FL the workspace scores the whole gold again after an edit, then tells the
    // model that one row changed: every other row must read as before (principled and official).
    for (const FlOptions &options : {FlOptions(), FlOptions::officialScorer()}) {
        StudioDocument document;
        QUndoStack stack;
        GoldEditor editor(&document, &stack);
        QVERIFY(load(&document, kSystems));
        ScorerResults results;
        results.setFlOptions(options);
        results.rebuildFl(document.session(), nullptr);
        MismatchSentenceModel model;
        QAbstractItemModelTester tester(&model, Mode::QtTest);
        model.setScores(&document.benchmark(), results.fl());
        const auto cells = [&]() {
            QVector<QVector<int>> rows;
            for (int row = 0; row < model.rowCount(); ++row) {
                QVector<int> values;
                for (int column = MismatchSentenceModel::FirstSystemColumn; column < model.columnCount(); ++column) {
                    for (int role : {int(MismatchSentenceModel::TpRole), int(MismatchSentenceModel::FpRole),
                                     int(MismatchSentenceModel::FnRole)})
                        values.append(model.index(row, column).data(role).toInt());
                }
                rows.append(values);
            }
            return rows;
        };
        const QVector<QVector<int>> before = cells();
        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
        const int sentence = 0;
        QVERIFY(editor.deleteSynset(sentence, 0));
        results.invalidateFl();
        results.rebuildFl(document.session(), nullptr);
        model.updateSentence(sentence, results.fl());
        QCOMPARE(changes.size(), 1);
        const QVector<QVector<int>> after = cells();
        QVERIFY(after.at(sentence) != before.at(sentence));
        for (int row = 0; row < model.rowCount(); ++row) {
            if (row != sentence)
                QVERIFY2(after.at(row) == before.at(row), qPrintable(QString::number(row)));
        }
    }
}

void TestItemModels::mismatchFilterProxyFiltersAndSorts()
{
    StudioDocument document;
    QUndoStack stack;
    GoldEditor editor(&document, &stack);
    QVERIFY(load(&document, kSystems));
    MismatchSentenceModel model;
    MismatchFilterProxy proxy;
    QAbstractItemModelTester tester(&proxy, Mode::QtTest);
    proxy.setSourceModel(&model);
    connect(&document, &StudioDocument::sentenceChanged, &model,
            [&](int index) { model.updateSentence(index, document.session().scores()); });
    model.setScores(&document.benchmark(), document.session().scores());
    QCOMPARE(proxy.rowCount(), int(m_gold.size()));
    const QVector<SystemScore> &scores = document.session().scores();

    // Text: a word of the sentences (any case), or an id.
    QSignalSpy removed(&proxy, &QAbstractItemModel::rowsRemoved);
    int australia = 0;
    for (const GoldLine &line : std::as_const(m_gold))
        australia += line.text.contains(QLatin1String("australia"), Qt::CaseInsensitive) ? 1 : 0;
    QVERIFY(australia > 0);
    proxy.setText(QStringLiteral("  AUSTRALIA "));
    QVERIFY(!removed.isEmpty());
    QCOMPARE(proxy.rowCount(), australia);
    int byId = 0;
    for (const GoldLine &line : std::as_const(m_gold))
        byId += line.id == QLatin1String("17") || line.text.contains(QLatin1String("17")) ? 1 : 0;
    proxy.setText(QStringLiteral("17"));
    QCOMPARE(proxy.rowCount(), byId);
    int seventeen = -1;
    for (int s = 0; s < m_gold.size() && seventeen < 0; ++s)
        seventeen = m_gold.at(s).id == QLatin1String("17") ? s : -1;
    QVERIFY(proxy.mapFromSource(model.index(seventeen, 0)).isValid()); // by its id
    proxy.setText(QString());
    QCOMPARE(proxy.rowCount(), int(m_gold.size()));

    // F1 threshold, disagreement, uncovered synsets, alone and combined.
    const auto expected = [&](double threshold, bool disagree, bool uncovered) {
        int n = 0;
        for (int s = 0; s < m_gold.size(); ++s) {
            double minimum = 1.0;
            bool differ = false;
            for (const SystemScore &score : scores) {
                minimum = qMin(minimum, score.perSentence.at(s).f1());
                differ = differ || score.perSentence.at(s).f1() != scores.at(0).perSentence.at(s).f1();
            }
            const bool open = lastUncoveredByAll(scores, document.benchmark(), s) >= 0;
            n += (threshold > 1.0 || minimum < threshold) && (!disagree || differ) && (!uncovered || open) ? 1 : 0;
        }
        return n;
    };
    proxy.setF1Threshold(0.5);
    QCOMPARE(proxy.rowCount(), expected(0.5, false, false));
    QVERIFY(proxy.rowCount() < int(m_gold.size()));
    proxy.setDisagreeOnly(true);
    QCOMPARE(proxy.rowCount(), expected(0.5, true, false));
    proxy.setF1Threshold(2.0);
    QCOMPARE(proxy.rowCount(), expected(2.0, true, false));
    proxy.setDisagreeOnly(false);
    proxy.setUncoveredOnly(true);
    const int uncoveredRows = expected(2.0, false, true);
    QCOMPARE(proxy.rowCount(), uncoveredRows);
    QVERIFY(uncoveredRows > 0 && uncoveredRows < int(m_gold.size()));

    // Sorting: ids as numbers, then a system's F1.
    proxy.sort(MismatchSentenceModel::IdColumn, Qt::DescendingOrder);
    int largest = 0;
    for (int r = 0; r < proxy.rowCount(); ++r) {
        const int source = proxy.mapToSource(proxy.index(r, 0)).row();
        largest = qMax(largest, m_gold.at(source).id.toInt());
    }
    QCOMPARE(proxy.index(0, 0).data(Qt::UserRole).toInt(), largest);
    proxy.sort(MismatchSentenceModel::FirstSystemColumn, Qt::AscendingOrder);
    for (int r = 1; r < proxy.rowCount(); ++r) {
        QVERIFY(proxy.index(r - 1, MismatchSentenceModel::FirstSystemColumn).data(Qt::UserRole).toDouble()
                <= proxy.index(r, MismatchSentenceModel::FirstSystemColumn).data(Qt::UserRole).toDouble());
    }

    // Edits through the source's dataChanged: deleting every synset that no system covers
    // takes the sentence out of the "uncovered" rows; undoing them brings it back.
    const int sentence = proxy.mapToSource(proxy.index(0, 0)).row();
    QVERIFY(sentence >= 0);
    const int removedBefore = int(removed.size());
    int edits = 0;
    for (int k = lastUncoveredByAll(scores, document.benchmark(), sentence); k >= 0 && edits < 50;
         k = lastUncoveredByAll(scores, document.benchmark(), sentence)) {
        QVERIFY(editor.deleteSynset(sentence, k));
        ++edits;
    }
    QVERIFY(edits > 0 && edits < 50);
    QCOMPARE(removed.size(), removedBefore + 1);
    QVERIFY(!proxy.mapFromSource(model.index(sentence, 0)).isValid());
    QCOMPARE(proxy.rowCount(), uncoveredRows - 1);
    QSignalSpy inserted(&proxy, &QAbstractItemModel::rowsInserted);
    for (int i = 0; i < edits; ++i)
        stack.undo();
    QCOMPARE(inserted.size(), 1);
    QVERIFY(proxy.mapFromSource(model.index(sentence, 0)).isValid());
    QCOMPARE(proxy.rowCount(), uncoveredRows);

    // The source reset with fewer systems: the proxy follows.
    QSignalSpy proxyResets(&proxy, &QAbstractItemModel::modelReset);
    model.setScores(&document.benchmark(), scores.mid(0, 1));
    QCOMPARE(proxyResets.size(), 1);
    QCOMPARE(proxy.columnCount(), MismatchSentenceModel::FirstSystemColumn + 1);
    proxy.setUncoveredOnly(false);
    QCOMPARE(proxy.rowCount(), int(m_gold.size()));
}

void TestItemModels::synsetTreeFollowsEdits()
{
    StudioDocument document;
    QUndoStack stack;
    GoldEditor editor(&document, &stack);
    QVERIFY(load(&document, {}));
    SynsetTreeModel model;
    QAbstractItemModelTester tester(&model, Mode::QtTest);
    // As the annotation workspace: the current sentence's synsets again after each edit, and
    // the check box of a triple asks for the edit.
    connect(&document, &StudioDocument::sentenceChanged, &model,
            [&](int index) { model.setSynsets(document.benchmark().sentences().at(index).synsets); });
    connect(&model, &SynsetTreeModel::entityCleanRequested, &model,
            [&](int synset, int triple, bool clean) { editor.setEntityClean(0, synset, triple, clean); });
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    model.setSynsets(document.benchmark().sentences().at(0).synsets);
    QCOMPARE(model.rowCount(), m_gold.at(0).synsets);
    QCOMPARE(model.rowCount(model.synsetIndex(0)), 2);
    QCOMPARE(model.tripleIndex(0, 0).data().toString(), fileLines(goldPath()).at(2));
    QCOMPARE(model.synsetIndex(0).data().toString(), QStringLiteral("Synset 1 (2 triples)"));

    QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
    model.setActiveSynset(2);
    QCOMPARE(changes.size(), 1);
    QCOMPARE(changes.at(0).at(0).toModelIndex(), model.synsetIndex(2));
    QCOMPARE(model.synsetIndex(2).data().toString(), QStringLiteral("Synset 3 (2 triples) - active"));
    QVERIFY(qvariant_cast<QFont>(model.synsetIndex(2).data(Qt::FontRole)).bold());

    QVERIFY(model.setData(model.tripleIndex(1, 1), Qt::Checked, Qt::CheckStateRole));
    QCOMPARE(resets.size(), 2);
    QCOMPARE(model.tripleIndex(1, 1).data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
    QCOMPARE(editor.moveTriple(0, 0, 1, 4), 4);
    QCOMPARE(model.rowCount(model.synsetIndex(0)), 1);
    QCOMPARE(model.rowCount(model.synsetIndex(4)), 3);
    QCOMPARE(model.tripleIndex(4, 2).data().toString(), fileLines(goldPath()).at(3));
    QCOMPARE(editor.moveTriple(0, 0, 0, 4), 3); // synset 1 left empty is deleted
    QCOMPARE(model.rowCount(), m_gold.at(0).synsets - 1);
    QCOMPARE(model.activeSynset(), 2);
    stack.undo();
    stack.undo();
    stack.undo();
    QCOMPARE(resets.size(), 7);
    QCOMPARE(model.rowCount(), m_gold.at(0).synsets);
    QCOMPARE(model.tripleIndex(1, 1).data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
    model.setSynsets({});
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.activeSynset(), -1);
}

void TestItemModels::lintTreeFollowsEdits()
{
    StudioDocument document;
    QUndoStack stack;
    GoldEditor editor(&document, &stack);
    // As the Lint dock: the panel lints the gold on goldReset and one sentence on sentenceChanged.
    LintPanel panel(&document);
    LintTreeModel *model = panel.model();
    QAbstractItemModelTester tester(model, Mode::QtTest);
    QVERIFY(load(&document, {}));
    QVERIFY2(PosTagger::shared().isLoaded(), qPrintable(PosTagger::shared().loadError()));
    LintOptions options;
    options.tagger = &PosTagger::shared();
    // The rows are the lint of the whole gold as it is now, check by check, finding by finding.
    const auto sameAsWholeLint = [&]() {
        const LintResult whole = GoldLint::run(document.benchmark(), options);
        if (model->rowCount() != whole.checks.size())
            return false;
        for (int c = 0; c < whole.checks.size(); ++c) {
            const QModelIndex check = model->index(c, 0);
            if (model->rowCount(check) != whole.checks.at(c).findings.size())
                return false;
            for (int f = 0; f < whole.checks.at(c).findings.size(); ++f) {
                const LintFinding *finding = model->finding(model->index(f, 0, check));
                if (!finding || finding->message != whole.checks.at(c).findings.at(f).message
                    || finding->sentence != whole.checks.at(c).findings.at(f).sentence)
                    return false;
            }
        }
        return panel.findingCount() == whole.findingCount();
    };
    QVERIFY(sameAsWholeLint());
    QVERIFY(panel.findingCount() > 0);

    // The first double-meaning finding fixed by deleting one of its triples, then its synset;
    // both undone; an edit elsewhere.
    const QModelIndex meanings = model->checkIndex(LintCheck::DoubleMeaning); // 19 in 16 sentences
    QVERIFY(meanings.isValid());
    QVERIFY(model->rowCount(meanings) > 0);
    const LintFinding first = *model->finding(model->index(0, 0, meanings));
    QVERIFY(model->index(0, 0, meanings).data().toString().startsWith(
        QStringLiteral("sentence %1: synset %2:").arg(first.sentenceId).arg(first.synsets.value(0) + 1)));
    const int before = model->rowCount(meanings);
    QVERIFY(editor.deleteTriple(first.sentence, first.triples.at(1).synset, first.triples.at(1).triple));
    QVERIFY(sameAsWholeLint());
    QVERIFY(model->rowCount(meanings) <= before);
    QVERIFY(editor.deleteSynset(first.sentence, first.triples.at(0).synset));
    QVERIFY(sameAsWholeLint());
    stack.undo();
    stack.undo();
    QVERIFY(sameAsWholeLint());
    QCOMPARE(model->rowCount(meanings), before);
    QVERIFY(editor.deleteSynset(0, 0));
    QVERIFY(sameAsWholeLint());
    stack.undo();
    QVERIFY(sameAsWholeLint());
}

QTEST_MAIN(TestItemModels)
#include "TestItemModels.moc"
