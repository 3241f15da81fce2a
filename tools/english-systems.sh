# Sourced by the screenshot and gallery scripts: the built oie-studio ($studio, from BUILD_DIR,
# default build), the BenchIE data folder ($data) and the English gold with its 8 systems
# ($args). Run from the repository root.
set -euo pipefail
build="${1:-build}"
data="${OIE_SHARED_DATA_DIR:-../shared/data}/benchie"
studio="$build/app/oie-studio/oie-studio"
args=("$data/benchie_gold_annotations_en.txt")
for system in clausie m2oie_en minie naive_oie openie6 roi_n roi_t stanford; do
  args+=(--system "$system=$data/systems/${system}_explicit.txt")
done
