#include "ui/annotation/LintPanel.h"

#include "core/document/ScoringSession.h"
#include "core/document/StudioDocument.h"
#include "core/lint/GoldLint.h"
#include "core/text/PosTagger.h"
#include "ui/annotation/LintTreeModel.h"
#include "ui/common/Dialogs.h"
#include "ui/common/TranslatedText.h"

#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

LintPanel::LintPanel(StudioDocument *document, QWidget *parent)
    : QWidget(parent),
      m_document(document)
{
    const TranslatedText trText(staticMetaObject);
    setObjectName(QStringLiteral("lintPanel"));
    m_options.tagger = &PosTagger::shared(); // as oie-score lint does
    m_model = new LintTreeModel(this);
    m_view = new QTreeView;
    m_view->setObjectName(QStringLiteral("lintTree"));
    m_view->setModel(m_model);
    m_view->setHeaderHidden(true);
    m_view->setUniformRowHeights(true);
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_compareButton = new QToolButton;
    m_compareButton->setObjectName(QStringLiteral("lintCompareButton"));
    trText.set(m_compareButton, QT_TR_NOOP("Compare With Gold..."));
    trText.setToolTip(m_compareButton, QT_TR_NOOP("Also list the facts this gold lacks and those only it has, against a second gold "
                                   "of the same sentences (oie-score lint --against)"));
    connect(m_compareButton, &QToolButton::clicked, this, &LintPanel::chooseComparison);
    m_clearButton = new QToolButton;
    m_clearButton->setObjectName(QStringLiteral("lintClearComparisonButton"));
    trText.set(m_clearButton, QT_TR_NOOP("Clear"));
    connect(m_clearButton, &QToolButton::clicked, this, &LintPanel::clearComparison);
    m_againstLabel = new QLabel;
    m_againstLabel->setObjectName(QStringLiteral("lintComparisonLabel"));
    m_againstLabel->setTextFormat(Qt::PlainText);
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(2, 2, 2, 0);
    bar->addWidget(m_compareButton);
    bar->addWidget(m_againstLabel, 1);
    bar->addWidget(m_clearButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(bar);
    layout->addWidget(m_view);
    refreshComparison();

    connect(m_view, &QTreeView::activated, this, [this](const QModelIndex &index) {
        const int sentence = index.data(LintTreeModel::SentenceRole).toInt();
        if (m_model->finding(index) && sentence >= 0)
            Q_EMIT findingActivated(sentence, index.data(LintTreeModel::SynsetRole).toInt(),
                                    index.data(LintTreeModel::TripleRole).toInt());
    });
    connect(m_document, &StudioDocument::goldReset, this, &LintPanel::lintGold);
    connect(m_document, &StudioDocument::sentenceChanged, this, &LintPanel::lintSentence);
    lintGold();
}

int LintPanel::findingCount() const
{
    return m_model->result().findingCount();
}

void LintPanel::lintGold()
{
    const Benchmark &gold = m_document->benchmark();
    LintResult result = GoldLint::run(gold, m_options, m_against.get());
    m_model->setResult(result);
    m_view->expandAll(); // the findings at once; a check is collapsed by a click
    Q_EMIT countChanged(findingCount());
}

void LintPanel::lintSentence(int index)
{
    const Benchmark &gold = m_document->benchmark();
    if (index < 0 || index >= gold.sentences().size())
        return;
    m_model->replaceSentence(index, GoldLint::lintSentence(gold, index, m_options, m_against.get()));
    Q_EMIT countChanged(findingCount());
}

bool LintPanel::compareWith(const QString &path, QString *error)
{
    ImportOptions import; // as oie-score lint reads it: tagged when English
    import.forWriting = false;
    auto gold = std::make_unique<Benchmark>();
    Diagnostics diagnostics;
    if (!ScoringSession::readGold(path, gold.get(), &diagnostics, error, import))
        return false;
    gold->fileName = path;
    m_against = std::move(gold);
    m_againstPath = path;
    refreshComparison();
    lintGold();
    return true;
}

void LintPanel::clearComparison()
{
    if (!m_against)
        return;
    m_against.reset();
    m_againstPath.clear();
    refreshComparison();
    lintGold();
}

void LintPanel::chooseComparison()
{
    const QString path = Dialogs::openFileName(this, tr("Compare With Gold"), QFileInfo(m_againstPath).path(),
                                               tr("BenchIE gold or project (*.txt *.json);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!compareWith(path, &error))
        Dialogs::warning(this, tr("Compare With Gold"), error);
}

void LintPanel::refreshComparison()
{
    //: Lint dock: "against benchie_fl_gold_300.txt" (the second gold of missing-fact and extra-fact)
    m_againstLabel->setText(m_against ? tr("against %1").arg(QFileInfo(m_againstPath).fileName()) : QString());
    m_againstLabel->setToolTip(m_againstPath);
    m_clearButton->setVisible(m_against != nullptr);
}
