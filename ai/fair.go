package ai

import "github.com/flashpoint-arena/flashpoint/rules"

// workingCopy returns the copy of g a player searches: for a game with
// hidden information or dice (rules.Determinizer) a copy whose hidden
// information is re-drawn and whose dice are re-seeded from seed, so the
// player cannot read face-down tokens or the future of the real dice (fair
// play, DESIGN section 3); for other games a plain clone. The player's seed
// must come from its own generator, never from g.
func workingCopy(g rules.Game, seed uint64) rules.Game {
	if d, ok := g.(rules.Determinizer); ok {
		return d.Determinize(seed)
	}
	return g.Clone()
}
