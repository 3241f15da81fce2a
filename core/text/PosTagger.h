#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QVector>

// English part-of-speech tagger: a C++ port of Lingua::EN::Tagger 0.31 (Debian's
// liblingua-en-tagger-perl), a bigram HMM trained on the Penn Treebank. Its model is loaded at
// run time from the package's plain-text tables (tags.yml: P(tag | previous tag); words.yml and
// unknown.yml: tag counts per word and per unknown-word class), by default from
// /usr/share/perl5/Lingua/EN/Tagger, or from the directory in the environment variable
// OIE_TAGGER_DIR. The Storable .hash files beside them hold the same tables for Perl only.
//
// How it tags (as Tagger.pm does): starting from the sentence-final tag `pp`, each token gets the
// tag t maximizing P(t | previous tag) * (count(word, t) + 1) over the tags seen with the word
// (a greedy left-to-right decoding, not a full Viterbi search: that is what the Perl module
// does). A word not in the lexicon is looked up with its first letter lower-cased, then mapped
// to a class (brackets, numbers, ordinals, all-caps abbreviations, hyphenated words, symbols,
// capitalized words, suffixes -ing -s -tion -ly -ed, else unknown); a word no tag fits gets NN.
// Ties keep the first tag in tags.yml order (Perl takes whichever its hash yields first). Perl's
// lookup of a hyphenated word's suffix (`well-frobbed`) leaves that suffix in the lexicon with no
// tag, so a later `frobbed` gets NN; the port reproduces that within one tag() call only, so
// that a sentence's tags never depend on the sentences tagged before it.
//
// Tokens are expected in Penn Treebank form, which is what Tagger.pm's own tokenizer produces
// and what PtbTokenizer and the BenchIE data give: `'s`, `n't` and punctuation as tokens.
// Tags are returned in Penn Treebank notation (the module's `det` is DT, `ppc` is `,`, `pp` is
// `.`, `pps` is `:`, `ppl` is ``, `ppr` is '', `ppd` is `$`, `lrb`/`rrb` are -LRB-/-RRB-,
// `prps` is PRP$, `wps` WP$, the rest upper-cased).
class PosTagger
{
    Q_DECLARE_TR_FUNCTIONS(PosTagger)

public:
    // $OIE_TAGGER_DIR when set, else Debian's /usr/share/perl5/Lingua/EN/Tagger.
    static QString defaultModelDirectory();
    // A tagger loaded once from defaultModelDirectory() and shared (thread-safe first use); when the
    // model is missing it is not loaded and loadError() says why.
    static const PosTagger &shared();

    // False with a clear *error when the tables are missing or unreadable; the tagger then stays
    // unloaded and tag() returns no tags.
    bool load(const QString &directory, QString *error);
    bool isLoaded() const { return !m_tagNames.isEmpty(); }
    // Why the tagger is not loaded (empty when it is).
    QString loadError() const;

    // True when the word (or it with its first letter lower-cased) is in the lexicon.
    bool knows(const QString &word) const;
    // The PTB tags the lexicon lists for the word (or for it with its first letter lower-cased),
    // most frequent first; empty for a word the lexicon does not know.
    QStringList lexiconTags(const QString &word) const;
    // PTB tags, one per token; empty when the model is not loaded.
    QStringList tag(const QStringList &tokens) const;
    // The module's own lower-case tags (`det`, `ppc`, `nnp`, ...).
    QStringList tagInternal(const QStringList &tokens) const;
    static QString toPennTreebank(const QString &taggerTag);
    // Sizes of the loaded model: words (with the unknown-word classes), word-tag counts, tags
    // with transitions, transitions.
    struct ModelSize
    {
        qsizetype words = 0;
        qsizetype wordTags = 0;
        qsizetype previousTags = 0;
        qsizetype transitions = 0;
    };
    ModelSize modelSize() const;

private:
    struct TagCount
    {
        int tag;
        double count;
    };
    int tagIndex(const QString &name);
    bool loadTable(const QString &path, bool transitions, QString *error);
    QString cleanWord(const QString &word, QSet<QString> *vivified) const;
    QString classifyUnknownWord(const QString &word, QSet<QString> *vivified) const;
    int assignTag(int previous, const QString &word) const;

    QStringList m_tagNames;
    QHash<QString, int> m_tagIndex;
    QVector<QVector<TagCount>> m_transitions; // per previous tag, in file order
    QHash<QString, QVector<TagCount>> m_lexicon;
    QString m_loadError;
};
