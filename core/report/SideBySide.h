#pragma once

#include "core/document/ScorerResults.h"
#include "core/model/SystemScore.h"
#include "core/oie2016/Oie2016Evaluation.h"

#include <QHash>
#include <QString>
#include <QStringList>
#include <QVector>

// One system's figures under every scorer it was loaded under.
struct SideBySideRow
{
    QString name; // the studio's system name; an OIE2016 system nobody is paired with keeps its own
    QString oie2016Name; // the OIE2016 system paired with it (empty: none)
    bool hasBenchie = false;
    double benchiePrecision = 0;
    double benchieRecall = 0;
    double benchieF1 = 0;
    bool hasCarb = false;
    double carbAuc = 0;
    double carbF1 = 0;
    bool hasOie2016 = false;
    double oie2016Auc = 0;
    double oie2016F1 = 0;
};

// OIE2016, CaRB and BenchIE figures of the same systems next to each other. The studio's
// systems (scored by BenchIE and, with a CaRB gold, by CaRB) carry one name; an OIE2016 system
// read from its native output carries another, so the user pairs them: by default each OIE2016
// system goes with the studio system of the same name (pairingKey: case, spaces and
// punctuation aside, so "OpenIE-4" meets "openie4"). Only arranges what the scorers computed.
class SideBySide
{
public:
    // Case-folded letters and digits of a name.
    static QString pairingKey(const QString &name);
    // OIE2016 name -> studio name, for every OIE2016 system whose key equals exactly one
    // studio system's key.
    static QHash<QString, QString> defaultPairs(const QStringList &studioNames, const QStringList &oie2016Names);

    // One row per studio system (in the session's order), then one per unpaired OIE2016 system
    // (even when it has a studio system's name: the user unpaired them).
    // `pairs` maps an OIE2016 name to a studio name; a pair naming no studio system is ignored.
    static QVector<SideBySideRow> build(const QVector<SystemScore> &benchie,
                                        const QVector<ScorerResults::CarbSystem> &carb,
                                        const QVector<Oie2016ScoredSystem> &oie2016,
                                        const QHash<QString, QString> &pairs);
};
