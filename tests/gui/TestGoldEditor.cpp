// The domain rules of GoldEditor, the undo facade over the studio document, without any
// widget (a GUI-less application: constructing a widget would abort): the effect of every
// public edit, the cluster headers written after it, gold membership, refused edits that push
// nothing, and undo / redo giving back the exact previous state (the BenchIE text written by
// BenchieGoldWriter and the whole model as a project file, byte for byte). On a small gold
// written here and on the real English BenchIE gold.

#include "core/benchie/BenchieGoldWriter.h"
#include "core/benchie/BenchieScorer.h"
#include "core/document/ProjectFile.h"
#include "core/document/StudioDocument.h"
#include "tests/TestData.h"
#include "ui/edit/GoldEditor.h"

#include <QDateTime>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <functional>
#include <memory>

namespace {

// Sentence 2's headers do not name their positions; sentence 3 has no synsets (the end of the
// file closes an empty block for it). "a note , not a triple" is an inert member.
const QByteArray kSmall = "sent_id:1\tAlice met Bob in Paris .\n"
                          "1--> Cluster 1:\n"
                          "Alice --> met --> Bob\n"
                          "Alice --> met --> Bob [in Paris]\n"
                          "1--> Cluster 2:\n"
                          "Alice --> met Bob in --> Paris\n"
                          "1--> Cluster 3:\n"
                          "Bob --> was in --> Paris\n"
                          "\n"
                          "sent_id:2\tDan ran home fast .\n"
                          "2--> Cluster 2:\n"
                          "Dan --> ran --> home\n"
                          "a note , not a triple\n"
                          "2--> Cluster 1:\n"
                          "Dan --> ran home --> fast\n"
                          "\n"
                          "sent_id:3\tCarol left .\n";

// The first sentence's block, for building expected texts.
const QByteArray kBlock1 = "sent_id:1\tAlice met Bob in Paris .\n"
                           "1--> Cluster 1:\n"
                           "Alice --> met --> Bob\n"
                           "Alice --> met --> Bob [in Paris]\n"
                           "1--> Cluster 2:\n"
                           "Alice --> met Bob in --> Paris\n"
                           "1--> Cluster 3:\n"
                           "Bob --> was in --> Paris\n";

QByteArray withBlock1(const QByteArray &block)
{
    QByteArray text = kSmall;
    return text.replace(kBlock1, block);
}

// What an edit leaves: the gold as BenchIE text, and the whole model (entity flags, authors,
// times, gold membership) as a project file.
struct State
{
    QByteArray gold;
    QByteArray project;
};

State stateOf(const Benchmark &benchmark)
{
    ProjectFile project;
    project.benchmark = benchmark;
    return {BenchieGoldWriter::toBytes(benchmark), project.toBytes()};
}

// Known, reported: ScoringSession::replaceSentence rescores (BenchieScorer::rescoreSentence) only
// the extractions already attached to the sentence, so those of a sentence that an edit takes
// into the gold stay ignored until the next full rescore.
QString counts(const SystemScore &score)
{
    return QStringLiteral("ignored %1, TP %2, FP %3, FN %4")
        .arg(QString::number(score.ignored), QString::number(score.totals.tp), QString::number(score.totals.fp),
             QString::number(score.totals.fn));
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The BenchIE text of `text` after an edit of sentence `id`, built from the file's lines (not
// by the studio's writer): `edit` changes the members of the sentence's synsets, and every
// header of that sentence is then written in canonical form ("ID--> Cluster K:"); every
// other byte stays.
QByteArray editedText(const QByteArray &text, const QString &id, int *synsetCount,
                      const std::function<void(QVector<QStringList> *)> &edit)
{
    QStringList lines = QString::fromUtf8(text).split(QLatin1Char('\n'));
    const QString start = QStringLiteral("sent_id:") + id + QLatin1Char('\t');
    int first = 0;
    while (first < lines.size() && !lines.at(first).startsWith(start))
        ++first;
    int end = first + 1;
    while (end < lines.size() && !lines.at(end).isEmpty())
        ++end;
    QVector<QStringList> synsets;
    for (int i = first + 1; i < end; ++i) {
        const QString &line = lines.at(i);
        if (!line.contains(QLatin1String(" --> ")) && line.contains(QLatin1String("Cluster")))
            synsets.append(QStringList());
        else if (!synsets.isEmpty())
            synsets.last().append(line);
    }
    *synsetCount = int(synsets.size());
    edit(&synsets);
    QStringList block = {lines.at(first)};
    for (int k = 0; k < synsets.size(); ++k) {
        block.append(id + QStringLiteral("--> Cluster ") + QString::number(k + 1) + QLatin1Char(':'));
        block += synsets.at(k);
    }
    lines = lines.mid(0, first) + block + lines.mid(end);
    return lines.join(QLatin1Char('\n')).toUtf8();
}

} // namespace

class TestGoldEditor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void addTripleToSynsetAndNewSynset();
    void addTripleTakesSentenceIntoGold();
    void replaceTripleKeepsEntityFlag();
    void duplicateTripleStampsTheCopy();
    void moveTripleRenumbersHeaders();
    void deleteTripleAndSynsetRenumberHeaders();
    void setEntityCleanOnlyWhenItChanges();
    void anyEditRewritesOffPositionHeaders();
    void realGoldEditsUndoRedo();

private:
    State state() const { return stateOf(m_document->benchmark()); }
    const Sentence &sentence(int index) const { return m_document->benchmark().sentences().at(index); }
    // Undo gives `before` back and redo `after`, byte for byte; the stack is left as it was.
    void checkUndoRedo(const State &before, const State &after);
    // The stack did not move (a refused edit).
    void checkNothingPushed(int count, const State &now);
    bool isStamped(const Triple &triple) const;

