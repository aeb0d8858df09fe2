package urban

import (
	"fmt"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// The Spray template's lengths in cubes (UF-TPL-1, G7): the normal Spray
// is 6 inches, 2 cubes; the enlarged one is the universal ruler's full
// 8 inches, which reach into a third cube. Its range is the template's,
// not multiplied by INT (UF-TPL-2).
const (
	sprayCubes         = 2
	enlargedSprayCubes = 3
)

// sprayLength is a Spray spell's length in cubes.
func sprayLength(s *Spell) int {
	if s.Enlarged {
		return enlargedSprayCubes
	}
	return sprayCubes
}

// sprayLine is the Spray template of n cubes from cube from through its
// neighbour first and on in that direction: the cubes a model could step
// along on one level, stopping at a wall or the board's edge.
func (g *Game) sprayLine(from, first world.Pos, n int) []world.Pos {
	d, ok := world.DirTowards(from, first)
	if !ok || world.Distance(from, first) != 1 || first.Z != from.Z {
		return nil
	}
	return g.templateLine(from, first, d.Delta(), n)
}

// templateLine walks a long template's line of up to n cubes from cube
// prev into first and on by step: each cube on prev's level, in the
// arena, and one a model could step to from the one before.
func (g *Game) templateLine(prev, first, step world.Pos, n int) []world.Pos {
	var out []world.Pos
	for p, q := prev, first; len(out) < n && g.arena.In(q) && q.Z == prev.Z && g.adjacentStep(p, q); p, q = q, q.Add(step) {
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
		if len(g.sprayLine(m.Pos, first, sprayLength(s))) == 0 {
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

// castTemplate casts a long template's spell, a Spray through cube cell
// or a blade applied at cell facing dir: its Difficulty roll waits for
// the players' cards (no cover: the template lies over the models).
func (g *Game) castTemplate(m *model, s *Spell, cell world.Pos, dir, hitBoost, dmgBoost string) {
	g.spend(m, 1+boostCost(hitBoost)+boostCost(dmgBoost))
	ms := selfMods(m)
	if n := g.condSum(func(c *Condition) int { return c.Spell }); n != 0 {
		ms = append(ms, mod{"conditions", n})
	}
	total, names := modSum(ms)
	dice := baseDice(hitBoost)
	faces := g.rollDice(dice)
	vals, ds := g.rolled(dice, faces)
	where := "towards " + cell.String()
	if dir != "" {
		where = "at " + cell.String() + " facing " + dir
	}
	g.emit(rules.Event{Kind: "roll", Seat: m.Seat, Actor: m.ID, Test: "difficulty", Dice: vals, Rolled: ds, Need: s.Difficulty, Mods: names, To: &cell, Total: g.sum(dice, faces) + total},
		func() rules.Msg {
			return sayMods(map[bool]string{true: "UrbCastsTowards", false: "UrbCastsFacing"}[dir == ""], names, "Model", m.ID, "Spell", s.Name, "At", cell.String(), "Facing", dirRef(dir), "Dice", fmt.Sprint(vals), "Total", rules.Num(g.sum(dice, faces)+total), "Need", rules.Num(s.Difficulty))
		}, "%s casts %s %s: %v%s = %d against %d", m.ID, s.Name, where, vals, modText(names), g.sum(dice, faces)+total, s.Difficulty)
	g.st.Pending = &roll{Kind: RollSpell, Actor: m.ID, Spell: s.ID, Cell: &cell, Dir: dir, Dice: dice, Faces: faces, Mod: total, Need: s.Difficulty, Boost: dmgBoost}
	g.openWindow()
}

// templateDamage deals a long template's one damage roll, base before
// ARM and INT, to every model in its cubes but the caster, friends too
// (A7); each takes the combination's wounds and effect.
func (g *Game) templateDamage(m *model, s *Spell, base int, c *Combo, cubes []world.Pos) {
	for _, o := range g.modelsIn(cubes) {
		if o == m {
			continue
		}
		tp := g.profile(o)
		g.harm(o, base+g.comboWounds(c)-tp.ARM-tp.INT, o.Seat != m.Seat, s.Name)
		g.comboOnTarget(c, o)
	}
}
