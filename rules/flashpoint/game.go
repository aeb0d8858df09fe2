package flashpoint

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Game is one Flashpoint game in progress. It implements rules.Game and
// rules.Forecaster. Only Apply changes it; Clone is a cheap deep copy that
// shares the arena and the data.
type Game struct {
	b *board // shared, immutable

	rng  rules.RNG  // the state's own dice generator
	dice rules.Dice // a substitute set by SetDice (tests); nil uses rng
	seed uint64     // the seed the game started from (for the record)

	round  int
	turn   rules.Seat // the seat whose turn it is to activate
	last   rules.Seat // the seat that took the last activation this round
	score  [2]int
	kills  [2]int // by seat, enemy models that died, where kills break ties (scenarioRule.KillsBreakTies)
	over   bool
	winner rules.Seat
	reason string
	// why is the reason as a message, with the kind of reason it is
	// (endReason); zero for a quiet game's or a loaded position's.
	why     rules.Msg
	whyKind string

	models []model
	act    activation
	tasks  []task        // pending steps of the action being resolved; top is last
	tokens []floorWeapon // weapons lying on the board
	it     itemState     // item tokens, the face-down stack, barriers, smoke
	objs   []objective   // flags and the ball (scenario_objects.go)
	owners []rules.Seat  // Total Control: who owns each zone (scenario_zones.go)
	supply []string      // power weapons in the supply, sorted
	// opener and openSeed, for a game made by NewGame, play its setup
	// again when Opening asks for its events (nil for a loaded game).
	opener   *Ruleset
	openSeed uint64
	cmd      cmdState // command dice and special orders (command_*.go)

	undo      undoNote // whether the last action may be taken back (undo.go)
	revealAll bool     // the view shows face-down items by name (RevealedView)
	quiet     bool     // events are built without their text (SetQuiet)
	silent    bool     // no events are built at all (SetSilent)

	legal   []rules.Action // cache of Legal for the current decision, after the routes
	legalOK bool
	routes  routeBlock     // the Moves and Sprints in front of legal, kept as numbers (lazy_paths.go)
	lent    []rules.Action // reused buffer of the whole list that Legal lends out
	lentOK  bool           // lent holds the current list
	scratch []rules.Action // reused backing array of the active model's actions
	evbuf   []rules.Event  // reused buffer Apply writes its events in (ownEvents copies them out)
	probe   []rules.Action // reused buffer of lists built only to see whether they are empty
	rs      *moveSearch    // the search behind the current list's moves (lazy_paths.go, reach_cache.go)
	shots   shotCount      // the Shoot actions of the list being built, for the free Shoot's check
}

// activation is the state of the model now activating.
type activation struct {
	Model     int       // index into models; -1 when no model is activating
	Used      actionSet // action types taken (HF-ACT-3)
	Spent     int       // action points spent: short 1, long 2 (HF-ACT-2)
	Respawned bool      // it respawned this activation: its first action is a Move
	NoMove    bool      // it fell one level: no more Move or Sprint (HF-FALL-4, A19)
	Pickup    bool      // it may pick up a weapon in its cube (after Move, Sprint, Crouch)
	Item      itemAct   // pickups along the last move, used items
}

// floorWeapon is a weapon lying on the board, on a drop spot or where it was
// dropped.
type floorWeapon struct {
	Weapon string
	Used   int // uses already spent (One-Use, Two-Uses)
	Pos    world.Pos
	Spot   string // drop-spot label when it lies on its spot; "" otherwise
}

// actionSet is a set of action types.
type actionSet uint8

// The action types limited to once per activation (HF-ACT-3).
const (
	actMove actionSet = 1 << iota
	actSprint
	actCrouch
	actStand
	actShoot
	actAssault
)

// has reports whether the set holds a.
func (s actionSet) has(a actionSet) bool { return s&a != 0 }

// actionTypeName is an action type as the position format writes it.
func actionTypeName(a actionSet) string {
	switch a {
	case actMove:
		return "move"
	case actSprint:
		return "sprint"
	case actCrouch:
		return "crouch"
	case actStand:
		return "stand"
	case actShoot:
		return "shoot"
	case actAssault:
		return "assault"
	}
	return ""
}

