#!/usr/bin/env bash
# The memory scaling table of README "Memory and large inputs": wall time, CPU time (user +
# system, all threads: what a loaded machine does not inflate) and peak resident memory
# (/usr/bin/time -v) of whole oie-score runs on inputs made K times larger than the shared
# data, generated at run time under a scratch folder (never in the repository).
#
#   tools/memory-scaling.sh [OIE_SCORE] [SCALE...]     default: build/app/oie-score/oie-score, 1 4 16 100
#
# Rows: BenchIE (English gold and the 8 systems of benchie/systems, every sentence and system
# line repeated K times with ids suffixed "_k"), BenchIE^FL (benchie_fl_gold_300 and its 7
# systems likewise, principled and --fl-official), and one BenchIE system file of 1 GB (the
# 8 systems' lines with their own ids, repeated until the file reaches 1 GiB, scored against
# the English gold). Environment: OIE_SHARED_DATA_DIR (default ../shared/data), SCRATCH
# (default a mktemp folder under /tmp, removed at the end), SKIP_GB=1 to leave out the 1 GB row,
# SKIP_FL=1 the BenchIE^FL rows, ONLY_GB=1 everything but the 1 GB row.
set -euo pipefail
cd "$(dirname "$0")/.."
exe="$(realpath "${1:-build/app/oie-score/oie-score}")"
shift || true
scales=("$@")
[ ${#scales[@]} -gt 0 ] || scales=(1 4 16 100)
data="$(realpath -m "${OIE_SHARED_DATA_DIR:-../shared/data}")"
scratch="${SCRATCH:-$(mktemp -d /tmp/oie-scaling.XXXXXX)}"
trap 'rm -rf "$scratch"' EXIT
benchie_systems=(clausie minie stanford openie6 roi_t roi_n naive_oie m2oie_en)
fl_systems=(reverb clausie minie imojie openie6 m2oie compactie)

# enlarge K IN OUT KIND: gold (suffix the id of "sent_id:" lines) or system (suffix field 1).
enlarge() {
  # Copies of a gold are separated by a blank line even when its last line has none (the
  # English gold): without it, the first sentence line of the next copy would end the last
  # block, and every block of that copy would belong to the sentence before.
  awk -v k="$1" -v kind="$4" 'BEGIN { FS = OFS = "\t" }
    { line[NR] = $0 } END {
      for (c = 0; c < k; c++) {
        for (i = 1; i <= NR; i++) {
          s = line[i]
          if (kind == "gold") { if (s ~ /^sent_id:/) { t = index(s, "\t"); s = substr(s, 1, t - 1) "_" c substr(s, t) } }
          else { if (s ~ /^[ \t]*$/) continue; t = index(s, "\t"); if (t > 0) s = substr(s, 1, t - 1) "_" c substr(s, t) }
          print s
        }
        if (kind == "gold" && c < k - 1 && line[NR] !~ /^[ \t]*$/) print ""
      } }' "$2" > "$3"
}

# check_scores K GOLD SYSTEM BIG_GOLD BIG_SYSTEM [OPTION...]: the enlarged corpus (every
# sentence K times) must score as the original does, or the rows would time a broken corpus.
check_scores() {
  local k=$1 gold=$2 system=$3 big_gold=$4 big_system=$5 want got
  shift 5
  want=$("$exe" "$@" --format csv --gold "$gold" "s=$system" 2>/dev/null | tail -1 | cut -d, -f6-8)
  got=$("$exe" "$@" --format csv --gold "$big_gold" "s=$big_system" 2>/dev/null | tail -1 | cut -d, -f6-8)
  if [ -z "$want" ] || [ "$want" != "$got" ]; then
    echo "memory-scaling: the ${k}x corpus scores '$got', the original '$want': the enlarged corpus is broken" >&2
    exit 1
  fi
}

# run LABEL BYTES ARGS...: one line of the table.
run() {
  local label=$1 bytes=$2
  shift 2
  local log="$scratch/time.log"
  /usr/bin/time -v "$exe" "$@" > "$scratch/out.txt" 2> "$log" || true
  local wall cpu rss status
  wall=$(awk -F': ' '/Elapsed \(wall clock\)/ { print $2 }' "$log")
  cpu=$(awk -F': ' '/User time|System time/ { t += $2 } END { printf "%.2f", t }' "$log")
  rss=$(awk -F': ' '/Maximum resident set size/ { printf "%.0f", $2 / 1024 }' "$log")
  status=$(awk -F': ' '/Exit status/ { print $2 }' "$log")
  printf '%-28s %10.1f MB  %10s  %8s s  %8s MB  exit %s  %s\n' "$label" "$(echo "$bytes / 1048576" | bc -l)" "$wall" \
    "$cpu" "$rss" \
    "$status" "$(sed "s|$scratch|SCRATCH|g" "$scratch/out.txt" | sha256sum | cut -c1-12)"
}

size_of() { du -cb "$@" | tail -1 | cut -f1; }

printf '%-28s %13s  %10s  %10s  %11s  %s\n' "input" "input size" "wall" "CPU" "peak RSS" \
  "status, sha256 of stdout (scratch path masked)"
[ "${ONLY_GB:-0}" = 1 ] && scales=()
for k in "${scales[@]}"; do
  enlarge "$k" "$data/benchie/benchie_gold_annotations_en.txt" "$scratch/gold.txt" gold
  args=(--gold "$scratch/gold.txt")
  for s in "${benchie_systems[@]}"; do
    enlarge "$k" "$data/benchie/systems/${s}_explicit.txt" "$scratch/$s.txt" system
    args+=("$s=$scratch/$s.txt")
  done
  check_scores "$k" "$data/benchie/benchie_gold_annotations_en.txt" "$data/benchie/systems/clausie_explicit.txt" \
    "$scratch/gold.txt" "$scratch/clausie.txt"
  run "benchie ${k}x" "$(size_of "$scratch"/*.txt)" "${args[@]}"
  rm -f "$scratch"/*.txt
  [ "${SKIP_FL:-0}" = 1 ] && continue

  enlarge "$k" "$data/benchie_fl/benchie_fl_gold_300.txt" "$scratch/gold.txt" gold
  args=(--scorer fl --gold "$scratch/gold.txt")
  for s in "${fl_systems[@]}"; do
    enlarge "$k" "$data/benchie_fl/systems/${s}_benchie_form.txt" "$scratch/$s.txt" system
    args+=("$s=$scratch/$s.txt")
  done
  check_scores "$k" "$data/benchie_fl/benchie_fl_gold_300.txt" "$data/benchie_fl/systems/clausie_benchie_form.txt" \
    "$scratch/gold.txt" "$scratch/clausie.txt" --scorer fl
  run "fl ${k}x" "$(size_of "$scratch"/*.txt)" "${args[@]}"
  run "fl --fl-official ${k}x" "$(size_of "$scratch"/*.txt)" --fl-official "${args[@]}"
  rm -f "$scratch"/*.txt
done

if [ "${SKIP_GB:-0}" != 1 ]; then
  for s in "${benchie_systems[@]}"; do cat "$data/benchie/systems/${s}_explicit.txt"; done | grep -v '^[[:space:]]*$' > "$scratch/one.txt"
  : > "$scratch/big.txt"
  while [ "$(stat -c %s "$scratch/big.txt")" -lt 1073741824 ]; do
    for i in $(seq 64); do cat "$scratch/one.txt"; done >> "$scratch/big.txt"
  done
  run "benchie system file 1 GB" "$(stat -c %s "$scratch/big.txt")" \
    --gold "$data/benchie/benchie_gold_annotations_en.txt" "big=$scratch/big.txt"
fi
