#pragma once

#include "core/base/Diagnostic.h"
#include "core/document/AnnotationEffort.h"
#include "core/document/ChecklistDecisions.h"
#include "core/model/Benchmark.h"
#include "core/model/ReviewJudgment.h"
#include "core/model/UserBucketDimension.h"
#include "core/oie2016/Oie2016Evaluation.h"

#include <QDateTime>
#include <QHash>
#include <QString>
#include <QStringList>
#include <QVector>

// One decision of a merge in progress, as the project file keeps it (core/merge's
// MergeDecision with its category and action by stable key: MergeDecision::toRecord).
struct MergeRecord
{
    QString sentenceId;
    int sentence = -1;
    QString category; // "identical", "different", "only_a", "only_b", "split"
    QString action; // "take_a", "take_b", "union", "keep_both", "drop", "edit"
    QString before;
    QString after;
    QString note;
    QString author;
    QDateTime when;

    // The keys a project file writes, in the order of core/merge's MergeCategory and
    // MergeAction (MergeDecision maps them by position); reading refuses any other.
    static const QStringList &categoryKeys();
    static const QStringList &actionKeys();
};

// A system output attached to a project for evaluation.
struct AttachedSystem
{
    QString name;
    QString path;
};

// The OIE Studio project file: JSON with a version field, holding the benchmark (sentences,
// tokens, synsets, triples with their slot strings, entity flags, authors and times, and the
// raw gold lines so that the BenchIE export stays lossless), the attached system outputs and,
// when set, the evaluation set-up: the CaRB gold, the user's sentence bucket dimensions and the
// OIE2016 evaluation (gold, sentence file, mode, system files with their formats), the ROBUST
// gold with its system files and the colours the user chose for systems; and the review rounds
// (judgments, reference files).
// Paths are written as given, except that write() makes those of files inside the project's
// folder relative to it (the same text on every machine); on reading, a relative path is taken
// from the project file's folder. The JSON has one line per triple (JsonText): a diff of two
// versions shows the triples that changed.
class ProjectFile
{
public:
    static constexpr int kVersion = 1;
    static const QString &formatName();

    Benchmark benchmark;
    QVector<AttachedSystem> systems;
    // The evaluation set-up (optional fields of version 1). Empty: no CaRB gold.
    QString carbGoldPath;
    // Bins keep name, property and edges; a TSV file only its path (read again on opening).
    QVector<UserBucketDimension> bucketDimensions;
    // The ROBUST set-up (optional): its gold and system files. Empty: none.
    QString robustGoldPath;
    QVector<AttachedSystem> robustSystems;
    // The OIE2016 gold, sentence file, mode and native system files (empty: none).
    Oie2016Setup oie2016;
    // The review rounds (optional fields of version 1): every judgment, in a stable order, and
    // the reference files attached for review (CaRB gold, system file, another gold).
    ReviewJudgments judgments;
    QStringList reviewReferences;
    // The side-by-side table's pairings the user chose: OIE2016 system -> studio system (empty:
    // paired with none). Pairs by equal name are not stored: they are the default.
    QHash<QString, QString> sideBySidePairs;
    // The colours the user chose for systems instead of the palette's, by system name, as
    // "#rrggbb" (written one system per line, by name; the studio's SystemAppearance).
    QHash<QString, QString> systemColors;
    // The annotation effort recorded (optional): keys and time per sentence, and whether the
    // studio records it.
    AnnotationEffort effort;
    // The annotator's decisions in the variant checklist (optional).
    ChecklistDecisions checklist;
    // The merge in progress (optional): the second annotator's file and every decision taken,
    // one per line, so that a merge survives saving and reopening.
    QString mergeOtherPath;
    QVector<MergeRecord> mergeDecisions;

    // Detects a project file by content: a JSON object with "format": our format name, anywhere
    // in it (the keys before it grow with the annotator's work).
    static bool looksLikeProject(const QByteArray &bytes);
    // False with *error ("file:line: message") when the file is unreadable, not a project, or
    // of a newer version than this program understands.
    static bool read(const QString &path, ProjectFile *project, QString *error);
    // fileName also locates relative paths (systems, CaRB gold, bucket files).
    static bool fromBytes(const QByteArray &bytes, const QString &fileName, ProjectFile *project, QString *error);
    QByteArray toBytes() const;
    // A path as read from the project file at projectFile: relative ones from its folder.
    static QString resolvedPath(const QString &path, const QString &projectFile);
    // Atomic save (QSaveFile).
    bool write(const QString &path, QString *error) const;
};
