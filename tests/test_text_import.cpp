// Raw text in: a line break ends a sentence by default (a news article's headline, byline,
// date and caption stay apart), blank lines only when asked (paragraphs); Chinese becomes one
// token per character as BenchIE's Chinese sentences are, with Latin words and numbers whole.

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "core/document/DocumentImport.h"
#include "core/document/ProjectFile.h"
#include "core/text/PtbTokenizer.h"
#include "core/text/SentenceSplitter.h"
#include "core/text/UnspacedScript.h"
#include "tests/TestData.h"

namespace {

QString fixture(const char *name)
{
    return QStringLiteral(OIE_TEST_DATA_DIR "/text/") + QLatin1String(name);
}

QStringList texts(const Benchmark &benchmark)
{
    QStringList out;
    for (const Sentence &sentence : benchmark.sentences())
        out.append(sentence.text);
    return out;
}

bool isAsciiAlnum(const QString &token)
{
    return token.size() == 1 && token.at(0).unicode() < 128 && token.at(0).isLetterOrNumber();
}

} // namespace

class TestTextImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void newsArticleOneSentencePerLine();
    void newsArticleByParagraphs();
    void chineseByCharacterLatinWhole();
    void chineseSentenceEnds();
    void combiningMarksStayOnTheirCharacter();
    void benchieChineseSentencesReproduced();
    void germanAndFrenchThroughConllu();
    void tokenizerOptionsApplyToTextOnly();
};

void TestTextImport::newsArticleOneSentencePerLine()
{
    Benchmark benchmark;
    Diagnostics diagnostics;
    QString error;
    DocumentKind kind = DocumentKind::Conllu;
    ImportOptions options;
    options.tagPartsOfSpeech = false;
    QCOMPARE(options.sentenceBreaks, SentenceBreaks::Lines); // the default
    QVERIFY2(DocumentImport::open(fixture("news_article.txt"), &benchmark, &diagnostics, &error, options, &kind),
             qPrintable(error));
    QCOMPARE(kind, DocumentKind::RawText);
    // Each line is a unit; a line of two sentences is two.
    const QStringList expected{
        QStringLiteral("Harbour City opens its new bridge after six years"),
        QStringLiteral("The bridge links the old port to the northern districts"),
        QStringLiteral("By Anna Keller"),
        QStringLiteral("March 3 , 2024"),
        QStringLiteral("HARBOUR CITY - The new Northern Bridge opened to traffic on Sunday morning ."),
        QStringLiteral("Thousands of residents walked across it before the first cars were let through ."),
        QStringLiteral("`` We waited a long time for this day , '' said Mayor Tom Reyes , who cut the ribbon ."),
        QStringLiteral("The bridge cost 410 million euros , twice the first estimate ."),
        QStringLiteral("Work was halted in 2020 and again in 2022 ."),
        QStringLiteral("Photo : The Northern Bridge at dawn"),
        QStringLiteral("Credit : Harbour City Press Office"),
    };
    QCOMPARE(texts(benchmark), expected);
    QCOMPARE(benchmark.sentences().last().id, QStringLiteral("11"));
}

// Paragraphs: what raw text import did before, the lines of a paragraph joined (the headline
// runs into the next line, the caption into its credit).
void TestTextImport::newsArticleByParagraphs()
{
    Benchmark benchmark;
    Diagnostics diagnostics;
    QString error;
    ImportOptions options;
    options.tagPartsOfSpeech = false;
    options.sentenceBreaks = SentenceBreaks::Paragraphs;
    QVERIFY(DocumentImport::open(fixture("news_article.txt"), &benchmark, &diagnostics, &error, options));
    const QStringList got = texts(benchmark);
    QVERIFY(got.size() < 11);
    QVERIFY(got.first().startsWith(QStringLiteral("Harbour City opens its new bridge after six years The bridge links")));
    QVERIFY(got.last().contains(QStringLiteral("Photo : The Northern Bridge at dawn Credit :")));
}

