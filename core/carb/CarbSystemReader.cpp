#include "core/carb/CarbSystemReader.h"

#include "core/base/InputShape.h"
#include "core/base/NameTable.h"
#include "core/base/PyText.h"
#include "core/base/TextFileLines.h"
#include "core/benchie/BenchieGoldReader.h"
#include "core/benchie/BenchieSystemReader.h"
#include "core/carb/NativeFormatLines.h"

#include <charconv>
#include <cmath>

namespace {

const QList<std::pair<QString, CarbSystemReader::Format>> &formatTable()
{
    using Format = CarbSystemReader::Format;
    static const QList<std::pair<QString, Format>> table = {
        {QStringLiteral("tab"), Format::Tabbed},      {QStringLiteral("benchie"), Format::Benchie},
        {QStringLiteral("openie4"), Format::OpenIe4}, {QStringLiteral("openie5"), Format::OpenIe5},
        {QStringLiteral("clausie"), Format::ClausIe}, {QStringLiteral("props"), Format::PropS},
    };
    return table;
}

// Python's float() on a field: surrounding whitespace allowed; NaN refused (it has no place
// among thresholds).
bool parseConfidence(QStringView field, double *confidence)
{
    const QStringView text = PyText::trimmed(field);
    // The common case, a plain ASCII number, without QString's locale-aware conversion.
    char buffer[64];
    if (text.size() > 0 && text.size() < qsizetype(sizeof buffer)) {
        qsizetype n = 0;
        for (; n < text.size() && text.at(n).unicode() < 0x80; ++n)
            buffer[n] = char(text.at(n).unicode());
        if (n == text.size()) {
            const auto [end, status] = std::from_chars(buffer, buffer + n, *confidence);
            if (status == std::errc() && end == buffer + n)
                return !std::isnan(*confidence);
        }
    }
    bool ok = false;
    *confidence = text.toDouble(&ok);
    return ok && !std::isnan(*confidence);
}

// The text of an OpenIE argument or relation such as `SimpleArgument(text,List([0, 4)))`:
// from the first '(' to the first ",List(" (Python slicing: empty when the end comes first).
bool openieText(QStringView field, QString *text)
{
    const qsizetype open = field.indexOf(QLatin1Char('('));
    const qsizetype end = PyText::indexOfAscii(field, ",List(");
    if (open < 0 || end < 0)
        return false;
    *text = end > open ? field.sliced(open + 1, end - open - 1).toString() : QString();
    return true;
}

// State while reading one file: the corpus, the sink, and the tally of lines ignored silently
// by the official reader (reported once, with the first line).
struct Reading
{
    CarbCorpus corpus;
    DiagnosticSink &sink;
    int ignored = 0;
    int firstIgnored = 0;
    QStringView rawLine = {}; // the line being read, as in the file (columns count from its start)

