// BenchIE^FL triples matched through their words (FlPattern) instead of a list of their forms
// (issue "Robustness, proven": a triple of 22 bracketed words has 4 million forms). Every test
// of a pattern gives what the listed forms give: on random triples against the forms that
// FlForms lists, tested one by one; and on the real golds, where the matcher's routes for every
// extraction of every system are the same when every triple with an optional word is a pattern.
#include "core/benchie/BenchieGoldReader.h"
#include "core/benchie/BenchieSystemReader.h"
#include "core/fl/FlForms.h"
#include "core/fl/FlGold.h"
#include "core/fl/FlMatcher.h"
#include "core/fl/FlPattern.h"
#include "core/fl/FlText.h"

#include "tests/TestData.h"

#include <QRandomGenerator>
#include <QSet>
#include <QTest>

#include <functional>

namespace {

using Reading = FlPattern::Reading;

// The sanitizer builds (OIE_SANITIZER_BUILD) run this 15 times slower: they try a
// TestData::kCaseShare-th of the random triples and only the BenchIE^FL gold with three systems.
constexpr int kShare = TestData::kCaseShare;

// A random slot in the gold's bracket syntax: plain words, bracketed ones, words glued to a
// bracket, two groups in one word, a group of two words, double spaces.
QString randomSlot(QRandomGenerator &random)
{
    static const QStringList vocabulary{QStringLiteral("a"),   QStringLiteral("A"),    QStringLiteral("the"),
                                        QStringLiteral("The"), QStringLiteral("U.S."), QStringLiteral("US"),
                                        QStringLiteral(","),   QStringLiteral("."),    QStringLiteral("x-y"),
                                        QStringLiteral("xy"),  QStringLiteral("is"),   QStringLiteral("b\t"),
                                        QStringLiteral("b"),   QStringLiteral("--"),   QStringLiteral("XXX"),
                                        QStringLiteral("[]")};
    auto word = [&] { return vocabulary.at(int(random.bounded(vocabulary.size()))); };
    QStringList tokens;
    const int count = int(random.bounded(5));
    for (int i = 0; i < count; ++i) {
        switch (random.bounded(8)) {
        case 0:
        case 1:
            tokens.append(QLatin1Char('[') + word() + QLatin1Char(']'));
            break;
        case 2:
            tokens.append(word() + QLatin1Char('[') + word() + QLatin1Char(']'));
            break;
        case 3:
            tokens.append(QLatin1Char('[') + word() + QStringLiteral("][") + word() + QLatin1Char(']'));
            break;
        case 4:
            tokens.append(QLatin1Char('[') + word() + QLatin1Char(' ') + word() + QLatin1Char(']'));
            break;
        default:
            tokens.append(word());
        }
    }
    return tokens.join(random.bounded(6) == 0 ? QStringLiteral("  ") : QStringLiteral(" "));
}

// A random piece near a form's slot: itself, another slot, a character less, upper case, a
// space more.
QString nearPiece(QRandomGenerator &random, const QString &slot, const QString &other)
{
    switch (random.bounded(6)) {
    case 0:
        return other;
    case 1:
        return slot.isEmpty() ? slot : QString(slot).remove(int(random.bounded(slot.size())), 1);
    case 2:
        return slot.toUpper();
    case 3:
        return slot + QLatin1Char(' ');
    default:
        return slot;
    }
}

bool anyForm(const QVector<FlForm> &forms, const std::function<bool(const FlForm &)> &test)
{
    for (const FlForm &form : forms) {
        if (test(form))
            return true;
    }
    return false;
}

QStringList mapped(const QStringList &pieces, const std::function<QString(const QString &)> &map)
{
    QStringList out;
    for (const QString &piece : pieces)
        out.append(map(piece));
    return out;
}

// Every test of `pattern` against what `forms` give, on pieces near the forms.
void checkAgainstForms(QRandomGenerator &random, const FlPattern &pattern, const QVector<FlForm> &forms,
                       const QVector<FlForm> &otherForms, bool official, int *checks)
{
    const auto noPunctSlot = [&](const QString &slot) { return FlText::noPunctSlot(slot, official); };
    const auto squashNoPunct = [](const QString &slot) { return FlText::squash(FlText::noPunct(slot)); };
    for (int round = 0; round < 12; ++round) {
        const FlForm &form = forms.at(int(random.bounded(forms.size())));
        const FlForm &other = otherForms.at(int(random.bounded(otherForms.size())));
        QStringList pieces;
        for (int s = 0; s < form.size(); ++s)
            pieces.append(nearPiece(random, form.at(s), s < other.size() ? other.at(s) : QString()));
        if (random.bounded(10) == 0)
            pieces.append(QStringLiteral("z"));
        const QString where = QStringLiteral("pattern of %1, pieces '%2'")
                                  .arg(form.join(QLatin1Char('|')), pieces.join(QLatin1Char('|')));
        // Exact: the same slots (the matcher never asks for an empty one: no word list equals it).
        const bool exact = anyForm(forms, [&](const FlForm &f) { return f == pieces; });
        if (!pieces.contains(QString()))
            QVERIFY2(pattern.reads(pieces, Reading::Exact) == exact, qPrintable(QStringLiteral("exact, ") + where));
        // Without punctuation, each slot read as the scorer reads it.
        const QStringList noPunct = mapped(pieces, noPunctSlot);
        const bool noPunctExact = anyForm(forms, [&](const FlForm &f) { return mapped(f, noPunctSlot) == noPunct; });
        QVERIFY2(pattern.reads(noPunct, official ? Reading::NoPunctOfficial : Reading::NoPunctPrincipled) == noPunctExact,
                 qPrintable(QStringLiteral("no-punctuation exact, ") + where));
        // LoD's F: the slots joined and squashed, with and without punctuation.
        const QString flat = FlText::squash(pieces.join(QString()));
        QVERIFY2(pattern.flatReads(flat, Reading::Squashed)
                     == anyForm(forms, [&](const FlForm &f) { return FlText::squash(f.join(QString())) == flat; }),
                 qPrintable(QStringLiteral("flat, ") + where));
        const QString flatNoPunct = squashNoPunct(pieces.join(QString()));
        QVERIFY2(pattern.flatReads(flatNoPunct, Reading::SquashedNoPunct)
                     == anyForm(forms, [&](const FlForm &f) { return squashNoPunct(f.join(QString())) == flatNoPunct; }),
                 qPrintable(QStringLiteral("flat without punctuation, ") + where));
        for (int s = 0; s < pattern.slotCount() && s < pieces.size(); ++s) {
            const QString slotWhere = QStringLiteral("slot %1, ").arg(s) + where;
            // LoD's equal and contains.
            const QString squashed = FlText::squash(pieces.at(s));
            QVERIFY2(pattern.slotReads(s, squashed, Reading::Squashed)
                         == anyForm(forms, [&](const FlForm &f) { return FlText::squash(f.at(s)) == squashed; }),
                     qPrintable(QStringLiteral("squashed, ") + slotWhere));
            const QString squashedNoPunct = squashNoPunct(pieces.at(s));
            QVERIFY2(pattern.slotReads(s, squashedNoPunct, Reading::SquashedNoPunct)
                         == anyForm(forms, [&](const FlForm &f) { return squashNoPunct(f.at(s)) == squashedNoPunct; }),
                     qPrintable(QStringLiteral("squashed without punctuation, ") + slotWhere));
            for (const bool withoutPunct : {false, true}) {
                QStringList words = FlText::wordsOf(withoutPunct ? FlText::noPunct(pieces.at(s)) : pieces.at(s), official);
                if (random.bounded(3) == 0 && !words.isEmpty())
                    words.removeAt(int(random.bounded(words.size())));
                if (random.bounded(4) == 0)
                    words.append(QString());
                const bool contained = anyForm(forms, [&](const FlForm &f) {
                    return FlText::containsAll(words, FlText::wordsOf(withoutPunct ? FlText::noPunct(f.at(s)) : f.at(s), official));
                });
                QVERIFY2(pattern.slotContainedIn(s, words, withoutPunct, official) == contained,
                         qPrintable(QStringLiteral("contains '%1' (%2), ").arg(words.join(QLatin1Char('|'))).arg(withoutPunct) + slotWhere));
            }
            // The "is" pairs' test: the slot's forms found in a text around one of them.
            const QString text = official ? pieces.value((s + 1) % pieces.size()) + form.at(s) + pieces.at(s)
                                          : FlText::normalized(QString(pieces.value((s + 1) % pieces.size())
                                                                       + QLatin1Char(' ') + form.at(s)
                                                                       + QLatin1Char(' ') + other.value(s)));
            QSet<QString> found;
            for (const FlForm &f : forms) {
                const QString &slot = f.at(s);
                if (official ? text.contains(slot)
                             : !slot.isEmpty()
                                 && QString(QLatin1Char(' ') + text + QLatin1Char(' ')).contains(QString(QLatin1Char(' ') + slot + QLatin1Char(' '))))
                    found.insert(slot);
            }
            QVERIFY2(pattern.occurrencesIn(s, text, !official) == found,
                     qPrintable(QStringLiteral("occurrences in '%1', ").arg(text) + slotWhere));
            *checks += 1;
        }
    }
}

// Whether some form of each has the same slot.
bool share(const QVector<FlForm> &a, const QVector<FlForm> &b, int slot)
{
    for (const FlForm &x : a) {
        for (const FlForm &y : b) {
            if (slot < x.size() && slot < y.size() && x.at(slot) == y.at(slot))
                return true;
        }
    }
    return false;
}

} // namespace

