#include "core/assist/DraftSynsets.h"

#include "core/assist/OptionalSuggester.h"
#include "core/assist/SlotWords.h"
#include "core/assist/VariantChecklist.h"
#include "core/fl/FlText.h"

#include <QSet>

#include <algorithm>

namespace {

const QString kPrefix = QStringLiteral("systems: ");

// BenchIE^FL's "equal": punctuation deleted, then spaces, lowercased.
QString flat(const QString &text)
{
    return FlText::squash(FlText::noPunct(text));
}

// The extraction with the suggested optional tokens of the gold's kinds accepted (as
// Ctrl+Shift+B does), then its plain words the gold brackets alone optional.
Triple withSuggestions(const Triple &triple, const Sentence &sentence, const OptionalSuggester &suggester,
                       const DraftHabits &habits)
{
    TripleDraft draft = SlotWords::load(triple, sentence);
    const QVector<OptionalSuggestion> suggestions = suggester.suggest(draft, habits.kinds);
    bool changed = !suggestions.isEmpty();
    for (const OptionalSuggestion &suggestion : suggestions)
        suggestion.applyTo(&draft);
    for (int slot = 0; slot < 3 && !habits.optionalWords.isEmpty(); ++slot) {
        for (int i = 0; i < draft.words(slot).size(); ++i) {
            const DraftWord &word = draft.words(slot).at(i);
            if (word.optionalGroup == 0 && word.token >= 0 && habits.optionalWords.contains(word.text.toLower())
                && draft.toggleOptional(slot, {i}))
                changed = true;
        }
    }
    return changed ? draft.toTriple() : triple;
}

struct Cluster
{
    QString key;
    QVector<Triple> members;
    QVector<QStringList> memberSystems; // parallel to members
    QStringList systems;
    int first = 0; // the order of its first extraction
};

} // namespace

DraftSynsets::BySentence DraftSynsets::index(const QVector<SystemOutput> &systems, const QString &sentenceId)
{
    BySentence out;
    for (const SystemOutput &system : systems) {
        for (qsizetype i = 0; i < system.extractions.size(); ++i) {
            if (sentenceId.isNull() || system.extractions.sentenceId(i) == sentenceId)
                out[system.extractions.sentenceId(i)].append({system.name, system.extractions.at(i)});
        }
    }
    return out;
}

QVector<Synset> DraftSynsets::propose(const Sentence &sentence, const BySentence &extractions, const VerbForms *forms,
                                      const DraftHabits &habits)
{
    QVector<Cluster> clusters;
    QHash<QString, int> byKey;
    int order = 0;
    for (const auto &[system, extraction] : extractions.value(sentence.id)) {
        const QString subject = FlText::normalized(extraction.subject);
        const QString relation = FlText::normalized(extraction.relation);
        const QString object = FlText::normalized(extraction.object);
        ++order;
        if (subject.isEmpty() || relation.isEmpty() || object.isEmpty())
            continue;
        const QString key = flat(subject) + FlText::keySeparator() + flat(relation + QLatin1Char(' ') + object);
        if (key.size() < 3) // nothing left but punctuation
            continue;
        int at = byKey.value(key, -1);
        if (at < 0) {
            at = int(clusters.size());
            byKey.insert(key, at);
            clusters.append(Cluster{key, {}, {}, {}, order});
        }
        Cluster &cluster = clusters[at];
        const Triple triple(subject, relation, object);
        int member = int(cluster.members.indexOf(triple));
        if (member < 0) {
            member = int(cluster.members.size());
            cluster.members.append(triple);
            cluster.memberSystems.append(QStringList());
        }
        if (!cluster.memberSystems[member].contains(system))
            cluster.memberSystems[member].append(system);
        if (!cluster.systems.contains(system))
            cluster.systems.append(system);
    }
    std::stable_sort(clusters.begin(), clusters.end(), [](const Cluster &a, const Cluster &b) {
        return a.systems.size() != b.systems.size() ? a.systems.size() > b.systems.size() : a.first < b.first;
    });
    const OptionalSuggester suggester(sentence);
    QVector<Synset> drafts;
    for (Cluster &cluster : clusters) {
        Synset draft;
        for (qsizetype m = 0; m < cluster.members.size(); ++m) {
            Triple triple = withSuggestions(cluster.members.at(m), sentence, suggester, habits);
            triple.setAuthor(authorFor(cluster.memberSystems.at(m)));
            const qsizetype at = draft.triples.indexOf(triple);
            if (at < 0) {
                draft.triples.append(triple);
            } else { // two forms the same once their optional words are marked
                QStringList systems = systemsOf(draft.triples.at(at));
                for (const QString &system : cluster.memberSystems.at(m)) {
                    if (!systems.contains(system))
                        systems.append(system);
                }
                draft.triples[at].setAuthor(authorFor(systems));
            }
        }
        // Completed with the placements the checklist checks by default (one word moved across
        // the relation/object boundary): what annotators keep almost always. Not the other kinds
        // it checks (an article left out of a group is kept half of the time, the fact of another
        // conjunct is a synset of its own).
        for (const VariantChoice &choice : VariantChecklist::of(draft, sentence, forms)) {
            const bool placement = choice.kind == VariantChoice::Kind::PrepositionIntoRelation
                || choice.kind == VariantChoice::Kind::PrepositionIntoObject
                || choice.kind == VariantChoice::Kind::WordsIntoObject;
            if (!choice.held && choice.checked && placement)
                draft.triples.append(choice.triple);
        }
        drafts.append(draft);
    }
    return drafts;
}

QStringList DraftSynsets::systemsOf(const Triple &triple)
{
    const QString author = triple.author();
    if (!author.startsWith(kPrefix))
        return {};
    return author.mid(kPrefix.size()).split(QStringLiteral(", "), Qt::SkipEmptyParts);
}

QStringList DraftSynsets::systemsOf(const Synset &draft)
{
    QStringList out;
    for (const Triple &triple : draft.triples) {
        for (const QString &system : systemsOf(triple)) {
            if (!out.contains(system))
                out.append(system);
        }
    }
    return out;
}

QString DraftSynsets::authorFor(const QStringList &systems)
{
    return systems.isEmpty() ? QString() : kPrefix + systems.join(QStringLiteral(", "));
}