    void ignore(int lineNo)
    {
        if (ignored++ == 0)
            firstIgnored = lineNo;
    }
    bool confidence(int lineNo, QStringView field, double *value)
    {
        if (parseConfidence(field, value))
            return true;
        sink.errorAt(lineNo, Diagnostic::columnOf(rawLine, field),
                     QStringLiteral("confidence '%1' is not a number: line skipped").arg(field.toString()));
        return false;
    }
    void add(QStringView sentence, const QString &relation, const QStringList &arguments, double confidence, int lineNo)
    {
        corpus.addTuple(sentence, CarbTuple{relation, arguments, confidence, lineNo});
    }
};

// Tabbed: sentence, confidence, relation, arguments.
void readTabbedLine(Reading &r, QStringView line, int lineNo)
{
    const auto data = PyText::splitViews(line, QLatin1Char('\t'));
    if (data.size() < 3) {
        r.sink.error(lineNo,
                     QStringLiteral("expected SENTENCE<TAB>CONFIDENCE<TAB>RELATION<TAB>ARGUMENTS..., found "
                                    "%1 field(s): line skipped")
                         .arg(data.size()));
        return;
    }
    double confidence = 0;
    if (!r.confidence(lineNo, data.at(1), &confidence))
        return;
    QStringList arguments;
    for (qsizetype f = 3; f < data.size(); ++f)
        arguments.append(data.at(f).toString());
    r.add(data.at(0), data.at(2).toString(), arguments, confidence, lineNo);
}

// OpenIE-4 (fields 3-5 are arg1, relation, arg2) and OpenIE-5 (several arguments in field 5).
void readOpenIeLine(Reading &r, QStringView line, int lineNo, bool five)
{
    const auto data = PyText::splitViews(line, QLatin1Char('\t'));
    for (int f = 2; f < 5 && f < data.size(); ++f) {
        if (data.at(f).isEmpty()) {
            r.ignore(lineNo); // the official reader skips a line with an empty field 3, 4 or 5
            return;
        }
    }
    if (data.size() < 6) {
        r.sink.error(lineNo,
                     QStringLiteral("expected 6 tab-separated fields (confidence, context, argument, "
                                    "relation, argument, sentence), found %1: line skipped")
                         .arg(data.size()));
        return;
    }
    QString arg1;
    QString relation;
    QStringList arguments;
    bool ok = openieText(data.at(2), &arg1) && openieText(data.at(3), &relation);
    const QStringList pieces
        = five ? PyText::splitAscii(PyText::trimmed(data.at(4)), ");") : QStringList{data.at(4).toString()};
    for (const QString &piece : pieces) {
        QString argument;
        ok = ok && openieText(piece, &argument);
        arguments.append(argument);
    }
    if (!ok) {
        r.sink.error(lineNo, QStringLiteral("an argument or relation lacks \"(\" or \",List(\": line skipped"));
        return;
    }
    double confidence = 0;
    if (!r.confidence(lineNo, data.at(0), &confidence))
        return;
    // OpenIE-5 context, `Context(text,List(..))`: its text goes before arg1 unless arg1 and
    // the relation already start with it.
    QString context;
    if (five && !data.at(1).isEmpty()) {
        if (!openieText(data.at(1), &context)) {
            r.sink.error(lineNo, QStringLiteral("the context field lacks \"(\" or \",List(\": line skipped"));
            return;
        }
        if (!QString(arg1 + QLatin1Char(' ') + relation).startsWith(context))
            arg1 = context + QLatin1Char(' ') + arg1;
    }
    arguments.prepend(arg1);
    r.add(data.at(5), relation, arguments, confidence, lineNo);
}

// PropS: confidence, sentence, relation, then label/argument pairs.
void readPropsLine(Reading &r, QStringView line, int lineNo)
{
    const auto data = PyText::splitViews(line, QLatin1Char('\t'));
    if (data.size() < 3) {
        r.sink.error(lineNo,
                     QStringLiteral("expected CONFIDENCE<TAB>SENTENCE<TAB>RELATION<TAB>LABEL<TAB>ARGUMENT..., "
                                    "found %1 field(s): line skipped")
                         .arg(data.size()));
        return;
    }
    addPropsExtraction(r, data, lineNo);
}

void addBenchieExtractions(Reading &r, const ExtractionList &extractions, const QHash<QString, QString> &sentences)
{
    QHash<QString, int> unknown;
    for (const Extraction x : extractions) {
        const auto it = sentences.constFind(x.sentenceId);
        if (it == sentences.constEnd()) {
            if (unknown[x.sentenceId]++ == 0)
                r.sink.warn(x.line,
                            QStringLiteral("sentence id '%1' has no text in the sentence source: its "
                                           "extractions are ignored")
                                .arg(x.sentenceId));
            continue;
        }
        // Scored as the tabbed line CaRB would read after the conversion (docs/scoring/carb.md 3).
        const QString tabbed = it.value() + QStringLiteral("\t1.00\t") + x.relation + QLatin1Char('\t') + x.subject
            + QLatin1Char('\t') + x.object;
        readTabbedLine(r, PyText::trimmed(tabbed), x.line);
    }
}

} // namespace

bool CarbSystemReader::parseFormat(const QString &name, Format *format)
{
    return NameTable::parse(formatTable(), name, format);
}

QStringList CarbSystemReader::formatNames()
{
    return NameTable::names(formatTable());
}

