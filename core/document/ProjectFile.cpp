#include "core/document/ProjectFile.h"

#include "core/base/JsonFieldReader.h"
#include "core/base/JsonText.h"
#include "core/base/TextFileLines.h"
#include "core/document/ProjectFileReader.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <utility>

namespace {

QJsonArray toJsonArray(const QStringList &list)
{
    QJsonArray array;
    for (const QString &item : list)
        array.append(item);
    return array;
}

// Null strings (no raw line) are stored as JSON null, so that "" stays distinct.
QJsonValue optionalString(const QString &text)
{
    return text.isNull() ? QJsonValue() : QJsonValue(text);
}

QJsonObject tripleToJson(const Triple &triple)
{
    QJsonObject object;
    if (triple.isInert()) {
        object.insert(QStringLiteral("inert"), triple.inertText());
    } else {
        object.insert(QStringLiteral("subject"), triple.subject().source());
        object.insert(QStringLiteral("relation"), triple.relation().source());
        object.insert(QStringLiteral("object"), triple.object().source());
        if (!triple.extraParts().isEmpty())
            object.insert(QStringLiteral("extra"), toJsonArray(triple.extraParts()));
    }
    object.insert(QStringLiteral("entity"), triple.isEntityClean());
    if (!triple.author().isEmpty())
        object.insert(QStringLiteral("author"), triple.author());
    if (triple.modified().isValid())
        object.insert(QStringLiteral("modified"), triple.modified().toString(Qt::ISODateWithMs));
    object.insert(QStringLiteral("raw"), optionalString(triple.rawLine()));
    object.insert(QStringLiteral("line"), triple.sourceLine());
    return object;
}

QJsonArray synsetsToJson(const QVector<Synset> &list)
{
    QJsonArray synsets;
    for (const Synset &synset : list) {
        QJsonArray triples;
        for (const Triple &triple : synset.triples)
            triples.append(tripleToJson(triple));
        QJsonObject synsetObject{{QStringLiteral("header"), optionalString(synset.headerLine)},
                                 {QStringLiteral("triples"), triples}};
        if (!synset.scored)
            synsetObject.insert(QStringLiteral("scored"), false);
        if (synset.headerless)
            synsetObject.insert(QStringLiteral("headerless"), true);
        synsets.append(synsetObject);
    }
    return synsets;
}

// The evaluation set-up, or an empty object when nothing is set.
QJsonObject evaluationToJson(const ProjectFile &project)
{
    QJsonObject evaluation;
    if (!project.carbGoldPath.isEmpty())
        evaluation.insert(QStringLiteral("carb_gold"), project.carbGoldPath);
    QJsonArray buckets;
    for (const UserBucketDimension &dimension : project.bucketDimensions) {
        if (dimension.isTsv()) {
            buckets.append(QJsonObject{{QStringLiteral("tsv"), dimension.tsvPath}});
            continue;
        }
        QJsonArray edges;
        for (int edge : dimension.edges)
            edges.append(edge);
        buckets.append(QJsonObject{{QStringLiteral("name"), dimension.name},
                                   {QStringLiteral("property"), dimension.property},
                                   {QStringLiteral("edges"), edges}});
    }
    if (!buckets.isEmpty())
        evaluation.insert(QStringLiteral("buckets"), buckets);
    if (!project.robustGoldPath.isEmpty()) {
        QJsonArray systems;
        for (const AttachedSystem &system : project.robustSystems)
            systems.append(QJsonObject{{QStringLiteral("name"), system.name}, {QStringLiteral("path"), system.path}});
        evaluation.insert(
            QStringLiteral("robust"),
            QJsonObject{{QStringLiteral("gold"), project.robustGoldPath}, {QStringLiteral("systems"), systems}});
    }
    const Oie2016Setup &oie2016 = project.oie2016;
    if (!oie2016.isEmpty()) {
        QJsonArray systems;
        for (const Oie2016SystemFile &system : oie2016.systems) {
            systems.append(QJsonObject{{QStringLiteral("name"), system.name},
                                       {QStringLiteral("path"), system.path},
                                       {QStringLiteral("format"), Oie2016SystemReader::formatName(system.format)}});
        }
        QJsonObject object{{QStringLiteral("mode"), Oie2016Options::modeName(oie2016.mode)},
                           {QStringLiteral("systems"), systems}};
        if (!oie2016.goldPath.isEmpty())
            object.insert(QStringLiteral("gold"), oie2016.goldPath);
        if (!oie2016.sentencesPath.isEmpty())
            object.insert(QStringLiteral("sentences"), oie2016.sentencesPath);
        evaluation.insert(QStringLiteral("oie2016"), object);
    }
    if (!project.systemColors.isEmpty()) {
        QStringList names = project.systemColors.keys();
        names.sort();
        QJsonArray colors;
        for (const QString &name : std::as_const(names))
            colors.append(QJsonObject{{QStringLiteral("name"), name},
                                      {QStringLiteral("color"), project.systemColors.value(name)}});
        evaluation.insert(QStringLiteral("system_colors"), colors);
    }
    if (!project.sideBySidePairs.isEmpty()) {
        QJsonObject pairs;
        for (auto it = project.sideBySidePairs.constBegin(); it != project.sideBySidePairs.constEnd(); ++it)
            pairs.insert(it.key(), it.value());
        evaluation.insert(QStringLiteral("side_by_side_pairs"), pairs);
    }
    return evaluation;
}

// The merge in progress: the other file and the decisions, one flat object each.
QJsonObject mergeToJson(const ProjectFile &project)
{
    QJsonArray decisions;
    for (const MergeRecord &record : project.mergeDecisions) {
        decisions.append(QJsonObject{{QStringLiteral("sentence_id"), record.sentenceId},
                                     {QStringLiteral("sentence"), record.sentence},
                                     {QStringLiteral("category"), record.category},
                                     {QStringLiteral("action"), record.action},
                                     {QStringLiteral("before"), record.before},
                                     {QStringLiteral("after"), record.after},
                                     {QStringLiteral("note"), record.note},
                                     {QStringLiteral("author"), record.author},
                                     {QStringLiteral("when"), record.when.toString(Qt::ISODate)}});
    }
    return QJsonObject{{QStringLiteral("other"), project.mergeOtherPath}, {QStringLiteral("decisions"), decisions}};
}

// The review rounds, or an empty object when there are none.
// The effort recorded: one small object per sentence, in the order first annotated.
QJsonObject effortToJson(const AnnotationEffort &effort)
{
    QJsonArray sentences;
    for (const AnnotationEffort::Sentence &sentence : effort.sentences())
        sentences.append(QJsonObject{{QStringLiteral("id"), sentence.id},
                                     {QStringLiteral("keys"), sentence.keys},
                                     {QStringLiteral("milliseconds"), double(sentence.milliseconds)}});
    return QJsonObject{{QStringLiteral("recording"), effort.recording()}, {QStringLiteral("sentences"), sentences}};
}

// The checklist decisions: one row per kind and moved words, then the forms declined per
// sentence (sentences and forms sorted: the same decisions write the same text).
QJsonObject checklistToJson(const ChecklistDecisions &checklist)
{
    QJsonArray rows;
    for (const ChecklistDecisions::Row &row : checklist.rows)
        rows.append(QJsonObject{{QStringLiteral("kind"), row.kind},
                                {QStringLiteral("moved"), row.moved},
                                {QStringLiteral("offered"), row.offered},
                                {QStringLiteral("kept"), row.kept}});
    QStringList ids = checklist.declined.keys();
    std::sort(ids.begin(), ids.end());
    QJsonArray declined;
    for (const QString &id : std::as_const(ids)) {
        QStringList forms = checklist.declined.value(id);
        std::sort(forms.begin(), forms.end());
        declined.append(QJsonObject{{QStringLiteral("sentence"), id},
                                    {QStringLiteral("forms"), QJsonArray::fromStringList(forms)}});
    }
    return QJsonObject{{QStringLiteral("decided"), rows}, {QStringLiteral("declined"), declined}};
}

QJsonObject reviewToJson(const ProjectFile &project)
{
    QJsonObject review;
    QJsonArray judgments;
    for (const ReviewJudgment &judgment : project.judgments.list()) {
        QJsonObject object{{QStringLiteral("sentence"), judgment.sentenceId},
                           {QStringLiteral("subject"), judgment.subject},
                           {QStringLiteral("relation"), judgment.relation},
                           {QStringLiteral("object"), judgment.object},
                           {QStringLiteral("sources"), toJsonArray(judgment.sources)},
                           {QStringLiteral("verdict"), ReviewJudgment::verdictName(judgment.verdict)},
                           {QStringLiteral("reviewer"), judgment.reviewer},
                           {QStringLiteral("time"), judgment.time.toString(Qt::ISODate)}};
        if (judgment.synset >= 0)
            object.insert(QStringLiteral("synset"), judgment.synset + 1);
        judgments.append(object);
    }
    if (!judgments.isEmpty())
        review.insert(QStringLiteral("judgments"), judgments);
    if (!project.reviewReferences.isEmpty())
        review.insert(QStringLiteral("references"), toJsonArray(project.reviewReferences));
    return review;
}

} // namespace

