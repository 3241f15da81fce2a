// oie-studio: the OIE Studio desktop application.
//
//   oie-studio [FILE] [--system NAME=FILE]... [--facet F] [--sentence N] [--dark] [--language L] [--screenshot PNG]
//              [--draft "S --> R --> O"] [--evaluation-page scores|sentences|charts|oie2016|side-by-side] [--carb-gold FILE]
//              [--oie2016-gold FILE.oie] [--oie2016-system FORMAT:NAME=FILE]... [--oie2016-sentences FILE]
//              [--oie2016-mode current|2016] [--scorer benchie|fl|carb|oie2016]
//              [--chart NAME] [--fl-official] [--fl-no-punct] [--fl-no-af] [--fl-no-lod] [--fl-no-correction]
//              [--robust-gold FILE [--robust-system NAME=FILE]...] [--merge FILE]
//              [--review] [--reference FILE]... [--agreement OTHER_GOLD]
//              [--export-charts DIR [--size 8.5x6cm] [--format pdf,svg,png,tex] [--no-title]]
//
// --export-charts renders every chart of the evaluation into DIR (each with its data as CSV and
// its LaTeX caption snippet, NAME.caption.tex; format tex: a pgfplots figure) without showing a
// window and without a display (offscreen unless QT_QPA_PLATFORM says otherwise), and exits: 0
// when all were written, 1 with FILE:LINE: messages when an input could not be read, 2 on a
// wrong command line. For a paper's Makefile.
//
// --oie2016-system takes FORMAT:NAME=FILE or FORMAT:FILE (FORMAT: ollie, reverb, stanford, openie4,
// clausie, props; NAME defaults to the paper's name of the system); reverb needs --oie2016-sentences.
// --review shows the Review tab (at its first extraction to judge); --reference attaches a file
// for review (a CaRB gold in tab format, a BenchIE system file, another gold); --agreement shows
// the Agree tab with the open gold compared with OTHER_GOLD.
// --sentence opens the annotation workspace at sentence N (1-based).
// --language switches the interface to a language (de, fr, zh_CN, en) once the window is built,
// as the preferences do (the window retranslates at once), without storing it.
// --robust-gold opens a ROBUST gold (with --robust-system its systems) in the ROBUST workspace,
// which is then shown (unless --sentence or --evaluation-page asks for another).
// --merge opens a second annotator's gold (or project) in the Merge tab, which is then shown.
// --screenshot renders the window to PNG once it is shown and exits (docs and CI): message
// boxes are then never shown, errors go to stderr and the saved window layout is ignored.
// The --fl-* options set BenchIE^FL's options for this run (as oie-score's do); without them
// an interactive run takes the options saved from the last session, a batch run the defaults.

