// What a paper's author takes from the studio, compiled as a paper would: every LaTeX table
// export (booktabs, bold best values, \resizebox on and off, hard names escaped), every chart as a
// pgfplots figure and every caption snippet, made from the English BenchIE gold, its 8 systems
// and two more under names full of LaTeX's special characters, with CaRB's curves; each wrapped
// in a minimal document and run through pdflatex (a failure prints the log's tail). Without
// pdflatex: skipped, or failed when the CI variable is set. Also: a colour the user chose for a
// system is kept in the project file and comes back with it.

#include "tests/gui/EnglishBenchie.h"
#include "tests/TestData.h"
#include "tests/gui/ChartVariants.h"
#include "ui/charts/ChartExporter.h"
#include "ui/charts/ChartTex.h"
#include "ui/common/Dialogs.h"
#include "ui/common/SystemAppearance.h"
#include "ui/common/TableExport.h"
#include "ui/DocumentController.h"
#include "ui/evaluation/CompareSystemsDialog.h"
#include "ui/evaluation/EvaluationWorkspace.h"
#include "ui/evaluation/ScoreTableModel.h"
#include "ui/evaluation/SystemsPanel.h"
#include "ui/MainWindow.h"
#include "ui/robust/RobustWorkspace.h"
#include "ui/StudioSettings.h"

#include <QCheckBox>
#include <QDebug>
#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

namespace {

// Names that break LaTeX unless escaped, each with a real system's output.
const QString kHardName = QStringLiteral("a_b&c%");
const QString kHarderName = QStringLiteral("r$s#t~u^v{w}");

QString readText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// The document around the exports: the preamble a paper has (booktabs, graphicx, pgfplots and
// TikZ's patterns), `compat` set or not.
QString document(const QString &body, bool compat)
{
    return QStringLiteral("\\documentclass{article}\n\\usepackage{booktabs,graphicx,pgfplots}\n")
        + QStringLiteral("\\usetikzlibrary{patterns}\n")
        + (compat ? QStringLiteral("\\pgfplotsset{compat=1.18}\n") : QString()) + QStringLiteral("\\begin{document}\n")
        + body + QStringLiteral("\\end{document}\n");
}

} // namespace

class TestPaperTex : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void figuresFollowTheCharts();
    void everyExportCompilesWithPdflatex();
    void twentySystemsReadableOrRefused();
    void systemColourSavedInProject();

private:
    // Runs pdflatex on dir/name.tex; empty when it succeeded, else the command's log tail.
    QString compile(const QDir &dir, const QString &name);

    QTemporaryDir m_settingsDir;
    QTemporaryDir m_dir;
    MainWindow *m_window = nullptr;
    EvaluationWorkspace *m_workspace = nullptr;
};

void TestPaperTex::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    Dialogs::setInteractive(false);
    QVERIFY(m_settingsDir.isValid() && m_dir.isValid());
    // OIE_KEEP_TEST_FILES=1 keeps the documents and their logs (printed) for a look.
    m_dir.setAutoRemove(!qEnvironmentVariableIsSet("OIE_KEEP_TEST_FILES"));
    if (!m_dir.autoRemove())
        qInfo("files kept in %s", qPrintable(m_dir.path()));
    StudioSettings::useTemporaryStore(m_settingsDir.filePath(QStringLiteral("settings.ini")));
    const QString carbGold = TestData::benchie(QStringLiteral("carb_explicit.txt"));
    REQUIRE_DATA_FILE(carbGold);
    m_window = new MainWindow;
    const QString failure = EnglishBenchie::open(m_window);
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
    QVERIFY(m_window->addSystem(kHardName, EnglishBenchie::systemFile(QStringLiteral("roi_t"))));
    QVERIFY(m_window->addSystem(kHarderName, EnglishBenchie::systemFile(QStringLiteral("stanford"))));
    m_workspace = m_window->evaluationWorkspace();
    QVERIFY(m_workspace);
    QString error;
    QVERIFY2(m_workspace->attachCarbGold(carbGold, &error), qPrintable(error)); // the curves
    QCOMPARE(m_window->scoreModel()->rowCount(), 10);
}

void TestPaperTex::cleanupTestCase()
{
    delete m_window;
}

