// The evaluation workspace's OIE2016 scorer: attaching an `.oie` gold, the sentence file ReVerb
// needs and native system outputs, the matcher mode, and keeping the table, the curves and the
// per-sentence browser in step with Oie2016Evaluation (EvaluationWorkspace.cpp holds the rest).

#include "ui/evaluation/EvaluationWorkspace.h"

#include "core/report/Oie2016Report.h"
#include "ui/common/SystemAppearance.h"
#include "ui/common/TranslatedText.h"
#include "ui/evaluation/Oie2016TableModel.h"
#include "ui/mismatches/Oie2016MatchBrowser.h"

#include <QActionGroup>
#include <QFileInfo>
#include <QKeySequence>
#include <QLabel>
#include <QMenu>
#include <QTabWidget>

namespace {

using Format = Oie2016SystemReader::Format;

// The OIE2016 menu's keys: Ctrl+Alt+Shift and a letter or digit (a family no other command uses).
QKeySequence oie2016Key(int key)
{
    return QKeySequence(Qt::CTRL | Qt::ALT | Qt::SHIFT | Qt::Key(key));
}

int formatKey(Format format)
{
    switch (format) {
    case Format::OpenIe4:
        return Qt::Key_4;
    case Format::ClausIe:
        return Qt::Key_C;
    case Format::Ollie:
        return Qt::Key_O;
    case Format::PropS:
        return Qt::Key_P;
    case Format::ReVerb:
        return Qt::Key_R;
    case Format::Stanford:
        return Qt::Key_S;
    }
    return Qt::Key_unknown;
}

} // namespace

bool EvaluationWorkspace::attachOie2016Gold(const QString &path, QString *error)
{
    return m_model->attachOie2016Gold(path, error);
}

bool EvaluationWorkspace::setOie2016Sentences(const QString &path, QString *error)
{
    return m_model->setOie2016Sentences(path, error);
}

bool EvaluationWorkspace::addOie2016System(const Oie2016SystemFile &file, QString *error)
{
    return m_model->addOie2016System(file, error);
}

bool EvaluationWorkspace::removeOie2016System(const QString &name)
{
    return m_model->removeOie2016System(name);
}

void EvaluationWorkspace::setOie2016Mode(Oie2016Options::Mode mode)
{
    m_model->setOie2016Mode(mode);
}

bool EvaluationWorkspace::setOie2016Setup(const Oie2016Setup &setup)
{
    return m_model->setOie2016Setup(setup);
}

void EvaluationWorkspace::refreshOie2016()
{
    const Oie2016Evaluation &oie2016 = m_model->oie2016();
    m_oie2016Browser->refresh();
    m_tabs->setTabVisible(m_tabs->indexOf(m_oie2016Browser), oie2016.hasGold());
    int warnings = 0;
    QStringList lines;
    for (const Diagnostic &d : m_model->oie2016Diagnostics()) {
        if (d.severity == Diagnostic::Severity::Info)
            continue;
        ++warnings;
        if (lines.size() < 20)
            lines.append(d.toString());
    }
    //: Beside the score table under OIE2016: the matcher that ran and how many reading warnings
    m_oie2016Caption->setText(tr("Matcher: %1; %n input message(s)", nullptr, warnings)
                                  .arg(Oie2016Options::modeName(oie2016.mode())));
    lines.prepend(Oie2016Options::describe(oie2016.mode()));
    m_oie2016Caption->setToolTip(lines.join(QLatin1Char('\n')));
    m_oie2016Caption->setVisible(m_model->scorer() == Scorer::Oie2016);
    const QList<QAction *> modes = m_oie2016ModeGroup->actions();
    for (QAction *action : modes)
        action->setChecked(action->data().toInt() == int(oie2016.mode()));
    refreshTablesAndCharts();
}

QVector<Oie2016ScoredSystem> EvaluationWorkspace::visibleOie2016() const
{
    QVector<Oie2016ScoredSystem> visible;
    for (const Oie2016ScoredSystem &system : m_model->oie2016().results()) {
        if (m_appearance->isVisible(system.name))
            visible.append(system);
    }
    return visible;
}

QString EvaluationWorkspace::oie2016Table(ScoreReport::Format format, int decimals) const
{
    const Oie2016Evaluation &oie2016 = m_model->oie2016();
    Oie2016Report report;
    report.goldPath = oie2016.setup().goldPath;
    report.goldExtractions = oie2016.gold().extractionCount();
    report.goldSentences = oie2016.scoredGoldSentences();
    report.mode = oie2016.mode();
    report.systems = visibleOie2016();
    if (m_oie2016Model->intervals().size() == report.systems.size()) { // shown: exported too
        report.intervals = m_oie2016Model->intervals();
        report.intervalSettings = m_intervalSettings;
    }
    Q_UNUSED(decimals) // OIE2016 prints 3 decimals in tables; CSV and TSV keep full precision
    return report.render(format);
}

