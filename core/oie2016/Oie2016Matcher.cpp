#include "core/oie2016/Oie2016Matcher.h"

#include "core/base/PyText.h"

Oie2016Matcher::Oie2016Matcher(Oie2016Options::Mode mode, const Oie2016Lemmatizer *lemmatizer)
    : m_mode(mode),
      m_lemmatizer(lemmatizer)
{ }

int Oie2016Matcher::number(QStringView word)
{
    const auto it = m_numbers.constFind(word);
    if (it != m_numbers.constEnd())
        return it.value();
    const int next = int(m_strings.size());
    m_strings.push_back(word.toString());
    m_numbers.insert(QStringView(m_strings.back()), next);
    return next;
}

void Oie2016Matcher::addWords(QStringView text, QVector<int> *words)
{
    for (const QStringView word : PyText::splitViews(text, QLatin1Char(' ')))
        words->append(number(word));
}

Oie2016Matcher::Prepared Oie2016Matcher::prepare(const Oie2016Extraction &extraction)
{
    Prepared prepared;
    // bow(): " ".join([pred] + args).split(' ') (docs/scoring/oie2016.md 3): the joining spaces
    // are split points, so this is the words of each part in turn.
    addWords(extraction.predicate, &prepared.words);
    for (const QString &argument : extraction.arguments)
        addWords(argument, &prepared.words);
    if (m_mode == Oie2016Options::Mode::Current && m_lemmatizer) {
        // Predicate words: pred.strip() split on single spaces, each lemmatised as a noun.
        QVector<int> words;
        addWords(PyText::trimmed(extraction.predicate), &words);
        for (const int word : std::as_const(words)) {
            auto it = m_lemmas.constFind(word);
            if (it == m_lemmas.constEnd())
                it = m_lemmas.insert(word, number(m_lemmatizer->lemma(m_strings.at(size_t(word)))));
            if (!prepared.predicateLemmas.contains(it.value()))
                prepared.predicateLemmas.append(it.value());
        }
    }
    return prepared;
}

int Oie2016Matcher::commonWordPairs(const Prepared &gold, const Prepared &prediction)
{
    int count = 0;
    for (const int g : gold.words) {
        for (const int p : prediction.words)
            count += g == p ? 1 : 0;
    }
    return count;
}

bool Oie2016Matcher::match(const Prepared &gold, const Prepared &prediction) const
{
    if (m_mode == Oie2016Options::Mode::Current) {
        bool shared = false;
        for (const int lemma : gold.predicateLemmas)
            shared = shared || prediction.predicateLemmas.contains(lemma);
        if (!shared)
            return false;
    }
    // float(count) / len(R) > threshold, strictly (docs/scoring/oie2016.md 4).
    const double threshold = m_mode == Oie2016Options::Mode::Current ? 0.25 : 0.5;
    return double(commonWordPairs(gold, prediction)) / double(gold.words.size()) > threshold;
}
