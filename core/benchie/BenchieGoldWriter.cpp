#include "core/benchie/BenchieGoldWriter.h"

#include "core/base/TextFileLines.h"

#include <QHashFunctions>

QByteArray BenchieGoldWriter::serialize(const Benchmark &benchmark)
{
    const QString lineEnd = QString::fromLatin1(benchmark.layout.lineEnd);
    QString text;
    bool firstLine = true;
    // Starts a new line: the line end goes between lines (and after the last one if the
    // source had a final newline).
    auto newLine = [&]() -> QString & {
        if (!firstLine)
            text += lineEnd;
        firstLine = false;
        return text;
    };
    const QVector<Sentence> &sentences = benchmark.sentences();
    for (int s = 0; s < sentences.size(); ++s) {
        const Sentence &sentence = sentences.at(s);
        if (s > 0)
            newLine();
        if (sentence.rawLine.isNull())
            newLine() += QStringLiteral("sent_id:") + sentence.id + QLatin1Char('\t') + sentence.text;
        else
            newLine() += sentence.rawLine;
        for (int k = 0; k < sentence.synsets.size(); ++k) {
            const Synset &synset = sentence.synsets.at(k);
            if (!synset.headerLine.isNull())
                newLine() += synset.headerLine;
            else if (!synset.headerless)
                newLine() += sentence.id + QStringLiteral("--> Cluster ") + QString::number(k + 1) + QLatin1Char(':');
            for (const Triple &triple : synset.triples)
                triple.appendGoldLine(newLine());
        }
    }
    for (int i = 0; i < benchmark.layout.trailingBlankLines; ++i)
        newLine();
    if (!firstLine && benchmark.layout.finalNewline)
        text += lineEnd;
    QByteArray out;
    if (benchmark.layout.byteOrderMark)
        out += "\xEF\xBB\xBF";
    out += text.toUtf8();
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
