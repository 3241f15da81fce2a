// Every chart, laid out for paper sizes with 1, 9 and 20 systems, short and long names, in the
// English and the Chinese UI, measured through TextRecorder: no text outside the figure or its
// clip, no two texts overlapping, every system named; and no two systems drawn alike.

#include "tests/gui/TextRecorder.h"

#include "tests/TestData.h"
#include "tests/gui/ChartVariants.h"
#include "ui/charts/ChartExportDialog.h"
#include "ui/charts/ChartExporter.h"
#include "ui/charts/ChartText.h"
#include "ui/common/Dialogs.h"
#include "ui/common/SystemAppearance.h"
#include "ui/evaluation/EvaluationWorkspace.h"
#include "ui/MainWindow.h"
#include "ui/StudioSettings.h"
#include "ui/Translations.h"

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QScreen>
#include <QDir>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QStringList kSystems = {QStringLiteral("clausie"), QStringLiteral("m2oie_en"), QStringLiteral("minie"),
                              QStringLiteral("naive_oie"), QStringLiteral("openie6"), QStringLiteral("roi_n"),
                              QStringLiteral("roi_t"), QStringLiteral("stanford")};

// A convex polygon moved `by` towards its centre at every corner.
QPolygonF shrunk(const QPolygonF &polygon, double by)
{
    QPointF centre;
    for (const QPointF &point : polygon)
        centre += point;
    centre /= qMax<qsizetype>(1, polygon.size());
    QPolygonF result;
    for (const QPointF &point : polygon) {
        const QLineF line(point, centre);
        result.append(line.length() > by ? line.pointAt(by / line.length()) : centre);
    }
    return result;
}

// Problems of one rendering: texts outside the figure or their clip, overlapping texts.
QStringList layoutProblems(const TextRecorder &recorder)
{
    constexpr double kTolerance = 0.75;
    QStringList problems;
    const QRectF figure(0, 0, recorder.width(), recorder.height());
    const QVector<TextRecorder::Text> &texts = recorder.texts();
    const auto describe = [](const TextRecorder::Text &text) {
        const auto box = [](const QRectF &rect) {
            return QStringLiteral("[%1,%2 %3x%4]")
                .arg(QString::number(rect.x(), 'f', 1), QString::number(rect.y(), 'f', 1),
                     QString::number(rect.width(), 'f', 1), QString::number(rect.height(), 'f', 1));
        };
        return QStringLiteral("'%1' %2%3").arg(text.text, box(text.rect),
                                                text.clip.isNull() ? QString() : QStringLiteral(" in ") + box(text.clip));
    };
    for (int i = 0; i < texts.size(); ++i) {
        const TextRecorder::Text &text = texts.at(i);
        if (text.text.trimmed().isEmpty())
            continue;
        if (!figure.adjusted(-kTolerance, -kTolerance, kTolerance, kTolerance).contains(text.rect))
            problems.append(QStringLiteral("clipped by the figure: ") + describe(text));
        else if (!text.clip.isNull() && !text.clip.adjusted(-kTolerance, -kTolerance, kTolerance, kTolerance).contains(text.rect))
            problems.append(QStringLiteral("clipped by its clip rect: ") + describe(text));
        for (int j = i + 1; j < texts.size(); ++j) {
            const TextRecorder::Text &other = texts.at(j);
            if (other.text.trimmed().isEmpty())
                continue;
            // Turned texts overlap when their turned rectangles do (shrunk by the tolerance).
            const QRectF overlap = text.rect.intersected(other.rect);
            if (overlap.width() > kTolerance && overlap.height() > kTolerance &&
                shrunk(text.shape, kTolerance).intersects(shrunk(other.shape, kTolerance)))
                problems.append(QStringLiteral("overlap: ") + describe(text) + QStringLiteral(" / ") + describe(other));
        }
    }
    return problems;
}

// The texts drawn on one line run together (QPainter draws a run per script and font): a text
// that starts where the last one ends along its baseline, level or turned.
QStringList runs(const QVector<TextRecorder::Text> &texts)
{
    QStringList result;
    QString run;
    QPolygonF last;
    for (const TextRecorder::Text &text : texts) {
        // shape: top left, top right, bottom right, bottom left as drawn.
        if (text.shape.size() > 1 && last.size() > 1 && QLineF(text.shape.at(0), last.at(1)).length() < 1.0) {
            run += text.text;
        } else {
            if (!run.isEmpty())
                result.append(run);
            run = text.text;
        }
        last = text.shape;
    }
    if (!run.isEmpty())
        result.append(run);
    return result;
}

