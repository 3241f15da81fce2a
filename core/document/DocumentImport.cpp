#include "core/document/DocumentImport.h"

#include "core/base/InputShape.h"
#include "core/base/TextFileLines.h"
#include "core/benchie/BenchieGoldReader.h"
#include "core/document/AnnieImport.h"
#include "core/document/ProjectFile.h"
#include "core/oie2016/Oie2016GoldReader.h"
#include "core/text/ConlluReader.h"
#include "core/text/PosTagger.h"
#include "core/text/PtbTokenizer.h"
#include "core/text/SentenceSplitter.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace {

QString firstNonBlankLine(const QByteArray &bytes)
{
    const QByteArray head = bytes.left(64 * 1024);
    for (const QByteArray &line : head.split('\n')) {
        QByteArray trimmed = line.trimmed();
        if (trimmed.startsWith("\xEF\xBB\xBF"))
            trimmed.remove(0, 3);
        if (!trimmed.isEmpty())
            return QString::fromUtf8(trimmed);
    }
    return QString();
}

// "Lines look like sentences": most lines end like one, and the splitter finds about one
// sentence per line (a hard-wrapped paragraph fails the first test, a long line the second).
bool looksLikeSentencePerLine(const QVector<QStringView> &lines)
{
    static const QRegularExpression sentenceEnd(QStringLiteral("[.!?][\"'`)\\]}\\x{201D}\\x{2019}]*\\s*$|''\\s*$"));
    int nonBlank = 0;
    int ending = 0;
    int sentences = 0;
    for (const QStringView view : lines) {
        if (view.trimmed().isEmpty())
            continue;
        const QString line = view.toString();
        ++nonBlank;
        if (sentenceEnd.match(line).hasMatch())
            ++ending;
        sentences += int(SentenceSplitter::split(line).size());
    }
    return nonBlank > 0 && ending * 5 >= nonBlank * 4 && sentences * 5 <= nonBlank * 6;
}

// Text is anything that is not another document kind; but a system output, a CaRB or OIE2016
// file or a JSON file opened as the gold is a mistake to say, not text to annotate.
bool refuseOtherBenchmarkFile(const QByteArray &bytes, const QString &fileName, QString *error)
{
    QString hint;
    const InputShape::Kind shape = InputShape::guess(bytes);
    switch (shape) {
    case InputShape::BenchieSystem:
        hint = DocumentImport::tr("give it as NAME=FILE");
        break;
    case InputShape::SentenceTab:
    case InputShape::NativeSystem:
        hint = DocumentImport::tr("score it with --scorer carb or --scorer oie2016");
        break;
    case InputShape::Json:
        hint = DocumentImport::tr("a ROBUST file is scored with --scorer robust");
        break;
    default:
        return true;
    }
    *error = Diagnostic::location(fileName, 1) + QLatin1Char(' ')
        + InputShape::mismatch(shape, DocumentImport::tr("a BenchIE gold or a text to annotate"), hint);
    return false;
}

// Where only a gold will do (ImportOptions::goldOnly): false with *error for an empty file, a
// text or a CoNLL-U file.
bool refuseNonGold(const QByteArray &bytes, const QString &fileName, DocumentKind kind, QString *error)
{
    const QString at = Diagnostic::location(fileName, 1) + QLatin1Char(' ');
    if (firstNonBlankLine(bytes).isEmpty()) {
        *error = at + DocumentImport::tr("empty file: a gold has sent_id:ID<TAB>sentence lines and their triples");
        return false;
    }
    if (kind != DocumentKind::SentencePerLine && kind != DocumentKind::RawText && kind != DocumentKind::Conllu)
        return true;
    const QString encoding = InputShape::encodingError(bytes, DocumentImport::tr("a BenchIE gold"));
    if (!encoding.isEmpty()) { // UTF-16, binary data
        *error = fileName + encoding;
        return false;
    }
    if (!refuseOtherBenchmarkFile(bytes, fileName, error)) // a system output, a CaRB file, JSON...
        return false;
    *error = at
        + DocumentImport::tr(
              "this looks like %1, not a gold: a gold has sent_id:ID<TAB>sentence lines and their triples")
              .arg(DocumentImport::kindName(kind));
    return false;
}

} // namespace

