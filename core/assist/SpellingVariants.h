#pragma once

#include <QString>
#include <QStringList>

// Other writings of the same words in a slot. The BenchIE scorers compare strings, and systems
// tokenize quotes, hyphenated words and abbreviations each their own way, so the real golds
// hold a fact's triple in several writings: the English gold writes one quotation as
// ```Sahara''`, `[``] Sahara ['']`, `[`] [`] Sahara ['] [']` and `[` `] Sahara [' ']`,
// `step-by-step` also as `step [-] by [-] step`, `U.S.` also as `U. S.` and `U . S .`, `Co.` also
// as `Co [.]`, `Crozier, Jr.` also as `Crozier [,] Jr.`.
//
// `of` rewrites one family at a time (quotes; words joined by a hyphen; by a slash; capital
// letters with dots; an abbreviated word's final dot; commas between words), every occurrence
// of it in the slot alike, into each writing of that family the slot does not use yet. A
// writing differs from the slot only in spaces and brackets around those marks: the same
// characters otherwise, in the same order.
namespace SpellingVariants {

QStringList of(const QString &slot);

// The slot's characters without spaces and brackets: equal for two writings of the same words.
QString squeezed(const QString &slot);

} // namespace SpellingVariants
