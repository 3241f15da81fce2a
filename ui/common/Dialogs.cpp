#include "ui/common/Dialogs.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QPushButton>
#include <QQueue>
#include <QRegularExpression>

namespace {

bool s_interactive = true;
QQueue<QString> s_fileNames;
QQueue<QMessageBox::StandardButton> s_answers;
QString s_lastDirectory;

// A file dialog: the queued name, else nothing when non-interactive, else what `show` returns.
// The folder of a returned name is remembered as the last directory.
template<typename Show>
QString fileName(Show show, bool *queued = nullptr)
{
    QString name;
    if (!s_fileNames.isEmpty()) {
        name = s_fileNames.dequeue();
        if (queued)
            *queued = true;
    } else if (s_interactive) {
        name = show();
    }
    return name;
}

// The extensions of one filter: "LaTeX (*.tex *.ltx)" -> {"tex", "ltx"}; "All files (*)" -> {}.
QStringList filterExtensions(const QString &filter)
{
    static const QRegularExpression pattern(QStringLiteral("\\*\\.([A-Za-z0-9_.+-]+)"));
    QStringList extensions;
    const qsizetype open = filter.lastIndexOf(QLatin1Char('('));
    QRegularExpressionMatchIterator it = pattern.globalMatch(open < 0 ? filter : filter.mid(open));
    while (it.hasNext())
        extensions.append(it.next().captured(1));
    return extensions;
}

void rememberFolderOf(const QString &path, bool isDirectory)
{
    if (!path.isEmpty())
        s_lastDirectory = isDirectory ? QFileInfo(path).absoluteFilePath() : QFileInfo(path).absolutePath();
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
    const QString path = fileName([&]() { return QFileDialog::getOpenFileName(parent, caption, directory, filter); });
    rememberFolderOf(path, false);
    return path;
}

QString Dialogs::saveFileName(QWidget *parent, const QString &caption, const QString &directory,
                              const QString &filter, QString *selectedFilter)
{
    QString chosen;
    bool queued = false;
    QString path = fileName(
        [&]() { return QFileDialog::getSaveFileName(parent, caption, directory, filter, &chosen); }, &queued);
    if (queued || chosen.isEmpty())
        chosen = filter.section(QStringLiteral(";;"), 0, 0);
    path = withFilterExtension(path, filter, chosen);
    if (selectedFilter)
        *selectedFilter = chosen;
    rememberFolderOf(path, false);
    return path;
}

QString Dialogs::existingDirectory(QWidget *parent, const QString &caption, const QString &directory)
{
    const QString path = fileName([&]() { return QFileDialog::getExistingDirectory(parent, caption, directory); });
    rememberFolderOf(path, true);
    return path;
}

QString Dialogs::withFilterExtension(const QString &path, const QString &filters, const QString &chosenFilter)
{
    const QStringList chosen = filterExtensions(chosenFilter);
    if (path.isEmpty() || chosen.isEmpty())
        return path;
    const QString name = QFileInfo(path).fileName();
    for (const QString &filter : filters.split(QStringLiteral(";;"))) {
        for (const QString &extension : filterExtensions(filter)) {
            if (name.endsWith(QLatin1Char('.') + extension, Qt::CaseInsensitive) && name.size() > extension.size() + 1)
                return path;
        }
    }
    return path + QLatin1Char('.') + chosen.constFirst();
}

QString Dialogs::lastDirectory()
{
    return s_lastDirectory;
}

void Dialogs::setLastDirectory(const QString &directory)
{
    s_lastDirectory = directory;
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
