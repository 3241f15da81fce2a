// OIE2016 in the studio, driven offscreen on the real data: the score table under the OIE2016
// scorer gives every official figure of reference/oie2016_official.json (both matcher modes),
// the curves and AUC bars export to PDF, SVG and PNG, the per-sentence browser credits as many
// gold extractions to each system as the official scorer matched, the set-up survives a
// project file, the side-by-side table pairs and exports, and an `.oie` gold opens as a document (one synset per gold extraction).

#include "core/document/ProjectFile.h"
#include "core/document/StudioDocument.h"
#include "core/oie2016/Oie2016Evaluation.h"
#include "tests/TestData.h"
#include "ui/common/DiagnosticListModel.h"
#include "ui/common/Dialogs.h"
#include "ui/evaluation/EvaluationWorkspace.h"
#include "ui/evaluation/Oie2016TableModel.h"
#include "ui/evaluation/SideBySideModel.h"
#include "ui/evaluation/SideBySidePanel.h"
#include "ui/MainWindow.h"
#include "ui/mismatches/Oie2016MatchBrowser.h"
#include "ui/StudioSettings.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QSet>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QStringList kFormats = {QStringLiteral("clausie"), QStringLiteral("ollie"),   QStringLiteral("openie4"),
                              QStringLiteral("props"),   QStringLiteral("reverb"),  QStringLiteral("stanford")};

QJsonObject referenceEntries()
{
    QFile file(TestData::path(QStringLiteral("reference/oie2016_official.json")));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("entries")).toObject();
}

// The six systems on all.oie, each named after its format (the reference's keys).
Oie2016Setup allSystems(Oie2016Options::Mode mode)
{
    Oie2016Setup setup;
    setup.goldPath = TestData::path(QStringLiteral("oie2016/gold/all.oie"));
    setup.sentencesPath = TestData::path(QStringLiteral("oie2016/raw_sentences/all.txt"));
    setup.mode = mode;
    for (const QString &format : kFormats) {
        Oie2016SystemFile file;
        Oie2016SystemReader::parseFormat(format, &file.format);
        file.name = format;
        file.path = TestData::path(QStringLiteral("oie2016/systems/%1_output.txt").arg(format));
        setup.systems.append(file);
    }
    return setup;
}

} // namespace

class TestOie2016Studio : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void tableGivesOfficialFigures_data();
    void tableGivesOfficialFigures();
    void curvesAndAucBarsExport();
    void browserCreditsOfficialMatches();
    void setupSurvivesProjectFile();
    void sideBySidePairsAndExports();
    void oieGoldOpensAsDocument();
    void menuAsksForSentenceFileBeforeReVerb();
    void malformedGoldIsReportedWithItsLine();
    void openedOieGoldBecomesTheOie2016Gold();

private:
    QTemporaryDir m_settingsDir;
    MainWindow *m_window = nullptr;
    EvaluationWorkspace *m_workspace = nullptr;
};

void TestOie2016Studio::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    Dialogs::setInteractive(false);
    QVERIFY(m_settingsDir.isValid());
    StudioSettings::useTemporaryStore(m_settingsDir.filePath(QStringLiteral("settings.ini")));
    const Oie2016Setup setup = allSystems(Oie2016Options::Mode::Current);
    REQUIRE_DATA_FILE(setup.goldPath);
    REQUIRE_DATA_FILE(setup.sentencesPath);
    for (const Oie2016SystemFile &file : setup.systems)
        REQUIRE_DATA_FILE(file.path);
    REQUIRE_DATA_FILE(TestData::path(QStringLiteral("reference/oie2016_official.json")));
    m_window = new MainWindow;
    m_window->show();
    m_workspace = m_window->findChild<EvaluationWorkspace *>(QStringLiteral("evaluationWorkspace"));
    QVERIFY(m_workspace);
    QVERIFY(m_workspace->setOie2016Setup(setup));
}

void TestOie2016Studio::cleanupTestCase()
{
    delete m_window;
}

void TestOie2016Studio::tableGivesOfficialFigures_data()
{
    QTest::addColumn<int>("mode");
    QTest::newRow("current") << int(Oie2016Options::Mode::Current);
    QTest::newRow("2016") << int(Oie2016Options::Mode::Paper2016);
}

