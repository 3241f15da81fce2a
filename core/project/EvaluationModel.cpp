#include "core/project/EvaluationModel.h"

#include "core/document/ProjectFile.h"
#include "core/document/StudioDocument.h"

#include <algorithm>
#include <utility>

EvaluationModel::EvaluationModel(StudioDocument *document, QObject *parent)
    : QObject(parent),
      m_document(document)
{
    // goldReset is always followed by scoresChanged, which rebuilds everything.
    connect(m_document, &StudioDocument::scoresChanged, this, &EvaluationModel::rebuildAll);
    connect(m_document, &StudioDocument::sentenceChanged, this, &EvaluationModel::noteSentence);
    rebuildAll();
}

void EvaluationModel::rebuildAll()
{
    m_pendingSentences.clear(); // everything is rebuilt
    m_reportedFiles.clear();
    m_overview.rebuild(m_document->session());
    m_analyses.rebuild(m_document->session());
    m_scorerResults.invalidate();
    ensureScorerResults();
    Q_EMIT resultsReset();
}

void EvaluationModel::noteSentence(int index)
{
    m_pendingSentences.insert(index);
    if (!m_deferred)
        applyPendingSentences();
}

void EvaluationModel::setDeferred(bool deferred)
{
    m_deferred = deferred;
    if (!deferred)
        applyPendingSentences();
}

void EvaluationModel::applyPendingSentences()
{
    if (m_pendingSentences.isEmpty())
        return;
    const QSet<int> pending = std::exchange(m_pendingSentences, {});
    for (int index : pending) {
        m_overview.rescoreSentence(m_document->session(), index);
        m_analyses.sentenceChanged(m_document->session(), index);
    }
    // FL's correction and counting span the gold: score it again only while it is shown.
    m_scorerResults.invalidateFl();
    ensureScorerResults();
    QList<int> indexes(pending.begin(), pending.end());
    std::sort(indexes.begin(), indexes.end());
    Q_EMIT sentencesRescored(indexes);
}

void EvaluationModel::ensureScorerResults()
{
    if (m_scorer == Scorer::Fl && !m_scorerResults.flValid()) {
        Diagnostics diagnostics;
        m_scorerResults.rebuildFl(m_document->session(), &diagnostics);
        for (const Diagnostic &d : std::as_const(diagnostics)) {
            if (!m_reportedFiles.contains(d.file)) // once, not at every edit
                Q_EMIT failed(d.file, d.toString());
            m_reportedFiles.insert(d.file);
        }
        Q_EMIT flScored();
    }
    if (m_scorerResults.hasCarbGold() && !m_scorerResults.carbValid()) {
        Diagnostics diagnostics;
        m_scorerResults.rebuildCarb(m_document->session(), &diagnostics);
    }
}

const QVector<SystemScore> &EvaluationModel::activeScores() const
{
    const bool fl = m_scorer == Scorer::Fl && m_scorerResults.flValid();
    return fl ? m_scorerResults.fl() : m_document->session().scores();
}

bool EvaluationModel::canScoreWith(Scorer scorer) const
{
    if (scorer == Scorer::Carb)
        return m_scorerResults.hasCarbGold();
    if (scorer == Scorer::Oie2016)
        return m_oie2016.hasGold();
    return true;
}

bool EvaluationModel::setScorer(Scorer scorer)
{
    if (!canScoreWith(scorer))
        return false;
    m_scorer = scorer;
    ensureScorerResults();
    Q_EMIT scorerChanged(scorer);
    return true;
}

void EvaluationModel::setFlOptions(const FlOptions &options)
{
    if (options == m_scorerResults.flOptions())
        return;
    m_scorerResults.setFlOptions(options);
    m_reportedFiles.clear();
    ensureScorerResults();
    Q_EMIT resultsChanged();
}

bool EvaluationModel::attachCarbGold(const QString &path, QString *error)
{
    Diagnostics diagnostics;
    if (!m_scorerResults.setCarbGold(path, &diagnostics, error))
        return false;
    for (const Diagnostic &d : std::as_const(diagnostics)) {
        if (d.severity == Diagnostic::Severity::Error) {
            Q_EMIT failed(path, d.toString());
            break;
        }
    }
    ensureScorerResults();
    Q_EMIT resultsChanged();
    return true;
}

bool EvaluationModel::addBucketDimension(const UserBucketDimension &dimension, QString *error)
{
    Diagnostics diagnostics;
    const bool ok = m_analyses.addUserDimension(dimension, &diagnostics, error);
    for (const Diagnostic &d : std::as_const(diagnostics)) {
        if (d.severity != Diagnostic::Severity::Info)
            Q_EMIT failed(d.file, d.toString());
    }
    if (ok)
        Q_EMIT resultsChanged();
    return ok;
}

