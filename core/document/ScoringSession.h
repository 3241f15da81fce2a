#pragma once

#include "core/base/Diagnostic.h"
#include "core/benchie/BenchieScorer.h"
#include "core/document/DocumentImport.h"
#include "core/model/Benchmark.h"
#include "core/model/Facet.h"
#include "core/model/SystemOutput.h"
#include "core/model/SystemScore.h"

#include <QCoreApplication>
#include <QString>
#include <QVector>

#include <memory>

// What the studio works on: one gold benchmark, the system outputs scored against it and
// the facet they are scored under. Widget-free, so that every view (the score table today,
// the annotation editor later, the oie-score command line) shares one state and one scorer.
//
// BenchieScorer keeps a reference to the benchmark, so the benchmark is a member that never
// moves, and the scorer is rebuilt whenever the benchmark or the facet changes.
class ScoringSession
{
    Q_DECLARE_TR_FUNCTIONS(ScoringSession)

public:
    ScoringSession();
    ~ScoringSession();
    ScoringSession(const ScoringSession &) = delete;
    ScoringSession &operator=(const ScoringSession &) = delete;

    // Reads a gold: a BenchIE gold file, an OIE Studio project file, a CoNLL-U file or a text file
    // (told apart by content; see DocumentImport, which also tags English sentences unless
    // options say not to). False with *error ("file:line: message") when it cannot be read at all.
    static bool readGold(const QString &path, Benchmark *benchmark, Diagnostics *diagnostics, QString *error,
                         const ImportOptions &options = ImportOptions());

    // Opens a gold (see readGold). On failure nothing changes and *error says why. On success the
    // systems already loaded are read again (their sentence ids are checked against the new
    // gold) and rescored.
    bool openGold(const QString &path, QString *error, const ImportOptions &options = ImportOptions());
    // Opens a gold and its systems at once, as the command line does: the system files are read
    // while the gold is compiled, and the systems are scored on two threads. Same results and
    // diagnostics as openGold followed by addSystem for each; false at the first file that
    // cannot be read (the gold is then kept, without systems).
    struct SystemFile
    {
        QString name;
        QString path;
    };
    bool open(const QString &goldPath, const QVector<SystemFile> &systems, QString *error,
              const ImportOptions &options = ImportOptions());
    // Reads and scores a system output; a system of the same name is replaced. Needs a gold.
    bool addSystem(const QString &name, const QString &path, QString *error);
    // Drops the system of that name (false when there is none).
    bool removeSystem(const QString &name);
    // Gives a system another name; false with *error when there is no such system or the new
    // name is taken.
    bool renameSystem(const QString &name, const QString &newName, QString *error);
    // Reads a system's file again and rescores it (its name and place stay).
    bool reloadSystem(const QString &name, QString *error);
    void setFacet(Facet facet);

    // Replaces the gold by one built elsewhere (an imported text or CoNLL-U file, a new
    // project); systems are checked against it and rescored as in openGold.
    void setBenchmark(Benchmark benchmark, const Diagnostics &diagnostics);
    // The one way to edit the gold: replaces one sentence (its synsets, tokens, ...) and
    // rescores that sentence only, for every system. Undo commands call it with the sentence
    // as it was before and after their edit.
    void replaceSentence(int index, const Sentence &sentence);
    // Replaces `count` sentences from `first` by `sentences` (their number may differ): the
    // systems are attached again by sentence id, the gold recompiled and every system rescored.
    void replaceSentences(int first, int count, const QVector<Sentence> &sentences);

    bool hasGold() const { return m_hasGold; }
    Facet facet() const { return m_facet; }
    const Benchmark &benchmark() const { return m_benchmark; }
    const QVector<SystemOutput> &systems() const { return m_systems; }
    const QVector<SystemScore> &scores() const { return m_scores; }
    // The scorer of the current gold and facet (null without a gold); rebuilt when either
    // changes. Analyses share its compiled gold (ErrorAnalysis), which edits keep current.
    const BenchieScorer *scorer() const { return m_scorer.get(); }
    // Every message about the inputs: the gold's, then each system's (reading, then scoring).
    Diagnostics diagnostics() const;

private:
    // readGold, with the error message the session reports.
    static bool readGoldFile(const QString &path, const ImportOptions &options, Benchmark *benchmark,
                             Diagnostics *diagnostics, QString *error);
    void adoptBenchmark(Benchmark benchmark, const Diagnostics &diagnostics);
    void reattachSystems();
    void rebuildScorer();
    void rescoreAll();

    Benchmark m_benchmark;
    bool m_hasGold = false;
    Facet m_facet = Facet::Default;
    std::unique_ptr<BenchieScorer> m_scorer;
    Diagnostics m_goldDiagnostics;
    QVector<SystemOutput> m_systems;
    QVector<Diagnostics> m_readDiagnostics; // parallel to m_systems
    QVector<SystemScore> m_scores; // parallel to m_systems
};
