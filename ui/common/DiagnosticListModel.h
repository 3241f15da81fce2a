#pragma once

#include "core/base/Diagnostic.h"

#include <QAbstractListModel>
#include <QIcon>

// Messages about the input files, one row each: "file:line: message", with the file name
// shortened to its last component (the tooltip has the full path) and an icon for the
// severity. Qt::UserRole holds the severity as an int.
class DiagnosticListModel : public QAbstractListModel
{
    Q_OBJECT

public:
    explicit DiagnosticListModel(QObject *parent = nullptr);

    void setDiagnostics(const Diagnostics &diagnostics);
    const Diagnostics &diagnostics() const { return m_diagnostics; }
    int count(Diagnostic::Severity severity) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    static QString format(const Diagnostic &diagnostic, bool fullPath);

private:
    Diagnostics m_diagnostics;
    QIcon m_icons[3];
};
