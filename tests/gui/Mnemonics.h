#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

// Alt+letter mnemonics of menu, tab, label and button texts, for the tests that check that
// none collide (TestWalkthrough in English, TestLanguage in every language).
namespace Mnemonics {

// The mnemonic letter of "&File" ('f'), none for "Save && Exit" or no '&'.
inline QChar of(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('&'))
            continue;
        if (text.at(i + 1) == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text.at(i + 1).toLower();
    }
    return QChar();
}

// Texts that share a mnemonic ("Alt+d: '&Datei' and '&Dokument'").
inline QStringList clashes(const QStringList &texts)
{
    QHash<QChar, QString> owner;
    QStringList found;
    for (const QString &text : texts) {
        const QChar letter = of(text);
        if (letter.isNull())
            continue;
        if (owner.contains(letter))
            found.append(QStringLiteral("Alt+%1: '%2' and '%3'").arg(letter, owner.value(letter), text));
        owner.insert(letter, text);
    }
    return found;
}

} // namespace Mnemonics
