#include "ui/StudioSettings.h"

#include <algorithm>

#include <QByteArray>
#include <QSettings>
#include <QStringList>
#include <QVector>

namespace {

struct Entry
{
    StudioSettings::Key key;
    const char *name; // the QSettings key, as earlier versions stored it
    QVariant defaultValue;
};

// The suggestion kinds as stored: each kind's id when it is suggested, the id after `-` when it
// is not, so that a kind added later (adverbs) gets its default rather than the state of a kind
// its list never named. Earlier versions stored the suggested kinds' ids alone, and read `-title`
// as a kind that is not suggested.
QStringList kindIds(OptionalSuggester::Kinds kinds)
{
    QStringList ids;
    for (int k = 0; k < OptionalSuggestion::kKindCount; ++k)
        ids << (kinds.test(k) ? QString() : QStringLiteral("-")) + OptionalSuggestion::kindId(OptionalSuggestion::Kind(k));
    return ids;
}

// The kinds of a stored list: a kind it names is as named; one it does not name is off in a list
// of an earlier version (no `-` entries) when that version knew the kind, else its default.
OptionalSuggester::Kinds kindsOf(const QStringList &stored, OptionalSuggester::Kinds defaults)
{
    const bool marked = std::any_of(stored.begin(), stored.end(),
                                    [](const QString &id) { return id.startsWith(QLatin1Char('-')); });
    OptionalSuggester::Kinds kinds;
    for (int k = 0; k < OptionalSuggestion::kKindCount; ++k) {
        const QString id = OptionalSuggestion::kindId(OptionalSuggestion::Kind(k));
        const bool knownBefore = k < int(OptionalSuggestion::Kind::Adverb); // the six kinds of the first lists
        if (stored.contains(id))
            kinds.set(k);
        else if (!stored.contains(QLatin1Char('-') + id) && (marked || !knownBefore))
            kinds.set(k, defaults.test(k));
    }
    return kinds;
}

// Every stored key, its string and its default. The defaults are those of the structs that
// use them (AnnotationSettings, FlOptions), so that a default is written in one place only.
const QVector<Entry> &table()
{
    using Key = StudioSettings::Key;
    static const QVector<Entry> entries = [] {
        const AnnotationSettings annotation;
        const FlOptions fl;
        return QVector<Entry>{
            {Key::Language, "language", annotation.language},
            {Key::AutosaveMinutes, "autosaveMinutes", annotation.autosaveMinutes},
            {Key::RecentFiles, "recentFiles", QStringList()},
            {Key::MainWindowGeometry, "mainWindow/geometry", QByteArray()},
            {Key::MainWindowState, "mainWindow/state", QByteArray()},
            {Key::MainWindowLastDirectory, "mainWindow/lastDirectory", QString()},
            {Key::AnnotationColorScheme, "annotation/colorScheme", int(annotation.scheme)},
            {Key::AnnotationShowTags, "annotation/showTags", annotation.showTags},
            {Key::AnnotationShowIndices, "annotation/showIndices", annotation.showIndices},
            {Key::AnnotationClickOrder, "annotation/clickOrder", annotation.order == TripleDraft::Order::Click},
            {Key::AnnotationArticlesOptional, "annotation/articlesOptional", annotation.articlesOptional},
            {Key::AnnotationLearnedOptional, "annotation/learnedOptional", annotation.learnedOptional},
            {Key::AnnotationFontSize, "annotation/fontSize", annotation.fontSize},
            {Key::AnnotationAuthor, "annotation/author", annotation.author},
            {Key::AnnotationSuggestionKinds, "annotation/suggestionKinds", kindIds(annotation.suggestionKinds)},
            {Key::AnnotationSplitHyphens, "annotation/splitHyphens", annotation.tokenizer.splitHyphens},
            {Key::AnnotationQuotesAsTokens, "annotation/quotesAsTokens", annotation.tokenizer.quotesAsTokens},
            {Key::FlOfficial, "evaluation/flOfficial", fl.official},
            {Key::FlPunctuationRelaxation, "evaluation/flPunctuationRelaxation", fl.noPunctuation},
            {Key::FlAlternativeFormulations, "evaluation/flAlternativeFormulations", fl.alternativeFormulations},
            {Key::FlLevelOfDetail, "evaluation/flLevelOfDetail", fl.levelOfDetail},
            {Key::FlCorrection, "evaluation/flCorrection", fl.correction},
        };
    }();
    return entries;
}

const Entry &entry(StudioSettings::Key key)
{
    for (const Entry &candidate : table()) {
        if (candidate.key == key)
            return candidate;
    }
    Q_UNREACHABLE(); // every Key has its row
}

// BenchIE^FL's stored switches.
struct FlSwitch
{
    StudioSettings::Key key;
    bool FlOptions::*member;
};

const FlSwitch kFlSwitches[] = {
    {StudioSettings::Key::FlOfficial, &FlOptions::official},
    {StudioSettings::Key::FlPunctuationRelaxation, &FlOptions::noPunctuation},
    {StudioSettings::Key::FlAlternativeFormulations, &FlOptions::alternativeFormulations},
    {StudioSettings::Key::FlLevelOfDetail, &FlOptions::levelOfDetail},
    {StudioSettings::Key::FlCorrection, &FlOptions::correction},
};

QString s_iniPath; // empty: the user's settings

// A QSettings on the current store. Instances on one file share their data within the process.
QSettings openStore()
{
    if (!s_iniPath.isEmpty())
        return QSettings(s_iniPath, QSettings::IniFormat);
    return QSettings(QStringLiteral("OIE Studio"), QStringLiteral("OIE Studio"));
}

} // namespace