#include "core/fl/FlOptions.h"
#include "core/model/Facet.h"
#include "core/model/Triple.h"
#include "core/oie2016/Oie2016Evaluation.h"
#include "ui/annotation/AnnotationWorkspace.h"
#include "ui/common/DarkTheme.h"
#include "ui/common/DiagnosticListModel.h"
#include "ui/charts/ChartExporter.h"
#include "ui/common/Dialogs.h"
#include "ui/evaluation/EvaluationWorkspace.h"
#include "ui/DocumentController.h"
#include "ui/MainWindow.h"
#include "ui/agreement/AgreementView.h"
#include "ui/review/ReviewWorkspace.h"
#include "ui/mismatches/MismatchBrowser.h"
#include "ui/merge/MergeWorkspace.h"
#include "ui/robust/RobustWorkspace.h"
#include "ui/StudioSettings.h"
#include "ui/Translations.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QGuiApplication>
#include <QWindow>
#include <QTabWidget>
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
    QString draft; // "subject --> relation --> object" loaded into the triple being built
    bool dark = false;
    QString language; // switched to once the window is built
    QString carbGold;
    QString oie2016Gold;
    QString oie2016Sentences;
    Oie2016Options::Mode oie2016Mode = Oie2016Options::Mode::Current;
    QVector<Oie2016SystemFile> oie2016Systems;
    bool review = false;
    QStringList references;
    QString agreementGold;
    int scorer = 0; // EvaluationWorkspace::Scorer
    QString chart; // file name of the chart to show on the charts page
    FlOptions flOptions;
    bool flOptionsSet = false; // some --fl-* option given
    bool batch = false;
    QString robustGold;
    QVector<QPair<QString, QString>> robustSystems; // name (may be empty), file
    QString merge; // annotator B's gold for the Merge tab

    // The --oie2016-* options; false (with the message printed) when one is wrong.
    bool parseOie2016(const QCommandLineParser &parser, const QCommandLineOption &goldOption,
                      const QCommandLineOption &systemOption, const QCommandLineOption &sentencesOption,
                      const QCommandLineOption &modeOption)
    {
        if (parser.isSet(goldOption))
            oie2016Gold = QFileInfo(parser.value(goldOption)).absoluteFilePath();
        if (parser.isSet(sentencesOption))
            oie2016Sentences = QFileInfo(parser.value(sentencesOption)).absoluteFilePath();
        if (!Oie2016Options::parseMode(parser.value(modeOption), &oie2016Mode)) {
            printError(tr("Unknown OIE2016 mode '%1' (expected current or 2016).").arg(parser.value(modeOption)));
            return false;
        }
        for (const QString &value : parser.values(systemOption)) {
            Oie2016SystemFile file;
            QString error;
            if (!Oie2016Evaluation::parseSystemArgument(value, &file, &error)) {
                printError(QStringLiteral("--oie2016-system: ") + error);
                return false;
            }
            file.path = QFileInfo(file.path).absoluteFilePath();
            oie2016Systems.append(file);
        }
        if (!oie2016Systems.isEmpty() && oie2016Gold.isEmpty()) {
            printError(tr("--oie2016-system needs --oie2016-gold."));
            return false;
        }
        return true;
    }
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
                                            tr("Show the evaluation workspace's page: scores, sentences, charts, oie2016 or side-by-side."),
                                            QStringLiteral("PAGE"));
        const QCommandLineOption sentenceOption(
            QStringLiteral("sentence"),
            tr("Go to sentence N (1-based): the annotation workspace opens there, and the mismatch browser selects it."),
            QStringLiteral("N"));
        const QCommandLineOption darkOption(QStringLiteral("dark"), tr("Use a dark palette (Fusion style)."));
        const QCommandLineOption languageOption(
            QStringLiteral("language"), tr("Switch the interface to LANGUAGE (de, fr, zh_CN, en) once the window is built."),
            QStringLiteral("LANGUAGE"));
        const QCommandLineOption carbGoldOption(QStringLiteral("carb-gold"),
                                                tr("Attach a CaRB gold file for the CaRB scorer."), QStringLiteral("FILE"));
        const QCommandLineOption oie2016GoldOption(QStringLiteral("oie2016-gold"),
                                                   tr("Attach an OIE2016 gold (.oie) for the OIE2016 scorer."),
                                                   QStringLiteral("FILE"));
        const QCommandLineOption oie2016SystemOption(
            QStringLiteral("oie2016-system"),
            tr("Add a native system output to OIE2016 (FORMAT:NAME=FILE or FORMAT:FILE; FORMAT: %1). Repeatable.")
                .arg(Oie2016SystemReader::formatNames().join(QStringLiteral(", "))),
            QStringLiteral("FORMAT:NAME=FILE"));
        const QCommandLineOption oie2016SentencesOption(
            QStringLiteral("oie2016-sentences"),
            tr("The sentence file ReVerb's sentence numbers point into (OIE2016's raw_sentences/all.txt)."),
            QStringLiteral("FILE"));
        const QCommandLineOption oie2016ModeOption(
            QStringLiteral("oie2016-mode"), tr("OIE2016 matcher: current (today's official code) or 2016 (the paper's)."),
            QStringLiteral("MODE"), QStringLiteral("current"));
        parser.addOptions({oie2016GoldOption, oie2016SystemOption, oie2016SentencesOption, oie2016ModeOption});
        const QCommandLineOption scorerOption(QStringLiteral("scorer"),
                                              tr("Scorer of the evaluation workspace: benchie, fl, carb or oie2016."),
                                              QStringLiteral("S"), QStringLiteral("benchie"));
        const QCommandLineOption chartOption(QStringLiteral("chart"),
                                             tr("Show this chart (its export file name) on the charts page."),
                                             QStringLiteral("NAME"));
        const QCommandLineOption draftOption(
            QStringLiteral("draft"),
            tr("Load a triple (\"subject --> relation --> object\") into the slots of the annotation workspace, at --sentence."),
            QStringLiteral("TRIPLE"));
        parser.addOptions({systemOption, facetOption, sentenceOption, darkOption, screenshotOption, pageOption,
                           carbGoldOption, scorerOption, chartOption, draftOption, languageOption});
        const QCommandLineOption robustGoldOption(
            QStringLiteral("robust-gold"), tr("Open a ROBUST gold (JSON cliques) in the ROBUST workspace."),
            QStringLiteral("FILE"));
        const QCommandLineOption robustSystemOption(
            QStringLiteral("robust-system"), tr("Add a ROBUST system file (NAME=FILE, or FILE). Repeatable."),
            QStringLiteral("NAME=FILE"));
        parser.addOptions({robustGoldOption, robustSystemOption});
        const QCommandLineOption mergeOption(
            QStringLiteral("merge"), tr("Merge a second annotator's gold or project into the gold (the Merge tab)."),
            QStringLiteral("FILE"));
        parser.addOption(mergeOption);
        const QCommandLineOption exportOption(
            QStringLiteral("export-charts"), tr("Render every chart into DIR (with its data as CSV) without a window, then exit."),
            QStringLiteral("DIR"));
        const QCommandLineOption sizeOption(QStringLiteral("size"),
                                            tr("Size of the exported charts, e.g. 8.5x6cm or 3.3x2.5in (default 8.5x6.375cm)."),
                                            QStringLiteral("WxH"));
        const QCommandLineOption formatOption(QStringLiteral("format"),
                                              tr("Formats of the exported charts: pdf, svg, png, tex (pgfplots), comma-separated (default pdf)."),
                                              QStringLiteral("LIST"));
        const QCommandLineOption noTitleOption(QStringLiteral("no-title"),
                                               tr("Exported charts without their titles (for captions)."));
        parser.addOptions({exportOption, sizeOption, formatOption, noTitleOption});
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
        const QCommandLineOption reviewOption(QStringLiteral("review"), tr("Show the Review tab."));
        const QCommandLineOption referenceOption(
            QStringLiteral("reference"),
            tr("Attach a file for review: a CaRB gold (tab format), a BenchIE system file or another gold. Repeatable."),
            QStringLiteral("FILE"));
        const QCommandLineOption agreementOption(
            QStringLiteral("agreement"), tr("Show the Agree tab: the open gold's agreement with this gold."),
            QStringLiteral("OTHER_GOLD"));
        parser.addOptions({reviewOption, referenceOption, agreementOption});
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
        if (parser.isSet(robustGoldOption))
            robustGold = QFileInfo(parser.value(robustGoldOption)).absoluteFilePath();
        for (const QString &value : parser.values(robustSystemOption)) {
            const qsizetype eq = value.indexOf(QLatin1Char('='));
            robustSystems.append(qMakePair(eq > 0 ? value.left(eq) : QString(),
                                           QFileInfo(eq > 0 ? value.mid(eq + 1) : value).absoluteFilePath()));
        }
        if (!robustSystems.isEmpty() && robustGold.isEmpty()) {
            printError(tr("--robust-system needs --robust-gold."));
            return false;
        }
        if (parser.isSet(pageOption)) {
            evaluationPage = QStringList{QStringLiteral("scores"), QStringLiteral("sentences"), QStringLiteral("charts"),
                                         QStringLiteral("oie2016"), QStringLiteral("side-by-side")}
                                 .indexOf(parser.value(pageOption));
            if (evaluationPage < 0) {
                printError(tr("Unknown page '%1' (expected scores, sentences, charts, oie2016 or side-by-side).")
                               .arg(parser.value(pageOption)));
                return false;
            }
        }
        if (parser.isSet(carbGoldOption))
            carbGold = QFileInfo(parser.value(carbGoldOption)).absoluteFilePath();
        if (!parseOie2016(parser, oie2016GoldOption, oie2016SystemOption, oie2016SentencesOption, oie2016ModeOption))
            return false;
        chart = parser.value(chartOption);
        scorer = QStringList{QStringLiteral("benchie"), QStringLiteral("fl"), QStringLiteral("carb"),
                             QStringLiteral("oie2016")}
                     .indexOf(parser.value(scorerOption));
        if (scorer < 0 || (scorer == 2 && carbGold.isEmpty() && gold.isEmpty())
            || (scorer == 3 && oie2016Gold.isEmpty() && gold.isEmpty())) {
            printError(tr("--scorer is benchie, fl, carb or oie2016 (carb needs --carb-gold, oie2016 --oie2016-gold, "
                          "or a project file that has one)."));
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
        draft = parser.value(draftOption);
        if (!draft.isEmpty() && draft.split(QStringLiteral("-->")).size() != 3) {
            printError(tr("--draft needs a triple \"subject --> relation --> object\", not '%1'.").arg(draft));
            return false;
        }
        dark = parser.isSet(darkOption);
        language = parser.value(languageOption);
        review = parser.isSet(reviewOption);
        for (const QString &reference : parser.values(referenceOption))
            references.append(QFileInfo(reference).absoluteFilePath());
        if (parser.isSet(agreementOption))
            agreementGold = QFileInfo(parser.value(agreementOption)).absoluteFilePath();
        if ((!references.isEmpty() || !agreementGold.isEmpty()) && gold.isEmpty()) {
            printError(tr("--reference and --agreement need a gold file."));
            return false;
        }
        if (parser.isSet(mergeOption))
            merge = QFileInfo(parser.value(mergeOption)).absoluteFilePath();
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
                    printError(tr("--format: unknown format '%1' (expected pdf, svg, png or tex).").arg(name));
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
    // --version answers without a display (packaging scripts, man pages, bug reports).
    for (int i = 1; i < argc; ++i) {
        if (qstrcmp(argv[i], "--version") == 0 || qstrcmp(argv[i], "-v") == 0) {
            std::fputs("oie-studio " OIE_STUDIO_VERSION "\n", stdout);
            return 0;
        }
    }
    // --export-charts needs no display: without a platform chosen, it draws offscreen (a paper's
    // Makefile may run where there is no X or Wayland server).
    for (int i = 1; i < argc; ++i) {
        if (qstrncmp(argv[i], "--export-charts", 15) == 0 && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("OIE Studio"));
    QApplication::setOrganizationName(QStringLiteral("OIE Studio"));
    QApplication::setApplicationVersion(QStringLiteral(OIE_STUDIO_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("oie-studio"));
    const QString language = StudioSettings::value(StudioSettings::Key::Language).toString();
    Translations::install(&app, language);

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
    if (loaded && !options.oie2016Gold.isEmpty()) {
        // Every file read, then scored once; a file that cannot be read is an error listed below.
        loaded = evaluation->setOie2016Setup(
            {options.oie2016Gold, options.oie2016Sentences, options.oie2016Mode, options.oie2016Systems});
    }
    if (loaded && options.scorer == int(EvaluationWorkspace::Scorer::Oie2016) && !evaluation->oie2016().hasGold()) {
        printError(Options::tr("--scorer oie2016 needs an OIE2016 gold: --oie2016-gold FILE, or a project file that "
                               "has one."));
        loaded = false;
    }
    if (loaded && options.scorer == int(EvaluationWorkspace::Scorer::Carb) && !evaluation->scorerResults().hasCarbGold()) {
        printError(Options::tr("--scorer carb needs a CaRB gold: --carb-gold FILE, or a project file that has one."));
        loaded = false;
    }
    if (loaded && !options.robustGold.isEmpty()) {
        RobustWorkspace *robust = window.robustWorkspace();
        loaded = robust->openGold(options.robustGold);
        for (const auto &system : std::as_const(options.robustSystems)) {
            if (loaded)
                loaded = robust->addSystem(system.first, system.second);
        }
        window.showRobust();
    }
    for (const QString &reference : std::as_const(options.references)) {
        QString error;
        if (loaded && !window.reviewWorkspace()->attachReference(reference, &error)) {
            printError(error);
            loaded = false;
        }
    }
    if (loaded && !options.merge.isEmpty()) {
        loaded = window.mergeWorkspace()->openOther(options.merge);
        if (auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("workspaceTabs")))
            tabs->setCurrentWidget(window.mergeWorkspace());
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
    if (!options.draft.isEmpty()) {
        const QStringList parts = options.draft.split(QStringLiteral("-->"));
        window.annotationWorkspace()->loadDraft(
            Triple(parts.at(0).trimmed(), parts.at(1).trimmed(), parts.at(2).trimmed()));
    }
    if (options.evaluationPage >= 0) {
        window.showEvaluation();
        evaluation->showPage(options.evaluationPage);
    }
    if (loaded && !options.agreementGold.isEmpty()) {
        QString error;
        loaded = window.agreementView()->compareWith(options.agreementGold, &error);
        if (!loaded)
            printError(error);
        window.showAgreement();
    }
    if (options.review) {
        window.showReview();
        window.reviewWorkspace()->selectQueueRow(0);
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
        // A window is created on the platform when it is first shown: none may have been.
        if (!QGuiApplication::allWindows().isEmpty()) {
            printError(Options::tr("A window was opened during the export (%1); report this as a bug.")
                           .arg(QGuiApplication::allWindows().constFirst()->objectName()));
            return 1;
        }
        return 0;
    }
    window.show();
    if (!options.language.isEmpty())
        Translations::install(&app, options.language); // the window retranslates (QEvent::LanguageChange)
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
