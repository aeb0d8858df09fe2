package killteam

import (
	"encoding/json"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// FNV-64a parameters.
const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

// hasher is FNV-64a written inline over a canonical binary encoding of the
// state, so hashing allocates nothing.
type hasher uint64

// byte mixes in one byte.
func (h *hasher) byte(b byte) { *h = (*h ^ hasher(b)) * fnvPrime }

// uint mixes in eight bytes, low first.
func (h *hasher) uint(v uint64) {
	for i := 0; i < 8; i++ {
		h.byte(byte(v >> (8 * i)))
	}
}

// int writes small numbers (0..127, the usual case) as one byte and any
// other as a marker byte and eight bytes.
func (h *hasher) int(v int) {
	if v >= 0 && v < 0x80 {
		h.byte(byte(v))
		return
	}
	h.byte(0xff)
	h.uint(uint64(int64(v)))
}

// bool mixes in 1 or 0.
func (h *hasher) bool(v bool) {
	if v {
		h.byte(1)
	} else {
		h.byte(0)
	}
}

// string writes the length first, so "ab","c" and "a","bc" differ.
func (h *hasher) string(s string) {
	h.int(len(s))
	for i := 0; i < len(s); i++ {
		h.byte(s[i])
	}
}

// pos mixes in a cube.
func (h *hasher) pos(p world.Pos) {
	h.int(p.X)
	h.int(p.Y)
	h.int(p.Z)
}

// setupDigest is FNV-64a of the setup's JSON: the arena, the scenario and
// the rosters, which fix everything of a game that does not change.
func setupDigest(s rules.Setup) uint64 {
	data, err := json.Marshal(s)
	if err != nil {
		return 0
	}
	h := hasher(fnvOffset)
	for _, b := range data {
		h.byte(b)
	}
	return uint64(h)
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
	s := &g.st
	h := hasher(fnvOffset)
	h.uint(g.setupHash)
	if !public {
		h.uint(s.RNG.State)
	}
	h.int(s.Round)
	h.int(int(s.Phase))
	h.int(s.Section)
	h.int(int(s.First))
	h.int(int(s.Turn))
	h.string(s.Pending)
	h.int(s.PendingInches)
	h.string(string(s.PendingKind))
	h.bool(s.PendingRerolled)
	h.string(s.Charging)
	h.bool(s.Volley != nil)
	if v := s.Volley; v != nil {
		h.string(v.Shooter)
		h.string(v.Target)
		h.string(v.Weapon)
		h.string(v.Option)
		h.int(v.Attacks)
		h.int(len(v.Allotted))
		for _, a := range v.Allotted {
			h.string(a.Target)
			h.int(a.Attacks)
		}
	}
	for seat := range 2 {
		h.bool(s.Passed[seat])
		h.bool(s.Grenade[seat])
		h.bool(s.Comms[seat])
		h.int(s.CP[seat])
		h.bool(s.Broken[seat])
		h.int(s.Started[seat])
		h.int(s.Score[seat])
	}
	h.bool(s.Over)
	h.int(int(s.Winner))
	h.string(s.Reason)
	h.int(len(s.Models))
	for i := range s.Models {
		hashModel(&h, &s.Models[i])
	}
	return uint64(h)
}

// hashModel mixes in every field of a model.
func hashModel(h *hasher, m *model) {
	h.string(m.ID)
	h.int(int(m.Seat))
	h.string(m.Unit)
	h.int(int(m.Spec))
	h.int(len(m.Weapons))
	for _, w := range m.Weapons {
		h.string(w)
	}
	h.pos(m.Pos)
	h.int(m.Wounds)
	h.int(m.Flesh)
	h.bool(m.Out)
	h.bool(m.Shaken)
	var flags uint16
	for k, f := range [...]bool{m.Moved, m.Advanced, m.FellBack, m.Ready, m.Charged, m.ChargeHit, m.ChargedAt, m.Done, m.Retreated, m.Stratagem, m.Comms} {
		if f {
			flags |= 1 << k
		}
	}
	h.int(int(flags))
	h.string(m.ChargeTarget)
}
