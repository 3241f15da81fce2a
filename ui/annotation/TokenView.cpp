#include "ui/annotation/TokenView.h"

#include "ui/annotation/SlotEditor.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QResizeEvent>
#include <QToolTip>

#include <algorithm>

namespace {

constexpr int kPaddingX = 8;
constexpr int kPaddingY = 4;
constexpr int kMargin = 4;

QFont captionFont(const QFont &base)
{
    QFont font = base;
    font.setPointSizeF(base.pointSizeF() * 0.78);
    return font;
}

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

} // namespace

TokenView::TokenView(QWidget *parent)
    : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    setMouseTracking(true); // Ctrl + hover adds the chips the mouse enters
}

void TokenView::setTokens(const QStringList &tokens, const QStringList &tags, const QStringList &entities)
{
    m_tokens = tokens;
    m_tags = tags.size() == tokens.size() ? tags : QStringList();
    m_entities = entities.size() == tokens.size() ? entities : QStringList();
    m_slots = QVector<int>(tokens.size(), -1);
    m_focused = 0;
    m_anchor = -1;
    m_jumping = false;
    m_jump.clear();
    relayout();
}

void TokenView::setTokenSlots(const QVector<int> &slotOfToken)
{
    if (slotOfToken.size() == m_tokens.size() && slotOfToken != m_slots) {
        m_slots = slotOfToken;
        update();
    }
}

void TokenView::setShowIndices(bool show)
{
    m_showIndices = show;
    relayout();
}

void TokenView::setAppendSlot(int slot)
{
    if (m_appendSlot == slot)
        return;
    m_appendSlot = slot;
    update();
}

void TokenView::setShowTags(bool show)
{
    m_showTags = show;
    relayout();
}

void TokenView::setScheme(PosColors::Scheme scheme)
{
    m_scheme = scheme;
    update();
}

void TokenView::setFocusedToken(int token)
{
    if (m_tokens.isEmpty())
        return;
    m_focused = qBound(0, token, int(m_tokens.size()) - 1);
    update();
}

QRect TokenView::tokenRect(int token) const
{
    return m_rects.value(token);
}

int TokenView::tokenAt(const QPoint &position) const
{
    for (int i = 0; i < m_rects.size(); ++i) {
        if (m_rects.at(i).contains(position))
            return i;
    }
    return -1;
}

QColor TokenView::slotColor(int slot)
{
    static const QColor colors[] = {QColor(0x1f, 0x6f, 0xc0), QColor(0xc6, 0x28, 0x28), QColor(0x1b, 0x8a, 0x3a)};
    return slot >= 0 && slot < 3 ? colors[slot] : QColor();
}

QString TokenView::caption(int token) const
{
    QStringList parts;
    if (m_showIndices)
        parts << QString::number(token);
    if (m_showTags && !m_tags.isEmpty() && !m_tags.at(token).isEmpty())
        parts << m_tags.at(token);
    return parts.join(QLatin1Char(' '));
}

int TokenView::layoutChips(int width, QVector<QRect> *rects) const
{
    const QFontMetrics main(font());
    const QFontMetrics small(captionFont(font()));
    const bool twoLines = m_showIndices || (m_showTags && !m_tags.isEmpty());
    const int chipHeight = main.height() + (twoLines ? small.height() : 0) + 2 * kPaddingY;
    rects->clear();
    rects->reserve(m_tokens.size());
    int x = kMargin;
    int y = kMargin;
    for (int i = 0; i < m_tokens.size(); ++i) {
        const int chipWidth
            = std::max(main.horizontalAdvance(m_tokens.at(i)), small.horizontalAdvance(caption(i))) + 2 * kPaddingX;
        if (x > kMargin && x + chipWidth > width - kMargin) {
            x = kMargin;
            y += chipHeight + kSpacing;
        }
        rects->append(QRect(x, y, chipWidth, chipHeight));
        x += chipWidth + kSpacing;
    }
    return m_tokens.isEmpty() ? main.height() + 2 * kMargin : y + chipHeight + kMargin;
}

