#include "ui/review/ReviewWorkspace.h"

#include "core/document/ProjectFile.h"
#include "core/document/StudioDocument.h"
#include "core/review/ReviewRound.h"
#include "ui/common/Dialogs.h"
#include "ui/common/FlowLayout.h"
#include "ui/common/LanguageChange.h"
#include "ui/common/TranslatedText.h"
#include "ui/review/ReviewFilterProxy.h"
#include "ui/review/ReviewTableModel.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QProgressBar>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <utility>

namespace {

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

} // namespace

ReviewWorkspace::ReviewWorkspace(StudioDocument *document, QUndoStack *undoStack, QWidget *parent)
    : QWidget(parent),
      m_document(document),
      m_editor(document, undoStack),
      m_round(new ReviewRound(document, this)),
      m_model(new ReviewTableModel(m_round, this)),
      m_proxy(new ReviewFilterProxy(this))
{
    setObjectName(QStringLiteral("reviewWorkspace"));
    m_proxy->setSourceModel(m_model);
    createActions();
    createLayout();
    connect(m_round, &ReviewRound::queueReset, this, [this]() {
        refreshSources();
        refreshProgress();
        refreshDetail();
    });
    connect(m_round, &ReviewRound::sentenceQueueChanged, this, [this]() {
        refreshProgress();
        refreshDetail();
    });
    // Undoing a judgment (an accept, a reject, a skip) selects the extraction it took back, not
    // the one after it: the undo may rebuild the queue in several steps, so the row is chosen
    // once the whole command is undone.
    connect(m_document, &StudioDocument::judgmentsChanged, this, [this](const QString &key) {
        if (!key.isEmpty() && !m_document->judgments().find(key))
            m_undoneKey = key;
    });
    connect(undoStack, &QUndoStack::indexChanged, this, [this]() {
        const QString key = std::exchange(m_undoneKey, QString());
        for (int row = 0; !key.isEmpty() && row < m_proxy->rowCount(); ++row) {
            const QModelIndex index = m_proxy->index(row, 0);
            if (index.data(ReviewTableModel::KeyRole).toString() == key) {
                m_table->setCurrentIndex(index);
                m_table->scrollTo(index);
                return;
            }
        }
    });
    refreshSources();
    refreshProgress();
    refreshDetail();
}

void ReviewWorkspace::createActions()
{
    const TranslatedText trText(staticMetaObject);
    // Each action keeps its source text: labelButtons() gives it (and its button) the text in the
    // language in force, now and after a switch.
    const auto make = [this](const QString &name, const char *text, const QKeySequence &key, auto slot) {
        auto *action = new QAction(this);
        action->setObjectName(name);
        action->setProperty("sourceText", QByteArray(text));
        action->setShortcut(key);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
        m_actions.append(action);
        return action;
    };
    m_acceptActiveAction = make(QStringLiteral("reviewAcceptActiveAction"), QT_TR_NOOP("&Accept into Active Synset"),
                                QKeySequence(Qt::Key_A), [this]() { acceptIntoActive(); });
    m_acceptNewAction = make(QStringLiteral("reviewAcceptNewAction"), QT_TR_NOOP("Accept into &New Synset"),
                             QKeySequence(Qt::Key_N), [this]() { acceptIntoNew(); });
    m_acceptSuggestedAction
        = make(QStringLiteral("reviewAcceptSuggestedAction"), QT_TR_NOOP("Accept into &Closest Synset"),
               QKeySequence(Qt::Key_C), [this]() { acceptIntoSuggested(); });
    m_rejectAction = make(QStringLiteral("reviewRejectAction"), QT_TR_NOOP("&Reject"), QKeySequence(Qt::Key_X),
                          [this]() { reject(); });
    m_skipAction = make(QStringLiteral("reviewSkipAction"), QT_TR_NOOP("S&kip"), QKeySequence(Qt::Key_Space),
                        [this]() { skip(); });
    m_editAction = make(QStringLiteral("reviewEditAction"), QT_TR_NOOP("&Edit, then Accept"), QKeySequence(Qt::Key_E),
                        [this]() { editBeforeAccepting(); });
    labelButtons();
    trText.setStatusTip(m_editAction,
                        QT_TR_NOOP("Open the extraction in the Annotate tab's slots to mark optional words; adding it "
                                   "there accepts it"));
    trText.setStatusTip(m_acceptActiveAction,
                        QT_TR_NOOP("Add the extraction, aligned to the sentence's tokens, to the synset chosen below"));
    trText.setStatusTip(m_acceptSuggestedAction,
                        QT_TR_NOOP("Add the extraction to the synset of its closest gold triple"));
    trText.setStatusTip(m_rejectAction, QT_TR_NOOP("Judge the extraction incorrect: it is not asked again"));
    trText.setStatusTip(m_skipAction, QT_TR_NOOP("Leave the extraction for later"));
}

