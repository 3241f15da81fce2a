#include "ui/evaluation/FlOptionsMenu.h"

#include "ui/common/TranslatedText.h"

#include <QActionGroup>

FlOptionsMenu::FlOptionsMenu(QWidget *parent)
    : QMenu(parent)
{
    const TranslatedText trText(staticMetaObject);
    trText.set(this, QT_TR_NOOP("BenchIE^FL &Options"));
    setObjectName(QStringLiteral("flOptionsMenu"));
    setToolTipsVisible(true);
    menuAction()->setObjectName(QStringLiteral("flOptionsMenuAction"));
    trText.setToolTip(menuAction(), QT_TR_NOOP("BenchIE^FL's mode (principled or official) and its matching heuristics"));
    auto *modes = new QActionGroup(this);
    m_principled = trText.set(addAction(QString()), QT_TR_NOOP("&Principled Matching"));
    m_principled->setObjectName(QStringLiteral("flPrincipledAction"));
    trText.setToolTip(m_principled, QT_TR_NOOP("Match as the benchmark's rules intend: systems paired with the gold by sentence id, "
                                "slots read as written"));
    m_official = trText.set(addAction(QString()), QT_TR_NOOP("&Official Scorer"));
    m_official->setObjectName(QStringLiteral("flOfficialAction"));
    trText.setToolTip(m_official, QT_TR_NOOP("Reproduce the official BenchIE^FL scorer, its accidents included, to get the "
                              "published numbers"));
    for (QAction *mode : {m_principled, m_official}) {
        mode->setCheckable(true);
        modes->addAction(mode);
        connect(mode, &QAction::triggered, this, &FlOptionsMenu::changed);
    }
    m_principled->setChecked(true);
    // After the scorers' Ctrl+Alt+1..3 (Evaluation > Scorer): the modes 4 and 5, the heuristics 6 to 9.
    m_principled->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_4));
    m_official->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_5));
    addSeparator();
    m_punctuation = addSwitch(QStringLiteral("flPunctuationAction"), QT_TR_NOOP("Match Without P&unctuation"),
                              QT_TR_NOOP("Also accept an extraction that equals a gold triple once punctuation is removed"));
    m_alternatives = addSwitch(QStringLiteral("flAlternativesAction"), QT_TR_NOOP("&Alternative Formulations"),
                               QT_TR_NOOP("Also accept the gold's other wordings: \"is\" relations and conjunction pairs"));
    m_levelOfDetail = addSwitch(QStringLiteral("flLevelOfDetailAction"), QT_TR_NOOP("&Level of Detail"),
                                QT_TR_NOOP("Also accept an extraction that states a gold triple in more detail: its arguments hold "
                                   "the gold arguments' words and more"));
    m_correction = addSwitch(QStringLiteral("flCorrectionAction"), QT_TR_NOOP("&Correction"),
                             QT_TR_NOOP("Give each gold cluster to one extraction only; when off, every extraction that "
                                "matches a cluster is credited"));
    int key = Qt::Key_6;
    for (QAction *heuristic : {m_punctuation, m_alternatives, m_levelOfDetail, m_correction})
        heuristic->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key(key++)));
}

QAction *FlOptionsMenu::addSwitch(const QString &objectName, const char *text, const char *toolTip)
{
    const TranslatedText trText(staticMetaObject);
    QAction *action = trText.setToolTip(trText.set(addAction(QString()), text), toolTip);
    action->setObjectName(objectName);
    action->setCheckable(true);
    action->setChecked(true);
    connect(action, &QAction::triggered, this, &FlOptionsMenu::changed);
    return action;
}

FlOptions FlOptionsMenu::options() const
{
    FlOptions options;
    options.official = m_official->isChecked();
    options.noPunctuation = m_punctuation->isChecked();
    options.alternativeFormulations = m_alternatives->isChecked();
    options.levelOfDetail = m_levelOfDetail->isChecked();
    options.correction = m_correction->isChecked();
    return options;
}

void FlOptionsMenu::setOptions(const FlOptions &options)
{
    (options.official ? m_official : m_principled)->setChecked(true);
    m_punctuation->setChecked(options.noPunctuation);
    m_alternatives->setChecked(options.alternativeFormulations);
    m_levelOfDetail->setChecked(options.levelOfDetail);
    m_correction->setChecked(options.correction);
}

void FlOptionsMenu::setOptionsEnabled(bool enabled)
{
    for (QAction *action : actions())
        action->setEnabled(enabled);
    menuAction()->setEnabled(enabled);
}
