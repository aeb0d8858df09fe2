package scene

import (
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// cubeName names a cube as the log does: "Cube 5,3,0 (level 0)".
func cubeName(c world.Pos) string { return fmt.Sprintf("Cube %s (level %d)", c, c.Z) }

// terrainWords says what an arena feature does: the game's
// rules.TerrainDescriber when it has one, else plain words that state no
// rule (neutralTerrain).
type terrainWords func(rules.Terrain) (string, bool)

// help is the sentence after a feature's name.
func (w terrainWords) help(t rules.Terrain) string {
	if w != nil {
		if h, ok := w(t); ok {
			return h
		}
	}
	return neutralTerrain(t)
}

// neutralTerrain describes a feature by what it is, for a game that does
// not say what it does under its rules.
func neutralTerrain(t rules.Terrain) string {
	switch t.Kind {
	case rules.TerrainGirder:
		return "beams to stand on."
	case rules.TerrainOpenAir:
		return "no floor."
	case rules.TerrainLowWall:
		return "half a cube high."
	case rules.TerrainWall:
		return "a full cube high."
	case rules.TerrainDeploy:
		return "where " + strings.ToLower(seatName(t.Seat)) + " sets up."
	}
	return "a marker of the arena."
}

// terrainTip explains what is unusual about the cube under the pointer as
// the board draws it (a girder, open air, low walls, a deployment or
// respawn zone, a weapon-drop spot), so every marker of the board has
// words: its name, then what it does in the ruleset's words; "" for a
// plain floor. Zones whose kind shown refuses (zonesPlayed; nil shows
// all) are not named, as the board does not mark them.
func terrainTip(a *world.Arena, c world.Pos, words terrainWords, shown func(world.ZoneKind) bool) string {
	if a == nil || !a.In(c) {
		return ""
	}
	var lines []string
	line := func(name string, t rules.Terrain) {
		lines = append(lines, name+": "+words.help(t))
	}
	switch a.Floor(c) {
	case world.FloorGirder:
		line("Girder", rules.Terrain{Kind: rules.TerrainGirder, Seat: rules.NoSeat})
	case world.FloorNone:
		line("Open air", rules.Terrain{Kind: rules.TerrainOpenAir, Seat: rules.NoSeat})
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
		line("Low wall on the "+joinAnd(low), rules.Terrain{Kind: rules.TerrainLowWall, Seat: rules.NoSeat})
	}
	if len(high) > 0 {
		line("Wall on the "+joinAnd(high), rules.Terrain{Kind: rules.TerrainWall, Seat: rules.NoSeat})
	}
	for _, z := range a.Zones {
		if shown != nil && !shown(z.Kind) {
			continue
		}
		for _, p := range z.Cells {
			if p != c {
				continue
			}
			seat := rules.Seat(max(0, min(1, z.Team)))
			side := seatName(seat)
			switch z.Kind {
			case world.ZoneDeploy:
				line(side+" deployment zone", rules.Terrain{Kind: rules.TerrainDeploy, Seat: seat})
			case world.ZoneRespawn:
				line(side+" respawn cube", rules.Terrain{Kind: rules.TerrainRespawn, Seat: seat})
			case world.ZoneDrop:
				line("Weapon-drop spot "+z.Label, rules.Terrain{Kind: rules.TerrainDrop, Seat: rules.NoSeat})
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
