package flashpoint

import (
	"github.com/flashpoint-arena/flashpoint/rules"
)

// The command dice (HF-CMD-*) and special orders; their rules and the
// decisions the sources leave open are written up in RULES-COMMAND.md.

// CommandDie is the die the command dice are: a custom d6 with one face
// each (DESIGN 5).
const CommandDie = 6

// PoolCommand is the Event.Test of a roll of command dice (its Dice are d6
// faces: 1 +1 Model … 6 Special Order).
const PoolCommand = "command"

// BaseCommandDice is how many command dice a side rolls each round before
// its Tacticians add theirs (HF-CMD-1).
const BaseCommandDice = 2

// RoundOneExtraDice is how many more command dice one side rolls in round
// 1 of Attrition (the side that goes second), Slayer, Strongholds, Total
// Control and VIP (the side that goes first) to even out the order of play
// (RULES-SCENARIOS.md "Who goes first", Game.roundOneExtra).
const RoundOneExtraDice = 1

// cmdFace is one face of a command die; the d6 roll is the face number.
type cmdFace uint8

// The six faces, in d6 order (DESIGN 5).
const (
	faceNone    cmdFace = iota
	facePlus            // 1: +1 Model (HF-CMD-4)
	faceExtra           // 2: Extra d8 (HF-CMD-5)
	faceMove            // 3: Move +1 (HF-CMD-6)
	faceShoot           // 4: Shoot (HF-CMD-7)
	faceAssault         // 5: Assault (HF-CMD-8)
	faceOrder           // 6: Special Order (HF-CMD-9)
)

// faceName is a face as action options, positions and the log write it.
func faceName(f cmdFace) string {
	switch f {
	case facePlus:
		return "+1 model"
	case faceExtra:
		return "extra d8"
	case faceMove:
		return "move +1"
	case faceShoot:
		return "shoot"
	case faceAssault:
		return "assault"
	case faceOrder:
		return "special order"
	}
	return ""
}

// faceLabel is a face as the command dice tray shows it.
func faceLabel(f cmdFace) string {
	switch f {
	case facePlus:
		return "+1 Model"
	case faceExtra:
		return "Extra d8"
	case faceMove:
		return "Move +1"
	case faceShoot:
		return "Shoot"
	case faceAssault:
		return "Assault"
	case faceOrder:
		return "Special Order"
	}
	return "?"
}

// faceHelp says what spending a face does.
func faceHelp(f cmdFace) string {
	switch f {
	case facePlus:
		return "Activate a second model after this one (not in the first turn of a round); or at round end, bid for the first turn."
	case faceExtra:
		return "+1 die to a Ranged, Fight or Survive test, declared before the roll; also in the opponent's turn."
	case faceMove:
		return "A free Move of exactly one cube, once per activation."
	case faceShoot:
		return "A free Shoot with any weapon, once per activation."
	case faceAssault:
		return "A free Assault on an enemy in the cube, once per activation."
	case faceOrder:
		return "Give a special order: Snap Shot, Return to Sender, One Man Army, Alliance or Reinforcements Incoming."
	}
	return ""
}

// faceNamed reads a face name; faceNone if unknown.
func faceNamed(s string) cmdFace {
	for f := facePlus; f <= faceOrder; f++ {
		if faceName(f) == s {
			return f
		}
	}
	return faceNone
}

// cmdDie is one command die of a side.
type cmdDie struct {
	Face     cmdFace
	Spent    bool // spent this round (kept until the round ends, shown dimmed)
	Rerolled bool // rerolled by a Tactician this round
	Carry    bool // chosen to carry into the next round (HF-CMD-3)
}

// The free actions a spent Move +1, Shoot or Assault die grants.
const (
	freeNone uint8 = iota
	freeCmdMove
	freeCmdShoot
	freeCmdAssault
)

// freeName names a free action for positions; freeNamed reads it back.
func freeName(f uint8) string {
	switch f {
	case freeCmdMove:
		return "move"
	case freeCmdShoot:
		return "shoot"
	case freeCmdAssault:
		return "assault"
	}
	return ""
}

