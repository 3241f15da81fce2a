#include "core/lint/LintResult.h"

#include <QSet>

#include <algorithm>

int LintCheckResult::sentenceCount() const
{
    QSet<QString> sentences;
    for (const LintFinding &finding : findings)
        sentences.insert(finding.sentenceId);
    return int(sentences.size());
}

const LintCheckResult *LintResult::result(LintCheck check) const
{
    for (const LintCheckResult &result : checks) {
        if (result.check == check)
            return &result;
    }
    return nullptr;
}

int LintResult::findingCount() const
{
    int count = 0;
    for (const LintCheckResult &result : checks)
        count += int(result.findings.size());
    return count;
}

void LintResult::replaceSentence(int sentence, const QVector<LintFinding> &findings)
{
    // Findings of sentences only the other gold has (index -1) come after all others.
    auto before
        = [sentence](const LintFinding &finding) { return finding.sentence >= 0 && finding.sentence < sentence; };
    for (LintCheckResult &result : checks) {
        QVector<LintFinding> &list = result.findings;
        list.erase(std::remove_if(list.begin(), list.end(),
                                  [sentence](const LintFinding &finding) { return finding.sentence == sentence; }),
                   list.end());
        auto at = std::find_if_not(list.begin(), list.end(), before);
        QVector<LintFinding> fresh;
        for (const LintFinding &finding : findings) {
            if (finding.check == result.check)
                fresh.append(finding);
        }
        const qsizetype offset = at - list.begin();
        for (qsizetype k = 0; k < fresh.size(); ++k)
            list.insert(offset + k, fresh.at(k));
    }
}
