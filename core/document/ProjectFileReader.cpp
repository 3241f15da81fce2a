#include "core/document/ProjectFileReader.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <tuple>

namespace {

QString key(const char *text)
{
    return QString::fromLatin1(text);
}

} // namespace

ProjectFileReader::ProjectFileReader(const QByteArray &bytes, const QString &fileName)
    : m_json(bytes, fileName),
      m_fileName(fileName)
{ }

QString ProjectFileReader::resolved(const QString &path) const
{
    return ProjectFile::resolvedPath(path, m_fileName);
}

bool ProjectFileReader::read(const QJsonObject &root, ProjectFile *project, QString *error)
{
    ProjectFile result;
    const Path top;
    Benchmark &benchmark = result.benchmark;
    benchmark.fileName = m_json.string(root, top, key("gold_file"), QStringLiteral("the gold file's name (a string)"));
    const QJsonObject layout = m_json.object(root, top, key("layout"), QStringLiteral("the layout (an object)"));
    const Path atLayout{"layout"};
    benchmark.layout.byteOrderMark
        = m_json.boolean(layout, atLayout, key("bom"), QStringLiteral("true or false"), false);
    const QString lineEnd = m_json.string(layout, atLayout, key("line_end"), QStringLiteral("a line end (a string)"));
    benchmark.layout.lineEnd = lineEnd.isNull() ? QByteArray("\n") : lineEnd.toLatin1();
    benchmark.layout.finalNewline
        = m_json.boolean(layout, atLayout, key("final_newline"), QStringLiteral("true or false"), true);
    benchmark.layout.trailingBlankLines
        = m_json.integer(layout, atLayout, key("trailing_blank_lines"), QStringLiteral("a count of lines"), 0);
    readSentences(root, &benchmark);
    result.systems = systems(root, top, key("systems"));
    const QJsonObject evaluation
        = m_json.object(root, top, key("evaluation"), QStringLiteral("the evaluation set-up (an object)"));
    readEvaluation(evaluation, &result);
    readReview(m_json.object(root, top, key("review"), QStringLiteral("the review rounds (an object)")), &result);
    readMerge(m_json.object(root, top, key("merge"), QStringLiteral("the merge in progress (an object)")), &result);
    readEffort(m_json.object(root, top, key("effort"), QStringLiteral("the annotation effort (an object)")), &result);
    readChecklist(m_json.object(root, top, key("checklist"), QStringLiteral("the checklist decisions (an object)")),
                  &result);
    if (!m_json.ok()) {
        *error = m_json.error();
        return false;
    }
    *project = std::move(result);
    return true;
}

void ProjectFileReader::readSentences(const QJsonObject &root, Benchmark *benchmark)
{
    m_json.forEachObject(root, {}, key("sentences"), QStringLiteral("an array of sentences"),
                         QStringLiteral("a sentence (an object)"), [&](const QJsonObject &object, const Path &path) {
                             const Sentence read = sentence(object, path);
                             if (m_json.ok())
                                 benchmark->appendSentence(read);
                         });
}

Sentence ProjectFileReader::sentence(const QJsonObject &object, const Path &path)
{
    Sentence sentence;
    sentence.id = m_json.string(object, path, key("id"), QStringLiteral("the sentence id (a string)"));
    sentence.text = m_json.string(object, path, key("text"), QStringLiteral("the sentence text (a string)"));
    sentence.tokens = m_json.strings(object, path, key("tokens"), QStringLiteral("an array of token strings"));
    sentence.rawLine = m_json.string(object, path, key("raw"), QStringLiteral("the raw line (a string or null)"), true);
    sentence.inGold = m_json.boolean(object, path, key("in_gold"), QStringLiteral("true or false"), true);
    sentence.posTags = m_json.strings(object, path, key("pos"), QStringLiteral("an array of POS tag strings"));
    sentence.universalTags = m_json.strings(object, path, key("upos"), QStringLiteral("an array of UPOS tag strings"));
    sentence.heads = m_json.integers(object, path, key("heads"), QStringLiteral("an array of head numbers"));
    sentence.relations = m_json.strings(object, path, key("deprels"), QStringLiteral("an array of relation strings"));
    sentence.tagSource = m_json.string(object, path, key("tag_source"), QStringLiteral("the tag source (a string)"));
    sentence.entityLabels = m_json.strings(object, path, key("entities"), QStringLiteral("an array of entity labels"));
    if (sentence.entityLabels.size() != sentence.tokens.size())
        sentence.entityLabels.clear();
    sentence.synsets = synsets(object, path, QStringLiteral("synsets"), QStringLiteral("an array of synsets"));
    sentence.drafts = synsets(object, path, QStringLiteral("drafts"), QStringLiteral("an array of draft synsets"));
    return sentence;
}