void TestTextImport::chineseByCharacterLatinWhole()
{
    QCOMPARE(PtbTokenizer::tokenize(QStringLiteral("苹果公司发布了iPhone 15，售价799美元。")),
             QStringList({QStringLiteral("苹"), QStringLiteral("果"), QStringLiteral("公"), QStringLiteral("司"),
                          QStringLiteral("发"), QStringLiteral("布"), QStringLiteral("了"), QStringLiteral("iPhone"),
                          QStringLiteral("15"), QStringLiteral("，"), QStringLiteral("售"), QStringLiteral("价"),
                          QStringLiteral("799"), QStringLiteral("美"), QStringLiteral("元"), QStringLiteral("。")}));
    // Idempotent, as for English: the tokens joined by spaces give the same tokens.
    const QStringList tokens = PtbTokenizer::tokenize(QStringLiteral("2024年3月3日，港城新北桥正式通车。"));
    QCOMPARE(tokens.first(), QStringLiteral("2024"));
    QCOMPARE(PtbTokenizer::tokenize(tokens.join(QLatin1Char(' '))), tokens);
    QVERIFY(UnspacedScript::contains(QStringLiteral("abc 中")));
    QVERIFY(!UnspacedScript::contains(QStringLiteral("abc def, 3.5")));
}

void TestTextImport::chineseSentenceEnds()
{
    Benchmark benchmark;
    Diagnostics diagnostics;
    QString error;
    ImportOptions options;
    options.tagPartsOfSpeech = false;
    QVERIFY(DocumentImport::open(fixture("chinese_news.txt"), &benchmark, &diagnostics, &error, options));
    const QStringList got = texts(benchmark);
    QCOMPARE(got.size(), 4); // 。 and ！ end sentences inside a line; the quote stays with its 。
    QCOMPARE(got.at(1), QStringLiteral("数 千 名 市 民 步 行 过 桥 ！"));
    QCOMPARE(got.at(2), QStringLiteral("市 长 说 ： “ 我 们 等 这 一 天 等 了 很 久 。 ”"));
    QCOMPARE(got.at(3), QStringLiteral("苹 果 公 司 发 布 了 iPhone 15 ， 售 价 799 美 元 。"));
}

void TestTextImport::combiningMarksStayOnTheirCharacter()
{
    // Thai กิน ("eat"): the vowel sign ิ (U+0E34) is a combining mark of ก.
    const QString thai = QStringLiteral("\u0E01\u0E34\u0E19");
    QCOMPARE(PtbTokenizer::tokenize(thai), QStringList({QStringLiteral("\u0E01\u0E34"), QStringLiteral("\u0E19")}));
}

// BenchIE's Chinese sentences (sample300_zh.txt) are tokenised one character per token.
// Their spaces removed, our tokenizer must give the same tokens, except that it keeps runs of
// Latin letters and digits whole (the data splits them too): the expected tokens are the
// data's with such runs joined. Sentences with other ASCII punctuation are left out.
void TestTextImport::benchieChineseSentencesReproduced()
{
    const QString path = TestData::benchie(QStringLiteral("sentences/sample300_zh.txt"));
    REQUIRE_DATA_FILE(path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 300);
    static const QRegularExpression otherAscii(QStringLiteral("[!-/:-@\\[-`{-~]"));
    int compared = 0;
    QStringList differing;
    for (const QString &line : lines) {
        if (otherAscii.match(line).hasMatch())
            continue;
        QStringList expected;
        for (const QString &token : line.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            if (!expected.isEmpty() && isAsciiAlnum(token) && !expected.last().isEmpty()
                && expected.last().at(0).unicode() < 128 && expected.last().at(0).isLetterOrNumber())
                expected.last() += token;
            else
                expected.append(token);
        }
        QString raw = line;
        raw.remove(QLatin1Char(' '));
        ++compared;
        if (PtbTokenizer::tokenize(raw) != expected)
            differing.append(line);
    }
    QVERIFY2(compared >= 240, qPrintable(QString::number(compared)));
    QVERIFY2(differing.isEmpty(), qPrintable(QStringLiteral("%1 of %2 differ:\n%3")
                                                 .arg(differing.size())
                                                 .arg(compared)
                                                 .arg(differing.join(QLatin1Char('\n')))));
}