class TestFlPattern : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void officialPatternsReadAsTheirForms();
    void principledPatternsReadAsTheirForms();
    void firstFormsAreTheOfficialOrdersFirst();
    void aClusterOfManyFormsIsTriedOnItsFirst();
    void realGoldsMatchTheSameThroughPatterns();
    void aTripleOfManyBracketsIsMatchedWhole();
};

void TestFlPattern::officialPatternsReadAsTheirForms()
{
    QRandomGenerator random(20261127);
    int checks = 0, shared = 0;
    QVector<FlForm> previous{FlForm{QStringLiteral("a"), QStringLiteral("is"), QStringLiteral("b")}};
    FlPattern previousPattern = FlPattern::official(previous.first());
    for (int i = 0; i < 3000 / kShare; ++i) {
        QStringList slotTexts{randomSlot(random), randomSlot(random), randomSlot(random)};
        if (random.bounded(8) == 0)
            slotTexts.append(randomSlot(random));
        QVector<FlForm> forms;
        if (FlForms::appendOfficial(slotTexts, &forms, 1024) != FlForms::OfficialExpansion::Whole)
            continue; // unbalanced, or too many forms to test them one by one
        const FlPattern pattern = FlPattern::official(slotTexts);
        checkAgainstForms(random, pattern, forms, previous, true, &checks);
        if (QTest::currentTestFailed())
            return;
        for (int s = 0; s < 3; ++s) {
            if (share(forms, previous, s)) {
                ++shared;
                QVERIFY2(pattern.mayShare(s, previousPattern, s), qPrintable(slotTexts.join(QLatin1Char('|'))));
            }
        }
        previous = forms;
        previousPattern = pattern;
    }
    QVERIFY2(checks > 10000 / kShare && shared > 100 / kShare,
             qPrintable(QStringLiteral("%1 checks, %2 shared").arg(checks).arg(shared)));
}

