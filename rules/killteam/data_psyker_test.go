package killteam

import (
	"strings"
	"testing"
)

// KT-PSY-1, KT-PSY-6, A14: the "psyker" line makes a unit a psyker and
// gives its denies a round; a bad line is an error naming its line and the
// column of its value.
func TestParsePsyker(t *testing.T) {
	unit := "unit seer\nname Seer\nstats M 6 WS 4+ BS 4+ S 3 T 3 W 2 A 1 Ld 7 Sv 6+\nwargear laspistol\npoints 8\n"
	for line, want := range map[string]int{"": 0, "psyker\n": 1, "psyker deny 2\n": 2, "psyker Deny 0\n": 0} {
		units, err := ParseUnits("units.txt", []byte(unit+line))
		if err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		if u := units[0]; u.Psyker != (line != "") || u.Denies != want {
			t.Errorf("%q: psyker %v, denies %d", line, u.Psyker, u.Denies)
		}
	}
	for _, line := range []string{"psyker deny 4\n", "psyker deny\n", "psyker smite 1\n", "psyker deny x\n"} {
		_, err := ParseUnits("units.txt", []byte(unit+line))
		if err == nil || !strings.Contains(err.Error(), "units.txt:6:8: psyker") {
			t.Errorf("%q: %v", line, err)
		}
	}
}
