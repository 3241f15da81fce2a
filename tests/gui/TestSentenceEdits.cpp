// Raw text into the studio and the sentence edits it needs, through the real main window on
// the offscreen platform: a news article is split at every line, a Chinese text into one chip
// per character; split here, merge with next and edit text are undoable, and a new text that
// drops words of triples asks first.

#include "core/document/RecoveryStore.h"
#include "core/document/StudioDocument.h"
#include "ui/annotation/AnnotationWorkspace.h"
#include "ui/annotation/SentenceActions.h"
#include "ui/annotation/TokenView.h"
#include "ui/common/Dialogs.h"
#include "ui/DocumentController.h"
#include "ui/ImportTextDialog.h"
#include "ui/MainWindow.h"
#include "ui/StudioLaunch.h"
#include "ui/StudioOptions.h"
#include "ui/StudioSettings.h"
#include "ui/Translations.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QListView>
#include <QRadioButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <memory>

namespace {

QString fixture(const char *name)
{
    return QStringLiteral(OIE_TEST_DATA_DIR "/text/") + QLatin1String(name);
}

} // namespace

class TestSentenceEdits : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void newsArticleOneSentencePerLine();
    void paragraphsWhenAsked();
    void chineseOneChipPerCharacter();
    void splitAndMergeWithUndo();
    void splitInAGoldKeepsIdsAndSystems();
    void editTextWarnsAboutTriples();
    void annieFilesOpenInTheWindow();
    void importDialogTokenizerOptions();
    void commandLineAsksHowToCutText();

private:
    const QVector<Sentence> &sentences() const { return m_window->document()->benchmark().sentences(); }
    QStringList texts() const;
    QAction *action(const char *name) const;

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    AnnotationWorkspace *m_workspace = nullptr;
    TokenView *m_tokens = nullptr;
    SentenceActions *m_sentenceActions = nullptr;
};

void TestSentenceEdits::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // the recovery copies of this run, never the user's
    Dialogs::setInteractive(false);
    QVERIFY(m_dir.isValid());
    StudioSettings::useTemporaryStore(m_dir.filePath(QStringLiteral("settings.ini")));
    QVERIFY(Translations::install(qApp, QLocale(QLocale::English)).startsWith(QStringLiteral("en")));
    for (const char *name : {"news_article.txt", "chinese_news.txt"}) {
        if (!QFileInfo::exists(fixture(name)))
            QFAIL(qPrintable(QStringLiteral("missing test file: ") + fixture(name)));
    }
}

void TestSentenceEdits::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_workspace = m_window->annotationWorkspace();
    m_tokens = m_window->findChild<TokenView *>(QStringLiteral("tokenView"));
    m_sentenceActions = m_window->findChild<SentenceActions *>(QStringLiteral("sentenceActions"));
    QVERIFY(m_tokens && m_sentenceActions);
}

void TestSentenceEdits::cleanup()
{
    m_window.reset();
    Dialogs::clearQueues();
}

QStringList TestSentenceEdits::texts() const
{
    QStringList out;
    for (const Sentence &sentence : sentences())
        out.append(sentence.text);
    return out;
}

QAction *TestSentenceEdits::action(const char *name) const
{
    return m_window->findChild<QAction *>(QLatin1String(name));
}

void TestSentenceEdits::newsArticleOneSentencePerLine()
{
    QVERIFY(m_window->openGold(fixture("news_article.txt"))); // no answer: one sentence per line
    QCOMPARE(sentences().size(), 11);
    QCOMPARE(sentences().at(0).text, QStringLiteral("Harbour City opens its new bridge after six years"));
    QCOMPARE(sentences().at(2).text, QStringLiteral("By Anna Keller"));
    QCOMPARE(sentences().at(10).text, QStringLiteral("Credit : Harbour City Press Office"));
    // The sentence list and the Annotate tab show it.
    auto *list = m_window->findChild<QListView *>(QStringLiteral("sentenceList"));
    QCOMPARE(list->model()->rowCount(), 11);
    QVERIFY(m_workspace->isVisible());
    QCOMPARE(m_tokens->tokenCount(), 9);
}

void TestSentenceEdits::paragraphsWhenAsked()
{
    Dialogs::setNextAnswer(QMessageBox::No); // "Split paragraphs"
    QVERIFY(m_window->openGold(fixture("news_article.txt")));
    QCOMPARE(Dialogs::pendingAnswers(), 0);
    QVERIFY(sentences().size() < 11);
    QVERIFY(sentences().at(0).text.startsWith(QStringLiteral("Harbour City opens its new bridge after six years The")));
}