void TokenView::relayout()
{
    Q_EMIT neededHeightChanged(layoutChips(width(), &m_rects));
    updateGeometry();
    update();
}

int TokenView::heightForWidth(int width) const
{
    QVector<QRect> rects;
    return layoutChips(width, &rects);
}

QSize TokenView::sizeHint() const
{
    return QSize(600, heightForWidth(600));
}

QSize TokenView::minimumSizeHint() const
{
    return QSize(120, heightForWidth(width() > 0 ? width() : 600));
}

void TokenView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    const int height = layoutChips(width(), &m_rects);
    if (event->oldSize().width() != width())
        Q_EMIT neededHeightChanged(height);
}

void TokenView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange)
        relayout();
}

void TokenView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette &pal = palette();
    const bool dark = isDark(pal);
    const QFont smallFont = captionFont(font());
    const QFontMetrics main(font());
    for (int i = 0; i < m_rects.size(); ++i) {
        const QRectF rect = QRectF(m_rects.at(i)).adjusted(1, 1, -1, -1);
        const QString tag = m_tags.isEmpty() ? QString() : m_tags.at(i);
        // A labelled entity is coloured as a proper noun is (by the "named entities" scheme above all).
        const bool entity = !m_entities.isEmpty() && !m_entities.at(i).isEmpty();
        QColor fill = PosColors::background(entity ? PosColors::Category::ProperNoun : PosColors::category(tag),
                                            m_scheme, dark);
        if (!fill.isValid())
            fill = pal.color(QPalette::Button);
        const int slot = m_slots.value(i, -1);
        QPen border(pal.color(QPalette::Mid), 1);
        if (slot >= 0)
            border = QPen(slotColor(slot), 3);
        painter.setPen(border);
        painter.setBrush(fill);
        painter.drawRoundedRect(rect, 5, 5);
        const bool inRange = m_anchor >= 0 && i >= std::min(m_anchor, m_focused) && i <= std::max(m_anchor, m_focused);
        if (inRange) {
            QColor range = pal.color(QPalette::Highlight);
            range.setAlphaF(0.25);
            painter.setPen(Qt::NoPen);
            painter.setBrush(range);
            painter.drawRoundedRect(rect, 5, 5);
        }
        if (i == m_focused && hasFocus()) {
            painter.setPen(QPen(pal.color(QPalette::Highlight), 2, Qt::DashLine));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 6, 6);
        }
        painter.setPen(pal.color(QPalette::ButtonText));
        painter.setFont(font());
        const QRect textRect(m_rects.at(i).x(), m_rects.at(i).y() + kPaddingY, m_rects.at(i).width(), main.height());
        painter.drawText(textRect, Qt::AlignHCenter | Qt::AlignVCenter, m_tokens.at(i));
        const QString text = caption(i);
        if (!text.isEmpty()) {
            painter.setFont(smallFont);
            QColor captionColor = pal.color(QPalette::ButtonText);
            captionColor.setAlphaF(0.75);
            painter.setPen(captionColor);
            const QRect captionRect(m_rects.at(i).x(), textRect.bottom(), m_rects.at(i).width(),
                                    m_rects.at(i).bottom() - textRect.bottom() - kPaddingY + 2);
            painter.drawText(captionRect, Qt::AlignHCenter | Qt::AlignVCenter, text);
        }
        if (slot >= 0) {
            static const QString letters[] = {tr("S"), tr("R"), tr("O")};
            painter.setFont(smallFont);
            painter.setPen(slotColor(slot));
            painter.drawText(m_rects.at(i).adjusted(3, 1, -3, 0), Qt::AlignRight | Qt::AlignTop, letters[slot]);
        }
    }
    const auto drawNote = [&](const QString &text, bool right, const QColor &frame) {
        painter.setFont(font());
        const QRect box = QFontMetrics(font()).boundingRect(text).adjusted(-6, -3, 6, 3);
        const QRect placed(right ? width() - box.width() - kMargin : kMargin, height() - box.height() - kMargin,
                           box.width(), box.height());
        painter.setPen(frame);
        painter.setBrush(pal.color(QPalette::Base));
        painter.drawRoundedRect(placed, 4, 4);
        painter.setPen(pal.color(QPalette::Text));
        painter.drawText(placed, Qt::AlignCenter, text);
    };
    if (m_appendSlot >= 0 && m_appendSlot < 3) {
        //: Shown over the token chips after the key =: "Chips go to the end of: object (= ends it)"
        drawNote(tr("Chips go to the end of: %1 (= ends it)").arg(SlotEditor::slotName(m_appendSlot)), false,
                 slotColor(m_appendSlot));
    }
    if (m_jumping) {
        //: Shown over the token chips while typing after "/": the index or first letters typed
        drawNote(tr("Jump to: %1").arg(m_jump), true, pal.color(QPalette::Highlight));
    }
}

