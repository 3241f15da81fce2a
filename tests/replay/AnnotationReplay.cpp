#include "tests/replay/AnnotationReplay.h"

#include "core/assist/DraftSynsets.h"
#include "core/assist/PlacementVariants.h"
#include "core/assist/VariantChecklist.h"
#include "core/assist/VerbForms.h"
#include "core/benchie/BenchieGoldWriter.h"
#include "core/document/DocumentImport.h"
#include "core/document/StudioDocument.h"
#include "tests/replay/ReplayPlanner.h"
#include "ui/annotation/AnnotationWorkspace.h"
#include "ui/annotation/DraftSynsetsDialog.h"
#include "ui/annotation/TokenView.h"
#include "ui/annotation/VariantChecklistDialog.h"
#include "ui/common/Dialogs.h"
#include "ui/MainWindow.h"
#include "ui/StudioSettings.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QListWidget>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include <algorithm>
#include <memory>

namespace {

const QString kChips = QStringLiteral("chips");
const QString kCopy = QStringLiteral("copy_and_change");
const QString kChecklist = QStringLiteral("variant_checklist");
// What a triple the checklist does not offer costs, about (a copy changed, English gold).
const int kOtherTripleKeys = 10;
const QString kNavigation = QStringLiteral("sentence_navigation");
const QString kWasted = QStringLiteral("mispredicted");
const QString kDraft = QStringLiteral("draft_accept");
const QString kNested = QStringLiteral("nested_fact");
const QString kDraftEdit = QStringLiteral("draft_edit");

// The distinct triple lines of a synset, in order.
QStringList linesOf(const Synset &synset)
{
    QStringList out;
    for (const Triple &triple : synset.triples) {
        const QString line = triple.isInert() ? triple.toGoldLine() : ReplayPlanner::line(triple);
        if (!out.contains(line))
            out.append(line);
    }
    return out;
}

// The keys as a person reads them (OIE_REPLAY_TRACE).
QString keyNames(const ReplayKeys &keys)
{
    QStringList names;
    for (const ReplayKey &key : keys)
        names << (key.text.isEmpty() ? QKeySequence(key.key | key.modifiers).toString() : key.text);
    return names.join(QLatin1Char(' '));
}

// AnnIE: one click per slot word, one per slot, one per optional group, one to add.
qint64 annieClicks(const Triple &triple)
{
    qint64 clicks = 4;
    for (int s = 0; s < 3; ++s) {
        clicks += triple.slot(s).optionalCount();
        clicks += Slot::realizedText(triple.slot(s).source()).split(QLatin1Char(' '), Qt::SkipEmptyParts).size();
    }
    return clicks;
}

// One candidate way to make triples of the synset being built.
struct Option
{
    QString tool;
    int cost = 0;
    int gain = 0;
    int target = -1; // copy / chips: the index in the remaining lines
    int sourceSynset = -1; // copy: the triple copied
    int sourceTriple = -1;
    ReplayKeys keys; // copy / chips / draft edit: after the copy; checklist: the toggles
    ReplayKeys dialogKeys; // drafts: in the dialog, before Return (accept) or F2 (edit)
    int presses = 1; // nested fact: Shift+F4 presses (the n-th fact of the source)
    QStringList made; // the lines it makes
    // Checklist: the target synsets the facts of other conjuncts start (new synsets at the end
    // of the sentence, in this order), and their lines.
    QVector<int> conjunctTargets;
    QVector<QStringList> conjunctLines;
    QStringList toggles; // checklist (OIE_REPLAY_TRACE): each row toggled and which way, then every row
};

class Replay
{
public:
    Replay(const ReplayOptions &options, ReplayResult *result)
        : m_options(options),
          m_result(result)
    { }
    bool run(QString *error);

private:
    bool openSentences(const Benchmark &target, QString *error);
    void rebuildSentence(int index, const Sentence &target);
    void rebuildSynset(int sentence, const Sentence &target, int targetSynset);
    void send(const ReplayKey &key, const QString &tool);
    void settle();
    const Sentence &current() const { return m_window->document()->benchmark().sentences().at(m_sentence); }
    ChipState chipState() const;
    // Tree keys that select a triple (F7, arrows), or none when it is selected.
    ReplayKeys selectKeys(int synset, int triple) const;
    Option chipsOption(const Triple &target) const;
    Option copyOption(const Triple &target, int synset, int triple) const;
    // A fact nested in a triple's object (Shift+F4 `index` + 1 times), changed, as a new synset.
    Option nestedOption(const Triple &target, int synset, int triple, int index) const;
    Option checklistOption(int synset, const QStringList &remaining) const;
    // The toggles that make the remaining lines `choices` offers on `synset` of `sentence`.
    Option checklistPlan(const QVector<VariantChoice> &choices, const Sentence &sentence, int synset,
                         const QStringList &remaining) const;
    // A synset's first triple decides what its checklist offers: the keys the rest of the synset
    // would cost after `line` (the checklist's, and kOtherTripleKeys for each it does not offer).
    int lookahead(const QString &line, const QStringList &remaining,
                  const QVector<VariantChecklist::Habit> &learned) const;
    // A target synset after the one being built, none started yet nor in `taken`, that holds
    // every line.
    int laterSynsetHolding(const QStringList &lines, const QVector<int> &taken) const;
    // Round 0: the drafts the studio shows for the sentence (those it holds, else those the
    // dialog will propose), a draft accepted with its unwanted triples unchecked, or one of its
    // triples loaded into the slots (F2) and changed.
    QVector<Synset> drafts() const;
    Option draftOption(const QVector<Synset> &all, int draft, const QStringList &remaining) const;
    Option draftEditOption(const QVector<Synset> &all, const Triple &target, int draft, int triple) const;
    bool openDrafts(const QString &tool);
    // `thenForms`: an edited draft triple added with Ctrl+Alt+Return (the checklist follows).
    bool applyDraft(const Option &option, int *synset, bool thenForms = false);
    // `thenForms`: the add key that then opens the variant checklist (Alt with it); `keep`: the
    // add that keeps the triple in the slots (Shift with it).
    bool apply(const Option &option, int synset, bool newSynset, bool thenForms = false, bool keep = false);
    // A form made from the triple in the slots (kept by Shift+Return): the changes, the add key.
    Option keptOption(const Triple &target) const;
    // After `line` is added to `synset`: true when the next form is cheaper from the line kept in
    // the slots (Shift+Return) than from the checklist the add would open (Alt+Return).
    bool keepBetter(const QString &line, int synset, const QStringList &remaining) const;
    bool applyChecklist(const Option &option, int synset);
    VariantChecklistDialog *openChecklist() const; // the dialog, when it has the keyboard
    VariantChecklistDialog *waitForChecklist() const; // openChecklist(), given a second to open
    void closeChecklist(); // Escape, when an add opened the checklist and another way is taken
    void toChips(const QString &tool);
    void clearDraft(const QString &tool);
    void miss(const Sentence &target, int targetSynset, const QString &line, const QString &why);

