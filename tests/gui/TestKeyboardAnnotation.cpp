// Annotating with few keys, through the real main window on the offscreen platform: Space adds
// the chip under the cursor and moves on, Shift+arrows mark a range, [ makes the chip under the
// cursor optional, / jumps to a chip by index or first letters, Ctrl + hover adds chips (AnnIE);
// the shortcuts dialog lists these keys. The keys of a typical triple with an optional
// determiner are counted (every key press sent, modifiers included in the press) and must be 12
// at most (the walkthrough measured about 28 before).

#include "core/document/StudioDocument.h"
#include "ui/annotation/AnnotationSettings.h"
#include "ui/annotation/AnnotationWorkspace.h"
#include "ui/annotation/EffortDialog.h"
#include "ui/annotation/PosColors.h"
#include "ui/annotation/TokenView.h"
#include "ui/annotation/VariantChecklistDialog.h"
#include "ui/common/Dialogs.h"
#include "ui/DocumentController.h"
#include "ui/MainWindow.h"
#include "ui/PreferencesDialog.h"
#include "ui/ShortcutsDialog.h"
#include "ui/StudioSettings.h"
#include "ui/Translations.h"

#include <QApplication>
#include <QCheckBox>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMouseEvent>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

class TestKeyboardAnnotation : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void typicalTripleInAtMostTwelveKeys();
    void optionalAfterTheHead();
    void jumpByIndexAndLetters();
    void lettersAloneJump();
    void separateOptionalGroupsBackspaceAndTypedGroups();
    void copyAndChangeInFewKeys();
    void phraseKeysThenAddAndForms();
    void plusPutsAChipAtTheSlotsEnd();
    void equalsPutsChipsAtTheSlotsEndUntilEnded();
    void asteriskPutsAHeldChipsWordAgain();
    void ctrlAndAltDigitsPutIntoThatSlot();
    void shiftReturnKeepsTheTripleInTheSlots();
    void ctrlArrowsMoveByPhrases();
    void braceRightMakesArticlesOptional();
    void articlesGoInOptional();
    void barSplitsAChip();
    void learnedWordsGoInOptional();
    void adverbsGoInOptional();
    void ampersandJoinsChips();
    void effortRecordedShownAndKept();
    void ctrlHoverAddsChips();
    void shortcutsDialogListsChipKeys();
    void namedEntitySchemeColoursProperNouns();

private:
    void press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    // A check box of Edit > Preferences unchecked: the dialog's settings, the stored ones and the
    // workspace's then have `member` off.
    void preferenceOff(const QString &check, bool AnnotationSettings::*member);
    // A file of `text` written and opened, at `sentence`, the keyboard on the chips.
    void openText(const QString &name, const QByteArray &text, int sentence);
    QString preview() const { return m_window->findChild<QLabel *>(QStringLiteral("triplePreview"))->text(); }
    const Sentence &sentence() const { return m_window->document()->benchmark().sentences().at(0); }

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    TokenView *m_tokens = nullptr;
    int m_keys = 0;
};

void TestKeyboardAnnotation::initTestCase()
{
    Dialogs::setInteractive(false);
    QVERIFY(m_dir.isValid());
    StudioSettings::useTemporaryStore(m_dir.filePath(QStringLiteral("settings.ini")));
    QVERIFY(Translations::install(qApp, QLocale(QLocale::English)).startsWith(QStringLiteral("en")));
    QFile file(m_dir.filePath(QStringLiteral("one.txt")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("He served as the first Prime Minister of Australia.\n");
}

void TestKeyboardAnnotation::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(m_window->openGold(m_dir.filePath(QStringLiteral("one.txt"))));
    m_window->showAnnotation(0);
    m_tokens = m_window->findChild<TokenView *>(QStringLiteral("tokenView"));
    QVERIFY(m_tokens);
    QCOMPARE(sentence().tokens.join(QLatin1Char(' ')),
             QStringLiteral("He served as the first Prime Minister of Australia ."));
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_tokens->setFocus();
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(m_tokens));
    m_keys = 0;
}

void TestKeyboardAnnotation::cleanup()
{
    m_window.reset();
    Dialogs::clearQueues();
}

// One key press (a chord such as Shift+Right is one press), sent where the keyboard focus is.
void TestKeyboardAnnotation::press(int key, Qt::KeyboardModifiers modifiers)
{
    ++m_keys;
    QTest::keyClick(QApplication::focusWidget(), Qt::Key(key), modifiers);
}

void TestKeyboardAnnotation::openText(const QString &name, const QByteArray &text, int sentence)
{
    QFile file(m_dir.filePath(name));
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write(text) == text.size());
    file.close();
    QVERIFY(m_window->openGold(file.fileName()));
    m_window->showAnnotation(sentence);
    m_tokens->setFocus();
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(m_tokens));
}

void TestKeyboardAnnotation::preferenceOff(const QString &check, bool AnnotationSettings::*member)
{
    AnnotationWorkspace *workspace = m_window->annotationWorkspace();
    PreferencesDialog dialog(workspace->settings(), m_window.get());
    auto *box = dialog.findChild<QCheckBox *>(check);
    QVERIFY(box && box->isChecked());
    box->setChecked(false);
    const AnnotationSettings off = dialog.settings();
    QVERIFY(!(off.*member));
    StudioSettings::setAnnotationSettings(off);
    QVERIFY(!(StudioSettings::annotationSettings().*member));
    workspace->applySettings(off);
    QVERIFY(!(workspace->settings().*member));
}

