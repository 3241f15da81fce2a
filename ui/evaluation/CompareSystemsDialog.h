#pragma once

#include "core/stats/PairedTests.h"

#include <QDialog>
#include <QStringList>

class CompareMatrixModel;
class EvaluationModel;
class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;
class QTableView;

// Evaluation > Compare Systems: is system A really better than B? Every pair of the visible
// systems under the scorer in force, tested by the core as `oie-score compare` tests them
// (approximate randomization or paired bootstrap over the gold sentences, R resamples, a seed,
// optionally Holm-adjusted), shown as a matrix per metric (CompareMatrixModel) and exported as
// CSV, LaTeX (a dagger per significant difference, a footnote naming the test), JSON or text.
class CompareSystemsDialog : public QDialog
{
    Q_OBJECT

public:
    CompareSystemsDialog(const EvaluationModel *model, const QStringList &systems, QWidget *parent = nullptr);

    const CompareMatrixModel *matrix() const { return m_matrix; }
    PairedTestSettings settings() const;
    // Writes the comparison in the format of the file's extension (.csv, .tex, .json, else
    // text), as `oie-score compare --format ...` prints it; false with *error.
    bool exportTo(const QString &path, QString *error) const;
    // The caption of the matrix shown: what is compared, how many sentences, which test.
    QString caption() const;

public Q_SLOTS:
    void recompute();

private:
    void showMetric();
    void chooseExport();

    const EvaluationModel *m_model;
    QStringList m_systems;
    CompareMatrixModel *m_matrix = nullptr;
    QComboBox *m_metric = nullptr;
    QComboBox *m_test = nullptr;
    QSpinBox *m_resamples = nullptr;
    QSpinBox *m_seed = nullptr;
    QCheckBox *m_holm = nullptr;
    QTableView *m_table = nullptr;
    QLabel *m_caption = nullptr;
};
