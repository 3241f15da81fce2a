#!/usr/bin/env bash
# Builds the libFuzzer targets of tests/fuzz (build-fuzz: clang, -DOIE_FUZZ=ON, ASan + UBSan)
# and runs each for SECONDS with a seed corpus cut from the real files in ../shared/data and
# the dictionary of its format (tests/fuzz/dicts). Fails when any target finds a crash, a
# leak, undefined behaviour, a timeout (an input that takes more than 10 s) or an input that
# needs more than 2 GB. README, "Sanitizers and fuzzing".
#
#   tools/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]     default: 20 s, every target
#   tools/fuzz.sh --list                               the targets
#   FUZZ_RUNS=1000000 tools/fuzz.sh 0 [TARGET...]       a campaign: that many executions per
#                                                      target, no time limit
#   FUZZ_WORKERS=2 FUZZ_RUNS=1000000 tools/fuzz.sh 0 fl_gold    two processes on one target
#
# Nothing is copied into the repository: seeds, corpora (kept between runs, so a campaign
# grows them), logs and findings go to build-fuzz/fuzz-work. A finding is a file under
# findings/TARGET/; replay it with build-fuzz/tests/fuzz/fuzz_TARGET FILE.
# Environment: FUZZ_JOBS (targets run at a time, default 1; the named targets start in the
# order named), FUZZ_WORK (seeds, corpora, logs and findings; default build-fuzz/fuzz-work, so
# that two runs at once can keep apart), OIE_SHARED_DATA_DIR (default ../shared/data), FUZZ_SEED_LINES (lines cut from
# each data file, default 20), FUZZ_MAX_LEN (bytes per input, default 2048), FUZZ_RUNS
# (executions per target; default none: the time limit alone), FUZZ_SEED (libFuzzer's random
# seed, default 1, so that a run repeats the first executions of any longer run with the same
# seed from the same seeds; 0 draws one), FUZZ_WORKERS (processes on one target's corpus,
# default 1; more share FUZZ_RUNS, each with its own seed from FUZZ_SEED on, each replaced
# by the next seed when its memory passes FUZZ_RESTART_MB, default 1700), OIE_FUZZ_CXX
# (default clang++); ./setup.sh fuzz installs clang and its fuzzing runtime first.
set -euo pipefail
cd "$(dirname "$0")/.."
data="$(realpath -m "${OIE_SHARED_DATA_DIR:-../shared/data}")"
lines="${FUZZ_SEED_LINES:-20}"
max_len="${FUZZ_MAX_LEN:-2048}"
runs_limit=()
[ -n "${FUZZ_RUNS:-}" ] && runs_limit=(-runs="$FUZZ_RUNS")
build=build-fuzz
work="${FUZZ_WORK:-$build/fuzz-work}"

