// A bucket TSV file (sent_id<TAB>bucket) over a small gold, then the bucket scores of a system.
#include "core/analysis/SentenceBuckets.h"
#include "core/benchie/BenchieScorer.h"
#include "tests/fuzz/FuzzSupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const SystemScore score = [] {
        SystemOutput output;
        output.name = QStringLiteral("fixture");
        output.extractions.append({QStringLiteral("1"), QStringLiteral("team"), QStringLiteral("won"),
                                   QStringLiteral("the cup"), 1});
        output.extractions.append({QStringLiteral("2"), QStringLiteral("She"), QStringLiteral("is"),
                                   QStringLiteral("a nurse"), 2});
        return BenchieScorer(Fuzz::benchieGold(), Facet::Default).score(output);
    }();
    SentenceBuckets buckets(Fuzz::benchieGold());
    Diagnostics diagnostics;
    buckets.addTsv(Fuzz::bytes(data, size), Fuzz::fileName(), &diagnostics);
    buckets.score(score);
    return 0;
}
