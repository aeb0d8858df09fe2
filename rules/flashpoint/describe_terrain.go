package flashpoint

import (
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// TerrainHelp says what an arena feature does under the Flashpoint rules
// (rules.TerrainDescriber): falling onto a girder (RULES-CUBE.md),
// low walls and sight, deployment, respawn and weapon drops.
func (g *Game) TerrainHelp(t rules.Terrain) (string, bool) {
	side := strings.ToLower(t.Seat.String())
	switch t.Kind {
	case rules.TerrainGirder:
		return "beams to stand on; a model falling onto it is caught on a d8 of 5–8.", true
	case rules.TerrainOpenAir:
		return "a model here falls to the floor below.", true
	case rules.TerrainLowWall:
		return "blocks sight below half height; a model steps over it.", true
	case rules.TerrainWall:
		return "blocks sight; a model climbs over it rather than walking through.", true
	case rules.TerrainDeploy:
		return "where " + side + " sets up.", true
	case rules.TerrainRespawn:
		return "where a killed " + side + " model comes back.", true
	case rules.TerrainDrop:
		return "a power weapon may appear here each round.", true
	}
	return "", false
}

// DieFaces is 8: every Flashpoint test rolls d8 (rules.DiceDescriber).
func (g *Game) DieFaces() int { return 8 }
