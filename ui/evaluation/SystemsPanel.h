#pragma once

#include <QWidget>

class QTableWidget;
class QTableWidgetItem;
class QColor;
class QPushButton;
class StudioDocument;
class SystemAppearance;

// The systems attached to the gold: name, colour and visibility (a check box), extraction
// count; buttons to add, rename, reload from disk and remove. Edits go through the document.
class SystemsPanel : public QWidget
{
    Q_OBJECT

public:
    SystemsPanel(StudioDocument *document, SystemAppearance *appearance, QWidget *parent = nullptr);

    // Rebuilds the list from the document.
    void refresh();
    QString currentSystem() const;
    // Sets the current system's colour (everywhere: panel, tables, charts, legends, exports);
    // an invalid colour goes back to the palette's. chooseColor() asks with a colour dialog.
    void setCurrentColor(const QColor &color);
    void chooseColor();

Q_SIGNALS:
    void addRequested();
    // The user renamed or removed a system: the project's set-up changed.
    void systemsEdited();
    // A rename, reload or removal failed: the message says why.
    void failed(const QString &file, const QString &message);

private:
    void renameCurrent();
    void reloadCurrent();
    void removeCurrent();
    void onItemChanged(QTableWidgetItem *item);
    void updateButtons();

    StudioDocument *m_document;
    SystemAppearance *m_appearance;
    QTableWidget *m_table = nullptr;
    QPushButton *m_renameButton = nullptr;
    QPushButton *m_reloadButton = nullptr;
    QPushButton *m_removeButton = nullptr;
    QPushButton *m_colorButton = nullptr;
    bool m_refreshing = false;
};
