// core/assist: suggested optional tokens on real English BenchIE sentences (tagged by the
// bundled tagger, the expected brackets those of the guidelines, mostly the gold's own), the
// past tense from WordNet's data (regular and irregular verbs, unknown forms), the active
// voice of passives, placement variants and optional-group variants.

#include "core/assist/ActiveVoice.h"
#include "core/assist/ConjunctFacts.h"
#include "core/assist/DraftSynsets.h"
#include "core/assist/SuggestionHabits.h"
#include "core/assist/OptionalGroupVariant.h"
#include "core/assist/OptionalSuggester.h"
#include "core/assist/PlacementVariants.h"
#include "core/assist/SpellingVariants.h"
#include "core/assist/VariantChecklist.h"
#include "core/assist/VerbForms.h"
#include "core/base/Diagnostic.h"
#include "core/benchie/BenchieGoldReader.h"
#include "core/benchie/BenchieSystemReader.h"
#include "core/benchie/CompiledSlot.h"
#include "core/document/SentenceStructure.h"
#include "core/text/PosTagger.h"
#include "tests/TestData.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

// The English gold, read once, each sentence tagged as the studio tags it on opening.
const Benchmark &englishGold()
{
    static const Benchmark gold = [] {
        Benchmark benchmark;
        Diagnostics diagnostics;
        QString error;
        if (!BenchieGoldReader::readFile(TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt")),
                                         &benchmark, &diagnostics, &error))
            qWarning("%s", qPrintable(error));
        for (Sentence &sentence : benchmark.sentences()) {
            sentence.posTags = PosTagger::shared().tag(sentence.tokens);
            sentence.tagSource = QStringLiteral("tagger");
        }
        return benchmark;
    }();
    return gold;
}

const Sentence *sentenceWithId(const QString &id)
{
    for (const Sentence &sentence : englishGold().sentences()) {
        if (sentence.id == id)
            return &sentence;
    }
    return nullptr;
}

Triple parse(const QString &line)
{
    const QStringList parts = line.split(QStringLiteral(" --> "));
    return parts.size() == 3 ? Triple(parts.at(0), parts.at(1), parts.at(2)) : Triple();
}

// A sentence made of a triple's words, tagged.
Sentence taggedSentence(const QString &line)
{
    Sentence sentence;
    QString text = line;
    text.remove(QStringLiteral("--> ")).remove(QLatin1Char('[')).remove(QLatin1Char(']'));
    sentence.tokens = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    sentence.posTags = PosTagger::shared().tag(sentence.tokens);
    return sentence;
}

// Every suggestion accepted, as the studio's "accept all" does.
QString acceptAll(const Sentence &sentence, const QString &plainLine, OptionalSuggester::Kinds kinds)
{
    TripleDraft draft;
    draft.load(parse(plainLine), sentence.tokens);
    for (const OptionalSuggestion &s : OptionalSuggester(sentence).suggest(draft, kinds)) {
        QVector<int> positions;
        for (int p = s.first; p <= s.last; ++p)
            positions.append(p);
        draft.toggleOptional(s.slot, positions);
    }
    return draft.line();
}

} // namespace

class TestAssist : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void suggestionsOnRealSentences_data();
    void suggestionsOnRealSentences();
    void suggestionsAgreeWithTheEnglishGold();
    void suggestionsFromUniversalTags();
    void suggestionKindsSwitchOff();
    void pastTenseFromWordNet_data();
    void pastTenseFromWordNet();
    void missingWordNetSaysWhatToInstall();
    void activeVoice_data();
    void activeVoice();
    void activeVoiceNeedsTheAnnotator();
    void activeVoiceOnRealPassives();
    void activeVoiceOfTheEnglishGold();
    void placementVariants();
    void placementVariantsOfTheEnglishGold();
    void noPlacementVariantsInEntityCleanSynset();
    void optionalGroupAcrossSynset();
    void sentenceChangesOffered();
    void formsFromOtherFactsOffered();
    void factsOfOtherConjuncts();
    void otherConjunctsInTheSameFact();
    void articleLeftOutOfAGroup();
    void objectContinuedByNextPhrases();
    void relationContinuedByNextPhrases();
    void auxiliariesToggled();
    void objectCutBeforeAPreposition();
    void sentenceChangesRepeatingWords();
    void spellingVariants_data();
    void spellingVariants();
    void spellingVariantsOfTheEnglishGold();
    void draftSynsetsFromExtractions();
    void suggestionHabits();
    void draftSynsetsOfTheEnglishSystems();
    void draftSynsetsFollowSplitAndMerge();
};

void TestAssist::initTestCase()
{
    QVERIFY2(PosTagger::shared().isLoaded(), qPrintable(PosTagger::shared().loadError()));
    QVERIFY2(VerbForms::shared(), qPrintable(VerbForms::sharedError()));
    QCOMPARE(englishGold().sentences().size(), 300);
}

void TestAssist::suggestionsOnRealSentences_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("plain");
    QTest::addColumn<QString>("expected");
    // sent_id, the triple without brackets, the triple with every suggestion accepted.
    QTest::newRow("1 determiners, adjective") << "1"
                                              << "He --> became --> a founding justice of the High Court"
                                              << "He --> became --> [a] [founding] justice of [the] High Court";
    QTest::newRow("1 determiner, ordinal") << "1"
                                           << "He --> served as --> the first Prime Minister of Australia"
                                           << "He --> served as --> [the] [first] Prime Minister of Australia";
    QTest::newRow("31 light verb") << "31"
                                   << "Lugo --> continue to reside in --> Venezuela"
                                   << "Lugo --> [continue to] reside in --> Venezuela";
    QTest::newRow("198 light verb, determiner") << "198"
                                                << "the Mason City Division --> continued to operate --> as usual"
                                                << "[the] Mason City Division --> [continued to] operate --> as usual";
    QTest::newRow("7 title") << "7"
                             << "Dr. Jagan --> was involved in --> the organization of the strike"
                             << "[Dr.] Jagan --> was involved in --> [the] organization of [the] strike";
    QTest::newRow("155 title, name with The-less article")
        << "155"
        << "Mr. Baker --> heads --> the Kentucky Association of Science Educators and Skeptics"
        << "[Mr.] Baker --> heads --> [the] Kentucky Association of Science Educators and Skeptics";
    QTest::newRow("127 number word, adjectives, auxiliary")
        << "127"
        << "Four other countries in Europe --> have approved --> Proleukin in recent months"
        << "[Four] [other] countries in Europe --> [have] approved --> Proleukin in [recent] months";
    QTest::newRow("286 auxiliary, possessive")
        << "286"
        << "the bank --> has examined --> its methodologies and internal controls"
        << "[the] bank --> [has] examined --> [its] methodologies and [internal] controls";
    QTest::newRow("2 quantity, adverbs") << "2"
                                << "Graner --> left him there for --> nearly five hours"
                                << "Graner --> left him [there] for --> [nearly] [five] hours";
    QTest::newRow("42 adverb, The of a name") << "42"
                                              << "He --> probably saw active service in --> The Netherlands"
                                              << "He --> [probably] saw [active] service in --> The Netherlands";
    QTest::newRow("154 negation kept") << "154"
                                       << "Charles O. Givens --> never made --> a profit"
                                       << "Charles O. Givens --> never made --> [a] profit";
}

void TestAssist::suggestionsOnRealSentences()
{
    QFETCH(QString, id);
    QFETCH(QString, plain);
    QFETCH(QString, expected);
    const Sentence *sentence = sentenceWithId(id);
    QVERIFY(sentence);
    QCOMPARE(acceptAll(*sentence, plain, OptionalSuggester::allKinds()), expected);
}

void TestAssist::suggestionsAgreeWithTheEnglishGold()
{
    // Every English gold triple with its brackets removed: how many suggested words the gold
    // itself brackets (by kind), and how many of the gold's one-word optional determiners are
    // suggested. The gold is the annotators' reading of the same guidelines.
    int suggested[OptionalSuggestion::kKindCount] = {};
    int agreed[OptionalSuggestion::kKindCount] = {};
    int goldDeterminers = 0;
    int foundDeterminers = 0;
    for (const Sentence &sentence : englishGold().sentences()) {
        const OptionalSuggester suggester(sentence);
        for (const Synset &synset : sentence.synsets) {
            for (const Triple &triple : synset.triples) {
                if (triple.isInert())
                    continue;
                TripleDraft gold;
                gold.load(triple, sentence.tokens);
                TripleDraft plain = gold;
                for (int s = 0; s < TripleDraft::kSlotCount; ++s) {
                    QVector<int> optional;
                    for (int p = 0; p < plain.words(s).size(); ++p) {
                        if (plain.words(s).at(p).optionalGroup != 0)
                            optional << p;
                    }
                    if (!optional.isEmpty())
                        plain.toggleOptional(s, optional); // all optional: made plain
                }
                const QVector<OptionalSuggestion> found = suggester.suggest(plain);
                for (const OptionalSuggestion &s : found) {
                    ++suggested[int(s.kind)];
                    bool all = true;
                    for (int p = s.first; p <= s.last; ++p)
                        all = all && gold.words(s.slot).at(p).optionalGroup != 0;
                    agreed[int(s.kind)] += all ? 1 : 0;
                }
                for (int s = 0; s < TripleDraft::kSlotCount; ++s) {
                    const QVector<DraftWord> &words = gold.words(s);
                    for (int p = 0; p < words.size(); ++p) {
                        const int group = words.at(p).optionalGroup;
                        const bool alone = group != 0 && (p == 0 || words.at(p - 1).optionalGroup != group)
                            && (p + 1 == words.size() || words.at(p + 1).optionalGroup != group);
                        const QString lower = words.at(p).text.toLower();
                        if (!alone || words.at(p).token < 0
                            || !(lower == QLatin1String("the") || lower == QLatin1String("a")
                                 || lower == QLatin1String("an")))
                            continue;
                        ++goldDeterminers;
                        foundDeterminers += std::any_of(found.begin(), found.end(), [&](const OptionalSuggestion &x) {
                            return x.kind == OptionalSuggestion::Kind::Determiner && x.contains(s, p);
                        });
                    }
                }
            }
        }
    }
    for (int k = 0; k < OptionalSuggestion::kKindCount; ++k)
        qInfo("%s: %d suggested, %d bracketed in the gold",
              qPrintable(OptionalSuggestion::kindId(OptionalSuggestion::Kind(k))), suggested[k], agreed[k]);
    qInfo("gold's optional a/an/the: %d, suggested %d", goldDeterminers, foundDeterminers);
    const int det = int(OptionalSuggestion::Kind::Determiner);
    const int adj = int(OptionalSuggestion::Kind::Adjective);
    QVERIFY(goldDeterminers > 5000);
    QVERIFY2(agreed[det] * 10 >= suggested[det] * 9, "nine in ten suggested determiners are the gold's");
    QVERIFY2(foundDeterminers * 100 >= goldDeterminers * 95, "the gold's optional articles are suggested");
    // Adjectives are the weaker suggestion, and they are: the gold keeps most of them.
    QVERIFY(agreed[adj] * suggested[det] < agreed[det] * suggested[adj]);
}