    ReplayOptions m_options;
    ReplayResult *m_result;
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    AnnotationWorkspace *m_workspace = nullptr;
    TokenView *m_tokens = nullptr;
    QTreeView *m_tree = nullptr;
    std::unique_ptr<ReplayPlanner> m_planner;
    QMap<QString, Triple> m_targets; // line -> triple, for the sentence being built
    const Sentence *m_target = nullptr; // the sentence being built, as the gold holds it
    int m_targetSynset = -1; // the synset being built
    QMap<int, int> m_prebuilt; // a later target synset -> the studio's synset started for it
    int m_sentence = 0;
    const VerbForms *m_forms = nullptr;
    std::vector<double> m_keyMs;
    double m_slowestMs = -1;
    bool m_checklistOpen = false; // the last add opened the checklist (Alt+Return)
};

void Replay::settle()
{
    QCoreApplication::processEvents();
}

void Replay::send(const ReplayKey &key, const QString &tool)
{
    QWidget *widget = QApplication::focusWidget();
    if (!widget)
        widget = m_window.get();
    QElapsedTimer timer;
    timer.start();
    if (key.text.isEmpty())
        QTest::keyClick(widget, Qt::Key(key.key), key.modifiers);
    else
        QTest::sendKeyEvent(QTest::Click, widget, Qt::Key(key.key), key.text, key.modifiers);
    settle();
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    if (ms > m_slowestMs) {
        m_slowestMs = ms;
        m_result->slowestKey = QStringLiteral("%1 (%2) in sentence %3").arg(keyNames({key}), tool).arg(m_sentence + 1);
    }
    m_keyMs.push_back(ms);
    ++m_result->keys;
    ++m_result->byTool[tool].keys;
}

void Replay::toChips(const QString &tool)
{
    if (QApplication::focusWidget() != m_tokens)
        send(ChipKeys::press(Qt::Key_F6), tool);
}

void Replay::clearDraft(const QString &tool)
{
    if (!m_workspace->draft().isEmpty()) {
        toChips(tool);
        send(ChipKeys::press(Qt::Key_Escape), tool);
    }
}

ChipState Replay::chipState() const
{
    ChipState state;
    state.draft = m_workspace->draft();
    state.slot = m_workspace->currentSlot();
    state.focus = m_tokens->focusedToken();
    state.onChips = true;
    return state;
}

ReplayKeys Replay::selectKeys(int synset, int triple) const
{
    ReplayKeys keys;
    const QModelIndex target = m_tree->model()->index(triple, 0, m_tree->model()->index(synset, 0));
    QModelIndex at = m_tree->currentIndex();
    if (at == target && m_tree->selectionModel()->isSelected(target))
        return keys;
    keys.append(ChipKeys::press(Qt::Key_F7));
    if (!at.isValid()) {
        at = m_tree->model()->index(0, 0);
        keys.append(ChipKeys::press(Qt::Key_Home));
    }
    for (int pass = 0; pass < 2; ++pass) {
        ReplayKeys moves;
        QModelIndex walk = at;
        while (walk.isValid() && walk != target) {
            walk = pass == 0 ? m_tree->indexBelow(walk) : m_tree->indexAbove(walk);
            moves.append(ChipKeys::press(pass == 0 ? Qt::Key_Down : Qt::Key_Up));
        }
        if (walk == target)
            return keys + moves;
    }
    return keys;
}

Option Replay::chipsOption(const Triple &target) const
{
    Option option;
    option.tool = kChips;
    ChipState state = chipState();
    if (!state.draft.isEmpty()) {
        option.cost += 1; // Escape
        state.draft.clear();
        state.slot = 0;
    }
    if (!m_planner->plan(state, target, option.keys))
        return Option();
    option.cost += int(option.keys.size()) + 1; // + the add key
    option.gain = 1;
    return option;
}

Option Replay::copyOption(const Triple &target, int synset, int triple) const
{
    const Triple &source = current().synsets.at(synset).triples.at(triple);
    if (source.isInert())
        return Option();
    Option option;
    option.tool = kCopy;
    option.sourceSynset = synset;
    option.sourceTriple = triple;
    const ReplayKeys select = selectKeys(synset, triple);
    ChipState state = chipState();
    state.draft.load(source, current().tokens);
    state.slot = 2; // F4 makes the object the current slot
    if (!m_planner->plan(state, target, option.keys))
        return Option();
    // Selecting (F7, arrows), F4 (which puts the keyboard on the chips), the changes, the add key.
    option.cost = int(select.size()) + 1 + int(option.keys.size()) + 1;
    option.gain = 1;
    return option;
}

Option Replay::keptOption(const Triple &target) const
{
    ChipState state = chipState();
    if (state.draft.isEmpty())
        return Option();
    Option option;
    option.tool = kCopy;
    if (!m_planner->plan(state, target, option.keys))
        return Option();
    option.cost = int(option.keys.size()) + 1; // the changes, the add key
    option.gain = 1;
    return option;
}

bool Replay::keepBetter(const QString &line, int synset, const QStringList &remaining) const
{
    QStringList rest = remaining;
    rest.removeAll(line);
    if (rest.isEmpty() || synset < 0)
        return false;
    const Triple &added = m_targets.value(line);
    int keepCost = -1;
    for (const QString &other : std::as_const(rest)) {
        ChipState state = chipState();
        state.draft.load(added, current().tokens);
        state.slot = 2;
        ReplayKeys keys;
        if (m_planner->plan(state, m_targets.value(other), keys) && (keepCost < 0 || int(keys.size()) + 1 < keepCost))
            keepCost = int(keys.size()) + 1;
    }
    if (keepCost < 0)
        return false;
    Sentence sentence = current();
    sentence.synsets[synset].triples.append(added);
    // The rows as the dialog will check them.
    const Option forms = checklistPlan(m_workspace->variantChoices(sentence, synset), sentence, synset, rest);
    if (forms.made.isEmpty())
        return true;
    // Per triple made: the kept copy's keys, or the checklist's toggles and its accept.
    return keepCost * int(forms.made.size()) < int(forms.keys.size());
}

Option Replay::nestedOption(const Triple &target, int synset, int triple, int index) const
{
    const Triple &source = current().synsets.at(synset).triples.at(triple);
    const QVector<Triple> facts = PlacementVariants::nestedFacts(source, current());
    if (index >= facts.size())
        return Option();
    Option option;
    option.tool = kNested;
    option.sourceSynset = synset;
    option.sourceTriple = triple;
    option.presses = index + 1;
    const ReplayKeys select = selectKeys(synset, triple);
    ChipState state = chipState();
    state.draft.load(facts.at(index), current().tokens);
    state.slot = 0;
    if (!m_planner->plan(state, target, option.keys))
        return Option();
    // Selecting (F7, arrows), Shift+F4 presses (the keyboard then on the chips), the changes, Ctrl+Return.
    option.cost = int(select.size()) + option.presses + int(option.keys.size()) + 1;
    option.gain = 1;
    return option;
}

Option Replay::checklistOption(int synset, const QStringList &remaining) const
{
    // The forms the dialog will show, checked as it will show them.
    Option option = checklistPlan(m_workspace->variantChoices(synset), current(), synset, remaining);
    if (option.gain == 0)
        return Option();
    const int last = int(current().synsets.at(synset).triples.size()) - 1;
    const bool selected = m_workspace->selectedSynset() == synset;
    option.sourceSynset = synset;
    option.sourceTriple = selected ? -1 : last;
    option.cost = (selected ? 0 : int(selectKeys(synset, last).size())) + 1 + int(option.keys.size());
    return option;
}

int Replay::lookahead(const QString &line, const QStringList &remaining,
                      const QVector<VariantChecklist::Habit> &learned) const
{
    Sentence sentence = current();
    Synset synset;
    synset.triples = {m_targets.value(line)};
    sentence.synsets.append(synset);
    const int index = int(sentence.synsets.size()) - 1;
    QStringList rest = remaining;
    rest.removeAll(line);
    if (rest.isEmpty())
        return 0;
    const Option forms = checklistPlan(
        VariantChecklist::of(sentence.synsets.at(index), sentence, m_forms, &learned, index), sentence, index, rest);
    // The checklist opened by the add (Alt+Return), its toggles and Return; the others made
    // another way, at what a copy costs.
    const int others = int(rest.size()) - int(forms.made.size());
    return (forms.made.isEmpty() ? 0 : int(forms.keys.size())) + kOtherTripleKeys * others;
}

Option Replay::checklistPlan(const QVector<VariantChoice> &choices, const Sentence &sentence, int synset,
                             const QStringList &remaining) const
{
    Option option;
    option.tool = kChecklist;
    // The synset after the step, for the facts of other conjuncts (VariantChecklistDialog).
    QVector<Triple> after = sentence.synsets.at(synset).triples;
    for (const VariantChoice &choice : choices) {
        if (!choice.held && choice.kind != VariantChoice::Kind::OtherConjunct
            && remaining.contains(ReplayPlanner::line(choice.triple)))
            after.append(choice.triple);
    }
    int conjunctGain = 0;
    struct Row
    {
        bool wanted = false;
        bool checked = false; // as the dialog opens
        VariantChoice::Kind kind;
        QString toggle; // the kind and the line (OIE_REPLAY_TRACE)
    };
    QVector<Row> rows; // the lines to decide, in the dialog's order
    static const bool trace = qEnvironmentVariableIsSet("OIE_REPLAY_TRACE");
    for (const VariantChoice &choice : choices) {
        if (choice.held)
            continue;
        bool wanted = false;
        if (choice.kind == VariantChoice::Kind::OtherConjunct) {
            // Only once this synset is whole (the checklist's rows after the forms): the facts
            // of the other conjuncts take every form it holds then.
            const bool whole = std::all_of(remaining.begin(), remaining.end(),
                                           [&](const QString &line) { return option.made.contains(line); });
            QStringList lines;
            for (const Triple &triple : ConjunctFacts::synsetOf(after, sentence, choice.swap))
                lines.append(ReplayPlanner::line(triple));
            const int target = whole ? laterSynsetHolding(lines, option.conjunctTargets) : -1;
            wanted = target >= 0;
            if (wanted) {
                option.conjunctTargets.append(target);
                option.conjunctLines.append(lines);
                conjunctGain += int(lines.size());
            }
        } else {
            wanted = remaining.contains(ReplayPlanner::line(choice.triple));
            if (wanted)
                option.made.append(ReplayPlanner::line(choice.triple));
        }
        rows.append(Row{wanted, choice.checked, choice.kind,
                        !trace ? QString()
                               : QStringLiteral("%1/%2 [%3]")
                                     .arg(VariantChecklist::kindName(choice.kind))
                                     .arg(choice.moved)
                                     .arg(ReplayPlanner::line(choice.triple))});
    }
    // The cheapest way to the wanted lines: from the default, or from every line checked (+) or
    // none (-); a kind's lines each toggled, or all checked (its first line's key, *) and the
    // unwanted ones unchecked; each toggle by the line's keys or by moving down to it (Space).
    const auto labelKeys = [](int index) { return int(VariantChecklistDialog::keysOf(index).size()); };
    for (int start = 0; start < 3; ++start) {
        const auto checkedAt = [&](int index) { return start == 0 ? rows.at(index).checked : start == 1; };
        QVector<VariantChoice::Kind> starred;
        QMap<VariantChoice::Kind, QPair<int, int>> kindCost; // each toggled, all checked then some not
        for (int index = 0; index < rows.size(); ++index) {
            const Row &row = rows.at(index);
            if (!kindCost.contains(row.kind))
                kindCost.insert(row.kind, {0, labelKeys(index) + 1});
            if (row.wanted != checkedAt(index))
                kindCost[row.kind].first += labelKeys(index);
            if (!row.wanted)
                kindCost[row.kind].second += labelKeys(index);
        }
        for (auto it = kindCost.cbegin(); it != kindCost.cend(); ++it) {
            if (it->second < it->first)
                starred.append(it.key());
        }
        ReplayKeys keys;
        QStringList toggles;
        const auto press = [&](int index) {
            for (const QChar c : VariantChecklistDialog::keysOf(index))
                keys.append(ChipKeys::character(c));
        };
        if (start == 1)
            keys.append(ChipKeys::character(QLatin1Char('+')));
        else if (start == 2)
            keys.append(ChipKeys::character(QLatin1Char('-')));
        int current = 0; // the list's current row: the first form
        for (int index = 0; index < rows.size(); ++index) {
            if (starred.contains(rows.at(index).kind) || rows.at(index).wanted == checkedAt(index))
                continue;
            toggles.append(rows.at(index).toggle
                           + (rows.at(index).wanted ? QStringLiteral(" on") : QStringLiteral(" off")));
            if (labelKeys(index) <= index - current + 1) {
                press(index);
            } else {
                for (; current < index; ++current)
                    keys.append(ChipKeys::press(Qt::Key_Down));
                keys.append(ChipKeys::press(Qt::Key_Space));
            }
            current = index;
        }
        for (const VariantChoice::Kind kind : std::as_const(starred)) {
            bool first = true;
            for (int index = 0; index < rows.size(); ++index) {
                if (rows.at(index).kind != kind)
                    continue;
                if (first) {
                    press(index);
                    keys.append(ChipKeys::character(QLatin1Char('*')));
                    toggles.append(rows.at(index).toggle + QStringLiteral(" all on"));
                    first = false;
                }
                if (!rows.at(index).wanted) {
                    press(index);
                    toggles.append(rows.at(index).toggle + QStringLiteral(" off"));
                }
            }
        }
        if (start == 0 || keys.size() < option.keys.size()) {
            option.keys = keys;
            option.toggles = toggles;
        }
    }
    for (qsizetype r = 0; trace && r < rows.size(); ++r) { // each row, wanted or not
        const Row &row = rows.at(r);
        option.toggles.append(QStringLiteral("row %1 %2 %3")
                                  .arg(row.wanted ? QStringLiteral("wanted") : QStringLiteral("unwanted"),
                                       row.checked ? QStringLiteral("checked") : QStringLiteral("unchecked"),
                                       row.toggle));
    }
    // The accept: the last toggle with Ctrl when it is a line's key or Space, else Return.
    ReplayKey *last = option.keys.isEmpty() ? nullptr : &option.keys.last();
    if (last && ((last->text.size() == 1 && last->text.at(0).isLetterOrNumber()) || last->key == Qt::Key_Space)) {
        last->modifiers |= Qt::ControlModifier;
        last->text.clear();
    } else {
        option.keys.append(ChipKeys::press(Qt::Key_Return));
    }
    option.gain = int(option.made.size()) + conjunctGain;
    return option;
}

int Replay::laterSynsetHolding(const QStringList &lines, const QVector<int> &taken) const
{
    if (!m_target || lines.isEmpty())
        return -1;
    for (int t = m_targetSynset + 1; t < m_target->synsets.size(); ++t) {
        if (m_prebuilt.contains(t) || taken.contains(t))
            continue;
        QStringList goal;
        for (const Triple &triple : m_target->synsets.at(t).triples) {
            if (!triple.isInert())
                goal.append(ReplayPlanner::line(triple));
        }
        if (std::all_of(lines.begin(), lines.end(), [&](const QString &line) { return goal.contains(line); }))
            return t;
    }
    return -1;
}

QVector<Synset> Replay::drafts() const
{
    if (m_options.systems.isEmpty())
        return {};
    if (!current().drafts.isEmpty())
        return current().drafts;
    const QVector<SystemOutput> &systems = m_window->document()->session().systems();
    return DraftSynsets::propose(current(), DraftSynsets::index(systems, current().id), m_forms,
                                 m_workspace->draftHabits());
}

// The keys that move the dialog's list from its first row (draft 1's header) to draft
// `draft`'s header: its key.
ReplayKeys draftJump(int draft)
{
    if (draft == 0)
        return {};
    const QChar key = DraftSynsetsDialog::keyOf(draft);
    return key.isNull() ? ReplayKeys() : ReplayKeys{ChipKeys::character(key)};
}

Option Replay::draftOption(const QVector<Synset> &all, int draft, const QStringList &remaining) const
{
    if (draft >= all.size() || (draft > 0 && DraftSynsetsDialog::keyOf(draft).isNull()))
        return Option();
    const QSet<QString> held = DraftSynsetsDialog::heldLines(current());
    Option option;
    option.tool = kDraft;
    option.sourceSynset = draft;
    option.dialogKeys = draftJump(draft);
    int row = -1; // the header
    const QVector<Triple> &triples = all.at(draft).triples;
    for (int t = 0; t < triples.size(); ++t) {
        const QString line = ReplayPlanner::line(triples.at(t));
        const bool wanted = remaining.contains(line) && !option.made.contains(line);
        const bool checked = !held.contains(triples.at(t).toGoldLine());
        if (wanted)
            option.made.append(line);
        if (wanted != checked) {
            for (; row < t; ++row)
                option.dialogKeys.append(ChipKeys::press(Qt::Key_Down));
            option.dialogKeys.append(ChipKeys::press(Qt::Key_Space));
        }
    }
    option.gain = int(option.made.size());
    if (option.gain == 0)
        return Option();
    option.cost = 1 + int(option.dialogKeys.size()) + 1; // Ctrl+Shift+D, the keys, Return
    return option;
}

Option Replay::draftEditOption(const QVector<Synset> &all, const Triple &target, int draft, int triple) const
{
    if (draft >= all.size() || (draft > 0 && DraftSynsetsDialog::keyOf(draft).isNull()))
        return Option();
    Option option;
    option.tool = kDraftEdit;
    option.sourceSynset = draft;
    option.sourceTriple = triple;
    option.dialogKeys = draftJump(draft);
    // From the header to the triple's row; F2 on the header loads the first triple.
    for (int t = 0; triple > 0 && t <= triple; ++t)
        option.dialogKeys.append(ChipKeys::press(Qt::Key_Down));
    ChipState state = chipState();
    state.draft.clear();
    state.draft.load(all.at(draft).triples.at(triple), current().tokens);
    state.slot = 0;
    if (!m_planner->plan(state, target, option.keys))
        return Option();
    // Ctrl+Shift+D, the dialog keys, F2, the changes, the add (Ctrl+Return or Return).
    option.cost = 1 + int(option.dialogKeys.size()) + 1 + int(option.keys.size()) + 1;
    option.gain = 1;
    return option;
}

bool Replay::openDrafts(const QString &tool)
{
    send(ChipKeys::press(Qt::Key_D, Qt::ControlModifier | Qt::ShiftModifier), tool);
    for (int wait = 0; wait < 200; ++wait) {
        auto *dialog = m_window->findChild<DraftSynsetsDialog *>(QStringLiteral("draftSynsetsDialog"));
        if (dialog && dialog->list()->hasFocus())
            return true;
        QTest::qWait(5);
    }
    return false;
}

// What a window manager does when a dialog closes (the offscreen platform does not).
void waitDialogGone(MainWindow *window)
{
    for (int wait = 0; wait < 200 && window->findChild<QDialog *>(); ++wait) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QTest::qWait(1);
    }
    if (!window->isActiveWindow()) {
        window->activateWindow();
        if (!QTest::qWaitForWindowActive(window))
            qWarning("annotation-replay: the window did not become active again");
    }
}

