package urban

import (
	"github.com/flashpoint-arena/flashpoint/world"
)

// aoeCubes are the cubes of the AOE template centred on cube c
// (UF-TPL-1): AOE 3" covers c alone (3 inches, one cube); the enlarged
// AOE 4" covers c and the 8 neighbours on its level a model could step
// to from it (a wall between shelters the cube beyond).
func (g *Game) aoeCubes(c world.Pos, enlarged bool) []world.Pos {
	out := []world.Pos{c}
	if !enlarged {
		return out
	}
	for d := world.N; d <= world.NW; d++ {
		if q := c.Add(d.Delta()); g.arena.In(q) && g.adjacentStep(c, q) {
			out = append(out, q)
		}
	}
	return out
}

// modelsIn lists the models on the table standing in any of the cubes.
func (g *Game) modelsIn(cubes []world.Pos) []*model {
	var out []*model
	for i := range g.st.Models {
		o := &g.st.Models[i]
		if o.Dead {
			continue
		}
		for _, q := range cubes {
			if o.Pos == q {
				out = append(out, o)
				break
			}
		}
	}
	return out
}

// templateText describes a spell's template for a screen (UF-TPL-1), ""
// for one target or the caster.
func templateText(s *Spell) string {
	switch {
	case s.Template == TemplateAOE && s.Enlarged:
		return `AOE 4" (enlarged): every model in the target's cube and the 8 around it, friends too`
	case s.Template == TemplateAOE:
		return `AOE 3": every model in the target's cube, friends too`
	case s.Template == TemplateSpray && s.Enlarged:
		return "Spray, the full ruler (enlarged): a line of 3 cubes from the caster, friends too"
	case s.Template == TemplateSpray:
		return "Spray: a line of 2 cubes from the caster, friends too"
	case s.Template == TemplateBlade && s.Enlarged:
		return "Triple blade (enlarged): 3 parallel lines of 2 cubes, applied at the caster's cube or one beside it"
	case s.Template == TemplateBlade:
		return "Triple blade: 3 parallel lines of 2 cubes from the caster's cube"
	}
	return ""
}

// templateName names a spell's template in short (UF-TPL-1), "" for one
// target or the caster.
func templateName(s *Spell) string {
	name := map[string]string{TemplateAOE: `AOE 3"`, TemplateSpray: "Spray", TemplateBlade: "Triple blade"}[s.Template]
	switch {
	case s.Template == TemplateAOE && s.Enlarged:
		return `AOE 4"`
	case name != "" && s.Enlarged:
		return name + " (enlarged)"
	}
	return name
}
