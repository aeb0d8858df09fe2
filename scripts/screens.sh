#!/usr/bin/env bash
# screens.sh — screenshots of every screen of the desktop game, taken from a
# real window on a virtual X screen (Xvfb), driven with xdotool.
#   scripts/screens.sh [OUTDIR]        (default: out/screens)
# The title, settings, rules reference, setup, hand-over, battle and menu are
# reached with the keyboard; the battle in play (selection, paths, forecast,
# dice) and the results screen come from the headless UI test, which writes
# its frames to OUTDIR as well. Look at the PNGs afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-out/screens}
mkdir -p "$out"
out=$(cd "$out" && pwd)

scripts/deps.sh test
need=()
command -v xdotool >/dev/null || need+=(xdotool)
import -version 2>/dev/null | grep -q ImageMagick || need+=(imagemagick)
if [ ${#need[@]} -gt 0 ]; then
  echo "screens: installing ${need[*]}" >&2
  sudo=(); [ "$(id -u)" -eq 0 ] || sudo=(sudo)
  "${sudo[@]}" apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

tmp=$(mktemp -d)
go build -o "$tmp/flashpoint" .

# A free display number for the virtual screen.
d=90
while [ -e /tmp/.X11-unix/X$d ] || [ -e /tmp/.X$d-lock ]; do d=$((d+1)); done
Xvfb :$d -screen 0 1280x720x24 -nolisten tcp >/dev/null 2>&1 &
xpid=$!
cleanup() {
  [ -n "${gpid:-}" ] && kill "$gpid" 2>/dev/null || true
  kill "$xpid" 2>/dev/null || true
  wait 2>/dev/null || true
  rm -rf "$tmp"
}
trap cleanup EXIT
for _ in $(seq 50); do [ -e /tmp/.X11-unix/X$d ] && break; sleep 0.1; done
export DISPLAY=:$d

"$tmp/flashpoint" -config "$tmp/config" -seed 4242 -size 1280x720 >"$out/game.log" 2>&1 &
gpid=$!
sleep 3

# key NAME: press and hold a moment, so a game tick sees it (software GL under
# Xvfb draws slowly), then give the screen time to change.
key() { xdotool keydown "$1"; sleep 0.5; xdotool keyup "$1"; sleep "${2:-2}"; }
shot() {
  kill -0 "$gpid" 2>/dev/null || { echo "screens: the game exited; see $out/game.log" >&2; exit 1; }
  import -window root "$out/$1.png"
  echo "screens: $out/$1.png"
}

xdotool mousemove 4 4 click 1   # focus the window (a click on nothing)
sleep 1
shot 01-title
key s;          shot 02-settings
key Escape
key r;          shot 03-rules
key Right;      shot 04-rules-page2
key Escape
key n;          shot 05-setup
key Return 2;   shot 06-handover
key space 4;    shot 07-battle
key 1 2;        shot 08-battle-activated
key Escape;     shot 09-menu
key Escape
key q 2;        shot 10-rotated
key Page_Down 2; shot 11-cut-away

# The battle in play and the results screen, from the headless UI test.
if FLASHPOINT_SHOTS="$out" go test -count=1 -run 'TestUI' ./uitest/ >"$out/uitest.log" 2>&1; then
  echo "screens: UI test frames in $out"
else
  echo "screens: the UI test failed; see $out/uitest.log" >&2
  exit 1
fi
