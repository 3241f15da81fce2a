#!/usr/bin/env bash
# The pathological inputs of issue 31 section 3 (docs/performance.md, "Pathological inputs"):
# each input shape is generated at its measured size and ten times larger into a scratch
# folder (never in the repository), run through the matching oie-score command under
# /usr/bin/time with a time limit and a memory cap, and listed as one row: case, size, wall
# seconds, peak resident MB, exit status and the first line of stderr. Every row must take
# under 1 s and 200 MB, or stop at a stated limit (exit 1, "file:line: ..." naming the limit).
#
#   tools/pathological-inputs.sh [OIE_SCORE] [OUT_DIR]   default: build/app/oie-score/oie-score
#
# OUT_DIR (optional) keeps the table (table.txt) and each run's stdout and stderr.
# Environment: TIMEOUT (seconds per run, default 120), MEMORY_CAP_KB (ulimit -v, default
# 4194304 = 4 GB), ONLY (a regular expression: the cases to run, e.g. ONLY='^lint'),
# SCALES (default "1 10"), SCRATCH (default a mktemp folder under /tmp, removed at the end).
set -euo pipefail
cd "$(dirname "$0")/.."
exe="$(realpath "${1:-build/app/oie-score/oie-score}")"
out="${2:-}"
timeout_s="${TIMEOUT:-120}"
cap_kb="${MEMORY_CAP_KB:-4194304}"
only="${ONLY:-.}"
read -r -a scales <<< "${SCALES:-1 10}"
scratch="${SCRATCH:-$(mktemp -d /tmp/oie-pathological.XXXXXX)}"
trap 'rm -rf "$scratch"' EXIT
[ -n "$out" ] && mkdir -p "$out"

# Generators: each writes a BenchIE gold (and a system file) of one sentence, "sent_id:1".
# slot_gold N FILE: one triple whose object is N optional words "[w1] [w2] ... [wN]" (words
# that are not in the sentence, as a slot may hold).
slot_gold() {
  awk -v n="$1" 'BEGIN { printf "sent_id:1\tx y\n1--> Cluster 1:\nx --> y -->"; for (i = 1; i <= n; i++) printf " [w%d]", i; print "" }' > "$2"
}
# slot_system N FILE: one extraction writing the N words of that slot.
slot_system() {
  awk -v n="$1" 'BEGIN { printf "1\tx\ty\t"; for (i = 1; i <= n; i++) printf "%sw%d", (i > 1 ? " " : ""), i
    print "" }' > "$2"
}
# synset_gold SYNSETS TRIPLES_PER_SYNSET FILE: distinct triples "s --> r --> oK".
synset_gold() {
  awk -v s="$1" -v t="$2" 'BEGIN { print "sent_id:1\ts r o"; k = 0
    for (i = 1; i <= s; i++) { printf "1--> Cluster %d:\n", i
      for (j = 1; j <= t; j++) printf "s --> r --> o%d\n", ++k } }' > "$3"
}
# many_system N FILE: N distinct extractions of sentence 1.
many_system() {
  awk -v n="$1" 'BEGIN { for (i = 1; i <= n; i++) printf "1\ts\tr\tx%d\n", i }' > "$2"
}
# unclosed_gold BYTES FILE: one triple of unclosed "[a" words, one line per 64 KB.
unclosed_gold() {
  awk -v bytes="$1" 'BEGIN { print "sent_id:1\ta b c"; c = 1; written = 0
    while (written < bytes) { printf "1--> Cluster %d:\na --> b -->", c++
      for (i = 0; i < 16384 && written < bytes; i++) { printf " [a"; written += 3 }
      print "" } }' > "$2"
}

bytes_of() { du -cb "$@" | tail -1 | cut -f1; }
human() { awk -v b="$1" 'BEGIN { if (b >= 1048576) printf "%.1f MB", b / 1048576; else printf "%.0f KB", b / 1024 }'; }

# run CASE SIZE_LABEL FILES -- ARGS...: one row of the table.
row=0
run() {
  local name=$1 label=$2 files=()
  shift 2
  while [ "$1" != -- ]; do files+=("$1"); shift; done
  shift
  row=$((row + 1))
  local log="$scratch/run$row"
  local status=0
  ( ulimit -v "$cap_kb"; exec /usr/bin/time -o "$log.time" -f "%e %M" \
      timeout "$timeout_s" "$exe" "$@" > "$log.out" 2> "$log.err" ) || status=$?
  local secs mb first
  read -r secs kb < <(tail -1 "$log.time" | awk '{ print $1, $2 }')
  mb=$(awk -v k="${kb:-0}" 'BEGIN { printf "%.0f", k / 1024 }')
  [ "$status" = 124 ] && secs=">$timeout_s"
  first=$(grep -v '^Command exited\|^Command terminated' "$log.err" | head -1 | sed "s|$scratch/||g" | cut -c1-110 || true)
  printf '%-24s %-22s %9s %8s  %-4s %s\n' "$name" "$label ($(human "$(bytes_of "${files[@]}")"))" "$secs" \
    "$mb" "$status" "$first" | tee -a "${out:-/dev/null}/table.txt" 2> /dev/null || true
  if [ -n "$out" ]; then
    cp "$log.out" "$out/$name-$label.out"
    cp "$log.err" "$out/$name-$label.err"
  fi
  rm -f "$log".*
}
wanted() { [[ $1 =~ $only ]]; }

