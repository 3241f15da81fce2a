// The interface language, switched in the preferences, applies at once: the menu bar's menus,
// the workspace tabs, menu actions and tool bar labels take the translation held in the .qm
// file (read here with a QTranslator of its own, not hard-coded), and switching back gives the
// English texts again. In every language, no two menus of the menu bar and tabs share a
// mnemonic, and no menu has more entries sharing one than in English.

#include "tests/gui/Mnemonics.h"
#include "ui/common/Dialogs.h"
#include "ui/MainWindow.h"
#include "ui/StudioSettings.h"
#include "ui/Translations.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>

#include <memory>

namespace {

// The top-level texts of the window: the menu bar's menus and the workspace tabs.
QStringList menuAndTabTexts(MainWindow *window)
{
    QStringList texts;
    for (const QAction *menu : window->menuBar()->actions())
        texts.append(menu->text());
    const auto *tabs = window->findChild<QTabWidget *>(QStringLiteral("workspaceTabs"));
    for (int i = 0; i < tabs->count(); ++i)
        texts.append(tabs->tabText(i));
    return texts;
}

} // namespace

class TestLanguage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void newLanguageAppliesAtOnce();
    void noMnemonicCollisions_data();
    void noMnemonicCollisions();

private:
    // Chooses a language in Edit > Preferences and presses OK, as a user would.
    void chooseLanguage(const QString &language);
    QVector<int> menuClashCounts(QStringList *examples) const;

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestLanguage::initTestCase()
{
    Dialogs::setInteractive(false);
    QVERIFY(m_dir.isValid());
    StudioSettings::useTemporaryStore(m_dir.filePath(QStringLiteral("settings.ini")));
    QVERIFY(Translations::install(qApp, QStringLiteral("en")).startsWith(QStringLiteral("en")));
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    const QString gold = QStringLiteral(OIE_SHARED_DATA_DIR "/benchie/benchie_gold_annotations_en.txt");
    if (!QFileInfo::exists(gold))
        QFAIL(qPrintable(QStringLiteral("missing benchmark data: %1 (set OIE_SHARED_DATA_DIR)").arg(gold)));
    QVERIFY(m_window->openGold(gold));
}

void TestLanguage::cleanupTestCase()
{
    m_window.reset();
    Translations::install(qApp, QStringLiteral("en"));
}

void TestLanguage::chooseLanguage(const QString &language)
{
    bool chosen = false;
    QTimer::singleShot(0, this, [&]() {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        QCOMPARE(dialog->objectName(), QStringLiteral("preferencesDialog"));
        auto *combo = dialog->findChild<QComboBox *>(QStringLiteral("languageCombo"));
        QVERIFY(combo);
        const int index = combo->findData(language);
        QVERIFY(index >= 0);
        combo->setCurrentIndex(index);
        chosen = true;
        dialog->accept();
    });
    auto *preferences = m_window->findChild<QAction *>(QStringLiteral("preferencesAction"));
    QVERIFY(preferences);
    preferences->trigger();
    QVERIFY(chosen);
    QCoreApplication::processEvents(); // the posted QEvent::LanguageChange
}

