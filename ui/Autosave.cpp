#include "ui/Autosave.h"

#include "core/document/StudioDocument.h"
#include "core/project/StudioProject.h"

#include <QGuiApplication>
#include <QTimer>

Autosave::Autosave(StudioDocument *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_timer(new QTimer(this))
{
    connect(m_timer, &QTimer::timeout, this, [this]() { saveNow(); });
    connect(qGuiApp, &QGuiApplication::applicationStateChanged, this, [this](Qt::ApplicationState state) {
        if (state != Qt::ApplicationActive)
            saveNow();
    });
    setIntervalMinutes(1);
}

void Autosave::setIntervalMinutes(int minutes)
{
    if (minutes <= 0) {
        m_timer->stop();
        return;
    }
    m_timer->start(minutes * 60 * 1000);
}

QString Autosave::documentKey() const
{
    return m_document->filePath().isEmpty() ? m_document->benchmark().fileName : m_document->filePath();
}

bool Autosave::saveNow(QString *error)
{
    if (!m_document->hasGold() || !m_document->isModified())
        return true;
    QString message;
    const QString key = documentKey();
    if (!m_store.write(key, project(), &message)) {
        if (error)
            *error = message;
        return false;
    }
    if (!m_lastKey.isNull() && m_lastKey != key)
        m_store.remove(m_lastKey);
    m_lastKey = key;
    return true;
}

void Autosave::clear()
{
    m_store.remove(documentKey());
    if (!m_lastKey.isNull() && m_lastKey != documentKey())
        m_store.remove(m_lastKey);
    m_lastKey = QString();
}

ProjectFile Autosave::projectOf(const StudioDocument &document)
{
    return StudioProject::projectOf(document);
}

ProjectFile Autosave::project() const
{
    ProjectFile project = projectOf(*m_document);
    if (m_setupWriter)
        m_setupWriter(&project);
    return project;
}
