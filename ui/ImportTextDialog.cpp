#include "ui/ImportTextDialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QLabel>
#include <QRadioButton>
#include <QVBoxLayout>

ImportTextDialog::ImportTextDialog(const QString &fileName, const ImportOptions &defaults, QWidget *parent)
    : QDialog(parent)
    , m_defaults(defaults)
{
    setObjectName(QStringLiteral("importTextDialog"));
    setWindowTitle(tr("Import Text"));
    auto *intro = new QLabel(tr("%1 is raw text. Where do its sentences end, and how are its words cut?").arg(fileName));
    intro->setWordWrap(true);

    auto *breaks = new QGroupBox(tr("Sentences"));
    m_lines = new QRadioButton(tr("At every &line break"));
    m_lines->setObjectName(QStringLiteral("importLinesRadio"));
    m_paragraphs = new QRadioButton(tr("Split &paragraphs (blank lines end them)"));
    m_paragraphs->setObjectName(QStringLiteral("importParagraphsRadio"));
    (defaults.sentenceBreaks == SentenceBreaks::Paragraphs ? m_paragraphs : m_lines)->setChecked(true);
    auto *breaksLayout = new QVBoxLayout(breaks);
    breaksLayout->addWidget(m_lines);
    breaksLayout->addWidget(m_paragraphs);

    auto *tokens = new QGroupBox(tr("Tokens"));
    m_splitHyphens = new QCheckBox(tr("Split h&yphenated compounds (state - of - the - art)"));
    m_splitHyphens->setObjectName(QStringLiteral("importSplitHyphensCheck"));
    m_splitHyphens->setToolTip(tr("Off: state-of-the-art stays one chip, as in the BenchIE data"));
    m_splitHyphens->setChecked(defaults.tokenizer.splitHyphens);
    m_quotesAsTokens = new QCheckBox(tr("&Quotation marks as chips of their own"));
    m_quotesAsTokens->setObjectName(QStringLiteral("importQuotesAsTokensCheck"));
    m_quotesAsTokens->setToolTip(tr("Off: a quotation mark stays on the word it touches (\"Hello\")"));
    m_quotesAsTokens->setChecked(defaults.tokenizer.quotesAsTokens);
    auto *tokensLayout = new QVBoxLayout(tokens);
    tokensLayout->addWidget(m_splitHyphens);
    tokensLayout->addWidget(m_quotesAsTokens);
    auto *note = new QLabel(tr("The defaults are set in Edit > Preferences."));
    note->setEnabled(false);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(breaks);
    layout->addWidget(tokens);
    layout->addWidget(note);
    layout->addWidget(buttons);
}

ImportOptions ImportTextDialog::options() const
{
    ImportOptions options = m_defaults;
    options.sentenceBreaks = m_paragraphs->isChecked() ? SentenceBreaks::Paragraphs : SentenceBreaks::Lines;
    options.tokenizer.splitHyphens = m_splitHyphens->isChecked();
    options.tokenizer.quotesAsTokens = m_quotesAsTokens->isChecked();
    return options;
}
