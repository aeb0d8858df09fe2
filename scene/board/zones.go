package board

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// ZoneState is who a scenario zone token's zone counts for (Token.Seat:
// held or owned) and whether it is contested (Token.State), as the
// ruleset says: the board counts no models itself.
func ZoneState(t rules.Token) (seat rules.Seat, contested bool) {
	if seat = sideOf(t.Seat); seat != rules.NoSeat {
		return seat, false
	}
	return rules.NoSeat, t.State == rules.ZoneContested
}

// zoneMark is what the floor of one cube shows about zones.
type zoneMark struct {
	deploy    int    // team+1 of a deploy zone, 0 none
	respawn   int    // team+1 of a respawn zone, 0 none
	drop      string // weapon-drop label
	objective string // objective label
}

// zoneIndex lists every cube's zone marks, by cube index, of the zones
// shown (nil shows every zone).
func zoneIndex(a *world.Arena, shown func(world.ZoneKind) bool) []zoneMark {
	marks := make([]zoneMark, a.W*a.D*a.H)
	for _, z := range a.Zones {
		if shown != nil && !shown(z.Kind) {
			continue
		}
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

// ShowZones marks on the floor only the zones whose kind shown accepts
// (nil: every zone), for a ruleset that plays some kinds of zone only.
func (b *Board) ShowZones(shown func(world.ZoneKind) bool) {
	if b.arena != nil {
		b.zones = zoneIndex(b.arena, shown)
	}
}
