// BenchIE^FL in the evaluation workspace (the English BenchIE gold and its 8 systems of
// TestEvaluation.cpp): the table equals core FlScorer, the mismatch browser explains each
// correct extraction, and the "FL Options" (official mode, four heuristics) rescore exactly as
// core does with those options. On the BenchIE^FL gold and its 7 systems, official mode gives
// the published numbers of reference/fl_official.json.

#include "tests/gui/TestEvaluation.h"

#include "core/base/TextFileLines.h"
#include "core/document/StudioDocument.h"
#include "core/fl/FlScorer.h"
#include "core/fl/FlSystemReader.h"
#include "tests/TestData.h"
#include "ui/charts/ChartData.h"
#include "ui/evaluation/EvaluationWorkspace.h"
#include "ui/evaluation/ScoreTableModel.h"
#include "ui/MainWindow.h"
#include "ui/mismatches/MismatchBrowser.h"
#include "ui/mismatches/SentenceDetailView.h"
#include "ui/StudioSettings.h"

#include <QAction>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMenu>
#include <QTemporaryDir>
#include <QTest>
#include <QPushButton>
#include <QTreeWidget>

namespace {

const QStringList kFlOptionActions = {QStringLiteral("flPrincipledAction"),    QStringLiteral("flOfficialAction"),
                                      QStringLiteral("flPunctuationAction"),   QStringLiteral("flAlternativesAction"),
                                      QStringLiteral("flLevelOfDetailAction"), QStringLiteral("flCorrectionAction"),
                                      QStringLiteral("flOptionsMenuAction")};

// The score table's row of `system`: P, R and F1 as sorted on (Qt::UserRole); false when absent.
bool tableRow(const ScoreTableModel *model, const QString &system, double *precision, double *recall, double *f1)
{
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, ScoreTableModel::System).data().toString() != system)
            continue;
        *precision = model->index(row, ScoreTableModel::Precision).data(Qt::UserRole).toDouble();
        *recall = model->index(row, ScoreTableModel::Recall).data(Qt::UserRole).toDouble();
        *f1 = model->index(row, ScoreTableModel::F1).data(Qt::UserRole).toDouble();
        return true;
    }
    return false;
}

// The system file read the way the official BenchIE^FL scorer reads it, as oie-score does.
SystemOutput readOfficially(const SystemOutput &loaded)
{
    QByteArray bytes;
    QString error;
    if (!TextFileLines::readFile(loaded.path, &bytes, &error))
        qFatal("%s", qPrintable(error));
    Diagnostics diagnostics;
    SystemOutput output = FlSystemReader::readOfficial(bytes, loaded.path, &diagnostics);
    output.name = loaded.name;
    return output;
}

// Core's scores of every system of the document under `options`.
QVector<SystemScore> coreScores(const StudioDocument *document, const FlOptions &options)
{
    const FlScorer scorer(document->benchmark(), options);
    QVector<SystemScore> scores;
    for (const SystemOutput &output : document->session().systems())
        scores.append(scorer.score(options.official ? readOfficially(output) : output));
    return scores;
}

// Fails unless the table holds exactly `expected` (same doubles), one row per system.
void verifyTableEquals(const ScoreTableModel *model, const QVector<SystemScore> &expected)
{
    QCOMPARE(model->rowCount(), int(expected.size()));
    for (const SystemScore &score : expected) {
        double precision = -1;
        double recall = -1;
        double f1 = -1;
        QVERIFY2(tableRow(model, score.name, &precision, &recall, &f1), qPrintable(score.name));
        QCOMPARE(precision, score.precision());
        QCOMPARE(recall, score.recall());
        QCOMPARE(f1, score.f1());
    }
}

bool sameNumbers(const QVector<SystemScore> &a, const QVector<SystemScore> &b)
{
    for (int i = 0; i < a.size() && i < b.size(); ++i) {
        if (a.at(i).precision() != b.at(i).precision() || a.at(i).recall() != b.at(i).recall())
            return false;
    }
    return a.size() == b.size();
}

} // namespace

