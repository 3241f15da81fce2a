#include "cli/CommandOptions.h"

#include "core/base/SameFile.h"

#include <QFileInfo>

#include <utility>

CommandOptions::CommandOptions(QString command, QString usage, QTextStream &err)
    : m_command(std::move(command)),
      m_usage(std::move(usage)),
      m_err(err)
{ }

int CommandOptions::usageError(const QString &message) const
{
    m_err << m_command << ": " << message << '\n' << m_usage;
    m_err.flush();
    return 2;
}

int CommandOptions::refuseOutputOverInput(const QString &option, const QString &output, const QStringList &inputs) const
{
    const QString input = SameFile::inputAmong(output, inputs);
    if (input.isEmpty())
        return -1;
    m_err << m_command << ": " << option << ' ' << output
          << (input == output ? QStringLiteral(" is an input of this run")
                              : QStringLiteral(" is an input of this run (%1)").arg(input))
          << ": refusing to write over it; nothing was written\n";
    m_err.flush();
    return 2;
}

QStringList CommandOptions::inputFiles() const
{
    QStringList files{gold};
    for (const auto &system : systems)
        files.append(system.second);
    return files;
}

int CommandOptions::parse(const QStringList &arguments, const QStringList &valued, const OwnOption &own)
{
    QStringList allValued = valued;
    if (takesGold)
        allValued.append(QStringLiteral("--gold"));
    if (takesFacet)
        allValued.append(QStringLiteral("--facet"));
    if (!formats.isEmpty())
        allValued.append(QStringLiteral("--format"));
    for (int i = 0; i < arguments.size(); ++i) {
        QString name;
        QString value;
        int status = take(arguments, &i, allValued, &name, &value);
        if (status == -1)
            status = takeShared(name, value);
        if (status == NotTaken)
            status = own(name, value);
        if (status == NotTaken)
            status = takeCommon(name);
        if (status >= 0)
            return status;
    }
    return refuseStreamReadTwice();
}

// Two inputs that are one stream (a pipe, a terminal: /dev/stdin twice): the second reader would
// get what the first left, and score it as a whole file. A regular file can be read twice.
int CommandOptions::refuseStreamReadTwice() const
{
    const QStringList files = inputFiles();
    for (int i = 0; i < files.size(); ++i) {
        for (int j = i + 1; j < files.size(); ++j) {
            if (SameFile::sameStream(files.at(i), files.at(j)))
                return usageError(QStringLiteral("%1 and %2 are one stream, given twice: it can be read only once "
                                                 "(save it to a file first)")
                                      .arg(files.at(i), files.at(j)));
        }
    }
    return -1;
}

int CommandOptions::parseFilePair(const QStringList &arguments, const QStringList &valued, const OwnOption &own,
                                  QStringList *files, bool *json)
{
    for (int i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        const QString name
            = argument.startsWith(QLatin1String("--")) ? argument.section(QLatin1Char('='), 0, 0) : argument;
        if (name == QLatin1String("--format") || valued.contains(name)) {
            const QString value
                = argument.contains(QLatin1Char('=')) ? argument.section(QLatin1Char('='), 1) : arguments.value(++i);
            if (name != QLatin1String("--format")) {
                const int status = own ? own(name, value) : NotTaken;
                if (status >= 0)
                    return status;
                continue;
            }
            if (value != QLatin1String("json") && value != QLatin1String("table"))
                return usageError(QStringLiteral("unknown format '%1' (expected json|table)").arg(value));
            *json = value == QLatin1String("json");
        } else if (argument == QLatin1String("--diagnostics")) {
            diagnostics = true;
        } else if (argument.startsWith(QLatin1Char('-')) && argument.size() > 1) {
            return usageError(QStringLiteral("unknown option '%1'").arg(argument));
        } else {
            files->append(argument);
        }
    }
    return -1;
}

// The option at arguments[*index] into *name and *value (*index moves past a separate value);
// -1 when fine, else the exit status after reporting that a valued option has no value.
int CommandOptions::take(const QStringList &arguments, int *index, const QStringList &valued, QString *name,
                         QString *value) const
{
    *name = arguments.at(*index);
    value->clear();
    if (name->startsWith(QLatin1String("--")) && name->contains(QLatin1Char('='))) {
        const int eq = int(name->indexOf(QLatin1Char('=')));
        *value = name->mid(eq + 1);
        name->truncate(eq);
        return -1;
    }
    if (!valued.contains(*name))
        return -1;
    if (*index + 1 >= arguments.size())
        return usageError(*name + QStringLiteral(" needs a value"));
    *value = arguments.at(++*index);
    return -1;
}

// --gold, --facet and --format, for the commands that asked for them.
int CommandOptions::takeShared(const QString &name, const QString &value)
{
    if (takesGold && name == QLatin1String("--gold")) {
        gold = value;
    } else if (takesFacet && name == QLatin1String("--facet")) {
        if (!Facets::parse(value, &facet))
            return usageError(unknownFacet(value));
    } else if (!formats.isEmpty() && name == QLatin1String("--format")) {
        if (!formats.contains(value))
            return usageError(
                QStringLiteral("unknown format '%1' (expected %2)").arg(value, formats.join(QLatin1Char('|'))));
        format = value;
    } else {
        return NotTaken;
    }
    return Taken;
}

int CommandOptions::requireGold() const
{
    return gold.isEmpty() ? usageError(QStringLiteral("--gold is required")) : -1;
}

QString CommandOptions::unknownFacet(const QString &value)
{
    return QStringLiteral("unknown facet '%1' (expected %2)").arg(value, Facets::names().join(QLatin1Char('|')));
}

int CommandOptions::takeCommon(const QString &argument)
{
    if (argument == QLatin1String("--details")) {
        details = true;
    } else if (argument == QLatin1String("--diagnostics")) {
        diagnostics = true;
    } else if (acceptsHelp && (argument == QLatin1String("--help") || argument == QLatin1String("-h"))) {
        help = true;
    } else if (argument.startsWith(QLatin1Char('-')) && argument.size() > 1) {
        return usageError(unknownOption(argument));
    } else {
        const QString problem = addSystemArgument(argument, &systems);
        if (!problem.isEmpty())
            return usageError(problem);
    }
    return -1;
}

QString CommandOptions::addSystemArgument(const QString &argument, SystemArguments *systems)
{
    const int eq = int(argument.indexOf(QLatin1Char('=')));
    const QString name = eq > 0 ? argument.left(eq) : QFileInfo(argument).completeBaseName();
    const QString path = eq > 0 ? argument.mid(eq + 1) : argument;
    if (path.isEmpty())
        return QStringLiteral("system '%1' has no file").arg(argument);
    for (const auto &system : std::as_const(*systems)) {
        if (system.first == name)
            return QStringLiteral("two systems named '%1'").arg(name);
    }
    systems->append({name, path});
    return QString();
}

int CommandOptions::keep(const QVector<Kept> &options, const QString &name, const QString &value)
{
    for (const Kept &option : options) {
        if (option.name != name)
            continue;
        if (option.text)
            *option.text = value;
        if (option.list)
            option.list->append(value);
        if (option.flag)
            *option.flag = true;
        return Taken;
    }
    return NotTaken;
}
