// The main window, driven as a user would (objects found by name), on the real BenchIE data:
// the score table must show the official numbers for every facet the combo box offers.

#include "core/document/ProjectFile.h"
#include "core/document/StudioDocument.h"
#include "tests/RunScore.h"
#include "ui/annotation/AnnotationWorkspace.h"
#include "ui/common/DiagnosticListModel.h"
#include "ui/common/Dialogs.h"
#include "ui/evaluation/CarbTableModel.h"
#include "ui/evaluation/CompareMatrixModel.h"
#include "ui/evaluation/CompareSystemsDialog.h"
#include "ui/evaluation/EvaluationWorkspace.h"
#include "ui/evaluation/ScoreTableModel.h"
#include "ui/DocumentController.h"
#include "ui/MainWindow.h"
#include "ui/StudioSettings.h"
#include "ui/Translations.h"

#include <QAbstractItemModel>
#include <QAction>
#include <QCheckBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QTableWidget>
#include <QTabWidget>
#include <QLocale>
#include <QTableView>
#include <QTemporaryDir>
#include <QApplication>
#include <QTest>

#include <memory>

namespace {

QString dataPath(const QString &relative)
{
    return QStringLiteral(OIE_SHARED_DATA_DIR "/") + relative;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QByteArray();
    return file.readAll();
}

// The score table's cells as the user sees them, row by row (sorted as shown).
QStringList tableText(const QTableView *table)
{
    QStringList rows;
    const QAbstractItemModel *model = table->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        QStringList cells;
        for (int column = 0; column < model->columnCount(); ++column)
            cells.append(model->index(row, column).data().toString());
        rows.append(cells.join(QLatin1Char('\t')));
    }
    return rows;
}

const ChartData *chartNamed(const QVector<ChartData> &charts, const QString &fileName)
{
    for (const ChartData &chart : charts) {
        if (chart.fileName == fileName)
            return &chart;
    }
    return nullptr;
}

// The problems listed for one file.
QStringList problemsOf(const MainWindow &window, const QString &file)
{
    QStringList messages;
    for (const Diagnostic &problem : window.problemModel()->diagnostics()) {
        if (problem.file == file)
            messages.append(problem.message);
    }
    return messages;
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void officialScoresPerFacet_data();
    void officialScoresPerFacet();
    void sentencesAndStatus();
    void missingGoldIsListedNotShown();
    void systemBeforeGoldIsRefused();
    void projectKeepsEvaluationSetup();
    void annotationProjectOpensOnAnnotate();
    void setupChangesNeedSaving();
    void saveAsOpenAndExportThroughFileDialogs();
    void interactiveWindowUsesTheSettingsStore();
    void facetWithoutGoldHasNoF1();
    void intervalsAsTheCommandLineGivesThem();
    void compareSystemsAsTheCommandLine();
    void compareCarbSystemsAsTheCommandLine();
    void carbIntervalsAsTheCommandLine();

private:
    int rowOf(const QString &system) const;
    int cell(int row, int column) const;
    bool loadClausie();

    QTemporaryDir m_settingsDir; // the settings of this test run, never the user's
    std::unique_ptr<MainWindow> m_window;
    QTableView *m_table = nullptr;
    QString m_gold;
    QString m_clausie;
};

void TestMainWindow::initTestCase()
{
    Dialogs::setInteractive(false);
    QVERIFY(m_settingsDir.isValid());
    StudioSettings::useTemporaryStore(m_settingsDir.filePath(QStringLiteral("settings.ini")));
    // English is a translation too (its plural forms); numbers without group separators.
    QVERIFY(Translations::install(qApp, QLocale(QLocale::English)).startsWith(QStringLiteral("en")));
    QLocale::setDefault(QLocale::c());
    m_gold = dataPath(QStringLiteral("benchie/benchie_gold_annotations_en.txt"));
    m_clausie = dataPath(QStringLiteral("benchie/systems/clausie_explicit.txt"));
    for (const QString &path : {m_gold, m_clausie}) {
        if (!QFileInfo::exists(path))
            QFAIL(qPrintable(QStringLiteral("missing benchmark data: %1 (set OIE_SHARED_DATA_DIR)").arg(path)));
    }
}

void TestMainWindow::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QCOMPARE(m_window->objectName(), QStringLiteral("mainWindow"));
    m_table = m_window->findChild<QTableView *>(QStringLiteral("scoreTable"));
    QVERIFY(m_table);
}

void TestMainWindow::cleanup()
{
    m_table = nullptr;
    m_window.reset();
    Dialogs::setInteractive(false);
    Dialogs::clearQueues();
}

int TestMainWindow::rowOf(const QString &system) const
{
    const QAbstractItemModel *model = m_table->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, ScoreTableModel::System).data().toString() == system)
            return row;
    }
    return -1;
}

// The number in a cell, read from its display text (what the user sees), checked against
// the raw value the view sorts by.
int TestMainWindow::cell(int row, int column) const
{
    const QModelIndex index = m_table->model()->index(row, column);
    const QString text = index.data(Qt::DisplayRole).toString();
    bool ok = false;
    const int shown = text.toInt(&ok);
    if (!ok || shown != index.data(Qt::UserRole).toInt())
        return -1;
    return shown;
}

