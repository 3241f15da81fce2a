// AnnIE's files (tests/data/annie, made after AnnIE's Output.js and LoadSave.js): the exported
// annotation text and the saved-progress JSON open as a gold with AnnIE's sentences, clusters
// and optional words; broken parts are warnings at their place, never a crash.

#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include "core/document/AnnieExport.h"
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
    void exportWritesAnnieNotation();
    void englishGoldRoundTrip();
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

// The export writes AnnIE's notation as AnnIE's own file has it: the fixture's clusters of
// sentence 1, read and written again, give its lines byte for byte.
void TestAnnieImport::exportWritesAnnieNotation()
{
    Benchmark benchmark;
    Diagnostics diagnostics;
    DocumentKind kind = DocumentKind::RawText;
    openAnnie("news-annotated.tsv", &benchmark, &diagnostics, &kind);
    QCOMPARE(kind, DocumentKind::AnnieExport);
    QFile file(annie("news-annotated.tsv"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList fixture = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    const QStringList written = QString::fromUtf8(AnnieExport::write(benchmark)).split(QLatin1Char('\n'));
    for (int line = 0; line < 5; ++line) // sentence 1: two clusters, the first with two triples
        QCOMPARE(written.value(line), fixture.value(line));
    // A word that is not in the sentence has index 0 (AnnIE's inferred "is").
    QVERIFY(written.value(4).contains(QStringLiteral("\tis(0)      new(5) ")));
}

// The English BenchIE gold exported in AnnIE's notation and read back through the AnnIE import:
// the same sentences, synsets and triples, except that adjacent optional groups come back as
// one (`[the] [first]` as `[the first]`: the notation marks words, not groups) and that a
// bracket inside a word (`[the film ``]A`) or unbalanced (`$ 89]`) cannot be written: both
// counted apart.
void TestAnnieImport::englishGoldRoundTrip()
{
    const QString path = TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
    REQUIRE_DATA_FILE(path);
    Benchmark gold;
    Diagnostics diagnostics;
    QString error;
    ImportOptions options;
    options.tagPartsOfSpeech = false;
    QVERIFY2(DocumentImport::open(path, &gold, &diagnostics, &error, options), qPrintable(error));
    QCOMPARE(gold.sentences().size(), 300);

    const QByteArray exported = AnnieExport::write(gold);
    QCOMPARE(DocumentImport::detectKind(exported), DocumentKind::AnnieExport);
    Benchmark back;
    Diagnostics backDiagnostics;
    QVERIFY2(AnnieImport::readExport(exported, QStringLiteral("en-annotated.tsv"), &back, &backDiagnostics, &error),
             qPrintable(error));
    QVERIFY(backDiagnostics.isEmpty());

    static const QRegularExpression adjacentGroups(QStringLiteral("\\] \\["));
    static const QRegularExpression spaceInBrackets(QStringLiteral("(?<=\\[) | (?=\\])"));
    static const QRegularExpression bracketInWord(QStringLiteral("\\S\\[|\\]\\S"));
    int sentencesWithSynsets = 0;
    int triples = 0;
    int joined = 0;
    int insideWords = 0;
    for (const Sentence &sentence : gold.sentences()) {
        if (sentence.synsets.isEmpty())
            continue;
        ++sentencesWithSynsets;
        const int index = back.indexOf(sentence.id);
        QVERIFY2(index >= 0, qPrintable(sentence.id));
        const Sentence *read = &back.sentences().at(index);
        QCOMPARE(read->tokens, sentence.tokens);
        QCOMPARE(read->synsets.size(), sentence.synsets.size());
        for (int k = 0; k < sentence.synsets.size(); ++k) {
            const QVector<Triple> &expected = sentence.synsets.at(k).triples;
            const QVector<Triple> &got = read->synsets.at(k).triples;
            QCOMPARE(got.size(), expected.size());
            for (int t = 0; t < expected.size(); ++t) {
                ++triples;
                const QString original = expected.at(t).toGoldLine();
                // `[the film ``]A`, `$ 89]`: AnnIE marks whole words optional, in balanced brackets.
                if (original.contains(bracketInWord) || original.count(QLatin1Char('[')) != original.count(QLatin1Char(']'))) {
                    ++insideWords;
                    continue;
                }
                // Spaces are the notation's own (the gold's "reinforce  [That night]", "[Lancaster Pa. ]").
                const QString spaced = original.simplified().remove(spaceInBrackets);
                QString merged = spaced;
                merged.replace(adjacentGroups, QStringLiteral(" "));
                QCOMPARE(got.at(t).toGoldLine(), merged);
                joined += merged != spaced ? 1 : 0;
            }
        }
    }
    QCOMPARE(back.sentences().size(), sentencesWithSynsets);
    QCOMPARE(joined + insideWords, AnnieExport::approximatedTriples(gold));
    qInfo("%d sentences, %d triples: the same after the round trip but %d with adjacent optional groups joined "
          "and %d with a bracket inside a word",
          sentencesWithSynsets, triples, joined, insideWords);
    QVERIFY(triples > 1000);
}

QTEST_GUILESS_MAIN(TestAnnieImport)
#include "test_annie_import.moc"
