// A CaRB gold file (sentence<TAB>relation<TAB>arg1<TAB>arg2...), then scored against itself.
#include "core/carb/CarbGoldReader.h"
#include "core/carb/CarbScorer.h"
#include "tests/fuzz/FuzzSupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Diagnostics diagnostics;
    const CarbCorpus gold = CarbGoldReader::readBytes(Fuzz::bytes(data, size), Fuzz::fileName(), &diagnostics);
    CarbScorer::score(gold, gold);
    return 0;
}