bool TestMainWindow::loadClausie()
{
    return m_window->openGold(m_gold) && m_window->addSystem(QStringLiteral("clausie"), m_clausie);
}

void TestMainWindow::officialScoresPerFacet_data()
{
    QTest::addColumn<QString>("facet");
    QTest::addColumn<int>("tp");
    QTest::addColumn<int>("fp");
    QTest::addColumn<int>("fn");
    // ClausIE on BenchIE (English), as the official scorer reports it.
    QTest::newRow("default") << QStringLiteral("default") << 345 << 341 << 1005;
    QTest::newRow("concat") << QStringLiteral("concat") << 386 << 300 << -1;
    QTest::newRow("minimal") << QStringLiteral("minimal") << 57 << 638 << -1;
}

void TestMainWindow::officialScoresPerFacet()
{
    QFETCH(QString, facet);
    QFETCH(int, tp);
    QFETCH(int, fp);
    QFETCH(int, fn);
    QVERIFY(loadClausie());
    int row = rowOf(QStringLiteral("clausie"));
    QVERIFY(row >= 0);
    QCOMPARE(cell(row, ScoreTableModel::TruePositives), 345);
    QCOMPARE(cell(row, ScoreTableModel::FalsePositives), 341);
    QCOMPARE(cell(row, ScoreTableModel::FalseNegatives), 1005);

    // Switch the facet the way a user does: through the combo box.
    auto *combo = m_window->findChild<QComboBox *>(QStringLiteral("facetCombo"));
    QVERIFY(combo);
    QCOMPARE(combo->count(), int(Facets::names().size()));
    Facet wanted = Facet::Default;
    QVERIFY(Facets::parse(facet, &wanted));
    const int index = combo->findData(int(wanted));
    QVERIFY(index >= 0);
    combo->setCurrentIndex(index);
    QCOMPARE(m_window->facet(), wanted);

    row = rowOf(QStringLiteral("clausie"));
    QVERIFY(row >= 0);
    QCOMPARE(cell(row, ScoreTableModel::TruePositives), tp);
    QCOMPARE(cell(row, ScoreTableModel::FalsePositives), fp);
    const int synsets = m_window->session().benchmark().synsetCount();
    const int shownFn = cell(row, ScoreTableModel::FalseNegatives);
    if (fn >= 0)
        QCOMPARE(shownFn, fn);
    else
        QCOMPARE(shownFn + tp, synsets); // every synset is scored under concat and minimal

    // P, R and F1 are shown to the Decimals box's number of decimals.
    const auto *decimals = m_window->findChild<QSpinBox *>(QStringLiteral("decimalsSpin"));
    QVERIFY(decimals);
    const QModelIndex f1 = m_table->model()->index(row, ScoreTableModel::F1);
    QCOMPARE(f1.data().toString(), QString::number(f1.data(Qt::UserRole).toDouble(), 'f', decimals->value()));
    QVERIFY(f1.data(Qt::TextAlignmentRole).toInt() & Qt::AlignRight);

    // And back, through the public API.
    m_window->setFacet(Facet::Default);
    QCOMPARE(combo->currentIndex(), combo->findData(int(Facet::Default)));
    QCOMPARE(cell(rowOf(QStringLiteral("clausie")), ScoreTableModel::TruePositives), 345);
}

void TestMainWindow::sentencesAndStatus()
{
    QVERIFY(loadClausie());
    const Benchmark &gold = m_window->session().benchmark();
    QVERIFY(!gold.sentences().isEmpty());
    auto *sentences = m_window->findChild<QListView *>(QStringLiteral("sentenceList"));
    QVERIFY(sentences);
    QCOMPARE(sentences->model()->rowCount(), int(gold.sentences().size()));
    const Sentence &first = gold.sentences().first();
    const QString expected = QStringLiteral("%1: %2 (%3 synsets)").arg(first.id, first.text).arg(first.synsets.size());
    QCOMPARE(sentences->model()->index(0, 0).data().toString(), expected);

    auto *status = m_window->findChild<QLabel *>(QStringLiteral("statusSummary"));
    QVERIFY(status);
    QCOMPARE(status->text(), QStringLiteral("%1 sentences, %2 synsets, 1 system")
                                 .arg(gold.sentences().size())
                                 .arg(gold.synsetCount()));

    // Adding the same system again replaces it.
    QVERIFY(m_window->addSystem(QStringLiteral("clausie"), m_clausie));
    QCOMPARE(m_window->scoreModel()->rowCount(), 1);
}

void TestMainWindow::missingGoldIsListedNotShown()
{
    const QString missing = dataPath(QStringLiteral("benchie/no_such_gold_file.txt"));
    QVERIFY(!m_window->openGold(missing)); // would block here if a message box were shown
    auto *problems = m_window->findChild<QListView *>(QStringLiteral("problemsList"));
    QVERIFY(problems);
    QCOMPARE(problems->model()->rowCount(), 1);
    const QModelIndex problem = problems->model()->index(0, 0);
    QVERIFY(problem.data().toString().startsWith(QStringLiteral("no_such_gold_file.txt: ")));
    QVERIFY(problem.data(Qt::ToolTipRole).toString().contains(missing));
    QCOMPARE(problem.data(Qt::UserRole).toInt(), int(Diagnostic::Severity::Error));
    QCOMPARE(m_window->scoreModel()->rowCount(), 0);

    // A failed open leaves a loaded gold alone.
    QVERIFY(loadClausie());
    QVERIFY(!m_window->openGold(missing));
    QCOMPARE(m_window->scoreModel()->rowCount(), 1);
    QCOMPARE(m_window->session().benchmark().fileName, m_gold);
}

