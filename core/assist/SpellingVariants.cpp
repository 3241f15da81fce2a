#include "core/assist/SpellingVariants.h"

#include <QRegularExpression>

namespace {

const QChar kOpen(0x1);
const QChar kClose(0x2);

void offer(const QString &slot, const QString &writing, QStringList *out)
{
    const QString tidy = writing.simplified();
    if (tidy != slot.simplified() && !out->contains(tidy))
        out->append(tidy);
}

// Quotations: each opening mark (````, `[``]`, `[`] [`]`, `[` `]`) written as kOpen and each
// closing one as kClose, spaced; false when the slot holds none or they do not pair up.
bool markQuotes(const QString &slot, QString *marked)
{
    static const QRegularExpression open(QStringLiteral("\\[`\\]\\s*\\[`\\]|\\[`\\s+`\\]|\\[``\\]|``"));
    static const QRegularExpression close(QStringLiteral("\\['\\]\\s*\\['\\]|\\['\\s+'\\]|\\[''\\]|''"));
    QString s = slot;
    s.replace(open, QStringLiteral(" \x01 "));
    s.replace(close, QStringLiteral(" \x02 "));
    s = s.simplified();
    bool inside = false;
    for (const QChar c : std::as_const(s)) {
        if (c == kOpen || c == kClose) {
            if (inside != (c == kClose))
                return false;
            inside = !inside;
        }
    }
    if (inside || !s.contains(kOpen))
        return false;
    *marked = s;
    return true;
}

void quotes(const QString &slot, QStringList *out)
{
    QString marked;
    if (!markQuotes(slot, &marked))
        return;
    const auto written = [&](const QString &open, const QString &close) {
        QString s = marked;
        s.replace(kOpen, open);
        s.replace(kClose, close);
        return s;
    };
    offer(slot, written(QStringLiteral("[``]"), QStringLiteral("['']")), out);
    QString glued = marked;
    glued.replace(QString(kOpen) + QLatin1Char(' '), QStringLiteral("``"));
    glued.replace(QLatin1Char(' ') + QString(kClose), QStringLiteral("''"));
    offer(slot, glued, out);
    offer(slot, written(QStringLiteral("[`] [`]"), QStringLiteral("['] [']")), out);
    offer(slot, written(QStringLiteral("[` `]"), QStringLiteral("[' ']")), out);
}

// Hyphenated words split (`step [-] by [-] step`): outside optional groups, and a group holding
// one such word alone (`[human-powered]` gives `human [-] powered`, groups do not nest); split
// ones joined (`step-by-step`).
void hyphens(const QString &slot, QStringList *out)
{
    static const QRegularExpression word(QStringLiteral("^\\[?\\w+(-\\w+)+\\]?$"),
                                         QRegularExpression::UseUnicodePropertiesOption);
    const QStringList pieces = slot.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QStringList split;
    int depth = 0;
    bool any = false;
    for (const QString &piece : pieces) {
        const bool group = piece.startsWith(QLatin1Char('[')) && piece.endsWith(QLatin1Char(']'));
        if (depth == 0 && word.match(piece).hasMatch()
            && (group || (!piece.startsWith(QLatin1Char('[')) && !piece.endsWith(QLatin1Char(']'))))) {
            split.append(piece.mid(group ? 1 : 0, piece.size() - (group ? 2 : 0))
                             .replace(QLatin1Char('-'), QStringLiteral(" [-] ")));
            any = true;
        } else {
            split.append(piece);
        }
        depth += int(piece.count(QLatin1Char('['))) - int(piece.count(QLatin1Char(']')));
    }
    if (any)
        offer(slot, split.join(QLatin1Char(' ')), out);
    static const QRegularExpression joint(QStringLiteral("(?<=\\w) \\[-\\] (?=\\w)"),
                                          QRegularExpression::UseUnicodePropertiesOption);
    if (slot.contains(joint))
        offer(slot, QString(slot).replace(joint, QStringLiteral("-")), out);
}

// Abbreviations of capital letters with dots: `U.S.`, `U. S.`, `U . S .`.
void abbreviations(const QString &slot, QStringList *out)
{
    static const QRegularExpression abbreviation(QStringLiteral("(?<![\\w.])[A-Z](?: ?\\. ?[A-Z])+ ?\\.(?=\\s|\\]|$)"));
    if (!slot.contains(abbreviation))
        return;
    for (const QString &separator : {QString(), QStringLiteral(" "), QStringLiteral(" . ")}) {
        QString written;
        qsizetype from = 0;
        QRegularExpressionMatchIterator it = abbreviation.globalMatch(slot);
        while (it.hasNext()) {
            const QRegularExpressionMatch match = it.next();
            written += slot.mid(from, match.capturedStart() - from);
            QStringList letters;
            for (const QChar c : match.captured())
                if (c.isLetter())
                    letters.append(QString(c));
            if (separator == QStringLiteral(" . "))
                written += letters.join(separator) + QStringLiteral(" .");
            else
                written += letters.join(QLatin1Char('.') + separator) + QLatin1Char('.');
            from = match.capturedEnd();
        }
        written += slot.mid(from);
        offer(slot, written, out);
    }
}

// Commas between words: glued (`Crozier, Jr.`), spaced (`Crozier , Jr.`) or optional
// (`Crozier [,] Jr.`).
void commas(const QString &slot, QStringList *out)
{
    static const QRegularExpression comma(QStringLiteral("(?<=[^\\s\\[])\\s*(?:\\[,\\]|,)(?=\\s+[^\\s\\]])"));
    if (!slot.contains(comma))
        return;
    for (const QString &written : {QStringLiteral(","), QStringLiteral(" ,"), QStringLiteral(" [,]")})
        offer(slot, QString(slot).replace(comma, written), out);
}

} // namespace

QStringList SpellingVariants::of(const QString &slot)
{
    QStringList out;
    quotes(slot, &out);
    hyphens(slot, &out);
    abbreviations(slot, &out);
    commas(slot, &out);
    return out;
}

QString SpellingVariants::squeezed(const QString &slot)
{
    QString out;
    for (const QChar c : slot) {
        if (!c.isSpace() && c != QLatin1Char('[') && c != QLatin1Char(']'))
            out.append(c);
    }
    return out;
}
