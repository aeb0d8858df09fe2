package world

import (
	"strings"
	"testing"
)

// parseArena parses an ASCII arena literal of a test; a leading newline is
// dropped so literals can start on the line after the backquote.
func parseArena(t testing.TB, text string) *Arena {
	t.Helper()
	a, err := Parse(t.Name(), []byte(strings.TrimPrefix(text, "\n")))
	if err != nil {
		t.Fatalf("test arena does not parse: %v", err)
	}
	return a
}

// pos is a short Pos literal.
func pos(x, y, z int) Pos { return Pos{X: x, Y: y, Z: z} }

// dice returns a d8 function that yields faces in order and fails the test
// when it runs out.
func dice(t testing.TB, faces ...int) func() int {
	t.Helper()
	i := 0
	return func() int {
		if i >= len(faces) {
			t.Fatalf("d8 rolled %d times, only %d faces scripted", i+1, len(faces))
			return 1
		}
		i++
		return faces[i-1]
	}
}

// loadShipped parses one of the shipped arenas.
func loadShipped(t testing.TB, name string) *Arena {
	t.Helper()
	a, err := ParseFile("../assets/arenas/" + name + ".arena")
	if err != nil {
		t.Fatal(err)
	}
	return a
}
