#include "ui/annotation/AnnotationSettings.h"

#include <QSettings>

namespace {

QSettings settings()
{
    return QSettings(QStringLiteral("OIE Studio"), QStringLiteral("OIE Studio"));
}

} // namespace

AnnotationSettings AnnotationSettings::load()
{
    const QSettings store = settings();
    AnnotationSettings s;
    const int scheme = store.value(QStringLiteral("annotation/colorScheme"), int(s.scheme)).toInt();
    if (scheme >= int(PosColors::Scheme::VerbsAndNouns) && scheme <= int(PosColors::Scheme::None))
        s.scheme = PosColors::Scheme(scheme);
    s.showTags = store.value(QStringLiteral("annotation/showTags"), s.showTags).toBool();
    s.showIndices = store.value(QStringLiteral("annotation/showIndices"), s.showIndices).toBool();
    s.order = store.value(QStringLiteral("annotation/clickOrder"), false).toBool() ? TripleDraft::Order::Click
                                                                                   : TripleDraft::Order::Sentence;
    s.fontSize = qBound(0, store.value(QStringLiteral("annotation/fontSize"), 0).toInt(), 48);
    s.language = store.value(QStringLiteral("language")).toString();
    s.author = store.value(QStringLiteral("annotation/author")).toString();
    s.autosaveMinutes = qBound(0, store.value(QStringLiteral("autosaveMinutes"), s.autosaveMinutes).toInt(), 60);
    return s;
}

void AnnotationSettings::save() const
{
    QSettings store = settings();
    store.setValue(QStringLiteral("annotation/colorScheme"), int(scheme));
    store.setValue(QStringLiteral("annotation/showTags"), showTags);
    store.setValue(QStringLiteral("annotation/showIndices"), showIndices);
    store.setValue(QStringLiteral("annotation/clickOrder"), order == TripleDraft::Order::Click);
    store.setValue(QStringLiteral("annotation/fontSize"), fontSize);
    store.setValue(QStringLiteral("language"), language);
    store.setValue(QStringLiteral("annotation/author"), author);
    store.setValue(QStringLiteral("autosaveMinutes"), autosaveMinutes);
}

bool AnnotationSettings::operator==(const AnnotationSettings &other) const
{
    return scheme == other.scheme && showTags == other.showTags && showIndices == other.showIndices
        && order == other.order && fontSize == other.fontSize && language == other.language
        && author == other.author && autosaveMinutes == other.autosaveMinutes;
}
