#pragma once

#include "core/document/DocumentImport.h"

#include <QDialog>

class QRadioButton;
class TokenizerOptionsBox;

// Opening a raw text: where its sentences end (at every line break, or only at blank lines) and
// how its words are cut (hyphenated compounds split or whole, quotation marks as chips or on
// their word). The tokenisation's defaults are the preferences' (AnnotationSettings::tokenizer).
class ImportTextDialog : public QDialog
{
    Q_OBJECT

public:
    ImportTextDialog(const QString &fileName, const ImportOptions &defaults, QWidget *parent = nullptr);

    // The defaults with the choices made here.
    ImportOptions options() const;

private:
    ImportOptions m_defaults;
    QRadioButton *m_lines = nullptr;
    QRadioButton *m_paragraphs = nullptr;
    TokenizerOptionsBox *m_tokens = nullptr;
};
