#!/usr/bin/env bash
# The pgfplots figures of the README, as a paper gets them: `oie-studio --export-charts --format
# tex` on the English BenchIE gold with its 8 systems, one more named a_b&c% (roi_t's output)
# and the CaRB gold, at one column (8.5 cm, 4:3); each figure compiled alone by pdflatex on a
# page of its own size (article class, 10 pt, \pgfplotsset{compat=1.18}) and rendered with
# `pdftoppm -r 110` into docs/screenshots/pgfplots-NAME.png.
#   tools/screenshots-pgfplots.sh [BUILD_DIR]   (default: build)
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build}"
data="${OIE_SHARED_DATA_DIR:-../shared/data}/benchie"
studio="$build/app/oie-studio/oie-studio"
args=("$data/benchie_gold_annotations_en.txt" --carb-gold "$data/carb_explicit.txt")
for system in clausie m2oie_en minie naive_oie openie6 roi_n roi_t stanford; do
  args+=(--system "$system=$data/systems/${system}_explicit.txt")
done
args+=(--system "a_b&c%=$data/systems/roi_t_explicit.txt")
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
QT_QPA_PLATFORM=offscreen "$studio" "${args[@]}" --export-charts "$work" --format tex > /dev/null
mkdir -p docs/screenshots
for name in prf1 carb_pr_curve error_buckets_heatmap buckets_length; do
  cat > "$work/page_$name.tex" <<TEX
\documentclass{article}
\usepackage{pgfplots}
\usetikzlibrary{patterns}
\pgfplotsset{compat=1.18}
\pagestyle{empty}
\begin{document}
\setbox0\hbox{\input{$name.tex}}
\pdfpagewidth=\dimexpr\wd0+8pt\relax \pdfpageheight=\dimexpr\ht0+\dp0+8pt\relax
\hoffset=-1in \voffset=-1in \topmargin=0pt \headheight=0pt \headsep=0pt \oddsidemargin=4pt \topskip=0pt \parindent=0pt
\vspace*{4pt}\box0
\end{document}
TEX
  (cd "$work" && pdflatex -interaction=nonstopmode -halt-on-error "page_$name.tex" > /dev/null)
  pdftoppm -png -r 110 -singlefile "$work/page_$name.pdf" "docs/screenshots/pgfplots-$name"
done
