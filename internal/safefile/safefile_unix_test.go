//go:build unix

package safefile

import (
	"bufio"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// killedWriterEnv makes the test binary a writer that is killed halfway.
const killedWriterEnv = "SAFEFILE_KILLED_WRITER"

// A writer killed in the middle of a save leaves the previous save intact
// (and a stray temporary file, which IsTemp lets listers skip).
func TestWriterKilledMidSaveKeepsThePreviousSave(t *testing.T) {
	if p := os.Getenv(killedWriterEnv); p != "" {
		_ = Write(p, 0o644, func(w io.Writer) error {
			_, _ = w.Write([]byte(strings.Repeat("new ", 1000)))
			os.Stdout.WriteString("halfway\n")
			select {} // wait to be killed
		})
		return
	}
	dir := t.TempDir()
	p := filepath.Join(dir, "save.json")
	if err := WriteFile(p, []byte("previous save"), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestWriterKilledMidSaveKeepsThePreviousSave$")
	cmd.Env = append(os.Environ(), killedWriterEnv+"="+p)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, _ := bufio.NewReader(out).ReadString('\n')
	if line != "halfway\n" {
		_ = cmd.Process.Kill()
		t.Fatalf("writer said %q", line)
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait()
	got, err := ReadFile(p, 0)
	if err != nil || string(got) != "previous save" {
		t.Fatalf("after the kill the save reads %q, %v", got, err)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if e.Name() != "save.json" && !IsTemp(e.Name()) {
			t.Errorf("unexpected file %s", e.Name())
		}
	}
}

func TestReadFileRefusesWhatIsNotASmallRegularFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.arena")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	big := filepath.Join(dir, "big.json")
	if err := os.WriteFile(big, make([]byte, 2048), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		path  string
		limit int64
		want  string
	}{
		{fifo, 0, fifo + ": not a regular file (a named pipe)"},
		{"/dev/zero", 0, "/dev/zero: not a regular file (a device)"},
		{dir, 0, dir + ": not a regular file (a directory)"},
		{big, 1024, big + ": larger than 1024 bytes"},
		{filepath.Join(dir, "missing"), 0, filepath.Join(dir, "missing") + ": no such file or directory"},
	} {
		_, err := ReadFile(c.path, c.limit)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("ReadFile(%s): %v, want %q", c.path, err, c.want)
		}
	}
}
