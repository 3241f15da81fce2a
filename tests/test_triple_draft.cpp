// TripleDraft: the triple an annotator builds, written in BenchIE notation exactly as the gold
// file will hold it (optional groups, free words, sentence or click order, loading back).

#include "core/assist/OptionalWords.h"
#include "core/model/Benchmark.h"
#include "core/model/Slot.h"
#include "core/model/TripleDraft.h"
#include "core/text/Phrases.h"
#include "core/text/PosTagger.h"

#include <QTest>

class TestTripleDraft : public QObject
{
    Q_OBJECT

private slots:
    void sentenceOrderAndClickOrder();
    void optionalGroupsAndFreeWords();
    void tokenBelongsToOneSlot();
    void phrasesOfTaggedSentences_data();
    void phrasesOfTaggedSentences();
    void phraseKeysAddPhrases();
    void articlesPutOptional();
    void learnedWordsPutOptional();
    void splitPutsPunctuationOptional();
    void joinGluesChipsIntoOneWord();
    void loadRoundTripsGoldTriples_data();
    void loadRoundTripsGoldTriples();
};

namespace {
const QStringList kTokens = QStringLiteral("He served as the first Prime Minister of Australia .").split(QLatin1Char(' '));
}

void TestTripleDraft::sentenceOrderAndClickOrder()
{
    TripleDraft draft;
    QVERIFY(draft.isEmpty());
    draft.addToken(2, 8, kTokens.at(8));
    draft.addToken(2, 7, kTokens.at(7));
    QCOMPARE(draft.slotSource(2), QStringLiteral("of Australia"));
    TripleDraft clicks;
    clicks.setOrder(TripleDraft::Order::Click);
    clicks.addToken(2, 8, kTokens.at(8));
    clicks.addToken(2, 7, kTokens.at(7));
    QCOMPARE(clicks.slotSource(2), QStringLiteral("Australia of"));
    QVERIFY(clicks.moveWord(2, 1, -1));
    QCOMPARE(clicks.slotSource(2), QStringLiteral("of Australia"));
    QVERIFY(!clicks.moveWord(2, 0, -1));
    QVERIFY(!draft.isComplete());
}

void TestTripleDraft::optionalGroupsAndFreeWords()
{
    TripleDraft draft;
    draft.addToken(0, 0, kTokens.at(0));
    for (int t : {1, 2})
        draft.addToken(1, t, kTokens.at(t));
    for (int t : {3, 4, 5, 6, 7, 8})
        draft.addToken(2, t, kTokens.at(t));
    QVERIFY(draft.toggleOptional(2, {0}));
    QVERIFY(draft.toggleOptional(2, {1}));
    QVERIFY(draft.toggleOptional(2, {4, 5}));
    // Adjacent words marked together form one group; separately marked ones stay apart.
    QCOMPARE(draft.line(), QStringLiteral("He --> served as --> [the] [first] Prime Minister [of Australia]"));
    QCOMPARE(draft.toTriple().object().optionalCount(), 3);
    QVERIFY(draft.toggleOptional(2, {4, 5})); // all optional: plain again
    QCOMPARE(draft.slotSource(2), QStringLiteral("[the] [first] Prime Minister of Australia"));
    QVERIFY(draft.addFreeWord(1, QStringLiteral("is")));
    QCOMPARE(draft.words(1).last().token, -1);
    QCOMPARE(draft.slotSource(1), QStringLiteral("served as is"));
    QVERIFY(draft.removeWords(1, {2}));
    QVERIFY(!draft.addFreeWord(1, QStringLiteral("   ")));
    // Typed in BenchIE notation: a bracketed free word is an optional group of its own.
    QVERIFY(draft.addFreeWord(1, QStringLiteral("has [had]")));
    QCOMPARE(draft.slotSource(1), QStringLiteral("served as has [had]"));
    QVERIFY(draft.words(1).last().optionalGroup != 0);
    QVERIFY(draft.removeWords(1, {2, 3}));
    QVERIFY(draft.isComplete());
}

void TestTripleDraft::tokenBelongsToOneSlot()
{
    TripleDraft draft;
    QVERIFY(draft.addToken(0, 0, kTokens.at(0)));
    QVERIFY(!draft.addToken(0, 0, kTokens.at(0)));
    QVERIFY(draft.addToken(2, 0, kTokens.at(0))); // moved to the object
    QCOMPARE(draft.slotOfToken(0), 2);
    QVERIFY(draft.words(0).isEmpty());
    QVERIFY(draft.removeToken(0));
    QVERIFY(draft.isEmpty());
}

