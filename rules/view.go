package rules

import (
	"encoding/json"

	"github.com/flashpoint-arena/flashpoint/world"
)

// View is a ruleset-neutral, read-only picture of a game for the scene and
// the tools: where every piece stands and what a player at the table can see.
// Hidden information (face-down tokens) is shown as hidden.
type View struct {
	Ruleset string `json:"ruleset"`
	Round   int    `json:"round"`
	ToMove  Seat   `json:"to_move"`
	Prompt  string `json:"prompt"`
	// PromptMsg is Prompt as a message of the translation files (see
	// Msg); zero where the ruleset gives none.
	PromptMsg Msg      `json:"prompt_msg,omitzero"`
	Score     [2]int   `json:"score"`
	Pieces    []Piece  `json:"pieces"`
	Tokens    []Token  `json:"tokens,omitempty"`
	Notes     []string `json:"notes,omitempty"` // scenario lines: "Slayer: first to 8 kills, round 3 of 10"
	// Phase is the part of the round the game is in, as the ruleset names
	// it ("Shooting phase: Ready, Fire!"); a screen announces each change.
	// "" for a ruleset whose rounds have no phases.
	Phase    string `json:"phase,omitempty"`
	PhaseMsg Msg    `json:"phase_msg,omitzero"` // Phase as a message (see Msg)
	// NoteMsgs are Notes as messages, index for index (see Msg); nil, or
	// a zero Msg, where the ruleset gives none.
	NoteMsgs []Msg `json:"note_msgs,omitempty"`
	// Sides is what each seat holds apart from its models, by seat: command
	// dice, cards in hand, points in reserve. Hidden entries are shown as
	// hidden to whoever must not see them.
	Sides [2]SideView `json:"sides"`
	// Panels are blocks of the ruleset's own words a screen shows beside
	// the board for as long as they hold: the round's Event with its lucky
	// numbers, table conditions and symbol combinations. Nil for a
	// ruleset with nothing of the kind.
	Panels []Panel `json:"panels,omitempty"`
}

// Panel is a block of text beside the board: a title and its lines, each
// with a tone.
type Panel struct {
	Title    string     `json:"title"`
	TitleMsg Msg        `json:"title_msg,omitzero"` // Title as a message (see Msg)
	Lines    []CardLine `json:"lines"`
}

// Revealer is implemented by games with hidden information that can show
// all of it: a finished game's replay may show what neither player saw
// while it was played (face-down tokens, for one). RevealedView is View
// with nothing hidden.
type Revealer interface {
	RevealedView() View
}

// SeatViewer is implemented by games in which each seat holds what the
// other must not see (a hand of cards). ViewFor is the View as seat sees
// it: its own hidden things face up, the other seat's face down;
// ViewFor(NoSeat) is an onlooker's, who sees neither. A screen shows a
// player only ViewFor their own seat, and a hot-seat screen hides the
// board whenever the deciding seat changes, even in the middle of a
// turn.
type SeatViewer interface {
	ViewFor(seat Seat) View
}

// SideView is what one seat holds apart from its models.
type SideView struct {
	Title    string   `json:"title,omitempty"`    // what the chips are, e.g. "Command dice"
	TitleMsg Msg      `json:"title_msg,omitzero"` // Title as a message (see Msg)
	Lines    []string `json:"lines,omitempty"`    // short status lines for the HUD, e.g. "Special order: Snap Shot"
	Chips    []Chip   `json:"chips,omitempty"`    // dice, cards or tokens the seat may spend
	// LineMsgs are Lines as messages, index for index (see Msg); nil, or
	// a zero Msg, where the ruleset gives none.
	LineMsgs []Msg `json:"line_msgs,omitempty"`
}

