#!/bin/sh
# Screenshots of the annotation workspace for the README, taken under Xvfb:
# the English BenchIE gold opened at sentence 2, in the default and in a dark palette, and at
# sentence 1 with the Lint dock (a double-annotation finding of that sentence among the first),
# at sentence 127 with a triple in the slots and its suggested optional tokens;
# and the ROBUST tab on the structural gold of robust/ with its three system files (Table 2, the
# clique table, the F1-variance chart, the clique and paraphrase left out in the Problems dock);
# and the Merge tab (the English gold merged with the BenchIE^FL gold).
#
#   tools/screenshots.sh [BUILD_DIR]      (default: build; needs xvfb-run)
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-"$here/build"}
studio="$build/app/oie-studio/oie-studio"
data="${OIE_SHARED_DATA_DIR:-$here/../shared/data}"
gold="$data/benchie/benchie_gold_annotations_en.txt"
out="$here/docs/screenshots"
[ -x "$studio" ] || { echo "screenshots.sh: build oie-studio first ($studio)" >&2; exit 1; }
[ -f "$gold" ] || { echo "screenshots.sh: missing $gold" >&2; exit 1; }
mkdir -p "$out"
shot() {
    name=$1; shift
    xvfb-run -a -s "-screen 0 1400x900x24" "$studio" "$@" --screenshot "$out/$name"
    echo "wrote $out/$name"
}
shot annotate-sentence-2.png "$gold" --sentence 2
shot annotate-sentence-2-dark.png "$gold" --sentence 2 --dark
shot lint-panel.png "$gold" --sentence 1
robust="$data/robust"
shot robust-workspace.png --robust-gold "$robust/gold_structural.json" \
    --robust-system "openie4=$robust/sys_openie4.json" --robust-system "perturbed=$robust/sys_perturbed.json" \
    --robust-system "structural=$robust/sys_structural.json"
# Suggested optional tokens (dotted brackets) on a triple loaded into the slots.
shot assist-suggestions.png "$gold" --sentence 127 \
    --draft "Four other countries in Europe --> have approved --> Proleukin in recent months"
# The Merge tab: the English gold (annotator A) merged with BenchIE^FL's re-annotation (B).
shot merge-view.png "$gold" --merge "$data/benchie_fl/benchie_fl_gold_300.txt"
