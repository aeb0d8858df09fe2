package board

import (
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// ZoneState is who a scenario zone token's zone counts for, as its label
// names it ("Zone 1: blue"), and whether it is contested: nobody's, with
// as many unpinned models of each side in its cubes, at least one each.
func ZoneState(v rules.View, t rules.Token) (seat rules.Seat, contested bool) {
	if seat = TokenSeat(t); seat != rules.NoSeat {
		return seat, false
	}
	var n [2]int
	for _, o := range v.Tokens {
		if !isZone(o) || zoneName(o.Label) != zoneName(t.Label) {
			continue
		}
		for _, pc := range v.Pieces {
			if pc.OnBoard && !pc.Pinned && pc.Pos == o.Pos && (pc.Seat == rules.Blue || pc.Seat == rules.Red) {
				n[pc.Seat]++
			}
		}
	}
	return rules.NoSeat, n[0] > 0 && n[0] == n[1]
}

// zoneName is a zone token's label without its holder ("Zone 1").
func zoneName(l string) string {
	if i := strings.IndexByte(l, ':'); i >= 0 {
		return l[:i]
	}
	return l
}

// zoneMark is what the floor of one cube shows about zones.
type zoneMark struct {
	deploy    int    // team+1 of a deploy zone, 0 none
	respawn   int    // team+1 of a respawn zone, 0 none
	drop      string // weapon-drop label
	objective string // objective label
}

// zoneIndex lists every cube's zone marks, by cube index.
func zoneIndex(a *world.Arena) []zoneMark {
	marks := make([]zoneMark, a.W*a.D*a.H)
	for _, z := range a.Zones {
		for _, c := range z.Cells {
			if c.X < 0 || c.Y < 0 || c.Z < 0 || c.X >= a.W || c.Y >= a.D || c.Z >= a.H {
				continue
			}
			m := &marks[cubeIndex(a, c)]
			switch z.Kind {
			case world.ZoneDeploy:
				if z.Team == 0 || z.Team == 1 {
					m.deploy = z.Team + 1
				}
			case world.ZoneRespawn:
				if z.Team == 0 || z.Team == 1 {
					m.respawn = z.Team + 1
				}
			case world.ZoneDrop:
				m.drop = z.Label
			case world.ZoneObjective:
				m.objective = z.Label
			}
		}
	}
	return marks
}

func cubeIndex(a *world.Arena, c world.Pos) int { return (c.Z*a.D+c.Y)*a.W + c.X }

// innerSide is the side of a cube as drawn: the board edge is not drawn as
// a wall (it is the end of the world, not a piece of scenery).
func innerSide(a *world.Arena, p world.Pos, d world.Dir) world.Side {
	n := p
	switch d {
	case world.North:
		n.Y--
	case world.East:
		n.X++
	case world.South:
		n.Y++
	case world.West:
		n.X--
	}
	if n.X < 0 || n.Y < 0 || n.X >= a.W || n.Y >= a.D {
		return world.Open
	}
	return a.Side(p, d)
}
