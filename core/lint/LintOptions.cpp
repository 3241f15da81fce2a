#include "core/lint/LintOptions.h"

#include <QStringList>

namespace {

QSet<QString> setOf(const char *words)
{
    const QStringList list = QString::fromUtf8(words).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    return QSet<QString>(list.cbegin(), list.cend());
}

} // namespace

QSet<QString> LintOptions::defaultInferredVerbs()
{
    // English, German, Chinese: the copula, `have` and the auxiliaries annotators add when they
    // state a fact the sentence implies (BenchIE^FL's `has`, `is`; a passive's `was`).
    return setOf("am is are was were be been being 's has have had having do does did "
                 "ist sind war waren sein gewesen hat haben hatte hatten wird werden wurde wurden worden "
                 "是 有 为");
}

QSet<QString> LintOptions::defaultInferredWords()
{
    QSet<QString> words = defaultInferredVerbs();
    // Prepositions, articles, pronouns and conjunctions that complete an inferred relation or
    // a noun phrase taken out of its clause.
    words.unite(
        setOf("of in on at for to by with from as into about than a an the and or "
              "it its he him his she her they them their i me we us you this these those who which that there not also "
              "von des der die das dem den ein eine einer eines einem einen im am auf zu zum zur "
              "mit für als bei aus und er sie es sein seine ihr ihre "
              "的 在 了"));
    return words;
}
