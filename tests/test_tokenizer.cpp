#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTest>

#include "core/text/PtbTokenizer.h"
#include "core/text/SentenceSplitter.h"
#include "tests/TestData.h"

class TestTokenizer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tokenize_data();
    void tokenize();
    void roundTripsEveryEnglishDataSentence();
    void tokenizesDetokenizedDataSentences();
    void splitsSentences_data();
    void splitsSentences();
    void tokenizesRawText();
    void options_data();
    void options();
    void defaultOptionsKeepEveryEnglishDataSentence();
    void innerCommasCutAsTheRuleSays();
    void longRunsStayLinear_data();
    void longRunsStayLinear();

private:
    // The 300 English BenchIE sentences as the data tokenised them (sample300_en.txt).
    void readEnglishDataSentences(QStringList *lines);
};

void TestTokenizer::readEnglishDataSentences(QStringList *lines)
{
    const QString path = TestData::benchie(QStringLiteral("sentences/sample300_en.txt"));
    REQUIRE_DATA_FILE(path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    *lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines->size(), 300);
}

void TestTokenizer::tokenize_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("tokens");
    QTest::newRow("possessive") << QStringLiteral("Marc's car broke.") << QStringLiteral("Marc 's car broke .");
    QTest::newRow("negation") << QStringLiteral("I don't know, and I can't say.")
                              << QStringLiteral("I do n't know , and I ca n't say .");
    QTest::newRow("clitics") << QStringLiteral("They're sure he'd won, we've seen I'm right and you'll see.")
                             << QStringLiteral("They 're sure he 'd won , we 've seen I 'm right and you 'll see .");
    QTest::newRow("quotes") << QStringLiteral("He said \"it's over\" to them.")
                            << QStringLiteral("He said `` it 's over '' to them .");
    // A sentence glued to the next for a missing space is cut there; abbreviations, decimals,
    // lower-case names and titles are not.
    QTest::newRow("missing space") << QStringLiteral("Stocks fell on Thursday.Credit markets rallied.")
                                   << QStringLiteral("Stocks fell on Thursday . Credit markets rallied .");
    QTest::newRow("glued but kept")
        << QStringLiteral("The U.S.Army and e.g.Bob met at 3.5 p.m. in St.Louis with Node.js users.")
        << QStringLiteral("The U.S.Army and e.g.Bob met at 3.5 p.m. in St.Louis with Node.js users .");
    QTest::newRow("final quote") << QStringLiteral("She called it \"gentle.\"")
                                 << QStringLiteral("She called it `` gentle . ''");
    QTest::newRow("curly quotes") << QStringLiteral("\u201CYes,\u201D he didn\u2019t say.")
                                  << QStringLiteral("`` Yes , '' he did n't say .");
    QTest::newRow("single quotes") << QStringLiteral("Total 'Fresh Food Story' opened.")
                                   << QStringLiteral("Total ` Fresh Food Story ' opened .");
    QTest::newRow("brackets") << QStringLiteral("The unit (a part of {it}) [sic] closed.")
                              << QStringLiteral("The unit ( a part of { it } ) [ sic ] closed .");
    QTest::newRow("money and percent") << QStringLiteral("It rose $20.125, or 10.48%, to 1,300 points.")
                                       << QStringLiteral("It rose $ 20.125 , or 10.48 % , to 1,300 points .");
    QTest::newRow("abbreviations") << QStringLiteral("Mr. Smith of Acme Inc. went to the U.S.")
                                   << QStringLiteral("Mr. Smith of Acme Inc. went to the U.S. .");
    QTest::newRow("dashes") << QStringLiteral("A plan--or a hope...was all; it worked: well!")
                            << QStringLiteral("A plan -- or a hope ... was all ; it worked : well !");
    QTest::newRow("hyphens kept") << QStringLiteral("A multi-channel, non-stop show?")
                                  << QStringLiteral("A multi-channel , non-stop show ?");
    QTest::newRow("plural possessive") << QStringLiteral("The players' union won.")
                                       << QStringLiteral("The players ' union won .");
    QTest::newRow("cannot") << QStringLiteral("We cannot go.") << QStringLiteral("We can not go .");
    QTest::newRow("quote after the period") << QStringLiteral("It leaves a healthy Revco. \"")
                                            << QStringLiteral("It leaves a healthy Revco . ''");
    QTest::newRow("ellipsis then period") << QStringLiteral("It is spun off....") << QStringLiteral("It is spun off ... .");
}

