// The ROBUST workspace of the main window, driven through its widgets on the real data of
// ../shared/data/robust: its Table 2 equals every figure of reference/robust_official.json (CaRB
// and ROBUST AUC, P, R, F1 of the three system files, within 1e-12), the clique table's worst
// sentence of every clique is the official one (the first of lowest F1 in the system file's
// order, from the reference's per-sentence scores) and the core's (RobustScorer), the structural
// case's not-scored cliques are in the Problems dock, a NaN F1 reads "nan" (never 0), the chart
// and the tables export, a project keeps the set-up, and a wrong file is refused with its place.

#include "core/document/ProjectFile.h"
#include "core/robust/RobustReader.h"
#include "core/robust/RobustScorer.h"
#include "tests/TestData.h"
#include "ui/charts/BarChart.h"
#include "ui/common/DiagnosticListModel.h"
#include "ui/common/Dialogs.h"
#include "ui/DocumentController.h"
#include "ui/MainWindow.h"
#include "ui/robust/RobustCliqueModel.h"
#include "ui/robust/RobustTable2Model.h"
#include "ui/robust/RobustWorkspace.h"
#include "ui/StudioSettings.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenu>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableView>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

namespace {

QString robustFile(const QString &name)
{
    return TestData::path(QStringLiteral("robust/") + name);
}

QJsonObject reference()
{
    QFile file(TestData::path(QStringLiteral("reference/robust_official.json")));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The reference entry (openie4, perturbed, structural) of a system file name.
QString entryOf(const QString &systemFile)
{
    const QJsonObject all = reference();
    for (auto it = all.constBegin(); it != all.constEnd(); ++it) {
        if (it.value().toObject().value(QStringLiteral("system")).toString() == systemFile)
            return it.key();
    }
    return QString();
}

} // namespace

class TestRobustWorkspace : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void table2EqualsOfficial();
    void worstSentenceEqualsOfficialAndCore();
    void notScoredCliquesInProblems();
    void nanF1ShownAsNan();
    void exportsChartAndTables();
    void projectKeepsTheSetup();
    void wrongFileRefusedWithItsPlace();

private:
    // Opens the gold and the systems through the ROBUST menu's actions (file dialogs answered).
    void openThroughMenu(const QString &gold, const QStringList &systems);
    // Every Table 2 figure of the view against the reference entry of each system.
    void checkTable2(const QStringList &systemFiles);
    QTableView *view(const QString &name) const;

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    RobustWorkspace *m_robust = nullptr;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

void TestRobustWorkspace::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    Dialogs::setInteractive(false);
    QVERIFY(m_dir.isValid());
    StudioSettings::useTemporaryStore(m_dir.filePath(QStringLiteral("settings.ini")));
    for (const QString &name :
         {QStringLiteral("gold.json"), QStringLiteral("gold_structural.json"), QStringLiteral("sys_openie4.json"),
          QStringLiteral("sys_perturbed.json"), QStringLiteral("sys_structural.json")})
        REQUIRE_DATA_FILE(robustFile(name));
    REQUIRE_DATA_FILE(TestData::path(QStringLiteral("reference/robust_official.json")));
}

void TestRobustWorkspace::init()
{
    Dialogs::clearQueues();
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1300, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_robust = m_window->robustWorkspace();
    QVERIFY(m_robust);
    m_tester = std::make_unique<QAbstractItemModelTester>(view(QStringLiteral("robustCliqueTable"))->model());
}

void TestRobustWorkspace::cleanup()
{
    m_tester.reset();
    m_window.reset();
}

QTableView *TestRobustWorkspace::view(const QString &name) const
{
    return m_window->findChild<QTableView *>(name);
}

