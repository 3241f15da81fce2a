#!/usr/bin/env bash
# Screenshots of the evaluation workspace for the README, on the English BenchIE gold with
# its 8 systems: the score table, one chart, the mismatch browser on sentence 2, the error-bucket
# heat map and the CaRB scores with their precision-recall curves; then BenchIE^FL in official
# mode on the BenchIE^FL gold with its 7 systems (the published numbers).
#   tools/screenshots-evaluation.sh [BUILD_DIR]   (default: build)
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/english-systems.sh "$@"
run() { QT_QPA_PLATFORM=offscreen "$studio" "${args[@]}" "$@"; }
mkdir -p docs/screenshots
run --evaluation-page scores --screenshot docs/screenshots/evaluation-scores.png
run --evaluation-page charts --screenshot docs/screenshots/evaluation-chart.png
run --evaluation-page sentences --sentence 2 --screenshot docs/screenshots/evaluation-mismatches.png
run --evaluation-page charts --chart error_buckets --screenshot docs/screenshots/evaluation-chart-fitted.png
run --evaluation-page charts --chart error_buckets_heatmap --screenshot docs/screenshots/evaluation-heatmap.png
run --evaluation-page scores --carb-gold "$data/carb_explicit.txt" --scorer carb \
    --screenshot docs/screenshots/evaluation-carb.png
fl="${OIE_SHARED_DATA_DIR:-../shared/data}/benchie_fl"
fl_args=("$fl/benchie_fl_gold_300.txt")
for system in reverb clausie minie imojie openie6 m2oie compactie; do
  fl_args+=(--system "$system=$fl/systems/${system}_benchie_form.txt")
done
QT_QPA_PLATFORM=offscreen "$studio" "${fl_args[@]}" --evaluation-page scores --scorer fl --fl-official \
    --screenshot docs/screenshots/evaluation-fl-official.png
echo "screenshots written to docs/screenshots/"
