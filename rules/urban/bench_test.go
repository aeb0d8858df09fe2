package urban

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// BenchmarkRandomGame plays whole random games on the streets arena.
func BenchmarkRandomGame(b *testing.B) {
	rs := newRuleset(b)
	pick := rules.NewRNG(1)
	for i := 0; i < b.N; i++ {
		g, err := rs.NewGame(rs.DefaultSetup("streets"), uint64(i))
		if err != nil {
			b.Fatal(err)
		}
		g.SetSilent(true)
		for !g.Over() {
			if _, err := g.ApplyIndex(pick.Intn(g.NumLegal())); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkLegal lists the legal actions of a position in the middle of
// an activation.
func BenchmarkLegal(b *testing.B) {
	g := position(b, open5, []string{"2,3 n"}, "blue.1 adept 2,0 spells=fire-bolt+blast", "blue.2 warden 1,1 gear=axe+pistol",
		"red.1 warden 2,3", "red.2 hound 3,4")
	if _, err := g.Apply(rules.Action{Seat: rules.Blue, Kind: KindActivate, Actor: "blue.1"}); err != nil {
		b.Fatal(err)
	}
	for i := 0; i < b.N; i++ {
		g.legal = nil
		_ = g.Legal()
	}
}
