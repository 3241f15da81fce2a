// Every screen in the chosen language (issue 30): in German, French and Simplified Chinese the
// window is opened on the English gold with two systems and a CaRB gold, each workspace tab (and
// each page of the Evaluate tab) is shown, then Compare Systems and the preferences; on each
// screen every visible label, button, check box, group box, tab and table header is read, and
// the test fails on
// - a string left in English: a text that is the English source of a string this language
//   translates differently (the pairs are read from translations/oie_studio_LANG.ts), and
// - clipped text: a single-line label or a button whose text is wider than the widget shows, a
//   tab whose title does not fit, or a workspace page whose minimum width (its longest row of
//   labels) would squeeze the sentence list out of a 1280-pixel window.
// Each failure names the screen, the widget and the text.

#include "ui/common/Dialogs.h"
#include "ui/evaluation/CompareSystemsDialog.h"
#include "ui/evaluation/EvaluationWorkspace.h"
#include "ui/MainWindow.h"
#include "ui/StudioSettings.h"
#include "ui/Translations.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QRadioButton>
#include <QSet>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTimer>
#include <QToolButton>
#include <QXmlStreamReader>

#include <memory>

namespace {

constexpr int kMaximumPageWidth = 720;

QString dataPath(const QString &relative)
{
    return QStringLiteral(OIE_SHARED_DATA_DIR "/") + relative;
}

// A text as compared: without mnemonics, the trailing "..." and surrounding spaces.
QString plain(QString text)
{
    text.remove(QRegularExpression(QStringLiteral("\\(&\\w\\)"))); // Chinese mnemonics: "打开(&O)"
    text.remove(QLatin1Char('&'));
    if (text.endsWith(QLatin1String("...")))
        text.chop(3);
    return text.trimmed();
}

// The English sources this language translates into something else, from its .ts file: only
// whole texts (no "%1" placeholder, no plural form) of at least two letters.
QSet<QString> translatedSources(const QString &language)
{
    QFile file(QStringLiteral(OIE_TEST_DATA_DIR "/../../translations/oie_studio_%1.ts").arg(language));
    QSet<QString> sources;
    if (!file.open(QIODevice::ReadOnly))
        return sources;
    QXmlStreamReader xml(&file);
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("message")) {
            source.clear();
            if (xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes"))
                xml.skipCurrentElement();
        } else if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            const bool unfinished = xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
            const QString translation = xml.readElementText();
            const QString from = plain(source);
            if (!unfinished && !translation.isEmpty() && !source.contains(QLatin1Char('%')) && from.size() >= 2
                && plain(translation) != from)
                sources.insert(from);
        }
    }
    return sources;
}

// A widget's name for a failure message: its object name, else its class and text.
QString nameOf(const QWidget *widget)
{
    return widget->objectName().isEmpty() ? QString::fromLatin1(widget->metaObject()->className())
                                          : widget->objectName();
}

struct Finding
{
    QStringList english;
    QStringList clipped;
};

void checkText(const QString &screen, const QWidget *widget, const QString &text, const QSet<QString> &english,
               Finding *finding)
{
    const QString shown = plain(text);
    if (english.contains(shown)) {
        finding->english.append(QStringLiteral("%1: %2 shows \"%3\"").arg(screen, nameOf(widget), shown));
        return;
    }
    // A text made of an English source and more ("Take A  [A]"): sources of two words or more.
    for (const QString &source : english) {
        if (source.count(QLatin1Char(' ')) < 1 || source.size() < 6)
            continue;
        const qsizetype at = shown.indexOf(source);
        const qsizetype end = at + source.size();
        // Whole words only ("Synset / triple" is not in "Synset / triplet").
        if (at >= 0 && (at == 0 || !shown.at(at - 1).isLetter())
            && (end == shown.size() || !shown.at(end).isLetter())) {
            finding->english.append(
                QStringLiteral("%1: %2 shows \"%3\" in \"%4\"").arg(screen, nameOf(widget), source, shown));
            return;
        }
    }
}

