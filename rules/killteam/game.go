package killteam

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// RulesetName is the name the ruleset would be registered under.
const RulesetName = "killteam"

// MaxRounds is how many rounds a game lasts unless its setup sets the
// round limit (KT-RND-2, RoundsOption).
const MaxRounds = 4

// Game is one Kill Team game in progress. It implements rules.Game. Only
// Apply changes it; Clone is a deep copy sharing the immutable arena and
// data.
type Game struct {
	setup rules.Setup
	// setupHash digests the setup for Hash (setupDigest).
	setupHash uint64
	seed      uint64
	arena     *world.Arena // shared, immutable
	data      *Data        // shared, read-only
	rounds    int          // the round limit (maxRounds); 0 for MaxRounds
	// position is the hand-written position the game was loaded from
	// (LoadPosition), nil for a game made by New; shared, read-only.
	position []byte
	// areas is each seat's deployment area (deployArea), worked out once
	// the models are known (setDeployAreas); shared, read-only.
	areas [2][]world.Pos
	st    state

	dice  rules.Dice // a substitute set by SetDice; nil rolls st.RNG
	rolls int        // dice rolled so far by the action being applied
	// rolledLast: the last Apply rolled dice (Reversible).
	rolledLast bool
	applied    bool          // an action has been applied since the game was made, cloned or loaded
	opening    []rules.Event // what happened at setup: deployment, round 1's roll-off
	// memo speeds up the play and evaluation of a search's copies
	// (Determinize); nil in a game made by New or Load. Clones share it.
	memo *searchMemo
	// rec follows the dice and Command Re-roll offers of the action being
	// applied (command_reroll_wait.go); it means nothing between actions.
	rec rerollRecord
	// quiet: events are built without their text (SetQuiet, quiet.go).
	quiet bool
	// listed is the legal list NumLegal counted, for ApplyIndex.
	listed listed
}

// Ruleset is "killteam".
func (g *Game) Ruleset() string { return RulesetName }

// Arena is the board; it is shared and must not be changed.
func (g *Game) Arena() *world.Arena { return g.arena }

// Setup is the setup the game was made from.
func (g *Game) Setup() rules.Setup { return g.setup }

// Seed is the seed the game was made with.
func (g *Game) Seed() uint64 { return g.seed }

// Opening returns the events of the setup (deployment, the first round's
// command points and initiative roll-off); New cannot return them.
func (g *Game) Opening() []rules.Event { return append([]rules.Event(nil), g.opening...) }

// Phase is the phase the game waits in.
func (g *Game) Phase() Phase { return g.st.Phase }

// ToMove is the seat that decides now, NoSeat once the game is over.
func (g *Game) ToMove() rules.Seat {
	if g.st.Over {
		return rules.NoSeat
	}
	return g.st.Turn
}

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.st.Over }

// Round is the current round, from 1.
func (g *Game) Round() int { return g.st.Round }

// Result is the outcome so far: the victory points of each side.
func (g *Game) Result() rules.Result {
	r := rules.Result{Over: g.st.Over, Winner: rules.NoSeat, Score: g.st.Score, Reason: g.st.Reason, ReasonMsg: reasonMsg(g.st.Reason)}
	if g.st.Over {
		r.Winner = g.st.Winner
	}
	return r
}

// SetDice replaces the dice source; nil restores the state's own
// generator. The substitute is neither saved nor cloned.
func (g *Game) SetDice(d rules.Dice) { g.dice = d }

// Dice is the source rolls come from now.
func (g *Game) Dice() rules.Dice {
	if g.dice != nil {
		return g.dice
	}
	return &g.st.RNG
}

// roll rolls one die of the given sides and counts it: a face to replay
// first (an action played again after a Command Re-roll offer), else a
// new one; every face is recorded while an offer may come. Once the
// action has halted for an offer it rolls nothing more (a 1).
func (g *Game) roll(sides int) int {
	if g.rec.halted {
		return 1
	}
	g.rolls++
	var f int
	if len(g.rec.replay) > 0 {
		f, g.rec.replay = g.rec.replay[0], g.rec.replay[1:]
		if f < 1 || f > sides {
			g.rec.bad, f = true, 1
		}
	} else {
		f = g.Dice().Roll(sides)
	}
	if g.rec.on {
		g.rec.faces = append(g.rec.faces, f)
	}
	return f
}

// Roll is rules.Dice on the game itself, so the package's pure functions
// roll the game's dice and the game counts them.
func (g *Game) Roll(sides int) int { return g.roll(sides) }

// Clone returns an independent deep copy; it rolls its own copy of the
// generator.
func (g *Game) Clone() rules.Game { return g.clone() }

// clone is Clone with the concrete type.
func (g *Game) clone() *Game {
	c := *g
	c.st = g.st.clone()
	c.dice = nil
	c.applied = false
	c.rec = rerollRecord{}
	c.listed = listed{}
	c.opening = append([]rules.Event(nil), g.opening...)
	return &c
}

// Reversible reports whether the last action may be taken back: it may
// when it rolled no die (a move, Ready, staying, holding fire, a pass
// that did not end the phase into dice).
func (g *Game) Reversible() (bool, string) {
	if !g.applied {
		return false, "nothing to take back"
	}
	if g.rolledLast {
		return false, "it rolled dice"
	}
	return true, ""
}

// unit returns a model's unit profile; every model's unit exists (New and
// Load check it).
func (g *Game) unit(m *model) *Unit {
	u, _ := g.data.Unit(m.Unit)
	return u
}

// modelIndex finds a model by ID; -1 if there is none.
func (g *Game) modelIndex(id string) int {
	for i := range g.st.Models {
		if g.st.Models[i].ID == id {
			return i
		}
	}
	return -1
}