void TestOie2016Studio::tableGivesOfficialFigures()
{
    QFETCH(int, mode);
    const auto matcher = Oie2016Options::Mode(mode);
    m_workspace->setOie2016Mode(matcher);
    m_workspace->setScorer(EvaluationWorkspace::Scorer::Oie2016);
    auto *combo = m_window->findChild<QComboBox *>(QStringLiteral("scorerCombo"));
    QCOMPARE(combo->currentText(), QStringLiteral("OIE2016"));
    // The table the user sees is the OIE2016 model, through the sorting proxy.
    auto *table = m_window->findChild<QTableView *>(QStringLiteral("scoreTable"));
    QCOMPARE(table->model()->columnCount(), int(Oie2016TableModel::ColumnCount));
    QCOMPARE(table->model()->rowCount(), 6);
    auto *caption = m_window->findChild<QLabel *>(QStringLiteral("oie2016Caption"));
    QVERIFY(caption->isVisible());
    QVERIFY2(caption->text().startsWith(QStringLiteral("Matcher: ") + Oie2016Options::modeName(matcher)),
             qPrintable(caption->text()));
    QVERIFY2(caption->toolTip().startsWith(Oie2016Options::describe(matcher)), qPrintable(caption->toolTip()));

    const QJsonObject entries = referenceEntries();
    QSet<QString> seen;
    for (int row = 0; row < table->model()->rowCount(); ++row) {
        const auto cell = [&](int column) { return table->model()->index(row, column).data(Qt::UserRole); };
        const QString format = cell(Oie2016TableModel::Format).toString();
        const QString key = Oie2016Options::modeName(matcher) + QStringLiteral("/all/") + format;
        const QJsonObject official = entries.value(key).toObject();
        QVERIFY2(!official.isEmpty(), qPrintable(key));
        seen.insert(format);
        const auto near = [&](int column, const char *field) {
            const double got = cell(column).toDouble();
            const double want = official.value(QLatin1String(field)).toDouble();
            if (std::abs(got - want) > 1e-9)
                QFAIL(qPrintable(QStringLiteral("%1 %2: %3, official %4").arg(key, QLatin1String(field))
                                     .arg(got, 0, 'g', 17).arg(want, 0, 'g', 17)));
        };
        near(Oie2016TableModel::Auc, "auc");
        near(Oie2016TableModel::F1, "best_f1");
        near(Oie2016TableModel::Precision, "best_p");
        near(Oie2016TableModel::Recall, "best_r");
        if (official.value(QStringLiteral("best_threshold")).isNull())
            QVERIFY(!cell(Oie2016TableModel::Threshold).isValid());
        else
            near(Oie2016TableModel::Threshold, "best_threshold");
        QCOMPARE(cell(Oie2016TableModel::Extractions).toInt(), official.value(QStringLiteral("n_system_extractions")).toInt());
        QCOMPARE(cell(Oie2016TableModel::Matched).toLongLong(),
                 qint64(official.value(QStringLiteral("matched_gold")).toDouble()));
        // What the user reads: 3 decimals of the same value.
        QCOMPARE(table->model()->index(row, Oie2016TableModel::Auc).data().toString(),
                 QLocale().toString(official.value(QStringLiteral("auc")).toDouble(), 'f', 3));
    }
    QCOMPARE(seen.size(), 6);
    m_workspace->setOie2016Mode(Oie2016Options::Mode::Current);
}