func freeNamed(s string) (uint8, bool) {
	for f := freeCmdMove; f <= freeCmdAssault; f++ {
		if freeName(f) == s {
			return f, true
		}
	}
	return freeNone, s == ""
}

// cmdHold is an attack held back while the seats decide on command dice
// (Extra d8, Snap Shot) before it is rolled.
type cmdHold struct {
	On    bool
	Act   rules.Action // the Shoot or Assault action
	Flags assaultFlags // an Assault's circumstances
}

// cmdState is the command dice of both sides and what they are doing to
// the activation now under way.
type cmdState struct {
	On    bool        // command dice are in play (new games; positions that say so)
	Dice  [2][]cmdDie // by seat
	Extra [2]int      // Extra d8 dice declared for the held attack, by seat
	// ExtraFor is, by seat, the model whose Survive test against a cube
	// attack gets the seat's Extra d8 dice: its index plus one, 0 for none.
	ExtraFor [2]int
	Bidder   rules.Seat // the last seat that bid a +1 Model die for the first turn; NoSeat none
	Ended    bool       // the round-end decisions (bids, carry-over) were set up
	Hold     cmdHold    // an attack waiting for the command dice decisions
	Used     bool       // a Move +1, Shoot or Assault result was used this activation (HF-CMD-10)
	Ordered  bool       // a special order was given this activation (A18)
	OMA      bool       // One Man Army this activation: HF-CMD-10 does not apply
	Free     uint8      // a free action granted by a spent die and not yet taken
	Plus     bool       // +1 Model spent: the seat activates another model after this one
	Second   bool       // this activation is the second of the seat's turn (HF-CMD-4)
	Allied   bool       // Alliance given this activation
	Acted    bool       // the active model took a free action of a command die (it has acted)
	resume   bool       // transient: the held attack is being rolled now
	blast    bool       // transient: a held cube attack is detonating now
}

// clone copies the state with its own dice slices.
func (c cmdState) clone() cmdState {
	for s := range c.Dice {
		c.Dice[s] = append([]cmdDie(nil), c.Dice[s]...)
	}
	return c
}

// unspentFaces is the set of faces a seat has an unspent die of: bit f
// is set when unspent(s, f) > 0. One pass serves the several questions of
// a model's list (cmdModelActions).
func (g *Game) unspentFaces(s rules.Seat) (set uint8) {
	if s != rules.Blue && s != rules.Red {
		return 0
	}
	for _, d := range g.cmd.Dice[s] {
		if !d.Spent {
			set |= 1 << d.Face
		}
	}
	return set
}

// unspent counts a seat's unspent dice showing face f.
func (g *Game) unspent(s rules.Seat, f cmdFace) int {
	if s != rules.Blue && s != rules.Red {
		return 0
	}
	n := 0
	for _, d := range g.cmd.Dice[s] {
		if !d.Spent && d.Face == f {
			n++
		}
	}
	return n
}

// spendDie marks a seat's first unspent die showing f spent; false if it
// has none.
func (g *Game) spendDie(s rules.Seat, f cmdFace) bool {
	if s != rules.Blue && s != rules.Red {
		return false
	}
	for i := range g.cmd.Dice[s] {
		if d := &g.cmd.Dice[s][i]; !d.Spent && d.Face == f {
			d.Spent = true
			return true
		}
	}
	return false
}

// tacticians is the sum of the Tactician values of a seat's models on the
// board (HF-CMD-1).
func (g *Game) tacticians(s rules.Seat) int {
	n := 0
	for i := range g.models {
		if m := &g.models[i]; m.Seat == s && m.OnBoard {
			n += m.Unit.Tactician
		}
	}
	return n
}

// seatModel is the first model of a seat: the Actor of a pending step that
// the seat as a whole decides.
func (g *Game) seatModel(s rules.Seat) int {
	for i := range g.models {
		if g.models[i].Seat == s {
			return i
		}
	}
	return -1
}

