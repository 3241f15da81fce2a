// The evaluation workspace driven offscreen on the English BenchIE gold with its 8 systems:
// the mismatch browser's verdict colours and closest triples, live rescoring after a gold
// edit, and chart export to PDF (vector text), SVG and PNG.

#include "tests/gui/TestEvaluation.h"

#include "core/analysis/AnalysisResults.h"
#include "core/carb/CarbGoldReader.h"
#include "core/carb/CarbSystemReader.h"
#include "tests/TestData.h"
#include "tests/gui/EnglishBenchie.h"
#include "ui/charts/ChartExporter.h"
#include "ui/common/DarkTheme.h"
#include "ui/common/Dialogs.h"
#include "ui/common/RichTextDelegate.h"
#include "ui/common/VerdictColors.h"
#include "ui/common/SystemAppearance.h"
#include "ui/evaluation/CarbTableModel.h"
#include "ui/evaluation/SystemsPanel.h"
#include "ui/evaluation/EvaluationWorkspace.h"
#include "ui/evaluation/ScoreTableModel.h"
#include "ui/MainWindow.h"
#include "ui/mismatches/MismatchBrowser.h"
#include "ui/mismatches/MismatchSentenceModel.h"
#include "ui/mismatches/SentenceDetailView.h"
#include "ui/StudioSettings.h"

#include <QApplication>
#include <QComboBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QProcess>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QSet>
#include <QTableWidget>
#include <QTreeWidget>

namespace {

const QStringList kSystems = EnglishBenchie::systems();

int scoreColumn(const ScoreTableModel *model, const QString &system, int column)
{
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, ScoreTableModel::System).data().toString() == system)
            return model->index(row, column).data(Qt::UserRole).toInt();
    }
    return -1;
}

QString pdfText(const QString &pdf)
{
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftotext.isEmpty())
        return QString();
    QProcess process;
    process.start(pdftotext, {pdf, QStringLiteral("-")});
    process.waitForFinished(30000);
    return QString::fromUtf8(process.readAllStandardOutput()).simplified();
}

double carbCell(const CarbTableModel *model, const QString &system, int column)
{
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, CarbTableModel::System).data().toString() == system)
            return model->index(row, column).data(Qt::UserRole).toDouble();
    }
    return -1;
}

} // namespace

void TestEvaluation::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    Dialogs::setInteractive(false);
    QVERIFY(m_settingsDir.isValid());
    StudioSettings::useTemporaryStore(m_settingsDir.filePath(QStringLiteral("settings.ini"))); // of restoreFlOptions()
    m_window = new MainWindow;
    const QString failure = EnglishBenchie::open(m_window);
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
    m_window->show();
    m_workspace = m_window->findChild<EvaluationWorkspace *>(QStringLiteral("evaluationWorkspace"));
    QVERIFY(m_workspace);
    QCOMPARE(m_window->scoreModel()->rowCount(), 8);
    m_workspace->showPage(1);
}

void TestEvaluation::cleanupTestCase()
{
    delete m_window;
}

