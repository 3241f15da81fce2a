#include "cli/TabularOptions.h"

#include "core/base/TextFileLines.h"
#include "core/carb/CarbSystemReader.h"

int TabularOptions::parse(const QStringList &arguments, const QStringList &valued, StatsOptions *statistics,
                          CommandOptions *common, const CommandOptions::OwnOption &own)
{
    common->takesGold = true;
    common->formats = statistics->formats();
    const QStringList allValued
        = valued + QStringList{QStringLiteral("--sentences"), QStringLiteral("--curve")} + statistics->valued();
    const int status = common->parse(arguments, allValued, [&](const QString &argument, const QString &value) {
        if (const int taken = statistics->take(argument, value, *common); taken != CommandOptions::NotTaken)
            return taken;
        if (const int taken = own(argument, value); taken != CommandOptions::NotTaken)
            return taken;
        if (argument == QLatin1String("--sentences"))
            sentences = value;
        else if (argument == QLatin1String("--curve"))
            curve = value;
        else
            return CommandOptions::NotTaken;
        return CommandOptions::Taken;
    });
    if (status >= 0)
        return status;
    details = common->details;
    diagnostics = common->diagnostics;
    systems = common->systems;
    gold = common->gold;
    if (!common->format.isEmpty())
        ScoreReport::parseFormat(common->format, &output);
    return common->help ? -1 : common->requireGold();
}

bool TabularOptions::readSentences(QHash<QString, QString> *texts, Diagnostics *diagnostics, QTextStream &err) const
{
    QString error;
    if (sentences.isEmpty() || CarbSystemReader::readSentences(sentences, texts, diagnostics, &error))
        return true;
    err << error << '\n';
    return false;
}

int TabularOptions::refuseCurveOverInput(const CommandOptions &common) const
{
    if (curve.isEmpty())
        return -1;
    return common.refuseOutputOverInput(QStringLiteral("--curve"), curve, common.inputFiles() << sentences);
}

int TabularOptions::finish(const QString &rendered, const QByteArray &curveTsv, const Diagnostics &all,
                           QTextStream &out, QTextStream &err, CommandSupport::Ending ending) const
{
    QString error;
    if (!curve.isEmpty() && !TextFileLines::writeFileAtomically(curveTsv, curve, &error)) {
        err << error << '\n';
        return 1;
    }
    out << rendered;
    return CommandSupport::finish(all, diagnostics, out, err, ending);
}
