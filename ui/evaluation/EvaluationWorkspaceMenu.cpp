// The evaluation workspace's Evaluate menu: the CaRB gold, the scorer (Ctrl+Alt+1 to 3, and 0
// for OIE2016), BenchIE^FL's options, the OIE2016 menu (EvaluationWorkspaceOie2016.cpp) and
// the exports, Compare Systems (EvaluationWorkspace.cpp holds the rest of the class).

#include "core/project/EvaluationModel.h"
#include "ui/common/TranslatedText.h"
#include "ui/evaluation/CompareSystemsDialog.h"
#include "ui/evaluation/EvaluationWorkspace.h"
#include "ui/evaluation/FlOptionsMenu.h"

#include <QComboBox>
#include <QKeySequence>
#include <QMenu>

void EvaluationWorkspace::createMenu()
{
    const TranslatedText trText(staticMetaObject);
    m_menu = trText.set(new QMenu(this), QT_TR_NOOP("Eval&uation"));
    m_menu->setObjectName(QStringLiteral("evaluationMenu"));
    QAction *carbGold = trText.set(m_menu->addAction(QString(), this, &EvaluationWorkspace::chooseCarbGold),
                                   QT_TR_NOOP("Attach &CaRB Gold..."));
    trText.setStatusTip(carbGold,
                        QT_TR_NOOP("A CaRB gold file for the same sentences, to score the systems with CaRB"));
    carbGold->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    QMenu *scorers = trText.set(m_menu->addMenu(QString()), QT_TR_NOOP("&Scorer"));
    for (int i = 0; i < m_scorerCombo->count(); ++i) {
        const auto scorer = Scorer(m_scorerCombo->itemData(i).toInt());
        QAction *action = scorers->addAction(m_scorerCombo->itemText(i), this, [this, scorer]() { setScorer(scorer); });
        // Ctrl+Alt+1 to 3 for the first three; 4 to 9 are the FL options', so OIE2016 takes 0.
        action->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key(i < 3 ? Qt::Key_1 + i : Qt::Key_0)));
    }
    m_menu->addMenu(m_flMenu);
    refreshFlControls();
    createOie2016Menu();
    m_menu->addSeparator();
    QAction *compare = trText.set(m_menu->addAction(QString(), this, &EvaluationWorkspace::openCompareSystems),
                                  QT_TR_NOOP("Co&mpare Systems..."));
    trText.setStatusTip(compare,
                        QT_TR_NOOP("Is one system really better than another? Paired significance tests "
                                   "of every pair of visible systems over the gold sentences"));
    compare->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    trText
        .set(m_menu->addAction(QString(), this, &EvaluationWorkspace::chooseExportAll),
             QT_TR_NOOP("Export &All Charts..."))
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X));
    trText
        .set(m_menu->addAction(QString(), this, &EvaluationWorkspace::chooseMismatchExport),
             QT_TR_NOOP("Export Mismatch &Report..."))
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
}

QStringList EvaluationWorkspace::visibleSystemNames() const
{
    QStringList names;
    if (m_model->scorer() == Scorer::Carb) {
        for (const ScorerResults::CarbSystem &system : visibleCarb())
            names.append(system.name);
    } else if (m_model->scorer() == Scorer::Oie2016) {
        for (const Oie2016ScoredSystem &system : visibleOie2016())
            names.append(system.name);
    } else {
        for (const SystemScore &score : activeScores())
            names.append(score.name);
    }
    return names;
}

CompareSystemsDialog *EvaluationWorkspace::openCompareSystems()
{
    auto *dialog = new CompareSystemsDialog(m_model, visibleSystemNames(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}
