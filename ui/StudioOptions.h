#pragma once

#include "core/fl/FlOptions.h"
#include "core/model/Facet.h"
#include "core/oie2016/Oie2016Evaluation.h"
#include "ui/charts/ChartExporter.h"

#include <QCoreApplication>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QVector>

class QApplication;
class QCommandLineOption;
class QCommandLineParser;

// The command line of oie-studio, checked (app/oie-studio/main.cpp runs it with StudioLaunch):
//
//   oie-studio [FILE] [--system NAME=FILE]... [--facet F] [--sentence N] [--dark] [--language L] [--screenshot PNG]
//              [--draft "S --> R --> O"] [--evaluation-page scores|sentences|charts|oie2016|side-by-side] [--carb-gold
//              FILE]
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

class StudioOptions
{
    // tr() strings keep the "main" translation context they were made in.
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
    int scorer = 0; // EvaluationModel::Scorer
    QString chart; // file name of the chart to show on the charts page
    FlOptions flOptions;
    bool flOptionsSet = false; // some --fl-* option given
    bool batch = false;
    QString robustGold;
    QVector<QPair<QString, QString>> robustSystems; // name (may be empty), file
    QString merge; // annotator B's gold for the Merge tab
    QString exportCharts; // directory
    ChartExportOptions exportOptions;
    QVector<ChartExporter::Format> exportFormats{ChartExporter::Format::Pdf};

    // False (with the message printed on stderr) when the command line is wrong.
    bool parse(const QApplication &app);
    // A message on stderr, one line.
    static void printError(const QString &message);

private:
    // The --oie2016-* options; false (with the message printed) when one is wrong.
    bool parseOie2016(const QCommandLineParser &parser, const QCommandLineOption &goldOption,
                      const QCommandLineOption &systemOption, const QCommandLineOption &sentencesOption,
                      const QCommandLineOption &modeOption);
    // The export options (--size, --format, --no-title); false when one is wrong.
    bool parseExport(const QCommandLineParser &parser, const QCommandLineOption &sizeOption,
                     const QCommandLineOption &formatOption, const QCommandLineOption &noTitleOption);
};