void TestMainWindow::systemBeforeGoldIsRefused()
{
    QVERIFY(!m_window->addSystem(QStringLiteral("clausie"), m_clausie));
    QCOMPARE(m_window->scoreModel()->rowCount(), 0);
    QCOMPARE(m_window->problemModel()->count(Diagnostic::Severity::Error), 1);
}

// A project saved with a CaRB gold and two bucket dimensions (a TSV file, bins) opens in a new
// window with the same CaRB table and the same bucket charts; with the CaRB gold and the TSV
// file gone it still opens, lists both files as problems and keeps the bins.
void TestMainWindow::projectKeepsEvaluationSetup()
{
    const QString carbData = dataPath(QStringLiteral("benchie/carb_explicit.txt"));
    const QString minie = dataPath(QStringLiteral("benchie/systems/minie_explicit.txt"));
    for (const QString &path : {carbData, minie}) {
        if (!QFileInfo::exists(path))
            QFAIL(qPrintable(QStringLiteral("missing benchmark data: %1").arg(path)));
    }
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // Copies beside the project, so that the missing-file case can remove them.
    const QString carbGold = dir.filePath(QStringLiteral("carb_explicit.txt"));
    QVERIFY(QFile::copy(carbData, carbGold));
    QVERIFY(loadClausie());
    QVERIFY(m_window->addSystem(QStringLiteral("minie"), minie));
    const QString tsv = dir.filePath(QStringLiteral("halves.tsv"));
    QFile tsvFile(tsv);
    QVERIFY(tsvFile.open(QIODevice::WriteOnly));
    const QVector<Sentence> &sentences = m_window->document()->benchmark().sentences();
    for (int i = 0; i < sentences.size(); ++i)
        tsvFile.write(sentences.at(i).id.toUtf8() + (i < 100 ? "\tfirst\n" : "\trest\n"));
    tsvFile.close();

    EvaluationWorkspace *workspace = m_window->evaluationWorkspace();
    QString error;
    QVERIFY2(workspace->attachCarbGold(carbGold, &error), qPrintable(error));
    UserBucketDimension halves;
    halves.tsvPath = tsv;
    QVERIFY2(workspace->addBucketDimension(halves, &error), qPrintable(error));
    UserBucketDimension bins;
    bins.name = QStringLiteral("synset_bins");
    bins.property = QStringLiteral("synsets");
    bins.edges = {3, 6};
    QVERIFY2(workspace->addBucketDimension(bins, &error), qPrintable(error));
    workspace->setScorer(EvaluationWorkspace::Scorer::Carb);
    const QStringList carbTable = tableText(m_table);
    QCOMPARE(carbTable.size(), 2);
    QVERIFY(workspace->carbModel()->index(0, CarbTableModel::Auc).data(Qt::UserRole).toDouble() > 0);
    const QVector<ChartData> charts = workspace->charts();
    const QString project = dir.filePath(QStringLiteral("study.oieproj"));
    QVERIFY(m_window->files()->saveProject(project));

    auto reopened = std::make_unique<MainWindow>();
    reopened->show();
    QVERIFY(reopened->openGold(project));
    QCOMPARE(reopened->problemModel()->count(Diagnostic::Severity::Error), 0);
    EvaluationWorkspace *restored = reopened->evaluationWorkspace();
    QCOMPARE(restored->scorerResults().carbGoldPath(), carbGold);
    restored->setScorer(EvaluationWorkspace::Scorer::Carb);
    QCOMPARE(restored->scorer(), EvaluationWorkspace::Scorer::Carb);
    auto *table = reopened->findChild<QTableView *>(QStringLiteral("scoreTable"));
    QVERIFY(table);
    QCOMPARE(tableText(table), carbTable);
    QCOMPARE(restored->analyses().userDimensions().size(), 2);
    const QVector<ChartData> restoredCharts = restored->charts();
    for (const QString &name : {QStringLiteral("buckets_halves"), QStringLiteral("buckets_synset_bins")}) {
        const ChartData *before = chartNamed(charts, name);
        const ChartData *after = chartNamed(restoredCharts, name);
        QVERIFY2(before && after, qPrintable(name));
        QCOMPARE(after->categories, before->categories);
        QCOMPARE(after->series.size(), before->series.size());
        for (int s = 0; s < before->series.size(); ++s)
            QCOMPARE(after->series.at(s).values, before->series.at(s).values);
    }
    QVERIFY(chartNamed(restoredCharts, QStringLiteral("buckets_halves"))->categories.at(0).contains(QLatin1String("n=100")));
    reopened.reset();

    // The CaRB gold and the bucket file are gone: the project opens, both are listed.
    QVERIFY(QFile::remove(carbGold));
    QVERIFY(QFile::remove(tsv));
    auto missing = std::make_unique<MainWindow>();
    missing->show();
    QVERIFY(missing->openGold(project));
    QCOMPARE(missing->session().systems().size(), 2);
    EvaluationWorkspace *partial = missing->evaluationWorkspace();
    QVERIFY(!partial->scorerResults().hasCarbGold());
    QCOMPARE(partial->scorer(), EvaluationWorkspace::Scorer::Benchie);
    QCOMPARE(partial->analyses().userDimensions().size(), 1);
    QVERIFY(partial->selectChart(QStringLiteral("buckets_synset_bins")));
    QVERIFY(!partial->selectChart(QStringLiteral("buckets_halves")));
    QCOMPARE(missing->problemModel()->count(Diagnostic::Severity::Error), 2);
    const QStringList carbProblems = problemsOf(*missing, carbGold);
    QCOMPARE(carbProblems.size(), 1);
    QVERIFY2(carbProblems.first().contains(QLatin1String("cannot open")), qPrintable(carbProblems.first()));
    QCOMPARE(problemsOf(*missing, tsv).size(), 1);
    auto *problems = missing->findChild<QListView *>(QStringLiteral("problemsList"));
    QVERIFY(problems);
    QStringList shown;
    for (int row = 0; row < problems->model()->rowCount(); ++row)
        shown.append(problems->model()->index(row, 0).data().toString());
    QVERIFY2(shown.filter(QStringLiteral("carb_explicit.txt: ")).size() == 1, qPrintable(shown.join(QLatin1Char('\n'))));
    QVERIFY2(shown.filter(QStringLiteral("halves.tsv: ")).size() == 1, qPrintable(shown.join(QLatin1Char('\n'))));
}

