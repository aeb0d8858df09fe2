package flashpoint

import (
	"fmt"
	"sort"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// itemsJSON is the items part of a position (POSITION.md "Items").
type itemsJSON struct {
	Items     []itemTokenJSON `json:"items,omitempty"`
	ItemStack []string        `json:"item_stack,omitempty"`
	NextItem  int             `json:"next_item,omitempty"`
	Barriers  []barrierJSON   `json:"barriers,omitempty"`
	Smoke     []string        `json:"smoke,omitempty"`
	Sensors   []string        `json:"sensors,omitempty"`
	ItemAct   *itemActJSON    `json:"item_activation,omitempty"`
}

// itemTokenJSON is an item token on the board.
type itemTokenJSON struct {
	ID     *int   `json:"id,omitempty"`
	Item   string `json:"item"`
	Pos    string `json:"pos"`
	FaceUp bool   `json:"face_up,omitempty"`
}

// barrierJSON is an Energy Shield Barrier token.
type barrierJSON struct {
	Pos     string `json:"pos"`
	Shields int    `json:"shields"`
}

// itemActJSON is the active model's item state.
type itemActJSON struct {
	Passed     []string `json:"passed,omitempty"`
	TookItem   bool     `json:"took_item,omitempty"`
	TookWeapon bool     `json:"took_weapon,omitempty"`
	UsedItem   bool     `json:"used_item,omitempty"`
	Thrust     bool     `json:"thrust,omitempty"`
	Anchor     string   `json:"anchor,omitempty"`
}

// modelItemsJSON is what a model of a position carries.
type modelItemsJSON struct {
	Items      []string `json:"items,omitempty"`
	Overshield int      `json:"overshield,omitempty"`
	Camo       bool     `json:"camo,omitempty"`
}

// saveItems writes the item state into a position.
func (g *Game) saveItems(p *positionJSON) {
	s := &g.it
	for _, t := range s.Tokens {
		id := t.ID
		p.Items = append(p.Items, itemTokenJSON{ID: &id, Item: t.Item, Pos: t.Pos.String(), FaceUp: t.FaceUp})
	}
	p.ItemStack = append([]string(nil), s.Pool...)
	p.NextItem = s.Next
	for _, b := range s.Barriers {
		p.Barriers = append(p.Barriers, barrierJSON{Pos: b.Pos.String(), Shields: b.Shields})
	}
	for _, q := range s.Smoke {
		p.Smoke = append(p.Smoke, q.String())
	}
	for _, seat := range rules.Seats {
		if s.Sensor[seat] {
			p.Sensors = append(p.Sensors, seat.String())
		}
	}
	if g.act.Model >= 0 {
		a := g.act.Item
		if len(a.Passed) > 0 || a.TookItem || a.TookWeapon || a.UsedItem || a.Thrust || a.Anchored {
			j := &itemActJSON{TookItem: a.TookItem, TookWeapon: a.TookWeapon, UsedItem: a.UsedItem, Thrust: a.Thrust}
			for _, q := range a.Passed {
				j.Passed = append(j.Passed, q.String())
			}
			if a.Anchored {
				j.Anchor = a.Anchor.String()
			}
			p.ItemAct = j
		}
	}
}

// saveItems writes a model's items into its position entry.
func (m *model) saveItems(mj *modelJSON) {
	for _, s := range m.Items {
		if s.ID != "" {
			mj.Items = append(mj.Items, s.ID)
		}
	}
	mj.Overshield, mj.Camo = m.Overshield, m.Camo
}

// loadModelItems reads a model's items and item effects.
func loadModelItems(m *model, mj modelJSON, field string) error {
	if len(mj.Items) > MaxItems {
		return fmt.Errorf("%s.items: %d items (at most %d)", field, len(mj.Items), MaxItems)
	}
	if mj.Dead && (len(mj.Items) > 0 || mj.Overshield != 0 || mj.Camo) {
		return fmt.Errorf("%s.items: a dead model carries no items and has no item effects", field)
	}
	for i, id := range mj.Items {
		if itemInfo(id) == nil {
			return fmt.Errorf("%s.items[%d]: unknown item %q", field, i, id)
		}
		m.Items[i] = slot{ID: id}
	}
	if mj.Overshield < 0 || mj.Overshield > OvershieldShields {
		return fmt.Errorf("%s.overshield: %d is not from 0 to %d", field, mj.Overshield, OvershieldShields)
	}
	m.Overshield, m.Camo = mj.Overshield, mj.Camo
	return nil
}

// loadCube reads a cube of the arena for field; standable asks for a
// floor.
func (g *Game) loadCube(s, field string, standable bool) (world.Pos, error) {
	a := g.b.arena
	q, err := world.ParsePos(s)
	if err != nil {
		return q, fmt.Errorf("%s: %v", field, err)
	}
	if !a.In(q) {
		return q, fmt.Errorf("%s: cube %s is outside the %dx%dx%d arena", field, q, a.W, a.D, a.H)
	}
	if standable && !a.Standable(q) {
		return q, fmt.Errorf("%s: cube %s has no floor", field, q)
	}
	return q, nil
}

// loadItems reads the item state of a position. A position without
// "item_stack" has an empty stack: no new tokens are placed.
func (g *Game) loadItems(p *positionJSON) error {
	s := &g.it
	seen := map[int]int{}
	for i, tj := range p.Items {
		field := fmt.Sprintf("items[%d]", i)
		if itemInfo(tj.Item) == nil {
			return fmt.Errorf("%s.item: unknown item %q", field, tj.Item)
		}
		q, err := g.loadCube(tj.Pos, field+".pos", true)
		if err != nil {
			return err
		}
		id := i
		if tj.ID != nil {
			id = *tj.ID
		}
		if id < 0 {
			return fmt.Errorf("%s.id: %d is negative", field, id)
		}
		if j, dup := seen[id]; dup {
			return fmt.Errorf("%s.id: %d is already items[%d]", field, id, j)
		}
		seen[id] = i
		s.Tokens = append(s.Tokens, floorItem{ID: id, Item: tj.Item, Pos: q, FaceUp: tj.FaceUp})
		s.Next = max(s.Next, id+1)
	}
	if p.NextItem != 0 {
		if p.NextItem < s.Next {
			return fmt.Errorf("next_item: %d, but item token %d is on the board", p.NextItem, s.Next-1)
		}
		s.Next = p.NextItem
	}
	for i, id := range p.ItemStack {
		if itemInfo(id) == nil {
			return fmt.Errorf("item_stack[%d]: unknown item %q", i, id)
		}
		s.Pool = append(s.Pool, id)
	}
	sort.Strings(s.Pool)
	for i, bj := range p.Barriers {
		field := fmt.Sprintf("barriers[%d]", i)
		q, err := g.loadCube(bj.Pos, field+".pos", true)
		if err != nil {
			return err
		}
		if bj.Shields < 1 || bj.Shields > DropWallShields {
			return fmt.Errorf("%s.shields: %d is not from 1 to %d", field, bj.Shields, DropWallShields)
		}
		for _, b := range s.Barriers {
			if b.Pos == q {
				return fmt.Errorf("%s.pos: cube %s already has a barrier", field, q)
			}
		}
		s.Barriers = append(s.Barriers, barrier{Pos: q, Shields: bj.Shields})
	}
	for i, c := range p.Smoke {
		q, err := g.loadCube(c, fmt.Sprintf("smoke[%d]", i), false)
		if err != nil {
			return err
		}
		s.Smoke = append(s.Smoke, q)
	}
	for i, name := range p.Sensors {
		seat, err := rules.ParseSeat(name)
		if err != nil {
			return fmt.Errorf("sensors[%d]: %v", i, err)
		}
		s.Sensor[seat] = true
	}
	if p.ItemAct == nil {
		return nil
	}
	if g.act.Model < 0 {
		return fmt.Errorf("item_activation: needs an active model")
	}
	j := p.ItemAct
	a := &g.act.Item
	a.TookItem, a.TookWeapon, a.UsedItem, a.Thrust = j.TookItem, j.TookWeapon, j.UsedItem, j.Thrust
	for i, c := range j.Passed {
		q, err := g.loadCube(c, fmt.Sprintf("item_activation.passed[%d]", i), false) // a flyer's path may cross open air
		if err != nil {
			return err
		}
		a.Passed = append(a.Passed, q)
	}
	if j.Anchor != "" {
		q, err := g.loadCube(j.Anchor, "item_activation.anchor", false)
		if err != nil {
			return err
		}
		a.Anchored, a.Anchor = true, q
	}
	return nil
}
