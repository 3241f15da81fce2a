#pragma once

#include "core/analysis/AnalysisResults.h"

#include <QDialog>

class QComboBox;
class QLineEdit;
class QStackedWidget;

// Asks for a user-defined sentence bucket dimension for the bucketized F1 chart: bins over a
// numeric sentence property (tokens, synsets, ...) with editable bin edges, or a TSV file
// `sent_id<TAB>bucket`.
class BucketDialog : public QDialog
{
    Q_OBJECT

public:
    explicit BucketDialog(QWidget *parent = nullptr);

    // The dimension described; false with *error when the edges or the file are missing.
    bool dimension(UserBucketDimension *dimension, QString *error) const;
    // "20, 30" -> {20, 30}; false unless ascending integers.
    static bool parseEdges(const QString &text, QVector<int> *edges);

private:
    void browse();

    QComboBox *m_kind = nullptr;
    QStackedWidget *m_pages = nullptr;
    QComboBox *m_property = nullptr;
    QLineEdit *m_edges = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_file = nullptr;
};