# target | dictionary | seed files under $data (a "make:KIND" entry is built below)
table=(
  "benchie_gold|benchie_gold|benchie/benchie_gold_annotations_en.txt benchie/benchie_gold_annotations_de.txt benchie/benchie_gold_annotations_zh.txt benchie_fl/benchie_fl_gold_50.txt make:long-gold"
  "benchie_system|benchie_system|benchie/systems/clausie_explicit.txt benchie/systems/minie_explicit.txt benchie/systems/m2oie_zh_explicit.txt benchie_fl/systems/reverb_benchie_form.txt make:long-system"
  "carb_gold|carb|carb/gold/dev.tsv carb/gold/test.tsv benchie/carb_explicit.txt"
  "carb_system_tabbed|carb|make:carb-tab"
  "carb_system_benchie|benchie_system|benchie/systems/openie6_explicit.txt benchie/systems/stanford_explicit.txt"
  "carb_system_openie4|openie|carb/systems/openie4_output.txt oie2016/systems/openie4_output.txt"
  "carb_system_openie5|openie|carb/systems/openie5_output.txt"
  "carb_system_clausie|clausie|carb/systems/clausie_output.txt"
  "carb_system_props|props|carb/systems/props_output.txt"
  "fl_gold|benchie_gold|benchie_fl/benchie_fl_gold_300.txt benchie_fl/benchie_fl_gold_50.txt benchie/benchie_gold_annotations_en.txt make:long-gold"
  "fl_system|benchie_system|benchie_fl/systems/compactie_benchie_form.txt benchie_fl/systems/imojie_benchie_form.txt benchie_fl/systems/minie_benchie_form.txt make:long-system"
  "robust|robust|make:robust"
  "oie2016_gold|oie2016|oie2016/gold/dev.oie oie2016/gold/test.oie"
  "oie2016_system_ollie|oie2016|oie2016/systems/ollie_output.txt"
  "oie2016_system_reverb|oie2016|oie2016/systems/reverb_output.txt"
  "oie2016_system_stanford|oie2016|oie2016/systems/stanford_output.txt"
  "oie2016_system_openie4|openie|oie2016/systems/openie4_output.txt"
  "oie2016_system_clausie|clausie|oie2016/systems/clausie_output.txt"
  "oie2016_system_props|props|oie2016/systems/props_output.txt"
  "project_file|project|make:project"
  "conllu|conllu|make:conllu"
  "text|text|benchie/sentences/sample300_en.txt benchie/sentences/sample300_de.txt benchie/sentences/sample300_zh.txt carb/test.txt oie2016/raw_sentences/all.txt"
  "document_import|benchie_gold|benchie/benchie_gold_annotations_en.txt benchie/sentences/sample300_en.txt carb/test.txt make:project make:conllu"
  "bucket_tsv|bucket_tsv|make:buckets"
)

if [ "${1:-}" = --list ]; then
  for row in "${table[@]}"; do echo "${row%%|*}"; done
  exit 0
fi
seconds="${1:-20}"
shift || true
wanted=("$@")
for name in "${wanted[@]}"; do
  printf '%s\n' "${table[@]}" | grep -q "^${name}|" || { echo "fuzz: no target $name (tools/fuzz.sh --list)" >&2; exit 2; }
done
[ -d "$data" ] || { echo "fuzz: no shared data at $data" >&2; exit 2; }

if [ ! -f "$build/CMakeCache.txt" ]; then
  CXX="${OIE_FUZZ_CXX:-$(command -v clang++ || echo clang++-14)}" cmake -S . -B "$build" -DOIE_FUZZ=ON -DOIE_WITH_GUI=OFF \
    -DCMAKE_BUILD_TYPE=Debug "-DCMAKE_CXX_FLAGS_DEBUG=-O1 -g1" -DOIE_SHARED_DATA_DIR="$data"
fi
cmake --build "$build" --target fuzzers -j"$(nproc)"
bin="$build/tests/fuzz"

