#!/usr/bin/env bash
# OIE Studio set-up: installs what is missing (Debian packages), builds, then
#   ./setup.sh run    launches the GUI on the bundled sample
#   ./setup.sh test   runs the whole test suite (GUI tests on the offscreen platform), then
#                     builds the core and command-line tests again under AddressSanitizer and
#                     UndefinedBehaviorSanitizer (build-asan) and runs them, then a fuzz smoke
#                     run: every libFuzzer target OIE_CI_FUZZ_RUNS executions (default 20000) from
#                     random seed 1, at most OIE_CI_FUZZ_SECONDS seconds each (default 30; 0 skips
#                     the run), as many targets at a time as there are cores (tools/fuzz.sh,
#                     build-fuzz, clang)
#   ./setup.sh fuzz [SECONDS_PER_TARGET] [TARGET...]
#                     installs clang and its fuzzing runtime, then runs tools/fuzz.sh (build-fuzz)
# Re-running it is fast: installed packages are skipped and the build is incremental (common
# headers precompiled per library, ccache when installed).
set -euo pipefail
cd "$(dirname "$0")"
mode="${1:-test}"

# qt6-translations-l10n: Qt's own strings (Close, Cancel, Yes) in the studio's languages.
packages=(cmake make g++ qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
          qt6-svg-dev libqcustomplot-dev libgl-dev liblingua-en-tagger-perl wordnet-base qt6-translations-l10n)
# Test only: poppler-utils (pdftotext, pdftoppm), a CJK font (the chart layout test lays the
# Chinese UI out with real glyph widths), chktex and lacheck (the LaTeX table lint), pdflatex with
# booktabs, graphicx, pgfplots and TikZ (texlive-latex-base, -latex-recommended, -pictures: the
# gui_paper_tex test compiles every exported table, pgfplots figure and caption; without
# recommends about 64 MB to download, 18 packages, installed here in 54 s), desktop-file-utils and
# appstream (the package test validates the desktop entry and the metainfo)
[ "$mode" = test ] && packages+=(poppler-utils fonts-wqy-microhei chktex lacheck texlive-latex-base
                                 texlive-latex-recommended texlive-pictures desktop-file-utils appstream)
fuzz_seconds="${OIE_CI_FUZZ_SECONDS:-30}"
[ "$mode" = test ] && [ "$fuzz_seconds" != 0 ] && packages+=(clang-14 libclang-rt-14-dev)
[ "$mode" = run ] && [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && packages+=(xvfb xauth)
[ "$mode" = fuzz ] && packages+=(clang-14 libclang-rt-14-dev) # libclang_rt.fuzzer, ASan, UBSan
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" < /dev/null
fi

if [ "$mode" = fuzz ]; then # its own build (build-fuzz, clang), nothing else
  shift || true
  OIE_FUZZ_CXX="${OIE_FUZZ_CXX:-clang++-14}" exec tools/fuzz.sh "$@"
fi

if [ ! -f build/CMakeCache.txt ]; then
  cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo
fi
# `run` builds only the studio (and what it links); `test` builds everything: the tests,
# benchmarks and tools.
if [ "$mode" = run ]; then
  cmake --build build -j"$(nproc)" --target oie-studio
else
  cmake --build build -j"$(nproc)"
fi

case "$mode" in
  test)
    QT_QPA_PLATFORM=offscreen ctest --test-dir build --output-on-failure -j2
    # The core and command-line tests again under ASan (leaks included) and UBSan, every
    # finding fatal (the options are in tests/CMakeLists.txt); -O1 with assertions on.
    if [ ! -f build-asan/CMakeCache.txt ]; then
      cmake -S . -B build-asan -DOIE_SANITIZE=ON -DOIE_WITH_GUI=OFF -DCMAKE_BUILD_TYPE=Debug "-DCMAKE_CXX_FLAGS_DEBUG=-O1 -g1"
    fi
    cmake --build build-asan -j"$(nproc)"
    ctest --test-dir build-asan --output-on-failure -j2
    # Fuzz smoke run: each libFuzzer target (ASan + UBSan) from the seeds of ../shared/data,
    # failing on any finding (README "Sanitizers and fuzzing"); OIE_CI_FUZZ_SECONDS=0 skips it.
    # A fixed number of executions from random seed 1 (at most OIE_CI_FUZZ_SECONDS each): the
    # same inputs on every machine, however fast, so CI runs what was run here before.
    if [ "$fuzz_seconds" != 0 ]; then
      FUZZ_RUNS="${OIE_CI_FUZZ_RUNS:-20000}" FUZZ_JOBS="$(nproc)" OIE_FUZZ_CXX="${OIE_FUZZ_CXX:-clang++-14}" tools/fuzz.sh "$fuzz_seconds"
    fi
    ;;
  run)
    shift || true
    app=build/app/oie-studio/oie-studio
    args=(resources/sample/sample_gold.txt --system sample=resources/sample/sample_system.txt "$@")
    if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
      exec xvfb-run -a "$app" "${args[@]}"
    fi
    exec "$app" "${args[@]}"
    ;;
  *)
    echo "usage: ./setup.sh run|test|fuzz" >&2
    exit 2
    ;;
esac
