// An OIE2016 gold file (sentence<TAB>base verb<TAB>predicate<TAB>arg1<TAB>arg2...).
#include "core/oie2016/Oie2016GoldReader.h"
#include "tests/fuzz/FuzzSupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Diagnostics diagnostics;
    Oie2016GoldReader::readBytes(Fuzz::bytes(data, size), Fuzz::fileName(), &diagnostics);
    return 0;
}
