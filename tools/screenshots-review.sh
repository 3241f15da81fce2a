#!/bin/sh
# Screenshots of the review rounds and the agreement for the README, taken under Xvfb:
# the Review tab on the English BenchIE gold with four systems and CaRB's gold attached as a
# reference, and the Agree tab with the English gold against the BenchIE^FL gold.
#
#   tools/screenshots-review.sh [BUILD_DIR]      (default: build; needs xvfb-run)
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-"$here/build"}
studio="$build/app/oie-studio/oie-studio"
data="${OIE_SHARED_DATA_DIR:-$here/../shared/data}"
gold="$data/benchie/benchie_gold_annotations_en.txt"
systems="$data/benchie/systems"
out="$here/docs/screenshots"
[ -x "$studio" ] || { echo "screenshots-review.sh: build oie-studio first ($studio)" >&2; exit 1; }
[ -f "$gold" ] || { echo "screenshots-review.sh: missing $gold" >&2; exit 1; }
mkdir -p "$out"
shot() {
    name=$1; shift
    xvfb-run -a -s "-screen 0 1400x900x24" "$studio" "$@" --screenshot "$out/$name"
    echo "wrote $out/$name"
}
shot review-queue.png "$gold" --system "clausie=$systems/clausie_explicit.txt" \
    --system "minie=$systems/minie_explicit.txt" --system "openie6=$systems/openie6_explicit.txt" \
    --system "stanford=$systems/stanford_explicit.txt" --reference "$data/benchie/carb_explicit.txt" --review
shot agreement.png "$gold" --agreement "$data/benchie_fl/benchie_fl_gold_300.txt"
