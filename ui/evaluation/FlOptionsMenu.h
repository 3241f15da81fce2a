#pragma once

#include "core/fl/FlOptions.h"

#include <QMenu>

class QAction;

// BenchIE^FL's options as a menu of checkable actions: the mode (principled or official) and
// the four matching heuristics (checked = on). The evaluation workspace shows it from a tool
// button beside the scorer choice and in its Evaluation menu. changed() is emitted when the
// user toggles an action, not when setOptions() is called.
class FlOptionsMenu : public QMenu
{
    Q_OBJECT

public:
    explicit FlOptionsMenu(QWidget *parent = nullptr);

    FlOptions options() const;
    void setOptions(const FlOptions &options);
    // Enables or disables every action (the options only apply under BenchIE^FL).
    void setOptionsEnabled(bool enabled);

Q_SIGNALS:
    void changed();

private:
    QAction *addSwitch(const QString &objectName, const char *text, const char *toolTip);

    QAction *m_principled = nullptr;
    QAction *m_official = nullptr;
    QAction *m_punctuation = nullptr;
    QAction *m_alternatives = nullptr;
    QAction *m_levelOfDetail = nullptr;
    QAction *m_correction = nullptr;
};
