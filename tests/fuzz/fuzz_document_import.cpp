// Any file given to the studio or as --gold: its kind told by content, then read by that
// kind's reader (project, BenchIE gold, CoNLL-U, sentence per line, raw text); no tagging.
#include "core/document/DocumentImport.h"
#include "tests/fuzz/FuzzSupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ImportOptions options;
    options.tagPartsOfSpeech = false;
    Benchmark benchmark;
    Diagnostics diagnostics;
    QString error;
    DocumentImport::openBytes(Fuzz::bytes(data, size), Fuzz::fileName(), &benchmark, &diagnostics, &error, options);
    return 0;
}
