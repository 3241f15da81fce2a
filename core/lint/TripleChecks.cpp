#include "core/lint/TripleChecks.h"

#include "core/lint/SentenceLint.h"
#include "core/lint/TripleWords.h"
#include "core/text/PosTagger.h"

#include <QHash>
#include <QSet>
#include <QStringList>

#include <algorithm>

namespace TripleChecks {

namespace {

const char *const kSlotNames[3] = {"subject", "relation", "object"};

QString slotName(int slot)
{
    return QLatin1String(kSlotNames[slot]);
}

// " (U+00A0)" for a word with characters one cannot see (a no-break space); empty otherwise.
QString invisibleCharacters(const QString &word)
{
    QStringList codes;
    for (const QChar c : word) {
        if (c.isSpace() || !c.isPrint())
            codes.append(QStringLiteral("U+")
                         + QStringLiteral("%1").arg(c.unicode(), 4, 16, QLatin1Char('0')).toUpper());
    }
    return codes.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(codes.join(QLatin1Char(' ')));
}

// What is wrong with the brackets of a slot, in plain words; empty when nothing is.
QStringList bracketProblems(const Slot &slot)
{
    int depth = 0;
    bool stray = false;
    bool nested = false;
    for (const QChar c : slot.source()) {
        if (c == QLatin1Char('[')) {
            nested = nested || depth > 0;
            ++depth;
        } else if (c == QLatin1Char(']')) {
            if (depth == 0)
                stray = true;
            else
                --depth;
        }
    }
    QStringList problems;
    if (stray)
        problems.append(QStringLiteral("a ']' closes no group"));
    if (depth > 0)
        problems.append(QStringLiteral("a '[' is never closed"));
    if (nested)
        problems.append(QStringLiteral("a group opens inside another"));
    if (problems.isEmpty() && slot.hasProblems())
        problems = slot.problems();
    return problems;
}

// A verb among language-specific tags: Penn Treebank VB* and MD; STTS (German) V*; the Chinese
// Treebank's VV, VA, VC, VE.
bool isVerbTag(const QString &tag)
{
    return tag.startsWith(QLatin1Char('V')) || tag == QLatin1String("MD");
}

bool isVerbTag(const Sentence &sentence, int position)
{
    if (!sentence.universalTags.isEmpty()) {
        const QString &tag = sentence.universalTags.at(position);
        return tag == QLatin1String("VERB") || tag == QLatin1String("AUX");
    }
    return isVerbTag(sentence.posTags.at(position));
}

QString tagOf(const Sentence &sentence, int position)
{
    return sentence.universalTags.isEmpty() ? sentence.posTags.at(position) : sentence.universalTags.at(position);
}

bool anyVerbTag(const QStringList &tags)
{
    return std::any_of(tags.cbegin(), tags.cend(), [](const QString &tag) { return isVerbTag(tag); });
}

// True when the tagger's lexicon lists the word as a verb. A word it does not know is read by
// its form: a hyphenated word by its last part (`co-opted`), a negated auxiliary by its stem
// (`don't`, `can't`), `-ed` and `-ing` forms as verbs, an `-s` form when its stem is a verb the
// lexicon knows (`facilitates`, `devours` by `devoured`).
bool canBeVerb(const PosTagger &tagger, const QString &word)
{
    QString form = word;
    QStringList tags = tagger.lexiconTags(form);
    const qsizetype hyphen = word.lastIndexOf(QLatin1Char('-'));
    if (tags.isEmpty() && hyphen > 0 && hyphen + 1 < word.size()) {
        form = word.mid(hyphen + 1);
        tags = tagger.lexiconTags(form);
    }
    if (!tags.isEmpty())
        return anyVerbTag(tags);
    form = form.toLower();
    // A negated auxiliary the sentence does not have (`don't`, `can't`, `arent`).
    for (const QLatin1String negation : {QLatin1String("n't"), QLatin1String("nt")}) {
        if (form.size() > negation.size() + 1 && form.endsWith(negation)) {
            const QString stem = form.chopped(negation.size());
            if (anyVerbTag(tagger.lexiconTags(stem)) || anyVerbTag(tagger.lexiconTags(stem + QLatin1Char('n'))))
                return true;
        }
    }
    if (form.size() > 4 && (form.endsWith(QLatin1String("ed")) || form.endsWith(QLatin1String("ing"))))
        return true;
    if (form.size() < 4 || !form.endsWith(QLatin1Char('s')))
        return false;
    for (const QString &stem : QStringList{form.chopped(1), form.chopped(2)}) {
        const QStringList variants{stem, stem + QStringLiteral("ed"), stem + QStringLiteral("d"),
                                   stem + QStringLiteral("ing")};
        for (const QString &variant : variants) {
            if (anyVerbTag(tagger.lexiconTags(variant)))
                return true;
        }
    }
    return false;
}

} // namespace

void unbalancedBrackets(SentenceLint &lint)
{
    for (const LintTripleRef &ref : lint.triples()) {
        const Triple &triple = lint.triple(ref);
        for (int s = 0; s < 3; ++s) {
            const QStringList problems = bracketProblems(triple.slot(s));
            if (problems.isEmpty())
                continue;
            LintFinding &finding = lint.add(LintCheck::UnbalancedBrackets,
                                            QStringLiteral("the %1 '%2': %3")
                                                .arg(slotName(s), TripleWords::quoted(triple.slot(s).source()),
                                                     problems.join(QStringLiteral("; "))));
            lint.addTriple(finding, ref);
        }
    }
}

void emptySlot(SentenceLint &lint)
{
    auto isWordCharacter
        = [](QChar c) { return c != QLatin1Char(' ') && c != QLatin1Char('[') && c != QLatin1Char(']'); };
    for (const LintTripleRef &ref : lint.triples()) {
        const Triple &triple = lint.triple(ref);
        for (int s = 0; s < 3; ++s) {
            const Slot &slot = triple.slot(s);
            const QString &source = slot.source();
            QString message;
            if (std::none_of(source.cbegin(), source.cend(), isWordCharacter)) {
                message = QStringLiteral("the %1 is empty").arg(slotName(s));
            } else if (std::all_of(slot.elements().cbegin(), slot.elements().cend(), [&](const SlotElement &element) {
                           return element.optional || element.length == 0;
                       })) {
                message = QStringLiteral("the %1 '%2' is empty once its optional words are dropped")
                              .arg(slotName(s), TripleWords::quoted(source));
            } else {
                continue;
            }
            lint.addTriple(lint.add(LintCheck::EmptySlot, message), ref);
        }
    }
}

void wordsNotInSentence(SentenceLint &lint)
{
    const SentenceWords &words = lint.words();
    const QSet<QString> &inferred = lint.options().inferredWords;
    // Slots repeat across the triples of a sentence: each slot text is read once.
    QHash<QString, QStringList> outside; // slot source -> its words that are not in the sentence
    QHash<QString, bool> known; // word -> in the sentence or inferred
    QHash<QString, int> findingOf; // word -> index among the sentence's findings
    for (const LintTripleRef &ref : lint.triples()) {
        const Triple &triple = lint.triple(ref);
        for (int s = 0; s < 3; ++s) {
            const QString &source = triple.slot(s).source();
            auto it = outside.constFind(source);
            if (it == outside.constEnd()) {
                QStringList unknown;
                for (const QString &word : TripleWords::allWords(triple.slot(s))) {
                    auto wordKnown = known.constFind(word);
                    if (wordKnown == known.constEnd())
                        wordKnown = known.insert(word, inferred.contains(word.toLower()) || words.contains(word));
                    if (!wordKnown.value())
                        unknown.append(word);
                }
                it = outside.insert(source, unknown);
            }
            for (const QString &word : it.value()) {
                auto at = findingOf.constFind(word);
                if (at == findingOf.constEnd()) {
                    lint.add(
                        LintCheck::WordsNotInSentence,
                        QStringLiteral("'%1'%2 is not a word of the sentence").arg(word, invisibleCharacters(word)));
                    at = findingOf.insert(word, lint.findingCount() - 1);
                }
                lint.addTriple(lint.finding(at.value()), ref);
            }
        }
    }
}

bool hasTags(const Sentence &sentence)
{
    const qsizetype n = sentence.tokens.size();
    return n > 0
        && (sentence.universalTags.size() == n || (sentence.universalTags.isEmpty() && sentence.posTags.size() == n));
}

void relationWithoutVerb(SentenceLint &lint)
{
    const Sentence &sentence = lint.sentence();
    if (!hasTags(sentence))
        return;
    const SentenceWords &words = lint.words();
    const PosTagger *tagger = lint.options().tagger;
    // The English tagger's greedy bigram decoding often takes a verb after a noun for a plural
    // noun (`the laser cuts/NNS`): in a sentence it tagged, a word its lexicon knows as a verb
    // counts as one.
    const bool lexicon = tagger && tagger->isLoaded() && sentence.tagSource == QLatin1String("tagger");
    QHash<QString, QString> verdicts; // relation source -> empty when it holds a verb, else the finding's message
    for (const LintTripleRef &ref : lint.triples()) {
        const Triple &triple = lint.triple(ref);
        const QString &relation = triple.relation().source();
        auto verdict = verdicts.constFind(relation);
        if (verdict == verdicts.constEnd()) {
            const QStringList relationWords = TripleWords::allWords(triple.relation());
            QVector<QVector<int>> positions;
            bool verb = false;
            for (const QString &word : relationWords) {
                positions.append(words.positions(word));
                for (const int position : positions.last())
                    verb = verb || isVerbTag(sentence, position);
            }
            for (int w = 0; w < relationWords.size() && !verb; ++w) {
                const QString &word = relationWords.at(w);
                verb = (positions.at(w).isEmpty() && lint.options().inferredVerbs.contains(word.toLower()))
                    || (lexicon && canBeVerb(*tagger, word));
            }
            QString message;
            if (!verb) {
                QStringList described; // word/tags, per relation word
                for (int w = 0; w < relationWords.size(); ++w) {
                    QStringList tags;
                    for (const int position : positions.at(w)) {
                        if (!tags.contains(tagOf(sentence, position)))
                            tags.append(tagOf(sentence, position));
                    }
                    if (tags.isEmpty())
                        tags.append(QStringLiteral("not in the sentence"));
                    described.append(relationWords.at(w) + QLatin1Char('/') + tags.join(QLatin1Char('|')));
                }
                message = QStringLiteral("the relation '%1' has no verb: %2")
                              .arg(TripleWords::quoted(relation),
                                   TripleWords::quoted(described.join(QStringLiteral(", "))));
            }
            verdict = verdicts.insert(relation, message);
        }
        if (!verdict.value().isEmpty())
            lint.addTriple(lint.add(LintCheck::RelationWithoutVerb, verdict.value()), ref);
    }
}

} // namespace TripleChecks
