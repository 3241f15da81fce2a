// The merge core (core/merge) on the real English BenchIE gold: two annotators built from it
// (tests/MergeFixtures.h), their items per sentence and category checked against an
// independent computation written here (realizations enumerated by brute force, components by
// a plain graph search); the actions' results; sentence pairing problems; the project file's
// diff-friendly layout.

#include "core/benchie/BenchieGoldReader.h"
#include "core/benchie/BenchieGoldWriter.h"
#include "core/document/ProjectFile.h"
#include "core/merge/MergeDiff.h"
#include "core/merge/MergeSession.h"
#include "tests/MergeFixtures.h"
#include "tests/TestData.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

namespace {

Benchmark readGold(const QString &path)
{
    Benchmark gold;
    Diagnostics diagnostics;
    QString error;
    if (!BenchieGoldReader::readFile(path, &gold, &diagnostics, &error))
        qFatal("%s", qPrintable(error));
    return gold;
}

// Every realization of a slot: each subset of its optional elements left out, words joined
// by one space, brackets removed.
QSet<QString> realizations(const Slot &slot)
{
    QVector<QString> fixed;
    QVector<int> optional;
    const SlotElements &elements = slot.elements();
    for (int k = 0; k < elements.size(); ++k)
        if (elements[k].optional)
            optional.append(k);
    QSet<QString> out;
    const int n = int(optional.size());
    for (quint64 mask = 0; mask < (quint64(1) << n); ++mask) {
        QStringList words;
        int o = 0;
        for (int k = 0; k < elements.size(); ++k) {
            if (elements[k].optional && !(mask & (quint64(1) << o++)))
                continue;
            const QString text = slot.elementText(k).toString().remove(QLatin1Char('[')).remove(QLatin1Char(']'));
            if (!text.trimmed().isEmpty())
                words.append(text.trimmed());
        }
        out.insert(words.join(QLatin1Char(' ')).simplified());
    }
    return out;
}

bool shareRealization(const Triple &x, const Triple &y)
{
    for (int s = 0; s < 3; ++s)
        if (!realizations(x.slot(s)).intersects(realizations(y.slot(s))))
            return false;
    return true;
}

bool sameLines(const Synset &x, const Synset &y)
{
    if (x.triples.size() != y.triples.size())
        return false;
    for (int t = 0; t < x.triples.size(); ++t)
        if (x.triples[t].toGoldLine() != y.triples[t].toGoldLine()
            || x.triples[t].isEntityClean() != y.triples[t].isEntityClean())
            return false;
    return true;
}

// The categories of one sentence pair, counted: synsets linked when two of their triples share
// a realization in every slot; groups = connected components (depth-first search).
QVector<int> expectedCounts(const Sentence &a, const Sentence &b)
{
    const int na = int(a.synsets.size()), nb = int(b.synsets.size());
    QVector<QVector<int>> adjacent(na + nb);
    for (int i = 0; i < na; ++i)
        for (int j = 0; j < nb; ++j) {
            bool linked = false;
            for (const Triple &x : a.synsets[i].triples)
                for (const Triple &y : b.synsets[j].triples)
                    linked = linked || shareRealization(x, y);
            if (linked) {
                adjacent[i].append(na + j);
                adjacent[na + j].append(i);
            }
        }
    QVector<int> counts(5, 0);
    QVector<bool> seen(na + nb, false);
    for (int start = 0; start < na + nb; ++start) {
        if (seen[start])
            continue;
        QVector<int> stack{start}, nodes;
        seen[start] = true;
        while (!stack.isEmpty()) {
            const int node = stack.takeLast();
            nodes.append(node);
            for (int next : adjacent[node])
                if (!seen[next]) {
                    seen[next] = true;
                    stack.append(next);
                }
        }
        int inA = 0, inB = 0;
        for (int node : nodes)
            (node < na ? inA : inB)++;
        std::sort(nodes.begin(), nodes.end());
        bool same = inA == inB; // the k-th synset of A in the group equals the k-th of B
        for (int k = 0; same && k < inA; ++k)
            same = sameLines(a.synsets[nodes[k]], b.synsets[nodes[inA + k] - na]);
        if (inB == 0)
            ++counts[int(MergeCategory::OnlyA)];
        else if (inA == 0)
            ++counts[int(MergeCategory::OnlyB)];
        else if (same)
            ++counts[int(MergeCategory::Identical)];
        else
            ++counts[int(inA > 1 || inB > 1 ? MergeCategory::Split : MergeCategory::Different)];
    }
    return counts;
}

QVector<int> countsOf(const QVector<MergeItem> &items)
{
    QVector<int> counts(5, 0);
    for (const MergeItem &item : items)
        ++counts[int(item.category)];
    return counts;
}

} // namespace