void TestEvaluation::verdictColoursAndClosestTriples()
{
    auto *browser = m_window->findChild<MismatchBrowser *>(QStringLiteral("mismatchBrowser"));
    QVERIFY(browser);
    browser->selectSentence(1); // sentence 2 of the gold
    QCOMPARE(browser->currentSentence(), 1);
    auto *tree = m_window->findChild<QTreeWidget *>(QStringLiteral("extractionTree"));
    QVERIFY(tree);
    QCOMPARE(tree->topLevelItemCount(), 8); // one group per system

    int correct = 0;
    int incorrect = 0;
    int highlighted = 0;
    QTreeWidgetItem *incorrectItem = nullptr;
    for (int s = 0; s < tree->topLevelItemCount(); ++s) {
        QTreeWidgetItem *system = tree->topLevelItem(s);
        for (int e = 0; e < system->childCount(); ++e) {
            QTreeWidgetItem *item = system->child(e);
            const auto verdict = ExtractionVerdict(item->data(SentenceDetailView::VerdictColumn, Qt::UserRole).toInt());
            QCOMPARE(item->foreground(SentenceDetailView::ExtractionColumn).color(),
                     VerdictColors::color(verdict, tree->palette()));
            if (verdict == ExtractionVerdict::Correct) {
                ++correct;
                QVERIFY(item->text(SentenceDetailView::SynsetColumn).toInt() >= 1);
            } else if (verdict == ExtractionVerdict::Incorrect) {
                ++incorrect;
                QVERIFY2(item->childCount() >= 1, "an incorrect extraction lists its closest gold triples");
                for (int c = 0; c < item->childCount(); ++c) {
                    QTreeWidgetItem *closest = item->child(c);
                    QVERIFY(closest->text(SentenceDetailView::ExtractionColumn).contains(QLatin1String("synset")));
                    const QVariantList differing = closest->data(SentenceDetailView::ExtractionColumn,
                                                                 SentenceDetailView::DifferingSlotsRole).toList();
                    QCOMPARE(differing.size(), 3);
                    const QString html = closest->data(SentenceDetailView::ExtractionColumn, RichTextDelegate::HtmlRole)
                                             .toString();
                    const QString highlight = VerdictColors::differenceBackground(tree->palette()).name();
                    const QString code = closest->text(SentenceDetailView::VerdictColumn);
                    QCOMPARE(code.size(), 3);
                    QVERIFY(code != QLatin1String("111"));
                    int differs = 0;
                    for (int slot = 0; slot < 3; ++slot) {
                        const bool slotDiffers = code.at(slot) == QLatin1Char('0');
                        QCOMPARE(differing.at(slot).toBool(), slotDiffers);
                        differs += slotDiffers ? 1 : 0;
                    }
                    // Each differing slot, and only those, is drawn on the highlight colour.
                    QCOMPARE(int(html.count(highlight)), differs);
                    highlighted += differs;
                }
                if (!incorrectItem)
                    incorrectItem = item;
            }
        }
    }
    QVERIFY(correct > 0);
    QVERIFY(incorrect > 0);
    QVERIFY(highlighted > 0);
    QVERIFY(VerdictColors::color(ExtractionVerdict::Correct, tree->palette())
            != VerdictColors::color(ExtractionVerdict::Incorrect, tree->palette()));

    tree->setCurrentItem(incorrectItem);
    auto *explanation = m_window->findChild<QLabel *>(QStringLiteral("explanationLabel"));
    QVERIFY(explanation);
    QVERIFY(!explanation->text().isEmpty());
    QCOMPARE(explanation->text(), incorrectItem->toolTip(SentenceDetailView::ExtractionColumn));
}

// m2oie_en's "He | had been murdered | by his confederates" (sentence 76) equals a gold triple
// but for letter case: the verdict says so, the explanation names the triple, and the
// error-bucket chart counts such extractions per system in its note.
void TestEvaluation::caseOnlyExtractionsSaidInBrowserAndChart()
{
    auto *browser = m_window->findChild<MismatchBrowser *>(QStringLiteral("mismatchBrowser"));
    auto *tree = m_window->findChild<QTreeWidget *>(QStringLiteral("extractionTree"));
    QVERIFY(browser && tree);
    const QVector<Sentence> &sentences = m_window->document()->session().benchmark().sentences();
    int index = -1;
    for (int s = 0; s < sentences.size() && index < 0; ++s)
        index = sentences.at(s).id == QLatin1String("76") ? s : -1;
    QVERIFY(index >= 0);
    browser->selectSentence(index);
    QStringList marked;
    for (int s = 0; s < tree->topLevelItemCount(); ++s) {
        QTreeWidgetItem *system = tree->topLevelItem(s);
        for (int e = 0; e < system->childCount(); ++e) {
            QTreeWidgetItem *item = system->child(e);
            if (!item->text(SentenceDetailView::VerdictColumn).contains(QStringLiteral("letter case only")))
                continue;
            marked.append(item->text(SentenceDetailView::ExtractionColumn));
            QVERIFY(item->toolTip(SentenceDetailView::VerdictColumn).startsWith(QStringLiteral("differs from triple")));
            tree->setCurrentItem(item);
            auto *explanation = m_window->findChild<QLabel *>(QStringLiteral("explanationLabel"));
            QVERIFY(explanation->text().contains(QStringLiteral("only in letter case")));
        }
    }
    QCOMPARE(marked, QStringList{QStringLiteral("He → had been murdered → by his confederates")});
    int notes = 0;
    for (const ChartData &chart : m_workspace->charts()) {
        if (chart.fileName != QLatin1String("error_buckets"))
            continue;
        QVERIFY2(chart.note.contains(QStringLiteral("only in letter case")) && chart.note.contains(QStringLiteral("m2oie_en 1"))
                     && chart.note.contains(QStringLiteral("openie6 1")) && !chart.note.contains(QStringLiteral("clausie")),
                 qPrintable(chart.note));
        ++notes;
    }
    QCOMPARE(notes, 1); // the bars (the heat map's rows keep the figure's height)
}