void TestOie2016Studio::curvesAndAucBarsExport()
{
    m_workspace->setScorer(EvaluationWorkspace::Scorer::Oie2016);
    const QVector<ChartData> charts = m_workspace->charts();
    const ChartData *curves = nullptr;
    const ChartData *bars = nullptr;
    for (const ChartData &chart : charts) {
        if (chart.fileName == QLatin1String("oie2016_pr_curve"))
            curves = &chart;
        if (chart.fileName == QLatin1String("oie2016_auc"))
            bars = &chart;
    }
    QVERIFY(curves && bars);
    QCOMPARE(curves->series.size(), 6);
    QCOMPARE(bars->series.size(), 6);
    const QJsonObject entries = referenceEntries();
    const QVector<Oie2016ScoredSystem> &results = m_workspace->oie2016().results();
    for (int s = 0; s < results.size(); ++s) {
        const QJsonObject official = entries.value(QStringLiteral("current/all/") + results.at(s).format).toObject();
        // One point per row of the official curve file, the AUC in the legend and as the bar.
        QCOMPARE(curves->series.at(s).xs.size(), official.value(QStringLiteral("curve_rows")).toInt());
        QVERIFY2(curves->series.at(s).name.contains(
                     QString::number(official.value(QStringLiteral("auc")).toDouble(), 'f', 3)),
                 qPrintable(curves->series.at(s).name));
        QVERIFY(std::abs(bars->series.at(s).values.value(0) - official.value(QStringLiteral("auc")).toDouble()) < 1e-9);
    }
    QTemporaryDir dir;
    QStringList written;
    QString error;
    QVERIFY2(m_workspace->exportAllCharts(dir.path(), ChartExportOptions(), &written, &error), qPrintable(error));
    for (const QString &name : {QStringLiteral("oie2016_pr_curve"), QStringLiteral("oie2016_auc")}) {
        for (const QString &suffix : {QStringLiteral(".pdf"), QStringLiteral(".svg"), QStringLiteral(".png")}) {
            const QString path = dir.filePath(name + suffix);
            QVERIFY2(written.contains(path) && QFileInfo(path).size() > 0, qPrintable(path));
        }
        QVERIFY(!QImage(dir.filePath(name + QStringLiteral(".png"))).isNull());
    }
    // The score table exports as oie-score renders it (LaTeX, 3 decimals).
    const QString tex = dir.filePath(QStringLiteral("oie2016.tex"));
    QVERIFY2(m_workspace->exportScoreTable(tex, EvaluationWorkspace::TableFormat::Latex, 3, &error), qPrintable(error));
    QFile file(tex);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString latex = QString::fromUtf8(file.readAll());
    QVERIFY2(latex.contains(QLatin1String("\\toprule")) && latex.contains(QLatin1String("openie4")), qPrintable(latex));
    QVERIFY2(latex.contains(QString::number(entries.value(QStringLiteral("current/all/openie4")).toObject()
                                                .value(QStringLiteral("auc")).toDouble(), 'f', 3)),
             qPrintable(latex));
}

void TestOie2016Studio::browserCreditsOfficialMatches()
{
    auto *tabs = m_window->findChild<QTabWidget *>(QStringLiteral("evaluationTabs"));
    auto *browser = m_window->findChild<Oie2016MatchBrowser *>(QStringLiteral("oie2016Browser"));
    QVERIFY(tabs && browser);
    QVERIFY(tabs->isTabVisible(tabs->indexOf(browser)));
    m_workspace->showPage(tabs->indexOf(browser));
    auto *list = browser->findChild<QListWidget *>(QStringLiteral("oie2016SentenceList"));
    auto *matches = browser->findChild<QTableWidget *>(QStringLiteral("oie2016MatchTable"));
    QVERIFY(list && matches);
    QCOMPARE(list->count(), 2944); // distinct sentence texts of all.oie (its README)
    // Walk every sentence as a user would and count, per system column, the gold extractions
    // shown as matched: the official matched_gold of each system.
    QHash<QString, int> credited;
    int goldRows = 0;
    for (int row = 0; row < list->count(); ++row) {
        list->setCurrentRow(row);
        goldRows += matches->rowCount();
        for (int column = 1; column < matches->columnCount(); ++column) {
            const QString system = matches->horizontalHeaderItem(column)->text();
            for (int r = 0; r < matches->rowCount(); ++r) {
                if (matches->item(r, column)->data(Qt::UserRole).isValid())
                    ++credited[system];
            }
        }
    }
    QCOMPARE(goldRows, 8481);
    const QJsonObject entries = referenceEntries();
    QCOMPARE(credited.size(), 6);
    for (auto it = credited.constBegin(); it != credited.constEnd(); ++it) {
        const QJsonObject official = entries.value(QStringLiteral("current/all/") + it.key()).toObject();
        QCOMPARE(it.value(), official.value(QStringLiteral("matched_gold")).toInt());
    }
}

