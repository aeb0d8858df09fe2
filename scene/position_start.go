package scene

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// positionBattle starts a battle from a position (Config.Position) in the
// play mode the setup screen su starts with. The battle is a scratch one:
// a position is not a setup and seed, so it cannot be saved as a replay,
// and it must not overwrite or remove the player's saved game.
func positionBattle(a *App, su *setupScreen, data []byte) (*battleScreen, error) {
	g, err := a.ruleset().LoadPosition(data)
	if err != nil {
		return nil, fmt.Errorf("position: %w", err)
	}
	cfg := su.battleConfig(g, rules.NewRecorder(g, rules.Setup{}, su.seed))
	cfg.scratch = true
	return newBattleScreen(a, cfg), nil
}