void TestEvaluation::synsetEditRescoresTableAndList()
{
    StudioDocument *document = m_window->document();
    // Sentence 2: find a synset some system covers, and that system.
    const int index = 1;
    QString coveringSystem;
    int coveredSynset = -1;
    for (const SystemScore &score : document->session().scores()) {
        const QVector<QVector<int>> &coverage = score.coverage.at(index);
        for (int k = 0; k < coverage.size() && coveredSynset < 0; ++k) {
            if (!coverage.at(k).isEmpty()) {
                coveredSynset = k;
                coveringSystem = score.name;
            }
        }
    }
    QVERIFY(coveredSynset >= 0);
    const int tpBefore = scoreColumn(m_window->scoreModel(), coveringSystem, ScoreTableModel::TruePositives);
    auto *table = m_window->findChild<QTableView *>(QStringLiteral("mismatchTable"));
    QVERIFY(table);
    const QAbstractItemModel *proxy = table->model();
    int row = -1;
    for (int r = 0; r < proxy->rowCount(); ++r) {
        if (proxy->index(r, 0).data(MismatchSentenceModel::SentenceIndexRole).toInt() == index)
            row = r;
    }
    QVERIFY(row >= 0);
    const int system = int(kSystems.indexOf(coveringSystem));
    const QModelIndex tpCell = proxy->index(row, MismatchSentenceModel::FirstSystemColumn + system);
    const int sentenceTpBefore = tpCell.data(MismatchSentenceModel::TpRole).toInt();
    QVERIFY(sentenceTpBefore >= 1);

    Sentence edited = document->benchmark().sentences().at(index);
    edited.synsets.remove(coveredSynset);
    document->replaceSentence(index, edited);

    QCOMPARE(scoreColumn(m_window->scoreModel(), coveringSystem, ScoreTableModel::TruePositives), tpBefore - 1);
    QCOMPARE(tpCell.data(MismatchSentenceModel::TpRole).toInt(), sentenceTpBefore - 1);
    auto *status = m_window->findChild<QLabel *>(QStringLiteral("scoringTime"));
    QVERIFY(status);
    QVERIFY(status->text().contains(QLatin1String("ms")));
}

