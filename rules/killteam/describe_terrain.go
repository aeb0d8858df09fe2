package killteam

import (
	"github.com/flashpoint-arena/flashpoint/rules"
)

// TerrainHelp says what an arena feature does under Kill Team as RULES.md
// converts it to cubes (rules.TerrainDescriber): climbing, low features,
// jumping down, obscured shots and deployment. Respawn zones only give
// room to deploy; weapon-drop spots play no part (PlaysZone).
func (g *Game) TerrainHelp(t rules.Terrain) (string, rules.Msg, bool) {
	switch t.Kind {
	case rules.TerrainGirder:
		return "beams to stand on, a floor like any other; a model jumping down lands on it (KT-MOV-8).", rules.Say("KtTerrainGirder"), true
	case rules.TerrainOpenAir:
		return "no floor: a model jumping down drops through it to the first floor below (KT-MOV-8).", rules.Say("KtTerrainOpenAir"), true
	case rules.TerrainLowWall:
		return "under 1.5\" high: ignored when moving (KT-MOV-7); it hides the lower half of a model, so a target behind it is obscured (-1 to hit, KT-SHT-8); a target in a cube it borders, hidden by it, also rolls its injury dice at -1 (KT-SHT-12).", rules.Say("KtTerrainLowWall"), true
	case rules.TerrainWall:
		return "blocks sight; a model climbs it, 3\" a level (KT-MOV-6), rather than walking through.", rules.Say("KtTerrainWall"), true
	case rules.TerrainDeploy:
		if t.Seat == rules.Red {
			return "where red's models are placed at the start (KT-DEP-2).", rules.Say("KtTerrainDeployRed"), true
		}
		return "where blue's models are placed at the start (KT-DEP-2).", rules.Say("KtTerrainDeployBlue"), true
	case rules.TerrainRespawn:
		return "nothing comes back in Kill Team; the cubes only give room to deploy when the zone is full (KT-DEP-2).", rules.Say("KtTerrainRespawn"), true
	}
	return "", rules.Msg{}, false
}

// PlaysZone is rules.ZonePlayer: deployment and respawn zones are where
// the models deploy (KT-DEP-2, RULES.md "Deployment"); the arenas'
// weapon-drop spots are Flashpoint's and play no part here.
func (g *Game) PlaysZone(kind rules.TerrainKind) bool { return kind != rules.TerrainDrop }

// DieFaces is 6: every Kill Team roll is of D6 (rules.DiceDescriber).
func (g *Game) DieFaces() int { return 6 }
