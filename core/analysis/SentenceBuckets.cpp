#include "core/analysis/SentenceBuckets.h"

#include "core/base/TextFileLines.h"

#include <QFileInfo>
#include <QHash>
#include <QSet>

namespace {

QStringList sentenceTokens(const Sentence &sentence)
{
    return sentence.tokens.isEmpty() ? Sentence::tokenize(sentence.text) : sentence.tokens;
}

// `conj`, `conj:and`, ... all count as `conj`.
int countRelations(const Sentence &sentence, QLatin1String relation)
{
    int count = 0;
    for (const QString &label : sentence.relations) {
        if (label == relation || (label.startsWith(relation) && label.size() > relation.size()
                                  && label.at(relation.size()) == QLatin1Char(':')))
            ++count;
    }
    return count;
}

bool isOneOf(const QString &word, const QSet<QString> &set)
{
    return set.contains(word.toLower());
}

const QSet<QString> &subordinators()
{
    static const QSet<QString> words{QStringLiteral("that"),     QStringLiteral("because"), QStringLiteral("if"),
                                     QStringLiteral("whether"),  QStringLiteral("although"), QStringLiteral("though"),
                                     QStringLiteral("unless"),   QStringLiteral("whereas")};
    return words;
}

const QSet<QString> &coordinators()
{
    static const QSet<QString> words{QStringLiteral("and"), QStringLiteral("or"), QStringLiteral("but"),
                                     QStringLiteral("nor"), QStringLiteral("yet"), QStringLiteral("&")};
    return words;
}

const QSet<QString> &caseWords()
{
    static const QSet<QString> words = [] {
        QSet<QString> set;
        const char *list[] = {"about",   "above",   "across",  "after",  "against",    "along",   "amid",
                              "among",   "around",  "as",      "at",     "before",     "behind",  "below",
                              "beneath", "beside",  "besides", "between", "beyond",    "by",      "despite",
                              "down",    "during",  "except",  "for",    "from",       "in",      "inside",
                              "into",    "like",    "near",    "of",     "off",        "on",      "onto",
                              "out",     "outside", "over",    "past",   "per",        "since",   "than",
                              "through", "throughout", "till", "to",     "toward",     "towards", "under",
                              "underneath", "unlike", "until", "up",     "upon",       "via",     "with",
                              "within",  "without", "'s",      "'"};
        for (const char *word : list)
            set.insert(QString::fromLatin1(word));
        return set;
    }();
    return words;
}

} // namespace

SentenceBuckets::SentenceBuckets(const Benchmark &gold)
    : m_gold(gold)
{
}

QStringList SentenceBuckets::builtInNames()
{
    return {QStringLiteral("length"), QStringLiteral("conj"), QStringLiteral("case")};
}

QStringList SentenceBuckets::propertyNames()
{
    return {QStringLiteral("tokens"), QStringLiteral("characters"), QStringLiteral("conj"),
            QStringLiteral("case"),   QStringLiteral("synsets"),    QStringLiteral("triples")};
}

QString SentenceBuckets::sourceName(CountSource source)
{
    switch (source) {
    case CountSource::Dependencies:
        return tr("CoNLL-U dependencies");
    case CountSource::PosTags:
        return tr("POS tags");
    case CountSource::UniversalTags:
        return tr("universal POS tags");
    case CountSource::WordList:
        return tr("English word lists");
    }
    return QString();
}

int SentenceBuckets::conjunctionCount(const Sentence &sentence, CountSource *source)
{
    int count = 0;
    CountSource used = CountSource::WordList;
    if (!sentence.relations.isEmpty()) {
        used = CountSource::Dependencies;
        count = countRelations(sentence, QLatin1String("conj"));
    } else if (!sentence.posTags.isEmpty()) {
        used = CountSource::PosTags;
        count = int(sentence.posTags.count(QStringLiteral("CC")));
    } else if (!sentence.universalTags.isEmpty()) {
        used = CountSource::UniversalTags;
        count = int(sentence.universalTags.count(QStringLiteral("CCONJ")));
    } else {
        for (const QString &token : sentenceTokens(sentence))
            count += isOneOf(token, coordinators()) ? 1 : 0;
    }
    if (source)
        *source = used;
    return count;
}

