package urban

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// wallOption is the option of a spell cast at a wall: "wall n", "wall e",
// "wall s" or "wall w", the side d of the action's cube.
func wallOption(d world.Dir) string { return "wall " + "nesw"[d:d+1] }

// wallDir reads a spell's wall option; ok is false for none.
func wallDir(opt string) (world.Dir, bool) {
	for d := world.North; d <= world.West; d++ {
		if wallOption(d) == opt {
			return d, true
		}
	}
	return 0, false
}

// wallCasts lists a damaging spell's casts at walls (UF-DES-1): every
// full or low wall between two cubes of the arena on a side of a cube
// the caster sees and reaches with the spell; no Boost.
func (g *Game) wallCasts(m *model, s *Spell) []rules.Action {
	if s.Template == TemplateSelf || s.POW == 0 {
		return nil
	}
	reach := g.spellInches(m, s)
	if r := g.maxRange(); r > 0 && r < reach {
		reach = r
	}
	n := reach / inchesPerCube
	var out []rules.Action
	for dz := -n; dz <= n; dz++ {
		for dy := -n; dy <= n; dy++ {
			for dx := -n; dx <= n; dx++ {
				c := m.Pos.Add(world.Pos{X: dx, Y: dy, Z: dz})
				if !g.arena.In(c) || !g.arena.CanSee(m.Pos, m.Posture.low(), c, false) {
					continue
				}
				for d := world.North; d <= world.West; d++ {
					if g.arena.Side(c, d) != world.Open && g.arena.In(c.Add(d.Delta())) {
						cell := c
						out = append(out, rules.Action{Seat: m.Seat, Kind: KindCast, Actor: m.ID, Weapon: s.ID, Cell: &cell, Option: wallOption(d)})
					}
				}
			}
		}
	}
	return out
}

// castAtWall casts a spell at a wall: its Difficulty roll waits for the
// players' cards like any spell's (no cover: a wall does not hide).
func (g *Game) castAtWall(m *model, s *Spell, c world.Pos, opt string) {
	g.spend(m, 1)
	ms := selfMods(m)
	if n := g.condSum(func(c *Condition) int { return c.Spell }); n != 0 {
		ms = append(ms, mod{"conditions", n})
	}
	total, names := modSum(ms)
	dice := baseDice("")
	faces := g.rollDice(dice)
	vals, ds := g.rolled(dice, faces)
	g.emit(rules.Event{Kind: "roll", Seat: m.Seat, Actor: m.ID, Test: "difficulty", Dice: vals, Rolled: ds, Need: s.Difficulty, Mods: names, To: &c, Total: g.sum(dice, faces) + total},
		"%s casts %s at a wall of %s: %v%s = %d against %d", m.ID, s.Name, c, vals, modText(names), g.sum(dice, faces)+total, s.Difficulty)
	g.st.Pending = &roll{Kind: RollSpell, Actor: m.ID, Spell: s.ID, Cell: &c, Wall: opt, Dice: dice, Faces: faces, Mod: total, Need: s.Difficulty}
	g.openWindow()
}

// spellOnWall ends a spell cast at a wall (UF-DES-1..3): on a success its
// damage roll, 2d6 + POW + the caster's INT (+2 when lucky), less the
// material's ARM, destroys the wall with one wound, and the debris flies
// on beyond it, away from the caster.
func (g *Game) spellOnWall(p *roll, m *model, s *Spell, c *Combo) {
	d, _ := wallDir(p.Wall)
	cube := *p.Cell
	q := cube.Add(d.Delta())
	mat := g.material(g.arena.Side(cube, d))
	dice := baseDice(p.Boost)
	faces := g.rollDice(dice)
	total := g.sum(dice, faces) + s.POW + g.profile(m).INT + g.comboWounds(c)
	if g.lucky(dice, faces) {
		total += g.data.Deck.LuckyDamage
	}
	vals, ds := g.rolled(dice, faces)
	g.emit(rules.Event{Kind: "roll", Seat: m.Seat, Actor: m.ID, Test: "damage", Dice: vals, Rolled: ds, To: &q},
		"%s's %s strikes the %s wall: %d against ARM %d", m.ID, s.Name, mat.Name, total, mat.ARM)
	if total-mat.ARM < 1 {
		return
	}
	g.breakWall(m, cube, d, q, mat, total)
}
