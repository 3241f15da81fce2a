#pragma once

#include "core/model/Benchmark.h"
#include "core/model/Facet.h"
#include "core/model/SystemOutput.h"
#include "core/model/SystemScore.h"

#include <QCoreApplication>

// Case-only mismatches: the extractions BenchIE judges incorrect that would be correct if the
// gold and the system file were both lowercased (a system that lowercases its output scores
// next to nothing, and nothing else says why). BenchIE itself compares case-sensitively
// (docs/scoring/benchie.md 1.4); this only explains, it never changes a score.
class CaseMismatch
{
    Q_DECLARE_TR_FUNCTIONS(CaseMismatch)

public:
    // The gold with every slot, token and sentence text lowercased (markup kept).
    static Benchmark lowercased(const Benchmark &benchmark);
    static SystemOutput lowercased(const SystemOutput &output);
    // True when the system writes far fewer capitals than the gold's sentences do (under a
    // third of their share of the letters): a lowercased file. Only such systems are counted,
    // so that scoring every system twice never slows a normal run down.
    static bool looksLowercased(const Benchmark &benchmark, const SystemOutput &output);
    // For each system (parallel to outputs/scores) that looksLowercased and has incorrect
    // extractions: how many of them would be correct ignoring case (0 for the others). The
    // lowercased gold is compiled once for all of them.
    static QVector<int> count(const Benchmark &benchmark, Facet facet, const QVector<SystemOutput> &outputs,
                              const QVector<SystemScore> &scores);
    // Appends the warning "N of the M incorrect extractions would match ignoring case" to each
    // score with N > 0 (at the system file, line 0).
    static void addNotes(const Benchmark &benchmark, Facet facet, const QVector<SystemOutput> &outputs,
                         QVector<SystemScore> *scores);
    static QString note(int matching, int incorrect);
};