void ReviewWorkspace::createLayout()
{
    const TranslatedText trText(staticMetaObject);
    m_sourceCombo = new QComboBox;
    m_sourceCombo->setObjectName(QStringLiteral("reviewSourceCombo"));
    m_sourceCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_sourceCombo, &QComboBox::currentIndexChanged, this,
            [this]() { m_proxy->setSource(m_sourceCombo->currentData().toString()); });
    m_stateCombo = new QComboBox;
    m_stateCombo->setObjectName(QStringLiteral("reviewStateCombo"));
    const QList<std::pair<QString, ReviewFilterProxy::StateFilter>> states{
        {tr("To judge"), ReviewFilterProxy::StateFilter::ToJudge},
        {tr("Not seen yet"), ReviewFilterProxy::StateFilter::Pending},
        {tr("Skipped"), ReviewFilterProxy::StateFilter::Skipped},
        {tr("Accepted"), ReviewFilterProxy::StateFilter::Accepted},
        {tr("Rejected"), ReviewFilterProxy::StateFilter::Rejected},
        {tr("Judged"), ReviewFilterProxy::StateFilter::Judged},
        {tr("All"), ReviewFilterProxy::StateFilter::All}};
    for (const auto &state : states)
        m_stateCombo->addItem(state.first, int(state.second));
    // A new language: the filters' and buttons' texts, and the detail of the extraction shown.
    LanguageChange::follow(this, [this]() {
        LanguageChange::setItemTexts(m_stateCombo,
                                     {tr("To judge"), tr("Not seen yet"), tr("Skipped"), tr("Accepted"), tr("Rejected"),
                                      tr("Judged"), tr("All")});
        refreshSources();
        labelButtons();
        refreshDetail();
    });
    connect(m_stateCombo, &QComboBox::currentIndexChanged, this, &ReviewWorkspace::onStateFilterChanged);
    m_sentenceOnly = trText.set(new QCheckBox(), QT_TR_NOOP("This sentence &only"));
    m_sentenceOnly->setObjectName(QStringLiteral("reviewSentenceOnly"));
    trText.setToolTip(m_sentenceOnly,
                      QT_TR_NOOP("Show only the extractions of the sentence selected in the sentence list"));
    connect(m_sentenceOnly, &QCheckBox::toggled, this,
            [this](bool on) { m_proxy->setSentence(on ? m_currentSentence : -1); });
    m_progress = new QProgressBar;
    m_progress->setObjectName(QStringLiteral("reviewProgress"));
    m_progress->setTextVisible(true);
    m_progress->setMinimumWidth(160);

    // The files of a review, in one menu button so that the row stays narrow.
    auto *files = new QToolButton;
    files->setObjectName(QStringLiteral("reviewFilesButton"));
    trText.set(files, QT_TR_NOOP("&Judgment Files"));
    files->setPopupMode(QToolButton::InstantPopup);
    auto *filesMenu = new QMenu(files);
    QAction *attach = trText.set(filesMenu->addAction(QString(), this, &ReviewWorkspace::chooseReference),
                                 QT_TR_NOOP("Attach &Reference..."));
    attach->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_R));
    attach->setObjectName(QStringLiteral("reviewAttachAction"));
    trText.setStatusTip(attach,
                        QT_TR_NOOP("A CaRB gold (tab format), a BenchIE system file or another gold, to review its "
                                   "triples that match no synset"));
    QAction *exportAction = trText.set(filesMenu->addAction(QString(), this, &ReviewWorkspace::chooseExport),
                                       QT_TR_NOOP("&Export Judgments..."));
    exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_T));
    exportAction->setObjectName(QStringLiteral("reviewExportAction"));
    trText.setStatusTip(exportAction,
                        QT_TR_NOOP("Every judgment as TSV: extraction, verdict, synset, sources, reviewer, time"));
    QAction *kappa = trText.set(filesMenu->addAction(QString(), this, &ReviewWorkspace::chooseKappa),
                                QT_TR_NOOP("&Compare Two Reviewers..."));
    kappa->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_K));
    kappa->setObjectName(QStringLiteral("reviewKappaAction"));
    trText.setStatusTip(kappa, QT_TR_NOOP("Cohen's kappa between two judgment files, with their disagreements"));
    files->setMenu(filesMenu);
    m_fileActions = {attach, exportAction, kappa};

    // Wraps rather than widening the window when the labels are long (a translated interface).
    auto *filters = new FlowLayout;
    filters->setContentsMargins(0, 0, 0, 0);
    auto *sourceCaption = trText.set(new QLabel(), QT_TR_NOOP("Sour&ce:"));
    sourceCaption->setBuddy(m_sourceCombo);
    auto *stateCaption = trText.set(new QLabel(), QT_TR_NOOP("Sho&w:"));
    stateCaption->setBuddy(m_stateCombo);
    filters->addWidget(sourceCaption);
    filters->addWidget(m_sourceCombo);
    filters->addWidget(stateCaption);
    filters->addWidget(m_stateCombo);
    filters->addWidget(m_sentenceOnly);
    m_progress->setMinimumWidth(200);
    filters->addWidget(m_progress);
    filters->addWidget(files);

    m_table = new QTableView;
    m_table->setObjectName(QStringLiteral("reviewTable"));
    m_table->setModel(m_proxy);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setColumnWidth(ReviewTableModel::SentenceColumn, 70);
    m_table->setColumnWidth(ReviewTableModel::SubjectColumn, 180);
    m_table->setColumnWidth(ReviewTableModel::RelationColumn, 150);
    m_table->setColumnWidth(ReviewTableModel::ObjectColumn, 220);
    m_table->setColumnWidth(ReviewTableModel::SourcesColumn, 140);
    m_table->setColumnWidth(ReviewTableModel::StateColumn, 80);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this]() {
        refreshDetail();
        if (const ReviewEntry *entry = currentEntry())
            Q_EMIT currentSentenceChanged(entry->sentenceIndex);
    });

    m_sentenceLabel = new QLabel;
    m_sentenceLabel->setObjectName(QStringLiteral("reviewSentenceLabel"));
    m_sentenceLabel->setWordWrap(true);
    m_sentenceLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_extractionLabel = new QLabel;
    m_extractionLabel->setObjectName(QStringLiteral("reviewExtractionLabel"));
    m_extractionLabel->setWordWrap(true);
    m_closestLabel = new QLabel;
    m_closestLabel->setObjectName(QStringLiteral("reviewClosestLabel"));
    m_closestLabel->setWordWrap(true);
    m_scoresLabel = new QLabel;
    m_scoresLabel->setObjectName(QStringLiteral("reviewScoresLabel"));
    m_scoresLabel->setWordWrap(true);
    m_synsetCombo = new QComboBox;
    m_synsetCombo->setObjectName(QStringLiteral("reviewSynsetCombo"));
    m_synsetCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_synsetCombo->setMinimumContentsLength(24);
    auto *synsetCaption = trText.set(new QLabel(), QT_TR_NOOP("Active s&ynset:"));
    synsetCaption->setBuddy(m_synsetCombo);

    auto *synsetRow = new QHBoxLayout;
    synsetRow->addWidget(synsetCaption);
    synsetRow->addWidget(m_synsetCombo, 1);
    // Wraps rather than widening the window when the labels are long (a translated interface).
    auto *buttons = new FlowLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    for (QAction *action : std::as_const(m_actions)) {
        auto *button = new QToolButton;
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        buttons->addWidget(button);
    }

    auto *detail = new QWidget;
    auto *detailLayout = new QVBoxLayout(detail);
    detailLayout->setContentsMargins(0, 4, 0, 0);
    detailLayout->addWidget(m_sentenceLabel);
    detailLayout->addWidget(m_extractionLabel);
    detailLayout->addWidget(m_closestLabel);
    detailLayout->addLayout(synsetRow);
    detailLayout->addLayout(buttons);
    detailLayout->addWidget(m_scoresLabel);
    detailLayout->addStretch(1);

    // In a scroll area: when the wrapped rows of buttons need more height than the splitter
    // gives, the detail scrolls instead of drawing its rows over each other.
    auto *detailScroll = new QScrollArea;
    detailScroll->setObjectName(QStringLiteral("reviewDetailScroll"));
    detailScroll->setWidget(detail);
    detailScroll->setWidgetResizable(true);
    detailScroll->setFrameShape(QFrame::NoFrame);
    detailScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(m_table);
    splitter->addWidget(detailScroll);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(splitter, 1);
}

