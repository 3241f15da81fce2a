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

void SentenceLint::addTriple(LintFinding &finding, const LintTripleRef &ref)
{
    if (finding.triples.contains(ref))
        return;
    const quint64 key = (quint64(quint32(ref.synset)) << 32) | quint32(ref.triple);
    auto text = m_texts.constFind(key);
    if (text == m_texts.constEnd())
        text = m_texts.insert(key, TripleWords::text(triple(ref)));
    addTriple(finding, ref, text.value());
}

void SentenceLint::addTriple(LintFinding &finding, const LintTripleRef &ref, const QString &text)
{
    finding.triples.append(ref);
    finding.tripleTexts.append(text);
    const auto at = std::lower_bound(finding.synsets.begin(), finding.synsets.end(), ref.synset);
    if (at == finding.synsets.end() || *at != ref.synset)
        finding.synsets.insert(at, ref.synset);
}

void SentenceLint::addTriple(LintFinding &finding, const Sentence &sentence, const LintTripleRef &ref)
{
    if (finding.triples.contains(ref))
        return;
    addTriple(finding, ref, TripleWords::text(sentence.synsets.at(ref.synset).triples.at(ref.triple)));
}