// Every visible text of a window or dialog.
void walk(const QString &screen, QWidget *top, const QSet<QString> &english, Finding *finding)
{
    const QList<QWidget *> widgets = top->findChildren<QWidget *>();
    for (QWidget *widget : widgets) {
        if (!widget->isVisibleTo(top) || widget->width() <= 0)
            continue;
        if (auto *label = qobject_cast<QLabel *>(widget)) {
            const bool rich = label->textFormat() == Qt::RichText
                || (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text()));
            QString text = label->text();
            if (rich) {
                QTextDocument document;
                document.setHtml(text);
                text = document.toPlainText();
            }
            checkText(screen, label, text, english, finding);
            if (!rich && !label->wordWrap() && !text.contains(QLatin1Char('\n')) && label->pixmap().isNull()) {
                const int needed = label->fontMetrics().horizontalAdvance(plain(text));
                if (needed > label->contentsRect().width() + 1)
                    finding->clipped.append(QStringLiteral("%1: label %2 \"%3\" needs %4 px, has %5")
                                                .arg(screen, nameOf(label), plain(text))
                                                .arg(needed)
                                                .arg(label->contentsRect().width()));
            }
        } else if (auto *button = qobject_cast<QAbstractButton *>(widget)) {
            if (button->text().isEmpty()
                || (qobject_cast<QToolButton *>(button)
                    && static_cast<QToolButton *>(button)->toolButtonStyle() == Qt::ToolButtonIconOnly))
                continue;
            checkText(screen, button, button->text(), english, finding);
            if (button->sizeHint().width() > button->width() + 1
                && (qobject_cast<QPushButton *>(button) || qobject_cast<QCheckBox *>(button)
                    || qobject_cast<QRadioButton *>(button) || qobject_cast<QToolButton *>(button)))
                finding->clipped.append(QStringLiteral("%1: button %2 \"%3\" needs %4 px, has %5")
                                            .arg(screen, nameOf(button), plain(button->text()))
                                            .arg(button->sizeHint().width())
                                            .arg(button->width()));
        } else if (auto *combo = qobject_cast<QComboBox *>(widget)) {
            for (int i = 0; i < combo->count(); ++i)
                checkText(screen, combo, combo->itemText(i), english, finding);
        } else if (auto *group = qobject_cast<QGroupBox *>(widget)) {
            checkText(screen, group, group->title(), english, finding);
        } else if (auto *tabs = qobject_cast<QTabBar *>(widget)) {
            for (int i = 0; i < tabs->count(); ++i) {
                checkText(screen, tabs, tabs->tabText(i), english, finding);
                const int needed = tabs->fontMetrics().horizontalAdvance(plain(tabs->tabText(i)));
                if (tabs->tabRect(i).width() > 0 && tabs->tabRect(i).width() < needed)
                    finding->clipped.append(QStringLiteral("%1: tab \"%2\" needs %3 px, has %4")
                                                .arg(screen, plain(tabs->tabText(i)))
                                                .arg(needed)
                                                .arg(tabs->tabRect(i).width()));
            }
        } else if (auto *header = qobject_cast<QHeaderView *>(widget)) {
            const QAbstractItemModel *model = header->model();
            const int count = model ? (header->orientation() == Qt::Horizontal ? model->columnCount() : 0) : 0;
            for (int i = 0; i < count; ++i) {
                if (!header->isSectionHidden(i))
                    checkText(screen, header, model->headerData(i, Qt::Horizontal).toString(), english, finding);
            }
        }
    }
}

} // namespace

class TestLanguageWalk : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void everyScreenInItsLanguage_data();
    void everyScreenInItsLanguage();

private:
    // Triggers the action and walks the dialog it opens (modal or not), then closes it; false
    // when no dialog showed.
    bool walkDialog(const QString &screen, QAction *action, Finding *finding);

    QTemporaryDir m_dir;
    QSet<QString> m_english;
};

bool TestLanguageWalk::walkDialog(const QString &screen, QAction *action, Finding *finding)
{
    const QWidgetList before = QApplication::topLevelWidgets();
    bool walked = false;
    QTimer::singleShot(0, this, [&]() {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        walk(screen, dialog, m_english, finding);
        walked = true;
        dialog->reject();
    });
    action->trigger();
    QCoreApplication::processEvents();
    for (QWidget *top : QApplication::topLevelWidgets()) {
        auto *dialog = qobject_cast<QDialog *>(top);
        if (walked || !dialog || before.contains(top) || !dialog->isVisible())
            continue;
        walk(screen, dialog, m_english, finding);
        walked = true;
        dialog->close();
    }
    return walked;
}

void TestLanguageWalk::initTestCase()
{
    Dialogs::setInteractive(false);
    QVERIFY(m_dir.isValid());
    StudioSettings::useTemporaryStore(m_dir.filePath(QStringLiteral("settings.ini")));
}

void TestLanguageWalk::cleanupTestCase()
{
    Translations::install(qApp, QStringLiteral("en"));
}

void TestLanguageWalk::everyScreenInItsLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("switched");
    for (const char *language : {"de", "fr", "zh_CN"}) {
        QTest::newRow(language) << QString::fromLatin1(language) << false;
        QTest::newRow(qPrintable(QStringLiteral("%1, switched from English").arg(QLatin1String(language))))
            << QString::fromLatin1(language) << true;
    }
}

