#pragma once

#include <QString>
#include <QStringList>
#include <QStringView>

// String operations of the BenchIE^FL scorer (docs/scoring/fl.md 4-7), in one place.
namespace FlText {

// Separator of slots in the keys the matcher hashes (never occurs in data).
inline QChar keySeparator() { return QChar(0x1f); }
// Every ASCII punctuation character (Python's string.punctuation) deleted.
QString noPunct(QStringView text);
// Spaces deleted and lowercased: the LoD "equal" (docs/scoring/fl.md 7).
QString squash(QStringView text);
// Runs of whitespace collapsed to one space, ends trimmed (the principled reading of a slot).
QString normalized(QStringView text);
// Python's re.sub(' +', ' ', text).strip().
QString collapseSpaces(QStringView text);
// Python's text.split(' ') (empty words kept).
QStringList pySplit(const QString &text);
// Words separated by any whitespace, empty ones dropped.
QStringList words(const QString &text);
// Official: text.split(' '); principled: whitespace words.
QStringList wordsOf(const QString &text, bool official);
// A slot for exact matching without punctuation (docs/scoring/fl.md 5): punctuation deleted,
// then stripped (official) or with whitespace runs collapsed too (principled).
QString noPunctSlot(const QString &slot, bool official);
// True when every word of `needle` occurs in `haystack` (set membership, docs/scoring/fl.md 7).
bool containsAll(const QStringList &haystack, const QStringList &needle);
// Word-aligned deletion (principled alternates): `words` with every occurrence of the word
// sequence `element` removed.
QStringList removeWords(const QStringList &words, const QStringList &element);

} // namespace FlText