QVector<Synset> ProjectFileReader::synsets(const QJsonObject &object, const Path &path, const QString &member,
                                           const QString &expected)
{
    QVector<Synset> out;
    m_json.forEachObject(
        object, path, member, expected, QStringLiteral("a synset (an object)"),
        [&](const QJsonObject &synsetObject, const Path &atSynset) {
            Synset synset;
            synset.headerLine = m_json.string(synsetObject, atSynset, key("header"),
                                              QStringLiteral("the header line (a string or null)"), true);
            synset.scored
                = m_json.boolean(synsetObject, atSynset, key("scored"), QStringLiteral("true or false"), true);
            synset.headerless
                = m_json.boolean(synsetObject, atSynset, key("headerless"), QStringLiteral("true or false"), false);
            m_json.forEachObject(synsetObject, atSynset, key("triples"), QStringLiteral("an array of triples"),
                                 QStringLiteral("a triple (an object)"),
                                 [&](const QJsonObject &tripleObject, const Path &atTriple) {
                                     synset.triples.append(triple(tripleObject, atTriple));
                                 });
            out.append(synset);
        });
    return out;
}

Triple ProjectFileReader::triple(const QJsonObject &object, const Path &path)
{
    Triple triple;
    if (object.contains(key("inert"))) {
        triple
            = Triple::inertLine(m_json.string(object, path, key("inert"), QStringLiteral("the kept line (a string)")));
    } else {
        const QString what = QStringLiteral("a slot (a string)");
        triple = Triple(m_json.string(object, path, key("subject"), what),
                        m_json.string(object, path, key("relation"), what),
                        m_json.string(object, path, key("object"), what));
        triple.setExtraParts(
            m_json.strings(object, path, key("extra"), QStringLiteral("an array of extra slot strings")));
    }
    triple.setEntityClean(m_json.boolean(object, path, key("entity"), QStringLiteral("true or false"), false));
    triple.setAuthor(m_json.string(object, path, key("author"), QStringLiteral("the author (a string)")));
    triple.setModified(QDateTime::fromString(
        m_json.string(object, path, key("modified"), QStringLiteral("the time modified (a string)")),
        Qt::ISODateWithMs));
    triple.setRawLine(m_json.string(object, path, key("raw"), QStringLiteral("the raw line (a string or null)"), true));
    triple.setSourceLine(m_json.integer(object, path, key("line"), QStringLiteral("a line number"), 0));
    return triple;
}

QVector<AttachedSystem> ProjectFileReader::systems(const QJsonObject &parent, const Path &path, const QString &name)
{
    QVector<AttachedSystem> list;
    m_json.forEachObject(parent, path, name, QStringLiteral("an array of systems"),
                         QStringLiteral("a system (an object)"), [&](const QJsonObject &object, const Path &here) {
                             const QString systemName = m_json.string(object, here, key("name"),
                                                                      QStringLiteral("the system's name (a string)"));
                             const QString file = m_json.string(object, here, key("path"),
                                                                QStringLiteral("the system's file (a string)"));
                             list.append({systemName, resolved(file)});
                         });
    return list;
}

void ProjectFileReader::readEvaluation(const QJsonObject &evaluation, ProjectFile *project)
{
    const Path path{"evaluation"};
    project->carbGoldPath
        = resolved(m_json.string(evaluation, path, key("carb_gold"), QStringLiteral("a file (a string)")));
    m_json.forEachObject(
        evaluation, path, key("buckets"), QStringLiteral("an array of bucket dimensions"),
        QStringLiteral("a bucket dimension (an object)"), [&](const QJsonObject &object, const Path &here) {
            UserBucketDimension dimension;
            dimension.tsvPath = resolved(m_json.string(object, here, key("tsv"), QStringLiteral("a file (a string)")));
            if (!dimension.isTsv()) {
                dimension.name
                    = m_json.string(object, here, key("name"), QStringLiteral("the dimension's name (a string)"));
                dimension.property
                    = m_json.string(object, here, key("property"), QStringLiteral("a property (a string)"));
                dimension.edges = m_json.integers(object, here, key("edges"), QStringLiteral("an array of bin edges"));
            }
            project->bucketDimensions.append(dimension);
        });
    const QJsonObject robust
        = m_json.object(evaluation, path, key("robust"), QStringLiteral("the ROBUST set-up (an object)"));
    const Path atRobust{"evaluation", "robust"};
    project->robustGoldPath
        = resolved(m_json.string(robust, atRobust, key("gold"), QStringLiteral("a file (a string)")));
    project->robustSystems = systems(robust, atRobust, key("systems"));
    const QJsonObject pairs = m_json.object(evaluation, path, key("side_by_side_pairs"),
                                            QStringLiteral("the side-by-side pairs (an object)"));
    const Path atPairs{"evaluation", "side_by_side_pairs"};
    for (auto it = pairs.constBegin(); it != pairs.constEnd() && m_json.ok(); ++it)
        project->sideBySidePairs.insert(
            it.key(), m_json.string(pairs, atPairs, it.key(), QStringLiteral("a system name (a string)")));
    readSystemColors(evaluation, project);
    if (evaluation.contains(key("oie2016")))
        readOie2016(m_json.object(evaluation, path, key("oie2016"), QStringLiteral("the OIE2016 set-up (an object)")),
                    {"evaluation", "oie2016"}, &project->oie2016);
}

