package main

import (
	"os"
	"runtime/debug"
)

// searchGCPercent is the garbage collector's target when GOGC is not set:
// the searches allocate many short-lived copies, and collecting when the
// heap reaches 5× the live heap instead of 2× plays the same games about
// 1.5 times as fast (fptool sim -games 4 -blue normal -red normal
// -scenario ctf, GOGC=100 against GOGC=400) for a heap that stays small.
const searchGCPercent = 400

// tuneGC sets the collector's target to searchGCPercent unless the GOGC
// environment variable chooses one.
func tuneGC() {
	if _, set := os.LookupEnv("GOGC"); !set {
		debug.SetGCPercent(searchGCPercent)
	}
}
