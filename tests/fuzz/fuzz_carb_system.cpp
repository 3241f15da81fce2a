// A CaRB system file in one native format (OIE_FUZZ_CARB_FORMAT, one target per format), read
// with the sentence texts of a small gold and scored against that gold.
#include "core/carb/CarbScorer.h"
#include "core/carb/CarbSystemReader.h"
#include "tests/fuzz/FuzzSupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Diagnostics diagnostics;
    const CarbCorpus system = CarbSystemReader::readBytes(Fuzz::bytes(data, size), Fuzz::fileName(),
                                                          CarbSystemReader::Format::OIE_FUZZ_CARB_FORMAT,
                                                          Fuzz::sentences(), &diagnostics);
    CarbScorer::score(Fuzz::carbGold(), system);
    return 0;
}
