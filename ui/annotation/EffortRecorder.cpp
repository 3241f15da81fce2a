#include "ui/annotation/EffortRecorder.h"

#include "core/document/StudioDocument.h"

#include <QApplication>
#include <QKeyEvent>
#include <QWidget>

EffortRecorder::EffortRecorder(QWidget *workspace, StudioDocument *document, std::function<int()> currentSentence)
    : QObject(workspace),
      m_workspace(workspace),
      m_document(document),
      m_currentSentence(std::move(currentSentence))
{
    qApp->installEventFilter(this);
}

EffortRecorder::~EffortRecorder()
{
    qApp->removeEventFilter(this);
}

bool EffortRecorder::counts(QObject *watched, const QKeyEvent *key) const
{
    if (!m_document->effort().recording() || key->isAutoRepeat() || watched != QApplication::focusWidget())
        return false;
    switch (key->key()) {
    case Qt::Key_Shift:
    case Qt::Key_Control:
    case Qt::Key_Alt:
    case Qt::Key_AltGr:
    case Qt::Key_Meta:
        return false;
    default:
        break;
    }
    for (const QWidget *widget = QApplication::focusWidget(); widget; widget = widget->parentWidget()) {
        if (widget == m_workspace)
            return true;
    }
    return false;
}

bool EffortRecorder::eventFilter(QObject *watched, QEvent *event)
{
    // Every key press first goes to the focused widget as a shortcut override (then, unless a
    // shortcut took it, as a key press); a key without a key code comes only as a key press.
    if (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<const QKeyEvent *>(event);
        if (counts(watched, key)) {
            if (event->type() == QEvent::ShortcutOverride) {
                m_pendingKey = key->key();
                record();
            } else if (m_pendingKey == key->key()) {
                m_pendingKey = 0;
            } else {
                record();
            }
        }
    }
    return QObject::eventFilter(watched, event);
}

void EffortRecorder::record()
{
    const int index = m_currentSentence();
    const QVector<Sentence> &sentences = m_document->benchmark().sentences();
    if (index < 0 || index >= sentences.size())
        return;
    const qint64 sinceLast = m_sinceLast.isValid() ? m_sinceLast.restart() : (m_sinceLast.start(), 0);
    m_document->effort().addKey(sentences.at(index).id, sinceLast);
}