void TestFlPattern::principledPatternsReadAsTheirForms()
{
    QRandomGenerator random(1127);
    int checks = 0, shared = 0;
    QVector<FlForm> previous{FlForm{QStringLiteral("a"), QStringLiteral("is"), QStringLiteral("b")}};
    FlPattern previousPattern = FlPattern::principled(Triple(QStringLiteral("a"), QStringLiteral("is"), QStringLiteral("b")));
    for (int i = 0; i < 3000 / kShare; ++i) {
        const Triple triple(randomSlot(random), randomSlot(random), randomSlot(random));
        QVector<FlForm> forms;
        bool capped = false;
        FlForms::appendPrincipled(triple, &forms, 1 << 20, &capped);
        QVERIFY(!capped);
        const FlPattern pattern = FlPattern::principled(triple);
        checkAgainstForms(random, pattern, forms, previous, false, &checks);
        if (QTest::currentTestFailed())
            return;
        for (int s = 0; s < 3; ++s) {
            // Principled words are never empty: shares() is exact, and mayShare() never says no wrongly.
            qsizetype work = qsizetype(1) << 20;
            const bool same = share(forms, previous, s);
            QCOMPARE(pattern.shares(s, previousPattern, s, &work), same);
            if (same) {
                ++shared;
                QVERIFY(pattern.mayShare(s, previousPattern, s));
            }
        }
        previous = forms;
        previousPattern = pattern;
    }
    QVERIFY2(checks > 10000 / kShare && shared > 100 / kShare,
             qPrintable(QStringLiteral("%1 checks, %2 shared").arg(checks).arg(shared)));
}