    QTemporaryDir m_dir;
    QString m_small;
    QDateTime m_started;
    std::unique_ptr<StudioDocument> m_document;
    std::unique_ptr<QUndoStack> m_stack;
    std::unique_ptr<GoldEditor> m_editor;
};

void TestGoldEditor::initTestCase()
{
    QVERIFY(!QCoreApplication::instance()->inherits("QGuiApplication"));
    QVERIFY(m_dir.isValid());
    m_small = m_dir.filePath(QStringLiteral("small.txt"));
    QVERIFY(writeFile(m_small, kSmall));
    GoldEditor::setAuthor(QStringLiteral("  tester "));
    QCOMPARE(GoldEditor::author(), QStringLiteral("tester"));
}

void TestGoldEditor::init()
{
    m_document = std::make_unique<StudioDocument>();
    QString error;
    QVERIFY2(m_document->openGold(m_small, &error), qPrintable(error));
    m_stack = std::make_unique<QUndoStack>();
    m_editor = std::make_unique<GoldEditor>(m_document.get(), m_stack.get());
    m_started = QDateTime::currentDateTimeUtc();
    QCOMPARE(state().gold, kSmall);
    QCOMPARE(m_document->benchmark().sentences().size(), 3);
}

void TestGoldEditor::cleanup()
{
    m_editor.reset();
    m_stack.reset();
    m_document.reset();
}

void TestGoldEditor::checkUndoRedo(const State &before, const State &after)
{
    const int index = m_stack->index();
    QCOMPARE(state().gold, after.gold);
    QCOMPARE(state().project, after.project);
    m_stack->undo();
    QCOMPARE(state().gold, before.gold);
    QCOMPARE(state().project, before.project);
    m_stack->redo();
    QCOMPARE(state().gold, after.gold);
    QCOMPARE(state().project, after.project);
    QCOMPARE(m_stack->index(), index);
}

void TestGoldEditor::checkNothingPushed(int count, const State &now)
{
    QCOMPARE(m_stack->count(), count);
    QCOMPARE(m_stack->index(), count);
    QCOMPARE(state().gold, now.gold);
    QCOMPARE(state().project, now.project);
}

