#include "core/model/ExtractionLimits.h"

namespace ExtractionLimits {

namespace {

// Words separated by white space.
int wordCount(QStringView text)
{
    int words = 0;
    bool inWord = false;
    for (const QChar c : text) {
        const bool space = c.isSpace();
        words += !space && !inWord ? 1 : 0;
        inWord = !space;
    }
    return words;
}

} // namespace

QString slotsOverLimit(QStringView subject, QStringView relation, QStringView object)
{
    const QStringView parts[] = {subject, relation, object};
    const char *const names[] = {"subject", "relation", "object"};
    for (int s = 0; s < 3; ++s) {
        const int words = wordCount(parts[s]);
        if (words > kMaxWordsPerSlot)
            return QStringLiteral("the %1 has %2 words: over the limit of %3 words per extraction slot (real systems "
                                  "write at most a few dozen); line skipped")
                .arg(QString::fromLatin1(names[s]))
                .arg(words)
                .arg(kMaxWordsPerSlot);
    }
    return QString();
}

QString overPerSentence(const QString &sentenceId)
{
    return QStringLiteral("sentence %1 has more than %2 extractions: over the limit of %2 extractions per sentence "
                          "(real systems write at most a few hundred); this line and the sentence's later ones are "
                          "skipped")
        .arg(sentenceId)
        .arg(kMaxPerSentence);
}

} // namespace ExtractionLimits