bool Replay::applyDraft(const Option &option, int *synset, bool thenForms)
{
    const QVector<Synset> planned = drafts();
    toChips(option.tool);
    clearDraft(option.tool);
    if (!openDrafts(option.tool))
        return false;
    if (current().drafts.size() != planned.size()) { // the studio proposed other drafts
        send(ChipKeys::press(Qt::Key_Escape), kWasted);
        waitDialogGone(m_window.get());
        ++m_result->mispredicted;
        return false;
    }
    for (const ReplayKey &key : option.dialogKeys)
        send(key, option.tool);
    const int before = int(current().synsets.size());
    if (option.tool == kDraft) {
        send(ChipKeys::press(Qt::Key_Return), option.tool);
        waitDialogGone(m_window.get());
        if (int(current().synsets.size()) != before + 1)
            return false;
        *synset = before;
        const QStringList now = linesOf(current().synsets.at(before));
        return std::all_of(option.made.begin(), option.made.end(), [&](const QString &l) { return now.contains(l); });
    }
    send(ChipKeys::press(Qt::Key_F2), option.tool);
    waitDialogGone(m_window.get());
    toChips(option.tool);
    for (const ReplayKey &key : option.keys)
        send(key, option.tool);
    toChips(option.tool);
    const bool first = *synset < 0;
    if (m_workspace->draft().line() != option.made.value(0) || (!first && m_workspace->activeSynset() != *synset)) {
        ++m_result->mispredicted;
        return false;
    }
    // A synset's first triple: Ctrl+Return (a new synset); another: Return (to the synset
    // selected); with Alt the checklist follows.
    send(ChipKeys::press(Qt::Key_Return, (first ? Qt::ControlModifier : Qt::NoModifier)
                                             | (thenForms ? Qt::AltModifier : Qt::NoModifier)),
         option.tool);
    if (thenForms)
        m_checklistOpen = waitForChecklist() != nullptr;
    if (!first)
        return linesOf(current().synsets.at(*synset)).contains(option.made.value(0));
    if (int(current().synsets.size()) != before + 1)
        return false;
    *synset = before;
    return linesOf(current().synsets.at(before)).contains(option.made.value(0));
}

