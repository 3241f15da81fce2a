#include "ui/common/DiagnosticListModel.h"

#include <QApplication>
#include <QFileInfo>
#include <QStyle>

DiagnosticListModel::DiagnosticListModel(QObject *parent)
    : QAbstractListModel(parent)
{
    QStyle *style = QApplication::style();
    m_icons[int(Diagnostic::Severity::Info)] = style->standardIcon(QStyle::SP_MessageBoxInformation);
    m_icons[int(Diagnostic::Severity::Warning)] = style->standardIcon(QStyle::SP_MessageBoxWarning);
    m_icons[int(Diagnostic::Severity::Error)] = style->standardIcon(QStyle::SP_MessageBoxCritical);
}

void DiagnosticListModel::setDiagnostics(const Diagnostics &diagnostics)
{
    beginResetModel();
    m_diagnostics = diagnostics;
    endResetModel();
}

int DiagnosticListModel::count(Diagnostic::Severity severity) const
{
    int n = 0;
    for (const Diagnostic &diagnostic : m_diagnostics)
        n += diagnostic.severity == severity ? 1 : 0;
    return n;
}

QString DiagnosticListModel::format(const Diagnostic &diagnostic, bool fullPath)
{
    if (diagnostic.file.isEmpty())
        return diagnostic.message;
    const QString file = fullPath ? diagnostic.file : QFileInfo(diagnostic.file).fileName();
    return Diagnostic::location(file, diagnostic.line, diagnostic.column) + QLatin1Char(' ') + diagnostic.message;
}

int DiagnosticListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_diagnostics.size());
}

QVariant DiagnosticListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_diagnostics.size())
        return QVariant();
    const Diagnostic &diagnostic = m_diagnostics.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return format(diagnostic, false);
    case Qt::ToolTipRole:
        return format(diagnostic, true);
    case Qt::DecorationRole:
        return m_icons[int(diagnostic.severity)];
    case Qt::UserRole:
        return int(diagnostic.severity);
    default:
        return QVariant();
    }
}
