package flashpoint

import (
	"github.com/flashpoint-arena/flashpoint/rules"
)

// TerrainHelp says what an arena feature does under the Flashpoint rules
// (rules.TerrainDescriber): falling onto a girder (RULES-CUBE.md),
// low walls and sight, deployment, respawn and weapon drops.
func (g *Game) TerrainHelp(t rules.Terrain) (string, rules.Msg, bool) {
	red := t.Seat == rules.Red
	switch t.Kind {
	case rules.TerrainGirder:
		return "beams to stand on; a model falling onto it is caught on a d8 of 5–8.", rules.Say("FpTerrainGirder"), true
	case rules.TerrainOpenAir:
		return "a model here falls to the floor below.", rules.Say("FpTerrainOpenAir"), true
	case rules.TerrainLowWall:
		return "blocks sight below half height; a model steps over it.", rules.Say("FpTerrainLowWall"), true
	case rules.TerrainWall:
		return "blocks sight; a model climbs over it rather than walking through.", rules.Say("FpTerrainWall"), true
	case rules.TerrainDeploy:
		if red {
			return "where red sets up.", rules.Say("FpTerrainDeployRed"), true
		}
		return "where blue sets up.", rules.Say("FpTerrainDeployBlue"), true
	case rules.TerrainRespawn:
		if red {
			return "where a killed red model comes back.", rules.Say("FpTerrainRespawnRed"), true
		}
		return "where a killed blue model comes back.", rules.Say("FpTerrainRespawnBlue"), true
	case rules.TerrainDrop:
		return "a power weapon may appear here each round.", rules.Say("FpTerrainDrop"), true
	}
	return "", rules.Msg{}, false
}

// DieFaces is 8: every Flashpoint test rolls d8 (rules.DiceDescriber).
func (g *Game) DieFaces() int { return 8 }
