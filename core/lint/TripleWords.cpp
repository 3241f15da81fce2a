#include "core/lint/TripleWords.h"

#include <algorithm>
#include <utility>

namespace TripleWords {

QStringList allWords(const Slot &slot)
{
    // Slot::realizedText, then split on spaces, in one pass.
    QStringList words;
    QString word;
    for (const QChar c : slot.source()) {
        if (c == QLatin1Char(' ')) {
            if (!word.isEmpty())
                words.append(std::exchange(word, QString()));
        } else if (c != QLatin1Char('[') && c != QLatin1Char(']')) {
            word.append(c);
        }
    }
    if (!word.isEmpty())
        words.append(word);
    return words;
}

void appendFixed(QString *out, const Slot &slot)
{
    for (const SlotElement &element : slot.elements()) {
        if (element.optional || element.length == 0)
            continue;
        if (!out->isEmpty())
            out->append(QLatin1Char(' '));
        out->append(slot.elementText(element));
    }
}

QString fixedSequence(const Triple &triple)
{
    QString sequence;
    sequence.reserve(triple.subject().source().size() + triple.relation().source().size()
                     + triple.object().source().size() + 2);
    for (int s = 0; s < 3; ++s)
        appendFixed(&sequence, triple.slot(s));
    return sequence;
}

void appendCollapsed(QString *out, QStringView text)
{
    const QStringView trimmed = text.trimmed();
    if (!trimmed.contains(QLatin1String("  ")) && !std::any_of(trimmed.cbegin(), trimmed.cend(), [](QChar c) {
            return c != QLatin1Char(' ') && c.isSpace();
        })) {
        out->append(trimmed); // the usual slot: nothing to collapse
        return;
    }
    bool space = false;
    for (const QChar c : trimmed) {
        if (c.isSpace()) {
            space = true;
            continue;
        }
        if (space)
            out->append(QLatin1Char(' '));
        out->append(c);
        space = false;
    }
}

QString quoted(const QString &text)
{
    constexpr qsizetype kShown = 80;
    if (text.size() <= kShown)
        return text;
    return text.left(kShown) + QStringLiteral("... (%1 characters)").arg(text.size());
}

QStringList pieces(QStringView text)
{
    QStringList pieces;
    qsizetype start = -1; // of the run of letters and digits under way
    auto endRun = [&](qsizetype end) {
        if (start >= 0)
            pieces.append(text.mid(start, end - start).toString().toLower());
        start = -1;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const bool han = c.unicode() >= 0x2e80 && c.script() == QChar::Script_Han;
        if ((c.isLetterOrNumber() || c.isMark()) && !han) {
            if (start < 0)
                start = i;
            continue;
        }
        endRun(i);
        if (!c.isSpace())
            pieces.append(QString(c).toLower());
    }
    endRun(text.size());
    return pieces;
}

QString text(const Triple &triple)
{
    return triple.subject().source() + QStringLiteral(" --> ") + triple.relation().source() + QStringLiteral(" --> ")
        + triple.object().source();
}

} // namespace TripleWords
