#include "core/fl/FlSystemReader.h"

#include "core/base/TextFileLines.h"
#include "core/model/ExtractionLimits.h"

#include <QHash>

namespace FlSystemReader {

SystemOutput readOfficial(const QByteArray &bytes, const QString &fileName, Diagnostics *diagnostics)
{
    SystemOutput output;
    output.path = fileName;
    DiagnosticSink sink(diagnostics, fileName);
    const TextFileLines text = TextFileLines::decode(bytes, sink);
    QHash<QString, int> perSentence;
    for (int i = 0; i < text.lines.size(); ++i) {
        const int lineNo = i + 1;
        const QString line = text.lines.at(i).toString();
        const bool hasNewline = i + 1 < text.lines.size() || text.finalNewline;
        const QStringList fields = line.split(QLatin1Char('\t'));
        if (fields.size() < 4) {
            sink.error(lineNo, QStringLiteral("%1 tab-separated field(s): the official scorer fails on this line; "
                                              "skipped")
                                   .arg(fields.size()));
            continue;
        }
        // The limits of every system file, on the fields as read.
        int &count = perSentence[fields.at(0)];
        if (++count > ExtractionLimits::kMaxPerSentence) {
            if (count == ExtractionLimits::kMaxPerSentence + 1)
                sink.error(lineNo, ExtractionLimits::overPerSentence(fields.at(0)));
            continue;
        }
        if (const QString over = ExtractionLimits::slotsOverLimit(fields.at(1), fields.at(2), fields.at(3));
            !over.isEmpty()) {
            sink.error(lineNo, over);
            continue;
        }
        Extraction extraction;
        extraction.sentenceId = fields.at(0);
        extraction.subject = fields.at(1);
        extraction.relation = fields.at(2);
        extraction.object = fields.at(3);
        extraction.line = lineNo;
        if (!hasNewline || fields.size() > 4) {
            extraction.object.chop(1);
            sink.warn(lineNo, QStringLiteral("official quirk: the object loses its last character (%1), giving '%2'")
                                  .arg(fields.size() > 4 ? QStringLiteral("more than 4 fields")
                                                         : QStringLiteral("no newline at the end of the file"),
                                       extraction.object));
        }
        output.extractions.append(extraction);
    }
    return output;
}

} // namespace FlSystemReader
