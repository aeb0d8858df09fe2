package killteam

import (
	"fmt"
	"sort"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Cube capacity (DESIGN.md section 4).
const (
	CubeCapacity = 4 // models in one cube
	SideCapacity = 2 // models of one side in one cube
)

// deployCubes lists the cubes a side deploys into, in the order the game
// fills them (KT-DEP-2, RULES.md "Deployment"): the standable cubes of its
// deployment zone, then of its respawn zone, then every other standable
// cube that is nearer its own zone than the enemy's, nearest first.
func deployCubes(a *world.Arena, seat int) []world.Pos {
	var own, enemy []world.Pos
	seen := map[world.Pos]bool{}
	var out []world.Pos
	for _, kind := range []world.ZoneKind{world.ZoneDeploy, world.ZoneRespawn} {
		for _, z := range a.ZonesOf(kind) {
			switch z.Team {
			case seat:
				for _, p := range z.Cells {
					own = append(own, p)
					if a.Standable(p) && !seen[p] {
						seen[p] = true
						out = append(out, p)
					}
				}
			case 1 - seat:
				enemy = append(enemy, z.Cells...)
			}
		}
	}
	if len(own) == 0 {
		return nil
	}
	var more []world.Pos
	for i := range a.Cubes() {
		p := a.PosAt(i)
		if seen[p] || !a.Standable(p) {
			continue
		}
		if len(enemy) == 0 || distanceTo(p, own) < distanceTo(p, enemy) {
			more = append(more, p)
		}
	}
	sort.SliceStable(more, func(i, j int) bool { return distanceTo(more[i], own) < distanceTo(more[j], own) })
	return append(out, more...)
}

// distanceTo is the distance in cubes from p to the nearest of cubes.
func distanceTo(p world.Pos, cubes []world.Pos) int {
	best := -1
	for _, c := range cubes {
		if d := world.Distance(p, c); best < 0 || d < best {
			best = d
		}
	}
	return best
}

// checkFits refuses a team that does not fit its deployment cubes at
// SideCapacity a cube, however it is placed.
func (g *Game) checkFits() error {
	for seat := range 2 {
		n := 0
		for i := range g.st.Models {
			if int(g.st.Models[i].Seat) == seat {
				n++
			}
		}
		if cubes := deployCubes(g.arena, seat); n > SideCapacity*len(cubes) {
			return fmt.Errorf("killteam: arena %q: the %s team of %d models does not fit its deployment area of %d cubes (%d a cube)", g.arena.Name, rules.Seat(seat), n, len(cubes), SideCapacity)
		}
	}
	return nil
}

// deploy places both teams at once when the setup asks for it (the
// option deploy=auto, RULES.md "Deployment"): each side's models in
// roster order, one to a cube of its deployment cubes in turn, then a
// second to each, so no cube holds more than SideCapacity of a side.
// Deployment zones of the two sides never share a cube, so the
// CubeCapacity holds too.
func (g *Game) deploy() ([]rules.Event, error) {
	if err := g.checkFits(); err != nil {
		return nil, err
	}
	var ev []rules.Event
	for seat := range 2 {
		cubes := deployCubes(g.arena, seat)
		var idx []int
		for i := range g.st.Models {
			if int(g.st.Models[i].Seat) == seat {
				idx = append(idx, i)
			}
		}
		if g.setup.Scenario == ScenarioAssassination {
			cubes, idx = g.leaderAtBack(seat, cubes, idx)
		}
		for k, i := range idx {
			m := &g.st.Models[i]
			m.Pos = cubes[k%len(cubes)]
			p := m.Pos
			ev = append(ev, rules.Event{Kind: "deploy", Seat: m.Seat, Actor: m.ID, To: &p, Text: g.textf("%s deploys %s at %s.", m.Seat, g.describe(m), p),
				Msg: g.say(deployedID(m), "Seat", seatRef(m.Seat), "Model", m.ID, "Unit", g.unit(m).Name, "Spec", specRef(m.Spec), "At", g.posArg(p))})
		}
	}
	return ev, nil
}