// True when `text` names the series: its legend text, its name, or its name elided (at the
// end, at the start or in the middle: the pieces between the "…" are the name's, in order, the
// first at its start unless the text starts with "…", the last at its end unless it ends with
// one), optionally followed by the detail (" (AUC 0.422)").
bool names(const QString &text, const ChartSeries &series)
{
    if (text == series.legendText() || text == series.name)
        return true;
    const QChar ellipsis(0x2026);
    const QString suffix = series.detail.isEmpty() ? QString() : QStringLiteral(" (") + series.detail + QLatin1Char(')');
    QString body = text;
    if (!suffix.isEmpty() && body.endsWith(suffix))
        body.chop(suffix.size());
    if (!body.contains(ellipsis) || series.name.contains(ellipsis))
        return false;
    const QStringList pieces = body.split(ellipsis);
    if (QString(body).remove(ellipsis).trimmed().size() < 2)
        return false;
    qsizetype at = 0;
    for (int i = 0; i < pieces.size(); ++i) {
        const QString &piece = pieces.at(i);
        if (piece.isEmpty())
            continue;
        const qsizetype found = series.name.indexOf(piece, at);
        if (found < 0 || (i == 0 && found != 0))
            return false;
        if (i == pieces.size() - 1 && !series.name.endsWith(piece))
            return false;
        at = found + piece.size();
    }
    return true;
}

// The series no drawn text names apart from the others: a text that names it and no other
// series with another name (an elided name shared by two systems tells neither apart).
QStringList unnamed(const QStringList &texts, const QVector<ChartSeries> &series)
{
    QStringList result;
    for (const ChartSeries &one : series) {
        bool found = false;
        for (const QString &text : texts) {
            if (!names(text, one))
                continue;
            bool ambiguous = false;
            for (const ChartSeries &other : series)
                ambiguous = ambiguous || (other.name != one.name && names(text, other));
            if (!ambiguous) {
                found = true;
                break;
            }
        }
        if (!found)
            result.append(one.legendText());
    }
    return result;
}

} // namespace

class TestChartLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void paletteAndStylesKeepSystemsApart();
    void appearanceAssignsOneStylePerSystem();
    void textHelpers();
    void exportDialogPresetsAndTrueSizePreview();
    void legendKeepsUnderscores();
    void sizesAndDataCsvForScriptedExport();
    void nothingClippedOrOverlapping_data();
    void nothingClippedOrOverlapping();

private:
    QTemporaryDir m_settingsDir;
    QVector<ChartData> m_english;
    QVector<ChartData> m_chinese;
};

void TestChartLayout::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    Dialogs::setInteractive(false);
    QVERIFY(m_settingsDir.isValid());
    StudioSettings::useTemporaryStore(m_settingsDir.filePath(QStringLiteral("settings.ini")));
    Translations::install(qApp, QLocale(QStringLiteral("en")));
    const QString gold = TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
    REQUIRE_DATA_FILE(gold);
    MainWindow window;
    QVERIFY(window.openGold(gold));
    for (const QString &system : kSystems) {
        const QString file = TestData::benchie(QStringLiteral("systems/") + system + QStringLiteral("_explicit.txt"));
        REQUIRE_DATA_FILE(file);
        QVERIFY(window.addSystem(system, file));
    }
    // A ninth system (the palette of eight used to give it the first one's colour).
    QVERIFY(window.addSystem(QStringLiteral("graphene"), TestData::benchie(QStringLiteral("systems/clausie_explicit.txt"))));
    auto *workspace = window.findChild<EvaluationWorkspace *>(QStringLiteral("evaluationWorkspace"));
    QVERIFY(workspace);
    QString error;
    QVERIFY2(workspace->attachCarbGold(TestData::benchie(QStringLiteral("carb_explicit.txt")), &error), qPrintable(error));
    m_english = workspace->charts();
    Translations::install(qApp, QLocale(QStringLiteral("zh_CN")));
    m_chinese = workspace->charts();
    QVERIFY(m_english.size() >= 8);
    QCOMPARE(m_chinese.size(), m_english.size());
    QVERIFY(m_chinese.first().title != m_english.first().title); // the Chinese UI is in force
    QSet<ChartData::Kind> kinds;
    for (const ChartData &chart : std::as_const(m_english)) {
        kinds.insert(chart.kind);
        QCOMPARE(chart.series.size(), 9);
    }
    QCOMPARE(kinds.size(), 3); // bars, curves and the heat map
}

