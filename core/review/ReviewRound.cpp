#include "core/review/ReviewRound.h"

#include "core/document/StudioDocument.h"
#include "core/model/TripleDraft.h"
#include "core/review/ReferenceReader.h"

#include <QFileInfo>

ReviewRound::ReviewRound(StudioDocument *document, QObject *parent)
    : QObject(parent),
      m_document(document)
{
    connect(document, &StudioDocument::goldReset, this, [this]() {
        rereadReferences();
        rebuild();
    });
    connect(document, &StudioDocument::scoresChanged, this, &ReviewRound::rebuild);
    connect(document, &StudioDocument::sentenceChanged, this, &ReviewRound::onSentenceChanged);
    connect(document, &StudioDocument::judgmentsChanged, this, &ReviewRound::onJudgmentsChanged);
    rebuild();
}

ReviewRound::~ReviewRound() = default;

bool ReviewRound::addReference(const QString &path, QString *error)
{
    if (!m_document->hasGold()) {
        *error = tr("Open a gold file before attaching references.");
        return false;
    }
    Reference reference;
    reference.output.name = tr("%1 (reference)").arg(QFileInfo(path).completeBaseName());
    Diagnostics diagnostics;
    if (!ReferenceReader::read(path, m_document->benchmark(), &reference.output, &diagnostics, error))
        return false;
    m_diagnostics += diagnostics;
    removeReference(path);
    m_references.append(reference);
    rebuild();
    return true;
}

bool ReviewRound::removeReference(const QString &path)
{
    for (int i = 0; i < m_references.size(); ++i) {
        if (m_references.at(i).output.path == path) {
            m_references.removeAt(i);
            rebuild();
            return true;
        }
    }
    return false;
}

QStringList ReviewRound::referencePaths() const
{
    QStringList paths;
    for (const Reference &reference : m_references)
        paths.append(reference.output.path);
    return paths;
}

void ReviewRound::rereadReferences()
{
    const QStringList paths = referencePaths();
    m_references.clear();
    m_diagnostics.clear();
    if (!m_document->hasGold())
        return;
    for (const QString &path : paths) {
        Reference reference;
        reference.output.name = tr("%1 (reference)").arg(QFileInfo(path).completeBaseName());
        QString error;
        if (ReferenceReader::read(path, m_document->benchmark(), &reference.output, &m_diagnostics, &error))
            m_references.append(reference);
        else
            m_diagnostics.append({path, 0, Diagnostic::Severity::Error, error});
    }
}

void ReviewRound::rebuild()
{
    const ScoringSession &session = m_document->session();
    m_diagnoses.clear();
    m_analysis.reset();
    QVector<ReviewQueue::Source> sources;
    if (session.hasGold() && session.scorer()) {
        const BenchieScorer &scorer = *session.scorer();
        m_analysis = std::make_unique<ErrorAnalysis>(session.benchmark(), scorer.compiledGold());
        for (int i = 0; i < session.systems().size(); ++i)
            sources.append({session.systems().at(i).name, false, &session.systems().at(i), &session.scores().at(i)});
        for (Reference &reference : m_references) {
            reference.score = scorer.score(reference.output);
            sources.append({reference.output.name, true, &reference.output, &reference.score});
        }
    }
    m_queue.build(session.benchmark(), sources, m_document->judgments());
    Q_EMIT queueReset();
}

void ReviewRound::onSentenceChanged(int sentenceIndex)
{
    const BenchieScorer *scorer = m_document->session().scorer();
    if (!scorer)
        return;
    for (Reference &reference : m_references)
        scorer->rescoreSentence(reference.output, sentenceIndex, &reference.score);
    rebuildSentence(sentenceIndex);
}

void ReviewRound::onJudgmentsChanged(const QString &key)
{
    if (key.isEmpty()) {
        rebuild();
        return;
    }
    rebuildSentence(m_document->benchmark().indexOf(key.section(QLatin1Char('\t'), 0, 0)));
}

void ReviewRound::rebuildSentence(int sentenceIndex)
{
    if (sentenceIndex < 0 || sentenceIndex >= m_queue.sentenceCount())
        return;
    for (const ReviewEntry &entry : m_queue.entriesOf(sentenceIndex))
        m_diagnoses.remove(entry.key);
    m_queue.rebuildSentence(m_document->benchmark(), sentenceIndex, m_document->judgments());
    Q_EMIT sentenceQueueChanged(sentenceIndex);
}

ReviewState ReviewRound::state(const ReviewEntry &entry) const
{
    return ReviewQueue::stateOf(entry, m_document->judgments());
}

int ReviewRound::judgedCount() const
{
    return m_queue.judgedCount(m_document->judgments());
}

const ExtractionDiagnosis &ReviewRound::diagnosis(const ReviewEntry &entry) const
{
    auto it = m_diagnoses.constFind(entry.key);
    if (it != m_diagnoses.constEnd())
        return it.value();
    ExtractionDiagnosis diagnosis;
    if (m_analysis)
        diagnosis = m_analysis->diagnose(entry.sentenceIndex, m_queue.extraction(entry));
    return m_diagnoses.insert(entry.key, diagnosis).value();
}

int ReviewRound::suggestedSynset(const ReviewEntry &entry) const
{
    const ExtractionDiagnosis &found = diagnosis(entry);
    return found.closest.isEmpty() ? -1 : found.closest.first().synset;
}

Triple ReviewRound::acceptedTriple(const ReviewEntry &entry) const
{
    TripleDraft draft;
    draft.load(Triple(entry.subject, entry.relation, entry.object),
               m_document->benchmark().sentences().at(entry.sentenceIndex).tokens);
    return draft.toTriple();
}

ReviewJudgment ReviewRound::judgment(const ReviewEntry &entry, ReviewVerdict verdict, int synset,
                                     const QString &reviewer) const
{
    ReviewJudgment judgment;
    judgment.sentenceId = m_document->benchmark().sentences().at(entry.sentenceIndex).id;
    judgment.subject = entry.subject;
    judgment.relation = entry.relation;
    judgment.object = entry.object;
    judgment.sources = m_queue.sourceNames(entry);
    judgment.verdict = verdict;
    judgment.synset = verdict == ReviewVerdict::Accepted ? synset : -1;
    judgment.reviewer = reviewer;
    judgment.time = QDateTime::currentDateTimeUtc();
    judgment.time.setTime(QTime(judgment.time.time().hour(), judgment.time.time().minute(),
                                judgment.time.time().second())); // whole seconds, as the project file keeps them
    return judgment;
}
