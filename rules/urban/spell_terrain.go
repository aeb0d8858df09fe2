package urban

import (
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// optFloor is the option of a blow or a spell at the floor of the
// action's cube.
const optFloor = "floor"

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

// terrainPart reads the option of a blow or a spell at terrain: a wall of
// cube c, its floor, or the standing mast or car in it; ok is false for
// an option that names none of them, or furniture that is not there.
func (g *Game) terrainPart(c world.Pos, opt string) (part, bool) {
	switch opt {
	case optFloor:
		return part{Pos: c, Kind: partFloor}, true
	case partMast, partCar:
		return g.furnitureAt(c, opt)
	}
	if d, ok := wallDir(opt); ok {
		return part{Pos: c, Dir: d}, true
	}
	return part{}, false
}

// terrainOption reports whether a cast's option aims it at terrain.
func terrainOption(opt string) bool {
	_, ok := wallDir(opt)
	return ok || opt == optFloor || opt == partMast || opt == partCar
}

// floorTarget reports whether the floor of cube c is offered to blows and
// spells: a floor above the ground with a floor somewhere below it to
// fall to, on which a model stands or on whose cube of landing (where its
// debris falls) one stands: the floors whose loss touches a model; the
// others are left alone to keep the choices few.
func (g *Game) floorTarget(c world.Pos) bool {
	if c.Z < 1 || !g.arena.Standable(c) {
		return false
	}
	below, ok := g.landing(c)
	if !ok {
		return false
	}
	for i := range g.st.Models {
		if o := &g.st.Models[i]; !o.Dead && (o.Pos == c || o.Pos == below) {
			return true
		}
	}
	return false
}

// terrainCasts lists a damaging spell's casts at terrain (UF-DES-1): every
// full or low wall between two cubes of the arena on a side of a cube
// the caster sees and reaches with the spell, and the floor of such a
// cube when it is a floorTarget; no Boost.
func (g *Game) terrainCasts(m *model, s *Spell) []rules.Action {
	if s.Template == TemplateSelf || s.POW == 0 {
		return nil
	}
	reach := g.spellInches(m, s)
	if r := g.maxRange(); r > 0 && r < reach {
		reach = r
	}
	n := reach / inchesPerCube
	var out []rules.Action
	var cubes []world.Pos
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
				if g.floorTarget(c) {
					cell := c
					out = append(out, rules.Action{Seat: m.Seat, Kind: KindCast, Actor: m.ID, Weapon: s.ID, Cell: &cell, Option: optFloor})
				}
				cubes = append(cubes, c)
			}
		}
	}
	return append(out, g.furnitureOptions(cubes, func(c world.Pos, opt string) rules.Action {
		return rules.Action{Seat: m.Seat, Kind: KindCast, Actor: m.ID, Weapon: s.ID, Cell: &c, Option: opt}
	})...)
}

// castAtTerrain casts a spell at a wall or a floor: its Difficulty roll
// waits for the players' cards like any spell's (no cover: terrain does
// not hide).
func (g *Game) castAtTerrain(m *model, s *Spell, c world.Pos, opt string) {
	g.spend(m, 1)
	ms := selfMods(m)
	if n := g.condSum(func(c *Condition) int { return c.Spell }); n != 0 {
		ms = append(ms, mod{"conditions", n})
	}
	total, names := modSum(ms)
	dice := baseDice("")
	faces := g.rollDice(dice)
	vals, ds := g.rolled(dice, faces)
	at := "a wall of " + c.String()
	if !strings.HasPrefix(opt, "wall") {
		at = "the " + partIn(opt, c)
	}
	g.emit(rules.Event{Kind: "roll", Seat: m.Seat, Actor: m.ID, Test: "difficulty", Dice: vals, Rolled: ds, Need: s.Difficulty, Mods: names, To: &c, Total: g.sum(dice, faces) + total},
		func() rules.Msg {
			return castAtMsg(opt, c, names, "Model", m.ID, "Spell", s.Name, "Dice", fmt.Sprint(vals), "Total", rules.Num(g.sum(dice, faces)+total), "Need", rules.Num(s.Difficulty))
		}, "%s casts %s at %s: %v%s = %d against %d", m.ID, s.Name, at, vals, modText(names), g.sum(dice, faces)+total, s.Difficulty)
	g.st.Pending = &roll{Kind: RollSpell, Actor: m.ID, Spell: s.ID, Cell: &c, Wall: opt, Dice: dice, Faces: faces, Mod: total, Need: s.Difficulty}
	g.openWindow()
}

// spellOnTerrain ends a spell cast at a wall or a floor (UF-DES-1..3): a
// lucky number of a spell that burns (Fire Bolt) sets the part on fire
// even when the spell fails (as it would set a model Burning); on a
// success its damage roll, 2d6 + POW + the caster's INT (+2 when lucky),
// less the material's ARM, destroys the part with one wound (strike),
// and a lucky number on either roll makes the blow one that applies
// Burning.
func (g *Game) spellOnTerrain(p *roll, m *model, s *Spell, c *Combo, ok, lucky bool) {
	pt, _ := g.terrainPart(*p.Cell, p.Wall)
	burns := lucky && s.Lucky == LuckyBurn
	if !ok {
		if burns {
			g.setFire(m, pt)
		}
		return
	}
	mat := g.material(pt)
	dice := baseDice(p.Boost)
	faces := g.rollDice(dice)
	total := g.sum(dice, faces) + s.POW + g.profile(m).INT + g.comboWounds(c)
	dlucky := g.lucky(dice, faces)
	if dlucky {
		total += g.data.Deck.LuckyDamage
	}
	burns = burns || dlucky && s.Lucky == LuckyBurn
	vals, ds := g.rolled(dice, faces)
	to := *p.Cell
	what := "the " + mat.Name + " wall"
	if pt.Kind == partWall {
		to = pt.Pos.Add(pt.Dir.Delta())
	} else {
		what = "the " + mat.Name + " " + partIn(pt.Kind, to)
	}
	g.emit(rules.Event{Kind: "roll", Seat: m.Seat, Actor: m.ID, Test: "damage", Dice: vals, Rolled: ds, To: &to},
		func() rules.Msg {
			return sayPart(luckyID("UrbSpellStrikes", dlucky), mat.Name, pt.Kind, to, "Model", m.ID, "Spell", s.Name, "Total", rules.Num(total), "ARM", rules.Num(mat.ARM))
		}, "%s's %s strikes %s: %d against ARM %d%s", m.ID, s.Name, what, total, mat.ARM, luckyWord(dlucky))
	g.strike(m, pt, *p.Cell, m.Pos, mat, total, burns)
}

// partIn names a floor, mast or car by its kind and a cube of it: "floor
// of 2,2,1", "mast in 1,1,0".
func partIn(kind string, c world.Pos) string {
	if kind == partFloor {
		return "floor of " + c.String()
	}
	return kind + " in " + c.String()
}
