#include "core/assist/PlacementVariants.h"

#include "core/assist/SlotWords.h"

namespace {

bool isDeterminerWord(const QString &word)
{
    static const QStringList words{QStringLiteral("a"),    QStringLiteral("an"),    QStringLiteral("the"),
                                   QStringLiteral("this"), QStringLiteral("these"), QStringLiteral("those"),
                                   QStringLiteral("his"),  QStringLiteral("its"),   QStringLiteral("their"),
                                   QStringLiteral("our"),  QStringLiteral("my"),    QStringLiteral("your")};
    return words.contains(word.toLower());
}

} // namespace

bool PlacementVariants::allowedIn(const Synset &synset)
{
    for (const Triple &triple : synset.triples) {
        if (triple.isEntityClean())
            return false;
    }
    return true;
}

QVector<Triple> PlacementVariants::of(const Triple &triple, const Sentence &sentence, const Synset *synset)
{
    QVector<Triple> out;
    if (triple.isInert())
        return out;
    const TripleDraft draft = SlotWords::load(triple, sentence);
    const QVector<DraftWord> &relation = draft.words(1);
    const QVector<DraftWord> combined = relation + draft.words(2);
    const int boundary = int(relation.size());
    const QString subject = triple.subject().source();
    auto known = [&](const Triple &candidate) {
        if (candidate.relation() == triple.relation() && candidate.object() == triple.object())
            return true;
        if (synset) {
            for (const Triple &other : synset->triples) {
                if (!other.isInert() && other.subject() == candidate.subject()
                    && other.relation() == candidate.relation() && other.object() == candidate.object())
                    return true;
            }
        }
        for (const Triple &made : std::as_const(out)) {
            if (made.relation() == candidate.relation() && made.object() == candidate.object())
                return true;
        }
        return false;
    };
    for (int split = 1; split < combined.size(); ++split) {
        if (split == boundary)
            continue;
        const int group = combined.at(split).optionalGroup;
        if (group != 0 && combined.at(split - 1).optionalGroup == group)
            continue; // inside an optional group
        // A relation never ends in an article, demonstrative or possessive (`served as [the]`,
        // `served as the`); `is no` and `left him [there]` may.
        if (isDeterminerWord(combined.at(split - 1).text))
            continue;
        if (split > boundary) {
            // Only prepositions and particles move from the object into the relation.
            bool movable = true;
            for (int w = boundary; w < split && movable; ++w)
                movable = SlotWords::isPrepositionOrParticle(sentence, combined.at(w));
            if (!movable)
                continue;
        }
        const QVector<DraftWord> newRelation = combined.mid(0, split);
        const QVector<DraftWord> newObject = combined.mid(split);
        if (!SlotWords::hasFixedWord(newRelation) || !SlotWords::hasFixedWord(newObject))
            continue;
        const Triple variant(subject, TripleDraft::writeSlot(newRelation), TripleDraft::writeSlot(newObject));
        if (!known(variant))
            out.append(variant);
    }
    return out;
}

QVector<Triple> PlacementVariants::nestedFacts(const Triple &triple, const Sentence &sentence)
{
    QVector<Triple> out;
    if (triple.isInert())
        return out;
    const TripleDraft draft = SlotWords::load(triple, sentence);
    const QVector<DraftWord> &relation = draft.words(1);
    const QVector<DraftWord> &object = draft.words(2);
    for (int cut = 1; cut + 1 < object.size(); ++cut) {
        const DraftWord &word = object.at(cut);
        if (word.optionalGroup != 0 || !SlotWords::isPrepositionOrParticle(sentence, word))
            continue;
        const QVector<DraftWord> newRelation = relation + object.mid(0, cut + 1);
        const QVector<DraftWord> newObject = object.mid(cut + 1);
        if (!SlotWords::hasFixedWord(newObject))
            continue;
        out.append(
            Triple(triple.subject().source(), TripleDraft::writeSlot(newRelation), TripleDraft::writeSlot(newObject)));
    }
    return out;
}
