package world

import "testing"

// Knockback pushes directly away: the nearest of the eight bearings to the
// true one, not the signs of the differences.
func TestBearingTowards(t *testing.T) {
	from := Pos{X: 5, Y: 5}
	cases := []struct {
		dx, dy int
		want   Dir8
	}{
		{5, 1, E}, {5, -1, E}, {1, 5, S}, {-1, -5, N}, {-5, 2, W},
		{2, 1, SE}, {3, 3, SE}, {-2, -3, NW}, {1, -2, NE}, {-3, 1, W},
		{0, 4, S}, {4, 0, E}, {1, 1, SE}, {-1, 1, SW},
		{12, 4, E}, {4, 12, S}, {12, 5, SE}, {5, 12, SE},
	}
	for _, c := range cases {
		got, ok := BearingTowards(from, Pos{X: from.X + c.dx, Y: from.Y + c.dy, Z: 2})
		if !ok || got != c.want {
			t.Errorf("BearingTowards(+%d,+%d) = %v %v, want %v", c.dx, c.dy, got, ok, c.want)
		}
	}
	if _, ok := BearingTowards(from, Pos{X: 5, Y: 5, Z: 3}); ok {
		t.Error("the same column has no bearing")
	}
}
