// An OIE2016 system file in one native format (OIE_FUZZ_OIE2016_FORMAT, one target per
// format); ReVerb's sentence numbers point into a small sentence file.
#include "core/oie2016/Oie2016SystemReader.h"
#include "tests/fuzz/FuzzSupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Diagnostics diagnostics;
    Oie2016SystemReader::readBytes(Fuzz::bytes(data, size), Fuzz::fileName(),
                                   Oie2016SystemReader::Format::OIE_FUZZ_OIE2016_FORMAT, Fuzz::sentences(),
                                   &diagnostics);
    return 0;
}
