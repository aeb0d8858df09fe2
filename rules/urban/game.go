package urban

import (
	"encoding/json"
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// RulesetName is the name the ruleset will be registered under.
const RulesetName = "urban"

// saveVersion is the version of the saved state's format.
const saveVersion = 1

// Game is one game in progress. It implements rules.Game. Only Apply
// changes it; Clone is a deep copy sharing the immutable arena and data.
type Game struct {
	setup  rules.Setup
	seed   uint64
	base   *world.Arena // the setup's arena; shared, immutable
	arena  *world.Arena // the arena as it stands, destroyed walls and floors open (terrain.go); shared, immutable
	data   *Data        // shared, read-only
	rounds int          // the round limit (G8)
	furn   furniture    // masts and difficult pieces; shared, read-only
	st     state

	dice       rules.Dice // a substitute set by SetDice; nil rolls st.RNG
	rolledLast bool       // the last Apply rolled dice or drew cards (Reversible)
	applied    bool       // an action was applied since the game was made, cloned or loaded
	quiet      bool       // events without words (rules.Quieter)
	silent     bool       // no events (rules.Silencer)
	events     []rules.Event
	opening    []rules.Event  // what happened before the first action (NewGame)
	legal      []rules.Action // the cached Legal list, nil when stale
}

// Opening is what happened before the first action: the first player
// drawn, the first Event revealed, the first cards drawn.
func (g *Game) Opening() []rules.Event { return g.opening }

// Ruleset is "urban".
func (g *Game) Ruleset() string { return RulesetName }

// Arena is the board as it stands, destroyed walls and floors open; it is
// shared and must not be changed. It is a new arena after each wall or
// floor destroyed.
func (g *Game) Arena() *world.Arena { return g.arena }

// Data is the ruleset data the game plays with (read-only).
func (g *Game) Data() *Data { return g.data }

// ToMove is the seat that decides now; NoSeat once the game is over.
func (g *Game) ToMove() rules.Seat {
	switch {
	case g.st.Over:
		return rules.NoSeat
	case g.st.Pending != nil:
		return g.st.Pending.Decider
	case g.st.Phase == PhaseEvent:
		return g.st.First.Other()
	}
	return g.st.Turn
}

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.st.Over }

// Round is the current round, from 1.
func (g *Game) Round() int { return max(g.st.Round, 1) }

// Result is the outcome so far: the score is victory points (G8).
func (g *Game) Result() rules.Result {
	r := rules.Result{Over: g.st.Over, Winner: rules.NoSeat, Score: g.st.VP, Reason: g.st.Reason, ReasonMsg: reasonMsg(g.st.Reason)}
	if g.st.Over {
		r.Winner = g.st.Winner
	}
	return r
}

// SetDice replaces the dice source; nil restores the state's generator.
func (g *Game) SetDice(d rules.Dice) {
	g.dice = d
	g.legal = nil
}

// Dice is the source rolls come from now.
func (g *Game) Dice() rules.Dice {
	if g.dice != nil {
		return g.dice
	}
	return &g.st.RNG
}

// Clone returns an independent deep copy with its own generator.
func (g *Game) Clone() rules.Game { return g.clone() }

// clone is Clone with the concrete type.
func (g *Game) clone() *Game {
	c := *g
	c.st = g.st.clone()
	c.dice = nil
	c.applied = false
	c.events = nil
	c.opening = nil
	// c.legal stays g's list: the same state lists the same actions, and
	// neither game changes a list it made (Apply makes a new one), so a
	// search does not list a position again for each copy of it.
	return &c
}

// Reversible reports whether the last action may be taken back: it may
// when it rolled no die and drew or showed no card.
func (g *Game) Reversible() (bool, string) {
	if !g.applied {
		return false, "nothing to take back"
	}
	if g.rolledLast {
		return false, "it rolled dice or showed cards"
	}
	return true, ""
}

// SetQuiet leaves out the words of events (rules.Quieter).
func (g *Game) SetQuiet(q bool) { g.quiet = q }

// SetSilent leaves out events altogether (rules.Silencer).
func (g *Game) SetSilent(s bool) { g.silent = s }

// Hash digests the whole state, dice generator included.
func (g *Game) Hash() uint64 { return g.digest(g.st) }

// digest is a digest of the setup, the round limit and a state.
func (g *Game) digest(st state) uint64 {
	b, err := json.Marshal(st)
	if err != nil {
		panic(fmt.Sprintf("urban: state does not marshal: %v", err)) // every field is plain data
	}
	h := rules.NewHasher()
	h.Setup(g.setup)
	h.Int(g.rounds)
	h.Uint(rules.HashBytes(b))
	return h.Sum()
}

// Save writes the whole state as JSON.
func (g *Game) Save() ([]byte, error) {
	return rules.MarshalSaved(RulesetName, saveVersion, g.setup, g.seed, g.st)
}

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

// rollIndex rolls one six-sided die and notes that the action rolled.
func (g *Game) rollIndex() int {
	g.rolledLast = true
	return g.Dice().Roll(6)
}

// index finds a model by ID; -1 if none.
func (g *Game) index(id string) int {
	for i := range g.st.Models {
		if g.st.Models[i].ID == id {
			return i
		}
	}
	return -1
}

// model is the model with the ID; nil if none.
func (g *Game) model(id string) *model {
	if i := g.index(id); i >= 0 {
		return &g.st.Models[i]
	}
	return nil
}

// profile is a model's profile in use; every model's profile exists (New
// and Load check it).
func (g *Game) profile(m *model) *Profile {
	p, _ := g.data.Profile(m.Profile)
	return p
}

// hp is a model's health pool.
func (g *Game) hp(m *model) int { return g.profile(m).HP }

// weapons lists the weapons a model may fight with now: in beast form
// only its natural weapons; otherwise its gear, and its fists when it
// carries no melee weapon (UF-MEL-1).
func (g *Game) weapons(m *model) []*Weapon {
	p := g.profile(m)
	var out []*Weapon
	if len(p.Natural) > 0 {
		for _, id := range p.Natural {
			w, _ := g.data.Weapon(id)
			out = append(out, w)
		}
		return out
	}
	melee := false
	for _, id := range m.Gear {
		w, _ := g.data.Weapon(id)
		out = append(out, w)
		melee = melee || !w.Ranged()
	}
	if !melee {
		w, _ := g.data.Weapon(Fist)
		out = append(out, w)
	}
	return out
}

// bestMelee is the melee weapon a model counter-attacks with: the one
// with the most POW, the longest reach on a tie.
func (g *Game) bestMelee(m *model) *Weapon {
	var best *Weapon
	for _, w := range g.weapons(m) {
		if w.Ranged() {
			continue
		}
		if best == nil || w.POW > best.POW || w.POW == best.POW && w.RNG > best.RNG {
			best = w
		}
	}
	return best
}
