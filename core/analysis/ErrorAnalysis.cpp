#include "core/analysis/ErrorAnalysis.h"

#include "core/base/PyText.h"

#include <QSet>

void SlotPattern::setAgrees(int slot, bool agrees)
{
    (slot == 0 ? subject : slot == 1 ? relation : object) = agrees;
}

QString SlotPattern::code() const
{
    QString text(3, QLatin1Char('0'));
    for (int p = 0; p < 3; ++p) {
        if (agrees(p))
            text[p] = QLatin1Char('1');
    }
    return text;
}

ErrorAnalysis::ErrorAnalysis(const Benchmark &gold, Facet facet)
    : m_gold(gold)
    , m_own(std::make_unique<CompiledGold>(gold, slotwiseFacet(facet)))
{
}

ErrorAnalysis::ErrorAnalysis(const Benchmark &gold, const CompiledGold &compiled)
    : m_gold(gold)
    , m_shared(&compiled)
{
}

struct ErrorAnalysis::Phrases
{
    QString slotNames[3];
    QString noTriple, matches, caseOnly, noSlot, notRealization, eachSlot, theSlot, conjunction, differsOnly, differs;
};

// Looked up once per call, not once per extraction (a tenth of the analysis time otherwise).
ErrorAnalysis::Phrases ErrorAnalysis::phrases()
{
    Phrases p;
    for (int slot = 0; slot < 3; ++slot)
        p.slotNames[slot] = slotName(slot);
    p.noTriple = tr("the sentence has no gold triple, so no extraction of it can be correct");
    p.matches = tr("matches triple %1 of synset %2");
    p.caseOnly = tr("differs from triple %1 of synset %2 only in letter case, which the scorers compare");
    p.noSlot = tr("no slot is a realization of that slot of any gold triple of the sentence");
    p.notRealization = tr("%1 %2 is not a realization of any gold %1");
    p.eachSlot = tr("each slot is a realization of that slot of some gold triple, but no triple has all three");
    p.theSlot = tr("the %1 %2");
    p.conjunction = tr(" and ");
    p.differsOnly = tr("closest triple in synset %1 differs only in %2");
    p.differs = tr("closest triple in synset %1 differs in %2");
    return p;
}

Facet ErrorAnalysis::slotwiseFacet(Facet facet)
{
    switch (facet) {
    case Facet::Concat:
        return Facet::Default;
    case Facet::MinimalConcat:
        return Facet::Minimal;
    default:
        return facet;
    }
}

QStringList ErrorAnalysis::bucketCodes()
{
    return {QStringLiteral("000"), QStringLiteral("001"), QStringLiteral("010"), QStringLiteral("011"),
            QStringLiteral("100"), QStringLiteral("101"), QStringLiteral("110")};
}

QString ErrorAnalysis::slotName(int slot)
{
    switch (slot) {
    case 0:
        return tr("subject");
    case 1:
        return tr("relation");
    default:
        return tr("object");
    }
}

void ErrorAnalysis::recompileSentence(int sentenceIndex)
{
    if (m_own)
        m_own->recompileSentence(m_gold, sentenceIndex);
}

ExtractionDiagnosis ErrorAnalysis::diagnose(int sentenceIndex, const Extraction &extraction) const
{
    if (sentenceIndex < 0 || sentenceIndex >= m_gold.sentences().size())
        return ExtractionDiagnosis();
    SlotMatchMemo memo(compiled().sentence(sentenceIndex));
    const Phrases texts = phrases();
    const CompiledSentence folded = compiled().caseFolded(m_gold.sentences().at(sentenceIndex));
    return diagnose(sentenceIndex, extraction, memo, &texts, &folded);
}

// The first gold triple (file order) whose every slot has a realization equal to the
// extraction's slot once both are in lower case.
ClosestTriple ErrorAnalysis::caseOnlyMatch(const Extraction &extraction, const CompiledSentence &caseFolded)
{
    const QString lowered[3] = {PyText::trimmed(extraction.subject).toString().toLower(),
                                PyText::trimmed(extraction.relation).toString().toLower(),
                                PyText::trimmed(extraction.object).toString().toLower()};
    SlotMatchMemo memo(caseFolded);
    int rows[3];
    for (int p = 0; p < 3; ++p)
        rows[p] = memo.row(lowered[p]);
    for (const CompiledSynset &synset : caseFolded.synsets) {
        for (const CompiledTriple &triple : synset.triples) {
            if (memo.matchesSlots(triple, rows)) {
                ClosestTriple found;
                found.synset = synset.synsetIndex;
                found.triple = triple.tripleIndex;
                found.pattern = {true, true, true};
                return found;
            }
        }
    }
    return ClosestTriple();
}

