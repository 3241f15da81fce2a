#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include "core/benchie/BenchieGoldWriter.h"
#include "core/document/DocumentImport.h"
#include "core/document/ScoringSession.h"
#include "core/text/PosTagger.h"
#include "tests/TestData.h"

class TestDocumentImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void englishGoldIsLosslessAndTagged();
    void otherLanguagesStayUntagged();
    void sentencePerLineFile();
    void rawTextFile();
    void conlluFile();
    void scoringSessionOpensEveryKind();
    void damagedGoldIsStillAGold();
    void taggingCanBeTurnedOff();
    void garbageNeverCrashes();
    void oie2016GoldIsToldApart();

private:
    QString write(const QString &name, const QByteArray &bytes);
    QTemporaryDir m_dir;
};

void TestDocumentImport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(PosTagger::shared().isLoaded(), qPrintable(PosTagger::shared().loadError()));
}

QString TestDocumentImport::write(const QString &name, const QByteArray &bytes)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

void TestDocumentImport::englishGoldIsLosslessAndTagged()
{
    const QString path = TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
    REQUIRE_DATA_FILE(path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    Benchmark benchmark;
    Diagnostics diagnostics;
    QString error;
    DocumentKind kind = DocumentKind::RawText;
    QVERIFY2(DocumentImport::open(path, &benchmark, &diagnostics, &error, ImportOptions(), &kind), qPrintable(error));
    QCOMPARE(kind, DocumentKind::BenchieGold);
    QCOMPARE(benchmark.sentences().size(), 300);
    QCOMPARE(benchmark.synsetCount(), 1350);
    for (const Sentence &sentence : benchmark.sentences()) {
        QCOMPARE(sentence.tagSource, QStringLiteral("tagger"));
        QCOMPARE(sentence.posTags.size(), sentence.tokens.size());
    }
    QCOMPARE(benchmark.sentences().at(0).posTags.first(), QStringLiteral("PRP")); // "He served ..."
    QCOMPARE(BenchieGoldWriter::toBytes(benchmark), bytes);
}

void TestDocumentImport::otherLanguagesStayUntagged()
{
    for (const QString &language : {QStringLiteral("de"), QStringLiteral("zh")}) {
        const QString path = TestData::benchie(QStringLiteral("benchie_gold_annotations_%1.txt").arg(language));
        REQUIRE_DATA_FILE(path);
        Benchmark benchmark;
        Diagnostics diagnostics;
        QString error;
        QVERIFY(DocumentImport::open(path, &benchmark, &diagnostics, &error));
        QCOMPARE(benchmark.sentences().size(), 300);
        QVERIFY2(benchmark.sentences().at(0).posTags.isEmpty(), qPrintable(language));
        QVERIFY(benchmark.sentences().at(0).tagSource.isEmpty());
    }
}

void TestDocumentImport::sentencePerLineFile()
{
    const QString path = TestData::benchie(QStringLiteral("sentences/sample300_en.txt"));
    REQUIRE_DATA_FILE(path);
    Benchmark benchmark;
    Diagnostics diagnostics;
    QString error;
    DocumentKind kind = DocumentKind::RawText;
    QVERIFY(DocumentImport::open(path, &benchmark, &diagnostics, &error, ImportOptions(), &kind));
    QCOMPARE(kind, DocumentKind::SentencePerLine);
    QCOMPARE(benchmark.sentences().size(), 300);
    QCOMPARE(benchmark.sentences().at(0).id, QStringLiteral("1"));
    QCOMPARE(benchmark.sentences().at(299).id, QStringLiteral("300"));
    QVERIFY(benchmark.sentences().at(0).text.startsWith(QStringLiteral("He served as the first Prime Minister")));
    QCOMPARE(benchmark.sentences().at(0).tagSource, QStringLiteral("tagger"));
    QVERIFY(benchmark.sentences().at(0).synsets.isEmpty());
    QCOMPARE(benchmark.indexOf(QStringLiteral("300")), 299);
}

void TestDocumentImport::rawTextFile()
{
    const QString path = write(QStringLiteral("story.txt"),
                               "Mr. Smith didn't like the U.S. Army's plan. He said so\n"
                               "to Dr. Jones, who agreed.\n\nA new paragraph starts here");
    Benchmark benchmark;
    Diagnostics diagnostics;
    QString error;
    DocumentKind kind = DocumentKind::Conllu;
    ImportOptions paragraphs; // a hard-wrapped paragraph: only blank lines end sentences
    paragraphs.sentenceBreaks = SentenceBreaks::Paragraphs;
    QVERIFY(DocumentImport::open(path, &benchmark, &diagnostics, &error, paragraphs, &kind));
    QCOMPARE(kind, DocumentKind::RawText);
    QCOMPARE(benchmark.sentences().size(), 3);
    QCOMPARE(benchmark.sentences().at(0).text, QStringLiteral("Mr. Smith did n't like the U.S. Army 's plan ."));
    QCOMPARE(benchmark.sentences().at(1).text, QStringLiteral("He said so to Dr. Jones , who agreed ."));
    QCOMPARE(benchmark.sentences().at(2).id, QStringLiteral("3"));
    QCOMPARE(benchmark.sentences().at(1).posTags.first(), QStringLiteral("PRP"));
}

void TestDocumentImport::conlluFile()
{
    const QString path = write(QStringLiteral("parsed.conllu"), "# sent_id = a\n"
                                                                "1\tIt\tit\tPRON\tPRP\t_\t2\tnsubj\t_\t_\n"
                                                                "2\tworks\twork\tVERB\tVBZ\t_\t0\troot\t_\t_\n\n");
    Benchmark benchmark;
    Diagnostics diagnostics;
    QString error;
    DocumentKind kind = DocumentKind::RawText;
    QVERIFY(DocumentImport::open(path, &benchmark, &diagnostics, &error, ImportOptions(), &kind));
    QCOMPARE(kind, DocumentKind::Conllu);
    QCOMPARE(benchmark.sentences().size(), 1);
    QCOMPARE(benchmark.sentences().at(0).tagSource, QStringLiteral("conllu")); // never re-tagged
    QCOMPARE(benchmark.sentences().at(0).posTags, (QStringList{QStringLiteral("PRP"), QStringLiteral("VBZ")}));
}

void TestDocumentImport::scoringSessionOpensEveryKind()
{
    const QString text = write(QStringLiteral("one.txt"), "The cat sat on the mat.\nIt purred.\n");
    ScoringSession session;
    QString error;
    QVERIFY2(session.openGold(text, &error), qPrintable(error));
    QCOMPARE(session.benchmark().sentences().size(), 2);
    QCOMPARE(session.benchmark().sentences().at(1).tokens,
             (QStringList{QStringLiteral("It"), QStringLiteral("purred"), QStringLiteral(".")}));
    const QString newer = write(QStringLiteral("newer.oiestudio.json"),
                                "{\"format\": \"oie-studio-project\", \"version\": 99, \"sentences\": []}");
    QVERIFY(!session.openGold(newer, &error));
    QVERIFY2(error.contains(QStringLiteral("newer")), qPrintable(error));
    QCOMPARE(session.benchmark().sentences().size(), 2); // unchanged on failure
}

void TestDocumentImport::damagedGoldIsStillAGold()
{
    const QByteArray bytes = "garbage before the first sentence\nsent_id:1\tIt works .\n1--> Cluster 1:\nIt --> works --> \n";
    QCOMPARE(DocumentImport::detectKind(bytes), DocumentKind::BenchieGold);
    QCOMPARE(DocumentImport::detectKind("It works.\nIt still works.\n"), DocumentKind::SentencePerLine);
    QCOMPARE(DocumentImport::detectKind("It works and\nit still works.\n"), DocumentKind::RawText);
    QCOMPARE(DocumentImport::detectKind(QByteArray()), DocumentKind::BenchieGold);
}

void TestDocumentImport::taggingCanBeTurnedOff()
{
    const QString text = write(QStringLiteral("two.txt"), "The cat sat on the mat.\n");
    Benchmark benchmark;
    Diagnostics diagnostics;
    QString error;
    ImportOptions options;
    options.tagPartsOfSpeech = false;
    QVERIFY(DocumentImport::open(text, &benchmark, &diagnostics, &error, options));
    QVERIFY(benchmark.sentences().at(0).posTags.isEmpty());
    // A tagger without a model: no tags, an informative diagnostic, still opened.
    PosTagger missing;
    options.tagPartsOfSpeech = true;
    options.tagger = &missing;
    diagnostics.clear();
    QVERIFY(DocumentImport::open(text, &benchmark, &diagnostics, &error, options));
    QVERIFY(benchmark.sentences().at(0).posTags.isEmpty());
    QCOMPARE(benchmark.sentences().size(), 1);
    QCOMPARE(diagnostics.size(), 1);
    QVERIFY2(diagnostics.at(0).message.contains(QStringLiteral("not loaded")), qPrintable(diagnostics.at(0).message));
}

// Random bytes and mangled CoNLL-U / text, opened as every kind: diagnostics, never a crash.
void TestDocumentImport::garbageNeverCrashes()
{
    QRandomGenerator random(20240601);
    const QByteArray conllu = "# sent_id = 1\n1-2\tzum\t_\t_\t_\t_\t_\t_\t_\t_\n1\tzu\tzu\tADP\tAPPR\t_\t3\tcase\t_\t_\n"
                              "2\tdem\tder\tDET\tART\t_\t3\tdet\t_\t_\n3\tHaus\tHaus\tNOUN\tNN\t_\t0\troot\t_\t_\n\n";
    const QByteArray text = "Mr. Smith's \"plan\" (v2.0) didn't work... U.S. e.g. 'quoted' -- yes!\n";
    for (int round = 0; round < 300; ++round) {
        QByteArray bytes = round % 3 == 0 ? conllu : text;
        if (round % 3 == 2) {
            bytes.resize(random.bounded(1, 400));
            for (char &c : bytes)
                c = char(random.bounded(256));
        } else {
            for (int edits = random.bounded(1, 12); edits > 0; --edits) {
                const int at = random.bounded(int(bytes.size()));
                const char pool[] = "\t\n-.0123456789_\"'`()[]{}$%,;:!? \xC3\xE2\x80\x9C";
                bytes[at] = pool[random.bounded(int(sizeof(pool) - 1))];
            }
        }
        Benchmark benchmark;
        Diagnostics diagnostics;
        QString error;
        DocumentImport::openBytes(bytes, QStringLiteral("fuzz.txt"), &benchmark, &diagnostics, &error);
        for (const Sentence &sentence : benchmark.sentences()) {
            QVERIFY(sentence.posTags.isEmpty() || sentence.posTags.size() == sentence.tokens.size());
            QVERIFY(sentence.heads.isEmpty() || sentence.heads.size() == sentence.tokens.size());
            for (const int head : sentence.heads)
                QVERIFY(head >= 0 && head <= sentence.tokens.size());
        }
    }
}

// Every OIE2016 gold of the shared data opens as one (one synset per gold line, each one triple
// arg1 --> predicate --> arg2 + extra arguments); no CaRB gold, system output or sentence file
// is taken for one, and a hand-made .oie line with three arguments keeps all three.
void TestDocumentImport::oie2016GoldIsToldApart()
{
    for (const char *split : {"all", "dev", "test"}) {
        const QString path = TestData::path(QStringLiteral("oie2016/gold/%1.oie").arg(QLatin1String(split)));
        REQUIRE_DATA_FILE(path);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QCOMPARE(DocumentImport::detectKind(bytes), DocumentKind::Oie2016Gold);
        Benchmark benchmark;
        Diagnostics diagnostics;
        QString error;
        ImportOptions options;
        options.tagPartsOfSpeech = false;
        QVERIFY2(DocumentImport::openBytes(bytes, path, &benchmark, &diagnostics, &error, options), qPrintable(error));
        QCOMPARE(benchmark.synsetCount(), int(bytes.count('\n')));
    }
    const QStringList others = {QStringLiteral("carb/gold/dev.tsv"), QStringLiteral("carb/gold/test.tsv"),
                                QStringLiteral("oie2016/raw_sentences/all.txt"),
                                QStringLiteral("oie2016/systems/clausie_output.txt"),
                                QStringLiteral("oie2016/systems/ollie_output.txt"),
                                QStringLiteral("oie2016/systems/openie4_output.txt"),
                                QStringLiteral("oie2016/systems/props_output.txt"),
                                QStringLiteral("oie2016/systems/reverb_output.txt"),
                                QStringLiteral("oie2016/systems/stanford_output.txt"),
                                QStringLiteral("benchie/benchie_gold_annotations_en.txt")};
    for (const QString &relative : others) {
        QFile file(TestData::path(relative));
        REQUIRE_DATA_FILE(file.fileName());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY2(DocumentImport::detectKind(file.readAll()) != DocumentKind::Oie2016Gold, qPrintable(relative));
    }
    const QByteArray line = "He gave her a book yesterday .\tgave\tgave\tHe\ta book\tto her\tyesterday\n";
    Benchmark benchmark;
    Diagnostics diagnostics;
    QString error;
    QVERIFY(DocumentImport::openBytes(line, QStringLiteral("one.oie"), &benchmark, &diagnostics, &error));
    QCOMPARE(benchmark.sentences().size(), 1);
    QCOMPARE(benchmark.sentences().first().tokens.size(), 7);
    const Triple &triple = benchmark.sentences().first().synsets.first().triples.first();
    QCOMPARE(triple.subject().source(), QStringLiteral("He"));
    QCOMPARE(triple.relation().source(), QStringLiteral("gave"));
    QCOMPARE(triple.object().source(), QStringLiteral("a book"));
    QCOMPARE(triple.extraParts(), (QStringList{QStringLiteral("to her"), QStringLiteral("yesterday")}));
    QCOMPARE(triple.sourceLine(), 1);
}

QTEST_GUILESS_MAIN(TestDocumentImport)
#include "test_document_import.moc"
