#include "ui/annotation/SentenceActions.h"

#include "core/document/StudioDocument.h"
#include "ui/annotation/AnnotationWorkspace.h"
#include "ui/annotation/TokenView.h"
#include "ui/common/Dialogs.h"
#include "ui/common/TranslatedText.h"

#include <QAction>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenu>

SentenceActions::SentenceActions(StudioDocument *document, QUndoStack *undoStack, AnnotationWorkspace *workspace,
                                 QWidget *dialogParent)
    : QObject(dialogParent)
    , m_document(document)
    , m_workspace(workspace)
    , m_dialogParent(dialogParent)
    , m_editor(document, undoStack)
{
    setObjectName(QStringLiteral("sentenceActions"));
    const TranslatedText text(staticMetaObject);
    m_menu = new QMenu(dialogParent);
    text.set(m_menu, QT_TR_NOOP("&Sentence"));
    m_menu->setObjectName(QStringLiteral("sentenceMenu"));
    const auto make = [this, text](const char *name, const char *source, const QKeySequence &key, auto slot) {
        auto *action = new QAction(this);
        text.set(action, source);
        action->setObjectName(QLatin1String(name));
        action->setShortcut(key);
        // Only while the keyboard is in the annotation workspace, as its other edits.
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        m_workspace->addAction(action);
        m_menu->addAction(action);
        connect(action, &QAction::triggered, this, slot);
        return action;
    };
    m_split = make("splitSentenceAction", QT_TR_NOOP("&Split Sentence Before This Token"),
                   QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S), [this]() { splitHere(); });
    text.setToolTip(m_split, QT_TR_NOOP("The token under the keyboard cursor starts a new sentence"));
    m_merge = make("mergeSentenceAction", QT_TR_NOOP("&Merge with Next Sentence"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_J),
                   [this]() { mergeWithNext(); });
    m_editText = make("editSentenceTextAction", QT_TR_NOOP("&Edit Sentence Text..."), QKeySequence(Qt::SHIFT | Qt::Key_F2),
                      [this]() { editTextDialog(); });
    // After a split or a merge (or their undo), the first changed sentence is shown.
    connect(m_document, &StudioDocument::sentencesReplaced, m_workspace, &AnnotationWorkspace::setCurrentSentence);
    connect(m_workspace, &AnnotationWorkspace::currentSentenceChanged, this, &SentenceActions::refreshEnabled);
    connect(m_document, &StudioDocument::goldReset, this, &SentenceActions::refreshEnabled);
    refreshEnabled();
}

void SentenceActions::refreshEnabled()
{
    const int current = m_workspace->currentSentence();
    const int count = int(m_document->benchmark().sentences().size());
    m_split->setEnabled(current >= 0 && current < count);
    m_merge->setEnabled(current >= 0 && current + 1 < count);
    m_editText->setEnabled(current >= 0 && current < count);
}

bool SentenceActions::splitHere()
{
    const auto *tokens = m_workspace->findChild<TokenView *>(QStringLiteral("tokenView"));
    return tokens && m_editor.split(m_workspace->currentSentence(), tokens->focusedToken());
}

bool SentenceActions::mergeWithNext()
{
    return m_editor.mergeWithNext(m_workspace->currentSentence());
}

bool SentenceActions::setText(const QString &text)
{
    const int sentence = m_workspace->currentSentence();
    const QStringList lost = m_editor.triplesLosingWords(sentence, text);
    if (!lost.isEmpty()) {
        const QString message =
            tr("%n triple(s) (%1) use words that the new text does not have. They stay as they are: no "
               "extraction can match those words any more, and the Lint dock will list them.",
               nullptr, int(lost.size()))
                .arg(lost.join(QStringLiteral(", ")))
            + QStringLiteral("\n\n") + tr("Change the text anyway?");
        if (Dialogs::warning(m_dialogParent, tr("Edit Sentence Text"), message, QMessageBox::Ok | QMessageBox::Cancel,
                             QMessageBox::Cancel)
            != QMessageBox::Ok)
            return false;
    }
    return m_editor.setText(sentence, text);
}

void SentenceActions::editTextDialog()
{
    const int sentence = m_workspace->currentSentence();
    if (sentence < 0 || sentence >= m_document->benchmark().sentences().size() || !Dialogs::isInteractive())
        return;
    bool ok = false;
    const QString text = QInputDialog::getText(m_dialogParent, tr("Edit Sentence Text"),
                                               tr("Text of sentence %1 (tokenised again):").arg(sentence + 1),
                                               QLineEdit::Normal, m_document->benchmark().sentences().at(sentence).text, &ok);
    if (ok)
        setText(text);
}
