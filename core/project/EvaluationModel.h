#pragma once

#include "core/analysis/AnalysisResults.h"
#include "core/analysis/FacetOverview.h"
#include "core/base/Diagnostic.h"
#include "core/document/ScorerResults.h"
#include "core/oie2016/Oie2016Evaluation.h"
#include "core/report/CompareReport.h"
#include "core/stats/Bootstrap.h"
#include "core/stats/PairedTests.h"

#include <QList>
#include <QObject>
#include <QSet>
#include <QString>

#include <functional>

class ProjectFile;
class StudioDocument;

// Every result the Evaluate tab shows, derived in core from the document and kept current on
// its signals: the scorer chosen, the CaRB and BenchIE^FL results (ScorerResults), the F1 of
// every system under every facet (FacetOverview), the paper's analyses (AnalysisResults) and
// the OIE2016 scorer with its own files (Oie2016Evaluation). Windows observe it through the
// signals below and never hold a result object; a command-line program or a test can open a
// gold, attach the same inputs and read the same results without any widget.
//
// A gold edit (StudioDocument::sentenceChanged) updates that sentence only; while deferred
// (the annotation tab is in front) edits are only noted and caught up when deferral ends.
class EvaluationModel : public QObject
{
    Q_OBJECT

public:
    using Scorer = ScorerResults::Scorer;

    explicit EvaluationModel(StudioDocument *document, QObject *parent = nullptr);

    StudioDocument *document() const { return m_document; }
    const ScorerResults &scorerResults() const { return m_scorerResults; }
    const FacetOverview &facetOverview() const { return m_overview; }
    const AnalysisResults &analyses() const { return m_analyses; }
    const Oie2016Evaluation &oie2016() const { return m_oie2016; }
    // The OIE2016 messages: reading its files, then its last scoring.
    Diagnostics oie2016Diagnostics() const { return m_oie2016Diagnostics + m_oie2016ScoreDiagnostics; }

    // The scorer of the score table and chart. CaRB needs a CaRB gold and OIE2016 an OIE2016
    // gold: without one the choice is refused (false) and the scorer stays.
    bool setScorer(Scorer scorer);
    Scorer scorer() const { return m_scorer; }
    bool canScoreWith(Scorer scorer) const;
    // The scores of the table and the mismatch browser under the scorer (BenchIE's under CaRB
    // and OIE2016, which have no per-extraction verdicts against synsets).
    const QVector<SystemScore> &activeScores() const;
    // Whether the scorer in force has per-sentence outcomes to resample here: BenchIE,
    // BenchIE^FL's principled mode, CaRB (with its gold) and OIE2016 (once scored)
    // (docs/scoring/statistics.md). EvaluationModelStatistics.cpp.
    bool hasIntervals() const;
    // The bootstrap intervals of these scores (of the scorer in force), computed exactly as
    // `oie-score --ci` does; empty when !hasIntervals().
    QVector<SystemIntervals> intervalsOf(const QVector<SystemScore> &scores, const BootstrapSettings &settings) const;
    // The same for the named systems under the scorer in force (CaRB and OIE2016 included),
    // parallel to the names; empty when !hasIntervals() or a name is not scored.
    QVector<SystemIntervals> intervalsOf(const QStringList &systems, const BootstrapSettings &settings) const;
    // The per-sentence outcomes of the named systems under the scorer in force, parallel to the
    // names, as oie-score builds them; empty when !hasIntervals() or a name is not scored.
    QVector<SentenceOutcomes> outcomesOf(const QStringList &systems) const;
    // Every pair of the named systems (in that order) under the scorer in force, tested as
    // `oie-score compare` tests them: the same description, figures, deltas and p-values. No
    // pairs when !hasIntervals(), fewer than two names, or a name that is not scored. No metric
    // in the settings: every metric the scorer has (AUC for CaRB and OIE2016), as the CLI.
    CompareReport compare(const QStringList &systems, const PairedTestSettings &settings) const;

    void setFlOptions(const FlOptions &options);
    bool attachCarbGold(const QString &path, QString *error);
    bool addBucketDimension(const UserBucketDimension &dimension, QString *error);

    bool attachOie2016Gold(const QString &path, QString *error);
    bool setOie2016Sentences(const QString &path, QString *error);
    bool addOie2016System(const Oie2016SystemFile &file, QString *error);
    bool removeOie2016System(const QString &name);
    void setOie2016Mode(Oie2016Options::Mode mode);
    // Replaces the whole OIE2016 set-up; false when some file could not be read (each one is
    // reported through failed() and left out).
    bool setOie2016Setup(const Oie2016Setup &setup);

    // The set-up a project file keeps of the evaluation: the CaRB gold, the OIE2016 set-up and
    // the user's bucket dimensions...
    void saveSetup(ProjectFile *project) const;
    // ...replaced by a project's on opening it. A file that cannot be read, or a dimension
    // that cannot be rebuilt, is reported through failed() and left out.
    void restoreSetup(const ProjectFile &project, const QString &projectPath);

    void setDeferred(bool deferred);

Q_SIGNALS:
    // Everything was rebuilt (systems, facet or gold changed; a set-up restored).
    void resultsReset();
    // These sentences were rescored (after an edit, or when deferral ended).
    void sentencesRescored(const QList<int> &indexes);
    // Tables and charts need redrawing (a scorer's results changed, not the sentences').
    void resultsChanged();
    void scorerChanged(Scorer scorer);
    // BenchIE^FL scored again (the status bar shows how long it took).
    void flScored();
    // The OIE2016 set-up or its results changed.
    void oie2016Changed();
    void failed(const QString &file, const QString &message);

private:
    void rebuildAll();
    void noteSentence(int index);
    void applyPendingSentences();
    void ensureScorerResults();
    void rescoreOie2016();
    // Reads an OIE2016 input through `read` (false: nothing changed), reports its messages and
    // scores OIE2016 again.
    bool readOie2016Input(const std::function<bool(Diagnostics *)> &read);
    // Errors go to failed() (the first of each file); all are appended to *kept.
    void reportOie2016Diagnostics(const Diagnostics &diagnostics, Diagnostics *kept);

    StudioDocument *m_document;
    Scorer m_scorer = Scorer::Benchie;
    ScorerResults m_scorerResults;
    FacetOverview m_overview;
    AnalysisResults m_analyses;
    Oie2016Evaluation m_oie2016;
    Diagnostics m_oie2016Diagnostics; // reading the OIE2016 files
    Diagnostics m_oie2016ScoreDiagnostics; // the last scoring
    QSet<QString> m_reportedFiles; // BenchIE^FL's official mode could not read them again
    bool m_deferred = false;
    QSet<int> m_pendingSentences; // edited while deferred
};
