#include "core/oie2016/Oie2016SystemReader.h"

#include "core/base/InputShape.h"
#include "core/base/NameTable.h"
#include "core/base/PyText.h"
#include "core/base/TextFileLines.h"
#include "core/carb/CarbSystemReader.h"
#include "core/carb/NativeFormatLines.h"

#include <cmath>
#include <utility>

namespace {

using Format = Oie2016SystemReader::Format;

const QList<std::pair<QString, Format>> &formatTable()
{
    static const QList<std::pair<QString, Format>> table = {
        {QStringLiteral("ollie"), Format::Ollie},       {QStringLiteral("reverb"), Format::ReVerb},
        {QStringLiteral("stanford"), Format::Stanford}, {QStringLiteral("openie4"), Format::OpenIe4},
        {QStringLiteral("clausie"), Format::ClausIe},   {QStringLiteral("props"), Format::PropS},
    };
    return table;
}

// ReVerb's phrase is a run of whole tokens of the sentence it was extracted from.
bool containsPhrase(const QString &paddedSentence, const QString &phrase)
{
    return paddedSentence.contains(QLatin1Char(' ') + phrase + QLatin1Char(' '));
}

// The state of one file: the corpus, the sink, and the lines the official reader passes over
// without a word (reported once, with a count and the first line).
struct Reading
{
    Oie2016Corpus corpus;
    DiagnosticSink &sink;
    int ignored = 0;
    int firstIgnored = 0;
    int misattributed = 0; // ReVerb: extractions whose words are not in the sentence they get
    QStringView rawLine = {}; // the line being read, as in the file (columns count from its start)

