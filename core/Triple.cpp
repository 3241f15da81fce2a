#include "Triple.h"

namespace {
const QString kArrow = QStringLiteral(" --> ");
}

Triple::Triple(const QString &subject, const QString &relation, const QString &object)
    : m_slots{Slot(subject), Slot(relation), Slot(object)}
{
}

Triple Triple::inertLine(const QString &text)
{
    Triple triple;
    triple.m_inert = true;
    triple.m_inertText = text;
    return triple;
}

void Triple::setSlot(int index, const QString &source)
{
    m_slots[index] = Slot(source);
    m_rawLine.clear();
}

QString Triple::toGoldLine() const
{
    QString line;
    appendGoldLine(line);
    return line;
}

void Triple::appendGoldLine(QString &out) const
{
    if (!m_rawLine.isNull()) {
        out += m_rawLine;
    } else if (m_inert) {
        out += m_inertText;
    } else {
        out += subject().source();
        for (int s = 1; s < 3; ++s)
            out += kArrow + m_slots[s].source();
        for (const QString &part : m_extraParts)
            out += kArrow + part;
    }
}

bool Triple::operator==(const Triple &other) const
{
    return m_inert == other.m_inert && m_inertText == other.m_inertText && m_slots[0] == other.m_slots[0]
        && m_slots[1] == other.m_slots[1] && m_slots[2] == other.m_slots[2] && m_extraParts == other.m_extraParts
        && m_entityClean == other.m_entityClean;
}
