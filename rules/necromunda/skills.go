package necromunda

import "slices"

// SkillSlippery is the skill that gives a fighter the Hard Target
// condition while it is Active (NEC-SHT-5/6, G10): cover from other
// fighters counts as heavy against it, and within 3" it keeps its cover,
// at most light.
const SkillSlippery = "slippery"

// Skills lists the skill IDs fighters.txt may give a fighter type.
func Skills() []string { return []string{SkillSlippery} }

// knownSkill reports whether id is a skill of Skills.
func knownSkill(id string) bool { return slices.Contains(Skills(), id) }

// HasSkill reports whether the fighter type has the skill.
func (f *Fighter) HasSkill(id string) bool { return slices.Contains(f.Skills, id) }

// hardTarget reports whether fighter j has the Hard Target condition
// (NEC-SHT-5, G10): a fighter with the skill Slippery while it is Active.
func (g *Game) hardTarget(j int) bool {
	return g.st.Fighters[j].Status == Active && g.ftype(j).HasSkill(SkillSlippery)
}