DocumentKind DocumentImport::detectKind(const QByteArray &bytes)
{
    if (ProjectFile::looksLikeProject(bytes))
        return DocumentKind::Project;
    if (AnnieImport::looksLikeProgress(bytes))
        return DocumentKind::AnnieProgress;
    const QString first = firstNonBlankLine(bytes);
    // A gold file whose first lines are damaged is still a gold file (its reader reports them).
    if (first.startsWith(QLatin1String("sent_id:")) || bytes.left(64 * 1024).contains("\nsent_id:"))
        return DocumentKind::BenchieGold;
    if (AnnieImport::looksLikeExport(bytes))
        return DocumentKind::AnnieExport;
    if (ConlluReader::looksLikeConllu(QString::fromUtf8(bytes.left(64 * 1024))))
        return DocumentKind::Conllu;
    if (first.isEmpty()) // an empty file: an empty gold, as it always was
        return DocumentKind::BenchieGold;
    if (Oie2016GoldReader::looksLikeGold(bytes))
        return DocumentKind::Oie2016Gold;
    Diagnostics ignored;
    const TextFileLines lines = TextFileLines::decode(bytes, QString(), &ignored);
    return looksLikeSentencePerLine(lines.lines) ? DocumentKind::SentencePerLine : DocumentKind::RawText;
}

QString DocumentImport::kindName(DocumentKind kind)
{
    switch (kind) {
    case DocumentKind::Project:
        return tr("OIE Studio project");
    case DocumentKind::BenchieGold:
        return tr("BenchIE gold");
    case DocumentKind::Conllu:
        return tr("CoNLL-U");
    case DocumentKind::Oie2016Gold:
        return tr("OIE2016 gold");
    case DocumentKind::SentencePerLine:
        return tr("text, one sentence per line");
    case DocumentKind::RawText:
        return tr("raw text");
    case DocumentKind::AnnieProgress:
        return tr("AnnIE progress");
    case DocumentKind::AnnieExport:
        return tr("AnnIE annotation export");
    }
    return QString();
}

bool DocumentImport::open(const QString &path, Benchmark *out, Diagnostics *diagnostics, QString *error,
                          const ImportOptions &options, DocumentKind *kind)
{
    // A large BenchIE gold over a per-sentence limit is refused before it is held whole.
    constexpr qint64 kLargeGold = 32 << 20;
    if (QFileInfo(path).size() > kLargeGold) {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly) && detectKind(file.read(1 << 20)) == DocumentKind::BenchieGold) {
            file.close();
            if (const QString over = BenchieGoldReader::limitsInPieces(path); !over.isEmpty()) {
                *error = over;
                return false;
            }
        }
    }
    QByteArray bytes;
    if (!TextFileLines::readFile(path, &bytes, error))
        return false;
    return openBytes(bytes, path, out, diagnostics, error, options, kind);
}

bool DocumentImport::openBytes(const QByteArray &bytes, const QString &fileName, Benchmark *out,
                               Diagnostics *diagnostics, QString *error, const ImportOptions &options,
                               DocumentKind *kind)
{
    const DocumentKind detected = detectKind(bytes);
    if (kind)
        *kind = detected;
    if (options.goldOnly && !refuseNonGold(bytes, fileName, detected, error))
        return false;
    Benchmark benchmark;
    switch (detected) {
    case DocumentKind::Project: {
        ProjectFile project;
        if (!ProjectFile::fromBytes(bytes, fileName, &project, error))
            return false;
        benchmark = project.benchmark;
        benchmark.fileName = fileName;
        benchmark.rebuildIndex();
        break;
    }
    case DocumentKind::BenchieGold: {
        QString limitError;
        benchmark = BenchieGoldReader::readBytes(bytes, fileName, diagnostics, options.forWriting, &limitError);
        if (!limitError.isEmpty()) {
            *error = limitError;
            return false;
        }
        break;
    }
    case DocumentKind::Conllu:
        ConlluReader::readBytes(bytes, fileName, &benchmark, diagnostics);
        break;
    case DocumentKind::Oie2016Gold: {
        const Oie2016Corpus gold = Oie2016GoldReader::readBytes(bytes, fileName, diagnostics);
        benchmark = fromOie2016(gold);
        benchmark.fileName = fileName; // informative: saving writes a project, never the .oie file
        if (diagnostics) {
            diagnostics->append({fileName, 0, Diagnostic::Severity::Info,
                                 tr("opened as an OIE2016 gold: %n gold extraction(s), each one synset "
                                    "(arg1 --> predicate --> arg2, further arguments as extra parts) in %1 "
                                    "sentences; OIE2016 scores it through Evaluation > OIE2016",
                                    nullptr, gold.extractionCount())
                                     .arg(gold.sentences().size())});
        }
        break;
    }
    case DocumentKind::AnnieProgress:
        if (!AnnieImport::readProgress(bytes, fileName, &benchmark, diagnostics, error))
            return false;
        break;
    case DocumentKind::AnnieExport:
        if (!AnnieImport::readExport(bytes, fileName, &benchmark, diagnostics, error))
            return false;
        break;
    case DocumentKind::SentencePerLine:
    case DocumentKind::RawText: {
        if (!refuseOtherBenchmarkFile(bytes, fileName, error))
            return false;
        DiagnosticSink sink(diagnostics, fileName);
        const TextFileLines lines = TextFileLines::decode(bytes, sink);
        QVector<QStringList> sentences;
        if (detected == DocumentKind::SentencePerLine) {
            for (const QStringView line : lines.lines) {
                QStringList tokens = PtbTokenizer::tokenize(line.toString(), options.tokenizer);
                if (!tokens.isEmpty())
                    sentences.append(tokens);
            }
        } else {
            sentences = PtbTokenizer::tokenizeText(lines.joinedLines(), options.sentenceBreaks, options.tokenizer);
        }
        appendTokenizedSentences(sentences, &benchmark);
        benchmark.fileName = fileName;
        // Such a benchmark has no gold yet: the file itself must never be overwritten with the
        // BenchIE format by mistake, so fileName is only informative.
        break;
    }
    }
    if (options.goldOnly && benchmark.sentences().isEmpty()) {
        *error = Diagnostic::location(fileName, 1) + QLatin1Char(' ')
            + tr("no sentence (no sent_id:ID<TAB>sentence line): this is not a gold");
        return false;
    }
    if (options.tagPartsOfSpeech) {
        const PosTagger &tagger = options.tagger ? *options.tagger : PosTagger::shared();
        if (!tagger.isLoaded()) {
            if (diagnostics)
                diagnostics->append({fileName, 0, Diagnostic::Severity::Info, tagger.loadError()});
        } else if (isEnglish(benchmark, tagger)) {
            tagUntaggedSentences(&benchmark, tagger);
        }
    }
    *out = std::move(benchmark);
    return true;
}