void TestLanguage::newLanguageAppliesAtOnce()
{
    // The English texts are the sources of the translations.
    const QStringList english = menuAndTabTexts(m_window.get());
    auto *save = m_window->findChild<QAction *>(QStringLiteral("saveAction"));
    auto *facetCaption = m_window->findChild<QLabel *>(QStringLiteral("facetCaption"));
    auto *statusSummary = m_window->findChild<QLabel *>(QStringLiteral("statusSummary"));
    QVERIFY(save && facetCaption && statusSummary);
    const QString englishSave = save->text();
    const QString englishFacet = facetCaption->text();
    const QString englishStatus = statusSummary->text();
    QCOMPARE(englishSave, QStringLiteral("&Save Project"));

    QTranslator german;
    QVERIFY(german.load(QStringLiteral(":/i18n/oie_studio_de.qm")));
    // Each menu's and tab's text is written in the main window, or (the Evaluation menu) in the
    // evaluation workspace.
    const auto translated = [&german](const QString &source) {
        for (const char *context : {"MainWindow", "EvaluationWorkspace"}) {
            const QString text = german.translate(context, source.toUtf8().constData());
            if (!text.isEmpty())
                return text;
        }
        return QString();
    };

    chooseLanguage(QStringLiteral("de"));
    const QStringList now = menuAndTabTexts(m_window.get());
    QCOMPARE(now.size(), english.size());
    for (int i = 0; i < english.size(); ++i) {
        const QString expected = translated(english.at(i));
        QVERIFY2(!expected.isEmpty(), qPrintable(QStringLiteral("no German translation of '%1'").arg(english.at(i))));
        QCOMPARE(now.at(i), expected);
    }
    QVERIFY(now != english); // the test can fail: the .qm holds other words
    QCOMPARE(save->text(), translated(englishSave));
    QCOMPARE(facetCaption->text(), translated(englishFacet));
    QVERIFY(save->text() != englishSave);
    QVERIFY(statusSummary->text() != englishStatus); // "300 Sätze, ..." from the plural forms
    QCOMPARE(save->shortcut(), QKeySequence(QKeySequence::Save)); // keys unchanged

    chooseLanguage(QStringLiteral("en"));
    QCOMPARE(menuAndTabTexts(m_window.get()), english);
    QCOMPARE(save->text(), englishSave);
    QCOMPARE(facetCaption->text(), englishFacet);
    QCOMPARE(statusSummary->text(), englishStatus);
}

void TestLanguage::noMnemonicCollisions_data()
{
    QTest::addColumn<QString>("language");
    for (const char *language : {"en", "de", "fr", "zh_CN"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

// The clashes within each menu, menu by menu (submenus after their menu): the Edit menu has
// more entries than letters, so the English menus have a few; a translation must add none.
QVector<int> TestLanguage::menuClashCounts(QStringList *examples) const
{
    QVector<int> counts;
    QList<QMenu *> menus;
    for (const QAction *action : m_window->menuBar()->actions())
        menus.append(action->menu());
    for (int m = 0; m < menus.size(); ++m) {
        QStringList texts;
        for (QAction *action : menus.at(m)->actions()) {
            if (action->isSeparator() || !action->isVisible())
                continue;
            texts.append(action->text());
            if (action->menu())
                menus.append(action->menu());
        }
        const QStringList found = Mnemonics::clashes(texts);
        counts.append(int(found.size()));
        if (examples)
            examples->append(menus.at(m)->title() + QStringLiteral(": ") + found.join(QStringLiteral("; ")));
    }
    return counts;
}

void TestLanguage::noMnemonicCollisions()
{
    QFETCH(QString, language);
    QVERIFY(Translations::install(qApp, QStringLiteral("en")).startsWith(QStringLiteral("en")));
    QCoreApplication::processEvents();
    const QVector<int> english = menuClashCounts(nullptr);
    QVERIFY(Translations::install(qApp, language).startsWith(language.left(2)));
    QCoreApplication::processEvents();
    const QStringList top = Mnemonics::clashes(menuAndTabTexts(m_window.get()));
    QVERIFY2(top.isEmpty(), qPrintable(QStringLiteral("menu bar and tabs: ") + top.join(QStringLiteral("; "))));
    QStringList examples;
    const QVector<int> counts = menuClashCounts(&examples);
    QCOMPARE(counts.size(), english.size());
    for (int m = 0; m < counts.size(); ++m)
        QVERIFY2(counts.at(m) <= english.at(m), qPrintable(examples.at(m)));
    Translations::install(qApp, QStringLiteral("en"));
    QCoreApplication::processEvents();
}

QTEST_MAIN(TestLanguage)
#include "TestLanguage.moc"