// A gold with no triple flagged entity-clean has no synset under Entity: the overview shows a
// dash there (with why in its tooltip), not 0.000, and the F1-per-facet chart leaves Entity out
// and says so in its note. Under the other facets the numbers are there.
void TestMainWindow::facetWithoutGoldHasNoF1()
{
    const QString sample = QStringLiteral(OIE_TEST_DATA_DIR "/../../resources/sample/sample_gold.txt");
    const QString system = QStringLiteral(OIE_TEST_DATA_DIR "/../../resources/sample/sample_system.txt");
    QVERIFY(m_window->openGold(sample));
    QVERIFY(m_window->addSystem(QStringLiteral("sample"), system));
    auto *overview = m_window->findChild<QTableView *>(QStringLiteral("facetOverviewTable"));
    QVERIFY(overview);
    const QAbstractItemModel *model = overview->model();
    QCOMPARE(model->rowCount(), 1);
    int entityColumn = -1;
    for (int column = 1; column < model->columnCount(); ++column) {
        if (model->headerData(column, Qt::Horizontal).toString() == QStringLiteral("F1 Entity"))
            entityColumn = column;
        else
            QVERIFY(model->index(0, column).data().toString().startsWith(QStringLiteral("0.")));
    }
    QVERIFY(entityColumn > 0);
    QCOMPARE(model->index(0, entityColumn).data().toString(), QStringLiteral("\u2014"));
    QVERIFY(model->index(0, entityColumn).data(Qt::ToolTipRole).toString().contains(QStringLiteral("entity-clean")));
    bool found = false;
    for (const ChartData &chart : m_window->evaluationWorkspace()->charts()) {
        if (chart.fileName != QStringLiteral("f1_by_facet"))
            continue;
        found = true;
        QCOMPARE(chart.categories.size(), 4);
        QVERIFY(!chart.categories.contains(QStringLiteral("Entity")));
        QVERIFY2(chart.note.contains(QStringLiteral("Entity")), qPrintable(chart.note));
    }
    QVERIFY(found);
}

// The Intervals box: P, R and F1 with the bootstrap intervals oie-score --ci 0.95 gives (10,000
// resamples, seed 1), to the table's decimals, in the table and in the exported CSV.
void TestMainWindow::intervalsAsTheCommandLineGivesThem()
{
    QVERIFY(loadClausie());
    const ScoreRun run = runScore({QStringLiteral("--gold"), m_gold, QStringLiteral("clausie=") + m_clausie,
                                   QStringLiteral("--ci"), QStringLiteral("0.95"), QStringLiteral("--format"),
                                   QStringLiteral("json")});
    QVERIFY2(run.status == 0, qPrintable(describeRun(run)));
    const QJsonObject system =
        QJsonDocument::fromJson(run.out.toUtf8()).object().value(QStringLiteral("systems")).toArray().at(0).toObject();
    const QJsonArray f1 = system.value(QStringLiteral("f1_ci")).toArray();
    QCOMPARE(f1.size(), 2);
    auto *check = m_window->findChild<QCheckBox *>(QStringLiteral("intervalsCheck"));
    QVERIFY(check && check->isEnabled());
    QTest::mouseClick(check, Qt::LeftButton);
    QVERIFY(check->isChecked());
    const int row = rowOf(QStringLiteral("clausie"));
    const QString shown = m_table->model()->index(row, ScoreTableModel::F1).data().toString();
    const auto fixed = [](double value) { return QLocale().toString(value, 'f', 3); }; // the Decimals box: 3
    QCOMPARE(shown, QStringLiteral("%1 [%2, %3]").arg(fixed(0.3389), fixed(f1.at(0).toDouble()), fixed(f1.at(1).toDouble())));
    QVERIFY(f1.at(0).toDouble() < 0.3389 && f1.at(1).toDouble() > 0.3389);
    const QString csv = m_window->evaluationWorkspace()->scoreTableText(EvaluationWorkspace::TableFormat::Csv, 3);
    QVERIFY2(csv.contains(QStringLiteral("f1_ci_low")) && csv.contains(fixed(f1.at(0).toDouble())), qPrintable(csv));
    // Off again: the values alone.
    QTest::mouseClick(check, Qt::LeftButton);
    QCOMPARE(m_table->model()->index(row, ScoreTableModel::F1).data().toString(), fixed(0.3389));
}

