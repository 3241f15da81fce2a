#include "BenchieSystemReader.h"

#include "PyText.h"
#include "TextFileLines.h"

#include <QHash>

#include <algorithm>

bool BenchieSystemReader::readFile(const QString &path, const Benchmark *gold, SystemOutput *output,
                                   Diagnostics *diagnostics, QString *error)
{
    QByteArray bytes;
    if (!TextFileLines::readFile(path, &bytes, error))
        return false;
    const QString name = output->name;
    *output = readBytes(bytes, path, gold, diagnostics);
    output->name = name;
    return true;
}

SystemOutput BenchieSystemReader::readBytes(const QByteArray &bytes, const QString &fileName, const Benchmark *gold,
                                            Diagnostics *diagnostics)
{
    SystemOutput output;
    output.path = fileName;
    DiagnosticSink sink(diagnostics, fileName);
    const TextFileLines text = TextFileLines::decode(bytes, sink);
    if (text.lines.isEmpty())
        sink.warn(0, QStringLiteral("the file is empty: no extractions"));
    QHash<QString, int> unknownIds; // id -> number of lines
    QHash<QString, int> unknownFirstLine;
    output.extractions.reserve(text.lines.size());
    for (int i = 0; i < text.lines.size(); ++i) {
        const int lineNo = i + 1;
        const QStringView line = PyText::trimmed(text.lines.at(i));
        if (line.isEmpty()) {
            sink.info(lineNo, QStringLiteral("empty line skipped"));
            continue;
        }
        // The first four tab-separated fields, and how many there are.
        QStringView fields[4];
        int fieldCount = 0;
        for (qsizetype begin = 0;;) {
            const qsizetype tab = line.indexOf(QLatin1Char('\t'), begin);
            const QStringView field = line.sliced(begin, (tab < 0 ? line.size() : tab) - begin);
            if (fieldCount < 4)
                fields[fieldCount] = field;
            ++fieldCount;
            if (tab < 0)
                break;
            begin = tab + 1;
        }
        if (fieldCount < 4) {
            sink.error(lineNo, QStringLiteral("expected 4 tab-separated fields (sent_id, subject, relation, "
                                              "object), found %1: line skipped")
                                   .arg(fieldCount));
            continue;
        }
        if (fieldCount > 4)
            sink.warn(lineNo, QStringLiteral("%1 tab-separated fields: fields after the 4th are ignored")
                                  .arg(fieldCount));
        Extraction extraction;
        extraction.sentenceId = fields[0].toString();
        extraction.subject = fields[1].toString();
        extraction.relation = fields[2].toString();
        extraction.object = fields[3].toString();
        extraction.line = lineNo;
        QStringList padded;
        const char *const names[] = {"subject", "relation", "object"};
        for (int s = 0; s < 3; ++s) {
            const QStringView slot = fields[s + 1];
            if (PyText::trimmed(slot).size() != slot.size())
                padded.append(QString::fromLatin1(names[s]));
        }
        if (!padded.isEmpty())
            sink.warn(lineNo, QStringLiteral("surrounding spaces in %1: matched after trimming")
                                  .arg(padded.join(QStringLiteral(", "))));
        if (gold && gold->indexOf(extraction.sentenceId) < 0) {
            if (!unknownIds.contains(extraction.sentenceId))
                unknownFirstLine.insert(extraction.sentenceId, lineNo);
            unknownIds[extraction.sentenceId] += 1;
        }
        output.extractions.append(extraction);
    }
    QList<std::pair<int, QString>> unknownByLine;
    for (auto it = unknownFirstLine.cbegin(); it != unknownFirstLine.cend(); ++it)
        unknownByLine.append({it.value(), it.key()});
    std::sort(unknownByLine.begin(), unknownByLine.end());
    for (const auto &[lineNo, id] : unknownByLine)
        sink.warn(lineNo, QStringLiteral("sentence id '%1' is not in the gold: its %2 extraction(s) are "
                                         "ignored, not counted as false positives")
                              .arg(id, QString::number(unknownIds.value(id))));
    return output;
}
