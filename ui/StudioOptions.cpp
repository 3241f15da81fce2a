#include "ui/StudioOptions.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>

#include <cstdio>
#include <utility>

void StudioOptions::printError(const QString &message)
{
    std::fputs(qPrintable(message + QLatin1Char('\n')), stderr);
}

bool StudioOptions::parseOie2016(const QCommandLineParser &parser, const QCommandLineOption &goldOption,
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

bool StudioOptions::parse(const QApplication &app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Scores Open Information Extraction systems against BenchIE gold."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("gold"), tr("BenchIE gold annotation file to open."),
                                 QStringLiteral("[GOLD]"));
    const QString facetNames = Facets::names().join(QStringLiteral(", "));
    const QCommandLineOption systemOption(QStringLiteral("system"),
                                          tr("Add a system output (NAME=FILE, or FILE). Repeatable."),
                                          QStringLiteral("NAME=FILE"));
    const QCommandLineOption facetOption(QStringLiteral("facet"), tr("Facet to score under: %1.").arg(facetNames),
                                         QStringLiteral("F"), Facets::name(Facet::Default));
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"), tr("Save the window as PNG once shown, then exit."), QStringLiteral("PNG"));
    const QCommandLineOption pageOption(
        QStringLiteral("evaluation-page"),
        tr("Show the evaluation workspace's page: scores, sentences, charts, oie2016 or side-by-side."),
        QStringLiteral("PAGE"));
    const QCommandLineOption sentenceOption(
        QStringLiteral("sentence"),
        tr("Go to sentence N (1-based): the annotation workspace opens there, and the mismatch browser selects it."),
        QStringLiteral("N"));
    const QCommandLineOption darkOption(QStringLiteral("dark"), tr("Use a dark palette (Fusion style)."));
    const QCommandLineOption languageOption(
        QStringLiteral("language"),
        tr("Switch the interface to LANGUAGE (de, fr, zh_CN, en) once the window is built."),
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
    const QCommandLineOption draftOption(QStringLiteral("draft"),
                                         tr("Load a triple (\"subject --> relation --> object\") into the slots of the "
                                            "annotation workspace, at --sentence."),
                                         QStringLiteral("TRIPLE"));
    parser.addOptions({systemOption, facetOption, sentenceOption, darkOption, screenshotOption, pageOption,
                       carbGoldOption, scorerOption, chartOption, draftOption, languageOption});
    const QCommandLineOption robustGoldOption(QStringLiteral("robust-gold"),
                                              tr("Open a ROBUST gold (JSON cliques) in the ROBUST workspace."),
                                              QStringLiteral("FILE"));
    const QCommandLineOption robustSystemOption(QStringLiteral("robust-system"),
                                                tr("Add a ROBUST system file (NAME=FILE, or FILE). Repeatable."),
                                                QStringLiteral("NAME=FILE"));
    parser.addOptions({robustGoldOption, robustSystemOption});
    const QCommandLineOption mergeOption(
        QStringLiteral("merge"), tr("Merge a second annotator's gold or project into the gold (the Merge tab)."),
        QStringLiteral("FILE"));
    parser.addOption(mergeOption);
    const QCommandLineOption exportOption(
        QStringLiteral("export-charts"),
        tr("Render every chart into DIR (with its data as CSV) without a window, then exit."), QStringLiteral("DIR"));
    const QCommandLineOption sizeOption(
        QStringLiteral("size"), tr("Size of the exported charts, e.g. 8.5x6cm or 3.3x2.5in (default 8.5x6.375cm)."),
        QStringLiteral("WxH"));
    const QCommandLineOption formatOption(
        QStringLiteral("format"),
        tr("Formats of the exported charts: pdf, svg, png, tex (pgfplots), comma-separated (default pdf)."),
        QStringLiteral("LIST"));
    const QCommandLineOption noTitleOption(QStringLiteral("no-title"),
                                           tr("Exported charts without their titles (for captions)."));
    parser.addOptions({exportOption, sizeOption, formatOption, noTitleOption});
    const QCommandLineOption flOfficialOption(QStringLiteral("fl-official"),
                                              tr("BenchIE^FL: reproduce the official scorer (its published numbers)."));
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
    const QCommandLineOption agreementOption(QStringLiteral("agreement"),
                                             tr("Show the Agree tab: the open gold's agreement with this gold."),
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
    if (!parseExport(parser, sizeOption, formatOption, noTitleOption))
        return false;
    batch = parser.isSet(screenshotOption) || !exportCharts.isEmpty();
    screenshot = parser.value(screenshotOption);
    return true;
}

bool StudioOptions::parseExport(const QCommandLineParser &parser, const QCommandLineOption &sizeOption,
                                const QCommandLineOption &formatOption, const QCommandLineOption &noTitleOption)
{
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
    return true;
}
