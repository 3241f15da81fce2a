// assist-bench: how long the annotation guidelines' help (core/assist) takes per triple.
//
//   assist-bench [--repeat N] [--data DIR]
//
// Opens the English BenchIE gold as the studio does (tagged by the English tagger), loads every
// gold triple into a draft as the slot editor holds it, then times, per triple, the suggested
// optional tokens exactly as the annotation workspace computes them after each change of the
// draft (an OptionalSuggester over the sentence, then suggest() with every kind on; target: at
// most 1 ms), as the median over N runs of a batch of 20 calls. Reports the median over the
// triples, the slowest triple, and the same for placement variants and the active voice; then
// the time to load WordNet's verb data and this process's peak resident memory.
#include "core/assist/ActiveVoice.h"
#include "core/assist/OptionalSuggester.h"
#include "core/assist/PlacementVariants.h"
#include "core/assist/VerbForms.h"
#include "core/document/DocumentImport.h"
#include "core/text/PosTagger.h"
#include "tests/bench/BenchUtil.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <functional>
#include <vector>

namespace {

using BenchUtil::median;

constexpr int kBatch = 20;

// Microseconds per call of `work`: the median over `repeat` batches after a warm-up batch.
double microsPerCall(int repeat, const std::function<void()> &work)
{
    std::vector<double> times;
    for (int run = 0; run <= repeat; ++run) {
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < kBatch; ++i)
            work();
        if (run > 0)
            times.push_back(double(timer.nsecsElapsed()) / 1e3 / kBatch);
    }
    return median(times);
}

struct PerTriple
{
    std::vector<double> micros;
    QString slowest;
    double slowestMicros = 0;

    void add(double value, const QString &what)
    {
        micros.push_back(value);
        if (value > slowestMicros) {
            slowestMicros = value;
            slowest = what;
        }
    }
};

void report(QTextStream &out, const char *name, const PerTriple &times)
{
    out << QStringLiteral("%1 per triple: median %2 ms, slowest %3 ms (%4)\n")
               .arg(QLatin1String(name))
               .arg(median(times.micros) / 1e3, 0, 'f', 4)
               .arg(times.slowestMicros / 1e3, 0, 'f', 4)
               .arg(times.slowest);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    int repeat = 11;
    QString data = QStringLiteral(OIE_SHARED_DATA_DIR);
    BenchUtil::parseArguments(app.arguments(), &repeat, &data);
    if (!PosTagger::shared().isLoaded()) {
        out << "assist-bench: " << PosTagger::shared().loadError() << '\n';
        return 1;
    }
    QElapsedTimer loadTimer;
    loadTimer.start();
    QString error;
    const std::shared_ptr<const VerbForms> forms = VerbForms::load(VerbForms::defaultDirectory(), &error);
    const double loadMs = double(loadTimer.nsecsElapsed()) / 1e6;
    if (!forms) {
        out << "assist-bench: " << error << '\n';
        return 1;
    }
    Benchmark gold;
    ImportOptions options;
    options.forWriting = false;
    Diagnostics diagnostics;
    if (!DocumentImport::open(data + QStringLiteral("/benchie/benchie_gold_annotations_en.txt"), &gold, &diagnostics,
                              &error, options)) {
        out << error << '\n';
        return 1;
    }
    PerTriple suggestions;
    PerTriple placements;
    PerTriple actives;
    int triples = 0;
    int suggested = 0;
    for (const Sentence &sentence : gold.sentences()) {
        for (const Synset &synset : sentence.synsets) {
            for (const Triple &triple : synset.triples) {
                if (triple.isInert())
                    continue;
                ++triples;
                TripleDraft draft;
                draft.load(triple, sentence.tokens);
                const QString what = sentence.id + QStringLiteral(": ") + triple.toGoldLine();
                int count = 0;
                suggestions.add(
                    microsPerCall(
                        repeat,
                        [&]() {
                            count
                                = int(OptionalSuggester(sentence).suggest(draft, OptionalSuggester::allKinds()).size());
                        }),
                    what);
                suggested += count;
                placements.add(microsPerCall(repeat, [&]() { PlacementVariants::of(triple, sentence, &synset); }),
                               what);
                actives.add(microsPerCall(repeat, [&]() { ActiveVoice::of(triple, sentence, forms.get()); }), what);
            }
        }
    }
    out << "English gold: " << triples << " triples, " << suggested << " suggestions on their plain words\n";
    report(out, "suggested optional tokens (target 1 ms)", suggestions);
    report(out, "placement variants", placements);
    report(out, "active voice", actives);
    out << QStringLiteral("WordNet verb data load: %1 ms (%2 lemmas, %3 irregular forms)\n")
               .arg(loadMs, 0, 'f', 1)
               .arg(forms->lemmaCount())
               .arg(forms->exceptionCount());
    out << "peak resident memory: " << BenchUtil::selfPeakKb() / 1024 << " MB\n";
    return 0;
}