// docs/scoring/fl.md 5: a cluster of more than 100,000 forms is tried on its first 5,000. A
// pattern finds whether one of its first `count` forms reads as given pieces by the rank of the
// earliest drop set that reads so; here against the forms FlForms lists, cut at `count`.
void TestFlPattern::firstFormsAreTheOfficialOrdersFirst()
{
    QRandomGenerator random(5000);
    int checks = 0, inside = 0, outside = 0;
    for (int i = 0; i < 1500 / kShare; ++i) {
        QStringList slotTexts;
        for (int s = 0; s < 3; ++s)
            slotTexts.append(randomSlot(random) + QLatin1Char(' ') + randomSlot(random));
        QVector<FlForm> forms;
        if (FlForms::appendOfficial(slotTexts, &forms, 1 << 14) != FlForms::OfficialExpansion::Whole || forms.size() < 16)
            continue;
        const FlPattern pattern = FlPattern::official(slotTexts);
        QCOMPARE(pattern.officialFormCount(), forms.size());
        const qsizetype count = 1 + qsizetype(random.bounded(int(random.bounded(2) ? forms.size() : std::min<qsizetype>(forms.size(), 64))));
        const auto noPunct = [](const QStringList &parts) {
            return mapped(parts, [](const QString &slot) { return FlText::noPunctSlot(slot, true); });
        };
        for (int round = 0; round < 8; ++round) {
            // A form just before or after the cut, another anywhere, or one slot changed.
            const qsizetype near = std::clamp<qsizetype>(count - 2 + qsizetype(random.bounded(4)), 0, forms.size() - 1);
            const FlForm &form = forms.at(round % 2 ? near : qsizetype(random.bounded(int(forms.size()))));
            QStringList pieces = form;
            if (round == 7)
                pieces[int(random.bounded(3))] = forms.at(qsizetype(random.bounded(int(forms.size())))).at(0);
            const QStringList target = noPunct(pieces);
            bool expected = false;
            for (qsizetype f = 0; f < count && !expected; ++f)
                expected = noPunct(forms.at(f)) == target;
            (expected ? inside : outside) += 1;
            QVERIFY2(pattern.readsAmongFirst(target, FlPattern::Reading::NoPunctOfficial, count) == expected,
                     qPrintable(QStringLiteral("first %1 of '%2' (%3 forms), pieces '%4'")
                                    .arg(count)
                                    .arg(slotTexts.join(QStringLiteral(" --> ")))
                                    .arg(forms.size())
                                    .arg(target.join(QLatin1Char('|')))));
            if (!pieces.contains(QString())) {
                bool exact = false;
                for (qsizetype f = 0; f < count && !exact; ++f)
                    exact = forms.at(f) == pieces;
                QVERIFY2(pattern.readsAmongFirst(pieces, FlPattern::Reading::Exact, count) == exact,
                         qPrintable(QStringLiteral("exact, first %1 of '%2', pieces '%3'")
                                        .arg(count)
                                        .arg(slotTexts.join(QStringLiteral(" --> ")), pieces.join(QLatin1Char('|')))));
            }
            ++checks;
        }
    }
    QVERIFY2(checks > 2000 / kShare && inside > 500 / kShare && outside > 500 / kShare,
             qPrintable(QStringLiteral("%1 checks, %2 inside, %3 outside").arg(checks).arg(inside).arg(outside)));
}

