#!/usr/bin/env bash
# Runs oie-score over the real data (every scorer, facet and format, --details --stats
# --diagnostics) and over damaged copies, and writes each run's stdout, stderr and exit status
# into OUT_DIR, one file per run. Two snapshots taken before and after a refactoring must be
# byte-identical:
#   tools/cli-snapshot.sh build/app/oie-score/oie-score /tmp/before
#   ... change ...
#   tools/cli-snapshot.sh build/app/oie-score/oie-score /tmp/after && diff -r /tmp/before /tmp/after
set -uo pipefail
exe="$(realpath "${1:?usage: cli-snapshot.sh OIE_SCORE OUT_DIR [DATA_DIR]}")"
out="${2:?usage: cli-snapshot.sh OIE_SCORE OUT_DIR [DATA_DIR]}"
data="$(realpath "${3:-$(dirname "$0")/../../shared/data}")"
mkdir -p "$out"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"   # relative paths in the output stay the same from run to run

B="$data/benchie"; FL="$data/benchie_fl"; C="$data/carb"; R="$data/robust"
ln -s "$data" data
en=data/benchie/benchie_gold_annotations_en.txt
systems=()
for f in clausie minie stanford openie6 roi_t roi_n naive_oie m2oie_en; do
  systems+=("$f=data/benchie/systems/${f}_explicit.txt")