void TestRobustWorkspace::openThroughMenu(const QString &gold, const QStringList &systems)
{
    auto *open = m_window->findChild<QAction *>(QStringLiteral("robustOpenGoldAction"));
    auto *add = m_window->findChild<QAction *>(QStringLiteral("robustAddSystemAction"));
    QVERIFY(open && add);
    Dialogs::setNextFileName(gold);
    open->trigger();
    QCOMPARE(Dialogs::pendingFileNames(), 0);
    QVERIFY(add->isEnabled());
    for (const QString &system : systems) {
        Dialogs::setNextFileName(system);
        add->trigger();
        QCOMPARE(Dialogs::pendingFileNames(), 0);
    }
    // Opening brings the ROBUST tab to the front.
    auto *tabs = m_window->findChild<QTabWidget *>(QStringLiteral("workspaceTabs"));
    QCOMPARE(tabs->currentWidget(), m_robust);
}

void TestRobustWorkspace::checkTable2(const QStringList &systemFiles)
{
    QTableView *table = view(QStringLiteral("robustTable2"));
    QVERIFY(table);
    const QAbstractItemModel *model = table->model();
    QCOMPARE(model->rowCount(), int(systemFiles.size()));
    const QJsonObject all = reference();
    const struct
    {
        const char *part;
        const char *figure;
        int column;
    } figures[] = {
        {"carb", "auc", RobustTable2Model::CarbAuc},
        {"carb", "precision", RobustTable2Model::CarbPrecision},
        {"carb", "recall", RobustTable2Model::CarbRecall},
        {"carb", "f1", RobustTable2Model::CarbF1},
        {"robust", "auc", RobustTable2Model::RobustAuc},
        {"robust", "precision", RobustTable2Model::RobustPrecision},
        {"robust", "recall", RobustTable2Model::RobustRecall},
        {"robust", "f1", RobustTable2Model::RobustF1},
    };
    for (int row = 0; row < systemFiles.size(); ++row) {
        const QString key = entryOf(systemFiles.at(row));
        QVERIFY2(!key.isEmpty(), qPrintable(systemFiles.at(row)));
        const QJsonObject entry = all.value(key).toObject();
        for (const auto &f : figures) {
            const double official
                = entry.value(QLatin1String(f.part)).toObject().value(QLatin1String(f.figure)).toDouble();
            const QModelIndex index = model->index(row, f.column);
            const double shown = model->data(index, Qt::UserRole).toDouble();
            QVERIFY2(std::abs(shown - official) <= 1e-12,
                     qPrintable(QStringLiteral("%1 %2 %3: official %4, studio %5")
                                    .arg(key, QLatin1String(f.part), QLatin1String(f.figure),
                                         QString::number(official, 'g', 17), QString::number(shown, 'g', 17))));
            // On screen: the figure to 3 decimals.
            QCOMPARE(model->data(index, Qt::DisplayRole).toString(), QLocale().toString(official, 'f', 3));
        }
        // The drop: ROBUST minus CaRB, from the same figures.
        const double carbF1 = entry.value(QStringLiteral("carb")).toObject().value(QStringLiteral("f1")).toDouble();
        const double robustF1 = entry.value(QStringLiteral("robust")).toObject().value(QStringLiteral("f1")).toDouble();
        QVERIFY(std::abs(model->data(model->index(row, RobustTable2Model::DeltaF1), Qt::UserRole).toDouble()
                         - (robustF1 - carbF1))
                <= 1e-12);
        QCOMPARE(model->data(model->index(row, RobustTable2Model::Cliques), Qt::UserRole).toInt(),
                 int(entry.value(QStringLiteral("cliques")).toArray().size()));
    }
}

