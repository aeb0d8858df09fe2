package firepower

import "github.com/flashpoint-arena/flashpoint/rules"

// Hash digests the whole state, dice generator included (rules.Game).
func (g *Game) Hash() uint64 {
	h := g.hashState()
	h.Uint(g.st.RNG.State)
	return h.Sum()
}

// PositionHash digests the state without the dice generator
// (rules.PositionHasher): the order of the chips still in the cup lies in
// the generator, so it is left out with it.
func (g *Game) PositionHash() uint64 { return g.hashState().Sum() }

// hashState mixes in the setup and every field of the state but the
// generator.
func (g *Game) hashState() rules.Hasher {
	h := rules.NewHasher()
	h.Setup(g.setup)
	h.Int(g.turns)
	st := &g.st
	h.Int(st.Turn)
	h.Int(st.Cup[0])
	h.Int(st.Cup[1])
	h.Int(st.DrawnBy[0] + st.DrawnBy[1]) // the chips drawn this turn, then blue's
	h.Int(st.DrawnBy[0])
	h.Int(int(st.Side))
	h.Int(st.Impulses)
	h.Bool(st.Stack != nil)
	if st.Stack != nil {
		h.Pos(*st.Stack)
	}
	h.Int(len(st.FiredFrom))
	for _, p := range st.FiredFrom {
		h.Pos(p)
	}
	h.Int(st.Start[0])
	h.Int(st.Start[1])
	h.Bool(st.Over)
	h.Int(int(st.Winner))
	h.String(st.Reason)
	h.Int(len(st.Soldiers))
	for i := range st.Soldiers {
		s := &st.Soldiers[i]
		h.String(s.ID)
		h.Int(int(s.Seat))
		h.String(s.Type)
		h.String(s.Weapon)
		h.String(s.Grenade)
		h.Pos(s.Pos)
		h.Int(int(s.Facing))
		for _, b := range [...]bool{s.Prone, s.Dead, s.Running, s.Suppressed, s.Stunned, s.Acted, s.Combat, s.InImpulse} {
			h.Bool(b)
		}
		h.Int(s.MF)
		h.Int(s.Moved)
		h.Int(s.Entered)
		h.Int(s.Spent)
	}
	return h
}

// Determinize returns a copy whose dice and chips are re-seeded from
// seed (rules.Determinizer): the order of the chips in the cup and every
// future die are what a player cannot know.
func (g *Game) Determinize(seed uint64) rules.Game {
	c := g.clone()
	c.st.RNG = *rules.NewRNG(seed ^ g.PositionHash())
	return c
}
