package urban

import (
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// strike settles a damage roll against a terrain part struck in cube at
// by a blow from cube from (UF-DES-1, UF-DES-2): one wound (a total above
// the material's ARM) destroys it; otherwise a blow that applies Burning
// (burns) sets it on fire (UF-DES-3, terrain_fire.go).
func (g *Game) strike(m *model, pt part, at, from world.Pos, mat *Material, total int, burns bool) {
	if total-mat.ARM < 1 {
		if burns {
			g.setFire(m, pt)
		}
		return
	}
	burning := burns || g.onFire(pt)
	if pt.Kind == partMast || pt.Kind == partCar {
		g.breakFurniture(m, pt, at, from, mat, total, burning)
		return
	}
	g.breakPart(m, pt, mat, total, burning)
}

// breakPart destroys a wall or a floor (UF-DES-2): the arena is rebuilt
// without it and its debris, strength half the damage roll's sum, strikes
// the models beyond a wall in the blow's direction, or on the first floor
// below a floor (it falls, whatever the blow's direction); the
// debris of a burning part, or of one destroyed by a blow that applies
// Burning, sets them Burning (UF-DES-3). The models standing on a
// destroyed floor fall (fall.go, G11).
func (g *Game) breakPart(m *model, pt part, mat *Material, total int, burning bool) {
	g.st.Broken = append(g.st.Broken, pt)
	if err := g.buildArena(); err != nil { // it stood in the arena the game plays on: not expected
		g.st.Broken = g.st.Broken[:len(g.st.Broken)-1]
		return
	}
	g.putOut(pt)
	if pt.Kind == partFloor {
		below, _ := g.landing(pt.Pos) // a floorTarget has one
		g.emit(rules.Event{Kind: "terrain", Seat: m.Seat, Actor: m.ID, From: &pt.Pos, To: &below}, func() rules.Msg { return rules.Say("UrbFloorDestroyed", "Material", mat.Name, "At", pt.Pos.String()) }, "The %s floor of %s is destroyed", mat.Name, pt.Pos)
		g.debris(m, []world.Pos{below}, total/2, burning)
		g.fallFrom(m, pt.Pos)
		return
	}
	q := pt.Pos.Add(pt.Dir.Delta())
	g.emit(rules.Event{Kind: "terrain", Seat: m.Seat, Actor: m.ID, From: &pt.Pos, To: &q}, func() rules.Msg {
		return rules.Say("UrbWallDestroyed", "Material", mat.Name, "At", pt.Pos.String(), "To", q.String())
	}, "The %s wall between %s and %s is destroyed", mat.Name, pt.Pos, q)
	var cubes []world.Pos
	for c, k := q, 0; k < g.data.Terrain.DebrisCubes && g.arena.In(c); c, k = c.Add(pt.Dir.Delta()), k+1 {
		cubes = append(cubes, c)
	}
	if len(cubes) == 0 {
		cubes = []world.Pos{m.Pos} // no template fits: AOE 3" at the impact (one cube)
	}
	g.debris(m, cubes, total/2, burning)
}

// debris strikes the models in the debris template's cubes (UF-DES-3,
// A21): strength half the damage roll's sum, rolled once with 2d6, less
// each model's ARM; no Boost, no Influence. Burning debris sets every
// model it strikes Burning.
func (g *Game) debris(m *model, cubes []world.Pos, strength int, burning bool) {
	dice := baseDice("")
	faces := g.rollDice(dice)
	hit := g.sum(dice, faces) + strength
	vals, ds := g.rolled(dice, faces)
	fire := ""
	if burning {
		fire = ", burning"
	}
	g.emit(rules.Event{Kind: "roll", Seat: m.Seat, Actor: m.ID, Test: "debris", Dice: vals, Rolled: ds},
		func() rules.Msg {
			return rules.Say(map[bool]string{true: "UrbDebrisBurning", false: "UrbDebris"}[burning], "Dice", fmt.Sprint(vals), "Strength", rules.Num(strength), "Total", rules.Num(hit))
		}, "Debris flies%s: %v + strength %d = %d", fire, vals, strength, hit)
	for i := range g.st.Models {
		o := &g.st.Models[i]
		for _, c := range cubes {
			if !o.Dead && o.Pos == c && !g.st.Over {
				g.harm(o, hit-g.profile(o).ARM, o.Seat != m.Seat, "debris")
				if burning {
					g.burn(o)
				}
			}
		}
	}
}

// capital starts a text with a capital letter.
func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// wreckTokens show the destroyed parts: "rubble" in the cube beyond each
// destroyed wall, a "hole" in each cube whose floor was destroyed.
func (g *Game) wreckTokens() []rules.Token {
	var out []rules.Token
	for _, f := range g.st.Broken {
		if f.Kind == partMast || f.Kind == partCar {
			continue // furnitureTokens shows them
		}
		if f.Kind == partFloor {
			out = append(out, rules.Token{Kind: rules.TokenHole, Label: "Broken floor", Pos: f.Pos, Seat: rules.NoSeat, LabelMsg: rules.Say("UrbBrokenFloor"),
				Help: "A floor stood here until it was destroyed: open air now, a model here falls.", HelpMsg: rules.Say("UrbBrokenFloorHelp")})
			continue
		}
		out = append(out, rules.Token{Kind: rules.TokenRubble, Label: "Rubble", Pos: f.Pos.Add(f.Dir.Delta()), Seat: rules.NoSeat, LabelMsg: rules.Say("UrbRubble"),
			Help: "A wall stood here until it was destroyed: sight and moves pass freely now.", HelpMsg: rules.Say("UrbRubbleHelp")})
	}
	return out
}
