#pragma once

#include "ui/charts/ChartData.h"

#include <QString>
#include <QVector>

// Charts with more (or fewer) systems than were loaded, for the layout and LaTeX tests: the
// first `count` of the loaded ones, then copies of them with other values and names ("sys10");
// every series in the style SystemAppearance gives the n-th system; optionally long names,
// English or Chinese.
inline QVector<ChartData> chartsWithSystems(const QVector<ChartData> &charts, int count, bool longNames = false,
                                            bool chinese = false)
{
    QVector<ChartData> result;
    for (ChartData chart : charts) {
        const QVector<ChartSeries> loaded = chart.series;
        chart.series.clear();
        for (int i = 0; i < count && !loaded.isEmpty(); ++i) {
            ChartSeries series = loaded.at(i % loaded.size());
            QString name = series.name;
            if (i >= loaded.size()) {
                name = QStringLiteral("sys%1").arg(i + 1);
                for (double &value : series.values)
                    value *= 0.9 - 0.02 * i;
            }
            if (longNames) {
                name = chinese ? QStringLiteral("开放信息抽取系统 %1（第二次运行，含并列分析）").arg(name)
                               : QStringLiteral("%1 with coordination analysis, second run").arg(name);
            }
            ChartSeries styled = ChartSeries::styled(name, SystemStyle::forIndex(i));
            styled.values = series.values;
            styled.xs = series.xs;
            styled.detail = series.detail;
            chart.series.append(styled);
        }
        result.append(chart);
    }
    return result;
}