done
flsystems=()
for f in "$FL"/systems/*_benchie_form.txt; do
  n="$(basename "$f" _benchie_form.txt)"; flsystems+=("$n=data/benchie_fl/systems/$n""_benchie_form.txt")
done

run() {  # run NAME ARGS...: stdout, stderr and exit status of one oie-score call
  local name="$1"; shift
  "$exe" "$@" > "$out/$name.out" 2> "$out/$name.err" < /dev/null
  echo "$?" > "$out/$name.rc"
}

# Damaged copies: truncated, garbage lines, swapped roles, binary noise.
head -c 20000 "$B/benchie_gold_annotations_en.txt" > gold_cut.txt
awk 'NR % 97 == 0 { print "garbage line " NR; next } NR % 89 == 0 { print "a --> b"; next } { print }' \
  "$B/benchie_gold_annotations_en.txt" > gold_noise.txt
awk 'NR % 53 == 0 { print "12\tonly two"; next } { print }' "$B/systems/clausie_explicit.txt" > sys_noise.txt
head -c 3000 /dev/zero | tr '\0' '\377' > binary.txt
head -c 40000 "$C/gold/test.tsv" > carb_cut.tsv
awk 'NR % 41 == 0 { print "x"; next } { print }' "$C/systems/openie4_output.txt" > openie4_noise.txt
head -c 5000 "$R/gold.json" > robust_cut.json

for facet in default concat minimal minimal-concat entity; do
  for format in table json csv tsv latex; do
    run "benchie-$facet-$format" --gold "$en" --facet "$facet" --format "$format" "${systems[@]}"
  done
  run "benchie-$facet-details" --gold "$en" --facet "$facet" --format json --details --stats --diagnostics "${systems[@]}"
done
run benchie-de --gold data/benchie/benchie_gold_annotations_de.txt --format json --stats --diagnostics \
  m2oie_de=data/benchie/systems/m2oie_de_explicit.txt
run benchie-zh --gold data/benchie/benchie_gold_annotations_zh.txt --format json --details --stats --diagnostics \
  m2oie_zh=data/benchie/systems/m2oie_zh_explicit.txt
run benchie-gold-cut --gold gold_cut.txt --format json --stats --diagnostics "${systems[@]:0:2}"
run benchie-gold-noise --gold gold_noise.txt --diagnostics "${systems[@]:0:2}"
run benchie-sys-noise --gold "$en" --format json --diagnostics noise=sys_noise.txt
run benchie-binary --gold binary.txt --diagnostics noise=binary.txt
run benchie-missing --gold missing.txt x=missing2.txt
run benchie-system-as-gold --gold data/benchie/systems/clausie_explicit.txt --diagnostics "${systems[@]:0:1}"
run usage-none
run usage-bad-facet --gold "$en" --facet nope x=y
run usage-bad-format --gold "$en" --format nope "${systems[@]:0:1}"
run usage-gold-no-value --gold
run usage-bad-scorer --gold "$en" --scorer nope x=y
run usage-help --help
run usage-analysis-format analysis --gold "$en" --format tsv x=y
run usage-analysis-facet analysis --gold "$en" --facet=nope x=y
run usage-analysis-nogold analysis x=y
run usage-analysis-details-csv analysis --gold "$en" --format csv --details x=y
run usage-fl-format --scorer fl --gold "$en" --format=nope x=y
run usage-fl-nogold --scorer fl x=y
run usage-fl-help --scorer fl --help
run usage-carb-format --scorer carb --gold data/carb/gold/test.tsv --format nope x=y
run usage-carb-nogold --scorer carb x=y
run usage-carb-help --scorer carb --help
run usage-robust-curve --scorer robust --gold data/robust/gold.json --curve c.tsv x=y
run usage-agreement-format agreement a b --format csv
run usage-agreement-one agreement a
run usage-unknown-option --gold "$en" --nope x=y
run usage-same-name --gold "$en" a=x a=y

for format in table json csv tsv latex; do
  run "fl-$format" --scorer fl --gold data/benchie_fl/benchie_fl_gold_300.txt --format "$format" "${flsystems[@]}"
  run "fl-official-$format" --scorer fl --fl-official --gold data/benchie_fl/benchie_fl_gold_300.txt --format "$format" "${flsystems[@]}"
done
run fl-details --scorer fl --gold data/benchie_fl/benchie_fl_gold_300.txt --format json --details --diagnostics "${flsystems[@]:0:3}"
run fl-switches --scorer fl --fl-official --fl-no-punct --fl-no-af --fl-no-lod --fl-no-correction \
  --gold data/benchie_fl/benchie_fl_gold_300.txt --format json "${flsystems[@]:0:3}"
run fl-noise --scorer fl --gold gold_noise.txt --diagnostics noise=sys_noise.txt

carbsys=(openie4=data/carb/systems/openie4_output.txt)
for format in table json csv tsv latex; do
  run "carb-$format" --scorer carb --gold data/carb/gold/test.tsv --system-format openie4 --format "$format" "${carbsys[@]}"
done
for f in openie5 clausie props; do
  run "carb-$f" --scorer carb --gold data/carb/gold/test.tsv --system-format "$f" --format json \
    --curve "$out/carb-$f.curve" "$f=data/carb/systems/${f}_output.txt"
done
run carb-details --scorer carb --gold data/carb/gold/test.tsv --system-format openie4 --format json --details --diagnostics "${carbsys[@]}"
run carb-benchie --scorer carb --gold data/benchie/carb_explicit.txt --system-format benchie --sentences "$en" \
  --format json --diagnostics "${systems[@]}"
run carb-noise --scorer carb --gold carb_cut.tsv --system-format openie4 --diagnostics noise=openie4_noise.txt
run carb-bad-curve --scorer carb --gold data/carb/gold/test.tsv --system-format openie4 --curve /nonexistent/dir/c.tsv "${carbsys[@]}"

for format in table json csv tsv latex; do
  run "robust-$format" --scorer robust --gold data/robust/gold.json --format "$format" \
    openie4=data/robust/sys_openie4.json perturbed=data/robust/sys_perturbed.json
done
run robust-details --scorer robust --gold data/robust/gold_structural.json --format json --details --diagnostics \
  structural=data/robust/sys_structural.json
run robust-cut --scorer robust --gold robust_cut.json --diagnostics x=data/robust/sys_openie4.json

for format in json csv; do
  run "analysis-$format" analysis --gold "$en" --format "$format" "${systems[@]}"
done
run analysis-by analysis --gold "$en" --by length --by synsets:2,5 --by conj --facet minimal --format json "${systems[@]:0:3}"
run analysis-details analysis --gold "$en" --details --diagnostics --format json "${systems[@]:0:2}"
run analysis-report analysis --gold "$en" --report "$out/analysis-report.tsv" "${systems[@]:0:2}"
run analysis-report-json analysis --gold "$en" --report "$out/analysis-report.json" "${systems[@]:0:1}"
run analysis-noise analysis --gold gold_noise.txt --diagnostics noise=sys_noise.txt

for format in json table; do
  run "agreement-$format" agreement "$en" data/benchie_fl/benchie_fl_gold_300.txt --format "$format"
done
run agreement-self agreement "$en" "$en"
run agreement-noise agreement gold_noise.txt gold_cut.txt --diagnostics
echo "cli-snapshot: $(ls "$out" | grep -c '\.rc$') runs in $out"
