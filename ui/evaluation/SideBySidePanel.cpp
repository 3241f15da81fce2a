#include "ui/evaluation/SideBySidePanel.h"

#include "ui/common/Dialogs.h"
#include "ui/common/LanguageChange.h"
#include "ui/common/TranslatedText.h"
#include "ui/evaluation/SideBySideModel.h"

#include <QComboBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

SideBySidePanel::SideBySidePanel(QWidget *parent)
    : QWidget(parent)
{
    const TranslatedText trText(staticMetaObject);
    m_model = new SideBySideModel(this);
    m_caption = trText.set(new QLabel(),
                           QT_TR_NOOP("BenchIE, CaRB and OIE2016 figures of the same systems. The studio's systems are "
                                      "scored by BenchIE (and by CaRB with a CaRB gold); OIE2016 scores its own system "
                                      "files: pair each with a studio system on the right (equal names, case and "
                                      "punctuation aside, are paired by default)."));
    m_caption->setWordWrap(true);
    m_table = new QTableView;
    m_table->setObjectName(QStringLiteral("sideBySideTable"));
    m_table->setModel(m_model);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_pairing = new QTableWidget(0, 2);
    m_pairing->setObjectName(QStringLiteral("sideBySidePairing"));
    const auto header = [this]() { m_pairing->setHorizontalHeaderLabels({tr("OIE2016 system"), tr("Paired with")}); };
    header();
    LanguageChange::follow(this, header);
    m_pairing->verticalHeader()->hide();
    m_pairing->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_pairing->setEditTriggers(QAbstractItemView::NoEditTriggers);
    auto *exportButton = trText.set(new QPushButton(), QT_TR_NOOP("Export Table..."));
    exportButton->setObjectName(QStringLiteral("sideBySideExportButton"));
    trText.setToolTip(exportButton, QT_TR_NOOP("LaTeX booktabs, CSV or TSV, 3 decimals"));
    connect(exportButton, &QPushButton::clicked, this, &SideBySidePanel::chooseExport);

    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(m_table);
    splitter->addWidget(m_pairing);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_caption, 1);
    bar->addWidget(exportButton);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(splitter, 1);
}

void SideBySidePanel::setResults(const QVector<SystemScore> &benchie, const QVector<ScorerResults::CarbSystem> &carb,
                                 const QVector<Oie2016ScoredSystem> &oie2016)
{
    m_benchie = benchie;
    m_carb = carb;
    m_oie2016 = oie2016;
    rebuild();
    rebuildPairing();
}

void SideBySidePanel::pair(const QString &oie2016Name, const QString &studioName)
{
    m_chosen.insert(oie2016Name, studioName);
    rebuild();
    rebuildPairing();
}

void SideBySidePanel::setChosenPairs(const QHash<QString, QString> &pairs)
{
    m_chosen = pairs;
    rebuild();
    rebuildPairing();
}

void SideBySidePanel::rebuild()
{
    QStringList studio;
    for (const SystemScore &score : std::as_const(m_benchie))
        studio.append(score.name);
    QStringList oie2016;
    for (const Oie2016ScoredSystem &system : std::as_const(m_oie2016))
        oie2016.append(system.name);
    m_pairs = SideBySide::defaultPairs(studio, oie2016);
    for (auto it = m_chosen.constBegin(); it != m_chosen.constEnd(); ++it) {
        if (it.value().isEmpty())
            m_pairs.remove(it.key());
        else
            m_pairs.insert(it.key(), it.value());
    }
    m_model->setRows(SideBySide::build(m_benchie, m_carb, m_oie2016, m_pairs));
}

void SideBySidePanel::rebuildPairing()
{
    // A replaced combo box is deleted later: unnamed at once, so that it is never found again.
    for (int row = int(m_oie2016.size()); row < m_pairing->rowCount(); ++row) {
        if (QWidget *old = m_pairing->cellWidget(row, 1))
            old->setObjectName(QString());
    }
    m_pairing->setRowCount(int(m_oie2016.size()));
    for (int row = 0; row < m_oie2016.size(); ++row) {
        const QString name = m_oie2016.at(row).name;
        const QString objectName = QStringLiteral("pairCombo_") + name;
        m_pairing->setItem(row, 0, new QTableWidgetItem(name));
        auto *combo = qobject_cast<QComboBox *>(m_pairing->cellWidget(row, 1));
        if (!combo || combo->objectName() != objectName) {
            if (combo)
                combo->setObjectName(QString());
            combo = new QComboBox;
            combo->setObjectName(objectName);
            connect(combo, &QComboBox::activated, this, [this, name, combo](int index) {
                // Queued: the pairing is rebuilt after this signal has returned.
                const QString studioName = combo->itemData(index).toString();
                QMetaObject::invokeMethod(
                    this,
                    [this, name, studioName]() {
                        pair(name, studioName);
                        Q_EMIT pairsChosen();
                    },
                    Qt::QueuedConnection);
            });
            m_pairing->setCellWidget(row, 1, combo);
        }
        const QSignalBlocker blocker(combo);
        combo->clear();
        //: In the pairing combo box: the OIE2016 system is paired with no studio system
        combo->addItem(tr("(none)"), QString());
        for (const SystemScore &score : std::as_const(m_benchie))
            combo->addItem(score.name, score.name);
        combo->setCurrentIndex(qMax(0, combo->findData(m_pairs.value(name))));
    }
}

bool SideBySidePanel::exportTable(const QString &path, TableExport::Format format, QString *error) const
{
    return TableExport::writeFile(path, TableExport::render(*m_model, format, 3), error);
}

void SideBySidePanel::chooseExport()
{
    QString selectedFilter;
    const QString latex = tr("LaTeX booktabs (*.tex)");
    const QString csv = tr("CSV (*.csv)");
    const QString tsv = tr("TSV (*.tsv)");
    const QString path
        = Dialogs::saveFileName(this, tr("Export Side-by-Side Table"), Dialogs::lastDirectory(),
                                QStringList{latex, csv, tsv}.join(QStringLiteral(";;")), &selectedFilter);
    if (path.isEmpty())
        return;
    const QString suffix = QFileInfo(path).suffix().toLower();
    const TableExport::Format format = suffix == QLatin1String("csv") || selectedFilter == csv
        ? TableExport::Format::Csv
        : suffix == QLatin1String("tsv") || selectedFilter == tsv ? TableExport::Format::Tsv
                                                                  : TableExport::Format::Latex;
    QString error;
    if (!exportTable(path, format, &error))
        Q_EMIT failed(path, error);
}
