#include "ui/common/TokenizerOptionsBox.h"

#include <QCheckBox>
#include <QVBoxLayout>

namespace {

QString boxName(const QString &prefix, const QString &name)
{
    if (prefix.isEmpty())
        return name;
    return prefix + name.left(1).toUpper() + name.mid(1);
}

} // namespace

TokenizerOptionsBox::TokenizerOptionsBox(const TokenizerOptions &options, const QString &objectNamePrefix, QWidget *parent)
    : QWidget(parent)
    , m_options(options)
{
    m_splitHyphens = new QCheckBox(tr("Split h&yphenated compounds (state - of - the - art)"));
    m_splitHyphens->setObjectName(boxName(objectNamePrefix, QStringLiteral("splitHyphensCheck")));
    m_splitHyphens->setToolTip(tr("Off: state-of-the-art stays one chip, as in the BenchIE data"));
    m_splitHyphens->setChecked(options.splitHyphens);
    m_quotesAsTokens = new QCheckBox(tr("&Quotation marks as chips of their own"));
    m_quotesAsTokens->setObjectName(boxName(objectNamePrefix, QStringLiteral("quotesAsTokensCheck")));
    m_quotesAsTokens->setToolTip(tr("Off: a quotation mark stays on the word it touches (\"Hello\")"));
    m_quotesAsTokens->setChecked(options.quotesAsTokens);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_splitHyphens);
    layout->addWidget(m_quotesAsTokens);
}

TokenizerOptions TokenizerOptionsBox::options() const
{
    TokenizerOptions options = m_options;
    options.splitHyphens = m_splitHyphens->isChecked();
    options.quotesAsTokens = m_quotesAsTokens->isChecked();
    return options;
}
