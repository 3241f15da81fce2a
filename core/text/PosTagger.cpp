#include "core/text/PosTagger.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>

#include <algorithm>

namespace {

constexpr auto kPerlRegex = QRegularExpression::UseUnicodePropertiesOption; // \w, \d as Perl's

// Perl's lcfirst.
QString lowerFirst(const QString &word)
{
    QString lowered = word;
    if (!lowered.isEmpty())
        lowered[0] = lowered.at(0).toLower();
    return lowered;
}

bool matches(const QRegularExpression &regex, const QString &text)
{
    return regex.match(text).hasMatch();
}

} // namespace

QString PosTagger::defaultModelDirectory()
{
    const QString fromEnvironment = qEnvironmentVariable("OIE_TAGGER_DIR");
    return fromEnvironment.isEmpty() ? QStringLiteral("/usr/share/perl5/Lingua/EN/Tagger") : fromEnvironment;
}

const PosTagger &PosTagger::shared()
{
    static const PosTagger tagger = [] {
        PosTagger loaded;
        QString error;
        loaded.load(defaultModelDirectory(), &error);
        return loaded;
    }();
    return tagger;
}

int PosTagger::tagIndex(const QString &name)
{
    const auto found = m_tagIndex.constFind(name);
    if (found != m_tagIndex.constEnd())
        return found.value();
    const int index = int(m_tagNames.size());
    m_tagNames.append(name);
    m_tagIndex.insert(name, index);
    m_transitions.append(QVector<TagCount>());
    return index;
}

namespace {

// Matches `line` against Tagger.pm's ^"?([^{"]+)"?: \{ (.*) \} without a regex engine (the
// lexicon has 43,000 lines): false when it does not match.
bool matchEntry(QStringView line, QStringView *key, QStringView *data)
{
    const qsizetype start = line.startsWith(QLatin1Char('"')) ? 1 : 0;
    qsizetype end = start;
    while (end < line.size() && line.at(end) != QLatin1Char('{') && line.at(end) != QLatin1Char('"'))
        ++end;
    qsizetype dataStart = -1;
    if (end < line.size() && line.at(end) == QLatin1Char('"') && line.mid(end + 1).startsWith(QLatin1String(": { "))) {
        *key = line.mid(start, end - start);
        dataStart = end + 5;
    } else if (end < line.size() && line.at(end) == QLatin1Char('{') && end - start >= 3
               && line.mid(end - 2).startsWith(QLatin1String(": { "))) {
        *key = line.mid(start, end - 2 - start); // the key's run of characters took the ": "
        dataStart = end + 2;
    }
    if (dataStart < 0 || key->isEmpty())
        return false;
    const qsizetype close = line.lastIndexOf(QLatin1String(" }"));
    if (close < dataStart)
        return false;
    *data = line.mid(dataStart, close - dataStart);
    return true;
}

// Perl's split /[:,]\s+/.
QList<QStringView> splitPairs(QStringView data)
{
    QList<QStringView> parts;
    qsizetype from = 0;
    for (qsizetype i = 0; i + 1 < data.size(); ++i) {
        if ((data.at(i) == QLatin1Char(':') || data.at(i) == QLatin1Char(',')) && data.at(i + 1).isSpace()) {
            parts.append(data.mid(from, i - from));
            i += 1;
            while (i + 1 < data.size() && data.at(i + 1).isSpace())
                ++i;
            from = i + 1;
        }
    }
    parts.append(data.mid(from));
    return parts;
}

} // namespace

// Reads one table as Tagger.pm's _load_tags/_load_words do: every line matching
// ^"?([^{"]+)"?: \{ (.*) \} is a key and its "tag: value, tag: value" pairs; other lines are skipped.
bool PosTagger::loadTable(const QString &path, bool transitions, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("The POS tagger's model %1 cannot be read (%2). Install the Debian package "
                    "liblingua-en-tagger-perl or set OIE_TAGGER_DIR; sentences stay untagged.")
                     .arg(path, file.errorString());
        return false;
    }
    const QString text = QString::fromUtf8(file.readAll());
    for (const QStringView line : QStringView(text).split(QLatin1Char('\n'))) {
        QStringView key;
        QStringView data;
        if (!matchEntry(line, &key, &data))
            continue;
        const QList<QStringView> parts = splitPairs(data);
        QVector<TagCount> counts;
        for (qsizetype i = 0; i + 1 < parts.size(); i += 2) {
            const int tag = tagIndex(parts.at(i).toString());
            const double value = parts.at(i + 1).toDouble();
            auto same = std::find_if(counts.begin(), counts.end(), [tag](const TagCount &c) { return c.tag == tag; });
            if (same != counts.end())
                same->count = value;
            else
                counts.append({tag, value});
        }
        if (transitions)
            m_transitions[tagIndex(key.toString())] = counts;
        else
            m_lexicon.insert(key.toString(), counts);
    }
    return true;
}