void EvaluationModel::reportOie2016Diagnostics(const Diagnostics &diagnostics, Diagnostics *kept)
{
    QSet<QString> reported;
    for (const Diagnostic &d : diagnostics) {
        if (d.severity == Diagnostic::Severity::Error && !reported.contains(d.file)) {
            reported.insert(d.file); // the first error of each file; the rest are in its tooltip
            Q_EMIT failed(d.file, d.toString());
        }
    }
    *kept += diagnostics;
}

bool EvaluationModel::readOie2016Input(const std::function<bool(Diagnostics *)> &read)
{
    Diagnostics diagnostics;
    if (!read(&diagnostics))
        return false;
    reportOie2016Diagnostics(diagnostics, &m_oie2016Diagnostics);
    rescoreOie2016();
    return true;
}

bool EvaluationModel::attachOie2016Gold(const QString &path, QString *error)
{
    m_oie2016Diagnostics.clear(); // the messages about the previous gold and systems go too
    return readOie2016Input([&](Diagnostics *diagnostics) { return m_oie2016.setGold(path, diagnostics, error); });
}

bool EvaluationModel::setOie2016Sentences(const QString &path, QString *error)
{
    return readOie2016Input([&](Diagnostics *diagnostics) { return m_oie2016.setSentences(path, diagnostics, error); });
}

bool EvaluationModel::addOie2016System(const Oie2016SystemFile &file, QString *error)
{
    return readOie2016Input([&](Diagnostics *diagnostics) { return m_oie2016.addSystem(file, diagnostics, error); });
}

bool EvaluationModel::removeOie2016System(const QString &name)
{
    if (!m_oie2016.removeSystem(name))
        return false;
    rescoreOie2016();
    return true;
}

void EvaluationModel::setOie2016Mode(Oie2016Options::Mode mode)
{
    m_oie2016.setMode(mode);
    rescoreOie2016();
}

bool EvaluationModel::setOie2016Setup(const Oie2016Setup &setup)
{
    m_oie2016Diagnostics.clear();
    Diagnostics diagnostics;
    QStringList failures;
    m_oie2016.restore(setup, &diagnostics, &failures);
    for (const QString &failure : std::as_const(failures))
        Q_EMIT failed(QString(), failure);
    reportOie2016Diagnostics(diagnostics, &m_oie2016Diagnostics);
    rescoreOie2016();
    return failures.isEmpty();
}

void EvaluationModel::rescoreOie2016()
{
    Diagnostics diagnostics;
    QString error;
    if (!m_oie2016.score(&diagnostics, &error) && !error.isEmpty())
        Q_EMIT failed(m_oie2016.setup().goldPath, error);
    m_oie2016ScoreDiagnostics.clear(); // the scoring's own messages: new at every scoring
    reportOie2016Diagnostics(diagnostics, &m_oie2016ScoreDiagnostics);
    if (m_scorer == Scorer::Oie2016 && !m_oie2016.hasGold())
        setScorer(Scorer::Benchie);
    Q_EMIT oie2016Changed();
}

void EvaluationModel::saveSetup(ProjectFile *project) const
{
    project->carbGoldPath = m_scorerResults.carbGoldPath();
    project->oie2016 = m_oie2016.setup();
    project->bucketDimensions = m_analyses.userDimensions();
    for (UserBucketDimension &dimension : project->bucketDimensions)
        dimension.tsvBytes.clear(); // the file is read again on opening
}

void EvaluationModel::restoreSetup(const ProjectFile &project, const QString &projectPath)
{
    const ScoringSession &session = m_document->session();
    // The dimensions of the previous document leave its buckets; the analyses may also not be
    // built yet while the document holds its updates back (StudioDocument::UpdateBatch).
    const bool hadDimensions = !m_analyses.userDimensions().isEmpty();
    m_analyses.clearUserDimensions();
    if (session.hasGold() && (hadDimensions || !m_analyses.buckets()))
        m_analyses.rebuild(session);
    for (const UserBucketDimension &dimension : project.bucketDimensions) {
        QString error;
        if (!addBucketDimension(dimension, &error))
            Q_EMIT failed(dimension.isTsv() ? dimension.tsvPath : projectPath, error);
    }
    m_scorerResults.detachCarbGold();
    if (!project.carbGoldPath.isEmpty()) {
        QString error;
        if (!attachCarbGold(project.carbGoldPath, &error))
            Q_EMIT failed(project.carbGoldPath, error);
    }
    if (m_scorer == Scorer::Carb && !m_scorerResults.hasCarbGold())
        setScorer(Scorer::Benchie);
    setOie2016Setup(project.oie2016); // back to BenchIE when the OIE2016 gold is gone
    Q_EMIT resultsChanged();
}