bool TestGoldEditor::isStamped(const Triple &triple) const
{
    return triple.author() == QLatin1String("tester") && triple.modified() >= m_started
        && triple.modified() <= QDateTime::currentDateTimeUtc();
}

void TestGoldEditor::addTripleToSynsetAndNewSynset()
{
    const State original = state();
    QCOMPARE(
        m_editor->addTriple(
            0, 1, Triple(QStringLiteral("Alice"), QStringLiteral("met Bob in"), QStringLiteral("[the city of] Paris"))),
        1);
    QCOMPARE(m_stack->count(), 1);
    QCOMPARE(m_stack->undoText(), QStringLiteral("Add triple to synset 2"));
    QVERIFY(isStamped(sentence(0).synsets.at(1).triples.at(1)));
    QCOMPARE(sentence(0).synsets.at(1).headerLine, QStringLiteral("1--> Cluster 2:")); // still names its place
    QByteArray block = kBlock1;
    block.replace("Alice --> met Bob in --> Paris\n",
                  "Alice --> met Bob in --> Paris\nAlice --> met Bob in --> [the city of] Paris\n");
    const State one = state();
    QCOMPARE(one.gold, withBlock1(block));
    checkUndoRedo(original, one);

    QCOMPARE(m_editor->addTriple(0, -1, Triple(QStringLiteral("Bob"), QStringLiteral("met"), QStringLiteral("Alice"))),
             3);
    QCOMPARE(m_stack->undoText(), QStringLiteral("Add triple to new synset 4"));
    QCOMPARE(sentence(0).synsets.size(), 4);
    QVERIFY(sentence(0).synsets.at(3).headerLine.isNull()); // made here: the canonical header is written
    const State two = state();
    QCOMPARE(two.gold, withBlock1(block + "1--> Cluster 4:\nBob --> met --> Alice\n"));
    checkUndoRedo(one, two);
    m_stack->undo();
    m_stack->undo();
    QCOMPARE(state().gold, original.gold);
    QCOMPARE(state().project, original.project);

    // Refused: no such sentence or synset, an inert line.
    const Triple triple(QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"));
    QCOMPARE(m_editor->addTriple(3, 0, triple), -1);
    QCOMPARE(m_editor->addTriple(-1, -1, triple), -1);
    QCOMPARE(m_editor->addTriple(0, 3, triple), -1);
    QCOMPARE(m_editor->addTriple(0, -2, triple), -1);
    QCOMPARE(m_editor->addTriple(0, 0, Triple::inertLine(QStringLiteral("a note"))), -1);
    QCOMPARE(m_stack->index(), 0);
    QCOMPARE(m_stack->count(), 2); // the undone edits are still there to redo
    QCOMPARE(state().gold, original.gold);
}

void TestGoldEditor::addTripleTakesSentenceIntoGold()
{
    // A sentence line with no block of clusters: the official scorer leaves the sentence out
    // of the gold and ignores its extractions.
    const QByteArray bare = "sent_id:1\tCarol left .\n";
    const QString path = m_dir.filePath(QStringLiteral("bare.txt"));
    const QString system = m_dir.filePath(QStringLiteral("system.txt"));
    QVERIFY(writeFile(path, bare));
    QVERIFY(writeFile(system, "1\tCarol\tleft\tearly\n"));
    QString error;
    QVERIFY2(m_document->openGold(path, &error), qPrintable(error));
    QVERIFY2(m_document->addSystem(QStringLiteral("s"), system, &error), qPrintable(error));
    // The scores kept live by the session, and those of the gold scored anew.
    const auto live = [this]() { return counts(m_document->session().scores().at(0)); };
    const auto fresh = [this]() {
        const BenchieScorer scorer(m_document->benchmark(), m_document->session().facet());
        return counts(scorer.score(m_document->session().systems().at(0)));
    };
    QVERIFY(!sentence(0).inGold);
    QCOMPARE(fresh(), QStringLiteral("ignored 1, TP 0, FP 0, FN 0"));
    QCOMPARE(live(), fresh());
    const State original = state();
    QCOMPARE(original.gold, bare);

    // A triple takes it into the gold: its extraction is scored, and correct.
    QCOMPARE(
        m_editor->addTriple(0, -1, Triple(QStringLiteral("Carol"), QStringLiteral("left"), QStringLiteral("early"))),
        0);
    QVERIFY(sentence(0).inGold);
    QCOMPARE(fresh(), QStringLiteral("ignored 0, TP 1, FP 0, FN 0"));
    QCOMPARE(live(), fresh());
    const State added = state();
    QCOMPARE(added.gold, bare + "1--> Cluster 1:\nCarol --> left --> early\n");
    checkUndoRedo(original, added);
    m_stack->undo();
    QVERIFY(!sentence(0).inGold);
    QCOMPARE(fresh(), QStringLiteral("ignored 1, TP 0, FP 0, FN 0"));
    QCOMPARE(live(), fresh());
    m_stack->redo();

    // Deleting its last synset leaves the sentence in the gold: its extraction is now wrong.
    QVERIFY(m_editor->deleteSynset(0, 0));
    QVERIFY(sentence(0).synsets.isEmpty());
    QVERIFY(sentence(0).inGold);
    QCOMPARE(fresh(), QStringLiteral("ignored 0, TP 0, FP 1, FN 0"));
    QCOMPARE(live(), fresh());
    const State emptied = state();
    QCOMPARE(emptied.gold, bare); // the text cannot tell, the project can
    QVERIFY(emptied.project != original.project);
    checkUndoRedo(added, emptied);
}

void TestGoldEditor::replaceTripleKeepsEntityFlag()
{
    QVERIFY(m_editor->setEntityClean(0, 0, 0, true));
    const State clean = state();
    QVERIFY(m_editor->replaceTriple(
        0, 0, 0, Triple(QStringLiteral("Alice"), QStringLiteral("met"), QStringLiteral("Bob Smith"))));
    QCOMPARE(m_stack->undoText(), QStringLiteral("Replace triple 1 of synset 1"));
    const Triple &replaced = sentence(0).synsets.at(0).triples.at(0);
    QCOMPARE(replaced.object().source(), QStringLiteral("Bob Smith"));
    QVERIFY(replaced.isEntityClean()); // the flag of the triple it replaced
    QVERIFY(isStamped(replaced));
    QByteArray block = kBlock1;
    block.replace("Alice --> met --> Bob\n", "Alice --> met --> Bob Smith\n");
    const State after = state();
    QCOMPARE(after.gold, withBlock1(block));
    checkUndoRedo(clean, after);

    // Refused: the same triple (whatever its flag says), an inert line, no such triple.
    QVERIFY(!m_editor->replaceTriple(
        0, 0, 0, Triple(QStringLiteral("Alice"), QStringLiteral("met"), QStringLiteral("Bob Smith"))));
    QVERIFY(!m_editor->replaceTriple(0, 0, 0, sentence(0).synsets.at(0).triples.at(0)));
    QVERIFY(!m_editor->replaceTriple(0, 0, 0, Triple::inertLine(QStringLiteral("x"))));
    QVERIFY(!m_editor->replaceTriple(0, 0, 2, Triple(QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"))));
    QVERIFY(!m_editor->replaceTriple(0, 3, 0, Triple(QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"))));
    checkNothingPushed(2, after);
}

void TestGoldEditor::duplicateTripleStampsTheCopy()
{
    const State original = state();
    QVERIFY(m_editor->duplicateTriple(0, 0, 1));
    QCOMPARE(m_stack->undoText(), QStringLiteral("Duplicate triple 2 of synset 1"));
    const QVector<Triple> &triples = sentence(0).synsets.at(0).triples;
    QCOMPARE(triples.size(), 3);
    QVERIFY(triples.at(2) == triples.at(1));
    QVERIFY(isStamped(triples.at(2)));
    QVERIFY(triples.at(1).author().isEmpty());
    QByteArray block = kBlock1;
    block.replace("Alice --> met --> Bob [in Paris]\n",
                  "Alice --> met --> Bob [in Paris]\nAlice --> met --> Bob [in Paris]\n");
    const State after = state();
    QCOMPARE(after.gold, withBlock1(block));
    checkUndoRedo(original, after);

    QVERIFY(!m_editor->duplicateTriple(0, 0, 3));
    QVERIFY(!m_editor->duplicateTriple(0, 3, 0));
    QVERIFY(!m_editor->duplicateTriple(3, 0, 0));
    checkNothingPushed(1, after);
}

void TestGoldEditor::moveTripleRenumbersHeaders()
{
    const State original = state();
    // To a later synset: every synset keeps its place, so every header read stays.
    QCOMPARE(m_editor->moveTriple(0, 0, 1, 2), 2);
    QCOMPARE(m_stack->undoText(), QStringLiteral("Move triple from synset 1 to synset 3"));
    for (const Synset &synset : sentence(0).synsets)
        QVERIFY(!synset.headerLine.isNull());
    const State later = state();
    QCOMPARE(later.gold,
             withBlock1("sent_id:1\tAlice met Bob in Paris .\n"
                        "1--> Cluster 1:\n"
                        "Alice --> met --> Bob\n"
                        "1--> Cluster 2:\n"
                        "Alice --> met Bob in --> Paris\n"
                        "1--> Cluster 3:\n"
                        "Bob --> was in --> Paris\n"
                        "Alice --> met --> Bob [in Paris]\n"));
    checkUndoRedo(original, later);
    m_stack->undo();

    // The last triple of synset 2 to a new synset: synset 2 goes, synset 3 becomes synset 2,
    // and its header "1--> Cluster 3:" is replaced by the canonical one.
    QCOMPARE(m_editor->moveTriple(0, 1, 0, -1), 2);
    QCOMPARE(m_stack->undoText(), QStringLiteral("Move triple from synset 2 to a new synset"));
    QCOMPARE(sentence(0).synsets.size(), 3);
    QCOMPARE(sentence(0).synsets.at(0).headerLine, QStringLiteral("1--> Cluster 1:"));
    QVERIFY(sentence(0).synsets.at(1).headerLine.isNull());
    QVERIFY(sentence(0).synsets.at(2).headerLine.isNull());
    const QByteArray renumbered = withBlock1("sent_id:1\tAlice met Bob in Paris .\n"
                                             "1--> Cluster 1:\n"
                                             "Alice --> met --> Bob\n"
                                             "Alice --> met --> Bob [in Paris]\n"
                                             "1--> Cluster 2:\n"
                                             "Bob --> was in --> Paris\n"
                                             "1--> Cluster 3:\n"
                                             "Alice --> met Bob in --> Paris\n");
    const State toNew = state();
    QCOMPARE(toNew.gold, renumbered);
    checkUndoRedo(original, toNew);
    m_stack->undo();
    QCOMPARE(sentence(0).synsets.at(1).headerLine, QStringLiteral("1--> Cluster 2:"));
    QCOMPARE(sentence(0).synsets.at(2).headerLine, QStringLiteral("1--> Cluster 3:"));

    // The same triple onto synset 3: synset 2 goes, the target moves up to synset 2.
    QCOMPARE(m_editor->moveTriple(0, 1, 0, 2), 1);
    QCOMPARE(sentence(0).synsets.size(), 2);
    QVERIFY(sentence(0).synsets.at(1).headerLine.isNull());
    const State onto = state();
    QCOMPARE(onto.gold,
             withBlock1("sent_id:1\tAlice met Bob in Paris .\n"
                        "1--> Cluster 1:\n"
                        "Alice --> met --> Bob\n"
                        "Alice --> met --> Bob [in Paris]\n"
                        "1--> Cluster 2:\n"
                        "Bob --> was in --> Paris\n"
                        "Alice --> met Bob in --> Paris\n"));
    checkUndoRedo(original, onto);

    // Refused: onto its own synset, to no synset, no such triple or sentence.
    QCOMPARE(m_editor->moveTriple(0, 0, 0, 0), -1);
    QCOMPARE(m_editor->moveTriple(0, 0, 0, 2), -1);
    QCOMPARE(m_editor->moveTriple(0, 0, 0, -2), -1);
    QCOMPARE(m_editor->moveTriple(0, 1, 2, 0), -1);
    QCOMPARE(m_editor->moveTriple(3, 0, 0, -1), -1);
    checkNothingPushed(1, onto);
}

void TestGoldEditor::deleteTripleAndSynsetRenumberHeaders()
{
    const State original = state();
    QVERIFY(m_editor->deleteTriple(0, 0, 0));
    QCOMPARE(m_stack->undoText(), QStringLiteral("Delete triple 1 of synset 1"));
    QByteArray block = kBlock1;
    block.replace("Alice --> met --> Bob\n", "");
    const State one = state();
    QCOMPARE(one.gold, withBlock1(block));
    checkUndoRedo(original, one);

    // The only triple of synset 2: the synset goes with it, synset 3 takes its number.
    QVERIFY(m_editor->deleteTriple(0, 1, 0));
    QCOMPARE(m_stack->undoText(), QStringLiteral("Delete triple 1 of synset 2"));
    QCOMPARE(sentence(0).synsets.size(), 2);
    QVERIFY(sentence(0).synsets.at(1).headerLine.isNull());
    const State two = state();
    QCOMPARE(two.gold,
             withBlock1("sent_id:1\tAlice met Bob in Paris .\n"
                        "1--> Cluster 1:\n"
                        "Alice --> met --> Bob [in Paris]\n"
                        "1--> Cluster 2:\n"
                        "Bob --> was in --> Paris\n"));
    checkUndoRedo(one, two);

    QVERIFY(m_editor->deleteSynset(0, 0));
    QCOMPARE(m_stack->undoText(), QStringLiteral("Delete synset 1"));
    QCOMPARE(sentence(0).synsets.size(), 1);
    QVERIFY(sentence(0).inGold);
    const State three = state();
    QCOMPARE(three.gold,
             withBlock1("sent_id:1\tAlice met Bob in Paris .\n"
                        "1--> Cluster 1:\n"
                        "Bob --> was in --> Paris\n"));
    checkUndoRedo(two, three);

    QVERIFY(!m_editor->deleteSynset(0, 1));
    QVERIFY(!m_editor->deleteSynset(0, -1));
    QVERIFY(!m_editor->deleteSynset(3, 0));
    QVERIFY(!m_editor->deleteSynset(2, 0)); // sentence 3 has no synsets
    QVERIFY(!m_editor->deleteTriple(0, 0, 1));
    QVERIFY(!m_editor->deleteTriple(0, -1, 0));
    checkNothingPushed(3, three);
    for (int i = 0; i < 3; ++i)
        m_stack->undo();
    QCOMPARE(state().gold, original.gold);
    QCOMPARE(state().project, original.project);
}

void TestGoldEditor::setEntityCleanOnlyWhenItChanges()
{
    const State original = state();
    QVERIFY(!m_editor->setEntityClean(0, 0, 0, false)); // already not entity-clean
    checkNothingPushed(0, original);

    QVERIFY(m_editor->setEntityClean(0, 0, 0, true));
    QCOMPARE(m_stack->undoText(), QStringLiteral("Mark triple 1 of synset 1 entity-clean"));
    QVERIFY(sentence(0).synsets.at(0).triples.at(0).isEntityClean());
    QVERIFY(isStamped(sentence(0).synsets.at(0).triples.at(0)));
    const State clean = state();
    QCOMPARE(clean.gold, kSmall); // BenchIE text has no entity marks
    QVERIFY(clean.project != original.project);
    checkUndoRedo(original, clean);

    QVERIFY(!m_editor->setEntityClean(0, 0, 0, true));
    QVERIFY(sentence(1).synsets.at(0).triples.at(1).isInert());
    QVERIFY(!m_editor->setEntityClean(1, 0, 1, true)); // an inert line is never a triple
    QVERIFY(!m_editor->setEntityClean(0, 0, 2, true));
    QVERIFY(!m_editor->setEntityClean(2, 0, 0, true));
    checkNothingPushed(1, clean);

    QVERIFY(m_editor->setEntityClean(0, 0, 0, false));
    QCOMPARE(m_stack->undoText(), QStringLiteral("Mark triple 1 of synset 1 not entity-clean"));
    QVERIFY(!sentence(0).synsets.at(0).triples.at(0).isEntityClean());
    checkUndoRedo(clean, state());
}

void TestGoldEditor::anyEditRewritesOffPositionHeaders()
{
    // Sentence 2's headers ("2--> Cluster 2:" first) never named their positions: an edit of
    // that sentence, even one that moves no synset, writes the canonical ones.
    const State original = state();
    QCOMPARE(sentence(1).synsets.at(0).headerLine, QStringLiteral("2--> Cluster 2:"));
    QVERIFY(m_editor->setEntityClean(1, 0, 0, true));
    QVERIFY(sentence(1).synsets.at(0).headerLine.isNull());
    QVERIFY(sentence(1).synsets.at(1).headerLine.isNull());
    QVERIFY(!sentence(0).synsets.at(0).headerLine.isNull()); // other sentences keep theirs
    QByteArray expected = kSmall;
    expected.replace("2--> Cluster 2:\nDan --> ran --> home\na note , not a triple\n2--> Cluster 1:\n",
                     "2--> Cluster 1:\nDan --> ran --> home\na note , not a triple\n2--> Cluster 2:\n");
    const State after = state();
    QCOMPARE(after.gold, expected);
    checkUndoRedo(original, after);
    m_stack->undo();
    QCOMPARE(sentence(1).synsets.at(0).headerLine, QStringLiteral("2--> Cluster 2:"));
    QCOMPARE(sentence(1).synsets.at(1).headerLine, QStringLiteral("2--> Cluster 1:"));
}

void TestGoldEditor::realGoldEditsUndoRedo()
{
    const QString path = TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
    REQUIRE_DATA_FILE(path);
    const QByteArray file = readAll(path);
    StudioDocument document;
    QString error;
    QVERIFY2(document.openGold(path, &error), qPrintable(error));
    QUndoStack stack;
    GoldEditor editor(&document, &stack);
    const Benchmark &gold = document.benchmark();
    QCOMPARE(gold.sentences().size(), 300);
    const State original = stateOf(gold);
    QCOMPARE(original.gold, file);

    // Each edit: the text built from the file's lines, then undo and redo, byte for byte.
    QVector<State> states = {original};
    QByteArray expected = file;
    const auto run = [&](const QString &id, const std::function<bool(int)> &apply,
                         const std::function<void(QVector<QStringList> *)> &edit) {
        const int index = gold.indexOf(id);
        QVERIFY(index >= 0);
        int synsets = -1;
        const QByteArray next = editedText(expected, id, &synsets, edit);
        QCOMPARE(synsets, int(gold.sentences().at(index).synsets.size())); // the file's lines read alike
        const State before = states.last();
        QVERIFY(apply(index));
        const State after = stateOf(gold);
        QCOMPARE(after.gold, next);
        QVERIFY(after.project != before.project);
        stack.undo();
        QCOMPARE(stateOf(gold).gold, before.gold);
        QCOMPARE(stateOf(gold).project, before.project);
        stack.redo();
        QCOMPARE(stateOf(gold).gold, after.gold);
        QCOMPARE(stateOf(gold).project, after.project);
        expected = next;
        states.append(after);
    };

    // Sentence 29: its second header says "Cluster 3"; deleting synset 1 makes it synset 1.
    run(
        QStringLiteral("29"), [&](int s) { return editor.deleteSynset(s, 0); },
        [](QVector<QStringList> *synsets) { synsets->removeFirst(); });
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(stack.undoText(), QStringLiteral("Delete synset 1"));
    // Sentence 1: a triple to a new synset (synset 1 keeps its other triple).
    run(
        QStringLiteral("1"), [&](int s) { return editor.moveTriple(s, 0, 0, -1) == 5; },
        [](QVector<QStringList> *synsets) { synsets->append({(*synsets)[0].takeFirst()}); });
    if (QTest::currentTestFailed())
        return;
    // Sentence 68: its last header names sentence 19; a duplicate in that synset.
    run(
        QStringLiteral("68"), [&](int s) { return editor.duplicateTriple(s, 4, 1); },
        [](QVector<QStringList> *synsets) { (*synsets)[4].insert(2, synsets->at(4).at(1)); });
    if (QTest::currentTestFailed())
        return;
    // Sentence 78: the malformed header "78-->Cluster 6:"; a triple of that synset replaced.
    run(
        QStringLiteral("78"),
        [&](int s) {
            return editor.replaceTriple(
                s, 5, 0, Triple(QStringLiteral("Alvarez"), QStringLiteral("was"), QStringLiteral("reunited")));
        },
        [](QVector<QStringList> *synsets) { (*synsets)[5][0] = QStringLiteral("Alvarez --> was --> reunited"); });
    if (QTest::currentTestFailed())
        return;
    // Sentence 101 (two off-position headers): a triple deleted.
    run(
        QStringLiteral("101"), [&](int s) { return editor.deleteTriple(s, 0, 0); },
        [](QVector<QStringList> *synsets) {
            (*synsets)[0].removeFirst();
            if ((*synsets)[0].isEmpty())
                synsets->removeFirst();
        });
    if (QTest::currentTestFailed())
        return;
    // Sentence 300, the last one (no final newline): a triple to a new synset.
    run(
        QStringLiteral("300"),
        [&](int s) {
            return editor.addTriple(s, -1,
                                    Triple(QStringLiteral("nobody"), QStringLiteral("told"), QStringLiteral("us")))
                == 4;
        },
        [](QVector<QStringList> *synsets) { synsets->append({QStringLiteral("nobody --> told --> us")}); });
    if (QTest::currentTestFailed())
        return;
    QVERIFY(!expected.endsWith('\n'));
    QCOMPARE(stack.count(), 6);

    // Refused on the real gold: the same triple, the flag it already has, its own synset.
    const Triple &first = gold.sentences().at(0).synsets.at(0).triples.at(0);
    QVERIFY(!editor.replaceTriple(0, 0, 0, first));
    QVERIFY(!editor.setEntityClean(0, 0, 0, first.isEntityClean()));
    QCOMPARE(editor.moveTriple(0, 1, 0, 1), -1);
    QCOMPARE(stack.count(), 6);
    QCOMPARE(stateOf(gold).gold, expected);

    // Undoing everything gives the file back, byte for byte.
    for (int i = int(states.size()) - 2; i >= 0; --i) {
        stack.undo();
        QCOMPARE(stateOf(gold).gold, states.at(i).gold);
        QCOMPARE(stateOf(gold).project, states.at(i).project);
    }
    QCOMPARE(BenchieGoldWriter::toBytes(gold), file);
    QVERIFY(!stack.canUndo());
}

QTEST_GUILESS_MAIN(TestGoldEditor)
#include "TestGoldEditor.moc"