void TestTripleDraft::phrasesOfTaggedSentences_data()
{
    QTest::addColumn<QString>("tags");
    QTest::addColumn<int>("start");
    QTest::addColumn<int>("end");
    // He served as the first Prime Minister of Australia .
    const QString ptb = QStringLiteral("PRP VBD IN DT JJ NNP NNP IN NNP .");
    QTest::newRow("pronoun") << ptb << 0 << 0;
    QTest::newRow("verb") << ptb << 1 << 1;
    QTest::newRow("preposition and its noun phrase") << ptb << 2 << 6;
    QTest::newRow("noun phrase") << ptb << 3 << 6;
    QTest::newRow("from inside it") << ptb << 5 << 6;
    QTest::newRow("of Australia") << ptb << 7 << 8;
    QTest::newRow("punctuation") << ptb << 9 << 9;
    QTest::newRow("outside") << ptb << 10 << 10;
    // Marc 's own label ; a determiner after a noun starts the next noun phrase
    QTest::newRow("possessive") << QStringLiteral("NNP POS JJ NN :") << 0 << 3;
    QTest::newRow("two noun phrases") << QStringLiteral("VBD NNP DT NN") << 1 << 1;
    // could not have been reinforced quickly by ...
    QTest::newRow("verb group") << QStringLiteral("MD RB VB VBN VBN RB IN") << 0 << 5;
    QTest::newRow("to and a verb") << QStringLiteral("TO VB IN NN") << 0 << 1;
    QTest::newRow("to and a noun") << QStringLiteral("TO DT NNS") << 0 << 2;
    QTest::newRow("universal tags") << QStringLiteral("ADP DET ADJ NOUN PUNCT") << 0 << 3;
    QTest::newRow("no tags") << QString() << 2 << 2;
}

void TestTripleDraft::phrasesOfTaggedSentences()
{
    QFETCH(QString, tags);
    QFETCH(int, start);
    QFETCH(int, end);
    QCOMPARE(Phrases::end(tags.split(QLatin1Char(' '), Qt::SkipEmptyParts), start), end);
}

void TestTripleDraft::phraseKeysAddPhrases()
{
    // The tagger's own tags, as the chips have them.
    const QStringList tags = PosTagger::shared().tag(kTokens);
    if (tags.isEmpty())
        QFAIL(qPrintable(PosTagger::shared().loadError()));
    // He / served / as the first Prime Minister / of Australia / . (Ctrl+Left, Ctrl+Right)
    QCOMPARE(Phrases::starts(tags, int(kTokens.size())), QVector<int>({0, 1, 2, 7, 9}));
    QCOMPARE(Phrases::starts({}, 3), QVector<int>({0, 1, 2}));
    TripleDraft draft;
    draft.addToken(0, 0, kTokens.at(0));
    QVERIFY(draft.addPhrase(1, 1, Phrases::end(tags, 1), kTokens, TripleDraft::Phrase::Plain));
    QVERIFY(draft.addPhrase(2, 2, Phrases::end(tags, 2), kTokens, TripleDraft::Phrase::Plain));
    QCOMPARE(draft.line(), QStringLiteral("He --> served --> as the first Prime Minister"));
    // { : the words no slot holds, one optional group of their own; again: nothing to add.
    QVERIFY(draft.addPhrase(2, 7, Phrases::end(tags, 7), kTokens, TripleDraft::Phrase::OptionalGroup));
    QCOMPARE(draft.slotSource(2), QStringLiteral("as the first Prime Minister [of Australia]"));
    QVERIFY(!draft.addPhrase(2, 7, 8, kTokens, TripleDraft::Phrase::OptionalGroup));
    // Shift+Space moves words another slot holds, as a range does.
    QVERIFY(draft.addPhrase(1, 2, 2, kTokens, TripleDraft::Phrase::Plain));
    QCOMPARE(draft.line(), QStringLiteral("He --> served as --> the first Prime Minister [of Australia]"));
    QVERIFY(!draft.addPhrase(1, 2, 2, kTokens, TripleDraft::Phrase::Plain));
    // } : the articles no slot holds optional, each a group of its own.
    TripleDraft articles;
    QVERIFY(articles.addPhrase(2, 2, 6, kTokens, TripleDraft::Phrase::OptionalArticles));
    QCOMPARE(articles.slotSource(2), QStringLiteral("as [the] first Prime Minister"));
    QVERIFY(TripleDraft::isArticle(QStringLiteral("An")));
    QVERIFY(!TripleDraft::isArticle(QStringLiteral("this")));
    // + : at the end whatever the sentence order, taken out of the slot that held it.
    QVERIFY(draft.appendToken(1, 0, kTokens.at(0)));
    QCOMPARE(draft.line(), QStringLiteral(" --> served as He --> the first Prime Minister [of Australia]"));
    QVERIFY(!draft.appendToken(1, 0, kTokens.at(0)));
    QVERIFY(draft.appendToken(1, 1, kTokens.at(1)));
    QCOMPARE(draft.slotSource(1), QStringLiteral("as He served"));
    // = : every word put into the slot goes to its end, a phrase's words in their order, until
    // ended, the slot emptied or the draft cleared; other slots keep the sentence order.
    draft.clear();
    draft.addToken(2, 5, kTokens.at(5));
    draft.setAppendSlot(2);
    QVERIFY(draft.addPhrase(2, 7, 8, kTokens, TripleDraft::Phrase::OptionalGroup));
    QVERIFY(draft.addToken(2, 3, kTokens.at(3)));
    QVERIFY(draft.addToken(0, 1, kTokens.at(1)));
    QVERIFY(draft.addToken(0, 0, kTokens.at(0)));
    QCOMPARE(draft.line(), QStringLiteral("He served -->  --> Prime [of Australia] the"));
    TripleDraft other = draft;
    other.setAppendSlot(-1);
    QVERIFY(!(other == draft));
    QVERIFY(other.addToken(2, 4, kTokens.at(4)));
    QCOMPARE(other.slotSource(2), QStringLiteral("first Prime [of Australia] the"));
    draft.clearSlot(2);
    QCOMPARE(draft.appendSlot(), -1);
    draft.setAppendSlot(1);
    draft.clear();
    QCOMPARE(draft.appendSlot(), -1);
}

