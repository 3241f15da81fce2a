#pragma once

#include "core/benchie/CompiledGold.h"
#include "core/model/Benchmark.h"
#include "core/model/Facet.h"
#include "core/model/SystemOutput.h"
#include "core/model/SystemScore.h"

#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QVector>

#include <memory>

// Which slots of an extraction agree with one gold triple (docs/scoring/analysis.md 2): a slot agrees when
// its trimmed text equals that slot of some realization of the triple, trimmed.
struct SlotPattern
{
    bool subject = false;
    bool relation = false;
    bool object = false;

    bool agrees(int slot) const { return slot == 0 ? subject : slot == 1 ? relation : object; }
    void setAgrees(int slot, bool agrees);
    // "010" = subject wrong, relation right, object wrong (1 = agrees), as in the paper's Figure 2.
    QString code() const;
    int agreeing() const { return int(subject) + int(relation) + int(object); }
    bool operator==(const SlotPattern &other) const
    {
        return subject == other.subject && relation == other.relation && object == other.object;
    }
    bool operator!=(const SlotPattern &other) const { return !(*this == other); }
};

// A gold triple that agrees with an extraction in the largest number of slots.
struct ClosestTriple
{
    int synset = -1; // index in the sentence's synsets (0-based; shown 1-based)
    int triple = -1; // index in that synset's triples
    SlotPattern pattern;
};

// Why an extraction is not correct (computed for any extraction of a gold sentence).
struct ExtractionDiagnosis
{
    // Every gold triple of the sentence (over all synsets, file order) agreeing with the
    // extraction in the largest number of slots; ties kept. Empty when the sentence has no
    // gold triple.
    QVector<ClosestTriple> closest;
    // The distinct patterns among them, in order of first appearance: the extraction's error
    // buckets. {000} for a sentence without gold triples.
    QVector<SlotPattern> patterns;
    // Per slot: is the extraction's slot a realization of that slot of any gold triple?
    SlotPattern anyTriple;
    // A gold triple the extraction would match if letter case were ignored (synset -1: none).
    // The scorers compare case, so such an extraction is incorrect and lands in the bucket of
    // the slots whose case differs; the explanation and the bucket chart's note say so.
    ClosestTriple caseOnly;
    // One line for people, e.g. "object `X` is not a realization of any gold object; closest
    // triple in synset 4 differs only in the object `[the] floor`".
    QString explanation;

    bool differsOnlyInCase() const { return caseOnly.synset >= 0; }

    bool isEmpty() const { return patterns.isEmpty(); }
};

// The BenchIE paper's error analyses (section 5) of one system.
struct SystemAnalysis
{
    QString name;
    int incorrect = 0; // incorrect extractions (of gold sentences)
    // Share of the incorrect extractions whose subject / relation / object is wrong in at
    // least one of their closest patterns; the three need not add up to 1.
    double slotErrors[3] = {0, 0, 0};
    int slotErrorCounts[3] = {0, 0, 0};
    QMap<QString, int> bucketCounts; // "000" ... "110", all seven keys present
    QMap<QString, double> bucketShares; // count / sum of counts; all zero without incorrect extractions
    int caseOnly = 0; // incorrect extractions that differ from a gold triple only in letter case
    QVector<ExtractionDiagnosis> extractions; // parallel to SystemOutput::extractions; empty unless incorrect
};

// Slot errors and error buckets (docs/scoring/analysis.md 2) for any gold and systems.
//
// The analyses always compare slot by slot, whatever the facet: under concat the slot-wise
// gold of the default facet is used, under minimal (and minimal-concat) the minimal
// realizations, under entity only the entity-clean triples. "Incorrect" is the verdict of
// the score passed to analyze(), i.e. under the chosen facet. Since a slot-wise match
// implies a concat match, an extraction that is incorrect under a facet never agrees in all
// three slots with one triple of the corresponding slot-wise gold.
class ErrorAnalysis
{
    Q_DECLARE_TR_FUNCTIONS(ErrorAnalysis)

public:
    // Whether analyze() writes the one-line explanation of each incorrect extraction (the
    // buckets and slot errors do not need it; the mismatch report does).
    enum class Explanations { Include, Omit };

    // Compiles the gold's slots once (the benchmark must outlive the analysis).
    explicit ErrorAnalysis(const Benchmark &gold, Facet facet = Facet::Default);
    // Shares a scorer's compiled gold (BenchieScorer::compiledGold()) instead of compiling
    // again: the slot tables of every facet's compiled gold are those its slot-wise facet
    // needs. The compiled gold must outlive the analysis and is kept current by its owner
    // (BenchieScorer::recompileSentence); rebuild the analysis when the scorer is rebuilt.
    ErrorAnalysis(const Benchmark &gold, const CompiledGold &compiled);
    ErrorAnalysis(const ErrorAnalysis &) = delete;
    ErrorAnalysis &operator=(const ErrorAnalysis &) = delete;

    // The slot-wise facet the analyses of `facet` compare with.
    static Facet slotwiseFacet(Facet facet);
    // The seven error buckets, "000" ... "110".
    static QStringList bucketCodes();
    static QString slotName(int slot); // "subject", "relation", "object" (translated)

    ExtractionDiagnosis diagnose(int sentenceIndex, const Extraction &extraction) const;
    SystemAnalysis analyze(const SystemOutput &output, const SystemScore &score,
                           Explanations explanations = Explanations::Include) const;
    // After an edit of the gold's sentence (live rescoring); nothing to do when the compiled
    // gold is shared (its owner recompiles it).
    void recompileSentence(int sentenceIndex);

private:
    struct Phrases; // the translated parts of explanations
    static Phrases phrases();
    ExtractionDiagnosis diagnose(int sentenceIndex, const Extraction &extraction, SlotMatchMemo &memo,
                                 const Phrases *phrases, const CompiledSentence *caseFolded) const;
    static ClosestTriple caseOnlyMatch(const Extraction &extraction, const CompiledSentence &caseFolded);
    QString explain(int sentenceIndex, const Extraction &extraction, const ExtractionDiagnosis &diagnosis,
                    const Phrases &phrases) const;
    const CompiledGold &compiled() const { return m_shared ? *m_shared : *m_own; }

    const Benchmark &m_gold;
    std::unique_ptr<CompiledGold> m_own;
    const CompiledGold *m_shared = nullptr;
};
