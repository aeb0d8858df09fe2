package urban

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// stacked builds an arena of several levels from rows of cube letters,
// level 0 first: on level 0 every cube is open ground; above it '#' is a
// solid floor, '=' a girder and '.' open air. Blue deploys on level 0's
// first row, red on its last.
func stacked(t testing.TB, levels ...[]string) string {
	t.Helper()
	w, d := len(levels[0][0]), len(levels[0])
	a := world.New("test", w, d, len(levels))
	for z, rows := range levels[1:] {
		for y, row := range rows {
			for x, c := range row {
				f := map[rune]world.Floor{'#': world.FloorSolid, '=': world.FloorGirder}[c]
				a.SetFloor(world.Pos{X: x, Y: y, Z: z + 1}, f)
			}
		}
	}
	return withDeployRows(a, w, d)
}

// A five by five yard with a concrete balcony (2,2,1 and 3,2,1) and an
// iron girder (1,2,1) on level 1, and a concrete roof (2,2,2) on level 2.
var (
	yard0 = []string{".....", ".....", ".....", ".....", "....."}
	yard1 = []string{".....", ".....", ".=##.", ".....", "....."}
	yard2 = []string{".....", ".....", "..#..", ".....", "....."}
	// openAir is a level without floors, for a roof with nothing under it.
	openAir = []string{".....", ".....", ".....", ".....", "....."}
)

// A Heavy blow destroys a floor above the ground (UF-DES-1, UF-DES-2): a
// Fire Axe reaches the floor of a neighbouring cube; concrete has ARM 10.
// The debris falls on the cube below (UF-DES-3) and the models on the
// floor fall to the floor below (G11): one level hurts nobody. The hole
// is part of the saved state, and the ground never breaks.
func TestSmashAFloor(t *testing.T) {
	g := positionOn(t, stacked(t, roomy(yard0), roomy(yard1)), "blue.1 warden 3,2,1 gear=axe", "red.1 warden 2,2,1", "red.2 warden 2,2,0",
		"red.3 warden 4,4")
	do(t, g, "blue.1 activate")
	if has(g, "blue.1 smash 3,2,0 with axe (floor)") || has(g, "blue.1 smash 1,2,1 with axe (floor)") {
		t.Fatal("a blow at the ground, or at a floor nobody stands on or under")
	}
	dice(g, 6, 6, 1, 1) // 12 + 4 + 3 = 19 against ARM 10: destroyed; debris 2 + 9 = 11 - ARM 6 = 5
	ev := do(t, g, "blue.1 smash 2,2,1 with axe (floor)")
	if g.Arena().Standable(posOf(t, "2,2,1")) || !g.base.Standable(posOf(t, "2,2,1")) {
		t.Fatalf("the floor stands, or the shared arena changed: %v", ev)
	}
	wantWounds(t, g, "red.2", 5)
	wantWounds(t, g, "red.1", 0)
	if r := mdl(t, g, "red.1"); r.Pos != posOf(t, "2,2,0") {
		t.Fatalf("red.1 is at %s, want 2,2,0", r.Pos)
	}
	if !hasEvent(ev, "red.1 falls 1 level to 2,2,0 unhurt") {
		t.Fatalf("no fall event: %v", ev)
	}
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	back, err := newRuleset(t).LoadGame(data)
	if err != nil || back.Hash() != g.Hash() || back.Arena().Standable(posOf(t, "2,2,1")) {
		t.Fatalf("the hole does not survive saving: %v", err)
	}
	if !hasToken(g, "hole", "2,2,1") {
		t.Fatal("the View shows no hole")
	}
}

// A fall of more than one level costs 1 HP for every level beyond the
// first, wounds that ARM does not reduce (G11) and a Shield token stops
// (UF-TOK-2); a falling model lands in the nearest cube with room when
// the one below is full; a removed model scores the striker's side 1 VP.
func TestFallWounds(t *testing.T) {
	g := positionOn(t, stacked(t, yard0, openAir, yard2), "blue.1 adept 0,2,0 spells=fire-bolt", "blue.2 warden 0,0",
		"blue.3 warden 2,2,2 shield", "red.1 adept 2,2,2 wounds=7", "red.2 warden 2,2,2", "red.3 warden 2,2,0", "red.4 warden 2,2,0")
	do(t, g, "blue.1 activate")
	dice(g, 4, 4, 6, 6, 1, 1) // 8: success; 12 + 3 + 3 = 18 against ARM 10; debris on 2,2,1: nobody
	ev := do(t, g, "blue.1 cast 2,2,2 with fire-bolt (floor)")
	if !hasEvent(ev, "red.2 falls 2 levels to") || !hasEvent(ev, "and loses 1 HP") {
		t.Fatalf("no fall of 2 levels: %v", ev)
	}
	if !mdl(t, g, "red.1").Dead || g.st.VP[0] != 1 {
		t.Fatalf("red.1 (7 of 8 HP lost) survived the fall, or blue scored %d", g.st.VP[0])
	}
	wantWounds(t, g, "red.2", 1)
	wantWounds(t, g, "blue.3", 0)
	if b3 := mdl(t, g, "blue.3"); b3.Shield || b3.Pos != posOf(t, "2,2,0") {
		t.Fatalf("blue.3's Shield did not stop the fall's wound, or it landed at %s", b3.Pos)
	}
	r2 := mdl(t, g, "red.2")
	if r2.Pos == posOf(t, "2,2,0") || world.Distance(r2.Pos, posOf(t, "2,2,0")) != 1 || r2.Pos.Z != 0 {
		t.Fatalf("red.2 landed at %s: the cube below holds two red models", r2.Pos)
	}
}

