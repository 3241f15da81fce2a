#include "core/review/ReferenceReader.h"

#include "core/base/InputShape.h"
#include "core/base/TextFileLines.h"
#include "core/benchie/BenchieSystemReader.h"
#include "core/carb/CarbCorpus.h"
#include "core/carb/CarbGoldReader.h"
#include "core/document/ScoringSession.h"
#include "core/model/Slot.h"

#include <QFileInfo>
#include <QHash>

namespace {

bool readCarb(const QString &path, const Benchmark &gold, SystemOutput *output, Diagnostics *diagnostics,
              QString *error)
{
    CarbCorpus corpus;
    if (!CarbGoldReader::readFile(path, &corpus, diagnostics, error))
        return false;
    QHash<QString, QString> idByKey;
    for (const Sentence &sentence : gold.sentences())
        idByKey.insert(CarbCorpus::sentenceKey(sentence.text), sentence.id);
    for (const CarbSentence &sentence : corpus.sentences()) {
        const auto id = idByKey.constFind(sentence.key);
        if (id == idByKey.constEnd()) {
            diagnostics->append({path, sentence.line, Diagnostic::Severity::Warning,
                                 ReferenceReader::tr("sentence not in the gold, its %n tuple(s) left out", nullptr,
                                                     int(sentence.tuples.size()))});
            continue;
        }
        for (const CarbTuple &tuple : sentence.tuples) {
            if (tuple.arguments.isEmpty()) {
                diagnostics->append({path, tuple.line, Diagnostic::Severity::Warning,
                                     ReferenceReader::tr("tuple without arguments left out")});
                continue;
            }
            Extraction extraction;
            extraction.sentenceId = id.value();
            extraction.subject = tuple.arguments.first();
            extraction.relation = tuple.relation;
            extraction.object = tuple.arguments.mid(1).join(QLatin1Char(' '));
            extraction.line = tuple.line;
            output->extractions.append(extraction);
        }
    }
    return true;
}

bool readOtherGold(const QString &path, const Benchmark &gold, SystemOutput *output, Diagnostics *diagnostics,
                   QString *error)
{
    Benchmark other;
    ImportOptions options;
    if (!ScoringSession::readGold(path, &other, diagnostics, error, options))
        return false;
    const auto realized = [](const Slot &slot) { return Slot::realizedText(slot.source()).simplified(); };
    for (const Sentence &sentence : other.sentences()) {
        const int index = gold.indexOf(sentence.id);
        if (index < 0) {
            diagnostics->append(
                {path, sentence.sourceLine, Diagnostic::Severity::Warning,
                 ReferenceReader::tr("sentence %1 is not in the gold; its triples are left out").arg(sentence.id)});
            continue;
        }
        if (gold.sentences().at(index).text.simplified() != sentence.text.simplified())
            diagnostics->append(
                {path, sentence.sourceLine, Diagnostic::Severity::Warning,
                 ReferenceReader::tr("sentence %1 has another text than in the gold").arg(sentence.id)});
        for (const Synset &synset : sentence.synsets) {
            for (const Triple &triple : synset.triples) {
                if (triple.isInert())
                    continue;
                Extraction extraction;
                extraction.sentenceId = sentence.id;
                extraction.subject = realized(triple.subject());
                extraction.relation = realized(triple.relation());
                extraction.object = realized(triple.object());
                extraction.line = triple.sourceLine();
                output->extractions.append(extraction);
            }
        }
    }
    return true;
}

} // namespace

bool ReferenceReader::read(const QString &path, const Benchmark &gold, SystemOutput *output, Diagnostics *diagnostics,
                           QString *error)
{
    QByteArray bytes;
    if (!TextFileLines::readFile(path, &bytes, error))
        return false;
    output->path = path;
    if (output->name.isEmpty())
        output->name = QFileInfo(path).completeBaseName();
    output->extractions.clear();
    const InputShape::Kind kind = InputShape::guess(bytes);
    switch (kind) {
    case InputShape::SentenceTab:
        return readCarb(path, gold, output, diagnostics, error);
    case InputShape::BenchieSystem: {
        const QString name = output->name;
        if (!BenchieSystemReader::readFile(path, &gold, output, diagnostics, error))
            return false;
        output->name = name;
        output->path = path;
        return true;
    }
    case InputShape::BenchieGold:
    case InputShape::Json:
        return readOtherGold(path, gold, output, diagnostics, error);
    default:
        break;
    }
    *error = Diagnostic::location(path, 1) + QLatin1Char(' ')
        + tr("this looks like %1, not a reference for review (a CaRB gold in tab format, a BenchIE system file "
             "or another gold)")
              .arg(InputShape::describe(kind));
    return false;
}
