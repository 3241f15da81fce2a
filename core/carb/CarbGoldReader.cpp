#include "core/carb/CarbGoldReader.h"

#include "core/base/InputShape.h"
#include "core/base/PyText.h"
#include "core/base/TextFileLines.h"

bool CarbGoldReader::readFile(const QString &path, CarbCorpus *gold, Diagnostics *diagnostics, QString *error)
{
    QByteArray bytes;
    if (!InputShape::readFileOfKind(path, &kindError, &bytes, error))
        return false;
    *gold = readBytes(bytes, path, diagnostics);
    return true;
}

QString CarbGoldReader::kindError(const QByteArray &bytes)
{
    return InputShape::tabGoldKindError(bytes,
                                        QStringLiteral("a CaRB gold (SENTENCE<TAB>RELATION<TAB>ARGUMENTS... lines)"));
}

CarbCorpus CarbGoldReader::readBytes(const QByteArray &bytes, const QString &fileName, Diagnostics *diagnostics)
{
    CarbCorpus gold;
    gold.path = fileName;
    DiagnosticSink sink(diagnostics, fileName);
    int contextArguments = 0;
    int firstContextLine = 0;
    TextFileLines::forEachGoldLine(bytes, sink, [&](int lineNo, QStringView line) {
        const QStringList fields = PyText::splitAscii(line, "\t");
        if (fields.size() < 2) {
            sink.error(lineNo,
                       QStringLiteral("expected SENTENCE<TAB>RELATION<TAB>ARGUMENTS..., found no tab: line "
                                      "skipped (the official reader stops with an error here)"));
            return;
        }
        CarbTuple tuple;
        tuple.relation = PyText::trimmedString(fields.at(1));
        tuple.line = lineNo;
        for (int f = 2; f < fields.size(); ++f) {
            if (PyText::containsAscii(fields.at(f), "C: ")) {
                if (contextArguments++ == 0)
                    firstContextLine = lineNo;
                continue;
            }
            tuple.arguments.append(PyText::trimmedString(fields.at(f)));
        }
        gold.addTuple(fields.at(0), tuple);
    });
    if (contextArguments > 0)
        sink.info(firstContextLine,
                  QStringLiteral("%1 argument(s) containing \"C: \" skipped, as the official "
                                 "reader does (first on this line)")
                      .arg(contextArguments));
    if (gold.sentences().isEmpty())
        sink.warn(0, QStringLiteral("no gold tuples in this file"));
    gold.finish(sink);
    return gold;
}