void TestTokenizer::tokenize()
{
    QFETCH(QString, text);
    QFETCH(QString, tokens);
    QCOMPARE(PtbTokenizer::tokenize(text).join(QLatin1Char(' ')), tokens);
    // Idempotent on its own output.
    QCOMPARE(PtbTokenizer::tokenize(tokens).join(QLatin1Char(' ')), tokens);
}

void TestTokenizer::roundTripsEveryEnglishDataSentence()
{
    QStringList lines;
    readEnglishDataSentences(&lines);
    if (QTest::currentTestFailed())
        return;
    int same = 0;
    for (const QString &line : lines) {
        const QStringList expected = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const QStringList tokens = PtbTokenizer::tokenize(line);
        if (tokens == expected)
            ++same;
        else
            qWarning("differs: %s\n    got: %s", qPrintable(line), qPrintable(tokens.join(QLatin1Char(' '))));
    }
    qInfo("%d of %lld English data sentences round-trip through the tokenizer", same, qint64(lines.size()));
    QCOMPARE(same, 300);
}

namespace {

// The data sentence as it would be typed: quotes as ", no space before punctuation and clitics.
QString detokenize(const QStringList &tokens)
{
    QString text;
    bool noSpaceNext = true;
    int quotes = 0;
    for (QString token : tokens) {
        bool attachLeft = false;
        bool attachRight = false;
        if (token == QLatin1String("``") || token == QLatin1String("''")) {
            token = QStringLiteral("\"");
            attachRight = token == QLatin1String("\"") && quotes++ % 2 == 0;
            attachLeft = !attachRight;
        } else if (QStringList{QStringLiteral(","), QStringLiteral("."), QStringLiteral(";"), QStringLiteral(":"),
                               QStringLiteral("!"), QStringLiteral("?"), QStringLiteral("%"), QStringLiteral(")"),
                               QStringLiteral("'s"), QStringLiteral("n't"), QStringLiteral("'d"), QStringLiteral("'re"),
                               QStringLiteral("'ll"), QStringLiteral("'ve"), QStringLiteral("'m")}
                       .contains(token)) {
            attachLeft = true;
        } else if (token == QLatin1String("(") || token == QLatin1String("$")) {
            attachRight = true;
        }
        if (!text.isEmpty() && !attachLeft && !noSpaceNext)
            text += QLatin1Char(' ');
        text += token;
        noSpaceNext = attachRight;
    }
    return text;
}

} // namespace

// Raw text as typed (quotes as ", punctuation and clitics attached; hyphens are left as the data
// has them): how many of the data sentences come back exactly as the data tokenized them.
void TestTokenizer::tokenizesDetokenizedDataSentences()
{
    QStringList lines;
    readEnglishDataSentences(&lines);
    if (QTest::currentTestFailed())
        return;
    int same = 0;
    QStringList raws;
    for (const QString &line : lines) {
        const QStringList expected = line.split(QLatin1Char(' '));
        const QString raw = detokenize(expected);
        raws.append(raw);
        const QStringList tokens = PtbTokenizer::tokenize(raw);
        if (tokens == expected)
            ++same;
        else
            qDebug("raw: %s\n    got: %s", qPrintable(raw), qPrintable(tokens.join(QLatin1Char(' '))));
    }
    qInfo("%d of 300 English data sentences, detokenized, tokenize back to the data's tokens", same);
    QVERIFY2(same >= 298, qPrintable(QString::number(same)));

    // All of them as one paragraph: the splitter finds the sentence boundaries.
    const QStringList split = SentenceSplitter::split(raws.join(QLatin1Char(' ')));
    int found = 0;
    for (const QString &sentence : split)
        found += raws.contains(sentence) ? 1 : 0;
    qInfo("as one paragraph: %lld sentences found, %d of them exactly a data sentence", qint64(split.size()), found);
    for (const QString &sentence : split)
        if (!raws.contains(sentence))
            qDebug("split: %s", qPrintable(sentence));
    QVERIFY2(found >= 295, qPrintable(QString::number(found)));
}