void TestAssist::suggestionsFromUniversalTags()
{
    // A CoNLL-U document in another language: its universal tags drive the suggestions.
    Sentence german;
    german.tokens
        = QStringLiteral("Der Präsident hat das neue Gesetz für Die Zeit unterzeichnet .").split(QLatin1Char(' '));
    german.universalTags = QStringLiteral("DET NOUN AUX DET ADJ NOUN ADP DET PROPN VERB PUNCT").split(QLatin1Char(' '));
    QCOMPARE(acceptAll(german, QStringLiteral("Der Präsident --> hat unterzeichnet --> das neue Gesetz"),
                       OptionalSuggester::allKinds()),
             QStringLiteral("[Der] Präsident --> [hat] unterzeichnet --> [das] [neue] Gesetz"));
    // `Die Zeit`, a newspaper: the capitalised determiner before a proper noun stays.
    QCOMPARE(acceptAll(german, QStringLiteral("Der Präsident --> hat unterzeichnet für --> Die Zeit"),
                       OptionalSuggester::allKinds()),
             QStringLiteral("[Der] Präsident --> [hat] unterzeichnet für --> Die Zeit"));
}

void TestAssist::suggestionKindsSwitchOff()
{
    const Sentence *sentence = sentenceWithId(QStringLiteral("1"));
    QVERIFY(sentence);
    const QString plain = QStringLiteral("He --> became --> a founding justice of the High Court");
    OptionalSuggester::Kinds kinds = OptionalSuggester::allKinds();
    kinds.reset(int(OptionalSuggestion::Kind::Adjective));
    QCOMPARE(acceptAll(*sentence, plain, kinds),
             QStringLiteral("He --> became --> [a] founding justice of [the] High Court"));
    kinds.reset(int(OptionalSuggestion::Kind::Determiner));
    QCOMPARE(acceptAll(*sentence, plain, kinds), plain);
    // `The Times`: a capitalised determiner before a proper noun is part of the name.
    Sentence times;
    times.tokens = QStringLiteral("He wrote for The Times and the Guardian .").split(QLatin1Char(' '));
    times.posTags = PosTagger::shared().tag(times.tokens);
    QCOMPARE(acceptAll(times, QStringLiteral("He --> wrote for --> The Times"), OptionalSuggester::allKinds()),
             QStringLiteral("He --> wrote for --> The Times"));
    QCOMPARE(acceptAll(times, QStringLiteral("He --> wrote for --> the Guardian"), OptionalSuggester::allKinds()),
             QStringLiteral("He --> wrote for --> [the] Guardian"));
}

void TestAssist::pastTenseFromWordNet_data()
{
    QTest::addColumn<QString>("participle");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("past");
    const int known = int(VerbForms::Past::Status::Known);
    const int unknown = int(VerbForms::Past::Status::Unknown);
    QTest::newRow("regular") << "kicked" << known << "kicked";
    QTest::newRow("regular, e") << "approved" << known << "approved";
    QTest::newRow("irregular written") << "written" << known << "wrote";
    QTest::newRow("irregular given") << "given" << known << "gave";
    QTest::newRow("irregular born") << "born" << known << "bore";
    QTest::newRow("irregular taken") << "taken" << known << "took";
    QTest::newRow("past = participle: found") << "found" << known << "found";
    QTest::newRow("past = participle: built") << "built" << known << "built";
    QTest::newRow("past = participle: hit") << "hit" << known << "hit";
    QTest::newRow("gotten") << "gotten" << known << "got";
    QTest::newRow("shown: no past in the data") << "shown" << unknown << "showed";
    QTest::newRow("not a verb") << "frobnicated" << unknown << "";
}

void TestAssist::pastTenseFromWordNet()
{
    QFETCH(QString, participle);
    QFETCH(int, status);
    QFETCH(QString, past);
    const VerbForms::Past result = VerbForms::shared()->past(participle);
    QCOMPARE(int(result.status), status);
    QCOMPARE(result.form, past);
}

void TestAssist::missingWordNetSaysWhatToInstall()
{
    QTemporaryDir empty;
    QString error;
    QVERIFY(!VerbForms::load(empty.path(), &error));
    QCOMPARE(
        error,
        QStringLiteral("WordNet data not found in %1 (install the Debian package wordnet-base)").arg(empty.path()));
}

void TestAssist::activeVoice_data()
{
    QTest::addColumn<QString>("passive");
    QTest::addColumn<QString>("active");
    QTest::newRow("regular") << "[The] ball --> was kicked by --> John"
                             << "John --> kicked --> [The] ball";
    QTest::newRow("irregular") << "The letter --> was written by --> Mary"
                               << "Mary --> wrote --> The letter";
    QTest::newRow("by in the object") << "The ball --> was kicked --> by John"
                                      << "John --> kicked --> The ball";
    QTest::newRow("plural agent, were") << "The songs --> were sung by --> the children"
                                        << "the children --> sang --> The songs";
    QTest::newRow("perfect, plural") << "The law --> has been approved by --> the senators"
                                     << "the senators --> have approved --> The law";
    QTest::newRow("perfect, singular") << "The laws --> have been approved by --> the senate"
                                       << "the senate --> has approved --> The laws";
    QTest::newRow("pronouns change case") << "he --> had been murdered by --> them"
                                          << "they --> had murdered --> him";
    QTest::newRow("particle after the participle") << "She --> was taken in hand by --> Richard"
                                                   << "Richard --> took in hand --> her";
    QTest::newRow("modal") << "The prize --> will be given by --> the king"
                           << "the king --> will give --> The prize";
}

void TestAssist::activeVoice()
{
    QFETCH(QString, passive);
    QFETCH(QString, active);
    const Sentence sentence = taggedSentence(passive);
    const ActiveVoice::Result result = ActiveVoice::of(parse(passive), sentence, VerbForms::shared().get());
    QCOMPARE(int(result.status), int(ActiveVoice::Status::Made));
    QCOMPARE(result.triple.toGoldLine(), active);
}

void TestAssist::activeVoiceNeedsTheAnnotator()
{
    Sentence sentence;
    // Never the other way: an active triple has no passive made from it.
    const ActiveVoice::Result active
        = ActiveVoice::of(parse(QStringLiteral("John --> kicked --> the ball")), sentence, VerbForms::shared().get());
    QCOMPARE(int(active.status), int(ActiveVoice::Status::NotPassive));
    QVERIFY(active.message.contains(QStringLiteral("by")));
    // A past WordNet does not list is typed, never guessed.
    const ActiveVoice::Result unknown = ActiveVoice::of(
        parse(QStringLiteral("The file --> was frobnicated by --> Bob")), sentence, VerbForms::shared().get());
    QCOMPARE(int(unknown.status), int(ActiveVoice::Status::NeedsRelation));
    QVERIFY(unknown.message.contains(QStringLiteral("frobnicated")));
    QCOMPARE(ActiveVoice::withRelation(unknown, QStringLiteral(" frobnicated ")).toGoldLine(),
             QStringLiteral("Bob --> frobnicated --> The file"));
    // No WordNet: the annotator types the past.
    const ActiveVoice::Result noData
        = ActiveVoice::of(parse(QStringLiteral("The letter --> was written by --> Mary")), sentence, nullptr);
    QCOMPARE(int(noData.status), int(ActiveVoice::Status::NeedsRelation));
    // Present tense: typed.
    const ActiveVoice::Result present = ActiveVoice::of(parse(QStringLiteral("The ball --> is kicked by --> John")),
                                                        sentence, VerbForms::shared().get());
    QCOMPARE(int(present.status), int(ActiveVoice::Status::NeedsRelation));
}

void TestAssist::activeVoiceOnRealPassives()
{
    // Real passives of the English gold, tagged: the participle found by its tag, what stands
    // between it and `by` kept after the verb.
    const struct
    {
        const char *id;
        const char *passive;
        const char *active;
    } cases[] = {
        {"33", "[The] school --> was founded [in 1851] by --> [a group of] Milwaukee German Americans",
         "[a group of] Milwaukee German Americans --> founded [in 1851] --> [The] school"},
    };
    for (const auto &c : cases) {
        const Sentence *sentence = sentenceWithId(QString::fromLatin1(c.id));
        QVERIFY(sentence);
        const ActiveVoice::Result result
            = ActiveVoice::of(parse(QString::fromLatin1(c.passive)), *sentence, VerbForms::shared().get());
        QCOMPARE(int(result.status), int(ActiveVoice::Status::Made));
        QCOMPARE(result.triple.toGoldLine(), QString::fromLatin1(c.active));
    }
}