void ReviewWorkspace::labelButtons()
{
    // The key on the button: a tool button shows its action's icon text.
    for (QAction *action : std::as_const(m_actions)) {
        action->setText(tr(action->property("sourceText").toByteArray().constData()));
        action->setIconText(
            QStringLiteral("%1  [%2]")
                .arg(action->text().remove(QLatin1Char('&')), action->shortcut().toString(QKeySequence::NativeText)));
    }
}

void ReviewWorkspace::refreshSources()
{
    const QString current = m_sourceCombo->currentData().toString();
    const QSignalBlocker blocker(m_sourceCombo);
    m_sourceCombo->clear();
    m_sourceCombo->addItem(tr("All sources"), QString());
    for (const ReviewQueue::Source &source : m_round->queue().sources())
        m_sourceCombo->addItem(source.name, source.name);
    const int index = m_sourceCombo->findData(current);
    m_sourceCombo->setCurrentIndex(index < 0 ? 0 : index);
    m_proxy->setSource(m_sourceCombo->currentData().toString());
}

QString ReviewWorkspace::progressText() const
{
    const QLocale locale;
    return tr("%1 of %2 judged").arg(locale.toString(m_round->judgedCount()), locale.toString(m_round->queue().size()));
}

void ReviewWorkspace::refreshProgress()
{
    m_progress->setRange(0, std::max(1, m_round->queue().size()));
    m_progress->setValue(m_round->judgedCount());
    m_progress->setFormat(progressText());
}

