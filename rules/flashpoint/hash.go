package flashpoint

import "github.com/flashpoint-arena/flashpoint/world"

// FNV-64a parameters.
const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

// hasher is FNV-64a written inline over a canonical binary encoding, so
// hashing allocates nothing.
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

// hashBytes is FNV-64a of b.
func hashBytes(b []byte) uint64 {
	h := hasher(fnvOffset)
	for _, c := range b {
		h.byte(c)
	}
	return uint64(h)
}

// Hash is a digest of the whole state, dice generator included: the arena,
// the scenario, every model, the activation, the pending steps, the
// weapons on the board and in the supply.
func (g *Game) Hash() uint64 { return g.hash(false) }

// PositionHash is a digest of what both players know of the state
// (rules.PositionHasher): Hash without the dice generator, the identities
// of face-down item tokens, the order of the face-down stack and what the
// active model took in its current action (a weapon dropped and picked
// straight back up leaves the position as it was).
func (g *Game) PositionHash() uint64 { return g.hash(true) }

// hash is Hash; public leaves out what PositionHash leaves out.
func (g *Game) hash(public bool) uint64 {
	h := hasher(fnvOffset)
	h.uint(g.b.arenaHash)
	h.int(g.b.setup.Kills)
	h.int(g.b.setup.Rounds)
	if !public {
		h.uint(g.rng.State)
	}
	h.int(g.round)
	h.int(int(g.turn))
	h.int(int(g.last))
	h.int(g.score[0])
	h.int(g.score[1])
	if g.rule().KillsBreakTies {
		h.int(g.kills[0])
		h.int(g.kills[1])
	}
	h.bool(g.over)
	h.int(int(g.winner))
	h.int(len(g.models))
	for i := range g.models {
		m := &g.models[i]
		h.string(m.ID)
		h.string(m.Unit.ID)
		h.int(int(m.Seat))
		for _, s := range m.Carried {
			h.string(s.ID)
			h.int(s.Used)
		}
		h.string(m.Pickup.ID)
		h.int(m.Pickup.Used)
		h.pos(m.Pos)
		h.bool(m.OnBoard)
		h.int(m.Wounds)
		h.int(m.Shields)
		h.bool(m.Pinned)
		h.bool(m.Crouched)
		h.bool(m.Activated)
		m.hashItems(&h)
	}
	a := &g.act
	h.int(a.Model)
	h.uint(uint64(a.Used))
	h.int(a.Spent)
	h.bool(a.Respawned)
	h.bool(a.NoMove)
	h.bool(a.Pickup)
	a.Item.hash(&h, public)
	g.it.hash(&h, public)
	h.int(len(g.tasks))
	for i := range g.tasks {
		t := &g.tasks[i]
		h.byte(byte(t.Kind))
		h.int(t.Actor)
		h.int(t.Other)
		h.string(t.Weapon)
		h.int(t.Used)
		h.int(t.Dir)
		h.bool(t.Sprint)
		h.pos(t.Start)
		h.int(len(t.Path))
		for _, p := range t.Path {
			h.pos(p)
		}
	}
	h.int(len(g.tokens))
	for i := range g.tokens {
		t := &g.tokens[i]
		h.string(t.Weapon)
		h.int(t.Used)
		h.pos(t.Pos)
		h.string(t.Spot)
	}
	g.hashObjectives(&h)
	h.int(len(g.supply))
	for _, s := range g.supply {
		h.string(s)
	}
	g.hashCube(&h)
	g.hashCommand(&h)
	return uint64(h)
}