void TestAssist::activeVoiceOfTheEnglishGold()
{
    int passives = 0;
    int made = 0;
    for (const Sentence &sentence : englishGold().sentences()) {
        for (const Synset &synset : sentence.synsets) {
            for (const Triple &triple : synset.triples) {
                const ActiveVoice::Result result = ActiveVoice::of(triple, sentence, VerbForms::shared().get());
                if (result.status == ActiveVoice::Status::NotPassive)
                    continue;
                ++passives;
                made += result.status == ActiveVoice::Status::Made;
                if (qEnvironmentVariableIsSet("ASSIST_SHOW"))
                    qInfo("%d %s => %s (%s)", int(result.status), qPrintable(triple.toGoldLine()),
                          qPrintable(result.triple.toGoldLine()), qPrintable(result.message));
            }
        }
    }
    qInfo("English gold: %d passives with their agent, %d turned without the annotator", passives, made);
    // A noun phrase after a participle is no passive: English 84.
    const Sentence *s84 = sentenceWithId(QStringLiteral("84"));
    QVERIFY(s84);
    const Triple attempts = parse(QStringLiteral(
        "there --> were [repeated] attempts to regain [the] throne by --> [the] deposed House of Stewart"));
    QCOMPARE(int(ActiveVoice::of(attempts, *s84, VerbForms::shared().get()).status),
             int(ActiveVoice::Status::NotPassive));
}

void TestAssist::placementVariants()
{
    Sentence sentence;
    sentence.tokens = QStringLiteral("M. J. was born in Brooklyn .").split(QLatin1Char(' '));
    sentence.posTags = PosTagger::shared().tag(sentence.tokens);
    QVector<Triple> variants
        = PlacementVariants::of(parse(QStringLiteral("M. J. --> was born in --> Brooklyn")), sentence);
    QCOMPARE(variants.size(), 2);
    QCOMPARE(variants.at(0).toGoldLine(), QStringLiteral("M. J. --> was --> born in Brooklyn"));
    QCOMPARE(variants.at(1).toGoldLine(), QStringLiteral("M. J. --> was born --> in Brooklyn"));
    // From the object side: the preposition moves back; the noun never does.
    variants = PlacementVariants::of(parse(QStringLiteral("M. J. --> was born --> in Brooklyn")), sentence);
    QCOMPARE(variants.size(), 2);
    QCOMPARE(variants.at(0).toGoldLine(), QStringLiteral("M. J. --> was --> born in Brooklyn"));
    QCOMPARE(variants.at(1).toGoldLine(), QStringLiteral("M. J. --> was born in --> Brooklyn"));
    // Those the synset holds are left out; optional groups are never split.
    Synset synset;
    synset.triples = {parse(QStringLiteral("M. J. --> was born in --> Brooklyn")),
                      parse(QStringLiteral("M. J. --> was born --> in Brooklyn"))};
    variants = PlacementVariants::of(synset.triples.at(0), sentence, &synset);
    QCOMPARE(variants.size(), 1);
    variants = PlacementVariants::of(parse(QStringLiteral("He --> [has] been --> [in Brooklyn]")), sentence);
    for (const Triple &variant : variants)
        QVERIFY2(!variant.object().source().contains(QStringLiteral("[in] ")), qPrintable(variant.toGoldLine()));
    // English 1: the gold's own placement variants are found.
    const Sentence *first = sentenceWithId(QStringLiteral("1"));
    QVERIFY(first);
    const Triple servedAs = first->synsets.at(0).triples.at(0);
    variants = PlacementVariants::of(servedAs, *first);
    QVERIFY(std::any_of(variants.begin(), variants.end(),
                        [&](const Triple &t) { return t == first->synsets.at(0).triples.at(1); }));
}

void TestAssist::placementVariantsOfTheEnglishGold()
{
    // Pairs of triples of one English synset with the same subject and the same relation and
    // object words (brackets included) but another boundary: the gold's own placement
    // variants. Each is made from the other, except where the rules here leave it out (a
    // relation ending in an article or a possessive; object words moved into the relation; a
    // slot left with optional words only; a bracket inside a word),
    // which the pair is checked against independently.
    int pairs = 0;
    int made = 0;
    int excluded = 0;
    for (const Sentence &sentence : englishGold().sentences()) {
        for (const Synset &synset : sentence.synsets) {
            for (const Triple &a : synset.triples) {
                for (const Triple &b : synset.triples) {
                    if (a.isInert() || b.isInert() || a.subject() != b.subject() || a.relation() == b.relation())
                        continue;
                    const QString wordsA = a.relation().source() + QLatin1Char(' ') + a.object().source();
                    const QString wordsB = b.relation().source() + QLatin1Char(' ') + b.object().source();
                    if (wordsA.simplified() != wordsB.simplified())
                        continue;
                    ++pairs;
                    const QVector<Triple> variants = PlacementVariants::of(a, sentence);
                    // Slots as the draft writes them, spaces aside: `[Pa. ]` is `[Pa.]`.
                    auto written = [](const Slot &slot) {
                        QString text = slot.source();
                        text.remove(QLatin1Char(' '));
                        return text;
                    };
                    if (std::any_of(variants.begin(), variants.end(), [&](const Triple &v) {
                            return written(v.relation()) == written(b.relation())
                                && written(v.object()) == written(b.object());
                        })) {
                        ++made;
                        continue;
                    }
                    const QString relation = b.relation().source();
                    QString lastWord = relation.section(QLatin1Char(' '), -1);
                    lastWord.remove(QLatin1Char('[')).remove(QLatin1Char(']'));
                    const bool movedIn = b.relation().source().size() > a.relation().source().size();
                    auto allOptional = [](const Slot &slot) {
                        return std::all_of(slot.elements().begin(), slot.elements().end(),
                                           [](const SlotElement &e) { return e.optional; });
                    };
                    // A bracket inside a word (`[``]A`) is read as a word of its own kind.
                    const bool bracketInWord = wordsA.contains(QRegularExpression(QStringLiteral("\\][^ ]")));
                    if (movedIn || bracketInWord || allOptional(b.relation()) || allOptional(b.object())
                        || QStringList{QStringLiteral("the"), QStringLiteral("a"), QStringLiteral("an"),
                                       QStringLiteral("its"), QStringLiteral("his"), QStringLiteral("their"),
                                       QStringLiteral("this")}
                               .contains(lastWord.toLower()))
                        ++excluded;
                    else
                        qWarning("not made: %s | %s", qPrintable(a.toGoldLine()), qPrintable(b.toGoldLine()));
                }
            }
        }
    }
    qInfo("English gold: %d placement pairs, %d made, %d left out by rule", pairs, made, excluded);
    QVERIFY(pairs > 1000);
    QCOMPARE(made + excluded, pairs);
    QVERIFY2(made * 10 >= pairs * 7, "most of the gold's placement variants are made");
}

void TestAssist::noPlacementVariantsInEntityCleanSynset()
{
    Synset synset;
    synset.triples = {parse(QStringLiteral("He --> served as --> [the] Prime Minister"))};
    QVERIFY(PlacementVariants::allowedIn(synset));
    synset.triples[0].setEntityClean(true);
    QVERIFY(!PlacementVariants::allowedIn(synset));
}

void TestAssist::optionalGroupAcrossSynset()
{
    Synset synset;
    synset.triples = {parse(QStringLiteral("He --> served as --> the first Prime Minister [of Australia]")),
                      parse(QStringLiteral("He --> served --> as the first Prime Minister [of Australia]")),
                      parse(QStringLiteral("He --> served --> as [the] Prime Minister"))};
    int changed = 0;
    bool made = false;
    Synset toggled = OptionalGroupVariant::toggle(synset, 2, {QStringLiteral("the")}, &changed, &made);
    QVERIFY(made);
    QCOMPARE(changed, 2);
    QCOMPARE(toggled.triples.at(0).object().source(), QStringLiteral("[the] first Prime Minister [of Australia]"));
    QCOMPARE(toggled.triples.at(1).object().source(), QStringLiteral("as [the] first Prime Minister [of Australia]"));
    QCOMPARE(toggled.triples.at(2).object().source(), QStringLiteral("as [the] Prime Minister"));
    // Back: every occurrence optional, so all become plain.
    toggled = OptionalGroupVariant::toggle(toggled, 2, {QStringLiteral("the")}, &changed, &made);
    QVERIFY(!made);
    QCOMPARE(changed, 3);
    QCOMPARE(toggled.triples.at(2).object().source(), QStringLiteral("as the Prime Minister"));
    // A word of a longer group: only it becomes plain.
    toggled = OptionalGroupVariant::toggle(synset, 2, {QStringLiteral("of")}, &changed, &made);
    QVERIFY(!made);
    QCOMPARE(toggled.triples.at(0).object().source(), QStringLiteral("the first Prime Minister of [Australia]"));
    // Two words at once.
    toggled = OptionalGroupVariant::toggle(synset, 2, {QStringLiteral("Prime"), QStringLiteral("Minister")}, &changed,
                                           &made);
    QCOMPARE(changed, 3);
    QCOMPARE(toggled.triples.at(0).object().source(), QStringLiteral("the first [Prime Minister] [of Australia]"));
    // A slot left without a fixed word (an empty relation) is not made.
    toggled
        = OptionalGroupVariant::toggle(synset, 1, {QStringLiteral("served"), QStringLiteral("as")}, &changed, &made);
    QCOMPARE(changed, 0);
    // Nothing holds it: nothing changes.
    toggled = OptionalGroupVariant::toggle(synset, 0, {QStringLiteral("She")}, &changed, &made);
    QCOMPARE(changed, 0);
}