// The figure's numbers, colours and styles are the chart's, read back from the TeX.
void TestPaperTex::figuresFollowTheCharts()
{
    ChartExportOptions options;
    bool curvesSeen = false;
    bool heatMapSeen = false;
    for (const ChartData &chart : m_workspace->charts()) {
        const QString tex = ChartTex::figure(chart, options);
        QVERIFY2(tex.contains(QLatin1String("\\begin{tikzpicture}"))
                     && tex.contains(QLatin1String("\\end{tikzpicture}")),
                 qPrintable(chart.fileName));
        // The paper's fonts: no font set, at most the legend a size smaller (many systems).
        QVERIFY2(!tex.contains(QLatin1String("\\small")) && !tex.contains(QLatin1String("\\tiny"))
                     && QString(tex).remove(QLatin1String("font=\\footnotesize")).remove(QLatin1String("font=\\scriptsize")).count(QLatin1String("font=")) == 0,
                 qPrintable(chart.fileName));
        QVERIFY(tex.contains(QLatin1String("width=")) && tex.contains(QLatin1String("height=")));
        if (chart.kind == ChartData::Kind::HeatMap) {
            heatMapSeen = true;
            QVERIFY(tex.contains(QLatin1String("matrix plot")));
            QVERIFY(tex.contains(QLatin1String("a\\_b\\&c\\%"))); // the systems label the rows
            continue;
        }
        // One plot and one escaped legend entry per system, in its colour.
        QCOMPARE(int(tex.count(QLatin1String("\\addplot["))), int(chart.series.size()));
        for (int s = 0; s < chart.series.size(); ++s) {
            const ChartSeries &series = chart.series.at(s);
            const QString color = QStringLiteral("\\definecolor{oieS%1}{HTML}{%2}")
                                      .arg(QString::number(s + 1), series.color.name().mid(1).toUpper());
            QVERIFY2(tex.contains(color), qPrintable(chart.fileName + QLatin1Char(' ') + color));
            // Whole, or shortened to the detail's number when the legend needs the room.
            const QString shortened = series.detail.isEmpty() ? series.name
                                                              : series.name + QStringLiteral(" (")
                    + series.detail.section(QLatin1Char(' '), -1) + QLatin1Char(')');
            QVERIFY(tex.contains(QStringLiteral("\\addlegendentry{%1}").arg(TableExport::latexEscape(series.legendText())))
                    || tex.contains(QStringLiteral("\\addlegendentry{%1}").arg(TableExport::latexEscape(shortened))));
        }
        const QRegularExpression ymax(QStringLiteral("ymax=([0-9.e-]+)"));
        const QRegularExpressionMatch match = ymax.match(tex);
        QVERIFY(match.hasMatch());
        QVERIFY(qAbs(match.captured(1).toDouble() - chart.yMax * 1.05) < 1e-4); // as on screen
        if (chart.kind == ChartData::Kind::Bars) {
            // Hatched systems get their pattern, plain ones none.
            int hatched = 0;
            for (const ChartSeries &series : chart.series)
                hatched += series.hatch != Qt::NoBrush ? 1 : 0;
            QVERIFY(hatched > 0);
            QCOMPARE(int(tex.count(QLatin1String("postaction={pattern="))), hatched);
            // The first category's value of the first system, as written.
            const QString first
                = QStringLiteral("(1,%1)").arg(QString::number(chart.series.at(0).values.value(0), 'g', 6));
            QVERIFY2(tex.contains(first), qPrintable(chart.fileName + QLatin1Char(' ') + first));
        } else {
            curvesSeen = true;
            // Every marker and line style of the ten systems (pgfplots has no crossed square).
            QVERIFY(tex.contains(QLatin1String("\\pgfdeclareplotmark{oie crossed square}")));
            for (const QString &style :
                 {QStringLiteral("dashed"), QStringLiteral("dotted"), QStringLiteral("dashdotted"),
                  QStringLiteral("mark=asterisk"), QStringLiteral("rotate=180")})
                QVERIFY2(tex.contains(style), qPrintable(style));
        }
        const QString caption = ChartTex::caption(chart);
        QVERIFY(caption.contains(QLatin1String("\\caption{")));
        QVERIFY2(caption.contains(QStringLiteral("%1 systems").arg(chart.series.size())), qPrintable(caption));
        QVERIFY2(caption.contains(QLatin1String("scorer ")) && caption.contains(QLatin1String("gold ")),
                 qPrintable(caption));
    }
    QVERIFY(curvesSeen && heatMapSeen);
}

