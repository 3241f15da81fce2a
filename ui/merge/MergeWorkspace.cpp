#include "ui/merge/MergeWorkspace.h"

#include "core/document/StudioDocument.h"
#include "core/merge/MergeDiff.h"
#include "core/merge/MergeSession.h"
#include "ui/common/Dialogs.h"
#include "ui/common/FlowLayout.h"
#include "ui/common/LanguageChange.h"
#include "ui/common/TranslatedText.h"
#include "ui/edit/GoldEditor.h"
#include "ui/merge/MergeDecisionCommand.h"

#include <QDir>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QTextBrowser>
#include <QUndoStack>
#include <QVBoxLayout>

namespace {

const QString kArrow = QStringLiteral(" --> ");

QString wordHtml(const DiffWord &word)
{
    const QString text = word.text.toHtmlEscaped();
    switch (word.state) {
    case DiffWord::Same:
        return text;
    case DiffWord::Marks:
        return QStringLiteral("<span style=\"background:#ffe08a\"><b>%1</b></span>").arg(text);
    case DiffWord::Only:
        return QStringLiteral("<span style=\"background:#b8e6b8\"><b>%1</b></span>").arg(text);
    }
    return text;
}

// A button with its key: active while the focus is in the Merge tab (plain letters elsewhere
// belong to other tabs; in the note and edit boxes they are typed). labelButton gives its text.
QPushButton *actionButton(const QString &name, const QKeySequence &key, QWidget *parent)
{
    auto *button = new QPushButton(parent);
    button->setObjectName(name);
    button->setProperty("mergeKey", key);
    auto *shortcut = new QShortcut(key, parent);
    shortcut->setContext(Qt::WidgetWithChildrenShortcut);
    QObject::connect(shortcut, &QShortcut::activated, button, &QPushButton::click);
    return button;
}

// "Take A [A]", with "Take A (A)" as its tooltip.
void labelButton(QPushButton *button, const QString &text)
{
    const QString keyText = button->property("mergeKey").value<QKeySequence>().toString(QKeySequence::NativeText);
    button->setText(QStringLiteral("%1 [%2]").arg(text, keyText));
    button->setToolTip(QStringLiteral("%1 (%2)").arg(text, keyText));
}

} // namespace