void TestRobustWorkspace::table2EqualsOfficial()
{
    // As the reference was made: openie4 and perturbed against gold.json...
    openThroughMenu(robustFile(QStringLiteral("gold.json")),
                    {robustFile(QStringLiteral("sys_openie4.json")), robustFile(QStringLiteral("sys_perturbed.json"))});
    checkTable2({QStringLiteral("sys_openie4.json"), QStringLiteral("sys_perturbed.json")});
    // ...and the structural case against gold_structural.json (gold.json and one clique more,
    // which the other two files lack: their figures stay the official ones).
    auto *open = m_window->findChild<QAction *>(QStringLiteral("robustOpenGoldAction"));
    auto *add = m_window->findChild<QAction *>(QStringLiteral("robustAddSystemAction"));
    Dialogs::setNextFileName(robustFile(QStringLiteral("gold_structural.json")));
    open->trigger();
    Dialogs::setNextFileName(robustFile(QStringLiteral("sys_structural.json")));
    add->trigger();
    QCOMPARE(Dialogs::pendingFileNames(), 0);
    checkTable2({QStringLiteral("sys_openie4.json"), QStringLiteral("sys_perturbed.json"),
                 QStringLiteral("sys_structural.json")});

    // Removing the selected system takes its row away.
    QTableView *table = view(QStringLiteral("robustTable2"));
    table->selectRow(1);
    m_window->findChild<QAction *>(QStringLiteral("robustRemoveSystemAction"))->trigger();
    QCOMPARE(table->model()->rowCount(), 2);
    QCOMPARE(table->model()->data(table->model()->index(1, RobustTable2Model::System)).toString(),
             QStringLiteral("sys_structural"));
}

