#include "core/oie2016/Oie2016Evaluation.h"

#include "core/carb/CarbSystemReader.h"
#include "core/oie2016/Oie2016GoldReader.h"
#include "core/oie2016/Oie2016Lemmatizer.h"

#include <memory>
#include <utility>

namespace {

// WordNet's noun data, read once per process (the lemmatiser is immutable once loaded).
std::shared_ptr<const Oie2016Lemmatizer> sharedLemmatizer(QString *error)
{
    static QString loadError;
    static const std::shared_ptr<const Oie2016Lemmatizer> lemmatizer
        = Oie2016Lemmatizer::load(Oie2016Lemmatizer::defaultDirectory(), &loadError);
    if (!lemmatizer)
        *error = loadError;
    return lemmatizer;
}

} // namespace

QString Oie2016Evaluation::systemName(Oie2016SystemReader::Format format)
{
    using Format = Oie2016SystemReader::Format;
    switch (format) {
    case Format::Ollie:
        return QStringLiteral("OLLIE");
    case Format::ReVerb:
        return QStringLiteral("ReVerb");
    case Format::Stanford:
        return QStringLiteral("Stanford");
    case Format::OpenIe4:
        return QStringLiteral("OpenIE-4");
    case Format::ClausIe:
        return QStringLiteral("ClausIE");
    case Format::PropS:
        return QStringLiteral("PropS");
    }
    return QString();
}

bool Oie2016Evaluation::parseSystemArgument(const QString &argument, Oie2016SystemFile *file, QString *error)
{
    const qsizetype colon = argument.indexOf(QLatin1Char(':'));
    if (colon <= 0 || !Oie2016SystemReader::parseFormat(argument.left(colon), &file->format)) {
        *error = tr("'%1' is not FORMAT:NAME=FILE or FORMAT:FILE with FORMAT one of %2")
                     .arg(argument, Oie2016SystemReader::formatNames().join(QLatin1Char('|')));
        return false;
    }
    const QString rest = argument.mid(colon + 1);
    const qsizetype eq = rest.indexOf(QLatin1Char('='));
    file->name = eq > 0 ? rest.left(eq) : systemName(file->format);
    file->path = eq > 0 ? rest.mid(eq + 1) : rest;
    if (file->path.isEmpty()) {
        *error = tr("'%1' names no file").arg(argument);
        return false;
    }
    return true;
}

bool Oie2016Evaluation::setGold(const QString &path, Diagnostics *diagnostics, QString *error)
{
    Oie2016Corpus gold;
    if (!Oie2016GoldReader::readFile(path, &gold, diagnostics, error))
        return false;
    m_gold = std::move(gold);
    m_setup.goldPath = path;
    invalidate();
    return true;
}

bool Oie2016Evaluation::setSentences(const QString &path, Diagnostics *diagnostics, QString *error)
{
    QHash<QString, QString> sentences;
    if (!CarbSystemReader::readSentences(path, &sentences, diagnostics, error))
        return false;
    m_sentences = std::move(sentences);
    m_setup.sentencesPath = path;
    for (qsizetype i = 0; i < m_setup.systems.size(); ++i) {
        const Oie2016SystemFile &file = m_setup.systems.at(i);
        QString ignored; // the file was read before; if it is gone now, its extractions stay
        if (file.format == Oie2016SystemReader::Format::ReVerb)
            readSystem(file, &m_corpora[i], diagnostics, &ignored);
    }
    invalidate();
    return true;
}

bool Oie2016Evaluation::readSystem(const Oie2016SystemFile &file, Oie2016Corpus *corpus, Diagnostics *diagnostics,
                                   QString *error) const
{
    if (file.format == Oie2016SystemReader::Format::ReVerb && m_setup.sentencesPath.isEmpty()) {
        //: ReVerb's output numbers its sentences; the official reader looks them up in a sentence file
        *error = tr("%1: a ReVerb output needs the sentence file its sentence numbers point into (the benchmark's "
                    "raw_sentences/all.txt): attach it first")
                     .arg(file.path);
        return false;
    }
    Oie2016Corpus read;
    if (!Oie2016SystemReader::readFile(file.path, file.format, m_sentences, &read, diagnostics, error))
        return false;
    *corpus = std::move(read);
    return true;
}

