#include "core/text/PtbTokenizer.h"

#include <QRegularExpression>
#include <QVector>

#include <algorithm>

#include "core/text/SentenceSplitter.h"
#include "core/text/UnspacedScript.h"

namespace {

// Tokens that are already in their tokenized form and must never be split again.
bool isFinishedToken(const QString &chunk)
{
    static const QStringList finished = {
        QStringLiteral("``"), QStringLiteral("''"), QStringLiteral("`"), QStringLiteral("'"),
        QStringLiteral("--"), QStringLiteral("-"), QStringLiteral("..."), QStringLiteral("."),
        QStringLiteral("-LRB-"), QStringLiteral("-RRB-"), QStringLiteral("-LSB-"), QStringLiteral("-RSB-"),
        QStringLiteral("-LCB-"), QStringLiteral("-RCB-")};
    return chunk.size() == 1 || finished.contains(chunk);
}

// 's 'd 'm 'll 're 've n't (any case), as the data writes them.
bool isClitic(const QString &chunk)
{
    static const QRegularExpression clitic(QStringLiteral("^(?:'(?:s|d|m|ll|re|ve)|n't)$"),
                                           QRegularExpression::CaseInsensitiveOption);
    return clitic.match(chunk).hasMatch();
}

QString normalizeApostrophes(QString text)
{
    text.replace(QChar(0x2019), QLatin1Char('\''));
    return text;
}

bool isLetter(QChar c)
{
    return c.isLetter();
}

// The code point that ends just before `end` (a surrogate pair read whole).
char32_t codePointBefore(const QString &text, qsizetype end)
{
    const QChar last = text.at(end - 1);
    if (last.isLowSurrogate() && end >= 2 && text.at(end - 2).isHighSurrogate())
        return QChar::surrogateToUcs4(text.at(end - 2), last);
    return last.unicode();
}

// The code point that starts at `start`.
char32_t codePointAt(const QString &text, qsizetype start)
{
    const QChar first = text.at(start);
    if (first.isHighSurrogate() && start + 1 < text.size() && text.at(start + 1).isLowSurrogate())
        return QChar::surrogateToUcs4(first, text.at(start + 1));
    return first.unicode();
}

// Where the first surrogate without its pair is, or the size: nothing from there on is a
// character, so no rule that reads characters applies across it.
qsizetype firstUnpairedSurrogate(const QString &text)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate())
            ++i;
        else if (c.isSurrogate())
            return i;
    }
    return text.size();
}

} // namespace

QStringList PtbTokenizer::tokenize(const QString &sentence, const TokenizerOptions &options)
{
    if (!(options == TokenizerOptions()))
        return applyOptions(tokenize(sentence), options);
    if (UnspacedScript::contains(sentence)) {
        QStringList tokens;
        for (const UnspacedScript::Run &run : UnspacedScript::runs(sentence)) {
            if (run.unspaced)
                tokens.append(run.text);
            else
                tokens += UnspacedScript::splitOther(run.text);
        }
        return tokens;
    }
    static const QRegularExpression space(QStringLiteral("\\s+"));
    QStringList chunks;
    for (const QString &chunk : sentence.split(space, Qt::SkipEmptyParts)) {
        const qsizetype glued = SentenceSplitter::missingSpace(chunk); // `Thursday.Credit`
        if (glued < 0) {
            chunks.append(chunk);
        } else {
            chunks.append(chunk.left(glued));
            chunks.append(QStringLiteral("."));
            chunks.append(chunk.mid(glued + 1));
        }
    }
    // The sentence's final period is on its last chunk with words, before any closing quotes:
    // `Revco. "` is `Revco . ''`.
    static const QRegularExpression closingOnly(QStringLiteral("^(?:[\"')\\]}\\x{201D}\\x{2019}]|'')+$"));
    qsizetype last = chunks.size() - 1;
    while (last > 0 && closingOnly.match(chunks.at(last)).hasMatch())
        --last;
    QStringList tokens;
    int doubleQuotes = 0;
    for (qsizetype i = 0; i < chunks.size(); ++i) {
        if (i > last && chunks.at(i) == QLatin1String("\""))
            tokens.append(QStringLiteral("''")); // a quote after the end of the sentence closes
        else
            tokenizeChunk(chunks.at(i), i == last, &doubleQuotes, &tokens);
    }
    return tokens;
}

