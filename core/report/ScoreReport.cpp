#include "core/report/ScoreReport.h"

#include "core/report/IntervalColumns.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

QString ScoreReport::delimitedField(const QString &text, QChar separator)
{
    if (separator == QLatin1Char('\t')) {
        QString clean = text;
        clean.replace(QLatin1Char('\t'), QLatin1Char(' '));
        clean.replace(QLatin1Char('\n'), QLatin1Char(' '));
        return clean;
    }
    if (!text.contains(separator) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n')))
        return text;
    QString quoted = text;
    quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString ScoreReport::latexEscape(const QString &text)
{
    QString out;
    for (const QChar c : text) {
        switch (c.unicode()) {
        case '\\':
            out += QStringLiteral("\\textbackslash{}");
            break;
        case '&':
        case '%':
        case '$':
        case '#':
        case '_':
        case '{':
        case '}':
            out += QLatin1Char('\\') + c;
            break;
        case '~':
            out += QStringLiteral("\\textasciitilde{}");
            break;
        case '^':
            out += QStringLiteral("\\textasciicircum{}");
            break;
        // In LaTeX's default OT1 encoding these print as other glyphs (< as ¡, > as ¿).
        case '<':
            out += QStringLiteral("\\textless{}");
            break;
        case '>':
            out += QStringLiteral("\\textgreater{}");
            break;
        case '|':
            out += QStringLiteral("\\textbar{}");
            break;
        // What headers and bucket labels use, which pdflatex has no glyph for in text.
        case 0x0394: // Δ (ROBUST's ΔAUC, ΔF1)
            out += QStringLiteral("\\ensuremath{\\Delta}");
            break;
        case 0x03C3: // σ
            out += QStringLiteral("\\ensuremath{\\sigma}");
            break;
        case 0x00B1: // ±
            out += QStringLiteral("\\ensuremath{\\pm}");
            break;
        case 0x00D7: // ×
            out += QStringLiteral("\\ensuremath{\\times}");
            break;
        case 0x2264: // ≤
            out += QStringLiteral("\\ensuremath{\\leq}");
            break;
        case 0x2265: // ≥
            out += QStringLiteral("\\ensuremath{\\geq}");
            break;
        default:
            out += c;
        }
    }
    return out;
}

QJsonArray ScoreReport::numbersFromOne(const QVector<int> &indices)
{
    QJsonArray array;
    for (int index : indices)
        array.append(index + 1);
    return array;
}

namespace {

const QList<std::pair<QString, ScoreReport::Format>> &formatTable()
{
    static const QList<std::pair<QString, ScoreReport::Format>> formats = {
        {QStringLiteral("table"), ScoreReport::Format::Table}, {QStringLiteral("json"), ScoreReport::Format::Json},
        {QStringLiteral("csv"), ScoreReport::Format::Csv},     {QStringLiteral("tsv"), ScoreReport::Format::Tsv},
        {QStringLiteral("latex"), ScoreReport::Format::Latex},
    };
    return formats;
}

} // namespace

QStringList ScoreReport::formatNames()
{
    QStringList names;
    for (const auto &entry : formatTable())
        names.append(entry.first);
    return names;
}

bool ScoreReport::parseFormat(const QString &name, Format *format)
{
    for (const auto &[text, value] : formatTable()) {
        if (text == name) {
            *format = value;
            return true;
        }
    }
    return false;
}

QJsonArray ScoreReport::diagnosticsJson(const Diagnostics &diagnostics)
{
    QJsonArray array;
    for (const Diagnostic &d : diagnostics) {
        QJsonObject item{{QStringLiteral("file"), d.file},
                         {QStringLiteral("line"), d.line},
                         {QStringLiteral("severity"), Diagnostic::severityName(d.severity)},
                         {QStringLiteral("message"), d.message}};
        if (d.column > 0)
            item.insert(QStringLiteral("column"), d.column);
        array.append(item);
    }
    return array;
}

QString ScoreReport::formatNumber(double value)
{
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

QString ScoreReport::alignedTable(const QVector<QStringList> &rows)
{
    QVector<int> widths;
    for (const QStringList &row : rows) {
        widths.resize(std::max(widths.size(), row.size()), 0);
        for (int c = 0; c < row.size(); ++c)
            widths[c] = std::max(widths[c], int(row.at(c).size()));
    }
    QString out;
    for (int r = 0; r < rows.size(); ++r) {
        QStringList cells;
        for (int c = 0; c < rows.at(r).size(); ++c)
            cells.append(c == 0 ? rows.at(r).at(c).leftJustified(widths[c]) : rows.at(r).at(c).rightJustified(widths[c]));
        out += cells.join(QStringLiteral("  ")) + QLatin1Char('\n');
        if (r == 0) {
            int total = 0;
            for (int w : widths)
                total += w;
            out += QString(total + 2 * (int(widths.size()) - 1), QLatin1Char('-')) + QLatin1Char('\n');
        }
    }
    return out;
}

QString ScoreReport::render(Format format) const
{
    switch (format) {
    case Format::Table:
        return toTable();
    case Format::Json:
        return QString::fromUtf8(QJsonDocument(toJson()).toJson(QJsonDocument::Indented));
    case Format::Csv:
        return toDelimited(QLatin1Char(','));
    case Format::Tsv:
        return toDelimited(QLatin1Char('\t'));
    case Format::Latex:
        return toLatex();
    }
    return QString();
}

QJsonObject ScoreReport::toJson() const
{
    QJsonArray systems;
    for (int i = 0; i < scores.size(); ++i) {
        const SystemScore &score = scores.at(i);
        QJsonObject system{
            {QStringLiteral("name"), score.name},
            {QStringLiteral("file"), score.path},
            {QStringLiteral("extractions"), score.extractions},
            {QStringLiteral("extractions_outside_gold"), score.ignored},
            {QStringLiteral("correct_extractions"), score.totals.correct},
            {QStringLiteral("tp"), score.totals.tp},
            {QStringLiteral("fp"), score.totals.fp},
            {QStringLiteral("fn"), score.totals.fn},
            {QStringLiteral("precision"), score.precision()},
            {QStringLiteral("recall"), score.recall()},
            {QStringLiteral("f1"), score.f1()},
        };
        if (i < intervals.size())
            IntervalColumns::addJson(&system, intervals.at(i));
        const SystemOutput *output = outputs.value(i, nullptr);
        if (withDetails && output) {
            QJsonArray extractions;
            for (int e = 0; e < output->extractions.size(); ++e) {
                const Extraction x = output->extractions.at(e);
                const ExtractionResult &r = score.results.at(e);
                QJsonObject item{
                    {QStringLiteral("sent_id"), x.sentenceId},
                    {QStringLiteral("line"), x.line},
                    {QStringLiteral("subject"), x.subject},
                    {QStringLiteral("relation"), x.relation},
                    {QStringLiteral("object"), x.object},
                    {QStringLiteral("verdict"), ExtractionResult::verdictName(r.verdict)},
                    {QStringLiteral("synsets"),
                     !r.creditedSynsets().isEmpty() ? numbersFromOne(r.creditedSynsets())
                     : r.creditedSynset >= 0        ? numbersFromOne({r.creditedSynset})
                                                    : QJsonArray()},
                    {QStringLiteral("matching_synsets"), numbersFromOne(r.matchingSynsets.toVector())},
                    {QStringLiteral("rule"),
                     r.rule == MatchRule::None ? QStringLiteral("none") : ExtractionResult::ruleName(r.rule)},
                };
                if (r.lastSynsetQuirk)
                    item.insert(QStringLiteral("quirk"), QStringLiteral("untrimmed-lookup-last-synset"));
                if (r.quirk != FlQuirk::None)
                    item.insert(QStringLiteral("quirk"), ExtractionResult::quirkText(r.quirk));
                if (!r.creditedRules().isEmpty()) {
                    QJsonArray rules;
                    for (MatchRule rule : r.creditedRules())
                        rules.append(ExtractionResult::ruleName(rule));
                    item.insert(QStringLiteral("rules"), rules);
                }
                extractions.append(item);
            }
            system.insert(QStringLiteral("extractions"), extractions);
            system.insert(QStringLiteral("extraction_count"), score.extractions);
        }
        systems.append(system);
    }
    QJsonObject root{
        {QStringLiteral("gold"), goldPath},
        {QStringLiteral("scorer"), scorer},
        {QStringLiteral("facet"), Facets::name(facet)},
        {QStringLiteral("systems"), systems},
    };
    if (withStats) {
        QJsonObject statsObject{
            {QStringLiteral("sentences"), stats.sentences},
            {QStringLiteral("synsets"), stats.synsets},
            {QStringLiteral("unique_extractions"), double(stats.uniqueExtractions)},
            {QStringLiteral("unique_extractions_is_lower_bound"), stats.uniqueIsLowerBound},
            {QStringLiteral("extractions_per_sentence"), stats.extractionsPerSentence},
            {QStringLiteral("synsets_per_sentence"), stats.synsetsPerSentence},
            {QStringLiteral("extractions_per_synset"), stats.extractionsPerSynset},
            {QStringLiteral("average_extraction_length"), stats.averageExtractionLength},
        };
        root.insert(QStringLiteral("stats"), statsObject);
    }
    if (!mode.isEmpty())
        root.insert(QStringLiteral("mode"), mode);
    if (!intervals.isEmpty())
        root.insert(QStringLiteral("ci"), IntervalColumns::settingsJson(intervalSettings));
    root.insert(QStringLiteral("diagnostics"), diagnosticsJson(diagnostics));
    return root;
}

QString ScoreReport::toTable() const
{
    const QStringList header{QStringLiteral("System"), QStringLiteral("Extr."), QStringLiteral("TP"),
                             QStringLiteral("FP"),     QStringLiteral("FN"),    QStringLiteral("P"),
                             QStringLiteral("R"),      QStringLiteral("F1")};
    QVector<QStringList> rows;
    for (const SystemScore &score : scores) {
        rows.append({score.name, QString::number(score.extractions), QString::number(score.totals.tp),
                     QString::number(score.totals.fp), QString::number(score.totals.fn),
                     QString::number(score.precision(), 'f', decimals), QString::number(score.recall(), 'f', decimals),
                     QString::number(score.f1(), 'f', decimals)});
    }
    QStringList unused = header;
    IntervalColumns::addToRows(Format::Table,
                               {{StatsMetric::Precision, 5}, {StatsMetric::Recall, 6}, {StatsMetric::F1, 7}}, intervals,
                               &unused, &rows, nullptr);
    rows.prepend(header);
    QString out = scorer == QLatin1String("fl")
        ? QStringLiteral("BenchIE^FL (%1), gold %2\n").arg(mode, goldPath)
        : QStringLiteral("BenchIE, facet %1, gold %2\n").arg(Facets::name(facet), goldPath);
    out += alignedTable(rows);
    if (!intervals.isEmpty())
        out += IntervalColumns::note(intervalSettings) + QLatin1Char('\n');
    if (withStats) {
        out += QStringLiteral("\nGold: %1 sentences, %2 synsets, %3%4 unique extractions\n")
                   .arg(QString::number(stats.sentences), QString::number(stats.synsets),
                        stats.uniqueIsLowerBound ? QStringLiteral("at least ") : QString(),
                        QString::number(stats.uniqueExtractions));
    }
    return out;
}

QString ScoreReport::toDelimited(QChar separator) const
{
    const QStringList header{QStringLiteral("system"), QStringLiteral("extractions"), QStringLiteral("tp"),
                             QStringLiteral("fp"),     QStringLiteral("fn"),          QStringLiteral("precision"),
                             QStringLiteral("recall"), QStringLiteral("f1")};
    const QVector<StatsMetric> metrics = StatsMetrics::of(false);
    QString out = (intervals.isEmpty() ? header : header + IntervalColumns::delimitedHeader(metrics)).join(separator)
        + QLatin1Char('\n');
    const std::function<QString(double)> number = [this](double value) {
        return delimitedDecimals < 0 ? formatNumber(value) : QString::number(value, 'f', delimitedDecimals);
    };
    for (int i = 0; i < scores.size(); ++i) {
        const SystemScore &score = scores.at(i);
        QStringList row{delimitedField(score.name, separator),
                        QString::number(score.extractions),
                        QString::number(score.totals.tp),
                        QString::number(score.totals.fp),
                        QString::number(score.totals.fn),
                        number(score.precision()),
                        number(score.recall()),
                        number(score.f1())};
        if (i < intervals.size())
            row += IntervalColumns::delimitedValues(metrics, intervals.at(i), number);
        out += row.join(separator) + QLatin1Char('\n');
    }
    return out;
}

QString ScoreReport::toLatex() const
{
    double bestF1 = -1;
    for (const SystemScore &score : scores)
        bestF1 = std::max(bestF1, score.f1());
    QString out;
    if (scorer == QLatin1String("fl"))
        out += QStringLiteral("% BenchIE^FL scores (") + mode + QLatin1Char(')');
    else
        out += QStringLiteral("% BenchIE scores, facet ") + Facets::name(facet);
    out += QStringLiteral("; requires \\usepackage{booktabs}\n");
    if (!intervals.isEmpty())
        out += QStringLiteral("% ") + IntervalColumns::note(intervalSettings) + QLatin1Char('\n');
    out += QStringLiteral("\\begin{tabular}{lrrrrrr") + QString(intervals.isEmpty() ? 0 : 3, QLatin1Char('r'))
        + QStringLiteral("}\n\\toprule\n");
    out += QStringLiteral("System & TP & FP & FN & P & R & F1")
        + (intervals.isEmpty() ? QString() : QStringLiteral(" & P CI & R CI & F1 CI"))
        + QStringLiteral(" \\\\\n\\midrule\n");
    for (int i = 0; i < scores.size(); ++i) {
        const SystemScore &score = scores.at(i);
        QString f1 = QString::number(score.f1(), 'f', latexDecimals);
        if (score.f1() == bestF1 && scores.size() > 1)
            f1 = QStringLiteral("\\textbf{") + f1 + QLatin1Char('}');
        QString bounds;
        for (const StatsMetric metric : StatsMetrics::of(false)) {
            if (i < intervals.size())
                bounds += QStringLiteral(" & ") + IntervalColumns::bounds(intervals.at(i).of(metric));
        }
        out += QStringLiteral("%1 & %2 & %3 & %4 & %5 & %6 & %7%8 \\\\\n")
                   .arg(latexEscape(score.name), QString::number(score.totals.tp), QString::number(score.totals.fp),
                        QString::number(score.totals.fn), QString::number(score.precision(), 'f', latexDecimals),
                        QString::number(score.recall(), 'f', latexDecimals), f1, bounds);
    }
    out += QStringLiteral("\\bottomrule\n\\end{tabular}\n");
    return out;
}
