package urban

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/assets"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// TestDeploymentLinesApart checks UF-GEN-2: the two deployment lines are
// at least 24 inches (8 cubes) apart. Market Row's are 27 inches apart and
// it fits; Foundry's are 15 and it is refused by ArenaFit, New, NewGame
// and by loading a saved game on a custom arena too small.
func TestDeploymentLinesApart(t *testing.T) {
	rs := newRuleset(t)
	var _ rules.ArenaChecker = rs
	if err := rules.ShippedArenaFits(rs, "streets"); err != nil {
		t.Fatalf("streets: %v", err)
	}
	want := `urban: arena "standard": deployment zones 15 inches apart, the rules want at least 24 (UF-GEN-2)`
	if err := rules.ShippedArenaFits(rs, "standard"); err == nil || err.Error() != want {
		t.Fatalf("standard: %v, want %s", err, want)
	}
	if _, err := rs.New(rs.DefaultSetup("standard"), 1); err == nil || err.Error() != want {
		t.Fatalf("New on standard: %v, want %s", err, want)
	}
	if fit := rules.FittingArenas(rs, assets.ArenaNames()); strings.Join(fit, " ") != "streets underhive" {
		t.Fatalf("fitting arenas %v, want streets and underhive", fit)
	}
	if rs.DefaultSetup("").Arena != "streets" {
		t.Fatalf("the default arena is %q", rs.DefaultSetup("").Arena)
	}
	// A custom arena: 8 cubes apart fits, 7 does not, and a saved game
	// on the smaller one does not load.
	for rows, ok := range map[int]bool{9: true, 8: false} {
		s := setupOnGrid(t, rs, rows)
		_, err := rs.NewGame(s, 1)
		if (err == nil) != ok {
			t.Fatalf("%d rows: %v", rows, err)
		}
	}
	g := position(t, openRows(8), nil, "blue.1 warden 2,0", "red.1 warden 2,7")
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := rs.LoadGame(data); err == nil || !strings.Contains(err.Error(), "21 inches apart") {
		t.Fatalf("a saved game on a small arena loads: %v", err)
	}
	if err := rs.ArenaFit(nil); err == nil {
		t.Fatal("no arena fits")
	}
}

// setupOnGrid is the default setup on an open grid of 5 columns and
// the given rows, blue on the first, red on the last.
func setupOnGrid(t *testing.T, rs *Ruleset, rows int) rules.Setup {
	t.Helper()
	s := rs.DefaultSetup("")
	s.Arena, s.ArenaText = "test", grid(t, openRows(rows))
	return s
}

// openRows is an open grid of 5 columns and the given rows.
func openRows(rows int) []string {
	out := make([]string, rows)
	for i := range out {
		out[i] = "....."
	}
	return out
}

// TestDenseCityTable checks UF-TER-1: Market Row is dense urban terrain.
// At least five roofed buildings (four shops and the two-storey hall
// with a floor to stand on at level 1), ten masts (lamp posts, trees and
// the bus stop's posts; trees among them shown as trees), two parked
// cars and four shrubs, and ten low walls (benches, flower beds, the bus
// stop).
func TestDenseCityTable(t *testing.T) {
	rs := newRuleset(t)
	g, err := rs.NewGame(rs.DefaultSetup(""), 1)
	if err != nil {
		t.Fatal(err)
	}
	a := g.Arena()
	roofed := map[world.Pos]bool{}
	for i := 0; i < a.Cubes(); i++ {
		if p := a.PosAt(i); p.Z == 1 && a.Floor(p) == world.FloorSolid {
			roofed[world.Pos{X: p.X, Y: p.Y}] = true
		}
	}
	buildings := 0
	seen := map[world.Pos]bool{}
	for p := range roofed {
		if seen[p] {
			continue
		}
		buildings++
		todo := []world.Pos{p}
		for len(todo) > 0 {
			q := todo[len(todo)-1]
			todo = todo[:len(todo)-1]
			if seen[q] || !roofed[q] {
				continue
			}
			seen[q] = true
			for _, d := range []world.Dir{world.North, world.East, world.South, world.West} {
				todo = append(todo, q.Add(d.Delta()))
			}
		}
	}
	low := 0
	for i := 0; i < a.Cubes(); i++ {
		p := a.PosAt(i)
		for _, d := range []world.Dir{world.East, world.South} {
			if a.Side(p, d) == world.LowWall && p.Z == 0 {
				low++
			}
		}
	}
	cars, shrubs := 0, 0
	for _, piece := range g.furn.pieces {
		if len(piece) > 1 {
			cars++
		} else {
			shrubs++
		}
	}
	labels := map[string]int{}
	for _, tok := range g.furnitureTokens() {
		labels[tok.Label]++
	}
	if labels["Tree"] < 4 || labels["Lamp post"] < 4 || labels["Parked car"] < 4 || labels["Shrub"] < 4 {
		t.Errorf("the furniture shows as %v", labels)
	}
	upper := false
	for i, ok := range a.Accessible() {
		upper = upper || ok && a.PosAt(i).Z == 1 && a.Floor(a.PosAt(i)) == world.FloorSolid
	}
	if buildings < 5 || len(g.furn.masts) < 10 || cars < 2 || shrubs < 4 || low < 10 || !upper {
		t.Fatalf("%d buildings, %d masts, %d cars, %d shrubs, %d low walls, a floor at level 1 to stand on %v",
			buildings, len(g.furn.masts), cars, shrubs, low, upper)
	}
}
