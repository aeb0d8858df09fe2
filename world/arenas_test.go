package world

import (
	"fmt"
	"testing"
)

// shipped lists the arenas in assets/arenas with the size each must have.
var shipped = []struct {
	name    string
	w, d, h int
}{
	{"beginner", 5, 5, 2},
	{"standard", 8, 8, 3},
	{"tower", 6, 6, 5},
	{"streets", 10, 12, 3},
	{"underhive", 8, 10, 6},
}

// reachable returns every cube reachable from p through the movement graph.
func reachable(a *Arena, p Pos) map[Pos]bool {
	out := map[Pos]bool{p: true}
	for _, r := range a.Reach(p, 1000, MoveRules{}) {
		out[r.To] = true
	}
	return out
}

// connectProblems lists the deployment and respawn cubes that cannot walk
// and climb (HF-MOV-2) to the other side's deployment zone, and the zone
// cubes no model can get to.
func connectProblems(a *Arena) []string {
	var out []string
	for team := 0; team < 2; team++ {
		enemy, _ := a.Zone(ZoneDeploy, 1-team, "")
		for _, kind := range []ZoneKind{ZoneDeploy, ZoneRespawn} {
			z, _ := a.Zone(kind, team, "")
			for _, p := range z.Cells {
				r := reachable(a, p)
				found := false
				for _, q := range enemy.Cells {
					found = found || r[q]
				}
				if !found {
					out = append(out, fmt.Sprintf("team %d %v cube %v cannot reach the enemy deployment zone", team, kind, p))
				}
			}
		}
	}
	open := a.Accessible()
	for _, z := range a.Zones {
		for _, p := range z.Cells {
			if !open[a.Index(p)] {
				out = append(out, fmt.Sprintf("%v %q cube %v cannot be reached", z.Kind, z.Label, p))
			}
		}
	}
	return out
}

func TestShippedArenasConnect(t *testing.T) {
	for _, s := range shipped {
		a := loadShipped(t, s.name)
		if a.W != s.w || a.D != s.d || a.H != s.h {
			t.Errorf("%s: size %dx%dx%d, want %dx%dx%d", s.name, a.W, a.D, a.H, s.w, s.d, s.h)
		}
		for _, p := range connectProblems(a) {
			t.Errorf("%s: %s", s.name, p)
		}
	}
}

func TestConnectProblemsFindsAWalledOffCube(t *testing.T) {
	a := parseArena(t, `
arena Walled
size 3 2 1
level 0
+--+--+--+
|#b|#b #B|
+--+  +  +
|#r #r #R|
+--+--+--+
`)
	got := connectProblems(a)
	if len(got) != 1 || got[0] != "team 0 deploy cube 0,0,0 cannot reach the enemy deployment zone" {
		t.Fatalf("problems %q", got)
	}
}

// mirrorY returns cube p reflected across the arena's middle row.
func mirrorY(a *Arena, p Pos) Pos { return Pos{p.X, a.D - 1 - p.Y, p.Z} }

// mirrorProblems lists where an arena is not the same for both sides:
// reflected across its middle row, floors, faces and zones must match, blue
// zones becoming red ones, and drops and objectives pairing up.
func mirrorProblems(a *Arena) []string {
	var out []string
	flip := map[Dir]Dir{North: South, South: North, East: East, West: West}
	labels := map[string]string{}
	for i := 0; i < a.Cubes(); i++ {
		p := a.PosAt(i)
		m := mirrorY(a, p)
		if a.Floor(p) != a.Floor(m) {
			out = append(out, fmt.Sprintf("floor of %v differs from its mirror %v", p, m))
		}
		for d := North; d <= West; d++ {
			if a.Side(p, d) != a.Side(m, flip[d]) {
				out = append(out, fmt.Sprintf("side %v of %v differs from side %v of %v", d, p, flip[d], m))
			}
		}
		zp, okp := a.ZoneAt(p)
		zm, okm := a.ZoneAt(m)
		switch {
		case okp != okm:
			out = append(out, fmt.Sprintf("only one of %v and its mirror %v is in a zone", p, m))
		case !okp:
		case zp.Kind != zm.Kind:
			out = append(out, fmt.Sprintf("%v is %v, its mirror %v is %v", p, zp.Kind, m, zm.Kind))
		case zp.Team >= 0 && zp.Team != 1-zm.Team:
			out = append(out, fmt.Sprintf("%v and its mirror %v belong to the same team", p, m))
		case zp.Team < 0:
			key := fmt.Sprint(zp.Kind, zp.Label)
			if prev, ok := labels[key]; ok && prev != zm.Label {
				out = append(out, fmt.Sprintf("%v %s mirrors onto both %s and %s", zp.Kind, zp.Label, prev, zm.Label))
			}
			labels[key] = zm.Label
		}
	}
	return out
}

