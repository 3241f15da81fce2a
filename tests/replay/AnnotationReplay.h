#pragma once

#include <QMap>
#include <QString>
#include <QStringList>
#include <QVector>

// The annotation replay (issue 28): a whole gold rebuilt from its sentences alone in the real
// main window, through key presses only, each delivered to the widget that has the keyboard
// focus, each counted; then the gold the studio holds is exported and compared with the input.
struct ReplayOptions
{
    QString gold;
    int limit = -1; // the first sentences only (tests)
    QString exportPath; // where the rebuilt gold is written (default: a temporary file)
    // System outputs attached before the replay (NAME, FILE): every edit rescores them, as in
    // a real session; a synset's first triples may then come from their draft synsets (round 0:
    // a draft accepted, or one of its triples changed).
    QVector<QPair<QString, QString>> systems;
    // The preference "the chips put articles in optional" (AnnotationSettings), on by default.
    bool articlesOptional = true;
    // The preference "the chips put in optional the words this gold usually brackets", on by default.
    bool learnedOptional = true;
};

struct ReplayTool
{
    qint64 keys = 0;
    int triples = 0;
};

struct ReplayMiss
{
    QString sentence; // its id
    int synset = 0; // 1-based, in the input
    QString triple;
    QString why;
};

struct ReplayResult
{
    int sentences = 0;
    int synsets = 0;
    int triples = 0; // distinct triple lines per synset
    qint64 keys = 0;
    qint64 annieClicks = 0; // AnnIE's lower bound for the same triples
    int mispredicted = 0; // plans the widgets did not follow (their keys are counted)
    QMap<QString, ReplayTool> byTool;
    QVector<ReplayMiss> unreproduced;
    QStringList differences; // where the exported gold differs from the input
    bool identical = false;
    double seconds = 0;
    QStringList systems;
    bool articlesOptional = true;
    bool learnedOptional = true;
    QStringList learnedWords; // the words the chips put in optional at the end (OptionalWords)
    // The keys the studio's own effort recording counted (View > Annotation Effort): the same
    // keys, counted by the studio.
    qint64 effortKeys = 0;
    // Wall time from a key press sent to its effect done (events processed), in ms.
    double keyMsMedian = 0;
    double keyMsP95 = 0;
    double keyMsMax = 0;
    QString slowestKey; // the slowest key, its tool and sentence: "Ctrl+Shift+D (draft_accept) in sentence 12"

    QByteArray toJson() const;
    QString toTable() const;
};

class AnnotationReplay
{
public:
    // False with `error` when the gold cannot be read or the window cannot open its sentences.
    static bool run(const ReplayOptions &options, ReplayResult *result, QString *error);
};