QString CarbSystemReader::formatName(Format format)
{
    return NameTable::name(formatTable(), format);
}

bool CarbSystemReader::readFile(const QString &path, Format format, const QHash<QString, QString> &sentences,
                                CarbCorpus *system, Diagnostics *diagnostics, QString *error)
{
    // The BenchIE reader refuses other kinds itself.
    return InputShape::readSystemFile(
        path, QStringLiteral("a system output in the %1 format").arg(formatName(format)), format != Format::Benchie,
        [&](const QByteArray &bytes, Diagnostics *lines) { return readBytes(bytes, path, format, sentences, lines); },
        [](const CarbCorpus &corpus) { return corpus.addedTupleCount(); }, system, diagnostics, error);
}

CarbCorpus CarbSystemReader::readBytes(const QByteArray &bytes, const QString &fileName, Format format,
                                       const QHash<QString, QString> &sentences, Diagnostics *diagnostics)
{
    DiagnosticSink sink(diagnostics, fileName);
    Reading r{CarbCorpus(), sink};
    r.corpus.path = fileName;
    if (format == Format::Benchie) {
        addBenchieExtractions(r, BenchieSystemReader::readBytes(bytes, fileName, nullptr, diagnostics).extractions,
                              sentences);
    } else {
        const TextFileLines text = TextFileLines::decode(bytes, sink);
        QString clausIeSentence;
        bool haveSentence = false;
        for (int i = 0; i < text.lines.size(); ++i) {
            const int lineNo = i + 1;
            r.rawLine = text.lines.at(i);
            const QStringView line = PyText::trimmed(r.rawLine);
            if (line.isEmpty() && format != Format::ClausIe) {
                sink.info(lineNo, QStringLiteral("blank line skipped"));
                continue;
            }
            switch (format) {
            case Format::Tabbed:
                readTabbedLine(r, line, lineNo);
                break;
            case Format::OpenIe4:
            case Format::OpenIe5:
                readOpenIeLine(r, line, lineNo, format == Format::OpenIe5);
                break;
            case Format::PropS:
                readPropsLine(r, line, lineNo);
                break;
            case Format::ClausIe:
                readClausIeLine(r, line, lineNo, &clausIeSentence, &haveSentence);
                break;
            case Format::Benchie:
                break;
            }
        }
    }
    if (r.ignored > 0) {
        const QString why = format == Format::ClausIe ? QStringLiteral("with neither 1 nor 5 tab-separated fields")
                                                      : QStringLiteral("with an empty argument or relation field");
        sink.info(r.firstIgnored,
                  QStringLiteral("%1 line(s) %2 ignored, as the official reader does (first on this "
                                 "line)")
                      .arg(QString::number(r.ignored), why));
    }
    if (r.corpus.sentences().isEmpty())
        sink.warn(0, QStringLiteral("no extractions read from this file"));
    r.corpus.finish(sink);
    return std::move(r.corpus);
}

CarbCorpus CarbSystemReader::fromExtractions(const SystemOutput &output, const QHash<QString, QString> &sentences,
                                             Diagnostics *diagnostics)
{
    DiagnosticSink sink(diagnostics, output.path);
    Reading r{CarbCorpus(), sink};
    r.corpus.path = output.path;
    addBenchieExtractions(r, output.extractions, sentences);
    r.corpus.finish(sink);
    return std::move(r.corpus);
}

bool CarbSystemReader::readSentences(const QString &path, QHash<QString, QString> *sentences, Diagnostics *diagnostics,
                                     QString *error)
{
    QByteArray bytes;
    if (!TextFileLines::readFile(path, &bytes, error))
        return false;
    sentences->clear();
    if (bytes.startsWith("sent_id:") || bytes.startsWith("\xEF\xBB\xBFsent_id:")) {
        *sentences = BenchieGoldReader::readBytes(bytes, path, diagnostics).sentenceTexts();
        return true;
    }
    DiagnosticSink sink(diagnostics, path);
    const TextFileLines text = TextFileLines::decode(bytes, sink);
    for (int i = 0; i < text.lines.size(); ++i)
        sentences->insert(QString::number(i + 1), text.lines.at(i).toString());
    return true;
}
