// CaRB's extraction count beside the systems panel's: CaRB scores only the extractions of
// sentences its gold has, and the CaRB view says so with the numbers (the Extractions cell's
// tool tip and the line under the table), computed here independently from the files.

#include "tests/gui/TestEvaluation.h"

#include "core/carb/CarbGoldReader.h"
#include "core/carb/CarbSystemReader.h"
#include "core/document/StudioDocument.h"
#include "tests/TestData.h"
#include "ui/evaluation/CarbTableModel.h"
#include "ui/evaluation/EvaluationWorkspace.h"
#include "ui/MainWindow.h"

#include <QLabel>
#include <QLocale>
#include <QTest>

void TestEvaluation::carbCountIsExplained()
{
    const QString carbGold = TestData::benchie(QStringLiteral("carb_explicit.txt"));
    const QString goldPath = TestData::benchie(QStringLiteral("benchie_gold_annotations_en.txt"));
    REQUIRE_DATA_FILE(carbGold);
    QString error;
    QVERIFY2(m_workspace->attachCarbGold(carbGold, &error), qPrintable(error));
    m_workspace->setScorer(EvaluationWorkspace::Scorer::Carb);
    const auto *note = m_window->findChild<QLabel *>(QStringLiteral("carbCountNote"));
    QVERIFY(note);
    QVERIFY(!note->isHidden());

    Diagnostics diagnostics;
    CarbCorpus gold;
    QVERIFY(CarbGoldReader::readFile(carbGold, &gold, &diagnostics, &error));
    QHash<QString, QString> sentences;
    QVERIFY(CarbSystemReader::readSentences(goldPath, &sentences, &diagnostics, &error));
    const CarbTableModel *model = m_workspace->carbModel();
    const QLocale locale;
    int explained = 0;
    for (const SystemScore &score : m_window->session().scores()) {
        // Independently: the system file read as CaRB reads it, split by whether the CaRB gold
        // has the sentence.
        CarbCorpus system;
        QVERIFY(CarbSystemReader::readFile(score.path, CarbSystemReader::Format::Benchie, sentences, &system,
                                           &diagnostics, &error));
        int inGold = 0;
        int outside = 0;
        for (const CarbSentence &sentence : system.sentences())
            (gold.find(sentence.key) ? inGold : outside) += int(sentence.tuples.size());
        int row = -1;
        for (int r = 0; r < model->rowCount(); ++r) {
            if (model->index(r, CarbTableModel::System).data().toString() == score.name)
                row = r;
        }
        QVERIFY(row >= 0);
        const QModelIndex cell = model->index(row, CarbTableModel::Extractions);
        QCOMPARE(cell.data(Qt::UserRole).toInt(), inGold);
        const QString tip = cell.data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("CaRB scores %1 of the %2 extractions")
                                  .arg(locale.toString(inGold), locale.toString(score.extractions))),
                 qPrintable(tip));
        qInfo("%s: %s", qPrintable(score.name), qPrintable(tip));
        if (outside > 0) {
            QVERIFY2(tip.contains(QStringLiteral("%1 in sentences the CaRB gold does not have").arg(locale.toString(outside))),
                     qPrintable(tip));
            ++explained;
        }
        if (inGold != score.extractions)
            QVERIFY2(note->text().contains(score.name + QStringLiteral(": ") + tip), qPrintable(note->text()));
    }
    QVERIFY(explained > 0); // the test can fail: some system has extractions outside the CaRB gold
    m_workspace->setScorer(EvaluationWorkspace::Scorer::Benchie);
    QVERIFY(note->isHidden());
}
