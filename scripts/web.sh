#!/usr/bin/env bash
# web.sh — builds the browser version of Flashpoint Arena.
#   scripts/web.sh [OUTDIR]     (default: web)
# It writes into OUTDIR:
#   flashpoint.wasm        the game, GOOS=js GOARCH=wasm (no cgo, no system packages)
#   wasm_exec.js           Go's loader for it, copied from this Go toolchain (not committed)
#   *.br, *.gz             the pre-compressed copies cmd/webserve sends
# and, for an OUTDIR other than web, the page itself (index.html, loader.js, style.css).
# The module is built against a patched copy of Ebitengine that cmd/webpatch
# writes into a temporary directory (its doc says which files and why: the
# built-in shaders' text/template alone kept every exported method of every
# type in the module, about 4 MB of it), with the shaders compiled ahead of
# time by a generator it runs there with the go command (the modules must
# be downloaded: go mod download).
# The gzip copy, for browsers without brotli, is written again with zopfli
# when it is installed (scripts/deps.sh test and web install it): a gzip
# stream about 5% smaller than gzip -9's, which any browser reads.
# ZOPFLI_ITERATIONS (default 1) trades build time for a little more.
# BROTLI_QUALITY (0..11, default 11) trades build time for size: 11, what
# players download, takes a minute or more and is about 17% smaller than 5,
# which takes seconds (BROTLI_QUALITY=5 for quick local builds).
# Compressing takes minutes, so the compressed copies are kept in a cache
# (WEB_CACHE, default ~/.cache/flashpoint-arena/web; WEB_CACHE=off for none),
# under a digest of the module with the patched copy's temporary directory
# taken out of it (the only difference between two builds of the same
# sources, with -buildid= empty and no version-control stamp, which a file
# a test leaves in the tree would change) and of the compression settings: a build
# whose module is already there takes the module and its copies from the
# cache, the same bytes compressing would write. The four newest entries
# are kept. Serve the result with
#   go run ./cmd/webserve -dir OUTDIR
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-web}
go=${GO:-go}
quality=${BROTLI_QUALITY:-11}
mkdir -p "$out"
if [ "$(cd "$out" && pwd)" != "$(pwd)/web" ]; then
  cp web/index.html web/loader.js web/style.css "$out/"
fi
patched=$(mktemp -d)
trap 'rm -rf "$patched"' EXIT
ebiten=$("$go" list -f '{{.Dir}}' github.com/hajimehoshi/ebiten/v2)
modfile=$("$go" run ./cmd/webpatch -ebiten "$ebiten" -modfile go.mod -go "$go" -out "$patched")
echo "web: building $out/flashpoint.wasm" >&2
GOOS=js GOARCH=wasm CGO_ENABLED=0 "$go" build -modfile "$modfile" -trimpath -buildvcs=false -ldflags="-s -w -buildid=" -o "$out/flashpoint.wasm" .
goroot=$("$go" env GOROOT)
for f in "$goroot/lib/wasm/wasm_exec.js" "$goroot/misc/wasm/wasm_exec.js"; do
  if [ -f "$f" ]; then
    cp "$f" "$out/wasm_exec.js"
    break
  fi
done
[ -f "$out/wasm_exec.js" ] || { echo "web: wasm_exec.js not found under $goroot" >&2; exit 1; }
size() { wc -c < "$1" | tr -d ' '; }
zopfli_mark=none
if command -v zopfli >/dev/null 2>&1; then
  zopfli_mark="zopfli ${ZOPFLI_ITERATIONS:-1}"
fi
cache=${WEB_CACHE:-}
if [ -z "$cache" ]; then
  base=${XDG_CACHE_HOME:-${HOME:+$HOME/.cache}}
  cache=${base:+$base/flashpoint-arena/web}
  cache=${cache:-off}
fi
entry=""
if [ "$cache" != off ]; then
  key=$({ LC_ALL=C sed "s#$patched#PATCHED#g" "$out/flashpoint.wasm"; printf '\nbrotli %s, %s\n' "$quality" "$zopfli_mark"; } | sha256sum | cut -c1-32)
  entry="$cache/$key"
fi
if [ -n "$entry" ] && [ -f "$entry/flashpoint.wasm.gz" ]; then
  echo "web: this module was built and compressed before: taking it and its copies from $entry" >&2
  for f in flashpoint.wasm flashpoint.wasm.br flashpoint.wasm.gz; do
    cp "$entry/$f" "$out/$f.tmp"
    mv "$out/$f.tmp" "$out/$f"
  done
  touch "$entry" "$out/flashpoint.wasm"
  touch -r "$out/flashpoint.wasm" "$out/flashpoint.wasm.br" "$out/flashpoint.wasm.gz"
  zopfli_mark=none # the cached gzip copy is already the best one
fi
echo "web: compressing (brotli quality $quality, gzip -9)" >&2
"$go" run ./cmd/webserve -dir "$out" -precompress -brotli-quality "$quality" >&2
if [ "$zopfli_mark" != none ]; then
  echo "web: gzip again with zopfli (${ZOPFLI_ITERATIONS:-1} iterations)" >&2
  zopfli --i"${ZOPFLI_ITERATIONS:-1}" -c "$out/flashpoint.wasm" > "$out/flashpoint.wasm.gz.zopfli"
  if [ "$(size "$out/flashpoint.wasm.gz.zopfli")" -lt "$(size "$out/flashpoint.wasm.gz")" ]; then
    mv "$out/flashpoint.wasm.gz.zopfli" "$out/flashpoint.wasm.gz"
    touch -r "$out/flashpoint.wasm" "$out/flashpoint.wasm.gz" # cmd/webserve serves a copy as old as its original
  else
    rm "$out/flashpoint.wasm.gz.zopfli"
  fi
fi
if [ -n "$entry" ] && [ ! -f "$entry/flashpoint.wasm.gz" ]; then
  # A whole entry or none: written beside, then renamed into place.
  mkdir -p "$cache"
  tmp=$(mktemp -d "$cache/.new.XXXXXX")
  cp -p "$out/flashpoint.wasm" "$out/flashpoint.wasm.br" "$out/flashpoint.wasm.gz" "$tmp/"
  mv -T "$tmp" "$entry" 2>/dev/null || rm -rf "$tmp"
  ls -1dt "$cache"/*/ 2>/dev/null | tail -n +5 | xargs -r rm -rf
fi
echo "web: flashpoint.wasm $(size "$out/flashpoint.wasm") bytes; brotli $(size "$out/flashpoint.wasm.br"), gzip $(size "$out/flashpoint.wasm.gz")" >&2