[ -n "$out" ] && : > "$out/table.txt"
printf '%-24s %-22s %9s %8s  %-4s %s\n' case size seconds "peak MB" exit "first line of stderr" | tee -a "${out:-/dev/null}/table.txt" 2> /dev/null || true
d="$scratch"
for k in "${scales[@]}"; do
  # 1. BenchIE: a slot of 40,000 optional words, a system writing them all.
  if wanted benchie-long-slot; then
    n=$((40000 * k)); slot_gold $n "$d/g"; slot_system $n "$d/s"
    run benchie-long-slot "${n}w" "$d/g" "$d/s" -- --gold "$d/g" "s=$d/s"
  fi
  # 2. BenchIE^FL official: a slot of 4,000 optional words, a system writing them all.
  if wanted fl-official-long-slot; then
    n=$((4000 * k)); slot_gold $n "$d/g"; slot_system $n "$d/s"
    run fl-official-long-slot "${n}w" "$d/g" "$d/s" -- --scorer fl --fl-official --gold "$d/g" "s=$d/s"
  fi
  if wanted fl-long-slot; then
    n=$((4000 * k)); slot_gold $n "$d/g"; slot_system $n "$d/s"
    run fl-long-slot "${n}w" "$d/g" "$d/s" -- --scorer fl --gold "$d/g" "s=$d/s"
  fi
  # BenchIE^FL official: a gold slot at the limit (1,000 optional words) against an
  # extraction of 100,000 words.
  if wanted fl-official-long-extraction; then
    n=$((100000 * k)); slot_gold 1000 "$d/g"; slot_system $n "$d/s"
    run fl-official-long-extraction "${n}w" "$d/g" "$d/s" -- --scorer fl --fl-official --gold "$d/g" "s=$d/s"
  fi
  # 3. lint: a slot of 10,000 optional words; one synset of 4,000 triples.
  if wanted lint-long-slot; then
    n=$((10000 * k)); slot_gold $n "$d/g"
    run lint-long-slot "${n}w" "$d/g" -- lint "$d/g"
  fi
  if wanted lint-big-synset; then
    n=$((4000 * k)); synset_gold 1 $n "$d/g"
    run lint-big-synset "${n}t" "$d/g" -- lint "$d/g"
  fi
  # 4. One sentence of 250,000 triples (synsets of 100) against 2,001 extractions; one
  #    sentence of 1,000,000 one-triple synsets against one extraction, every consumer.
  if wanted sentence-triples; then
    n=$((250000 * k)); synset_gold $((n / 100)) 100 "$d/g"; many_system 2001 "$d/s"
    run sentence-triples "${n}t*2001x" "$d/g" "$d/s" -- --gold "$d/g" "s=$d/s"
  fi
  # One sentence of 5,000 triples (synsets of 100) against 5,000 extractions (50,000).
  if wanted sentence-extractions; then
    n=$((5000 * k)); synset_gold 50 100 "$d/g"; many_system $n "$d/s"
    run sentence-extractions "5000t*${n}x" "$d/g" "$d/s" -- analysis --gold "$d/g" "s=$d/s"
  fi
  n=$((1000000 * k))
  if wanted 'sentence-synsets'; then
    synset_gold $n 1 "$d/g"; many_system 1 "$d/s"
    wanted sentence-synsets-default && run sentence-synsets-default "${n}s" "$d/g" "$d/s" -- --gold "$d/g" "s=$d/s"
    wanted sentence-synsets-concat && run sentence-synsets-concat "${n}s" "$d/g" "$d/s" -- --facet concat --gold "$d/g" "s=$d/s"
    wanted sentence-synsets-fl && run sentence-synsets-fl "${n}s" "$d/g" "$d/s" -- --scorer fl --gold "$d/g" "s=$d/s"
    wanted sentence-synsets-fl-official && run sentence-synsets-fl-official "${n}s" "$d/g" "$d/s" -- --scorer fl --fl-official --gold "$d/g" "s=$d/s"
    wanted sentence-synsets-analysis && run sentence-synsets-analysis "${n}s" "$d/g" "$d/s" -- analysis --gold "$d/g" "s=$d/s"
    wanted sentence-synsets-agreement && run sentence-synsets-agreement "${n}s" "$d/g" -- agreement "$d/g" "$d/g"
    wanted sentence-synsets-lint && run sentence-synsets-lint "${n}s" "$d/g" -- lint "$d/g"
  fi
  # 5. A gold of unclosed "[a" words: 2.1 MB (21 MB ten times larger).
  if wanted unclosed-words; then
    b=$((2100000 * k)); unclosed_gold $b "$d/g"; many_system 1 "$d/s"
    run unclosed-words "$((b / 3))w" "$d/g" "$d/s" -- --gold "$d/g" "s=$d/s"
    run unclosed-words-lint "$((b / 3))w" "$d/g" -- lint "$d/g"
  fi
done
rm -f "$d/g" "$d/s"
