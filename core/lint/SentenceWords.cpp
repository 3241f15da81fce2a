#include "core/lint/SentenceWords.h"

#include "core/lint/TripleWords.h"

namespace {

bool isPunctuationPiece(const QString &piece)
{
    return piece.size() == 1 && !piece.at(0).isLetterOrNumber();
}

} // namespace

SentenceWords::SentenceWords(const Sentence &sentence)
{
    for (int i = 0; i < sentence.tokens.size(); ++i) {
        for (const QString &piece : TripleWords::pieces(sentence.tokens.at(i))) {
            m_starts[piece].append(int(m_pieces.size()));
            m_pieces.append(piece);
            m_tokens.append(i);
        }
    }
}

QVector<int> SentenceWords::positions(const QString &word) const
{
    const QStringList pieces = TripleWords::pieces(word);
    QVector<int> positions;
    if (pieces.isEmpty())
        return positions;
    const auto it = m_starts.constFind(pieces.first());
    if (it == m_starts.constEnd())
        return positions;
    for (const int start : it.value()) {
        // The word's pieces in order; punctuation of the sentence the word leaves out is passed over.
        QVector<int> matched{m_tokens.at(start)};
        int k = 1;
        for (int j = start + 1; k < pieces.size() && j < m_pieces.size(); ++j) {
            if (m_pieces.at(j) == pieces.at(k)) {
                matched.append(m_tokens.at(j));
                ++k;
            } else if (!isPunctuationPiece(m_pieces.at(j))) {
                break;
            }
        }
        if (k < pieces.size())
            continue;
        for (const int token : matched) {
            if (!positions.contains(token))
                positions.append(token);
        }
    }
    return positions;
}