QTEST_GUILESS_MAIN(TestAssist)
// A change made in one synset of the sentence (two of its triples differing in one slot) is
// offered on the triples of another that hold its words, checked when the other synsets made it
// on at least half of their triples it applies to, whatever the kind's habit; the synset being
// built is learned from as it is now, not as the sentence holds it.
void TestAssist::sentenceChangesOffered()
{
    Sentence sentence;
    sentence.tokens = QStringLiteral("She makes references to `` beaver '' and innuendo .").split(QLatin1Char(' '));
    Synset a;
    a.triples = {parse(QStringLiteral("She --> makes references to --> [``] beaver ['']")),
                 parse(QStringLiteral("She --> makes references to --> ``beaver''"))};
    Synset b;
    b.triples = {parse(QStringLiteral("She --> makes innuendo about --> [``] beaver ['']")),
                 parse(QStringLiteral("She --> makes innuendo --> about [``] beaver ['']"))};
    sentence.synsets = {a, b};
    const QVector<VariantChoice> choices = VariantChecklist::of(b, sentence, nullptr, nullptr, 1);
    QStringList changed;
    for (const VariantChoice &choice : choices) {
        if (choice.kind == VariantChoice::Kind::SentenceChange) {
            QVERIFY(choice.checked && !choice.held);
            changed << choice.triple.toGoldLine();
        }
    }
    QCOMPARE(changed,
             QStringList({QStringLiteral("She --> makes innuendo about --> ``beaver''"),
                          QStringLiteral("She --> makes innuendo --> about ``beaver''")}));
    // Checked by what the other synsets did with the change where it applied: made everywhere,
    // checked even where the kind's habit says no; made in fewer than half of them, unchecked
    // where the habit says yes.
    QVector<VariantChecklist::Habit> declined = VariantChecklist::noHabits();
    for (VariantChecklist::Habit &row : declined) {
        if (row.kind == VariantChoice::Kind::SentenceChange) {
            row.offered = 2 * VariantChecklist::kLearnedFrom;
            row.held = 0;
        }
    }
    QVERIFY(!VariantChecklist::kept(VariantChoice::Kind::SentenceChange, 0, &declined));
    int offered = 0;
    for (const VariantChoice &choice : VariantChecklist::of(b, sentence, nullptr, &declined, 1)) {
        if (choice.kind == VariantChoice::Kind::SentenceChange) {
            QVERIFY(choice.checked);
            ++offered;
        }
    }
    QCOMPARE(offered, 2);
    Synset c;
    c.triples = {parse(QStringLiteral("She --> makes references --> to [``] beaver ['']"))};
    Synset d;
    d.triples = {parse(QStringLiteral("She --> makes --> references to [``] beaver ['']"))};
    Sentence fewer = sentence;
    fewer.synsets = {a, b, c, d}; // made once (in a) of the three triples it applies to
    // (The other form is offered, checked, as like another fact: c's triple beside b's.)
    changed.clear();
    for (const VariantChoice &choice : VariantChecklist::of(b, fewer, nullptr, nullptr, 1)) {
        if (choice.kind == VariantChoice::Kind::SentenceChange) {
            QVERIFY(!choice.checked);
            changed << choice.triple.toGoldLine();
        }
    }
    QCOMPARE(changed, QStringList({QStringLiteral("She --> makes innuendo --> about ``beaver''")}));
    // Learned from the synset as given, not from the sentence's copy of it.
    Synset first = a;
    first.triples = {a.triples.at(0)};
    for (const VariantChoice &choice : VariantChecklist::of(first, sentence, nullptr, nullptr, 0))
        QVERIFY(choice.kind != VariantChoice::Kind::SentenceChange);
    QCOMPARE(VariantChecklist::kindName(VariantChoice::Kind::SentenceChange),
             QStringLiteral("a change made in this sentence"));
}

// Round 0: extractions that BenchIE^FL's matching finds equal (placements, case, spaces,
// punctuation) form one draft; the drafts most systems agree on come first; an extraction with
// an empty slot is left out; each draft is completed with its one-word placements.
// Which suggestions a gold brackets: on sentence 1 of the English gold (`[the] [first] Prime
// Minister [of Australia]`, `[a] [founding] justice`, ...) the determiners and adjectives
// suggested are bracketed so; on the whole gold the adjectives mostly are not; the kinds kept
// follow the counts once a kind has been suggested often enough.
void TestAssist::suggestionHabits()
{
    using Kind = OptionalSuggestion::Kind;
    const SuggestionHabits::Counts first = SuggestionHabits::of(englishGold().sentences().at(0));
    const SuggestionHabits::Count determiners = first[size_t(Kind::Determiner)];
    const SuggestionHabits::Count adjectives = first[size_t(Kind::Adjective)];
    QVERIFY(determiners.suggested > 0 && determiners.bracketed == determiners.suggested);
    QVERIFY(adjectives.suggested > 0 && adjectives.bracketed == adjectives.suggested);
    QCOMPARE(SuggestionHabits::of(Sentence()).at(size_t(Kind::Determiner)).suggested, 0);

    SuggestionHabits::Counts whole{};
    for (const Sentence &sentence : englishGold().sentences())
        SuggestionHabits::add(&whole, SuggestionHabits::of(sentence));
    QVERIFY(whole[size_t(Kind::Adjective)].suggested > 1000);
    QVERIFY(4 * whole[size_t(Kind::Adjective)].bracketed < whole[size_t(Kind::Adjective)].suggested * 2);
    QVERIFY(4 * whole[size_t(Kind::Determiner)].bracketed > whole[size_t(Kind::Determiner)].suggested * 3);
    QCOMPARE(SuggestionHabits::kept(whole), SuggestionHabits::keptByDefault());

    const OptionalSuggester::Kinds byDefault = SuggestionHabits::keptByDefault();
    QVERIFY(byDefault.test(size_t(Kind::Determiner)) && byDefault.test(size_t(Kind::Title)));
    QVERIFY(!byDefault.test(size_t(Kind::Adjective)) && !byDefault.test(size_t(Kind::Quantity)));
    QCOMPARE(SuggestionHabits::kept(first), byDefault); // too few suggestions to decide
    SuggestionHabits::Counts counts{};
    counts[size_t(Kind::Adjective)] = {SuggestionHabits::kMinimumSuggested, SuggestionHabits::kMinimumSuggested / 2};
    counts[size_t(Kind::Determiner)] = {40, 19};
    const OptionalSuggester::Kinds kept = SuggestionHabits::kept(counts);
    QVERIFY(kept.test(size_t(Kind::Adjective))); // half of the time is enough
    QVERIFY(!kept.test(size_t(Kind::Determiner)));
    QVERIFY(kept.test(size_t(Kind::Title)));

    // Adverbs: the English gold brackets nine in ten of those suggested, so the chips put them
    // optional; a gold that keeps them plain more than one time in five does not.
    const SuggestionHabits::Count adverbs = whole[size_t(Kind::Adverb)];
    QVERIFY(adverbs.suggested > 1000);
    QVERIFY2(10 * adverbs.bracketed > 8 * adverbs.suggested, "the English gold brackets its adverbs");
    QVERIFY(SuggestionHabits::adverbsOptional(whole));
    QVERIFY(byDefault.test(size_t(Kind::Adverb)));
    QVERIFY(SuggestionHabits::adverbsOptional(SuggestionHabits::Counts{})); // before any: the English habit
    SuggestionHabits::Counts plainAdverbs{};
    plainAdverbs[size_t(Kind::Adverb)] = {100, 79};
    QVERIFY(!SuggestionHabits::adverbsOptional(plainAdverbs));
    plainAdverbs[size_t(Kind::Adverb)] = {100, 80};
    QVERIFY(SuggestionHabits::adverbsOptional(plainAdverbs));
    // The words they are: a sentence's adverbs, not those that carry the fact.
    QVERIFY(OptionalSuggester(*sentenceWithId(QStringLiteral("42"))).optionalAdverbs().contains(QStringLiteral("probably")));
    const QSet<QString> givens = OptionalSuggester(*sentenceWithId(QStringLiteral("154"))).optionalAdverbs();
    QVERIFY(!givens.contains(QStringLiteral("never")));
    // Only before the words they modify: `left him there ,` may end the relation.
    QVERIFY(!OptionalSuggester(*sentenceWithId(QStringLiteral("2"))).optionalAdverbs().contains(QStringLiteral("there")));
}