// hashCommand mixes the command dice state into a hash.
func (g *Game) hashCommand(h *rules.Hasher) {
	c := &g.cmd
	h.Bool(c.On)
	for s := range c.Dice {
		h.Int(len(c.Dice[s]))
		for _, d := range c.Dice[s] {
			h.Byte(byte(d.Face))
			h.Bool(d.Spent)
			h.Bool(d.Rerolled)
			h.Bool(d.Carry)
		}
		h.Int(c.Extra[s])
		h.Int(c.ExtraFor[s])
	}
	h.Int(int(c.Bidder))
	h.Bool(c.Ended)
	h.Bool(c.Hold.On)
	if c.Hold.On {
		h.String(c.Hold.Act.Text())
		h.Int(int(c.Hold.Act.Seat))
		f := c.Hold.Flags
		h.Bool(f.Charged)
		h.Bool(f.WasPinned)
		h.Bool(f.Holds)
		h.Bool(f.Free)
	}
	h.Bool(c.Used)
	h.Bool(c.Ordered)
	h.Bool(c.OMA)
	h.Byte(c.Free)
	h.Bool(c.Plus)
	h.Bool(c.Second)
	h.Bool(c.Allied)
	h.Bool(c.Acted)
}

// commandView is a side's command dice as the screen shows them. Command
// dice are rolled in the open (HF-CMD-1), so both seats see both trays.
func (g *Game) commandView(s rules.Seat) rules.SideView {
	if !g.cmd.On {
		return rules.SideView{}
	}
	v := rules.SideView{Title: "Command dice", TitleMsg: rules.Say("FpSideCommandDice")}
	for _, d := range g.cmd.Dice[s] {
		c := rules.Chip{Label: faceLabel(d.Face), Help: faceHelp(d.Face), Spent: d.Spent, LabelMsg: rules.Say(faceMsgID(d.Face, "FpChip"))}
		if c.Help != "" {
			c.HelpMsg = rules.Say(faceMsgID(d.Face, "FpChipHelp"))
		}
		v.Chips = append(v.Chips, c)
	}
	line := func(text string, m rules.Msg) {
		v.Lines = append(v.Lines, text)
		v.LineMsgs = append(v.LineMsgs, m)
	}
	if m := g.active(); m != nil && m.Seat == s {
		if g.cmd.OMA {
			line("Special order: One Man Army ("+m.ID+")", rules.Say("FpSideOneManArmy", "Model", m.ID))
		}
		if g.cmd.Allied {
			line("Special order: Alliance ("+m.ID+")", rules.Say("FpSideAlliance", "Model", m.ID))
		}
	}
	if n := g.cmd.Extra[s]; n > 0 {
		line("Extra d8 declared: +"+cmdItoa(n), rules.Say("FpSideExtra", "N", rules.Num(n)))
	}
	if t := g.tacticians(s); t > 0 {
		line("Tactician "+cmdItoa(t)+": rerolls and carries "+cmdItoa(t), rules.Say("FpSideTactician", "N", rules.Num(t)))
	}
	return v
}

// faceMsgID is the ID of a face's message that starts with prefix:
// faceMsgID(faceShoot, "FpChip") is "FpChipShoot".
func faceMsgID(f cmdFace, prefix string) string {
	switch f {
	case facePlus:
		return prefix + "Plus"
	case faceExtra:
		return prefix + "Extra"
	case faceMove:
		return prefix + "Move"
	case faceShoot:
		return prefix + "Shoot"
	case faceAssault:
		return prefix + "Assault"
	case faceOrder:
		return prefix + "Order"
	}
	return prefix + "Unknown"
}

// cmdItoa writes a small whole number.
func cmdItoa(n int) string {
	if n < 0 {
		return "-" + cmdItoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return cmdItoa(n/10) + string(rune('0'+n%10))
}

// aFace is a face's label with its article: "a Shoot", "an Assault".
func aFace(f cmdFace) string {
	if f == faceAssault || f == faceExtra {
		return "an " + faceLabel(f)
	}
	return "a " + faceLabel(f)
}