void TestTokenizer::splitsSentences_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("sentences");
    QTest::newRow("simple") << QStringLiteral("It rained. We stayed home! Did you?")
                            << QStringList{QStringLiteral("It rained."), QStringLiteral("We stayed home!"),
                                           QStringLiteral("Did you?")};
    QTest::newRow("titles and initials")
        << QStringLiteral("Mr. Smith met Dr. J. R. Jones in St. Louis. They talked.")
        << QStringList{QStringLiteral("Mr. Smith met Dr. J. R. Jones in St. Louis."), QStringLiteral("They talked.")};
    QTest::newRow("missing space") << QStringLiteral("Stocks fell on Thursday.Credit markets rallied. In St.Louis it rained.")
                                   << QStringList{QStringLiteral("Stocks fell on Thursday."),
                                                  QStringLiteral("Credit markets rallied."),
                                                  QStringLiteral("In St.Louis it rained.")};
    QTest::newRow("decimals") << QStringLiteral("It grew 3.5 percent. Then it fell.")
                              << QStringList{QStringLiteral("It grew 3.5 percent."), QStringLiteral("Then it fell.")};
    QTest::newRow("abbreviation mid-sentence")
        << QStringLiteral("Firms in the U.S. Army and e.g. Acme Inc. Europe grew. The U.S. sold it.")
        << QStringList{QStringLiteral("Firms in the U.S. Army and e.g. Acme Inc. Europe grew."),
                       QStringLiteral("The U.S. sold it.")};
    QTest::newRow("abbreviation ends sentence")
        << QStringLiteral("He moved to the U.S. The move paid.")
        << QStringList{QStringLiteral("He moved to the U.S."), QStringLiteral("The move paid.")};
    QTest::newRow("quotes") << QStringLiteral("He said \"go.\" She went.")
                            << QStringList{QStringLiteral("He said \"go.\""), QStringLiteral("She went.")};
    QTest::newRow("quote written apart") << QStringLiteral("It leaves a healthy Revco. \" Some have left.")
                                         << QStringList{QStringLiteral("It leaves a healthy Revco. \""), QStringLiteral("Some have left.")};
    QTest::newRow("lower case after period") << QStringLiteral("It cost approx. five dollars.")
                                             << QStringList{QStringLiteral("It cost approx. five dollars.")};
    QTest::newRow("paragraphs") << QStringLiteral("A title\n\nThe text\ngoes on.")
                                << QStringList{QStringLiteral("A title"), QStringLiteral("The text goes on.")};
}

void TestTokenizer::splitsSentences()
{
    QFETCH(QString, text);
    QFETCH(QStringList, sentences);
    QCOMPARE(SentenceSplitter::split(text), sentences);
}

void TestTokenizer::tokenizesRawText()
{
    const QVector<QStringList> sentences = PtbTokenizer::tokenizeText(QStringLiteral("Marc's dog barked. It didn't stop."));
    QCOMPARE(sentences.size(), 2);
    QCOMPARE(sentences.at(0).join(QLatin1Char(' ')), QStringLiteral("Marc 's dog barked ."));
    QCOMPARE(sentences.at(1).join(QLatin1Char(' ')), QStringLiteral("It did n't stop ."));
}

// AnnIE's two habits, each option both ways: hyphenated compounds whole (BenchIE) or split at
// every hyphen between letters (spaCy, AnnIE's tokenizer); quotation marks as chips (BenchIE) or
// on the word they touch. Each result tokenises to itself again under the same options.
void TestTokenizer::options_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("splitHyphens");
    QTest::addColumn<bool>("quotesAsTokens");
    QTest::addColumn<QString>("tokens");
    const QString compound = QStringLiteral("A state-of-the-art, well-known plan.");
    QTest::newRow("hyphens whole") << compound << false << true << QStringLiteral("A state-of-the-art , well-known plan .");
    QTest::newRow("hyphens split") << compound << true << true
                                   << QStringLiteral("A state - of - the - art , well - known plan .");
    QTest::newRow("hyphen at a digit kept") << QStringLiteral("The 1980-81 season and COVID-19 cases.") << true << true
                                            << QStringLiteral("The 1980-81 season and COVID-19 cases .");
    QTest::newRow("dashes stay dashes") << QStringLiteral("A plan--or a hope.") << true << true
                                        << QStringLiteral("A plan -- or a hope .");
    const QString quoted = QStringLiteral("He said \"it's over\" to them.");
    QTest::newRow("quotes as chips") << quoted << false << true << QStringLiteral("He said `` it 's over '' to them .");
    QTest::newRow("quotes attached") << quoted << false << false << QStringLiteral("He said \"it 's over\" to them .");
    QTest::newRow("curly quotes attached") << QStringLiteral("\u201CYes,\u201D he said.") << false << false
                                           << QStringLiteral("\"Yes ,\" he said .");
    QTest::newRow("single quotes attached") << QStringLiteral("Total 'Fresh Food Story' opened.") << false << false
                                            << QStringLiteral("Total 'Fresh Food Story' opened .");
    QTest::newRow("possessive attached") << QStringLiteral("The players' union won.") << false << false
                                         << QStringLiteral("The players' union won .");
    QTest::newRow("both") << QStringLiteral("Its \"state-of-the-art\" lab.") << true << false
                          << QStringLiteral("Its \"state - of - the - art\" lab .");
    QTest::newRow("neither") << QStringLiteral("Its \"state-of-the-art\" lab.") << false << true
                             << QStringLiteral("Its `` state-of-the-art '' lab .");
}

