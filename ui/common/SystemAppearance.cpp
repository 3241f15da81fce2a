#include "ui/common/SystemAppearance.h"

SystemAppearance::SystemAppearance(QObject *parent)
    : QObject(parent)
{
}

SystemStyle SystemAppearance::style(const QString &system)
{
    auto it = m_index.find(system);
    if (it == m_index.end())
        it = m_index.insert(system, m_next++);
    SystemStyle result = SystemStyle::forIndex(it.value());
    const QColor custom = m_custom.value(system);
    if (custom.isValid())
        result.color = custom;
    return result;
}

void SystemAppearance::setColor(const QString &system, const QColor &color)
{
    if (m_custom.value(system) == color)
        return;
    if (color.isValid())
        m_custom.insert(system, color);
    else
        m_custom.remove(system);
    Q_EMIT changed();
}

void SystemAppearance::setCustomColors(const QHash<QString, QColor> &colors)
{
    QHash<QString, QColor> valid;
    for (auto it = colors.constBegin(); it != colors.constEnd(); ++it) {
        if (it.value().isValid())
            valid.insert(it.key(), it.value());
    }
    if (valid == m_custom)
        return;
    m_custom = valid;
    Q_EMIT changed();
}

bool SystemAppearance::isVisible(const QString &system) const
{
    return !m_hidden.value(system, false);
}

void SystemAppearance::setVisible(const QString &system, bool visible)
{
    if (isVisible(system) == visible)
        return;
    m_hidden.insert(system, !visible);
    Q_EMIT changed();
}

void SystemAppearance::rename(const QString &name, const QString &newName)
{
    if (m_custom.contains(name))
        m_custom.insert(newName, m_custom.take(name));
    if (m_index.contains(name))
        m_index.insert(newName, m_index.take(name));
    if (m_hidden.contains(name))
        m_hidden.insert(newName, m_hidden.take(name));
}

QVector<SystemScore> SystemAppearance::visibleScores(const QVector<SystemScore> &scores) const
{
    QVector<SystemScore> visible;
    for (const SystemScore &score : scores) {
        if (isVisible(score.name))
            visible.append(score);
    }
    return visible;
}
