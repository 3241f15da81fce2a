#include "PosTagger.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>

namespace {

constexpr auto kPerlRegex = QRegularExpression::UseUnicodePropertiesOption; // \w, \d as Perl's

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
        if (!loaded.load(defaultModelDirectory(), &error))
            loaded.m_loadError = error;
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
    static const QRegularExpression entry(QStringLiteral("^\"?([^\\{\"]+)\"?: \\{ (.*) \\}"));
    static const QRegularExpression separator(QStringLiteral("[:,]\\s+"));
    const QList<QByteArray> lines = file.readAll().split('\n');
    for (const QByteArray &bytes : lines) {
        const QRegularExpressionMatch match = entry.match(QString::fromUtf8(bytes));
        if (!match.hasMatch())
            continue;
        const QStringList parts = match.captured(2).split(separator);
        QVector<TagCount> counts;
        for (int i = 0; i + 1 < parts.size(); i += 2) {
            const int tag = tagIndex(parts.at(i));
            const double value = parts.at(i + 1).toDouble();
            auto same = std::find_if(counts.begin(), counts.end(), [tag](const TagCount &c) { return c.tag == tag; });
            if (same != counts.end())
                same->count = value;
            else
                counts.append({tag, value});
        }
        const QString key = match.captured(1);
        if (transitions)
            m_transitions[tagIndex(key)] = counts;
        else
            m_lexicon.insert(key, counts);
    }
    return true;
}

bool PosTagger::load(const QString &directory, QString *error)
{
    PosTagger loaded;
    const QDir dir(directory);
    if (!loaded.loadTable(dir.filePath(QStringLiteral("tags.yml")), true, error)
        || !loaded.loadTable(dir.filePath(QStringLiteral("words.yml")), false, error)
        || !loaded.loadTable(dir.filePath(QStringLiteral("unknown.yml")), false, error))
        return false;
    if (!loaded.m_tagIndex.contains(QStringLiteral("pp")) || loaded.m_lexicon.isEmpty()) {
        *error = tr("The POS tagger's model in %1 has no usable tables; sentences stay untagged.").arg(directory);
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

// Tagger.pm's _clean_word.
QString PosTagger::cleanWord(const QString &word, QSet<QString> *vivified) const
{
    if (m_lexicon.contains(word) || vivified->contains(word))
        return word;
    QString lowerFirst = word;
    if (!lowerFirst.isEmpty())
        lowerFirst[0] = lowerFirst.at(0).toLower();
    if (m_lexicon.contains(lowerFirst) || vivified->contains(lowerFirst))
        return lowerFirst;
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
