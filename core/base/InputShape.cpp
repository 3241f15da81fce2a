#include "core/base/InputShape.h"

#include "core/base/TextFileLines.h"

#include <QList>
#include <QStringList>

#include <algorithm>

namespace {

constexpr int kLinesLooked = 20;

QList<QByteArray> firstLines(const QByteArray &bytes)
{
    QByteArray head = bytes.left(64 * 1024);
    if (head.startsWith("\xEF\xBB\xBF"))
        head.remove(0, 3);
    QList<QByteArray> lines;
    for (QByteArray line : head.split('\n')) {
        if (line.endsWith('\r'))
            line.chop(1);
        if (!line.trimmed().isEmpty())
            lines.append(line);
        if (lines.size() == kLinesLooked)
            break;
    }
    return lines;
}

bool isNumber(const QByteArray &field)
{
    bool ok = false;
    field.trimmed().toDouble(&ok);
    return ok;
}

// At least four lines in five (of those looked at) have the property.
template <typename Test> bool most(const QList<QByteArray> &lines, Test test)
{
    int count = 0;
    for (const QByteArray &line : lines)
        count += test(line) ? 1 : 0;
    return count * 5 >= int(lines.size()) * 4;
}

} // namespace

InputShape::Kind InputShape::guess(const QByteArray &bytes)
{
    const QList<QByteArray> lines = firstLines(bytes);
    if (lines.isEmpty())
        return Unknown;
    const QByteArray first = lines.first().trimmed();
    if (first.startsWith('{') || first.startsWith('['))
        return Json;
    const auto fields = [](const QByteArray &line) { return line.split('\t'); };
    // First, as a system line may hold anything, even `sent_id:` or ` --> `.
    if (most(lines, [&](const QByteArray &line) {
            const QList<QByteArray> f = fields(line);
            return f.size() == 4 && !f.first().trimmed().contains(' ') && f.first().trimmed().size() <= 40;
        }))
        return BenchieSystem;
    for (const QByteArray &line : lines) {
        if (line.trimmed().startsWith("sent_id:") || line.contains(" --> "))
            return BenchieGold;
    }
    for (const QByteArray &line : lines) {
        if (line.contains("SimpleArgument(") || line.contains("Relation(") || line.startsWith("confidence\targ1\t"))
            return NativeSystem;
    }
    if (most(lines,
             [&](const QByteArray &line) {
                 const QList<QByteArray> f = fields(line);
                 return line.startsWith('#') || (f.size() == 10 && isNumber(f.first().split('-').first()));
             })
        && std::any_of(lines.begin(), lines.end(), [&](const QByteArray &line) { return fields(line).size() == 10; }))
        return Conllu;
    // ClausIE (a sentence line, then `N<TAB>"subject"<TAB>"relation"<TAB>...<TAB>confidence`),
    // ReVerb (a file path, then 17 fields), Stanford: many tab fields, quoted or numeric. Only
    // the lines with tabs count (ClausIE's sentence lines have none).
    QList<QByteArray> tabbed;
    for (const QByteArray &line : lines) {
        if (line.contains('\t'))
            tabbed.append(line);
    }
    if (!tabbed.isEmpty() && most(tabbed, [&](const QByteArray &line) {
            const QList<QByteArray> f = fields(line);
            return f.size() >= 5 && (line.contains("\t\"") || f.size() >= 12);
        }))
        return NativeSystem;
    if (most(lines, [&](const QByteArray &line) {
            const QList<QByteArray> f = fields(line);
            // A sentence (several words) in the first field or, for PropS, after a confidence.
            const QByteArray sentence = isNumber(f.first()) && f.size() > 1 ? f.at(1) : f.first();
            return f.size() >= 3 && sentence.trimmed().count(' ') >= 3;
        }))
        return SentenceTab;
    return Unknown;
}

QString InputShape::describe(Kind kind)
{
    switch (kind) {
    case BenchieGold:
        return tr("a BenchIE gold file (sent_id:ID<TAB>sentence lines, then subject --> relation --> object triples)");
    case BenchieSystem:
        return tr("a BenchIE system file (sent_id<TAB>subject<TAB>relation<TAB>object)");
    case SentenceTab:
        return tr("a CaRB or OIE2016 tab file (sentence<TAB>relation or predicate<TAB>arguments...)");
    case NativeSystem:
        return tr("the native output of an OIE system (OpenIE-4/5, OLLIE, ClausIE, PropS, ReVerb, Stanford)");
    case Conllu:
        return tr("a CoNLL-U file");
    case Json:
        return tr("a JSON file (a ROBUST gold or system file, or an OIE Studio project)");
    case Unknown:
        break;
    }
    return tr("a file of unknown kind");
}

QString InputShape::encodingError(const QByteArray &bytes, const QString &expected)
{
    const QByteArray head = bytes.left(4096);
    if (head.startsWith("\xff\xfe") || head.startsWith("\xfe\xff"))
        return QStringLiteral(":1: ") + tr("this looks like UTF-16 text, not %1; save it as UTF-8").arg(expected);
    if (head.contains('\0'))
        return QStringLiteral(":1: ")
            + tr("this looks like binary data (or UTF-16 text without its mark), not %1").arg(expected);
    return QString();
}

QString InputShape::tabGoldKindError(const QByteArray &bytes, const QString &expected)
{
    if (bytes.trimmed().isEmpty())
        return tr(": empty file, not %1").arg(expected);
    if (const QString encoding = encodingError(bytes, expected); !encoding.isEmpty())
        return encoding;
    const Kind shape = guess(bytes);
    if (shape != Unknown && shape != SentenceTab)
        return QStringLiteral(":1: ") + mismatch(shape, expected);
    const QList<QByteArray> lines = bytes.left(64 * 1024).split('\n');
    if (std::none_of(lines.begin(), lines.end(), [](const QByteArray &line) { return line.contains('\t'); })) {
        int first = 1;
        while (first <= lines.size() && lines.at(first - 1).trimmed().isEmpty())
            ++first;
        return QStringLiteral(":%1: ").arg(first) + tr("this looks like text without tabs, not %1").arg(expected);
    }
    return QString();
}

QString InputShape::systemKindError(const QByteArray &bytes, qsizetype extractions, const QString &expected,
                                    bool benchieAllowed)
{
    if (bytes.trimmed().isEmpty())
        return QString();
    if (const QString encoding = encodingError(bytes, expected); !encoding.isEmpty())
        return encoding;
    const Kind shape = guess(bytes);
    if (shape == BenchieGold || shape == Json || shape == Conllu || (shape == BenchieSystem && !benchieAllowed))
        return QStringLiteral(":1: ") + mismatch(shape, expected);
    if (extractions == 0)
        return QStringLiteral(":1: ") + tr("no extraction could be read from this text: it is not %1").arg(expected);
    return QString();
}

QString InputShape::mismatch(Kind found, const QString &expected, const QString &hint)
{
    QString message = tr("this looks like %1, not %2").arg(describe(found), expected);
    if (!hint.isEmpty())
        message += QStringLiteral("; ") + hint;
    return message;
}

bool InputShape::readFileOfKind(const QString &path, QString (*kindError)(const QByteArray &), QByteArray *bytes,
                                QString *error)
{
    if (!TextFileLines::readFile(path, bytes, error))
        return false;
    const QString wrongKind = kindError(*bytes);
    if (wrongKind.isEmpty())
        return true;
    *error = path + wrongKind;
    return false;
}
