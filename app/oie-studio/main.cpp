// oie-studio: the OIE Studio desktop application.
//
//   oie-studio [FILE] [--system NAME=FILE]... [--facet F] [--sentence N] [--dark] [--screenshot PNG]
//              [--evaluation-page scores|sentences|charts] [--carb-gold FILE] [--scorer benchie|fl|carb]
//              [--chart NAME] [--fl-official] [--fl-no-punct] [--fl-no-af] [--fl-no-lod] [--fl-no-correction]
//              [--export-charts DIR [--size 8.5x6cm] [--format pdf,svg,png] [--no-title]]
//
// --export-charts renders every chart of the evaluation into DIR (each with its data as CSV)
// without showing a window, and exits: 0 when all were written, 1 with FILE:LINE: messages
// when an input could not be read, 2 on a wrong command line. For a paper's Makefile.
//
// --sentence opens the annotation workspace at sentence N (1-based).
// --screenshot renders the window to PNG once it is shown and exits (docs and CI): message
// boxes are then never shown, errors go to stderr and the saved window layout is ignored.
// The --fl-* options set BenchIE^FL's options for this run (as oie-score's do); without them
// an interactive run takes the options saved from the last session, a batch run the defaults.

#include "core/fl/FlOptions.h"
#include "core/model/Facet.h"
#include "ui/common/DarkTheme.h"
#include "ui/common/DiagnosticListModel.h"
#include "ui/charts/ChartExporter.h"
#include "ui/common/Dialogs.h"
#include "ui/evaluation/EvaluationWorkspace.h"
#include "ui/DocumentController.h"
#include "ui/MainWindow.h"
#include "ui/mismatches/MismatchBrowser.h"
#include "ui/StudioSettings.h"
#include "ui/Translations.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QTimer>

#include <cstdio>
#include <utility>

namespace {

void printError(const QString &message)
{
    std::fputs(qPrintable(message + QLatin1Char('\n')), stderr);
}

// The command line, checked. tr() strings belong to the "main" translation context.
struct Options
{
    Q_DECLARE_TR_FUNCTIONS(main)

public:
    QString gold;
    QVector<QPair<QString, QString>> systems; // name (may be empty), file
    Facet facet = Facet::Default;
    QString screenshot;
    int evaluationPage = -1; // 0 scores, 1 sentences, 2 charts
    int sentence = 0; // 1-based position in the gold, 0 = none
    bool dark = false;
    QString carbGold;
    int scorer = 0; // EvaluationWorkspace::Scorer
    QString chart; // file name of the chart to show on the charts page
    FlOptions flOptions;
    bool flOptionsSet = false; // some --fl-* option given
    bool batch = false;
    QString exportCharts; // directory
    ChartExportOptions exportOptions;
    QVector<ChartExporter::Format> exportFormats{ChartExporter::Format::Pdf};