void TestSentenceEdits::chineseOneChipPerCharacter()
{
    QVERIFY(m_window->openGold(fixture("chinese_news.txt")));
    QCOMPARE(sentences().size(), 4);
    m_window->showAnnotation(3);
    const QStringList expected = QStringLiteral("苹 果 公 司 发 布 了 iPhone 15 ， 售 价 799 美 元 。").split(QLatin1Char(' '));
    QCOMPARE(sentences().at(3).tokens, expected);
    QCOMPARE(m_tokens->tokenCount(), int(expected.size()));
}

void TestSentenceEdits::splitAndMergeWithUndo()
{
    QVERIFY(m_window->openGold(fixture("news_article.txt")));
    const QStringList original = texts();
    QUndoStack *undo = m_window->undoStack();
    // Sentence 5, "HARBOUR CITY - The new ...": split before "The" (token 4) with the keyboard cursor.
    m_window->showAnnotation(4);
    m_tokens->setFocus();
    m_tokens->setFocusedToken(3);
    QCOMPARE(sentences().at(4).tokens.at(3), QStringLiteral("The"));
    QVERIFY(action("splitSentenceAction")->isEnabled());
    action("splitSentenceAction")->trigger();
    QCOMPARE(sentences().size(), 12);
    QCOMPARE(sentences().at(4).text, QStringLiteral("HARBOUR CITY -"));
    QVERIFY(sentences().at(5).text.startsWith(QStringLiteral("The new Northern Bridge")));
    for (int i = 0; i < sentences().size(); ++i)
        QCOMPARE(sentences().at(i).id, QString::number(i + 1)); // a text import stays numbered 1..N
    QCOMPARE(m_workspace->currentSentence(), 4);
    QVERIFY(m_window->document()->isModified());
    QCOMPARE(undo->count(), 1); // the history survives the reload the split causes
    undo->undo();
    QCOMPARE(texts(), original);
    undo->redo();
    QCOMPARE(sentences().size(), 12);

    // Merge the headline with the next line, undo, redo.
    m_window->showAnnotation(0);
    action("mergeSentenceAction")->trigger();
    QCOMPARE(sentences().size(), 11);
    QCOMPARE(sentences().at(0).text, original.at(0) + QLatin1Char(' ') + original.at(1));
    QCOMPARE(sentences().at(1).text, original.at(2));
    QCOMPARE(undo->count(), 2);
    undo->undo();
    QCOMPARE(sentences().size(), 12);
    QCOMPARE(sentences().at(0).text, original.at(0));
    undo->undo();
    QCOMPARE(texts(), original);
    QVERIFY(!m_window->document()->isModified());
    // The last sentence has nothing to merge with.
    m_window->showAnnotation(10);
    QVERIFY(!action("mergeSentenceAction")->isEnabled());
    QVERIFY(!m_sentenceActions->mergeWithNext());
    QCOMPARE(undo->count(), 2);
}

// In a BenchIE gold (ids are not positions), a split gives the new sentence a new id and
// keeps the systems attached to the old ones; the synsets go where their words are.
void TestSentenceEdits::splitInAGoldKeepsIdsAndSystems()
{
    const QString gold = QStringLiteral(OIE_SHARED_DATA_DIR "/benchie/benchie_gold_annotations_en.txt");
    const QString clausie = QStringLiteral(OIE_SHARED_DATA_DIR "/benchie/systems/clausie_explicit.txt");
    if (!QFileInfo::exists(gold) || !QFileInfo::exists(clausie))
        QFAIL("missing benchmark data (set OIE_SHARED_DATA_DIR)");
    QVERIFY(m_window->openGold(gold));
    QVERIFY(m_window->addSystem(QStringLiteral("clausie"), clausie));
    const int count = int(sentences().size());
    const int tp = m_window->session().scores().at(0).totals.tp;
    const Sentence first = sentences().at(0);
    const int synsets = int(first.synsets.size());
    m_window->showAnnotation(0);
    m_tokens->setFocusedToken(int(first.tokens.size()) - 1); // the final period alone
    QVERIFY(m_sentenceActions->splitHere());
    QCOMPARE(sentences().size(), count + 1);
    QCOMPARE(sentences().at(0).id, first.id);
    QCOMPARE(sentences().at(1).id, first.id + QStringLiteral(".2"));
    QCOMPARE(sentences().at(1).tokens, QStringList{QStringLiteral(".")});
    QCOMPARE(sentences().at(0).synsets.size(), synsets); // none of them is only "."
    // Same synsets, same extractions attached by id: the same true positives.
    QCOMPARE(m_window->session().scores().at(0).totals.tp, tp);
    m_window->undoStack()->undo();
    QCOMPARE(sentences().size(), count);
    QCOMPARE(sentences().at(0).tokens, first.tokens);
    QCOMPARE(m_window->session().scores().at(0).totals.tp, tp);
}

