#include "core/document/AnnieExport.h"

#include "core/base/TextFileLines.h"
#include "core/model/TripleDraft.h"

#include <QRegularExpression>

namespace {

// The number AnnIE gives the sentence: its id when that is a positive number, else its place.
int sentenceNumber(const Sentence &sentence, int index)
{
    bool ok = false;
    const int id = sentence.id.toInt(&ok);
    return ok && id > 0 ? id : index + 1;
}

// A slot as AnnIE writes it, `word(i) ` per word; `[word(i)] ` when optional.
QString annieSlot(const QVector<DraftWord> &words, QStringList *allWords)
{
    QString out;
    for (const DraftWord &word : words) {
        const QString item = word.text + QLatin1Char('(') + QString::number(word.token + 1) + QLatin1Char(')');
        out += (word.optionalGroup != 0 ? QLatin1Char('[') + item + QLatin1Char(']') : item) + QLatin1Char(' ');
        allWords->append(word.text);
    }
    return out;
}

QString annieTriple(const Triple &triple, const QStringList &tokens)
{
    TripleDraft draft;
    draft.load(triple, tokens);
    QStringList allWords;
    const QString subject = annieSlot(draft.words(0), &allWords);
    const QString relation = annieSlot(draft.words(1), &allWords);
    const QString object = annieSlot(draft.words(2), &allWords);
    return allWords.join(QLatin1Char(' ')) + QStringLiteral(" \t") + subject + QLatin1Char('\t') + relation
        + QStringLiteral("     ") + object;
}

// Adjacent optional groups of a slot, which AnnIE's notation joins into one, or a bracket
// inside a word (`[the film ``]A`) or without its pair (`$ 89]`), which it cannot write.
bool approximated(const Slot &slot)
{
    static const QRegularExpression bracketInWord(QStringLiteral("\\S\\[|\\]\\S"));
    const QString &source = slot.source();
    if (source.contains(bracketInWord) || source.count(QLatin1Char('[')) != source.count(QLatin1Char(']')))
        return true;
    int group = 0;
    const QVector<DraftWord> words = TripleDraft::readSlot(slot, &group);
    for (int i = 1; i < words.size(); ++i) {
        if (words.at(i).optionalGroup != 0 && words.at(i - 1).optionalGroup != 0
            && words.at(i).optionalGroup != words.at(i - 1).optionalGroup)
            return true;
    }
    return false;
}

} // namespace

QByteArray AnnieExport::write(const Benchmark &benchmark)
{
    QString out;
    const QVector<Sentence> &sentences = benchmark.sentences();
    for (int s = 0; s < sentences.size(); ++s) {
        const Sentence &sentence = sentences.at(s);
        const QString text = sentence.tokens.join(QLatin1Char(' '));
        const QString number = QString::number(sentenceNumber(sentence, s));
        for (int k = 0; k < sentence.synsets.size(); ++k) {
            const QVector<Triple> &triples = sentence.synsets.at(k).triples;
            if (triples.isEmpty())
                continue;
            out += text + QLatin1Char('\n');
            for (int t = 0; t < triples.size(); ++t) {
                if (t == 0)
                    out += number + QStringLiteral("\tCluster ") + QString::number(k + 1) + QStringLiteral(": ");
                out += annieTriple(triples.at(t), sentence.tokens) + QLatin1Char('\n');
            }
        }
    }
    return out.toUtf8();
}

bool AnnieExport::writeFile(const Benchmark &benchmark, const QString &path, QString *error)
{
    return TextFileLines::writeFileAtomically(write(benchmark), path, error);
}

int AnnieExport::approximatedTriples(const Benchmark &benchmark)
{
    int count = 0;
    for (const Sentence &sentence : benchmark.sentences()) {
        for (const Synset &synset : sentence.synsets) {
            for (const Triple &triple : synset.triples) {
                bool changed = !triple.extraParts().isEmpty();
                for (int s = 0; s < TripleDraft::kSlotCount && !changed; ++s)
                    changed = approximated(triple.slot(s));
                count += changed ? 1 : 0;
            }
        }
    }
    return count;
}