// The same rule through the gold: a cluster of two triples of 16 bracketed words (131,072 forms)
// and a small one, compiled with its big triples as patterns (ranked first forms) and with
// every form listed (listedOptionals 64): the same no-punctuation routes for forms around the
// 5,000th, anywhere in the first triple, and from the second and third (never in the first 5,000).
void TestFlPattern::aClusterOfManyFormsIsTriedOnItsFirst()
{
    QStringList words;
    for (int i = 0; i < 16; ++i)
        words.append(QStringLiteral("[w%1]").arg(i));
    const QString bracketed = words.join(QLatin1Char(' '));
    const QStringList triples{QStringLiteral("He --> became --> ") + bracketed + QStringLiteral(" justice"),
                              QStringLiteral("He --> was --> ") + bracketed, QStringLiteral("He --> is --> [a] judge")};
    const QString text = QStringLiteral("sent_id:1\tHe became a justice .\n1--> Cluster 1:\n") + triples.join(QLatin1Char('\n'))
        + QLatin1Char('\n');
    Diagnostics diagnostics;
    const Benchmark gold = BenchieGoldReader::readBytes(text.toUtf8(), QStringLiteral("gold"), &diagnostics, false);
    QStringList problems;
    const FlOptions options = FlOptions::officialScorer();
    const FlSentenceGold ranked = FlGold::compile(gold.sentences().first(), options, &problems);
    const FlSentenceGold listed = FlGold::compile(gold.sentences().first(), options, &problems, nullptr, 64);
    QCOMPARE(ranked.clusters.first().firstForms.size(), 1); // the first triple holds the first 5,000
    QVERIFY(listed.clusters.first().firstForms.isEmpty());
    QVector<FlForm> forms;
    for (const QString &triple : triples)
        FlForms::appendOfficial(triple.split(QStringLiteral(" --> ")), &forms, 1 << 17);
    QCOMPARE(forms.size(), (1 << 17) + 2);
    QRandomGenerator random(16);
    QVector<qsizetype> picks;
    for (qsizetype f = 4990; f < 5010; ++f)
        picks.append(f);
    for (int i = 0; i < 60; ++i)
        picks.append(qsizetype(random.bounded(int(forms.size()))));
    picks.append(forms.size() - 1);
    int matched = 0;
    for (qsizetype f : std::as_const(picks)) {
        const FlForm &form = forms.at(f);
        const Extraction extraction{QStringLiteral("1"), form.at(0), form.at(1), form.at(2)};
        const quint8 expected = FlMatcher(listed, options).match({extraction}).first().first();
        const quint8 actual = FlMatcher(ranked, options).match({extraction}).first().first();
        QVERIFY2((expected & FlRoute::ExactNoPunct) == (actual & FlRoute::ExactNoPunct),
                 qPrintable(QStringLiteral("form %1: '%2'").arg(f).arg(FlMatcher::officialString(extraction))));
        matched += (actual & FlRoute::ExactNoPunct) ? 1 : 0;
    }
    QVERIFY2(matched >= 10 && matched < picks.size() - 10, qPrintable(QString::number(matched)));
}

