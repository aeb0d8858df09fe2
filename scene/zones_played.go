package scene

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// zonesPlayed says which kinds of the arena's zones game g plays
// (rules.ZonePlayer), for the board's floor marks and the cube tips: nil,
// every kind, for a game without it; a kind the interface has no terrain
// word for (objectives, shown by the game's tokens) is always shown.
func zonesPlayed(g rules.Game) func(world.ZoneKind) bool {
	zp, ok := g.(rules.ZonePlayer)
	if !ok {
		return nil
	}
	return func(k world.ZoneKind) bool {
		t, ok := zoneTerrain(k)
		return !ok || zp.PlaysZone(t)
	}
}

// zoneTerrain is the terrain kind a screen explains a zone kind by.
func zoneTerrain(k world.ZoneKind) (rules.TerrainKind, bool) {
	switch k {
	case world.ZoneDeploy:
		return rules.TerrainDeploy, true
	case world.ZoneRespawn:
		return rules.TerrainRespawn, true
	case world.ZoneDrop:
		return rules.TerrainDrop, true
	}
	return "", false
}
