#include "core/assist/VariantChecklist.h"

#include "core/assist/ActiveVoice.h"
#include "core/assist/PlacementVariants.h"
#include "core/assist/SlotWords.h"
#include "core/model/Benchmark.h"

#include <QSet>

namespace {

QString key(const Triple &triple)
{
    return triple.subject().source() + QLatin1Char('\n') + triple.relation().source() + QLatin1Char('\n')
        + triple.object().source();
}

QSet<QString> keysOf(const Synset &synset)
{
    QSet<QString> keys;
    for (const Triple &triple : synset.triples) {
        if (!triple.isInert())
            keys.insert(key(triple));
    }
    return keys;
}

// The kind of a placement variant of `base`, and the words moved across the boundary.
VariantChoice classify(const Triple &base, const Triple &variant, const Sentence &sentence)
{
    VariantChoice choice;
    choice.triple = variant;
    const TripleDraft from = SlotWords::load(base, sentence);
    const int before = int(from.words(1).size());
    const int after = int(SlotWords::load(variant, sentence).words(1).size());
    if (after > before) {
        choice.kind = VariantChoice::Kind::PrepositionIntoRelation;
        choice.moved = after - before;
    } else {
        choice.moved = before - after;
        const bool preposition
            = choice.moved == 1 && SlotWords::isPrepositionOrParticle(sentence, from.words(1).last());
        choice.kind = preposition ? VariantChoice::Kind::PrepositionIntoObject : VariantChoice::Kind::WordsIntoObject;
    }
    return choice;
}

} // namespace

QVector<VariantChoice> VariantChecklist::of(const Synset &synset, const Sentence &sentence, const VerbForms *forms,
                                            const QVector<Habit> *learned)
{
    const QSet<QString> held = keysOf(synset);
    QVector<VariantChoice> out;
    QSet<QString> listed;
    const auto offer = [&](VariantChoice choice) {
        const QString k = key(choice.triple);
        if (listed.contains(k))
            return;
        listed.insert(k);
        choice.held = held.contains(k);
        choice.checked = choice.held || kept(choice.kind, choice.moved, learned);
        out.append(choice);
    };
    const bool placements = PlacementVariants::allowedIn(synset);
    for (const Triple &base : synset.triples) {
        if (base.isInert())
            continue;
        if (placements) {
            for (const Triple &variant : PlacementVariants::of(base, sentence))
                offer(classify(base, variant, sentence));
        }
        const ActiveVoice::Result active = ActiveVoice::of(base, sentence, forms);
        if (active.status == ActiveVoice::Status::Made) {
            VariantChoice choice;
            choice.triple = active.triple;
            choice.kind = VariantChoice::Kind::ActiveVoice;
            offer(choice);
        }
    }
    // Combinations: every other subject with every relation and object (a fact's subjects
    // are often interchangeable: `He`, `Bob`, `[the] actor`).
    QVector<const Triple *> bases;
    for (const Triple &triple : synset.triples) {
        if (!triple.isInert())
            bases.append(&triple);
    }
    for (const Triple *a : std::as_const(bases)) {
        for (const Triple *b : std::as_const(bases)) {
            if (a->subject() == b->subject())
                continue;
            VariantChoice choice;
            choice.triple = Triple(a->subject().source(), b->relation().source(), b->object().source());
            choice.kind = VariantChoice::Kind::Combination;
            offer(choice);
        }
    }
    return out;
}

// Measured with `variant-habits` on the English BenchIE gold (docs/user-guide/assist.md,
// "The variant checklist"): a kind is checked when its annotators kept at least half of the
// forms of that kind offered to them (one preposition into the relation 76%, into the object
// 97%, one other word into the object 70%; two words 36%, three or more 9%, active voice 0%).
bool VariantChecklist::keptByDefault(VariantChoice::Kind kind, int moved)
{
    return kind != VariantChoice::Kind::ActiveVoice && kind != VariantChoice::Kind::Combination && moved == 1;
}

