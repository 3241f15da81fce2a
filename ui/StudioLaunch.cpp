#include "ui/StudioLaunch.h"

#include "core/model/Triple.h"
#include "ui/agreement/AgreementView.h"
#include "ui/annotation/AnnotationWorkspace.h"
#include "ui/common/DiagnosticListModel.h"
#include "ui/DocumentController.h"
#include "ui/evaluation/EvaluationWorkspace.h"
#include "ui/MainWindow.h"
#include "ui/merge/MergeWorkspace.h"
#include "ui/mismatches/MismatchBrowser.h"
#include "ui/review/ReviewWorkspace.h"
#include "ui/robust/RobustWorkspace.h"
#include "ui/StudioOptions.h"
#include "ui/Translations.h"

#include <QApplication>
#include <QGuiApplication>
#include <QTabWidget>
#include <QTimer>
#include <QWindow>

#include <cstdio>

int StudioLaunch::run(QApplication &app, const StudioOptions &options)
{
    // --language wins over the saved preference, and before any window exists: every text is
    // made in that language, not retranslated from the preference's.
    if (!options.language.isEmpty())
        Translations::install(&app, options.language);
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
            StudioOptions::printError(error);
    }
    if (loaded && !options.oie2016Gold.isEmpty()) {
        // Every file read, then scored once; a file that cannot be read is an error listed below.
        loaded = evaluation->setOie2016Setup(
            {options.oie2016Gold, options.oie2016Sentences, options.oie2016Mode, options.oie2016Systems});
    }
    if (loaded && options.scorer == int(EvaluationWorkspace::Scorer::Oie2016) && !evaluation->oie2016().hasGold()) {
        StudioOptions::printError(
            StudioOptions::tr("--scorer oie2016 needs an OIE2016 gold: --oie2016-gold FILE, or a project file that "
                              "has one."));
        loaded = false;
    }
    if (loaded && options.scorer == int(EvaluationWorkspace::Scorer::Carb)
        && !evaluation->scorerResults().hasCarbGold()) {
        StudioOptions::printError(
            StudioOptions::tr("--scorer carb needs a CaRB gold: --carb-gold FILE, or a project file that has one."));
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
            StudioOptions::printError(error);
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
            StudioOptions::printError(error);
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
                StudioOptions::printError(diagnostic.toString());
                loaded = false;
            }
        }
        // Nor of no gold at all: an empty file or a text to annotate opens, but scores nothing.
        if (loaded && !options.gold.isEmpty() && window.document()->benchmark().synsetCount() == 0) {
            StudioOptions::printError(
                StudioOptions::tr("%1: no synset in this gold (an empty file, or a text to annotate): no chart to "
                                  "export.")
                    .arg(options.gold));
            loaded = false;
        }
        if (!loaded) {
            StudioOptions::printError(StudioOptions::tr("Could not load every input; no chart exported."));
            return 1;
        }
        QStringList written;
        QString error;
        const bool exported = ChartExporter::exportAll(evaluation->charts(), options.exportFormats,
                                                       options.exportCharts, options.exportOptions, &written, &error);
        for (const QString &path : std::as_const(written))
            std::fputs(qPrintable(path + QLatin1Char('\n')), stdout);
        if (!exported) { // a file that could not be written, or LaTeX figures that do not fit
            StudioOptions::printError(error);
            return 1;
        }
        // A window is created on the platform when it is first shown: none may have been.
        if (!QGuiApplication::allWindows().isEmpty()) {
            StudioOptions::printError(
                StudioOptions::tr("A window was opened during the export (%1); report this as a bug.")
                    .arg(QGuiApplication::allWindows().constFirst()->objectName()));
            return 1;
        }
        return 0;
    }
    window.show();
    if (!options.batch) {
        window.files()->offerRecovery(); // unsaved work of a session that crashed
        return app.exec();
    }

    // Any error in an input fails the run, as for the export: a missing system file is not a
    // screenshot of fewer systems.
    for (const Diagnostic &diagnostic : window.problemModel()->diagnostics()) {
        if (diagnostic.severity == Diagnostic::Severity::Error) {
            StudioOptions::printError(diagnostic.toString());
            loaded = false;
        }
    }
    if (!loaded) {
        StudioOptions::printError(StudioOptions::tr("Could not load every input; no screenshot taken."));
        return 1;
    }
    int status = 0;
    // Let the window be laid out and painted once before grabbing it.
    QTimer::singleShot(300, &window, [&window, &options, &status]() {
        if (!window.grab().save(options.screenshot, "PNG")) {
            StudioOptions::printError(StudioOptions::tr("Cannot write %1.").arg(options.screenshot));
            status = 1;
        }
        QCoreApplication::quit();
    });
    app.exec();
    return status;
}
