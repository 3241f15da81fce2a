#include "core/benchie/BenchieSystemReader.h"

#include "core/base/InputShape.h"
#include "core/base/PyText.h"
#include "core/base/TextFileLines.h"
#include "core/model/ExtractionLimits.h"

#include <QFileInfo>
#include <QHash>

#include <memory>
#include <utility>

// The state of one file across its pieces. Sentence ids and slot texts are kept once each by
// the extraction list (systems repeat subjects and relations, and a large file repeats whole
// lines): an extraction is a record of indices and its line.
class BenchieSystemReader::Parser
{
public:
    Parser(DiagnosticSink &sink, SystemOutput *output, QVector<Reading::IdUse> *ids)
        : m_sink(sink)
        , m_output(output)
        , m_ids(ids)
    {
    }

    // False when the file is of another kind (one error at line 1, nothing read).
    bool piece(const QByteArray &bytes, const TextFileLines &text, int lineOffset);

private:
    DiagnosticSink &m_sink;
    SystemOutput *m_output;
    QVector<Reading::IdUse> *m_ids;
    QHash<QStringView, int> m_idIndex; // keys view the ids' strings in m_ids
    bool m_started = false;
};

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
    Parser parser(sink, &output, &ids);
    const TextFileLines text = TextFileLines::decode(bytes, sink); // one piece: the bytes are here already
    output.extractions.reserve(text.lines.size());
    parser.piece(bytes, text, 0);
    if (gold)
        reportUnknownIds(ids, *gold, sink);
    return output;
}

bool BenchieSystemReader::Parser::piece(const QByteArray &bytes, const TextFileLines &text, int lineOffset)
{
    if (!m_started) {
        m_started = true;
        const InputShape::Kind shape = InputShape::guess(bytes);
        if (shape != InputShape::BenchieSystem && shape != InputShape::Unknown) {
            // One message, not one per line of a file that was never a system output.
            m_sink.error(1, InputShape::mismatch(shape, InputShape::describe(InputShape::BenchieSystem),
                                                 shape == InputShape::BenchieGold ? QStringLiteral("give it as --gold")
                                                                                  : QString()));
            return false;
        }
        if (text.lines.isEmpty())
            m_sink.warn(0, QStringLiteral("the file is empty: no extractions"));
    }
    for (int i = 0; i < text.lines.size(); ++i) {
        const int lineNo = lineOffset + i + 1;
        const QStringView line = PyText::trimmed(text.lines.at(i));
        if (line.isEmpty()) {
            m_sink.info(lineNo, QStringLiteral("empty line skipped"));
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
            m_sink.error(lineNo, QStringLiteral("expected 4 tab-separated fields (sent_id, subject, relation, "
                                                "object), found %1: line skipped")
                                     .arg(fieldCount));
            continue;
        }
        if (fieldCount > 4)
            m_sink.warn(lineNo, QStringLiteral("%1 tab-separated fields: fields after the 4th are ignored")
                                    .arg(fieldCount));
        const auto known = m_idIndex.constFind(fields[0]);
        const int idAt = known != m_idIndex.constEnd() ? known.value() : int(m_ids->size());
        if (idAt == m_ids->size()) {
            m_ids->append({fields[0].toString(), lineNo, 0});
            m_idIndex.insert(QStringView(m_ids->last().id), idAt);
        }
        Reading::IdUse &use = (*m_ids)[idAt];
        ++use.lines;
        if (use.lines > ExtractionLimits::kMaxPerSentence) {
            if (use.lines == ExtractionLimits::kMaxPerSentence + 1)
                m_sink.error(lineNo, ExtractionLimits::overPerSentence(use.id));
            continue;
        }
        if (const QString over = ExtractionLimits::slotsOverLimit(fields[1], fields[2], fields[3]); !over.isEmpty()) {
            m_sink.error(lineNo, over);
            continue;
        }
        QStringList padded;
        const char *const names[] = {"subject", "relation", "object"};
        for (int s = 0; s < 3; ++s) {
            const QStringView slot = fields[s + 1];
            if (PyText::trimmed(slot).size() != slot.size())
                padded.append(QString::fromLatin1(names[s]));
        }
        if (!padded.isEmpty())
            m_sink.warn(lineNo, QStringLiteral("surrounding spaces in %1: matched after trimming")
                                    .arg(padded.join(QStringLiteral(", "))));
        m_output->extractions.append(use.id, fields[1], fields[2], fields[3], lineNo);
    }
    return true;
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
    // Piece by piece: a large file is never held whole, neither as bytes nor decoded; what
    // stays is the extractions (their texts held once each).
    m_sink = std::make_unique<DiagnosticSink>(&m_diagnostics, path);
    Parser parser(*m_sink, &m_output, &m_ids);
    const qint64 size = QFileInfo(path).size();
    m_read = TextFileLines::readFileInPieces(
        path, *m_sink,
        [&](const QByteArray &bytes, const TextFileLines &piece, int lineOffset) {
            if (lineOffset == 0 && !piece.lines.isEmpty() && size > bytes.size()) {
                // Room for the whole file's lines at the first piece's bytes per line (5% more).
                const double perLine = double(bytes.size()) / double(piece.lines.size());
                m_output.extractions.reserve(qsizetype(double(size) / perLine * 1.05) + 16);
            }
            return parser.piece(bytes, piece, lineOffset);
        },
        &m_error);
    if (!m_read) {
        m_output.extractions.clear(); // a file changed while read: nothing of it
        m_ids.clear();
        return;
    }
    m_output.extractions.squeeze();
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
