#!/usr/bin/env bash
# fuzz.sh — runs every fuzz target of the project for a while each.
#   scripts/fuzz.sh [TIME]   TIME per target as go test -fuzztime takes it (default 10s);
#                            e.g. scripts/fuzz.sh 30m for a long run
# Targets are found by their names (func FuzzX in a _test.go file). Those of
# scene/ need a display: run the script under xvfb-run, as `make fuzz` does.
# A failure stops the script; go test writes the failing input under the
# package's testdata/fuzz/ and prints how to run it again.
set -euo pipefail
cd "$(dirname "$0")/.."
time="${1:-10s}"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
n=0
while IFS=: read -r file name; do
  dir="./$(dirname "$file")"
  echo "fuzz: $name in $dir for $time"
  go test -run '^$' -fuzz "^${name}\$" -fuzztime "$time" "$dir" >"$log" 2>&1 || { cat "$log"; exit 1; }
  tail -n 1 "$log"
  n=$((n + 1))
done < <(grep -rhoE --include='*_test.go' -H '^func (Fuzz[A-Za-z0-9_]+)' . | sed -E 's/^\.\///; s/:func /:/' | sort)
echo "fuzz: $n targets, $time each, no failure"
