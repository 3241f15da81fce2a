#include "ui/edit/GoldEditor.h"

#include "core/document/SentenceStructure.h"
#include "core/document/StudioDocument.h"
#include "ui/edit/JudgmentCommand.h"
#include "ui/edit/SentenceEditCommand.h"

#include <QDateTime>
#include <QDir>
#include <QUndoStack>

namespace {

QString s_author;

} // namespace

GoldEditor::GoldEditor(StudioDocument *document, QUndoStack *stack)
    : m_document(document)
    , m_stack(stack)
{
}

QString GoldEditor::author()
{
    if (!s_author.isEmpty())
        return s_author;
    for (const char *variable : {"USER", "LOGNAME", "USERNAME"}) {
        const QString login = qEnvironmentVariable(variable);
        if (!login.isEmpty())
            return login;
    }
    return QDir::home().dirName();
}

void GoldEditor::setAuthor(const QString &name)
{
    s_author = name.trimmed();
}

bool GoldEditor::isTriple(int sentence, int synset, int triple) const
{
    const QVector<Sentence> &sentences = m_document->benchmark().sentences();
    if (sentence < 0 || sentence >= sentences.size())
        return false;
    const QVector<Synset> &synsets = sentences.at(sentence).synsets;
    return synset >= 0 && synset < synsets.size() && triple >= 0 && triple < synsets.at(synset).triples.size();
}

void GoldEditor::stamp(Triple *triple) const
{
    triple->setAuthor(author());
    triple->setModified(QDateTime::currentDateTimeUtc());
}

void GoldEditor::push(int index, const Sentence &before, Sentence after, const QString &text, QUndoCommand *parent,
                      bool renumber)
{
    if (renumber)
        SentenceStructure::dropStaleHeaders(&after);
    if (!after.synsets.isEmpty())
        after.inGold = true; // a sentence with synsets is part of the gold
    if (parent)
        new SentenceEditCommand(m_document, index, before, after, text, parent);
    else
        m_stack->push(new SentenceEditCommand(m_document, index, before, after, text));
}

Sentence GoldEditor::withTriple(int sentence, int *synset, Triple triple, QString *text) const
{
    stamp(&triple);
    Sentence after = m_document->benchmark().sentences().at(sentence);
    if (*synset == -1) {
        *synset = int(after.synsets.size());
        Synset fresh;
        fresh.triples.append(triple);
        after.synsets.append(fresh);
        *text = tr("Add triple to new synset %1").arg(*synset + 1);
    } else {
        after.synsets[*synset].triples.append(triple);
        *text = tr("Add triple to synset %1").arg(*synset + 1);
    }
    return after;
}

int GoldEditor::addTriple(int sentence, int synset, Triple triple)
{
    const QVector<Sentence> &sentences = m_document->benchmark().sentences();
    if (sentence < 0 || sentence >= sentences.size() || triple.isInert())
        return -1;
    const Sentence &before = sentences.at(sentence);
    if (synset < -1 || synset >= before.synsets.size())
        return -1;
    QString text;
    const Sentence after = withTriple(sentence, &synset, triple, &text);
    push(sentence, before, after, text);
    return synset;
}

bool GoldEditor::addTriples(int sentence, int synset, QVector<Triple> triples, const QString &text)
{
    return !triples.isEmpty() && addTriplesAndSynsets(sentence, synset, std::move(triples), {}, text);
}

bool GoldEditor::addTriplesAndSynsets(int sentence, int synset, QVector<Triple> triples,
                                      QVector<QVector<Triple>> synsets, const QString &text)
{
    const QVector<Sentence> &sentences = m_document->benchmark().sentences();
    synsets.removeIf([](const QVector<Triple> &made) { return made.isEmpty(); });
    if (sentence < 0 || sentence >= sentences.size() || (triples.isEmpty() && synsets.isEmpty()))
        return false;
    const Sentence &before = sentences.at(sentence);
    if (synset < 0 || synset >= before.synsets.size())
        return false;
    Sentence after = before;
    const auto stamped = [this](QVector<Triple> *list) {
        for (Triple &triple : *list) {
            if (triple.isInert())
                return false;
            stamp(&triple);
        }
        return true;
    };
    if (!stamped(&triples))
        return false;
    after.synsets[synset].triples.append(triples);
    for (QVector<Triple> &made : synsets) {
        if (!stamped(&made))
            return false;
        Synset fresh;
        fresh.triples = made;
        after.synsets.append(fresh);
    }
    push(sentence, before, after, text);
    return true;
}