// BenchIE^FL in the workspace: the table equals core FlScorer (principled mode) on the open
// gold, and the mismatch browser gives each correct extraction its clusters and rules.
void TestEvaluation::flScorerTableAndExplanations()
{
    m_workspace->setScorer(EvaluationWorkspace::Scorer::Fl);
    StudioDocument *document = m_window->document();
    const FlScorer scorer(document->benchmark(), FlOptions());
    const SystemOutput &output = document->session().systems().at(0);
    const SystemScore expected = scorer.score(output);
    const ScoreTableModel *model = m_window->scoreModel();
    bool found = false;
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, ScoreTableModel::System).data().toString() != output.name)
            continue;
        found = true;
        QCOMPARE(model->index(row, ScoreTableModel::Precision).data(Qt::UserRole).toDouble(), expected.precision());
        QCOMPARE(model->index(row, ScoreTableModel::Recall).data(Qt::UserRole).toDouble(), expected.recall());
        QCOMPARE(model->index(row, ScoreTableModel::F1).data(Qt::UserRole).toDouble(), expected.f1());
    }
    QVERIFY(found);

    auto *browser = m_window->findChild<MismatchBrowser *>(QStringLiteral("mismatchBrowser"));
    auto *tree = m_window->findChild<QTreeWidget *>(QStringLiteral("extractionTree"));
    int explained = 0;
    for (int sentence = 0; sentence < 20 && explained == 0; ++sentence) {
        browser->selectSentence(sentence);
        for (int s = 0; s < tree->topLevelItemCount(); ++s) {
            for (int e = 0; e < tree->topLevelItem(s)->childCount(); ++e) {
                QTreeWidgetItem *item = tree->topLevelItem(s)->child(e);
                QVERIFY2(item->childCount() == 0, "no BenchIE closest triples under BenchIE^FL verdicts");
                if (ExtractionVerdict(item->data(SentenceDetailView::VerdictColumn, Qt::UserRole).toInt())
                    != ExtractionVerdict::Correct)
                    continue;
                // "correct · exact", the clusters, and per cluster its rule in the tooltip.
                QVERIFY(item->text(SentenceDetailView::VerdictColumn).contains(QStringLiteral(" · ")));
                QVERIFY(!item->text(SentenceDetailView::SynsetColumn).isEmpty());
                QVERIFY(item->toolTip(SentenceDetailView::SynsetColumn).contains(QLatin1String("cluster")));
                ++explained;
            }
        }
    }
    QVERIFY(explained > 0);

    // A gold edit under BenchIE^FL: the table follows the edited gold.
    Sentence edited = document->benchmark().sentences().at(0);
    edited.synsets.removeFirst();
    document->replaceSentence(0, edited);
    const SystemScore afterEdit = FlScorer(document->benchmark(), FlOptions()).score(output);
    QVERIFY(afterEdit.totals.tp + afterEdit.totals.fn != expected.totals.tp + expected.totals.fn);
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, ScoreTableModel::System).data().toString() == output.name)
            QCOMPARE(model->index(row, ScoreTableModel::F1).data(Qt::UserRole).toDouble(), afterEdit.f1());
    }
    m_workspace->setScorer(EvaluationWorkspace::Scorer::Benchie);
    QCOMPARE(m_window->scoreModel()->scores().first().extractionPrecision, false);
}