void ProjectFileReader::readOie2016(const QJsonObject &object, const Path &path, Oie2016Setup *setup)
{
    setup->goldPath = resolved(m_json.string(object, path, key("gold"), QStringLiteral("a file (a string)")));
    setup->sentencesPath = resolved(m_json.string(object, path, key("sentences"), QStringLiteral("a file (a string)")));
    const QString mode = m_json.string(object, path, key("mode"), QStringLiteral("a mode (a string)"));
    if (!mode.isNull() && !Oie2016Options::parseMode(mode, &setup->mode)) {
        Path here = path;
        here.append(key("mode"));
        m_json.fail(here,
                    QStringLiteral("unknown OIE2016 mode '%1' (expected %2)")
                        .arg(mode, Oie2016Options::modeNames().join(QLatin1Char('|'))));
        return;
    }
    m_json.forEachObject(
        object, path, key("systems"), QStringLiteral("an array of systems"), QStringLiteral("a system (an object)"),
        [&](const QJsonObject &system, Path here) {
            Oie2016SystemFile file;
            file.name = m_json.string(system, here, key("name"), QStringLiteral("the system's name (a string)"));
            file.path
                = resolved(m_json.string(system, here, key("path"), QStringLiteral("the system's file (a string)")));
            const QString format = m_json.string(system, here, key("format"), QStringLiteral("a format (a string)"));
            if (m_json.ok() && !Oie2016SystemReader::parseFormat(format, &file.format)) {
                here.append(key("format"));
                m_json.fail(here,
                            QStringLiteral("OIE2016 system '%1' has an unknown format '%2' (expected %3)")
                                .arg(file.name, format, Oie2016SystemReader::formatNames().join(QLatin1Char('|'))));
                return;
            }
            setup->systems.append(file);
        });
}

void ProjectFileReader::readSystemColors(const QJsonObject &evaluation, ProjectFile *project)
{
    static const QRegularExpression hexColor(QStringLiteral("^#[0-9A-Fa-f]{6}$"));
    m_json.forEachObject(
        evaluation, {"evaluation"}, key("system_colors"), QStringLiteral("an array of system colours"),
        QStringLiteral("a system colour (an object)"), [&](const QJsonObject &object, Path here) {
            const QString name
                = m_json.string(object, here, key("name"), QStringLiteral("the system's name (a string)"));
            const QString color = m_json.string(object, here, key("color"), QStringLiteral("a colour (a string)"));
            if (m_json.ok() && !hexColor.match(color).hasMatch()) {
                here.append(key("color"));
                m_json.fail(here, QStringLiteral("the colour of system '%1' is '%2', not #rrggbb").arg(name, color));
                return;
            }
            project->systemColors.insert(name, color.toLower());
        });
}

void ProjectFileReader::readReview(const QJsonObject &review, ProjectFile *project)
{
    const Path path{"review"};
    m_json.forEachObject(
        review, path, key("judgments"), QStringLiteral("an array of judgments"),
        QStringLiteral("a judgment (an object)"), [&](const QJsonObject &object, Path here) {
            const QString what = QStringLiteral("a string");
            ReviewJudgment judgment;
            judgment.sentenceId
                = m_json.string(object, here, key("sentence"), QStringLiteral("the sentence id (a string)"));
            judgment.subject = m_json.string(object, here, key("subject"), what);
            judgment.relation = m_json.string(object, here, key("relation"), what);
            judgment.object = m_json.string(object, here, key("object"), what);
            judgment.sources = m_json.strings(object, here, key("sources"), QStringLiteral("an array of source names"));
            const QString verdict = m_json.string(object, here, key("verdict"), QStringLiteral("a verdict (a string)"));
            if (m_json.ok() && !ReviewJudgment::parseVerdict(verdict, &judgment.verdict)) {
                here.append(key("verdict"));
                m_json.fail(here,
                            QStringLiteral("unknown review verdict \"%1\" (accept, reject or skip)").arg(verdict));
                return;
            }
            judgment.synset = m_json.integer(object, here, key("synset"), QStringLiteral("a synset number"), 0) - 1;
            judgment.reviewer = m_json.string(object, here, key("reviewer"), QStringLiteral("the reviewer (a string)"));
            judgment.time = QDateTime::fromString(
                m_json.string(object, here, key("time"), QStringLiteral("a time (a string)")), Qt::ISODate);
            if (m_json.ok())
                project->judgments.set(judgment);
        });
    const QStringList references
        = m_json.strings(review, path, key("references"), QStringLiteral("an array of reference files"));
    for (const QString &reference : references)
        project->reviewReferences.append(resolved(reference));
}