void TestChartLayout::cleanupTestCase()
{
}

void TestChartLayout::paletteAndStylesKeepSystemsApart()
{
    const QVector<QColor> palette = SystemStyle::palette();
    QVERIFY(palette.size() >= 12);
    // Distinct colours: no two closer than 60 in RGB distance.
    for (int i = 0; i < palette.size(); ++i) {
        for (int j = i + 1; j < palette.size(); ++j) {
            const double distance = std::hypot(palette.at(i).red() - palette.at(j).red(),
                                               palette.at(i).green() - palette.at(j).green(),
                                               palette.at(i).blue() - palette.at(j).blue());
            QVERIFY2(distance > 60, qPrintable(QStringLiteral("%1 and %2").arg(i).arg(j)));
        }
    }
    QSet<QString> colourMarker;
    QSet<QString> colourHatch;
    QSet<QString> markerLine;
    for (int i = 0; i < 20; ++i) {
        const SystemStyle style = SystemStyle::forIndex(i);
        colourMarker.insert(style.color.name() + QString::number(int(style.marker)));
        colourHatch.insert(style.color.name() + QString::number(int(style.hatch)));
        markerLine.insert(QString::number(int(style.marker)) + QString::number(int(style.line)));
    }
    QCOMPARE(colourMarker.size(), 20);
    QCOMPARE(colourHatch.size(), 20);
    // In grey print the colour may not tell curves apart: marker + line style do.
    QCOMPARE(markerLine.size(), 20);
    // The first five systems' bars differ in hatching alone.
    QSet<int> hatches;
    for (int i = 0; i < 5; ++i)
        hatches.insert(int(SystemStyle::forIndex(i).hatch));
    QCOMPARE(hatches.size(), 5);
}

void TestChartLayout::appearanceAssignsOneStylePerSystem()
{
    SystemAppearance appearance;
    QVector<QColor> colors;
    for (int i = 0; i < 9; ++i)
        colors.append(appearance.color(QStringLiteral("s%1").arg(i)));
    QVERIFY(colors.at(8) != colors.at(0)); // the ninth is not the first's
    QCOMPARE(appearance.style(QStringLiteral("s3")).marker, SystemStyle::forIndex(3).marker);
    // The user's colour, everywhere the style is asked for; renames keep it.
    QSignalSpy changed(&appearance, &SystemAppearance::changed);
    appearance.setColor(QStringLiteral("s2"), QColor(Qt::magenta));
    QCOMPARE(changed.size(), 1);
    QCOMPARE(appearance.style(QStringLiteral("s2")).color, QColor(Qt::magenta));
    QCOMPARE(appearance.style(QStringLiteral("s2")).marker, SystemStyle::forIndex(2).marker);
    appearance.rename(QStringLiteral("s2"), QStringLiteral("t2"));
    QCOMPARE(appearance.color(QStringLiteral("t2")), QColor(Qt::magenta));
    appearance.setColor(QStringLiteral("t2"), QColor());
    QCOMPARE(appearance.color(QStringLiteral("t2")), SystemStyle::forIndex(2).color);
}

