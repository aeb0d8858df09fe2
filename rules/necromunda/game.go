package necromunda

import (
	"fmt"
	"slices"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// RulesetName is the name the ruleset is registered under.
const RulesetName = "necromunda"

// Game is one Necromunda game in progress. It implements rules.Game. Only
// Apply changes it; Clone is a deep copy sharing the immutable arena and
// data.
type Game struct {
	setup    rules.Setup
	seed     uint64
	arena    *world.Arena // shared, immutable
	data     *Data        // shared, read-only
	features Features     // the arena's ladders and vents
	rounds   int          // the round limit
	st       state

	dice       rules.Dice // a substitute set by SetDice; nil rolls st.RNG
	rolledLast bool       // the last Apply rolled dice (Reversible)
	applied    bool       // an action was applied since the game was made, cloned or loaded
	quiet      bool       // events without words (rules.Quieter)
	silent     bool       // no events (rules.Silencer)
	events     []rules.Event
	legal      []rules.Action // the cached Legal list, nil when stale
	posHash    uint64         // the cached PositionHash, 0 when stale
	// bottlesRolled and bottledOut say that the last Apply closed a round
	// and took its bottle tests, and that one of them ended the game: the
	// evaluation values those tests at their odds (bottleOdds).
	bottlesRolled, bottledOut bool
}

// Ruleset is "necromunda".
func (g *Game) Ruleset() string { return RulesetName }

// Arena is the board; it is shared and must not be changed.
func (g *Game) Arena() *world.Arena { return g.arena }

// Setup is the setup the game was made from.
func (g *Game) Setup() rules.Setup { return g.setup }

// ToMove is the seat that decides now, NoSeat once the game is over.
func (g *Game) ToMove() rules.Seat {
	if g.st.Over {
		return rules.NoSeat
	}
	return g.st.Turn
}

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.st.Over }

// Round is the current round, from 1 (0 while caskets are placed).
func (g *Game) Round() int { return max(g.st.Round, 1) }

// Result is the outcome so far: each side's score is the enemy fighters
// it took out of action (Skirmish) or the caskets it opened (Scavenge).
func (g *Game) Result() rules.Result {
	r := rules.Result{Over: g.st.Over, Winner: rules.NoSeat, Score: g.score(), Reason: g.st.Reason, ReasonMsg: reasonMsg(g.st.Reason)}
	if g.st.Over {
		r.Winner = g.st.Winner
	}
	return r
}

// score is each side's score in the scenario.
func (g *Game) score() [2]int {
	if g.setup.Scenario == ScenarioScavenge {
		return [2]int{g.st.Credits[0] / 10, g.st.Credits[1] / 10}
	}
	return g.takenOut()
}

// takenOut counts the enemy fighters each side took out of action.
func (g *Game) takenOut() [2]int {
	var s [2]int
	for _, f := range g.st.Fighters {
		if f.Status == OutOfAction {
			s[f.Seat.Other()]++
		}
	}
	return s
}

// SetDice replaces the dice source; nil restores the state's own
// generator. The substitute is neither saved nor cloned.
func (g *Game) SetDice(d rules.Dice) { g.dice = d; g.legal = nil }

// Dice is the source rolls come from now.
func (g *Game) Dice() rules.Dice {
	if g.dice != nil {
		return g.dice
	}
	return &g.st.RNG
}

// roll rolls one die and notes that the action rolled.
func (g *Game) roll(sides int) int {
	g.rolledLast = true
	return g.Dice().Roll(sides)
}

// Clone returns an independent deep copy with its own copy of the
// generator.
func (g *Game) Clone() rules.Game { return g.clone() }

// clone is Clone with the concrete type.
func (g *Game) clone() *Game {
	c := *g
	c.st = g.st.clone()
	c.dice = nil
	c.applied = false
	c.events = nil
	c.bottlesRolled, c.bottledOut = false, false
	// The legal list is a function of the state alone, which the copy
	// shares: a search that tries many actions (and samples each many
	// times) on copies of one position lists its actions once. The copy
	// may not append into the list.
	c.legal = slices.Clip(g.legal)
	return &c
}

// Reversible reports whether the last action may be taken back: it may
// when it rolled no die.
func (g *Game) Reversible() (bool, string) {
	if !g.applied {
		return false, "nothing to take back"
	}
	if g.rolledLast {
		return false, "it rolled dice"
	}
	return true, ""
}

// SetQuiet leaves out the words of events (rules.Quieter).
func (g *Game) SetQuiet(q bool) { g.quiet = q }

// SetSilent leaves out events altogether (rules.Silencer).
func (g *Game) SetSilent(s bool) { g.silent = s }

// emit records an event, its text written from format and its message
// from msg unless the game is quiet; a silent game records nothing. msg
// is called only for a loud game, so a quiet one builds no message.
func (g *Game) emit(e rules.Event, msg func() rules.Msg, format string, args ...any) {
	if g.silent {
		return
	}
	if !g.quiet {
		e.Text = fmt.Sprintf(format, args...)
		e.Msg = msg()
	} else {
		e.Mods = nil
	}
	g.events = append(g.events, e)
}

// rollEvent records a roll, its words as emit writes them.
func (g *Game) rollEvent(i int, test string, faces []int, need, hits int, msg func() rules.Msg, format string, args ...any) {
	if g.silent {
		return
	}
	f := &g.st.Fighters[i]
	g.emit(rules.Event{Kind: "roll", Seat: f.Seat, Actor: f.ID, Test: test, Dice: append([]int(nil), faces...), Need: need, Hits: hits}, msg, format, args...)
}

// ftype is a fighter's type; every fighter's type exists (New and Load
// check it).
func (g *Game) ftype(i int) *Fighter {
	t, _ := g.data.Fighter(g.st.Fighters[i].Type)
	return t
}

// weapon is a weapon by ID; every carried weapon exists.
func (g *Game) weapon(id string) *Weapon {
	w, _ := g.data.Weapon(id)
	return w
}

// index finds a fighter by ID; -1 if none.
func (g *Game) index(id string) int {
	for i := range g.st.Fighters {
		if g.st.Fighters[i].ID == id {
			return i
		}
	}
	return -1
}