class TestMerge : public QObject
{
    Q_OBJECT

private:
    QString m_goldPath = TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
    Benchmark m_gold;

private slots:
    void initTestCase()
    {
        REQUIRE_DATA_FILE(m_goldPath);
        m_gold = readGold(m_goldPath);
        QCOMPARE(m_gold.sentences().size(), 300);
        QCOMPARE(m_gold.synsetCount(), 1350);
    }

    // Every sentence's items by category equal the independent count, and the built
    // annotators give every category the fixtures make.
    void categoriesMatchIndependentCount()
    {
        const Benchmark a = MergeFixtures::annotatorA(m_gold), b = MergeFixtures::annotatorB(m_gold);
        MergeSession session;
        session.setOther(b, a, QStringLiteral("B"));
        QVERIFY(session.diagnostics().isEmpty());
        QVector<int> total(5, 0);
        for (int i = 0; i < a.sentences().size(); ++i) {
            const QVector<int> expected = expectedCounts(a.sentences()[i], b.sentences()[i]);
            const QVector<int> actual = countsOf(session.items(i));
            if (actual != expected)
                QFAIL(qPrintable(
                    QStringLiteral("sentence %1: categories %2, expected %3")
                        .arg(a.sentences()[i].id, QString::number(actual.size()), QString::number(expected.size()))
                    + QStringLiteral(" (identical, different, only A, only B, split): ") + QString::number(actual[0])
                    + QLatin1Char(',') + QString::number(actual[1]) + QLatin1Char(',') + QString::number(actual[2])
                    + QLatin1Char(',') + QString::number(actual[3]) + QLatin1Char(',') + QString::number(actual[4])
                    + QStringLiteral(" vs ") + QString::number(expected[0]) + QLatin1Char(',')
                    + QString::number(expected[1]) + QLatin1Char(',') + QString::number(expected[2]) + QLatin1Char(',')
                    + QString::number(expected[3]) + QLatin1Char(',') + QString::number(expected[4])));
            for (int c = 0; c < 5; ++c)
                total[c] += actual[c];
        }
        QCOMPARE(session.categoryCounts(), total);
        QVERIFY(total[int(MergeCategory::Identical)] > 900);
        QVERIFY(total[int(MergeCategory::Different)] > 50); // changed optional marks
        QVERIFY(total[int(MergeCategory::OnlyB)] > 80); // removed from A, and B's extras
        qInfo("items: %d identical, %d different, %d only in A, %d only in B, %d split", total[0], total[1], total[2],
              total[3], total[4]);
    }

    // The same against an independent annotation of the same sentences (BenchIE^FL's gold):
    // every category occurs, split facts included.
    void categoriesAgainstFlGold()
    {
        const QString flPath = TestData::path(QStringLiteral("benchie_fl/benchie_fl_gold_300.txt"));
        REQUIRE_DATA_FILE(flPath);
        const Benchmark fl = readGold(flPath);
        MergeSession session;
        session.setOther(fl, m_gold, QStringLiteral("FL"));
        int compared = 0;
        for (int i = 0; i < m_gold.sentences().size(); ++i) {
            const Sentence *other = session.otherSentence(i);
            if (!other)
                continue;
            QCOMPARE(countsOf(session.items(i)), expectedCounts(m_gold.sentences()[i], *other));
            ++compared;
        }
        QVERIFY(compared > 250);
        const QVector<int> counts = session.categoryCounts();
        for (int c = 1; c < 5; ++c)
            QVERIFY2(counts[c] > 0, qPrintable(MergeAlignment::categoryName(MergeCategory(c))));
    }

