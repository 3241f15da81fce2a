#pragma once

#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <memory>

// The lemmatiser of the official matcher (docs/scoring/oie2016.md 3): NLTK's
// WordNetLemmatizer with its default part of speech, noun, i.e. WordNet's morphy over the noun
// lemmas (index.noun) and the noun exception list (noun.exc), read at run time from WordNet's
// data files (Debian's wordnet-base installs them in /usr/share/wordnet). No other WordNet
// file changes a result. Immutable once loaded: one instance can serve every scorer.
class Oie2016Lemmatizer
{
public:
    // $OIE_WORDNET_DIR when set, else /usr/share/wordnet.
    static QString defaultDirectory();
    // Null, with *error saying what is missing, when the data cannot be read; never a fallback.
    static std::shared_ptr<const Oie2016Lemmatizer> load(const QString &directory, QString *error);

    // morphy(word, noun), shortest candidate (the first on ties), else the word itself.
    QString lemma(const QString &word) const;

    int nounCount() const { return int(m_nouns.size()); }
    int exceptionCount() const { return int(m_exceptions.size()); }

private:
    bool isNoun(QStringView form) const { return m_nouns.contains(form); }
    // The forms in `forms` that are nouns, each once, in order.
    QStringList nouns(const QStringList &forms) const;

    QString m_indexText; // index.noun as read: m_nouns are views into it
    QSet<QStringView> m_nouns;
    QHash<QString, QStringList> m_exceptions;
};
