#include "core/benchie/BenchieSystemReader.h"

#include "core/base/InputShape.h"
#include "core/base/PyText.h"
#include "core/base/TextFileLines.h"

#include <QHash>

#include <memory>
#include <utility>

bool BenchieSystemReader::readFile(const QString &path, const Benchmark *gold, SystemOutput *output,
                                   Diagnostics *diagnostics, QString *error)
{
    Reading reading(path, output->name);
    return reading.finish(gold, output, diagnostics, error);
}

SystemOutput BenchieSystemReader::readBytes(const QByteArray &bytes, const QString &fileName, const Benchmark *gold,
                                            Diagnostics *diagnostics)
{
    SystemOutput output;
    output.path = fileName;
    DiagnosticSink sink(diagnostics, fileName);
    QVector<Reading::IdUse> ids;
    parse(bytes, sink, &output, &ids);
    if (gold)
        reportUnknownIds(ids, *gold, sink);
    return output;
}

void BenchieSystemReader::parse(const QByteArray &bytes, DiagnosticSink &sink, SystemOutput *output,
                                QVector<Reading::IdUse> *ids)
{
    // Every distinct sentence id is one string, shared by its extractions. The keys view the
    // decoded lines, which live as long as this function.
    QHash<QStringView, int> idIndex;
    const InputShape::Kind shape = InputShape::guess(bytes);
    if (shape != InputShape::BenchieSystem && shape != InputShape::Unknown) {
        // One message, not one per line of a file that was never a system output.
        sink.error(1, InputShape::mismatch(shape, InputShape::describe(InputShape::BenchieSystem),
                                           shape == InputShape::BenchieGold ? QStringLiteral("give it as --gold")
                                                                            : QString()));
        return;
    }
    const TextFileLines text = TextFileLines::decode(bytes, sink);
    if (text.lines.isEmpty())
        sink.warn(0, QStringLiteral("the file is empty: no extractions"));
    output->extractions.reserve(text.lines.size());
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
        const auto known = idIndex.constFind(fields[0]);
        const int idAt = known != idIndex.constEnd() ? known.value() : int(ids->size());
        if (idAt == ids->size()) {
            idIndex.insert(fields[0], idAt);
            ids->append({fields[0].toString(), lineNo, 0});
        }
        Reading::IdUse &use = (*ids)[idAt];
        ++use.lines;
        Extraction extraction;
        extraction.sentenceId = use.id;
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
        output->extractions.append(extraction);
    }
}

void BenchieSystemReader::reportUnknownIds(const QVector<Reading::IdUse> &ids, const Benchmark &gold,
                                           DiagnosticSink &sink)
{
    // ids are in the order of their first lines.
    for (const Reading::IdUse &use : ids) {
        if (gold.indexOf(use.id) < 0)
            sink.warn(use.firstLine, QStringLiteral("sentence id '%1' is not in the gold: its %2 extraction(s) are "
                                                    "ignored, not counted as false positives")
                                         .arg(use.id, QString::number(use.lines)));
    }
}

BenchieSystemReader::Reading::Reading(const QString &path, const QString &name)
{
    m_output.name = name;
    m_output.path = path;
    QByteArray bytes;
    m_read = TextFileLines::readFile(path, &bytes, &m_error);
    if (!m_read)
        return;
    m_sink = std::make_unique<DiagnosticSink>(&m_diagnostics, path);
    parse(bytes, *m_sink, &m_output, &m_ids);
}

BenchieSystemReader::Reading::~Reading() = default;

bool BenchieSystemReader::Reading::finish(const Benchmark *gold, SystemOutput *output, Diagnostics *diagnostics,
                                          QString *error)
{
    if (!m_read) {
        *error = m_error;
        return false;
    }
    if (gold)
        reportUnknownIds(m_ids, *gold, *m_sink);
    m_sink.reset(); // sorts the file's messages and adds the summary of those over the cap
    *output = std::move(m_output);
    diagnostics->append(m_diagnostics);
    return true;
}
