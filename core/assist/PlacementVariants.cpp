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

namespace {

// The boundary between relation and object moved to `split` of the relation and object's words
// (the current boundary at `boundary`): the new relation and object, or false when the
// guidelines do not admit it. `anyWords`: other words than prepositions and particles may move
// from the object into the relation.
bool placed(const Sentence &sentence, const QVector<DraftWord> &combined, int boundary, int split,
            QVector<DraftWord> *relation, QVector<DraftWord> *object, bool anyWords = false)
{
    // A relation never ends in an article, demonstrative or possessive (`served as [the]`,
    // `served as the`); `is no` and `left him [there]` may.
    if (split == boundary || isDeterminerWord(combined.at(split - 1).text))
        return false;
    if (split > boundary && !anyWords) {
        // Only prepositions and particles move from the object into the relation.
        for (int w = boundary; w < split; ++w) {
            if (!SlotWords::isPrepositionOrParticle(sentence, combined.at(w)))
                return false;
        }
    }
    *relation = combined.mid(0, split);
    *object = combined.mid(split);
    return SlotWords::hasFixedWord(*relation) && SlotWords::hasFixedWord(*object);
}

// A triple's relation and object words as one sequence, and where its object starts.
struct Sequence
{
    QVector<DraftWord> words;
    int boundary = 0;
};

Sequence sequenceOf(const Triple &triple, const Sentence &sentence)
{
    const TripleDraft draft = SlotWords::load(triple, sentence);
    return {draft.words(1) + draft.words(2), int(draft.words(1).size())};
}

// The triple's subject with a new relation and object.
Triple withSlots(const Triple &triple, const QVector<DraftWord> &relation, const QVector<DraftWord> &object)
{
    return Triple(triple.subject().source(), TripleDraft::writeSlot(relation), TripleDraft::writeSlot(object));
}

bool insideGroup(const QVector<DraftWord> &words, int split)
{
    const int group = words.at(split).optionalGroup;
    return group != 0 && words.at(split - 1).optionalGroup == group;
}

} // namespace

QVector<Triple> PlacementVariants::of(const Triple &triple, const Sentence &sentence, const Synset *synset)
{
    QVector<Triple> out;
    if (triple.isInert())
        return out;
    const Sequence sequence = sequenceOf(triple, sentence);
    const QVector<DraftWord> &combined = sequence.words;
    const int boundary = sequence.boundary;
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
        QVector<DraftWord> newRelation;
        QVector<DraftWord> newObject;
        if (insideGroup(combined, split) || !placed(sentence, combined, boundary, split, &newRelation, &newObject))
            continue;
        const Triple variant = withSlots(triple, newRelation, newObject);
        if (!known(variant))
            out.append(variant);
    }
    return out;
}

QVector<Triple> PlacementVariants::splittingGroups(const Triple &triple, const Sentence &sentence)
{
    QVector<Triple> out;
    if (triple.isInert())
        return out;
    const auto [combined, boundary] = sequenceOf(triple, sentence);
    for (int split = 1; split < combined.size(); ++split) {
        if (!insideGroup(combined, split))
            continue;
        QVector<DraftWord> plain = combined;
        const int group = combined.at(split).optionalGroup;
        // Group numbers are per slot: only the split slot's group is made plain.
        const int from = split < boundary ? 0 : boundary;
        const int to = split < boundary ? boundary : int(plain.size());
        for (int w = from; w < to; ++w) {
            if (plain.at(w).optionalGroup == group)
                plain[w].optionalGroup = 0;
        }
        QVector<DraftWord> newRelation;
        QVector<DraftWord> newObject;
        if (placed(sentence, plain, boundary, split, &newRelation, &newObject))
            out.append(withSlots(triple, newRelation, newObject));
    }
    return out;
}

QVector<Triple> PlacementVariants::intoRelation(const Triple &triple, const Sentence &sentence, QVector<int> *moved)
{
    QVector<Triple> out;
    if (triple.isInert())
        return out;
    const auto [combined, boundary] = sequenceOf(triple, sentence);
    for (int split = boundary + 1; split < combined.size(); ++split) {
        bool other = false; // a moved word that is no preposition or particle
        for (int w = boundary; w < split && !other; ++w)
            other = !SlotWords::isPrepositionOrParticle(sentence, combined.at(w));
        QVector<DraftWord> newRelation;
        QVector<DraftWord> newObject;
        if (!other || insideGroup(combined, split)
            || !placed(sentence, combined, boundary, split, &newRelation, &newObject, true))
            continue;
        out.append(withSlots(triple, newRelation, newObject));
        if (moved)
            moved->append(split - boundary);
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
