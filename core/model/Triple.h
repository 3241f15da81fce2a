#pragma once

#include "core/model/Slot.h"

#include <QDateTime>
#include <QSharedData>
#include <QSharedDataPointer>
#include <QString>
#include <QStringList>

// A member of a synset. Usually a gold triple (subject --> relation --> object); a line of
// the gold file that is neither triple nor header is kept as an inert member that never
// matches (docs/scoring/benchie.md 1.1), so that nothing read is ever lost.
class Triple
{
public:
    Triple() = default;
    Triple(const QString &subject, const QString &relation, const QString &object);
    static Triple inertLine(const QString &text);

    bool isInert() const { return m_inert; }
    const Slot &subject() const { return m_slots[0]; }
    const Slot &relation() const { return m_slots[1]; }
    const Slot &object() const { return m_slots[2]; }
    const Slot &slot(int index) const { return m_slots[index]; }
    void setSlot(int index, const QString &source);

    // Parts after the object (one BenchIE^FL line has four); ignored when scoring, kept for writing.
    const QStringList &extraParts() const;
    void setExtraParts(const QStringList &parts);

    // Entity-clean: subject and object are whole concepts (the entity facet, docs/scoring/benchie.md 1.3).
    bool isEntityClean() const { return m_entityClean; }
    void setEntityClean(bool clean) { m_entityClean = clean; }

    QString author() const;
    void setAuthor(const QString &author);
    QDateTime modified() const;
    void setModified(const QDateTime &when);

    // The exact line this member was read from (without line end) when it differs from the
    // canonical form (surrounding spaces); null otherwise, and once edited.
    const QString &rawLine() const;
    void setRawLine(const QString &line);
    int sourceLine() const { return m_sourceLine; }
    void setSourceLine(int line) { m_sourceLine = line; }

    // The member as a BenchIE gold line: the raw line when unedited, else canonical form.
    QString toGoldLine() const;
    void appendGoldLine(QString &out) const;
    QString inertText() const;

    bool operator==(const Triple &other) const;

private:
    // What few members carry, out of line and shared until written, so that a gold of many
    // thousands of triples stays small (a 100x benchmark holds 800,000).
    struct Extras : QSharedData
    {
        QStringList extraParts;
        QString inertText;
        QString author;
        QDateTime modified;
        QString rawLine;
    };
    Extras &extras();

    Slot m_slots[3];
    QSharedDataPointer<Extras> m_extras; // null when all of it is empty
    int m_sourceLine = 0;
    bool m_inert = false;
    bool m_entityClean = false;
};
