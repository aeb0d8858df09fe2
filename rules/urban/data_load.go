package urban

import (
	"errors"
	"fmt"
	"io/fs"
	"slices"

	urbandata "github.com/flashpoint-arena/flashpoint/assets/urban"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// The data file names inside the data directory.
const (
	DiceFile      = "dice.json"
	ProfilesFile  = "profiles.json"
	EquipmentFile = "equipment.json"
	SpellsFile    = "spells.json"
	CrewsFile     = "crews.json"
	DeckFile      = "deck.json"
	TerrainFile   = "terrain.json"
)

// Crew sizes.
const (
	MinCrew = 2
	MaxCrew = 6
)

// Load reads the data files from fsys and checks them (Check).
func Load(fsys fs.FS) (*Data, error) {
	var d Data
	files := rules.DataFiles{FS: fsys}
	files.Read(DiceFile, func(n string, b []byte) (err error) { d.Dice, err = ParseDice(n, b); return })
	files.Read(ProfilesFile, func(n string, b []byte) (err error) { d.Profiles, err = ParseProfiles(n, b); return })
	files.Read(EquipmentFile, func(n string, b []byte) (err error) { d.Weapons, err = ParseWeapons(n, b); return })
	files.Read(SpellsFile, func(n string, b []byte) (err error) { d.Spells, err = ParseSpells(n, b); return })
	files.Read(CrewsFile, func(n string, b []byte) (err error) { d.Crews, err = ParseCrews(n, b); return })
	files.Read(DeckFile, func(n string, b []byte) (err error) { d.Deck, err = ParseDeck(n, b); return })
	files.Read(TerrainFile, func(n string, b []byte) (err error) { d.Terrain, err = ParseTerrain(n, b); return })
	if err := files.Err(); err != nil {
		return nil, err
	}
	if err := d.Check(); err != nil {
		return nil, err
	}
	return &d, nil
}

// LoadShipped reads the data that ships with the game (assets/urban).
func LoadShipped() (*Data, error) { return Load(urbandata.FS) }

// validID reports whether s looks like an ID: lower-case letters, digits
// and dashes, starting with a letter.
func validID(s string) bool {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// ParseDice reads dice.json.
func ParseDice(name string, b []byte) ([]Die, error) {
	var f struct {
		Dice []Die `json:"dice"`
	}
	if err := rules.DecodeStrict(name, b, &f); err != nil {
		return nil, err
	}
	return f.Dice, nil
}

// ParseProfiles reads profiles.json.
func ParseProfiles(name string, b []byte) ([]Profile, error) {
	var f struct {
		Profiles []Profile `json:"profiles"`
	}
	if err := rules.DecodeStrict(name, b, &f); err != nil {
		return nil, err
	}
	return f.Profiles, nil
}

// ParseWeapons reads equipment.json.
func ParseWeapons(name string, b []byte) ([]Weapon, error) {
	var f struct {
		Weapons []Weapon `json:"weapons"`
	}
	if err := rules.DecodeStrict(name, b, &f); err != nil {
		return nil, err
	}
	return f.Weapons, nil
}

// ParseSpells reads spells.json.
func ParseSpells(name string, b []byte) ([]Spell, error) {
	var f struct {
		Spells []Spell `json:"spells"`
	}
	if err := rules.DecodeStrict(name, b, &f); err != nil {
		return nil, err
	}
	return f.Spells, nil
}

// ParseCrews reads crews.json.
func ParseCrews(name string, b []byte) ([]Crew, error) {
	var f struct {
		Crews []Crew `json:"crews"`
	}
	if err := rules.DecodeStrict(name, b, &f); err != nil {
		return nil, err
	}
	return f.Crews, nil
}

// ParseDeck reads deck.json.
func ParseDeck(name string, b []byte) (Deck, error) {
	var d Deck
	err := rules.DecodeStrict(name, b, &d)
	return d, err
}

// ParseTerrain reads terrain.json.
func ParseTerrain(name string, b []byte) (Terrain, error) {
	var t Terrain
	err := rules.DecodeStrict(name, b, &t)
	return t, err
}

// checker gathers data errors, each saying where and why.
type checker struct{ errs []error }

// fail records one error.
func (c *checker) fail(format string, args ...any) {
	c.errs = append(c.errs, fmt.Errorf(format, args...))
}

// id checks an ID's form and that it is not a duplicate in seen.
func (c *checker) id(file, what, id string, seen map[string]bool) {
	if !validID(id) {
		c.fail("%s: %s %q: an ID is lower-case letters, digits and dashes, starting with a letter", file, what, id)
	}
	if seen[id] {
		c.fail("%s: %s %q: defined twice", file, what, id)
	}
	seen[id] = true
}

// Check checks every file and that they name each other correctly: the
// three dice, profiles with sane numbers, weapons and spells, crews whose
// gear weighs no more than ARM (UF-EQ-2), and a deck whose cards name
// known conditions, effects and combinations.
func (d *Data) Check() error {
	var c checker
	d.checkDice(&c)
	d.checkProfiles(&c)
	d.checkWeapons(&c)
	d.checkSpells(&c)
	d.checkCrews(&c)
	d.checkDeck(&c)
	d.checkTerrain(&c)
	return errors.Join(c.errs...)
}

// checkDice wants white, blue and red, each six faces with symbol counts.
func (d *Data) checkDice(c *checker) {
	seen := map[string]bool{}
	for _, x := range d.Dice {
		c.id(DiceFile, "die", x.ID, seen)
		if len(x.Faces) != 6 || len(x.Symbols) != 6 {
			c.fail("%s: die %q: want 6 faces and 6 symbol counts, have %d and %d", DiceFile, x.ID, len(x.Faces), len(x.Symbols))
		}
		for i, v := range x.Faces {
			if v < 0 || v > 20 {
				c.fail("%s: die %q: face %d is %d, want 0 to 20", DiceFile, x.ID, i+1, v)
			}
		}
		for i, v := range x.Symbols {
			if v < 0 || v > 3 {
				c.fail("%s: die %q: face %d has %d symbols, want 0 to 3", DiceFile, x.ID, i+1, v)
			}
		}
	}
	for _, id := range []string{DieWhite, DieBlue, DieRed} {
		if !seen[id] {
			c.fail("%s: no %q die", DiceFile, id)
		}
	}
}

// checkProfiles wants sane numbers and known skills and forms.
func (d *Data) checkProfiles(c *checker) {
	seen := map[string]bool{}
	for _, p := range d.Profiles {
		c.id(ProfilesFile, "profile", p.ID, seen)
		where := fmt.Sprintf("%s: profile %q", ProfilesFile, p.ID)
		if p.Name == "" || p.Role == "" {
			c.fail("%s: wants a name and a role", where)
		}
		for _, v := range []struct {
			name   string
			v, max int
		}{{"spd", p.SPD, 20}, {"arm", p.ARM, 20}, {"str", p.STR, 20}, {"int", p.INT, 10}, {"ap", p.AP, 6}, {"fur", p.FUR, 10}} {
			if v.v < 0 || v.v > v.max {
				c.fail("%s: %s is %d, want 0 to %d", where, v.name, v.v, v.max)
			}
		}
		if p.Cost < 0 {
			c.fail("%s: cost is negative", where)
		}
		if p.HP < 1 || p.HP > 50 {
			c.fail("%s: hp is %d, want 1 to 50", where, p.HP)
		}
		if (p.AP > 0) == (p.FUR > 0) {
			c.fail("%s: wants either ap or fur, not both and not neither", where)
		}
		for _, s := range p.Skills {
			if !knownSkill(s) {
				c.fail("%s: unknown skill %q", where, s)
			}
		}
		for _, w := range p.Natural {
			if x, ok := d.Weapon(w); !ok || x.Ranged() {
				c.fail("%s: natural weapon %q is not a melee weapon of %s", where, w, EquipmentFile)
			}
		}
		if p.Human != "" {
			if h, ok := d.Profile(p.Human); !ok || h.Fury() || h.HP != p.HP {
				c.fail("%s: human form %q is not a profile with ap and the same hp", where, p.Human)
			}
			if !p.Has(SkillWerewolf) {
				c.fail("%s: a human form needs the werewolf skill", where)
			}
		}
		if p.Beast != "" {
			if b, ok := d.Profile(p.Beast); !ok || !b.Fury() || b.Human != p.ID {
				c.fail("%s: beast form %q is not a fury profile whose human form is %q", where, p.Beast, p.ID)
			}
		}
		if p.Has(SkillWerewolf) && p.Human == "" {
			c.fail("%s: a werewolf needs a human form", where)
		}
	}
}

// checkWeapons wants a kind, a skill for ranged weapons and a range.
func (d *Data) checkWeapons(c *checker) {
	seen := map[string]bool{}
	for _, w := range d.Weapons {
		c.id(EquipmentFile, "weapon", w.ID, seen)
		where := fmt.Sprintf("%s: weapon %q", EquipmentFile, w.ID)
		switch w.Kind {
		case KindMelee:
			if w.Skill != 0 {
				c.fail("%s: a melee weapon has no skill", where)
			}
		case KindRanged:
			if w.Skill < 2 || w.Skill > 12 {
				c.fail("%s: skill is %d, want 2 to 12", where, w.Skill)
			}
		default:
			c.fail("%s: kind %q, want melee or ranged", where, w.Kind)
		}
		if w.RNG <= 0 || w.RNG > 60 {
			c.fail("%s: rng is %v, want more than 0 and at most 60 inches", where, w.RNG)
		}
		if w.POW < 0 || w.POW > 10 || w.Weight < 0 || w.Weight > 10 || w.Cost < 0 {
			c.fail("%s: pow and weight want 0 to 10, cost 0 or more", where)
		}
	}
	if x, ok := d.Weapon(Fist); !ok || x.Ranged() {
		c.fail("%s: no melee weapon %q (every model fights unarmed with it)", EquipmentFile, Fist)
	}
}

// checkSpells wants a difficulty, and a range or a template.
func (d *Data) checkSpells(c *checker) {
	seen := map[string]bool{}
	for _, s := range d.Spells {
		c.id(SpellsFile, "spell", s.ID, seen)
		where := fmt.Sprintf("%s: spell %q", SpellsFile, s.ID)
		if s.Cost < 0 {
			c.fail("%s: cost is negative", where)
		}
		if s.Difficulty < 2 || s.Difficulty > 12 {
			c.fail("%s: difficulty is %d, want 2 to 12", where, s.Difficulty)
		}
		switch s.Template {
		case "", TemplateAOE3:
			if s.RNG < 1 || s.RNG > 20 {
				c.fail("%s: rng is %d, want 1 to 20 inches (times the caster's INT)", where, s.RNG)
			}
		case TemplateSelf, TemplateSpray:
		default:
			c.fail("%s: template %q, want aoe3, spray or self", where, s.Template)
		}
		if s.Effect != "" && s.Effect != EffectShield {
			c.fail("%s: effect %q, want shield", where, s.Effect)
		}
		if s.Lucky != "" && s.Lucky != LuckyBurn {
			c.fail("%s: lucky %q, want burn", where, s.Lucky)
		}
	}
}

// checkCrews wants known profiles, gear and spells, gear that weighs no
// more than ARM in every form (UF-EQ-2), and two crews at least.
func (d *Data) checkCrews(c *checker) {
	seen := map[string]bool{}
	for _, cr := range d.Crews {
		c.id(CrewsFile, "crew", cr.ID, seen)
		if len(cr.Members) < MinCrew || len(cr.Members) > MaxCrew {
			c.fail("%s: crew %q has %d members, want %d to %d", CrewsFile, cr.ID, len(cr.Members), MinCrew, MaxCrew)
		}
		for i, m := range cr.Members {
			where := fmt.Sprintf("%s: crew %q member %d", CrewsFile, cr.ID, i+1)
			p, ok := d.Profile(m.Profile)
			if !ok {
				c.fail("%s: unknown profile %q", where, m.Profile)
				continue
			}
			weight := 0
			for _, g := range m.Gear {
				w, ok := d.Weapon(g)
				if !ok {
					c.fail("%s: unknown gear %q", where, g)
					continue
				}
				weight += w.Weight
			}
			arm := p.ARM
			if h, ok := d.Profile(p.Human); ok {
				arm = min(arm, h.ARM)
			}
			if weight > arm {
				c.fail("%s: gear weighs %d, more than ARM %d (UF-EQ-2)", where, weight, arm)
			}
			for _, s := range m.Spells {
				if _, ok := d.Spell(s); !ok {
					c.fail("%s: unknown spell %q", where, s)
				}
			}
		}
	}
	if len(d.Crews) < 2 {
		c.fail("%s: want two crews at least, have %d", CrewsFile, len(d.Crews))
	}
}

// checkDeck wants the numbers of the card game, known combinations and
// conditions, and ten cards at least.
func (d *Data) checkDeck(c *checker) {
	k := &d.Deck
	if k.HandLimit < 1 || k.FirstDraw < 0 || k.SecondDraw < 1 || k.LuckyDamage < 0 || k.LuckySymbols < 0 {
		c.fail("%s: hand_limit and second_draw want 1 or more; first_draw, lucky_damage and lucky_symbols 0 or more", DeckFile)
	}
	seen := map[string]bool{}
	for _, x := range k.Combos {
		c.id(DeckFile, "combo", x.ID, seen)
		if x.Need < 1 || x.Need > 6 {
			c.fail("%s: combo %q: need is %d, want 1 to 6", DeckFile, x.ID, x.Need)
		}
		switch x.Effect {
		case ComboShield, ComboBurn, ComboStun:
		case ComboWounds:
			if x.N < 1 {
				c.fail("%s: combo %q: wounds wants n of 1 or more", DeckFile, x.ID)
			}
		default:
			c.fail("%s: combo %q: effect %q, want shield, burn, stun or wounds", DeckFile, x.ID, x.Effect)
		}
	}
	seen = map[string]bool{}
	for _, x := range k.Conditions {
		c.id(DeckFile, "condition", x.ID, seen)
		if x.MaxRange < 0 {
			c.fail("%s: condition %q: max_range is negative", DeckFile, x.ID)
		}
	}
	for _, x := range k.Conditions {
		for _, e := range x.Excludes {
			if _, ok := d.Condition(e); !ok {
				c.fail("%s: condition %q excludes unknown condition %q", DeckFile, x.ID, e)
			}
		}
	}
	seen = map[string]bool{}
	for _, x := range k.Cards {
		c.id(DeckFile, "card", x.ID, seen)
		where := fmt.Sprintf("%s: card %q", DeckFile, x.ID)
		if x.Lucky < 2 || x.Lucky > 12 {
			c.fail("%s: lucky is %d, want 2 to 12", where, x.Lucky)
		}
		switch x.Zone {
		case ZoneEvent:
			if _, ok := d.Condition(x.Condition); !ok || x.Effect != "" {
				c.fail("%s: an event card names a known condition and no effect", where)
			}
		case ZoneHand:
			switch x.Effect {
			case EffectPlus1, EffectMinus1, EffectFlip, EffectReroll:
			default:
				c.fail("%s: effect %q, want plus1, minus1, flip or reroll", where, x.Effect)
			}
			if x.Condition != "" {
				c.fail("%s: a hand card names no condition", where)
			}
		default:
			c.fail("%s: zone %q, want event or hand", where, x.Zone)
		}
		if len(x.Combos) != 2 {
			c.fail("%s: want 2 combinations in the bottom zone, have %d", where, len(x.Combos))
		}
		for _, id := range x.Combos {
			if _, ok := d.Combo(id); !ok {
				c.fail("%s: unknown combination %q", where, id)
			}
		}
	}
	if len(k.Cards) < 10 {
		c.fail("%s: want 10 cards at least, have %d", DeckFile, len(k.Cards))
	}
}

// withinTwo reports whether cubes lie on one level within 2 × 2 cubes.
func withinTwo(ps []world.Pos) bool {
	if len(ps) > 4 {
		return false
	}
	for _, p := range ps {
		for _, q := range ps {
			if p.Z != q.Z || abs(p.X-q.X) > 1 || abs(p.Y-q.Y) > 1 {
				return false
			}
		}
	}
	return true
}

// abs is |v|.
func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// checkTerrain wants materials with ARM 0 to 20 and known materials for
// walls and low walls.
func (d *Data) checkTerrain(c *checker) {
	seen := map[string]bool{}
	for _, m := range d.Terrain.Materials {
		c.id(TerrainFile, "material", m.ID, seen)
		if m.ARM < 0 || m.ARM > 20 {
			c.fail("%s: material %q: arm is %d, want 0 to 20", TerrainFile, m.ID, m.ARM)
		}
	}
	for _, k := range []struct{ what, id string }{{"wall", d.Terrain.Wall}, {"low", d.Terrain.Low}} {
		if _, ok := d.Material(k.id); !ok {
			c.fail("%s: %s is made of unknown material %q", TerrainFile, k.what, k.id)
		}
	}
	seen = map[string]bool{}
	for _, a := range d.Terrain.Arenas {
		if seen[a.Arena] {
			c.fail("%s: arena %q: listed twice", TerrainFile, a.Arena)
		}
		seen[a.Arena] = true
		for _, m := range a.Masts {
			if _, err := world.ParsePos(m); err != nil {
				c.fail("%s: arena %q: mast %q: %v", TerrainFile, a.Arena, m, err)
			}
		}
		for _, tr := range a.Trees {
			if !slices.Contains(a.Masts, tr) {
				c.fail("%s: arena %q: tree %q is none of its masts", TerrainFile, a.Arena, tr)
			}
		}
		for i, piece := range a.Difficult {
			var ps []world.Pos
			for _, q := range piece {
				p, err := world.ParsePos(q)
				if err != nil {
					c.fail("%s: arena %q: difficult piece %d: %q: %v", TerrainFile, a.Arena, i+1, q, err)
					continue
				}
				ps = append(ps, p)
			}
			if len(ps) == 0 || !withinTwo(ps) {
				c.fail("%s: arena %q: difficult piece %d: want 1 to 4 cubes on one level within 2 x 2 (4 inches, A10)", TerrainFile, a.Arena, i+1)
			}
		}
	}
	if d.Terrain.DebrisCubes < 0 || d.Terrain.DebrisCubes > 8 {
		c.fail("%s: debris_cubes is %d, want 0 to 8", TerrainFile, d.Terrain.DebrisCubes)
	}
}