void TestTokenizer::options()
{
    QFETCH(QString, text);
    QFETCH(bool, splitHyphens);
    QFETCH(bool, quotesAsTokens);
    QFETCH(QString, tokens);
    TokenizerOptions options;
    options.splitHyphens = splitHyphens;
    options.quotesAsTokens = quotesAsTokens;
    QCOMPARE(PtbTokenizer::tokenize(text, options).join(QLatin1Char(' ')), tokens);
    QCOMPARE(PtbTokenizer::tokenize(tokens, options).join(QLatin1Char(' ')), tokens);
    // Raw text goes through the same options.
    const QVector<QStringList> sentences = PtbTokenizer::tokenizeText(text, SentenceBreaks::Lines, options);
    QCOMPARE(sentences.size(), 1);
    QCOMPARE(sentences.constFirst().join(QLatin1Char(' ')), tokens);
}

// The options change raw text only: with the defaults spelled out, every English data sentence
// is still its own tokenisation; with the other options, exactly the sentences holding a hyphen
// between letters or a quotation mark change, and their letters and digits stay in order.
void TestTokenizer::defaultOptionsKeepEveryEnglishDataSentence()
{
    QStringList lines;
    readEnglishDataSentences(&lines);
    if (QTest::currentTestFailed())
        return;
    TokenizerOptions other;
    other.splitHyphens = true;
    other.quotesAsTokens = false;
    static const QRegularExpression hyphenOrQuote(QStringLiteral("\\p{L}-\\p{L}|``|''|(?:^| )[`'](?: |$)"));
    static const QRegularExpression notAlphanumeric(QStringLiteral("[^\\p{L}\\p{N}]"));
    const auto alphanumerics = [](const QStringList &list) {
        QString all = list.join(QString());
        all.remove(notAlphanumeric);
        return all;
    };
    int changed = 0;
    int expectedChanges = 0;
    for (const QString &line : lines) {
        const QStringList expected = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QCOMPARE(PtbTokenizer::tokenize(line, TokenizerOptions()), expected);
        const QStringList tokens = PtbTokenizer::tokenize(line, other);
        if (line.contains(hyphenOrQuote))
            ++expectedChanges;
        if (tokens != expected) {
            ++changed;
            QVERIFY2(line.contains(hyphenOrQuote), qPrintable(line));
        }
        QCOMPARE(alphanumerics(tokens), alphanumerics(expected));
    }
    qInfo("%d of 300 English data sentences tokenise otherwise with split hyphens and attached quotes", changed);
    QCOMPARE(changed, expectedChanges);
    QVERIFY(changed > 0);
}

// The comma rule as it was written first, a regular expression tried on the whole part before
// every cut (quadratic), kept here as the oracle of the linear splitInnerCommas.
static QStringList innerCommasByRegex(QString *part)
{
    static const QRegularExpression innerComma(QStringLiteral("^(.*\\D),(.+)$|^(.+),(\\D.*)$"),
                                               QRegularExpression::UseUnicodePropertiesOption);
    QStringList split;
    while (innerComma.match(*part).hasMatch() && part->size() > 1) {
        const qsizetype comma = part->lastIndexOf(QLatin1Char(','));
        const QString right = part->mid(comma + 1);
        if (!right.isEmpty())
            split.prepend(right);
        split.prepend(QStringLiteral(","));
        part->truncate(comma);
    }
    return split;
}

