#pragma once

#include <QHash>
#include <QString>
#include <QStringList>
#include <QVector>

class DiagnosticSink;

// One CaRB tuple: a relation and its arguments (n-ary), with the system's confidence
// (1 for gold tuples) and the 1-based line it was read from.
struct CarbTuple
{
    QString relation;
    QStringList arguments;
    double confidence = 1.0;
    int line = 0;
};

// The tuples of one sentence, under the key that pairs gold and system sentences.
struct CarbSentence
{
    QString text;
    QString key;
    int line = 0; // first line of this sentence's text
    QVector<CarbTuple> tuples;
};

// Gold or system tuples grouped as the official scorer groups them (docs/scoring/carb.md 3, Reading):
// first by the sentence text exactly as read, then by the normalized key, where a later
// sentence with the same key replaces an earlier one but keeps its place (a Python dict).
class CarbCorpus
{
public:
    // The pairing key: spaces removed, PTB bracket escapes undone, ASCII punctuation removed.
    static QString sentenceKey(QStringView text);

    void addTuple(QStringView sentenceText, CarbTuple tuple);
    // Groups the collected sentences by key; each replaced sentence is a warning.
    void finish(DiagnosticSink &sink);

    const QVector<CarbSentence> &sentences() const { return m_sentences; }
    // The sentence with this key, or null.
    const CarbSentence *find(const QString &key) const;
    int tupleCount() const;
    // Every tuple added, those replaced by finish() included.
    int addedTupleCount() const { return m_added; }

    QString path;

private:
    QVector<CarbSentence> m_sentences;
    QHash<QString, int> m_index; // raw text before finish(), key after
    int m_last = -1; // the sentence of the previous tuple: system files list a sentence's tuples together
    int m_added = 0;
};