    // False (with the message printed) when the command line is wrong.
    bool parse(const QApplication &app)
    {
        QCommandLineParser parser;
        parser.setApplicationDescription(tr("Scores Open Information Extraction systems against BenchIE gold."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addPositionalArgument(QStringLiteral("gold"), tr("BenchIE gold annotation file to open."),
                                     QStringLiteral("[GOLD]"));
        const QString facetNames = Facets::names().join(QStringLiteral(", "));
        const QCommandLineOption systemOption(
            QStringLiteral("system"), tr("Add a system output (NAME=FILE, or FILE). Repeatable."),
            QStringLiteral("NAME=FILE"));
        const QCommandLineOption facetOption(QStringLiteral("facet"), tr("Facet to score under: %1.").arg(facetNames),
                                             QStringLiteral("F"), Facets::name(Facet::Default));
        const QCommandLineOption screenshotOption(
            QStringLiteral("screenshot"), tr("Save the window as PNG once shown, then exit."), QStringLiteral("PNG"));
        const QCommandLineOption pageOption(QStringLiteral("evaluation-page"),
                                            tr("Show the evaluation workspace's page: scores, sentences or charts."),
                                            QStringLiteral("PAGE"));
        const QCommandLineOption sentenceOption(
            QStringLiteral("sentence"),
            tr("Go to sentence N (1-based): the annotation workspace opens there, and the mismatch browser selects it."),
            QStringLiteral("N"));
        const QCommandLineOption darkOption(QStringLiteral("dark"), tr("Use a dark palette (Fusion style)."));
        const QCommandLineOption carbGoldOption(QStringLiteral("carb-gold"),
                                                tr("Attach a CaRB gold file for the CaRB scorer."), QStringLiteral("FILE"));
        const QCommandLineOption scorerOption(QStringLiteral("scorer"),
                                              tr("Scorer of the evaluation workspace: benchie, fl or carb."),
                                              QStringLiteral("S"), QStringLiteral("benchie"));
        const QCommandLineOption chartOption(QStringLiteral("chart"),
                                             tr("Show this chart (its export file name) on the charts page."),
                                             QStringLiteral("NAME"));
        const QCommandLineOption exportOption(
            QStringLiteral("export-charts"), tr("Render every chart into DIR (with its data as CSV) without a window, then exit."),
            QStringLiteral("DIR"));
        const QCommandLineOption sizeOption(QStringLiteral("size"),
                                            tr("Size of the exported charts, e.g. 8.5x6cm or 3.3x2.5in (default 8.5x6.375cm)."),
                                            QStringLiteral("WxH"));
        const QCommandLineOption formatOption(QStringLiteral("format"),
                                              tr("Formats of the exported charts: pdf, svg, png, comma-separated (default pdf)."),
                                              QStringLiteral("LIST"));
        const QCommandLineOption noTitleOption(QStringLiteral("no-title"),
                                               tr("Exported charts without their titles (for captions)."));
        parser.addOptions({systemOption, facetOption, sentenceOption, darkOption, screenshotOption, pageOption,
                           carbGoldOption, scorerOption, chartOption, exportOption, sizeOption, formatOption,
                           noTitleOption});
        const QCommandLineOption flOfficialOption(
            QStringLiteral("fl-official"), tr("BenchIE^FL: reproduce the official scorer (its published numbers)."));
        const QList<std::pair<QCommandLineOption, bool FlOptions::*>> flSwitches{
            {QCommandLineOption(QStringLiteral("fl-no-punct"), tr("BenchIE^FL: no match without punctuation.")),
             &FlOptions::noPunctuation},
            {QCommandLineOption(QStringLiteral("fl-no-af"), tr("BenchIE^FL: no alternative formulations.")),
             &FlOptions::alternativeFormulations},
            {QCommandLineOption(QStringLiteral("fl-no-lod"), tr("BenchIE^FL: no level of detail.")),
             &FlOptions::levelOfDetail},
            {QCommandLineOption(QStringLiteral("fl-no-correction"),
                                tr("BenchIE^FL: no correction (every matching extraction is credited).")),
             &FlOptions::correction},
        };
        parser.addOption(flOfficialOption);
        for (const auto &flSwitch : flSwitches)
            parser.addOption(flSwitch.first);
        parser.process(app);

        const QStringList positional = parser.positionalArguments();
        if (positional.size() > 1) {
            printError(tr("Only one gold file can be opened."));
            return false;
        }
        gold = positional.value(0);
        if (!Facets::parse(parser.value(facetOption), &facet)) {
            printError(tr("Unknown facet '%1' (expected one of: %2).").arg(parser.value(facetOption), facetNames));
            return false;
        }
        for (const QString &value : parser.values(systemOption)) {
            const qsizetype eq = value.indexOf(QLatin1Char('='));
            // Absolute: a project saved later finds the file from its own folder too.
            const QString file = QFileInfo(eq > 0 ? value.mid(eq + 1) : value).absoluteFilePath();
            systems.append(qMakePair(eq > 0 ? value.left(eq) : QString(), file));
        }
        if (!systems.isEmpty() && gold.isEmpty()) {
            printError(tr("--system needs a gold file."));
            return false;
        }
        if (parser.isSet(pageOption)) {
            evaluationPage = QStringList{QStringLiteral("scores"), QStringLiteral("sentences"), QStringLiteral("charts")}
                                 .indexOf(parser.value(pageOption));
            if (evaluationPage < 0) {
                printError(tr("Unknown page '%1' (expected scores, sentences or charts).").arg(parser.value(pageOption)));
                return false;
            }
        }
        if (parser.isSet(carbGoldOption))
            carbGold = QFileInfo(parser.value(carbGoldOption)).absoluteFilePath();
        chart = parser.value(chartOption);
        scorer = QStringList{QStringLiteral("benchie"), QStringLiteral("fl"), QStringLiteral("carb")}.indexOf(
            parser.value(scorerOption));
        if (scorer < 0 || (scorer == 2 && carbGold.isEmpty() && gold.isEmpty())) {
            printError(tr("--scorer is benchie, fl or carb (carb needs --carb-gold, or a project file with a CaRB gold)."));
            return false;
        }
        if (parser.isSet(sentenceOption)) {
            bool ok = false;
            sentence = parser.value(sentenceOption).toInt(&ok);
            if (!ok || sentence < 1) {
                printError(tr("--sentence needs a sentence number from 1 on, not '%1'.").arg(parser.value(sentenceOption)));
                return false;
            }
        }
        flOptions.official = parser.isSet(flOfficialOption);
        flOptionsSet = flOptions.official;
        for (const auto &[option, member] : flSwitches) {
            if (parser.isSet(option)) {
                flOptions.*member = false;
                flOptionsSet = true;
            }
        }
        dark = parser.isSet(darkOption);
        exportCharts = parser.value(exportOption);
        if (!exportCharts.isEmpty() && gold.isEmpty()) {
            printError(tr("--export-charts needs a gold file."));
            return false;
        }
        if (parser.isSet(sizeOption)) {
            QString error;
            if (!ChartExporter::parseSize(parser.value(sizeOption), &exportOptions, &error)) {
                printError(QStringLiteral("--size: ") + error);
                return false;
            }
        }
        exportOptions.title = !parser.isSet(noTitleOption);
        if (parser.isSet(formatOption)) {
            exportFormats.clear();
            for (const QString &name : parser.value(formatOption).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                ChartExporter::Format format;
                if (!ChartExporter::parseFormat(name.trimmed(), &format)) {
                    printError(tr("--format: unknown format '%1' (expected pdf, svg or png).").arg(name));
                    return false;
                }
                exportFormats.append(format);
            }
        }
        batch = parser.isSet(screenshotOption) || !exportCharts.isEmpty();
        screenshot = parser.value(screenshotOption);
        return true;
    }
};

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("OIE Studio"));
    QApplication::setOrganizationName(QStringLiteral("OIE Studio"));
    QApplication::setApplicationVersion(QStringLiteral(OIE_STUDIO_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("oie-studio"));
    const QString language = StudioSettings::value(StudioSettings::Key::Language).toString();
    Translations::install(&app, language.isEmpty() ? QLocale() : QLocale(language));

    Options options;
    if (!options.parse(app))
        return 2;
    Dialogs::setInteractive(!options.batch);
    if (options.dark)
        DarkTheme::apply(app);

    MainWindow window;
    window.setFacet(options.facet);
    bool loaded = true;
    if (!options.gold.isEmpty()) {
        const StudioDocument::UpdateBatch batch(window.document()); // the views rebuild once
        loaded = window.openGold(options.gold);
        for (const auto &system : std::as_const(options.systems)) {
            if (loaded)
                loaded = window.addSystem(system.first, system.second);
        }
    }
    EvaluationWorkspace *evaluation = window.evaluationWorkspace();
    if (loaded && !options.carbGold.isEmpty()) {
        QString error;
        loaded = evaluation->attachCarbGold(options.carbGold, &error);
        if (!loaded)
            printError(error);
    }
    if (loaded && options.scorer == int(EvaluationWorkspace::Scorer::Carb) && !evaluation->scorerResults().hasCarbGold()) {
        printError(Options::tr("--scorer carb needs a CaRB gold: --carb-gold FILE, or a project file that has one."));
        loaded = false;
    }
    if (options.flOptionsSet)
        evaluation->setFlOptions(options.flOptions);
    evaluation->setScorer(EvaluationWorkspace::Scorer(options.scorer));
    if (!options.chart.isEmpty())
        evaluation->selectChart(options.chart);
    if (options.sentence > 0) {
        evaluation->mismatchBrowser()->selectSentence(options.sentence - 1);
        window.showAnnotation(options.sentence - 1);
    }
    if (options.evaluationPage >= 0) {
        window.showEvaluation();
        evaluation->showPage(options.evaluationPage);
    }
    if (!options.exportCharts.isEmpty()) { // no window shown
        // Any error in an input fails the export: a paper's figures are not made of half a file.
        for (const Diagnostic &diagnostic : window.problemModel()->diagnostics()) {
            if (diagnostic.severity == Diagnostic::Severity::Error) {
                printError(diagnostic.toString());
                loaded = false;
            }
        }
        if (!loaded) {
            printError(Options::tr("Could not load every input; no chart exported."));
            return 1;
        }
        QStringList written;
        QString error;
        if (!ChartExporter::exportAll(evaluation->charts(), options.exportFormats, options.exportCharts,
                                      options.exportOptions, &written, &error)) {
            printError(error);
            return 1;
        }
        for (const QString &path : std::as_const(written))
            std::fputs(qPrintable(path + QLatin1Char('\n')), stdout);
        return 0;
    }
    window.show();
    if (!options.batch) {
        window.files()->offerRecovery(); // unsaved work of a session that crashed
        return app.exec();
    }

    for (const Diagnostic &diagnostic : window.problemModel()->diagnostics()) {
        if (diagnostic.severity == Diagnostic::Severity::Error)
            printError(diagnostic.toString());
    }
    if (!loaded) {
        printError(Options::tr("Could not load every input; no screenshot taken."));
        return 1;
    }
    int status = 0;
    // Let the window be laid out and painted once before grabbing it.
    QTimer::singleShot(300, &window, [&window, &options, &status]() {
        if (!window.grab().save(options.screenshot, "PNG")) {
            printError(Options::tr("Cannot write %1.").arg(options.screenshot));
            status = 1;
        }
        QCoreApplication::quit();
    });
    app.exec();
    return status;
}
