// draft-coverage: how much of a gold round 0 can give (not a test: run it by hand). For the
// systems given, counts the gold's synsets that
//   - some extraction matches (the BenchIE scorer's match, default facet): the most any
//     pre-annotation from these systems can reach;
//   - some draft synset (DraftSynsets, as the studio proposes them) holds a triple of with the
//     same words as one of theirs, brackets aside;
//   - some draft holds one of their triples exactly: what accepting a draft makes;
// the drafts made with the whole gold's habits (the suggestion kinds it keeps, SuggestionHabits,
// and the words it brackets alone, OptionalWords), with its kinds only, and with every kind,
// for comparison; and per suggestion kind how often the gold brackets it.
//
//   build/tests/bench/draft-coverage GOLD NAME=FILE ...

#include "core/assist/DraftSynsets.h"
#include "core/assist/OptionalWords.h"
#include "core/assist/VerbForms.h"
#include "core/benchie/BenchieScorer.h"
#include "core/benchie/BenchieSystemReader.h"
#include "core/document/DocumentImport.h"

#include <QCoreApplication>
#include <QSet>
#include <QTextStream>

namespace {

QString line(const Triple &triple)
{
    return Triple(triple.subject().source(), triple.relation().source(), triple.object().source()).toGoldLine();
}

QString words(const Triple &triple)
{
    return Slot::realizedText(line(triple)).toLower().simplified();
}

struct Reach
{
    int exact = 0;
    int sameWords = 0;
    int drafts = 0;
};

Reach reach(const Benchmark &gold, const DraftSynsets::BySentence &index, const VerbForms *forms,
            const DraftHabits &habits)
{
    Reach out;
    for (const Sentence &sentence : gold.sentences()) {
        const QVector<Synset> drafts = DraftSynsets::propose(sentence, index, forms, habits);
        out.drafts += int(drafts.size());
        QSet<QString> lines, plain;
        for (const Synset &draft : drafts) {
            for (const Triple &triple : draft.triples) {
                lines.insert(line(triple));
                plain.insert(words(triple));
            }
        }
        for (const Synset &synset : sentence.synsets) {
            bool exact = false, same = false;
            for (const Triple &triple : synset.triples) {
                exact = exact || lines.contains(line(triple));
                same = same || plain.contains(words(triple));
            }
            out.exact += exact;
            out.sameWords += same;
        }
    }
    return out;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const QStringList args = app.arguments();
    if (args.size() < 3) {
        out << "usage: draft-coverage GOLD NAME=FILE ...\n";
        return 2;
    }
    Benchmark gold;
    ImportOptions options;
    options.forWriting = false;
    options.goldOnly = true;
    Diagnostics diagnostics;
    QString error;
    if (!DocumentImport::open(args.at(1), &gold, &diagnostics, &error, options)) {
        out << error << '\n';
        return 1;
    }
    QVector<SystemOutput> systems;
    for (const QString &arg : args.mid(2)) {
        SystemOutput system;
        system.name = arg.section(QLatin1Char('='), 0, 0);
        if (!BenchieSystemReader::readFile(arg.section(QLatin1Char('='), 1), &gold, &system, &diagnostics, &error)) {
            out << error << '\n';
            return 1;
        }
        systems.append(system);
    }

    QVector<QSet<int>> matched(gold.sentences().size());
    const BenchieScorer scorer(gold, Facet::Default);
    for (const SystemScore &score : scorer.scoreAll(systems)) {
        for (const ExtractionResult &result : score.results) {
            if (result.sentenceIndex >= 0) {
                for (int synset : result.matchingSynsets)
                    matched[result.sentenceIndex].insert(synset);
            }
        }
    }
    int synsets = 0, reached = 0;
    SuggestionHabits::Counts counts{};
    OptionalWords::Counts words;
    for (qsizetype i = 0; i < gold.sentences().size(); ++i) {
        synsets += int(gold.sentences().at(i).synsets.size());
        reached += int(matched.at(i).size());
        SuggestionHabits::add(&counts, SuggestionHabits::of(gold.sentences().at(i)));
        OptionalWords::add(&words, OptionalWords::count(gold.sentences().at(i)));
    }
    const OptionalSuggester::Kinds kept = SuggestionHabits::kept(counts);
    const DraftSynsets::BySentence index = DraftSynsets::index(systems);
    const auto forms = VerbForms::shared();
    out << args.at(1) << ": " << synsets << " synsets, " << systems.size() << " systems\n"
        << QStringLiteral("%1 %2 %3 %4\n").arg(QStringLiteral("suggestion kind"), -16).arg(QStringLiteral("suggested"), 10)
               .arg(QStringLiteral("bracketed"), 10).arg(QStringLiteral("drafts"), 8);
    for (int k = 0; k < OptionalSuggestion::kKindCount; ++k) {
        const SuggestionHabits::Count &count = counts[size_t(k)];
        out << QStringLiteral("%1 %2 %3 %4\n")
                   .arg(OptionalSuggestion::kindId(OptionalSuggestion::Kind(k)), -16)
                   .arg(count.suggested, 10)
                   .arg(count.suggested ? QStringLiteral("%1%").arg(100.0 * count.bracketed / count.suggested, 0, 'f', 1)
                                        : QStringLiteral("-"),
                        10)
                   .arg(kept.test(size_t(k)) ? QStringLiteral("accepted") : QStringLiteral("-"), 8);
    }
    out << "synsets some extraction matches (BenchIE): " << reached << '\n';
    const DraftHabits habits{kept, OptionalWords::learned(words)};
    const std::pair<const char *, DraftHabits> runs[] = {
        {"the gold's habits (its suggestion kinds, its optional words)", habits},
        {"the gold's suggestion kinds", {kept, {}}},
        {"every suggestion kind", {OptionalSuggester::allKinds(), {}}}};
    for (const auto &[name, run] : runs) {
        const Reach r = reach(gold, index, forms.get(), run);
        out << "drafts with " << name << " (" << r.drafts << " drafts): a triple of the same words in "
            << r.sameWords << " synsets, an identical triple in " << r.exact << '\n';
    }
    return 0;
}
