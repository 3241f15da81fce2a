#!/usr/bin/env bash
# Screenshots of OIE2016 in the studio for the README: the six systems of the OIE2016 paper on
# its largest gold (all.oie) under the OIE2016 scorer, their precision-recall curves (the
# paper's Figure 1) and AUC bars (Figure 2), the per-sentence browser, the side-by-side table
# with the BenchIE and CaRB scores of the English BenchIE gold, and test.oie opened as a document.
#   tools/screenshots-oie2016.sh [BUILD_DIR]   (default: build)
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build}"
shared="${OIE_SHARED_DATA_DIR:-../shared/data}"
data="$shared/oie2016"
studio="$build/app/oie-studio/oie-studio"
oie=(--oie2016-gold "$data/gold/all.oie" --oie2016-sentences "$data/raw_sentences/all.txt")
for system in openie4 clausie ollie props reverb stanford; do
  oie+=(--oie2016-system "$system:$data/systems/${system}_output.txt")
done
run() { QT_QPA_PLATFORM=offscreen "$studio" "$@"; }
mkdir -p docs/screenshots
run "${oie[@]}" --scorer oie2016 --evaluation-page scores --screenshot docs/screenshots/oie2016-scores.png
run "${oie[@]}" --evaluation-page charts --chart oie2016_pr_curve --screenshot docs/screenshots/oie2016-curves.png
run "${oie[@]}" --evaluation-page charts --chart oie2016_auc --screenshot docs/screenshots/oie2016-auc.png
run "${oie[@]}" --evaluation-page oie2016 --screenshot docs/screenshots/oie2016-sentences.png
benchie="$shared/benchie"
args=("$benchie/benchie_gold_annotations_en.txt" --carb-gold "$benchie/carb_explicit.txt")
for system in clausie minie openie6 stanford; do
  args+=(--system "$system=$benchie/systems/${system}_explicit.txt")
done
run "${args[@]}" "${oie[@]}" --evaluation-page side-by-side --screenshot docs/screenshots/oie2016-side-by-side.png
run "$data/gold/test.oie" --sentence 2 --screenshot docs/screenshots/oie2016-gold-document.png
echo "screenshots written to docs/screenshots/"