void TestSentenceEdits::editTextWarnsAboutTriples()
{
    const QString gold = QStringLiteral(OIE_SHARED_DATA_DIR "/benchie/benchie_gold_annotations_en.txt");
    if (!QFileInfo::exists(gold))
        QFAIL("missing benchmark data (set OIE_SHARED_DATA_DIR)");
    QVERIFY(m_window->openGold(gold));
    m_window->showAnnotation(0);
    const Sentence before = sentences().at(0);
    QVERIFY(!before.synsets.isEmpty());
    QUndoStack *undo = m_window->undoStack();
    // A typo fixed where no triple looks: no question asked.
    QString text = before.text;
    text.append(QStringLiteral(" Indeed"));
    QVERIFY(m_sentenceActions->setText(text));
    QCOMPARE(sentences().at(0).tokens.last(), QStringLiteral("Indeed"));
    QCOMPARE(undo->count(), 1);
    undo->undo();
    QCOMPARE(sentences().at(0).tokens, before.tokens);

    // Words the triples use removed: asked; no answer or Cancel keeps the sentence.
    const QString dropped = QStringLiteral("Something else entirely .");
    QVERIFY(!m_sentenceActions->setText(dropped));
    Dialogs::setNextAnswer(QMessageBox::Cancel);
    QVERIFY(!m_sentenceActions->setText(dropped));
    QCOMPARE(sentences().at(0).tokens, before.tokens);
    QCOMPARE(undo->count(), 1); // the undone edit, still redoable; nothing new
    Dialogs::setNextAnswer(QMessageBox::Ok);
    QVERIFY(m_sentenceActions->setText(dropped));
    QCOMPARE(Dialogs::pendingAnswers(), 0);
    QCOMPARE(sentences().at(0).text, dropped);
    QCOMPARE(sentences().at(0).synsets.size(), before.synsets.size()); // the triples stay
    undo->undo();
    QCOMPARE(sentences().at(0).text, before.text);
}

// AnnIE's exported annotation text and its saved progress open as documents with synsets
// (no import question: they are not raw text), ready to annotate on and to save as a project.
void TestSentenceEdits::annieFilesOpenInTheWindow()
{
    const QString exported = QStringLiteral(OIE_TEST_DATA_DIR "/annie/news-annotated.tsv");
    const QString progress = QStringLiteral(OIE_TEST_DATA_DIR "/annie/progress.json");
    QVERIFY(m_window->openGold(exported));
    QCOMPARE(Dialogs::pendingAnswers(), 0);
    QCOMPARE(sentences().size(), 2);
    QCOMPARE(m_window->document()->benchmark().synsetCount(), 3);
    m_window->showAnnotation(0);
    QCOMPARE(m_tokens->tokenCount(), 9);
    QVERIFY(m_window->openGold(progress));
    QCOMPARE(sentences().size(), 2);
    QCOMPARE(sentences().at(1).synsets.at(0).triples.at(0).toGoldLine(),
             QStringLiteral("Tom Reyes --> cut --> [the] ribbon [of the bridge]"));
    QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("progress.json")));
    // Saved as a project and opened again: the same synsets.
    const QString project = m_dir.filePath(QStringLiteral("from_annie.oieproj"));
    QVERIFY(m_window->files()->saveProject(project));
    QVERIFY(m_window->openGold(project));
    QCOMPARE(sentences().at(1).synsets.at(0).triples.at(0).toGoldLine(),
             QStringLiteral("Tom Reyes --> cut --> [the] ribbon [of the bridge]"));
}

