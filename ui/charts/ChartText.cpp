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
            // CJK punctuation that may not start a line stays with the character before it.
            static const QString noLineStart = QStringLiteral("、。，．：；！？）」』】〕〉》");
            if (noLineStart.contains(c) && !result.isEmpty() && !space)
                result.last().text += c;
            else
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
    // elidedText measures the advance; step down until the drawn rectangle fits too. A space
    // or an opening bracket just before the ellipsis goes ("minie (…" reads "minie…").
    for (int w = width; w > 0; w -= 2) {
        QString elided = metrics.elidedText(text, Qt::ElideRight, w);
        if (ChartText::width(metrics, elided) > width)
            continue;
        while (elided.size() > 2 && elided.endsWith(QChar(0x2026))) {
            const QChar before = elided.at(elided.size() - 2);
            if (!before.isSpace() && before != QLatin1Char('(') && before != QChar(0xff08) && before != QLatin1Char('['))
                break;
            elided.remove(elided.size() - 2, 1);
        }
        return elided;
    }
    return QString(QChar(0x2026));
}

bool distinct(const QStringList &labels, const QStringList &texts)
{
    for (int i = 0; i < labels.size(); ++i) {
        for (int j = i + 1; j < labels.size(); ++j) {
            if (labels.at(i) == labels.at(j) && texts.value(i) != texts.value(j))
                return false;
        }
    }
    return true;
}

QStringList elideDistinct(const QFontMetrics &metrics, const QStringList &texts, int width)
{
    QStringList labels;
    for (const QString &text : texts)
        labels.append(elide(metrics, text, width));
    if (distinct(labels, texts))
        return labels;
    const QString ellipsis(QChar(0x2026));
    for (int i = 0; i < texts.size(); ++i) {
        const QString &text = texts.at(i);
        // The first character that differs from the nearest other text.
        qsizetype differs = 0;
        for (int j = 0; j < texts.size(); ++j) {
            const QString &other = texts.at(j);
            if (other == text)
                continue;
            qsizetype common = 0;
            while (common < text.size() && common < other.size() && text.at(common) == other.at(common))
                ++common;
            differs = qMax(differs, common);
        }
        // What a label must show: the differing character and the rest of its word (up to 4
        // characters more), so that "sys10" is not cut to "sys1…" nor "clausie" to "c…".
        qsizetype needed = differs + 1;
        while (needed < text.size() && needed < differs + 5 && text.at(needed).isLetterOrNumber() && !isCjk(text.at(needed)))
            ++needed;
        // Whether a label made of text.mid(from) (after an ellipsis when from > 0) shows that.
        const auto keeps = [&](const QString &label, qsizetype from) {
            const qsizetype head = from > 0 ? 1 : 0;
            const qsizetype tail = label.endsWith(ellipsis) && !text.endsWith(ellipsis) ? 1 : 0;
            return from + label.size() - head - tail >= needed;
        };
        if (differs >= text.size() || keeps(labels.at(i), 0))
            continue; // the end elision shows that character (or nothing tells this text apart)
        // From the start of the word holding it (a CJK character is a word); when the word
        // does not fit with it, the text stays elided at its end (and the caller finds that
        // the labels cannot be told apart at this width).
        qsizetype start = differs;
        while (start > 0 && !text.at(start - 1).isSpace() && !isCjk(text.at(start - 1)) && !isCjk(text.at(start)))
            --start;
        const auto label = [&](qsizetype from) -> QString {
            const QString head = from > 0 ? QString(ellipsis) : QString();
            return head + elide(metrics, text.mid(from), width - ChartText::width(metrics, head));
        };
        const QString candidate = label(start);
        if (keeps(candidate, start)) {
            labels[i] = candidate;
            continue;
        }
        // Too narrow for the rest of the word: the differing character alone ("…m2…").
        needed = differs + 1;
        if (keeps(candidate, start))
            labels[i] = candidate;
    }
    return labels;
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

QFont smaller(const QFont &font, int steps, double minimum)
{
    QFont result = font;
    if (font.pixelSize() > 0)
        result.setPixelSize(qMin(font.pixelSize(), qMax(int(minimum), font.pixelSize() - steps)));
    else
        result.setPointSizeF(qMin(font.pointSizeF(), qMax(minimum, font.pointSizeF() - steps)));
    return result;
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