bool Replay::apply(const Option &option, int synset, bool newSynset, bool thenForms, bool keep)
{
    if (option.tool == kCopy && option.sourceSynset < 0) { // the triple kept in the slots
        toChips(option.tool);
    } else if (option.tool == kCopy || option.tool == kNested) {
        for (const ReplayKey &key : selectKeys(option.sourceSynset, option.sourceTriple))
            send(key, option.tool);
        for (int press = 0; press < option.presses; ++press)
            send(option.tool == kNested ? ChipKeys::press(Qt::Key_F4, Qt::ShiftModifier) : ChipKeys::press(Qt::Key_F4),
                 option.tool);
        toChips(option.tool);
    } else {
        toChips(option.tool);
        clearDraft(option.tool);
    }
    for (const ReplayKey &key : option.keys)
        send(key, option.tool);
    toChips(option.tool);
    const QString want = option.made.value(0);
    if (m_workspace->draft().line() != want) {
        if (qEnvironmentVariableIsSet("OIE_REPLAY_TRACE"))
            qWarning("%s: wanted %s\n  got %s\n  keys %s", qPrintable(option.tool), qPrintable(want),
                     qPrintable(m_workspace->draft().line()), qPrintable(keyNames(option.keys)));
        ++m_result->mispredicted;
        return false;
    }
    if (!newSynset && m_workspace->activeSynset() != synset) {
        ++m_result->mispredicted;
        return false;
    }
    const int before = int(current().synsets.size());
    const Qt::KeyboardModifiers modifiers = (newSynset ? Qt::ControlModifier : Qt::NoModifier)
        | (thenForms ? Qt::AltModifier : Qt::NoModifier) | (keep ? Qt::ShiftModifier : Qt::NoModifier);
    send(ChipKeys::press(Qt::Key_Return, modifiers), option.tool);
    if (thenForms)
        m_checklistOpen = waitForChecklist() != nullptr;
    if (newSynset)
        return int(current().synsets.size()) == before + 1 && linesOf(current().synsets.at(synset)).contains(want);
    return linesOf(current().synsets.at(synset)).contains(want);
}