// Chip is one thing a seat holds and may spend: a command die, a card.
type Chip struct {
	Label string `json:"label"` // what it is ("Extra d8"); "?" while hidden
	// ID names the chip as the actions that spend it name it (a card's
	// ID, in the Target of the actions that play it), so a screen can tie
	// the chip to those actions; "" while hidden or for a chip no action
	// names.
	ID     string `json:"id,omitempty"`
	Help   string `json:"help,omitempty"`   // what spending it does
	Spent  bool   `json:"spent,omitempty"`  // used up this round, shown dimmed
	Hidden bool   `json:"hidden,omitempty"` // face down to the viewer
	// LabelMsg and HelpMsg are Label and Help as messages (see Msg); zero
	// where the ruleset gives none.
	LabelMsg Msg `json:"label_msg,omitzero"`
	HelpMsg  Msg `json:"help_msg,omitzero"`
}

// Piece is one model as a player sees it.
type Piece struct {
	ID        string    `json:"id"` // stable ID, e.g. "blue.2"
	Seat      Seat      `json:"seat"`
	Name      string    `json:"name"` // display name, e.g. "Marksman"
	Role      string    `json:"role"` // short role tag for the figure, e.g. "MK"
	Pos       world.Pos `json:"pos"`
	OnBoard   bool      `json:"on_board"`            // false while off the board: dead and awaiting respawn, out of action, or waiting to deploy
	Active    bool      `json:"active,omitempty"`    // the model now activating
	Activated bool      `json:"activated,omitempty"` // already activated this round
	Crouched  bool      `json:"crouched,omitempty"`
	Pinned    bool      `json:"pinned,omitempty"`
	// PostureMarked says the Marks name the model's posture and condition
	// (PRONE, PINNED, STUNNED) in the ruleset's words: Crouched and Pinned
	// then only shape its figure, and the screen adds no words of its own
	// for them.
	PostureMarked bool       `json:"posture_marked,omitempty"`
	Wounds        int        `json:"wounds"`
	HP            int        `json:"hp"`
	Shields       int        `json:"shields"`
	MaxShields    int        `json:"max_shields"`
	Card          []CardLine `json:"card,omitempty"`  // profile, weapons, items, status as lines
	Items         []string   `json:"items,omitempty"` // what it carries beyond its weapons, as a player sees it ("?" while hidden)
	// Marks are short status badges ("ON FIRE", "VIP"), most urgent first,
	// that the screen shows in the card's status line; the first in
	// ToneDanger is also the model's word in the fireteam list, and an
	// Icon is drawn by the model on the board. The ruleset words them; the
	// screen reads only their Tone and Icon.
	Marks []Mark `json:"marks,omitempty"`
	// Status is the ruleset's word for where the model stands in the
	// turn ("to act", "acted"), shown instead of a screen's own words for
	// Active and Activated ("ready", "activated"), which may mean other
	// things in its rules; for a model off the board, why it waits there
	// ("to deploy") instead of the screen's "respawn"; "" for the
	// screen's words.
	Status string `json:"status,omitempty"`
	// StatusMsg is Status as a message (see Msg); zero where the ruleset
	// gives none.
	StatusMsg Msg `json:"status_msg,omitzero"`
}

// CardLine is one line of a model's card: the ruleset's text and a tone
// the screen colours it by, so the screen never reads the words to learn
// that a weapon is spent or a model burns.
type CardLine struct {
	Text string `json:"text"`
	Tone Tone   `json:"tone,omitempty"`
	Msg  Msg    `json:"msg,omitzero"` // Text as a message (see Msg)
}

// Mark is a short status badge of a model: its words and tone, and
// optionally a picture the board draws beside the model.
type Mark struct {
	Text string `json:"text"`           // the badge as shown, e.g. "ON FIRE"
	Tone Tone   `json:"tone,omitempty"` // how urgent it is
	Icon Icon   `json:"icon,omitempty"` // a picture the board draws by the model, "" for none
	Msg  Msg    `json:"msg,omitzero"`   // Text as a message (see Msg)
}

// Tone is how a screen colours a card line or a mark, named for what it
// means rather than for a colour.
type Tone string

// The tones. ToneNormal ("") is plain text.
const (
	ToneNormal Tone = ""
	ToneMuted  Tone = "muted"  // unusable for now: a spent weapon, drawn dimmed
	ToneDanger Tone = "danger" // harm under way: a Fire token, drawn in the fire colour
)

