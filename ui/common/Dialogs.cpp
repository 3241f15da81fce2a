#include "ui/common/Dialogs.h"

#include <QFileDialog>
#include <QPushButton>
#include <QQueue>

namespace {

bool s_interactive = true;
QQueue<QString> s_fileNames;
QQueue<QMessageBox::StandardButton> s_answers;

// A file dialog: the queued name, else nothing when non-interactive, else what `show` returns.
template<typename Show>
QString fileName(Show show)
{
    if (!s_fileNames.isEmpty())
        return s_fileNames.dequeue();
    if (!s_interactive)
        return QString();
    return show();
}

// A message box's answer when none is shown: the queued one, else none when non-interactive.
bool answeredWithoutBox(QMessageBox::StandardButton *answer)
{
    if (!s_answers.isEmpty()) {
        *answer = s_answers.dequeue();
        return true;
    }
    *answer = QMessageBox::NoButton;
    return !s_interactive;
}

// The box QMessageBox's static functions build: the buttons in their standard order, the
// default one (else the first that accepts) set as default.
QMessageBox::StandardButton message(QWidget *parent, QMessageBox::Icon icon, const QString &title, const QString &text,
                                    QMessageBox::StandardButtons buttons, QMessageBox::StandardButton defaultButton)
{
    QMessageBox::StandardButton answer = QMessageBox::NoButton;
    if (answeredWithoutBox(&answer))
        return answer;
    QMessageBox box(icon, title, text, QMessageBox::NoButton, parent);
    for (uint mask = QMessageBox::FirstButton; mask <= QMessageBox::LastButton; mask <<= 1) {
        const uint standard = uint(buttons.toInt()) & mask;
        if (standard == 0)
            continue;
        QPushButton *button = box.addButton(QMessageBox::StandardButton(standard));
        if (box.defaultButton())
            continue;
        if (defaultButton == QMessageBox::NoButton ? box.buttonRole(button) == QMessageBox::AcceptRole
                                                   : standard == uint(defaultButton))
            box.setDefaultButton(button);
    }
    if (box.exec() == -1)
        return QMessageBox::Cancel;
    return box.standardButton(box.clickedButton());
}

} // namespace

QString Dialogs::openFileName(QWidget *parent, const QString &caption, const QString &directory,
                              const QString &filter)
{
    return fileName([&]() { return QFileDialog::getOpenFileName(parent, caption, directory, filter); });
}

QString Dialogs::saveFileName(QWidget *parent, const QString &caption, const QString &directory,
                              const QString &filter, QString *selectedFilter)
{
    return fileName([&]() { return QFileDialog::getSaveFileName(parent, caption, directory, filter, selectedFilter); });
}

QString Dialogs::existingDirectory(QWidget *parent, const QString &caption, const QString &directory)
{
    return fileName([&]() { return QFileDialog::getExistingDirectory(parent, caption, directory); });
}

QMessageBox::StandardButton Dialogs::question(QWidget *parent, const QString &title, const QString &text,
                                              QMessageBox::StandardButtons buttons,
                                              QMessageBox::StandardButton defaultButton)
{
    return message(parent, QMessageBox::Question, title, text, buttons, defaultButton);
}

QMessageBox::StandardButton Dialogs::information(QWidget *parent, const QString &title, const QString &text,
                                                 QMessageBox::StandardButtons buttons,
                                                 QMessageBox::StandardButton defaultButton)
{
    return message(parent, QMessageBox::Information, title, text, buttons, defaultButton);
}

QMessageBox::StandardButton Dialogs::warning(QWidget *parent, const QString &title, const QString &text,
                                             QMessageBox::StandardButtons buttons,
                                             QMessageBox::StandardButton defaultButton)
{
    return message(parent, QMessageBox::Warning, title, text, buttons, defaultButton);
}

QMessageBox::StandardButton Dialogs::critical(QWidget *parent, const QString &title, const QString &text,
                                              QMessageBox::StandardButtons buttons,
                                              QMessageBox::StandardButton defaultButton)
{
    return message(parent, QMessageBox::Critical, title, text, buttons, defaultButton);
}

QMessageBox::StandardButton Dialogs::choose(QWidget *parent, QMessageBox::Icon icon, const QString &title,
                                            const QString &text, const QList<Choice> &choices)
{
    QMessageBox::StandardButton answer = QMessageBox::NoButton;
    if (answeredWithoutBox(&answer))
        return answer;
    QMessageBox box(icon, title, text, QMessageBox::NoButton, parent);
    QList<QAbstractButton *> buttons;
    for (const Choice &choice : choices)
        buttons.append(box.addButton(choice.text, choice.role));
    box.exec();
    const qsizetype clicked = buttons.indexOf(box.clickedButton());
    return clicked < 0 ? QMessageBox::NoButton : choices.at(clicked).answer;
}

void Dialogs::about(QWidget *parent, const QString &title, const QString &text)
{
    if (s_interactive)
        QMessageBox::about(parent, title, text);
}

void Dialogs::setInteractive(bool interactive)
{
    s_interactive = interactive;
}

bool Dialogs::isInteractive()
{
    return s_interactive;
}

void Dialogs::setNextFileName(const QString &fileName)
{
    s_fileNames.enqueue(fileName);
}

void Dialogs::setNextAnswer(QMessageBox::StandardButton answer)
{
    s_answers.enqueue(answer);
}

int Dialogs::pendingFileNames()
{
    return int(s_fileNames.size());
}

int Dialogs::pendingAnswers()
{
    return int(s_answers.size());
}

void Dialogs::clearQueues()
{
    s_fileNames.clear();
    s_answers.clear();
}