    void ignore(int lineNo)
    {
        if (ignored++ == 0)
            firstIgnored = lineNo;
    }
    // Python float() on the field; NaN and infinities are refused (no threshold can hold them).
    bool confidence(int lineNo, QStringView field, double *value)
    {
        bool ok = false;
        *value = PyText::trimmed(field).toDouble(&ok);
        if (ok && std::isfinite(*value))
            return true;
        sink.errorAt(lineNo, Diagnostic::columnOf(rawLine, field),
                     QStringLiteral("confidence '%1' is not a finite number: line skipped").arg(field.toString()));
        return false;
    }
    // False, with an error, when a line has fewer fields than the official reader indexes.
    bool enough(int lineNo, qsizetype found, qsizetype needed, const QString &layout)
    {
        if (found >= needed)
            return true;
        sink.error(lineNo,
                   QStringLiteral("expected %1 (at least %2 tab-separated fields), found %3: line skipped "
                                  "(the official reader stops with an error here)")
                       .arg(layout, QString::number(needed), QString::number(found)));
        return false;
    }
    void add(QStringView sentence, QStringView predicate, QStringList arguments, double confidence, int lineNo)
    {
        corpus.add(sentence, Oie2016Extraction{predicate.toString(), std::move(arguments), confidence, lineNo});
    }
};

// Where a format with fixed columns keeps the fields the official reader uses.
struct Columns
{
    int confidence;
    int arg1;
    int relation;
    int arg2;
    int sentence; // the last field used
    const char *layout;
};

// OLLIE (1.3): confidence, arg1, rel, arg2, enabler, attribution, sentence[, ...].
const Columns ollieColumns{0, 1, 2, 3, 6, "CONFIDENCE, ARG1, REL, ARG2, ENABLER, ATTRIBUTION, SENTENCE"};
// Stanford Open IE (1.7): ReVerb-like columns, arg1 rel arg2 in 2-4, confidence 11, sentence 12.
const Columns stanfordColumns{11, 2, 3, 4, 12, "the ReVerb-like columns, sentence in field 13"};

void readColumnsLine(Reading &r, QStringView line, int lineNo, const Columns &c)
{
    const auto data = PyText::splitViews(line, QLatin1Char('\t'));
    double confidence = 0;
    if (r.enough(lineNo, data.size(), c.sentence + 1, QLatin1String(c.layout))
        && r.confidence(lineNo, data.at(c.confidence), &confidence))
        r.add(data.at(c.sentence), data.at(c.relation), {data.at(c.arg1).toString(), data.at(c.arg2).toString()},
              confidence, lineNo);
}

// ReVerb (1.6): the sentence is line int(field 1) of the raw sentence file, not ReVerb's own
// sentence (field 12); that file is not the one ReVerb numbered, and the official figures
// reflect the mismatch, so it is kept and counted.
void readReverbLine(Reading &r, QStringView line, int lineNo, const QHash<QString, QString> &sentences)
{
    const auto data = PyText::splitViews(line, QLatin1Char('\t'));
    if (!r.enough(lineNo, data.size(), 12, QStringLiteral("ReVerb's 18 columns")))
        return;
    bool ok = false;
    const int number = PyText::trimmed(data.at(1)).toInt(&ok);
    const auto it = ok && number > 0 ? sentences.constFind(QString::number(number)) : sentences.constEnd();
    if (it == sentences.constEnd()) {
        r.sink.error(lineNo,
                     QStringLiteral("sentence number '%1' is not a line of the sentence file (1 to %2): line "
                                    "skipped")
                         .arg(data.at(1).toString(), QString::number(sentences.size())));
        return;
    }
    double confidence = 0;
    if (!r.confidence(lineNo, data.at(11), &confidence))
        return;
    const QString sentence = PyText::trimmedString(it.value());
    const QString padded = QLatin1Char(' ') + sentence + QLatin1Char(' ');
    if (!containsPhrase(padded, data.at(2).toString()) || !containsPhrase(padded, data.at(3).toString())
        || !containsPhrase(padded, data.at(4).toString()))
        ++r.misattributed;
    r.add(sentence, data.at(3), {data.at(2).toString(), data.at(4).toString()}, confidence, lineNo);
}

// PropS (1.5): score, sentence, predicate, then label/argument pairs (labels dropped).
void readPropsLine(Reading &r, QStringView line, int lineNo)
{
    const auto data = PyText::splitViews(line, QLatin1Char('\t'));
    if (!r.enough(lineNo, data.size(), 3, QStringLiteral("SCORE, SENTENCE, PREDICATE, LABEL, ARGUMENT...")))
        return;
    addPropsExtraction(r, data, lineNo);
}

// OpenIE-4 (1.4) through CaRB's reader: the same fields, the same `(`...`,List(` cut, the same
// lines skipped; its sentence groups become ours.
Oie2016Corpus openIe4(const QByteArray &bytes, const QString &fileName, Diagnostics *diagnostics)
{
    const CarbCorpus carb
        = CarbSystemReader::readBytes(bytes, fileName, CarbSystemReader::Format::OpenIe4, {}, diagnostics);
    DiagnosticSink sink(diagnostics, fileName);
    Oie2016Corpus corpus;
    for (const CarbSentence &sentence : carb.sentences()) {
        Oie2016Sentence group{sentence.text, sentence.line, {}};
        for (const CarbTuple &tuple : sentence.tuples) {
            if (!std::isfinite(tuple.confidence)) {
                sink.error(tuple.line, QStringLiteral("confidence is not a finite number: line skipped"));
                continue;
            }
            group.extractions.append(Oie2016Extraction{tuple.relation, tuple.arguments, tuple.confidence, tuple.line});
        }
        if (!group.extractions.isEmpty())
            corpus.addSentence(std::move(group));
    }
    return corpus;
}

} // namespace

bool Oie2016SystemReader::parseFormat(const QString &name, Format *format)
{
    return NameTable::parse(formatTable(), name, format);
}

QString Oie2016SystemReader::formatName(Format format)
{
    return NameTable::name(formatTable(), format);
}

QStringList Oie2016SystemReader::formatNames()
{
    return NameTable::names(formatTable());
}

bool Oie2016SystemReader::readFile(const QString &path, Format format, const QHash<QString, QString> &sentences,
                                   Oie2016Corpus *system, Diagnostics *diagnostics, QString *error)
{
    return InputShape::readSystemFile(
        path, QStringLiteral("a system output in the %1 format").arg(formatName(format)), true,
        [&](const QByteArray &bytes, Diagnostics *lines) { return readBytes(bytes, path, format, sentences, lines); },
        [](const Oie2016Corpus &corpus) { return corpus.extractionCount(); }, system, diagnostics, error);
}