void TestChartLayout::textHelpers()
{
    QFont font;
    font.setPixelSize(9);
    const QFontMetrics metrics(font);
    const QString title = QStringLiteral("Error buckets per system (1 = slot agrees with the closest gold triple)");
    const QString wrapped = ChartText::wrap(metrics, title, 120, 3);
    for (const QString &line : wrapped.split(QLatin1Char('\n')))
        QVERIFY2(ChartText::width(metrics, line) <= 120, qPrintable(line));
    QCOMPARE(QString(wrapped).replace(QLatin1Char('\n'), QLatin1Char(' ')), title);
    const QString two = ChartText::wrap(metrics, title, 120, 2);
    QCOMPARE(two.count(QLatin1Char('\n')), 1);
    QVERIFY(two.endsWith(QChar(0x2026)));
    // Chinese breaks between characters.
    const QString chinese = ChartText::wrap(metrics, QStringLiteral("错误抽取的槽位错误错误抽取的槽位错误"), 60, 4);
    QVERIFY(chinese.contains(QLatin1Char('\n')));
    QVERIFY(ChartText::width(metrics, ChartText::elide(metrics, title, 50)) <= 50);
    // Names sharing a long prefix stay apart: elided around what tells them apart, each within
    // the width, each showing its whole distinguishing word.
    const QStringList names = {QStringLiteral("开放信息抽取系统 clausie（第二次运行）"), QStringLiteral("开放信息抽取系统 sys10（第二次运行）"),
                               QStringLiteral("开放信息抽取系统 sys11（第二次运行）")};
    const QStringList labels = ChartText::elideDistinct(metrics, names, 60);
    QVERIFY(ChartText::distinct(labels, names));
    QVERIFY(!ChartText::distinct(QStringList{QStringLiteral("a…"), QStringLiteral("a…")}, QStringList{QStringLiteral("ab"), QStringLiteral("ac")}));
    for (int i = 0; i < names.size(); ++i) {
        QVERIFY2(ChartText::width(metrics, labels.at(i)) <= 60, qPrintable(labels.at(i)));
        QVERIFY2(labels.at(i).startsWith(QChar(0x2026)), qPrintable(labels.at(i)));
    }
    QVERIFY(labels.at(0).contains(QStringLiteral("clausie")));
    QVERIFY(labels.at(1).contains(QStringLiteral("sys10")));
    // Names told apart at their start keep the plain end elision.
    QCOMPARE(ChartText::elideDistinct(metrics, {QStringLiteral("alpha system run"), QStringLiteral("beta system run")}, 40),
             (QStringList{ChartText::elide(metrics, QStringLiteral("alpha system run"), 40),
                          ChartText::elide(metrics, QStringLiteral("beta system run"), 40)}));
    QCOMPARE(ChartText::readableOn(QColor(0x08, 0x30, 0x6b)), QColor(Qt::white));
    QCOMPARE(ChartText::readableOn(QColor(0xf7, 0xfb, 0xff)), QColor(Qt::black));
}

void TestChartLayout::sizesAndDataCsvForScriptedExport()
{
    ChartExportOptions options;
    QString error;
    QVERIFY(ChartExporter::parseSize(QStringLiteral("8.5x6cm"), &options, &error));
    QCOMPARE(options.width, 8.5);
    QCOMPARE(options.height, 6.0);
    QVERIFY(ChartExporter::parseSize(QStringLiteral("3.3x2.5in"), &options, &error));
    QCOMPARE(options.unit, ChartExportOptions::Unit::Inches);
    QVERIFY(ChartExporter::parseSize(QStringLiteral("16cm"), &options, &error));
    QCOMPARE(options.height, 12.0); // 4:3
    QVERIFY(!ChartExporter::parseSize(QStringLiteral("8x"), &options, &error));
    QVERIFY(error.contains(QStringLiteral("'8x'")));
    // The data beside each figure: every series with its full name and every value.
    for (const ChartData &chart : std::as_const(m_english)) {
        const QStringList lines = ChartExporter::dataCsv(chart).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        if (chart.kind == ChartData::Kind::Curves) {
            int points = 0;
            for (const ChartSeries &series : chart.series)
                points += int(series.xs.size());
            QCOMPARE(lines.size(), points + 1);
            QVERIFY(lines.at(1).startsWith(chart.series.first().name + QLatin1Char(',')));
            QCOMPARE(lines.at(1).section(QLatin1Char(','), 2, 2).toDouble(), chart.series.first().xs.first());
        } else {
            QCOMPARE(lines.size(), chart.series.size() + 1);
            QCOMPARE(lines.at(1).section(QLatin1Char(','), 1, 1).toDouble(), chart.series.first().values.first());
        }
    }
}

