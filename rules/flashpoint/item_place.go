package flashpoint

import (
	"sort"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// setupItems fills the face-down stack and places the starting item tokens
// (HF-SET-1..3).
func (g *Game) setupItems(l *log) {
	g.it.Pool = standardItemPool()
	for len(g.it.Tokens) < MaxItemTokens {
		if !g.placeItemToken(l) {
			return
		}
	}
}

// roundItem places one more item token at the start of a round from round
// 2, while fewer than MaxItemTokens lie on the board (HF-SET-4).
func (g *Game) roundItem(l *log) {
	if g.round >= 2 && len(g.it.Tokens) < MaxItemTokens {
		g.placeItemToken(l)
	}
}

// placeItemToken draws a token from the stack and places it face down by a
// d8 for the column and a d8 for the row (HF-SET-1): the rolls are spread
// over the arena's footprint, the token lies on the lowest floor of that
// column, and both dice are rerolled for a column with no floor, a cube
// of a deployment zone or a cube holding a model (HF-SET-2). After
// MaxItemRerolls the token goes back to the stack. It reports whether a
// token was placed.
func (g *Game) placeItemToken(l *log) bool {
	if len(g.it.Pool) == 0 {
		return false
	}
	i := g.roll(len(g.it.Pool)) - 1
	id := g.it.Pool[i]
	// In place: the stack is the game's own (itemState.clone copies it).
	g.it.Pool = append(g.it.Pool[:i], g.it.Pool[i+1:]...)
	for try := 0; try < MaxItemRerolls; try++ {
		c, r := g.roll(ItemDie), g.roll(ItemDie)
		p, ok := g.itemCube(c, r)
		why := word{}
		switch {
		case !ok:
			why = word{"no floor to lie on", "FpLandsNoFloor"}
		case g.inDeployZone(p):
			why = word{"a deployment zone", "FpLandsDeployZone"}
		case g.modelIn(p):
			why = word{"a cube with a model", "FpLandsModel"}
		}
		if !l.silent { // a silent log keeps no events: build none
			e := l.dieEvent(rules.NoSeat, "", "item", c, 0, "FpItemRoll", "Column Row", "Item token: column %d, row %d.", c, r)
			e.Dice = []int{c, r}
			l.add(e)
			if why.en != "" {
				l.sayf("item", rules.NoSeat, "FpItemLandsOn", "Where", "The item token would land on %s: roll again.", why)
			}
		}
		if why.en != "" {
			continue
		}
		g.itemLayToken(id, p, false)
		ev := l.event("item", rules.NoSeat)
		if !l.quiet {
			ev.Text, ev.Msg = say("FpItemPlaced", "Cube", "An item token is placed face down at %s.", p)
		}
		if !l.silent {
			ev.To = posPtr(p)
		}
		return true
	}
	g.itemToPool(id)
	return false
}

// itemCube maps a column and a row roll (1..ItemDie) onto the arena's
// footprint (roll c picks the column at the middle of the c-th of ItemDie
// equal strips, so both ends of the arena get as many faces; on an 8x8
// arena one column each) and finds the lowest cube of that column a model
// can stand in.
func (g *Game) itemCube(c, r int) (world.Pos, bool) {
	a := g.b.arena
	x, y := dieStrip(c, a.W), dieStrip(r, a.D)
	for z := 0; z < a.H; z++ {
		if p := (world.Pos{X: x, Y: y, Z: z}); a.Standable(p) {
			return p, true
		}
	}
	return world.Pos{}, false
}

// dieStrip is the row (or column) of an arena n cubes deep that an item
// die's roll r picks: the middle of the r-th of ItemDie equal strips. Roll
// r and roll ItemDie+1−r pick mirror-image rows (unless n is a multiple of
// 2·ItemDie, where a strip's middle falls on a face between rows).
func dieStrip(r, n int) int { return (2*r - 1) * n / (2 * ItemDie) }

// inDeployZone reports whether cube p belongs to either side's deployment
// zone.
func (g *Game) inDeployZone(p world.Pos) bool {
	for _, cubes := range g.b.deploy {
		for _, q := range cubes {
			if q == p {
				return true
			}
		}
	}
	return false
}

// modelIn reports whether a model stands in cube p.
func (g *Game) modelIn(p world.Pos) bool {
	for i := range g.models {
		if g.models[i].OnBoard && g.models[i].Pos == p {
			return true
		}
	}
	return false
}

// itemToPool puts an item back into the face-down stack (HF-ITM-4: a
// destroyed item; the stack stays sorted, which is the same as reshuffling
// since draws are random).
func (g *Game) itemToPool(id string) {
	i := 0
	for i < len(g.it.Pool) && g.it.Pool[i] < id {
		i++
	}
	g.it.Pool = append(g.it.Pool, "")
	copy(g.it.Pool[i+1:], g.it.Pool[i:])
	g.it.Pool[i] = id
}

// redrawItems re-draws the identity of every face-down token from the
// face-down tokens and the stack together (a computer player's copy,
// Determinize): a generator made from the copy's seed decides (the
// copy's own dice are left as they are), so the real identities cannot leak
// into a search. The stack is left sorted.
func (g *Game) redrawItems(seed uint64) {
	rng := rules.RNG{State: seed ^ itemRedrawSalt}
	var hidden []string
	for _, t := range g.it.Tokens {
		if !t.FaceUp {
			hidden = append(hidden, t.Item)
		}
	}
	if len(hidden) == 0 {
		return
	}
	all := append(hidden, g.it.Pool...)
	sort.Strings(all)
	for i := range g.it.Tokens {
		if t := &g.it.Tokens[i]; !t.FaceUp {
			k := rng.Roll(len(all)) - 1
			t.Item = all[k]
			all = append(all[:k], all[k+1:]...)
		}
	}
	g.it.Pool = all
}

// itemRedrawSalt makes the re-draw generator differ from the copy's dice.
const itemRedrawSalt = 0x9e3779b97f4a7c15
