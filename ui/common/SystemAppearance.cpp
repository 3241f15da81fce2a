#include "ui/common/SystemAppearance.h"

SystemAppearance::SystemAppearance(QObject *parent)
    : QObject(parent)
{
}

QVector<QColor> SystemAppearance::palette()
{
    return {QColor(0x00, 0x72, 0xb2), QColor(0xe6, 0x9f, 0x00), QColor(0x00, 0x9e, 0x73), QColor(0xd5, 0x5e, 0x00),
            QColor(0x56, 0xb4, 0xe9), QColor(0xcc, 0x79, 0xa7), QColor(0xf0, 0xe4, 0x42), QColor(0x99, 0x99, 0x99)};
}

QColor SystemAppearance::color(const QString &system)
{
    auto it = m_colors.find(system);
    if (it == m_colors.end()) {
        const QVector<QColor> colors = palette();
        it = m_colors.insert(system, colors.at(m_nextColor % colors.size()));
        ++m_nextColor;
    }
    return it.value();
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
    if (m_colors.contains(name))
        m_colors.insert(newName, m_colors.take(name));
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