// allActionTypes lists the action types in order.
func allActionTypes() [6]actionSet {
	return [6]actionSet{actMove, actSprint, actCrouch, actStand, actShoot, actAssault}
}

// Ruleset is "flashpoint".
func (g *Game) Ruleset() string { return RulesetName }

// Arena is the board; it is shared and must not be changed.
func (g *Game) Arena() *world.Arena { return g.b.arena }

// Data is the unit and weapon data the game plays with; shared, read-only.
func (g *Game) Data() *Data { return g.b.data }

// Setup returns the setup the game was created from.
func (g *Game) Setup() rules.Setup {
	s := g.b.setup
	out := rules.Setup{Arena: s.Arena, ArenaText: s.ArenaText, Scenario: s.Scenario, Rosters: s.Rosters}
	out.RosterTexts = s.rosterTexts()
	if len(s.Options) > 0 {
		out.Options = make(map[string]string, len(s.Options))
		for k, v := range s.Options {
			out.Options[k] = v
		}
	}
	return out
}

// Seed is the seed the game was started with.
func (g *Game) Seed() uint64 { return g.seed }

// Opening returns the events of the setup: deployment, weapon drops and the
// round-1 roll-off. New cannot return events, and most games never ask for
// them, so NewGame keeps none: Opening plays the setup again from the same
// seed (none for a loaded game).
func (g *Game) Opening() []rules.Event {
	if g.opener == nil {
		return nil
	}
	return g.opener.opening(g.b.setup, g.openSeed)
}

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.over }

// Round is the current round, from 1.
func (g *Game) Round() int { return g.round }

// Result is the outcome so far.
func (g *Game) Result() rules.Result {
	r := rules.Result{Over: g.over, Winner: rules.NoSeat, Score: g.score, Reason: g.reason, ReasonMsg: g.why}
	if g.over {
		r.Winner = g.winner
	}
	return r
}

// SetDice replaces the dice source; nil restores the state's own generator.
// The substitute is not saved and not cloned: a clone rolls with its own
// copy of the generator.
func (g *Game) SetDice(d rules.Dice) { g.dice = d }

// Dice returns the dice now in use: the substitute given to SetDice, or the
// state's own generator.
func (g *Game) Dice() rules.Dice { return g.roller() }

// Reseed replaces the state of the game's own dice generator (it changes
// Hash). Computer players reseed their copies so that a search cannot read
// the real game's future dice; clones of a reseeded game keep the new seed.
func (g *Game) Reseed(seed uint64) {
	g.rng.State = seed
	g.invalidate()
}

// Clone returns an independent deep copy sharing the immutable arena and
// data.
func (g *Game) Clone() rules.Game { return g.clone() }

// clone is Clone with the concrete type.
func (g *Game) clone() *Game {
	c := *g
	c.dice = nil
	c.models = append([]model(nil), g.models...)
	c.tasks = append([]task(nil), g.tasks...)
	c.tokens = append([]floorWeapon(nil), g.tokens...)
	c.it = g.it.clone()
	c.objs = append([]objective(nil), g.objs...)
	c.owners = append([]rules.Seat(nil), g.owners...)
	c.supply = append([]string(nil), g.supply...)
	c.cmd = g.cmd.clone()
	c.legal, c.legalOK, c.scratch, c.evbuf, c.probe, c.rs = nil, false, nil, nil, nil, nil
	c.routes, c.lent, c.lentOK = routeBlock{}, nil, false
	return &c
}

// roller returns the dice to roll with.
func (g *Game) roller() rules.Dice {
	if g.dice != nil {
		return g.dice
	}
	return &g.rng
}

// roll rolls one die.
func (g *Game) roll(sides int) int { return g.roller().Roll(sides) }

// modelIndex finds a model by ID; -1 if there is none.
func (g *Game) modelIndex(id string) int {
	for i := range g.models {
		if g.models[i].ID == id {
			return i
		}
	}
	return -1
}

// active returns the activating model, or nil.
func (g *Game) active() *model {
	if g.act.Model < 0 {
		return nil
	}
	return &g.models[g.act.Model]
}

// invalidate drops the cached legal actions after a change.
func (g *Game) invalidate() {
	g.legal, g.legalOK, g.shots = nil, false, shotCount{}
	g.routes, g.lentOK = routeBlock{}, false
}
