package urban

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// sprayCubes is the length of the Spray template in cubes: 6 inches
// (G7). Its range is the template's, not multiplied by INT (UF-TPL-2).
const sprayCubes = 2

// sprayLine is the Spray template from cube from through its neighbour
// first and on in that direction: the cubes a model could step along on
// one level, stopping at a wall or the board's edge.
func (g *Game) sprayLine(from, first world.Pos) []world.Pos {
	d, ok := world.DirTowards(from, first)
	if !ok || world.Distance(from, first) != 1 || first.Z != from.Z {
		return nil
	}
	var out []world.Pos
	for p, q := from, first; len(out) < sprayCubes && g.arena.In(q) && g.adjacentStep(p, q) && q.Z == from.Z; p, q = q, q.Add(d.Delta()) {
		out = append(out, q)
	}
	return out
}

// sprayCasts appends a Spray spell's casts: one for each direction in
// which the template lies open for at least a cube, with each Boost the
// caster can pay for.
func (g *Game) sprayCasts(m *model, s *Spell, pts int, out []rules.Action) []rules.Action {
	for d := world.N; d <= world.NW; d++ {
		first := m.Pos.Add(d.Delta())
		if len(g.sprayLine(m.Pos, first)) == 0 {
			continue
		}
		for _, opt := range castOptions(s) {
			if castCost(opt) <= pts {
				c := first
				out = append(out, rules.Action{Seat: m.Seat, Kind: KindCast, Actor: m.ID, Weapon: s.ID, Cell: &c, Option: opt})
			}
		}
	}
	return out
}

// castSpray casts a Spray spell along the line through cube first: its
// Difficulty roll waits for the players' cards (no cover: the template
// lies over the models).
func (g *Game) castSpray(m *model, s *Spell, first world.Pos, hitBoost, dmgBoost string) {
	g.spend(m, 1+boostCost(hitBoost)+boostCost(dmgBoost))
	ms := selfMods(m)
	if n := g.condSum(func(c *Condition) int { return c.Spell }); n != 0 {
		ms = append(ms, mod{"conditions", n})
	}
	total, names := modSum(ms)
	dice := baseDice(hitBoost)
	faces := g.rollDice(dice)
	vals, ds := g.rolled(dice, faces)
	g.emit(rules.Event{Kind: "roll", Seat: m.Seat, Actor: m.ID, Test: "difficulty", Dice: vals, Rolled: ds, Need: s.Difficulty, Mods: names, To: &first, Total: g.sum(dice, faces) + total},
		"%s casts %s towards %s: %v%s = %d against %d", m.ID, s.Name, first, vals, modText(names), g.sum(dice, faces)+total, s.Difficulty)
	g.st.Pending = &roll{Kind: RollSpell, Actor: m.ID, Spell: s.ID, Cell: &first, Dice: dice, Faces: faces, Mod: total, Need: s.Difficulty, Boost: dmgBoost}
	g.openWindow()
}

// sprayDamage deals a successful Spray's one damage roll, base before
// ARM and INT, to every model in the template, friends too (A7).
func (g *Game) sprayDamage(p *roll, m *model, s *Spell, base int, c *Combo) {
	line := g.sprayLine(m.Pos, *p.Cell)
	for i := range g.st.Models {
		o := &g.st.Models[i]
		for _, q := range line {
			if !o.Dead && o.Pos == q {
				tp := g.profile(o)
				g.harm(o, base+g.comboWounds(c)-tp.ARM-tp.INT, o.Seat != m.Seat, s.Name)
				g.comboOnTarget(c, o)
			}
		}
	}
}