// "He --> served as --> [the] first Prime Minister of Australia", from the chips with the
// cursor on the first token and the subject slot current (the state of a fresh sentence).
void TestKeyboardAnnotation::typicalTripleInAtMostTwelveKeys()
{
    QCOMPARE(m_tokens->focusedToken(), 0);
    QCOMPARE(m_window->annotationWorkspace()->currentSlot(), 0);
    press(Qt::Key_Space); // He -> subject; the cursor moves on to "served"
    QCOMPARE(m_tokens->focusedToken(), 1);
    press(Qt::Key_2); // relation
    press(Qt::Key_Right, Qt::ShiftModifier); // range served..as
    press(Qt::Key_Space); // both added; the cursor on "the"
    press(Qt::Key_3); // object
    press(Qt::Key_BracketLeft); // "the" added as optional; the cursor on "first"
    press(Qt::Key_End, Qt::ShiftModifier); // range first .. "."
    press(Qt::Key_Left, Qt::ShiftModifier); // .. Australia
    press(Qt::Key_Space);
    QCOMPARE(preview(), QStringLiteral("He --> served as --> [the] first Prime Minister of Australia"));
    press(Qt::Key_Return, Qt::ControlModifier); // into a new synset (Return: the active one)
    QCOMPARE(sentence().synsets.size(), 1);
    QCOMPARE(sentence().synsets.at(0).triples.at(0).toGoldLine(),
             QStringLiteral("He --> served as --> [the] first Prime Minister of Australia"));
    QVERIFY2(m_keys <= 12, qPrintable(QString::number(m_keys)));
    QCOMPARE(m_keys, 10);
}

// An optional word after the head: "[of Australia]" as one group by pressing [ twice.
void TestKeyboardAnnotation::optionalAfterTheHead()
{
    press(Qt::Key_Slash);
    press(Qt::Key_P); // Prime
    press(Qt::Key_Right, Qt::ShiftModifier);
    press(Qt::Key_Space); // Prime Minister -> subject; cursor on "of"
    press(Qt::Key_BracketLeft); // [of
    press(Qt::Key_BracketLeft); // [of Australia]: the word before is optional and next to it
    QCOMPARE(preview().section(QStringLiteral(" -->"), 0, 0), QStringLiteral("Prime Minister [of Australia]"));
    QVERIFY2(m_keys <= 12, qPrintable(QString::number(m_keys)));
    // [ again on an optional chip makes it plain.
    m_tokens->setFocusedToken(8);
    press(Qt::Key_BracketLeft);
    QVERIFY(!preview().startsWith(QStringLiteral("Prime Minister [of Australia]")));
}

// ] starts an optional group of its own, [ joins the optional slot word before; a jump ends
// with either; Backspace empties the current slot; a word typed in brackets is optional.
void TestKeyboardAnnotation::separateOptionalGroupsBackspaceAndTypedGroups()
{
    press(Qt::Key_Slash);
    press(Qt::Key_3); // the
    press(Qt::Key_BracketRight); // ends the jump: [the]
    press(Qt::Key_BracketRight); // [first], a group of its own
    press(Qt::Key_Space); // Prime
    press(Qt::Key_Space); // Minister
    press(Qt::Key_BracketRight); // [of
    press(Qt::Key_BracketLeft); // Australia] joins it
    QCOMPARE(preview().section(QStringLiteral(" -->"), 0, 0),
             QStringLiteral("[the] [first] Prime Minister [of Australia]"));
    QCOMPARE(m_keys, 8);
    press(Qt::Key_Backspace); // the subject slot emptied
    QVERIFY(m_window->annotationWorkspace()->draft().words(0).isEmpty());
    QCOMPARE(m_tokens->focusedToken(), 9); // the cursor stays
    press(Qt::Key_2);
    press(Qt::Key_Insert); // a word not in the sentence, typed in BenchIE notation
    QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("freeWordEdit"));
    for (const char c : QByteArray("has [had]"))
        QTest::keyClick(QApplication::focusWidget(), c);
    press(Qt::Key_Return);
    QCOMPARE(m_window->annotationWorkspace()->draft().slotSource(1), QStringLiteral("has [had]"));
    press(Qt::Key_Escape); // back to the chips
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(m_tokens));
}

