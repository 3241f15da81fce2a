#!/usr/bin/env bash
# The README's gallery of exported figures: every chart of the English BenchIE gold with its
# 8 systems, clausie again as a ninth ("graphene") and the CaRB gold, exported by
# `oie-studio --export-charts` at one column (8.5 cm, 4:3, 9 pt: the defaults) as PDF, then
# rendered to PNG with pdftoppm at 110 dpi (about true size on a screen) into docs/gallery/.
#   tools/gallery.sh [BUILD_DIR]   (default: build)
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/english-systems.sh "$@"
args+=(--system "graphene=$data/systems/clausie_explicit.txt")
pdfs="$(mktemp -d)"
trap 'rm -rf "$pdfs"' EXIT
"$studio" --export-charts "$pdfs" --format pdf --carb-gold "$data/carb_explicit.txt" --scorer carb "${args[@]}" >/dev/null
mkdir -p docs/gallery
for pdf in "$pdfs"/*.pdf; do
  name="$(basename "$pdf" .pdf)"
  pdftoppm -r 110 -png -singlefile "$pdf" "docs/gallery/$name"
done
echo "gallery written to docs/gallery/"