const QStringList &MergeRecord::categoryKeys()
{
    static const QStringList keys{QStringLiteral("identical"), QStringLiteral("different"), QStringLiteral("only_a"),
                                  QStringLiteral("only_b"), QStringLiteral("split")};
    return keys;
}

const QStringList &MergeRecord::actionKeys()
{
    static const QStringList keys{QStringLiteral("take_a"),    QStringLiteral("take_b"), QStringLiteral("union"),
                                  QStringLiteral("keep_both"), QStringLiteral("drop"),   QStringLiteral("edit")};
    return keys;
}

const QString &ProjectFile::formatName()
{
    static const QString name = QStringLiteral("oie-studio-project");
    return name;
}

bool ProjectFile::looksLikeProject(const QByteArray &bytes)
{
    // The writer sorts keys, so "format" comes after "checklist" and "effort", which grow with
    // the work: the pair is looked for in the whole file, not in its first kilobytes.
    const QByteArray head = bytes.left(4096).trimmed();
    if (!head.startsWith('{'))
        return false;
    static const QByteArray name = '"' + formatName().toUtf8() + '"';
    // The index of the last character before `i` that is not white space, or -1.
    const auto skipSpaceBefore = [&bytes](qsizetype i) {
        while (i >= 0 && (bytes.at(i) == ' ' || bytes.at(i) == '\t' || bytes.at(i) == '\n' || bytes.at(i) == '\r'))
            --i;
        return i;
    };
    for (qsizetype at = bytes.indexOf(name); at >= 0; at = bytes.indexOf(name, at + 1)) {
        const qsizetype colon = skipSpaceBefore(at - 1);
        if (colon < 0 || bytes.at(colon) != ':')
            continue;
        const qsizetype i = skipSpaceBefore(colon - 1);
        if (i >= 7 && bytes.mid(i - 7, 8) == "\"format\"")
            return true;
    }
    return false;
}

