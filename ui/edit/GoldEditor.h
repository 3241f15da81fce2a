#pragma once

#include "core/model/ReviewJudgment.h"
#include "core/model/Sentence.h"

#include <QCoreApplication>
#include <QString>

class QUndoCommand;
class QUndoStack;
class StudioDocument;

// The edits an annotator makes to the gold, as plain functions (the undo facade): each builds
// the edited sentence, and pushes a SentenceEditCommand that applies it through the document.
// An edit that would change nothing, or that names a synset or triple that does not exist, is
// refused (false, or -1) and nothing is pushed. Synset and triple numbers are 0-based here and
// 1-based in the command texts the Edit menu shows.
class GoldEditor
{
    Q_DECLARE_TR_FUNCTIONS(GoldEditor)

public:
    GoldEditor(StudioDocument *document, QUndoStack *stack);

    // Adds a triple to synset `synset`, or to a new synset at the end when synset is -1.
    // Returns the synset the triple went to, or -1.
    int addTriple(int sentence, int synset, Triple triple);
    // Adds several triples to synset `synset` at once, as one undo step named `text` (the
    // variants of a triple); false when there is none or the synset does not exist.
    bool addTriples(int sentence, int synset, QVector<Triple> triples, const QString &text);
    // The same, and new synsets at the end (the facts of other conjuncts), all as one undo step;
    // false when nothing would be added or the synset does not exist.
    bool addTriplesAndSynsets(int sentence, int synset, QVector<Triple> triples, QVector<QVector<Triple>> synsets,
                              const QString &text);
    // Replaces a whole synset (its triples edited together, e.g. an optional group made in each
    // of them), as one undo step named `text`; false when nothing would change.
    bool replaceSynset(int sentence, int synset, const Synset &replacement, const QString &text);
    bool replaceTriple(int sentence, int synset, int triple, Triple replacement);
    bool duplicateTriple(int sentence, int synset, int triple);
    // Moves a triple to another synset (-1: a new one). A synset left empty is deleted.
    // Returns the synset the triple is in afterwards, or -1.
    int moveTriple(int sentence, int synset, int triple, int toSynset);
    // Deletes a triple; a synset left empty is deleted with it.
    bool deleteTriple(int sentence, int synset, int triple);
    bool deleteSynset(int sentence, int synset);
    bool setEntityClean(int sentence, int synset, int triple, bool clean);
    // Replaces a sentence's synsets with `after`'s (a merge decision): triples keep their
    // authors and synsets their headers (MergeSession::decide renumbers them). The command becomes a child of `parent` when given (pushed with it), else it
    // is pushed. False when nothing would change.
    bool replaceSynsets(int sentence, const Sentence &after, const QString &text, QUndoCommand *parent = nullptr);

    // Review rounds. Records a judgment (reject, skip) as one undo step; false when the
    // extraction already has exactly that verdict.
    bool judge(const ReviewJudgment &judgment);
    // Accepts an extraction: adds `triple` to synset `synset` (-1: a new synset) and records the
    // judgment (its synset set to where the triple went), as one undo step. The synset, or -1.
    int accept(int sentence, int synset, Triple triple, ReviewJudgment judgment);

    // Round 0 (GoldEditorDrafts.cpp): draft synsets proposed from systems, kept in
    // Sentence::drafts. Sets a sentence's drafts (as a child of `parent` when given); false
    // when they would not change.
    bool setDrafts(int sentence, const QVector<Synset> &drafts, const QString &text, QUndoCommand *parent = nullptr);
    // Accepts a draft: `triples` (some of its triples, in its order) become a new synset at the
    // end, stamped with the annotator, and the draft is gone, as one undo step. The new
    // synset, or -1.
    int acceptDraft(int sentence, int draft, QVector<Triple> triples);
    // Drops a draft (one undo step), e.g. when its triple was loaded into the slots to be edited.
    bool dropDraft(int sentence, int draft, const QString &text = QString());

    // Who is recorded as the author of edited triples: the user name of the preferences, else
    // the login name.
    static QString author();
    static void setAuthor(const QString &name);

private:
    bool isTriple(int sentence, int synset, int triple) const;
    void stamp(Triple *triple) const;
    void push(int index, const Sentence &before, Sentence after, const QString &text,
              QUndoCommand *parent = nullptr, bool renumber = true);
    // The sentence with the triple added (to a new synset at the end when synset is -1) and the
    // command text; the synset it went to in *synset.
    Sentence withTriple(int sentence, int *synset, Triple triple, QString *text) const;

    StudioDocument *m_document;
    QUndoStack *m_stack;
};
