#pragma once

#include "core/base/Diagnostic.h"
#include "core/fl/FlGold.h"
#include "core/fl/FlOptions.h"
#include "core/model/Benchmark.h"
#include "core/model/SystemOutput.h"
#include "core/model/SystemScore.h"

#include <QVector>

// BenchIE^FL scoring (docs/scoring/fl.md): the matcher's routes per (extraction, cluster), the
// correction that gives each cluster to one extraction, and FL's counting: precision over
// extractions, recall over clusters (an extraction credited with two clusters counts twice).
//
// Principled mode: sentences paired by id (extractions of ids absent from the gold are
// ignored), each pair decided on its own, the correction a maximum one-to-one assignment
// after exact matches, recall the distinct clusters credited. Official mode: docs/scoring/fl.md
// to the letter, including ids by position and the result encoding of section 10.
class FlScorer
{
public:
    FlScorer(const Benchmark &benchmark, const FlOptions &options);

    const FlOptions &options() const { return m_options; }
    const FlGold &gold() const { return m_gold; }
    const Diagnostics &goldDiagnostics() const { return m_goldDiagnostics; }

    // Results: verdict, credited clusters (creditedSynsets, with the rule of each), candidate
    // clusters before correction (matchingSynsets).
    SystemScore score(const SystemOutput &output) const;
    // The score of extractions loaded by the BenchIE reader (the studio's systems). In official
    // mode the file is read again the official way (FlSystemReader::readOfficial: the last
    // object loses a character, ...) and scored, and the results are given back parallel to
    // `loaded`, matched by line; counts stay the official reading's. A file that cannot be
    // read again is scored as loaded, with an error in *diagnostics.
    SystemScore scoreLoaded(const SystemOutput &loaded, Diagnostics *diagnostics) const;

private:
    // Sentence index of an extraction, or -1 (ignored); *counted: in the precision denominator.
    int sentenceOf(const Extraction &extraction, bool *counted) const;
    QVector<QVector<int>> correct(const QVector<Extraction> &extractions,
                                  const QVector<QVector<quint8>> &routes) const;
    void countOfficial(const SystemOutput &output, SystemScore *score) const;

    const Benchmark &m_benchmark;
    FlOptions m_options;
    Diagnostics m_goldDiagnostics;
    FlGold m_gold;
};