QByteArray ProjectFile::toBytes() const
{
    QJsonArray sentences;
    for (const Sentence &sentence : benchmark.sentences()) {
        QJsonObject sentenceObject{{QStringLiteral("id"), sentence.id},
                                   {QStringLiteral("text"), sentence.text},
                                   {QStringLiteral("tokens"), toJsonArray(sentence.tokens)},
                                   {QStringLiteral("raw"), optionalString(sentence.rawLine)},
                                   {QStringLiteral("synsets"), synsetsToJson(sentence.synsets)}};
        if (!sentence.drafts.isEmpty())
            sentenceObject.insert(QStringLiteral("drafts"), synsetsToJson(sentence.drafts));
        if (!sentence.inGold)
            sentenceObject.insert(QStringLiteral("in_gold"), false);
        if (!sentence.posTags.isEmpty())
            sentenceObject.insert(QStringLiteral("pos"), toJsonArray(sentence.posTags));
        if (!sentence.universalTags.isEmpty())
            sentenceObject.insert(QStringLiteral("upos"), toJsonArray(sentence.universalTags));
        if (!sentence.heads.isEmpty()) {
            QJsonArray heads;
            for (int head : sentence.heads)
                heads.append(head);
            sentenceObject.insert(QStringLiteral("heads"), heads);
        }
        if (!sentence.relations.isEmpty())
            sentenceObject.insert(QStringLiteral("deprels"), toJsonArray(sentence.relations));
        if (!sentence.tagSource.isEmpty())
            sentenceObject.insert(QStringLiteral("tag_source"), sentence.tagSource);
        if (!sentence.entityLabels.isEmpty())
            sentenceObject.insert(QStringLiteral("entities"), toJsonArray(sentence.entityLabels));
        sentences.append(sentenceObject);
    }
    QJsonArray systemArray;
    for (const AttachedSystem &system : systems)
        systemArray.append(QJsonObject{{QStringLiteral("name"), system.name}, {QStringLiteral("path"), system.path}});
    const SourceLayout &layout = benchmark.layout;
    QJsonObject root{
        {QStringLiteral("format"), formatName()},
        {QStringLiteral("version"), kVersion},
        {QStringLiteral("gold_file"), benchmark.fileName},
        {QStringLiteral("layout"),
         QJsonObject{{QStringLiteral("bom"), layout.byteOrderMark},
                     {QStringLiteral("line_end"), QString::fromLatin1(layout.lineEnd)},
                     {QStringLiteral("final_newline"), layout.finalNewline},
                     {QStringLiteral("trailing_blank_lines"), layout.trailingBlankLines}}},
        {QStringLiteral("sentences"), sentences},
        {QStringLiteral("systems"), systemArray},
    };
    const QJsonObject evaluation = evaluationToJson(*this);
    if (!evaluation.isEmpty())
        root.insert(QStringLiteral("evaluation"), evaluation);
    const QJsonObject review = reviewToJson(*this);
    if (!review.isEmpty())
        root.insert(QStringLiteral("review"), review);
    if (!mergeOtherPath.isEmpty())
        root.insert(QStringLiteral("merge"), mergeToJson(*this));
    if (!effort.isEmpty() || !effort.recording())
        root.insert(QStringLiteral("effort"), effortToJson(effort));
    if (!checklist.isEmpty())
        root.insert(QStringLiteral("checklist"), checklistToJson(checklist));
    return JsonText::lines(root); // one line per triple: diff-friendly
}

