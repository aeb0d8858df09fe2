package flashpoint

import (
	"slices"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Item action kinds.
const (
	kindTake    = "take"         // pick up an item token (HF-ITM-2)
	kindDropIt  = "drop-item"    // leave a carried item face up in the cube
	kindDestroy = "destroy-item" // return a carried item to the face-down stack (HF-ITM-4)
	kindUse     = "use"          // use a Type II item
)

// pickupBuf is the room callers of pickupCubes give on their stack: a
// Sprint's cubes and more; a longer list moves to the heap.
const pickupBuf = 16

// pickupCubes are the cubes model mi may pick things up in now: every cube
// of its last Move or Sprint (the start, the cubes walked through and the
// one it ended in), or its own cube after a Crouch (HF-ITM-2). Cubes
// holding an enemy are left out.
// They are appended to buf, which callers give from their stack.
func (g *Game) pickupCubes(mi int, buf []world.Pos) []world.Pos {
	m := &g.models[mi]
	if !g.act.Pickup || g.act.Model != mi || !m.OnBoard {
		return nil
	}
	cubes := g.act.Item.Passed
	if len(cubes) == 0 {
		return append(buf, m.Pos)
	}
	out := buf
	for _, p := range cubes {
		dup := false
		for _, q := range out {
			dup = dup || q == p
		}
		if !dup && !g.enemiesIn(p, m.Seat) {
			out = append(out, p)
		}
	}
	return out
}

// mayPassOver reports whether cube p is one pickupCubes may list for model
// mi, before the enemies are looked at: a cube of its last move, or its own
// cube. The lists of pickups ask it of every token first, and skip
// pickupCubes when no token lies on such a cube, as most of the time.
func (g *Game) mayPassOver(mi int, p world.Pos) bool {
	if cubes := g.act.Item.Passed; len(cubes) > 0 {
		return slices.Contains(cubes, p)
	}
	return p == g.models[mi].Pos
}

// itemPickupActions lists the item tokens model mi may pick up: one
// action per token in a cube of pickupCubes, at most one item per action
// (HF-ITM-2). A model with MaxItems items takes a new one only by leaving
// one of its own face up where the new one lay (HF-ITM-4).
func (g *Game) itemPickupActions(mi int, out []rules.Action) []rules.Action {
	m := &g.models[mi]
	if g.act.Item.TookItem || !slices.ContainsFunc(g.it.Tokens, func(t floorItem) bool { return g.mayPassOver(mi, t.Pos) }) {
		return out
	}
	var buf [pickupBuf]world.Pos
	for _, p := range g.pickupCubes(mi, buf[:0]) {
		for _, t := range g.it.Tokens {
			if t.Pos != p {
				continue
			}
			name := itemTokenName(t.ID)
			if m.itemCount() < MaxItems {
				out = append(out, rules.Action{Seat: m.Seat, Kind: kindTake, Actor: m.ID, Cell: g.b.arena.CubePtr(p), Option: name})
				continue
			}
			for i, s := range m.Items {
				if s.ID != "" && (i == 0 || s.ID != m.Items[0].ID) {
					out = append(out, rules.Action{Seat: m.Seat, Kind: kindTake, Actor: m.ID, Cell: g.b.arena.CubePtr(p), Option: name + " leave " + s.ID})
				}
			}
		}
	}
	return out
}

// carriedItemActions lists dropping and destroying each carried item:
// free actions of the carrier's activation.
func (g *Game) carriedItemActions(mi int, out []rules.Action) []rules.Action {
	m := &g.models[mi]
	for i, s := range m.Items {
		if s.ID == "" || (i > 0 && s.ID == m.Items[0].ID) {
			continue
		}
		out = append(out,
			rules.Action{Seat: m.Seat, Kind: kindDropIt, Actor: m.ID, Option: s.ID},
			rules.Action{Seat: m.Seat, Kind: kindDestroy, Actor: m.ID, Option: s.ID})
	}
	return out
}

// splitTakeOption reads "item.3" or "item.3 leave overshield".
func splitTakeOption(opt string) (token int, leave string, ok bool) {
	name, leave, _ := strings.Cut(opt, " leave ")
	num, found := strings.CutPrefix(name, "item.")
	if !found || num == "" {
		return 0, "", false
	}
	n := 0
	for _, c := range num {
		if c < '0' || c > '9' || n > 1<<20 {
			return 0, "", false
		}
		n = n*10 + int(c-'0')
	}
	return n, leave, true
}

// doTake picks up an item token: it is revealed to both players and stays
// face up for the rest of the game (HF-ITM-3); an item left for it lies
// face up where the new one lay.
func (g *Game) doTake(mi int, a rules.Action, l *log) {
	m := &g.models[mi]
	id, leave, ok := splitTakeOption(a.Option)
	ti := g.itemToken(id)
	if !ok || ti < 0 {
		return
	}
	t := g.it.Tokens[ti]
	g.it.Tokens = append(g.it.Tokens[:ti], g.it.Tokens[ti+1:]...)
	if !t.FaceUp {
		e := l.event("reveal", rules.NoSeat)
		if !l.quiet {
			e.Text, e.Msg = say("FpItemRevealed", "Cube Item", "The item token at %s is revealed: %s.", t.Pos, itemName(t.Item))
		}
		e.Actor, e.To = m.ID, posPtr(t.Pos)
	}
	if leave != "" && m.removeItem(leave) {
		g.itemLayToken(leave, t.Pos, true)
		e := l.sayf("drop", m.Seat, "FpLeavesItem", "Model Item Cube", "%s leaves its %s at %s.", labelled{m}, itemName(leave), t.Pos)
		e.Actor, e.To = m.ID, posPtr(t.Pos)
	}
	m.addItem(t.Item)
	g.act.Item.TookItem = true
	e := l.event("pickup", m.Seat)
	if !l.quiet {
		e.Text, e.Msg = say("FpPicksItem", "Model Item", "%s picks up the %s.", labelled{m}, itemName(t.Item))
	}
	e.Actor, e.From, e.To = m.ID, posPtr(t.Pos), posPtr(m.Pos)
}

// doDropItem leaves a carried item face up in the carrier's cube.
func (g *Game) doDropItem(mi int, id string, l *log) {
	m := &g.models[mi]
	if !m.removeItem(id) {
		return
	}
	g.itemLayToken(id, m.Pos, true)
	e := l.sayf("drop", m.Seat, "FpDropsItem", "Model Item", "%s drops the %s.", labelled{m}, itemName(id))
	e.Actor, e.To = m.ID, posPtr(m.Pos)
}

// doDestroyItem returns a carried item to the face-down stack (HF-ITM-4).
func (g *Game) doDestroyItem(mi int, id string, l *log) {
	m := &g.models[mi]
	if !m.removeItem(id) {
		return
	}
	g.itemToPool(id)
	e := l.sayf("destroy", m.Seat, "FpDestroysItem", "Model Item", "%s destroys the %s; it returns to the item stack.", labelled{m}, itemName(id))
	e.Actor = m.ID
}

// dropItemsOnDeath lays a killed model's items face up in its cube
// (HF-ITM-6) and ends its item effects.
func (g *Game) dropItemsOnDeath(mi int, l *log) {
	m := &g.models[mi]
	for _, s := range m.Items {
		if s.ID == "" {
			continue
		}
		g.itemLayToken(s.ID, m.Pos, true)
		e := l.sayf("drop", m.Seat, "FpDropsItemAt", "Model Item Cube", "%s drops its %s at %s.", m.ID, itemName(s.ID), m.Pos)
		e.Target, e.To = m.ID, posPtr(m.Pos)
	}
	m.Items = [MaxItems]slot{}
	m.Overshield, m.Camo = 0, false
}

// itemsOnSpend starts a new action: the pickups of the last one are over.
func (g *Game) itemsOnSpend() {
	g.act.Item.Passed, g.act.Item.TookItem, g.act.Item.TookWeapon = nil, false, false
}

// itemsNewRound clears the effects that last a round (smoke, sensors) and
// places the round's item token (HF-SET-4).
func (g *Game) itemsNewRound(l *log) {
	g.it.Smoke = nil
	g.it.Sensor = [2]bool{}
	g.roundItem(l)
}