void TestTokenizer::innerCommasCutAsTheRuleSays()
{
    const auto check = [](const QString &word) {
        QString linear = word;
        QString byRegex = word;
        const QStringList cut = PtbTokenizer::splitInnerCommas(&linear);
        const QStringList expected = innerCommasByRegex(&byRegex);
        if (cut != expected || linear != byRegex) {
            qWarning().noquote() << "word" << word << "cut" << cut << "rest" << linear << "expected" << expected
                                 << "rest" << byRegex;
            return false;
        }
        return true;
    };
    const QStringList fixed = {QStringLiteral("a,b"), QStringLiteral("1,000"), QStringLiteral("a,1,2"),
                               QStringLiteral("1,000,a"), QStringLiteral(",a"), QStringLiteral("a,"),
                               QStringLiteral(",,"), QStringLiteral("1,2,3"), QStringLiteral("x,,y")};
    for (const QString &word : fixed)
        QVERIFY2(check(word), qPrintable(word));
    QString a = QStringLiteral("a,b,1,000");
    QCOMPARE(PtbTokenizer::splitInnerCommas(&a), (QStringList{QStringLiteral(","), QStringLiteral("b"),
                                                             QStringLiteral(","), QStringLiteral("1"),
                                                             QStringLiteral(","), QStringLiteral("000")}));
    QCOMPARE(a, QStringLiteral("a"));
    // Random words over letters, ASCII and other digits (Arabic-Indic, and a mathematical digit
    // outside the BMP), commas, and surrogates with and without their pair.
    const QStringList alphabet = {QStringLiteral("a"), QStringLiteral("1"), QStringLiteral(","), QStringLiteral(","),
                                  QStringLiteral(","), QString(QChar(0x0663)), QString::fromUcs4(U"\U0001D7CE"),
                                  QString::fromUcs4(U"\U0001F600"), QString(QChar(0xD835)), QString(QChar(0xDC00)),
                                  QStringLiteral(".")};
    QRandomGenerator random(20261127);
    for (int i = 0; i < 20000; ++i) {
        QString word;
        const int length = 1 + random.bounded(9);
        for (int j = 0; j < length; ++j)
            word += alphabet.at(random.bounded(int(alphabet.size())));
        QVERIFY2(check(word), qPrintable(QStringLiteral("random word %1").arg(i)));
    }
}

void TestTokenizer::longRunsStayLinear_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("tokens");
    const int n = 500000; // a line of about 1 MB
    QTest::newRow("commas") << QStringLiteral("a,").repeated(n) << 2 * n;
    QTest::newRow("opening brackets") << QStringLiteral("(").repeated(2 * n) + QLatin1Char('x') << 2 * n + 1;
    QTest::newRow("opening quotes") << QStringLiteral("\"").repeated(2 * n) + QStringLiteral("x.") << 2 * n + 2;
    QTest::newRow("quotes before a full stop")
        << QStringLiteral("\"").repeated(2 * n) + QStringLiteral("xy. Then.") << 2 * n + 4;
    QTest::newRow("quotes after an abbreviation")
        << QStringLiteral("Acme Inc. ") + QStringLiteral("\"").repeated(2 * n) + QStringLiteral("The end.") << 2 * n + 6;
}

// A line of about a million characters is tokenised in well under a second (each took minutes
// or tens of seconds when removing from the front of a word or cutting at commas was
// quadratic); the limit is loose, so that it fails only on a return to quadratic time.
void TestTokenizer::longRunsStayLinear()
{
    QFETCH(QString, text);
    QFETCH(int, tokens);
    QElapsedTimer timer;
    timer.start();
    const QVector<QStringList> sentences = PtbTokenizer::tokenizeText(text);
    const qint64 ms = timer.elapsed();
    int count = 0;
    for (const QStringList &sentence : sentences)
        count += int(sentence.size());
    QCOMPARE(count, tokens);
    QVERIFY2(ms < TestData::timeLimitMs(5000), qPrintable(QStringLiteral("took %1 ms").arg(ms)));
}

QTEST_GUILESS_MAIN(TestTokenizer)
#include "test_tokenizer.moc"