// Icon is a picture a board draws beside a model for one of its marks.
type Icon string

// The icons a board knows. IconNone ("") draws nothing.
const (
	IconNone  Icon = ""
	IconFlame Icon = "flame" // the model burns (a Fire token)
)

// Lines makes plain card lines of texts, one each, in ToneNormal.
func Lines(texts ...string) []CardLine {
	out := make([]CardLine, len(texts))
	for i, t := range texts {
		out[i] = CardLine{Text: t}
	}
	return out
}

// Token is something on the board: a weapon, an item, an objective, a
// scenario zone's cube. What the screen must know of it to draw it comes
// in fields, never in the words of its Label, which is only shown.
type Token struct {
	Kind   string    `json:"kind"`  // "weapon", "item", "flag", "ball", "zone", "area" (a side's area: its floor is tinted), ...
	Label  string    `json:"label"` // what it is, as shown ("Red flag", "Zone 1"; "?" while face down)
	Pos    world.Pos `json:"pos"`
	Hidden bool      `json:"hidden,omitempty"`
	// Seat is the side the token belongs to (a side's flag) or that holds
	// or owns it (a zone); NoSeat for nobody's. The zero value of Seat is
	// Blue, so a ruleset sets NoSeat on every token of nobody's, and the
	// field is always written to JSON (omitted it would read as blue).
	Seat Seat `json:"seat"`
	// Carrier is the ID of the model carrying the token (a flag, the
	// ball), "" while it lies on the board. Pos is then the carrier's cube.
	Carrier string `json:"carrier,omitempty"`
	// State is a zone's standing: ZoneHeld, ZoneOwned, ZoneContested, or
	// "" (nobody's, or a token that is no zone).
	State string `json:"state,omitempty"`
	// Help says what the token is for, in a sentence or two of the
	// ruleset's own words (the board's tooltip): "A model passing this
	// cube may pick it up." "" when the label says enough.
	Help string `json:"help,omitempty"`
	// LabelMsg and HelpMsg are Label and Help as messages (see Msg); zero
	// where the ruleset gives none.
	LabelMsg Msg `json:"label_msg,omitzero"`
	HelpMsg  Msg `json:"help_msg,omitzero"`
}

// The kinds of token of terrain pieces a ruleset lays on a cube
// (Token.Kind): the screen draws each as what it is, and shows the Label
// and Help the ruleset words.
const (
	TokenMast    = "mast"    // a lamp post, a sign pole: a thin pole
	TokenTree    = "tree"    // a tree: a trunk and a crown
	TokenVehicle = "vehicle" // a parked car
	TokenRubble  = "rubble"  // what is left of a destroyed piece
	TokenHole    = "hole"    // a destroyed floor: its broken rim
	TokenFire    = "fire"    // a piece on fire
)

// The states of a scenario zone token (Token.State).
const (
	ZoneHeld      = "held"      // Seat has more models in it now
	ZoneOwned     = "owned"     // nobody holds it now; Seat took it earlier and keeps it
	ZoneContested = "contested" // nobody's, and both sides have as many models in it
)

// UnmarshalJSON reads a token; a token without "seat" is nobody's
// (NoSeat), not blue.
func (t *Token) UnmarshalJSON(b []byte) error {
	type plain Token
	p := plain{Seat: NoSeat}
	if err := json.Unmarshal(b, &p); err != nil {
		return err
	}
	*t = Token(p)
	return nil
}

