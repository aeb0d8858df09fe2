package ai

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// workingCopy returns the copy of g a player searches: for a game with
// hidden information or dice (rules.Determinizer) a copy whose hidden
// information is re-drawn and whose dice are re-seeded from seed, so the
// player cannot read face-down tokens or the future of the real dice (fair
// play, DESIGN section 3); for other games a plain clone. The player's seed
// must come from its own generator, never from g. The copy is quiet
// (rules.Quieter): the searches read what events happened, never their
// words. g itself is left as it was.
func workingCopy(g rules.Game, seed uint64) rules.Game {
	var c rules.Game
	if d, ok := g.(rules.Determinizer); ok {
		c = d.Determinize(seed)
	} else {
		c = g.Clone()
	}
	rules.SetQuiet(c, true)
	return c
}

// openDecision starts a searching player's decision: the working copy of
// g for seed, and, when there is nothing to search, the answer (ok): the
// only legal action, or an error when the game is over.
func openDecision(g rules.Game, seed uint64) (work rules.Game, forced rules.Action, ok bool, err error) {
	work = workingCopy(g, seed)
	legal := work.Legal()
	switch len(legal) {
	case 0:
		return work, rules.Action{}, true, fmt.Errorf("no legal action: the game is over")
	case 1:
		return work, legal[0], true, nil
	}
	return work, rules.Action{}, false, nil
}
