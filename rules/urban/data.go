package urban

// Die is one of the coloured dice (UF-DICE-1, G3): six faces, each a
// value and a number of symbols (♦).
type Die struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Faces   []int  `json:"faces"`
	Symbols []int  `json:"symbols"`
}

// Profile is a model card (UF-STAT-1..8, G1). A profile with FUR uses
// Fury tokens instead of AP; Human names the profile a werewolf turns into
// when its Fury runs out, Beast the profile its Shift turns it back into.
type Profile struct {
	ID      string   `json:"id"`
	Cost    int      `json:"cost"` // points in the crew builder; a human form's is its beast's
	Name    string   `json:"name"`
	Role    string   `json:"role"`
	SPD     int      `json:"spd"`
	ARM     int      `json:"arm"`
	STR     int      `json:"str"`
	INT     int      `json:"int"`
	AP      int      `json:"ap,omitempty"`
	FUR     int      `json:"fur,omitempty"`
	HP      int      `json:"hp"`
	Natural []string `json:"natural,omitempty"` // weapons of the body (claws): in beast form the only ones it uses
	Skills  []string `json:"skills,omitempty"`
	Human   string   `json:"human,omitempty"`
	Beast   string   `json:"beast,omitempty"`
}

// Has reports whether the profile has the named skill.
func (p *Profile) Has(skill string) bool {
	for _, s := range p.Skills {
		if s == skill {
			return true
		}
	}
	return false
}

// Fury reports whether the profile acts on Fury tokens (UF-STAT-7).
func (p *Profile) Fury() bool { return p.FUR > 0 }

// The skills a profile may have.
const (
	SkillSteadyHand = "steady-hand" // may Boost its ranged hit rolls (UF-ACT-4)
	SkillWerewolf   = "werewolf"    // at 0 Fury turns into its Human profile (UF-FUR-2)
	SkillWarBeast   = "war-beast"   // at 0 Fury gains Rest (UF-FUR-3)
	SkillShift      = "shift"       // Special action: turn back into its Beast profile
)

// knownSkill reports whether the game plays the named skill.
func knownSkill(s string) bool {
	switch s {
	case SkillSteadyHand, SkillWerewolf, SkillWarBeast, SkillShift:
		return true
	}
	return false
}

// Weapon is a melee or ranged weapon (UF-EQ-1..3, UF-RNG-2, UF-MEL-1, G5).
// RNG is in inches.
type Weapon struct {
	ID     string  `json:"id"`
	Name   string  `json:"name"`
	Kind   string  `json:"kind"` // "melee" or "ranged"
	Skill  int     `json:"skill,omitempty"`
	RNG    float64 `json:"rng"`
	POW    int     `json:"pow"`
	Weight int     `json:"weight"`
	Cost   int     `json:"cost"`
	Heavy  bool    `json:"heavy,omitempty"`
}

// Ranged reports whether the weapon shoots.
func (w *Weapon) Ranged() bool { return w.Kind == KindRanged }

// The weapon kinds.
const (
	KindMelee  = "melee"
	KindRanged = "ranged"
)

// Spell is a spell card (G4). RNG is in inches and multiplied by the
// caster's INT (A6) unless the spell is a template or Self.
type Spell struct {
	ID         string `json:"id"`
	Cost       int    `json:"cost"`
	Name       string `json:"name"`
	Difficulty int    `json:"difficulty"`
	RNG        int    `json:"rng,omitempty"`
	POW        int    `json:"pow,omitempty"`
	Template   string `json:"template,omitempty"` // "", "aoe3", "spray" or "self"
	Effect     string `json:"effect,omitempty"`   // "shield": the caster gains a Shield token
	Lucky      string `json:"lucky,omitempty"`    // "burn": a lucky number sets the target Burning
}

// Spell templates and effects.
const (
	TemplateAOE3  = "aoe3"
	TemplateSelf  = "self"
	TemplateSpray = "spray" // a line of sprayCubes cubes from the caster (UF-TPL-1, G7)
	EffectShield  = "shield"
	LuckyBurn     = "burn"
)

// Crew is a shipped crew: its members with their gear and spells.
type Crew struct {
	ID      string   `json:"id"`
	Name    string   `json:"name"`
	Note    string   `json:"note,omitempty"`
	Members []Member `json:"members"`
	// Points is the points limit a built crew keeps (60, 80 or 100); 0
	// for the default, pointsLimits()[0].
	Points int `json:"points,omitempty"`
}

// Member is one model of a crew.
type Member struct {
	Profile string   `json:"profile"`
	Name    string   `json:"name"`
	Gear    []string `json:"gear,omitempty"`
	Spells  []string `json:"spells,omitempty"`
}

// Combo is a symbol combination (UF-EVT-1, UF-DICE-3, G3): a roll with
// at least Need symbols completes it.
type Combo struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Need   int    `json:"need"`
	Effect string `json:"effect"` // "shield", "burn", "stun", "wounds"
	N      int    `json:"n,omitempty"`
	Text   string `json:"text"`
}

// The combination effects.
const (
	ComboShield = "shield"
	ComboBurn   = "burn"
	ComboStun   = "stun"
	ComboWounds = "wounds"
)

