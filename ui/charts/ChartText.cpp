#include "ui/charts/ChartText.h"

#include <QStringList>
#include <QtMath>

namespace {

bool isCjk(QChar c)
{
    const ushort u = c.unicode();
    return (u >= 0x2e80 && u <= 0x9fff) || (u >= 0xf900 && u <= 0xfaff) || (u >= 0xff00 && u <= 0xffef) ||
        (u >= 0x3000 && u <= 0x303f);
}

struct Token
{
    QString text;
    bool spaceBefore = false;
};

QVector<Token> tokens(const QString &text)
{
    QVector<Token> result;
    bool space = false;
    QString word;
    const auto flush = [&]() {
        if (!word.isEmpty())
            result.append({word, space});
        if (!word.isEmpty())
            space = false;
        word.clear();
    };
    for (const QChar c : text) {
        if (c.isSpace()) {
            flush();
            space = true;
        } else if (isCjk(c)) {
            flush();
            result.append({QString(c), space});
            space = false;
        } else {
            word += c;
        }
    }
    flush();
    return result;
}

double channel(double value)
{
    return value <= 0.03928 ? value / 12.92 : qPow((value + 0.055) / 1.055, 2.4);
}

} // namespace

namespace ChartText {

int width(const QFontMetrics &metrics, const QString &text)
{
    if (text.isEmpty())
        return 0;
    return metrics.boundingRect(0, 0, 0, 0, Qt::TextDontClip, text).width();
}

QString elide(const QFontMetrics &metrics, const QString &text, int width)
{
    if (ChartText::width(metrics, text) <= width)
        return text;
    // elidedText measures the advance; step down until the drawn rectangle fits too.
    for (int w = width; w > 0; w -= 2) {
        const QString elided = metrics.elidedText(text, Qt::ElideRight, w);
        if (ChartText::width(metrics, elided) <= width)
            return elided;
    }
    return QString(QChar(0x2026));
}

QString wrap(const QFontMetrics &metrics, const QString &text, int width, int maxLines, bool breakWords)
{
    if (text.isEmpty() || ChartText::width(metrics, text) <= width)
        return text;
    QStringList lines;
    QString line;
    const QVector<Token> words = tokens(text);
    for (int i = 0; i < words.size(); ++i) {
        const Token &token = words.at(i);
        const QString candidate = line.isEmpty() ? token.text : line + (token.spaceBefore ? QStringLiteral(" ") : QString()) + token.text;
        if (ChartText::width(metrics, candidate) <= width) {
            line = candidate;
            continue;
        }
        if (!line.isEmpty())
            lines.append(line);
        line = token.text;
        // A word wider than a line is broken inside.
        while (breakWords && ChartText::width(metrics, line) > width && line.size() > 1) {
            int cut = int(line.size()) - 1;
            while (cut > 1 && ChartText::width(metrics, line.left(cut)) > width)
                --cut;
            lines.append(line.left(cut));
            line = line.mid(cut);
        }
    }
    if (!line.isEmpty())
        lines.append(line);
    if (lines.size() > maxLines) {
        QStringList kept = lines.mid(0, maxLines - 1);
        const QString rest = lines.mid(maxLines - 1).join(QLatin1Char(' '));
        kept.append(elide(metrics, rest, qMax(width, breakWords ? 0 : ChartText::width(metrics, lines.at(maxLines - 1)))));
        lines = kept;
    }
    return lines.join(QLatin1Char('\n'));
}

bool hasCjk(const QString &text)
{
    for (const QChar c : text) {
        if (isCjk(c))
            return true;
    }
    return false;
}

QColor readableOn(const QColor &background)
{
    const double luminance = 0.2126 * channel(background.redF()) + 0.7152 * channel(background.greenF()) +
        0.0722 * channel(background.blueF());
    // The contrast ratio against black, (L + 0.05) / 0.05, and white, 1.05 / (L + 0.05).
    return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? QColor(Qt::black) : QColor(Qt::white);
}

} // namespace ChartText
