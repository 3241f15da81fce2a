#include "core/oie2016/Oie2016GoldReader.h"

#include "core/base/InputShape.h"
#include "core/base/PyText.h"
#include "core/base/TextFileLines.h"

#include <algorithm>

bool Oie2016GoldReader::readFile(const QString &path, Oie2016Corpus *gold, Diagnostics *diagnostics, QString *error)
{
    QByteArray bytes;
    if (!InputShape::readFileOfKind(path, &kindError, &bytes, error))
        return false;
    *gold = readBytes(bytes, path, diagnostics);
    return true;
}

QString Oie2016GoldReader::kindError(const QByteArray &bytes)
{
    const QString expected
        = QStringLiteral("an OIE2016 gold (SENTENCE<TAB>BASE_VERB<TAB>PREDICATE<TAB>ARGUMENTS... lines)");
    const QString error = InputShape::tabGoldKindError(bytes, expected);
    if (!error.isEmpty())
        return error;
    // Told apart from a CaRB gold only on enough lines (a few lines of a gold may all have an
    // inflected predicate: `like` / `likes`).
    if (InputShape::guess(bytes) == InputShape::SentenceTab && bytes.left(256 * 1024).count('\n') >= 20
        && !looksLikeGold(bytes))
        return QStringLiteral(":1: ")
            + InputShape::mismatch(InputShape::SentenceTab, expected,
                                   QStringLiteral("in most lines the base verb (field 2) is not a word of the "
                                                  "predicate (field 3), as in a CaRB gold"));
    return QString();
}

Oie2016Corpus Oie2016GoldReader::readBytes(const QByteArray &bytes, const QString &fileName, Diagnostics *diagnostics)
{
    Oie2016Corpus gold;
    gold.path = fileName;
    DiagnosticSink sink(diagnostics, fileName);
    int withoutArgument = 0;
    int firstWithoutArgument = 0;
    // Stripped as str.strip(), split on every tab, empty fields kept (docs/scoring/oie2016.md 1).
    TextFileLines::forEachGoldLine(bytes, sink, [&](int lineNo, QStringView line) {
        const auto fields = PyText::splitViews(line, QLatin1Char('\t'));
        if (fields.size() < 3) {
            sink.error(lineNo,
                       QStringLiteral("expected SENTENCE<TAB>BASE_VERB<TAB>PREDICATE<TAB>ARGUMENTS..., found %1 "
                                      "field(s): line skipped (the official reader stops with an error here)")
                           .arg(fields.size()));
            return;
        }
        Oie2016Extraction extraction;
        extraction.predicate = fields.at(2).toString();
        extraction.line = lineNo;
        for (qsizetype f = 3; f < fields.size(); ++f)
            extraction.arguments.append(fields.at(f).toString());
        if (extraction.arguments.isEmpty() && withoutArgument++ == 0)
            firstWithoutArgument = lineNo;
        gold.add(fields.at(0), std::move(extraction));
    });
    if (withoutArgument > 0)
        sink.warn(firstWithoutArgument,
                  QStringLiteral("%1 gold extraction(s) without an argument, read as the "
                                 "official reader does (its words are the predicate's; first "
                                 "on this line)")
                      .arg(withoutArgument));
    if (gold.sentences().isEmpty())
        sink.warn(0, QStringLiteral("no gold extractions in this file"));
    return gold;
}

bool Oie2016GoldReader::looksLikeGold(const QByteArray &bytes)
{
    int lines = 0;
    int verbInPredicate = 0;
    for (const QByteArray &raw : bytes.left(256 * 1024).split('\n')) {
        const QByteArray line = raw.trimmed();
        if (line.isEmpty())
            continue;
        if (++lines > 200)
            break;
        const QList<QByteArray> fields = line.split('\t');
        if (fields.size() < 4)
            continue;
        const QByteArray verb = fields.at(1).trimmed();
        if (verb.isEmpty() || verb.contains(' '))
            continue;
        const QList<QByteArray> words = fields.at(2).split(' ');
        if (words.contains(verb))
            ++verbInPredicate;
    }
    return lines > 0 && verbInPredicate * 5 >= std::min(lines, 200) * 3;
}
