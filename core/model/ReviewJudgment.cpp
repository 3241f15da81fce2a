#include "core/model/ReviewJudgment.h"

#include <algorithm>

QString ReviewJudgment::keyOf(const QString &sentenceId, const QString &subject, const QString &relation,
                              const QString &object)
{
    const QChar tab = QLatin1Char('\t');
    return sentenceId + tab + subject.simplified() + tab + relation.simplified() + tab + object.simplified();
}

QString ReviewJudgment::verdictName(ReviewVerdict verdict)
{
    switch (verdict) {
    case ReviewVerdict::Accepted:
        return QStringLiteral("accept");
    case ReviewVerdict::Rejected:
        return QStringLiteral("reject");
    case ReviewVerdict::Skipped:
        break;
    }
    return QStringLiteral("skip");
}

bool ReviewJudgment::parseVerdict(const QString &name, ReviewVerdict *verdict)
{
    for (ReviewVerdict v : {ReviewVerdict::Accepted, ReviewVerdict::Rejected, ReviewVerdict::Skipped}) {
        if (name.trimmed().compare(verdictName(v), Qt::CaseInsensitive) == 0) {
            *verdict = v;
            return true;
        }
    }
    return false;
}

bool ReviewJudgment::operator==(const ReviewJudgment &other) const
{
    return sentenceId == other.sentenceId && subject == other.subject && relation == other.relation
        && object == other.object && sources == other.sources && verdict == other.verdict && synset == other.synset
        && reviewer == other.reviewer && time == other.time;
}

const ReviewJudgment *ReviewJudgments::find(const QString &key) const
{
    const auto it = m_byKey.constFind(key);
    return it == m_byKey.constEnd() ? nullptr : &it.value();
}

void ReviewJudgments::set(const ReviewJudgment &judgment)
{
    m_byKey.insert(judgment.key(), judgment);
}

bool ReviewJudgments::remove(const QString &key)
{
    return m_byKey.remove(key) > 0;
}

QVector<ReviewJudgment> ReviewJudgments::list() const
{
    QVector<ReviewJudgment> judgments;
    judgments.reserve(m_byKey.size());
    for (const ReviewJudgment &judgment : m_byKey)
        judgments.append(judgment);
    std::sort(judgments.begin(), judgments.end(),
              [](const ReviewJudgment &a, const ReviewJudgment &b) { return a.key() < b.key(); });
    return judgments;
}

int ReviewJudgments::count(ReviewVerdict verdict) const
{
    return int(std::count_if(m_byKey.begin(), m_byKey.end(),
                             [verdict](const ReviewJudgment &judgment) { return judgment.verdict == verdict; }));
}
