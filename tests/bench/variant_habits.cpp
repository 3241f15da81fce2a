// variant-habits: which forms of a fact annotators keep, measured on real golds (not a test:
// run it by hand). For every synset of each gold, the variant checklist is opened on its first
// triple; the table gives per kind of form (and words moved across the relation/object
// boundary) how many forms it offers and how many the synset holds. The checklist's default
// checked state (VariantChecklist::keptByDefault) is "kept at least half of the time" here.
//
//   build/tests/bench/variant-habits [GOLD ...]   (default: the English BenchIE gold and BenchIE^FL's)

#include "core/assist/VariantChecklist.h"
#include "core/assist/VerbForms.h"
#include "core/document/DocumentImport.h"
#include "core/text/PosTagger.h"

#include <QCoreApplication>
#include <QTextStream>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QStringList golds = app.arguments().mid(1);
    if (golds.isEmpty())
        golds = {QStringLiteral(OIE_SHARED_DATA_DIR "/benchie/benchie_gold_annotations_en.txt"),
                 QStringLiteral(OIE_SHARED_DATA_DIR "/benchie_fl/benchie_fl_gold_300.txt")};
    QString error;
    const std::shared_ptr<const VerbForms> forms = VerbForms::load(VerbForms::defaultDirectory(), &error);
    if (!forms)
        out << "variant-habits: no active voice (" << error << ")\n";
    for (const QString &path : std::as_const(golds)) {
        Benchmark gold;
        ImportOptions options;
        options.forWriting = false;
        Diagnostics diagnostics;
        if (!DocumentImport::open(path, &gold, &diagnostics, &error, options)) {
            out << error << '\n';
            return 1;
        }
        out << path << '\n'
            << QStringLiteral("%1 %2 %3 %4 %5\n")
                   .arg(QStringLiteral("kind"), -38)
                   .arg(QStringLiteral("moved"), 6)
                   .arg(QStringLiteral("offered"), 8)
                   .arg(QStringLiteral("kept"), 8)
                   .arg(QStringLiteral("default"), 8);
        for (const VariantChecklist::Habit &row : VariantChecklist::habits(gold, forms.get())) {
            const double share = row.offered ? double(row.held) / row.offered : 0.0;
            out << QStringLiteral("%1 %2 %3 %4 %5\n")
                       .arg(VariantChecklist::kindName(row.kind), -38)
                       .arg(row.moved == 3 ? QStringLiteral("3+") : QString::number(row.moved), 6)
                       .arg(row.offered, 8)
                       .arg(QStringLiteral("%1%").arg(share * 100, 0, 'f', 1), 8)
                       .arg(VariantChecklist::keptByDefault(row.kind, row.moved) ? QStringLiteral("checked")
                                                                                 : QStringLiteral("-"),
                            8);
        }
    }
    return 0;
}
