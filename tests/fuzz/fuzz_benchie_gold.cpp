// A BenchIE gold file: read as the studio reads it (the write-back check included), then the
// gold statistics and the compiled gold of every facet that compiles slots differently.
#include "core/benchie/BenchieGoldReader.h"
#include "core/benchie/CompiledGold.h"
#include "core/benchie/GoldStatistics.h"
#include "tests/fuzz/FuzzSupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Diagnostics diagnostics;
    const Benchmark gold = BenchieGoldReader::readBytes(Fuzz::bytes(data, size), Fuzz::fileName(), &diagnostics);
    GoldStatistics::compute(gold);
    for (const Facet facet : {Facet::Default, Facet::Concat, Facet::Minimal, Facet::MinimalConcat})
        CompiledGold compiled(gold, facet);
    return 0;
}
