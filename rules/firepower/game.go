package firepower

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// RulesetName is the name the ruleset is registered under.
const RulesetName = "firepower"

// Game is one Firepower game in progress. It implements rules.Game. Only
// Apply changes it; Clone is a deep copy sharing the immutable arena and
// data.
type Game struct {
	setup   rules.Setup
	seed    uint64
	arena   *world.Arena // shared, immutable
	data    *Data        // shared, read-only
	terrain ArenaTerrain // the arena's trees, rough, scrub and hedges; shared, read-only
	turns   int          // the turn limit
	st      state

	dice       rules.Dice // a substitute set by SetDice; nil rolls st.RNG
	rolledLast bool       // the last Apply rolled dice (Reversible)
	applied    bool       // an action was applied since the game was made, cloned or loaded
	quiet      bool       // events without words (rules.Quieter)
	silent     bool       // no events (rules.Silencer)
	events     []rules.Event
	legal      []rules.Action // the cached Legal list, nil when stale
}

// Ruleset is "firepower".
func (g *Game) Ruleset() string { return RulesetName }

// Arena is the board; it is shared and must not be changed.
func (g *Game) Arena() *world.Arena { return g.arena }

// Setup is the setup the game was made from.
func (g *Game) Setup() rules.Setup { return g.setup }

// Data is the ruleset data the game plays with (read-only).
func (g *Game) Data() *Data { return g.data }

// chart is the Basic Game card.
func (g *Game) chart() *Chart { return &g.data.Chart }

// ToMove is the seat that decides now: the side whose Impulse Phase is
// under way; NoSeat once the game is over.
func (g *Game) ToMove() rules.Seat {
	if g.st.Over {
		return rules.NoSeat
	}
	return g.st.Side
}

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.st.Over }

// Round is the current turn, from 1.
func (g *Game) Round() int { return max(g.st.Turn, 1) }

// Result is the outcome so far: each side's score is the enemy soldiers
// it has killed.
func (g *Game) Result() rules.Result {
	r := rules.Result{Over: g.st.Over, Winner: rules.NoSeat, Score: g.kills(), Reason: g.st.Reason, ReasonMsg: reasonMsg(g.st.Reason)}
	if g.st.Over {
		r.Winner = g.st.Winner
	}
	return r
}

// kills counts the enemy soldiers each side has killed.
func (g *Game) kills() [2]int {
	var k [2]int
	for i := range g.st.Soldiers {
		if s := &g.st.Soldiers[i]; s.Dead {
			k[s.Seat.Other()]++
		}
	}
	return k
}

// alive counts a side's soldiers in play.
func (g *Game) alive(seat rules.Seat) int {
	n := 0
	for i := range g.st.Soldiers {
		if s := &g.st.Soldiers[i]; s.Seat == seat && s.alive() {
			n++
		}
	}
	return n
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

// d10 rolls a D10, 0 read as 10 (FP-RES-1, A2).
func (g *Game) d10() int { return g.roll(10) }

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
	c.legal = nil
	return &c
}

// Reversible reports whether the last action may be taken back: it may
// when it rolled no die and drew no chip.
func (g *Game) Reversible() (bool, string) {
	if !g.applied {
		return false, "nothing to take back"
	}
	if g.rolledLast {
		return false, "it rolled dice or drew a chip"
	}
	return true, ""
}

// SetQuiet leaves out the words of events (rules.Quieter).
func (g *Game) SetQuiet(q bool) { g.quiet = q }

// SetSilent leaves out events altogether (rules.Silencer).
func (g *Game) SetSilent(s bool) { g.silent = s }

// DieFaces is 10: every roll of the game is a D10 (rules.DiceDescriber, A2).
func (g *Game) DieFaces() int { return 10 }

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

// soldierType is a soldier's type; every soldier's type exists (New and
// Load check it).
func (g *Game) soldierType(i int) *Soldier {
	t, _ := g.data.Soldier(g.st.Soldiers[i].Type)
	return t
}

// weapon is a weapon by ID; every carried weapon exists.
func (g *Game) weapon(id string) *Weapon {
	w, _ := g.data.Weapon(id)
	return w
}

// index finds a soldier by ID; -1 if none.
func (g *Game) index(id string) int {
	for i := range g.st.Soldiers {
		if g.st.Soldiers[i].ID == id {
			return i
		}
	}
	return -1
}

// terrainAt is the terrain of a cube.
func (g *Game) terrainAt(p world.Pos) Terrain { return g.terrain.Cubes[p] }

// plural picks the word for n.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
