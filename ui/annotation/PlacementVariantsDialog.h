#pragma once

#include "core/model/Triple.h"

#include <QDialog>
#include <QVector>

class QListWidget;

// The preview of a triple's placement variants (core/assist/PlacementVariants): one checkable
// line per variant, as the gold file will hold it, all checked; OK adds the checked ones.
class PlacementVariantsDialog : public QDialog
{
    Q_OBJECT

public:
    PlacementVariantsDialog(const Triple &triple, const QVector<Triple> &variants, int synset,
                            QWidget *parent = nullptr);

    QListWidget *list() const { return m_list; }
    QVector<Triple> chosen() const;

private:
    QVector<Triple> m_variants;
    QListWidget *m_list = nullptr;
};
