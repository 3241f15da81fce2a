#pragma once

#include "core/base/Diagnostic.h"
#include "core/carb/CarbCorpus.h"
#include "core/carb/CarbScorer.h"
#include "core/fl/FlOptions.h"
#include "core/model/SystemScore.h"

#include <QString>
#include <QVector>

class ScoringSession;

// The scorers of the evaluation workspace besides BenchIE: CaRB (against a CaRB gold attached
// to the project; the BenchIE systems are scored through their sentences' text in the open
// gold, as `oie-score --scorer carb --system-format benchie --sentences GOLD` does) and
// BenchIE^FL (on the open gold, with the chosen FlOptions). Computed by the core scorers on
// demand and kept until the session or the options change.
class ScorerResults
{
public:
    // OIE2016 scores native system files against its own gold (Oie2016Evaluation).
    enum class Scorer { Benchie, Fl, Carb, Oie2016 };

    // Why CaRB counts fewer extractions than the system holds (the systems panel's count):
    // read = withoutSentence + unreadable + replaced + outsideCarbGold + counted.
    struct CarbCount
    {
        int read = 0; // the system's extractions, as the systems panel counts them
        int withoutSentence = 0; // their sentence id is not in the gold: no text to pair them by
        int unreadable = 0; // not a tuple CaRB reads (its tabbed line has fewer than 3 fields)
        int replaced = 0; // of a sentence whose key a later one has too (docs/scoring/carb.md 3)
        int outsideCarbGold = 0; // of sentences the CaRB gold does not have
        int counted = 0; // CarbResult::systemTuples, what CaRB scores
    };
    struct CarbSystem
    {
        QString name;
        CarbResult result;
        CarbCount count;
        CarbCorpus corpus; // the system as CaRB read it (its per-sentence outcomes come from it)
    };

    // Reads the CaRB gold (`sentence<TAB>relation<TAB>arg1...`); false with *error when the
    // file cannot be read. Diagnostics of the file go to *diagnostics.
    bool setCarbGold(const QString &path, Diagnostics *diagnostics, QString *error);
    const QString &carbGoldPath() const { return m_carbGoldPath; }
    const CarbCorpus &carbGold() const { return m_carbGold; }
    bool hasCarbGold() const { return !m_carbGoldPath.isEmpty(); }
    // Forgets the CaRB gold and its results.
    void detachCarbGold();

    // Scores every system of the session with CaRB (nothing without a CaRB gold).
    void rebuildCarb(const ScoringSession &session, Diagnostics *diagnostics);
    // BenchIE^FL's options; a change forgets the BenchIE^FL results.
    void setFlOptions(const FlOptions &options);
    const FlOptions &flOptions() const { return m_flOptions; }
    // Scores every system of the session with BenchIE^FL. In official mode each system file is
    // read again the official way (FlSystemReader), as `oie-score --fl-official` does, and the
    // results are given back parallel to the session's extractions (matched by line); a file
    // that cannot be read again is scored as loaded, with an error in *diagnostics (may be null).
    void rebuildFl(const ScoringSession &session, Diagnostics *diagnostics);
    // Forgets the results (the session changed); the CaRB gold stays.
    void invalidate();
    void invalidateFl() { m_flValid = false; }
    bool carbValid() const { return m_carbValid; }
    bool flValid() const { return m_flValid; }
    // How long the last rebuildFl took (0 before the first), for the status bar's "scored in".
    qint64 flNanoseconds() const { return m_flNs; }

    const QVector<CarbSystem> &carb() const { return m_carb; }
    const QVector<SystemScore> &fl() const { return m_fl; }

private:
    QString m_carbGoldPath;
    CarbCorpus m_carbGold;
    QVector<CarbSystem> m_carb;
    QVector<SystemScore> m_fl;
    FlOptions m_flOptions;
    bool m_carbValid = false;
    bool m_flValid = false;
    qint64 m_flNs = 0;
};
