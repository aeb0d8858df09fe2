package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSimWritesCPUProfile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cpu.prof")
	if code, _, errs := fptool(t, "sim", "-games", "1", "-arena", "beginner", "-cpuprofile", path); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if fi, err := os.Stat(path); err != nil || fi.Size() == 0 {
		t.Fatalf("no profile written at %s: %v", path, err)
	}
}

func TestSimRejectsUnwritableCPUProfile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "missing", "cpu.prof")
	code, _, errs := fptool(t, "sim", "-games", "1", "-arena", "beginner", "-cpuprofile", path)
	if code == 0 || !strings.Contains(errs, "-cpuprofile") {
		t.Fatalf("exit %d, stderr %q; want a failure that names -cpuprofile", code, errs)
	}
}