VariantChecklistDialog *Replay::openChecklist() const
{
    auto *dialog = m_window->findChild<VariantChecklistDialog *>(QStringLiteral("variantChecklistDialog"));
    return dialog && dialog->list()->hasFocus() ? dialog : nullptr;
}

VariantChecklistDialog *Replay::waitForChecklist() const
{
    VariantChecklistDialog *dialog = openChecklist();
    for (int wait = 0; wait < 200 && !dialog; ++wait) {
        QTest::qWait(5);
        dialog = openChecklist();
    }
    return dialog;
}

void Replay::closeChecklist()
{
    if (!m_checklistOpen)
        return;
    m_checklistOpen = false;
    send(ChipKeys::press(Qt::Key_Escape), kChecklist);
    waitDialogGone(m_window.get());
}

bool Replay::applyChecklist(const Option &option, int synset)
{
    if (qEnvironmentVariableIsSet("OIE_REPLAY_TRACE")) {
        for (const QString &toggle : option.toggles)
            qWarning("toggle %s", qPrintable(toggle));
    }
    VariantChecklistDialog *dialog = nullptr;
    if (m_checklistOpen) { // the add opened it (Alt+Return)
        m_checklistOpen = false;
        dialog = openChecklist();
    } else {
        if (option.sourceTriple >= 0) {
            for (const ReplayKey &key : selectKeys(synset, option.sourceTriple))
                send(key, option.tool);
        }
        send(ChipKeys::press(Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier), option.tool);
        dialog = waitForChecklist();
    }
    if (!dialog)
        return false;
    const int before = int(current().synsets.size());
    for (const ReplayKey &key : option.keys) // the accept last (Return, or a toggle with Ctrl)
        send(key, option.tool);
    waitDialogGone(m_window.get());
    // The facts of other conjuncts: new synsets at the end, in the order planned.
    for (int c = 0; c < option.conjunctTargets.size(); ++c) {
        const int made = before + c;
        if (made >= current().synsets.size() || linesOf(current().synsets.at(made)) != option.conjunctLines.at(c))
            return false;
        m_prebuilt.insert(option.conjunctTargets.at(c), made);
        m_result->byTool[option.tool].triples += int(option.conjunctLines.at(c).size());
    }
    const QStringList now = linesOf(current().synsets.at(synset));
    return std::all_of(option.made.begin(), option.made.end(), [&](const QString &l) { return now.contains(l); });
}

void Replay::miss(const Sentence &target, int targetSynset, const QString &line, const QString &why)
{
    m_result->unreproduced.append(ReplayMiss{target.id, targetSynset + 1, line, why});
}