void TestOie2016Studio::setupSurvivesProjectFile()
{
    ProjectFile project;
    m_workspace->saveSetup(&project);
    QCOMPARE(project.oie2016.systems.size(), 6);
    QString error;
    ProjectFile read;
    QVERIFY2(ProjectFile::fromBytes(project.toBytes(), QStringLiteral("/tmp/p.oiestudio"), &read, &error),
             qPrintable(error));
    QCOMPARE(read.oie2016.goldPath, project.oie2016.goldPath);
    QCOMPARE(read.oie2016.sentencesPath, project.oie2016.sentencesPath);
    QVERIFY(read.oie2016.systems == project.oie2016.systems);
    QCOMPARE(int(read.oie2016.mode), int(Oie2016Options::Mode::Current));
    // An unknown format is an error with the location of the OIE2016 set-up, not a loss.
    QByteArray bytes = project.toBytes();
    bytes.replace("\"format\":\"ollie\"", "\"format\":\"olie\""); // one system per line (JsonText)
    QVERIFY(!ProjectFile::fromBytes(bytes, QStringLiteral("p.oiestudio"), &read, &error));
    QVERIFY2(error.startsWith(QLatin1String("p.oiestudio:")) && error.contains(QLatin1String("'olie'")),
             qPrintable(error));
}

