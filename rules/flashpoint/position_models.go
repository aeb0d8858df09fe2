package flashpoint

import (
	"fmt"
	"sort"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Reading the models of a position (POSITION.md "Models").

// loadModels reads and checks the models: IDs blue.1.. and red.1.. without
// gaps, known units and weapons, cubes inside the arena with room.
func (g *Game) loadModels(ms []modelJSON) error {
	d := g.b.data
	a := g.b.arena
	if len(ms) == 0 {
		return fmt.Errorf("models: no models")
	}
	type entry struct {
		m   model
		idx int
	}
	bySeat := [2][]entry{}
	seen := map[string]int{}
	for i, mj := range ms {
		field := fmt.Sprintf("models[%d]", i)
		if j, dup := seen[mj.ID]; dup {
			return fmt.Errorf("%s.id: %q is already models[%d]", field, mj.ID, j)
		}
		seen[mj.ID] = i
		seat, n, err := parseModelID(mj.ID)
		if err != nil {
			return fmt.Errorf("%s.id: %v", field, err)
		}
		u := d.Units[mj.Unit]
		if u == nil {
			return fmt.Errorf("%s.unit: unknown unit %q", field, mj.Unit)
		}
		m := model{ID: mj.ID, Seat: seat, Unit: u, Name: mj.Name, Shields: u.ES, OnBoard: !mj.Dead,
			Wounds: mj.Wounds, Pinned: mj.Pinned, Crouched: mj.Crouched, Activated: mj.Activated}
		if m.Name == "" {
			m.Name = u.Name
		}
		if err := g.loadWeapons(&m, mj, field); err != nil {
			return err
		}
		if err := loadModelItems(&m, mj, field); err != nil {
			return err
		}
		if mj.Pos == "" {
			if !mj.Dead {
				return fmt.Errorf("%s.pos: missing (a model on the board needs a cube)", field)
			}
		} else {
			q, err := world.ParsePos(mj.Pos)
			if err != nil {
				return fmt.Errorf("%s.pos: %v", field, err)
			}
			if !a.In(q) {
				return fmt.Errorf("%s.pos: cube %s is outside the %dx%dx%d arena", field, q, a.W, a.D, a.H)
			}
			if !mj.Dead && !a.Standable(q) {
				return fmt.Errorf("%s.pos: cube %s has no floor to stand on", field, q)
			}
			m.Pos = q
		}
		if mj.Shields != nil {
			m.Shields = *mj.Shields
		}
		switch {
		case m.Wounds < 0 || m.Wounds >= u.HP:
			return fmt.Errorf("%s.wounds: %d is not from 0 to %d (HP %d)", field, m.Wounds, u.HP-1, u.HP)
		case m.Shields < 0 || m.Shields > u.ES:
			return fmt.Errorf("%s.shields: %d is not from 0 to %d (ES %d)", field, m.Shields, u.ES, u.ES)
		case mj.Dead && (m.Pinned || m.Crouched):
			return fmt.Errorf("%s.dead: a dead model is neither pinned nor crouched", field)
		case u.Stoic && m.Pinned:
			return fmt.Errorf("%s.pinned: a %s is Stoic and never pinned", field, u.Name)
		case u.Stoic && m.Crouched:
			return fmt.Errorf("%s.crouched: a %s is Stoic and cannot crouch", field, u.Name)
		case mj.Dead && mj.Fire:
			return fmt.Errorf("%s.fire: a dead model carries no Fire token", field)
		}
		m.Fire = mj.Fire
		if mj.Dead {
			m.Wounds, m.Shields = 0, 0
		}
		bySeat[seat] = append(bySeat[seat], entry{m, n})
	}
	for si, list := range bySeat {
		seat := rules.Seat(si)
		if len(list) == 0 {
			return fmt.Errorf("models: %s has no models", seat)
		}
		if len(list) > MaxModelsPerSide {
			return fmt.Errorf("models: %s has %d models (at most %d)", seat, len(list), MaxModelsPerSide)
		}
		sort.Slice(list, func(i, j int) bool { return list[i].idx < list[j].idx })
		for i, e := range list {
			if e.idx != i+1 {
				return fmt.Errorf("models[%d].id: %s.%d is missing (%s models are numbered from 1 without gaps)", seen[e.m.ID], seat, i+1, seat)
			}
			g.models = append(g.models, e.m)
		}
	}
	for i := range g.models {
		m := &g.models[i]
		if !m.OnBoard {
			continue
		}
		occ := g.occupancy(m.Pos, -1)
		if occ[0]+occ[1] > CubeCapacity || occ[m.Seat] > TeamCapacity {
			return fmt.Errorf("models[%d].pos: cube %s holds %d models, %d of %s (at most %d, %d of one side)",
				seen[m.ID], m.Pos, occ[0]+occ[1], occ[m.Seat], m.Seat, CubeCapacity, TeamCapacity)
		}
	}
	return nil
}

// loadWeapons reads a model's weapons, uses and PICKUP slot.
func (g *Game) loadWeapons(m *model, mj modelJSON, field string) error {
	d := g.b.data
	ids := mj.Weapons
	if ids == nil {
		ids = d.ModelWeapons(RosterModel{Unit: mj.Unit})
	} else {
		ids = append([]string(nil), ids...)
		for _, c := range m.Unit.Carries {
			if !contains(ids, c) {
				ids = append(ids, c)
			}
		}
	}
	if len(ids) > MaxCarried {
		return fmt.Errorf("%s.weapons: %d weapons (at most %d with what the unit always carries)", field, len(ids), MaxCarried)
	}
	for i, id := range ids {
		if d.Weapons[id] == nil {
			return fmt.Errorf("%s.weapons[%d]: unknown weapon %q", field, i, id)
		}
		if contains(ids[:i], id) {
			return fmt.Errorf("%s.weapons[%d]: %q is listed twice", field, i, id)
		}
		m.Carried[i] = slot{ID: id}
	}
	for id, n := range mj.Uses {
		s := m.weaponSlot(id)
		if s == nil {
			return fmt.Errorf("%s.uses: the model carries no %q", field, id)
		}
		// A weapon of the model's own may be spent (cube_spent.go).
		if w := d.Weapons[id]; n < 0 || w.Uses == 0 && n != 0 || w.Uses > 0 && n > w.Uses {
			return fmt.Errorf("%s.uses: %d uses of %q (it has %d)", field, n, id, w.Uses)
		}
		s.Used = n
	}
	if mj.Pickup != "" {
		w := d.Weapons[mj.Pickup]
		if w == nil {
			return fmt.Errorf("%s.pickup: unknown weapon %q", field, mj.Pickup)
		}
		if mj.PickupUsed < 0 || w.Uses == 0 && mj.PickupUsed != 0 || w.Uses > 0 && mj.PickupUsed >= w.Uses {
			return fmt.Errorf("%s.pickup_used: %d uses of %q (it has %d)", field, mj.PickupUsed, mj.Pickup, w.Uses)
		}
		if mj.Dead {
			return fmt.Errorf("%s.pickup: a dead model carries nothing", field)
		}
		m.Pickup = slot{ID: mj.Pickup, Used: mj.PickupUsed}
	} else if mj.PickupUsed != 0 {
		return fmt.Errorf("%s.pickup_used: no weapon in the PICKUP slot", field)
	}
	return nil
}

// parseModelID reads "blue.2" or "red.1".
func parseModelID(id string) (rules.Seat, int, error) {
	for _, s := range rules.Seats {
		prefix := s.String() + "."
		if len(id) > len(prefix) && id[:len(prefix)] == prefix {
			n := 0
			for _, c := range id[len(prefix):] {
				if c < '0' || c > '9' || n > MaxModelsPerSide*10 {
					return 0, 0, fmt.Errorf("%q is not blue.N or red.N", id)
				}
				n = n*10 + int(c-'0')
			}
			if n < 1 || id[len(prefix)] == '0' {
				return 0, 0, fmt.Errorf("%q is not blue.N or red.N", id)
			}
			return s, n, nil
		}
	}
	return 0, 0, fmt.Errorf("%q is not blue.N or red.N", id)
}