namespace {

// A LaTeX tabular's problems as a parser sees them: unbalanced braces, rows without their
// column count of unescaped '&', rows not ended by \\, environments not closed.
QStringList latexProblems(const QString &latex, int columns)
{
    QStringList problems;
    int depth = 0;
    for (int i = 0; i < latex.size(); ++i) {
        if (latex.at(i) == QLatin1Char('\\')) {
            ++i; // an escaped character
            continue;
        }
        if (latex.at(i) == QLatin1Char('{'))
            ++depth;
        else if (latex.at(i) == QLatin1Char('}') && --depth < 0)
            problems.append(QStringLiteral("'}' without '{'"));
    }
    if (depth != 0)
        problems.append(QStringLiteral("unbalanced braces"));
    if (latex.count(QStringLiteral("\\begin{tabular}")) != 1 || latex.count(QStringLiteral("\\end{tabular}")) != 1)
        problems.append(QStringLiteral("tabular not opened and closed once"));
    const qsizetype body = latex.indexOf(QStringLiteral("\\toprule"));
    const qsizetype end = latex.indexOf(QStringLiteral("\\bottomrule"));
    for (const QString &line : latex.mid(body, end - body).split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1Char('\\')) || line.isEmpty())
            continue;
        static const QRegularExpression ampersand(QStringLiteral("(?<!\\\\)&"));
        if (line.count(ampersand) != columns - 1)
            problems.append(QStringLiteral("row with %1 cells: %2").arg(line.count(ampersand) + 1).arg(line));
        if (!line.endsWith(QStringLiteral(" \\\\")))
            problems.append(QStringLiteral("row not ended by \\\\: ") + line);
    }
    return problems;
}

// Output of chktex and lacheck on a file (empty when clean, or when the tool is missing).
QString latexLint(const QString &path)
{
    QString out;
    for (const QStringList &command : {QStringList{QStringLiteral("chktex"), QStringLiteral("-q"), QStringLiteral("-v0"), path},
                                       QStringList{QStringLiteral("lacheck"), path}}) {
        const QString tool = QStandardPaths::findExecutable(command.first());
        if (tool.isEmpty())
            continue;
        QProcess process;
        process.start(tool, command.mid(1));
        process.waitForFinished(30000);
        out += QString::fromUtf8(process.readAllStandardOutput()).trimmed();
    }
    return out;
}

} // namespace

