#pragma once

#include "core/base/PyText.h"

#include <QString>
#include <QStringList>
#include <QStringView>

#include <utility>

// Native system formats read alike by the official CaRB and OIE2016 readers. Reading is the
// reader's state (CarbSystemReader's or Oie2016SystemReader's): its sink, ignore(),
// confidence() and add(sentence, relation, arguments, confidence, line).

// ClausIE's native output: a one-field line is
// the current sentence, a five-field line `id "arg1" "rel" "arg2" score` an extraction of it;
// every other line is passed over (Reading::ignore). A blank line is a one-field line too: it
// makes the empty string the current sentence.
template <typename Reading>
void readClausIeLine(Reading &r, QStringView line, int lineNo, QString *sentence, bool *haveSentence)
{
    const auto data = PyText::splitViews(line, QLatin1Char('\t'));
    if (data.size() == 1) {
        if (data.at(0).isEmpty())
            r.sink.warn(lineNo,
                        QStringLiteral("blank line: as in the official reader, the extractions that follow "
                                       "belong to an empty sentence (no gold) until the next sentence line"));
        *sentence = data.at(0).toString();
        *haveSentence = true;
        return;
    }
    if (data.size() != 5) {
        r.ignore(lineNo);
        return;
    }
    if (!*haveSentence) {
        r.sink.error(lineNo, QStringLiteral("extraction before any sentence line: line skipped"));
        return;
    }
    // The quotes go as field[1:-1] does: first and last character, whatever they are.
    const auto unquoted
        = [](QStringView field) { return field.size() < 2 ? QString() : field.sliced(1, field.size() - 2).toString(); };
    double confidence = 0;
    if (r.confidence(lineNo, data.at(4), &confidence))
        r.add(*sentence, unquoted(data.at(2)), {unquoted(data.at(1)), unquoted(data.at(3))}, confidence, lineNo);
}

// PropS: confidence, sentence, relation, then label/argument pairs (the labels dropped); the
// caller has checked that the line has the first three fields.
template <typename Reading, typename Fields> void addPropsExtraction(Reading &r, const Fields &data, int lineNo)
{
    QStringList arguments;
    for (qsizetype f = 4; f < data.size(); f += 2)
        arguments.append(data.at(f).toString());
    double confidence = 0;
    if (r.confidence(lineNo, data.at(0), &confidence))
        r.add(data.at(1), data.at(2).toString(), std::move(arguments), confidence, lineNo);
}