# Seeds made from the data rather than cut from it.
# stdin's first 2000 bytes into FILE, all of stdin read first: a writer piped into `head -c`
# gets SIGPIPE when head exits before its last write, which under load (and pipefail) stopped
# a target's seeds half made, the target listed as "did not finish" with no log.
capped() { # FILE
  cat > "$1.all"
  head -c 2000 "$1.all" > "$1"
  rm -f "$1.all"
}
make_seeds() { # KIND DIR
  local kind=$1 dir=$2 f
  case "$kind" in
    carb-tab) # the CaRB gold as a system file: sentence<TAB>confidence<TAB>relation<TAB>args
      for f in carb/gold/dev.tsv carb/gold/test.tsv; do
        head -n "$lines" "$data/$f" | awk -F'\t' -v OFS='\t' '{ s = $1 OFS "0.9" (NR % 10) OFS $2;
          for (i = 3; i <= NF; i++) s = s OFS $i; print s }' > "$dir/tab_$(basename "$f")"
      done ;;
    robust)
      for f in gold gold_structural sys_openie4 sys_perturbed sys_structural; do
        "$bin/fuzz-seed" json-head 2 "$data/robust/$f.json" "$dir/$f.json"
      done ;;
    project)
      for f in en de zh; do
        head -n "$((lines / 2))" "$data/benchie/benchie_gold_annotations_$f.txt" > "$dir/gold_$f.tmp"
        "$bin/fuzz-seed" project "$dir/gold_$f.tmp" "$dir/project_$f.oiestudio.json"
        rm -f "$dir/gold_$f.tmp"
      done ;;
    conllu) # the first sentences, one token per space-separated word, as a parser would give them
      for f in en de; do
        head -n 5 "$data/benchie/sentences/sample300_$f.txt" | awk -F' ' -v OFS='\t' '{
          print "# sent_id = " NR; print "# text = " $0;
          for (i = 1; i <= NF; i++) print i, $i, "_", (i == NF ? "PUNCT" : "NOUN"), "_", "_", (i == 1 ? 0 : 1),
            (i == 1 ? "root" : (i == NF ? "punct" : "conj")), "_", "_";
          print "" }' > "$dir/sample_$f.conllu"
      done ;;
    long-gold) # the shapes of docs/performance.md "Pathological inputs", within the 2 KB input cap:
      # a slot of optional words, one synset of many triples, many synsets, unclosed brackets
      awk 'BEGIN { printf "sent_id:1\tx y\n1--> Cluster 1:\nx --> y -->"; for (i = 1; i <= 300; i++) printf " [w%d]", i
        print "" }' | capped "$dir/long_slot.txt"
      awk 'BEGIN { print "sent_id:1\ts r o\n1--> Cluster 1:"; for (i = 1; i <= 200; i++) printf "s --> r --> o%d\n", i }' \
        | capped "$dir/big_synset.txt"
      awk 'BEGIN { print "sent_id:1\ts r o"; for (i = 1; i <= 200; i++) printf "1--> Cluster %d:\ns --> r --> o\n", i }' \
        | capped "$dir/many_synsets.txt"
      awk 'BEGIN { printf "sent_id:1\ta b c\n1--> Cluster 1:\na --> b -->"; for (i = 1; i <= 600; i++) printf " [a"
        print "" }' | capped "$dir/unclosed.txt" ;;
    long-system) # one long extraction, and many extractions of one sentence
      awk 'BEGIN { printf "1\tx\ty\t"; for (i = 1; i <= 400; i++) printf "%sw%d", (i > 1 ? " " : ""), i; print "" }' \
        | capped "$dir/long_extraction.txt"
      awk 'BEGIN { for (i = 1; i <= 200; i++) printf "1\ts\tr\to%d\n", i }' | capped "$dir/many_extractions.txt" ;;
    buckets) # sentence length buckets of the English sentences, with a header and a comment
      { echo "# length buckets"; printf 'sent_id\tbucket\n'
        head -n "$lines" "$data/benchie/sentences/sample300_en.txt" | awk '{ print NR "\t" (NF <= 20 ? "short" : "long") }'
      } > "$dir/length.tsv" ;;
  esac
}

export ASAN_OPTIONS=halt_on_error=1:detect_leaks=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
export LSAN_OPTIONS="suppressions=$PWD/tests/sanitizers/lsan.supp:print_suppressions=0"
final_stat() { # KEY LOG: the last value libFuzzer printed for KEY (executed_units, average_exec_per_sec)
  sed -n "s/^stat::$1: *//p" "$2" | tail -1
}
last_cov() { # LOG: the coverage of its last status line
  { grep -o 'cov: [0-9]*' "$1" || true; } | tail -1 | tr -dc 0-9
}

fuzzer_args() { # DICT SEED_DIR CORPUS FINDINGS SEED [-runs=N]: a libFuzzer command line's arguments in args
  local dict=$1 seed_dir=$2 corpus=$3 findings=$4 seed=$5
  shift 5
  args=("$corpus" "$seed_dir" -dict="tests/fuzz/dicts/$dict.dict" -max_total_time="$seconds" "$@" -seed="$seed"
    -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 -artifact_prefix="$findings/" -print_final_stats=1)
}

