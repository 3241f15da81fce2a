#pragma once

#include "core/model/Triple.h"

#include <QString>
#include <QStringList>
#include <QStringView>

// The words of gold slots as the lint reads them.
namespace TripleWords {
// Every word of the slot as written, brackets removed (optional words included; words the
// official reading drops for malformed brackets too).
QStringList allWords(const Slot &slot);
// Appends the words that stay when every optional element is dropped (the official reading of
// the slot), each after a space unless *out is empty.
void appendFixed(QString *out, const Slot &slot);
// The fixed words of the three slots read as one sequence, joined by single spaces.
QString fixedSequence(const Triple &triple);
// Appends the text without the whitespace at its ends, runs of whitespace as one space.
void appendCollapsed(QString *out, QStringView text);
// A text as pieces, lower-cased: runs of letters and digits, each other character on its own
// (a Han character too); spaces only separate. `U.S.` and `U . S .` have the same pieces.
QStringList pieces(QStringView text);
// A slot's text for a finding's message: whole up to 80 characters, else its start and its
// length (the finding's triples hold it whole).
QString quoted(const QString &text);
// "subject --> relation --> object", as written.
QString text(const Triple &triple);
} // namespace TripleWords
