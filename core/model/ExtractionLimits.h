#pragma once

#include <QString>
#include <QStringView>

// Limits of a system file's extractions, shared by every BenchIE-format reader (BenchIE,
// BenchIE^FL in both modes): they bound what scoring spends on one sentence (its gold triples
// times its extractions) and on one slot (BenchIE^FL's official mode: a gold slot's optional
// words times the extraction's words). The real systems of ../shared/data write at most 72
// words in a slot and 120 extractions for a sentence. A line over them is an error at its line
// and is skipped (docs/user-guide/cli.md, "Limits of a system file").
namespace ExtractionLimits {
constexpr int kMaxWordsPerSlot = 1000;
constexpr int kMaxPerSentence = 2000;
// The error for an extraction with a slot over kMaxWordsPerSlot, or an empty string.
QString slotsOverLimit(QStringView subject, QStringView relation, QStringView object);
// The error for a sentence's extraction number kMaxPerSentence + 1.
QString overPerSentence(const QString &sentenceId);
} // namespace ExtractionLimits
