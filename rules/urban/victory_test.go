package urban

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Victory points (G8, G9, UF-PH-3): 1 for each enemy model removed
// (UF-STAT-6); in Streets, 1 at each round end for each objective a side
// has a cube of within a model's control zone (SPD inches: 1 cube for
// SPD 4) with no enemy that has one within theirs, however many of its
// cubes; the game ends after the round
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
	// Market Row's objective 1 is 1,5,0 and 1,6,0; blue stands beside
	// both cubes: one objective, so 1 VP, not one a cube.
	b := mdl(t, g, "blue.1")
	b.Pos = posOf(t, "0,5,0")
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

// Rest doubles the control zone but not over mission objects (UF-ST-1,
// G9): a Gutter Hound (SPD 6, a zone of 2 cubes) at Rest 3 cubes from an
// objective does not hold it, though its doubled zone (4 cubes) reaches;
// 2 cubes off it does. Its card shows both zones.
func TestRestControlZoneNotOverObjectives(t *testing.T) {
	g := position(t, open5, nil, "blue.1 warden 0,0", "red.1 hound 2,4 rest")
	g.arena.Zones = append(g.arena.Zones, world.Zone{Kind: world.ZoneObjective, Team: -1, Label: "1", Cells: []world.Pos{posOf(t, "2,1,0")}})
	g.setup.Scenario = ScenarioStreets
	r := mdl(t, g, "red.1")
	if g.controlZone(r, false) != 4 || g.controlZone(r, true) != 2 {
		t.Fatalf("zones %d and %d, want 4 at Rest and 2 over objectives", g.controlZone(r, false), g.controlZone(r, true))
	}
	g.scoreObjectives()
	if g.st.VP != [2]int{0, 0} {
		t.Fatalf("VP %v: the doubled zone held the objective", g.st.VP)
	}
	r.Pos = posOf(t, "2,3,0")
	g.scoreObjectives()
	if g.st.VP != [2]int{0, 1} {
		t.Fatalf("VP %v: the normal zone did not hold the objective", g.st.VP)
	}
	card := g.piece(r).Card
	if got := card[2].Text; got != "Control zone 2 cubes (Rest: 4, not over objectives)" {
		t.Fatalf("card line %q", got)
	}
}
