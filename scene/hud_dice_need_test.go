package scene

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// TestPoolWords: a forecast pool line names its dice and target number,
// roll-under tests included; a side that rolls nothing shows its Test
// alone rather than "0 dice, success on 0+".
func TestPoolWords(t *testing.T) {
	for _, c := range []struct {
		pi          rules.PoolInfo
		long, short string
	}{
		{rules.PoolInfo{Test: "SV", Dice: 2, Need: 4}, "SV: 2 dice, success on 4+", "SV 2d 4+"},
		{rules.PoolInfo{Test: "D10", Dice: 1, Need: 5, Under: true}, "D10: 1 die, success on 5 or under", "D10 1d 5 or under"},
		{rules.PoolInfo{Test: "No save: a hit kills"}, "No save: a hit kills", "No save: a hit kills"},
	} {
		if got := poolWords(c.pi); got != c.long {
			t.Errorf("poolWords(%+v) = %q, want %q", c.pi, got, c.long)
		}
		if got := poolShort(c.pi); got != c.short {
			t.Errorf("poolShort(%+v) = %q, want %q", c.pi, got, c.short)
		}
	}
}
