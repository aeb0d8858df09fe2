package flashpoint

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// commandJSON is the command dice part of a position (POSITION.md
// "Command dice"). A position without it plays without command dice.
type commandJSON struct {
	Blue     []cmdDieJSON `json:"blue"`
	Red      []cmdDieJSON `json:"red"`
	Extra    [2]int       `json:"extra,omitempty"`
	ExtraFor [2]string    `json:"extra_for,omitempty"`
	Bidder   string       `json:"bidder,omitempty"`
	Ended    bool         `json:"round_end,omitempty"`
	Used     bool         `json:"used,omitempty"`
	Ordered  bool         `json:"ordered,omitempty"`
	OMA      bool         `json:"one_man_army,omitempty"`
	Free     string       `json:"free,omitempty"`
	Plus     bool         `json:"plus,omitempty"`
	Second   bool         `json:"second,omitempty"`
	Alliance bool         `json:"alliance,omitempty"`
	Acted    bool         `json:"acted,omitempty"`
	Hold     *holdJSON    `json:"hold,omitempty"`
}

// cmdDieJSON is one command die.
type cmdDieJSON struct {
	Face     string `json:"face"`
	Spent    bool   `json:"spent,omitempty"`
	Rerolled bool   `json:"rerolled,omitempty"`
	Carry    bool   `json:"carry,omitempty"`
}

// holdJSON is an attack held for the command dice decisions.
type holdJSON struct {
	Seat      string `json:"seat"`
	Kind      string `json:"kind"`
	Actor     string `json:"actor"`
	Target    string `json:"target,omitempty"`
	Cell      string `json:"cell,omitempty"` // a held cube attack (a grenade): its target cube
	Weapon    string `json:"weapon,omitempty"`
	Option    string `json:"option,omitempty"`
	Charged   bool   `json:"charged,omitempty"`
	WasPinned bool   `json:"was_pinned,omitempty"`
	Holds     bool   `json:"holds,omitempty"`
	Free      bool   `json:"free_assault,omitempty"`
}

// saveCommand writes the command dice state; nil when they are not in play.
func (g *Game) saveCommand() *commandJSON {
	c := &g.cmd
	if !c.On {
		return nil
	}
	j := &commandJSON{Extra: c.Extra, Ended: c.Ended, Used: c.Used, Ordered: c.Ordered, OMA: c.OMA,
		Free: freeName(c.Free), Plus: c.Plus, Second: c.Second, Alliance: c.Allied, Acted: c.Acted}
	for s, mi := range c.ExtraFor {
		if mi > 0 {
			j.ExtraFor[s] = g.models[mi-1].ID
		}
	}
	if c.Bidder != rules.NoSeat {
		j.Bidder = c.Bidder.String()
	}
	dice := func(ds []cmdDie) []cmdDieJSON {
		out := []cmdDieJSON{}
		for _, d := range ds {
			out = append(out, cmdDieJSON{Face: faceName(d.Face), Spent: d.Spent, Rerolled: d.Rerolled, Carry: d.Carry})
		}
		return out
	}
	j.Blue, j.Red = dice(c.Dice[rules.Blue]), dice(c.Dice[rules.Red])
	if h := c.Hold; h.On {
		j.Hold = &holdJSON{Seat: h.Act.Seat.String(), Kind: h.Act.Kind, Actor: h.Act.Actor, Target: h.Act.Target,
			Weapon: h.Act.Weapon, Option: h.Act.Option, Charged: h.Flags.Charged, WasPinned: h.Flags.WasPinned,
			Holds: h.Flags.Holds, Free: h.Flags.Free}
		if h.Act.Cell != nil {
			j.Hold.Cell = h.Act.Cell.String()
		}
	}
	return j
}

