//go:build !js

package scene

import (
	"os"
	"path/filepath"
	"testing"
)

// Exported files go to the Downloads folder of the home directory and
// never overwrite one already there.
func TestExportFile(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	if err := os.Mkdir(filepath.Join(home, "Downloads"), 0o755); err != nil {
		t.Fatal(err)
	}
	for i, want := range []string{"flashpoint-x.json", "flashpoint-x-2.json"} {
		where, err := exportFile("flashpoint-x.json", []byte{byte('a' + i)})
		if err != nil || where != filepath.Join(home, "Downloads", want) {
			t.Fatalf("export %d went to %q, %v", i+1, where, err)
		}
	}
	if data, _ := os.ReadFile(filepath.Join(home, "Downloads", "flashpoint-x.json")); string(data) != "a" {
		t.Fatalf("the first export was overwritten: %q", data)
	}
}