void TestEvaluation::tablesKeepScreenOrderDecimalsAndLatexChecks()
{
    m_workspace->showPage(0);
    auto *view = m_workspace->findChild<QTableView *>(QStringLiteral("scoreTable"));
    auto *decimals = m_workspace->findChild<QSpinBox *>(QStringLiteral("decimalsSpin"));
    QVERIFY(view && decimals);
    // Decimals apply on screen.
    decimals->setValue(2);
    static const QRegularExpression twoDecimals(QStringLiteral("^\\d[.,]\\d\\d$"));
    QVERIFY2(twoDecimals.match(view->model()->index(0, ScoreTableModel::F1).data().toString()).hasMatch(),
             qPrintable(view->model()->index(0, ScoreTableModel::F1).data().toString()));
    // Sorted by name on screen: the exports follow.
    view->sortByColumn(ScoreTableModel::System, Qt::AscendingOrder);
    QStringList shown;
    for (int row = 0; row < view->model()->rowCount(); ++row)
        shown.append(view->model()->index(row, ScoreTableModel::System).data().toString());
    QStringList sorted = shown;
    std::sort(sorted.begin(), sorted.end());
    QCOMPARE(shown, sorted);
    QTemporaryDir dir;
    QString error;
    const QString csv = dir.filePath(QStringLiteral("scores.csv"));
    QVERIFY2(m_workspace->exportScoreTable(csv, EvaluationWorkspace::TableFormat::Csv, decimals->value(), &error), qPrintable(error));
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    QStringList csvNames;
    const QStringList lines = QString::fromUtf8(csvFile.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (int i = 1; i < lines.size(); ++i)
        csvNames.append(lines.at(i).section(QLatin1Char(','), 0, 0));
    QCOMPARE(csvNames, shown);
    const QString markdown = dir.filePath(QStringLiteral("scores.md"));
    QVERIFY2(m_workspace->exportScoreTable(markdown, EvaluationWorkspace::TableFormat::Markdown, decimals->value(), &error),
             qPrintable(error));
    QFile markdownFile(markdown);
    QVERIFY(markdownFile.open(QIODevice::ReadOnly));
    const QStringList markdownLines = QString::fromUtf8(markdownFile.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(markdownLines.size(), shown.size() + 2);
    for (int i = 0; i < shown.size(); ++i)
        QVERIFY2(markdownLines.at(i + 2).startsWith(QStringLiteral("| ") + shown.at(i) + QStringLiteral(" |")) ||
                     markdownLines.at(i + 2).startsWith(QStringLiteral("| **") + shown.at(i)),
                 qPrintable(markdownLines.at(i + 2)));
    QVERIFY(markdownLines.join(QLatin1Char('\n')).contains(QStringLiteral("**")));
    // LaTeX: the score table (ScoreReport) and the overview (TableExport), each parsed and
    // linted by chktex and lacheck (gui_paper_tex compiles them with pdflatex).
    for (const bool overview : {false, true}) {
        const QString latex = dir.filePath(overview ? QStringLiteral("overview.tex") : QStringLiteral("scores.tex"));
        QVERIFY2(overview ? m_workspace->exportFacetOverview(latex, EvaluationWorkspace::TableFormat::Latex, 2, &error)
                          : m_workspace->exportScoreTable(latex, EvaluationWorkspace::TableFormat::Latex, 2, &error),
                 qPrintable(error));
        QFile file(latex);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY(text.contains(QStringLiteral("m2oie\\_en")));
        QVERIFY(text.contains(QStringLiteral("\\textbf{")));
        const QStringList problems = latexProblems(text, overview ? m_workspace->facetOverview().facets().size() + 1 : 7);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        const QString lint = latexLint(latex);
        QVERIFY2(lint.isEmpty(), qPrintable(lint));
        // Rows in the order shown (the overview has its own table and sorting).
        QStringList order = shown;
        if (overview) {
            auto *overviewView = m_workspace->findChild<QTableView *>(QStringLiteral("facetOverviewTable"));
            QVERIFY(overviewView);
            order.clear();
            for (int row = 0; row < overviewView->model()->rowCount(); ++row)
                order.append(overviewView->model()->index(row, 0).data().toString());
        }
        qsizetype at = 0;
        for (const QString &name : std::as_const(order)) {
            const qsizetype next = text.indexOf(QString(name).replace(QLatin1Char('_'), QStringLiteral("\\_")), at);
            QVERIFY2(next > at, qPrintable(name));
            at = next;
        }
    }
    decimals->setValue(3);
}

void TestEvaluation::systemColourChosenInPanelEverywhere()
{
    auto *panel = m_workspace->findChild<SystemsPanel *>(QStringLiteral("systemsPanel"));
    auto *table = m_workspace->findChild<QTableWidget *>(QStringLiteral("systemsTable"));
    QVERIFY(panel && table);
    table->selectRow(2);
    const QString name = panel->currentSystem();
    QVERIFY(!name.isEmpty());
    // Nine systems would not share a colour; the eight loaded have eight.
    QSet<QRgb> colours;
    for (const SystemScore &score : m_window->scoreModel()->scores())
        colours.insert(m_workspace->appearance()->color(score.name).rgb());
    QCOMPARE(colours.size(), m_window->scoreModel()->rowCount());
    const QColor chosen(0x12, 0x34, 0x56);
    panel->setCurrentColor(chosen);
    // The panel's swatch, every chart's series of that system.
    const QIcon icon = table->item(2, 0)->icon();
    QCOMPARE(icon.pixmap(14, 14).toImage().pixelColor(7, 7), chosen);
    for (const ChartData &chart : m_workspace->charts()) {
        for (const ChartSeries &series : chart.series) {
            if (series.name == name)
                QCOMPARE(series.color, chosen);
        }
    }
    panel->setCurrentColor(QColor()); // back to the palette's
    QVERIFY(m_workspace->appearance()->color(name) != chosen);
}

void TestEvaluation::chartsExportToPdfSvgPng()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QVector<ChartData> charts = m_workspace->charts();
    QStringList names;
    for (const ChartData &chart : charts)
        names.append(chart.fileName);
    for (const QString &expected : {QStringLiteral("prf1"), QStringLiteral("f1_by_facet"), QStringLiteral("slot_errors"),
                                    QStringLiteral("error_buckets"), QStringLiteral("buckets_length"),
                                    QStringLiteral("buckets_conj"), QStringLiteral("buckets_case")})
        QVERIFY2(names.contains(expected), qPrintable(expected));

    ChartExportOptions options;
    options.dpi = 150;
    QStringList written;
    QString error;
    QVERIFY2(m_workspace->exportAllCharts(dir.path(), options, &written, &error), qPrintable(error));
    QCOMPARE(written.size(), charts.size() * 6); // PDF, SVG, PNG, pgfplots, the data as CSV, the caption
    for (const QString &path : std::as_const(written))
        QVERIFY2(QFileInfo(path).size() > 0, qPrintable(path));

    const QImage png(dir.filePath(QStringLiteral("prf1.png")));
    QCOMPARE(png.width(), qRound(qRound(options.widthPoints()) * 150 / 72.0));

    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftotext.isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed: PDF text not checked");
    for (const ChartData &chart : charts) {
        QProcess process;
        process.start(pdftotext, {dir.filePath(chart.fileName + QStringLiteral(".pdf")), QStringLiteral("-")});
        QVERIFY(process.waitForFinished(30000));
        const QString text = QString::fromUtf8(process.readAllStandardOutput()).simplified();
        // An axis title longer than its axis is wrapped, then elided (the full text stays in the
        // chart's data): its start is there, and the rest or an ellipsis.
        for (const QString &label : {chart.yLabel, chart.xLabel}) {
            QVERIFY2(text.contains(label) || (text.contains(label.left(12)) && text.contains(QChar(0x2026))),
                     qPrintable(chart.fileName + QStringLiteral(": ") + text));
        }
    }
}

// CaRB in the workspace: the BenchIE systems scored through the open gold's sentence texts
// give what `oie-score --scorer carb --system-format benchie --sentences GOLD` computes (the
// core reader on the file), and CaRB's printed figures (reference/carb_official.json).
void TestEvaluation::carbScorerMatchesCommandLineAndOfficial()
{
    const QString carbGold = TestData::benchie(QStringLiteral("carb_explicit.txt"));
    const QString referencePath = TestData::path(QStringLiteral("reference/carb_official.json"));
    REQUIRE_DATA_FILE(carbGold);
    REQUIRE_DATA_FILE(referencePath);
    QString error;
    QVERIFY2(m_workspace->attachCarbGold(carbGold, &error), qPrintable(error));
    const auto *note = m_window->findChild<QLabel *>(QStringLiteral("mismatchNote"));
    QVERIFY(note);
    QVERIFY(note->isHidden());
    m_workspace->setScorer(EvaluationWorkspace::Scorer::Carb);
    QCOMPARE(m_window->findChild<QComboBox *>(QStringLiteral("scorerCombo"))->currentText(), QStringLiteral("CaRB"));
    // The mismatch browser says that its verdicts are BenchIE's.
    QVERIFY(!note->isHidden());
    QVERIFY(note->text().contains(QLatin1String("BenchIE's")));
    const auto *table = m_window->findChild<QTableView *>(QStringLiteral("scoreTable"));
    QCOMPARE(table->model()->columnCount(), int(CarbTableModel::ColumnCount));
    const CarbTableModel *model = m_workspace->carbModel();
    QCOMPARE(model->rowCount(), 8);

    QFile referenceFile(referencePath);
    QVERIFY(referenceFile.open(QIODevice::ReadOnly));
    const QJsonObject reference = QJsonDocument::fromJson(referenceFile.readAll()).object();
    Diagnostics diagnostics;
    CarbCorpus gold;
    QVERIFY(CarbGoldReader::readFile(carbGold, &gold, &diagnostics, &error));
    QHash<QString, QString> sentences;
    QVERIFY(CarbSystemReader::readSentences(TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt")),
                                            &sentences, &diagnostics, &error));
    for (const QString &name : {QStringLiteral("clausie"), QStringLiteral("openie6")}) {
        CarbCorpus system;
        QVERIFY(CarbSystemReader::readFile(TestData::benchie(QStringLiteral("systems/") + name
                                                             + QStringLiteral("_explicit.txt")),
                                           CarbSystemReader::Format::Benchie, sentences, &system, &diagnostics, &error));
        const CarbResult expected = CarbScorer::score(gold, system);
        QCOMPARE(carbCell(model, name, CarbTableModel::Auc), expected.auc);
        QCOMPARE(carbCell(model, name, CarbTableModel::Precision), expected.precision);
        QCOMPARE(carbCell(model, name, CarbTableModel::Recall), expected.recall);
        QCOMPARE(carbCell(model, name, CarbTableModel::F1), expected.f1);
        QCOMPARE(carbCell(model, name, CarbTableModel::Threshold), expected.threshold);
        const QJsonObject official = reference.value(QStringLiteral("benchie300/") + name).toObject();
        QVERIFY(!official.isEmpty());
        for (const auto &[key, column] : {std::pair{"auc", int(CarbTableModel::Auc)},
                                          std::pair{"precision", int(CarbTableModel::Precision)},
                                          std::pair{"recall", int(CarbTableModel::Recall)},
                                          std::pair{"f1", int(CarbTableModel::F1)}}) {
            QCOMPARE(CarbResult::round3(carbCell(model, name, column)), official.value(QLatin1String(key)).toDouble());
            // What the table shows: the 3 decimals CaRB prints.
            const QModelIndex cell = model->index(0, column);
            QCOMPARE(cell.data().toString().size(), QLocale().toString(0.5, 'f', 3).size());
        }
    }

    // The table exports as CSV with the chosen decimals.
    QTemporaryDir tables;
    const QString csv = tables.filePath(QStringLiteral("carb.csv"));
    QVERIFY2(m_workspace->exportScoreTable(csv, EvaluationWorkspace::TableFormat::Csv, 3, &error), qPrintable(error));
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    const QString csvText = QString::fromUtf8(csvFile.readAll());
    QVERIFY2(csvText.contains(QLatin1String("AUC")) && csvText.contains(QLatin1String("clausie")), qPrintable(csvText));
    QVERIFY2(csvText.contains(QString::number(carbCell(model, QStringLiteral("clausie"), CarbTableModel::Auc), 'f', 3)),
             qPrintable(csvText));

    // The precision-recall curves: one curve per system, AUC in the legend, exported to PDF
    // with its axis titles as text.
    const QVector<ChartData> charts = m_workspace->charts();
    const auto curve = std::find_if(charts.begin(), charts.end(),
                                    [](const ChartData &c) { return c.fileName == QLatin1String("carb_pr_curve"); });
    QVERIFY(curve != charts.end());
    QCOMPARE(curve->kind, ChartData::Kind::Curves);
    QCOMPARE(curve->series.size(), 8);
    QVERIFY(curve->series.first().legendText().contains(QLatin1String("AUC")));
    QVERIFY(curve->series.first().xs.size() > 1);
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("carb_pr_curve.pdf"));
    QVERIFY2(ChartExporter::exportChart(*curve, ChartExporter::Format::Pdf, pdf, ChartExportOptions(), &error),
             qPrintable(error));
    const QString text = pdfText(pdf);
    if (text.isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed: PDF text not checked");
    QVERIFY2(text.contains(curve->xLabel) && text.contains(curve->yLabel), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("AUC")), qPrintable(text));
    m_workspace->setScorer(EvaluationWorkspace::Scorer::Benchie);
}

