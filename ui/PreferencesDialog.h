#pragma once

#include "core/assist/OptionalSuggestion.h"
#include "ui/annotation/AnnotationSettings.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class TokenizerOptionsBox;

// Edit > Preferences: how the annotation workspace shows tokens and builds triples, the
// font size, the language (applied at once, MainWindow::showPreferences) and the author name of
// edits.
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PreferencesDialog(const AnnotationSettings &settings, QWidget *parent = nullptr);

    AnnotationSettings settings() const;
    // The words the gold learned so far (AnnotationWorkspace::learnedOptionalWords), shown under
    // the check box of the learned optional words.
    void showLearnedWords(QStringList words);

private:
    AnnotationSettings m_initial;
    QComboBox *m_scheme = nullptr;
    QCheckBox *m_showTags = nullptr;
    QCheckBox *m_showIndices = nullptr;
    QComboBox *m_order = nullptr;
    QCheckBox *m_articlesOptional = nullptr;
    QCheckBox *m_learnedOptional = nullptr;
    QLabel *m_learnedWords = nullptr;
    QSpinBox *m_fontSize = nullptr;
    QComboBox *m_language = nullptr;
    QLineEdit *m_author = nullptr;
    QSpinBox *m_autosave = nullptr;
    QCheckBox *m_suggest[OptionalSuggestion::kKindCount] = {};
    TokenizerOptionsBox *m_tokenizer = nullptr;
};