bool VariantChecklist::kept(VariantChoice::Kind kind, int moved, const QVector<Habit> *learned)
{
    if (learned) {
        for (const Habit &row : *learned) {
            if (row.kind == kind && row.moved == movedBucket(moved) && row.offered >= kLearnedFrom)
                return 2 * row.held >= row.offered;
        }
    }
    return keptByDefault(kind, moved);
}

QString VariantChecklist::kindName(VariantChoice::Kind kind)
{
    switch (kind) {
    case VariantChoice::Kind::PrepositionIntoRelation:
        return tr("preposition into the relation");
    case VariantChoice::Kind::PrepositionIntoObject:
        return tr("preposition into the object");
    case VariantChoice::Kind::WordsIntoObject:
        return tr("words into the object");
    case VariantChoice::Kind::ActiveVoice:
        return tr("active voice");
    case VariantChoice::Kind::Combination:
        return tr("combination");
    }
    return QString();
}

QVector<VariantChecklist::Habit> VariantChecklist::noHabits()
{
    QVector<Habit> rows;
    for (int k = 0; k < VariantChoice::kKindCount; ++k) {
        const auto kind = VariantChoice::Kind(k);
        if (kind == VariantChoice::Kind::ActiveVoice || kind == VariantChoice::Kind::Combination) {
            rows.append(Habit{kind, 0});
            continue;
        }
        for (int moved = 1; moved <= 3; ++moved)
            rows.append(Habit{kind, moved});
    }
    return rows;
}

// What the checklist offers once an annotator has made a fact's first triple, and which of
// those the synset holds in the end.
QVector<VariantChecklist::Habit> VariantChecklist::habits(const Sentence &sentence, const VerbForms *forms)
{
    QVector<Habit> rows = noHabits();
    for (const Synset &synset : sentence.synsets) {
        if (synset.triples.isEmpty() || synset.triples.first().isInert())
            continue;
        const QSet<QString> held = keysOf(synset);
        Synset first = synset;
        first.triples = {synset.triples.first()};
        for (const VariantChoice &choice : of(first, sentence, forms)) {
            const bool kept = held.contains(key(choice.triple));
            for (Habit &row : rows) {
                if (row.kind == choice.kind && row.moved == movedBucket(choice.moved)) {
                    ++row.offered;
                    row.held += kept ? 1 : 0;
                }
            }
        }
    }
    return rows;
}

void VariantChecklist::add(QVector<Habit> *sum, const QVector<Habit> &rows)
{
    for (int i = 0; i < sum->size() && i < rows.size(); ++i) {
        (*sum)[i].offered += rows.at(i).offered;
        (*sum)[i].held += rows.at(i).held;
    }
}

QVector<VariantChecklist::Habit> VariantChecklist::habits(const Benchmark &gold, const VerbForms *forms)
{
    QVector<Habit> rows = noHabits();
    for (const Sentence &sentence : gold.sentences())
        add(&rows, habits(sentence, forms));
    return rows;
}

void VariantHabitCache::clear()
{
    m_bySentence.clear();
}

void VariantHabitCache::invalidate(int sentence)
{
    if (sentence >= 0 && sentence < m_bySentence.size())
        m_bySentence[sentence].reset();
}

QVector<VariantChecklist::Habit> VariantHabitCache::habits(const Benchmark &gold, const VerbForms *forms)
{
    const QVector<Sentence> &sentences = gold.sentences();
    if (m_bySentence.size() != sentences.size())
        m_bySentence = QVector<std::optional<QVector<VariantChecklist::Habit>>>(sentences.size());
    QVector<VariantChecklist::Habit> rows = VariantChecklist::noHabits();
    for (qsizetype i = 0; i < sentences.size(); ++i) {
        if (!m_bySentence.at(i))
            m_bySentence[i] = VariantChecklist::habits(sentences.at(i), forms);
        VariantChecklist::add(&rows, *m_bySentence.at(i));
    }
    return rows;
}