void ReviewWorkspace::setCurrentSentence(int sentenceIndex)
{
    m_currentSentence = sentenceIndex;
    if (m_sentenceOnly->isChecked())
        m_proxy->setSentence(sentenceIndex);
}

int ReviewWorkspace::currentQueueRow() const
{
    const QModelIndex index = m_proxy->mapToSource(m_table->currentIndex());
    return index.isValid() ? index.row() : -1;
}

bool ReviewWorkspace::selectQueueRow(int row)
{
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    if (!index.isValid())
        return false;
    m_table->setCurrentIndex(index);
    m_table->scrollTo(index);
    return true;
}

const ReviewEntry *ReviewWorkspace::currentEntry() const
{
    const int row = currentQueueRow();
    return row < 0 || row >= m_round->queue().size() ? nullptr : &m_round->queue().at(row);
}

int ReviewWorkspace::activeSynset() const
{
    return m_synsetCombo->currentIndex() < 0 ? -1 : m_synsetCombo->currentData().toInt();
}

void ReviewWorkspace::setActiveSynset(int synset)
{
    const int index = m_synsetCombo->findData(synset);
    if (index >= 0)
        m_synsetCombo->setCurrentIndex(index);
}

void ReviewWorkspace::onStateFilterChanged(int index)
{
    m_proxy->setStateFilter(ReviewFilterProxy::StateFilter(m_stateCombo->itemData(index).toInt()));
}