// The preference "the chips put articles in optional": every put (a chip, a range, Shift+Space,
// +) of an article no slot holds makes it an optional group of its own; ] makes it plain again.
void TestTripleDraft::articlesPutOptional()
{
    TripleDraft draft;
    QVERIFY(!draft.articlesOptional());
    QVERIFY(draft.putToken(2, 3, kTokens.at(3)));
    QCOMPARE(draft.slotSource(2), QStringLiteral("the")); // off: as it is
    draft.clear();
    draft.setArticlesOptional(true);
    QVERIFY(draft.putToken(2, 3, kTokens.at(3)));
    QVERIFY(draft.putToken(2, 4, kTokens.at(4)));
    QCOMPARE(draft.slotSource(2), QStringLiteral("[the] first"));
    QVERIFY(!draft.putToken(2, 3, kTokens.at(3))); // there already: unchanged
    QCOMPARE(draft.slotSource(2), QStringLiteral("[the] first"));
    // ] on it: plain again; moved to another slot, it stays as it is.
    QVERIFY(draft.toggleOptionalToken(2, 3, kTokens.at(3), true));
    QCOMPARE(draft.slotSource(2), QStringLiteral("the first"));
    QVERIFY(draft.putToken(0, 3, kTokens.at(3)));
    QCOMPARE(draft.line(), QStringLiteral("the -->  --> first"));
    // Shift+Space does what } does; { and + as well.
    draft.clear();
    QVERIFY(draft.addPhrase(2, 2, 6, kTokens, TripleDraft::Phrase::Plain));
    QCOMPARE(draft.slotSource(2), QStringLiteral("as [the] first Prime Minister"));
    QVERIFY(draft.appendToken(1, 3, kTokens.at(3))); // held by the object: plain, as + puts it
    QCOMPARE(draft.slotSource(1), QStringLiteral("the"));
    draft.clear();
    QVERIFY(draft.appendToken(1, 3, kTokens.at(3)));
    QCOMPARE(draft.slotSource(1), QStringLiteral("[the]"));
    QVERIFY(draft.addPhrase(2, 2, 6, kTokens, TripleDraft::Phrase::OptionalGroup));
    QCOMPARE(draft.slotSource(2), QStringLiteral("[as first Prime Minister]"));
    // Words that are not articles are put as they are.
    QVERIFY(draft.putToken(0, 0, kTokens.at(0)));
    QCOMPARE(draft.slotSource(0), QStringLiteral("He"));
    TripleDraft plain = draft;
    plain.setArticlesOptional(false);
    QVERIFY(!(plain == draft));
}

