package flashpoint

import (
	"strconv"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// floorItem is an item token lying on the board: face down (its identity
// is in the state, never in a View) until a model picks it up (HF-ITM-3).
type floorItem struct {
	ID     int    // stable token number: the token is "item.ID" in actions
	Item   string // the item type
	Pos    world.Pos
	FaceUp bool
}

// barrier is an Energy Shield Barrier token: shields shared by every model
// in its cube against ranged attacks; they never regenerate.
type barrier struct {
	Pos     world.Pos
	Shields int
}

// itemState is the game's state of the items: the tokens on the board, the
// face-down stack, barriers, smoke and threat sensors.
type itemState struct {
	Tokens   []floorItem
	Pool     []string // the face-down stack, sorted
	Next     int      // the number of the next token placed
	Barriers []barrier
	Smoke    []world.Pos // cubes smoked until the end of the round
	Sensor   [2]bool     // by seat: a Threat Sensor works this round
}

// clone copies the item state.
func (s itemState) clone() itemState {
	s.Tokens = append([]floorItem(nil), s.Tokens...)
	s.Pool = append([]string(nil), s.Pool...)
	s.Barriers = append([]barrier(nil), s.Barriers...)
	s.Smoke = append([]world.Pos(nil), s.Smoke...)
	return s
}

// itemAct is the activating model's item state: what it may still pick up
// after its last Move, Sprint or Crouch, and what its used items do.
type itemAct struct {
	Passed     []world.Pos // cubes of the last move (start, path); never changed in place
	TookItem   bool        // it picked up an item in this action (HF-ITM-2)
	TookWeapon bool        // it picked up a weapon in this action (HF-ITM-2)
	UsedItem   bool        // it used a Type II item this activation
	Thrust     bool        // a Thruster adds a cube to its next Move or Sprint
	Anchored   bool        // a Translocator was used: it returns to Anchor
	Anchor     world.Pos
}

// hash mixes in the item state; public leaves out what is face down.
func (s *itemState) hash(h *rules.Hasher, public bool) {
	h.Int(len(s.Tokens))
	for _, t := range s.Tokens {
		h.Int(t.ID)
		if t.FaceUp || !public {
			h.String(t.Item)
		}
		h.Pos(t.Pos)
		h.Bool(t.FaceUp)
	}
	h.Int(len(s.Pool))
	if !public { // the stack is face down
		for _, id := range s.Pool {
			h.String(id)
		}
	}
	h.Int(s.Next)
	h.Int(len(s.Barriers))
	for _, b := range s.Barriers {
		h.Pos(b.Pos)
		h.Int(b.Shields)
	}
	h.Int(len(s.Smoke))
	for _, p := range s.Smoke {
		h.Pos(p)
	}
	h.Bool(s.Sensor[0])
	h.Bool(s.Sensor[1])
}

// hash mixes in the activation's item state; public leaves out what
// the model took in its current action.
func (a *itemAct) hash(h *rules.Hasher, public bool) {
	h.Int(len(a.Passed))
	for _, p := range a.Passed {
		h.Pos(p)
	}
	if !public {
		h.Bool(a.TookItem)
		h.Bool(a.TookWeapon)
	}
	h.Bool(a.UsedItem)
	h.Bool(a.Thrust)
	h.Bool(a.Anchored)
	h.Pos(a.Anchor)
}

// hashModelItems mixes in what a model carries and its item effects.
func (m *model) hashItems(h *rules.Hasher) {
	for _, s := range m.Items {
		h.String(s.ID)
	}
	h.Int(m.Overshield)
	h.Bool(m.Camo)
}

// itemCount is how many items model m carries.
func (m *model) itemCount() int {
	n := 0
	for _, s := range m.Items {
		if s.ID != "" {
			n++
		}
	}
	return n
}

// hasItem reports whether model m carries an item of type id.
func (m *model) hasItem(id string) bool {
	for _, s := range m.Items {
		if s.ID == id {
			return true
		}
	}
	return false
}

// addItem puts an item in a free item slot; false if there is none.
func (m *model) addItem(id string) bool {
	for i := range m.Items {
		if m.Items[i].ID == "" {
			m.Items[i] = slot{ID: id}
			return true
		}
	}
	return false
}

// removeItem takes one item of type id out of the model's item slots,
// keeping the rest in order; false if it carries none.
func (m *model) removeItem(id string) bool {
	for i := range m.Items {
		if m.Items[i].ID == id {
			copy(m.Items[i:], m.Items[i+1:])
			m.Items[len(m.Items)-1] = slot{}
			return true
		}
	}
	return false
}

// itemToken returns the index of the token numbered id, or -1.
func (g *Game) itemToken(id int) int {
	for i := range g.it.Tokens {
		if g.it.Tokens[i].ID == id {
			return i
		}
	}
	return -1
}

// itemTokenName is a token as actions write it: "item.3".
func itemTokenName(id int) string { return "item." + strconv.Itoa(id) }

// barrierFor returns the Energy Shield Barrier in model m's cube, or nil
// (the model must be on the board).
func (g *Game) barrierFor(m *model) *barrier {
	if !m.OnBoard {
		return nil
	}
	for i := range g.it.Barriers {
		if g.it.Barriers[i].Pos == m.Pos && g.it.Barriers[i].Shields > 0 {
			return &g.it.Barriers[i]
		}
	}
	return nil
}

// itemLayToken lays an item face up (or down) in cube p as a new token; in
// a cube without a floor it falls to the first floor below.
func (g *Game) itemLayToken(id string, p world.Pos, faceUp bool) *floorItem {
	p = g.restingCube(p)
	g.it.Tokens = append(g.it.Tokens, floorItem{ID: g.it.Next, Item: id, Pos: p, FaceUp: faceUp})
	g.it.Next++
	return &g.it.Tokens[len(g.it.Tokens)-1]
}

// restingCube is where something put down in cube p comes to rest: p if
// it has a floor, else the first cube below with one (level 0 always has
// one).
func (g *Game) restingCube(p world.Pos) world.Pos {
	for q := p; q.Z >= 0; q.Z-- {
		if g.b.arena.Standable(q) {
			return q
		}
	}
	return p
}

// itemNames lists the item names model m carries.
func (m *model) itemNames() []string {
	var out []string
	for _, s := range m.Items {
		if s.ID != "" {
			out = append(out, itemName(s.ID))
		}
	}
	return out
}

// sensorOn reports whether seat s's Threat Sensor works this round.
func (g *Game) sensorOn(s rules.Seat) bool { return s >= 0 && int(s) < 2 && g.it.Sensor[s] }

// isItemSlot reports whether s is one of model m's item slots.
func (m *model) isItemSlot(s *slot) bool {
	for i := range m.Items {
		if &m.Items[i] == s {
			return true
		}
	}
	return false
}
