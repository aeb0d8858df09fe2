package main

import (
	"os"
	"runtime/debug"
	"runtime/pprof"
)

// startCPUProfile starts a CPU profile written to path and returns the
// function that ends it; with an empty path it does nothing.
func startCPUProfile(path string) (stop func() error, err error) {
	if path == "" {
		return func() error { return nil }, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, badf("-cpuprofile: %v", err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		os.Remove(path)
		return nil, badf("-cpuprofile %s: %v", path, err)
	}
	return func() error {
		pprof.StopCPUProfile()
		if err := f.Close(); err != nil {
			return badf("-cpuprofile %s: %v", path, err)
		}
		return nil
	}, nil
}

// searchGCPercent is the garbage collector's target when GOGC is not set:
// the searches allocate many short-lived copies, and collecting at 4× the
// live heap instead of 2× plays the same games about 1.5 times as fast
// (fptool sim -games 4 -blue normal -red normal -scenario ctf, GOGC=100
// against GOGC=400) for a heap that stays small.
const searchGCPercent = 400

// tuneGC sets the collector's target to searchGCPercent unless the GOGC
// environment variable chooses one.
func tuneGC() {
	if _, set := os.LookupEnv("GOGC"); !set {
		debug.SetGCPercent(searchGCPercent)
	}
}
