#include "core/lint/SentenceLint.h"

#include "core/lint/TripleWords.h"

#include <algorithm>

SentenceLint::SentenceLint(const Sentence &sentence, int index, const LintOptions &options)
    : m_sentence(sentence),
      m_index(index),
      m_options(options)
{
    for (int s = 0; s < sentence.synsets.size(); ++s) {
        const Synset &synset = sentence.synsets.at(s);
        if (!synset.scored)
            continue;
        for (int t = 0; t < synset.triples.size(); ++t) {
            if (!synset.triples.at(t).isInert())
                m_triples.append({s, t});
        }
    }
}

const SentenceWords &SentenceLint::words()
{
    if (!m_words)
        m_words.emplace(m_sentence);
    return *m_words;
}

const Triple &SentenceLint::triple(const LintTripleRef &ref) const
{
    return m_sentence.synsets.at(ref.synset).triples.at(ref.triple);
}

LintFinding &SentenceLint::add(LintCheck check, const QString &message)
{
    LintFinding finding;
    finding.check = check;
    finding.sentenceId = m_sentence.id;
    finding.sentence = m_index;
    finding.message = message;
    m_findings.append(finding);
    return m_findings.last();
}

void SentenceLint::addTriple(LintFinding &finding, const LintTripleRef &ref) const
{
    addTriple(finding, m_sentence, ref);
}

void SentenceLint::addTriple(LintFinding &finding, const Sentence &sentence, const LintTripleRef &ref)
{
    if (finding.triples.contains(ref))
        return;
    finding.triples.append(ref);
    finding.tripleTexts.append(TripleWords::text(sentence.synsets.at(ref.synset).triples.at(ref.triple)));
    const auto at = std::lower_bound(finding.synsets.begin(), finding.synsets.end(), ref.synset);
    if (at == finding.synsets.end() || *at != ref.synset)
        finding.synsets.insert(at, ref.synset);
}