// Forecast explains an attack before it is made: the dice each side will
// roll with every modifier named, and the exact chance of each outcome.
// An attack on a whole cube (a grenade) names the cube and forecasts every
// model in it in Targets; Defence and Outcomes then describe the first.
type Forecast struct {
	Sight string `json:"sight"` // "none", "visible", "clear shot"; "" where sight plays no part (close combat)
	// SightMsg is Sight as a message (see Msg); zero where the ruleset
	// gives none. A screen shows it but still reads Sight to colour it.
	SightMsg Msg              `json:"sight_msg,omitzero"`
	Attack   PoolInfo         `json:"attack"`
	Defence  PoolInfo         `json:"defence"`
	Outcomes []Outcome        `json:"outcomes"`
	Cube     *world.Pos       `json:"cube,omitempty"`    // the cube a cube attack lands in
	Targets  []TargetForecast `json:"targets,omitempty"` // every model a cube attack affects
	Notes    []string         `json:"notes,omitempty"`   // what else happens ("a miss scatters one cube")
	// NoteMsgs are Notes as messages, index for index (see Msg); nil, or
	// a zero Msg, where the ruleset gives none.
	NoteMsgs []Msg `json:"note_msgs,omitempty"`
}

// TargetForecast is one model's share of a cube attack.
type TargetForecast struct {
	Target   string    `json:"target"` // model ID
	Defence  PoolInfo  `json:"defence"`
	Outcomes []Outcome `json:"outcomes"`
}

// PoolInfo describes one side's dice pool.
type PoolInfo struct {
	Test string `json:"test"` // "RA", "FI", "SV"
	Dice int    `json:"dice"` // how many dice
	Need int    `json:"need"` // success on Need or more (with Under, on Need or less)
	// Under marks a roll-under test: a die, its modifiers added, at or
	// under Need succeeds.
	Under bool     `json:"under,omitempty"`
	Mods  []string `json:"mods"` // e.g. "base 3", "clear shot +2"
	// ModMsgs are Mods as messages, index for index (see Msg); nil, or a
	// zero Msg, where the ruleset gives none.
	ModMsgs []Msg `json:"mod_msgs,omitempty"`
}

// Outcome is one result of an attack with its probability.
type Outcome struct {
	Label string  `json:"label"` // "no damage", "shields only", "wound", "kill", "pinned"
	P     float64 `json:"p"`
	// LabelMsg is Label as a message (see Msg); zero where the ruleset
	// gives none. A screen shows it but still reads Label to colour it.
	LabelMsg Msg `json:"label_msg,omitzero"`
}

// Forecaster is implemented by games that can explain an attack action
// before it is made. ok is false for actions that are not attacks.
type Forecaster interface {
	Forecast(a Action) (f Forecast, ok bool)
}

// ActionHelp is how a screen names and explains an action.
type ActionHelp struct {
	Title string `json:"title"` // short button text, e.g. "Throw grenade"
	Help  string `json:"help"`  // one or two sentences: what it does, what it costs
	// TitleMsg and HelpMsg are Title and Help as messages (see Msg); zero
	// where the ruleset gives none.
	TitleMsg Msg `json:"title_msg,omitzero"`
	HelpMsg  Msg `json:"help_msg,omitzero"`
	// Attack marks an action aimed at its Cell rather than a move to it (a
	// grenade thrown at a cube): the screen marks the cube as a target and
	// forecasts the action there instead of drawing a path.
	Attack bool `json:"attack,omitempty"`
	// NamesOption says the Title already names the action's Option ("Drop
	// item: Smoke Screen" for smoke-screen), so a screen does not add the
	// option after it; false, a screen shows the option as it is.
	NamesOption bool `json:"names_option,omitempty"`
	// Spare marks an action a player often leaves unused without loss
	// (spending a command die, dropping what the model carries): a screen
	// that asks before an activation ends with actions left does not count
	// it.
	Spare bool `json:"spare,omitempty"`
	// PickOnBoard says a model's actions of this kind at many models (a
	// charge at any of eight enemies) may be offered as one button, the
	// player then clicking the model on the board; false, a screen offers
	// each action as it is.
	PickOnBoard bool `json:"pick_on_board,omitempty"`
	// Cost is what taking the action spends, short enough for its button
	// ("2 MF", "1 AP"); "" for an action that spends nothing a player
	// counts.
	Cost string `json:"cost,omitempty"`
}

// Describer is implemented by games that can name and explain their
// actions for a screen, so the screen needs no knowledge of the ruleset.
// ok is false for an action the game has nothing to say about.
type Describer interface {
	Describe(a Action) (h ActionHelp, ok bool)
}
