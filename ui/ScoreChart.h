#pragma once

#include "SystemScore.h"

#include <QVector>
#include <qcustomplot.h>

// Grouped bars of precision, recall and F1, one group per system.
class ScoreChart : public QCustomPlot
{
    Q_OBJECT

public:
    explicit ScoreChart(QWidget *parent = nullptr);

    void setScores(const QVector<SystemScore> &scores);

private:
    QCPBars *addBars(const QString &name, const QColor &color);
    void updateLabels(const QVector<SystemScore> &scores);

    QCPBarsGroup *m_group = nullptr;
    QCPBars *m_precision = nullptr;
    QCPBars *m_recall = nullptr;
    QCPBars *m_f1 = nullptr;
    QCPItemText *m_placeholder = nullptr;
    QVector<QCPItemText *> m_labels;
    QSharedPointer<QCPAxisTickerText> m_ticker;
};
