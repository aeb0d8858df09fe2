//go:build unix

package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// Bad files get a short error that names them, exit status 2, and no
// hang: a device, a named pipe with no writer, a directory, and files
// whose one field or line is 5 MB long (the error quotes an excerpt).
func TestBadFilesGetShortErrors(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.arena")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	long := strings.Repeat("x", 5<<20)
	files := map[string]string{
		"arena.json":  `{"format":"flashpoint-position/1","arena":"` + long + `"}`,
		"field.json":  `{"` + long + `":1}`,
		"replay.json": `{"ruleset":"` + long + `"}`,
		"long.arena":  long + "\n",
		"line.arena":  long[:500<<10] + "\n",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"arena", "/dev/zero"}, "/dev/zero: not a regular file (a device)"},
		{[]string{"arena", fifo}, fifo + ": not a regular file (a named pipe)"},
		{[]string{"replay", dir}, dir + ": not a regular file (a directory)"},
		{[]string{"arena", filepath.Join(dir, "long.arena")}, "long.arena:1:1: 5242881 bytes: an arena is at most 1048576"},
		{[]string{"arena", filepath.Join(dir, "line.arena")}, "bytes left out"},
		{[]string{"position", filepath.Join(dir, "arena.json")}, "no such arena"},
		{[]string{"position", filepath.Join(dir, "field.json")}, "unknown field"},
		{[]string{"replay", filepath.Join(dir, "replay.json")}, "unknown ruleset"},
	} {
		code, out, errs := fptool(t, c.args...)
		if code != 2 || out != "" || !strings.Contains(errs, c.want) || len(errs) > 400 {
			t.Errorf("fptool %s: exit %d, %d bytes on stderr: %.300s; want exit 2 and a short error with %q",
				strings.Join(c.args, " "), code, len(errs), errs, c.want)
		}
	}
}