// loadCommand reads the command dice state of a position.
func (g *Game) loadCommand(j *commandJSON) error {
	c := &g.cmd
	c.Bidder = rules.NoSeat
	if j == nil {
		return nil
	}
	c.On = true
	for si, ds := range [2][]cmdDieJSON{j.Blue, j.Red} {
		for i, dj := range ds {
			field := fmt.Sprintf("command.%s[%d]", rules.Seats[si], i)
			f := faceNamed(dj.Face)
			if f == faceNone {
				return fmt.Errorf("%s.face: %q is not +1 model, extra d8, move +1, shoot, assault or special order", field, dj.Face)
			}
			c.Dice[si] = append(c.Dice[si], cmdDie{Face: f, Spent: dj.Spent, Rerolled: dj.Rerolled, Carry: dj.Carry})
		}
	}
	for i, n := range j.Extra {
		if n < 0 || n > len(c.Dice[i]) {
			return fmt.Errorf("command.extra[%d]: %d is not from 0 to the side's %d dice", i, n, len(c.Dice[i]))
		}
	}
	for s, id := range j.ExtraFor {
		if id == "" {
			continue
		}
		mi := g.modelIndex(id)
		if mi < 0 || g.models[mi].Seat != rules.Seats[s] {
			return fmt.Errorf("command.extra_for[%d]: %q is not a model of %s", s, id, rules.Seats[s])
		}
		c.ExtraFor[s] = mi + 1
	}
	c.Extra, c.Ended, c.Used, c.Ordered, c.OMA = j.Extra, j.Ended, j.Used, j.Ordered, j.OMA
	c.Plus, c.Second, c.Allied, c.Acted = j.Plus, j.Second, j.Alliance, j.Acted
	if j.Bidder != "" {
		s, err := rules.ParseSeat(j.Bidder)
		if err != nil {
			return fmt.Errorf("command.bidder: %v", err)
		}
		c.Bidder = s
	}
	f, ok := freeNamed(j.Free)
	if !ok {
		return fmt.Errorf("command.free: %q is not move, shoot or assault", j.Free)
	}
	c.Free = f
	active := g.act.Model >= 0
	if !active && (c.Used || c.Ordered || c.OMA || c.Free != freeNone || c.Plus || c.Allied || c.Acted) {
		return fmt.Errorf("command: used, ordered, one_man_army, free, plus, alliance and acted need an active model")
	}
	resume := false
	for _, t := range g.tasks {
		resume = resume || t.Kind == taskResume
	}
	if resume != (j.Hold != nil) {
		return fmt.Errorf("command.hold: a held attack and a pending resume step go together")
	}
	if h := j.Hold; h != nil {
		seat, err := rules.ParseSeat(h.Seat)
		if err != nil {
			return fmt.Errorf("command.hold.seat: %v", err)
		}
		if h.Kind != "shoot" && h.Kind != "assault" {
			return fmt.Errorf("command.hold.kind: %q is not shoot or assault", h.Kind)
		}
		act := rules.Action{Seat: seat, Kind: h.Kind, Actor: h.Actor, Target: h.Target, Weapon: h.Weapon, Option: h.Option}
		if h.Cell != "" {
			q, err := world.ParsePos(h.Cell)
			if err != nil || !g.b.arena.In(q) || h.Kind != "shoot" || h.Target != "" {
				return fmt.Errorf("command.hold.cell: %q is not a cube of the arena for a held cube attack (a shoot with no target)", h.Cell)
			}
			act.Cell = &q
		}
		ai, ti := g.modelIndex(h.Actor), g.modelIndex(h.Target)
		if ai < 0 || (ti < 0 && act.Cell == nil) {
			return fmt.Errorf("command.hold: no model %q or %q", h.Actor, h.Target)
		}
		c.Hold = cmdHold{On: true, Act: act,
			Flags: assaultFlags{Charged: h.Charged, WasPinned: h.WasPinned, Holds: h.Holds, Free: h.Free}}
	}
	return nil
}

// unspentTotal counts a seat's unspent dice.
func (g *Game) unspentTotal(s rules.Seat) int {
	n := 0
	for _, d := range g.cmd.Dice[s] {
		if !d.Spent {
			n++
		}
	}
	return n
}

// cmdCheckTask checks a command dice pending step read from a position.
func (g *Game) cmdCheckTask(t *task) error {
	switch t.Kind {
	case taskReroll, taskCarry:
		if t.Used < 1 {
			return fmt.Errorf("used: a %s step needs how many dice are left (1 or more)", taskName(t.Kind))
		}
	case taskBid:
		if t.Used < 0 || t.Used > 1 {
			return fmt.Errorf("used: a bid step counts 0 or 1 passes, not %d", t.Used)
		}
	case taskBoost, taskSnap, taskResume, taskBlastBoost:
		if t.Other < 0 {
			return fmt.Errorf("by: a %s step needs the other model of the attack", taskName(t.Kind))
		}
	}
	return nil
}