MergeWorkspace::MergeWorkspace(StudioDocument *document, QUndoStack *stack, QWidget *parent)
    : QWidget(parent),
      m_document(document),
      m_stack(stack),
      m_editor(new GoldEditor(document, stack))
{
    const TranslatedText trText(staticMetaObject);
    setObjectName(QStringLiteral("mergeWorkspace"));
    auto *openButton = trText.set(new QPushButton(this), QT_TR_NOOP("Open Annotator B..."));
    openButton->setObjectName(QStringLiteral("mergeOpenButton"));
    connect(openButton, &QPushButton::clicked, this, &MergeWorkspace::chooseOther);
    auto *logButton = trText.set(new QPushButton(this), QT_TR_NOOP("Save Merge Log..."));
    logButton->setObjectName(QStringLiteral("mergeSaveLogButton"));
    connect(logButton, &QPushButton::clicked, this, &MergeWorkspace::chooseLogPath);
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("mergeTitle"));
    m_title->setWordWrap(true); // long file names wrap rather than widen the window
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("mergeProgress"));
    m_progressLabel = new QLabel(this);
    m_progressLabel->setObjectName(QStringLiteral("mergeProgressLabel"));
    auto *top = new QHBoxLayout;
    top->addWidget(openButton);
    top->addWidget(m_title, 1);
    top->addWidget(m_progressLabel);
    top->addWidget(m_progress);
    top->addWidget(logButton);

    m_sentenceLabel = new QLabel(this);
    m_sentenceLabel->setObjectName(QStringLiteral("mergeSentence"));
    m_sentenceLabel->setWordWrap(true);
    m_items = new QListWidget(this);
    m_items->setObjectName(QStringLiteral("mergeItemList"));
    connect(m_items, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row != m_item) {
            m_item = row;
            refreshItem();
        }
    });
    m_problems = new QListWidget(this);
    m_problems->setObjectName(QStringLiteral("mergeProblems"));
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(trText.set(new QLabel(left), QT_TR_NOOP("Items of this sentence")));
    leftLayout->addWidget(m_items, 3);
    leftLayout->addWidget(trText.set(new QLabel(left), QT_TR_NOOP("Pairing problems")));
    leftLayout->addWidget(m_problems, 1);

    m_category = new QLabel(this);
    m_category->setObjectName(QStringLiteral("mergeCategory"));
    m_sideA = new QTextBrowser(this);
    m_sideA->setObjectName(QStringLiteral("mergeSideA"));
    m_sideB = new QTextBrowser(this);
    m_sideB->setObjectName(QStringLiteral("mergeSideB"));
    m_editText = new QPlainTextEdit(this);
    m_editText->setObjectName(QStringLiteral("mergeEditText"));
    trText.setPlaceholder(m_editText,
                          QT_TR_NOOP("The merged synset, one triple per line (subject --> relation --> object)"));
    m_note = new QLineEdit(this);
    m_note->setObjectName(QStringLiteral("mergeNote"));
    trText.setPlaceholder(m_note, QT_TR_NOOP("Note for this decision (optional)"));
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("mergeMessage"));
    // Wraps rather than widening the window when the labels are long (a translated interface).
    auto *buttons = new FlowLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    const struct
    {
        const char *text;
        const char *name;
        QKeySequence key;
        MergeAction action;
    } actions[] = {
        {QT_TR_NOOP("Take A"), "mergeTakeA", QKeySequence(Qt::Key_A), MergeAction::TakeA},
        {QT_TR_NOOP("Take B"), "mergeTakeB", QKeySequence(Qt::Key_B), MergeAction::TakeB},
        {QT_TR_NOOP("Union"), "mergeUnion", QKeySequence(Qt::Key_U), MergeAction::Union},
        {QT_TR_NOOP("Keep Both"), "mergeKeepBoth", QKeySequence(Qt::Key_K), MergeAction::KeepBoth},
        {QT_TR_NOOP("Drop"), "mergeDrop", QKeySequence(Qt::Key_D), MergeAction::Drop},
        {QT_TR_NOOP("Apply Edit"), "mergeEdit", QKeySequence(Qt::CTRL | Qt::Key_Return), MergeAction::Edit},
    };
    QVector<std::pair<QPushButton *, const char *>> labelled;
    for (const auto &entry : actions) {
        QPushButton *button = actionButton(QLatin1String(entry.name), entry.key, this);
        const MergeAction action = entry.action;
        connect(button, &QPushButton::clicked, this, [this, action]() { act(action); });
        buttons->addWidget(button);
        labelled.append({button, entry.text});
    }
    buttons->addStretch();
    QPushButton *next = actionButton(QStringLiteral("mergeNext"), QKeySequence(Qt::Key_N), this);
    connect(next, &QPushButton::clicked, this, &MergeWorkspace::nextUnresolved);
    buttons->addWidget(next);
    labelled.append({next, QT_TR_NOOP("Next Unresolved")});
    // The buttons' texts, and again in a new language (with the title and the item shown).
    const auto label = [this, labelled]() {
        for (const auto &[button, text] : labelled)
            labelButton(button, tr(text));
        if (!m_session)
            m_title->setText(tr("Open a second annotator's gold or project to merge it into the open gold."));
        else
            setTitle();
    };
    label();
    LanguageChange::follow(this, [this, label]() {
        label();
        refreshItems();
    });

    auto *center = new QWidget(this);
    auto *grid = new QGridLayout(center);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_sentenceLabel, 0, 0, 1, 2);
    grid->addWidget(m_category, 1, 0, 1, 2);
    grid->addWidget(trText.set(new QLabel(center), QT_TR_NOOP("A (the open gold)")), 2, 0);
    grid->addWidget(trText.set(new QLabel(center), QT_TR_NOOP("B (the other annotator)")), 2, 1);
    grid->addWidget(m_sideA, 3, 0);
    grid->addWidget(m_sideB, 3, 1);
    grid->addWidget(trText.set(new QLabel(center), QT_TR_NOOP("Edit (Ctrl+Return applies):")), 4, 0, 1, 2);
    grid->addWidget(m_editText, 5, 0, 1, 2);
    grid->addWidget(m_note, 6, 0, 1, 2);
    grid->addLayout(buttons, 7, 0, 1, 2);
    grid->addWidget(m_message, 8, 0, 1, 2);
    grid->setRowStretch(3, 3);
    grid->setRowStretch(5, 1);

    auto *splitter = new QSplitter(this);
    splitter->addWidget(left);
    splitter->addWidget(center);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({340, 860});
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(splitter, 1);

    connect(m_document, &StudioDocument::sentenceChanged, this, &MergeWorkspace::sentenceChanged);
    // Another gold opened: the merge ends (its sentences were paired with the old gold's).
    connect(m_document, &StudioDocument::goldReset, this, [this]() {
        if (!m_session)
            return;
        m_session->deleteLater(); // the undo stack holds guarded pointers to it
        m_session = nullptr;
        m_problems->clear();
        m_title->setText(tr("Open a second annotator's gold or project to merge it into the open gold."));
        m_sentence = m_item = 0;
        refreshItems();
    });
    refreshItems();
}