func TestShippedArenasMirror(t *testing.T) {
	for _, s := range shipped {
		for _, p := range mirrorProblems(loadShipped(t, s.name)) {
			t.Errorf("%s: %s", s.name, p)
		}
	}
}

// Sight on a shipped arena is the same for both sides: every pair of
// standable cubes, crouched or not, sees as its mirror pair does. (Sight is
// not symmetric between the two ends of a line, so the evaluation must look
// from the attacker; but the arena favours neither side.)
func TestShippedArenasMirrorSight(t *testing.T) {
	for _, s := range shipped {
		a := loadShipped(t, s.name)
		var cubes []Pos
		for i := 0; i < a.Cubes(); i++ {
			if p := a.PosAt(i); a.Standable(p) {
				cubes = append(cubes, p)
			}
		}
		for _, p := range cubes {
			for _, q := range cubes {
				for _, c := range [][2]bool{{false, false}, {true, false}, {false, true}, {true, true}} {
					got, mirror := a.LineOfSight(p, c[0], q, c[1]), a.LineOfSight(mirrorY(a, p), c[0], mirrorY(a, q), c[1])
					if got != mirror {
						t.Fatalf("%s: %v (crouched %v) sees %v (crouched %v) as %v, but their mirror cubes see %v", s.name, p, c[0], q, c[1], got, mirror)
					}
				}
			}
		}
	}
}

func TestMirrorProblemsFindsAnUnfairArena(t *testing.T) {
	a := parseArena(t, `
arena Unfair
size 2 3 1
level 0
+--+--+
|#b #B|
+..+  +
|#  # |
+  +  +
|#r #R|
+--+--+
`)
	got := mirrorProblems(a)
	if len(got) != 4 {
		t.Fatalf("problems %q, want the low wall's face seen from its two cubes and their mirrors", got)
	}
	a.SetSide(pos(0, 2, 0), North, LowWall)
	if got := mirrorProblems(a); len(got) != 0 {
		t.Fatalf("the mended arena still has problems %q", got)
	}
}

// TestStandardArenaLayout checks what a standard arena provides: deployment
// zones two rows deep on opposite edges, one respawn cube per side, weapon
// drops A-D and objectives 1-3.
func TestStandardArenaLayout(t *testing.T) {
	a := loadShipped(t, "standard")
	for team, rows := range [2][2]int{{0, 1}, {6, 7}} {
		z, _ := a.Zone(ZoneDeploy, team, "")
		r, _ := a.Zone(ZoneRespawn, team, "")
		if len(r.Cells) != 1 {
			t.Errorf("team %d has %d respawn cubes, want 1", team, len(r.Cells))
		}
		for x := 0; x < a.W; x++ {
			for _, y := range rows {
				p := pos(x, y, 0)
				if !z.Has(p) && !r.Has(p) {
					t.Errorf("team %d: %v is neither deployment nor respawn", team, p)
				}
			}
		}
	}
	var drops, objectives []string
	for _, z := range a.ZonesOf(ZoneDrop) {
		drops = append(drops, z.Label)
	}
	for _, z := range a.ZonesOf(ZoneObjective) {
		objectives = append(objectives, z.Label)
	}
	if fmt.Sprint(drops) != "[A B C D]" || fmt.Sprint(objectives) != "[1 2 3]" {
		t.Errorf("drops %v, objectives %v; want A-D and 1-3", drops, objectives)
	}
	levels := map[int]bool{}
	open := a.Accessible()
	for i, ok := range open {
		if ok {
			levels[a.PosAt(i).Z] = true
		}
	}
	if len(levels) != 3 {
		t.Errorf("models can stand on %d levels, want all 3", len(levels))
	}
}

// TestShippedArenasHaveCover checks that no arena is a shooting gallery:
// from each deployment zone, fewer than half the cubes of the enemy's are
// a clear shot away (DESIGN.md section 4), and the tower's roof is high.
func TestShippedArenasHaveCover(t *testing.T) {
	for _, s := range shipped {
		a := loadShipped(t, s.name)
		pairs := deployPairs(a)
		clear := 0
		for _, pq := range pairs {
			if a.LineOfSight(pq[0], false, pq[1], false) == ClearShot {
				clear++
			}
		}
		t.Logf("%s: %d of %d deployment pairs are clear shots", s.name, clear, len(pairs))
		if 2*clear >= len(pairs) {
			t.Errorf("%s: %d of %d deployment pairs are clear shots", s.name, clear, len(pairs))
		}
	}
	tower := loadShipped(t, "tower")
	top := 0
	for i, ok := range tower.Accessible() {
		if ok {
			top = max(top, tower.PosAt(i).Z)
		}
	}
	if top != tower.H-1 {
		t.Errorf("the tower's highest reachable level is %d, want %d", top, tower.H-1)
	}
}
