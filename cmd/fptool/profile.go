package main

import (
	"os"
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