Oie2016Corpus Oie2016SystemReader::readBytes(const QByteArray &bytes, const QString &fileName, Format format,
                                             const QHash<QString, QString> &sentences, Diagnostics *diagnostics)
{
    if (format == Format::OpenIe4) {
        Oie2016Corpus corpus = openIe4(bytes, fileName, diagnostics);
        corpus.path = fileName;
        return corpus;
    }
    DiagnosticSink sink(diagnostics, fileName);
    Reading r{Oie2016Corpus(), sink};
    r.corpus.path = fileName;
    if (format == Format::ReVerb && sentences.isEmpty()) {
        sink.error(0,
                   QStringLiteral("the ReVerb reader needs the raw sentence file its sentence numbers point into "
                                  "(docs/scoring/oie2016.md 1.6): nothing read"));
        return std::move(r.corpus);
    }
    const TextFileLines text = TextFileLines::decode(bytes, sink);
    QString clausIeSentence;
    bool haveSentence = false;
    int blank = 0;
    int firstBlank = 0;
    for (int i = 0; i < text.lines.size(); ++i) {
        const int lineNo = i + 1;
        r.rawLine = text.lines.at(i);
        const QStringView line = PyText::trimmed(r.rawLine);
        if (format == Format::Ollie && i == 0) {
            // The official reader skips the first line, whatever it holds.
            bool numeric = false;
            const double number = PyText::trimmed(PyText::splitViews(line, QLatin1Char('\t')).at(0)).toDouble(&numeric);
            if (numeric && std::isfinite(number))
                sink.warn(lineNo,
                          QStringLiteral("the first line is skipped as OLLIE's header, as the official reader "
                                         "does, but it looks like an extraction"));
            continue;
        }
        if (line.isEmpty() && format != Format::ClausIe) {
            if (blank++ == 0)
                firstBlank = lineNo;
            continue;
        }
        switch (format) {
        case Format::Ollie:
            readColumnsLine(r, line, lineNo, ollieColumns);
            break;
        case Format::Stanford:
            readColumnsLine(r, line, lineNo, stanfordColumns);
            break;
        case Format::ReVerb:
            readReverbLine(r, line, lineNo, sentences);
            break;
        case Format::ClausIe:
            readClausIeLine(r, line, lineNo, &clausIeSentence, &haveSentence);
            break;
        case Format::PropS:
            readPropsLine(r, line, lineNo);
            break;
        case Format::OpenIe4:
            break;
        }
    }
    if (blank > 0 && format == Format::PropS)
        sink.info(firstBlank,
                  QStringLiteral("%1 blank line(s) skipped, as the official reader does (first on this "
                                 "line)")
                      .arg(blank));
    else if (blank > 0)
        sink.warn(firstBlank,
                  QStringLiteral("%1 blank line(s) skipped; the official reader stops with an error on "
                                 "them (first on this line)")
                      .arg(blank));
    if (r.ignored > 0)
        sink.info(r.firstIgnored,
                  QStringLiteral("%1 line(s) with neither 1 nor 5 tab-separated fields ignored, as the "
                                 "official reader does (first on this line)")
                      .arg(r.ignored));
    if (r.misattributed > 0)
        sink.warn(0,
                  QStringLiteral("%1 of %2 ReVerb extraction(s) fall on a sentence that does not contain their "
                                 "words: as the official reader does, a sentence number is taken as a line of the "
                                 "sentence file, which is not the input ReVerb numbered (docs/scoring/oie2016.md "
                                 "1.6)")
                      .arg(QString::number(r.misattributed), QString::number(r.corpus.extractionCount())));
    if (format == Format::ClausIe || format == Format::PropS)
        r.corpus.normalizeConfidences();
    if (r.corpus.sentences().isEmpty())
        sink.warn(0, QStringLiteral("no extractions read from this file"));
    return std::move(r.corpus);
}