namespace {

// The pairs of a comparison's JSON (oie-score compare --format json, or the studio's export),
// one line per pair with every number as read back.
QStringList pairLines(const QByteArray &json)
{
    QStringList lines;
    const QJsonArray pairs = QJsonDocument::fromJson(json).object().value(QStringLiteral("pairs")).toArray();
    for (const QJsonValue &value : pairs) {
        const QJsonObject pair = value.toObject();
        QStringList line;
        for (const char *key : {"a", "b", "metric"})
            line.append(pair.value(QLatin1String(key)).toString());
        for (const char *key : {"delta", "as_extreme", "p_value", "p_holm"})
            line.append(QString::number(pair.value(QLatin1String(key)).toDouble(-1), 'g', 17));
        lines.append(line.join(QLatin1Char(' ')));
    }
    return lines;
}

// Opens Evaluation > Compare Systems through its key (Ctrl+Shift+M) and sets the test as a user
// would: 2,000 rounds, seed 7, Holm.
CompareSystemsDialog *openCompare(MainWindow *window)
{
    QTest::keyClick(window, Qt::Key_M, Qt::ControlModifier | Qt::ShiftModifier);
    auto *dialog = window->findChild<CompareSystemsDialog *>(QStringLiteral("compareSystemsDialog"));
    if (!dialog)
        return nullptr;
    auto *resamples = dialog->findChild<QSpinBox *>(QStringLiteral("compareResamples"));
    auto *seed = dialog->findChild<QSpinBox *>(QStringLiteral("compareSeed"));
    auto *holm = dialog->findChild<QCheckBox *>(QStringLiteral("compareHolm"));
    if (!resamples || !seed || !holm)
        return nullptr;
    resamples->setValue(2000);
    seed->setValue(7);
    QTest::mouseClick(holm, Qt::LeftButton);
    return dialog;
}

} // namespace

