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

// The slot with every piece outside optional groups that `rewrite` rewrites (it returns a null
// string for a piece it leaves), offered when it rewrote any.
template <typename Rewrite> void rewritePieces(const QString &slot, const Rewrite &rewrite, QStringList *out)
{
    QStringList pieces = slot.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    int depth = 0;
    bool any = false;
    for (QString &piece : pieces) {
        const int opened = int(piece.count(QLatin1Char('['))) - int(piece.count(QLatin1Char(']')));
        const QString made = depth == 0 ? rewrite(piece) : QString();
        if (!made.isNull()) {
            piece = made;
            any = true;
        }
        depth += opened;
    }
    if (any)
        offer(slot, pieces.join(QLatin1Char(' ')), out);
}

// Words joined by a mark outside optional groups split, the mark optional (`step [-] by [-] step`,
// `Interstate [/] Johnson`; a group holding one such word alone, `[human-powered]`, gives
// `human [-] powered`: groups do not nest); split ones, optional or plain, joined
// (`step-by-step`, `third-largest`).
struct Mark
{
    explicit Mark(QChar c)
        : mark(c),
          word(QStringLiteral("^\\[?\\w+(%1\\w+)+\\]?$").arg(QRegularExpression::escape(QString(c))),
               QRegularExpression::UseUnicodePropertiesOption),
          joint(QStringLiteral("(?<=\\w) (?:\\[%1\\]|%1) (?=\\w)").arg(QRegularExpression::escape(QString(c))),
                QRegularExpression::UseUnicodePropertiesOption)
    { }
    QChar mark;
    QRegularExpression word; // a piece of words joined by the mark, or a group of it alone
    QRegularExpression joint; // the mark between words, optional or plain, spaced
};

void joinedWords(const QString &slot, const Mark &joiner, QStringList *out)
{
    rewritePieces(
        slot,
        [&](const QString &piece) {
            const bool opens = piece.startsWith(QLatin1Char('['));
            const bool group = opens && piece.endsWith(QLatin1Char(']'));
            if (!joiner.word.match(piece).hasMatch() || (!group && (opens || piece.endsWith(QLatin1Char(']')))))
                return QString();
            return piece.mid(group ? 1 : 0, piece.size() - (group ? 2 : 0))
                .replace(joiner.mark, QStringLiteral(" [%1] ").arg(joiner.mark));
        },
        out);
    if (slot.contains(joiner.joint))
        offer(slot, QString(slot).replace(joiner.joint, QString(joiner.mark)), out);
}

// The final dot of an abbreviated word outside optional groups made optional (`Co.` gives
// `Co [.]`), and an optional one written on the word (`Co [.]` gives `Co.`).
void finalDots(const QString &slot, QStringList *out)
{
    static const QRegularExpression word(QStringLiteral("^[A-Z][A-Za-z]{0,4}\\.$"));
    rewritePieces(
        slot,
        [](const QString &piece) {
            return word.match(piece).hasMatch() ? piece.chopped(1) + QStringLiteral(" [.]") : QString();
        },
        out);
    static const QRegularExpression dot(QStringLiteral("\\b([A-Z][A-Za-z]{0,4}) \\[\\.\\](?=\\s|$)"));
    if (slot.contains(dot))
        offer(slot, QString(slot).replace(dot, QStringLiteral("\\1.")), out);
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
    static const Mark hyphen(QLatin1Char('-'));
    static const Mark slash(QLatin1Char('/'));
    joinedWords(slot, hyphen, &out);
    joinedWords(slot, slash, &out);
    abbreviations(slot, &out);
    finalDots(slot, &out);
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