// Opening a raw text asks where sentences end and how words are cut; the tokenisation's
// defaults are the preferences' (here: hyphenated compounds split), the choices made in the
// dialog (here: quotation marks left on their words) cut the text.
void TestSentenceEdits::importDialogTokenizerOptions()
{
    AnnotationSettings preferences = StudioSettings::annotationSettings();
    const AnnotationSettings before = preferences;
    preferences.tokenizer.splitHyphens = true;
    StudioSettings::setAnnotationSettings(preferences);
    const QString path = m_dir.filePath(QStringLiteral("bridge.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("Harbour City opens its state-of-the-art bridge\n\"We waited a long time,\" said the mayor\nPhoto: city press office\n");
    file.close();

    bool hyphensFromPreferences = false;
    bool quotesFromPreferences = false;
    bool shown = false;
    QTimer::singleShot(0, this, [&]() {
        auto *dialog = qobject_cast<ImportTextDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        shown = true;
        auto *hyphens = dialog->findChild<QCheckBox *>(QStringLiteral("importSplitHyphensCheck"));
        auto *quotes = dialog->findChild<QCheckBox *>(QStringLiteral("importQuotesAsTokensCheck"));
        QVERIFY(hyphens && quotes);
        hyphensFromPreferences = hyphens->isChecked();
        quotesFromPreferences = quotes->isChecked();
        quotes->setChecked(false);
        const QString screenshots = qEnvironmentVariable("OIE_SCREENSHOT_DIR");
        if (!screenshots.isEmpty())
            dialog->grab().save(QDir(screenshots).filePath(QStringLiteral("import-options.png")));
        dialog->accept();
    });
    Dialogs::setInteractive(true);
    const bool opened = m_window->openGold(path);
    Dialogs::setInteractive(false);
    StudioSettings::setAnnotationSettings(before);
    QVERIFY(opened);
    QVERIFY(shown);
    QVERIFY(hyphensFromPreferences);
    QVERIFY(quotesFromPreferences); // the default: quotation marks as chips
    QCOMPARE(sentences().size(), 3);
    QCOMPARE(sentences().at(0).tokens.join(QLatin1Char(' ')),
             QStringLiteral("Harbour City opens its state - of - the - art bridge"));
    QCOMPARE(sentences().at(1).tokens.join(QLatin1Char(' ')), QStringLiteral("\"We waited a long time ,\" said the mayor"));
}

// `oie-studio FILE` with a raw text (StudioLaunch, the command line's own path) asks what File >
// Open asks, in the import dialog, whose choice cuts the text (paragraphs here: fewer sentences
// than the 11 lines); a batch run (--screenshot) asks nothing and cuts at every line break, the
// default.
void TestSentenceEdits::commandLineAsksHowToCutText()
{
    m_window.reset(); // the window StudioLaunch makes is the only one
    QDir(RecoveryStore::defaultDirectory()).removeRecursively(); // nothing to offer back (a test-mode folder)
    for (const bool interactive : {true, false}) {
        StudioOptions options;
        options.gold = fixture("news_article.txt");
        options.batch = !interactive;
        if (!interactive)
            options.screenshot = m_dir.filePath(QStringLiteral("launch.png"));
        Dialogs::setInteractive(interactive); // as oie-studio's main() sets it
        bool asked = false;
        qsizetype sentenceCount = -1;
        QTimer watch; // fires in the dialog's event loop, then in the application's
        watch.setInterval(10);
        connect(&watch, &QTimer::timeout, this, [&]() {
            if (auto *dialog = qobject_cast<ImportTextDialog *>(QApplication::activeModalWidget())) {
                asked = true;
                dialog->findChild<QRadioButton *>(QStringLiteral("importParagraphsRadio"))->setChecked(true);
                dialog->accept();
                return;
            }
            for (QWidget *widget : QApplication::topLevelWidgets()) {
                auto *window = qobject_cast<MainWindow *>(widget);
                if (window && window->isVisible()) { // shown: the application's event loop runs
                    sentenceCount = window->document()->benchmark().sentences().size();
                    watch.stop();
                    if (interactive)
                        QCoreApplication::quit(); // a batch run quits once its screenshot is saved
                }
            }
        });
        watch.start();
        const int status = StudioLaunch::run(*qApp, options);
        Dialogs::setInteractive(false);
        QCOMPARE(status, 0);
        QCOMPARE(asked, interactive);
        if (interactive) {
            QVERIFY(sentenceCount > 0);
            QVERIFY(sentenceCount < 11);
        } else {
            QCOMPARE(sentenceCount, 11);
            QVERIFY(QFileInfo::exists(options.screenshot));
        }
    }
}

QTEST_MAIN(TestSentenceEdits)
#include "TestSentenceEdits.moc"
