#include "core/carb/CarbCorpus.h"

#include "core/base/TextFileLines.h"

QString CarbCorpus::sentenceKey(QStringView text)
{
    static const char *const escapes[][2] = {{"-LRB-", "("}, {"-RRB-", ")"}, {"-LSB-", "["},
                                             {"-RSB-", "]"}, {"-LCB-", "{"}, {"-RCB-", "}"}};
    QString key = text.toString();
    key.remove(QLatin1Char(' '));
    // The escapes become brackets, which are then removed with the other punctuation; the
    // order matters only for text such as "-L-RRB-RB-", done here as the official code does.
    for (const auto &escape : escapes)
        key.replace(QLatin1String(escape[0]), QLatin1String(escape[1]));
    QString out;
    out.reserve(key.size());
    for (const QChar c : key) {
        const char16_t u = c.unicode();
        const bool punctuation = (u >= 0x21 && u <= 0x2f) || (u >= 0x3a && u <= 0x40) || (u >= 0x5b && u <= 0x60)
            || (u >= 0x7b && u <= 0x7e);
        if (!punctuation)
            out += c;
    }
    return out;
}

void CarbCorpus::addTuple(QStringView sentenceText, CarbTuple tuple)
{
    if (m_last < 0 || m_sentences.at(m_last).text != sentenceText) {
        const QString text = sentenceText.toString();
        auto it = m_index.constFind(text);
        if (it == m_index.constEnd()) {
            m_last = int(m_sentences.size());
            m_index.insert(text, m_last);
            m_sentences.append(CarbSentence{text, QString(), tuple.line, {}});
        } else {
            m_last = it.value();
        }
    }
    m_sentences[m_last].tuples.append(std::move(tuple));
    ++m_added;
}

void CarbCorpus::finish(DiagnosticSink &sink)
{
    QVector<CarbSentence> keyed;
    QHash<QString, int> keyIndex;
    keyed.reserve(m_sentences.size());
    for (CarbSentence &sentence : m_sentences) {
        sentence.key = sentenceKey(sentence.text);
        const auto it = keyIndex.constFind(sentence.key);
        if (it == keyIndex.constEnd()) {
            keyIndex.insert(sentence.key, int(keyed.size()));
            keyed.append(std::move(sentence));
            continue;
        }
        CarbSentence &earlier = keyed[it.value()];
        sink.warn(sentence.line, QStringLiteral("this sentence has the same key as the sentence of line %1 (spaces and "
                                                "punctuation aside): as in the official scorer, its %2 tuple(s) "
                                                "replace the %3 of that sentence")
                                     .arg(QString::number(earlier.line), QString::number(sentence.tuples.size()),
                                          QString::number(earlier.tuples.size())));
        earlier = std::move(sentence);
    }
    m_sentences = std::move(keyed);
    m_index = std::move(keyIndex);
    m_last = -1;
}

const CarbSentence *CarbCorpus::find(const QString &key) const
{
    const auto it = m_index.constFind(key);
    return it == m_index.constEnd() ? nullptr : &m_sentences.at(it.value());
}

int CarbCorpus::tupleCount() const
{
    int count = 0;
    for (const CarbSentence &sentence : m_sentences)
        count += int(sentence.tuples.size());
    return count;
}
