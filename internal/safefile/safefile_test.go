package safefile

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestWriteFileReplacesWhole(t *testing.T) {
	p := filepath.Join(t.TempDir(), "save.json")
	for _, text := range []string{"first", "second, longer"} {
		if err := WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		got, err := ReadFile(p, 0)
		if err != nil || string(got) != text {
			t.Fatalf("read %q, %v; want %q", got, err, text)
		}
	}
	assertNoTemps(t, filepath.Dir(p))
}

func TestWriteFailingLeavesTheOldFile(t *testing.T) {
	p := filepath.Join(t.TempDir(), "save.json")
	if err := WriteFile(p, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	err := Write(p, 0o644, func(w io.Writer) error {
		_, _ = w.Write([]byte("half of the ne"))
		return errors.New("disk full")
	})
	if err == nil || !strings.Contains(err.Error(), "save.json: disk full") {
		t.Fatalf("error %v, want one naming the file and the cause", err)
	}
	if got, _ := os.ReadFile(p); string(got) != "old" {
		t.Fatalf("the old file became %q", got)
	}
	assertNoTemps(t, filepath.Dir(p))
}

func TestWriteIntoAMissingDirectoryNamesTheFile(t *testing.T) {
	p := filepath.Join(t.TempDir(), "nope", "save.json")
	err := WriteFile(p, []byte("x"), 0o644)
	if err == nil || !strings.HasPrefix(err.Error(), p+": ") || strings.Contains(err.Error(), ".tmp") {
		t.Fatalf("error %v, want one starting with the path and not naming a temporary file", err)
	}
}

func TestReadFileDropsAByteOrderMark(t *testing.T) {
	p := filepath.Join(t.TempDir(), "a.arena")
	if err := os.WriteFile(p, []byte("\ufeff# arena\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := ReadFile(p, 0)
	if err != nil || string(got) != "# arena\n" {
		t.Fatalf("read %q, %v", got, err)
	}
}

func TestExcerptCutsLongInput(t *testing.T) {
	long := strings.Repeat("é", 5000)
	got := Excerpt(long, 41)
	if len(got) > 80 || !strings.HasSuffix(got, "… (10000 bytes)") {
		t.Fatalf("Excerpt gave %q", got)
	}
	if got := Excerpt("short", 41); got != `"short"` {
		t.Fatalf("Excerpt(short) = %s", got)
	}
}

func assertNoTemps(t *testing.T, dir string) {
	t.Helper()
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if IsTemp(e.Name()) {
			t.Errorf("temporary file %s left behind", e.Name())
		}
	}
}

func TestShortErrorCutsLongLines(t *testing.T) {
	base := fmt.Errorf("big.arena:1:1: unknown directive %q", strings.Repeat("x", 50<<20))
	err := ShortError(base)
	if len(err.Error()) > MaxErrorLine+60 || !strings.HasPrefix(err.Error(), "big.arena:1:1: unknown directive \"xxx") ||
		!strings.Contains(err.Error(), "bytes left out") || !strings.HasSuffix(err.Error(), "xxx\"") {
		t.Fatalf("ShortError gave %d bytes: %.200s", len(err.Error()), err.Error())
	}
	if !errors.Is(err, base) {
		t.Fatal("ShortError hid the error it wraps")
	}
	small := errors.New("a.arena:2:1: bad\nsecond line")
	if ShortError(small) != small || ShortError(nil) != nil {
		t.Fatal("ShortError changed a short error or nil")
	}
}