void ProjectFileReader::readMerge(const QJsonObject &merge, ProjectFile *project)
{
    const Path path{"merge"};
    project->mergeOtherPath = resolved(m_json.string(merge, path, key("other"), QStringLiteral("a file (a string)")));
    m_json.forEachObject(
        merge, path, key("decisions"), QStringLiteral("an array of merge decisions"),
        QStringLiteral("a merge decision (an object)"), [&](const QJsonObject &object, const Path &here) {
            const QString text = QStringLiteral("a string");
            MergeRecord record;
            record.sentenceId = m_json.string(object, here, key("sentence_id"), text);
            record.sentence = m_json.integer(object, here, key("sentence"), QStringLiteral("a sentence index"), -1);
            record.category = m_json.string(object, here, key("category"), text);
            record.action = m_json.string(object, here, key("action"), text);
            for (const auto &[field, value, keys] :
                 {std::tuple(key("category"), record.category, MergeRecord::categoryKeys()),
                  std::tuple(key("action"), record.action, MergeRecord::actionKeys())}) {
                if (m_json.ok() && !keys.contains(value)) {
                    Path at = here;
                    at.append(field);
                    m_json.fail(at,
                                QStringLiteral("unknown merge %1 '%2' (expected %3)")
                                    .arg(field, value, keys.join(QLatin1Char('|'))));
                }
            }
            record.before = m_json.string(object, here, key("before"), text);
            record.after = m_json.string(object, here, key("after"), text);
            record.note = m_json.string(object, here, key("note"), text);
            record.author = m_json.string(object, here, key("author"), text);
            record.when = QDateTime::fromString(m_json.string(object, here, key("when"), text), Qt::ISODate);
            project->mergeDecisions.append(record);
        });
}

void ProjectFileReader::readChecklist(const QJsonObject &checklist, ProjectFile *project)
{
    const Path path{"checklist"};
    m_json.forEachObject(
        checklist, path, key("decided"), QStringLiteral("an array of decided kinds"),
        QStringLiteral("a kind's decisions (an object)"), [&](const QJsonObject &object, const Path &here) {
            ChecklistDecisions::Row row;
            row.kind = m_json.string(object, here, key("kind"), QStringLiteral("a kind of form (a string)"));
            row.moved = m_json.integer(object, here, key("moved"), QStringLiteral("the words moved (a count)"), 0);
            row.offered
                = m_json.integer(object, here, key("offered"), QStringLiteral("the forms offered (a count)"), 0);
            row.kept = m_json.integer(object, here, key("kept"), QStringLiteral("the forms kept (a count)"), 0);
            project->checklist.rows.append(row);
        });
    m_json.forEachObject(
        checklist, path, key("declined"), QStringLiteral("an array of sentences' declined forms"),
        QStringLiteral("a sentence's declined forms (an object)"), [&](const QJsonObject &object, const Path &here) {
            const QString id = m_json.string(object, here, key("sentence"), QStringLiteral("the sentence id"));
            project->checklist.declined[id]
                += m_json.strings(object, here, key("forms"), QStringLiteral("an array of triples (strings)"));
        });
}

void ProjectFileReader::readEffort(const QJsonObject &effort, ProjectFile *project)
{
    const Path path{"effort"};
    project->effort.setRecording(m_json.boolean(effort, path, key("recording"), QStringLiteral("true or false"), true));
    m_json.forEachObject(
        effort, path, key("sentences"), QStringLiteral("an array of sentences' effort"),
        QStringLiteral("a sentence's effort (an object)"), [&](const QJsonObject &object, const Path &here) {
            AnnotationEffort::Sentence sentence;
            sentence.id = m_json.string(object, here, key("id"), QStringLiteral("the sentence id"));
            sentence.keys = m_json.integer(object, here, key("keys"), QStringLiteral("a count of keys"), 0);
            sentence.milliseconds
                = m_json.integer(object, here, key("milliseconds"), QStringLiteral("a time in milliseconds"), 0);
            project->effort.set(sentence);
        });
}
