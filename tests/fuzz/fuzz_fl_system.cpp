// A BenchIE^FL system file read the official way, scored against a small gold in both modes.
#include "core/fl/FlScorer.h"
#include "core/fl/FlSystemReader.h"
#include "tests/fuzz/FuzzSupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Diagnostics diagnostics;
    const SystemOutput output = FlSystemReader::readOfficial(Fuzz::bytes(data, size), Fuzz::fileName(), &diagnostics);
    static const FlScorer principled(Fuzz::benchieGold(), FlOptions());
    static const FlScorer official(Fuzz::benchieGold(), FlOptions::officialScorer());
    principled.score(output);
    official.score(output);
    return 0;
}