void TestAssist::draftSynsetsFromExtractions()
{
    const Sentence &sentence = englishGold().sentences().at(0); // He served as the first Prime Minister ...
    SystemOutput a{QStringLiteral("a"), QString(), {}};
    SystemOutput b{QStringLiteral("b"), QString(), {}};
    a.extractions.append(Extraction{QStringLiteral("1"), QStringLiteral("He"), QStringLiteral("became"),
                                    QStringLiteral("a founding justice"), 1});
    a.extractions.append(Extraction{QStringLiteral("1"), QStringLiteral("He"), QStringLiteral("served as"),
                                    QStringLiteral("the first Prime Minister"), 2});
    a.extractions.append(Extraction{QStringLiteral("1"), QStringLiteral("He"), QStringLiteral("left"), QString(), 3});
    b.extractions.append(Extraction{QStringLiteral("1"), QStringLiteral("he"), QStringLiteral("served"),
                                    QStringLiteral("as the first  Prime Minister ."), 1});
    b.extractions.append(Extraction{QStringLiteral("2"), QStringLiteral("He"), QStringLiteral("served as"),
                                    QStringLiteral("the first Prime Minister"), 1});
    const DraftSynsets::BySentence index = DraftSynsets::index({a, b});
    QCOMPARE(index.value(QStringLiteral("1")).size(), 4);
    QCOMPARE(DraftSynsets::index({a, b}, QStringLiteral("2")).size(), 1);
    const QVector<Synset> drafts = DraftSynsets::propose(sentence, index, VerbForms::shared().get());
    QCOMPARE(drafts.size(), 2); // served as (a and b), became (a); `left` has no object
    const Synset &served = drafts.at(0);
    QCOMPARE(DraftSynsets::systemsOf(served), QStringList({QStringLiteral("a"), QStringLiteral("b")}));
    // The suggested optional tokens of the kinds golds keep accepted, as Ctrl+Shift+B does: the
    // determiner, not the adjective (the English gold brackets 27% of the adjectives suggested).
    QCOMPARE(served.triples.at(0).toGoldLine(), QStringLiteral("He --> served as --> [the] first Prime Minister"));
    QCOMPARE(DraftSynsets::systemsOf(served.triples.at(0)), QStringList{QStringLiteral("a")});
    QCOMPARE(served.triples.at(1).toGoldLine(), QStringLiteral("he --> served --> as [the] first Prime Minister ."));
    QCOMPARE(DraftSynsets::systemsOf(served.triples.at(1)), QStringList{QStringLiteral("b")});
    QStringList lines;
    for (const Triple &triple : served.triples)
        lines << triple.toGoldLine();
    // Completed: `He --> served --> as the first ...` (one preposition into the object), made
    // from a's form; nothing the cluster holds is repeated.
    QVERIFY2(lines.contains(QStringLiteral("He --> served --> as [the] first Prime Minister")),
             qPrintable(lines.join(QLatin1Char('\n'))));
    QCOMPARE(QSet<QString>(lines.begin(), lines.end()).size(), lines.size());
    for (const Triple &triple : served.triples.mid(2))
        QVERIFY(DraftSynsets::systemsOf(triple).isEmpty());
    QCOMPARE(drafts.at(1).triples.at(0).toGoldLine(), QStringLiteral("He --> became --> [a] founding justice"));
    // A gold that brackets its adjectives: every kind accepted.
    const QVector<Synset> everyKind
        = DraftSynsets::propose(sentence, index, VerbForms::shared().get(), {OptionalSuggester::allKinds(), {}});
    QCOMPARE(everyKind.at(0).triples.at(0).toGoldLine(), QStringLiteral("He --> served as --> [the] [first] Prime Minister"));
    QCOMPARE(everyKind.at(1).triples.at(0).toGoldLine(), QStringLiteral("He --> became --> [a] [founding] justice"));
    // A word the gold brackets alone nearly everywhere (OptionalWords) optional, as the chips put it.
    const QVector<Synset> learned
        = DraftSynsets::propose(sentence, index, VerbForms::shared().get(),
                                {SuggestionHabits::keptByDefault(), {QStringLiteral("founding")}});
    QCOMPARE(learned.at(0).triples.at(0).toGoldLine(), QStringLiteral("He --> served as --> [the] first Prime Minister"));
    QCOMPARE(learned.at(1).triples.at(0).toGoldLine(), QStringLiteral("He --> became --> [a] [founding] justice"));
    QCOMPARE(DraftSynsets::authorFor({QStringLiteral("x"), QStringLiteral("y")}), QStringLiteral("systems: x, y"));
    QVERIFY(DraftSynsets::propose(englishGold().sentences().at(5), index, nullptr).isEmpty());
}

// The 8 English systems' extractions as drafts: how many of the gold's synsets a draft
// starts (one of its triples as a draft triple, word for word).
void TestAssist::draftSynsetsOfTheEnglishSystems()
{
    QVector<SystemOutput> systems;
    for (const char *name : {"clausie", "minie", "naive_oie", "openie6", "roi_n", "roi_t", "stanford", "m2oie_en"}) {
        SystemOutput output;
        Diagnostics diagnostics;
        QString error;
        QVERIFY2(BenchieSystemReader::readFile(
                     TestData::benchie(QStringLiteral("systems/%1_explicit.txt").arg(QLatin1String(name))),
                     &englishGold(), &output, &diagnostics, &error),
                 qPrintable(error));
        output.name = QLatin1String(name);
        systems.append(output);
    }
    const DraftSynsets::BySentence index = DraftSynsets::index(systems);
    int synsets = 0;
    int exact = 0; // one of its triples is a draft's triple, brackets included
    int matched = 0; // a draft's triple is one of its extractions (BenchIE's matching)
    int drafts = 0;
    for (const Sentence &sentence : englishGold().sentences()) {
        QSet<QString> draftLines;
        const QVector<Synset> proposed = DraftSynsets::propose(sentence, index, VerbForms::shared().get());
        drafts += int(proposed.size());
        QVector<Triple> draftTriples;
        for (const Synset &draft : proposed) {
            for (const Triple &triple : draft.triples) {
                draftLines.insert(triple.toGoldLine());
                draftTriples.append(triple);
            }
        }
        for (const Synset &synset : sentence.synsets) {
            ++synsets;
            bool isExact = false;
            bool isMatched = false;
            for (const Triple &gold : synset.triples) {
                if (gold.isInert())
                    continue;
                isExact = isExact || draftLines.contains(gold.toGoldLine());
                const CompiledSlot compiled[3]
                    = {CompiledSlot(gold.subject()), CompiledSlot(gold.relation()), CompiledSlot(gold.object())};
                for (const Triple &draft : std::as_const(draftTriples)) {
                    bool all = true;
                    for (int s = 0; s < 3 && all; ++s)
                        all = compiled[s].matches(Slot::realizedText(draft.slot(s).source()), true);
                    isMatched = isMatched || all;
                }
            }
            exact += isExact ? 1 : 0;
            matched += isMatched ? 1 : 0;
        }
    }
    // With every suggestion kind accepted (adjectives too, which the gold mostly keeps plain),
    // fewer drafts hold a gold triple as it is.
    int exactEveryKind = 0;
    for (const Sentence &sentence : englishGold().sentences()) {
        QSet<QString> draftLines;
        for (const Synset &draft : DraftSynsets::propose(sentence, index, VerbForms::shared().get(),
                                                         {OptionalSuggester::allKinds(), {}})) {
            for (const Triple &triple : draft.triples)
                draftLines.insert(triple.toGoldLine());
        }
        for (const Synset &synset : sentence.synsets) {
            exactEveryKind += std::any_of(synset.triples.begin(), synset.triples.end(), [&](const Triple &gold) {
                return !gold.isInert() && draftLines.contains(gold.toGoldLine());
            });
        }
    }
    qInfo("English, 8 systems: %d drafts; of %d gold synsets %d hold a draft's triple as it is (%d with every "
          "suggestion kind), %d match one",
          drafts, synsets, exact, exactEveryKind, matched);
    // Measured: 709 match, 200 as it is (158 with every kind), of 1,350.
    QVERIFY(matched > synsets / 2);
    QVERIFY(exact > synsets / 8);
    QVERIFY(exact > exactEveryKind + 20);
}

// A sentence split in two: each draft goes with the words it holds, as synsets do; merged
// again, both parts' drafts are kept.
void TestAssist::draftSynsetsFollowSplitAndMerge()
{
    Sentence sentence;
    sentence.id = QStringLiteral("1");
    sentence.tokens = QStringLiteral("He served as Prime Minister . She became a justice .").split(QLatin1Char(' '));
    sentence.text = sentence.tokens.join(QLatin1Char(' '));
    Synset served;
    served.triples = {parse(QStringLiteral("He --> served as --> Prime Minister"))};
    Synset became;
    became.triples = {parse(QStringLiteral("She --> became --> [a] justice"))};
    sentence.drafts = {became, served};
    const QVector<Sentence> parts = SentenceStructure::split(sentence, 6);
    QCOMPARE(parts.size(), 2);
    QCOMPARE(parts.at(0).drafts.size(), 1);
    QVERIFY(parts.at(0).drafts.at(0).triples == served.triples);
    QCOMPARE(parts.at(1).drafts.size(), 1);
    QVERIFY(parts.at(1).drafts.at(0).triples == became.triples);
    const Sentence merged = SentenceStructure::merge(parts.at(0), parts.at(1));
    QCOMPARE(merged.drafts.size(), 2);
}

void TestAssist::spellingVariants_data()
{
    QTest::addColumn<QString>("slot");
    QTest::addColumn<QStringList>("expected");
    const auto list = [](const char *lines) { return QString::fromUtf8(lines).split(QLatin1Char('|')); };
    // Writings the English gold holds.
    QTest::newRow("quotes glued") << "[the] band released ``Sahara''"
                                  << list("[the] band released [``] Sahara ['']|[the] band released [`] [`] Sahara ['] "
                                          "[']|[the] band released [` `] Sahara [' ']");
    QTest::newRow("quotes optional, two of them") << "[``] A ['']  and [`] [`] B ['] [']"
                                                  << list("[``] A [''] and [``] B ['']|``A'' and ``B''|[`] [`] A ['] "
                                                          "['] and [`] [`] B ['] [']|[` `] A [' '] and [` `] B [' ']");
    QTest::newRow("unpaired quote") << "``Kormoran" << QStringList();
    QTest::newRow("apostrophes are no quotes") << "Childers 's book" << QStringList();
    QTest::newRow("hyphen split") << "[a] step-by-step process" << list("[a] step [-] by [-] step process");
    QTest::newRow("hyphen joined") << "[the] German [-] English Academy" << list("[the] German-English Academy");
    QTest::newRow("hyphen, a group of its own")
        << "[a] [human-powered] machine" << list("[a] human [-] powered machine");
    QTest::newRow("hyphen inside a longer group stays") << "[a] [human-powered flying] machine" << QStringList();
    QTest::newRow("hyphen spaced") << "[France 's] third - largest group" << list("[France 's] third-largest group");
    QTest::newRow("slash") << "Interstate/Johnson Lane" << list("Interstate [/] Johnson Lane");
    QTest::newRow("slash optional") << "Interstate [/] Johnson Lane" << list("Interstate/Johnson Lane");
    QTest::newRow("final dot") << "General Dynamics Corp." << list("General Dynamics Corp [.]");
    QTest::newRow("final dot optional") << "Coca [-] Cola Co [.]" << list("Coca-Cola Co [.]|Coca [-] Cola Co.");
    QTest::newRow("comma glued") << "Pine Plains, New York" << list("Pine Plains , New York|Pine Plains [,] New York");
    QTest::newRow("comma optional") << "Pine Plains [,] New York"
                                    << list("Pine Plains, New York|Pine Plains , New York");
    QTest::newRow("comma and final dot") << "John Crozier, Jr."
                                         << list("John Crozier, Jr [.]|John Crozier , Jr.|John Crozier [,] Jr.");
    QTest::newRow("comma inside a group stays") << "[Pine Plains ,] New York" << QStringList();
    QTest::newRow("abbreviation") << "U.S. Senator" << list("U. S. Senator|U . S . Senator");
    QTest::newRow("abbreviation spaced") << "[the] U . S . S . R ." << list("[the] U.S.S.R.|[the] U. S. S. R.");
    QTest::newRow("one letter is no abbreviation, a title's dot is") << "Dr. Jagan" << list("Dr [.] Jagan");
    QTest::newRow("plain words") << "[the] High Court [of Australia]" << QStringList();
}

