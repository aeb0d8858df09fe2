package rules

import "github.com/flashpoint-arena/flashpoint/world"

// FNV-64a parameters.
const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

// Hasher is FNV-64a written inline over a canonical binary encoding, so a
// ruleset's Hash allocates nothing. Start one with NewHasher, mix in the
// state field by field, and read the digest with Sum.
type Hasher uint64

// NewHasher returns a hasher at FNV-64a's offset basis.
func NewHasher() Hasher { return Hasher(fnvOffset) }

// Sum is the digest so far.
func (h Hasher) Sum() uint64 { return uint64(h) }

// Byte mixes in one byte.
func (h *Hasher) Byte(b byte) { *h = (*h ^ Hasher(b)) * fnvPrime }

// Uint mixes in eight bytes, low first.
func (h *Hasher) Uint(v uint64) {
	for i := 0; i < 8; i++ {
		h.Byte(byte(v >> (8 * i)))
	}
}

// Int writes small numbers (0..127, the usual case) as one byte and any
// other as a marker byte and eight bytes.
func (h *Hasher) Int(v int) {
	if v >= 0 && v < 0x80 {
		h.Byte(byte(v))
		return
	}
	h.Byte(0xff)
	h.Uint(uint64(int64(v)))
}

// Bool mixes in 1 or 0.
func (h *Hasher) Bool(v bool) {
	if v {
		h.Byte(1)
	} else {
		h.Byte(0)
	}
}

// String writes the length first, so "ab","c" and "a","bc" differ.
func (h *Hasher) String(s string) {
	h.Int(len(s))
	for i := 0; i < len(s); i++ {
		h.Byte(s[i])
	}
}

// Pos mixes in a cube.
func (h *Hasher) Pos(p world.Pos) {
	h.Int(p.X)
	h.Int(p.Y)
	h.Int(p.Z)
}

// HashBytes is FNV-64a of b.
func HashBytes(b []byte) uint64 {
	h := NewHasher()
	for _, c := range b {
		h.Byte(c)
	}
	return h.Sum()
}

// Setup mixes in a setup's arena (name and text), the two rosters and
// the scenario, in that order; options are left out.
func (h *Hasher) Setup(s Setup) {
	h.String(s.Arena)
	h.String(s.ArenaText)
	h.String(s.Rosters[0])
	h.String(s.Rosters[1])
	h.String(s.Scenario)
}
