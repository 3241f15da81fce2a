#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "core/text/ConlluReader.h"

class TestConllu : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsTokensTagsAndParse();
    void foldsMultiwordTokensAndSkipsEmptyNodes();
    void reportsMalformedLines();
    void detectsByContent();
    void readsAFile();
};

namespace {

QString lines(const QStringList &rows)
{
    return rows.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace

void TestConllu::readsTokensTagsAndParse()
{
    const QString text = lines({QStringLiteral("# sent_id = s1"), QStringLiteral("# text = Marc's dog barked."),
                                QStringLiteral("1\tMarc\tMarc\tPROPN\tNNP\t_\t3\tnmod:poss\t_\t_"),
                                QStringLiteral("2\t's\t's\tPART\tPOS\t_\t1\tcase\t_\t_"),
                                QStringLiteral("3\tdog\tdog\tNOUN\tNN\t_\t4\tnsubj\t_\t_"),
                                QStringLiteral("4\tbarked\tbark\tVERB\tVBD\t_\t0\troot\t_\t_"),
                                QStringLiteral("5\t.\t.\tPUNCT\t.\t_\t4\tpunct\t_\t_"), QString(),
                                QStringLiteral("1\tYes\tyes\tINTJ\t_\t_\t0\troot\t_\t_")});
    Benchmark benchmark;
    Diagnostics diagnostics;
    ConlluReader::parse(text, QStringLiteral("a.conllu"), &benchmark, &diagnostics);
    QVERIFY2(diagnostics.isEmpty(), qPrintable(diagnostics.value(0).toString()));
    QCOMPARE(benchmark.sentences().size(), 2);
    const Sentence &first = benchmark.sentences().at(0);
    QCOMPARE(first.id, QStringLiteral("s1"));
    QCOMPARE(first.text, QStringLiteral("Marc 's dog barked ."));
    QCOMPARE(first.tokens, Sentence::tokenize(first.text));
    QCOMPARE(first.posTags, (QStringList{QStringLiteral("NNP"), QStringLiteral("POS"), QStringLiteral("NN"),
                                         QStringLiteral("VBD"), QStringLiteral(".")}));
    QCOMPARE(first.universalTags.at(3), QStringLiteral("VERB"));
    QCOMPARE(first.heads, (QVector<int>{3, 1, 4, 0, 4}));
    QCOMPARE(first.relations.at(0), QStringLiteral("nmod:poss"));
    QCOMPARE(first.tagSource, QStringLiteral("conllu"));
    const Sentence &second = benchmark.sentences().at(1);
    QCOMPARE(second.id, QStringLiteral("2")); // no sent_id: its position
    QVERIFY(second.posTags.isEmpty()); // XPOS all "_"
    QCOMPARE(second.universalTags, QStringList{QStringLiteral("INTJ")});
}

void TestConllu::foldsMultiwordTokensAndSkipsEmptyNodes()
{
    const QString text = lines({QStringLiteral("1\tEr\ter\tPRON\tPPER\t_\t2\tnsubj\t_\t_"),
                                QStringLiteral("2\tgeht\tgehen\tVERB\tVVFIN\t_\t0\troot\t_\t_"),
                                QStringLiteral("3-4\tzum\t_\t_\t_\t_\t_\t_\t_\t_"),
                                QStringLiteral("3\tzu\tzu\tADP\tAPPR\t_\t5\tcase\t_\t_"),
                                QStringLiteral("4\tdem\tder\tDET\tART\t_\t5\tdet\t_\t_"),
                                QStringLiteral("4.1\tgehen\tgehen\tVERB\t_\t_\t_\t_\t2:conj\t_"),
                                QStringLiteral("5\tBahnhof\tBahnhof\tNOUN\tNN\t_\t2\tobl\t_\t_")});
    Benchmark benchmark;
    Diagnostics diagnostics;
    ConlluReader::parse(text, QStringLiteral("de.conllu"), &benchmark, &diagnostics);
    QVERIFY(diagnostics.isEmpty());
    QCOMPARE(benchmark.sentences().size(), 1);
    const Sentence &sentence = benchmark.sentences().at(0);
    QCOMPARE(sentence.tokens, (QStringList{QStringLiteral("Er"), QStringLiteral("geht"), QStringLiteral("zum"),
                                           QStringLiteral("Bahnhof")}));
    QCOMPARE(sentence.universalTags.at(2), QStringLiteral("ADP+DET"));
    QCOMPARE(sentence.posTags.at(2), QStringLiteral("APPR+ART"));
    // Heads renumbered to tokens: zum (zu → Bahnhof) depends on token 4, Bahnhof on token 2.
    QCOMPARE(sentence.heads, (QVector<int>{2, 0, 4, 2}));
    QCOMPARE(sentence.relations.at(2), QStringLiteral("case"));
}

void TestConllu::reportsMalformedLines()
{
    const QString text = lines({QStringLiteral("1\tA\ta\tDET\tDT\t_\t2\tdet\t_\t_"),
                                QStringLiteral("2\tcat\tcat\tNOUN\tNN\t_\t0\troot"), // 8 columns
                                QStringLiteral("2\tcat\tcat\tNOUN\tNN\t_\tx\troot\t_\t_"), // bad head
                                QStringLiteral("3\tsat\tsit\tVERB\tVBD\t_\t9\tacl\t_\t_"), // head past the end
                                QStringLiteral("abc\tx\tx\tX\tX\t_\t0\troot\t_\t_"), // bad id
                                QStringLiteral("7\tlate\tlate\tADV\tRB\t_\t0\troot\t_\t_")}); // out of sequence
    Benchmark benchmark;
    Diagnostics diagnostics;
    ConlluReader::parse(text, QStringLiteral("bad.conllu"), &benchmark, &diagnostics);
    QCOMPARE(benchmark.sentences().size(), 1);
    QCOMPARE(benchmark.sentences().at(0).tokens.size(), 3);
    QCOMPARE(benchmark.sentences().at(0).heads, (QVector<int>{2, 0, 0}));
    QStringList where;
    for (const Diagnostic &diagnostic : diagnostics) {
        QCOMPARE(diagnostic.file, QStringLiteral("bad.conllu"));
        QCOMPARE(diagnostic.severity, Diagnostic::Severity::Error);
        where.append(QString::number(diagnostic.line));
    }
    QCOMPARE(where, (QStringList{QStringLiteral("2"), QStringLiteral("3"), QStringLiteral("4"), QStringLiteral("5"),
                                 QStringLiteral("6")}));
    QVERIFY(diagnostics.at(0).message.contains(QStringLiteral("10 tab-separated columns")));
    QVERIFY(diagnostics.at(1).message.contains(QStringLiteral("bad head")));
    QVERIFY(diagnostics.at(2).message.contains(QStringLiteral("past the last word")));
}

void TestConllu::detectsByContent()
{
    QVERIFY(ConlluReader::looksLikeConllu(QStringLiteral("# sent_id = 1\n1\tHi\thi\tINTJ\tUH\t_\t0\troot\t_\t_\n")));
    QVERIFY(!ConlluReader::looksLikeConllu(QStringLiteral("sent_id:1\tHi .\n")));
    QVERIFY(!ConlluReader::looksLikeConllu(QStringLiteral("Just some text.\n")));
    QVERIFY(!ConlluReader::looksLikeConllu(QString()));
    // Still CoNLL-U with a malformed line (reported by parse, not read as text).
    QVERIFY(ConlluReader::looksLikeConllu(QStringLiteral("# sent_id = 1\n1\tHi\thi\tINTJ\tUH\t_\t0\troot\t_\t_\n2\t!\t!\n")));
}

void TestConllu::readsAFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("a.conllu"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("\xEF\xBB\xBF# sent_id = x\r\n1\tHi\thi\tINTJ\tUH\t_\t0\troot\t_\t_\r\n");
    file.close();
    Benchmark benchmark;
    Diagnostics diagnostics;
    QString error;
    QVERIFY2(ConlluReader::read(path, &benchmark, &diagnostics, &error), qPrintable(error));
    QCOMPARE(benchmark.sentences().size(), 1);
    QCOMPARE(benchmark.sentences().at(0).id, QStringLiteral("x"));
    QCOMPARE(benchmark.sentences().at(0).posTags, QStringList{QStringLiteral("UH")});
    QCOMPARE(benchmark.fileName, path);
    QVERIFY(!ConlluReader::read(dir.filePath(QStringLiteral("missing.conllu")), &benchmark, &diagnostics, &error));
    QVERIFY(!error.isEmpty());
}

QTEST_GUILESS_MAIN(TestConllu)
#include "test_conllu.moc"