// docs/scoring/analysis.md 2: the closest triples are the gold triples of the sentence, over all synsets,
// that agree with the extraction in the most slots; slots are compared trimmed, as in 1.4.
ExtractionDiagnosis ErrorAnalysis::diagnose(int sentenceIndex, const Extraction &extraction,
                                            SlotMatchMemo &memo, const Phrases *phrases,
                                            const CompiledSentence *caseFolded) const
{
    ExtractionDiagnosis diagnosis;
    const CompiledSentence &sentence = compiled().sentence(sentenceIndex);
    const QStringView extracted[3] = {PyText::trimmed(extraction.subject), PyText::trimmed(extraction.relation),
                                  PyText::trimmed(extraction.object)};
    int rows[3];
    for (int p = 0; p < 3; ++p)
        rows[p] = memo.row(extracted[p]);
    int best = -1;
    for (const CompiledSynset &synset : sentence.synsets) {
        for (const CompiledTriple &triple : synset.triples) {
            SlotPattern pattern;
            for (int p = 0; p < 3; ++p) {
                const bool agrees = memo.matches(rows[p], triple.slotIds[p]);
                pattern.setAgrees(p, agrees);
                if (agrees)
                    diagnosis.anyTriple.setAgrees(p, true);
            }
            const int agreeing = pattern.agreeing();
            if (agreeing < best)
                continue;
            if (agreeing > best) {
                best = agreeing;
                diagnosis.closest.clear();
            }
            diagnosis.closest.append({synset.synsetIndex, triple.tripleIndex, pattern});
        }
    }
    for (const ClosestTriple &closest : std::as_const(diagnosis.closest)) {
        if (!diagnosis.patterns.contains(closest.pattern))
            diagnosis.patterns.append(closest.pattern);
    }
    if (diagnosis.patterns.isEmpty())
        diagnosis.patterns.append(SlotPattern()); // no gold triple: bucket 000 (docs/scoring/analysis.md 2)
    if (caseFolded && best >= 0 && best < 3)
        diagnosis.caseOnly = caseOnlyMatch(extraction, *caseFolded);
    if (phrases)
        diagnosis.explanation = explain(sentenceIndex, extraction, diagnosis, *phrases);
    return diagnosis;
}

namespace {

QString quoted(QStringView text)
{
    return QLatin1Char('`') + text.toString() + QLatin1Char('`');
}

} // namespace

QString ErrorAnalysis::explain(int sentenceIndex, const Extraction &extraction,
                               const ExtractionDiagnosis &diagnosis, const Phrases &phrases) const
{
    if (diagnosis.closest.isEmpty())
        return phrases.noTriple;
    const Sentence &sentence = m_gold.sentences().at(sentenceIndex);
    const ClosestTriple &first = diagnosis.closest.first();
    const Triple &gold = sentence.synsets.at(first.synset).triples.at(first.triple);
    const QString synsetNumber = QString::number(first.synset + 1);
    if (first.pattern.agreeing() == 3) {
        return phrases.matches.arg(QString::number(first.triple + 1), synsetNumber);
    }
    QStringList parts;
    if (diagnosis.differsOnlyInCase()) {
        parts.append(phrases.caseOnly.arg(QString::number(diagnosis.caseOnly.triple + 1),
                                          QString::number(diagnosis.caseOnly.synset + 1)));
    }
    if (first.pattern.agreeing() == 0) {
        parts.append(phrases.noSlot);
        return parts.join(QStringLiteral("; "));
    }

    const QStringView extracted[3] = {PyText::trimmed(extraction.subject), PyText::trimmed(extraction.relation),
                                  PyText::trimmed(extraction.object)};
    for (int p = 0; p < 3; ++p) {
        if (!first.pattern.agrees(p) && !diagnosis.anyTriple.agrees(p))
            parts.append(phrases.notRealization.arg(phrases.slotNames[p], quoted(extracted[p])));
    }
    if (diagnosis.anyTriple.agreeing() == 3)
        parts.append(phrases.eachSlot);

    QStringList differing;
    for (int p = 0; p < 3; ++p) {
        if (!first.pattern.agrees(p))
            differing.append(phrases.theSlot.arg(phrases.slotNames[p], quoted(gold.slot(p).source())));
    }
    const QString what = differing.join(phrases.conjunction);
    parts.append(differing.size() == 1 ? phrases.differsOnly.arg(synsetNumber, what)
                                       : phrases.differs.arg(synsetNumber, what));
    if (diagnosis.closest.size() > 1) {
        QStringList synsets;
        for (int i = 1; i < diagnosis.closest.size(); ++i) {
            const QString number = QString::number(diagnosis.closest.at(i).synset + 1);
            if (!synsets.contains(number))
                synsets.append(number);
        }
        parts.append(tr("%n more triple(s) as close, in synset(s) %1", nullptr, int(diagnosis.closest.size()) - 1)
                         .arg(synsets.join(QStringLiteral(", "))));
    }
    return parts.join(QStringLiteral("; "));
}

