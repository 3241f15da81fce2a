#include "ui/PreferencesDialog.h"

#include "core/assist/OptionalWords.h"
#include "ui/annotation/SuggestionDelegate.h"
#include "ui/common/TokenizerOptionsBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

PreferencesDialog::PreferencesDialog(const AnnotationSettings &settings, QWidget *parent)
    : QDialog(parent)
    , m_initial(settings)
{
    setObjectName(QStringLiteral("preferencesDialog"));
    setWindowTitle(tr("Preferences"));
    auto *form = new QFormLayout;

    m_scheme = new QComboBox;
    m_scheme->setObjectName(QStringLiteral("schemeCombo"));
    for (PosColors::Scheme scheme : {PosColors::Scheme::VerbsAndNouns, PosColors::Scheme::AllPos,
                                     PosColors::Scheme::NamedEntities, PosColors::Scheme::None})
        m_scheme->addItem(PosColors::schemeName(scheme), int(scheme));
    m_scheme->setCurrentIndex(m_scheme->findData(int(settings.scheme)));
    form->addRow(tr("Token &colours:"), m_scheme);

    m_showTags = new QCheckBox(tr("Show part-of-speech &labels"));
    m_showTags->setObjectName(QStringLiteral("showTagsCheck"));
    m_showTags->setChecked(settings.showTags);
    form->addRow(QString(), m_showTags);
    m_showIndices = new QCheckBox(tr("Show token &indices"));
    m_showIndices->setObjectName(QStringLiteral("showIndicesCheck"));
    m_showIndices->setChecked(settings.showIndices);
    form->addRow(QString(), m_showIndices);

    m_order = new QComboBox;
    m_order->setObjectName(QStringLiteral("orderCombo"));
    m_order->addItem(tr("Sentence order"), int(TripleDraft::Order::Sentence));
    m_order->addItem(tr("Click order"), int(TripleDraft::Order::Click));
    m_order->setCurrentIndex(m_order->findData(int(settings.order)));
    form->addRow(tr("Slot &words in:"), m_order);
    m_articlesOptional = new QCheckBox(tr("The chips put articles (a, an, the) in o&ptional: [the]"));
    m_articlesOptional->setObjectName(QStringLiteral("articlesOptionalCheck"));
    m_articlesOptional->setToolTip(
        tr("Space, a click, a range and Shift+Space put an article no slot holds in brackets, a group of its own, "
           "as the guidelines write determiners; ] on it makes it plain again"));
    m_articlesOptional->setChecked(settings.articlesOptional);
    form->addRow(QString(), m_articlesOptional);
    m_learnedOptional = new QCheckBox(tr("The chips put in optional the words this gold usually &brackets: [also]"));
    m_learnedOptional->setObjectName(QStringLiteral("learnedOptionalCheck"));
    m_learnedOptional->setToolTip(
        tr("Learned from the gold as it grows: a word bracketed alone in at least %1 sentences and in %2% of the "
           "slots that hold it is put in brackets by Space, a range and Shift+Space, as articles are; ] on it makes "
           "it plain again")
            .arg(OptionalWords::kFromSentences)
            .arg(int(OptionalWords::kShare * 100))
        + QLatin1Char(' ')
        + tr("So are the sentence's adverbs (probably, subsequently; not never, barely) while the gold brackets "
             "%1% of those suggested, as the English BenchIE gold does")
              .arg(int(OptionalWords::kShare * 100)));
    m_learnedOptional->setChecked(settings.learnedOptional);
    form->addRow(QString(), m_learnedOptional);
    m_learnedWords = new QLabel;
    m_learnedWords->setObjectName(QStringLiteral("learnedWordsLabel"));
    m_learnedWords->setWordWrap(true);
    m_learnedWords->setTextFormat(Qt::PlainText);
    m_learnedWords->setVisible(false);
    form->addRow(QString(), m_learnedWords);

    m_fontSize = new QSpinBox;
    m_fontSize->setObjectName(QStringLiteral("fontSizeSpin"));
    m_fontSize->setRange(0, 48);
    m_fontSize->setSpecialValueText(tr("System default"));
    m_fontSize->setSuffix(tr(" pt"));
    m_fontSize->setValue(settings.fontSize);
    form->addRow(tr("&Font size:"), m_fontSize);

    m_language = new QComboBox;
    m_language->setObjectName(QStringLiteral("languageCombo"));
    m_language->addItem(tr("System language"), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("Deutsch"), QStringLiteral("de"));
    m_language->addItem(QStringLiteral("Français"), QStringLiteral("fr"));
    m_language->addItem(QStringLiteral("简体中文"), QStringLiteral("zh_CN"));
    m_language->setCurrentIndex(std::max(0, m_language->findData(settings.language)));
    m_language->setToolTip(tr("The interface language, applied at once when you press OK"));
    form->addRow(tr("&Language:"), m_language);

    m_author = new QLineEdit(settings.author);
    m_author->setObjectName(QStringLiteral("authorEdit"));
    m_author->setPlaceholderText(qEnvironmentVariable("USER"));
    form->addRow(tr("&Author of edits:"), m_author);

    m_autosave = new QSpinBox;
    m_autosave->setObjectName(QStringLiteral("autosaveSpin"));
    m_autosave->setRange(0, 60);
    m_autosave->setSuffix(tr(" min"));
    m_autosave->setSpecialValueText(tr("Only when the window loses focus"));
    m_autosave->setValue(settings.autosaveMinutes);
    m_autosave->setToolTip(tr("How often unsaved changes are copied to a recovery file"));
    form->addRow(tr("Auto&save every:"), m_autosave);

    // Suggested optional tokens, per kind (the annotation guidelines' usual optional words).
    auto *suggestions = new QVBoxLayout;
    suggestions->setSpacing(2);
    for (int k = 0; k < OptionalSuggestion::kKindCount; ++k) {
        const auto kind = OptionalSuggestion::Kind(k);
        m_suggest[k] = new QCheckBox(SuggestionDelegate::kindName(kind));
        m_suggest[k]->setObjectName(QStringLiteral("suggest_") + OptionalSuggestion::kindId(kind) + QStringLiteral("Check"));
        m_suggest[k]->setToolTip(SuggestionDelegate::kindExample(kind));
        m_suggest[k]->setChecked(settings.suggestionKinds.test(k));
        suggestions->addWidget(m_suggest[k]);
    }
    form->addRow(tr("Suggest as optional:"), suggestions);

    // Raw text on import: the import dialog's defaults.
    m_tokenizer = new TokenizerOptionsBox(settings.tokenizer, QString());
    form->addRow(tr("Raw text import:"), m_tokenizer);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

void PreferencesDialog::showLearnedWords(QStringList words)
{
    constexpr int kShown = 16;
    words.sort(Qt::CaseInsensitive);
    QString text = words.mid(0, kShown).join(QStringLiteral(" "));
    if (words.size() > kShown)
        text = tr("%1 ... (%2 in all)").arg(text).arg(words.size());
    m_learnedWords->setText(words.isEmpty() ? tr("Learned from this gold so far: none yet")
                                            : tr("Learned from this gold so far: %1").arg(text));
    m_learnedWords->setVisible(true);
}

AnnotationSettings PreferencesDialog::settings() const
{
    AnnotationSettings s = m_initial;
    s.scheme = PosColors::Scheme(m_scheme->currentData().toInt());
    s.showTags = m_showTags->isChecked();
    s.showIndices = m_showIndices->isChecked();
    s.order = TripleDraft::Order(m_order->currentData().toInt());
    s.articlesOptional = m_articlesOptional->isChecked();
    s.learnedOptional = m_learnedOptional->isChecked();
    s.fontSize = m_fontSize->value();
    s.language = m_language->currentData().toString();
    s.author = m_author->text().trimmed();
    s.autosaveMinutes = m_autosave->value();
    for (int k = 0; k < OptionalSuggestion::kKindCount; ++k)
        s.suggestionKinds.set(k, m_suggest[k]->isChecked());
    s.tokenizer = m_tokenizer->options();
    return s;
}
