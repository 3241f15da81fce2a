#include "ui/mismatches/SentenceDetailView.h"

#include "core/analysis/AnalysisResults.h"
#include "core/document/ScoringSession.h"
#include "ui/common/LanguageChange.h"
#include "ui/common/RichTextDelegate.h"
#include "ui/common/SystemAppearance.h"
#include "ui/common/VerdictColors.h"

#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace {

QString verdictText(ExtractionVerdict verdict)
{
    switch (verdict) {
    case ExtractionVerdict::Correct:
        return SentenceDetailView::tr("correct");
    case ExtractionVerdict::Incorrect:
        return SentenceDetailView::tr("incorrect");
    case ExtractionVerdict::Ignored:
        break;
    }
    return SentenceDetailView::tr("ignored");
}

} // namespace

SentenceDetailView::SentenceDetailView(const ScoringSession *session, const AnalysisResults *analyses,
                                       SystemAppearance *appearance, QWidget *parent)
    : QWidget(parent),
      m_session(session),
      m_analyses(analyses),
      m_appearance(appearance)
{
    m_tokens = new QLabel(this);
    m_tokens->setObjectName(QStringLiteral("sentenceTokens"));
    m_tokens->setWordWrap(true);
    m_tokens->setTextFormat(Qt::RichText);
    m_tokens->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_synsets = new QTreeWidget(this);
    m_synsets->setObjectName(QStringLiteral("synsetTree"));
    m_synsets->setHeaderLabels({tr("Synset / triple"), tr("Covered by")});
    m_synsets->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_synsets->header()->setStretchLastSection(false);
    m_synsets->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);

    m_extractions = new QTreeWidget(this);
    m_extractions->setObjectName(QStringLiteral("extractionTree"));
    // The headers, and again in a new language (a sentence shown is shown again by the browser).
    const auto headers = [this]() {
        m_synsets->setHeaderLabels({tr("Synset / triple"), tr("Covered by")});
        m_extractions->setHeaderLabels({tr("System / extraction"), tr("Verdict"), tr("Synset")});
        if (m_index < 0)
            m_tokens->setText(tr("Select a sentence to see its synsets and every system's extractions."));
    };
    headers();
    LanguageChange::follow(this, headers);
    m_extractions->setAlternatingRowColors(true);
    m_extractions->setUniformRowHeights(true);
    m_extractions->setItemDelegateForColumn(ExtractionColumn, new RichTextDelegate(m_extractions));
    m_extractions->header()->setStretchLastSection(false);
    m_extractions->header()->setSectionResizeMode(ExtractionColumn, QHeaderView::Stretch);
    m_extractions->header()->setSectionResizeMode(VerdictColumn, QHeaderView::ResizeToContents);
    m_extractions->header()->setSectionResizeMode(SynsetColumn, QHeaderView::ResizeToContents);

    m_explanation = new QLabel(this);
    m_explanation->setObjectName(QStringLiteral("explanationLabel"));
    m_explanation->setWordWrap(true);
    m_explanation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    connect(m_extractions, &QTreeWidget::currentItemChanged, this, &SentenceDetailView::showExplanation);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_synsets);
    splitter->addWidget(m_extractions);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tokens);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_explanation);
}

void SentenceDetailView::showSentence(int index, const QVector<SystemScore> &scores)
{
    m_synsets->clear();
    m_extractions->clear();
    m_explanation->clear();
    const QVector<Sentence> &sentences = m_session->benchmark().sentences();
    if (index < 0 || index >= sentences.size()) {
        m_index = -1;
        m_tokens->setText(tr("Select a sentence to see its synsets and every system's extractions."));
        return;
    }
    m_index = index;
    const Sentence &sentence = sentences.at(index);
    QString html = QStringLiteral("<b>%1</b>&nbsp; ").arg(sentence.id.toHtmlEscaped());
    for (int t = 0; t < sentence.tokens.size(); ++t) {
        html += QStringLiteral("%1<sub style=\"color:gray\">%2</sub> ")
                    .arg(sentence.tokens.at(t).toHtmlEscaped(), QString::number(t + 1));
    }
    m_tokens->setText(html);
    fillSynsets(index, scores);
    fillExtractions(index, scores);
}

