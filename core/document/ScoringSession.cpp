#include "core/document/ScoringSession.h"

#include "core/benchie/BenchieSystemReader.h"
#include "core/benchie/CaseMismatch.h"
#include "core/document/DocumentImport.h"

#include <memory>
#include <thread>
#include <vector>
#include <utility>

namespace {

// A reader's message already starts with its file (and line); any other gets the file.
QString located(const QString &path, const QString &message)
{
    return message.startsWith(path + QLatin1Char(':')) ? message
                                                        : Diagnostic::location(path) + QLatin1Char(' ') + message;
}

} // namespace

ScoringSession::ScoringSession() = default;
ScoringSession::~ScoringSession() = default;

bool ScoringSession::readGold(const QString &path, Benchmark *benchmark, Diagnostics *diagnostics, QString *error,
                              const ImportOptions &options)
{
    return DocumentImport::open(path, benchmark, diagnostics, error, options);
}

bool ScoringSession::readGoldFile(const QString &path, const ImportOptions &options, Benchmark *benchmark,
                                  Diagnostics *diagnostics, QString *error)
{
    QString readError;
    if (readGold(path, benchmark, diagnostics, &readError, options))
        return true;
    *error = located(path, readError);
    return false;
}

bool ScoringSession::openGold(const QString &path, QString *error, const ImportOptions &options)
{
    Benchmark benchmark;
    Diagnostics diagnostics;
    if (!readGoldFile(path, options, &benchmark, &diagnostics, error))
        return false;
    setBenchmark(std::move(benchmark), diagnostics);
    return true;
}

void ScoringSession::adoptBenchmark(Benchmark benchmark, const Diagnostics &diagnostics)
{
    // The scorer refers to m_benchmark: drop it before the benchmark changes under it.
    m_scorer.reset();
    m_benchmark = std::move(benchmark);
    m_goldDiagnostics = diagnostics;
    m_hasGold = true;
}

void ScoringSession::setBenchmark(Benchmark benchmark, const Diagnostics &diagnostics)
{
    adoptBenchmark(std::move(benchmark), diagnostics);
    reattachSystems();
    rebuildScorer();
    rescoreAll();
}

void ScoringSession::reattachSystems()
{
    // Read the systems again so that their id checks are against the new gold.
    const QVector<SystemOutput> previous = m_systems;
    m_systems.clear();
    m_readDiagnostics.clear();
    for (const SystemOutput &system : previous) {
        SystemOutput output;
        output.name = system.name;
        Diagnostics readDiagnostics;
        QString systemError;
        if (!BenchieSystemReader::readFile(system.path, &m_benchmark, &output, &readDiagnostics, &systemError)) {
            m_goldDiagnostics.append({system.path, 0, Diagnostic::Severity::Error,
                                      tr("system %1 dropped: %2").arg(system.name, systemError)});
            continue;
        }
        m_systems.append(output);
        m_readDiagnostics.append(readDiagnostics);
    }
}

void ScoringSession::replaceSentence(int index, const Sentence &sentence)
{
    if (index < 0 || index >= m_benchmark.sentences().size())
        return;
    const bool idChanged = m_benchmark.sentences().at(index).id != sentence.id;
    m_benchmark.sentences()[index] = sentence;
    if (idChanged) {
        // Extractions are attached to sentences by id: a new id means reading them again.
        m_benchmark.rebuildIndex();
        m_scorer.reset();
        reattachSystems();
        rebuildScorer();
        rescoreAll();
        return;
    }
    if (!m_scorer)
        return;
    m_scorer->recompileSentence(index);
    for (int i = 0; i < m_systems.size() && i < m_scores.size(); ++i)
        m_scorer->rescoreSentence(m_systems.at(i), index, &m_scores[i]);
}

void ScoringSession::replaceSentences(int first, int count, const QVector<Sentence> &sentences)
{
    QVector<Sentence> &all = m_benchmark.sentences();
    if (first < 0 || count < 0 || first + count > all.size())
        return;
    m_scorer.reset(); // it refers to the sentences about to change
    all.remove(first, count);
    for (int i = 0; i < sentences.size(); ++i)
        all.insert(first + i, sentences.at(i));
    m_benchmark.rebuildIndex();
    reattachSystems();
    rebuildScorer();
    rescoreAll();
}

bool ScoringSession::removeSystem(const QString &name)
{
    for (int i = 0; i < m_systems.size(); ++i) {
        if (m_systems.at(i).name != name)
            continue;
        m_systems.remove(i);
        m_readDiagnostics.remove(i);
        if (i < m_scores.size())
            m_scores.remove(i);
        return true;
    }
    return false;
}

