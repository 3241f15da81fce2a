#pragma once

#include "Slot.h"

#include <QDateTime>
#include <QString>

// A member of a synset. Usually a gold triple (subject --> relation --> object); a line of
// the gold file that is neither triple nor header is kept as an inert member that never
// matches (SCORING.md 1.1), so that nothing read is ever lost.
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
    const QStringList &extraParts() const { return m_extraParts; }
    void setExtraParts(const QStringList &parts) { m_extraParts = parts; m_rawLine.clear(); }

    // Entity-clean: subject and object are whole concepts (the entity facet, SCORING.md 1.3).
    bool isEntityClean() const { return m_entityClean; }
    void setEntityClean(bool clean) { m_entityClean = clean; }

    QString author() const { return m_author; }
    void setAuthor(const QString &author) { m_author = author; }
    QDateTime modified() const { return m_modified; }
    void setModified(const QDateTime &when) { m_modified = when; }

    // The exact line this member was read from (without line end) when it differs from the
    // canonical form (surrounding spaces); null otherwise, and once edited.
    const QString &rawLine() const { return m_rawLine; }
    void setRawLine(const QString &line) { m_rawLine = line; }
    int sourceLine() const { return m_sourceLine; }
    void setSourceLine(int line) { m_sourceLine = line; }

    // The member as a BenchIE gold line: the raw line when unedited, else canonical form.
    QString toGoldLine() const;
    void appendGoldLine(QString &out) const;
    QString inertText() const { return m_inertText; }

    bool operator==(const Triple &other) const;

private:
    Slot m_slots[3];
    QStringList m_extraParts;
    bool m_inert = false;
    QString m_inertText;
    bool m_entityClean = false;
    QString m_author;
    QDateTime m_modified;
    QString m_rawLine;
    int m_sourceLine = 0;
};