bool PosTagger::load(const QString &directory, QString *error)
{
    PosTagger loaded;
    const QDir dir(directory);
    if (!loaded.loadTable(dir.filePath(QStringLiteral("tags.yml")), true, error)
        || !loaded.loadTable(dir.filePath(QStringLiteral("words.yml")), false, error)
        || !loaded.loadTable(dir.filePath(QStringLiteral("unknown.yml")), false, error)) {
        m_loadError = *error;
        return false;
    }
    if (!loaded.m_tagIndex.contains(QStringLiteral("pp")) || loaded.m_lexicon.isEmpty()) {
        *error = tr("The POS tagger's model in %1 has no usable tables; sentences stay untagged.").arg(directory);
        m_loadError = *error;
        return false;
    }
    *this = loaded;
    return true;
}

// Tagger.pm's _classify_unknown_word. Perl's lookup of a hyphenated word's suffix creates that
// suffix in the lexicon (autovivification): recorded in *vivified.
QString PosTagger::classifyUnknownWord(const QString &word, QSet<QString> *vivified) const
{
    static const QRegularExpression leftBracket(QStringLiteral("[\\(\\{\\[]"), kPerlRegex);
    static const QRegularExpression rightBracket(QStringLiteral("[\\)\\]\\}]"), kPerlRegex);
    static const QRegularExpression number(QStringLiteral("^-?(?:\\d+(?:\\.\\d*)?|\\.\\d+)$"), kPerlRegex);
    static const QRegularExpression numberConstruct(QStringLiteral("^\\d+[\\d\\/:-]+\\d$"), kPerlRegex);
    static const QRegularExpression ordinal(QStringLiteral("^-?\\d+\\w+$"), kPerlRegex);
    static const QRegularExpression abbreviation(QStringLiteral("^\\p{Lu}[\\p{Lu}\\.-]*$"), kPerlRegex);
    static const QRegularExpression hyphenated(QStringLiteral("\\w-\\w"), kPerlRegex);
    static const QRegularExpression hyphenSuffix(QStringLiteral("-([^-]+)$"), kPerlRegex);
    static const QRegularExpression symbol(QStringLiteral("^\\W+$"), kPerlRegex);
    if (matches(leftBracket, word))
        return QStringLiteral("*LRB*");
    if (matches(rightBracket, word))
        return QStringLiteral("*RRB*");
    if (matches(number, word) || matches(numberConstruct, word))
        return QStringLiteral("*NUM*");
    if (matches(ordinal, word))
        return QStringLiteral("*ORD*");
    if (matches(abbreviation, word))
        return QStringLiteral("-abr-");
    if (matches(hyphenated, word)) {
        const QString suffix = hyphenSuffix.match(word).captured(1);
        if (suffix.isEmpty() || suffix == QLatin1String("0")) // false in Perl
            return QStringLiteral("-hyp-");
        const auto entry = m_lexicon.constFind(suffix);
        const int jj = m_tagIndex.value(QStringLiteral("jj"), -1);
        const bool adjective = entry != m_lexicon.constEnd()
                               && std::any_of(entry->cbegin(), entry->cend(), [jj](const TagCount &c) { return c.tag == jj; });
        if (entry == m_lexicon.constEnd())
            vivified->insert(suffix);
        return adjective ? QStringLiteral("-hyp-adj-") : QStringLiteral("-hyp-");
    }
    if (matches(symbol, word))
        return QStringLiteral("-sym-");
    if (!word.isEmpty() && word.at(0).toTitleCase() == word.at(0))
        return QStringLiteral("-cap-");
    if (word.endsWith(QLatin1String("ing")))
        return QStringLiteral("-ing-");
    if (word.endsWith(QLatin1Char('s')))
        return QStringLiteral("-s-");
    if (word.endsWith(QLatin1String("tion")))
        return QStringLiteral("-tion-");
    if (word.endsWith(QLatin1String("ly")))
        return QStringLiteral("-ly-");
    if (word.endsWith(QLatin1String("ed")))
        return QStringLiteral("-ed-");
    return QStringLiteral("-unknown-");
}