// BenchIE and CaRB scores of the studio's systems beside the OIE2016 figures of the systems
// paired with them, by equal name first, then as the user pairs them; exported as LaTeX.
void TestOie2016Studio::sideBySidePairsAndExports()
{
    const QString gold = TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
    const QString carbGold = TestData::benchie(QStringLiteral("carb_explicit.txt"));
    REQUIRE_DATA_FILE(gold);
    REQUIRE_DATA_FILE(carbGold);
    QVERIFY(m_window->openGold(gold));
    for (const QString &system : {QStringLiteral("clausie"), QStringLiteral("minie"), QStringLiteral("stanford")}) {
        const QString file = TestData::benchie(QStringLiteral("systems/") + system + QStringLiteral("_explicit.txt"));
        REQUIRE_DATA_FILE(file);
        QVERIFY(m_window->addSystem(system, file));
    }
    QString error;
    QVERIFY2(m_workspace->attachCarbGold(carbGold, &error), qPrintable(error));
    auto *panel = m_window->findChild<SideBySidePanel *>(QStringLiteral("sideBySidePanel"));
    auto *table = m_window->findChild<QTableView *>(QStringLiteral("sideBySideTable"));
    QVERIFY(panel && table);
    const QAbstractItemModel *model = table->model();
    const auto rowOf = [model](const QString &name) {
        for (int row = 0; row < model->rowCount(); ++row) {
            if (model->index(row, SideBySideModel::System).data().toString() == name)
                return row;
        }
        return -1;
    };
    const auto value = [model](int row, int column) { return model->index(row, column).data(Qt::UserRole); };
    // 3 studio systems, then the 4 OIE2016 systems no studio system is named after.
    QCOMPARE(model->rowCount(), 7);
    const QJsonObject entries = referenceEntries();
    const ScoringSession &session = m_window->document()->session();
    const ScorerResults &scorers = m_workspace->scorerResults();
    for (int s = 0; s < session.scores().size(); ++s) {
        const SystemScore &score = session.scores().at(s);
        const int row = rowOf(score.name);
        QVERIFY(row >= 0);
        QCOMPARE(value(row, SideBySideModel::BenchieF1).toDouble(), score.f1());
        QCOMPARE(value(row, SideBySideModel::BenchieP).toDouble(), score.precision());
        QCOMPARE(value(row, SideBySideModel::CarbAuc).toDouble(), scorers.carb().at(s).result.auc);
        QCOMPARE(value(row, SideBySideModel::CarbF1).toDouble(), scorers.carb().at(s).result.f1);
    }
    // Equal names are paired: the studio's clausie row holds OIE2016's clausie figures.
    const int clausie = rowOf(QStringLiteral("clausie"));
    QCOMPARE(value(clausie, SideBySideModel::Oie2016System).toString(), QStringLiteral("clausie"));
    QVERIFY(std::abs(value(clausie, SideBySideModel::Oie2016Auc).toDouble()
                     - entries.value(QStringLiteral("current/all/clausie")).toObject().value(QStringLiteral("auc")).toDouble())
            < 1e-9);
    QVERIFY(!value(rowOf(QStringLiteral("minie")), SideBySideModel::Oie2016Auc).isValid());
    // The user pairs OpenIE-4's output with minie through its combo box, and unpairs clausie.
    auto *combo = m_window->findChild<QComboBox *>(QStringLiteral("pairCombo_openie4"));
    QVERIFY(combo);
    combo->setCurrentIndex(combo->findText(QStringLiteral("minie")));
    Q_EMIT combo->activated(combo->currentIndex());
    QCoreApplication::processEvents(); // the pairing is applied queued
    panel->pair(QStringLiteral("clausie"), QString());
    QCOMPARE(value(rowOf(QStringLiteral("minie")), SideBySideModel::Oie2016System).toString(), QStringLiteral("openie4"));
    QVERIFY(std::abs(value(rowOf(QStringLiteral("minie")), SideBySideModel::Oie2016F1).toDouble()
                     - entries.value(QStringLiteral("current/all/openie4")).toObject().value(QStringLiteral("best_f1")).toDouble())
            < 1e-9);
    QVERIFY(!value(rowOf(QStringLiteral("clausie")), SideBySideModel::Oie2016Auc).isValid());
    QCOMPARE(model->rowCount(), 7); // openie4 left its own row, clausie got one
    // The project file keeps the pairings the user chose.
    ProjectFile project;
    m_workspace->saveSetup(&project);
    ProjectFile read;
    QVERIFY2(ProjectFile::fromBytes(project.toBytes(), QStringLiteral("/tmp/p.oiestudio"), &read, &error),
             qPrintable(error));
    QCOMPARE(read.sideBySidePairs.value(QStringLiteral("openie4")), QStringLiteral("minie"));
    QVERIFY(read.sideBySidePairs.contains(QStringLiteral("clausie")));
    QVERIFY(read.sideBySidePairs.value(QStringLiteral("clausie")).isEmpty());
    // LaTeX, 3 decimals, an empty cell where a system was not scored.
    QTemporaryDir dir;
    const QString tex = dir.filePath(QStringLiteral("side.tex"));
    QVERIFY2(panel->exportTable(tex, TableExport::Format::Latex, &error), qPrintable(error));
    QFile file(tex);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString latex = QString::fromUtf8(file.readAll());
    QVERIFY2(latex.contains(QLatin1String("\\toprule")) && latex.contains(QLatin1String("OIE2016 AUC"))
                 && latex.contains(QString::number(scorers.carb().at(0).result.auc, 'f', 3)),
             qPrintable(latex));
}

void TestOie2016Studio::oieGoldOpensAsDocument()
{
    const QString path = TestData::path(QStringLiteral("oie2016/gold/test.oie"));
    REQUIRE_DATA_FILE(path);
    // What the file holds, counted here from its lines.
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QSet<QByteArray> texts;
    int extractions = 0;
    QByteArray firstPredicate;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (line.isEmpty())
            continue;
        const QList<QByteArray> fields = line.split('\t');
        texts.insert(fields.at(0));
        if (extractions++ == 0)
            firstPredicate = fields.at(2);
    }
    QVERIFY(m_window->openGold(path));
    const Benchmark &benchmark = m_window->document()->benchmark();
    QCOMPARE(int(benchmark.sentences().size()), int(texts.size()));
    QCOMPARE(benchmark.synsetCount(), extractions);
    QCOMPARE(benchmark.sentences().first().synsets.first().triples.first().relation().source(),
             QString::fromUtf8(firstPredicate));
    // Stated in the UI: an info line in the problems list.
    bool stated = false;
    for (const Diagnostic &d : m_window->problemModel()->diagnostics())
        stated = stated || (d.severity == Diagnostic::Severity::Info && d.message.contains(QLatin1String("OIE2016 gold")));
    QVERIFY(stated);
    // The OIE2016 evaluation is not the document's: it stays as it was.
    QCOMPARE(m_workspace->oie2016().results().size(), 6);
}