    // Decisions on one sentence: what each action makes of the items, and the resolved state.
    void actions()
    {
        const Benchmark a = MergeFixtures::annotatorA(m_gold), b = MergeFixtures::annotatorB(m_gold);
        MergeSession session;
        session.setOther(b, a, QStringLiteral("B"));
        // Sentence index 21 (i % 3 == 0, i % 4 == 1): marks changed, synset 2 removed.
        const int n = 21;
        const Sentence &a9 = a.sentences()[n];
        const QVector<MergeItem> items = session.items(n);
        int different = -1, onlyB = -1;
        for (int k = 0; k < items.size(); ++k) {
            if (items[k].category == MergeCategory::Different)
                different = k;
            if (items[k].category == MergeCategory::OnlyB)
                onlyB = k;
        }
        QVERIFY(different >= 0 && onlyB >= 0);
        QCOMPARE(items[onlyB].synsetsB, QVector<int>{1});
        Sentence after;
        MergeDecision decision;
        QVERIFY(session.decide(n, a9, items[onlyB], MergeAction::TakeB, Synset(), &after, &decision));
        QCOMPARE(after.synsets.size(), a9.synsets.size() + 1);
        QVERIFY(sameLines(after.synsets[1], m_gold.sentences()[n].synsets[1])); // back in its place
        QCOMPARE(after.synsets[1].triples.first().author(), QStringLiteral("B")); // who wrote it
        QVERIFY(after.synsets[0].triples.first().author().isEmpty());
        QVERIFY(!decision.after.isEmpty());
        QVERIFY(session.decide(n, a9, items[different], MergeAction::Union, Synset(), &after, &decision));
        const Synset &unionSynset = after.synsets[items[different].synsetsA.first()];
        QCOMPARE(unionSynset.triples.size(), a9.synsets[items[different].synsetsA.first()].triples.size() + 1);
        QVERIFY(session.decide(n, a9, items[different], MergeAction::KeepBoth, Synset(), &after, &decision));
        QCOMPARE(after.synsets.size(), a9.synsets.size() + 1);
        QVERIFY(session.decide(n, a9, items[different], MergeAction::Drop, Synset(), &after, &decision));
        QCOMPARE(after.synsets.size(), a9.synsets.size() - 1);
        // Take A changes nothing and resolves the item.
        QVERIFY(session.decide(n, a9, items[different], MergeAction::TakeA, Synset(), &after, &decision));
        QCOMPARE(after.synsets.size(), a9.synsets.size());
        QVERIFY(session.needsDecision(n, items[different]));
        const int left = session.unresolvedCount();
        session.addDecision(decision);
        QVERIFY(!session.needsDecision(n, items[different]));
        QCOMPARE(session.unresolvedCount(), left - 1);
        QVERIFY(session.logTsv().contains("take A"));
        session.removeDecision(decision);
        QCOMPARE(session.unresolvedCount(), left);
        // The word-level difference: the changed triple's marks.
        const QVector<TripleDiff> diff
            = MergeDiff::compare(a9.synsets[items[different].synsetsA.first()].triples,
                                 b.sentences()[n].synsets[items[different].synsetsB.first()].triples);
        bool marks = false;
        for (const TripleDiff &t : diff)
            for (int s = 0; s < 3; ++s)
                for (const DiffWord &w : t.parts[s])
                    marks = marks || w.state == DiffWord::Marks;
        QVERIFY(marks);
    }

    // B opened from a file, as a BenchIE gold and as a project: the same items.
    void openGoldOrProject()
    {
        const Benchmark a = MergeFixtures::annotatorA(m_gold);
        ProjectFile project;
        project.benchmark = MergeFixtures::annotatorB(m_gold);
        QTemporaryDir dir;
        QString error;
        const QString goldPath = dir.filePath(QStringLiteral("b.txt"));
        const QString projectPath = dir.filePath(QStringLiteral("b.oieproj"));
        QVERIFY(BenchieGoldWriter::writeFile(project.benchmark, goldPath, &error));
        QVERIFY(project.write(projectPath, &error));
        MergeSession fromGold, fromProject;
        QVERIFY2(fromGold.open(goldPath, a, &error), qPrintable(error));
        QVERIFY2(fromProject.open(projectPath, a, &error), qPrintable(error));
        QCOMPARE(fromGold.otherLabel(), QStringLiteral("b"));
        QVERIFY(fromGold.categoryCounts()[int(MergeCategory::OnlyB)] > 0);
        QCOMPARE(fromProject.categoryCounts(), fromGold.categoryCounts());
        for (int i = 0; i < a.sentences().size(); ++i) {
            QCOMPARE(fromProject.items(i).size(), fromGold.items(i).size());
            for (int k = 0; k < fromGold.items(i).size(); ++k)
                QCOMPARE(fromProject.items(i)[k].signature, fromGold.items(i)[k].signature);
        }
    }

