#pragma once

#include "core/base/Diagnostic.h"
#include "core/benchie/GoldStatistics.h"
#include "core/model/Benchmark.h"
#include "core/model/Facet.h"
#include "core/model/SystemOutput.h"
#include "core/model/SystemScore.h"
#include "core/stats/Bootstrap.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QVector>

// The scores of several systems against one gold and facet, and their renderings: an
// aligned terminal table, CSV/TSV with a header row, a booktabs LaTeX tabular, and JSON.
struct ScoreReport
{
    enum class Format { Table, Json, Csv, Tsv, Latex };

    QString goldPath;
    QString scorer = QStringLiteral("benchie"); // the "scorer" JSON key; "fl" titles the table BenchIE^FL
    QString mode; // BenchIE^FL: the matcher's options (FlOptions::describe), shown when set
    Facet facet = Facet::Default;
    QVector<SystemScore> scores;
    QVector<const SystemOutput *> outputs; // parallel to scores; needed for --details
    bool withStats = false;
    GoldStatistics stats;
    bool withDetails = false;
    Diagnostics diagnostics;
    int decimals = 4; // for the table; JSON keeps full precision
    int latexDecimals = 3;
    int delimitedDecimals = -1; // CSV/TSV: -1 keeps full precision
    // --ci: each system's intervals (parallel to scores; empty without --ci) and how they were
    // drawn (IntervalColumns renders them).
    QVector<SystemIntervals> intervals;
    BootstrapSettings intervalSettings;

    static bool parseFormat(const QString &name, Format *format);
    // The names parseFormat knows, in the order usage messages list them.
    static QStringList formatNames();
    QString render(Format format) const;

    QJsonObject toJson() const;
    QString toTable() const;
    QString toDelimited(QChar separator) const;
    QString toLatex() const;

    static QString formatNumber(double value); // shortest text that reads back as the same double
    // A CSV field (quoted when needed) or a TSV field (tabs and newlines become spaces).
    static QString delimitedField(const QString &text, QChar separator);
    // LaTeX's special characters escaped for text mode (also < > |, and Δ σ ± × ≤ ≥ as math,
    // which pdflatex's text fonts lack).
    static QString latexEscape(const QString &text);
    // Rows aligned for a terminal (first column left, others right), a rule under the first.
    static QString alignedTable(const QVector<QStringList> &rows);
    // [{"file", "line", "severity", "message"}]
    static QJsonArray diagnosticsJson(const Diagnostics &diagnostics);
    // 0-based indices (synsets, extractions) as the 1-based numbers the reports show.
    static QJsonArray numbersFromOne(const QVector<int> &indices);
};
