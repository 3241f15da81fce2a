#include "core/model/Triple.h"

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
    if (!text.isEmpty())
        triple.extras().inertText = text;
    return triple;
}

void Triple::setSlot(int index, const QString &source)
{
    m_slots[index] = Slot(source);
    setRawLine(QString());
}

Triple::Extras &Triple::extras()
{
    if (!m_extras)
        m_extras = new Extras;
    return *m_extras; // detaches when shared
}

const QStringList &Triple::extraParts() const
{
    static const QStringList none;
    return m_extras ? m_extras->extraParts : none;
}

void Triple::setExtraParts(const QStringList &parts)
{
    if (parts.isEmpty() && !m_extras)
        return;
    Extras &more = extras();
    more.extraParts = parts;
    more.rawLine.clear();
}

QString Triple::author() const
{
    return m_extras ? m_extras->author : QString();
}

void Triple::setAuthor(const QString &author)
{
    if (author.isNull() && !m_extras)
        return;
    extras().author = author;
}

QDateTime Triple::modified() const
{
    return m_extras ? m_extras->modified : QDateTime();
}

void Triple::setModified(const QDateTime &when)
{
    if (!when.isValid() && !m_extras)
        return;
    extras().modified = when;
}

const QString &Triple::rawLine() const
{
    static const QString none;
    return m_extras ? m_extras->rawLine : none;
}

void Triple::setRawLine(const QString &line)
{
    if (line.isNull() && (!m_extras || m_extras.constData()->rawLine.isNull()))
        return;
    extras().rawLine = line;
}

QString Triple::inertText() const
{
    return m_extras ? m_extras->inertText : QString();
}

QString Triple::toGoldLine() const
{
    QString line;
    appendGoldLine(line);
    return line;
}

void Triple::appendGoldLine(QString &out) const
{
    if (!rawLine().isNull()) {
        out += rawLine();
    } else if (m_inert) {
        out += inertText();
    } else {
        out += subject().source();
        for (int s = 1; s < 3; ++s)
            out += kArrow + m_slots[s].source();
        for (const QString &part : extraParts())
            out += kArrow + part;
    }
}

bool Triple::operator==(const Triple &other) const
{
    return m_inert == other.m_inert && inertText() == other.inertText() && m_slots[0] == other.m_slots[0]
        && m_slots[1] == other.m_slots[1] && m_slots[2] == other.m_slots[2] && extraParts() == other.extraParts()
        && m_entityClean == other.m_entityClean;
}
