#pragma once

#include "core/oie2016/Oie2016Options.h"

#include <QHash>
#include <QString>
#include <QStringList>
#include <QStringView>
#include <QVector>

class DiagnosticSink;

// One OIE2016 extraction: a predicate and its arguments, the system's confidence (1 for the
// gold) and the 1-based line it was read from.
struct Oie2016Extraction
{
    QString predicate;
    QStringList arguments;
    double confidence = 1.0;
    int line = 0;
};

// The extractions of one sentence text, in file order.
struct Oie2016Sentence
{
    QString text;
    int line = 0; // the first line that named this text
    QVector<Oie2016Extraction> extractions;
};

// Gold or system extractions grouped as the official readers group them
// (docs/scoring/oie2016.md 1): by the sentence text exactly as read, in the order a text first
// appears; a text met again later adds to its first group. Pairing by the normalised key
// (docs/scoring/oie2016.md 2) is keyIndex(), per mode.
class Oie2016Corpus
{
public:
    // The pairing key of docs/scoring/oie2016.md 2: CaRB's key (spaces, PTB bracket escapes and
    // ASCII punctuation removed; the same three steps) and, in 2016 mode, no non-ASCII character.
    static QString sentenceKey(QStringView text, Oie2016Options::Mode mode);

    void add(QStringView sentenceText, Oie2016Extraction extraction);
    // A whole group, for readers that group already (the CaRB reader's OpenIE-4).
    void addSentence(Oie2016Sentence sentence);
    // ClausIE's and PropS' min-max normalisation over every extraction (docs/scoring/oie2016.md 1.2).
    void normalizeConfidences();

    // Key -> index into sentences(). Where several texts share a key, the official dict keeps
    // the extractions of the text that appeared last (docs/scoring/oie2016.md 2); each text it
    // drops is a warning in `sink`.
    QHash<QString, int> keyIndex(Oie2016Options::Mode mode, DiagnosticSink &sink) const;

    const QVector<Oie2016Sentence> &sentences() const { return m_sentences; }
    int extractionCount() const;

    QString path;

private:
    QVector<Oie2016Sentence> m_sentences;
    QHash<QString, int> m_index; // text -> sentence
    int m_last = -1; // the sentence of the previous extraction: files list a sentence's extractions together
};