// The words a gold brackets alone nearly everywhere, learned from it (OptionalWords), put in
// optional by the chips as articles are.
void TestTripleDraft::learnedWordsPutOptional()
{
    const auto sentence = [](const QString &id, const QStringList &lines) {
        Sentence s;
        s.id = id;
        Synset synset;
        for (const QString &line : lines) {
            const QStringList parts = line.split(QStringLiteral(" --> "));
            synset.triples.append(Triple(parts.at(0), parts.at(1), parts.at(2)));
        }
        s.synsets.append(synset);
        return s;
    };
    Benchmark gold;
    gold.appendSentence(sentence(QStringLiteral("1"), {QStringLiteral("He --> [also] served --> as [the] leader"),
                                                       QStringLiteral("He --> [also] served as --> leader")}));
    gold.appendSentence(sentence(QStringLiteral("2"), {QStringLiteral("She --> [also] won --> [another] prize")}));
    OptionalWordCache cache;
    // Two sentences: not yet.
    QVERIFY(!cache.words(gold).contains(QStringLiteral("also")));
    gold.appendSentence(sentence(QStringLiteral("3"), {QStringLiteral("They --> [Also] went --> home")}));
    QCOMPARE(cache.words(gold), (QSet<QString>{QStringLiteral("also")}));
    const OptionalWords::Counts counts = OptionalWords::count(gold.sentences().at(0));
    QCOMPARE(counts.value(QStringLiteral("also")).alone, 2); // each distinct line once
    QCOMPARE(counts.value(QStringLiteral("also")).sentences, 1);
    QCOMPARE(counts.value(QStringLiteral("the")).alone, 1);
    QCOMPARE(counts.value(QStringLiteral("leader")).other, 2);
    // Written plain too often (4 alone of 6 is under 80%): no longer learned; an edited
    // sentence is counted again.
    for (const QString &object : {QStringLiteral("home [again]"), QStringLiteral("home again")})
        gold.sentences()[2].synsets[0].triples.append(Triple(QStringLiteral("They"), QStringLiteral("also went"), object));
    cache.invalidate(2);
    QVERIFY(cache.words(gold).isEmpty());
    cache.clear();
    QVERIFY(cache.words(Benchmark()).isEmpty());

    // The chips put a learned word in optional, alone in its group, as they put articles.
    const QStringList tokens = QStringLiteral("He also served as the leader .").split(QLatin1Char(' '));
    TripleDraft draft;
    draft.setOptionalWords({QStringLiteral("also")});
    QVERIFY(draft.putsOptional(QStringLiteral("Also")));
    QVERIFY(!draft.putsOptional(QStringLiteral("the"))); // articles only with setArticlesOptional
    QVERIFY(draft.putToken(1, 1, tokens.at(1)));
    QVERIFY(draft.putToken(1, 2, tokens.at(2)));
    QCOMPARE(draft.slotSource(1), QStringLiteral("[also] served"));
    draft.clear();
    QVERIFY(draft.addPhrase(1, 1, 4, tokens, TripleDraft::Phrase::Plain));
    QCOMPARE(draft.slotSource(1), QStringLiteral("[also] served as the"));
    draft.setArticlesOptional(true);
    draft.clear();
    QVERIFY(draft.addPhrase(1, 1, 4, tokens, TripleDraft::Phrase::Plain));
    QCOMPARE(draft.slotSource(1), QStringLiteral("[also] served as [the]"));
    // Held by another slot, moved as it is.
    QVERIFY(draft.putToken(0, 1, tokens.at(1)));
    QCOMPARE(draft.slotSource(0), QStringLiteral("also"));
    // } makes articles and learned words optional, even with the articles preference off.
    draft.clear();
    draft.setArticlesOptional(false);
    QVERIFY(draft.addPhrase(1, 1, 4, tokens, TripleDraft::Phrase::OptionalArticles));
    QCOMPARE(draft.slotSource(1), QStringLiteral("[also] served as [the]"));
}