void TestRobustWorkspace::worstSentenceEqualsOfficialAndCore()
{
    const QString gold = robustFile(QStringLiteral("gold_structural.json"));
    const QStringList files{QStringLiteral("sys_openie4.json"), QStringLiteral("sys_perturbed.json"),
                            QStringLiteral("sys_structural.json")};
    QStringList paths;
    for (const QString &file : files)
        paths.append(robustFile(file));
    openThroughMenu(gold, paths);

    QVector<RobustClique> goldCliques;
    QString error;
    QVERIFY(RobustReader::readFile(gold, &goldCliques, nullptr, &error));
    auto *filter = m_window->findChild<QComboBox *>(QStringLiteral("robustSystemFilter"));
    QVERIFY(filter);
    QCOMPARE(filter->count(), 4); // all systems, then each
    const QAbstractItemModel *table = view(QStringLiteral("robustCliqueTable"))->model();
    const QJsonObject all = reference();
    for (int s = 0; s < files.size(); ++s) {
        filter->setCurrentIndex(s + 1);
        QCOMPARE(table->columnCount(), int(RobustCliqueModel::FixedColumns + RobustCliqueModel::SystemColumns));
        const int f1Column = RobustCliqueModel::FixedColumns + RobustCliqueModel::F1;
        const int worstColumn = RobustCliqueModel::FixedColumns + RobustCliqueModel::Worst;
        // The worst sentence of each clique, by original sentence, as the table marks it, and
        // each scored sentence's F1 by its text.
        QHash<QString, QString> worstOf;
        QHash<QString, QString> originalOfRow;
        QHash<QString, double> f1Of;
        QString original;
        for (int row = 0; row < table->rowCount(); ++row) {
            const QString text = table->data(table->index(row, RobustCliqueModel::Text)).toString();
            if (table->data(table->index(row, RobustCliqueModel::Kind)).toString() == QStringLiteral("original"))
                original = text;
            const QVariant f1 = table->data(table->index(row, f1Column), Qt::UserRole);
            if (f1.isValid())
                f1Of.insert(original + QLatin1Char('\n') + text, f1.toDouble());
            else
                QCOMPARE(table->data(table->index(row, f1Column)).toString(), QStringLiteral("—"));
            if (table->data(table->index(row, worstColumn), RobustCliqueModel::WorstRole).toBool()) {
                QVERIFY2(!worstOf.contains(original), qPrintable(original)); // one per clique
                QCOMPARE(table->data(table->index(row, worstColumn), Qt::UserRole).toString(), QStringLiteral("worst"));
                worstOf.insert(original, text);
            }
        }
        // The official: min(scores, key=F1), the first of the lowest in the system file's order.
        const QJsonArray cliques
            = all.value(entryOf(files.at(s))).toObject().value(QStringLiteral("cliques")).toArray();
        QCOMPARE(worstOf.size(), int(cliques.size()));
        for (const QJsonValue &value : cliques) {
            const QJsonObject clique = value.toObject();
            const QString ori = clique.value(QStringLiteral("ori_sent")).toString();
            const QJsonArray scores = clique.value(QStringLiteral("scores")).toArray();
            QString officialWorst;
            double lowest = INFINITY;
            for (const QJsonValue &score : scores) {
                const QJsonArray sentence = score.toArray();
                const QString text = sentence.at(0).toString();
                QCOMPARE(f1Of.value(ori + QLatin1Char('\n') + text, -1), sentence.at(4).toDouble());
                if (sentence.at(4).toDouble() < lowest) {
                    lowest = sentence.at(4).toDouble();
                    officialWorst = text;
                }
            }
            QVERIFY2(worstOf.value(ori) == officialWorst,
                     qPrintable(QStringLiteral("%1, clique \"%2\": studio \"%3\", official \"%4\"")
                                    .arg(files.at(s), ori, worstOf.value(ori), officialWorst)));
        }
        // The core's pick, computed here on the files read again.
        QVector<RobustClique> system;
        QVERIFY(RobustReader::readFile(paths.at(s), &system, nullptr, &error));
        const RobustResult core = RobustScorer::score(goldCliques, system);
        QCOMPARE(core.cliques.size(), cliques.size());
        for (const RobustCliqueScore &clique : core.cliques)
            QCOMPARE(worstOf.value(clique.sentences.first().text), clique.sentences.at(clique.worst).text);
    }

    // Choosing a system in Table 2 shows it alone in the clique table.
    QTableView *table2 = view(QStringLiteral("robustTable2"));
    table2->setCurrentIndex(table2->model()->index(1, RobustTable2Model::System));
    QCOMPARE(filter->currentText(), QStringLiteral("sys_perturbed"));
    QCOMPARE(table->headerData(RobustCliqueModel::FixedColumns, Qt::Horizontal).toString(),
             QStringLiteral("sys_perturbed P"));

    // Worst sentences only: one row per clique for one system; with every system, the rows
    // that are the worst of any.
    auto *worstOnly = m_window->findChild<QCheckBox *>(QStringLiteral("robustWorstOnly"));
    filter->setCurrentIndex(3);
    worstOnly->setChecked(true);
    QCOMPARE(table->rowCount(),
             int(all.value(QStringLiteral("structural")).toObject().value(QStringLiteral("cliques")).toArray().size()));
    filter->setCurrentIndex(0);
    QCOMPARE(table->columnCount(), int(RobustCliqueModel::FixedColumns + 3 * RobustCliqueModel::SystemColumns));
    QVERIFY(table->rowCount() >= 160);
    for (int row = 0; row < table->rowCount(); ++row) {
        bool worst = false;
        for (int s = 0; s < 3; ++s)
            worst = worst
                || table
                       ->data(table->index(row, RobustCliqueModel::FixedColumns + s * RobustCliqueModel::SystemColumns),
                              RobustCliqueModel::WorstRole)
                       .toBool();
        QVERIFY(worst);
    }
}

