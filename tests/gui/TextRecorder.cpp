#include "tests/gui/TextRecorder.h"

#include <QFontMetricsF>
#include <QPainterPath>
#include <QTextItem>

class TextRecorder::Engine : public QPaintEngine
{
public:
    explicit Engine(TextRecorder *device)
        : QPaintEngine(QPaintEngine::AllFeatures)
        , m_device(device)
    {
    }

    bool begin(QPaintDevice *) override { return true; }
    bool end() override { return true; }
    Type type() const override { return QPaintEngine::User; }
    void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
    void drawPath(const QPainterPath &) override {}
    void drawPolygon(const QPointF *, int, PolygonDrawMode) override {}
    void drawRects(const QRectF *, int) override {}
    void drawLines(const QLineF *, int) override {}
    void drawEllipse(const QRectF &) override {}

    void updateState(const QPaintEngineState &state) override
    {
        const QPaintEngine::DirtyFlags flags = state.state();
        if (flags & DirtyTransform)
            m_transform = state.transform();
        QRectF clip;
        bool clipChanged = false;
        if (flags & DirtyClipRegion) {
            clip = m_transform.mapRect(QRectF(state.clipRegion().boundingRect()));
            clipChanged = true;
        } else if (flags & DirtyClipPath) {
            clip = m_transform.mapRect(state.clipPath().boundingRect());
            clipChanged = true;
        }
        if (clipChanged) {
            switch (state.clipOperation()) {
            case Qt::NoClip:
                m_clip = QRectF();
                break;
            case Qt::ReplaceClip:
                m_clip = clip;
                break;
            case Qt::IntersectClip:
                m_clip = m_clip.isNull() ? clip : m_clip.intersected(clip);
                break;
            }
        }
        if ((flags & DirtyClipEnabled) && !state.isClipEnabled())
            m_clip = QRectF();
    }

    void drawTextItem(const QPointF &position, const QTextItem &item) override
    {
        const QFontMetricsF metrics(item.font());
        const QRectF local(position.x(), position.y() - metrics.ascent(), metrics.horizontalAdvance(item.text()),
                           metrics.ascent() + metrics.descent());
        m_device->m_texts.append({item.text(), m_transform.mapRect(local), m_transform.map(QPolygonF(local)), m_clip,
                                   item.font()});
    }

private:
    TextRecorder *m_device;
    QTransform m_transform;
    QRectF m_clip;
};

TextRecorder::TextRecorder(int width, int height)
    : m_engine(new Engine(this))
    , m_width(width)
    , m_height(height)
{
}

TextRecorder::~TextRecorder()
{
    delete m_engine;
}

QPaintEngine *TextRecorder::paintEngine() const
{
    return m_engine;
}

int TextRecorder::metric(PaintDeviceMetric metric) const
{
    switch (metric) {
    case PdmWidth:
        return m_width;
    case PdmHeight:
        return m_height;
    case PdmWidthMM:
        return qRound(m_width * 25.4 / 72.0);
    case PdmHeightMM:
        return qRound(m_height * 25.4 / 72.0);
    case PdmNumColors:
        return 0x7fffffff;
    case PdmDepth:
        return 32;
    case PdmDpiX:
    case PdmDpiY:
    case PdmPhysicalDpiX:
    case PdmPhysicalDpiY:
        return 72;
    case PdmDevicePixelRatio:
        return 1;
    case PdmDevicePixelRatioScaled:
        return int(QPaintDevice::devicePixelRatioFScale());
    }
    return 0;
}
