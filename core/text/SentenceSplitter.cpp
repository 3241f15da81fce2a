#include "core/text/SentenceSplitter.h"

#include <QRegularExpression>
#include <QSet>

namespace {

QSet<QString> wordSet(const char *words)
{
    QSet<QString> set;
    for (const QString &word : QString::fromLatin1(words).split(QLatin1Char(' '), Qt::SkipEmptyParts))
        set.insert(word);
    return set;
}

const QSet<QString> &sentenceOpeners()
{
    static const QSet<QString> set = wordSet(
        "The A An He She It They We I You This That These Those There Here But And Or So Yet In On At "
        "For If When While After Before As His Her Its Their Our My Your Some Many Most All No One "
        "Then However Although Because Since Meanwhile Still Also Now What Who Which");
    return set;
}

// Views that move, not removals from the front, so that a long run of quotes stays linear.
QString stripFinalPeriod(const QString &word)
{
    QStringView stripped(word);
    while (!stripped.isEmpty() && QStringLiteral("\"'`)]}\u201D\u2019").contains(stripped.back()))
        stripped.chop(1);
    if (stripped.endsWith(QLatin1Char('.')))
        stripped.chop(1);
    while (!stripped.isEmpty() && QStringLiteral("\"'`([{\u201C\u2018").contains(stripped.front()))
        stripped = stripped.mid(1);
    return stripped.toString();
}

bool endsSentenceMark(const QString &word)
{
    static const QRegularExpression mark(QStringLiteral("[.!?][\"'`)\\]}\u201D\u2019]*$"));
    return mark.match(word).hasMatch();
}

bool startsSentence(const QString &word)
{
    for (const QChar c : word) {
        if (QStringLiteral("\"'`([{\u201C\u2018").contains(c))
            continue;
        return c.isUpper() || c.isDigit();
    }
    return false;
}

QString firstWordWithoutQuotes(const QString &word)
{
    QStringView result(word);
    while (!result.isEmpty() && !result.front().isLetterOrNumber())
        result = result.mid(1);
    while (!result.isEmpty() && !result.back().isLetterOrNumber())
        result.chop(1);
    return result.toString();
}

} // namespace

bool SentenceSplitter::isTitleOrInitial(const QString &word)
{
    // Lower-case, without the final period.
    static const QSet<QString> titles = wordSet(
        "mr mrs ms messrs mssrs dr prof rev hon st sr jr gen col lt capt cmdr adm sgt cpl maj brig gov sen "
        "rep reps pres supt det fr mt ft no nos vs v cf");
    const QString stem = stripFinalPeriod(word);
    if (stem.size() == 1 && stem.at(0).isLetter())
        return true;
    return titles.contains(stem.toLower());
}

bool SentenceSplitter::isAbbreviation(const QString &word)
{
    if (isTitleOrInitial(word))
        return true;
    static const QSet<QString> otherAbbreviations = wordSet(
        "inc ltd co corp cos bros mfg assn dept univ est approx etc esp al ave blvd rd hwy fig figs vol vols "
        "ed eds pp jan feb mar apr jun jul aug sep sept oct nov dec mon tue wed thu fri sat sun "
        "ala ariz ark calif colo conn del fla ga ill ind kan kans ky la md mass mich minn miss mo mont neb "
        "nebr nev okla ore pa penn tenn tex vt va wash wis wyo");
    const QString stem = stripFinalPeriod(word);
    static const QRegularExpression dotted(QStringLiteral("^(?:\\w\\.)+\\w$"), QRegularExpression::UseUnicodePropertiesOption);
    return otherAbbreviations.contains(stem.toLower()) || dotted.match(stem).hasMatch();
}

qsizetype SentenceSplitter::missingSpace(const QString &word)
{
    static const QRegularExpression glued(QStringLiteral("^(\\p{L}*\\p{Ll})\\.\\p{Lu}\\p{Ll}"),
                                          QRegularExpression::UseUnicodePropertiesOption);
    const QRegularExpressionMatch match = glued.match(word);
    if (!match.hasMatch() || match.capturedLength(1) < 2
        || isAbbreviation(match.captured(1) + QLatin1Char('.')))
        return -1;
    return match.capturedLength(1);
}

QStringList SentenceSplitter::split(const QString &text, SentenceBreaks breaks)
{
    if (breaks == SentenceBreaks::Paragraphs)
        return split(text);
    QStringList sentences;
    static const QRegularExpression lineBreak(QStringLiteral("\\r\\n|\\n|\\r"));
    for (const QString &line : text.split(lineBreak, Qt::SkipEmptyParts))
        sentences += split(line);
    return sentences;
}

QStringList SentenceSplitter::split(const QString &text)
{
    QStringList sentences;
    QStringList current;
    const auto flush = [&]() {
        if (!current.isEmpty())
            sentences.append(current.join(QLatin1Char(' ')));
        current.clear();
    };
    static const QRegularExpression paragraphs(QStringLiteral("\\n\\s*\\n"));
    static const QRegularExpression whitespace(QStringLiteral("\\s+"));
    // Pieces of a paragraph, each ending at a full stop of a script without spaces (or at its end).
    static const QRegularExpression unspacedEnd(QStringLiteral("[\\x{3002}\\x{FF01}\\x{FF1F}]+[\\x{201D}\\x{300D}\\x{300F}\\x{FF09}]*"));
    QStringList pieces;
    for (const QString &paragraph : text.split(paragraphs, Qt::SkipEmptyParts)) {
        qsizetype start = 0;
        QRegularExpressionMatchIterator ends = unspacedEnd.globalMatch(paragraph);
        while (ends.hasNext()) {
            const qsizetype end = ends.next().capturedEnd();
            pieces.append(paragraph.mid(start, end - start));
            start = end;
        }
        pieces.append(paragraph.mid(start));
    }
    for (const QString &paragraph : std::as_const(pieces)) {
        QStringList words;
        for (const QString &word : paragraph.split(whitespace, Qt::SkipEmptyParts)) {
            const qsizetype glued = missingSpace(word); // `Thursday.Credit`: two words
            if (glued < 0) {
                words.append(word);
            } else {
                words.append(word.left(glued + 1));
                words.append(word.mid(glued + 1));
            }
        }
        static const QRegularExpression closingQuotes(QStringLiteral("^(?:[\"')\\]\\x{201D}\\x{2019}]|'')+$"));
        for (int i = 0; i < words.size(); ++i) {
            const QString &word = words.at(i);
            current.append(word);
            if (!endsSentenceMark(word))
                continue;
            // Closing quotes written apart (`Revco. " Some ...`) still belong to this sentence.
            while (i + 1 < words.size() && closingQuotes.match(words.at(i + 1)).hasMatch())
                current.append(words.at(++i));
            if (i + 1 == words.size())
                continue;
            const QString &next = words.at(i + 1);
            if (!startsSentence(next))
                continue;
            const bool periodEnd = stripFinalPeriod(word) != word && !word.contains(QLatin1Char('!')) && !word.contains(QLatin1Char('?'));
            if (periodEnd && isTitleOrInitial(word))
                continue;
            if (periodEnd && isAbbreviation(word) && !sentenceOpeners().contains(firstWordWithoutQuotes(next)))
                continue;
            flush();
        }
        flush();
    }
    return sentences;
}
