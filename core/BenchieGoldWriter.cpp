#include "BenchieGoldWriter.h"

#include "TextFileLines.h"

#include <QHashFunctions>

QByteArray BenchieGoldWriter::serialize(const Benchmark &benchmark)
{
    QStringList lines;
    const QVector<Sentence> &sentences = benchmark.sentences();
    for (int s = 0; s < sentences.size(); ++s) {
        const Sentence &sentence = sentences.at(s);
        if (s > 0)
            lines.append(QString());
        lines.append(sentence.rawLine.isNull() ? QStringLiteral("sent_id:") + sentence.id + QLatin1Char('\t')
                                                     + sentence.text
                                               : sentence.rawLine);
        for (int k = 0; k < sentence.synsets.size(); ++k) {
            const Synset &synset = sentence.synsets.at(k);
            if (!synset.headerLine.isNull())
                lines.append(synset.headerLine);
            else if (!synset.headerless)
                lines.append(sentence.id + QStringLiteral("--> Cluster ") + QString::number(k + 1)
                             + QLatin1Char(':'));
            for (const Triple &triple : synset.triples)
                lines.append(triple.toGoldLine());
        }
    }
    for (int i = 0; i < benchmark.layout.trailingBlankLines; ++i)
        lines.append(QString());
    const QByteArray lineEnd = benchmark.layout.lineEnd;
    QByteArray out;
    if (benchmark.layout.byteOrderMark)
        out += "\xEF\xBB\xBF";
    for (int i = 0; i < lines.size(); ++i) {
        out += lines.at(i).toUtf8();
        if (i + 1 < lines.size() || benchmark.layout.finalNewline)
            out += lineEnd;
    }
    return out;
}

QByteArray BenchieGoldWriter::fingerprint(const QByteArray &bytes)
{
    // Change detection, not security: the size and two differently seeded 64-bit hashes.
    const quint64 parts[3] = {quint64(bytes.size()),
                              quint64(qHashBits(bytes.constData(), size_t(bytes.size()), 0x243f6a88)),
                              quint64(qHashBits(bytes.constData(), size_t(bytes.size()), 0x85a308d3))};
    return QByteArray(reinterpret_cast<const char *>(parts), sizeof parts);
}

QByteArray BenchieGoldWriter::toBytes(const Benchmark &benchmark)
{
    const QByteArray serialized = serialize(benchmark);
    if (!benchmark.layout.originalBytes.isNull() && fingerprint(serialized) == benchmark.layout.serializedAtRead)
        return benchmark.layout.originalBytes;
    return serialized;
}

bool BenchieGoldWriter::writeFile(const Benchmark &benchmark, const QString &path, QString *error)
{
    return TextFileLines::writeFileAtomically(toBytes(benchmark), path, error);
}