// Every triple with an optional word made a pattern (listedOptionals 0) against the usual
// compilation, on the BenchIE^FL 300 gold with its seven systems and the English BenchIE gold
// with four systems: the same routes for every (extraction, cluster) pair, in both modes.
void TestFlPattern::realGoldsMatchTheSameThroughPatterns()
{
    struct Case
    {
        QString gold;
        QStringList systems;
    };
    QStringList flSystems;
    for (const char *name : {"reverb", "clausie", "minie", "imojie", "openie6", "m2oie", "compactie"})
        flSystems.append(TestData::path(QStringLiteral("benchie_fl/systems/%1_benchie_form.txt").arg(QLatin1String(name))));
    QStringList enSystems;
    for (const char *name : {"clausie", "minie", "openie6", "stanford"})
        enSystems.append(TestData::benchie(QStringLiteral("systems/%1_explicit.txt").arg(QLatin1String(name))));
#ifdef OIE_SANITIZER_BUILD
    const QVector<Case> cases{{TestData::path(QStringLiteral("benchie_fl/benchie_fl_gold_300.txt")), flSystems.mid(0, 3)}};
#else
    const QVector<Case> cases{{TestData::path(QStringLiteral("benchie_fl/benchie_fl_gold_300.txt")), flSystems},
                              {TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt")), enSystems}};
#endif
    for (const Case &c : cases) {
        Benchmark gold;
        Diagnostics diagnostics;
        QString error;
        QVERIFY2(BenchieGoldReader::readFile(c.gold, &gold, &diagnostics, &error), qPrintable(error));
        QVector<SystemOutput> systems;
        for (const QString &path : c.systems) {
            QFile file(path);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
            systems.append({path, path, BenchieSystemReader::readBytes(file.readAll(), path, &gold, &diagnostics).extractions});
        }
        for (const bool official : {true, false}) {
            const FlOptions options = official ? FlOptions::officialScorer() : FlOptions();
            qint64 pairs = 0, patterns = 0, routed = 0, isPatterns = 0, alternatives = 0;
            for (const Sentence &sentence : gold.sentences()) {
                QStringList problems;
                const FlSentenceGold listed = FlGold::compile(sentence, options, &problems);
                const FlSentenceGold matched = FlGold::compile(sentence, options, &problems, nullptr, 0);
                for (const FlCluster &cluster : matched.clusters)
                    patterns += cluster.patterns.size();
                isPatterns += matched.isPatterns.size();
                for (const SystemOutput &system : std::as_const(systems)) {
                    QVector<Extraction> extractions;
                    for (qsizetype e = 0; e < system.extractions.size(); ++e) {
                        if (system.extractions.sentenceId(e) == sentence.id)
                            extractions.append(system.extractions.at(e));
                    }
                    const QVector<QVector<quint8>> expected = FlMatcher(listed, options).match(extractions);
                    const QVector<QVector<quint8>> actual = FlMatcher(matched, options).match(extractions);
                    for (int e = 0; e < extractions.size(); ++e) {
                        pairs += expected.at(e).size();
                        for (quint8 routes : expected.at(e)) {
                            routed += routes ? 1 : 0;
                            alternatives += (routes & FlRoute::Alternative) ? 1 : 0;
                        }
                        QVERIFY2(expected.at(e) == actual.at(e),
                                 qPrintable(QStringLiteral("%1, sentence %2, %3: '%4'")
                                                .arg(c.gold, sentence.id, official ? QStringLiteral("official") : QStringLiteral("principled"),
                                                     FlMatcher::officialString(extractions.at(e)))));
                    }
                }
            }
            qInfo("%s, %s: %lld patterns (%lld of \"is\" triples), %lld (extraction, cluster) pairs, %lld with a "
                  "route, %lld of them an alternative", qPrintable(c.gold), official ? "official" : "principled",
                  patterns, isPatterns, pairs, routed, alternatives);
            QVERIFY(patterns > 1000 && isPatterns > 10 && routed > 500 / kShare && alternatives > 10 / kShare);
        }
    }
}

// The fuzz campaign's triple of 22 bracketed words (tests/data/fuzz_fl_official_brackets.txt):
// its 4 million forms are no longer listed, and a form far down the official order (all but
// two optional words dropped), which the listed forms never reached, is matched.
void TestFlPattern::aTripleOfManyBracketsIsMatchedWhole()
{
    Benchmark gold;
    Diagnostics diagnostics;
    QString error;
    QVERIFY2(BenchieGoldReader::readFile(QStringLiteral(OIE_TEST_DATA_DIR "/fuzz_fl_official_brackets.txt"), &gold,
                                         &diagnostics, &error),
             qPrintable(error));
    const Sentence &sentence = gold.sentences().first();
    const Triple &triple = sentence.synsets.first().triples.first();
    for (const bool official : {true, false}) {
        const FlOptions options = official ? FlOptions::officialScorer() : FlOptions();
        QStringList problems;
        const FlSentenceGold compiled = FlGold::compile(sentence, options, &problems);
        QCOMPARE(compiled.clusters.size(), 1);
        QCOMPARE(compiled.clusters.first().formCount, 0); // nothing listed
        QCOMPARE(compiled.clusters.first().patterns.size(), 1);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        // Keep the first two optional words of the subject, drop every other.
        QStringList kept[3];
        int optional = 0;
        for (int s = 0; s < 3; ++s) {
            for (const QString &word : FlText::words(triple.slot(s).source())) {
                const bool bracketed = word.contains(QLatin1Char('['));
                if (!bracketed || optional++ < 2)
                    kept[s].append(QString(word).remove(QLatin1Char('[')).remove(QLatin1Char(']')));
            }
        }
        QVERIFY(optional >= 20);
        const Extraction extraction{sentence.id, kept[0].join(QLatin1Char(' ')), kept[1].join(QLatin1Char(' ')),
                                    kept[2].join(QLatin1Char(' '))};
        const QVector<QVector<quint8>> routes = FlMatcher(compiled, options).match({extraction});
        QVERIFY2(routes.first().first() & FlRoute::Exact, qPrintable(FlMatcher::officialString(extraction)));
        Extraction wrong = extraction;
        wrong.object += QStringLiteral(" more");
        QCOMPARE(FlMatcher(compiled, options).match({wrong}).first().first() & FlRoute::Exact, 0);
    }
}

QTEST_GUILESS_MAIN(TestFlPattern)
#include "test_fl_pattern.moc"