MergeWorkspace::~MergeWorkspace()
{
    delete m_editor;
}

void MergeWorkspace::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!focusWidget())
        m_items->setFocus(); // the keys work at once
}

bool MergeWorkspace::openOther(const QString &path)
{
    if (!m_document->hasGold()) {
        emit failed(path, tr("Open a gold (annotator A) before merging another one into it."));
        return false;
    }
    auto *session = new MergeSession(this);
    QString error;
    if (!session->open(path, m_document->benchmark(), &error)) {
        delete session;
        emit failed(path, error);
        return false;
    }
    // Decisions of an earlier merge stay on the undo stack: they keep their own session.
    m_session = session;
    m_otherPath = path;
    connect(m_session, &MergeSession::decisionsChanged, this, [this](int sentence) {
        if (sentence == m_sentence)
            refreshItems();
        refreshProgress();
    });
    m_problems->clear();
    for (const Diagnostic &problem : m_session->diagnostics()) {
        // The file's name and line in the list, its whole path in the tooltip.
        auto *row = new QListWidgetItem(Diagnostic::location(QFileInfo(problem.file).fileName(), problem.line)
                                            + QLatin1Char(' ') + problem.message,
                                        m_problems);
        row->setToolTip(Diagnostic::location(problem.file, problem.line) + QLatin1Char(' ') + problem.message);
    }
    setTitle();
    m_sentence = 0;
    m_item = 0;
    refreshItems();
    if (!m_session->needsDecision(m_sentence, m_session->items(m_sentence).value(m_item)))
        nextUnresolved();
    return true;
}

QString MergeWorkspace::defaultLogPath() const
{
    const QString gold = m_document->filePath().isEmpty() ? m_document->benchmark().fileName : m_document->filePath();
    const QFileInfo info(gold);
    return info.absoluteDir().filePath(info.completeBaseName() + QStringLiteral(".merge-log.tsv"));
}

bool MergeWorkspace::saveLog(const QString &path)
{
    QString error;
    if (!m_session || !m_session->writeLog(path, &error)) {
        emit failed(path, m_session ? error : tr("No merge is open."));
        return false;
    }
    emit statusMessage(tr("Saved the merge log to %1").arg(QFileInfo(path).fileName()));
    return true;
}

void MergeWorkspace::sentenceChanged(int sentence)
{
    if (!m_session)
        return;
    m_session->refresh(sentence, m_document->benchmark().sentences().at(sentence));
    if (sentence == m_sentence)
        refreshItems();
    refreshProgress();
}

void MergeWorkspace::showItem(int sentence, int item)
{
    m_sentence = sentence;
    m_item = item;
    refreshItems();
}

bool MergeWorkspace::nextUnresolved()
{
    if (!m_session)
        return false;
    const int count = m_session->sentenceCount();
    for (int step = 0; step <= count; ++step) {
        const int sentence = (m_sentence + step) % std::max(count, 1);
        const QVector<MergeItem> &items = m_session->items(sentence);
        for (int k = step == 0 ? m_item + 1 : 0; k < items.size(); ++k) {
            if (m_session->needsDecision(sentence, items.at(k))) {
                showItem(sentence, k);
                return true;
            }
        }
        if (step == count) // back at the current sentence: its items before the current one
            break;
    }
    const QVector<MergeItem> &items = m_session->items(m_sentence);
    for (int k = 0; k <= m_item && k < items.size(); ++k) {
        if (m_session->needsDecision(m_sentence, items.at(k))) {
            showItem(m_sentence, k);
            return true;
        }
    }
    m_message->setText(tr("Every disagreement is decided."));
    return false;
}

