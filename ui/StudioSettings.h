#pragma once

#include "core/fl/FlOptions.h"
#include "ui/annotation/AnnotationSettings.h"

#include <QString>
#include <QVariant>

// Everything OIE Studio stores between sessions, in one QSettings store ("OIE Studio",
// "OIE Studio": the user's native settings). Each key has its string and its default in one
// table (StudioSettings.cpp); value() gives the default when nothing is stored. The workspaces
// never touch the store: the shell loads and stores their preferences here. Tests call
// useTemporaryStore() first, so that they never read or change the user's settings.
class StudioSettings
{
public:
    enum class Key {
        Language, // "de", "fr", "zh_CN", "en"; empty follows the system
        AutosaveMinutes,
        RecentFiles, // absolute paths, the last opened first
        MainWindowGeometry,
        MainWindowState,
        MainWindowLastDirectory,
        AnnotationColorScheme, // int(PosColors::Scheme)
        AnnotationShowTags,
        AnnotationShowIndices,
        AnnotationClickOrder, // true: TripleDraft::Order::Click
        AnnotationArticlesOptional,
        AnnotationLearnedOptional,
        AnnotationFontSize, // points; 0 keeps the system font
        AnnotationAuthor,
        AnnotationSuggestionKinds, // OptionalSuggestion::kindId of each kind suggested
        AnnotationSplitHyphens, // TokenizerOptions of raw text imports
        AnnotationQuotesAsTokens,
        FlOfficial, // the FlOptions members
        FlPunctuationRelaxation,
        FlAlternativeFormulations,
        FlLevelOfDetail,
        FlCorrection,
    };
    // The keys stored under one prefix ("evaluation/...").
    enum class Group { MainWindow, Annotation, Evaluation };

    StudioSettings() = delete;

    static QVariant value(Key key);
    static void setValue(Key key, const QVariant &value);
    // Forgets the stored value: value() gives the default again.
    static void remove(Key key);
    static void remove(Group group);

    static QString keyName(Key key);
    static QVariant defaultValue(Key key);

    // The preferences of the annotation workspace (Annotation*, Language, AutosaveMinutes),
    // out-of-range values replaced by the defaults...
    static AnnotationSettings annotationSettings();
    static void setAnnotationSettings(const AnnotationSettings &settings);
    // ...and BenchIE^FL's options (Fl*).
    static FlOptions flOptions();
    static void setFlOptions(const FlOptions &options);

    // Test hook: from now on the settings live in this INI file (created when first written).
    static void useTemporaryStore(const QString &iniPath);
    // Back to the user's settings.
    static void useUserStore();
};
