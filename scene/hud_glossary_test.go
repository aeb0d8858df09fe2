package scene

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The card's stats and keywords are found as whole words, numbers after
// them allowed, the longest term first.
func TestFindTerms(t *testing.T) {
	terms := []rules.Term{{Term: "R", Meaning: "range"}, {Term: "RA", Meaning: "ranged"}, {Term: "AP", Meaning: "piercing"},
		{Term: "Fire", Meaning: "x"}, {Term: "Rapid Fire", Meaning: "rapid"}, {Term: "ES", Meaning: "shields"}}
	for _, c := range []struct {
		line string
		want []string
	}{
		{"SP 2-3 RA 3+ FI 5+ SV 5+ AR 2 HP 4 ES 2", []string{"RA", "ES"}},
		{"Assault Rifle: R4 AP0 Rapid Fire, Weight of Fire 2", []string{"R", "AP", "Rapid Fire", "Fire"}},
		{"Marksman Rifle: R6 AP0 Lethal 1, Optics", []string{"R", "AP"}},
		{"RESPAWN", nil},
	} {
		var got []string
		for _, sp := range findTerms(c.line, terms) {
			got = append(got, sp.term.Term)
		}
		if len(got) != len(c.want) {
			t.Errorf("%q: found %v, want %v", c.line, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("%q: found %v, want %v", c.line, got, c.want)
			}
		}
	}
}

// Hovering a term on a drawn card line gives its meaning; elsewhere
// nothing.
func TestTermTip(t *testing.T) {
	a := newTestApp(t)
	terms := []rules.Term{{Term: "SV", Meaning: "Survive: the target's dice."}}
	line := placedLine{"RA 3+ SV 5+", rect{100, 200, 200, 16}}
	face := a.fonts.face(sizeSmall)
	x := 100 + textWidth("RA 3+ ", face) + 4
	if got := termTip(a.fonts, []placedLine{line}, terms, x, 208); got != "SV: Survive: the target's dice." {
		t.Fatalf("over SV: %q", got)
	}
	if got := termTip(a.fonts, []placedLine{line}, terms, 102, 208); got != "" {
		t.Fatalf("over RA (no term): %q", got)
	}
	if got := termTip(a.fonts, []placedLine{line}, terms, x, 240); got != "" {
		t.Fatalf("below the line: %q", got)
	}
}