// The menu's ReVerb entry asks for the sentence file first (ReVerb's reader needs it), then
// for the output; the system then scores as the official scorer scored it.
void TestOie2016Studio::menuAsksForSentenceFileBeforeReVerb()
{
    Oie2016Setup setup;
    setup.goldPath = TestData::path(QStringLiteral("oie2016/gold/all.oie"));
    QVERIFY(m_workspace->setOie2016Setup(setup));
    QCOMPARE(m_workspace->oie2016().systemCount(), 0);
    auto *menu = m_window->findChild<QMenu *>(QStringLiteral("oie2016Menu"));
    QVERIFY(menu);
    QAction *reverb = nullptr;
    for (QAction *action : menu->actions()) {
        if (!action->menu())
            continue;
        for (QAction *entry : action->menu()->actions()) {
            if (entry->text().startsWith(QLatin1String("ReVerb")))
                reverb = entry;
        }
    }
    QVERIFY(reverb);
    const QString sentences = TestData::path(QStringLiteral("oie2016/raw_sentences/all.txt"));
    const QString output = TestData::path(QStringLiteral("oie2016/systems/reverb_output.txt"));
    Dialogs::setNextFileName(sentences);
    Dialogs::setNextFileName(output);
    reverb->trigger();
    QCOMPARE(Dialogs::pendingFileNames(), 0);
    QCOMPARE(m_workspace->oie2016().setup().sentencesPath, sentences);
    QCOMPARE(m_workspace->oie2016().results().size(), 1);
    const Oie2016ScoredSystem &system = m_workspace->oie2016().results().first();
    QCOMPARE(system.name, QStringLiteral("ReVerb"));
    const QJsonObject official = referenceEntries().value(QStringLiteral("current/all/reverb")).toObject();
    QVERIFY(std::abs(system.result.auc() - official.value(QStringLiteral("auc")).toDouble()) < 1e-9);
    QCOMPARE(system.result.matched, qint64(official.value(QStringLiteral("matched_gold")).toDouble()));
}

// A gold line the official reader would stop on is skipped and listed in Problems with its
// file and line; the rest of the gold is scored.
void TestOie2016Studio::malformedGoldIsReportedWithItsLine()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.oie"));
    QVERIFY(writeFile(path, "A cat sat on the mat .\tsat\tsat\tA cat\ton the mat\n"
                            "A line with too few fields\tsat\n"));
    QString error;
    QVERIFY2(m_workspace->attachOie2016Gold(path, &error), qPrintable(error));
    QCOMPARE(m_workspace->oie2016().gold().extractionCount(), 1);
    bool located = false;
    for (const Diagnostic &d : m_window->problemModel()->diagnostics())
        located = located
            || (d.message.startsWith(path + QStringLiteral(":2: ")) && d.message.contains(QLatin1String("expected SENTENCE")));
    QVERIFY(located);
}

// Opened as the document while the evaluation has no OIE2016 gold, an .oie file is also
// attached as the OIE2016 scorer's gold.
void TestOie2016Studio::openedOieGoldBecomesTheOie2016Gold()
{
    QVERIFY(m_workspace->setOie2016Setup(Oie2016Setup()));
    QVERIFY(!m_workspace->oie2016().hasGold());
    const QString path = TestData::path(QStringLiteral("oie2016/gold/dev.oie"));
    REQUIRE_DATA_FILE(path);
    QVERIFY(m_window->openGold(path));
    QCOMPARE(m_workspace->oie2016().setup().goldPath, path);
    QCOMPARE(m_workspace->oie2016().gold().extractionCount(), m_window->document()->benchmark().synsetCount());
    auto *tabs = m_window->findChild<QTabWidget *>(QStringLiteral("evaluationTabs"));
    QVERIFY(tabs->isTabVisible(tabs->indexOf(m_workspace->oie2016Browser())));
}

QTEST_MAIN(TestOie2016Studio)
#include "TestOie2016Studio.moc"
