package rules

import "github.com/flashpoint-arena/flashpoint/world"

// Event is one thing that happened while an action was applied, in order:
// a die roll, a hit, a wound, a fall, a kill, a round boundary... The scene
// animates events and the combat log prints their Text; nothing else tells
// the outside world what happened.
type Event struct {
	Kind   string      `json:"kind"`             // "roll", "hit", "shield", "wound", "kill", "move", "fall", "round", ...
	Seat   Seat        `json:"seat"`             // the side the event belongs to (the roller, the mover)
	Actor  string      `json:"actor,omitempty"`  // model that acts or rolls
	Target string      `json:"target,omitempty"` // model affected
	From   *world.Pos  `json:"from,omitempty"`
	To     *world.Pos  `json:"to,omitempty"`
	Path   []world.Pos `json:"path,omitempty"`
	Test   string      `json:"test,omitempty"`   // for rolls: "RA", "FI", "SV", "gravity", "wall", "girder", "scatter", "roll-off"
	Dice   []int       `json:"dice,omitempty"`   // faces rolled, in order
	Need   int         `json:"need,omitempty"`   // target number (a die >= Need succeeds; with Under, a die <= Need)
	Under  bool        `json:"under,omitempty"`  // a roll-under test: a die, its modifiers added, at or under Need succeeds
	Hits   int         `json:"hits,omitempty"`   // successes (for a roll) or amount (hits, wounds, shields)
	Mods   []string    `json:"mods,omitempty"`   // named modifiers that built a dice pool, e.g. "clear shot +2"
	Rolled []Die       `json:"rolled,omitempty"` // for rolls: each die of Dice as the ruleset counted it
	// Total is, for a roll whose dice are added up and compared with Need
	// as one number (the urban game's 2d6 tests), the dice and modifiers
	// summed; a screen shows it against Need instead of counting dice. 0
	// for a roll of dice counted one by one.
	Total int    `json:"total,omitempty"`
	Text  string `json:"text"` // one readable sentence for the combat log
	// Msg is Text as a message of the translation files, for a screen
	// in another language; zero where the ruleset gives none (the screen
	// shows Text). A quiet game leaves it out with Text.
	Msg Msg `json:"msg,omitzero"`
}

// Die is one die of a roll as the ruleset counted it, so a screen can show
// rerolls, special successes and special dice without knowing the
// ruleset's dice rules.
type Die struct {
	Face     int  `json:"face"`
	Success  bool `json:"success,omitempty"`
	Critical bool `json:"critical,omitempty"` // a special success, e.g. a headshot that rolled one more die
	Replaced bool `json:"replaced,omitempty"` // rolled again (a reroll): it counts for nothing
	Bonus    bool `json:"bonus,omitempty"`    // rolled after the pool: a reroll or an extra die

	// A special die, one whose faces are not its numbers (Necromunda's
	// Firepower and injury dice), says what it is and what its face
	// shows, so a screen draws it as it is.
	Kind   string `json:"kind,omitempty"`   // the die's name, e.g. "Firepower", "Injury"; "" for a plain numbered die
	Mark   string `json:"mark,omitempty"`   // what the face shows in place of its number, short: "2", "FW"
	Symbol string `json:"symbol,omitempty"` // a picture for the face (one of the DieSymbol names); "" draws Mark
	Label  string `json:"label,omitempty"`  // the face in words, e.g. "2 hits", "Flesh Wound"
	// Colour is the die's body where a ruleset's dice differ by colour
	// (the urban game's white, blue and red dice): one of the DieColour
	// names, so a screen draws the die as it is; "" for the screen's own.
	Colour string `json:"colour,omitempty"`
}

// The colours a die's body may have (Die.Colour).
const (
	DieColourWhite = "white"
	DieColourBlue  = "blue"
	DieColourRed   = "red"
)

// Pictures a special die's face may show (Die.Symbol). A screen that
// cannot draw one shows the die's Mark.
const (
	DieSymbolAmmo    = "ammo"    // a cartridge: the weapon may run out of ammunition
	DieSymbolWound   = "wound"   // a drop of blood: a light wound the model fights on with
	DieSymbolInjured = "injured" // a model lying down: seriously injured
	DieSymbolOut     = "out"     // a skull: out of action
)

// Special reports whether the die is a special die (Kind is set).
func (d Die) Special() bool { return d.Kind != "" }
