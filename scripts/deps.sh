#!/usr/bin/env bash
# deps.sh — installs the Debian/Ubuntu packages Flashpoint Arena needs, if missing.
#   scripts/deps.sh build   cgo headers for the desktop window (Ebitengine: X11, OpenGL, ALSA)
#   scripts/deps.sh test    the above plus Xvfb and Chromium, for the window and browser tests,
#                           and zopfli, for the browser module's smaller gzip copy
#   scripts/deps.sh web     zopfli only (the browser build needs no cgo)
# It says what it installs and uses apt-get as root, or through sudo.
set -euo pipefail
want=(libgl1-mesa-dev libxcursor-dev libxi-dev libxinerama-dev libxrandr-dev libxxf86vm-dev libasound2-dev pkg-config gcc)
case "${1:-build}" in
  build) ;;
  test) want+=(xvfb xauth chromium zopfli) ;;
  web) want=(zopfli) ;;
  *) echo "usage: scripts/deps.sh build|test|web" >&2; exit 2 ;;
esac
if ! command -v go >/dev/null 2>&1; then
  echo "deps: Go is not installed; install Go 1.26 or newer from the Go website or your package manager" >&2
  exit 1
fi
if ! command -v dpkg-query >/dev/null 2>&1; then
  echo "deps: not a Debian/Ubuntu system; install the equivalents of: ${want[*]}" >&2
  exit 0
fi
missing=()
for p in "${want[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "deps: installing ${missing[*]}" >&2
sudo=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then sudo=(sudo); else
    echo "deps: not root and no sudo; as root run: apt-get install -y ${missing[*]}" >&2; exit 1
  fi
fi
"${sudo[@]}" apt-get update -qq >/dev/null
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "deps: installed ${missing[*]}" >&2