QString PosTagger::loadError() const
{
    if (isLoaded() || !m_loadError.isEmpty())
        return m_loadError;
    return tr("The POS tagger's model is not loaded; sentences stay untagged.");
}

bool PosTagger::knows(const QString &word) const
{
    return m_lexicon.contains(word) || m_lexicon.contains(lowerFirst(word));
}

QStringList PosTagger::lexiconTags(const QString &word) const
{
    auto entry = m_lexicon.constFind(word);
    if (entry == m_lexicon.constEnd())
        entry = m_lexicon.constFind(lowerFirst(word));
    if (entry == m_lexicon.constEnd())
        return {};
    QVector<TagCount> counts = entry.value();
    std::stable_sort(counts.begin(), counts.end(), [](const TagCount &a, const TagCount &b) { return a.count > b.count; });
    QStringList tags;
    for (const TagCount &count : counts)
        tags.append(toPennTreebank(m_tagNames.at(count.tag)));
    return tags;
}

// Tagger.pm's _clean_word.
QString PosTagger::cleanWord(const QString &word, QSet<QString> *vivified) const
{
    if (m_lexicon.contains(word) || vivified->contains(word))
        return word;
    const QString lowered = lowerFirst(word);
    if (m_lexicon.contains(lowered) || vivified->contains(lowered))
        return lowered;
    return classifyUnknownWord(word, vivified);
}

// Tagger.pm's _assign_tag; -1 when no tag fits (the caller then uses nn).
int PosTagger::assignTag(int previous, const QString &word) const
{
    if (word == QLatin1String("-sym-"))
        return m_tagIndex.value(QStringLiteral("sym"), -1);
    const auto entry = m_lexicon.constFind(word);
    if (entry == m_lexicon.constEnd() || previous < 0)
        return -1;
    double best = 0;
    int bestTag = -1;
    for (const TagCount &transition : m_transitions.at(previous)) {
        const auto count = std::find_if(entry->cbegin(), entry->cend(),
                                        [&transition](const TagCount &c) { return c.tag == transition.tag; });
        if (count == entry->cend())
            continue;
        const double probability = transition.count * (count->count + 1);
        if (probability > best) {
            best = probability;
            bestTag = transition.tag;
        }
    }
    return bestTag;
}

QStringList PosTagger::tagInternal(const QStringList &tokens) const
{
    QStringList tags;
    if (!isLoaded())
        return tags;
    QSet<QString> vivified;
    const int nn = m_tagIndex.value(QStringLiteral("nn"));
    int previous = m_tagIndex.value(QStringLiteral("pp"));
    tags.reserve(tokens.size());
    for (const QString &token : tokens) {
        const int tag = assignTag(previous, cleanWord(token, &vivified));
        previous = tag < 0 ? nn : tag;
        tags.append(m_tagNames.at(previous));
    }
    return tags;
}

QStringList PosTagger::tag(const QStringList &tokens) const
{
    QStringList tags = tagInternal(tokens);
    for (QString &tag : tags)
        tag = toPennTreebank(tag);
    return tags;
}

PosTagger::ModelSize PosTagger::modelSize() const
{
    ModelSize size;
    size.words = m_lexicon.size();
    for (const QVector<TagCount> &counts : m_lexicon)
        size.wordTags += counts.size();
    for (const QVector<TagCount> &row : m_transitions) {
        size.previousTags += row.isEmpty() ? 0 : 1;
        size.transitions += row.size();
    }
    return size;
}

QString PosTagger::toPennTreebank(const QString &taggerTag)
{
    static const QHash<QString, QString> renamed = {
        {QStringLiteral("det"), QStringLiteral("DT")},     {QStringLiteral("pp"), QStringLiteral(".")},
        {QStringLiteral("ppc"), QStringLiteral(",")},      {QStringLiteral("pps"), QStringLiteral(":")},
        {QStringLiteral("ppl"), QStringLiteral("``")},     {QStringLiteral("ppr"), QStringLiteral("''")},
        {QStringLiteral("ppd"), QStringLiteral("$")},      {QStringLiteral("lrb"), QStringLiteral("-LRB-")},
        {QStringLiteral("rrb"), QStringLiteral("-RRB-")},  {QStringLiteral("prps"), QStringLiteral("PRP$")},
        {QStringLiteral("wps"), QStringLiteral("WP$")}};
    return renamed.value(taggerTag, taggerTag.toUpper());
}
