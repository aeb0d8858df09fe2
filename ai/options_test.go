package ai

import (
	"math"
	"testing"
)

// Effort scales a level's work; nonsense values (NaN, negative, huge) do
// not turn into the least effort.
func TestOptionsScale(t *testing.T) {
	for _, c := range []struct {
		effort float64
		want   int
	}{
		{0, 600}, {1, 600}, {0.5, 300}, {-3, 600}, {math.NaN(), 600},
		{1e30, 600 * MaxEffort}, {math.Inf(1), 600 * MaxEffort}, {1e-9, 1},
	} {
		if got := (Options{Effort: c.effort}).scale(600); got != c.want {
			t.Errorf("Effort %v: scale(600) = %d, want %d", c.effort, got, c.want)
		}
	}
}
