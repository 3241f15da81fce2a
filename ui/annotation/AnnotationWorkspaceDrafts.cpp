// The annotation workspace's round 0 (pre-annotation): draft synsets proposed from the
// attached systems' extractions (core/assist/DraftSynsets), kept in the sentence until
// accepted or dropped in DraftSynsetsDialog; every change one undo step through GoldEditor
// (AnnotationWorkspace.cpp holds the rest of the class).

#include "core/assist/DraftSynsets.h"
#include "core/assist/VerbForms.h"
#include "core/document/StudioDocument.h"
#include "ui/annotation/AnnotationWorkspace.h"
#include "ui/annotation/DraftSynsetsDialog.h"
#include "ui/common/TranslatedText.h"

#include <QAction>
#include <QLabel>
#include <QUndoCommand>
#include <QUndoStack>

void AnnotationWorkspace::createDraftActions()
{
    const TranslatedText text(staticMetaObject);
    m_draftsAction = makeAction(QStringLiteral("draftSynsetsAction"), QT_TR_NOOP("&Draft Synsets from Systems..."),
                                {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D)}, &m_assistActions);
    text.setToolTip(m_draftsAction,
                    QT_TR_NOOP("Round 0: the attached systems' extractions of this sentence grouped into draft "
                               "synsets; accept (Return), drop (Delete) or change (F2) each"));
    connect(m_draftsAction, &QAction::triggered, this, &AnnotationWorkspace::showDraftSynsets);
    m_proposeAllAction
        = makeAction(QStringLiteral("proposeAllDraftsAction"), QT_TR_NOOP("Propose Draft Synsets for Ever&y Sentence"),
                     {QKeySequence(Qt::CTRL | Qt::ALT | Qt::SHIFT | Qt::Key_D)}, &m_assistActions);
    text.setToolTip(m_proposeAllAction,
                    QT_TR_NOOP("Draft synsets from the attached systems for every sentence that has none (one undo "
                               "step)"));
    connect(m_proposeAllAction, &QAction::triggered, this, &AnnotationWorkspace::proposeDraftsEverywhere);
}

int AnnotationWorkspace::proposeDrafts(int index, QUndoCommand *parent)
{
    const QVector<SystemOutput> &systems = m_document->session().systems();
    const QVector<Sentence> &sentences = m_document->benchmark().sentences();
    if (systems.isEmpty() || index < 0 || index >= sentences.size())
        return 0;
    const Sentence &target = sentences.at(index);
    const QVector<Synset> drafts
        = DraftSynsets::propose(target, DraftSynsets::index(systems, target.id), VerbForms::shared().get(),
                                draftHabits());
    if (drafts.isEmpty()
        || !m_editor.setDrafts(
            index, drafts, tr("Propose %n draft synset(s) for sentence %1", nullptr, int(drafts.size())).arg(index + 1),
            parent))
        return 0;
    return int(drafts.size());
}

int AnnotationWorkspace::proposeDraftsEverywhere()
{
    const QVector<SystemOutput> &systems = m_document->session().systems();
    if (systems.isEmpty()) {
        tell(tr("No system outputs are attached: attach some in the Evaluate tab to get draft synsets"));
        return 0;
    }
    const DraftSynsets::BySentence extractions = DraftSynsets::index(systems);
    const VerbForms *forms = VerbForms::shared().get();
    const DraftHabits habits = draftHabits();
    auto *macro = new QUndoCommand(tr("Propose draft synsets for every sentence"));
    int made = 0;
    const QVector<Sentence> &sentences = m_document->benchmark().sentences();
    for (int i = 0; i < sentences.size(); ++i) {
        if (!sentences.at(i).drafts.isEmpty())
            continue;
        const QVector<Synset> drafts = DraftSynsets::propose(sentences.at(i), extractions, forms, habits);
        if (!drafts.isEmpty() && m_editor.setDrafts(i, drafts, QString(), macro))
            made += int(drafts.size());
    }
    if (macro->childCount() == 0) {
        delete macro;
        tell(tr("No new draft synsets: every sentence has drafts already, or the systems extracted nothing for it"));
        return 0;
    }
    m_undoStack->push(macro);
    tell(tr("%n draft synset(s) proposed (%1 reviews a sentence's drafts)", nullptr, made)
             .arg(m_draftsAction->shortcut().toString(QKeySequence::NativeText)));
    return made;
}

void AnnotationWorkspace::showDraftSynsets()
{
    if (!sentence())
        return;
    if (sentence()->drafts.isEmpty() && proposeDrafts(m_current) == 0) {
        tell(m_document->session().systems().isEmpty()
                 ? tr("No system outputs are attached: attach some in the Evaluate tab to get draft synsets")
                 : tr("The attached systems extracted nothing for sentence %1").arg(m_current + 1));
        return;
    }
    auto *dialog = new DraftSynsetsDialog(*sentence(), m_current + 1, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const int sentenceIndex = m_current;
    connect(dialog, &DraftSynsetsDialog::acceptRequested, this,
            [this, dialog, sentenceIndex](int draft, const QVector<Triple> &triples) {
                if (sentenceIndex != m_current)
                    return;
                const int synset = m_editor.acceptDraft(m_current, draft, triples);
                if (synset < 0)
                    return;
                selectTriple(synset, 0);
                setActiveSynset(synset);
                dialog->accept();
            });
    connect(dialog, &DraftSynsetsDialog::dropRequested, this, [this, dialog, sentenceIndex](int draft) {
        if (sentenceIndex != m_current || !m_editor.dropDraft(m_current, draft))
            return;
        if (sentence()->drafts.isEmpty())
            dialog->accept();
        else
            dialog->setDrafts(*sentence());
    });
    connect(dialog, &DraftSynsetsDialog::editRequested, this,
            [this, dialog, sentenceIndex](int draft, const Triple &triple) {
                if (sentenceIndex != m_current
                    || !m_editor.dropDraft(m_current, draft, tr("Edit draft synset %1").arg(draft + 1)))
                    return;
                dialog->accept();
                loadDraft(triple);
                tell(tr("The draft's triple is in the slots: change it, then %1 adds it as a new synset")
                         .arg(m_addNewAction->shortcut().toString(QKeySequence::NativeText)));
            });
    dialog->open();
    tell(QString());
}

void AnnotationWorkspace::refreshDraftsLabel()
{
    const int count = sentence() ? int(sentence()->drafts.size()) : 0;
    m_draftsLabel->setVisible(count > 0);
    //: Above the synset tree when the sentence has draft synsets (round 0)
    m_draftsLabel->setText(
        count > 0
            ? tr("<i>%n draft synset(s) from systems, not gold until accepted: %1 reviews them</i>", nullptr, count)
                  .arg(m_draftsAction->shortcut().toString(QKeySequence::NativeText))
            : QString());
}
