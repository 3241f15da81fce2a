#include "core/oie2016/Oie2016Corpus.h"

#include "core/base/TextFileLines.h"
#include "core/carb/CarbCorpus.h"

#include <algorithm>
#include <limits>

QString Oie2016Corpus::sentenceKey(QStringView text, Oie2016Options::Mode mode)
{
    // Steps 1-3 are CaRB's key to the letter (docs/scoring/oie2016.md 2).
    QString key = CarbCorpus::sentenceKey(text);
    if (mode == Oie2016Options::Mode::Paper2016) {
        // Step 4: Python 2 decoded the bytes as ASCII, ignoring errors.
        key.removeIf([](QChar c) { return c.unicode() >= 0x80; });
    }
    return key;
}

void Oie2016Corpus::add(QStringView sentenceText, Oie2016Extraction extraction)
{
    if (m_last < 0 || m_sentences.at(m_last).text != sentenceText) {
        const QString text = sentenceText.toString();
        const auto it = m_index.constFind(text);
        if (it == m_index.constEnd()) {
            m_last = int(m_sentences.size());
            m_index.insert(text, m_last);
            m_sentences.append(Oie2016Sentence{text, extraction.line, {}});
        } else {
            m_last = it.value();
        }
    }
    m_sentences[m_last].extractions.append(std::move(extraction));
}

void Oie2016Corpus::addSentence(Oie2016Sentence sentence)
{
    const auto it = m_index.constFind(sentence.text);
    if (it != m_index.constEnd()) {
        for (Oie2016Extraction &extraction : sentence.extractions)
            m_sentences[it.value()].extractions.append(std::move(extraction));
        return;
    }
    m_index.insert(sentence.text, int(m_sentences.size()));
    m_sentences.append(std::move(sentence));
    m_last = -1;
}

void Oie2016Corpus::normalizeConfidences()
{
    double low = std::numeric_limits<double>::infinity();
    double high = -std::numeric_limits<double>::infinity();
    for (const Oie2016Sentence &sentence : std::as_const(m_sentences)) {
        for (const Oie2016Extraction &extraction : sentence.extractions) {
            low = std::min(low, extraction.confidence);
            high = std::max(high, extraction.confidence);
        }
    }
    // conf = ((raw - min) + eps) / ((max - min) + 2 eps), in that order (docs/scoring/oie2016.md 1.2).
    const double epsilon = 0.001;
    const double denominator = (high - low) + 0.002;
    for (Oie2016Sentence &sentence : m_sentences) {
        for (Oie2016Extraction &extraction : sentence.extractions)
            extraction.confidence = ((extraction.confidence - low) + epsilon) / denominator;
    }
}

QHash<QString, int> Oie2016Corpus::keyIndex(Oie2016Options::Mode mode, DiagnosticSink &sink) const
{
    QHash<QString, int> index;
    index.reserve(m_sentences.size());
    for (int s = 0; s < m_sentences.size(); ++s) {
        const QString key = sentenceKey(m_sentences.at(s).text, mode);
        auto it = index.find(key);
        if (it == index.end()) {
            index.insert(key, s);
            continue;
        }
        // The text that appeared last wins (a Python dict filled in order of first appearance).
        const Oie2016Sentence &held = m_sentences.at(it.value());
        const Oie2016Sentence &other = m_sentences.at(s);
        const bool otherWins = other.line > held.line;
        const Oie2016Sentence &dropped = otherWins ? held : other;
        const Oie2016Sentence &kept = otherWins ? other : held;
        sink.warn(dropped.line,
                  QStringLiteral("this sentence has the same key as the sentence of line %1 (spaces, "
                                 "punctuation%2 aside): as in the official scorer, only the %3 "
                                 "extraction(s) of the later one are scored, not these %4")
                      .arg(QString::number(kept.line),
                           mode == Oie2016Options::Mode::Paper2016 ? QStringLiteral(" and non-ASCII") : QString(),
                           QString::number(kept.extractions.size()), QString::number(dropped.extractions.size())));
        if (otherWins)
            it.value() = s;
    }
    return index;
}

int Oie2016Corpus::extractionCount() const
{
    int count = 0;
    for (const Oie2016Sentence &sentence : m_sentences)
        count += int(sentence.extractions.size());
    return count;
}
