#pragma once

#include "core/model/Facet.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QVector>
#include <QTextStream>

#include <functional>
#include <utility>

// What the `oie-score` commands parse alike: `--name=value` / `--name value` options, the
// usage error, --details, --diagnostics, --help, an unknown option, the NAME=FILE (or FILE)
// system arguments, and, for the commands that ask for them, --gold, --facet and --format.
// Each command keeps its own options and messages around these.
class CommandOptions
{
public:
    using SystemArguments = QList<std::pair<QString, QString>>; // name, path

    // command: the message prefix ("oie-score", "oie-score analysis"); usage: printed after
    // a usage error.
    CommandOptions(QString command, QString usage, QTextStream &err);

    // "COMMAND: message", then the usage, on err; returns 2 (bad usage).
    int usageError(const QString &message) const;

    // What a command's own option handler returns besides an exit status (>= 0).
    static constexpr int Taken = -1;
    static constexpr int NotTaken = -2;
    // Handles the option `name` (its value, if any, in `value`): Taken, NotTaken (then the
    // shared branches get it), or the exit status after reporting a usage error.
    using OwnOption = std::function<int(const QString &name, const QString &value)>;
    // A command's option that only keeps its value: in a string, appended to a list, or a flag set.
    struct Kept
    {
        QString name;
        QString *text = nullptr;
        QStringList *list = nullptr;
        bool *flag = nullptr;
    };
    // Keeps `value` where the option named `name` says (Taken), or NotTaken for another name.
    static int keep(const QVector<Kept> &options, const QString &name, const QString &value);

    // -1 when the file an output option names (`option`, e.g. "--curve") is none of the run's
    // inputs, else 2 after saying which input it is (same file, also through links): an output
    // never replaces the gold or a system file. Checked before anything is written.
    int refuseOutputOverInput(const QString &option, const QString &output, const QStringList &inputs) const;

    // Every file argument of the run: the gold and the systems' files.
    QStringList inputFiles() const;
    // Exit status 2 with a message when two inputs are one stream (/dev/stdin twice), else -1.
    int refuseStreamReadTwice() const;

    // Runs over the arguments: `--name=value`, or `--name value` for an option listed in
    // `valued` (or a shared valued option the command asked for), first to the shared --gold /
    // --facet / --format, then to `own`, then to the branches every command shares: --details,
    // --diagnostics, --help / -h (when acceptsHelp), an unknown option (reported with
    // unknownOption), else a system argument. Returns -1 when all are fine, else the exit
    // status after reporting.
    int parse(const QStringList &arguments, const QStringList &valued, const OwnOption &own);

    // The arguments of a command that compares two files, A and B (agreement, kappa):
    // --format json|table (*json), --diagnostics (diagnostics), the options listed in `valued`
    // (`--name=value` or `--name value`) to `own` (may be empty), an unknown option, else a
    // file (*files). Returns -1 when all are fine, else the exit status after the usage error.
    int parseFilePair(const QStringList &arguments, const QStringList &valued, const OwnOption &own, QStringList *files,
                      bool *json);

    // Reads a NAME=FILE (or FILE: the name is its base name) argument into *systems; empty on
    // success, else what is wrong with it.
    static QString addSystemArgument(const QString &argument, SystemArguments *systems);

    // The usage message for a facet name Facets::parse does not know.
    static QString unknownFacet(const QString &value);
    // -1 when --gold was given, else the exit status after the usage error that says it is required.
    int requireGold() const;

    // The shared valued options a command asks for before parse(): takesGold and takesFacet,
    // and --format when `formats` (the names it accepts, in the order its message lists them)
    // is not empty. Their values land in gold, facet and format.
    bool takesGold = false;
    bool takesFacet = false;
    QStringList formats;
    QString gold;
    Facet facet = Facet::Default;
    QString format;

    bool acceptsHelp = true;
    // The message for an option no branch took.
    std::function<QString(const QString &option)> unknownOption
        = [](const QString &option) { return QStringLiteral("unknown option '%1'").arg(option); };

    bool details = false;
    bool diagnostics = false;
    bool help = false;
    SystemArguments systems;

private:
    int take(const QStringList &arguments, int *index, const QStringList &valued, QString *name, QString *value) const;
    int takeCommon(const QString &argument);
    int takeShared(const QString &name, const QString &value);

    QString m_command;
    QString m_usage;
    QTextStream &m_err;
};
