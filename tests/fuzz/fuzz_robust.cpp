// A ROBUST JSON file (gold and system share the shape), scored against itself.
#include "core/robust/RobustReader.h"
#include "core/robust/RobustScorer.h"
#include "tests/fuzz/FuzzSupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Diagnostics diagnostics;
    const QVector<RobustClique> cliques =
        RobustReader::readBytes(Fuzz::bytes(data, size), Fuzz::fileName(), &diagnostics);
    RobustScorer::score(cliques, cliques, &diagnostics, Fuzz::fileName(), Fuzz::fileName());
    return 0;
}