bool Oie2016Evaluation::addSystem(const Oie2016SystemFile &file, Diagnostics *diagnostics, QString *error)
{
    Oie2016Corpus corpus;
    if (!readSystem(file, &corpus, diagnostics, error))
        return false;
    qsizetype at = 0;
    while (at < m_setup.systems.size() && m_setup.systems.at(at).name != file.name)
        ++at;
    if (at == m_setup.systems.size()) {
        m_setup.systems.append(file);
        m_corpora.append(std::move(corpus));
    } else {
        m_setup.systems[at] = file;
        m_corpora[at] = std::move(corpus);
    }
    invalidate();
    return true;
}

bool Oie2016Evaluation::removeSystem(const QString &name)
{
    for (qsizetype i = 0; i < m_setup.systems.size(); ++i) {
        if (m_setup.systems.at(i).name == name) {
            m_setup.systems.removeAt(i);
            m_corpora.removeAt(i);
            invalidate();
            return true;
        }
    }
    return false;
}

void Oie2016Evaluation::setMode(Oie2016Options::Mode mode)
{
    if (mode == m_setup.mode)
        return;
    m_setup.mode = mode;
    invalidate();
}

void Oie2016Evaluation::clear()
{
    *this = Oie2016Evaluation();
}

void Oie2016Evaluation::restore(const Oie2016Setup &setup, Diagnostics *diagnostics, QStringList *failures)
{
    clear();
    m_setup.mode = setup.mode;
    QString error;
    if (!setup.goldPath.isEmpty() && !setGold(setup.goldPath, diagnostics, &error))
        failures->append(error);
    if (!setup.sentencesPath.isEmpty() && !setSentences(setup.sentencesPath, diagnostics, &error))
        failures->append(error);
    for (const Oie2016SystemFile &file : setup.systems) {
        if (!addSystem(file, diagnostics, &error))
            failures->append(error);
    }
}

void Oie2016Evaluation::invalidate()
{
    m_scored = false;
    m_results.clear();
    m_credits.clear();
    m_byLine.clear();
}

bool Oie2016Evaluation::score(Diagnostics *diagnostics, QString *error)
{
    invalidate();
    if (!hasGold())
        return false;
    std::shared_ptr<const Oie2016Lemmatizer> lemmatizer;
    if (m_setup.mode == Oie2016Options::Mode::Current) {
        lemmatizer = sharedLemmatizer(error);
        if (!lemmatizer)
            return false;
    }
    Oie2016Scorer scorer(m_gold, options(), lemmatizer.get(), diagnostics);
    m_goldSentences = scorer.goldSentences();
    for (qsizetype i = 0; i < m_setup.systems.size(); ++i) {
        const Oie2016SystemFile &file = m_setup.systems.at(i);
        const Oie2016Corpus &corpus = m_corpora.at(i);
        m_results.append(
            {file.name, file.path, Oie2016SystemReader::formatName(file.format), scorer.score(corpus, diagnostics)});
        QHash<int, int> credits;
        for (const Oie2016GoldMatch &match : m_results.last().result.goldMatches)
            credits.insert(match.goldLine, match.systemLine);
        m_credits.append(credits);
        QHash<int, const Oie2016Extraction *> byLine;
        for (const Oie2016Sentence &sentence : corpus.sentences()) {
            for (const Oie2016Extraction &extraction : sentence.extractions)
                byLine.insert(extraction.line, &extraction);
        }
        m_byLine.append(byLine);
    }
    m_scored = true;
    return true;
}

const Oie2016Extraction *Oie2016Evaluation::creditedExtraction(int system, int goldLine, bool *scored) const
{
    *scored = false;
    if (system < 0 || system >= m_credits.size())
        return nullptr;
    const auto it = m_credits.at(system).constFind(goldLine);
    if (it == m_credits.at(system).constEnd())
        return nullptr;
    *scored = true;
    return it.value() > 0 ? m_byLine.at(system).value(it.value()) : nullptr;
}

Oie2016Options Oie2016Evaluation::options() const
{
    Oie2016Options options;
    options.mode = m_setup.mode;
    return options;
}