// Copy and change: F4 loads the selected triple into the slots as a new one, the object slot
// current; a chip moved from the relation, Return: its placement variant in the same synset, 3 keys.
void TestKeyboardAnnotation::copyAndChangeInFewKeys()
{
    press(Qt::Key_Space); // He
    press(Qt::Key_2);
    press(Qt::Key_Space); // served
    press(Qt::Key_Space); // as
    press(Qt::Key_3);
    press(Qt::Key_End, Qt::ShiftModifier);
    press(Qt::Key_Left, Qt::ShiftModifier);
    press(Qt::Key_Space);
    press(Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(sentence().synsets.size(), 1);
    QCOMPARE(sentence().synsets.at(0).triples.at(0).toGoldLine(),
             QStringLiteral("He --> served as --> [the] first Prime Minister of Australia"));
    m_keys = 0;
    press(Qt::Key_F4); // the added triple is selected: into the slots, as a new triple
    QCOMPARE(preview(), QStringLiteral("He --> served as --> [the] first Prime Minister of Australia"));
    QCOMPARE(m_window->annotationWorkspace()->currentSlot(), 2);
    m_tokens->setFocusedToken(2); // "as" (the cursor's move is not the point here)
    press(Qt::Key_Space); // moves "as" from the relation into the object
    press(Qt::Key_Return); // into the active synset, beside the copied triple
    QCOMPARE(m_keys, 3);
    QCOMPARE(sentence().synsets.size(), 1);
    QCOMPARE(sentence().synsets.at(0).triples.size(), 2);
    QCOMPARE(sentence().synsets.at(0).triples.at(1).toGoldLine(),
             QStringLiteral("He --> served --> as [the] first Prime Minister of Australia"));
    QCOMPARE(sentence().synsets.at(0).triples.at(0).toGoldLine(), // the copied one is untouched
             QStringLiteral("He --> served as --> [the] first Prime Minister of Australia"));

    // The fact nested in the object, as a new synset: Shift+F4 cuts the object after "of".
    m_window->annotationWorkspace()->selectTriple(0, 0);
    m_tokens->setFocus();
    m_keys = 0;
    press(Qt::Key_F4, Qt::ShiftModifier);
    QCOMPARE(preview(), QStringLiteral("He --> served as [the] first Prime Minister of --> Australia"));
    press(Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(m_keys, 2);
    QCOMPARE(sentence().synsets.size(), 2);
    QCOMPARE(sentence().synsets.at(1).triples.at(0).toGoldLine(),
             QStringLiteral("He --> served as [the] first Prime Minister of --> Australia"));
}

// Shift+Space adds the phrase the chip starts (the tagger's tags), { the same as one optional
// group; Ctrl+Alt+Return adds the triple as a new synset and opens the variant checklist on it.
void TestKeyboardAnnotation::phraseKeysThenAddAndForms()
{
    QVERIFY(!sentence().tags().isEmpty());
    press(Qt::Key_Space); // He
    press(Qt::Key_2);
    press(Qt::Key_Space, Qt::ShiftModifier); // the verb group: served; the cursor on "as"
    QCOMPARE(m_tokens->focusedToken(), 2);
    press(Qt::Key_3);
    press(Qt::Key_Space, Qt::ShiftModifier); // as the first Prime Minister; the cursor on "of"
    QCOMPARE(m_tokens->focusedToken(), 7);
    press(Qt::Key_BraceLeft); // [of Australia]
    QCOMPARE(preview(), QStringLiteral("He --> served --> as [the] first Prime Minister [of Australia]"));
    QCOMPARE(m_keys, 6);
    QCOMPARE(m_tokens->focusedToken(), 9);
    press(Qt::Key_Return, Qt::ControlModifier | Qt::AltModifier);
    QCOMPARE(sentence().synsets.size(), 1);
    VariantChecklistDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = m_window->findChild<VariantChecklistDialog *>()) && dialog->list()->hasFocus());
    QVERIFY(dialog->list()->count() > 0);
    press(Qt::Key_Return); // the checked forms: the preposition into the relation
    QTRY_VERIFY(!m_window->findChild<VariantChecklistDialog *>());
    QVERIFY(sentence().synsets.at(0).triples.size() > 1);
    QCOMPARE(sentence().synsets.at(0).triples.at(0).toGoldLine(),
             QStringLiteral("He --> served --> as [the] first Prime Minister [of Australia]"));
    bool placement = false;
    for (const Triple &triple : sentence().synsets.at(0).triples)
        placement = placement
            || triple.toGoldLine() == QStringLiteral("He --> served as --> [the] first Prime Minister [of Australia]");
    QVERIFY(placement);
    m_window->activateWindow();
    QTRY_VERIFY(m_window->isActiveWindow());
    // Alt+Return does the same into the active synset (here the one just made).
    m_tokens->setFocus();
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(m_tokens));
    const int before = int(sentence().synsets.at(0).triples.size());
    press(Qt::Key_Home);
    press(Qt::Key_Space); // He
    press(Qt::Key_2);
    press(Qt::Key_Space, Qt::ShiftModifier); // served
    press(Qt::Key_3);
    press(Qt::Key_Space, Qt::ShiftModifier); // as the first Prime Minister
    press(Qt::Key_Space, Qt::ShiftModifier); // of Australia
    press(Qt::Key_Return, Qt::AltModifier);
    QCOMPARE(sentence().synsets.size(), 1);
    QCOMPARE(sentence().synsets.at(0).triples.size(), before + 1);
    QTRY_VERIFY((dialog = m_window->findChild<VariantChecklistDialog *>()) && dialog->list()->hasFocus());
    press(Qt::Key_Escape);
    QTRY_VERIFY(!m_window->findChild<VariantChecklistDialog *>());
    QCOMPARE(sentence().synsets.at(0).triples.size(), before + 1);
}

// + puts the chip at the end of the slot, out of sentence order, and moves on; ending a jump.
void TestKeyboardAnnotation::plusPutsAChipAtTheSlotsEnd()
{
    press(Qt::Key_Slash);
    press(Qt::Key_P); // Prime
    press(Qt::Key_Space, Qt::ShiftModifier); // Prime Minister
    press(Qt::Key_Slash);
    press(Qt::Key_H); // He
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Plus, Qt::NoModifier); // ends the jump: at the end
    QCOMPARE(preview().section(QStringLiteral(" -->"), 0, 0), QStringLiteral("Prime Minister He"));
    QCOMPARE(m_tokens->focusedToken(), 1);
    QVERIFY(!m_tokens->isJumping());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space); // served, in sentence order: before the rest
    QCOMPARE(preview().section(QStringLiteral(" -->"), 0, 0), QStringLiteral("served Prime Minister He"));
}

// = : every chip key puts its chips at the end of the slot (an optional group out of sentence
// order with {), until = again; emptying the draft ends it too.
void TestKeyboardAnnotation::equalsPutsChipsAtTheSlotsEndUntilEnded()
{
    const AnnotationWorkspace *workspace = m_window->annotationWorkspace();
    QVERIFY(workspace);
    const auto subject = [this]() { return preview().section(QStringLiteral(" -->"), 0, 0); };
    press(Qt::Key_Slash);
    press(Qt::Key_P); // Prime
    press(Qt::Key_Space, Qt::ShiftModifier); // Prime Minister
    press(Qt::Key_Slash);
    press(Qt::Key_H); // He
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Equal); // ends the jump, appends from now on
    QVERIFY(!m_tokens->isJumping());
    QCOMPARE(workspace->draft().appendSlot(), 0);
    QTest::keyClick(QApplication::focusWidget(), '{'); // [He], at the end
    QCOMPARE(subject(), QStringLiteral("Prime Minister [He]"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right); // served to as
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QCOMPARE(subject(), QStringLiteral("Prime Minister [He] as"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Equal); // in sentence order again
    QCOMPARE(workspace->draft().appendSlot(), -1);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space); // the, before Prime
    QCOMPARE(subject(), QStringLiteral("[the] Prime Minister [He] as"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Equal);
    QCOMPARE(workspace->draft().appendSlot(), 0);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape); // the draft emptied: the mode ends
    QCOMPARE(workspace->draft().appendSlot(), -1);
    press(Qt::Key_3); // the object, empty
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Equal);
    QCOMPARE(workspace->draft().appendSlot(), 2);
    press(Qt::Key_Backspace); // emptying the slot ends it, even when it was empty already
    QCOMPARE(workspace->draft().appendSlot(), -1);
}