QVector<QStringList> PtbTokenizer::tokenizeText(const QString &text, SentenceBreaks breaks,
                                                const TokenizerOptions &options)
{
    QVector<QStringList> sentences;
    for (const QString &sentence : SentenceSplitter::split(text, breaks)) {
        QStringList tokens = tokenize(sentence, options);
        if (!tokens.isEmpty())
            sentences.append(tokens);
    }
    return sentences;
}

// A cut only moves the part's end to the left, so one pass from the right does it: linear in the
// part (a loop of whole-part regular expressions was quadratic: minutes for a line of 500,000
// commas).
QStringList PtbTokenizer::splitInnerCommas(QString *part)
{
    const QString &text = *part;
    QStringList cut;
    qsizetype end = text.size();
    const qsizetype valid = firstUnpairedSurrogate(text);
    qsizetype candidate = end - 2; // commas right of it cannot cut the part as it is now
    const auto cuts = [&text](qsizetype comma) {
        return text.at(comma) == QLatin1Char(',')
            && (!QChar::isDigit(codePointBefore(text, comma)) || !QChar::isDigit(codePointAt(text, comma + 1)));
    };
    while (end <= valid) {
        candidate = std::min(candidate, end - 2);
        while (candidate >= 1 && !cuts(candidate))
            --candidate;
        if (candidate < 1)
            break;
        const qsizetype comma = text.lastIndexOf(QLatin1Char(','), end - 1);
        if (comma + 1 < end)
            cut.prepend(text.mid(comma + 1, end - comma - 1));
        cut.prepend(QStringLiteral(","));
        end = comma;
    }
    part->truncate(end);
    return cut;
}

// One whitespace-separated chunk: leading punctuation, the word, its clitics, trailing
// punctuation. `doubleQuotes` counts the straight double quotes seen so far in the sentence, so
// that a lone `"` opens or closes by parity.
void PtbTokenizer::tokenizeChunk(const QString &rawChunk, bool lastChunk, int *doubleQuotes, QStringList *out)
{
    const QString chunk = normalizeApostrophes(rawChunk);
    if (isFinishedToken(chunk) || isClitic(chunk)) {
        if (chunk == QLatin1String("\""))
            out->append((*doubleQuotes)++ % 2 == 0 ? QStringLiteral("``") : QStringLiteral("''"));
        else
            out->append(chunk);
        return;
    }

    QStringList leading;
    QStringList trailing; // in reverse order

    // Leading punctuation (a view that moves, so that a long run of it stays linear).
    QStringView rest(chunk);
    for (;;) {
        if (rest.isEmpty())
            break;
        if (rest.startsWith(QLatin1String("``"))) {
            leading.append(QStringLiteral("``"));
            rest = rest.mid(2);
            continue;
        }
        const QChar c = rest.at(0);
        if (c == QLatin1Char('"') || c == QChar(0x201C)) {
            leading.append(QStringLiteral("``"));
            ++*doubleQuotes;
        } else if (c == QLatin1Char('`') || c == QChar(0x2018)) {
            leading.append(QStringLiteral("`"));
        } else if (c == QLatin1Char('\'') && rest.size() > 1 && isLetter(rest.at(1)) && !isClitic(rest.toString())) {
            leading.append(QStringLiteral("`"));
        } else if (QStringLiteral("([{$#").contains(c) && rest.size() > 1) {
            leading.append(QString(c));
        } else {
            break;
        }
        rest = rest.mid(1);
    }
    QString word = rest.toString();

    // Trailing punctuation (the final period only at the end of the sentence).
    for (;;) {
        if (word.size() <= 1)
            break;
        if (word.endsWith(QLatin1String("''"))) {
            trailing.append(QStringLiteral("''"));
            word.chop(2);
            continue;
        }
        if (lastChunk && word.endsWith(QLatin1String("...."))) { // "off...." ends with its own period
            trailing.append(QStringLiteral("."));
            word.chop(1);
            lastChunk = false;
            continue;
        }
        if (word.endsWith(QLatin1String("..."))) {
            trailing.append(QStringLiteral("..."));
            word.chop(3);
            continue;
        }
        const QChar c = word.back();
        if (c == QLatin1Char('"') || c == QChar(0x201D)) {
            trailing.append(QStringLiteral("''"));
            ++*doubleQuotes;
        } else if (c == QLatin1Char('\'')) {
            trailing.append(QStringLiteral("'"));
        } else if (QStringLiteral(",;:!?)]}%").contains(c)) {
            trailing.append(QString(c));
        } else if (c == QLatin1Char('.') && lastChunk) {
            // "U.S." at the very end keeps its period and gets the sentence's own one.
            static const QRegularExpression dottedAbbreviation(QStringLiteral("^(?:\\w\\.)+$"),
                                                               QRegularExpression::UseUnicodePropertiesOption);
            if (!dottedAbbreviation.match(word).hasMatch())
                word.chop(1);
            trailing.append(QStringLiteral("."));
            lastChunk = false;
            continue;
        } else {
            break;
        }
        word.chop(1);
    }

    // Inner dashes and ellipses: "word--word", "word...word".
    QStringList middle;
    static const QRegularExpression innerBreak(QStringLiteral("--+|\\.\\.\\.+|\\x{2014}|\\x{2013}(?=\\D)"));
    int from = 0;
    for (auto it = innerBreak.globalMatch(word); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        if (match.capturedStart() > from)
            middle.append(word.mid(from, match.capturedStart() - from));
        const QString dash = match.captured();
        middle.append(dash.startsWith(QLatin1Char('.')) ? QStringLiteral("...") : QStringLiteral("--"));
        from = match.capturedEnd();
    }
    if (from < word.size())
        middle.append(word.mid(from));

    out->append(leading);
    static const QRegularExpression cliticSuffix(QStringLiteral("^(.*\\w)('(?:s|d|m|ll|re|ve)|n't)$"),
                                                 QRegularExpression::CaseInsensitiveOption
                                                     | QRegularExpression::UseUnicodePropertiesOption);
    for (QString part : qAsConst(middle)) {
        const QStringList split = splitInnerCommas(&part);
        if (part.compare(QLatin1String("cannot"), Qt::CaseInsensitive) == 0) {
            out->append(part.left(3));
            out->append(part.mid(3));
        } else if (const QRegularExpressionMatch match = cliticSuffix.match(part); match.hasMatch()) {
            out->append(match.captured(1));
            out->append(match.captured(2));
        } else if (!part.isEmpty()) {
            out->append(part);
        }
        out->append(split);
    }
    for (int i = trailing.size() - 1; i >= 0; --i)
        out->append(trailing.at(i));
}