void Replay::rebuildSynset(int sentenceIndex, const Sentence &target, int targetSynset)
{
    Q_UNUSED(sentenceIndex);
    const Synset &goal = target.synsets.at(targetSynset);
    QStringList remaining;
    m_targets.clear();
    for (const Triple &triple : goal.triples) {
        const QString line = triple.isInert() ? triple.toGoldLine() : ReplayPlanner::line(triple);
        if (remaining.contains(line) || m_targets.contains(line))
            continue;
        if (triple.isInert() || !triple.extraParts().isEmpty()) {
            miss(target, targetSynset, triple.toGoldLine(),
                 triple.isInert() ? QStringLiteral("not a triple") : QStringLiteral("a part after the object"));
            continue;
        }
        remaining.append(line);
        m_targets.insert(line, triple);
    }
    m_target = &target;
    m_targetSynset = targetSynset;
    // The studio's synset for it, once its first triple is in: already there when the fact of
    // another conjunct started it.
    int synset = m_prebuilt.value(targetSynset, -1);
    if (synset >= 0) {
        for (const QString &line : linesOf(current().synsets.at(synset)))
            remaining.removeAll(line);
        // Triples are added to the synset selected: select it (F7, arrows).
        if (!remaining.isEmpty() && m_workspace->activeSynset() != synset) {
            for (const ReplayKey &key : selectKeys(synset, 0))
                send(key, kNavigation);
        }
    }
    QSet<QString> unplanned; // lines added that the goal does not hold, each counted once
    while (!remaining.isEmpty()) {
        Option best;
        QMap<QString, Option> firsts;
        const auto consider = [&](Option option) {
            // An add that opened the checklist: it is used as it is (no Ctrl+Shift+P), or closed
            // (Escape) before any other way.
            if (m_checklistOpen)
                option.cost += option.tool == kChecklist ? -1 : 1;
            if (synset < 0 && option.gain == 1 && option.made.size() == 1) {
                // A first triple: the cheapest for each line, chosen below by what follows it.
                Option &first = firsts[option.made.first()];
                if (first.gain == 0 || option.cost < first.cost)
                    first = option;
            }
            if (option.gain > 0 && (best.gain == 0 || option.cost * best.gain < best.cost * option.gain))
                best = std::move(option);
        };
        if (synset >= 0)
            consider(checklistOption(synset, remaining));
        // Drafts: accepted as the synset's start, or a triple of one changed (any triple).
        const QVector<Synset> planned = drafts();
        for (int d = 0; synset < 0 && d < planned.size(); ++d)
            consider(draftOption(planned, d, remaining));
        for (int r = 0; r < remaining.size(); ++r) {
            const Triple &goalTriple = m_targets.value(remaining.at(r));
            Option chips = chipsOption(goalTriple);
            chips.target = r;
            chips.made = {remaining.at(r)};
            consider(chips);
            if (synset >= 0) {
                Option kept = keptOption(goalTriple);
                kept.target = r;
                kept.made = {remaining.at(r)};
                consider(kept);
            }
            // Copies: from this synset's triples, or for a first triple from the sentence's
            // synsets' first and last triples.
            const QVector<Synset> &synsets = current().synsets;
            for (int s = synset >= 0 ? synset : 0; s < (synset >= 0 ? synset + 1 : int(synsets.size())); ++s) {
                const int count = int(synsets.at(s).triples.size());
                for (int t = 0; t < count; ++t) {
                    if (synset < 0 && t != 0 && t != count - 1)
                        continue;
                    Option copy = copyOption(goalTriple, s, t);
                    copy.target = r;
                    copy.made = {remaining.at(r)};
                    consider(copy);
                    for (int index = 0; synset < 0 && index < 4; ++index) {
                        Option nested = nestedOption(goalTriple, s, t, index);
                        nested.target = r;
                        nested.made = {remaining.at(r)};
                        consider(nested);
                    }
                }
            }
            for (int d = 0; d < planned.size(); ++d) {
                for (int t = 0; t < planned.at(d).triples.size(); ++t) {
                    Option edit = draftEditOption(planned, goalTriple, d, t);
                    edit.target = r;
                    edit.made = {remaining.at(r)};
                    consider(edit);
                }
            }
        }
        if (synset < 0 && remaining.size() > 1 && best.gain == 1) {
            const QVector<VariantChecklist::Habit> learned = m_workspace->variantHabits();
            int bestTotal = -1;
            for (auto it = firsts.cbegin(); it != firsts.cend(); ++it) {
                const int total = it->cost + lookahead(it.key(), remaining, learned);
                if (bestTotal < 0 || total < bestTotal) {
                    bestTotal = total;
                    best = *it;
                }
            }
        }
        if (best.tool != kChecklist)
            closeChecklist();
        if (best.gain == 0) {
            for (const QString &line : std::as_const(remaining))
                miss(target, targetSynset, line, QStringLiteral("no key sequence makes it"));
            return;
        }
        if (qEnvironmentVariableIsSet("OIE_REPLAY_TRACE")) {
            const QString source = best.tool != kCopy ? QString()
                : best.sourceSynset < 0
                ? QStringLiteral("the slots: ") + m_workspace->draft().line()
                : ReplayPlanner::line(current().synsets.at(best.sourceSynset).triples.at(best.sourceTriple));
            qWarning("%s cost %d gain %d: %s\n    from %s\n    keys %s", qPrintable(best.tool), best.cost, best.gain,
                     qPrintable(best.made.join(QStringLiteral(" | "))), qPrintable(source),
                     qPrintable(keyNames(best.keys)));
        }
        bool done = false;
        if (best.tool == kChecklist) {
            done = applyChecklist(best, synset);
        } else if (best.tool == kDraft || best.tool == kDraftEdit) {
            done = applyDraft(best, &synset, best.tool == kDraftEdit && remaining.size() > 1);
            if (!done) { // make it from the chips instead
                closeChecklist();
                clearDraft(kWasted);
                Option again = chipsOption(m_targets.value(best.made.first()));
                again.made = {best.made.first()};
                const int into = synset < 0 ? int(current().synsets.size()) : synset;
                if (again.gain > 0 && apply(again, into, synset < 0)) {
                    synset = into;
                    best.made = again.made;
                    best.tool = kChips;
                    done = true;
                }
            }
        } else {
            const bool first = synset < 0;
            const int into = first ? int(current().synsets.size()) : synset;
            // Forms follow when more of this synset remains: the add opens the checklist, or
            // keeps the triple in the slots when the next form is cheaper made from it.
            const bool keep = !first && keepBetter(best.made.first(), synset, remaining);
            done = apply(best, into, first, remaining.size() > 1 && !keep, keep);
            if (!done) {
                closeChecklist(); // the widgets did another thing than foreseen: clear, fill from the chips
                clearDraft(kWasted);
                Option again = chipsOption(m_targets.value(best.made.first()));
                again.made = best.made;
                done = again.gain > 0 && apply(again, into, first);
                if (!done)
                    clearDraft(kWasted);
            }
            if (done && first)
                synset = into;
        }
        if (!done && best.tool == kChecklist) {
            ++m_result->mispredicted;
            // Make them one by one instead.
            for (const QString &line : best.made) {
                Option chips = chipsOption(m_targets.value(line));
                chips.made = {line};
                if (!(chips.gain > 0 && apply(chips, synset, false)))
                    miss(target, targetSynset, line, QStringLiteral("the checklist did not add it"));
            }
            done = true;
        }
        const QStringList now = synset >= 0 ? linesOf(current().synsets.at(synset)) : QStringList();
        for (const QString &line : now) {
            if (!m_targets.contains(line) && !unplanned.contains(line)) { // a form the plan did not foresee
                unplanned.insert(line);
                ++m_result->mispredicted;
                if (qEnvironmentVariableIsSet("OIE_REPLAY_TRACE"))
                    qWarning("%s added an unplanned triple: %s", qPrintable(best.tool), qPrintable(line));
            }
        }
        for (const QString &line : best.made) {
            if (now.contains(line)) {
                ++m_result->byTool[best.tool].triples;
            } else if (!done) {
                miss(target, targetSynset, line, QStringLiteral("the keys did not make it"));
            }
            remaining.removeAll(line);
        }
    }
    closeChecklist();
    // The synset whole: the facts of other conjuncts it starts, if the checklist offers any
    // that later synsets of the gold begin with.
    const Option conjuncts = synset >= 0 ? checklistOption(synset, {}) : Option();
    if (conjuncts.gain > 0) {
        if (qEnvironmentVariableIsSet("OIE_REPLAY_TRACE"))
            qWarning("%s cost %d gain %d: other conjuncts\n    keys %s", qPrintable(conjuncts.tool), conjuncts.cost,
                     conjuncts.gain, qPrintable(keyNames(conjuncts.keys)));
        if (!applyChecklist(conjuncts, synset))
            ++m_result->mispredicted;
    }
}

