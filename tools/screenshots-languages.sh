#!/usr/bin/env bash
# Screenshots of every workspace tab in each translated language (German, French, Simplified
# Chinese), on the English BenchIE gold with two systems, for docs/user-guide/studio.md:
# docs/screenshots/languages/LANG-TAB.png (256 colours, to keep them small). Taken under Xvfb.
#
#   tools/screenshots-languages.sh [BUILD_DIR]      (default: build; needs xvfb-run, ImageMagick)
set -eu
cd "$(dirname "$0")/.."
. tools/english-systems.sh "$@" # $studio, $data (the BenchIE folder)
shared="$(dirname "$data")"
gold="$data/benchie_gold_annotations_en.txt"
systems="$data/systems"
out=docs/screenshots/languages
mkdir -p "$out"
for language in de fr zh_CN; do
    shot() {
        name=$1; shift
        xvfb-run -a -s "-screen 0 1400x900x24" "$studio" "$gold" --language "$language" \
            --system "clausie=$systems/clausie_explicit.txt" --system "minie=$systems/minie_explicit.txt" \
            "$@" --screenshot "$out/$language-$name.png" 2> /dev/null
        convert "$out/$language-$name.png" -colors 256 "$out/$language-$name.png"
        echo "wrote $out/$language-$name.png"
    }
    shot annotate --sentence 3
    shot evaluate --evaluation-page scores
    shot robust --robust-gold "$shared/robust/gold.json" --robust-system "openie4=$shared/robust/sys_openie4.json"
    shot review --review --reference "$data/carb_explicit.txt"
    shot agree --agreement "$shared/benchie_fl/benchie_fl_gold_300.txt"
    shot merge --merge "$shared/benchie_fl/benchie_fl_gold_300.txt"
done
