package scene

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// threatCache keeps the threat view's cubes for one state and model.
type threatCache struct {
	gen   int
	actor string
	cells []world.Pos
}

// threatCells is the threat view: the cubes the deciding side's model can
// move to where at least one enemy could shoot it (rules.Sighter), worked
// out by making each move on a copy of the game. Nil without a model, a
// Sighter or a move.
func (b *battleScreen) threatCells() []world.Pos {
	me := b.actor()
	s := sighter(b.g)
	if me == nil || s == nil {
		return nil
	}
	if b.threat.gen == b.gen && b.threat.actor == me.ID {
		return b.threat.cells
	}
	b.threat = threatCache{gen: b.gen, actor: me.ID}
	seen := map[world.Pos]bool{}
	for _, act := range b.rel {
		if act.Actor != me.ID || !b.describe().isMoveAction(act) || seen[*act.Cell] {
			continue
		}
		seen[*act.Cell] = true
		after := b.g.Clone()
		if _, err := after.Apply(act); err != nil {
			continue
		}
		if threatened(after, me.ID) {
			b.threat.cells = append(b.threat.cells, *act.Cell)
		}
	}
	return b.threat.cells
}

// threatened reports whether an enemy of model id could shoot it in g,
// stopping at the first that could.
func threatened(g rules.Game, id string) bool {
	s := sighter(g)
	v := g.View()
	for _, p := range v.Pieces {
		if !p.OnBoard || p.ID == id {
			continue
		}
		for _, sg := range s.Sightings(p.ID, id) {
			if sg.Why == "" && sg.Dice > 0 {
				return true
			}
		}
	}
	return false
}
