#pragma once

#include "core/lint/LintOptions.h"
#include "core/lint/LintResult.h"
#include "core/lint/SentenceWords.h"
#include "core/model/Sentence.h"

#include <QHash>
#include <QString>
#include <QVector>

#include <optional>
#include <utility>

// One sentence under lint: what every check reads (the sentence, its index in the gold, the
// options) and the findings they add. The lint reads scored synsets only (a lone line the
// official reader builds no synset from is left out) and no inert member.
class SentenceLint
{
public:
    SentenceLint(const Sentence &sentence, int index, const LintOptions &options);

    const Sentence &sentence() const { return m_sentence; }
    const LintOptions &options() const { return m_options; }
    bool runs(LintCheck check) const { return m_options.runs(check); }

    // The sentence's words, made on first use and shared by the checks.
    const SentenceWords &words();

    // The triples the checks read, in file order.
    const QVector<LintTripleRef> &triples() const { return m_triples; }
    const Triple &triple(const LintTripleRef &ref) const;

    // A new finding of this sentence; the reference stays valid until the next add().
    LintFinding &add(LintCheck check, const QString &message);
    int findingCount() const { return int(m_findings.size()); }
    LintFinding &finding(int index) { return m_findings[index]; }
    // Adds a triple (and its synset, kept ascending) to a finding of this sentence.
    void addTriple(LintFinding &finding, const LintTripleRef &ref);
    // Same, for the triple of another sentence (the other gold's version of it).
    static void addTriple(LintFinding &finding, const Sentence &sentence, const LintTripleRef &ref);

    QVector<LintFinding> takeFindings() { return std::move(m_findings); }

private:
    static void addTriple(LintFinding &finding, const LintTripleRef &ref, const QString &text);

    const Sentence &m_sentence;
    int m_index;
    const LintOptions &m_options;
    QVector<LintTripleRef> m_triples;
    QVector<LintFinding> m_findings;
    std::optional<SentenceWords> m_words;
    // Each triple's text made once: the findings about it share it (a long slot is not copied
    // into every finding).
    QHash<quint64, QString> m_texts;
};
