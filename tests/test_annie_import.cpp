// AnnIE's files (tests/data/annie, made after AnnIE's Output.js and LoadSave.js): the exported
// annotation text and the saved-progress JSON open as a gold with AnnIE's sentences, clusters
// and optional words; broken parts are warnings at their place, never a crash.

#include <QTest>

#include "core/document/AnnieImport.h"
#include "core/document/DocumentImport.h"
#include "tests/TestData.h"

namespace {

QString annie(const char *name)
{
    return QStringLiteral(OIE_TEST_DATA_DIR "/annie/") + QLatin1String(name);
}

// One of the AnnIE files through DocumentImport (untagged); *kind is the kind detected.
void openAnnie(const char *name, Benchmark *benchmark, Diagnostics *diagnostics, DocumentKind *kind)
{
    QString error;
    ImportOptions options;
    options.tagPartsOfSpeech = false;
    *kind = DocumentKind::RawText;
    QVERIFY2(DocumentImport::open(annie(name), benchmark, diagnostics, &error, options, kind), qPrintable(error));
}

QStringList goldLines(const Sentence &sentence)
{
    QStringList lines;
    for (int s = 0; s < sentence.synsets.size(); ++s) {
        for (const Triple &triple : sentence.synsets.at(s).triples)
            lines.append(QString::number(s + 1) + QLatin1Char(' ') + triple.toGoldLine());
    }
    return lines;
}

} // namespace

class TestAnnieImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void exportedAnnotationText();
    void savedProgress();
    void notAnnieIsRefused();
};

void TestAnnieImport::exportedAnnotationText()
{
    Benchmark benchmark;
    Diagnostics diagnostics;
    DocumentKind kind;
    openAnnie("news-annotated.tsv", &benchmark, &diagnostics, &kind);
    QCOMPARE(kind, DocumentKind::AnnieExport); // no longer read as raw text
    QCOMPARE(benchmark.sentences().size(), 2);
    const Sentence &first = benchmark.sentences().at(0);
    QCOMPARE(first.id, QStringLiteral("1"));
    QCOMPARE(first.text, QStringLiteral("Harbour City opens its new bridge after six years"));
    QCOMPARE(goldLines(first), QStringList({
                                   QStringLiteral("1 Harbour City --> opens --> [its new] bridge"),
                                   QStringLiteral("1 Harbour City --> opens --> bridge after six years"),
                                   QStringLiteral("2 bridge --> is --> new"),
                               }));
    const Sentence &fifth = benchmark.sentences().at(1);
    QCOMPARE(fifth.id, QStringLiteral("5"));
    QCOMPARE(goldLines(fifth), QStringList{QStringLiteral("1 [The new] Northern Bridge --> opened to --> traffic")});
    // The triple without a relation: left out, said at its line (the file's 8th).
    QCOMPARE(diagnostics.size(), 1);
    QCOMPARE(diagnostics.first().line, 8);
    QCOMPARE(diagnostics.first().severity, Diagnostic::Severity::Warning);
}

void TestAnnieImport::savedProgress()
{
    Benchmark benchmark;
    Diagnostics diagnostics;
    DocumentKind kind;
    openAnnie("progress.json", &benchmark, &diagnostics, &kind);
    QCOMPARE(kind, DocumentKind::AnnieProgress);
    QCOMPARE(benchmark.sentences().size(), 2); // the empty line of the text is left out
    const Sentence &first = benchmark.sentences().at(0);
    QCOMPARE(first.id, QStringLiteral("1"));
    QCOMPARE(first.tokens.size(), 6);
    // spaCy's entity labels stand for PROPN; the rest are UPOS.
    QCOMPARE(first.universalTags, QStringList({QStringLiteral("PROPN"), QStringLiteral("PROPN"), QStringLiteral("VERB"),
                                               QStringLiteral("PRON"), QStringLiteral("ADJ"), QStringLiteral("NOUN")}));
    QCOMPARE(goldLines(first), QStringList{QStringLiteral("1 Harbour City --> opens --> [its] new bridge")});
    QCOMPARE(first.entityLabels, QStringList({QStringLiteral("GPE"), QStringLiteral("GPE"), QString(), QString(), QString(), QString()}));
    const Sentence &third = benchmark.sentences().at(1);
    QCOMPARE(third.id, QStringLiteral("3"));
    QCOMPARE(third.tokens.last(), QStringLiteral(".")); // tokenised here: AnnIE had not yet
    QCOMPARE(goldLines(third), QStringList{QStringLiteral("1 Tom Reyes --> cut --> [the] ribbon [of the bridge]")});
    // AnnIE's empty placeholder triple: left out with a warning.
    QCOMPARE(diagnostics.size(), 1);
    QVERIFY(diagnostics.first().message.contains(QStringLiteral("empty slot")));
}

void TestAnnieImport::notAnnieIsRefused()
{
    Benchmark benchmark;
    Diagnostics diagnostics;
    QString error;
    QVERIFY(!AnnieImport::readProgress("{\"textFile\": 3}", QStringLiteral("x.json"), &benchmark, &diagnostics, &error));
    QVERIFY2(error.startsWith(QStringLiteral("x.json:1:")), qPrintable(error));
    QVERIFY(!AnnieImport::readProgress("{\"textFile\": {", QStringLiteral("y.json"), &benchmark, &diagnostics, &error));
    QVERIFY(error.startsWith(QStringLiteral("y.json:1:")));
    QVERIFY(!AnnieImport::readExport("just text\n", QStringLiteral("z.tsv"), &benchmark, &diagnostics, &error));
    QVERIFY(error.startsWith(QStringLiteral("z.tsv:1:")));
    // Damaged lines: warnings, the rest read.
    QVERIFY(AnnieImport::readExport("A b c\n1\tCluster 1: A b c \tA(1) \n7\tCluster 1: x \tx(1) \ty(2)      z(3) \n",
                                    QStringLiteral("d.tsv"), &benchmark, &diagnostics, &error));
    QCOMPARE(benchmark.sentences().size(), 1);
}

QTEST_GUILESS_MAIN(TestAnnieImport)
#include "test_annie_import.moc"
