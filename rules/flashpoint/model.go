package flashpoint

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// slot is one weapon a model carries and how often it has been used (for
// One-Use and Two-Uses weapons, HF-WPN-5).
type slot struct {
	ID   string // weapon ID; "" for an empty slot
	Used int
}

// model is one model in play. Everything but Unit is value data, so a
// model copies cheaply; Unit is shared and never changed.
type model struct {
	ID      string     // "blue.1"
	Seat    rules.Seat // owner
	Unit    *Unit
	Name    string // display name from the roster
	Carried [MaxCarried]slot
	Pickup  slot           // the PICKUP slot (HF-WPN-1)
	Items   [MaxItems]slot // carried items (HF-ITM-1); a grenade item is also a weapon
	Pos     world.Pos
	OnBoard bool // false while dead and awaiting respawn
	Wounds  int
	Shields int

	Overshield int  // Overshield shields left, spent before Shields
	Camo       bool // Active Camo: cannot be targeted by shots

	Pinned    bool
	Crouched  bool
	Activated bool
	Fire      bool // carries a Fire token (Incendiary, cube_fire.go)
}

// alive reports whether the model is on the board.
func (m *model) alive() bool { return m.OnBoard }

// wounded reports whether it has taken a wound (HF-ASL-4, HF-ASL-5).
func (m *model) wounded() bool { return m.Wounds > 0 }

// eachWeapon calls f for every weapon the model can use: its own weapons in
// order, then the PICKUP slot. f returns false to stop.
func (m *model) eachWeapon(f func(s *slot) bool) {
	for i := range m.Carried {
		if m.Carried[i].ID == "" {
			break
		}
		if !f(&m.Carried[i]) {
			return
		}
	}
	for i := range m.Items {
		if isGrenadeItem(m.Items[i].ID) && !f(&m.Items[i]) {
			return
		}
	}
	if m.Pickup.ID != "" {
		f(&m.Pickup)
	}
}

// eachArm is eachWeapon without a picked-up weapon the model also carries
// as its own (one action per weapon ID).
func (m *model) eachArm(f func(s *slot) bool) {
	m.eachWeapon(func(s *slot) bool {
		if s == &m.Pickup || m.isItemSlot(s) {
			for i := range m.Carried {
				if m.Carried[i].ID == s.ID {
					return true
				}
			}
			for i := range m.Items {
				if &m.Items[i] == s {
					break
				}
				if m.Items[i].ID == s.ID {
					return true
				}
			}
		}
		return f(s)
	})
}

// weaponSlot returns the slot holding weapon id, or nil.
func (m *model) weaponSlot(id string) *slot {
	var found *slot
	m.eachWeapon(func(s *slot) bool {
		if s.ID == id {
			found = s
			return false
		}
		return true
	})
	return found
}

// carriedCount is how many of the model's own slots are filled.
func (m *model) carriedCount() int {
	n := 0
	for n < len(m.Carried) && m.Carried[n].ID != "" {
		n++
	}
	return n
}

// removeCarried takes weapon id out of the model's own slots, keeping the
// rest in order.
func (m *model) removeCarried(id string) {
	out := 0
	for i := range m.Carried {
		if m.Carried[i].ID == "" {
			break
		}
		if m.Carried[i].ID != id {
			m.Carried[out] = m.Carried[i]
			out++
		}
	}
	for i := out; i < len(m.Carried); i++ {
		m.Carried[i] = slot{}
	}
}
