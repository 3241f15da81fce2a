#pragma once

#include <QFont>
#include <QPaintDevice>
#include <QPaintEngine>
#include <QPolygonF>
#include <QRectF>
#include <QString>
#include <QTransform>
#include <QVector>

// A paint device that draws nothing and records where every text lands: the rectangle of
// each text item (its advance by its ascent + descent, through the painter's transform, in
// device units) and the clip in force. Tests lay a chart out through it and measure.
class TextRecorder : public QPaintDevice
{
public:
    struct Text
    {
        QString text;
        QRectF rect; // axis-aligned bounds
        QPolygonF shape; // the text's rectangle, turned as drawn
        QRectF clip; // empty when no clip was set
        QFont font; // as drawn (before the painter's transform)
    };

    TextRecorder(int width, int height);
    ~TextRecorder() override;

    QPaintEngine *paintEngine() const override;
    const QVector<Text> &texts() const { return m_texts; }
    int width() const { return m_width; }
    int height() const { return m_height; }

protected:
    int metric(PaintDeviceMetric metric) const override;

private:
    class Engine;
    friend class Engine;
    Engine *m_engine;
    QVector<Text> m_texts;
    int m_width;
    int m_height;
};