    // Sentences are paired by id and text; a mismatch is a problem with its line, never paired.
    void pairingProblems()
    {
        Benchmark b = m_gold;
        b.sentences()[4].text += QStringLiteral(" changed");
        b.sentences().removeAt(7);
        b.rebuildIndex();
        b.fileName = QStringLiteral("b.txt");
        MergeSession session;
        session.setOther(b, m_gold, QStringLiteral("B"));
        QCOMPARE(session.otherSentence(4), nullptr);
        QCOMPARE(session.otherSentence(7), nullptr);
        QVERIFY(session.items(4).isEmpty());
        QCOMPARE(session.diagnostics().size(), 2);
        const Diagnostic &text = session.diagnostics()[0];
        QCOMPARE(text.file, QStringLiteral("b.txt"));
        QCOMPARE(text.line, m_gold.sentences()[4].sourceLine);
        QVERIFY(text.message.contains(QStringLiteral("another text")));
        QCOMPARE(session.diagnostics()[1].line, m_gold.sentences()[7].sourceLine);
        // A file that is not a gold is refused with its name.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("x.conllu"));
        QVERIFY(writeFile(path, "1\tHe\the\tPRON\tPRP\t_\t2\tnsubj\t_\t_\n"));
        QString error;
        QVERIFY(!session.open(path, m_gold, &error));
        QVERIFY(error.startsWith(path));
    }

    // The project file: one line per triple, the same bytes when written again.
    void projectFileIsDiffFriendly()
    {
        ProjectFile project;
        project.benchmark = m_gold;
        const QByteArray bytes = project.toBytes();
        ProjectFile reread;
        QString error;
        QVERIFY2(ProjectFile::fromBytes(bytes, QStringLiteral("p.oieproj"), &reread, &error), qPrintable(error));
        QCOMPARE(reread.toBytes(), bytes);
        QCOMPARE(BenchieGoldWriter::toBytes(reread.benchmark), BenchieGoldWriter::toBytes(m_gold));
        int tripleLines = 0;
        for (const QByteArray &line : bytes.split('\n')) {
            if (line.contains("\"subject\":")) {
                ++tripleLines;
                QVERIFY(line.contains("\"relation\":") && line.contains("\"object\":"));
            }
        }
        QCOMPARE(tripleLines, m_gold.tripleCount());
        QVERIFY(!QJsonDocument::fromJson(bytes).isNull());
        // Saved, opened and saved again: the same bytes; a system file inside the project's folder
        // is kept relative to it (the same text on every machine), one outside as it is.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("study/gold.oieproj"));
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("study/systems")));
        project.systems = {{QStringLiteral("inside"), dir.filePath(QStringLiteral("study/systems/minie.txt"))},
                           {QStringLiteral("outside"), QStringLiteral("/data/clausie.txt")}};
        QVERIFY2(project.write(path, &error), qPrintable(error));
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QByteArray first = saved.readAll();
        saved.close();
        QVERIFY(first.contains("\"path\":\"systems/minie.txt\""));
        QVERIFY(first.contains("\"path\":\"/data/clausie.txt\""));
        ProjectFile opened;
        QVERIFY2(ProjectFile::read(path, &opened, &error), qPrintable(error));
        QCOMPARE(opened.systems.at(0).path, dir.filePath(QStringLiteral("study/systems/minie.txt")));
        QVERIFY2(opened.write(path, &error), qPrintable(error));
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(saved.readAll(), first);
    }
};

QTEST_GUILESS_MAIN(TestMerge)
#include "test_merge.moc"
