#!/bin/sh
# Screenshots of text import for the README, taken under Xvfb: a raw news article opened as one
# sentence per line (the default), a Chinese text tokenised into one chip per character, the
# raw-text import dialog with its tokenisation options, and the window switched to German at run
# time (--language de, as the preferences switch it).
#
#   tools/screenshots-import.sh [BUILD_DIR]      (default: build; needs xvfb-run)
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-"$here/build"}
studio="$build/app/oie-studio/oie-studio"
text="$here/tests/data/text"
out="$here/docs/screenshots"
[ -x "$studio" ] || { echo "screenshots-import.sh: build oie-studio first ($studio)" >&2; exit 1; }
mkdir -p "$out"
shot() {
    name=$1; shift
    xvfb-run -a -s "-screen 0 1400x900x24" "$studio" "$@" --screenshot "$out/$name"
    echo "wrote $out/$name"
}
shot import-news-article.png "$text/news_article.txt" --sentence 5
shot import-chinese.png "$text/chinese_news.txt" --sentence 4
shot language-german.png "$here/../shared/data/benchie/benchie_gold_annotations_en.txt" --sentence 2 --language de
# The import dialog, as a user sees it on opening a raw text (the GUI test opens it and grabs it).
OIE_SCREENSHOT_DIR="$out" QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 1400x900x24" \
    "$build/tests/gui/test_sentence_edits" importDialogTokenizerOptions >/dev/null
echo "wrote $out/import-options.png"