// The chip key &: a token joined to the slot's last word without a space, the word keeping its
// first chip and its optional group.
void TestTripleDraft::joinGluesChipsIntoOneWord()
{
    const QStringList tokens = QStringLiteral("USG will lease the 19 - story facility in Salt Lake City , Utah .")
                                   .split(QLatin1Char(' '));
    TripleDraft draft;
    QVERIFY(draft.joinToken(2, 4, tokens.at(4))); // an empty slot: a put
    QVERIFY(draft.joinToken(2, 5, tokens.at(5)));
    QVERIFY(draft.joinToken(2, 6, tokens.at(6)));
    QVERIFY(draft.putToken(2, 7, tokens.at(7)));
    QCOMPARE(draft.slotSource(2), QStringLiteral("19-story facility"));
    QCOMPARE(draft.words(2).size(), 2);
    QCOMPARE(draft.words(2).at(0).token, 4);
    QVERIFY(!draft.joinToken(2, 7, tokens.at(7))); // held: unchanged
    // In an optional group, the joined word stays in it; ] on its first chip toggles it whole.
    QVERIFY(draft.toggleOptionalToken(2, 4, tokens.at(4), true));
    QCOMPARE(draft.slotSource(2), QStringLiteral("[19-story] facility"));
    draft.clear();
    for (int t : {9, 10, 11})
        QVERIFY(draft.putToken(1, t, tokens.at(t)));
    QVERIFY(draft.joinToken(1, 12, tokens.at(12)));
    QVERIFY(draft.putToken(1, 13, tokens.at(13)));
    QCOMPARE(draft.slotSource(1), QStringLiteral("Salt Lake City, Utah"));
    // A gold triple with such a word loads back: the word as written.
    TripleDraft loaded;
    loaded.load(Triple(QStringLiteral("USG"), QStringLiteral("will lease"), QStringLiteral("[the] 19-story facility")),
                tokens);
    QCOMPARE(loaded.slotSource(2), QStringLiteral("[the] 19-story facility"));
}

// The chip key |: a token split at its punctuation, the punctuation optional, each part keeping
// the chip's token.
void TestTripleDraft::splitPutsPunctuationOptional()
{
    using Parts = QVector<QPair<QString, bool>>;
    QCOMPARE(TripleDraft::splitParts(QStringLiteral("Anti-Monitor")),
             (Parts{{QStringLiteral("Anti"), false}, {QStringLiteral("-"), true}, {QStringLiteral("Monitor"), false}}));
    QCOMPARE(TripleDraft::splitParts(QStringLiteral("``")),
             (Parts{{QStringLiteral("`"), true}, {QStringLiteral("`"), true}}));
    const QStringList tokens{QStringLiteral("The"), QStringLiteral("now-weakened"), QStringLiteral("Anti-Monitor"),
                             QStringLiteral("fell"), QStringLiteral("``"), QStringLiteral(".")};
    TripleDraft draft;
    QVERIFY(draft.putSplit(0, 2, tokens.at(2)));
    QVERIFY(draft.putSplit(0, 1, tokens.at(1))); // in sentence order, before the later chip's parts
    QVERIFY(draft.addToken(0, 0, tokens.at(0)));
    QCOMPARE(draft.slotSource(0), QStringLiteral("The now [-] weakened Anti [-] Monitor"));
    QCOMPARE(draft.slotOfToken(2), 0);
    QVERIFY(draft.putSplit(2, 4, tokens.at(4)));
    QCOMPARE(draft.slotSource(2), QStringLiteral("[`] [`]"));
    QVERIFY(!draft.putSplit(2, 5, tokens.at(5))); // nothing to split
    QVERIFY(!draft.putSplit(2, 3, tokens.at(3)));
    QVERIFY(draft.removeToken(2)); // Space on the chip: all its parts out
    QCOMPARE(draft.slotSource(0), QStringLiteral("The now [-] weakened"));
    QVERIFY(draft.putSplit(2, 1, tokens.at(1))); // split again elsewhere: moved
    QCOMPARE(draft.line(), QStringLiteral("The -->  --> now [-] weakened [`] [`]"));
}

void TestTripleDraft::loadRoundTripsGoldTriples_data()
{
    QTest::addColumn<QString>("line");
    QTest::newRow("groups") << QStringLiteral("He --> served as --> [the] [first] Prime Minister [of Australia]");
    QTest::newRow("free word") << QStringLiteral("Prime Minister --> is --> [of Australia]");
    QTest::newRow("repeated word") << QStringLiteral("He --> served --> as the first Prime Minister of Australia");
}

void TestTripleDraft::loadRoundTripsGoldTriples()
{
    QFETCH(QString, line);
    const QStringList parts = line.split(QStringLiteral(" --> "));
    const Triple triple(parts.at(0), parts.at(1), parts.at(2));
    TripleDraft draft;
    draft.load(triple, kTokens);
    QCOMPARE(draft.line(), line);
    for (int s = 0; s < TripleDraft::kSlotCount; ++s) {
        for (const DraftWord &word : draft.words(s)) {
            if (word.token >= 0)
                QCOMPARE(kTokens.at(word.token), word.text);
        }
    }
}

QTEST_GUILESS_MAIN(TestTripleDraft)
#include "test_triple_draft.moc"