bool MergeWorkspace::editedSynset(Synset *synset, QString *error) const
{
    const QVector<MergeItem> &items = m_session->items(m_sentence);
    const Sentence &current = m_document->benchmark().sentences().at(m_sentence);
    const Sentence *other = m_session->otherSentence(m_sentence);
    // Lines written as they were keep their triple (author, time, raw line).
    QHash<QString, Triple> known;
    const MergeItem &item = items.at(m_item);
    for (int k : item.synsetsA)
        for (const Triple &triple : current.synsets.at(k).triples)
            known.insert(triple.toGoldLine(), triple);
    for (int k : item.synsetsB)
        for (const Triple &triple : other->synsets.at(k).triples)
            known.insert(triple.toGoldLine(), triple);
    if (!item.synsetsA.isEmpty())
        *synset = current.synsets.at(item.synsetsA.first());
    synset->triples.clear();
    const QStringList lines = m_editText->toPlainText().split(QLatin1Char('\n'));
    for (int n = 0; n < lines.size(); ++n) {
        const QString line = lines.at(n).trimmed();
        if (line.isEmpty())
            continue;
        if (known.contains(line)) {
            synset->triples.append(known.value(line));
            continue;
        }
        const QStringList parts = line.split(kArrow);
        if (parts.size() < 3) {
            *error = tr("line %1: a triple needs subject --> relation --> object").arg(n + 1);
            return false;
        }
        Triple triple(parts.at(0).trimmed(), parts.at(1).trimmed(), parts.at(2).trimmed());
        triple.setExtraParts(parts.mid(3));
        triple.setAuthor(GoldEditor::author());
        triple.setModified(QDateTime::currentDateTimeUtc());
        synset->triples.append(triple);
    }
    if (synset->triples.isEmpty()) {
        *error = tr("the edited synset has no triple (Drop removes the item)");
        return false;
    }
    return true;
}

bool MergeWorkspace::act(MergeAction action)
{
    if (!m_session || m_item < 0 || m_item >= m_session->items(m_sentence).size())
        return false;
    const MergeItem item = m_session->items(m_sentence).at(m_item);
    Synset edited;
    QString error;
    if (action == MergeAction::Edit && !editedSynset(&edited, &error)) {
        m_message->setText(error);
        return false;
    }
    const Sentence current = m_document->benchmark().sentences().at(m_sentence);
    Sentence after;
    MergeDecision decision;
    if (!m_session->decide(m_sentence, current, item, action, edited, &after, &decision))
        return false;
    decision.note = m_note->text().trimmed();
    decision.author = GoldEditor::author();
    const QString text
        = tr("Merge sentence %1: %2 (%3)")
              .arg(current.id, MergeDecision::actionName(action), MergeAlignment::categoryName(item.category));
    auto *command = new MergeDecisionCommand(m_session, decision, text);
    m_editor->replaceSynsets(m_sentence, after, text, command);
    m_stack->push(command);
    m_note->clear();
    m_message->setText(
        tr("%1: %2").arg(MergeDecision::actionName(action), MergeAlignment::categoryName(item.category)));
    nextUnresolved();
    return true;
}

void MergeWorkspace::refreshItems()
{
    const QSignalBlocker blocker(m_items);
    m_items->clear();
    const Benchmark &gold = m_document->benchmark();
    if (!m_session || m_sentence >= gold.sentences().size()) {
        m_sentenceLabel->clear();
        refreshItem();
        refreshProgress();
        return;
    }
    const Sentence &sentence = gold.sentences().at(m_sentence);
    m_sentenceLabel->setText(tr("Sentence %1 of %2 (id %3): %4")
                                 .arg(QString::number(m_sentence + 1), QString::number(gold.sentences().size()),
                                      sentence.id, sentence.text));
    const QVector<MergeItem> &items = m_session->items(m_sentence);
    for (int k = 0; k < items.size(); ++k) {
        const MergeItem &item = items.at(k);
        const QString state = item.category == MergeCategory::Identical
            ? QString()
            : (m_session->isResolved(m_sentence, item) ? tr(" \u2713 decided") : tr(" \u2022 to decide"));
        QStringList a, b;
        for (int i : item.synsetsA)
            a.append(QString::number(i + 1));
        for (int j : item.synsetsB)
            b.append(QString::number(j + 1));
        m_items->addItem(tr("A %1 | B %2: %3%4")
                             .arg(a.isEmpty() ? QStringLiteral("-") : a.join(QLatin1Char(',')),
                                  b.isEmpty() ? QStringLiteral("-") : b.join(QLatin1Char(',')),
                                  MergeAlignment::categoryName(item.category), state));
    }
    m_item = items.isEmpty() ? 0 : std::clamp(m_item, 0, int(items.size()) - 1);
    m_items->setCurrentRow(items.isEmpty() ? -1 : m_item);
    refreshItem();
    refreshProgress();
}