void TestChartLayout::exportDialogPresetsAndTrueSizePreview()
{
    ChartExportOptions defaults;
    QCOMPARE(defaults.width, ChartExportOptions::kOneColumn);
    ChartExportDialog dialog(defaults, nullptr, m_english.first());
    auto *preset = dialog.findChild<QComboBox *>(QStringLiteral("exportPreset"));
    auto *aspect = dialog.findChild<QComboBox *>(QStringLiteral("exportAspect"));
    auto *width = dialog.findChild<QDoubleSpinBox *>(QStringLiteral("exportWidth"));
    auto *preview = dialog.findChild<QLabel *>(QStringLiteral("exportPreview"));
    QVERIFY(preset && aspect && width && preview);
    QCOMPARE(preset->currentData().toDouble(), ChartExportOptions::kOneColumn); // found from the options
    QCOMPARE(aspect->currentText(), QStringLiteral("4:3"));
    preset->setCurrentIndex(preset->findData(ChartExportOptions::kTwoColumns));
    aspect->setCurrentIndex(aspect->findText(QStringLiteral("2:1")));
    QCOMPARE(dialog.options().width, 17.0);
    QCOMPARE(dialog.options().height, 8.5);
    // True size: the preview is 17 cm wide at the screen's physical resolution.
    const double dpi = dialog.screen()->physicalDotsPerInchX();
    const QPixmap pixmap = preview->pixmap();
    QVERIFY(!pixmap.isNull());
    QCOMPARE(qRound(pixmap.width() / pixmap.devicePixelRatio()), qRound(qRound(17.0 / 2.54 * 72) * dpi / 72));
    // A width typed by hand is a custom size; the height follows the aspect.
    width->setValue(12.0);
    QCOMPARE(preset->currentData().toDouble(), 0.0);
    QCOMPARE(dialog.options().height, 6.0);
}

// The dialog's preview (and any PNG) at a screen's few pixels per point keeps the underscores
// of names ("m2oie_en", not "m2oie en"): QCustomPlot clips each legend item to its rectangle
// moved up by one unit, so the item must reach below the underscore's ink. Checked on the
// layout (each legend text's underscore inside its clip) and on the pixels under it.
void TestChartLayout::legendKeepsUnderscores()
{
    const ChartData &chart = m_english.first(); // P/R/F1, nine systems, four with an underscore
    QVERIFY(chart.series.at(1).name.contains(QLatin1Char('_')));
    QStringList failures;
    for (const double points : {8.0, 9.0}) {
        ChartExportOptions options;
        options.width = ChartExportOptions::kOneColumn;
        options.height = 6.0;
        options.fontPoints = points;
        const QSize size = ChartExporter::figureSize(chart, options);
        TextRecorder recorder(size.width(), size.height());
        QVERIFY(ChartExporter::render(chart, options, &recorder));
        for (const double dpi : {72.0, 96.0, 110.0, 144.0, 300.0}) {
            const QImage image = ChartExporter::pixmap(chart, options, dpi).toImage();
            const double scale = dpi / 72.0;
            int checked = 0;
            for (const TextRecorder::Text &text : recorder.texts()) {
                const qsizetype at = text.text.indexOf(QLatin1Char('_'));
                if (at < 0 || text.clip.isNull() || (!text.shape.isEmpty() && text.shape.first().y() != text.rect.top()))
                    continue; // legend texts: level, and clipped to their item
                const QFontMetricsF metrics(text.font);
                const QRectF ink = metrics.tightBoundingRect(QStringLiteral("_"))
                                       .translated(text.rect.left() + metrics.horizontalAdvance(text.text.left(at)),
                                                   text.rect.top() + metrics.ascent());
                const QString where = QStringLiteral("%1 pt, %2 dpi, '%3': underscore ink [%4..%5] ")
                                          .arg(points)
                                          .arg(dpi)
                                          .arg(text.text)
                                          .arg(ink.top())
                                          .arg(ink.bottom());
                if (!text.clip.contains(ink))
                    failures.append(where + QStringLiteral("outside its clip [%1..%2]").arg(text.clip.top()).arg(text.clip.bottom()));
                // Some pixel of the underscore is dark (the text is black on white).
                const QRect pixels = QRectF(ink.left() * scale, ink.top() * scale, ink.width() * scale,
                                            ink.height() * scale)
                                         .toAlignedRect()
                                         .adjusted(0, -1, 0, 1)
                                         .intersected(image.rect());
                int darkest = 255;
                for (int y = pixels.top(); y <= pixels.bottom(); ++y) {
                    for (int x = pixels.left(); x <= pixels.right(); ++x)
                        darkest = qMin(darkest, qGray(image.pixel(x, y)));
                }
                if (darkest > 128)
                    failures.append(where + QStringLiteral("not drawn (darkest grey %1 in %2,%3 %4x%5)")
                                                .arg(darkest)
                                                .arg(pixels.x())
                                                .arg(pixels.y())
                                                .arg(pixels.width())
                                                .arg(pixels.height()));
                ++checked;
            }
            QVERIFY2(checked >= 4, qPrintable(QStringLiteral("%1 legend names with an underscore").arg(checked)));
        }
    }
    QVERIFY2(failures.isEmpty(), qPrintable(QStringLiteral("%1 problems, first ones:\n").arg(failures.size())
                                            + failures.mid(0, 40).join(QLatin1Char('\n'))));
}

