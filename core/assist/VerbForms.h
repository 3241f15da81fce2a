#pragma once

#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>

#include <memory>

// English verb forms from WordNet's data, read at run time (Debian's wordnet-base installs it
// in /usr/share/wordnet; $OIE_WORDNET_DIR points elsewhere, as for Oie2016Lemmatizer):
// index.verb (the verb lemmas) and verb.exc (irregular forms: `written write`, `wrote write`).
// Nothing is guessed: a form the data does not settle is reported as unknown or ambiguous,
// and the annotator types it. Immutable once loaded.
class VerbForms
{
public:
    // The past tense of a participle, and how sure it is.
    struct Past
    {
        enum class Status {
            Known, // form is the past tense
            Ambiguous, // the data lists several candidates (bore, borne for born)
            Unknown, // not in the data, or the data lists no past; form may hold a proposal
        };
        Status status = Status::Unknown;
        QString form;
        QString lemma; // empty when unknown
        QStringList candidates;
    };

    static QString defaultDirectory();
    // Null, with *error saying what is missing, when the data cannot be read.
    static std::shared_ptr<const VerbForms> load(const QString &directory, QString *error);
    // Loaded once from defaultDirectory(); null when missing (sharedError() says why).
    static std::shared_ptr<const VerbForms> shared();
    static QString sharedError();

    // The verb lemmas of a form: verb.exc's bases, else WordNet's verb detachment rules (morphy:
    // -s, -ies, -es, -ed, -ing) kept when index.verb lists the result; empty when none.
    QStringList lemmas(const QString &form) const;
    bool isVerb(const QString &lemma) const { return m_verbs.contains(lemma); }
    // participle -> past: regular (`kicked`: a lemma in index.verb, the -ed form) is its own
    // past; irregular (in verb.exc) takes the one other form of its lemma that is neither a
    // participle (-n, -ne), an -ing form nor a third person (-s): `written` -> `wrote`;
    // `found`, whose lemma has no other form, is its own past.
    Past past(const QString &participle) const;

    int lemmaCount() const { return int(m_verbs.size()); }
    int exceptionCount() const { return int(m_exceptions.size()); }

private:
    QSet<QString> m_verbs;
    QHash<QString, QStringList> m_exceptions; // form -> lemmas
    QHash<QString, QStringList> m_formsOf; // lemma -> its irregular forms, in file order
};
