package flashpoint

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/world"
)

// scenarioBoard is where an arena puts the scenario objectives
// (RULES-SCENARIOS.md "Where things are"): the flags' home cubes, the
// cubes the ball may start on and the zones.
type scenarioBoard struct {
	home  [2]world.Pos   // each side's flag home: the front-centre cube of its deployment zone (flagHome)
	base  [2][]world.Pos // each side's base, where it captures: its deployment and respawn cubes
	ball  []world.Pos    // the ball's start cubes: reachable by both sides, nearest the centre
	zones []zone         // the arena's objectives 1..9 in label order (standable cubes), then W and E to make three
}

// zone is an objective zone of Strongholds and Total Control.
type zone struct {
	Label string
	Cells []world.Pos
}

// has reports whether p is one of the zone's cubes.
func (z *zone) has(p world.Pos) bool {
	for _, c := range z.Cells {
		if c == p {
			return true
		}
	}
	return false
}

// newScenarioBoard works out the objective places of an arena whose
// deployment and respawn zones b already holds.
func newScenarioBoard(b *board) scenarioBoard {
	a := b.arena
	var s scenarioBoard
	for team := 0; team < 2; team++ {
		s.home[team] = flagHome(a, b.deploy[team], b.respawn[team], b.deploy[1-team])
		s.base[team] = append(append([]world.Pos(nil), b.deploy[team]...), b.respawn[team]...)
	}
	for _, z := range a.ZonesOf(world.ZoneObjective) {
		if cells := standable(a, z.Cells); len(cells) > 0 {
			s.zones = append(s.zones, zone{Label: z.Label, Cells: cells})
		}
	}
	for _, side := range []struct {
		label string
		x     int
	}{{"W", 0}, {"E", a.W - 1}} {
		if len(s.zones) >= 3 {
			break
		}
		var cells []world.Pos
		for _, y := range []int{(a.D - 1) / 2, a.D / 2} {
			p := world.Pos{X: side.x, Y: y, Z: 0}
			if a.Standable(p) && (len(cells) == 0 || cells[0] != p) {
				cells = append(cells, p)
			}
		}
		if len(cells) > 0 {
			s.zones = append(s.zones, zone{Label: side.label, Cells: cells})
		}
	}
	s.ball = ballStarts(b)
	return s
}

// ballStarts lists the standable cubes both sides can walk or climb to
// whose column is nearest the middle of the arena, lowest level first;
// ties are broken by a die at setup.
func ballStarts(b *board) []world.Pos {
	a := b.arena
	if len(b.deploy[0]) == 0 || len(b.deploy[1]) == 0 {
		return nil
	}
	reach := [2]map[world.Pos]bool{}
	for team := 0; team < 2; team++ {
		reach[team] = map[world.Pos]bool{b.deploy[team][0]: true}
		for _, r := range a.Reach(b.deploy[team][0], 1<<12, world.MoveRules{}) {
			reach[team][r.To] = true
		}
	}
	best, bestZ := -1, -1
	var out []world.Pos
	for i := 0; i < a.Cubes(); i++ {
		p := a.PosAt(i)
		if !a.Standable(p) || !reach[0][p] || !reach[1][p] {
			continue
		}
		dx, dy := 2*p.X-(a.W-1), 2*p.Y-(a.D-1)
		d := max(dx, -dx) + max(dy, -dy)
		switch {
		case best < 0 || d < best || d == best && p.Z < bestZ:
			best, bestZ, out = d, p.Z, []world.Pos{p}
		case d == best && p.Z == bestZ:
			out = append(out, p)
		}
	}
	return out
}

// checkScenarioBoard makes sure the arena has what the setup's scenario
// needs: objective zones for Strongholds and Total Control, a cube both
// sides reach for the ball.
func checkScenarioBoard(b *board) error {
	switch b.setup.Scenario {
	case ScenarioStrongholds, ScenarioTotalControl:
		if len(b.obj.zones) == 0 {
			return fmt.Errorf("arena %q: %s needs objective zones (cubes marked 1 to 9) with a floor", b.arena.Name, b.setup.Scenario)
		}
	case ScenarioOddball:
		if len(b.obj.ball) == 0 {
			return fmt.Errorf("arena %q: oddball needs a cube both sides can reach for the ball", b.arena.Name)
		}
	}
	return nil
}

// flagHome is where a side's flag stands: the cube of its deployment zone
// nearest the enemy's deployment zone (the front of its base), then nearest
// the middle of the arena, lowest level, then westmost, then northmost.
// Mirror-image arenas give mirror-image homes. A zone with no cube falls
// back on the respawn cube.
func flagHome(a *world.Arena, deploy, respawn, enemy []world.Pos) world.Pos {
	if len(deploy) == 0 {
		if len(respawn) > 0 {
			return respawn[0]
		}
		return world.Pos{}
	}
	key := func(p world.Pos) [5]int {
		front := 1 << 20
		for _, q := range enemy {
			front = min(front, world.Distance(p, q))
		}
		dy, dx := 2*p.Y-(a.D-1), 2*p.X-(a.W-1)
		return [5]int{front, max(dy, -dy) + max(dx, -dx), p.Z, p.X, p.Y}
	}
	best := deploy[0]
	for _, p := range deploy[1:] {
		k, bk := key(p), key(best)
		for i := range k {
			if k[i] != bk[i] {
				if k[i] < bk[i] {
					best = p
				}
				break
			}
		}
	}
	return best
}
