package urban

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Victory points (G8, G9, UF-PH-3): 1 for each enemy model removed
// (UF-STAT-6); in Streets, 1 at each round end for each objective cube a
// side has within a model's control zone (SPD inches: 1 cube for SPD 4)
// with no enemy that has it within theirs; the game ends after the round
// limit and more VP win.
func TestVictoryPoints(t *testing.T) {
	rs := newRuleset(t)
	s := rs.DefaultSetup("streets")
	s.Options = map[string]string{RoundsOption: "1"}
	s.Rosters = [2]string{"lantern-circle", "lantern-circle"} // SPD 4 all: control zones of 1 cube
	g, err := rs.NewGame(s, 1)
	if err != nil {
		t.Fatal(err)
	}
	// Market Row's objective 1 is 1,5,0 and 1,6,0; blue stands in the
	// shop's south door, next to the first only.
	b := mdl(t, g, "blue.1")
	b.Pos = posOf(t, "0,4,0")
	for g.ToMove() != rules.NoSeat {
		legal := g.Legal()
		pick := legal[len(legal)-1] // pass, end, discard or keep
		for _, a := range legal {
			if a.Kind == KindDiscard {
				pick = a
			}
		}
		if _, err := g.Apply(pick); err != nil {
			t.Fatal(err)
		}
	}
	if g.st.VP != [2]int{1, 0} || g.Result().Winner != rules.Blue {
		t.Fatalf("VP %v, result %+v", g.st.VP, g.Result())
	}
}

// A removed model gives the enemy 1 VP, and a crew wiped out loses at
// once (G8, UF-STAT-6).
func TestKillsAndWipeOut(t *testing.T) {
	g := position(t, open5, nil, "blue.1 lamplighter 2,0 gear=rifle+knife", "red.1 hedge-witch 2,4 wounds=6")
	do(t, g, "blue.1 activate")
	dice(g, 4, 4)
	do(t, g, "blue.1 attack red.1 with rifle")
	if !g.Over() || g.Result().Winner != rules.Blue || g.st.VP[rules.Blue] != 1 {
		t.Fatalf("result %+v", g.Result())
	}
}

// The losing player is the next round's first player (UF-PH-1a, A19):
// fewer VP, then fewer HP left, then the previous second player.
func TestLoserGoesFirst(t *testing.T) {
	g := position(t, open5, nil, "blue.1 warden 0,0", "red.1 warden 4,4 wounds=2")
	if g.loser() != rules.Red {
		t.Fatal("fewer HP does not go first")
	}
	g.st.VP = [2]int{0, 1}
	if g.loser() != rules.Blue {
		t.Fatal("fewer VP does not go first")
	}
	g = position(t, open5, nil, "blue.1 warden 0,0", "red.1 warden 4,4")
	if g.loser() != rules.Red {
		t.Fatal("on a tie the previous second player does not go first")
	}
}