// * : the chip's word at the end of the current slot as a word of its own, the subject keeping
// its chip (`He --> ... --> Prime Minister He`); then the next chip.
void TestKeyboardAnnotation::asteriskPutsAHeldChipsWordAgain()
{
    press(Qt::Key_Home);
    press(Qt::Key_Space); // He, the subject
    press(Qt::Key_3);
    press(Qt::Key_Slash);
    press(Qt::Key_P); // Prime
    press(Qt::Key_Space);
    press(Qt::Key_Space); // Minister
    press(Qt::Key_Home);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Asterisk);
    QCOMPARE(preview().section(QStringLiteral("--> "), 0, 0).trimmed(), QStringLiteral("He"));
    QCOMPARE(preview().section(QStringLiteral("--> "), 2, 2), QStringLiteral("Prime Minister He"));
    QCOMPARE(m_tokens->focusedToken(), 1);
}

// Ctrl+1..3: Space into that slot; Alt+1..3: Shift+Space into it (the phrase); the slot becomes
// the current one, a jump ends. `He --> served --> of Australia` in four keys after Home.
void TestKeyboardAnnotation::ctrlAndAltDigitsPutIntoThatSlot()
{
    const AnnotationWorkspace *workspace = m_window->annotationWorkspace();
    press(Qt::Key_2); // the relation current: Ctrl+1 still fills the subject
    press(Qt::Key_1, Qt::ControlModifier); // He
    QCOMPARE(workspace->currentSlot(), 0);
    QCOMPARE(m_tokens->focusedToken(), 1);
    m_keys = 0;
    press(Qt::Key_2, Qt::ControlModifier); // served
    QCOMPARE(workspace->currentSlot(), 1);
    press(Qt::Key_Slash);
    press(Qt::Key_O); // of
    QVERIFY(m_tokens->isJumping());
    press(Qt::Key_3, Qt::AltModifier); // of Australia: ends the jump (not a digit of it)
    QVERIFY(!m_tokens->isJumping());
    QCOMPARE(workspace->currentSlot(), 2);
    QCOMPARE(preview(), QStringLiteral("He --> served --> of Australia"));
    QCOMPARE(m_keys, 4);
    // Like Space, Ctrl+digit on a chip the slot holds takes it out; on another slot's chip moves it.
    m_tokens->setFocusedToken(7);
    press(Qt::Key_3, Qt::ControlModifier);
    QCOMPARE(preview(), QStringLiteral("He --> served --> Australia"));
    m_tokens->setFocusedToken(1);
    press(Qt::Key_3, Qt::ControlModifier);
    QCOMPARE(workspace->draft().slotOfToken(1), 2);
    QCOMPARE(workspace->draft().slotOfToken(0), 0);
}

// Shift+Return adds the triple to the active synset and keeps it in the slots, the object
// current (as F4 on it would), so the next form is the change alone.
void TestKeyboardAnnotation::shiftReturnKeepsTheTripleInTheSlots()
{
    AnnotationWorkspace *workspace = m_window->annotationWorkspace();
    press(Qt::Key_1, Qt::ControlModifier); // He
    press(Qt::Key_2, Qt::ControlModifier); // served
    press(Qt::Key_2, Qt::ControlModifier); // as
    press(Qt::Key_3, Qt::AltModifier); // the first Prime Minister
    QCOMPARE(m_tokens->focusedToken(), 7);
    press(Qt::Key_Return, Qt::ControlModifier); // a new synset; the slots emptied
    QVERIFY(workspace->draft().isEmpty());
    QCOMPARE(m_tokens->focusedToken(), 0); // the next triple starts from the first chip
    press(Qt::Key_F4);
    m_tokens->setFocusedToken(7);
    press(Qt::Key_Space, Qt::ShiftModifier); // of Australia (the cursor after Minister)
    QCOMPARE(preview(), QStringLiteral("He --> served as --> [the] first Prime Minister of Australia"));
    QCOMPARE(m_tokens->focusedToken(), 9);
    press(Qt::Key_Return, Qt::ShiftModifier);
    QCOMPARE(m_tokens->focusedToken(), 9); // the triple stays in the slots, the cursor where it was
    QCOMPARE(sentence().synsets.size(), 1);
    QCOMPARE(sentence().synsets.at(0).triples.size(), 2);
    QCOMPARE(sentence().synsets.at(0).triples.at(1).toGoldLine(),
             QStringLiteral("He --> served as --> [the] first Prime Minister of Australia"));
    QCOMPARE(preview(), QStringLiteral("He --> served as --> [the] first Prime Minister of Australia"));
    QCOMPARE(workspace->currentSlot(), 2);
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(m_tokens));
    m_keys = 0;
    m_tokens->setFocusedToken(2); // as, into the object
    press(Qt::Key_Space);
    press(Qt::Key_Return);
    QCOMPARE(m_keys, 2);
    QCOMPARE(sentence().synsets.at(0).triples.size(), 3);
    QCOMPARE(sentence().synsets.at(0).triples.at(2).toGoldLine(),
             QStringLiteral("He --> served --> as [the] first Prime Minister of Australia"));
    QVERIFY(workspace->draft().isEmpty()); // Return empties the slots
    // The keep is one undo step: the triple goes, the slots are not touched.
    press(Qt::Key_Z, Qt::ControlModifier);
    press(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(sentence().synsets.at(0).triples.size(), 1);
}

