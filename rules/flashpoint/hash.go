package flashpoint

import "github.com/flashpoint-arena/flashpoint/rules"

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
	h := rules.NewHasher()
	h.Uint(g.b.arenaHash)
	h.Int(g.b.setup.Kills)
	h.Int(g.b.setup.Rounds)
	if !public {
		h.Uint(g.rng.State)
	}
	h.Int(g.round)
	h.Int(int(g.turn))
	h.Int(int(g.last))
	h.Int(g.score[0])
	h.Int(g.score[1])
	if g.rule().KillsBreakTies {
		h.Int(g.kills[0])
		h.Int(g.kills[1])
	}
	h.Bool(g.over)
	h.Int(int(g.winner))
	h.Int(len(g.models))
	for i := range g.models {
		m := &g.models[i]
		h.String(m.ID)
		h.String(m.Unit.ID)
		h.Int(int(m.Seat))
		for _, s := range m.Carried {
			h.String(s.ID)
			h.Int(s.Used)
		}
		h.String(m.Pickup.ID)
		h.Int(m.Pickup.Used)
		h.Pos(m.Pos)
		h.Bool(m.OnBoard)
		h.Int(m.Wounds)
		h.Int(m.Shields)
		h.Bool(m.Pinned)
		h.Bool(m.Crouched)
		h.Bool(m.Activated)
		m.hashItems(&h)
	}
	a := &g.act
	h.Int(a.Model)
	h.Uint(uint64(a.Used))
	h.Int(a.Spent)
	h.Bool(a.Respawned)
	h.Bool(a.NoMove)
	h.Bool(a.Pickup)
	a.Item.hash(&h, public)
	g.it.hash(&h, public)
	h.Int(len(g.tasks))
	for i := range g.tasks {
		t := &g.tasks[i]
		h.Byte(byte(t.Kind))
		h.Int(t.Actor)
		h.Int(t.Other)
		h.String(t.Weapon)
		h.Int(t.Used)
		h.Int(t.Dir)
		h.Bool(t.Sprint)
		h.Pos(t.Start)
		h.Int(len(t.Path))
		for _, p := range t.Path {
			h.Pos(p)
		}
	}
	h.Int(len(g.tokens))
	for i := range g.tokens {
		t := &g.tokens[i]
		h.String(t.Weapon)
		h.Int(t.Used)
		h.Pos(t.Pos)
		h.String(t.Spot)
	}
	g.hashObjectives(&h)
	h.Int(len(g.supply))
	for _, s := range g.supply {
		h.String(s)
	}
	g.hashCube(&h)
	g.hashCommand(&h)
	return h.Sum()
}
