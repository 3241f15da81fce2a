// A CoNLL-U file from any parser.
#include "core/text/ConlluReader.h"
#include "tests/fuzz/FuzzSupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Benchmark benchmark;
    Diagnostics diagnostics;
    ConlluReader::readBytes(Fuzz::bytes(data, size), Fuzz::fileName(), &benchmark, &diagnostics);
    return 0;
}