bool GoldEditor::replaceSynset(int sentence, int synset, const Synset &replacement, const QString &text)
{
    const QVector<Sentence> &sentences = m_document->benchmark().sentences();
    if (sentence < 0 || sentence >= sentences.size() || synset < 0 || synset >= sentences.at(sentence).synsets.size())
        return false;
    const Sentence &before = sentences.at(sentence);
    const Synset &old = before.synsets.at(synset);
    if (replacement.triples.isEmpty() || replacement.triples.size() != old.triples.size())
        return false;
    Sentence after = before;
    Synset &edited = after.synsets[synset];
    bool changed = false;
    for (int t = 0; t < old.triples.size(); ++t) {
        if (replacement.triples.at(t) == old.triples.at(t))
            continue;
        Triple triple = replacement.triples.at(t);
        stamp(&triple);
        edited.triples[t] = triple;
        changed = true;
    }
    if (!changed)
        return false;
    push(sentence, before, after, text);
    return true;
}

bool GoldEditor::judge(const ReviewJudgment &judgment)
{
    const ReviewJudgment *old = m_document->judgments().find(judgment.key());
    if (old && old->verdict == judgment.verdict && old->synset == judgment.synset)
        return false;
    const std::optional<ReviewJudgment> before = old ? std::optional<ReviewJudgment>(*old) : std::nullopt;
    const QString text = judgment.verdict == ReviewVerdict::Rejected ? tr("Reject extraction")
        : judgment.verdict == ReviewVerdict::Skipped                 ? tr("Skip extraction")
                                                                     : tr("Accept extraction");
    m_stack->push(new JudgmentCommand(m_document, before, judgment, text));
    return true;
}

int GoldEditor::accept(int sentence, int synset, Triple triple, ReviewJudgment judgment)
{
    const QVector<Sentence> &sentences = m_document->benchmark().sentences();
    if (sentence < 0 || sentence >= sentences.size() || triple.isInert() || triple.subject().source().trimmed().isEmpty()
        || triple.relation().source().trimmed().isEmpty() || triple.object().source().trimmed().isEmpty())
        return -1;
    const Sentence before = sentences.at(sentence);
    if (synset < -1 || synset >= before.synsets.size())
        return -1;
    QString text;
    Sentence after = withTriple(sentence, &synset, triple, &text);
    SentenceStructure::dropStaleHeaders(&after);
    after.inGold = true;
    judgment.verdict = ReviewVerdict::Accepted;
    judgment.synset = synset;
    const ReviewJudgment *old = m_document->judgments().find(judgment.key());
    const std::optional<ReviewJudgment> previous = old ? std::optional<ReviewJudgment>(*old) : std::nullopt;
    // One command with two children: undone and redone as one step.
    auto *command = new QUndoCommand(tr("Accept extraction into synset %1").arg(synset + 1));
    new SentenceEditCommand(m_document, sentence, before, after, text, command);
    new JudgmentCommand(m_document, previous, judgment, text, command);
    m_stack->push(command);
    return synset;
}

bool GoldEditor::replaceTriple(int sentence, int synset, int triple, Triple replacement)
{
    if (!isTriple(sentence, synset, triple) || replacement.isInert())
        return false;
    const Sentence &before = m_document->benchmark().sentences().at(sentence);
    const Triple &old = before.synsets.at(synset).triples.at(triple);
    replacement.setEntityClean(old.isEntityClean());
    if (replacement == old)
        return false;
    stamp(&replacement);
    Sentence after = before;
    after.synsets[synset].triples[triple] = replacement;
    push(sentence, before, after, tr("Replace triple %1 of synset %2").arg(triple + 1).arg(synset + 1));
    return true;
}

