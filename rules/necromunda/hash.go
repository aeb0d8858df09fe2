package necromunda

import (
	"github.com/flashpoint-arena/flashpoint/rules"
)

// Hash digests the whole state, dice generator included (rules.Game).
func (g *Game) Hash() uint64 {
	h := g.hashState()
	h.Uint(g.st.RNG.State)
	return h.Sum()
}

// PositionHash digests the state without the dice generator
// (rules.PositionHasher); nothing in the game is hidden. The digest is
// kept until the next action (and by copies, whose state is the same but
// for the generator), as a search asks it of one position for every copy
// it makes.
func (g *Game) PositionHash() uint64 {
	if g.posHash == 0 {
		g.posHash = g.hashState().Sum()
	}
	return g.posHash
}

// hashState mixes in the setup and every field of the state but the
// generator.
func (g *Game) hashState() rules.Hasher {
	h := rules.NewHasher()
	h.Setup(g.setup)
	h.Int(g.rounds)
	h.Int(g.st.Placed)
	st := &g.st
	h.String(st.Step)
	h.Int(st.Round)
	h.Int(int(st.Turn))
	h.Int(st.Active)
	h.Int(st.AP)
	h.Int(int(st.Priority))
	h.Int(st.Credits[0])
	h.Int(st.Credits[1])
	h.Bool(st.Over)
	h.Int(int(st.Winner))
	h.String(st.Reason)
	h.Int(len(st.Fighters))
	for i := range st.Fighters {
		f := &st.Fighters[i]
		h.String(f.ID)
		h.Int(int(f.Seat))
		h.String(f.Type)
		h.Int(len(f.Weapons))
		for k, w := range f.Weapons {
			h.String(w)
			h.Bool(f.Empty[k])
		}
		h.Pos(f.Pos)
		h.Int(int(f.Status))
		h.Int(f.Wounds)
		h.Int(f.Flesh)
		h.Bool(f.Activated)
		h.Bool(f.ClimbStart)
		h.Bool(f.Charged)
		h.Bool(f.Climb != nil)
		if c := f.Climb; c != nil {
			h.Pos(c.From)
			h.Pos(c.To)
			h.Pos(c.Foot)
			h.Int(c.Spent)
			h.Int(c.Need)
			h.Bool(c.Ladder)
		}
	}
	h.Int(len(st.Caskets))
	for _, c := range st.Caskets {
		h.Pos(c.Pos)
		h.Bool(c.Cache)
	}
	return h
}

// Determinize returns a copy whose dice are re-seeded from seed
// (rules.Determinizer); the game hides nothing else.
func (g *Game) Determinize(seed uint64) rules.Game {
	c := g.clone()
	c.st.RNG = *rules.NewRNG(seed ^ g.PositionHash())
	return c
}
