#!/bin/sh
# Screenshots of text import for the README, taken under Xvfb: a raw news article opened as one
# sentence per line (the default), and a Chinese text tokenised into one chip per character.
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