void Replay::rebuildSentence(int index, const Sentence &target)
{
    m_sentence = index;
    toChips(kNavigation);
    while (m_workspace->currentSentence() < index) {
        const int before = m_workspace->currentSentence();
        send(ChipKeys::press(Qt::Key_PageDown), kNavigation);
        if (m_workspace->currentSentence() == before)
            qFatal("annotation-replay: Page Down did not move to sentence %d (the keyboard in %s, window active: %d)",
                   index + 1,
                   qPrintable(QApplication::focusWidget() ? QApplication::focusWidget()->objectName()
                                                          : QStringLiteral("nothing")),
                   int(m_window->isActiveWindow()));
    }
    m_planner = std::make_unique<ReplayPlanner>(current());
    m_prebuilt.clear();
    for (int s = 0; s < target.synsets.size(); ++s)
        rebuildSynset(index, target, s);
    m_target = nullptr;
}

bool Replay::openSentences(const Benchmark &target, QString *error)
{
    if (!m_dir.isValid()) {
        *error = QStringLiteral("no temporary folder");
        return false;
    }
    QByteArray bytes;
    for (int i = 0; i < m_result->sentences; ++i) {
        const Sentence &sentence = target.sentences().at(i);
        bytes += "sent_id:" + sentence.id.toUtf8() + '\t' + sentence.text.toUtf8() + '\n';
    }
    const QString path = m_dir.filePath(QStringLiteral("sentences.txt"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) {
        *error = path + QStringLiteral(": cannot write");
        return false;
    }
    file.close();
    Dialogs::setInteractive(false);
    StudioSettings::useTemporaryStore(m_dir.filePath(QStringLiteral("settings.ini")));
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1400, 900);
    m_window->show();
    if (!QTest::qWaitForWindowExposed(m_window.get()) || !m_window->openGold(path)) {
        *error = path + QStringLiteral(": the studio did not open the sentences");
        return false;
    }
    m_window->showAnnotation(0);
    m_window->activateWindow();
    if (!QTest::qWaitForWindowActive(m_window.get())) {
        *error = QStringLiteral("the main window did not become active");
        return false;
    }
    m_workspace = m_window->annotationWorkspace();
    // The preferences as Edit > Preferences would set them (the window's own defaults otherwise).
    AnnotationSettings settings = m_workspace->settings();
    settings.articlesOptional = m_options.articlesOptional;
    settings.learnedOptional = m_options.learnedOptional;
    m_workspace->applySettings(settings);
    m_result->articlesOptional = settings.articlesOptional;
    m_result->learnedOptional = settings.learnedOptional;
    m_tokens = m_workspace->findChild<TokenView *>(QStringLiteral("tokenView"));
    m_tree = m_workspace->findChild<QTreeView *>(QStringLiteral("synsetTree"));
    m_tokens->setFocus();
    for (int wait = 0; wait < 100 && QApplication::focusWidget() != m_tokens; ++wait)
        QTest::qWait(5);
    const QVector<Sentence> &opened = m_window->document()->benchmark().sentences();
    if (opened.size() != m_result->sentences) {
        *error = QStringLiteral("%1: the studio opened %2 sentences of %3")
                     .arg(path)
                     .arg(opened.size())
                     .arg(m_result->sentences);
        return false;
    }
    for (int i = 0; i < opened.size(); ++i) {
        if (opened.at(i).tokens != target.sentences().at(i).tokens) {
            *error = QStringLiteral("sentence %1: the studio's tokens differ from the gold's")
                         .arg(target.sentences().at(i).id);
            return false;
        }
    }
    return true;
}

// The synsets of each sentence as sets of lines, compared as multisets.
void compare(const Benchmark &input, const Benchmark &rebuilt, int sentences, QStringList *differences)
{
    if (rebuilt.sentences().size() != sentences) {
        differences->append(
            QStringLiteral("%1 sentences rebuilt, %2 in the input").arg(rebuilt.sentences().size()).arg(sentences));
        return;
    }
    for (int i = 0; i < sentences; ++i) {
        const Sentence &a = input.sentences().at(i);
        const Sentence &b = rebuilt.sentences().at(i);
        if (a.id != b.id || a.text != b.text) {
            differences->append(QStringLiteral("sentence %1: id or text differs").arg(a.id));
            continue;
        }
        const auto sets = [](const Sentence &sentence) {
            QStringList out;
            for (const Synset &synset : sentence.synsets) {
                QStringList lines = linesOf(synset);
                if (lines.isEmpty())
                    continue;
                lines.sort();
                out.append(lines.join(QLatin1Char('\n')));
            }
            out.sort();
            return out;
        };
        const QStringList want = sets(a);
        const QStringList got = sets(b);
        if (want != got)
            differences->append(
                QStringLiteral("sentence %1: %2 synsets in the input, %3 rebuilt, %4 differ")
                    .arg(a.id)
                    .arg(want.size())
                    .arg(got.size())
                    .arg(
                        int((QSet<QString>(want.begin(), want.end()) - QSet<QString>(got.begin(), got.end())).size())));
    }
}

