package scene

import (
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// cubeName names a cube as the log does: "Cube 5,3,0 (level 0)".
func cubeName(t tr, c world.Pos) string {
	return t("TipCube", "At", c.String(), "Level", c.Z)
}

// terrainWords says what an arena feature does, in the player's language:
// the game's rules.TerrainDescriber when it has one (battleScreen's
// terrainWords), else plain words that state no rule (neutralTerrain).
type terrainWords func(rules.Terrain) (string, bool)

// help is the sentence after a feature's name.
func (w terrainWords) help(t tr, f rules.Terrain) string {
	if w != nil {
		if h, ok := w(f); ok {
			return h
		}
	}
	return neutralTerrain(t, f)
}

// neutralTerrain describes a feature by what it is, for a game that does
// not say what it does under its rules.
func neutralTerrain(t tr, f rules.Terrain) string {
	switch f.Kind {
	case rules.TerrainGirder:
		return t("TipPlainGirder")
	case rules.TerrainOpenAir:
		return t("TipPlainOpenAir")
	case rules.TerrainLowWall:
		return t("TipPlainLowWall")
	case rules.TerrainWall:
		return t("TipPlainWall")
	case rules.TerrainDeploy:
		return t("TipPlainDeploy" + seatName(f.Seat))
	}
	return t("TipPlainMarker")
}

// terrainTip explains what is unusual about the cube under the pointer as
// the board draws it (a girder, open air, low walls, a deployment or
// respawn zone, a weapon-drop spot), so every marker of the board has
// words: its name, then what it does in the ruleset's words; "" for a
// plain floor. Zones whose kind shown refuses (zonesPlayed; nil shows
// all) are not named, as the board does not mark them. t gives the
// screen's words in the player's language.
func terrainTip(a *world.Arena, c world.Pos, words terrainWords, t tr, shown func(world.ZoneKind) bool) string {
	if a == nil || !a.In(c) {
		return ""
	}
	var lines []string
	line := func(name string, f rules.Terrain) {
		lines = append(lines, name+": "+words.help(t, f))
	}
	switch a.Floor(c) {
	case world.FloorGirder:
		line(t("TipGirder"), rules.Terrain{Kind: rules.TerrainGirder, Seat: rules.NoSeat})
	case world.FloorNone:
		line(t("TipOpenAir"), rules.Terrain{Kind: rules.TerrainOpenAir, Seat: rules.NoSeat})
	}
	cell := a.Cell(c)
	var low, high []string
	step := [...][2]int{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}
	for d, s := range cell.Sides {
		name := [...]string{"TipNorth", "TipEast", "TipSouth", "TipWest"}[d]
		if !a.In(world.Pos{X: c.X + step[d][0], Y: c.Y + step[d][1], Z: c.Z}) {
			continue // the board's edge, a wall everywhere
		}
		switch s {
		case world.LowWall:
			low = append(low, t(name))
		case world.Wall:
			high = append(high, t(name))
		}
	}
	if len(low) > 0 {
		line(t("TipLowWall", "Sides", joinSides(t, low)), rules.Terrain{Kind: rules.TerrainLowWall, Seat: rules.NoSeat})
	}
	if len(high) > 0 {
		line(t("TipWall", "Sides", joinSides(t, high)), rules.Terrain{Kind: rules.TerrainWall, Seat: rules.NoSeat})
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
			switch z.Kind {
			case world.ZoneDeploy:
				line(t("TipDeploy"+seatName(seat)), rules.Terrain{Kind: rules.TerrainDeploy, Seat: seat})
			case world.ZoneRespawn:
				line(t("TipRespawn"+seatName(seat)), rules.Terrain{Kind: rules.TerrainRespawn, Seat: seat})
			case world.ZoneDrop:
				line(t("TipDrop", "Label", z.Label), rules.Terrain{Kind: rules.TerrainDrop, Seat: rules.NoSeat})
			}
		}
	}
	return strings.Join(lines, "\n")
}

// joinSides names sides as a sentence lists them: "north side", "north
// and east sides", "north, east and south sides" in English; names are
// the sides' words already in the player's language.
func joinSides(t tr, names []string) string {
	n := len(names)
	if n == 1 {
		return t("TipSide", "Name", names[0])
	}
	return t("TipSidesMany", "Names", strings.Join(names[:n-1], ", ")+t("TipAnd")+names[n-1])
}
