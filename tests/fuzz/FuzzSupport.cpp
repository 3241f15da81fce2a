#include "tests/fuzz/FuzzSupport.h"

#include "core/carb/CarbGoldReader.h"

#include <QtGlobal>

#include <cstdio>

namespace {

// Readers never print, but Qt may warn (a QJsonDocument, a QString::arg): silence everything
// short of a fatal message, which aborts and so is a finding.
void quietMessages(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type == QtFatalMsg)
        std::fprintf(stderr, "qFatal: %s\n", qPrintable(message));
}

const char kBenchieGold[] = "sent_id:1\tThe team won the cup in Paris .\n"
                            "1--> Cluster 1:\n"
                            "[The] team --> won --> [the] cup\n"
                            "[The] team --> won [the cup] in --> Paris\n"
                            "\n"
                            "1--> Cluster 2:\n"
                            "team --> won the cup in --> Paris\n"
                            "\n"
                            "sent_id:2\tShe is a doctor .\n"
                            "2--> Cluster 1:\n"
                            "She --> is --> [a] doctor\n";

const char kCarbGold[] = "The team won the cup in Paris .\twon\tThe team\tthe cup\n"
                         "The team won the cup in Paris .\twon the cup in\tThe team\tParis\n"
                         "She is a doctor .\tis\tShe\ta doctor\n";

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    qInstallMessageHandler(quietMessages);
    // Build the fixtures before the first input, so that their allocations are not new coverage.
    Fuzz::benchieGold();
    Fuzz::sentences();
    Fuzz::carbGold();
    return 0;
}

namespace Fuzz {

const Benchmark &benchieGold()
{
    static const Benchmark gold = [] {
        Diagnostics diagnostics;
        return BenchieGoldReader::readBytes(QByteArray(kBenchieGold), QStringLiteral("fixture-gold"), &diagnostics);
    }();
    return gold;
}

const QHash<QString, QString> &sentences()
{
    static const QHash<QString, QString> texts = benchieGold().sentenceTexts();
    return texts;
}

const CarbCorpus &carbGold()
{
    static const CarbCorpus gold = [] {
        Diagnostics diagnostics;
        return CarbGoldReader::readBytes(QByteArray(kCarbGold), QStringLiteral("fixture-carb-gold"), &diagnostics);
    }();
    return gold;
}

} // namespace Fuzz