void TokenView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    const int token = tokenAt(event->position().toPoint());
    m_dragging = true;
    m_dragged.clear();
    if (token >= 0) {
        m_dragged.insert(token);
        setFocusedToken(token);
        Q_EMIT tokenActivated(token);
    }
}

void TokenView::mouseMoveEvent(QMouseEvent *event)
{
    const bool ctrl = event->modifiers() & Qt::ControlModifier;
    if (!m_dragging && !ctrl) {
        m_hovering = false;
        return;
    }
    if (!m_dragging && !m_hovering) { // Ctrl pressed: a new hover selection starts
        m_hovering = true;
        m_dragged.clear();
    }
    const int token = tokenAt(event->position().toPoint());
    if (token >= 0 && !m_dragged.contains(token)) {
        m_dragged.insert(token);
        setFocusedToken(token);
        Q_EMIT tokenDragged(token);
    }
}

void TokenView::mouseReleaseEvent(QMouseEvent *event)
{
    m_dragging = false;
    m_dragged.clear();
    QWidget::mouseReleaseEvent(event);
}

bool TokenView::event(QEvent *event)
{
    // Letters (type-ahead), and while jumping digits too, are the jump's, not the workspace's
    // one-key shortcuts.
    if (event->type() == QEvent::ShortcutOverride && !m_tokens.isEmpty() && !m_jumping
        && startsJump(static_cast<QKeyEvent *>(event))) {
        event->accept();
        return true;
    }
    if (event->type() == QEvent::ShortcutOverride && m_jumping) {
        auto *key = static_cast<QKeyEvent *>(event);
        const bool plain = !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
        if (plain
            && ((!key->text().isEmpty() && key->text().at(0).isPrint() && !key->text().at(0).isSpace())
                || key->key() == Qt::Key_Escape || key->key() == Qt::Key_Backspace)) {
            event->accept();
            return true;
        }
    }
    if (event->type() == QEvent::FocusIn || event->type() == QEvent::FocusOut)
        update();
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int token = tokenAt(help->pos());
        if (token >= 0) {
            const QString tag = m_tags.isEmpty() ? QString() : m_tags.at(token);
            //: Token chip tool tip: "Token 3: served (VBD, Verb)"
            const QString text = tag.isEmpty()
                ? tr("Token %1: %2").arg(QString::number(token), m_tokens.at(token))
                : tr("Token %1: %2 (%3, %4)")
                      .arg(QString::number(token), m_tokens.at(token), tag, PosColors::name(PosColors::category(tag)));
            const QString entity = m_entities.isEmpty() ? QString() : m_entities.at(token);
            //: Token chip tool tip, a named entity after the token: "... - entity: PER"
            QToolTip::showText(help->globalPos(), entity.isEmpty() ? text : tr("%1 - entity: %2").arg(text, entity),
                               this, tokenRect(token));
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(event);
}