// The FL options: disabled under the other scorers; under BenchIE^FL, official mode and each
// heuristic switched off give the table, the mismatch browser, the caption, the LaTeX export
// and the chart title of core FlScorer with those options.
void TestEvaluation::flOptionsRescoreLikeCore()
{
    StudioDocument *document = m_window->document();
    QHash<QString, QAction *> actions;
    for (const QString &name : kFlOptionActions) {
        actions.insert(name, m_window->findChild<QAction *>(name));
        QVERIFY2(actions.value(name), qPrintable(name));
        QVERIFY2(!actions.value(name)->toolTip().isEmpty(), qPrintable(name));
    }
    auto *button = m_window->findChild<QPushButton *>(QStringLiteral("flOptionsButton"));
    auto *caption = m_window->findChild<QLabel *>(QStringLiteral("flModeCaption"));
    QVERIFY(button && caption);
    m_workspace->showPage(0);
    for (const EvaluationWorkspace::Scorer scorer : {EvaluationWorkspace::Scorer::Benchie, EvaluationWorkspace::Scorer::Fl}) {
        m_workspace->setScorer(scorer);
        const bool fl = scorer == EvaluationWorkspace::Scorer::Fl;
        for (QAction *action : std::as_const(actions))
            QCOMPARE(action->isEnabled(), fl);
        QCOMPARE(button->isEnabled(), fl);
        QCOMPARE(caption->isVisible(), fl);
    }
    QCOMPARE(caption->text(), QStringLiteral("Matching: principled"));
    const QString directory = qEnvironmentVariable("OIE_SCREENSHOT_DIR"); // to look at the menu
    if (!directory.isEmpty()) {
        QMenu *menu = button->menu();
        menu->popup(button->mapToGlobal(QPoint(0, button->height())));
        QVERIFY(QTest::qWaitForWindowExposed(menu));
        QVERIFY(menu->grab().save(directory + QStringLiteral("/fl-options-menu.png")));
        menu->hide();
    }
    const ScoreTableModel *model = m_window->scoreModel();
    const QVector<SystemScore> principled = coreScores(document, FlOptions());
    verifyTableEquals(model, principled);

    // Official mode: each system file read again the official way, as oie-score --fl-official.
    actions.value(QStringLiteral("flOfficialAction"))->trigger();
    QVERIFY(m_workspace->flOptions() == FlOptions::officialScorer());
    const QVector<SystemScore> official = coreScores(document, FlOptions::officialScorer());
    QVERIFY(!sameNumbers(official, principled));
    verifyTableEquals(model, official);
    QCOMPARE(caption->text(), QStringLiteral("Matching: official"));
    // The mismatch browser shows the official verdicts on the loaded extractions' rows.
    auto *browser = m_window->findChild<MismatchBrowser *>(QStringLiteral("mismatchBrowser"));
    auto *tree = m_window->findChild<QTreeWidget *>(QStringLiteral("extractionTree"));
    const int sentence = 3;
    browser->selectSentence(sentence);
    int checked = 0;
    for (int s = 0; s < tree->topLevelItemCount(); ++s) {
        const QTreeWidgetItem *system = tree->topLevelItem(s);
        for (const SystemScore &score : official) {
            if (!system->text(SentenceDetailView::ExtractionColumn).startsWith(score.name + QLatin1Char(' ')))
                continue;
            int expectedCorrect = 0;
            for (const ExtractionResult &result : score.results)
                expectedCorrect += result.sentenceIndex == sentence && result.verdict == ExtractionVerdict::Correct;
            int shownCorrect = 0;
            for (int e = 0; e < system->childCount(); ++e) {
                shownCorrect += ExtractionVerdict(system->child(e)->data(SentenceDetailView::VerdictColumn, Qt::UserRole).toInt())
                    == ExtractionVerdict::Correct;
            }
            QCOMPARE(shownCorrect, expectedCorrect);
            ++checked;
        }
    }
    QCOMPARE(checked, 8);

    // Each heuristic switched off (in principled mode), then on again.
    actions.value(QStringLiteral("flPrincipledAction"))->trigger();
    const QList<std::pair<QString, bool FlOptions::*>> switches{
        {QStringLiteral("flPunctuationAction"), &FlOptions::noPunctuation},
        {QStringLiteral("flAlternativesAction"), &FlOptions::alternativeFormulations},
        {QStringLiteral("flLevelOfDetailAction"), &FlOptions::levelOfDetail},
        {QStringLiteral("flCorrectionAction"), &FlOptions::correction},
    };
    for (const auto &[name, member] : switches) {
        QAction *action = actions.value(name);
        QVERIFY(action->isChecked());
        action->trigger();
        FlOptions options;
        options.*member = false;
        QVERIFY2(m_workspace->flOptions() == options, qPrintable(name));
        const QVector<SystemScore> expected = coreScores(document, options);
        verifyTableEquals(model, expected);
        QCOMPARE(caption->text(), QStringLiteral("Matching: ") + options.describe());
        if (member == &FlOptions::correction) {
            QVERIFY(!sameNumbers(expected, principled));
            // The exports say which numbers they hold.
            QTemporaryDir dir;
            const QString latex = dir.filePath(QStringLiteral("fl.tex"));
            QString error;
            QVERIFY2(m_workspace->exportScoreTable(latex, EvaluationWorkspace::TableFormat::Latex, 3, &error),
                     qPrintable(error));
            QFile file(latex);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QVERIFY(file.readAll().startsWith("% BenchIE^FL scores (principled, no correction);"));
            bool titled = false;
            for (const ChartData &chart : m_workspace->charts())
                titled = titled || (chart.fileName == QLatin1String("fl_prf1") && chart.title.contains(QLatin1String("principled, no correction")));
            QVERIFY(titled);
        }
        action->trigger();
        QVERIFY(m_workspace->flOptions() == FlOptions());
    }
    verifyTableEquals(model, principled);
    m_workspace->setScorer(EvaluationWorkspace::Scorer::Benchie);
    QVERIFY(!actions.value(QStringLiteral("flOfficialAction"))->isEnabled());
}

