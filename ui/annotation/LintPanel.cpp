#include "ui/annotation/LintPanel.h"

#include "core/document/StudioDocument.h"
#include "core/lint/GoldLint.h"
#include "core/text/PosTagger.h"
#include "ui/annotation/LintTreeModel.h"

#include <QTreeView>
#include <QVBoxLayout>

LintPanel::LintPanel(StudioDocument *document, QWidget *parent)
    : QWidget(parent),
      m_document(document)
{
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
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);

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
    LintResult result = GoldLint::run(gold, m_options);
    m_model->setResult(result);
    m_view->expandAll(); // the findings at once; a check is collapsed by a click
    Q_EMIT countChanged(findingCount());
}

void LintPanel::lintSentence(int index)
{
    const Benchmark &gold = m_document->benchmark();
    if (index < 0 || index >= gold.sentences().size())
        return;
    m_model->replaceSentence(index, GoldLint::lintSentence(gold, index, m_options));
    Q_EMIT countChanged(findingCount());
}
