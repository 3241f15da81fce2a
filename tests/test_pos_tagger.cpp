#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "core/text/PosTagger.h"
#include "tests/TestData.h"

// The tagger against the Perl module it ports (Lingua::EN::Tagger): same tokens in, same tags out.
class TestPosTagger : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void tagsKnownSentences_data();
    void tagsKnownSentences();
    void agreesWithThePerlTaggerOnTheEnglishData();
    void missingModelGivesAClearMessageAndNoTags();
    void modelDirectoryFromEnvironment();

private:
    PosTagger m_tagger;
};

void TestPosTagger::initTestCase()
{
    QString error;
    if (!m_tagger.load(PosTagger::defaultModelDirectory(), &error))
        QFAIL(qPrintable(QStringLiteral("the tagger model (liblingua-en-tagger-perl, installed by setup.sh) is missing: ")
                         + error));
}

void TestPosTagger::tagsKnownSentences_data()
{
    QTest::addColumn<QString>("sentence");
    QTest::addColumn<QString>("tags");
    // Expected tags printed by `perl -MLingua::EN::Tagger` (add_tags), mapped to PTB notation.
    QTest::newRow("abbreviations and brackets")
        << QStringLiteral("Mr. Smith does n't like U.S. ( big ) cats , e.g. 3.5 of them .")
        << QStringLiteral("NNP NNP VBZ RB IN NNP -LRB- JJ -RRB- NNS , NN CD IN PRP .");
    QTest::newRow("hyphen suffix left in the lexicon")
        << QStringLiteral("the well-frobbed frobbed") << QStringLiteral("DT NN NN");
    QTest::newRow("unknown -ed word") << QStringLiteral("He frobbed the cat") << QStringLiteral("PRP VBD DT NN");
}

void TestPosTagger::tagsKnownSentences()
{
    QFETCH(QString, sentence);
    QFETCH(QString, tags);
    QCOMPARE(m_tagger.tag(sentence.split(QLatin1Char(' '))).join(QLatin1Char(' ')), tags);
}

void TestPosTagger::agreesWithThePerlTaggerOnTheEnglishData()
{
    const QString path = TestData::benchie(QStringLiteral("sentences/sample300_en.txt"));
    REQUIRE_DATA_FILE(path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray input = file.readAll();
    const QStringList sentences = QString::fromUtf8(input).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(sentences.size(), 300);

    // Tagger.pm's add_tags_incrementally over our tokens (its own splitting would re-tokenize),
    // with the lexicon reset after each sentence as the port does.
    const QString script = QStringLiteral(
        "use Lingua::EN::Tagger; my $t = Lingua::EN::Tagger->new;"
        "my $lex = \\%Lingua::EN::Tagger::_LEXICON; my %orig = map { $_ => 1 } keys %$lex; my $n = keys %$lex;"
        "my $hmm = \\%Lingua::EN::Tagger::_HMM; my ($wt, $tr) = (0, 0); $wt += keys %{$lex->{$_}} for keys %$lex;"
        "$tr += keys %{$hmm->{$_}} for keys %$hmm; print join(' ', $n, $wt, scalar(keys %$hmm), $tr), \"\\n\";"
        "while (my $line = <STDIN>) { chomp $line; next if $line eq ''; my $prev = 'pp'; my @out;"
        "  for my $w (split / /, $line) { $prev = $t->_assign_tag($prev, $t->_clean_word($w)) || 'nn'; push @out, $prev }"
        "  print join(' ', @out), \"\\n\";"
        "  if (keys %$lex != $n) { for (keys %$lex) { delete $lex->{$_} unless $orig{$_} } } }");
    QProcess perl;
    perl.start(QStringLiteral("perl"), {QStringLiteral("-e"), script});
    if (!perl.waitForStarted())
        QSKIP("perl is not installed: no reference tags");
    perl.write(input);
    perl.closeWriteChannel();
    QVERIFY(perl.waitForFinished(60000));
    if (perl.exitCode() != 0)
        QSKIP(qPrintable(QStringLiteral("the Perl module Lingua::EN::Tagger cannot run: ")
                         + QString::fromLocal8Bit(perl.readAllStandardError())));
    QStringList expected = QString::fromUtf8(perl.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(expected.size(), sentences.size() + 1);
    // The same model as the Perl module's own (Storable) copy: words, word tags, tags, transitions.
    const PosTagger::ModelSize size = m_tagger.modelSize();
    QCOMPARE(expected.takeFirst(), QStringLiteral("%1 %2 %3 %4").arg(QString::number(size.words), QString::number(size.wordTags),
                                                                     QString::number(size.previousTags),
                                                                     QString::number(size.transitions)));

    qint64 tokens = 0;
    qint64 same = 0;
    int sameSentences = 0;
    for (int i = 0; i < sentences.size(); ++i) {
        const QStringList ours = m_tagger.tagInternal(sentences.at(i).split(QLatin1Char(' ')));
        const QStringList theirs = expected.at(i).split(QLatin1Char(' '));
        QCOMPARE(ours.size(), theirs.size());
        int sentenceSame = 0;
        for (int t = 0; t < ours.size(); ++t)
            sentenceSame += ours.at(t) == theirs.at(t) ? 1 : 0;
        if (sentenceSame != ours.size())
            qWarning("sentence %d: ours %s\n    perl %s", i + 1, qPrintable(ours.join(QLatin1Char(' '))),
                     qPrintable(theirs.join(QLatin1Char(' '))));
        tokens += ours.size();
        same += sentenceSame;
        sameSentences += sentenceSame == ours.size() ? 1 : 0;
    }
    qInfo("agreement with Lingua::EN::Tagger: %lld of %lld tokens, %d of %lld sentences", same, tokens, sameSentences,
          qint64(sentences.size()));
    QCOMPARE(same, tokens);
}

void TestPosTagger::missingModelGivesAClearMessageAndNoTags()
{
    QTemporaryDir empty;
    PosTagger tagger;
    QString error;
    QVERIFY(!tagger.load(empty.path(), &error));
    QVERIFY(error.contains(QStringLiteral("tags.yml")));
    QVERIFY(error.contains(QStringLiteral("liblingua-en-tagger-perl")));
    QVERIFY(!tagger.isLoaded());
    QVERIFY(tagger.tag({QStringLiteral("It"), QStringLiteral("works")}).isEmpty());
}

void TestPosTagger::modelDirectoryFromEnvironment()
{
    const QByteArray old = qgetenv("OIE_TAGGER_DIR");
    qputenv("OIE_TAGGER_DIR", "/somewhere/else");
    const QString directory = PosTagger::defaultModelDirectory();
    if (old.isNull())
        qunsetenv("OIE_TAGGER_DIR");
    else
        qputenv("OIE_TAGGER_DIR", old);
    QCOMPARE(directory, QStringLiteral("/somewhere/else"));
}

QTEST_GUILESS_MAIN(TestPosTagger)
#include "test_pos_tagger.moc"
