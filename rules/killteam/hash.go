package killteam

import (
	"encoding/json"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// setupDigest is FNV-64a of the setup's JSON: the arena, the scenario and
// the rosters, which fix everything of a game that does not change.
func setupDigest(s rules.Setup) uint64 {
	data, err := json.Marshal(s)
	if err != nil {
		return 0
	}
	return rules.HashBytes(data)
}

// Hash is a digest of the whole state, dice generator included: the
// setup, the round, phase and turn, both sides' standing and every model.
// It allocates nothing.
func (g *Game) Hash() uint64 { return g.hash(false) }

// PositionHash is a digest of what both players know of the state
// (rules.PositionHasher): Hash without the dice generator. Kill Team hides
// nothing else, so a game and its Determinize copies digest alike.
func (g *Game) PositionHash() uint64 { return g.hash(true) }

// hash is Hash; public leaves out the dice generator.
func (g *Game) hash(public bool) uint64 {
	h := rules.NewHasher()
	h.Uint(g.setupHash)
	if !public {
		h.Uint(g.st.RNG.State)
	}
	hashState(&h, &g.st)
	return h.Sum()
}

// hashState mixes in every field of s but the dice generator.
func hashState(h *rules.Hasher, s *state) {
	h.Int(s.Round)
	h.Int(int(s.Phase))
	h.Int(s.Section)
	h.Int(int(s.First))
	h.Int(int(s.Turn))
	h.String(s.Pending)
	h.Int(s.PendingInches)
	h.String(string(s.PendingKind))
	h.Bool(s.PendingRerolled)
	h.String(s.Charging)
	h.Bool(s.Volley != nil)
	if v := s.Volley; v != nil {
		h.String(v.Shooter)
		h.String(v.Target)
		hashVolleyWeapon(h, &v.volleyWeapon)
		h.Int(len(v.Before))
		for k := range v.Before {
			hashVolleyWeapon(h, &v.Before[k])
		}
		h.Int(len(v.After))
		for k := range v.After {
			hashVolleyWeapon(h, &v.After[k])
		}
	}
	for seat := range 2 {
		h.Bool(s.Passed[seat])
		h.Bool(s.Grenade[seat])
		h.Bool(s.Comms[seat])
		h.Int(s.CP[seat])
		h.Bool(s.Broken[seat])
		h.Int(s.Started[seat])
		h.Int(s.Score[seat])
	}
	h.Int(s.Nerve)
	h.Bool(s.Over)
	h.Int(int(s.Winner))
	h.String(s.Reason)
	h.Int(len(s.Models))
	for i := range s.Models {
		hashModel(h, &s.Models[i])
	}
	h.Bool(s.Reroll != nil)
	if w := s.Reroll; w != nil {
		h.String(w.Action.Text())
		h.Int(len(w.Faces))
		for _, f := range w.Faces {
			h.Int(f)
		}
		h.Int(len(w.Answers))
		for _, a := range w.Answers {
			h.Bool(a)
		}
		h.Int(int(w.Seat))
		h.String(w.Actor)
		h.String(w.Test)
		h.Int(w.Shown)
		hashState(h, w.Before)
	}
}

// hashModel mixes in every field of a model.
func hashModel(h *rules.Hasher, m *model) {
	h.String(m.ID)
	h.Int(int(m.Seat))
	h.String(m.Unit)
	h.Int(int(m.Spec))
	h.Int(len(m.Weapons))
	for _, w := range m.Weapons {
		h.String(w)
	}
	h.Pos(m.Pos)
	h.Int(m.Wounds)
	h.Int(m.Flesh)
	h.Bool(m.Out)
	h.Bool(m.Shaken)
	var flags uint16
	for k, f := range [...]bool{m.Moved, m.Advanced, m.FellBack, m.Ready, m.Charged, m.ChargeHit, m.ChargedAt, m.Done, m.Retreated, m.Stratagem, m.Comms, m.Stimmed, m.Undeployed, m.Tested} {
		if f {
			flags |= 1 << k
		}
	}
	h.Int(int(flags))
	h.String(m.ChargeTarget)
	h.Int(len(m.ChargeAlso))
	for _, t := range m.ChargeAlso {
		h.String(t)
	}
	h.Int(m.Reacted)
	h.Int(m.Denied)
}

// hashVolleyWeapon mixes in a volley's weapon, its attacks and their
// allotments.
func hashVolleyWeapon(h *rules.Hasher, w *volleyWeapon) {
	h.String(w.Weapon)
	h.String(w.Option)
	h.Int(w.Attacks)
	h.Int(len(w.Allotted))
	for _, a := range w.Allotted {
		h.String(a.Target)
		h.Int(a.Attacks)
	}
}
