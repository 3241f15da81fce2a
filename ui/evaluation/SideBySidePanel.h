#pragma once

#include "core/report/SideBySide.h"
#include "ui/common/TableExport.h"

#include <QHash>
#include <QWidget>

class QLabel;
class QTableView;
class QTableWidget;
class SideBySideModel;

// The side-by-side page of the evaluation workspace: one table of BenchIE, CaRB and OIE2016
// figures per system (SideBySide), the pairing of the OIE2016 systems with the studio's (equal
// names by default, a combo box per OIE2016 system to choose another or none), and its export
// (LaTeX booktabs, CSV, TSV through TableExport).
class SideBySidePanel : public QWidget
{
    Q_OBJECT

public:
    explicit SideBySidePanel(QWidget *parent = nullptr);

    void setResults(const QVector<SystemScore> &benchie, const QVector<ScorerResults::CarbSystem> &carb,
                    const QVector<Oie2016ScoredSystem> &oie2016);
    // Pairs an OIE2016 system with a studio system (empty: with none), as its combo box does.
    void pair(const QString &oie2016Name, const QString &studioName);
    const SideBySideModel *model() const { return m_model; }
    bool exportTable(const QString &path, TableExport::Format format, QString *error) const;
    // The pairings the user chose (a project file keeps them), and restoring them.
    const QHash<QString, QString> &chosenPairs() const { return m_chosen; }
    void setChosenPairs(const QHash<QString, QString> &pairs);

Q_SIGNALS:
    void failed(const QString &file, const QString &message);
    // The user paired an OIE2016 system otherwise (not emitted by setChosenPairs()).
    void pairsChosen();

private:
    void rebuild();
    void rebuildPairing();
    void chooseExport();

    QVector<SystemScore> m_benchie;
    QVector<ScorerResults::CarbSystem> m_carb;
    QVector<Oie2016ScoredSystem> m_oie2016;
    QHash<QString, QString> m_chosen; // OIE2016 name -> the studio name the user chose ("" for none)
    QHash<QString, QString> m_pairs; // in force: the defaults, then the user's choices
    SideBySideModel *m_model = nullptr;
    QLabel *m_caption = nullptr;
    QTableView *m_table = nullptr;
    QTableWidget *m_pairing = nullptr;
};
