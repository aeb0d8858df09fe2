package flashpoint

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/world"
)

// scenarioBoard is where an arena puts the scenario objectives
// (RULES-SCENARIOS.md "Where things are"): the flags' home cubes, the
// cubes the ball may start on and the zones.
type scenarioBoard struct {
	home [2]world.Pos   // each side's flag home: a front cube of its deployment zone away from its respawn cubes (flagHome)
	base [2][]world.Pos // each side's base, where it captures: its half of the arena (ownHalf)
	// toBase is, by side and arena cube (world.Arena.Index), the distance
	// to the nearest cube of the side's base (0 inside it).
	toBase [2][]int
	ball   []world.Pos // the ball's start cubes: reachable by both sides, nearest the centre
	zones  []zone      // the arena's objectives 1..9 in label order (standable cubes), then W and E to make three
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
		s.base[team] = ownHalf(a, b.deploy[team], b.deploy[1-team])
		s.toBase[team] = distancesTo(a, s.base[team])
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

// ownHalf is a side's half of the arena: every cube, on any level, nearer
// across the ground (levels aside) to one of its deployment cubes than to
// any of the enemy's. On an arena with an odd number of rows between the
// zones the middle row is nobody's.
func ownHalf(a *world.Arena, own, enemy []world.Pos) []world.Pos {
	near := func(p world.Pos, zone []world.Pos) int {
		best := 1 << 20
		for _, q := range zone {
			best = min(best, max(p.X-q.X, q.X-p.X, p.Y-q.Y, q.Y-p.Y))
		}
		return best
	}
	var out []world.Pos
	for z := 0; z < a.H; z++ {
		for y := 0; y < a.D; y++ {
			for x := 0; x < a.W; x++ {
				p := world.Pos{X: x, Y: y, Z: z}
				if near(p, own) < near(p, enemy) {
					out = append(out, p)
				}
			}
		}
	}
	return out
}

// distancesTo is, for every cube of the arena by its index, the distance
// to the nearest of cubes (1<<20 when there are none).
func distancesTo(a *world.Arena, cubes []world.Pos) []int {
	out := make([]int, a.Cubes())
	for z := 0; z < a.H; z++ {
		for y := 0; y < a.D; y++ {
			for x := 0; x < a.W; x++ {
				p := world.Pos{X: x, Y: y, Z: z}
				best := 1 << 20
				for _, q := range cubes {
					best = min(best, world.Distance(p, q))
				}
				out[a.Index(p)] = best
			}
		}
	}
	return out
}

// baseDistance is the distance from cube p to seat's base (0 inside it;
// 1<<20 outside the arena or when the base has no cube).
func (s *scenarioBoard) baseDistance(a *world.Arena, seat int, p world.Pos) int {
	i := a.Index(p)
	if i < 0 || i >= len(s.toBase[seat]) {
		return 1 << 20
	}
	return s.toBase[seat][i]
}

// inBase reports whether cube p is in seat's base.
func (s *scenarioBoard) inBase(a *world.Arena, seat int, p world.Pos) bool {
	return s.baseDistance(a, seat, p) == 0
}

// flagHome is where a side's flag stands: the cube of its deployment zone
// nearest the enemy's deployment zone (the front of its base), then
// furthest from its own respawn cubes (so that a model that respawns does
// not land beside its flag), then nearest the middle of the arena, lowest
// level, then westmost, then northmost. Mirror-image arenas give
// mirror-image homes. A zone with no cube falls back on the respawn cube.
func flagHome(a *world.Arena, deploy, respawn, enemy []world.Pos) world.Pos {
	if len(deploy) == 0 {
		if len(respawn) > 0 {
			return respawn[0]
		}
		return world.Pos{}
	}
	key := func(p world.Pos) [6]int {
		front, back := 1<<20, 0
		for _, q := range enemy {
			front = min(front, world.Distance(p, q))
		}
		if len(respawn) > 0 {
			back = 1 << 20
			for _, q := range respawn {
				back = min(back, world.Distance(p, q))
			}
		}
		dy, dx := 2*p.Y-(a.D-1), 2*p.X-(a.W-1)
		return [6]int{front, -back, max(dy, -dy) + max(dx, -dx), p.Z, p.X, p.Y}
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