// Ctrl+Right and Ctrl+Left: from phrase start to phrase start (He / served / as the first Prime
// Minister / of Australia / .), from inside a phrase to its own start first; a jump ends.
void TestKeyboardAnnotation::ctrlArrowsMoveByPhrases()
{
    QCOMPARE(m_tokens->focusedToken(), 0);
    QList<int> at;
    for (int i = 0; i < 5; ++i) {
        press(Qt::Key_Right, Qt::ControlModifier);
        at.append(m_tokens->focusedToken());
    }
    QCOMPARE(at, QList<int>({1, 2, 7, 9, 9}));
    m_tokens->setFocusedToken(5); // Prime, inside "as the first Prime Minister"
    press(Qt::Key_Left, Qt::ControlModifier);
    QCOMPARE(m_tokens->focusedToken(), 2);
    press(Qt::Key_Left, Qt::ControlModifier);
    QCOMPARE(m_tokens->focusedToken(), 1);
    press(Qt::Key_Slash);
    press(Qt::Key_Right, Qt::ControlModifier);
    QVERIFY(!m_tokens->isJumping());
    QCOMPARE(m_tokens->focusedToken(), 2);
    QVERIFY(m_window->annotationWorkspace()->draft().isEmpty()); // moves only
}

// } adds the phrase with its articles optional, each a group of its own (the guidelines' habit).
void TestKeyboardAnnotation::braceRightMakesArticlesOptional()
{
    press(Qt::Key_3);
    press(Qt::Key_Right, Qt::ControlModifier);
    press(Qt::Key_Right, Qt::ControlModifier); // as
    QTest::keyClick(QApplication::focusWidget(), '}');
    QCOMPARE(m_window->annotationWorkspace()->draft().slotSource(2), QStringLiteral("as [the] first Prime Minister"));
    QCOMPARE(m_tokens->focusedToken(), 7);
    QTest::keyClick(QApplication::focusWidget(), '}');
    QCOMPARE(m_window->annotationWorkspace()->draft().slotSource(2),
             QStringLiteral("as [the] first Prime Minister of Australia")); // no article: plain
}

// View > Annotation Effort: every key pressed in the workspace is counted on its sentence (a
// chord once, a shortcut's key too, a lone Shift not); switched off, nothing more is counted; the
// numbers and the switch are kept in the project file.
// The preference "the chips put articles in optional" (on by default): Space, a range and
// Shift+Space put an article in brackets, so `as [the] first Prime Minister` is one chord;
// ] makes it plain again; off, the chips put it as it is.
void TestKeyboardAnnotation::articlesGoInOptional()
{
    AnnotationWorkspace *workspace = m_window->annotationWorkspace();
    QVERIFY(workspace->settings().articlesOptional);
    press(Qt::Key_Space); // He
    press(Qt::Key_2, Qt::ControlModifier); // served
    press(Qt::Key_3, Qt::AltModifier); // the phrase "as the first Prime Minister" into the object
    QCOMPARE(preview(), QStringLiteral("He --> served --> as [the] first Prime Minister"));
    QCOMPARE(m_keys, 3);
    m_tokens->setFocusedToken(3);
    press(Qt::Key_BracketRight); // plain again
    QCOMPARE(preview(), QStringLiteral("He --> served --> as the first Prime Minister"));
    press(Qt::Key_Escape);
    m_tokens->setFocusedToken(3);
    press(Qt::Key_3);
    press(Qt::Key_Space);
    QCOMPARE(preview().section(QStringLiteral(" --> "), 2), QStringLiteral("[the]"));

    // Off (Edit > Preferences, kept in the settings): as it is.
    preferenceOff(QStringLiteral("articlesOptionalCheck"), &AnnotationSettings::articlesOptional);
    QVERIFY(!QTest::currentTestFailed());
    press(Qt::Key_Escape);
    m_tokens->setFocusedToken(2);
    press(Qt::Key_3, Qt::AltModifier);
    QCOMPARE(preview().section(QStringLiteral(" --> "), 2), QStringLiteral("as the first Prime Minister"));
    StudioSettings::remove(StudioSettings::Group::Annotation);
    QVERIFY(StudioSettings::annotationSettings().articlesOptional);
}

// | puts the chip under the cursor split at its punctuation, the punctuation optional (the gold
// writing `Anti [-] Monitor` where the sentence has one chip); Space on the chip takes it out.
void TestKeyboardAnnotation::barSplitsAChip()
{
    openText(QStringLiteral("hyphen.txt"), "The Anti-Monitor hurled Superboy-Prime away.\n", 0);
    QVERIFY(!QTest::currentTestFailed());
    QCOMPARE(sentence().tokens.at(1), QStringLiteral("Anti-Monitor"));
    m_keys = 0;
    press(Qt::Key_A); // the jump to Anti-Monitor
    press(Qt::Key_Bar);
    QCOMPARE(m_tokens->focusedToken(), 2); // then the next chip
    press(Qt::Key_2, Qt::ControlModifier); // hurled
    press(Qt::Key_3);
    press(Qt::Key_S);
    press(Qt::Key_Bar);
    QCOMPARE(preview(), QStringLiteral("Anti [-] Monitor --> hurled --> Superboy [-] Prime"));
    QCOMPARE(m_keys, 6);
    m_tokens->setFocusedToken(1);
    press(Qt::Key_1);
    press(Qt::Key_Space); // the chip of the subject: all its parts out
    QVERIFY(preview().startsWith(QStringLiteral(" -->")) || preview().startsWith(QStringLiteral("(")));
    QVERIFY(!preview().contains(QStringLiteral("Anti")));
}

// & joins the chip under the cursor to the current slot's last word, without a space (the gold
// writing `19-story` where the sentence has the chips 19 - story).
void TestKeyboardAnnotation::ampersandJoinsChips()
{
    openText(QStringLiteral("story.txt"), "sent_id:1\tUSG will lease the 19 - story facility .\n", 0);
    QVERIFY(!QTest::currentTestFailed());
    m_keys = 0;
    press(Qt::Key_Space); // USG
    press(Qt::Key_2, Qt::ControlModifier); // will
    press(Qt::Key_2, Qt::ControlModifier); // lease
    press(Qt::Key_3, Qt::ControlModifier); // [the]
    press(Qt::Key_Space); // 19
    press(Qt::Key_Ampersand); // -
    QCOMPARE(m_tokens->focusedToken(), 6); // then the next chip
    press(Qt::Key_Ampersand); // story
    press(Qt::Key_Space); // facility
    QCOMPARE(preview(), QStringLiteral("USG --> will lease --> [the] 19-story facility"));
    QCOMPARE(m_keys, 8);
    // The shortcut list names it.
    bool listed = false;
    for (const auto &key : TokenView::keys())
        listed = listed || key.first == QStringLiteral("&");
    QVERIFY(listed);
}

