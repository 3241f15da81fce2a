// A BenchIE^FL gold (the BenchIE gold format), read as the FL scorer reads it and compiled in
// both modes (forms, optional-token realizations, conjunction elements).
#include "core/benchie/BenchieGoldReader.h"
#include "core/fl/FlGold.h"
#include "tests/fuzz/FuzzSupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Diagnostics diagnostics;
    const Benchmark gold =
        BenchieGoldReader::readBytes(Fuzz::bytes(data, size), Fuzz::fileName(), &diagnostics, false);
    FlGold principled(gold, FlOptions(), &diagnostics);
    FlGold official(gold, FlOptions::officialScorer(), &diagnostics);
    return 0;
}