void TestChartLayout::nothingClippedOrOverlapping_data()
{
    QTest::addColumn<bool>("chinese");
    QTest::addColumn<int>("systems");
    QTest::addColumn<bool>("longNames");
    QTest::addColumn<double>("width");
    QTest::addColumn<double>("height");
    for (const bool chinese : {false, true}) {
        for (const int systems : {1, 9, 20}) {
            for (const bool longNames : {false, true}) {
                // One column (8.5 cm, and ACL's 7.7 cm) and two columns (17 cm).
                for (const auto &size : {std::pair<double, double>(ChartExportOptions::kAclColumn, 5.5),
                                         std::pair<double, double>(ChartExportOptions::kOneColumn, 6.0),
                                         std::pair<double, double>(ChartExportOptions::kTwoColumns, 7.0)}) {
                    QTest::addRow("%s %d %s %.1fx%.1fcm", chinese ? "zh" : "en", systems, longNames ? "long" : "short",
                                  size.first, size.second)
                        << chinese << systems << longNames << size.first << size.second;
                }
            }
        }
    }
}

void TestChartLayout::nothingClippedOrOverlapping()
{
    QFETCH(bool, chinese);
    QFETCH(int, systems);
    QFETCH(bool, longNames);
    QFETCH(double, width);
    QFETCH(double, height);
    ChartExportOptions options;
    options.width = width;
    options.height = height;
    options.fontPoints = 8;
    const QVector<ChartData> charts = chartsWithSystems(chinese ? m_chinese : m_english, systems, longNames, chinese);
    QStringList failures;
    for (const bool title : {true, false}) {
        options.title = title;
        for (const ChartData &chart : charts) {
            const QSize size = ChartExporter::figureSize(chart, options);
            QCOMPARE(size.width(), qRound(options.widthPoints()));
            QCOMPARE(size.height(), qRound(options.heightPoints())); // the heat map too
            if (chart.kind == ChartData::Kind::HeatMap) // at 300 dpi: 708 px for 6 cm, not 858
                QCOMPARE(ChartExporter::pixmap(chart, options, 300).height(), qRound(size.height() * 300 / 72.0));
            TextRecorder recorder(size.width(), size.height());
            QVERIFY(ChartExporter::render(chart, options, &recorder));
            QVERIFY(!recorder.texts().isEmpty());
            // OIE_CHART_PNG=DIR: every rendering as a PNG, to look at.
            if (qEnvironmentVariableIsSet("OIE_CHART_PNG")) {
                QString tag = QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_'));
                ChartExporter::pixmap(chart, options, 200)
                    .save(QDir(qEnvironmentVariable("OIE_CHART_PNG"))
                              .filePath(tag + QLatin1Char('-') + chart.fileName + (title ? QStringLiteral("-title") : QString()) +
                                        QStringLiteral(".png")));
            }
            if (qEnvironmentVariable("OIE_CHART_DUMP") == chart.fileName) {
                for (const TextRecorder::Text &text : recorder.texts())
                    qInfo() << text.text << text.rect << text.clip;
            }
            for (const QString &problem : layoutProblems(recorder))
                failures.append(chart.fileName + QStringLiteral(": ") + problem);
            const QStringList drawn = runs(recorder.texts());
            for (const QString &name : unnamed(drawn, chart.series))
                failures.append(chart.fileName + QStringLiteral(": no text names ") + name + QStringLiteral(" apart"));
        }
    }
    if (qEnvironmentVariableIsSet("OIE_CHART_PROBLEMS")) { // every problem, not only the first ones
        for (const QString &failure : failures)
            qInfo("%s", qPrintable(failure));
    }
    QVERIFY2(failures.isEmpty(), qPrintable(QStringLiteral("%1 problems, first ones:\n").arg(failures.size()) +
                                            failures.mid(0, 12).join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestChartLayout)
#include "TestChartLayout.moc"