void ReviewWorkspace::refreshDetail()
{
    const ReviewEntry *entry = currentEntry();
    for (QAction *action : std::as_const(m_actions))
        action->setEnabled(entry != nullptr);
    if (!entry) {
        m_sentenceLabel->setText(m_round->queue().size() == 0 ? tr(
                                     "Nothing to review: open a gold, then add system outputs or attach a reference.")
                                                              : tr("Select an extraction to judge it."));
        m_extractionLabel->clear();
        m_closestLabel->clear();
        m_scoresLabel->clear();
        m_synsetCombo->clear();
        return;
    }
    const Sentence &sentence = m_document->benchmark().sentences().at(entry->sentenceIndex);
    m_sentenceLabel->setText(
        tr("<b>Sentence %1</b> (%2): %3")
            .arg(QString::number(entry->sentenceIndex + 1), escaped(sentence.id), escaped(sentence.text)));
    const QStringList sources = m_round->queue().sourceNames(*entry);
    m_extractionLabel->setText(
        tr("<b>Extraction</b> %1 &rarr; %2 &rarr; %3 &nbsp;&middot;&nbsp; %4: %5 &nbsp;&middot;&nbsp; %6")
            .arg(escaped(entry->subject), escaped(entry->relation), escaped(entry->object), tr("from"),
                 escaped(sources.join(QStringLiteral(", "))),
                 ReviewTableModel::stateName(int(m_round->state(*entry)))));
    const ExtractionDiagnosis &diagnosis = m_round->diagnosis(*entry);
    if (diagnosis.closest.isEmpty()) {
        m_closestLabel->setText(tr("<b>Closest</b>: the sentence has no gold triple."));
    } else {
        const ClosestTriple &closest = diagnosis.closest.first();
        const Triple &triple = sentence.synsets.at(closest.synset).triples.at(closest.triple);
        m_closestLabel->setText(tr("<b>Closest</b> synset %1, triple %2: %3<br>%4")
                                    .arg(QString::number(closest.synset + 1), QString::number(closest.triple + 1),
                                         escaped(triple.toGoldLine()), escaped(diagnosis.explanation)));
    }
    // The synsets it may go to; the suggested one first chosen.
    const int previous = m_synsetCombo->currentData().toInt();
    const bool sameSentence = m_synsetCombo->property("sentence").toInt() == entry->sentenceIndex;
    {
        const QSignalBlocker blocker(m_synsetCombo);
        m_synsetCombo->clear();
        m_synsetCombo->setProperty("sentence", entry->sentenceIndex);
        for (int k = 0; k < sentence.synsets.size(); ++k) {
            const QVector<Triple> &triples = sentence.synsets.at(k).triples;
            m_synsetCombo->addItem(
                tr("%1: %2").arg(k + 1).arg(triples.isEmpty() ? QString() : triples.first().toGoldLine()), k);
        }
        setActiveSynset(sameSentence ? previous : m_round->suggestedSynset(*entry));
    }
    QStringList scores;
    const ScoringSession &session = m_document->session();
    for (const QString &name : sources) {
        for (int i = 0; i < session.systems().size(); ++i) {
            if (session.systems().at(i).name != name)
                continue;
            const SystemScore &score = session.scores().at(i);
            scores.append(tr("%1: P %2 · R %3 (TP %4, FP %5)")
                              .arg(escaped(name), QString::number(score.precision(), 'f', 3),
                                   QString::number(score.recall(), 'f', 3), QString::number(score.totals.tp),
                                   QString::number(score.totals.fp)));
        }
    }
    m_scoresLabel->setText(
        scores.isEmpty() ? QString() : tr("<b>Scores now</b> ") + scores.join(QStringLiteral(" &nbsp;·&nbsp; ")));
}
