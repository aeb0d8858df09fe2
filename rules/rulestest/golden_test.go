package rulestest

import (
	"os"
	"path/filepath"
	"testing"
)

// recorder is a testing.TB that records a failure instead of stopping the
// test, so Golden's refusals can be checked.
type recorder struct {
	testing.TB
	failed string
}

func (r *recorder) Fatalf(format string, args ...any) { r.failed = format }
func (r *recorder) Fatal(args ...any)                 { r.failed = "fatal" }
func (r *recorder) Helper()                           {}

// Golden writes the file with update, accepts the same text, and refuses a
// text that differs in a line or in length.
func TestGolden(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "game.txt")
	Golden(t, path, "a\nb\n", true)
	if data, err := os.ReadFile(path); err != nil || string(data) != "a\nb\n" {
		t.Fatalf("update wrote %q, %v", data, err)
	}
	Golden(t, path, "a\nb\n", false)
	for _, got := range []string{"a\nc\n", "a\nb\nc\n"} {
		r := &recorder{TB: t}
		Golden(r, path, got, false)
		if r.failed == "" {
			t.Errorf("%q was taken for %q", got, "a\nb\n")
		}
	}
}
