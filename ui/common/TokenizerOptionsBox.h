#pragma once

#include "core/text/PtbTokenizer.h"

#include <QWidget>

class QCheckBox;

// How raw text's words are cut, as two check boxes: hyphenated compounds split or whole,
// quotation marks as chips of their own or on their word. The preferences (the defaults) and
// the import dialog (this file's choice) show the same box. Object names: PREFIX + the box's
// name ("splitHyphensCheck", or "importSplitHyphensCheck" with the prefix "import").
class TokenizerOptionsBox : public QWidget
{
    Q_OBJECT

public:
    TokenizerOptionsBox(const TokenizerOptions &options, const QString &objectNamePrefix, QWidget *parent = nullptr);

    // The options as checked now (other fields as given).
    TokenizerOptions options() const;

private:
    TokenizerOptions m_options;
    QCheckBox *m_splitHyphens = nullptr;
    QCheckBox *m_quotesAsTokens = nullptr;
};