int SentenceBuckets::caseMarkerCount(const Sentence &sentence, CountSource *source)
{
    int count = 0;
    CountSource used = CountSource::WordList;
    const QStringList tokens = sentenceTokens(sentence);
    if (!sentence.relations.isEmpty()) {
        used = CountSource::Dependencies;
        count = countRelations(sentence, QLatin1String("case"));
    } else if (!sentence.posTags.isEmpty()) {
        used = CountSource::PosTags;
        const QStringList &tags = sentence.posTags;
        for (int i = 0; i < tags.size(); ++i) {
            const QString &tag = tags.at(i);
            if (tag == QLatin1String("POS")) {
                ++count;
            } else if (tag == QLatin1String("IN")) {
                count += i < tokens.size() && isOneOf(tokens.at(i), subordinators()) ? 0 : 1;
            } else if (tag == QLatin1String("TO")) {
                int next = i + 1;
                while (next < tags.size() && tags.at(next).startsWith(QLatin1String("RB")))
                    ++next;
                count += next < tags.size() && tags.at(next).startsWith(QLatin1String("VB")) ? 0 : 1;
            }
        }
    } else if (!sentence.universalTags.isEmpty()) {
        used = CountSource::UniversalTags;
        const QStringList &tags = sentence.universalTags;
        for (int i = 0; i < tags.size(); ++i) {
            if (tags.at(i) == QLatin1String("ADP"))
                ++count;
            else if (tags.at(i) == QLatin1String("PART") && i < tokens.size()
                     && (tokens.at(i) == QLatin1String("'s") || tokens.at(i) == QLatin1String("'")))
                ++count;
        }
    } else {
        for (const QString &token : tokens)
            count += isOneOf(token, caseWords()) ? 1 : 0;
    }
    if (source)
        *source = used;
    return count;
}

int SentenceBuckets::property(const Sentence &sentence, const QString &name, CountSource *source)
{
    if (name == QLatin1String("tokens") || name == QLatin1String("length"))
        return int(sentenceTokens(sentence).size());
    if (name == QLatin1String("characters"))
        return int(sentence.text.size());
    if (name == QLatin1String("conj"))
        return conjunctionCount(sentence, source);
    if (name == QLatin1String("case"))
        return caseMarkerCount(sentence, source);
    if (name == QLatin1String("synsets")) {
        int count = 0;
        for (const Synset &synset : sentence.synsets)
            count += synset.scored ? 1 : 0;
        return count;
    }
    if (name == QLatin1String("triples")) {
        int count = 0;
        for (const Synset &synset : sentence.synsets)
            count += synset.scored ? synset.matchableTripleCount() : 0;
        return count;
    }
    return -1;
}

bool SentenceBuckets::addBuiltIn(const QString &name)
{
    QString error;
    if (name == QLatin1String("length"))
        return addBins(name, QStringLiteral("tokens"), {20, 30}, {}, &error);
    if (name == QLatin1String("conj"))
        return addBins(name, name, {0}, {QStringLiteral("0"), QStringLiteral(">= 1")}, &error);
    if (name == QLatin1String("case"))
        return addBins(name, name, {1, 3}, {QStringLiteral("0-1"), QStringLiteral("2-3"), QStringLiteral(">= 4")},
                       &error);
    return false;
}

bool SentenceBuckets::addBins(const QString &dimension, const QString &propertyName, const QVector<int> &edges,
                              const QStringList &labels, QString *error)
{
    if (!propertyNames().contains(propertyName) && propertyName != QLatin1String("length")) {
        *error = tr("unknown sentence property '%1' (expected %2)")
                     .arg(propertyName, propertyNames().join(QLatin1Char('|')));
        return false;
    }
    if (edges.isEmpty()) {
        *error = tr("bins over '%1' need at least one edge").arg(propertyName);
        return false;
    }
    for (int i = 1; i < edges.size(); ++i) {
        if (edges.at(i) <= edges.at(i - 1)) {
            *error = tr("the bin edges of '%1' must increase").arg(propertyName);
            return false;
        }
    }
    if (!labels.isEmpty() && labels.size() != edges.size() + 1) {
        *error = tr("%1 bin edges need %2 labels").arg(QString::number(edges.size()), QString::number(edges.size() + 1));
        return false;
    }
    BucketDimension result;
    result.name = dimension;
    if (labels.isEmpty()) {
        result.labels.append(QStringLiteral("<= ") + QString::number(edges.first()));
        for (int i = 1; i < edges.size(); ++i) {
            const int low = edges.at(i - 1) + 1;
            const int high = edges.at(i);
            result.labels.append(low == high ? QString::number(high)
                                             : QString::number(low) + QLatin1Char('-') + QString::number(high));
        }
        result.labels.append(QStringLiteral("> ") + QString::number(edges.last()));
    } else {
        result.labels = labels;
    }
    const bool counted = propertyName == QLatin1String("conj") || propertyName == QLatin1String("case");
    QVector<int> sourceCounts(4, 0);
    result.bucketOf.reserve(m_gold.sentences().size());
    for (const Sentence &sentence : m_gold.sentences()) {
        CountSource source = CountSource::WordList;
        const int value = property(sentence, propertyName, &source);
        if (counted && sentence.inGold)
            ++sourceCounts[int(source)];
        int bucket = 0;
        while (bucket < edges.size() && value > edges.at(bucket))
            ++bucket;
        result.bucketOf.append(bucket);
    }
    if (counted)
        result.source = describeSources(sourceCounts);
    else if (propertyName == QLatin1String("tokens") || propertyName == QLatin1String("length"))
        result.source = tokenization();
    else
        result.source = tr("sentence property '%1'").arg(propertyName);
    m_dimensions.append(result);
    return true;
}

