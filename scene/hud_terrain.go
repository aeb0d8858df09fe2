package scene

import (
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/world"
)

// cubeName names a cube as the log does: "Cube 5,3,0 (level 0)".
func cubeName(c world.Pos) string { return fmt.Sprintf("Cube %s (level %d)", c, c.Z) }

// terrainTip explains what is unusual about the cube under the pointer as
// the board draws it (a girder, open air, low walls, a deployment or
// respawn zone, a weapon-drop spot), so every marker of the board has
// words; "" for a plain floor.
func terrainTip(a *world.Arena, c world.Pos) string {
	if a == nil || !a.In(c) {
		return ""
	}
	var lines []string
	switch a.Floor(c) {
	case world.FloorGirder:
		lines = append(lines, "Girder: beams to stand on; a model falling onto it is caught on a d8 of 5–8.")
	case world.FloorNone:
		lines = append(lines, "Open air: a model here falls to the floor below.")
	}
	cell := a.Cell(c)
	var low, high []string
	step := [...][2]int{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}
	for d, s := range cell.Sides {
		name := [...]string{"north", "east", "south", "west"}[d]
		if !a.In(world.Pos{X: c.X + step[d][0], Y: c.Y + step[d][1], Z: c.Z}) {
			continue // the board's edge, a wall everywhere
		}
		switch s {
		case world.LowWall:
			low = append(low, name)
		case world.Wall:
			high = append(high, name)
		}
	}
	if len(low) > 0 {
		lines = append(lines, "Low wall on the "+joinAnd(low)+": blocks sight below half height; a model steps over it.")
	}
	if len(high) > 0 {
		lines = append(lines, "Wall on the "+joinAnd(high)+": blocks sight; a model climbs over it rather than walking through.")
	}
	for _, z := range a.Zones {
		for _, p := range z.Cells {
			if p != c {
				continue
			}
			side := [...]string{"Blue", "Red"}[max(0, min(1, z.Team))]
			switch z.Kind {
			case world.ZoneDeploy:
				lines = append(lines, side+" deployment zone: where "+strings.ToLower(side)+" sets up.")
			case world.ZoneRespawn:
				lines = append(lines, side+" respawn cube: where a killed "+strings.ToLower(side)+" model comes back.")
			case world.ZoneDrop:
				lines = append(lines, "Weapon-drop spot "+z.Label+": a power weapon may appear here each round.")
			}
		}
	}
	return strings.Join(lines, "\n")
}

// joinAnd names sides as a sentence lists them: "north side", "north
// and east sides", "north, east and south sides".
func joinAnd(ws []string) string {
	switch len(ws) {
	case 0:
		return ""
	case 1:
		return ws[0] + " side"
	}
	return strings.Join(ws[:len(ws)-1], ", ") + " and " + ws[len(ws)-1] + " sides"
}
