#pragma once

#include <QList>
#include <QMessageBox>
#include <QString>

class QWidget;

// Every file dialog and message box of OIE Studio goes through here, so that batch runs and
// tests never block on one.
//
// Interactive (the default): the dialogs are shown as QFileDialog and QMessageBox show them,
// and the main window takes the user's saved state (layout, recent files, preferences).
// Non-interactive (batch runs such as --screenshot, and tests): no dialog is ever shown. A file
// dialog returns an empty string (cancelled); a message box returns QMessageBox::NoButton, "no
// answer", on which the callers go on as batch runs always did (no overwrite, no save before
// closing, no recovery); the user's saved state is neither read nor written.
//
// Test hooks, in both modes: a queued file name or answer is taken by the next file dialog or
// message box instead of showing it.
class Dialogs
{
public:
    // A button of choose(): what it returns when clicked, its text and its role in the box.
    struct Choice
    {
        QMessageBox::StandardButton answer;
        QString text;
        QMessageBox::ButtonRole role;
    };

    Dialogs() = delete;

    static QString openFileName(QWidget *parent, const QString &caption, const QString &directory,
                                const QString &filter);
    // The name gets the chosen filter's extension when it has none of the filters' extensions
    // (withFilterExtension); a queued test name counts as chosen under the first filter.
    static QString saveFileName(QWidget *parent, const QString &caption, const QString &directory,
                                const QString &filter, QString *selectedFilter = nullptr);
    // "nyt_annot" under "Projects (*.oieproj);;All files (*)" -> "nyt_annot.oieproj": the first
    // extension of `chosenFilter`, unless the name already ends in an extension that one of the
    // `filters` lists, or the chosen filter is "*" (any name).
    static QString withFilterExtension(const QString &path, const QString &filters, const QString &chosenFilter);
    // The folder of the last file (or folder) any file dialog returned: where the next one
    // starts when its caller passes no folder of its own (startDirectory).
    static QString lastDirectory();
    static void setLastDirectory(const QString &directory);
    static QString existingDirectory(QWidget *parent, const QString &caption, const QString &directory);

    // As the QMessageBox functions of the same names (NoButton as default: the first button
    // that accepts).
    static QMessageBox::StandardButton question(QWidget *parent, const QString &title, const QString &text,
                                                QMessageBox::StandardButtons buttons = QMessageBox::Yes | QMessageBox::No,
                                                QMessageBox::StandardButton defaultButton = QMessageBox::NoButton);
    static QMessageBox::StandardButton information(QWidget *parent, const QString &title, const QString &text,
                                                   QMessageBox::StandardButtons buttons = QMessageBox::Ok,
                                                   QMessageBox::StandardButton defaultButton = QMessageBox::NoButton);
    static QMessageBox::StandardButton warning(QWidget *parent, const QString &title, const QString &text,
                                               QMessageBox::StandardButtons buttons = QMessageBox::Ok,
                                               QMessageBox::StandardButton defaultButton = QMessageBox::NoButton);
    static QMessageBox::StandardButton critical(QWidget *parent, const QString &title, const QString &text,
                                                QMessageBox::StandardButtons buttons = QMessageBox::Ok,
                                                QMessageBox::StandardButton defaultButton = QMessageBox::NoButton);
    // A message box with buttons of its own words; returns the clicked choice's answer.
    static QMessageBox::StandardButton choose(QWidget *parent, QMessageBox::Icon icon, const QString &title,
                                              const QString &text, const QList<Choice> &choices);
    // The about box (nothing to answer: never takes a queued answer).
    static void about(QWidget *parent, const QString &title, const QString &text);

    static void setInteractive(bool interactive);
    static bool isInteractive();

    // Test hooks: queued for the next file dialogs / message boxes, first in first out.
    static void setNextFileName(const QString &fileName);
    static void setNextAnswer(QMessageBox::StandardButton answer);
    static int pendingFileNames();
    static int pendingAnswers();
    // Forgets what is still queued.
    static void clearQueues();
};