QString SentenceBuckets::describeSources(const QVector<int> &sourceCounts) const
{
    QStringList used;
    int kinds = 0;
    for (int i = 0; i < sourceCounts.size(); ++i)
        kinds += sourceCounts.at(i) > 0 ? 1 : 0;
    for (int i = 0; i < sourceCounts.size(); ++i) {
        if (sourceCounts.at(i) == 0)
            continue;
        const QString name = sourceName(CountSource(i));
        used.append(kinds == 1 ? name
                               : tr("%1 (%2 sentences)").arg(name, QString::number(sourceCounts.at(i))));
    }
    return used.isEmpty() ? sourceName(CountSource::WordList) : used.join(QStringLiteral(", "));
}

QString SentenceBuckets::tokenization() const
{
    for (const Sentence &sentence : m_gold.sentences()) {
        if (!sentence.tokens.isEmpty() && sentence.tokens != Sentence::tokenize(sentence.text))
            return tr("the project's tokens (not all space-separated)");
    }
    return tr("the data's space-separated tokens");
}

QString SentenceBuckets::source(const QString &dimension) const
{
    for (const BucketDimension &d : m_dimensions) {
        if (d.name == dimension)
            return d.source;
    }
    return QString();
}

bool SentenceBuckets::addTsvFile(const QString &path, Diagnostics *diagnostics, QString *error)
{
    QByteArray bytes;
    if (!TextFileLines::readFile(path, &bytes, error))
        return false;
    addTsv(bytes, path, diagnostics);
    return true;
}

void SentenceBuckets::addTsv(const QByteArray &bytes, const QString &fileName, Diagnostics *diagnostics)
{
    DiagnosticSink sink(diagnostics, fileName);
    const TextFileLines text = TextFileLines::decode(bytes, sink);
    BucketDimension result;
    result.name = QFileInfo(fileName).completeBaseName();
    result.source = tr("bucket file %1").arg(QFileInfo(fileName).fileName());
    result.bucketOf = QVector<int>(m_gold.sentences().size(), -1);
    QHash<int, int> lineOf; // sentence index -> line that put it in a bucket
    for (int i = 0; i < text.lines.size(); ++i) {
        const int lineNumber = i + 1;
        const QString line = text.lines.at(i).trimmed().toString();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QStringList fields = line.split(QLatin1Char('\t'));
        if (fields.size() == 2 && lineOf.isEmpty() && fields.at(0).trimmed() == QLatin1String("sent_id"))
            continue; // header
        if (fields.size() != 2 || fields.at(0).trimmed().isEmpty() || fields.at(1).trimmed().isEmpty()) {
            sink.error(lineNumber, tr("expected sent_id<TAB>bucket, found %1 field(s)").arg(QString::number(fields.size())));
            continue;
        }
        const QString id = fields.at(0).trimmed();
        const QString label = fields.at(1).trimmed();
        const int sentence = m_gold.indexOf(id);
        if (sentence < 0) {
            sink.warn(lineNumber, tr("sentence id '%1' is not in the gold; the line is ignored").arg(id));
            continue;
        }
        if (lineOf.contains(sentence)) {
            sink.warn(lineNumber, tr("sentence '%1' was already put in a bucket on line %2; this line is ignored")
                                      .arg(id, QString::number(lineOf.value(sentence))));
            continue;
        }
        int bucket = int(result.labels.indexOf(label));
        if (bucket < 0) {
            result.labels.append(label);
            bucket = int(result.labels.size()) - 1;
        }
        result.bucketOf[sentence] = bucket;
        lineOf.insert(sentence, lineNumber);
    }
    int missing = 0;
    for (int s = 0; s < m_gold.sentences().size(); ++s)
        missing += m_gold.sentences().at(s).inGold && result.bucketOf.at(s) < 0 ? 1 : 0;
    if (missing > 0)
        sink.info(0, tr("%1 gold sentence(s) are in no bucket of this file").arg(QString::number(missing)));
    m_dimensions.append(result);
}

QVector<BucketScore> SentenceBuckets::score(const SystemScore &score) const
{
    QVector<BucketScore> result;
    for (const BucketDimension &dimension : m_dimensions) {
        const int first = int(result.size());
        for (const QString &label : dimension.labels)
            result.append({dimension.name, label, 0, ScoreCounts()});
        for (int s = 0; s < dimension.bucketOf.size() && s < m_gold.sentences().size(); ++s) {
            const int bucket = dimension.bucketOf.at(s);
            if (bucket < 0 || !m_gold.sentences().at(s).inGold)
                continue;
            BucketScore &target = result[first + bucket];
            ++target.sentences;
            if (s < score.perSentence.size())
                target.counts += score.perSentence.at(s);
        }
    }
    return result;
}