bool GoldEditor::duplicateTriple(int sentence, int synset, int triple)
{
    if (!isTriple(sentence, synset, triple))
        return false;
    const Sentence &before = m_document->benchmark().sentences().at(sentence);
    Sentence after = before;
    Triple copy = before.synsets.at(synset).triples.at(triple);
    stamp(&copy);
    after.synsets[synset].triples.insert(triple + 1, copy);
    push(sentence, before, after, tr("Duplicate triple %1 of synset %2").arg(triple + 1).arg(synset + 1));
    return true;
}

int GoldEditor::moveTriple(int sentence, int synset, int triple, int toSynset)
{
    if (!isTriple(sentence, synset, triple))
        return -1;
    const Sentence &before = m_document->benchmark().sentences().at(sentence);
    if (toSynset == synset || toSynset < -1 || toSynset >= before.synsets.size())
        return -1;
    Sentence after = before;
    const Triple moved = after.synsets[synset].triples.takeAt(triple);
    const QString text = toSynset == -1
        ? tr("Move triple from synset %1 to a new synset").arg(synset + 1)
        : tr("Move triple from synset %1 to synset %2").arg(synset + 1).arg(toSynset + 1);
    if (toSynset == -1) {
        Synset fresh;
        after.synsets.append(fresh);
        toSynset = int(after.synsets.size()) - 1;
    }
    after.synsets[toSynset].triples.append(moved);
    if (after.synsets.at(synset).triples.isEmpty()) {
        after.synsets.removeAt(synset);
        if (toSynset > synset)
            --toSynset;
    }
    push(sentence, before, after, text);
    return toSynset;
}

bool GoldEditor::deleteTriple(int sentence, int synset, int triple)
{
    if (!isTriple(sentence, synset, triple))
        return false;
    const Sentence &before = m_document->benchmark().sentences().at(sentence);
    Sentence after = before;
    after.synsets[synset].triples.removeAt(triple);
    if (after.synsets.at(synset).triples.isEmpty())
        after.synsets.removeAt(synset);
    push(sentence, before, after, tr("Delete triple %1 of synset %2").arg(triple + 1).arg(synset + 1));
    return true;
}

bool GoldEditor::deleteSynset(int sentence, int synset)
{
    const QVector<Sentence> &sentences = m_document->benchmark().sentences();
    if (sentence < 0 || sentence >= sentences.size() || synset < 0 || synset >= sentences.at(sentence).synsets.size())
        return false;
    const Sentence &before = sentences.at(sentence);
    Sentence after = before;
    after.synsets.removeAt(synset);
    push(sentence, before, after, tr("Delete synset %1").arg(synset + 1));
    return true;
}

bool GoldEditor::setEntityClean(int sentence, int synset, int triple, bool clean)
{
    if (!isTriple(sentence, synset, triple))
        return false;
    const Sentence &before = m_document->benchmark().sentences().at(sentence);
    const Triple &old = before.synsets.at(synset).triples.at(triple);
    if (old.isInert() || old.isEntityClean() == clean)
        return false;
    Sentence after = before;
    Triple &edited = after.synsets[synset].triples[triple];
    edited.setEntityClean(clean);
    stamp(&edited);
    push(sentence, before, after,
         clean ? tr("Mark triple %1 of synset %2 entity-clean").arg(triple + 1).arg(synset + 1)
               : tr("Mark triple %1 of synset %2 not entity-clean").arg(triple + 1).arg(synset + 1));
    return true;
}

bool GoldEditor::replaceSynsets(int sentence, const Sentence &after, const QString &text, QUndoCommand *parent)
{
    const QVector<Sentence> &sentences = m_document->benchmark().sentences();
    if (sentence < 0 || sentence >= sentences.size())
        return false;
    const Sentence &before = sentences.at(sentence);
    const auto lines = [](const Sentence &s) {
        QStringList out;
        for (const Synset &synset : s.synsets) {
            out.append(QString());
            for (const Triple &triple : synset.triples)
                out.append(triple.toGoldLine() + (triple.isEntityClean() ? QStringLiteral("+") : QString()));
        }
        return out;
    };
    if (lines(before) == lines(after))
        return false;
    Sentence edited = before;
    edited.synsets = after.synsets;
    push(sentence, before, edited, text, parent, false); // the merge keeps its headers
    return true;
}
