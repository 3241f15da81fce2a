// A BenchIE system file (sent_id<TAB>subject<TAB>relation<TAB>object), read against a small
// gold and scored under every facet.
#include "core/benchie/BenchieScorer.h"
#include "core/benchie/BenchieSystemReader.h"
#include "tests/fuzz/FuzzSupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Diagnostics diagnostics;
    const Benchmark &gold = Fuzz::benchieGold();
    const SystemOutput output =
        BenchieSystemReader::readBytes(Fuzz::bytes(data, size), Fuzz::fileName(), &gold, &diagnostics);
    for (const Facet facet : {Facet::Default, Facet::Concat, Facet::Minimal, Facet::MinimalConcat})
        BenchieScorer(gold, facet).score(output);
    return 0;
}