// Evaluation > Compare Systems gives the pairs `oie-score compare` gives for the same systems,
// test, rounds and seed (every delta and p-value the same double), two identical systems a
// difference of 0 with p = 1, and exports a LaTeX matrix whose footnote names the test.
void TestMainWindow::compareSystemsAsTheCommandLine()
{
    QVERIFY(loadClausie());
    const QString minie = dataPath(QStringLiteral("benchie/systems/minie_explicit.txt"));
    QVERIFY(m_window->addSystem(QStringLiteral("again"), m_clausie));
    QVERIFY(m_window->addSystem(QStringLiteral("minie"), minie));
    const ScoreRun run = runScore({QStringLiteral("compare"), QStringLiteral("--gold"), m_gold,
                                   QStringLiteral("clausie=") + m_clausie, QStringLiteral("again=") + m_clausie,
                                   QStringLiteral("minie=") + minie, QStringLiteral("--resamples"),
                                   QStringLiteral("2000"), QStringLiteral("--seed"), QStringLiteral("7"),
                                   QStringLiteral("--holm"), QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(run.status == 0, qPrintable(describeRun(run)));
    const QStringList expected = pairLines(run.out.toUtf8());
    QCOMPARE(expected.size(), 9); // 3 pairs, precision, recall, F1
    m_window->showEvaluation();
    CompareSystemsDialog *dialog = openCompare(m_window.get());
    QVERIFY(dialog);
    QTemporaryDir dir;
    const QString json = dir.filePath(QStringLiteral("compare.json"));
    QString error;
    QVERIFY2(dialog->exportTo(json, &error), qPrintable(error));
    QCOMPARE(pairLines(readAll(json)), expected);
    // The matrix: clausie against its copy, and against minie, as the command line says.
    const CompareMatrixModel *matrix = dialog->matrix();
    QCOMPARE(matrix->rowCount(), 3);
    QCOMPARE(matrix->metric(), StatsMetric::F1);
    QCOMPARE(matrix->index(0, 1).data(CompareMatrixModel::PValueRole).toDouble(), 1.0);
    QCOMPARE(matrix->index(0, 1).data(CompareMatrixModel::DeltaRole).toDouble(), 0.0);
    const QStringList clausieMinie = expected.filter(QRegularExpression(QStringLiteral("^clausie minie f1 ")));
    QCOMPARE(clausieMinie.size(), 1);
    const QStringList fields = clausieMinie.first().split(QLatin1Char(' '));
    QCOMPARE(matrix->index(0, 2).data(CompareMatrixModel::DeltaRole).toDouble(), fields.at(3).toDouble());
    QCOMPARE(matrix->index(2, 0).data(CompareMatrixModel::DeltaRole).toDouble(), -fields.at(3).toDouble());
    QCOMPARE(matrix->index(0, 2).data(CompareMatrixModel::PValueRole).toDouble(), fields.at(6).toDouble());
    const bool significant = fields.at(6).toDouble() < 0.05;
    QCOMPARE(matrix->index(0, 2).data(Qt::BackgroundRole).isValid(), significant);
    QVERIFY2(dialog->caption().contains(QStringLiteral("2000 rounds")) && dialog->caption().contains(QStringLiteral("seed 7")),
             qPrintable(dialog->caption()));
    const QString tex = dir.filePath(QStringLiteral("compare.tex"));
    QVERIFY2(dialog->exportTo(tex, &error), qPrintable(error));
    const QString latex = QString::fromUtf8(readAll(tex));
    QVERIFY2(latex.contains(QStringLiteral("approximate randomization test (2000 rounds swapping sentences, seed 7), "
                                           "Holm-adjusted over 3 pairs")),
             qPrintable(latex));
    QCOMPARE(latex.contains(QStringLiteral("^{\\dagger}$ {")), significant);
    const ScoreRun latexRun = runScore({QStringLiteral("compare"), QStringLiteral("--gold"), m_gold,
                                        QStringLiteral("clausie=") + m_clausie, QStringLiteral("again=") + m_clausie,
                                        QStringLiteral("minie=") + minie, QStringLiteral("--resamples"),
                                        QStringLiteral("2000"), QStringLiteral("--seed"), QStringLiteral("7"),
                                        QStringLiteral("--holm"), QStringLiteral("--format"), QStringLiteral("latex")});
    QCOMPARE(latex, latexRun.out);
    dialog->close();
}

// The same under CaRB: the studio scores its systems through the gold's sentences, as
// `oie-score --scorer carb --system-format benchie --sentences GOLD` does, and AUC is tested too.
void TestMainWindow::compareCarbSystemsAsTheCommandLine()
{
    QVERIFY(loadClausie());
    const QString minie = dataPath(QStringLiteral("benchie/systems/minie_explicit.txt"));
    const QString carbGold = dataPath(QStringLiteral("benchie/carb_explicit.txt"));
    QVERIFY(m_window->addSystem(QStringLiteral("minie"), minie));
    EvaluationWorkspace *workspace = m_window->evaluationWorkspace();
    QString error;
    QVERIFY2(workspace->attachCarbGold(carbGold, &error), qPrintable(error));
    workspace->setScorer(EvaluationWorkspace::Scorer::Carb);
    m_window->showEvaluation();
    const ScoreRun run = runScore({QStringLiteral("compare"), QStringLiteral("--scorer"), QStringLiteral("carb"),
                                   QStringLiteral("--gold"), carbGold, QStringLiteral("--system-format"),
                                   QStringLiteral("benchie"), QStringLiteral("--sentences"), m_gold,
                                   QStringLiteral("clausie=") + m_clausie, QStringLiteral("minie=") + minie,
                                   QStringLiteral("--resamples"), QStringLiteral("2000"), QStringLiteral("--seed"),
                                   QStringLiteral("7"), QStringLiteral("--holm"), QStringLiteral("--format"),
                                   QStringLiteral("json")});
    QVERIFY2(run.status == 0, qPrintable(describeRun(run)));
    const QStringList expected = pairLines(run.out.toUtf8());
    QCOMPARE(expected.size(), 4); // 1 pair, AUC, precision, recall, F1
    CompareSystemsDialog *dialog = openCompare(m_window.get());
    QVERIFY(dialog);
    QTemporaryDir dir;
    const QString json = dir.filePath(QStringLiteral("compare.json"));
    QVERIFY2(dialog->exportTo(json, &error), qPrintable(error));
    QCOMPARE(pairLines(readAll(json)), expected);
    auto *metric = dialog->findChild<QComboBox *>(QStringLiteral("compareMetric"));
    QVERIFY(metric);
    QCOMPARE(metric->count(), 4);
    dialog->close();
}

// Bootstrap Intervals under CaRB: AUC, P, R and F1 with the intervals oie-score --scorer carb
// --ci 0.95 gives for the same systems (scored through the gold's sentences), to the decimals shown.
void TestMainWindow::carbIntervalsAsTheCommandLine()
{
    QVERIFY(loadClausie());
    const QString carbGold = dataPath(QStringLiteral("benchie/carb_explicit.txt"));
    EvaluationWorkspace *workspace = m_window->evaluationWorkspace();
    QString error;
    QVERIFY2(workspace->attachCarbGold(carbGold, &error), qPrintable(error));
    workspace->setScorer(EvaluationWorkspace::Scorer::Carb);
    m_window->showEvaluation();
    const ScoreRun run = runScore({QStringLiteral("--scorer"), QStringLiteral("carb"), QStringLiteral("--gold"), carbGold,
                                   QStringLiteral("--system-format"), QStringLiteral("benchie"),
                                   QStringLiteral("--sentences"), m_gold, QStringLiteral("clausie=") + m_clausie,
                                   QStringLiteral("--ci"), QStringLiteral("0.95"), QStringLiteral("--format"),
                                   QStringLiteral("json")});
    QVERIFY2(run.status == 0, qPrintable(describeRun(run)));
    const QJsonObject system =
        QJsonDocument::fromJson(run.out.toUtf8()).object().value(QStringLiteral("systems")).toArray().at(0).toObject();
    auto *check = m_window->findChild<QCheckBox *>(QStringLiteral("intervalsCheck"));
    QVERIFY(check && check->isEnabled());
    QTest::mouseClick(check, Qt::LeftButton);
    const auto fixed = [](double value) { return QLocale().toString(value, 'f', 3); };
    const CarbTableModel *model = workspace->carbModel();
    QCOMPARE(model->rowCount(), 1);
    for (const auto &[column, key] : {std::pair{int(CarbTableModel::Auc), "auc"}, {int(CarbTableModel::F1), "f1"}}) {
        const QJsonArray interval = system.value(QLatin1String(key) + QStringLiteral("_ci")).toArray();
        QCOMPARE(interval.size(), 2);
        const QString shown = model->index(0, column).data().toString();
        QVERIFY2(shown.endsWith(QStringLiteral(" [%1, %2]").arg(fixed(interval.at(0).toDouble()), fixed(interval.at(1).toDouble()))),
                 qPrintable(shown));
    }
    // Shown, so exported: the bounds after each figure in CSV, in brackets in LaTeX.
    const QJsonArray f1 = system.value(QStringLiteral("f1_ci")).toArray();
    const QString csv = workspace->scoreTableText(EvaluationWorkspace::TableFormat::Csv, 3);
    QVERIFY2(csv.contains(QStringLiteral("F1 low")) && csv.contains(QString::number(f1.at(0).toDouble(), 'f', 3)),
             qPrintable(csv));
    const QString latex = workspace->scoreTableText(EvaluationWorkspace::TableFormat::Latex, 3);
    QVERIFY2(latex.contains(QStringLiteral(" [%1, %2]").arg(QString::number(f1.at(0).toDouble(), 'f', 3),
                                                            QString::number(f1.at(1).toDouble(), 'f', 3))),
             qPrintable(latex));
    QTest::mouseClick(check, Qt::LeftButton);
    QVERIFY(!model->index(0, CarbTableModel::F1).data().toString().contains(QLatin1Char('[')));
    QVERIFY(!workspace->scoreTableText(EvaluationWorkspace::TableFormat::Csv, 3).contains(QStringLiteral(" low")));
}

QTEST_MAIN(TestMainWindow)
// Removing a system with the systems panel is a change the project file keeps: the window
// then counts the project as unsaved, and undoing an edit does not make it saved again.
void TestMainWindow::setupChangesNeedSaving()
{
    const QString minie = dataPath(QStringLiteral("benchie/systems/minie_explicit.txt"));
    QVERIFY(loadClausie());
    QVERIFY(m_window->addSystem(QStringLiteral("minie"), minie));
    QVERIFY(!m_window->document()->isModified());
    m_window->showEvaluation();
    auto *systems = m_window->findChild<QTableWidget *>(QStringLiteral("systemsTable"));
    auto *remove = m_window->findChild<QPushButton *>(QStringLiteral("removeSystemButton"));
    QVERIFY(systems && remove);
    int row = -1;
    for (int r = 0; r < systems->rowCount(); ++r) {
        if (systems->item(r, 0)->data(Qt::UserRole).toString() == QLatin1String("clausie"))
            row = r;
    }
    QVERIFY(row >= 0);
    systems->setCurrentCell(row, 0);
    QVERIFY(remove->isEnabled());
    QTest::mouseClick(remove, Qt::LeftButton);
    QCOMPARE(m_window->session().systems().size(), 1);
    QVERIFY(m_window->document()->isModified());

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString project = dir.filePath(QStringLiteral("one.oieproj"));
    QVERIFY(m_window->files()->saveProject(project));
    QVERIFY(!m_window->document()->isModified());
    // Opening the project restores its set-up without counting as a change.
    auto reopened = std::make_unique<MainWindow>();
    reopened->show();
    QVERIFY(reopened->openGold(project));
    QCOMPARE(reopened->session().systems().size(), 1);
    QVERIFY(!reopened->document()->isModified());
}

// File > Save Project As, File > Open and File > Export BenchIE Gold, their file dialogs
// answered through the Dialogs hooks; a dialog left unanswered (non-interactive) is cancelled.
void TestMainWindow::saveAsOpenAndExportThroughFileDialogs()
{
    QVERIFY(loadClausie());
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString project = dir.filePath(QStringLiteral("dialog.oieproj"));
    auto *saveAs = m_window->findChild<QAction *>(QStringLiteral("saveAsAction"));
    QVERIFY(saveAs);
    saveAs->trigger(); // no file name queued: cancelled, nothing written
    QVERIFY(!QFileInfo::exists(project));
    QVERIFY(m_window->document()->filePath().isEmpty());

    Dialogs::setNextFileName(project);
    saveAs->trigger();
    QCOMPARE(Dialogs::pendingFileNames(), 0);
    QVERIFY(QFileInfo::exists(project));
    QCOMPARE(m_window->document()->filePath(), project);
    QVERIFY(!m_window->document()->isModified());

    const QString exported = dir.filePath(QStringLiteral("export.txt"));
    Dialogs::setNextFileName(exported);
    auto *exportGold = m_window->findChild<QAction *>(QStringLiteral("exportGoldAction"));
    QVERIFY(exportGold);
    exportGold->trigger();
    QCOMPARE(Dialogs::pendingFileNames(), 0);
    QVERIFY(readAll(exported) == readAll(m_gold)); // an unchanged gold is written byte for byte

    auto reopened = std::make_unique<MainWindow>();
    reopened->show();
    auto *open = reopened->findChild<QAction *>(QStringLiteral("openAction"));
    QVERIFY(open);
    open->trigger(); // cancelled
    QVERIFY(!reopened->session().hasGold());
    Dialogs::setNextFileName(project);
    open->trigger();
    QCOMPARE(Dialogs::pendingFileNames(), 0);
    QCOMPARE(reopened->document()->filePath(), project);
    QCOMPARE(reopened->session().systems().size(), 1);
    QCOMPARE(reopened->session().benchmark().sentences().size(), m_window->session().benchmark().sentences().size());
    QCOMPARE(reopened->problemModel()->count(Diagnostic::Severity::Error), 0);
}

// An interactive window takes and keeps its state in StudioSettings: here the test's temporary
// INI file, under the keys earlier versions used (recentFiles, mainWindow/...).
void TestMainWindow::interactiveWindowUsesTheSettingsStore()
{
    const QString ini = m_settingsDir.filePath(QStringLiteral("settings.ini"));
    StudioSettings::remove(StudioSettings::Key::RecentFiles);
    StudioSettings::remove(StudioSettings::Group::MainWindow);
    QCOMPARE(StudioSettings::value(StudioSettings::Key::RecentFiles).toStringList(), QStringList());
    QCOMPARE(StudioSettings::value(StudioSettings::Key::AutosaveMinutes).toInt(), 1); // the default
    Dialogs::setInteractive(true);
    Dialogs::setNextAnswer(QMessageBox::Ok); // answers a message box, if one came, instead of blocking
    auto window = std::make_unique<MainWindow>();
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QVERIFY(window->openGold(m_gold));
    QVERIFY(window->close());
    QCOMPARE(Dialogs::pendingAnswers(), 1); // no message box was shown
    Dialogs::setInteractive(false);
    Dialogs::clearQueues();

    const QString absolute = QFileInfo(m_gold).absoluteFilePath();
    QCOMPARE(StudioSettings::value(StudioSettings::Key::RecentFiles).toStringList(), QStringList{absolute});
    QVERIFY(!StudioSettings::value(StudioSettings::Key::MainWindowGeometry).toByteArray().isEmpty());
    QCOMPARE(StudioSettings::value(StudioSettings::Key::MainWindowLastDirectory).toString(),
             QFileInfo(m_gold).absolutePath());
    QSettings file(ini, QSettings::IniFormat);
    QCOMPARE(file.value(QStringLiteral("recentFiles")).toStringList(), QStringList{absolute});
    QVERIFY(file.contains(QStringLiteral("mainWindow/geometry")));
    QVERIFY(file.contains(QStringLiteral("mainWindow/state")));
}

// A project of annotation work (synsets, no system outputs) opens on the Annotate tab, not on an
// empty Evaluate tab, from the command line (openGold) and from File > Open; one with systems,
// BenchIE's or OIE2016's, opens on Evaluate.
void TestMainWindow::annotationProjectOpensOnAnnotate()
{
    const QString oie2016Gold = dataPath(QStringLiteral("oie2016/gold/test.oie"));
    const QString oie2016System = dataPath(QStringLiteral("oie2016/systems/reverb_output.txt"));
    for (const QString &path : {oie2016Gold, oie2016System}) {
        if (!QFileInfo::exists(path))
            QFAIL(qPrintable(QStringLiteral("missing benchmark data: %1").arg(path)));
    }
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString work = dir.filePath(QStringLiteral("work.oieproj"));
    const QString scored = dir.filePath(QStringLiteral("scored.oieproj"));
    const QString oie2016 = dir.filePath(QStringLiteral("oie2016.oieproj"));
    QVERIFY(m_window->openGold(m_gold));
    QVERIFY(m_window->files()->saveProject(work));
    QVERIFY(m_window->addSystem(QStringLiteral("clausie"), m_clausie));
    QVERIFY(m_window->files()->saveProject(scored));
    ProjectFile project;
    QString error;
    QVERIFY2(ProjectFile::read(work, &project, &error), qPrintable(error));
    project.oie2016.goldPath = oie2016Gold;
    project.oie2016.systems.append({QStringLiteral("reverb"), oie2016System, Oie2016SystemReader::Format::ReVerb});
    QVERIFY2(project.write(oie2016, &error), qPrintable(error));
    m_window.reset();

    for (const bool fileOpen : {false, true}) {
        for (const auto &[path, annotation] :
             {std::pair(work, true), std::pair(scored, false), std::pair(oie2016, false)}) {
            auto window = std::make_unique<MainWindow>();
            window->show();
            if (fileOpen) {
                Dialogs::setNextFileName(path);
                window->findChild<QAction *>(QStringLiteral("openAction"))->trigger();
                QCOMPARE(window->document()->filePath(), path);
            } else {
                QVERIFY(window->openGold(path));
            }
            const auto *tabs = window->findChild<QTabWidget *>(QStringLiteral("workspaceTabs"));
            QVERIFY(tabs);
            const QWidget *expected = annotation ? static_cast<QWidget *>(window->annotationWorkspace())
                                                 : static_cast<QWidget *>(window->evaluationWorkspace());
            QVERIFY2(tabs->currentWidget() == expected,
                     qPrintable(QStringLiteral("%1 opened on the %2 tab")
                                    .arg(QFileInfo(path).fileName(), tabs->tabText(tabs->currentIndex()))));
        }
    }
}

#include "TestMainWindow.moc"
