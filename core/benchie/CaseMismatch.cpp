#include "core/benchie/CaseMismatch.h"

#include "core/benchie/BenchieScorer.h"

Benchmark CaseMismatch::lowercased(const Benchmark &benchmark)
{
    Benchmark lower = benchmark;
    for (Sentence &sentence : lower.sentences()) {
        sentence.text = sentence.text.toLower();
        for (QString &token : sentence.tokens)
            token = token.toLower();
        for (Synset &synset : sentence.synsets) {
            for (Triple &triple : synset.triples) {
                if (triple.isInert())
                    continue;
                for (int slot = 0; slot < 3; ++slot)
                    triple.setSlot(slot, triple.slot(slot).source().toLower());
            }
        }
    }
    lower.rebuildIndex();
    return lower;
}

SystemOutput CaseMismatch::lowercased(const SystemOutput &output)
{
    SystemOutput lower = output;
    lower.extractions = output.extractions.withTexts([](const QString &text) { return text.toLower(); });
    return lower;
}

namespace {

// Capital letters and letters of a text, added to *upper and *letters.
void countCase(const QString &text, qint64 *upper, qint64 *letters)
{
    for (const QChar c : text) {
        if (!c.isLetter())
            continue;
        ++*letters;
        if (c.isUpper())
            ++*upper;
    }
}

} // namespace

bool CaseMismatch::looksLowercased(const Benchmark &benchmark, const SystemOutput &output)
{
    qint64 goldUpper = 0;
    qint64 goldLetters = 0;
    for (const Sentence &sentence : benchmark.sentences())
        countCase(sentence.text, &goldUpper, &goldLetters);
    qint64 upper = 0;
    qint64 letters = 0;
    for (qsizetype e = 0; e < output.extractions.size(); ++e) {
        for (int slot = 0; slot < 3; ++slot)
            countCase(output.extractions.text(e, slot), &upper, &letters);
    }
    // upper / letters < goldUpper / goldLetters / 3, without dividing.
    return goldUpper > 0 && letters > 0 && upper * goldLetters * 3 < goldUpper * letters;
}

QVector<int> CaseMismatch::count(const Benchmark &benchmark, Facet facet, const QVector<SystemOutput> &outputs,
                                 const QVector<SystemScore> &scores)
{
    QVector<int> counts(outputs.size(), 0);
    QVector<int> wanted; // the systems with an incorrect extraction
    for (int i = 0; i < outputs.size() && i < scores.size(); ++i) {
        if (scores.at(i).totals.fp > 0 && looksLowercased(benchmark, outputs.at(i)))
            wanted.append(i);
    }
    if (wanted.isEmpty())
        return counts;
    const Benchmark lowerGold = lowercased(benchmark);
    QVector<SystemOutput> lowerOutputs;
    for (int i : std::as_const(wanted))
        lowerOutputs.append(lowercased(outputs.at(i)));
    const BenchieScorer scorer(lowerGold, facet);
    const QVector<SystemScore> lowerScores = scorer.scoreAll(lowerOutputs);
    for (int w = 0; w < wanted.size(); ++w) {
        const QVector<ExtractionResult> &before = scores.at(wanted.at(w)).results;
        const QVector<ExtractionResult> &after = lowerScores.at(w).results;
        int matching = 0;
        for (int k = 0; k < before.size() && k < after.size(); ++k) {
            if (before.at(k).verdict == ExtractionVerdict::Incorrect && after.at(k).verdict == ExtractionVerdict::Correct)
                ++matching;
        }
        counts[wanted.at(w)] = matching;
    }
    return counts;
}

void CaseMismatch::addNotes(const Benchmark &benchmark, Facet facet, const QVector<SystemOutput> &outputs,
                            QVector<SystemScore> *scores)
{
    const QVector<int> counts = count(benchmark, facet, outputs, *scores);
    for (int i = 0; i < counts.size(); ++i) {
        if (counts.at(i) == 0)
            continue;
        SystemScore &score = (*scores)[i];
        int incorrect = 0;
        for (const ExtractionResult &result : std::as_const(score.results))
            incorrect += result.verdict == ExtractionVerdict::Incorrect ? 1 : 0;
        score.diagnostics.append({outputs.at(i).path, 0, Diagnostic::Severity::Warning, note(counts.at(i), incorrect)});
    }
}

QString CaseMismatch::note(int matching, int incorrect)
{
    //: BenchIE compares case-sensitively; a lowercased system file scores next to nothing
    return tr("%1 of the %2 incorrect extractions would match ignoring case (is the file lowercased?)")
        .arg(matching)
        .arg(incorrect);
}
