#pragma once

#include "core/base/Diagnostic.h"
#include "core/oie2016/Oie2016Corpus.h"
#include "core/oie2016/Oie2016Options.h"
#include "core/oie2016/Oie2016Scorer.h"
#include "core/oie2016/Oie2016SystemReader.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QVector>

// One system file of an OIE2016 evaluation, in its native format.
struct Oie2016SystemFile
{
    QString name;
    QString path;
    Oie2016SystemReader::Format format = Oie2016SystemReader::Format::OpenIe4;

    bool operator==(const Oie2016SystemFile &other) const
    {
        return name == other.name && path == other.path && format == other.format;
    }
};

// What an OIE2016 evaluation is made of (a project file keeps it): the `.oie` gold, the raw
// sentence file ReVerb's sentence numbers point into, the matcher mode and the system files.
struct Oie2016Setup
{
    QString goldPath;
    QString sentencesPath;
    Oie2016Options::Mode mode = Oie2016Options::Mode::Current;
    QVector<Oie2016SystemFile> systems;

    bool isEmpty() const { return goldPath.isEmpty() && systems.isEmpty(); }
};

// One system as scored: its file, what was read, and the result of the official loop.
struct Oie2016ScoredSystem
{
    QString name;
    QString path;
    QString format; // Oie2016SystemReader::formatName
    Oie2016Result result;
};

// An OIE2016 evaluation as the studio holds it, beside the document: every file read once, the
// scores computed by Oie2016Scorer on demand (score()) and dropped when anything changes, as
// `oie-score --scorer oie2016` computes them. Also answers the per-sentence question "which
// system extraction was credited with this gold extraction" from the scorer's gold matches.
class Oie2016Evaluation
{
    Q_DECLARE_TR_FUNCTIONS(Oie2016Evaluation)

public:
    // The name the OIE2016 paper and its committed curves give the system of a format
    // ("OpenIE-4", "ClausIE", ...): the default name of a system file.
    static QString systemName(Oie2016SystemReader::Format format);
    // `FORMAT:NAME=FILE` or `FORMAT:FILE` (the studio's --oie2016-system); false with *error.
    static bool parseSystemArgument(const QString &argument, Oie2016SystemFile *file, QString *error);

    // Reads the `.oie` gold (replacing the previous one); false with *error when unreadable.
    bool setGold(const QString &path, Diagnostics *diagnostics, QString *error);
    bool hasGold() const { return !m_setup.goldPath.isEmpty(); }
    const Oie2016Corpus &gold() const { return m_gold; }
    // Reads the sentence file ReVerb needs and reads the ReVerb systems again against it.
    bool setSentences(const QString &path, Diagnostics *diagnostics, QString *error);
    // Reads a system file (a system of the same name is replaced); ReVerb needs the sentence
    // file first. False with *error when the file cannot be read.
    bool addSystem(const Oie2016SystemFile &file, Diagnostics *diagnostics, QString *error);
    bool removeSystem(const QString &name);
    void setMode(Oie2016Options::Mode mode);
    // Everything forgotten.
    void clear();
    // Restores a set-up: every file that can be read is; each one that cannot is one message in
    // *failures ("file: why"). The mode is taken as is.
    void restore(const Oie2016Setup &setup, Diagnostics *diagnostics, QStringList *failures);

    const Oie2016Setup &setup() const { return m_setup; }
    Oie2016Options::Mode mode() const { return m_setup.mode; }
    // The scorer's options (the mode) and a system's file as read, parallel to results().
    Oie2016Options options() const;
    const Oie2016Corpus &systemCorpus(int system) const { return m_corpora.at(system); }
    int systemCount() const { return int(m_setup.systems.size()); }

    // Scores every system against the gold (nothing without a gold). The current matcher needs
    // WordNet (loaded once per process): without it nothing is scored and *error says why.
    bool score(Diagnostics *diagnostics, QString *error);
    bool isScored() const { return m_scored; }
    const QVector<Oie2016ScoredSystem> &results() const { return m_results; }
    int scoredGoldSentences() const { return m_goldSentences; }

    // Per-sentence browsing, after score(): the system extraction credited with the gold
    // extraction of `goldLine` by system `system` (an index into results()); null when none.
    // *scored tells whether that gold extraction was scored at all (a sentence whose key
    // another sentence took is not).
    const Oie2016Extraction *creditedExtraction(int system, int goldLine, bool *scored) const;

private:
    bool readSystem(const Oie2016SystemFile &file, Oie2016Corpus *corpus, Diagnostics *diagnostics,
                    QString *error) const;
    void invalidate();

    Oie2016Setup m_setup;
    Oie2016Corpus m_gold;
    QHash<QString, QString> m_sentences; // line number -> raw sentence (ReVerb)
    QVector<Oie2016Corpus> m_corpora; // parallel to m_setup.systems
    bool m_scored = false;
    int m_goldSentences = 0;
    QVector<Oie2016ScoredSystem> m_results;
    // Per result: gold line -> system line (0: scored, not matched); system line -> extraction.
    QVector<QHash<int, int>> m_credits;
    QVector<QHash<int, const Oie2016Extraction *>> m_byLine;
};
