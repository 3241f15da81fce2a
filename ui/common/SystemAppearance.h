#pragma once

#include "core/model/SystemScore.h"
#include "ui/common/SystemStyle.h"

#include <QColor>
#include <QHash>
#include <QObject>
#include <QString>
#include <QVector>

// How each system is drawn in the evaluation workspace, the one place that assigns it: its
// SystemStyle (palette colour, marker, line style, hatching) by the order systems are first
// seen, a colour the user chose instead of the palette's, and whether it is shown in tables
// and charts. Keyed by system name (renames carry the entry over).
class SystemAppearance : public QObject
{
    Q_OBJECT

public:
    explicit SystemAppearance(QObject *parent = nullptr);

    static QVector<QColor> palette() { return SystemStyle::palette(); }

    SystemStyle style(const QString &system);
    QColor color(const QString &system) { return style(system).color; }
    // The user's colour for a system (an invalid colour goes back to the palette's).
    void setColor(const QString &system, const QColor &color);
    // The colours the user chose, by system name (what a project file keeps).
    QHash<QString, QColor> customColors() const { return m_custom; }
    // Replaces every user colour (a project opened): the systems not in `colors` go back to the
    // palette's; invalid colours are left out.
    void setCustomColors(const QHash<QString, QColor> &colors);
    bool isVisible(const QString &system) const;
    void setVisible(const QString &system, bool visible);
    void rename(const QString &name, const QString &newName);
    // The scores of the visible systems, in the session's order.
    QVector<SystemScore> visibleScores(const QVector<SystemScore> &scores) const;

Q_SIGNALS:
    void changed();

private:
    QHash<QString, int> m_index; // style index, in the order first seen
    QHash<QString, QColor> m_custom;
    QHash<QString, bool> m_hidden;
    int m_next = 0;
};