void TestRobustWorkspace::notScoredCliquesInProblems()
{
    openThroughMenu(robustFile(QStringLiteral("gold_structural.json")),
                    {robustFile(QStringLiteral("sys_structural.json"))});
    // The system file leaves out one clique and one paraphrase of another: both are warnings in
    // the Problems dock, with the gold file's line, as oie-score --diagnostics lists them.
    const Diagnostics listed = m_window->problemModel()->diagnostics();
    int cliques = 0;
    int paraphrases = 0;
    for (const Diagnostic &problem : listed) {
        if (!problem.file.endsWith(QStringLiteral("gold_structural.json")) || problem.line <= 0)
            continue;
        cliques += problem.message.contains(
            QStringLiteral(": not scored (the official scorer walks the system file's cliques)"));
        paraphrases += problem.message.contains(
            QStringLiteral("not scored (the official scorer walks the system file's sentences)"));
    }
    const RobustCoverage coverage = m_robust->results().systems().first().result.coverage;
    QCOMPARE(cliques, coverage.goldCliquesNotScored);
    QCOMPARE(paraphrases, coverage.goldParaphrasesNotScored);
    QVERIFY(cliques >= 1);
    QVERIFY(paraphrases >= 1);
    // The not-scored paraphrase reads "—" in the clique table, not 0.
    const QAbstractItemModel *table = view(QStringLiteral("robustCliqueTable"))->model();
    int dashes = 0;
    for (int row = 0; row < table->rowCount(); ++row)
        dashes += table->data(table->index(row, RobustCliqueModel::FixedColumns + RobustCliqueModel::F1)).toString()
            == QStringLiteral("—");
    // Expected: every sentence of the gold cliques the system file lacks, and the lacking paraphrases.
    QSet<int> scoredCliques;
    for (const RobustCliqueScore &score : m_robust->results().systems().first().result.cliques)
        scoredCliques.insert(score.goldClique);
    int goldSentencesOfMissingCliques = 0;
    for (int c = 0; c < m_robust->results().gold().size(); ++c)
        goldSentencesOfMissingCliques
            += scoredCliques.contains(c) ? 0 : int(m_robust->results().gold().at(c).sentences.size());
    QCOMPARE(dashes, goldSentencesOfMissingCliques + coverage.goldParaphrasesNotScored);
}

void TestRobustWorkspace::nanF1ShownAsNan()
{
    // One clique, every extraction wrong: P = R = 0, and F1 is NaN as the official prints it.
    const QString gold = m_dir.filePath(QStringLiteral("nan_gold.json"));
    const QString system = m_dir.filePath(QStringLiteral("nan_system.json"));
    QVERIFY(writeFile(gold, R"([{"ori_sent": "Marc owns a dog .", "ori_args": [["owns", "Marc", "a dog"]],
        "paraphrases": [{"sent": "A dog is owned by Marc .", "args": [["is owned by", "A dog", "Marc"]]}]}])"));
    QVERIFY(writeFile(system, R"([{"ori_sent": "Marc owns a dog .", "ori_args": [["barks", "cat", "loudly"]],
        "paraphrases": [{"sent": "A dog is owned by Marc .", "args": [["sleeps", "cat", "now"]]}]}])"));
    QVERIFY(m_robust->openGold(gold));
    QVERIFY(m_robust->addSystem(QStringLiteral("wrong"), system));
    const QAbstractItemModel *model = view(QStringLiteral("robustTable2"))->model();
    for (const int column : {RobustTable2Model::CarbF1, RobustTable2Model::RobustF1, RobustTable2Model::DeltaF1,
                             RobustTable2Model::RelativeDeltaF1}) {
        QVERIFY(std::isnan(model->data(model->index(0, column), Qt::UserRole).toDouble()));
        QCOMPARE(model->data(model->index(0, column)).toString(), QStringLiteral("nan"));
    }
    QCOMPARE(model->data(model->index(0, RobustTable2Model::RobustPrecision)).toString(),
             QLocale().toString(0.0, 'f', 3));
    QString error;
    const QString csv = m_dir.filePath(QStringLiteral("nan.csv"));
    QVERIFY2(m_robust->exportTable2(csv, TableExport::Format::Csv, 3, &error), qPrintable(error));
    const QList<QByteArray> lines = readAll(csv).split('\n');
    QCOMPARE(lines.value(1).split(',').value(RobustTable2Model::RobustF1), QByteArray("nan"));
    QCOMPARE(lines.value(1).split(',').value(RobustTable2Model::CarbF1), QByteArray("nan"));
}