// A user-defined TSV bucket file becomes a bucketized F1 chart whose buckets hold the
// sentences the file names, and whose F1 per bucket comes from the core's bucket scores.
void TestEvaluation::userDefinedBucketsFromTsv()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("halves.tsv"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    const QVector<Sentence> &sentences = m_window->document()->benchmark().sentences();
    QByteArray bytes = "sent_id\tbucket\n";
    for (int i = 0; i < sentences.size(); ++i)
        bytes += sentences.at(i).id.toUtf8() + (i < 100 ? "\tfirst\n" : "\trest\n");
    file.write(bytes);
    file.close();
    UserBucketDimension dimension;
    dimension.tsvPath = path;
    QString error;
    QVERIFY2(m_workspace->addBucketDimension(dimension, &error), qPrintable(error));
    const QVector<ChartData> charts = m_workspace->charts();
    const auto chart = std::find_if(charts.begin(), charts.end(),
                                    [](const ChartData &c) { return c.fileName == QLatin1String("buckets_halves"); });
    QVERIFY(chart != charts.end());
    QCOMPARE(chart->categories.size(), 2);
    QVERIFY2(chart->categories.at(0).contains(QLatin1String("n=100")), qPrintable(chart->categories.at(0)));
    QVERIFY(chart->categories.at(1).contains(QString::number(sentences.size() - 100)));
    QVERIFY(chart->note.contains(QLatin1String("halves.tsv")));
    // The first bucket's F1 of the first system, by hand from the per-sentence counts.
    const SystemScore &score = m_window->document()->session().scores().first();
    ScoreCounts first;
    for (int i = 0; i < 100; ++i)
        first += score.perSentence.at(i);
    QCOMPARE(chart->series.first().values.at(0), first.f1());

    // Bins over a property, kept after a rebuild of the analyses.
    UserBucketDimension bins;
    bins.name = QStringLiteral("synset_bins");
    bins.property = QStringLiteral("synsets");
    bins.edges = {3, 6};
    QVERIFY2(m_workspace->addBucketDimension(bins, &error), qPrintable(error));
    m_window->document()->setFacet(Facet::Concat); // rescores everything: analyses rebuilt
    m_window->document()->setFacet(Facet::Default);
    QVERIFY(m_workspace->selectChart(QStringLiteral("buckets_synset_bins")));
    QVERIFY(m_workspace->selectChart(QStringLiteral("buckets_halves")));
}