void TestLanguageWalk::everyScreenInItsLanguage()
{
    QFETCH(QString, language);
    QFETCH(bool, switched);
    m_english = translatedSources(language);
    const QSet<QString> &english = m_english;
    QVERIFY2(english.size() > 500, qPrintable(QStringLiteral("%1 sources read").arg(english.size())));
    // Started in the language (--language), or switched to it in the preferences from English
    // once everything is open: every workspace must retranslate.
    QVERIFY(Translations::install(qApp, switched ? QStringLiteral("en") : language)
                .startsWith(switched ? QStringLiteral("en") : language.left(2)));
    const QString gold = dataPath(QStringLiteral("benchie/benchie_gold_annotations_en.txt"));
    if (!QFileInfo::exists(gold))
        QFAIL(qPrintable(QStringLiteral("missing benchmark data: %1 (set OIE_SHARED_DATA_DIR)").arg(gold)));
    auto window = std::make_unique<MainWindow>();
    window->resize(1280, 800);
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QVERIFY(window->openGold(gold));
    QVERIFY(
        window->addSystem(QStringLiteral("clausie"), dataPath(QStringLiteral("benchie/systems/clausie_explicit.txt"))));
    QVERIFY(window->addSystem(QStringLiteral("minie"), dataPath(QStringLiteral("benchie/systems/minie_explicit.txt"))));
    QString error;
    QVERIFY2(
        window->evaluationWorkspace()->attachCarbGold(dataPath(QStringLiteral("benchie/carb_explicit.txt")), &error),
        qPrintable(error));

    if (switched) {
        QVERIFY(Translations::install(qApp, language).startsWith(language.left(2)));
        QCoreApplication::processEvents(); // the posted QEvent::LanguageChange
    }
    Finding finding;
    auto *tabs = window->findChild<QTabWidget *>(QStringLiteral("workspaceTabs"));
    QVERIFY(tabs);
    for (int t = 0; t < tabs->count(); ++t) {
        tabs->setCurrentIndex(t);
        QCoreApplication::processEvents();
        const QString screen = plain(tabs->tabText(t));
        // A page wider than this squeezes the sentence list beside it in a 1280-pixel window.
        const int minimum = tabs->widget(t)->minimumSizeHint().width();
        if (minimum > kMaximumPageWidth)
            finding.clipped.append(QStringLiteral("%1: the page needs %2 px at least (at most %3)")
                                       .arg(screen)
                                       .arg(minimum)
                                       .arg(kMaximumPageWidth));
        // The pages of a workspace's own tabs (Evaluate: Scores, Sentences, Charts, Side by Side).
        const QList<QTabWidget *> inner = tabs->widget(t)->findChildren<QTabWidget *>();
        walk(screen, window.get(), english, &finding);
        for (QTabWidget *pages : inner) {
            for (int p = 1; p < pages->count() && pages->isVisibleTo(window.get()); ++p) {
                pages->setCurrentIndex(p);
                QCoreApplication::processEvents();
                walk(screen + QStringLiteral(" > ") + plain(pages->tabText(p)), window.get(), english, &finding);
            }
            pages->setCurrentIndex(0);
        }
    }
    window->showEvaluation();
    CompareSystemsDialog *compare = window->evaluationWorkspace()->openCompareSystems();
    QVERIFY(QTest::qWaitForWindowExposed(compare));
    walk(QStringLiteral("Compare Systems"), compare, english, &finding);
    compare->close();
    // The dialogs of the menus: walked while open (modal or not), then closed.
    tabs->setCurrentIndex(0); // Annotate: the draft synsets of its sentence
    const QStringList dialogs{QStringLiteral("preferencesAction"), QStringLiteral("shortcutsAction"),
                              QStringLiteral("draftSynsetsAction"), QStringLiteral("effortAction")};
    for (const QString &name : dialogs) {
        auto *action = window->findChild<QAction *>(name);
        QVERIFY2(action && action->isEnabled(), qPrintable(name));
        QVERIFY2(walkDialog(name, action, &finding), qPrintable(name + QStringLiteral(": no dialog")));
    }

    finding.english.removeDuplicates();
    finding.clipped.removeDuplicates();
    // Each finding on its own line (a long failure message is cut).
    for (const QString &line : std::as_const(finding.english))
        qWarning().noquote() << "left in English:" << line;
    for (const QString &line : std::as_const(finding.clipped))
        qWarning().noquote() << "clipped:" << line;
    QVERIFY2(finding.english.isEmpty() && finding.clipped.isEmpty(),
             qPrintable(QStringLiteral("%1 text(s) left in English, %2 clipped (listed above)")
                            .arg(finding.english.size())
                            .arg(finding.clipped.size())));
}

QTEST_MAIN(TestLanguageWalk)
#include "TestLanguageWalk.moc"