void TestAssist::spellingVariants()
{
    QFETCH(QString, slot);
    QFETCH(QStringList, expected);
    const QStringList made = SpellingVariants::of(slot);
    QCOMPARE(made, expected);
    for (const QString &writing : made)
        QCOMPARE(SpellingVariants::squeezed(writing), SpellingVariants::squeezed(slot));
}

// Over the English gold: every writing offered keeps the slot's characters, and the checklist
// offers a good part of the gold's own other writings of a triple (a triple of the same synset
// that differs from another only in spaces and brackets of its quotes, hyphens or dots).
void TestAssist::spellingVariantsOfTheEnglishGold()
{
    const auto words = [](QString slot) {
        slot.replace(QLatin1Char('['), QLatin1Char(' ')).replace(QLatin1Char(']'), QLatin1Char(' '));
        return slot.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    };
    int offered = 0;
    int writings = 0; // triples the gold writes otherwise beside one of the same synset
    int made = 0; // of those, the ones a Spelling row of the checklist offers
    for (const Sentence &sentence : englishGold().sentences()) {
        for (const Synset &synset : sentence.synsets) {
            QSet<QString> lines;
            for (const Triple &triple : synset.triples) {
                if (triple.isInert())
                    continue;
                for (int k = 0; k < 3; ++k) {
                    for (const QString &writing : SpellingVariants::of(triple.slot(k).source())) {
                        ++offered;
                        QCOMPARE(SpellingVariants::squeezed(writing),
                                 SpellingVariants::squeezed(triple.slot(k).source()));
                        Triple variant = triple;
                        variant.setSlot(k, writing);
                        lines.insert(variant.toGoldLine());
                    }
                }
            }
            for (const Triple &triple : synset.triples) {
                if (triple.isInert())
                    continue;
                bool otherWriting = false;
                for (const Triple &other : synset.triples) {
                    if (&other == &triple || other.isInert() || other.toGoldLine() == triple.toGoldLine())
                        continue;
                    int differing = 0;
                    bool same = true;
                    for (int k = 0; k < 3; ++k) {
                        const QString a = other.slot(k).source();
                        const QString b = triple.slot(k).source();
                        if (a == b)
                            continue;
                        ++differing;
                        // The same characters, cut into other words (not brackets alone).
                        same = same && SpellingVariants::squeezed(a) == SpellingVariants::squeezed(b)
                            && words(a) != words(b);
                    }
                    otherWriting = otherWriting || (differing == 1 && same);
                }
                if (otherWriting) {
                    ++writings;
                    made += lines.contains(triple.toGoldLine()) ? 1 : 0;
                }
            }
        }
    }
    qInfo("English gold: %d writings offered; %d of %d triples written otherwise beside another are offered", offered,
          made, writings);
    QVERIFY(writings > 500);
    // 2,306 of 2,921: the rest mix two writings in one slot (`[``] Kormoran ['] [']`, `U. S .`) or
    // put back an optional group (`human [-] powered` beside `[human-powered]`).
    QVERIFY2(made * 10 >= writings * 7, qPrintable(QStringLiteral("%1 of %2").arg(made).arg(writings)));

    // In the checklist: rows of their own kind for the writings the synset lacks.
    Sentence sentence = englishGold().sentences().at(45); // sent_id 46
    sentence.synsets.clear(); // no change learned elsewhere in it
    Synset synset;
    synset.triples = {parse(QStringLiteral("[the] band --> released --> ``Sahara''")),
                      parse(QStringLiteral("[the] band --> released --> [``] Sahara ['']"))};
    QStringList rows;
    for (const VariantChoice &choice : VariantChecklist::of(synset, sentence, nullptr)) {
        if (choice.kind == VariantChoice::Kind::Spelling)
            rows << choice.triple.toGoldLine() + (choice.held ? QStringLiteral(" (held)") : QString());
    }
    QVERIFY2(rows.contains(QStringLiteral("[the] band --> released --> [`] [`] Sahara ['] [']")),
             qPrintable(rows.join(QLatin1Char('\n'))));
    QVERIFY2(rows.contains(QStringLiteral("[the] band --> released --> [` `] Sahara [' ']")),
             qPrintable(rows.join(QLatin1Char('\n'))));
}

#include "test_assist.moc"

// Forms made from the sentence's other facts: a synset that differs from another in one slot
// gets that synset's other triples with the same change, checked (kept 77% of the time in the
// English gold, 75% in BenchIE^FL's, 88% in the German), even where another kind made the form
// unchecked (two words moved into the object); an object continued by a nested fact's words, with
// its placements (unchecked: kept 27%; here none, as only prepositions move into the relation); a
// placement splitting an optional group, its words plain (unchecked: 5%).
// The facts of the other conjuncts (ConjunctFacts), offered in the checklist as new synsets.
void TestAssist::factsOfOtherConjuncts()
{
    const auto tagged = [](const QString &text, const QString &tags) {
        Sentence sentence;
        sentence.tokens = text.split(QLatin1Char(' '));
        sentence.posTags = tags.split(QLatin1Char(' '));
        Q_ASSERT(sentence.tokens.size() == sentence.posTags.size());
        return sentence;
    };
    // Rows of the kind: "checked: " when checked, " (held)" when another synset holds it, then
    // the new synset's lines.
    const auto conjuncts = [](const Sentence &sentence, int index) -> QStringList {
        QStringList rows;
        for (const VariantChoice &choice :
             VariantChecklist::of(sentence.synsets.at(index), sentence, nullptr, nullptr, index)) {
            if (choice.kind != VariantChoice::Kind::OtherConjunct)
                continue;
            QStringList lines;
            for (const Triple &triple :
                 ConjunctFacts::synsetOf(sentence.synsets.at(index).triples, sentence, choice.swap))
                lines << triple.toGoldLine();
            if (int(lines.size()) != choice.synsetSize || lines.first() != choice.triple.toGoldLine())
                return {QStringLiteral("the row does not show its synset")};
            rows << (choice.checked ? QStringLiteral("checked: ") : QString()) + lines.join(QStringLiteral(" | "))
                    + (choice.held ? QStringLiteral(" (held)") : QString());
        }
        return rows;
    };
    // The English gold's sentence 3, with the tagger's tags (`direct` taken for a verb).
    Sentence taxes
        = tagged(QStringLiteral(
                     "It deals with cases of fraud in relation to direct taxes and indirect taxes , tax credits , drug "
                     "smuggling , and money laundering , cases involving United Nations trade sanctions , conflict "
                     "diamonds and CITES ."),
                 QStringLiteral(
                     "PRP VBZ IN NNS IN NN IN NN TO VB NNS CC JJ NNS , NN NNS , NN NN , CC NN NN , NNS VBG NNP NNP NN "
                     "NNS , NN NNS CC NNP ."));
    Synset direct;
    direct.triples = {parse(QStringLiteral("It --> deals with cases of fraud in [relation to] --> direct taxes")),
                      parse(QStringLiteral("It --> deals with cases of fraud in relation --> to direct taxes"))};
    Synset sanctions;
    sanctions.triples = {parse(QStringLiteral("It --> deals with cases involving --> United Nations trade sanctions"))};
    taxes.synsets = {direct, sanctions};
    // Unchecked while the checklist checks forms of this fact (it is not whole yet: the
    // conjuncts' synsets take its forms).
    const QString prefix = QStringLiteral("It --> deals with cases of fraud in [relation to] --> %1 | It --> "
                                          "deals with cases of fraud in relation --> to %1");
    QCOMPARE(
        conjuncts(taxes, 0),
        QStringList({prefix.arg(QStringLiteral("indirect taxes")), prefix.arg(QStringLiteral("tax credits")),
                     prefix.arg(QStringLiteral("drug smuggling")), prefix.arg(QStringLiteral("money laundering"))}));
    bool formsChecked = false;
    for (const VariantChoice &choice : VariantChecklist::of(taxes.synsets.at(0), taxes, nullptr, nullptr, 0))
        formsChecked = formsChecked || (choice.checked && !choice.held && choice.kind != VariantChoice::Kind::OtherConjunct);
    QVERIFY(formsChecked);
    QCOMPARE(conjuncts(taxes, 1),
             QStringList({QStringLiteral("It --> deals with cases involving --> conflict diamonds"),
                          QStringLiteral("It --> deals with cases involving --> CITES")}));
    // A fact another synset holds already is marked held.
    Synset cites;
    cites.triples = {parse(QStringLiteral("It --> deals with cases involving --> CITES"))};
    taxes.synsets.append(cites);
    QCOMPARE(conjuncts(taxes, 1).last(), QStringLiteral("checked: It --> deals with cases involving --> CITES (held)"));
    // With no form of the fact left to check (the army's synset below), they are checked.
    // From a later conjunct, the earlier ones; a shared determiner stays optional.
    Sentence army = tagged(QStringLiteral("The army , an air force and the navy fought the rebels ."),
                           QStringLiteral("DT NN , DT NN NN CC DT NN VBD DT NNS ."));
    Synset navy;
    navy.triples = {parse(QStringLiteral("[the] navy --> fought --> [the] rebels"))};
    army.synsets = {navy};
    QCOMPARE(conjuncts(army, 0),
             QStringList({QStringLiteral("checked: [an] air force --> fought --> [the] rebels"),
                          QStringLiteral("checked: [The] army --> fought --> [the] rebels")}));
    // A subject conjunct stops before the relation; a list without and/or is no coordination;
    // nor is a slot's optional word.
    Sentence played = tagged(QStringLiteral("Smith and Jones played for Leeds , England ."),
                             QStringLiteral("NNP CC NNP VBD IN NNP , NNP ."));
    Synset smith;
    smith.triples = {parse(QStringLiteral("Smith --> played for --> Leeds"))};
    played.synsets = {smith};
    QCOMPARE(conjuncts(played, 0), QStringList({QStringLiteral("Jones --> played for --> Leeds")}));
    // A participle before a conjunct's nouns is one of its words (the English gold's sentence 5),
    // not after them (`cases involving United Nations trade sanctions` above).
    Sentence show = tagged(QStringLiteral("the viewer was happening upon spoof adverts , short sketches , and "
                                          "recurring show elements ."),
                           QStringLiteral("DT NN VBD VBG IN NN NNS , JJ NNS , CC VBG NN NNS ."));
    Synset spoof;
    spoof.triples = {parse(QStringLiteral("[the] viewer --> was happening upon --> spoof adverts"))};
    Synset recurring;
    recurring.triples = {parse(QStringLiteral("[the] viewer --> was happening upon --> recurring show elements"))};
    show.synsets = {spoof, recurring};
    QCOMPARE(conjuncts(show, 0),
             QStringList({QStringLiteral("[the] viewer --> was happening upon --> short sketches"),
                          QStringLiteral("checked: [the] viewer --> was happening upon --> recurring show elements "
                                         "(held)")}));
    QCOMPARE(conjuncts(show, 1),
             QStringList({QStringLiteral("[the] viewer --> was happening upon --> short sketches"),
                          QStringLiteral("checked: [the] viewer --> was happening upon --> spoof adverts (held)")}));
    Sentence tank = tagged(QStringLiteral("It is a classical liberal and libertarian think tank ."),
                           QStringLiteral("PRP VBZ DT JJ JJ CC JJ NN NN ."));
    Synset think;
    think.triples = {parse(QStringLiteral("It --> is --> [a] [classical liberal] [libertarian] think tank"))};
    tank.synsets = {think};
    QVERIFY(conjuncts(tank, 0).isEmpty());
    QCOMPARE(VariantChecklist::kindName(VariantChoice::Kind::OtherConjunct),
             QStringLiteral("the fact of another conjunct: a new synset"));
}