// The words this gold brackets alone nearly everywhere go in optional as articles do, learned
// as the gold grows: the third sentence bracketing `also` teaches it; the preference turns it off.
void TestKeyboardAnnotation::learnedWordsGoInOptional()
{
    // "many", a quantity word: not an adverb (those are optional from the start, below).
    openText(QStringLiteral("many.txt"),
             "sent_id:1\tHe saw many birds .\n1--> Cluster 1:\nHe --> saw --> [many] birds\n\n"
             "sent_id:2\tWe sang many songs .\n2--> Cluster 1:\nWe --> sang --> [many] songs\n\n"
             "sent_id:3\tThey ate many apples .\n\n"
             "sent_id:4\tShe won many prizes .\n",
             2);
    QVERIFY(!QTest::currentTestFailed());
    AnnotationWorkspace *workspace = m_window->annotationWorkspace();
    QCOMPARE(workspace->currentSentence(), 2);
    QVERIFY(workspace->draft().optionalWords().isEmpty()); // bracketed in 2 sentences: not yet
    press(Qt::Key_Space); // They
    press(Qt::Key_2, Qt::ControlModifier); // ate
    press(Qt::Key_3, Qt::ControlModifier); // many, as it is
    press(Qt::Key_3, Qt::ControlModifier); // apples
    QCOMPARE(preview(), QStringLiteral("They --> ate --> many apples"));
    m_tokens->setFocusedToken(2);
    press(Qt::Key_BracketRight);
    QCOMPARE(preview(), QStringLiteral("They --> ate --> [many] apples"));
    press(Qt::Key_Return, Qt::ControlModifier); // a new synset: the third sentence with [many]
    QCOMPARE(workspace->draft().optionalWords(), (QSet<QString>{QStringLiteral("many")}));
    press(Qt::Key_PageDown);
    QCOMPARE(workspace->currentSentence(), 3);
    m_tokens->setFocus();
    m_keys = 0;
    press(Qt::Key_Space); // She
    press(Qt::Key_2, Qt::ControlModifier); // won
    press(Qt::Key_3, Qt::ControlModifier); // [many]
    press(Qt::Key_3, Qt::ControlModifier); // prizes
    QCOMPARE(preview(), QStringLiteral("She --> won --> [many] prizes"));
    QCOMPARE(m_keys, 4);
    // Undone, the third sentence no longer teaches it.
    press(Qt::Key_Escape);
    QVERIFY(m_window->undoStack()->canUndo());
    m_window->undoStack()->undo();
    QVERIFY(workspace->draft().optionalWords().isEmpty());
    m_window->undoStack()->redo();
    QCOMPARE(workspace->draft().optionalWords(), (QSet<QString>{QStringLiteral("many")}));

    // Edit > Preferences lists them; off (kept in the settings): as it is.
    PreferencesDialog shown(workspace->settings(), m_window.get());
    shown.showLearnedWords(workspace->learnedOptionalWords());
    QCOMPARE(shown.findChild<QLabel *>(QStringLiteral("learnedWordsLabel"))->text(),
             QStringLiteral("Learned from this gold so far: many"));
    preferenceOff(QStringLiteral("learnedOptionalCheck"), &AnnotationSettings::learnedOptional);
    QVERIFY(!QTest::currentTestFailed());
    QVERIFY(workspace->draft().optionalWords().isEmpty());
    StudioSettings::remove(StudioSettings::Group::Annotation);
    QVERIFY(StudioSettings::annotationSettings().learnedOptional);
}

// The sentence's adverbs go in optional as the English gold brackets them (`[probably] saw`),
// not those that carry the fact (`never`); a gold that keeps its adverbs plain stops it.
void TestKeyboardAnnotation::adverbsGoInOptional()
{
    QByteArray text = "sent_id:1\tHe probably never saw it .\n\n";
    openText(QStringLiteral("adverbs.txt"), text, 0);
    QVERIFY(!QTest::currentTestFailed());
    QVERIFY(!sentence().tags().isEmpty());
    AnnotationWorkspace *workspace = m_window->annotationWorkspace();
    QCOMPARE(workspace->draft().optionalWords(), (QSet<QString>{QStringLiteral("probably")}));
    m_keys = 0;
    press(Qt::Key_Space); // He
    press(Qt::Key_2, Qt::ControlModifier); // [probably]
    press(Qt::Key_2, Qt::ControlModifier); // never, plain
    press(Qt::Key_2, Qt::ControlModifier); // saw
    press(Qt::Key_3, Qt::ControlModifier); // it
    QCOMPARE(preview(), QStringLiteral("He --> [probably] never saw --> it"));
    QCOMPARE(m_keys, 5);
    press(Qt::Key_Escape);

    // A gold whose annotators keep 21 of 21 adverbs plain: the chips leave them plain.
    for (int i = 0; i < 21; ++i)
        text += "sent_id:" + QByteArray::number(i + 2) + "\tWe quickly ran home .\n" + QByteArray::number(i + 2)
            + "--> Cluster 1:\nWe --> quickly ran --> home\n\n";
    openText(QStringLiteral("plain-adverbs.txt"), text, 0);
    QVERIFY(!QTest::currentTestFailed());
    QVERIFY(workspace->draft().optionalWords().isEmpty());
    press(Qt::Key_Space); // He
    press(Qt::Key_2, Qt::ControlModifier); // probably, plain
    QCOMPARE(preview().section(QStringLiteral(" --> "), 0, 1), QStringLiteral("He --> probably"));
}

