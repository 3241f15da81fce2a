#pragma once

#include "Diagnostic.h"
#include "Sentence.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QVector>

// How a gold file was laid out on disk, so that writing it back changes nothing.
struct SourceLayout
{
    bool byteOrderMark = false;
    QByteArray lineEnd = QByteArrayLiteral("\n");
    bool finalNewline = true;
    // The bytes read, and the fingerprint of the text this model serialized to right after
    // reading: while the model still serializes to that text, writing reproduces the bytes exactly (BOM,
    // CRLF, stray blank lines, invalid UTF-8 and all).
    QByteArray originalBytes;
    QByteArray serializedAtRead;
};

// A benchmark: sentences (id, text, tokens) and, per sentence, its synsets in file order.
class Benchmark
{
public:
    QVector<Sentence> &sentences() { return m_sentences; }
    const QVector<Sentence> &sentences() const { return m_sentences; }
    void appendSentence(const Sentence &sentence);
    // Index of the (first) sentence with this id, or -1.
    int indexOf(const QString &sentenceId) const;
    void rebuildIndex();

    int synsetCount() const;
    int tripleCount() const;
    bool hasEntityMarks() const;
    // The entity-facet gold: only triples flagged entity-clean, and only synsets that keep one.
    Benchmark entityGold() const;

    QString fileName;
    SourceLayout layout;

private:
    QVector<Sentence> m_sentences;
    QHash<QString, int> m_index;
};
