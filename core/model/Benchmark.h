#pragma once

#include "core/base/Diagnostic.h"
#include "core/model/Sentence.h"

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
    int trailingBlankLines = 0; // empty lines after the last sentence's block
    // Only for a file that the model does not write back as read (stray blank lines, lines
    // outside any block, ...): its bytes, and the fingerprint of the text the model serialized
    // to right after reading. While the model still serializes to that text, writing
    // reproduces the original bytes. A regular file needs neither: the model writes it exactly.
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
    // Sentence texts by id; of sentences sharing an id, the first one's text.
    QHash<QString, QString> sentenceTexts() const;

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