// On the BenchIE^FL gold and its 7 systems, the official mode chosen in the menu gives the
// numbers the official scorer prints (reference/fl_official.json), and the choice is stored
// in the settings for the next start (restoreFlOptions) but not taken by a batch window.
void TestEvaluation::flOfficialModeGivesPublishedNumbers()
{
    const QString gold = TestData::path(QStringLiteral("benchie_fl/benchie_fl_gold_300.txt"));
    const QString referencePath = TestData::path(QStringLiteral("reference/fl_official.json"));
    REQUIRE_DATA_FILE(gold);
    REQUIRE_DATA_FILE(referencePath);
    QFile referenceFile(referencePath);
    QVERIFY(referenceFile.open(QIODevice::ReadOnly));
    const QJsonObject reference = QJsonDocument::fromJson(referenceFile.readAll()).object();
    StudioSettings::remove(StudioSettings::Group::Evaluation);

    MainWindow window;
    QVERIFY(window.openGold(gold));
    const QStringList systems{QStringLiteral("reverb"), QStringLiteral("clausie"), QStringLiteral("minie"),
                              QStringLiteral("imojie"), QStringLiteral("openie6"), QStringLiteral("m2oie"),
                              QStringLiteral("compactie")};
    for (const QString &system : systems) {
        const QString file = TestData::path(QStringLiteral("benchie_fl/systems/") + system
                                            + QStringLiteral("_benchie_form.txt"));
        REQUIRE_DATA_FILE(file);
        QVERIFY(window.addSystem(system, file));
    }
    auto *workspace = window.findChild<EvaluationWorkspace *>(QStringLiteral("evaluationWorkspace"));
    QVERIFY(workspace);
    window.restoreFlOptions(); // none stored yet: the defaults
    QVERIFY(workspace->flOptions() == FlOptions());
    workspace->setScorer(EvaluationWorkspace::Scorer::Fl);
    window.findChild<QAction *>(QStringLiteral("flOfficialAction"))->trigger();
    const ScoreTableModel *model = window.scoreModel();
    QCOMPARE(model->rowCount(), 7);
    for (const QString &system : systems) {
        const QJsonObject expected = reference.value(system).toObject();
        double precision = -1;
        double recall = -1;
        double f1 = -1;
        QVERIFY2(tableRow(model, system, &precision, &recall, &f1), qPrintable(system));
        QVERIFY2(qAbs(precision - expected.value(QStringLiteral("precision")).toDouble(-1)) <= 1e-12, qPrintable(system));
        QVERIFY2(qAbs(recall - expected.value(QStringLiteral("recall")).toDouble(-1)) <= 1e-12, qPrintable(system));
        QVERIFY2(qAbs(f1 - expected.value(QStringLiteral("f1")).toDouble(-1)) <= 1e-12, qPrintable(system));
    }

    QVERIFY(StudioSettings::flOptions() == FlOptions::officialScorer());
    MainWindow batch; // not interactive: the stored options are not taken
    auto *batchWorkspace = batch.findChild<EvaluationWorkspace *>(QStringLiteral("evaluationWorkspace"));
    QVERIFY(batchWorkspace->flOptions() == FlOptions());
    batch.restoreFlOptions(); // what an interactive start does
    QVERIFY(batchWorkspace->flOptions() == FlOptions::officialScorer());
    QVERIFY(window.findChild<QAction *>(QStringLiteral("flOfficialAction"))->isChecked());
    QVERIFY(batch.findChild<QAction *>(QStringLiteral("flOfficialAction"))->isChecked());
    StudioSettings::remove(StudioSettings::Group::Evaluation);
}