// An article inside a longer optional group left out, one group and one article at a time,
// checked (the English gold holds 188 of the 344 such forms of its triples).
void TestAssist::articleLeftOutOfAGroup()
{
    Sentence sentence;
    sentence.tokens = QStringLiteral("Graner handcuffed him to the bars of a cell window in the end .")
                          .split(QLatin1Char(' '));
    Synset synset;
    synset.triples = {parse(QStringLiteral("Graner --> handcuffed him to --> [the] bars [of a cell window] [in the end]"))};
    sentence.synsets = {synset};
    QStringList made;
    for (const VariantChoice &choice : VariantChecklist::of(synset, sentence, nullptr, nullptr, 0)) {
        if (choice.kind == VariantChoice::Kind::ArticleLeftOut) {
            QVERIFY(choice.checked && !choice.held);
            made << choice.triple.object().source();
        }
    }
    QCOMPARE(made, QStringList({QStringLiteral("[the] bars [of cell window] [in the end]"),
                                QStringLiteral("[the] bars [of a cell window] [in end]")}));
    QCOMPARE(VariantChecklist::kindKey(VariantChoice::Kind::ArticleLeftOut), QStringLiteral("article_left_out"));
    QCOMPARE(VariantChecklist::kindOfKey(QStringLiteral("article_left_out")), VariantChoice::Kind::ArticleLeftOut);
    QCOMPARE(VariantChecklist::kindName(VariantChoice::Kind::ArticleLeftOut),
             QStringLiteral("an article left out of an optional group"));
}

// The object continued by the sentence's next phrases, a preposition first, articles optional,
// unchecked (the English gold keeps 3.8% of those its first triples offer); never over
// punctuation, a conjunction or a word another slot holds; nothing untagged.
void TestAssist::objectContinuedByNextPhrases()
{
    Sentence sentence;
    sentence.tokens = QStringLiteral("He gave a speech in Chicago on the economy , and left .").split(QLatin1Char(' '));
    sentence.posTags = QStringLiteral("PRP VBD DT NN IN NNP IN DT NN , CC VBD .").split(QLatin1Char(' '));
    Synset synset;
    synset.triples = {parse(QStringLiteral("He --> gave --> [a] speech"))};
    sentence.synsets = {synset};
    const auto continued = [](const Synset &synset, const Sentence &sentence) {
        QStringList made;
        for (const VariantChoice &choice : VariantChecklist::of(synset, sentence, nullptr, nullptr, 0)) {
            if (choice.kind == VariantChoice::Kind::ObjectContinued) {
                if (choice.checked)
                    return QStringList{QStringLiteral("checked")};
                made << choice.triple.object().source();
            }
        }
        return made;
    };
    QCOMPARE(continued(synset, sentence),
             QStringList({QStringLiteral("[a] speech in Chicago"), QStringLiteral("[a] speech in Chicago on [the] economy")}));
    // A word another slot holds ends it.
    Synset held;
    held.triples = {parse(QStringLiteral("He --> gave [a] speech on --> Chicago"))};
    QVERIFY(continued(held, sentence).isEmpty());
    Sentence untagged = sentence;
    untagged.posTags.clear();
    QVERIFY(continued(synset, untagged).isEmpty());
    QCOMPARE(VariantChecklist::kindKey(VariantChoice::Kind::ObjectContinued), QStringLiteral("object_continued"));
}

// The forms of one kind the checklist offers to a synset of one triple (`line`) in a sentence of
// these tokens and tags: each form's `slot` (its whole line for -1), `checked ` first when checked.
static QStringList offeredOfOne(const QString &tokens, const QString &tags, const QString &line,
                                VariantChoice::Kind kind, int slot)
{
    Sentence sentence;
    sentence.tokens = tokens.split(QLatin1Char(' '));
    sentence.posTags = tags.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    Synset synset;
    synset.triples = {parse(line)};
    sentence.synsets = {synset};
    QStringList out;
    for (const VariantChoice &choice : VariantChecklist::of(synset, sentence, nullptr, nullptr, 0)) {
        if (choice.kind == kind)
            out << (choice.checked ? QStringLiteral("checked ") : QString())
                    + (slot < 0 ? choice.triple.toGoldLine() : choice.triple.slot(slot).source());
    }
    return out;
}

// The relation continued after one of its words by the sentence's next phrases, a preposition
// first, up to a word another slot holds (the English gold's sentence 220 holds `[The] city -->
// [was] founded by [the] Western Town Lot Company in --> 1880`).
void TestAssist::relationContinuedByNextPhrases()
{
    const auto continued = [](const QString &tokens, const QString &tags, const QString &line) {
        return offeredOfOne(tokens, tags, line, VariantChoice::Kind::RelationContinued, -1);
    };
    QCOMPARE(continued(QStringLiteral("She died of a heart attack in October 1915 ."),
                       QStringLiteral("PRP VBD IN DT NN NN IN NNP CD ."),
                       QStringLiteral("She --> died --> in [October] 1915")),
             QStringList({QStringLiteral("She --> died of [a] heart attack --> in [October] 1915")}));
    // After a word in the middle of the relation: the phrase goes before its next word.
    QCOMPARE(continued(QStringLiteral("The city was founded by the Western Town Lot Company in 1880 ."),
                       QStringLiteral("DT NN VBD VBN IN DT NNP NNP NNP NNP IN CD ."),
                       QStringLiteral("[The] city --> [was] founded in --> 1880")),
             QStringList({QStringLiteral("[The] city --> [was] founded by [the] Western Town Lot Company in --> 1880")}));
    // Not after a word the next of which no preposition is, nor without tags.
    QVERIFY(continued(QStringLiteral("She died quietly in 1915 ."), QStringLiteral("PRP VBD RB IN CD ."),
                      QStringLiteral("She --> died --> in 1915"))
                .isEmpty());
    QVERIFY(continued(QStringLiteral("She died of a heart attack in October 1915 ."), QString(),
                      QStringLiteral("She --> died --> in [October] 1915"))
                .isEmpty());
    QCOMPARE(VariantChecklist::kindKey(VariantChoice::Kind::RelationContinued), QStringLiteral("relation_continued"));
}

