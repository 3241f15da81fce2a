#include "core/lint/GoldLint.h"

#include "core/analysis/Agreement.h"
#include "core/base/TwoThreads.h"
#include "core/lint/SentenceLint.h"
#include "core/lint/SynsetChecks.h"
#include "core/lint/TripleChecks.h"

#include <atomic>
#include <functional>
#include <utility>

namespace GoldLint {

namespace {

// One finding per synset of `sentence` (one side of the comparison) that the other side does
// not cover, with the synset's triples.
void listUncovered(SentenceLint &lint, LintCheck check, const Sentence &sentence, const QVector<int> &synsets,
                   const QVector<char> &covered, const std::function<QString(int number)> &message)
{
    for (int k = 0; k < synsets.size(); ++k) {
        if (covered[k])
            continue;
        const int synset = synsets[k];
        LintFinding &finding = lint.add(check, message(synset + 1));
        finding.inOtherGold = &sentence != &lint.sentence();
        const QVector<Triple> &triples = sentence.synsets.at(synset).triples;
        for (int t = 0; t < triples.size(); ++t) {
            if (!triples.at(t).isInert())
                SentenceLint::addTriple(finding, sentence, {synset, t});
        }
    }
}

// missing-fact and extra-fact of one sentence (docs/scoring/agreement.md 5, as the agreement has it).
void coverage(SentenceLint &lint, const Sentence &other, bool *bounded)
{
    const SentenceCoverage covered = Agreement::coverSentence(lint.sentence(), other, lint.options().coverageBudget);
    if (bounded && covered.bounded)
        *bounded = true;
    if (lint.runs(LintCheck::ExtraFact)) {
        listUncovered(lint, LintCheck::ExtraFact, lint.sentence(), covered.synsetsA, covered.coveredA, [&](int number) {
            return other.synsets.isEmpty()
                ? QStringLiteral("synset %1: the other gold has no synset for this sentence").arg(number)
                : QStringLiteral("synset %1 is covered by no synset of the other gold").arg(number);
        });
    }
    if (lint.runs(LintCheck::MissingFact)) {
        listUncovered(lint, LintCheck::MissingFact, other, covered.synsetsB, covered.coveredB, [](int number) {
            return QStringLiteral("synset %1 of the other gold is covered by no synset of this gold").arg(number);
        });
    }
}

QVector<LintCheck> checksToRun(const LintOptions &options, bool withOther)
{
    QVector<LintCheck> checks;
    for (const LintCheck check : LintChecks::all()) {
        if (options.runs(check) && (withOther || !LintChecks::needsAgainst(check)))
            checks.append(check);
    }
    return checks;
}

// A sentence of the gold, with its version in the other gold (an empty one when that gold
// lacks it) when there is another gold.
QVector<LintFinding> lintInGold(const Benchmark &gold, int sentence, const LintOptions &options,
                                const Benchmark *against, bool *bounded)
{
    const Sentence &linted = gold.sentences().at(sentence);
    if (!against)
        return lintSentence(linted, sentence, options);
    const int other = against->indexOf(linted.id);
    const Sentence none;
    return lintSentence(linted, sentence, options, other < 0 ? &none : &against->sentences().at(other), bounded);
}

} // namespace

QVector<LintFinding> lintSentence(const Sentence &sentence, int index, const LintOptions &options,
                                  const Sentence *other, bool *bounded)
{
    SentenceLint lint(sentence, index, options);
    if (other && (lint.runs(LintCheck::MissingFact) || lint.runs(LintCheck::ExtraFact)))
        coverage(lint, *other, bounded);
    using Check = void (*)(SentenceLint &);
    static const std::pair<LintCheck, Check> kChecks[] = {
        {LintCheck::DoubleAnnotation, &SynsetChecks::doubleAnnotation},
        {LintCheck::DoubleMeaning, &SynsetChecks::doubleMeaning},
        {LintCheck::DuplicateTriple, &SynsetChecks::duplicateTriple},
        {LintCheck::UnbalancedBrackets, &TripleChecks::unbalancedBrackets},
        {LintCheck::EmptySlot, &TripleChecks::emptySlot},
        {LintCheck::WordsNotInSentence, &TripleChecks::wordsNotInSentence},
        {LintCheck::RelationWithoutVerb, &TripleChecks::relationWithoutVerb},
        {LintCheck::EntityCleanVariant, &SynsetChecks::entityCleanVariant},
    };
    for (const auto &[check, function] : kChecks) {
        if (lint.runs(check))
            function(lint);
    }
    return lint.takeFindings();
}

QVector<LintFinding> lintSentence(const Benchmark &gold, int sentence, const LintOptions &options,
                                  const Benchmark *against)
{
    return lintInGold(gold, sentence, options, against, nullptr);
}

LintResult run(const Benchmark &gold, const LintOptions &options, const Benchmark *against)
{
    LintResult result;
    result.gold = gold.fileName;
    if (against)
        result.against = against->fileName;
    for (const LintCheck check : checksToRun(options, against != nullptr))
        result.checks.append(LintCheckResult{check, false, QString(), {}});

    // Sentences on both cores; the findings then go to their checks in sentence order.
    const QVector<Sentence> &sentences = gold.sentences();
    QVector<QVector<LintFinding>> perSentence(sentences.size());
    std::atomic<bool> bounded{false};
    TwoThreads::forEach(
        sentences.size(),
        [&](qsizetype i, int) {
            bool sentenceBounded = false;
            perSentence[i] = lintInGold(gold, int(i), options, against, &sentenceBounded);
            if (sentenceBounded)
                bounded = true;
        },
        16);
    QVector<LintFinding> all;
    for (const QVector<LintFinding> &findings : perSentence)
        all += findings;
    if (against && options.runs(LintCheck::MissingFact)) {
        // Sentences only the other gold has: nothing here covers their synsets.
        for (const Sentence &other : against->sentences()) {
            if (gold.indexOf(other.id) >= 0)
                continue;
            Sentence none;
            none.id = other.id;
            LintOptions missingOnly = options;
            missingOnly.checks = {LintCheck::MissingFact};
            for (LintFinding finding : lintSentence(none, -1, missingOnly, &other)) {
                finding.message += QStringLiteral(" (this gold has no sentence %1)").arg(other.id);
                all.append(finding);
            }
        }
    }
    for (LintCheckResult &check : result.checks) {
        for (const LintFinding &finding : all) {
            if (finding.check == check.check)
                check.findings.append(finding);
        }
    }

    int tagged = 0;
    for (const Sentence &sentence : sentences)
        tagged += TripleChecks::hasTags(sentence) ? 1 : 0;
    for (LintCheckResult &check : result.checks) {
        if (check.check == LintCheck::RelationWithoutVerb && tagged == 0) {
            check.skipped = true;
            check.note = QStringLiteral("skipped: the gold has no POS tags (the English tagger tags English golds "
                                        "when its model is installed; other languages need CoNLL-U tags)");
        } else if (check.check == LintCheck::RelationWithoutVerb && tagged < sentences.size()) {
            check.note = QStringLiteral("%1 of %2 sentences have no POS tags and were not checked")
                             .arg(QString::number(sentences.size() - tagged), QString::number(sentences.size()));
        } else if (check.check == LintCheck::EntityCleanVariant && !gold.hasEntityMarks()) {
            check.skipped = true;
            check.note = QStringLiteral("skipped: no triple of the gold is flagged entity-clean (the flags are kept "
                                        "in project files)");
        } else if (LintChecks::needsAgainst(check.check) && bounded) {
            check.note = QStringLiteral("some slots have more than %1 realizations: only the first were tried, so "
                                        "some covered synsets may be listed")
                             .arg(options.coverageBudget);
        }
    }
    return result;
}

} // namespace GoldLint
