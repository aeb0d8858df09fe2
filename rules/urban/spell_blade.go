package urban

import (
	"slices"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// bladeLength is the length of each of the Triple blade's three lines in
// cubes: the source gives none, so the normal Spray's 6 inches (G7).
const bladeLength = sprayCubes

// bladeDirs names the directions a blade may face, north first.
const bladeDirs = "nesw"

// bladeDir reads a blade's direction: "n", "e", "s" or "w".
func bladeDir(s string) (world.Dir, bool) {
	i := strings.Index(bladeDirs, s)
	if len(s) != 1 || i < 0 {
		return 0, false
	}
	return world.Dir(i), true
}

// bladeOption is a blade cast's option: its direction, then its Boost
// if any ("n", "e blue", "s red damage").
func bladeOption(d world.Dir, boost string) string {
	opt := bladeDirs[d : d+1]
	if boost != "" {
		opt += " " + boost
	}
	return opt
}

// splitBladeOption reads a blade cast's option into its direction and
// its Boost option.
func splitBladeOption(opt string) (world.Dir, string, bool) {
	dir, boost, _ := strings.Cut(opt, " ")
	d, ok := bladeDir(dir)
	return d, boost, ok
}

// bladePoints are the cubes a blade may be applied at (UF-TPL-1): the
// caster's own; enlarged, anywhere within 2 inches of it, which on cubes
// is its own cube or a neighbour on its level it could step to.
func (g *Game) bladePoints(m *model, s *Spell) []world.Pos {
	out := []world.Pos{m.Pos}
	if s.Enlarged {
		out = g.aoeCubes(m.Pos, true)
	}
	return out
}

// bladeCubes are the Triple blade's cubes (UF-TPL-1): applied at cube at
// and facing d, three parallel lines of bladeLength cubes on at's level,
// starting in the cube beyond at and its two neighbours across d, each
// stopping at a wall or the board's edge like a Spray.
func (g *Game) bladeCubes(at world.Pos, d world.Dir) []world.Pos {
	step := d.Delta()
	left, right := ((d + 3) % 4).Delta(), ((d + 1) % 4).Delta()
	var out []world.Pos
	for _, first := range []world.Pos{at.Add(step).Add(left), at.Add(step), at.Add(step).Add(right)} {
		out = append(out, g.templateLine(at, first, step, bladeLength)...)
	}
	return out
}

// bladeCasts appends a blade spell's casts: for each cube it may be
// applied at and each direction, with each Boost the caster can pay
// for; only those striking an enemy, and only the first of those that
// strike the same models, so the list stays short.
func (g *Game) bladeCasts(m *model, s *Spell, pts int, out []rules.Action) []rules.Action {
	var seen []string
	for _, at := range g.bladePoints(m, s) {
		for d := world.North; d <= world.West; d++ {
			key, enemy := "", false
			for _, o := range g.modelsIn(g.bladeCubes(at, d)) {
				if o != m {
					key += o.ID + " "
					enemy = enemy || o.Seat != m.Seat
				}
			}
			if !enemy || slices.Contains(seen, key) {
				continue
			}
			seen = append(seen, key)
			for _, opt := range castOptions(s) {
				if castCost(opt) <= pts {
					c := at
					out = append(out, rules.Action{Seat: m.Seat, Kind: KindCast, Actor: m.ID, Weapon: s.ID, Cell: &c, Option: bladeOption(d, opt)})
				}
			}
		}
	}
	return out
}

// bladeAt reports whether a blade spell of m may be applied at cube at.
func (g *Game) bladeAt(m *model, s *Spell, at world.Pos) bool {
	return slices.Contains(g.bladePoints(m, s), at)
}
