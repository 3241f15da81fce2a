// Raw text: the sentence splitter and the PTB tokenizer, on the input decoded as UTF-8.
#include "core/text/PtbTokenizer.h"
#include "core/text/SentenceSplitter.h"
#include "tests/fuzz/FuzzSupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = QString::fromUtf8(Fuzz::bytes(data, size));
    SentenceSplitter::split(text);
    PtbTokenizer::tokenizeText(text);
    return 0;
}