void SentenceDetailView::fillSynsets(int index, const QVector<SystemScore> &scores)
{
    const Sentence &sentence = m_session->benchmark().sentences().at(index);
    for (int k = 0; k < sentence.synsets.size(); ++k) {
        QStringList covering;
        for (const SystemScore &score : scores) {
            if (!score.coverage.value(index).value(k).isEmpty())
                covering.append(score.name);
        }
        auto *item = new QTreeWidgetItem(m_synsets);
        item->setText(0, tr("Synset %1").arg(k + 1));
        item->setText(1, covering.isEmpty() ? tr("no system") : covering.join(QStringLiteral(", ")));
        item->setData(1, Qt::UserRole, covering);
        if (covering.isEmpty())
            item->setForeground(1, VerdictColors::color(ExtractionVerdict::Incorrect, palette()));
        for (const Triple &triple : sentence.synsets.at(k).triples) {
            auto *child = new QTreeWidgetItem(item);
            child->setText(0,
                           triple.isInert() ? triple.inertText()
                                            : tripleLine(triple.subject().source(), triple.relation().source(),
                                                         triple.object().source()));
        }
    }
    m_synsets->expandAll();
}

QString SentenceDetailView::tripleLine(const QString &subject, const QString &relation, const QString &object)
{
    //: One extraction or gold triple on one line: subject → relation → object
    return tr("%1 → %2 → %3").arg(subject, relation, object);
}

void SentenceDetailView::fillExtractions(int index, const QVector<SystemScore> &scores)
{
    const QVector<SystemOutput> &outputs = m_session->systems();
    for (const SystemScore &score : scores) {
        const SystemAnalysis *analysis = m_analyses->system(score.name);
        const SystemOutput *output = nullptr;
        for (const SystemOutput &candidate : outputs) {
            if (candidate.name == score.name)
                output = &candidate;
        }
        if (!output)
            continue;
        auto *systemItem = new QTreeWidgetItem(m_extractions);
        const ScoreCounts counts = score.perSentence.value(index);
        //: A system in the mismatch browser with its counts in this sentence
        systemItem->setText(
            ExtractionColumn,
            tr("%1   TP %2 · FP %3 · FN %4")
                .arg(score.name, QString::number(counts.tp), QString::number(counts.fp), QString::number(counts.fn)));
        systemItem->setData(ExtractionColumn, Qt::DecorationRole, m_appearance->color(score.name));
        QFont bold = systemItem->font(ExtractionColumn);
        bold.setBold(true);
        systemItem->setFont(ExtractionColumn, bold);
        for (int e = 0; e < score.results.size() && e < output->extractions.size(); ++e) {
            const ExtractionResult &result = score.results.at(e);
            if (result.sentenceIndex != index)
                continue;
            const Extraction extraction = output->extractions.at(e);
            auto *item = new QTreeWidgetItem(systemItem);
            item->setData(ExtractionColumn, Qt::UserRole, e);
            item->setText(ExtractionColumn, tripleLine(extraction.subject, extraction.relation, extraction.object));
            fillVerdict(item, result);
            const bool caseOnly
                = analysis && e < analysis->extractions.size() && analysis->extractions.at(e).differsOnlyInCase();
            if (caseOnly) {
                //: An incorrect extraction that differs from a gold triple only in letter case
                item->setText(VerdictColumn, tr("%1 · letter case only").arg(item->text(VerdictColumn)));
                item->setToolTip(VerdictColumn, analysis->extractions.at(e).explanation);
            }
            const QColor color = VerdictColors::color(result.verdict, palette());
            for (int c = ExtractionColumn; c <= SynsetColumn; ++c)
                item->setForeground(c, color);
            item->setToolTip(ExtractionColumn, tr("line %1 of %2").arg(QString::number(extraction.line), score.path));
            if (m_showClosest && result.verdict == ExtractionVerdict::Incorrect && analysis
                && e < analysis->extractions.size())
                addClosestTriples(item, index, analysis->extractions.at(e));
        }
    }
    m_extractions->expandToDepth(0);
}

