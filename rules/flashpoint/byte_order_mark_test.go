package flashpoint

import (
	"os"
	"testing"
)

// Positions, saves and rosters written by an editor that adds a UTF-8
// byte-order mark load as without one.
func TestFilesWithAByteOrderMarkLoad(t *testing.T) {
	data, err := os.ReadFile("testdata/positions/charge.json")
	if err != nil {
		t.Fatal(err)
	}
	rs := NewRuleset()
	plain, err := rs.LoadGame(data)
	if err != nil {
		t.Fatal(err)
	}
	marked, err := rs.LoadGame(append([]byte("\ufeff"), data...))
	if err != nil {
		t.Fatalf("position with a byte-order mark: %v", err)
	}
	if marked.Hash() != plain.Hash() {
		t.Fatal("the byte-order mark changed the position")
	}
	r, err := ParseRoster("mine.txt", []byte("\ufeffroster Mine\nmodel operator with combat-knife\n"))
	if err != nil || r.Name != "Mine" {
		t.Fatalf("roster with a byte-order mark: %v", err)
	}
}
