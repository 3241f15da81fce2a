#include "ui/ImportTextDialog.h"

#include "ui/common/TokenizerOptionsBox.h"

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
    m_tokens = new TokenizerOptionsBox(defaults.tokenizer, QStringLiteral("import"));
    auto *tokensLayout = new QVBoxLayout(tokens);
    tokensLayout->addWidget(m_tokens);
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
    options.tokenizer = m_tokens->options();
    return options;
}
