#!/usr/bin/env bash
# How long a newcomer waits: clones this repository beside it (../fresh-run, so that
# ../shared/data resolves as in CI), runs `./setup.sh run` on a virtual display (Xvfb :77) and
# prints the seconds from the clone to the studio's window being shown; the window is saved as
# /tmp/setup-timing-window.png. Needs xvfb and xdotool.
#   tools/setup-timing.sh
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
clone="$(dirname "$repo")/fresh-run"
rm -rf "$clone"
start=$(date +%s)
git clone -q "$repo" "$clone"
Xvfb :77 -screen 0 1400x900x24 > /dev/null 2>&1 &
xvfb=$!
trap 'pkill -f "$clone/build/app/oie-studio/oie-studio" || true; kill $xvfb 2> /dev/null || true' EXIT
(cd "$clone" && DISPLAY=:77 ./setup.sh run > "$clone.log" 2>&1) &
run=$!
until DISPLAY=:77 xdotool search --onlyvisible --name "OIE Studio" > /dev/null 2>&1; do
  sleep 2
  kill -0 $run 2> /dev/null || { echo "setup.sh run ended before a window showed (log: $clone.log)" >&2; exit 1; }
done
echo "window after $(($(date +%s) - start)) s"
DISPLAY=:77 import -window root /tmp/setup-timing-window.png
