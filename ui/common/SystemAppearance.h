#pragma once

#include "core/model/SystemScore.h"

#include <QColor>
#include <QHash>
#include <QObject>
#include <QString>
#include <QVector>

// How each system is drawn in the evaluation workspace: its colour, from the colour-blind-safe
// Okabe-Ito palette in the order systems are first seen, and whether it is shown in tables and
// charts. Keyed by system name (renames carry the entry over).
class SystemAppearance : public QObject
{
    Q_OBJECT

public:
    explicit SystemAppearance(QObject *parent = nullptr);

    // Okabe & Ito (2008), "Color Universal Design"; black replaced by grey so that it reads on
    // dark palettes too.
    static QVector<QColor> palette();

    QColor color(const QString &system);
    bool isVisible(const QString &system) const;
    void setVisible(const QString &system, bool visible);
    void rename(const QString &name, const QString &newName);
    // The scores of the visible systems, in the session's order.
    QVector<SystemScore> visibleScores(const QVector<SystemScore> &scores) const;

Q_SIGNALS:
    void changed();

private:
    QHash<QString, QColor> m_colors;
    QHash<QString, bool> m_hidden;
    int m_nextColor = 0;
};