// On a dark palette the mismatch browser draws verdicts and differing slots in the dark
// variants of their colours (light text on a dark base). OIE_SCREENSHOT_DIR=DIR saves the
// window there as evaluation-dark.png, to look at.
void TestEvaluation::darkPaletteKeepsVerdictsReadable()
{
    const QPalette light = QApplication::palette();
    const QPalette dark = DarkTheme::palette(); // what oie-studio --dark uses
    QApplication::setPalette(dark);
    m_workspace->setScorer(EvaluationWorkspace::Scorer::Benchie);
    m_workspace->showPage(1);
    auto *tree = m_window->findChild<QTreeWidget *>(QStringLiteral("extractionTree"));
    QTRY_VERIFY(VerdictColors::isDark(tree->palette()));
    auto *browser = m_window->findChild<MismatchBrowser *>(QStringLiteral("mismatchBrowser"));
    browser->selectSentence(2);
    browser->selectSentence(1);
    int checked = 0;
    for (int s = 0; s < tree->topLevelItemCount(); ++s) {
        for (int e = 0; e < tree->topLevelItem(s)->childCount(); ++e) {
            const QTreeWidgetItem *item = tree->topLevelItem(s)->child(e);
            const auto verdict = ExtractionVerdict(item->data(SentenceDetailView::VerdictColumn, Qt::UserRole).toInt());
            const QColor color = item->foreground(SentenceDetailView::ExtractionColumn).color();
            QCOMPARE(color, VerdictColors::color(verdict, dark));
            QVERIFY2(color.lightness() - dark.color(QPalette::Base).lightness() > 100, qPrintable(color.name()));
            ++checked;
        }
    }
    QVERIFY(checked > 0);
    const QString directory = qEnvironmentVariable("OIE_SCREENSHOT_DIR");
    if (!directory.isEmpty())
        QVERIFY(m_window->grab().save(directory + QStringLiteral("/evaluation-dark.png")));
    QApplication::setPalette(light);
}

QTEST_MAIN(TestEvaluation)
