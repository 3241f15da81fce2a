#pragma once

class QApplication;
class StudioOptions;

// What oie-studio does with its command line once parsed: the main window with every input
// opened (gold, systems, CaRB, OIE2016, ROBUST, references, merge, agreement), then either the
// charts exported without a window (--export-charts), a screenshot (--screenshot), or the
// interactive session (with the recovery of unsaved work). Returns the exit status: 1 when an
// input could not be read in a batch run.
namespace StudioLaunch {

int run(QApplication &app, const StudioOptions &options);

} // namespace StudioLaunch