// No maintained Debian package ships a German or French tagger: their tags come in as CoNLL-U
// from spaCy, Stanza or UDPipe (the README's example file): tokens, UPOS and XPOS are taken.
void TestTextImport::germanAndFrenchThroughConllu()
{
    Benchmark benchmark;
    Diagnostics diagnostics;
    QString error;
    DocumentKind kind = DocumentKind::RawText;
    QVERIFY(DocumentImport::open(QStringLiteral(OIE_TEST_DATA_DIR "/conllu/example_de_fr.conllu"), &benchmark,
                                 &diagnostics, &error, ImportOptions(), &kind));
    QCOMPARE(kind, DocumentKind::Conllu);
    QCOMPARE(diagnostics.size(), 0);
    QCOMPARE(benchmark.sentences().size(), 2);
    const Sentence &german = benchmark.sentences().at(0);
    QCOMPARE(german.id, QStringLiteral("de-1"));
    QCOMPARE(german.tokens.at(3), QStringLiteral("am")); // the multiword token, one chip
    QCOMPARE(german.universalTags.first(), QStringLiteral("PROPN"));
    QCOMPARE(german.posTags.first(), QStringLiteral("NE"));
    QCOMPARE(german.tagSource, QStringLiteral("conllu"));
    QCOMPARE(benchmark.sentences().at(1).universalTags.at(3), QStringLiteral("VERB"));
    // Entity labels from MISC (NER=B-PER, NE=LOC), B-/I- dropped, O empty; the multiword token
    // "am" (an dem) has none.
    QCOMPARE(german.entityLabels,
             QStringList({QStringLiteral("PER"), QStringLiteral("PER"), QString(), QString(), QStringLiteral("DATE"), QString(),
                          QString(), QString(), QString(), QStringLiteral("LOC"), QString()}));
    QCOMPARE(benchmark.sentences().at(1).entityLabels.at(1), QStringLiteral("PER"));
    QCOMPARE(benchmark.sentences().at(1).entityLabels.at(7), QStringLiteral("LOC"));
    // They survive a project file.
    ProjectFile project;
    project.benchmark = benchmark;
    ProjectFile reread;
    QVERIFY2(ProjectFile::fromBytes(project.toBytes(), QStringLiteral("p.oieproj"), &reread, &error), qPrintable(error));
    QCOMPARE(reread.benchmark.sentences().at(0).entityLabels, german.entityLabels);
}

// The tokenisation options (AnnIE's habits) cut raw text otherwise, and never a gold: the
// English BenchIE gold opened with them has the tokens it has without them.
void TestTextImport::tokenizerOptionsApplyToTextOnly()
{
    ImportOptions plain;
    plain.tagPartsOfSpeech = false;
    ImportOptions other = plain;
    other.tokenizer.splitHyphens = true;
    other.tokenizer.quotesAsTokens = false;
    const auto tokensOf = [](const QString &path, const ImportOptions &options) {
        Benchmark benchmark;
        Diagnostics diagnostics;
        QString error;
        QVector<QStringList> tokens;
        if (DocumentImport::open(path, &benchmark, &diagnostics, &error, options)) {
            for (const Sentence &sentence : benchmark.sentences())
                tokens.append(sentence.tokens);
        }
        return tokens;
    };
    const QString gold = TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
    REQUIRE_DATA_FILE(gold);
    const QVector<QStringList> goldTokens = tokensOf(gold, plain);
    QCOMPARE(goldTokens.size(), 300);
    QCOMPARE(tokensOf(gold, other), goldTokens);

    // A raw text with a compound and a quotation: both options both ways.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString text = dir.filePath(QStringLiteral("quote.txt"));
    QFile file(text);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("The lab called its state-of-the-art scanner \"a gift\" to the town\n");
    file.close();
    QCOMPARE(tokensOf(text, plain).value(0).join(QLatin1Char(' ')),
             QStringLiteral("The lab called its state-of-the-art scanner `` a gift '' to the town"));
    QCOMPARE(tokensOf(text, other).value(0).join(QLatin1Char(' ')),
             QStringLiteral("The lab called its state - of - the - art scanner \"a gift\" to the town"));
}

QTEST_GUILESS_MAIN(TestTextImport)
#include "test_text_import.moc"