SystemAnalysis ErrorAnalysis::analyze(const SystemOutput &output, const SystemScore &score,
                                      Explanations explanations) const
{
    const Phrases texts = explanations == Explanations::Include ? phrases() : Phrases();
    const Phrases *explain = explanations == Explanations::Include ? &texts : nullptr;
    SystemAnalysis analysis;
    analysis.name = output.name;
    analysis.extractions.resize(output.extractions.size());
    const QStringList codes = bucketCodes();
    for (const QString &code : codes) {
        analysis.bucketCounts.insert(code, 0);
        analysis.bucketShares.insert(code, 0.0);
    }

    // Incorrect extractions grouped by sentence, so that slot tests are memoized per sentence.
    const int sentenceCount = int(m_gold.sentences().size());
    QVector<QVector<int>> bySentence(sentenceCount);
    for (int e = 0; e < output.extractions.size() && e < score.results.size(); ++e) {
        const ExtractionResult &result = score.results.at(e);
        if (result.verdict == ExtractionVerdict::Incorrect && result.sentenceIndex >= 0
            && result.sentenceIndex < sentenceCount)
            bySentence[result.sentenceIndex].append(e);
    }
    for (int s = 0; s < sentenceCount; ++s) {
        if (bySentence.at(s).isEmpty())
            continue;
        SlotMatchMemo memo(compiled().sentence(s));
        const CompiledSentence folded = compiled().caseFolded(m_gold.sentences().at(s));
        for (int e : bySentence.at(s)) {
            ExtractionDiagnosis diagnosis = diagnose(s, output.extractions.at(e), memo, explain, &folded);
            ++analysis.incorrect;
            analysis.caseOnly += diagnosis.differsOnlyInCase() ? 1 : 0;
            bool wrong[3] = {false, false, false};
            for (const SlotPattern &pattern : std::as_const(diagnosis.patterns)) {
                if (pattern.agreeing() == 3)
                    continue; // only when the score was made under another facet's gold: not an error
                ++analysis.bucketCounts[pattern.code()];
                for (int p = 0; p < 3; ++p)
                    wrong[p] = wrong[p] || !pattern.agrees(p);
            }
            for (int p = 0; p < 3; ++p)
                analysis.slotErrorCounts[p] += wrong[p] ? 1 : 0;
            analysis.extractions[e] = std::move(diagnosis);
        }
    }

    int bucketTotal = 0;
    for (const QString &code : codes)
        bucketTotal += analysis.bucketCounts.value(code);
    if (bucketTotal > 0) {
        for (const QString &code : codes)
            analysis.bucketShares[code] = double(analysis.bucketCounts.value(code)) / bucketTotal;
    }
    if (analysis.incorrect > 0) {
        for (int p = 0; p < 3; ++p)
            analysis.slotErrors[p] = double(analysis.slotErrorCounts[p]) / analysis.incorrect;
    }
    return analysis;
}