// hasEvent reports whether an event's text contains s.
func hasEvent(ev []rules.Event, s string) bool {
	for _, e := range ev {
		if strings.Contains(e.Text, s) {
			return true
		}
	}
	return false
}

// hasToken reports whether the View shows a token of the kind in cube c.
func hasToken(g *Game, kind, c string) bool {
	for _, tk := range g.View().Tokens {
		if tk.Kind == kind && tk.Pos.String() == c {
			return true
		}
	}
	return false
}

// Debris carries the effects that were on the terrain (UF-DES-3): a Fire
// Bolt's lucky number sets the floor it strikes Burning when it does not
// destroy it (shown in the View); destroyed later, the burning floor's
// debris sets the models it strikes Burning (UF-EFF-1). The models that
// fall with the floor are not struck by its debris, and a falling model
// does not land beside a Burning one.
func TestBurningDebris(t *testing.T) {
	g := positionOn(t, stacked(t, yard0, yard1), "blue.1 adept 0,2,0 spells=fire-bolt", "blue.2 warden 0,0",
		"red.1 warden 2,2,1", "red.2 warden 2,2,0")
	do(t, g, "blue.1 activate")
	dice(g, 5, 2, 1, 3) // 7: success, lucky (a 2); 4 + 3 + 3 = 10 against ARM 10: the floor stands, burning
	do(t, g, "blue.1 cast 2,2,1 with fire-bolt (floor)")
	if !g.onFire(part{Pos: posOf(t, "2,2,1"), Kind: partFloor}) || !hasToken(g, "fire", "2,2,1") {
		t.Fatal("the floor does not burn, or the View does not show it")
	}
	if mdl(t, g, "red.1").Burning {
		t.Fatal("a spell at the floor set the model on it Burning")
	}
	dice(g, 4, 4, 6, 6, 1, 1) // 8: success; 18 against 10: destroyed; burning debris 2 + 9 - ARM 6 = 5
	ev := do(t, g, "blue.1 cast 2,2,1 with fire-bolt (floor)")
	r1, r2 := mdl(t, g, "red.1"), mdl(t, g, "red.2")
	if !r2.Burning || r1.Burning || len(g.st.Fires) != 0 || hasToken(g, "fire", "2,2,1") {
		t.Fatalf("the debris did not carry the fire (red.2 %v, red.1 %v, fires %v): %v", r2.Burning, r1.Burning, g.st.Fires, ev)
	}
	wantWounds(t, g, "red.2", 5)
	if r1.Pos == r2.Pos || r1.Pos.Z != 0 || world.Distance(r1.Pos, r2.Pos) != 1 {
		t.Fatalf("red.1 landed at %s beside Burning red.2 at %s", r1.Pos, r2.Pos)
	}
}

// A wall struck by a lucky Fire Bolt that fails still catches fire
// (UF-DES-3); a Heavy blow that destroys it later throws burning debris.
func TestBurningWall(t *testing.T) {
	g := position(t, open5, []string{"2,1 s wall"}, "blue.1 adept 2,0 spells=fire-bolt", "blue.2 warden 2,1 gear=axe",
		"red.1 warden 2,2", "red.2 warden 4,4")
	do(t, g, "blue.1 activate")
	do(t, g, "blue.2 activate")
	dice(g, 2, 1) // 3: failure, lucky (a 2): the wall catches fire
	do(t, g, "blue.1 cast 2,1,0 with fire-bolt (wall s)")
	if !g.onFire(part{Pos: posOf(t, "2,2,0"), Dir: world.North}) {
		t.Fatalf("the wall does not burn: %v", g.st.Fires)
	}
	dice(g, 6, 6, 1, 1) // 19 against 10: destroyed; debris 11 - 6 = 5, burning
	do(t, g, "blue.2 smash 2,2,0 with axe")
	if !mdl(t, g, "red.1").Burning || len(g.st.Fires) != 0 {
		t.Fatal("the burning wall's debris set nobody Burning")
	}
}
