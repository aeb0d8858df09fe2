package urban

import (
	"fmt"
	"slices"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// canon is the one name of a part: a wall seen from its north or west
// side (south and east sides name the cube beyond), a floor as it is.
func canon(p part) part {
	if p.Kind == partWall && (p.Dir == world.South || p.Dir == world.East) {
		return part{Pos: p.Pos.Add(p.Dir.Delta()), Dir: p.Dir.Opposite()}
	}
	return p
}

// onFire reports whether a standing part is Burning.
func (g *Game) onFire(p part) bool { return slices.Contains(g.st.Fires, canon(p)) }

// setFire sets a standing part Burning (UF-DES-3): a blow that applies
// Burning (a Fire Bolt's lucky number) and does not destroy it leaves the
// fire on it, for its debris to carry. The fire does nothing else and
// lasts until the part is destroyed.
func (g *Game) setFire(m *model, p part) {
	if g.onFire(p) {
		return
	}
	g.st.Fires = append(g.st.Fires, canon(p))
	g.emit(rules.Event{Kind: "terrain", Seat: m.Seat, Actor: m.ID, Test: "burning", To: &p.Pos}, func() rules.Msg { return partMsg("UrbCatchesFire", p) }, "%s catches fire", capital(p.String()))
}

// putOut takes a destroyed part's fire off the list.
func (g *Game) putOut(p part) {
	c := canon(p)
	g.st.Fires = slices.DeleteFunc(g.st.Fires, func(f part) bool { return f == c })
}

// standing reports whether a part stands in the arena as it is now: a
// full or low wall between two cubes, or a floor above the ground.
func (g *Game) standing(p part) bool {
	switch p.Kind {
	case partWall:
		return p.Dir <= world.West && g.arena.In(p.Pos) && g.arena.In(p.Pos.Add(p.Dir.Delta())) && g.arena.Side(p.Pos, p.Dir) != world.Open
	case partFloor:
		return p.Dir == 0 && p.Pos.Z > 0 && g.arena.Standable(p.Pos)
	case partMast, partCar:
		return g.isFurniture(p) && !g.wrecked(p)
	}
	return false
}

// checkFires wants every Burning part standing, named once and canonically.
func (g *Game) checkFires() error {
	for i, f := range g.st.Fires {
		if f != canon(f) || !g.standing(f) || slices.Contains(g.st.Fires[:i], f) {
			return fmt.Errorf("burning part %s (side %d, kind %q) does not stand in the arena, is not named from its north or west side, or is listed twice", f.Pos, f.Dir, f.Kind)
		}
	}
	return nil
}

// fireTokens show the Burning parts: a token in the cube of each.
func (g *Game) fireTokens() []rules.Token {
	var out []rules.Token
	for _, f := range g.st.Fires {
		label, labelMsg := "Burning wall", rules.Say("UrbBurningWall")
		if f.Kind != partWall {
			label, labelMsg = "Burning "+f.Kind, rules.Say("UrbBurningPart", "Part", partRef(f.Kind))
			if f.Kind == partFloor {
				labelMsg = rules.Say("UrbBurningFloor")
			}
		}
		out = append(out, rules.Token{Kind: rules.TokenFire, Label: label, Pos: f.Pos, Seat: rules.NoSeat, LabelMsg: labelMsg,
			Help: capital(f.String()) + " is on fire: its debris will set the models it strikes Burning.", HelpMsg: partMsg("UrbOnFire", f)})
	}
	return out
}