QString MergeWorkspace::sideHtml(bool sideA) const
{
    const MergeItem &item = m_session->items(m_sentence).at(m_item);
    const Sentence &a = m_document->benchmark().sentences().at(m_sentence);
    const Sentence &b = *m_session->otherSentence(m_sentence);
    const Sentence &mine = sideA ? a : b;
    const Sentence &theirs = sideA ? b : a;
    const QVector<int> &own = sideA ? item.synsetsA : item.synsetsB;
    const QVector<int> &others = sideA ? item.synsetsB : item.synsetsA;
    if (own.isEmpty())
        return QStringLiteral("<i>%1</i>").arg(tr("(no synset for this fact)"));
    QVector<Triple> theirTriples;
    for (int k : others)
        theirTriples += theirs.synsets.at(k).triples;
    QString html;
    for (int k : own) {
        const QVector<Triple> &triples = mine.synsets.at(k).triples;
        html += QStringLiteral("<p><b>%1</b><br>").arg(tr("Synset %1").arg(k + 1));
        const QVector<TripleDiff> diffs = MergeDiff::compare(triples, theirTriples);
        for (int t = 0; t < diffs.size(); ++t) {
            const TripleDiff &diff = diffs.at(t);
            QStringList parts;
            for (int s = 0; s < 3; ++s) {
                QStringList words;
                for (const DiffWord &word : diff.parts[s])
                    words.append(diff.onlyHere ? word.text.toHtmlEscaped() : wordHtml(word));
                parts.append(words.join(QLatin1Char(' ')));
            }
            const QString line = parts.join(QStringLiteral(" &rarr; "));
            if (diff.onlyHere || others.isEmpty())
                html += QStringLiteral("<span style=\"background:#b8e6b8\">+ %1</span><br>").arg(line);
            else
                html += (diff.identical ? QStringLiteral("&nbsp;&nbsp;") : QStringLiteral("~ ")) + line
                    + QStringLiteral("<br>");
        }
        html += QStringLiteral("</p>");
    }
    return html;
}

void MergeWorkspace::refreshItem()
{
    const bool any = m_session && m_item >= 0 && m_item < m_session->items(m_sentence).size();
    if (!any) {
        m_category->setText(m_session ? tr("Nothing to merge in this sentence.") : QString());
        m_sideA->clear();
        m_sideB->clear();
        m_editText->clear();
        return;
    }
    const MergeItem &item = m_session->items(m_sentence).at(m_item);
    const QString state = item.category == MergeCategory::Identical ? tr("nothing to decide")
        : m_session->isResolved(m_sentence, item)                   ? tr("decided")
                                                                    : tr("to decide");
    m_category->setText(QStringLiteral("<b>%1</b> &mdash; %2 &nbsp; <span style=\"background:#ffe08a\">%3</span> "
                                       "<span style=\"background:#b8e6b8\">%4</span>")
                            .arg(MergeAlignment::categoryName(item.category), state, tr("optional marks differ"),
                                 tr("only this side")));
    m_sideA->setHtml(sideHtml(true));
    m_sideB->setHtml(sideHtml(false));
    // The edit box starts from A's synsets (else B's), one triple per line.
    const Sentence &a = m_document->benchmark().sentences().at(m_sentence);
    const Sentence &b = *m_session->otherSentence(m_sentence);
    QStringList lines;
    const bool fromA = !item.synsetsA.isEmpty();
    for (int k : fromA ? item.synsetsA : item.synsetsB)
        for (const Triple &triple : (fromA ? a : b).synsets.at(k).triples)
            lines.append(triple.toGoldLine());
    m_editText->setPlainText(lines.join(QLatin1Char('\n')));
}

void MergeWorkspace::refreshProgress()
{
    if (!m_session) {
        m_progress->setRange(0, 1);
        m_progress->setValue(0);
        m_progressLabel->clear();
        return;
    }
    const int decided = m_session->decidedCount(), left = m_session->unresolvedCount();
    m_progress->setRange(0, std::max(1, decided + left));
    m_progress->setValue(decided);
    m_progressLabel->setText(tr("%1 decided, %2 left").arg(decided).arg(left));
    // The message follows the count (an undone decision leaves one to take again).
    const QString allDecided = tr("Every disagreement is decided.");
    if (left == 0 && decided > 0)
        m_message->setText(allDecided);
    else if (m_message->text() == allDecided)
        m_message->clear();
}