// The verdict, the rule that matched (BenchIE: exact/concat; BenchIE^FL: the rule of each
// credited cluster) and the credited synsets.
void SentenceDetailView::fillVerdict(QTreeWidgetItem *item, const ExtractionResult &result)
{
    QStringList rules;
    for (MatchRule rule : result.creditedRules())
        rules.append(ExtractionResult::ruleName(rule));
    if (rules.isEmpty() && result.rule != MatchRule::None)
        rules.append(ExtractionResult::ruleName(result.rule));
    rules.removeDuplicates();
    item->setText(VerdictColumn,
                  rules.isEmpty() ? verdictText(result.verdict)
                                  //: Verdict and the rule(s) that matched, e.g. "correct · exact"
                                  : tr("%1 · %2").arg(verdictText(result.verdict), rules.join(QStringLiteral(", "))));
    item->setData(VerdictColumn, Qt::UserRole, int(result.verdict));
    QStringList synsets;
    QStringList explained;
    const QVector<int> &credited = result.creditedSynsets();
    if (!credited.isEmpty()) {
        for (int i = 0; i < credited.size(); ++i) {
            const QString number = QString::number(credited.at(i) + 1);
            synsets.append(number);
            //: A credited BenchIE^FL cluster and the rule that matched it
            explained.append(
                tr("cluster %1: %2").arg(number, ExtractionResult::ruleName(result.creditedRules().value(i))));
        }
    } else if (result.creditedSynset >= 0) {
        synsets.append(QString::number(result.creditedSynset + 1));
    }
    item->setText(SynsetColumn, synsets.join(QStringLiteral(", ")));
    if (!explained.isEmpty())
        item->setToolTip(SynsetColumn, explained.join(QLatin1Char('\n')));
}

// Children of an incorrect extraction: its closest gold triples, the slots that differ
// highlighted; the explanation goes to the item (and the label when it is selected).
void SentenceDetailView::addClosestTriples(QTreeWidgetItem *item, int index, const ExtractionDiagnosis &diagnosis)
{
    item->setData(ExtractionColumn, ExplanationRole, diagnosis.explanation);
    item->setToolTip(ExtractionColumn, diagnosis.explanation);
    const QVector<Synset> &synsets = m_session->benchmark().sentences().at(index).synsets;
    const QColor highlight = VerdictColors::differenceBackground(palette());
    for (const ClosestTriple &closest : diagnosis.closest) {
        if (closest.synset < 0 || closest.synset >= synsets.size() || closest.triple < 0
            || closest.triple >= synsets.at(closest.synset).triples.size())
            continue;
        const Triple &triple = synsets.at(closest.synset).triples.at(closest.triple);
        auto *child = new QTreeWidgetItem(item);
        QStringList plain;
        QStringList html;
        QVariantList differing;
        for (int slot = 0; slot < 3; ++slot) {
            const QString text = triple.slot(slot).source();
            const bool differs = !closest.pattern.agrees(slot);
            plain.append(text);
            html.append(differs ? QStringLiteral("<span style=\"background-color:%1\"><b>%2</b></span>")
                                      .arg(highlight.name(), text.toHtmlEscaped())
                                : text.toHtmlEscaped());
            differing.append(differs);
        }
        //: Closest gold triple of an incorrect extraction, in synset N
        const QString prefix = tr("closest, synset %1:").arg(closest.synset + 1);
        child->setText(ExtractionColumn, prefix + QLatin1Char(' ') + tripleLine(plain.at(0), plain.at(1), plain.at(2)));
        child->setData(
            ExtractionColumn, RichTextDelegate::HtmlRole,
            QStringLiteral("<i>%1</i> %2").arg(prefix.toHtmlEscaped(), tripleLine(html.at(0), html.at(1), html.at(2))));
        child->setData(ExtractionColumn, DifferingSlotsRole, differing);
        child->setToolTip(ExtractionColumn, tr("Highlighted: the slots that differ from the extraction"));
        child->setText(VerdictColumn, closest.pattern.code());
        child->setToolTip(VerdictColumn, tr("Slot pattern: 1 = the slot agrees, 0 = it differs"));
    }
}

void SentenceDetailView::showExplanation()
{
    const QTreeWidgetItem *item = m_extractions->currentItem();
    while (item && item->parent() && item->parent()->parent())
        item = item->parent(); // a closest triple: its extraction's explanation
    m_explanation->setText(item ? item->data(ExtractionColumn, ExplanationRole).toString() : QString());
}