// The options other than the defaults, applied to the tokens of the defaults: compounds split
// at their hyphens; quotation marks put back on the word they touch, as they were written (the
// default tokens say which quote opens, `` and `, and which closes, '' and ').
QStringList PtbTokenizer::applyOptions(const QStringList &tokens, const TokenizerOptions &options)
{
    QStringList out;
    static const QRegularExpression hyphen(QStringLiteral("(?<=\\p{L})-(?=\\p{L})"));
    for (const QString &token : tokens) {
        if (options.splitHyphens && token.size() > 2 && token.contains(hyphen)) {
            const QStringList parts = token.split(hyphen);
            for (qsizetype i = 0; i < parts.size(); ++i) {
                if (i > 0)
                    out.append(QStringLiteral("-"));
                out.append(parts.at(i));
            }
        } else {
            out.append(token);
        }
    }
    if (options.quotesAsTokens)
        return out;
    // Opening quotes go onto the next token, closing ones onto the previous; a possessive's `'`
    // (`players '`) is a closing quote and goes back onto its word (`players'`).
    QStringList glued;
    QString pending; // opening quotes waiting for their word
    for (const QString &token : std::as_const(out)) {
        const bool isDouble = token == QLatin1String("``") || token == QLatin1String("''");
        const bool isQuote = isDouble || token == QLatin1String("`") || token == QLatin1String("'");
        const QString straight = isDouble ? QStringLiteral("\"") : QStringLiteral("'");
        const bool opening = isQuote && token.startsWith(QLatin1Char('`'));
        if (opening)
            pending += straight;
        else if (isQuote && !glued.isEmpty() && pending.isEmpty())
            glued.last() += straight;
        else
            glued.append(pending + (isQuote ? straight : token));
        if (!opening)
            pending.clear();
    }
    if (!pending.isEmpty())
        glued.append(pending);
    return glued;
}
