package scene

import "testing"

// countOf writes one of a cost word in the singular, any other number in
// the plural.
func TestCountOf(t *testing.T) {
	for _, c := range []struct {
		n    int
		word string
		want string
	}{{1, "soldiers", "1 soldier"}, {2, "soldiers", "2 soldiers"}, {0, "credits", "0 credits"}, {155, "credits", "155 credits"}, {1, "points", "1 point"}} {
		if got := countOf(c.n, c.word); got != c.want {
			t.Errorf("countOf(%d, %q) = %q, want %q", c.n, c.word, got, c.want)
		}
	}
}