bool ProjectFile::fromBytes(const QByteArray &bytes, const QString &fileName, ProjectFile *project, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = JsonFieldReader::locationAt(fileName, bytes, parseError.offset)
            + QStringLiteral(" not a valid project file: ") + parseError.errorString();
        return false;
    }
    const QJsonObject root = document.object();
    // A member's value ("file:line:column:"), or the file alone when the member is absent.
    const auto valueLocation = [&](const QString &key) {
        return root.contains(key) ? JsonFieldReader(bytes, fileName).locate({key}) : Diagnostic::location(fileName);
    };
    if (root.value(QStringLiteral("format")).toString() != formatName()) {
        *error = valueLocation(QStringLiteral("format")) + QStringLiteral(" not an OIE Studio project file");
        return false;
    }
    const int version = root.value(QStringLiteral("version")).toInt(-1);
    if (version > kVersion) {
        *error = valueLocation(QStringLiteral("version"))
            + QStringLiteral(" written by a newer OIE Studio (schema version %1, this one reads up to %2)")
                  .arg(QString::number(version), QString::number(kVersion));
        return false;
    }
    if (version < 1) {
        *error = valueLocation(QStringLiteral("version")) + QStringLiteral(" project file has no valid version field");
        return false;
    }
    // Older schema versions are upgraded here, one version at a time, before reading. Version 1
    // is the only one so far: every field added since (tags, parse, tag source, the evaluation
    // set-up) is optional, and every value present is type-checked (ProjectFileReader).
    return ProjectFileReader(bytes, fileName).read(root, project, error);
}

QString ProjectFile::resolvedPath(const QString &path, const QString &projectFile)
{
    if (path.isEmpty() || QDir::isAbsolutePath(path) || projectFile.isEmpty())
        return path;
    return QDir::cleanPath(QFileInfo(projectFile).absoluteDir().filePath(path));
}

bool ProjectFile::read(const QString &path, ProjectFile *project, QString *error)
{
    QByteArray bytes;
    if (!TextFileLines::readFile(path, &bytes, error))
        return false;
    return fromBytes(bytes, path, project, error);
}

namespace {

// A file inside the project's folder (or below it) as a path relative to that folder, so that
// the project reads the same on every machine that checks the folder out; others as they are.
QString relativeInside(const QString &path, const QDir &folder)
{
    if (path.isEmpty() || !QDir::isAbsolutePath(path))
        return path;
    const QString relative = folder.relativeFilePath(path);
    return relative.startsWith(QStringLiteral("..")) || QDir::isAbsolutePath(relative) ? path : relative;
}

} // namespace

bool ProjectFile::write(const QString &path, QString *error) const
{
    ProjectFile relative = *this;
    const QDir folder = QFileInfo(path).absoluteDir();
    for (AttachedSystem &system : relative.systems)
        system.path = relativeInside(system.path, folder);
    relative.carbGoldPath = relativeInside(relative.carbGoldPath, folder);
    for (UserBucketDimension &dimension : relative.bucketDimensions)
        dimension.tsvPath = relativeInside(dimension.tsvPath, folder);
    relative.robustGoldPath = relativeInside(relative.robustGoldPath, folder);
    relative.mergeOtherPath = relativeInside(relative.mergeOtherPath, folder);
    for (AttachedSystem &system : relative.robustSystems)
        system.path = relativeInside(system.path, folder);
    return TextFileLines::writeFileAtomically(relative.toBytes(), path, error);
}