# FUZZ_WORKERS processes on one target's corpus, sharing FUZZ_RUNS executions. A worker whose
# memory (the whole ASan process, which grows with the corpus it has seen) passes
# FUZZ_RESTART_MB is stopped with SIGINT, which prints its count (exit 72), and a new one with
# the next random seed does the rest of its share. Each worker logs to LOG.SEED; LOG gets the
# sums, in libFuzzer's words, and the log of a worker that found something.
run_workers() { # NAME DICT SEED_DIR CORPUS FINDINGS LOG
  local name=$1 dict=$2 seed_dir=$3 corpus=$4 findings=$5 log=$6
  local limit="${FUZZ_RESTART_MB:-1700}" next="${FUZZ_SEED:-1}" done_runs=0 cov=0 failed=0 start=$SECONDS
  local -a pid=() share=() seed=()
  local i units rss status c args
  [ "$next" -eq 0 ] && next=$RANDOM
  : > "$log"
  for ((i = 0; i < workers; i++)); do
    share[i]=$(( FUZZ_RUNS / workers + (i < FUZZ_RUNS % workers ? 1 : 0) ))
    pid[i]=0
  done
  while :; do
    for ((i = 0; i < workers; i++)); do
      if [ "${pid[i]}" -eq 0 ] && [ "${share[i]}" -gt 0 ] && [ $failed -eq 0 ]; then
        seed[i]=$next; next=$((next + 1))
        fuzzer_args "$dict" "$seed_dir" "$corpus" "$findings" "${seed[i]}" -runs="${share[i]}"
        "$bin/fuzz_$name" "${args[@]}" > "$log.${seed[i]}" 2>&1 &
        pid[i]=$!
        echo "fuzz: $name worker seed ${seed[i]} started $(date +%H:%M:%S), ${share[i]} executions to go" >&2
      fi
    done
    sleep 10
    local alive=0
    for ((i = 0; i < workers; i++)); do
      [ "${pid[i]}" -eq 0 ] && continue
      if kill -0 "${pid[i]}" 2>/dev/null; then
        alive=1
        rss=$({ grep -o 'rss: [0-9]*Mb' "$log.${seed[i]}" || true; } | tail -1 | tr -dc 0-9)
        [ -n "$rss" ] && [ "$rss" -gt "$limit" ] && kill -INT "${pid[i]}" 2>/dev/null
        continue
      fi
      status=0; wait "${pid[i]}" || status=$?
      pid[i]=0
      units=$(final_stat number_of_executed_units "$log.${seed[i]}")
      c=$(last_cov "$log.${seed[i]}")
      [ -n "$c" ] && [ "$c" -gt "$cov" ] && cov=$c
      done_runs=$((done_runs + ${units:-0}))
      share[i]=$(( share[i] > ${units:-0} ? share[i] - ${units:-0} : 0 ))
      [ $status -eq 72 ] || share[i]=0 # only a worker stopped here for its memory is replaced
      echo "fuzz: $name worker seed ${seed[i]} ended $(date +%H:%M:%S), status $status, ${units:-?} executions" >&2
      if [ $status -ne 0 ] && [ $status -ne 72 ]; then
        failed=$status
        cat "$log.${seed[i]}" >> "$log"
        for ((c = 0; c < workers; c++)); do [ "${pid[c]}" -ne 0 ] && kill -INT "${pid[c]}" 2>/dev/null; done
      fi
    done
    local left=0
    for ((i = 0; i < workers; i++)); do left=$((left + share[i])); done
    [ $alive -eq 0 ] && { [ $failed -ne 0 ] || [ $left -eq 0 ]; } && break
  done
  local took=$((SECONDS - start))
  { echo "cov: $cov (the most any worker reached)"
    echo "stat::number_of_executed_units: $done_runs"
    echo "stat::average_exec_per_sec: $(( done_runs / (took > 0 ? took : 1) ))"
    echo "Done $done_runs runs in $took second(s)"; } >> "$log"
  return $failed
}

