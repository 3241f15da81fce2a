#include "core/document/ProjectFile.h"

#include "core/base/JsonText.h"
#include "core/base/TextFileLines.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>

namespace {

QJsonArray toJsonArray(const QStringList &list)
{
    QJsonArray array;
    for (const QString &item : list)
        array.append(item);
    return array;
}

QStringList toStringList(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &item : value.toArray())
        list.append(item.toString());
    return list;
}

// Null strings (no raw line) are stored as JSON null, so that "" stays distinct.
QJsonValue optionalString(const QString &text)
{
    return text.isNull() ? QJsonValue() : QJsonValue(text);
}

QString readOptionalString(const QJsonValue &value)
{
    return value.isString() ? value.toString() : QString();
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

Triple tripleFromJson(const QJsonObject &object)
{
    Triple triple;
    if (object.contains(QStringLiteral("inert"))) {
        triple = Triple::inertLine(object.value(QStringLiteral("inert")).toString());
    } else {
        triple = Triple(object.value(QStringLiteral("subject")).toString(),
                        object.value(QStringLiteral("relation")).toString(),
                        object.value(QStringLiteral("object")).toString());
        triple.setExtraParts(toStringList(object.value(QStringLiteral("extra"))));
    }
    triple.setEntityClean(object.value(QStringLiteral("entity")).toBool());
    triple.setAuthor(object.value(QStringLiteral("author")).toString());
    triple.setModified(QDateTime::fromString(object.value(QStringLiteral("modified")).toString(), Qt::ISODateWithMs));
    triple.setRawLine(readOptionalString(object.value(QStringLiteral("raw"))));
    triple.setSourceLine(object.value(QStringLiteral("line")).toInt());
    return triple;
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

// The OIE2016 set-up; false with *error naming the unknown mode or format.
bool oie2016FromJson(const QJsonObject &object, const QString &fileName, Oie2016Setup *setup, QString *error)
{
    setup->goldPath = ProjectFile::resolvedPath(object.value(QStringLiteral("gold")).toString(), fileName);
    setup->sentencesPath = ProjectFile::resolvedPath(object.value(QStringLiteral("sentences")).toString(), fileName);
    const QString mode = object.value(QStringLiteral("mode")).toString(Oie2016Options::modeName(setup->mode));
    if (!Oie2016Options::parseMode(mode, &setup->mode)) {
        *error = QStringLiteral("evaluation/oie2016/mode: unknown OIE2016 mode '%1' (expected %2)")
                     .arg(mode, Oie2016Options::modeNames().join(QLatin1Char('|')));
        return false;
    }
    for (const QJsonValue &value : object.value(QStringLiteral("systems")).toArray()) {
        const QJsonObject system = value.toObject();
        Oie2016SystemFile file;
        file.name = system.value(QStringLiteral("name")).toString();
        file.path = ProjectFile::resolvedPath(system.value(QStringLiteral("path")).toString(), fileName);
        const QString format = system.value(QStringLiteral("format")).toString();
        if (!Oie2016SystemReader::parseFormat(format, &file.format)) {
            *error = QStringLiteral("evaluation/oie2016: system '%1' has an unknown format '%2' (expected %3)")
                         .arg(file.name, format, Oie2016SystemReader::formatNames().join(QLatin1Char('|')));
            return false;
        }
        setup->systems.append(file);
    }
    return true;
}

void evaluationFromJson(const QJsonObject &evaluation, const QString &fileName, ProjectFile *project)
{
    project->carbGoldPath = ProjectFile::resolvedPath(evaluation.value(QStringLiteral("carb_gold")).toString(), fileName);
    for (const QJsonValue &value : evaluation.value(QStringLiteral("buckets")).toArray()) {
        const QJsonObject object = value.toObject();
        UserBucketDimension dimension;
        dimension.tsvPath = ProjectFile::resolvedPath(object.value(QStringLiteral("tsv")).toString(), fileName);
        if (!dimension.isTsv()) {
            dimension.name = object.value(QStringLiteral("name")).toString();
            dimension.property = object.value(QStringLiteral("property")).toString();
            for (const QJsonValue &edge : object.value(QStringLiteral("edges")).toArray())
                dimension.edges.append(edge.toInt());
        }
        project->bucketDimensions.append(dimension);
    }
    const QJsonObject robust = evaluation.value(QStringLiteral("robust")).toObject();
    project->robustGoldPath = ProjectFile::resolvedPath(robust.value(QStringLiteral("gold")).toString(), fileName);
    for (const QJsonValue &value : robust.value(QStringLiteral("systems")).toArray()) {
        const QJsonObject object = value.toObject();
        project->robustSystems.append(
            {object.value(QStringLiteral("name")).toString(),
             ProjectFile::resolvedPath(object.value(QStringLiteral("path")).toString(), fileName)});
    }
    const QJsonObject pairs = evaluation.value(QStringLiteral("side_by_side_pairs")).toObject();
    for (auto it = pairs.constBegin(); it != pairs.constEnd(); ++it)
        project->sideBySidePairs.insert(it.key(), it.value().toString());
}

// The review rounds, or an empty object when there are none.
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

QString locationOf(const QString &fileName, const QByteArray &bytes, qsizetype offset);

// The byte offset of a JSON string value `value` after a `"key":` in the file (-1 if none).
qsizetype offsetOfValue(const QByteArray &bytes, const QByteArray &key, const QString &value)
{
    const QByteArray quoted = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact).mid(1).chopped(1);
    const QByteArray pattern = '"' + key + "\":";
    for (qsizetype at = bytes.indexOf(pattern); at >= 0; at = bytes.indexOf(pattern, at + 1)) {
        qsizetype start = at + pattern.size();
        while (start < bytes.size() && bytes.at(start) == ' ')
            ++start;
        if (bytes.mid(start, quoted.size()) == quoted)
            return start;
    }
    return -1;
}

// The user's system colours; false with *error at the offending value when one is not #rrggbb.
bool systemColorsFromJson(const QJsonObject &evaluation, const QString &fileName, const QByteArray &bytes,
                          ProjectFile *project, QString *error)
{
    static const QRegularExpression hexColor(QStringLiteral("^#[0-9A-Fa-f]{6}$"));
    for (const QJsonValue &value : evaluation.value(QStringLiteral("system_colors")).toArray()) {
        const QJsonObject object = value.toObject();
        const QString name = object.value(QStringLiteral("name")).toString();
        const QString color = object.value(QStringLiteral("color")).toString();
        if (!hexColor.match(color).hasMatch()) {
            const qsizetype at = offsetOfValue(bytes, "color", color);
            *error = locationOf(fileName, bytes, at < 0 ? 0 : at)
                + QStringLiteral(" the colour of system '%1' is '%2', not #rrggbb").arg(name, color);
            return false;
        }
        project->systemColors.insert(name, color.toLower());
    }
    return true;
}

// False with *error at the offending value when a judgment's verdict is not one we know.
bool reviewFromJson(const QJsonObject &review, const QString &fileName, const QByteArray &bytes,
                    ProjectFile *project, QString *error)
{
    for (const QJsonValue &value : review.value(QStringLiteral("judgments")).toArray()) {
        const QJsonObject object = value.toObject();
        ReviewJudgment judgment;
        judgment.sentenceId = object.value(QStringLiteral("sentence")).toString();
        judgment.subject = object.value(QStringLiteral("subject")).toString();
        judgment.relation = object.value(QStringLiteral("relation")).toString();
        judgment.object = object.value(QStringLiteral("object")).toString();
        judgment.sources = toStringList(object.value(QStringLiteral("sources")));
        const QString verdict = object.value(QStringLiteral("verdict")).toString();
        if (!ReviewJudgment::parseVerdict(verdict, &judgment.verdict)) {
            const QByteArray quoted = QJsonDocument(QJsonArray{verdict}).toJson(QJsonDocument::Compact).mid(1).chopped(1);
            // The value's place, whether the writer put a space after the colon or not.
            const qsizetype at = offsetOfValue(bytes, "verdict", verdict);
            *error = locationOf(fileName, bytes, at < 0 ? 0 : at)
                + QStringLiteral(" unknown review verdict %1 (accept, reject or skip)").arg(QString::fromUtf8(quoted));
            return false;
        }
        judgment.synset = object.value(QStringLiteral("synset")).toInt(0) - 1;
        judgment.reviewer = object.value(QStringLiteral("reviewer")).toString();
        judgment.time = QDateTime::fromString(object.value(QStringLiteral("time")).toString(), Qt::ISODate);
        project->judgments.set(judgment);
    }
    for (const QString &path : toStringList(review.value(QStringLiteral("references"))))
        project->reviewReferences.append(ProjectFile::resolvedPath(path, fileName));
    return true;
}

} // namespace