bool Replay::run(QString *error)
{
    QElapsedTimer timer;
    timer.start();
    Benchmark target;
    ImportOptions importOptions;
    importOptions.forWriting = false;
    importOptions.goldOnly = true;
    Diagnostics diagnostics;
    if (!DocumentImport::open(m_options.gold, &target, &diagnostics, error, importOptions))
        return false;
    const int count = int(target.sentences().size());
    m_result->sentences = m_options.limit >= 0 ? std::min(m_options.limit, count) : count;
    m_forms = VerbForms::shared().get();
    if (!openSentences(target, error))
        return false;
    for (const auto &system : m_options.systems) {
        if (!m_window->addSystem(system.first, system.second)) {
            *error = system.second + QStringLiteral(": the studio did not attach this system");
            return false;
        }
        m_result->systems.append(system.first);
    }
    m_window->showAnnotation(0);
    m_tokens->setFocus();
    for (int i = 0; i < m_result->sentences; ++i) {
        const Sentence &sentence = target.sentences().at(i);
        m_result->synsets += int(sentence.synsets.size());
        for (const Synset &synset : sentence.synsets) {
            m_result->triples += int(linesOf(synset).size());
            QSet<QString> seen;
            for (const Triple &triple : synset.triples) {
                if (!triple.isInert() && !seen.contains(ReplayPlanner::line(triple))) {
                    seen.insert(ReplayPlanner::line(triple));
                    m_result->annieClicks += annieClicks(triple);
                }
            }
        }
        rebuildSentence(i, sentence);
        if (qEnvironmentVariableIsSet("OIE_REPLAY_PROGRESS"))
            qWarning("sentence %d: %lld keys, %.1f s", i + 1, m_result->keys, double(timer.elapsed()) / 1e3);
    }
    m_result->effortKeys = m_window->document()->effort().total().keys;
    m_result->learnedWords = m_workspace->learnedOptionalWords();
    m_result->learnedWords.sort();
    if (qEnvironmentVariableIsSet("OIE_REPLAY_TRACE")) { // what the checklist checks by at the end
        for (const VariantChecklist::Habit &row : m_workspace->variantHabits())
            qWarning("habit %s/%d: %d of %d kept", qPrintable(VariantChecklist::kindName(row.kind)), row.moved,
                     row.held, row.offered);
    }
    const QString exportPath
        = m_options.exportPath.isEmpty() ? m_dir.filePath(QStringLiteral("rebuilt.txt")) : m_options.exportPath;
    if (!BenchieGoldWriter::writeFile(m_window->document()->benchmark(), exportPath, error))
        return false;
    Benchmark rebuilt;
    if (!DocumentImport::open(exportPath, &rebuilt, &diagnostics, error, importOptions))
        return false;
    compare(target, rebuilt, m_result->sentences, &m_result->differences);
    m_result->identical = m_result->differences.isEmpty() && m_result->unreproduced.isEmpty();
    m_result->seconds = double(timer.elapsed()) / 1e3;
    std::sort(m_keyMs.begin(), m_keyMs.end());
    if (!m_keyMs.empty()) {
        m_result->keyMsMedian = m_keyMs.at(m_keyMs.size() / 2);
        m_result->keyMsP95 = m_keyMs.at(m_keyMs.size() * 95 / 100);
        m_result->keyMsMax = m_keyMs.back();
    }
    return true;
}

} // namespace

bool AnnotationReplay::run(const ReplayOptions &options, ReplayResult *result, QString *error)
{
    *result = ReplayResult();
    Replay replay(options, result);
    return replay.run(error);
}

QByteArray ReplayResult::toJson() const
{
    QJsonObject tools;
    for (auto it = byTool.begin(); it != byTool.end(); ++it)
        tools.insert(it.key(),
                     QJsonObject{{QStringLiteral("keys"), it->keys}, {QStringLiteral("triples"), it->triples}});
    QJsonArray misses;
    for (const ReplayMiss &miss : unreproduced)
        misses.append(QJsonObject{{QStringLiteral("sentence"), miss.sentence},
                                  {QStringLiteral("synset"), miss.synset},
                                  {QStringLiteral("triple"), miss.triple},
                                  {QStringLiteral("why"), miss.why}});
    const QJsonObject out{
        {QStringLiteral("sentences"), sentences},
        {QStringLiteral("synsets"), synsets},
        {QStringLiteral("triples"), triples},
        {QStringLiteral("keys"), keys},
        {QStringLiteral("keys_per_triple"), triples ? double(keys) / triples : 0.0},
        {QStringLiteral("keys_per_synset"), synsets ? double(keys) / synsets : 0.0},
        {QStringLiteral("annie_clicks_lower_bound"), annieClicks},
        {QStringLiteral("rebuilt_identical"), identical},
        {QStringLiteral("unreproduced"), misses},
        {QStringLiteral("differences"), QJsonArray::fromStringList(differences)},
        {QStringLiteral("mispredicted"), mispredicted},
        {QStringLiteral("by_tool"), tools},
        {QStringLiteral("seconds"), seconds},
        {QStringLiteral("systems"), QJsonArray::fromStringList(systems)},
        {QStringLiteral("articles_optional"), articlesOptional},
        {QStringLiteral("learned_optional"), learnedOptional},
        {QStringLiteral("learned_optional_words"), QJsonArray::fromStringList(learnedWords)},
        {QStringLiteral("effort_keys_recorded"), effortKeys},
        {QStringLiteral("key_ms"),
         QJsonObject{{QStringLiteral("median"), keyMsMedian},
                     {QStringLiteral("p95"), keyMsP95},
                     {QStringLiteral("max"), keyMsMax},
                     {QStringLiteral("slowest"), slowestKey}}},
    };
    return QJsonDocument(out).toJson(QJsonDocument::Indented);
}

QString ReplayResult::toTable() const
{
    QString out;
    out += QStringLiteral("sentences %1, synsets %2, triples %3\n").arg(sentences).arg(synsets).arg(triples);
    out += QStringLiteral("keys %1: %2 per triple, %3 per synset (AnnIE: at least %4 clicks, %5 per triple)\n")
               .arg(keys)
               .arg(triples ? double(keys) / triples : 0.0, 0, 'f', 2)
               .arg(synsets ? double(keys) / synsets : 0.0, 0, 'f', 2)
               .arg(annieClicks)
               .arg(triples ? double(annieClicks) / triples : 0.0, 0, 'f', 2);
    out += QStringLiteral("%1 %2 %3\n")
               .arg(QStringLiteral("tool"), -22)
               .arg(QStringLiteral("keys"), 8)
               .arg(QStringLiteral("triples"), 8);
    for (auto it = byTool.begin(); it != byTool.end(); ++it)
        out += QStringLiteral("%1 %2 %3\n").arg(it.key(), -22).arg(it->keys, 8).arg(it->triples, 8);
    out += QStringLiteral("rebuilt identical: %1; unreproduced: %2; mispredicted plans: %3; %4 s\n")
               .arg(identical ? QStringLiteral("yes") : QStringLiteral("no"))
               .arg(unreproduced.size())
               .arg(mispredicted)
               .arg(seconds, 0, 'f', 1);
    out += QStringLiteral("the studio's effort recording counted %1 keys\n").arg(effortKeys);
    if (learnedOptional)
        out += QStringLiteral("words the chips put in optional at the end, learned: %1 (%2)\n")
                   .arg(learnedWords.size())
                   .arg(learnedWords.mid(0, 30).join(QStringLiteral(" ")));
    out += QStringLiteral("each key's effect: median %1 ms, 95th percentile %2 ms, slowest %3 ms (%4)%5\n")
               .arg(keyMsMedian, 0, 'f', 2)
               .arg(keyMsP95, 0, 'f', 2)
               .arg(keyMsMax, 0, 'f', 1)
               .arg(slowestKey)
               .arg(systems.isEmpty() ? QString() : QStringLiteral(" (%1 systems attached)").arg(systems.size()));
    for (const ReplayMiss &miss : unreproduced)
        out += QStringLiteral("  unreproduced: sentence %1, synset %2: %3 (%4)\n")
                   .arg(miss.sentence)
                   .arg(miss.synset)
                   .arg(miss.triple, miss.why);
    for (const QString &difference : differences)
        out += QStringLiteral("  differs: %1\n").arg(difference);
    return out;
}