bool ScoringSession::open(const QString &goldPath, const QVector<SystemFile> &systems, QString *error,
                          const ImportOptions &options)
{
    // The system files are read while the gold is: their lines need no gold, only the report
    // of sentence ids the gold lacks does (Reading::finish, below).
    const int count = int(systems.size());
    std::vector<std::unique_ptr<BenchieSystemReader::Reading>> readings(static_cast<size_t>(count));
    std::thread reader([&] {
        for (int i = 0; i < count; ++i)
            readings[size_t(i)] = std::make_unique<BenchieSystemReader::Reading>(systems.at(i).path,
                                                                                 systems.at(i).name);
    });
    Benchmark benchmark;
    Diagnostics goldDiagnostics;
    const bool goldRead = readGoldFile(goldPath, options, &benchmark, &goldDiagnostics, error);
    reader.join();
    if (!goldRead)
        return false;
    adoptBenchmark(std::move(benchmark), goldDiagnostics);

    m_systems.clear();
    m_readDiagnostics.clear();
    m_scores.clear();
    QVector<SystemOutput> outputs(count);
    QVector<Diagnostics> readDiagnostics(count);
    for (int i = 0; i < count; ++i) {
        QString failure;
        if (!readings[size_t(i)]->finish(&m_benchmark, &outputs[i], &readDiagnostics[i], &failure)) {
            *error = located(systems.at(i).path, failure);
            rebuildScorer();
            return false;
        }
    }
    readings.clear();
    m_systems = std::move(outputs);
    m_readDiagnostics = std::move(readDiagnostics);
    rebuildScorer();
    rescoreAll();
    return true;
}

bool ScoringSession::renameSystem(const QString &name, const QString &newName, QString *error)
{
    if (newName.trimmed().isEmpty()) {
        *error = tr("A system needs a name.");
        return false;
    }
    int index = -1;
    for (int i = 0; i < m_systems.size(); ++i) {
        if (m_systems.at(i).name == newName && newName != name) {
            *error = tr("A system named %1 already exists.").arg(newName);
            return false;
        }
        if (m_systems.at(i).name == name)
            index = i;
    }
    if (index < 0) {
        *error = tr("There is no system named %1.").arg(name);
        return false;
    }
    m_systems[index].name = newName;
    if (index < m_scores.size())
        m_scores[index].name = newName;
    return true;
}

bool ScoringSession::reloadSystem(const QString &name, QString *error)
{
    for (const SystemOutput &system : std::as_const(m_systems)) {
        if (system.name == name) {
            const QString path = system.path; // addSystem replaces the entry that holds it
            return addSystem(name, path, error);
        }
    }
    *error = tr("There is no system named %1.").arg(name);
    return false;
}

bool ScoringSession::addSystem(const QString &name, const QString &path, QString *error)
{
    if (!m_hasGold) {
        *error = tr("Open a gold file before adding system outputs.");
        return false;
    }
    SystemOutput output;
    output.name = name;
    Diagnostics diagnostics;
    QString readError;
    if (!BenchieSystemReader::readFile(path, &m_benchmark, &output, &diagnostics, &readError)) {
        *error = located(path, readError);
        return false;
    }
    QVector<SystemScore> scored{m_scorer->score(output)};
    CaseMismatch::addNotes(m_benchmark, m_facet, {output}, &scored);
    const SystemScore score = scored.constFirst();
    for (int i = 0; i < m_systems.size(); ++i) {
        if (m_systems.at(i).name == name) {
            m_systems[i] = output;
            m_readDiagnostics[i] = diagnostics;
            m_scores[i] = score;
            return true;
        }
    }
    m_systems.append(output);
    m_readDiagnostics.append(diagnostics);
    m_scores.append(score);
    return true;
}

void ScoringSession::setFacet(Facet facet)
{
    if (facet == m_facet)
        return;
    m_facet = facet;
    if (!m_hasGold)
        return;
    rebuildScorer();
    rescoreAll();
}

Diagnostics ScoringSession::diagnostics() const
{
    Diagnostics all = m_goldDiagnostics;
    if (m_hasGold && m_facet == Facet::Entity && !m_benchmark.hasEntityMarks()) {
        all.append({m_benchmark.fileName, 0, Diagnostic::Severity::Info,
                    tr("the gold marks no triple as entity-clean: the entity facet scores nothing")});
    }
    for (int i = 0; i < m_systems.size(); ++i) {
        all += m_readDiagnostics.at(i);
        if (i < m_scores.size())
            all += m_scores.at(i).diagnostics;
    }
    return all;
}

void ScoringSession::rebuildScorer()
{
    m_scorer = std::make_unique<BenchieScorer>(m_benchmark, m_facet);
}

void ScoringSession::rescoreAll()
{
    m_scores = m_scorer->scoreAll(m_systems);
    CaseMismatch::addNotes(m_benchmark, m_facet, m_systems, &m_scores);
}
