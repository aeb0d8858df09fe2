package arenaedit

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/world"
)

// parseArena reads an ASCII arena literal of a test (a leading newline is
// dropped).
func parseArena(t *testing.T, text string) *world.Arena {
	t.Helper()
	a, err := world.Parse(t.Name(), []byte(strings.TrimPrefix(text, "\n")))
	if err != nil {
		t.Fatalf("test arena does not parse: %v", err)
	}
	return a
}

// at is a short world.Pos literal.
func at(x, y, z int) world.Pos { return world.Pos{X: x, Y: y, Z: z} }

// sameText compares an arena's text with an ASCII literal, line by line,
// ignoring blank lines and spaces at line ends.
func sameText(t *testing.T, got []byte, want string) {
	t.Helper()
	norm := func(s string) string {
		var out []string
		for _, l := range strings.Split(s, "\n") {
			if l = strings.TrimRight(l, " "); l != "" {
				out = append(out, l)
			}
		}
		return strings.Join(out, "\n")
	}
	if g, w := norm(string(got)), norm(want); g != w {
		t.Fatalf("arena is\n%s\nwant\n%s", g, w)
	}
}