void TestRobustWorkspace::exportsChartAndTables()
{
    openThroughMenu(robustFile(QStringLiteral("gold.json")),
                    {robustFile(QStringLiteral("sys_openie4.json")), robustFile(QStringLiteral("sys_perturbed.json"))});
    // The chart: one series per system; each clique in the bin of the variance of its official
    // per-sentence F1s (computed here from the reference: the mean of squared deviations from
    // the mean, np.var), bins of the width chosen.
    auto *chart = m_window->findChild<BarChart *>(QStringLiteral("robustVarianceChart"));
    auto *binWidth = m_window->findChild<QComboBox *>(QStringLiteral("robustBinWidth"));
    QVERIFY(chart && binWidth);
    const QJsonObject all = reference();
    for (int choice = 0; choice < binWidth->count(); ++choice) {
        binWidth->setCurrentIndex(choice);
        const double width = binWidth->currentData().toDouble();
        const ChartData shown = chart->chartData();
        QCOMPARE(shown.series.size(), 2);
        for (int s = 0; s < 2; ++s) {
            const QString key = s == 0 ? QStringLiteral("openie4") : QStringLiteral("perturbed");
            QVector<double> expected(shown.categories.size(), 0);
            for (const QJsonValue &clique : all.value(key).toObject().value(QStringLiteral("cliques")).toArray()) {
                const QJsonArray scores = clique.toObject().value(QStringLiteral("scores")).toArray();
                double mean = 0;
                for (const QJsonValue &score : scores)
                    mean += score.toArray().at(4).toDouble();
                mean /= scores.size();
                double variance = 0;
                for (const QJsonValue &score : scores)
                    variance += std::pow(score.toArray().at(4).toDouble() - mean, 2);
                variance /= scores.size();
                const int bin = int(std::floor(variance / width + 1e-9));
                QVERIFY2(bin >= 0 && bin < expected.size(), qPrintable(QString::number(variance)));
                expected[bin] += 1;
            }
            QCOMPARE(shown.series.at(s).values, expected);
        }
    }
    binWidth->setCurrentIndex(2);
    // The ROBUST menu sits in the Evaluation menu.
    auto *evaluationMenu = m_window->findChild<QMenu *>(QStringLiteral("evaluationMenu"));
    auto *robustMenu = m_window->findChild<QMenu *>(QStringLiteral("robustMenu"));
    QVERIFY(evaluationMenu && robustMenu);
    QVERIFY(evaluationMenu->actions().contains(robustMenu->menuAction()));
    // Through the button, as a user does (the save dialog answered): PDF, then PNG.
    auto *button = m_window->findChild<QPushButton *>(QStringLiteral("robustExportChart"));
    QVERIFY(button);
    for (const QString &name : {QStringLiteral("variance.pdf"), QStringLiteral("variance.png")}) {
        const QString path = m_dir.filePath(name);
        Dialogs::setNextFileName(path);
        button->click();
        QCOMPARE(Dialogs::pendingFileNames(), 0);
        QVERIFY2(QFileInfo(path).size() > 1000, qPrintable(path));
    }
    QVERIFY(readAll(m_dir.filePath(QStringLiteral("variance.pdf"))).startsWith("%PDF"));
    QVERIFY(readAll(m_dir.filePath(QStringLiteral("variance.png"))).startsWith("\x89PNG"));
    QString error;
    const QString svg = m_dir.filePath(QStringLiteral("variance.svg"));
    QVERIFY2(m_robust->exportVarianceChart(svg, ChartExporter::Format::Svg, ChartExportOptions(), &error),
             qPrintable(error));
    QVERIFY(readAll(svg).contains("<svg"));

    // Table 2 as LaTeX through its button: a booktabs tabular with both systems' figures.
    const QString latex = m_dir.filePath(QStringLiteral("table2.tex"));
    Dialogs::setNextFileName(latex);
    m_window->findChild<QPushButton *>(QStringLiteral("robustExportTable2"))->click();
    const QString tex = QString::fromUtf8(readAll(latex));
    QVERIFY(tex.contains(QStringLiteral("\\toprule")));
    QVERIFY2(tex.contains(
                 QStringLiteral("sys\\_openie4 & 160 & \\textbf{0.385} & \\textbf{0.556} & \\textbf{0.480} & \\textbf{0.515} & "
                                "\\textbf{0.198} & \\textbf{0.407} & \\textbf{0.266} & \\textbf{0.322} & -0.187")),
             qPrintable(tex));
    // The clique table as CSV: a header and one line per gold sentence.
    const QString csv = m_dir.filePath(QStringLiteral("cliques.csv"));
    Dialogs::setNextFileName(csv);
    m_window->findChild<QPushButton *>(QStringLiteral("robustExportCliques"))->click();
    const QList<QByteArray> lines = readAll(csv).trimmed().split('\n');
    QCOMPARE(lines.size(), 1 + m_robust->results().rows().size());
    QVERIFY(
        lines.first().startsWith("Clique,Sentence,Text,sys_openie4 P,sys_openie4 R,sys_openie4 F1,sys_openie4 worst"));
}

