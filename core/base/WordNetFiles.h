#pragma once

#include <QString>
#include <QStringList>

// WordNet's data files, read at run time from Debian's wordnet-base (/usr/share/wordnet, or the
// directory in $OIE_WORDNET_DIR): for the OIE2016 noun lemmatiser and the verb forms of the
// annotation help. Never a fallback: a missing file is an error that says what to install.
namespace WordNetFiles {
QString defaultDirectory();
// The named files of `directory`, decoded as UTF-8, in *texts (one per name). False, with
// *error "WordNet data not found in DIR (install the Debian package wordnet-base)" when one is
// missing, or the read error.
bool read(const QString &directory, const QStringList &names, QStringList *texts, QString *error);
} // namespace WordNetFiles