// Condition is a table condition (UF-EVT-1, G6). Excludes names the
// conditions it contradicts (UF-EVT-4).
type Condition struct {
	ID       string   `json:"id"`
	Name     string   `json:"name"`
	Ranged   int      `json:"ranged,omitempty"`    // added to ranged hit rolls
	Spell    int      `json:"spell,omitempty"`     // added to spell Difficulty rolls
	Burn     int      `json:"burn,omitempty"`      // more HP a Burning model loses
	MaxRange int      `json:"max_range,omitempty"` // inches no ranged attack or spell reaches beyond; 0 for none
	Excludes []string `json:"excludes,omitempty"`
	Text     string   `json:"text"`
}

// Card is an event card (UF-EVT-1): a lucky number on top, a middle that
// is an Event table condition or a Hand effect, two combinations below.
type Card struct {
	ID        string   `json:"id"`
	Name      string   `json:"name"`
	Lucky     int      `json:"lucky"`
	Zone      string   `json:"zone"`                // "event" or "hand"
	Effect    string   `json:"effect,omitempty"`    // a Hand effect
	Condition string   `json:"condition,omitempty"` // an Event table condition
	Combos    []string `json:"combos"`
}

// The middle zones of a card and the Hand effects (G6, UF-DICE-4).
const (
	ZoneEvent    = "event"
	ZoneHand     = "hand"
	EffectPlus1  = "plus1"  // +1 to a roll of the player's own model
	EffectMinus1 = "minus1" // -1 to a roll of the other player's model
	EffectFlip   = "flip"   // turn one die to its opposite face
	EffectReroll = "reroll" // roll the whole roll again
)

// Deck is the event deck and the numbers of the card game.
type Deck struct {
	HandLimit    int         `json:"hand_limit"`
	FirstDraw    int         `json:"first_draw"`
	SecondDraw   int         `json:"second_draw"`
	LuckyDamage  int         `json:"lucky_damage"`
	LuckySymbols int         `json:"lucky_symbols"`
	Combos       []Combo     `json:"combos"`
	Conditions   []Condition `json:"conditions"`
	Cards        []Card      `json:"cards"`
}

// Material is what a terrain piece is made of (UF-DES-1): its ARM.
type Material struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	ARM  int    `json:"arm"`
}

// Terrain is the terrain destruction table (UF-DES-1, UF-DES-3): the
// materials, what the arena's full walls and low walls are made of, and
// how many cubes the debris flies beyond a destroyed wall (the Spray
// template, A21, G7).
type Terrain struct {
	Materials   []Material `json:"materials"`
	Wall        string     `json:"wall"`
	Low         string     `json:"low"`
	DebrisCubes int        `json:"debris_cubes"`
	// Arenas place masts and difficult pieces on the shipped arenas.
	Arenas []ArenaTerrain `json:"arenas,omitempty"`
}

// ArenaTerrain is the urban furniture of one shipped arena: masts (lamp
// posts, trees: cover, no block; UF-TER-5), Trees naming the masts that
// are trees, and difficult pieces (parked cars, shrubs: crossed for 1 AP;
// UF-TER-2), each piece a list of cubes "x,y,z" within 2 × 2 cubes
// (4 inches, A10); a piece of one cube is a shrub.
type ArenaTerrain struct {
	Arena     string     `json:"arena"`
	Masts     []string   `json:"masts,omitempty"`
	Trees     []string   `json:"trees,omitempty"`
	Difficult [][]string `json:"difficult,omitempty"`
}

// Data is everything the ruleset reads from assets/urban.
type Data struct {
	Dice     []Die
	Profiles []Profile
	Weapons  []Weapon
	Spells   []Spell
	Crews    []Crew
	Deck     Deck
	Terrain  Terrain
}

// Material finds a material.
func (d *Data) Material(id string) (*Material, bool) {
	return find(d.Terrain.Materials, id, func(x *Material) string { return x.ID })
}

// find returns the element of xs whose id is id.
func find[T any](xs []T, id string, idOf func(*T) string) (*T, bool) {
	for i := range xs {
		if idOf(&xs[i]) == id {
			return &xs[i], true
		}
	}
	return nil, false
}

// DieByID finds a die.
func (d *Data) DieByID(id string) (*Die, bool) {
	return find(d.Dice, id, func(x *Die) string { return x.ID })
}

// Profile finds a profile.
func (d *Data) Profile(id string) (*Profile, bool) {
	return find(d.Profiles, id, func(x *Profile) string { return x.ID })
}

// Weapon finds a weapon.
func (d *Data) Weapon(id string) (*Weapon, bool) {
	return find(d.Weapons, id, func(x *Weapon) string { return x.ID })
}

// Spell finds a spell.
func (d *Data) Spell(id string) (*Spell, bool) {
	return find(d.Spells, id, func(x *Spell) string { return x.ID })
}

// Crew finds a crew.
func (d *Data) Crew(id string) (*Crew, bool) {
	return find(d.Crews, id, func(x *Crew) string { return x.ID })
}

// Card finds an event card.
func (d *Data) Card(id string) (*Card, bool) {
	return find(d.Deck.Cards, id, func(x *Card) string { return x.ID })
}

// Combo finds a symbol combination.
func (d *Data) Combo(id string) (*Combo, bool) {
	return find(d.Deck.Combos, id, func(x *Combo) string { return x.ID })
}

// Condition finds a table condition.
func (d *Data) Condition(id string) (*Condition, bool) {
	return find(d.Deck.Conditions, id, func(x *Condition) string { return x.ID })
}