void TestRobustWorkspace::projectKeepsTheSetup()
{
    // A project needs a BenchIE gold; the ROBUST set-up rides along.
    const QString benchie = m_dir.filePath(QStringLiteral("benchie.txt"));
    QVERIFY(writeFile(benchie, "sent_id:1\tMarc owns a dog .\n1--> Cluster 1:\nMarc --> owns --> a dog\n"));
    QVERIFY(m_window->openGold(benchie));
    openThroughMenu(robustFile(QStringLiteral("gold.json")), {robustFile(QStringLiteral("sys_openie4.json"))});
    const QString project = m_dir.filePath(QStringLiteral("robust.oieproj"));
    QVERIFY(m_window->files()->saveProject(project));
    ProjectFile read;
    QString error;
    QVERIFY2(ProjectFile::read(project, &read, &error), qPrintable(error));
    QCOMPARE(read.robustGoldPath, robustFile(QStringLiteral("gold.json")));
    QCOMPARE(read.robustSystems.size(), 1);

    m_tester.reset();
    m_window = std::make_unique<MainWindow>();
    QVERIFY(m_window->openGold(project));
    const RobustResults &results = m_window->robustWorkspace()->results();
    QCOMPARE(QFileInfo(results.goldPath()).canonicalFilePath(),
             QFileInfo(robustFile(QStringLiteral("gold.json"))).canonicalFilePath());
    QCOMPARE(results.systems().size(), 1);
    QCOMPARE(results.systems().first().name, QStringLiteral("sys_openie4"));
    const double official = reference()
                                .value(QStringLiteral("openie4"))
                                .toObject()
                                .value(QStringLiteral("robust"))
                                .toObject()
                                .value(QStringLiteral("f1"))
                                .toDouble();
    QVERIFY(std::abs(results.table2().first().robustF1 - official) <= 1e-12);
}

void TestRobustWorkspace::wrongFileRefusedWithItsPlace()
{
    // A BenchIE gold given as the ROBUST gold: refused at its line 1, the set-up unchanged.
    const QString wrong = TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
    REQUIRE_DATA_FILE(wrong);
    QVERIFY(m_robust->openGold(robustFile(QStringLiteral("gold.json"))));
    QVERIFY(!m_robust->openGold(wrong));
    QVERIFY(m_robust->results().goldPath().endsWith(QStringLiteral("gold.json")));
    bool listed = false;
    for (const Diagnostic &problem : m_window->problemModel()->diagnostics())
        listed = listed
            || (problem.severity == Diagnostic::Severity::Error
                && problem.message.startsWith(wrong + QStringLiteral(":1:"))
                && problem.message.contains(QStringLiteral(" error: not valid JSON")));
    QVERIFY(listed);
}

QTEST_MAIN(TestRobustWorkspace)
#include "TestRobustWorkspace.moc"