// The words leading the relation before its verb one optional group, or plain again (the English
// gold holds both `he --> would pursue --> ...` and `he --> [would] pursue --> ...`), unchecked.
void TestAssist::auxiliariesToggled()
{
    const auto toggled = [](const QString &tokens, const QString &tags, const QString &line) {
        return offeredOfOne(tokens, tags, line, VariantChoice::Kind::AuxiliariesToggled, 1);
    };
    const QString pursue = QStringLiteral("he would pursue a career");
    const QString pursueTags = QStringLiteral("PRP MD VB DT NN");
    QCOMPARE(toggled(pursue, pursueTags, QStringLiteral("he --> would pursue --> [a] career")),
             QStringList({QStringLiteral("[would] pursue")}));
    QCOMPARE(toggled(pursue, pursueTags, QStringLiteral("he --> [would] pursue --> [a] career")),
             QStringList({QStringLiteral("would pursue")}));
    QCOMPARE(toggled(QStringLiteral("soldiers were able to defeat several attacks"),
                     QStringLiteral("NNS VBD JJ TO VB JJ NNS"),
                     QStringLiteral("soldiers --> [were] able to defeat --> several attacks")),
             QStringList({QStringLiteral("[were able to] defeat")}));
    // No verb after them: nothing.
    QVERIFY(toggled(QStringLiteral("it is capable of flight"), QStringLiteral("PRP VBZ JJ IN NN"),
                    QStringLiteral("it --> is capable of --> flight"))
                .isEmpty());
    QVERIFY(toggled(QStringLiteral("he pursued a career"), QStringLiteral("PRP VBD DT NN"),
                    QStringLiteral("he --> pursued --> [a] career"))
                .isEmpty());
    QCOMPARE(VariantChecklist::kindKey(VariantChoice::Kind::AuxiliariesToggled), QStringLiteral("auxiliaries_toggled"));
}

// The object cut before each plain preposition, a word that is not optional left (the English
// gold holds `[the] balloon` beside `[the] balloon to [the] ground`), unchecked.
void TestAssist::objectCutBeforeAPreposition()
{
    const auto cut = [](const QString &tokens, const QString &tags, const QString &line) {
        return offeredOfOne(tokens, tags, line, VariantChoice::Kind::ObjectShortened, 2);
    };
    QCOMPARE(cut(QStringLiteral("They made demands for improved safety in the mines"),
                 QStringLiteral("PRP VBD NNS IN JJ NN IN DT NNS"),
                 QStringLiteral("They --> made --> demands for improved safety in [the] mines")),
             QStringList({QStringLiteral("demands"), QStringLiteral("demands for improved safety")}));
    // Not before a preposition in an optional group, nor leaving optional words only.
    QVERIFY(cut(QStringLiteral("He took a test to see if it worked"), QStringLiteral("PRP VBD DT NN TO VB IN PRP VBD"),
                QStringLiteral("He --> took --> [a] test [to see if it worked]"))
                .isEmpty());
    QVERIFY(cut(QStringLiteral("He rolled the balloon to the ground"), QStringLiteral("PRP VBD DT NN TO DT NN"),
                QStringLiteral("He --> rolled --> [the balloon] to [the] ground"))
                .isEmpty());
    QCOMPARE(VariantChecklist::kindKey(VariantChoice::Kind::ObjectShortened), QStringLiteral("object_shortened"));
}

// A change made elsewhere is not offered where it would repeat words its slot holds already (the
// sentence holding them once), and is offered unchecked where it repeats another slot's words.
void TestAssist::sentenceChangesRepeatingWords()
{
    Sentence sentence;
    sentence.tokens = QStringLiteral("He bought the album and played it .").split(QLatin1Char(' '));
    Synset a;
    a.triples = {parse(QStringLiteral("He --> played --> it")), parse(QStringLiteral("He --> played --> [the] album"))};
    Synset b;
    b.triples = {parse(QStringLiteral("He --> bought [the] album and played --> it")),
                 parse(QStringLiteral("He --> bought --> [the] album and played it"))};
    sentence.synsets = {a, b};
    QStringList changed;
    for (const VariantChoice &choice : VariantChecklist::of(b, sentence, nullptr, nullptr, 1)) {
        if (choice.kind == VariantChoice::Kind::SentenceChange)
            changed << (choice.checked ? QStringLiteral("checked ") : QString()) + choice.triple.toGoldLine();
    }
    // Not `He --> bought --> [the] album and played [the] album`.
    QCOMPARE(changed, QStringList({QStringLiteral("He --> bought [the] album and played --> [the] album"),
                                   QStringLiteral("checked He --> bought --> it and played it")}));
}

// The other conjuncts also as forms of the same fact (the English gold's sentence 3 keeps `deals
// with --> cases of fraud in [relation to] X` for each X in one synset): every triple of the synset
// with its conjunct swapped, unchecked (kept on 0.4% of first triples, `variant-habits`).
void TestAssist::otherConjunctsInTheSameFact()
{
    Sentence taxes;
    taxes.tokens = QStringLiteral("It deals with cases of fraud in relation to direct taxes , tax credits and "
                                  "indirect taxes .")
                       .split(QLatin1Char(' '));
    taxes.posTags
        = QStringLiteral("PRP VBZ IN NNS IN NN IN NN TO VB NNS , NN NNS CC JJ NNS .").split(QLatin1Char(' '));
    Synset fraud;
    fraud.triples = {parse(QStringLiteral("It --> deals with --> cases of fraud in [relation to] direct taxes")),
                     parse(QStringLiteral("It --> deals --> with cases of fraud in [relation to] direct taxes"))};
    taxes.synsets = {fraud};
    QStringList rows;
    for (const VariantChoice &choice : VariantChecklist::of(fraud, taxes, nullptr, nullptr, 0)) {
        if (choice.kind == VariantChoice::Kind::ConjunctInSynset)
            rows << (choice.checked ? QStringLiteral("checked: ") : QString()) + choice.triple.toGoldLine();
    }
    QCOMPARE(rows,
             QStringList({QStringLiteral("It --> deals with --> cases of fraud in [relation to] tax credits"),
                          QStringLiteral("It --> deals --> with cases of fraud in [relation to] tax credits"),
                          QStringLiteral("It --> deals with --> cases of fraud in [relation to] indirect taxes"),
                          QStringLiteral("It --> deals --> with cases of fraud in [relation to] indirect taxes")}));
    QCOMPARE(VariantChecklist::kindKey(VariantChoice::Kind::ConjunctInSynset), QStringLiteral("conjunct_in_synset"));
    QCOMPARE(VariantChecklist::kindOfKey(QStringLiteral("conjunct_in_synset")), VariantChoice::Kind::ConjunctInSynset);
}

void TestAssist::formsFromOtherFactsOffered()
{
    Sentence sentence;
    sentence.tokens
        = QStringLiteral("It also deals with cases involving conflict diamonds and CITES and became a justice of "
                         "the High Court in relation to taxes .")
              .split(QLatin1Char(' '));
    Synset diamonds;
    diamonds.triples = {parse(QStringLiteral("It --> deals with cases involving --> conflict diamonds")),
                        parse(QStringLiteral("It --> deals with --> cases involving conflict diamonds")),
                        parse(QStringLiteral("It --> [also] deals --> with cases involving conflict diamonds"))};
    Synset cites;
    cites.triples = {parse(QStringLiteral("It --> deals with cases involving --> CITES"))};
    Synset nested;
    nested.triples = {parse(QStringLiteral("It --> became [a] justice of --> [the] High Court"))};
    Synset justice;
    justice.triples = {parse(QStringLiteral("It --> became --> [a] justice"))};
    Synset taxes;
    taxes.triples = {parse(QStringLiteral("It --> deals in [relation to] --> taxes"))};
    sentence.synsets = {diamonds, cites, nested, justice, taxes};
    const auto offered = [&](int index, VariantChoice::Kind kind) {
        QStringList lines;
        for (const VariantChoice &choice :
             VariantChecklist::of(sentence.synsets.at(index), sentence, nullptr, nullptr, index)) {
            if (choice.kind == kind && !choice.held)
                lines << (choice.checked ? QStringLiteral("checked: ") : QString()) + choice.triple.toGoldLine();
        }
        return lines;
    };
    QCOMPARE(offered(1, VariantChoice::Kind::Parallel),
             QStringList({QStringLiteral("checked: It --> deals with --> cases involving CITES"),
                          QStringLiteral("checked: It --> [also] deals --> with cases involving CITES")}));
    QCOMPARE(offered(3, VariantChoice::Kind::LongerObject),
             QStringList({QStringLiteral("It --> became --> [a] justice of [the] High Court")}));
    QCOMPARE(offered(4, VariantChoice::Kind::GroupSplit),
             QStringList({QStringLiteral("It --> deals in relation --> to taxes")}));
    // Other object words than prepositions moved into the relation: offered, unchecked (kept 1
    // to 3% of the time in the English gold).
    const QStringList intoRelation = offered(0, VariantChoice::Kind::WordsIntoRelation);
    QVERIFY2(intoRelation.contains(QStringLiteral("It --> [also] deals with cases --> involving conflict diamonds")),
             qPrintable(intoRelation.join(QLatin1Char('\n'))));
    QVERIFY(intoRelation.contains(QStringLiteral("It --> deals with cases involving conflict --> diamonds")));
    for (const QString &line : intoRelation)
        QVERIFY2(!line.startsWith(QStringLiteral("checked:")), qPrintable(line));
    // A synset alone in its sentence gets neither.
    Sentence alone = sentence;
    alone.synsets = {cites};
    for (const VariantChoice &choice : VariantChecklist::of(cites, alone, nullptr, nullptr, 0))
        QVERIFY(choice.kind != VariantChoice::Kind::Parallel && choice.kind != VariantChoice::Kind::LongerObject);
    QCOMPARE(VariantChecklist::kindName(VariantChoice::Kind::Parallel),
             QStringLiteral("like another fact of this sentence"));
}