const QString &ProjectFile::formatName()
{
    static const QString name = QStringLiteral("oie-studio-project");
    return name;
}

bool ProjectFile::looksLikeProject(const QByteArray &bytes)
{
    const QByteArray head = bytes.left(4096).trimmed();
    return head.startsWith('{') && head.contains("oie-studio-project");
}

QByteArray ProjectFile::toBytes() const
{
    QJsonArray sentences;
    for (const Sentence &sentence : benchmark.sentences()) {
        QJsonArray synsets;
        for (const Synset &synset : sentence.synsets) {
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
        QJsonObject sentenceObject{{QStringLiteral("id"), sentence.id},
                                   {QStringLiteral("text"), sentence.text},
                                   {QStringLiteral("tokens"), toJsonArray(sentence.tokens)},
                                   {QStringLiteral("raw"), optionalString(sentence.rawLine)},
                                   {QStringLiteral("synsets"), synsets}};
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
    return JsonText::lines(root); // one line per triple: diff-friendly
}

namespace {

// "file:line:column:" of a byte offset in the file.
QString locationOf(const QString &fileName, const QByteArray &bytes, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, bytes.size());
    const QByteArray before = bytes.left(offset);
    const qsizetype lineStart = before.lastIndexOf('\n') + 1;
    return Diagnostic::location(fileName, int(before.count('\n')) + 1,
                                int(QString::fromUtf8(before.mid(lineStart)).size()) + 1);
}

// "file:line:column:" of the value of the first `"key":` in the file, else "file:".
QString locationOfValue(const QString &fileName, const QByteArray &bytes, const char *key)
{
    const qsizetype at = bytes.indexOf(QByteArray(QByteArray("\"") + key + "\""));
    if (at < 0)
        return Diagnostic::location(fileName);
    qsizetype value = bytes.indexOf(':', at);
    if (value < 0)
        return locationOf(fileName, bytes, at);
    ++value;
    while (value < bytes.size() && (bytes.at(value) == ' ' || bytes.at(value) == '\t'))
        ++value;
    return locationOf(fileName, bytes, value);
}

} // namespace

bool ProjectFile::fromBytes(const QByteArray &bytes, const QString &fileName, ProjectFile *project, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = locationOf(fileName, bytes, parseError.offset) + QStringLiteral(" not a valid project file: ")
            + parseError.errorString();
        return false;
    }
    const QJsonObject root = document.object();
    if (root.value(QStringLiteral("format")).toString() != formatName()) {
        *error = locationOfValue(fileName, bytes, "format") + QStringLiteral(" not an OIE Studio project file");
        return false;
    }
    const int version = root.value(QStringLiteral("version")).toInt(-1);
    if (version > kVersion) {
        *error = locationOfValue(fileName, bytes, "version")
            + QStringLiteral(" written by a newer OIE Studio (schema version %1, this one reads up to %2)")
                  .arg(QString::number(version), QString::number(kVersion));
        return false;
    }
    if (version < 1) {
        *error = locationOfValue(fileName, bytes, "version") + QStringLiteral(" project file has no valid version field");
        return false;
    }
    // Older schema versions are upgraded here, one version at a time, before reading. Version 1
    // is the only one so far: every field added since (tags, parse, tag source, the evaluation
    // set-up) is optional.
    ProjectFile result;
    Benchmark &benchmark = result.benchmark;
    benchmark.fileName = root.value(QStringLiteral("gold_file")).toString();
    const QJsonObject layout = root.value(QStringLiteral("layout")).toObject();
    benchmark.layout.byteOrderMark = layout.value(QStringLiteral("bom")).toBool();
    benchmark.layout.lineEnd = layout.value(QStringLiteral("line_end")).toString(QStringLiteral("\n")).toLatin1();
    benchmark.layout.finalNewline = layout.value(QStringLiteral("final_newline")).toBool(true);
    benchmark.layout.trailingBlankLines = layout.value(QStringLiteral("trailing_blank_lines")).toInt(0);
    for (const QJsonValue &sentenceValue : root.value(QStringLiteral("sentences")).toArray()) {
        const QJsonObject object = sentenceValue.toObject();
        Sentence sentence;
        sentence.id = object.value(QStringLiteral("id")).toString();
        sentence.text = object.value(QStringLiteral("text")).toString();
        sentence.tokens = toStringList(object.value(QStringLiteral("tokens")));
        sentence.rawLine = readOptionalString(object.value(QStringLiteral("raw")));
        sentence.inGold = object.value(QStringLiteral("in_gold")).toBool(true);
        sentence.posTags = toStringList(object.value(QStringLiteral("pos")));
        sentence.universalTags = toStringList(object.value(QStringLiteral("upos")));
        for (const QJsonValue &head : object.value(QStringLiteral("heads")).toArray())
            sentence.heads.append(head.toInt());
        sentence.relations = toStringList(object.value(QStringLiteral("deprels")));
        sentence.tagSource = object.value(QStringLiteral("tag_source")).toString();
        sentence.entityLabels = toStringList(object.value(QStringLiteral("entities")));
        if (sentence.entityLabels.size() != sentence.tokens.size())
            sentence.entityLabels.clear();
        for (const QJsonValue &synsetValue : object.value(QStringLiteral("synsets")).toArray()) {
            const QJsonObject synsetObject = synsetValue.toObject();
            Synset synset;
            synset.headerLine = readOptionalString(synsetObject.value(QStringLiteral("header")));
            synset.scored = synsetObject.value(QStringLiteral("scored")).toBool(true);
            synset.headerless = synsetObject.value(QStringLiteral("headerless")).toBool(false);
            for (const QJsonValue &tripleValue : synsetObject.value(QStringLiteral("triples")).toArray())
                synset.triples.append(tripleFromJson(tripleValue.toObject()));
            sentence.synsets.append(synset);
        }
        benchmark.appendSentence(sentence);
    }
    for (const QJsonValue &systemValue : root.value(QStringLiteral("systems")).toArray()) {
        const QJsonObject object = systemValue.toObject();
        result.systems.append({object.value(QStringLiteral("name")).toString(),
                               resolvedPath(object.value(QStringLiteral("path")).toString(), fileName)});
    }
    const QJsonObject evaluation = root.value(QStringLiteral("evaluation")).toObject();
    evaluationFromJson(evaluation, fileName, &result);
    if (!systemColorsFromJson(evaluation, fileName, bytes, &result, error))
        return false;
    if (evaluation.contains(QStringLiteral("oie2016"))) {
        QString oie2016Error;
        if (!oie2016FromJson(evaluation.value(QStringLiteral("oie2016")).toObject(), fileName, &result.oie2016,
                             &oie2016Error)) {
            *error = locationOfValue(fileName, bytes, "oie2016") + QLatin1Char(' ') + oie2016Error;
            return false;
        }
    }
    if (!reviewFromJson(root.value(QStringLiteral("review")).toObject(), fileName, bytes, &result, error))
        return false;
    *project = result;
    return true;
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
    for (AttachedSystem &system : relative.robustSystems)
        system.path = relativeInside(system.path, folder);
    return TextFileLines::writeFileAtomically(relative.toBytes(), path, error);
}
