#pragma once

// Shared by the libFuzzer targets of tests/fuzz (built with -DOIE_FUZZ=ON, run by
// tools/fuzz.sh): the input as a reader gets it, and small fixed documents that the system
// readers and scorers pair the fuzzed input with.
#include "core/benchie/BenchieGoldReader.h"
#include "core/carb/CarbCorpus.h"
#include "core/model/Benchmark.h"

#include <QByteArray>
#include <QHash>
#include <QString>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv);
extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

namespace Fuzz {

// A copy, as QFile::readAll gives it (null-terminated), so that a finding is one a real file
// could cause.
inline QByteArray bytes(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

inline QString fileName()
{
    return QStringLiteral("fuzz-input");
}

// A BenchIE gold of two sentences (optional tokens, two synsets), for system and bucket input.
const Benchmark &benchieGold();
// The sentence texts of that gold by id ("1", "2"), as --sentences gives them.
const QHash<QString, QString> &sentences();
// A CaRB gold of the same two sentences, for CaRB system input.
const CarbCorpus &carbGold();

} // namespace Fuzz