Benchmark DocumentImport::fromOie2016(const Oie2016Corpus &gold)
{
    Benchmark benchmark;
    for (const Oie2016Sentence &source : gold.sentences()) {
        Sentence sentence;
        sentence.id = QString::number(benchmark.sentences().size() + 1);
        sentence.text = source.text;
        sentence.tokens = source.text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        sentence.inGold = true;
        sentence.sourceLine = source.line;
        for (const Oie2016Extraction &extraction : source.extractions) {
            const QStringList &arguments = extraction.arguments;
            Triple triple(arguments.value(0), extraction.predicate, arguments.value(1));
            if (arguments.size() > 2)
                triple.setExtraParts(arguments.mid(2));
            triple.setSourceLine(extraction.line);
            Synset synset;
            synset.triples.append(triple);
            sentence.synsets.append(synset);
        }
        benchmark.appendSentence(sentence);
    }
    return benchmark;
}

void DocumentImport::appendTokenizedSentences(const QVector<QStringList> &sentences, Benchmark *benchmark)
{
    for (const QStringList &tokens : sentences) {
        Sentence sentence;
        sentence.id = QString::number(benchmark->sentences().size() + 1);
        sentence.tokens = tokens;
        sentence.text = tokens.join(QLatin1Char(' '));
        sentence.inGold = true;
        benchmark->appendSentence(sentence);
    }
}

bool DocumentImport::isEnglish(const Benchmark &benchmark, const PosTagger &tagger)
{
    int words = 0;
    int known = 0;
    const int sentences = std::min(int(benchmark.sentences().size()), 50);
    for (int i = 0; i < sentences; ++i) {
        for (const QString &token : benchmark.sentences().at(i).tokens) {
            if (!std::any_of(token.cbegin(), token.cend(), [](QChar c) { return c.isLetter(); }))
                continue;
            ++words;
            known += tagger.knows(token) ? 1 : 0;
        }
    }
    return words > 0 && known * 5 >= words * 3;
}

int DocumentImport::tagUntaggedSentences(Benchmark *benchmark, const PosTagger &tagger)
{
    int tagged = 0;
    for (Sentence &sentence : benchmark->sentences()) {
        if (!sentence.posTags.isEmpty() || !sentence.tagSource.isEmpty() || sentence.tokens.isEmpty())
            continue;
        sentence.posTags = tagger.tag(sentence.tokens);
        if (sentence.posTags.isEmpty())
            continue;
        sentence.tagSource = QStringLiteral("tagger");
        ++tagged;
    }
    return tagged;
}