void TestKeyboardAnnotation::effortRecordedShownAndKept()
{
    QVERIFY(m_window->document()->effort().isEmpty());
    press(Qt::Key_Space); // He
    press(Qt::Key_2);
    press(Qt::Key_Right, Qt::ShiftModifier);
    QTest::keyClick(m_tokens, Qt::Key_Shift); // a lone modifier: not a key of the effort
    press(Qt::Key_Space);
    press(Qt::Key_3);
    press(Qt::Key_End);
    press(Qt::Key_Space);
    press(Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(m_keys, 8);
    QCOMPARE(m_window->document()->effort().total().keys, 8);
    QCOMPARE(m_window->document()->effort().sentences().at(0).id, sentence().id);

    m_window->annotationWorkspace()->effortAction()->trigger();
    EffortDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = m_window->findChild<EffortDialog *>(QStringLiteral("effortDialog"))));
    QCOMPARE(dialog->table()->rowCount(), 1);
    QCOMPARE(dialog->table()->item(0, 1)->data(Qt::DisplayRole).toInt(), 8);
    QCOMPARE(dialog->table()->item(0, 4)->data(Qt::DisplayRole).toInt(), 1); // the triple made
    QVERIFY2(dialog->summary()->text().startsWith(QStringLiteral("1 sentence annotated: 8 keys")),
             qPrintable(dialog->summary()->text()));
    auto *recording = dialog->findChild<QCheckBox *>(QStringLiteral("recordEffortBox"));
    QVERIFY(recording->isChecked());
    recording->setChecked(false);
    dialog->close();
    QTRY_VERIFY(!m_window->findChild<EffortDialog *>(QStringLiteral("effortDialog")));
    m_window->activateWindow(); // what a window manager does when a dialog closes
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_tokens->setFocus();
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(m_tokens));
    press(Qt::Key_Space);
    QCOMPARE(m_window->document()->effort().total().keys, 8); // off: not counted

    const QString path = m_dir.filePath(QStringLiteral("effort.oieproj"));
    QVERIFY(m_window->files()->saveProject(path));
    MainWindow reopened;
    QVERIFY(reopened.openGold(path));
    QCOMPARE(reopened.document()->effort().total().keys, 8);
    QVERIFY(!reopened.document()->effort().recording());
}

void TestKeyboardAnnotation::jumpByIndexAndLetters()
{
    press(Qt::Key_Slash);
    QVERIFY(m_tokens->isJumping());
    press(Qt::Key_7); // the index shown on the chip; not the "object slot" key while jumping
    QCOMPARE(m_tokens->focusedToken(), 7);
    QCOMPARE(m_window->annotationWorkspace()->currentSlot(), 0);
    press(Qt::Key_Escape);
    QVERIFY(!m_tokens->isJumping());
    QCOMPARE(m_tokens->focusedToken(), 7);
    QVERIFY(preview().isEmpty() || !preview().contains(QStringLiteral("of")));

    press(Qt::Key_Slash);
    press(Qt::Key_F); // first
    QCOMPARE(m_tokens->focusedToken(), 4);
    press(Qt::Key_Slash); // "/" typed while jumping is a character: no token starts with "f/"
    press(Qt::Key_Backspace);
    QCOMPARE(m_tokens->jumpText(), QStringLiteral("f"));
    press(Qt::Key_Escape);
    press(Qt::Key_Slash);
    QTest::keyClick(m_tokens, Qt::Key_P, Qt::ShiftModifier); // a capital: the Shift press does not end the jump
    QVERIFY(m_tokens->isJumping());
    QCOMPARE(m_tokens->focusedToken(), 5); // Prime
    press(Qt::Key_Escape);
    press(Qt::Key_Slash);
    press(Qt::Key_S); // "served" would be before the cursor: the search wraps from "first" on
    QCOMPARE(m_tokens->focusedToken(), 1);
    QCOMPARE(m_window->annotationWorkspace()->currentSlot(), 0); // S did not pick the subject slot
    press(Qt::Key_Space); // ends the jump and adds "served"
    QVERIFY(!m_tokens->isJumping());
    QVERIFY(preview().startsWith(QStringLiteral("served")));
}

// Type-ahead: a letter on the chips starts a jump as / and that letter would, and letters are
// never the workspace's one-key shortcuts there (S, R, O, W); Insert types a word.
void TestKeyboardAnnotation::lettersAloneJump()
{
    press(Qt::Key_3); // the object slot
    press(Qt::Key_P);
    QVERIFY(m_tokens->isJumping());
    QCOMPARE(m_tokens->jumpText(), QStringLiteral("p"));
    QCOMPARE(m_tokens->focusedToken(), 5); // Prime
    press(Qt::Key_R); // "pr": still Prime, and not the relation slot
    QCOMPARE(m_tokens->focusedToken(), 5);
    QCOMPARE(m_window->annotationWorkspace()->currentSlot(), 2);
    press(Qt::Key_Space); // ends the jump, Prime into the object
    QVERIFY(!m_tokens->isJumping());
    QCOMPARE(preview().section(QStringLiteral(" --> "), 2), QStringLiteral("Prime"));
    press(Qt::Key_S); // from Minister on, wrapping: served; not the subject slot
    QCOMPARE(m_tokens->focusedToken(), 1);
    QCOMPARE(m_window->annotationWorkspace()->currentSlot(), 2);
    press(Qt::Key_Escape);
    press(Qt::Key_O); // of
    QCOMPARE(m_tokens->focusedToken(), 7);
    press(Qt::Key_Space);
    QCOMPARE(preview().section(QStringLiteral(" --> "), 2), QStringLiteral("Prime of"));
    press(Qt::Key_W); // a jump too (no chip starts with w): the word field stays closed
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(m_tokens));
    QCOMPARE(m_tokens->focusedToken(), 8);
    press(Qt::Key_Escape);
    // The same letter again goes on to the next chip it starts.
    m_tokens->setFocusedToken(0);
    press(Qt::Key_A);
    QCOMPARE(m_tokens->focusedToken(), 2); // as
    press(Qt::Key_A);
    QCOMPARE(m_tokens->focusedToken(), 8); // Australia
    QCOMPARE(m_tokens->jumpText(), QStringLiteral("aa"));
    press(Qt::Key_Escape);
    press(Qt::Key_Insert); // the word not in the sentence
    QCOMPARE(QApplication::focusWidget(), m_window->findChild<QLineEdit *>(QStringLiteral("freeWordEdit")));
    QCOMPARE(m_keys, 14);
}