run_target() { # NAME DICT SEEDS: one libFuzzer run; its summary line in $work/summary/NAME
  local name=$1 dict=$2 seeds=$3 seed status=0 args
  local seed_dir="$work/seeds/$name" corpus="$work/corpus/$name" findings="$work/findings/$name"
  local log="$work/logs/$name.log"
  rm -rf "$seed_dir"
  mkdir -p "$seed_dir" "$corpus" "$findings" "$work/logs" "$work/summary"
  for seed in $seeds; do
    case "$seed" in
      make:*) make_seeds "${seed#make:}" "$seed_dir" ;;
      *) head -n "$lines" "$data/$seed" > "$seed_dir/$(echo "$seed" | tr / _)" ;;
    esac
  done
  if [ "$workers" -gt 1 ]; then
    run_workers "$name" "$dict" "$seed_dir" "$corpus" "$findings" "$log" || status=$?
  else
    fuzzer_args "$dict" "$seed_dir" "$corpus" "$findings" "${FUZZ_SEED:-1}" "${runs_limit[@]}"
    "$bin/fuzz_$name" "${args[@]}" > "$log" 2>&1 || status=$?
  fi
  local runs speed cov took
  runs=$(final_stat number_of_executed_units "$log")
  speed=$(final_stat average_exec_per_sec "$log")
  cov=$(last_cov "$log")
  if [ $status -ne 0 ]; then
    echo "fuzz: $name FAILED (status $status), log $log:" >&2
    grep -m1 -A30 -E '^==[0-9]+==ERROR|runtime error|ALARM|out-of-memory|deadly signal|qFatal|Test unit written' "$log" >&2 || tail -30 "$log" >&2
  fi
  took=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | tail -1)
  printf '%-26s %10s execs %6s s %7s/s  cov %6s  %s\n' "$name" "${runs:-?}" "${took:-?}" "${speed:-?}" "${cov:-?}" \
    "$([ $status -eq 0 ] && echo ok || echo "FAILED: $(ls "$findings" | head -3 | tr '\n' ' ')")" > "$work/summary/$name"
  echo "fuzz: $name done $(date +%H:%M:%S)" >&2
  return $status
}

# The targets to run: those named, in the order named (a campaign puts the slowest first), or
# every target in the table's order; FUZZ_JOBS of them at a time.
order=()
if [ ${#wanted[@]} -gt 0 ]; then
  order=("${wanted[@]}")
else
  for row in "${table[@]}"; do order+=("${row%%|*}"); done
fi
jobs="${FUZZ_JOBS:-1}"
workers="${FUZZ_WORKERS:-1}"
if [ "$workers" -gt 1 ] && [ -z "${FUZZ_RUNS:-}" ]; then
  echo "fuzz: FUZZ_WORKERS shares FUZZ_RUNS executions; set FUZZ_RUNS" >&2; exit 2
fi
rm -rf "$work/summary"
failed=()
running=0
for name in "${order[@]}"; do
  row=$(printf '%s\n' "${table[@]}" | grep "^${name}|")
  rest=${row#*|}
  if [ "$running" -ge "$jobs" ]; then
    wait -n || true
    running=$((running - 1))
  fi
  run_target "$name" "${rest%%|*}" "${rest#*|}" &
  running=$((running + 1))
done
wait || true
summary=()
for name in "${order[@]}"; do
  line=$(cat "$work/summary/$name" 2>/dev/null || printf '%-26s did not finish' "$name")
  summary+=("$line")
  case "$line" in *" ok") ;; *) failed+=("$name") ;; esac
done
printf '%s\n' "${summary[@]}"
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz: findings in ${failed[*]} (under $work/findings)" >&2
  exit 1
fi
echo "fuzz: ${#summary[@]} targets, ${FUZZ_RUNS:+$FUZZ_RUNS executions or }${seconds} s each (0: no limit), seed ${FUZZ_SEED:-1}, no finding"