void EvaluationWorkspace::chooseOie2016Gold()
{
    if (!isVisible())
        return; // offscreen batch runs and tests attach the file themselves
    chooseInput(tr("OIE2016 Gold"), tr("OIE2016 gold (*.oie);;All files (*)"),
                [this](const QString &path, QString *error) { return attachOie2016Gold(path, error); });
}

void EvaluationWorkspace::chooseOie2016Sentences()
{
    chooseInput(tr("ReVerb Sentence File"), tr("Sentences, one per line (*.txt);;All files (*)"),
                [this](const QString &path, QString *error) { return setOie2016Sentences(path, error); });
}

void EvaluationWorkspace::chooseOie2016System(int format)
{
    const auto systemFormat = Format(format);
    if (systemFormat == Format::ReVerb && m_model->oie2016().setup().sentencesPath.isEmpty()) {
        // ReVerb numbers its sentences: its reader needs the file those numbers point into.
        chooseOie2016Sentences();
        if (m_model->oie2016().setup().sentencesPath.isEmpty())
            return;
    }
    const QString name = Oie2016Evaluation::systemName(systemFormat);
    //: %1 is a system name such as OLLIE or ClausIE
    chooseInput(tr("%1 Output").arg(name), tr("System output (*.txt *.tsv);;All files (*)"),
                [this, name, systemFormat](const QString &path, QString *error) {
                    Oie2016SystemFile file{name, path, systemFormat};
                    for (const Oie2016SystemFile &other : m_model->oie2016().setup().systems) {
                        if (other.name == file.name) // another file of that system: keep both
                            file.name = QStringLiteral("%1 (%2)").arg(name, QFileInfo(path).completeBaseName());
                    }
                    return addOie2016System(file, error);
                });
}

void EvaluationWorkspace::createOie2016Menu()
{
    const TranslatedText trText(staticMetaObject);
    QMenu *menu = trText.set(m_menu->addMenu(QString()), QT_TR_NOOP("&OIE2016"));
    menu->setObjectName(QStringLiteral("oie2016Menu"));
    QAction *gold = trText.set(menu->addAction(QString(), this, &EvaluationWorkspace::chooseOie2016Gold), QT_TR_NOOP("Attach OIE2016 &Gold..."));
    trText.setStatusTip(gold, QT_TR_NOOP("An OIE2016 gold (.oie) to score native system outputs as the official scorer does"));
    gold->setShortcut(oie2016Key(Qt::Key_G));
    QMenu *add = trText.set(menu->addMenu(QString()), QT_TR_NOOP("&Add System Output"));
    for (const Format format : {Format::OpenIe4, Format::ClausIe, Format::Ollie, Format::PropS, Format::ReVerb,
                                Format::Stanford}) {
        //: Menu entry: a system output in that system's native format, e.g. "OLLIE Output..."
        add->addAction(tr("%1 Output...").arg(Oie2016Evaluation::systemName(format)), this,
                       [this, format]() { chooseOie2016System(int(format)); })
            ->setShortcut(oie2016Key(formatKey(format)));
    }
    QAction *sentences = trText.set(menu->addAction(QString(), this, &EvaluationWorkspace::chooseOie2016Sentences), QT_TR_NOOP("ReVerb &Sentence File..."));
    trText.setStatusTip(sentences, QT_TR_NOOP("The sentence file ReVerb's sentence numbers point into (raw_sentences/all.txt)"));
    sentences->setShortcut(oie2016Key(Qt::Key_T));
    QMenu *remove = trText.set(menu->addMenu(QString()), QT_TR_NOOP("&Remove System"));
    connect(remove, &QMenu::aboutToShow, this, [this, remove]() {
        remove->clear();
        for (const Oie2016SystemFile &file : m_model->oie2016().setup().systems) {
            const QString name = file.name;
            remove->addAction(name, this, [this, name]() {
                if (removeOie2016System(name))
                    Q_EMIT setupChanged();
            });
        }
    });
    menu->addSeparator();
    m_oie2016ModeGroup = new QActionGroup(this);
    for (const Oie2016Options::Mode mode : {Oie2016Options::Mode::Current, Oie2016Options::Mode::Paper2016}) {
        QAction *action = menu->addAction(mode == Oie2016Options::Mode::Current
                                              ? tr("Matcher of Today's Official Code")
                                              : tr("Matcher Behind the Paper's 2016 Figures"));
        action->setCheckable(true);
        action->setData(int(mode));
        action->setShortcut(oie2016Key(mode == Oie2016Options::Mode::Current ? Qt::Key_1 : Qt::Key_2));
        action->setStatusTip(Oie2016Options::describe(mode));
        m_oie2016ModeGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, mode]() {
            setOie2016Mode(mode);
            Q_EMIT setupChanged();
        });
    }
}
