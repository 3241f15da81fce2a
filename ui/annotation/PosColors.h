#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QString>
#include <QVector>

// Parts of speech as the token chips colour them. Tags may be Penn Treebank (from the
// tagger or CoNLL-U XPOS, any case) or universal (CoNLL-U UPOS).
class PosColors
{
    Q_DECLARE_TR_FUNCTIONS(PosColors)

public:
    // NamedEntities (AnnIE colours entities; with no NER model at hand): the proper nouns, so
    // that a run of them (`Prime Minister Edmund Barton`) reads as one entity.
    enum class Scheme { VerbsAndNouns, AllPos, None, NamedEntities };
    enum class Category { Verb, Noun, ProperNoun, Adjective, Adverb, Pronoun, Determiner, Adposition, Number,
                          Conjunction, Particle, Punctuation, Other };

    static Category category(const QString &tag);
    // The chip background of a category under a scheme; invalid when the chip is not coloured.
    // `dark` picks colours for a dark palette (light text), else for a light one.
    static QColor background(Category category, Scheme scheme, bool dark);
    // The categories a scheme colours, for the legend.
    static QVector<Category> legend(Scheme scheme);
    static QString name(Category category);
    static QString schemeName(Scheme scheme);
};