void TestKeyboardAnnotation::ctrlHoverAddsChips()
{
    const auto move = [this](int token, Qt::KeyboardModifiers modifiers) {
        const QPoint at = m_tokens->tokenRect(token).center();
        QMouseEvent event(QEvent::MouseMove, at, m_tokens->mapToGlobal(at), Qt::NoButton, Qt::NoButton, modifiers);
        QApplication::sendEvent(m_tokens, &event);
    };
    move(5, Qt::NoModifier); // a plain move adds nothing
    QVERIFY(preview().isEmpty() || !preview().contains(QStringLiteral("Prime")));
    move(5, Qt::ControlModifier);
    move(6, Qt::ControlModifier);
    move(6, Qt::ControlModifier); // once each
    move(9, Qt::NoModifier); // Ctrl released
    QCOMPARE(preview().section(QStringLiteral(" -->"), 0, 0), QStringLiteral("Prime Minister"));
}

void TestKeyboardAnnotation::shortcutsDialogListsChipKeys()
{
    ShortcutsDialog dialog(m_window->menuBar(), m_window.get());
    const auto *table = dialog.findChild<QTableWidget *>(QStringLiteral("shortcutsTable"));
    QVERIFY(table);
    QStringList chipKeys;
    for (int row = 0; row < table->rowCount(); ++row) {
        if (table->item(row, 0)->text() == QStringLiteral("Token chips"))
            chipKeys.append(table->item(row, 2)->text());
    }
    QCOMPARE(chipKeys.size(), int(TokenView::keys().size()));
    QVERIFY(chipKeys.contains(QStringLiteral("[")));
    QVERIFY(chipKeys.contains(QStringLiteral("Shift+Space")));
    QVERIFY(chipKeys.contains(QStringLiteral("{")));
    QVERIFY(chipKeys.contains(QStringLiteral("}")));
    QVERIFY(chipKeys.contains(QStringLiteral("+")));
    QVERIFY(chipKeys.contains(QStringLiteral("=")));
    QVERIFY(chipKeys.contains(QStringLiteral("Ctrl+Left, Ctrl+Right")));
    QVERIFY(chipKeys.contains(QStringLiteral("/ then digits")));
    QVERIFY(chipKeys.contains(QStringLiteral("Ctrl+1, Ctrl+2, Ctrl+3")));
    QVERIFY(chipKeys.contains(QStringLiteral("Alt+1, Alt+2, Alt+3")));
    QStringList checklistKeys;
    for (int row = 0; row < table->rowCount(); ++row) {
        if (table->item(row, 0)->text() == QStringLiteral("Variant checklist"))
            checklistKeys.append(table->item(row, 2)->text());
    }
    QCOMPARE(checklistKeys.size(), int(VariantChecklistDialog::keys().size()));
    QVERIFY(checklistKeys.contains(QStringLiteral("*")));
    QVERIFY(checklistKeys.contains(QStringLiteral("+, -")));
}

// The "named entities" scheme colours the proper nouns (the tagger's NNP) and nothing else.
void TestKeyboardAnnotation::namedEntitySchemeColoursProperNouns()
{
    AnnotationWorkspace *workspace = m_window->annotationWorkspace();
    AnnotationSettings settings = workspace->settings();
    settings.scheme = PosColors::Scheme::NamedEntities;
    workspace->applySettings(settings);
    QVERIFY(sentence().posTags.at(5) == QStringLiteral("NNP")); // Prime
    QVERIFY(sentence().posTags.at(1).startsWith(QStringLiteral("VB"))); // served
    const QImage image = m_tokens->grab().toImage();
    const auto background = [&](int token) {
        const QRect rect = m_tokens->tokenRect(token);
        return image.pixelColor(rect.left() + 4, rect.center().y());
    };
    const QColor expected
        = PosColors::background(PosColors::Category::ProperNoun, PosColors::Scheme::NamedEntities, false);
    QVERIFY(expected.isValid());
    QCOMPARE(background(5).name(), expected.name()); // Prime
    QCOMPARE(background(8).name(), expected.name()); // Australia
    QVERIFY(background(1).name() != expected.name()); // served: not coloured
    QVERIFY(!PosColors::background(PosColors::Category::Verb, PosColors::Scheme::NamedEntities, false).isValid());
    QVERIFY(m_window->findChild<QLabel *>(QStringLiteral("posLegend"))->text().contains(QStringLiteral("Proper noun")));
    // Entity labels from CoNLL-U MISC are coloured too, whatever their part of speech: "Montag"
    // (NOUN, NER=B-DATE), not "Werk" (NOUN, NER=O).
    QVERIFY(m_window->openGold(QStringLiteral(OIE_TEST_DATA_DIR "/conllu/example_de_fr.conllu")));
    m_window->showAnnotation(0);
    QCOMPARE(sentence().tokens.at(4), QStringLiteral("Montag"));
    const QImage german = m_tokens->grab().toImage();
    const auto germanBackground = [&](int token) {
        const QRect rect = m_tokens->tokenRect(token);
        return german.pixelColor(rect.left() + 4, rect.center().y()).name();
    };
    QCOMPARE(germanBackground(4), expected.name()); // Montag
    QCOMPARE(germanBackground(0), expected.name()); // Angela
    QVERIFY(germanBackground(7) != expected.name()); // Werk
}

QTEST_MAIN(TestKeyboardAnnotation)
#include "TestKeyboardAnnotation.moc"
