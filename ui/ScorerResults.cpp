#include "ScorerResults.h"

#include "CarbGoldReader.h"
#include "CarbSystemReader.h"
#include "FlScorer.h"
#include "FlSystemReader.h"
#include "ScoringSession.h"
#include "TextFileLines.h"

#include <QHash>

namespace {

// `score` is of `scored` (the official reading of `loaded`'s file); gives it back with its
// results parallel to `loaded`'s extractions, matched by line number. Counts stay those of the
// official reading; extractions that only the official reading has (lines the loader skipped)
// count but have no row in the views.
SystemScore alignToLoaded(SystemScore score, const SystemOutput &scored, const SystemOutput &loaded)
{
    QHash<int, int> loadedIndexOfLine;
    for (int e = 0; e < loaded.extractions.size(); ++e)
        loadedIndexOfLine.insert(loaded.extractions.at(e).line, e);
    QVector<int> loadedIndex(scored.extractions.size(), -1);
    QVector<ExtractionResult> results(loaded.extractions.size());
    for (int e = 0; e < scored.extractions.size() && e < score.results.size(); ++e) {
        loadedIndex[e] = loadedIndexOfLine.value(scored.extractions.at(e).line, -1);
        if (loadedIndex.at(e) >= 0)
            results[loadedIndex.at(e)] = score.results.at(e);
    }
    score.results = results;
    for (QVector<QVector<int>> &synsets : score.coverage) {
        for (QVector<int> &credited : synsets) {
            QVector<int> mapped;
            for (int e : std::as_const(credited)) {
                if (loadedIndex.value(e, -1) >= 0)
                    mapped.append(loadedIndex.at(e));
            }
            credited = mapped;
        }
    }
    return score;
}

} // namespace

bool ScorerResults::setCarbGold(const QString &path, Diagnostics *diagnostics, QString *error)
{
    CarbCorpus gold;
    if (!CarbGoldReader::readFile(path, &gold, diagnostics, error))
        return false;
    m_carbGold = std::move(gold);
    m_carbGoldPath = path;
    m_carbValid = false;
    return true;
}

void ScorerResults::detachCarbGold()
{
    m_carbGoldPath.clear();
    m_carbGold = CarbCorpus();
    m_carb.clear();
    m_carbValid = false;
}

void ScorerResults::rebuildCarb(const ScoringSession &session, Diagnostics *diagnostics)
{
    m_carb.clear();
    m_carbValid = hasCarbGold();
    if (!m_carbValid)
        return;
    QHash<QString, QString> sentences;
    for (const Sentence &sentence : session.benchmark().sentences()) {
        if (!sentences.contains(sentence.id))
            sentences.insert(sentence.id, sentence.text);
    }
    for (const SystemOutput &output : session.systems()) {
        const CarbCorpus system = CarbSystemReader::fromExtractions(output, sentences, diagnostics);
        m_carb.append({output.name, CarbScorer::score(m_carbGold, system)});
    }
}

void ScorerResults::setFlOptions(const FlOptions &options)
{
    if (options == m_flOptions)
        return;
    m_flOptions = options;
    m_flValid = false;
}

void ScorerResults::rebuildFl(const ScoringSession &session, Diagnostics *diagnostics)
{
    m_fl.clear();
    const FlScorer scorer(session.benchmark(), m_flOptions);
    for (const SystemOutput &output : session.systems()) {
        QByteArray bytes;
        QString error;
        if (!m_flOptions.official) {
            m_fl.append(scorer.score(output));
        } else if (TextFileLines::readFile(output.path, &bytes, &error)) {
            Diagnostics readerDiagnostics; // the loader already reported the file's problems
            SystemOutput official = FlSystemReader::readOfficial(bytes, output.path, &readerDiagnostics);
            official.name = output.name;
            m_fl.append(alignToLoaded(scorer.score(official), official, output));
        } else {
            DiagnosticSink(diagnostics, output.path)
                .error(0, QStringLiteral("cannot read the file again for the official BenchIE^FL mode (%1): "
                                         "scored as loaded")
                              .arg(error));
            m_fl.append(scorer.score(output));
        }
    }
    m_flValid = true;
}

void ScorerResults::invalidate()
{
    m_carbValid = false;
    m_flValid = false;
}
