#pragma once

#include "core/assist/VariantChecklist.h"

#include <QDialog>
#include <QList>
#include <QPair>
#include <QVector>

class QKeyEvent;
class QListWidget;
class QListWidgetItem;

// The variant checklist of a synset (core/assist/VariantChecklist): one line per form, as the
// gold file will hold it, with its kind; the forms the synset holds are listed last, marked and
// fixed. Each other form carries a key (1-9, a-z, then A-Z: Shift and a letter; past the 61st
// line a dot before it, `.1`, then two dots) that toggles it, so a checklist is one key per change
// from the default; Space toggles the current line, * checks every line of the current line's kind
// (a respelling made throughout a synset), + checks every line and - unchecks every line (a list
// mostly wanted, or mostly not), Return adds the checked forms (one undo step), Escape
// adds nothing.
class VariantChecklistDialog : public QDialog
{
    Q_OBJECT

public:
    VariantChecklistDialog(const QVector<VariantChoice> &choices, int synset, QWidget *parent = nullptr);

    QListWidget *list() const { return m_list; }
    // The checked forms the synset does not hold yet (not the facts of other conjuncts).
    QVector<Triple> chosen() const;
    // The checked facts of other conjuncts no synset holds yet: their swaps.
    QVector<ConjunctFacts::Swap> chosenConjuncts() const;
    // The choices offered, each `checked` as the list shows it now (what the annotator decided).
    QVector<VariantChoice> decided() const;
    // The key that toggles a form (its index in the choices), or a null character.
    static QChar keyOf(int index);
    // The keys that toggle a form: keyOf for the first 61, then with dots before it.
    static QString keysOf(int index);
    // The list's keys, for Help > Keyboard Shortcuts.
    static QList<QPair<QString, QString>> keys();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void setAll(bool checked);
    void checkKindOf(const QListWidgetItem *current);
    // The line key a Ctrl chord names (Ctrl+a, Ctrl+Shift+A, Ctrl+1), or empty.
    static QString chordText(const QKeyEvent *key);

    QVector<VariantChoice> m_choices;
    QString m_pending; // the dots typed before a line's key
    QVector<QListWidgetItem *> m_items; // parallel to m_choices
    QListWidget *m_list = nullptr;
};