QString TestPaperTex::compile(const QDir &dir, const QString &name)
{
    QProcess process;
    process.setWorkingDirectory(dir.path());
    process.start(
        QStandardPaths::findExecutable(QStringLiteral("pdflatex")),
        {QStringLiteral("-interaction=nonstopmode"), QStringLiteral("-halt-on-error"), name + QStringLiteral(".tex")});
    if (!process.waitForFinished(180000))
        return name + QStringLiteral(": pdflatex did not finish");
    if (process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0
        && QFileInfo(dir.filePath(name + QStringLiteral(".pdf"))).size() > 0)
        return QString();
    // pdflatex's output ends with the error, its file and line (the .log has the same); printed
    // whole, as QTest cuts long messages.
    const QString output = QString::fromUtf8(process.readAllStandardOutput());
    qWarning().noquote() << name + QStringLiteral(".tex: pdflatex's output ends:\n") + output.right(3000);
    return name
        + QStringLiteral(": pdflatex failed (exit %1, %2); its output is printed above, it ends: ")
              .arg(QString::number(process.exitCode()),
                   process.exitStatus() == QProcess::NormalExit ? QStringLiteral("exited") : QStringLiteral("crashed"))
        + output.right(300);
}

void TestPaperTex::everyExportCompilesWithPdflatex()
{
    const QString pdflatex = QStandardPaths::findExecutable(QStringLiteral("pdflatex"));
    if (pdflatex.isEmpty()) {
        if (qEnvironmentVariableIsSet("CI"))
            QFAIL("pdflatex is missing (setup.sh installs texlive-latex-base, -recommended and texlive-pictures)");
        QSKIP("pdflatex is not installed (texlive-latex-base, texlive-latex-recommended, texlive-pictures)");
    }
    const QDir dir(m_dir.filePath(QStringLiteral("paper")));
    QVERIFY(QDir().mkpath(dir.path()));
    QString error;

    // The tables as the Scores page exports them, as LaTeX and scaled to the column width: the
    // score table under BenchIE (ScoreReport), CaRB (TableExport) and BenchIE^FL, and the facet
    // overview; each with its best values bold, hard names escaped, rows in the order shown.
    auto *view = m_workspace->findChild<QTableView *>(QStringLiteral("scoreTable"));
    QVERIFY(view);
    using Format = EvaluationWorkspace::TableFormat;
    QString tables;
    const auto check = [&](const QString &name, bool fitted, const QStringList &order) -> QString {
        const QString text = readText(dir.filePath(name + QStringLiteral(".tex")));
        if (!text.contains(QLatin1String("\\toprule")) || !text.contains(QLatin1String("\\textbf{"))
            || !text.contains(QLatin1String("a\\_b\\&c\\%")) || !text.contains(QLatin1String("r\\$s\\#t"))
            || text.contains(QLatin1String("\\resizebox")) != fitted)
            return name + QStringLiteral(": not the table expected:\n") + text;
        qsizetype at = -1;
        for (const QString &system : order) {
            const qsizetype next = text.indexOf(TableExport::latexEscape(system) + QStringLiteral(" &"), at + 1);
            if (next <= at)
                return name + QStringLiteral(": rows not in the order shown at ") + system + QLatin1Char('\n') + text;
            at = next;
        }
        tables += QStringLiteral("\\begin{table}\n\\centering\n\\input{%1}\n\\caption{%2}\n\\end{table}\n")
                      .arg(name, TableExport::latexEscape(name));
        return QString();
    };
    for (const EvaluationWorkspace::Scorer scorer :
         {EvaluationWorkspace::Scorer::Benchie, EvaluationWorkspace::Scorer::Carb, EvaluationWorkspace::Scorer::Fl}) {
        m_workspace->setScorer(scorer);
        view->sortByColumn(view->model()->columnCount() - 1, Qt::DescendingOrder);
        QStringList shown;
        for (int row = 0; row < view->model()->rowCount(); ++row)
            shown.append(view->model()->index(row, 0).data().toString());
        QCOMPARE(shown.size(), 10);
        const QString name = scorer == EvaluationWorkspace::Scorer::Benchie ? QStringLiteral("benchie")
            : scorer == EvaluationWorkspace::Scorer::Carb                   ? QStringLiteral("carb")
                                                                            : QStringLiteral("fl");
        for (const bool fitted : {false, true}) {
            const QString file = name + (fitted ? QStringLiteral("_fitted") : QString());
            QVERIFY2(m_workspace->exportScoreTable(dir.filePath(file + QStringLiteral(".tex")),
                                                   fitted ? Format::LatexFitted : Format::Latex, 3, &error),
                     qPrintable(error));
            const QString problem = check(file, fitted, shown);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
    }
    for (const bool fitted : {false, true}) {
        const QString file = fitted ? QStringLiteral("overview_fitted") : QStringLiteral("overview");
        QVERIFY2(m_workspace->exportFacetOverview(dir.filePath(file + QStringLiteral(".tex")),
                                                  fitted ? Format::LatexFitted : Format::Latex, 2, &error),
                 qPrintable(error));
        const QString problem = check(file, fitted, {}); // the overview has its own table and order
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    // ROBUST's Table 2 (ScoreReport rows through TableExport) and its F1-variance chart, a system
    // of it under the hard name.
    RobustWorkspace *robust = m_window->robustWorkspace();
    const QString robustGold = TestData::path(QStringLiteral("robust/gold.json"));
    REQUIRE_DATA_FILE(robustGold);
    QVERIFY(robust->openGold(robustGold));
    QVERIFY(robust->addSystem(QStringLiteral("openie4"), TestData::path(QStringLiteral("robust/sys_openie4.json"))));
    QVERIFY(robust->addSystem(kHardName, TestData::path(QStringLiteral("robust/sys_perturbed.json"))));
    QVERIFY2(robust->exportTable2(dir.filePath(QStringLiteral("robust.tex")), TableExport::Format::Latex, 3, &error),
             qPrintable(error));
    const QString robustTable = readText(dir.filePath(QStringLiteral("robust.tex")));
    QVERIFY2(robustTable.contains(QLatin1String("a\\_b\\&c\\%")) && robustTable.contains(QLatin1String("\\toprule")),
             qPrintable(robustTable));
    tables += QStringLiteral("\\begin{table}\n\\centering\n\\input{robust}\n\\caption{ROBUST}\n\\end{table}\n");
    // Evaluation > Compare Systems: the significance matrices, a dagger per significant pair and
    // the footnote naming the test, the hard name escaped.
    m_workspace->setScorer(EvaluationWorkspace::Scorer::Benchie);
    CompareSystemsDialog *compare = m_workspace->openCompareSystems();
    QVERIFY(compare);
    QVERIFY2(compare->exportTo(dir.filePath(QStringLiteral("compare.tex")), &error), qPrintable(error));
    compare->close();
    const QString compareTable = readText(dir.filePath(QStringLiteral("compare.tex")));
    QVERIFY2(compareTable.contains(QLatin1String("a\\_b\\&c\\%")) && compareTable.contains(QLatin1String("^{\\dagger}$"))
                 && compareTable.contains(QLatin1String("approximate randomization test (10000 rounds")),
             qPrintable(compareTable));
    tables += QStringLiteral("\\begin{table}\n\\centering\n\\resizebox{\\linewidth}{!}{\\input{compare}}\n"
                             "\\caption{Compare}\n\\end{table}\n");
    QVERIFY(TableExport::writeFile(dir.filePath(QStringLiteral("tables.tex")), document(tables, false), &error));
    QElapsedTimer timer;
    timer.start();
    const QString tablesLog = compile(dir, QStringLiteral("tables"));
    QVERIFY2(tablesLog.isEmpty(), qPrintable(tablesLog));

    // Every chart as a pgfplots figure with its caption snippet, as the studio exports them; the
    // P, R and F1 chart with its error bars (Bootstrap Intervals on).
    auto *intervals = m_workspace->findChild<QCheckBox *>(QStringLiteral("intervalsCheck"));
    QVERIFY(intervals && intervals->isEnabled());
    intervals->setChecked(true);
    const QVector<ChartData> charts = m_workspace->charts();
    QVERIFY(charts.first().series.first().hasErrorBars());
    QStringList written;
    ChartExportOptions options;
    options.width = ChartExportOptions::kOneColumn;
    QVERIFY2(ChartExporter::exportAll(charts, {ChartExporter::Format::Tex}, dir.path(), options, &written, &error),
             qPrintable(error));
    QCOMPARE(written.size(), charts.size() * 3); // figure, CSV, caption
    const QString prf1 = readText(dir.filePath(charts.first().fileName + QStringLiteral(".tex")));
    QVERIFY2(prf1.contains(QLatin1String("y explicit")) && prf1.contains(QLatin1String(" += (0,")), qPrintable(prf1));
    QVERIFY(readText(dir.filePath(charts.first().fileName + QStringLiteral(".caption.tex")))
                .contains(QLatin1String("Error bars: 95\\% percentile bootstrap intervals")));
    QVERIFY(readText(dir.filePath(charts.first().fileName + QStringLiteral(".csv")))
                .startsWith(QLatin1String("series,Precision,Precision low,Precision high,Recall,")));
    intervals->setChecked(false);
    const ChartData variance = robust->varianceChart();
    QVERIFY2(robust->exportVarianceChart(dir.filePath(variance.fileName + QStringLiteral(".tex")),
                                         ChartExporter::Format::Tex, options, &error),
             qPrintable(error));
    QString figures;
    for (const ChartData &chart : charts + QVector<ChartData>{variance}) {
        QVERIFY(QFileInfo::exists(dir.filePath(chart.fileName + QStringLiteral(".caption.tex"))));
        figures
            += QStringLiteral("\\begin{figure}\n\\centering\n\\input{%1.tex}\n\\input{%1.caption.tex}\n\\end{figure}\n"
                              "\\clearpage\n")
                   .arg(chart.fileName);
    }
    for (const bool compat : {true, false}) {
        const QString name = compat ? QStringLiteral("figures") : QStringLiteral("figures_nocompat");
        QVERIFY(TableExport::writeFile(dir.filePath(name + QStringLiteral(".tex")), document(figures, compat), &error));
        const QString log = compile(dir, name);
        QVERIFY2(log.isEmpty(), qPrintable(log));
    }
    // Each figure compiled keeps the size it states ("% OIE Studio figure (pgfplots), 8.50cm x
    // 6.38cm"), legend, labels and titles included (1 pt of rounding allowed).
    QString measured;
    for (const ChartData &chart : charts + QVector<ChartData>{variance})
        measured += QStringLiteral("\\sbox2{\\input{%1.tex}}\\typeout{FIGSIZE %1 \\the\\wd2 \\the\\ht2 \\the\\dp2}\n")
                        .arg(chart.fileName);
    measured += QStringLiteral("Measured.\n"); // a page, so that pdflatex writes a PDF
    QVERIFY(TableExport::writeFile(dir.filePath(QStringLiteral("measure.tex")), document(measured, true), &error));
    const QString measureLog = compile(dir, QStringLiteral("measure"));
    QVERIFY2(measureLog.isEmpty(), qPrintable(measureLog));
    static const QRegularExpression sized(QStringLiteral("^FIGSIZE (\\S+) ([0-9.]+)pt([0-9.]+)pt([0-9.]+)pt$"),
                                          QRegularExpression::MultilineOption);
    static const QRegularExpression stated(QStringLiteral("pgfplots\\), ([0-9.]+)cm x ([0-9.]+)cm"));
    constexpr double kPointsPerCm = 72.27 / 2.54;
    int checked = 0;
    for (auto match = sized.globalMatch(readText(dir.filePath(QStringLiteral("measure.log")))); match.hasNext();) {
        const QRegularExpressionMatch figure = match.next();
        const QRegularExpressionMatch size
            = stated.match(readText(dir.filePath(figure.captured(1) + QStringLiteral(".tex"))));
        QVERIFY2(size.hasMatch(), qPrintable(figure.captured(1)));
        const double width = figure.captured(2).toDouble();
        const double height = figure.captured(3).toDouble() + figure.captured(4).toDouble();
        QVERIFY2(width <= size.captured(1).toDouble() * kPointsPerCm + 1
                     && height <= size.captured(2).toDouble() * kPointsPerCm + 1,
                 qPrintable(QStringLiteral("%1: %2 x %3 pt, stated %4 x %5 cm")
                                .arg(figure.captured(1))
                                .arg(width)
                                .arg(height)
                                .arg(size.captured(1), size.captured(2))));
        ++checked;
    }
    QCOMPARE(checked, int(charts.size()) + 1);
    qInfo("pdflatex: the tables and the %d figures (twice) compiled in %lld ms", int(charts.size()) + 1,
          timer.elapsed());
    // The escaped names come out as typed (when pdftotext is there to read the PDF).
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (!pdftotext.isEmpty()) {
        QProcess process;
        process.start(pdftotext, {dir.filePath(QStringLiteral("figures.pdf")), QStringLiteral("-")});
        QVERIFY(process.waitForFinished(60000));
        const QString text = QString::fromUtf8(process.readAllStandardOutput());
        // (OT1's underscore is a rule that pdftotext reads as a space: the rest of the name.)
        QVERIFY2(text.contains(QLatin1String("b&c%")), qPrintable(text.left(2000)));
        QVERIFY(text.contains(QLatin1String("Precision")));
    }
}

// 20 systems at one column (8.5 x 6 cm): every figure either keeps its text at least at 85% of
// the document's size (the legend in columns, \footnotesize or \scriptsize, shortened entries,
// the title left out last) or is refused with the size that works, which then compiles
// without shrinking. Read from the LaTeX log's "OIE Studio figure NAME: shrunk to W x H; its
// text needs W' x H'".
void TestPaperTex::twentySystemsReadableOrRefused()
{
    if (QStandardPaths::findExecutable(QStringLiteral("pdflatex")).isEmpty()) {
        if (qEnvironmentVariableIsSet("CI"))
            QFAIL("pdflatex is missing");
        QSKIP("pdflatex is not installed");
    }
    const QDir dir(m_dir.filePath(QStringLiteral("twenty")));
    QVERIFY(QDir().mkpath(dir.path()));
    ChartExportOptions options;
    options.width = ChartExportOptions::kOneColumn;
    options.height = 6.0;
    QStringList refusedNames;
    QStringList names;
    QString figures;
    const auto add = [&](const QString &name) {
        names.append(name);
        figures += QStringLiteral("\\begin{figure}\n\\centering\n\\input{%1.tex}\n\\end{figure}\n\\clearpage\n").arg(name);
    };
    for (ChartData chart : chartsWithSystems(m_workspace->charts(), 20)) {
        QCOMPARE(chart.series.size(), 20);
        chart.fileName += QStringLiteral("_20");
        QString error;
        const QString path = dir.filePath(chart.fileName + QStringLiteral(".tex"));
        if (ChartExporter::exportChart(chart, ChartExporter::Format::Tex, path, options, &error)) {
            QVERIFY(error.isEmpty());
            add(chart.fileName);
            continue;
        }
        // Refused: the file and the message say so and which size works.
        QVERIFY2(readText(path).contains(QLatin1String("REFUSED")), qPrintable(path));
        static const QRegularExpression works(QStringLiteral("--size ([0-9.]+)x([0-9.]+)cm"));
        const QRegularExpressionMatch match = works.match(error);
        QVERIFY2(match.hasMatch(), qPrintable(error));
        refusedNames.append(chart.fileName);
        ChartExportOptions larger = options;
        larger.width = match.captured(1).toDouble();
        larger.height = match.captured(2).toDouble();
        QVERIFY2(larger.height > options.height, qPrintable(error));
        chart.fileName += QStringLiteral("_larger");
        QVERIFY2(ChartExporter::exportChart(chart, ChartExporter::Format::Tex,
                                            dir.filePath(chart.fileName + QStringLiteral(".tex")), larger, &error),
                 qPrintable(error));
        add(chart.fileName);
    }
    qInfo("20 systems at 8.5 x 6 cm: refused %s", qPrintable(refusedNames.join(QStringLiteral(", "))));
    QString error;
    QVERIFY(TableExport::writeFile(dir.filePath(QStringLiteral("twenty.tex")), document(figures, true), &error));
    const QString log = compile(dir, QStringLiteral("twenty"));
    QVERIFY2(log.isEmpty(), qPrintable(log));
    // TeX breaks its log's lines at 79 characters: joined again.
    const QString text = readText(dir.filePath(QStringLiteral("twenty.log"))).remove(QLatin1Char('\n'));
    static const QRegularExpression shrunk(
        QStringLiteral("OIE Studio figure (\\S+): shrunk to ([0-9.]+)cm x ([0-9.]+)cm; its text needs ([0-9.]+)pt x "
                       "([0-9.]+)pt"));
    constexpr double kPointsPerCm = 72.27 / 2.54;
    QStringList problems;
    for (auto match = shrunk.globalMatch(text); match.hasNext();) {
        const QRegularExpressionMatch figure = match.next();
        const double scale = std::min(figure.captured(2).toDouble() * kPointsPerCm / figure.captured(4).toDouble(),
                                      figure.captured(3).toDouble() * kPointsPerCm / figure.captured(5).toDouble());
        qInfo("%s shrunk to %.0f%%", qPrintable(figure.captured(1)), 100.0 * scale);
        if (scale < 0.85 || figure.captured(1).endsWith(QLatin1String("_larger")))
            problems.append(QStringLiteral("%1: shrunk to %2%").arg(figure.captured(1)).arg(qRound(100 * scale)));
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    QVERIFY(text.contains(QLatin1String("Output written")));
}

// A colour the user chose: saved in the project, one line; back on opening it, in the panel's
// swatch and in every chart's series of that system.
void TestPaperTex::systemColourSavedInProject()
{
    auto *panel = m_workspace->findChild<SystemsPanel *>(QStringLiteral("systemsPanel"));
    auto *table = m_workspace->findChild<QTableWidget *>(QStringLiteral("systemsTable"));
    QVERIFY(panel && table);
    int row = -1;
    for (int r = 0; r < table->rowCount(); ++r) {
        if (table->item(r, 0)->data(Qt::UserRole).toString() == kHardName)
            row = r;
    }
    QVERIFY(row >= 0);
    table->selectRow(row);
    QCOMPARE(panel->currentSystem(), kHardName);
    const QColor chosen(0x12, 0x34, 0x56);
    panel->setCurrentColor(chosen);
    const QString project = m_dir.filePath(QStringLiteral("colours.oieproj"));
    QVERIFY(m_window->files()->saveProject(project));
    const QString text = readText(project);
    QVERIFY2(text.contains(QStringLiteral("{\"color\":\"#123456\",\"name\":\"a_b&c%\"}")),
             qPrintable(text.right(1500)));

    MainWindow reopened;
    QVERIFY(reopened.openGold(project));
    EvaluationWorkspace *workspace = reopened.evaluationWorkspace();
    QCOMPARE(workspace->appearance()->color(kHardName), chosen);
    QCOMPARE(workspace->appearance()->color(QStringLiteral("clausie")),
             m_workspace->appearance()->color(QStringLiteral("clausie")));
    int seen = 0;
    for (const ChartData &chart : workspace->charts()) {
        for (const ChartSeries &series : chart.series) {
            if (series.name == kHardName) {
                QCOMPARE(series.color, chosen);
                ++seen;
            }
        }
    }
    QVERIFY(seen >= 5);
    auto *reopenedTable = reopened.findChild<QTableWidget *>(QStringLiteral("systemsTable"));
    QVERIFY(reopenedTable);
    bool swatch = false;
    for (int r = 0; r < reopenedTable->rowCount(); ++r) {
        if (reopenedTable->item(r, 0)->data(Qt::UserRole).toString() == kHardName) {
            QCOMPARE(reopenedTable->item(r, 0)->icon().pixmap(14, 14).toImage().pixelColor(7, 7), chosen);
            swatch = true;
        }
    }
    QVERIFY(swatch);
    panel->setCurrentColor(QColor()); // back to the palette's
}

QTEST_MAIN(TestPaperTex)
#include "TestPaperTex.moc"