QVariant StudioSettings::value(Key key)
{
    const Entry &row = entry(key);
    return openStore().value(QString::fromLatin1(row.name), row.defaultValue);
}

void StudioSettings::setValue(Key key, const QVariant &value)
{
    QSettings store = openStore();
    store.setValue(keyName(key), value);
}

void StudioSettings::remove(Key key)
{
    QSettings store = openStore();
    store.remove(keyName(key));
}

void StudioSettings::remove(Group group)
{
    QString prefix;
    switch (group) {
    case Group::MainWindow:
        prefix = QStringLiteral("mainWindow");
        break;
    case Group::Annotation:
        prefix = QStringLiteral("annotation");
        break;
    case Group::Evaluation:
        prefix = QStringLiteral("evaluation");
        break;
    }
    QSettings store = openStore();
    store.remove(prefix);
}

QString StudioSettings::keyName(Key key)
{
    return QString::fromLatin1(entry(key).name);
}

QVariant StudioSettings::defaultValue(Key key)
{
    return entry(key).defaultValue;
}

AnnotationSettings StudioSettings::annotationSettings()
{
    AnnotationSettings s;
    const int scheme = value(Key::AnnotationColorScheme).toInt();
    if (scheme >= int(PosColors::Scheme::VerbsAndNouns) && scheme <= int(PosColors::Scheme::NamedEntities))
        s.scheme = PosColors::Scheme(scheme);
    s.showTags = value(Key::AnnotationShowTags).toBool();
    s.showIndices = value(Key::AnnotationShowIndices).toBool();
    s.order = value(Key::AnnotationClickOrder).toBool() ? TripleDraft::Order::Click : TripleDraft::Order::Sentence;
    s.articlesOptional = value(Key::AnnotationArticlesOptional).toBool();
    s.learnedOptional = value(Key::AnnotationLearnedOptional).toBool();
    s.fontSize = qBound(0, value(Key::AnnotationFontSize).toInt(), 48);
    s.language = value(Key::Language).toString();
    s.author = value(Key::AnnotationAuthor).toString();
    s.autosaveMinutes = qBound(0, value(Key::AutosaveMinutes).toInt(), 60);
    s.suggestionKinds = kindsOf(value(Key::AnnotationSuggestionKinds).toStringList(), AnnotationSettings().suggestionKinds);
    s.tokenizer.splitHyphens = value(Key::AnnotationSplitHyphens).toBool();
    s.tokenizer.quotesAsTokens = value(Key::AnnotationQuotesAsTokens).toBool();
    return s;
}

void StudioSettings::setAnnotationSettings(const AnnotationSettings &settings)
{
    setValue(Key::AnnotationColorScheme, int(settings.scheme));
    setValue(Key::AnnotationShowTags, settings.showTags);
    setValue(Key::AnnotationShowIndices, settings.showIndices);
    setValue(Key::AnnotationClickOrder, settings.order == TripleDraft::Order::Click);
    setValue(Key::AnnotationArticlesOptional, settings.articlesOptional);
    setValue(Key::AnnotationLearnedOptional, settings.learnedOptional);
    setValue(Key::AnnotationFontSize, settings.fontSize);
    setValue(Key::Language, settings.language);
    setValue(Key::AnnotationAuthor, settings.author);
    setValue(Key::AutosaveMinutes, settings.autosaveMinutes);
    setValue(Key::AnnotationSuggestionKinds, kindIds(settings.suggestionKinds));
    setValue(Key::AnnotationSplitHyphens, settings.tokenizer.splitHyphens);
    setValue(Key::AnnotationQuotesAsTokens, settings.tokenizer.quotesAsTokens);
}

FlOptions StudioSettings::flOptions()
{
    FlOptions options;
    for (const FlSwitch &stored : kFlSwitches)
        options.*stored.member = value(stored.key).toBool();
    return options;
}

void StudioSettings::setFlOptions(const FlOptions &options)
{
    for (const FlSwitch &stored : kFlSwitches)
        setValue(stored.key, options.*stored.member);
}

void StudioSettings::useTemporaryStore(const QString &iniPath)
{
    s_iniPath = iniPath;
}

void StudioSettings::useUserStore()
{
    s_iniPath.clear();
}
