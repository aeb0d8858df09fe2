package flashpoint

import (
	"slices"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Test units with the numbers of flashpoint-data.md.
var (
	testOperator = Unit{ID: "operator", RA: 4, FI: 4, SV: 5, AR: 2, HP: 4, ES: 2}
	testBreacher = Unit{ID: "breacher", RA: 5, FI: 4, SV: 6, AR: 3, HP: 5, ES: 2, Imposing: true}
	testGunner   = Unit{ID: "gunner", RA: 4, FI: 5, SV: 5, AR: 2, HP: 4, ES: 2, Guarded: true}
)

// Test profiles.
var (
	rifle   = Profile{Range: 4, RapidFire: true, WeightOfFire: 2}
	optics  = Profile{Range: 6, Optics: true, Lethal: 1}
	sniper  = Profile{Range: 7, AP: 1, ESD: 1, Lethal: 1, SniperScope: true}
	lunge   = Profile{Name: "lunge", Range: 1, AP: 3, ESD: 1, Lunge: true}
	maul    = Profile{AP: 1, ESD: 1, Lethal: 1, Smash: 1, Knockback: true}
	fists   = Profile{}
	noWoF   = Profile{Range: 4}
	battler = Profile{Range: 5, AP: 1, Optics: true, RapidFire: true, WeightOfFire: 1}
)

func u(x Unit) *Unit { return &x }

type poolWant struct {
	test     string
	need     int
	mods     string // ModText joined by ", "
	headshot int
	rerolls  int
}

func poolOf(p Pool) poolWant {
	return poolWant{p.Test, p.Need, strings.Join(p.ModText(), ", "), p.Headshot, p.Rerolls}
}

// HF-SHT-2, HF-SHT-3, A15 and the shooting keywords (Optics, Sniper Scope,
// Weight of Fire, Guarded, Rapid Fire Blaze Away, Lunge).
func TestShotPools(t *testing.T) {
	cases := []struct {
		rule     string
		att, def *Unit
		w        Profile
		c        ShotContext
		attack   poolWant
		defence  string
	}{
		{"HF-SHT-2 visible only: base 3", u(testOperator), u(testOperator), noWoF, ShotContext{Sight: world.Visible},
			poolWant{"RA", 4, "base 3", 8, 0}, "base 3"},
		{"HF-SHT-2 clear shot +2", u(testOperator), u(testOperator), noWoF, ShotContext{Sight: world.ClearShot},
			poolWant{"RA", 4, "base 3, clear shot +2", 8, 0}, "base 3"},
		{"HF-SHT-2 high ground +1", u(testOperator), u(testOperator), noWoF, ShotContext{Sight: world.Visible, HighGround: true},
			poolWant{"RA", 4, "base 3, high ground +1", 8, 0}, "base 3"},
		{"HF-SHT-2 A15 shooter crouched +1", u(testOperator), u(testOperator), noWoF, ShotContext{Sight: world.Visible, ShooterCrouched: true},
			poolWant{"RA", 4, "base 3, crouched +1", 8, 0}, "base 3"},
		{"HF-SHT-2 friendly fire -2", u(testOperator), u(testOperator), noWoF, ShotContext{Sight: world.ClearShot, FriendlyFire: true},
			poolWant{"RA", 4, "base 3, clear shot +2, friendly fire -2", 8, 0}, "base 3"},
		{"HF-SHT-3 A15 target crouched +1 SV", u(testOperator), u(testBreacher), noWoF, ShotContext{Sight: world.Visible, TargetCrouched: true},
			poolWant{"RA", 4, "base 3", 8, 0}, "base 3, crouched +1"},
		{"HF-SHT-2 everything", u(testOperator), u(testOperator), noWoF,
			ShotContext{Sight: world.ClearShot, HighGround: true, ShooterCrouched: true, FriendlyFire: true, TargetCrouched: true},
			poolWant{"RA", 4, "base 3, clear shot +2, high ground +1, crouched +1, friendly fire -2", 8, 0}, "base 3, crouched +1"},
		{"Optics +1 die, headshots 7-8", u(testOperator), u(testOperator), optics, ShotContext{Sight: world.Visible},
			poolWant{"RA", 4, "base 3, optics +1", 7, 0}, "base 3"},
		{"Sniper Scope normal shot", u(testOperator), u(testOperator), sniper, ShotContext{Sight: world.Visible},
			poolWant{"RA", 4, "base 3", 8, 0}, "base 3"},
		{"Sniper Scope scoped shot +2, headshots 7-8", u(testOperator), u(testOperator), sniper, ShotContext{Sight: world.Visible, Scoped: true},
			poolWant{"RA", 4, "base 3, sniper scope +2", 7, 0}, "base 3"},
		{"scoped without a scope is a normal shot", u(testOperator), u(testOperator), noWoF, ShotContext{Sight: world.Visible, Scoped: true},
			poolWant{"RA", 4, "base 3", 8, 0}, "base 3"},
		{"Weight of Fire 2 rerolls", u(testOperator), u(testOperator), rifle, ShotContext{Sight: world.Visible},
			poolWant{"RA", 4, "base 3", 8, 2}, "base 3"},
		{"Guarded: no headshot dice", u(testOperator), u(testGunner), optics, ShotContext{Sight: world.Visible},
			poolWant{"RA", 4, "base 3, optics +1", 0, 0}, "base 3"},
		{"Blaze Away: 4 dice, no crouch or optics, vs 3 SV", u(testOperator), u(testOperator), battler,
			ShotContext{Sight: world.ClearShot, HighGround: true, ShooterCrouched: true, TargetCrouched: true, Blaze: true},
			poolWant{"RA", 4, "blaze away 4, clear shot +2, high ground +1", 8, 1}, "base 3"},
		{"Blaze Away keeps friendly fire", u(testOperator), u(testOperator), rifle, ShotContext{Sight: world.Visible, FriendlyFire: true, Blaze: true},
			poolWant{"RA", 4, "blaze away 4, friendly fire -2", 8, 2}, "base 3"},
		{"Lunge: FI, only clear shot and high ground", u(testBreacher), u(testOperator), lunge,
			ShotContext{Sight: world.ClearShot, HighGround: true, ShooterCrouched: true, FriendlyFire: true, TargetCrouched: true},
			poolWant{"FI", 4, "base 3, clear shot +2, high ground +1", 8, 0}, "base 3"},
		{"Lunge against Guarded", u(testBreacher), u(testGunner), lunge, ShotContext{Sight: world.Visible},
			poolWant{"FI", 4, "base 3", 0, 0}, "base 3"},
	}
	for _, c := range cases {
		a, d := ShotPools(c.att, c.w, c.def, c.c)
		if got := poolOf(a); got != c.attack {
			t.Errorf("%s: attack\n got %+v\nwant %+v", c.rule, got, c.attack)
		}
		if d.Test != "SV" || d.Need != c.def.SV || d.Headshot != 0 || d.Rerolls != 0 {
			t.Errorf("%s: defence %+v", c.rule, d)
		}
		if got := strings.Join(d.ModText(), ", "); got != c.defence {
			t.Errorf("%s: defence mods %q, want %q", c.rule, got, c.defence)
		}
	}
}

// HF-ASL-4, HF-ASL-5, Imposing, Smash, Guarded.
func TestAssaultPools(t *testing.T) {
	cases := []struct {
		rule     string
		att, def *Unit
		w        Profile
		c        AssaultContext
		attack   poolWant
		defence  string
	}{
		{"HF-ASL-4 base", u(testOperator), u(testOperator), fists, AssaultContext{},
			poolWant{"FI", 4, "base 3", 8, 0}, "base 3"},
		{"HF-ASL-4 charged +2", u(testOperator), u(testOperator), fists, AssaultContext{Charged: true},
			poolWant{"FI", 4, "base 3, charged +2", 8, 0}, "base 3"},
		{"HF-ASL-4 friend in cube +1", u(testOperator), u(testOperator), fists, AssaultContext{AttackerFriendInCube: true},
			poolWant{"FI", 4, "base 3, friend in cube +1", 8, 0}, "base 3"},
		{"HF-ASL-4 target wounded +1", u(testOperator), u(testOperator), fists, AssaultContext{TargetWounded: true},
			poolWant{"FI", 4, "base 3, target wounded +1", 8, 0}, "base 3"},
		{"HF-ASL-4 HF-ASL-6 target pinned +1", u(testOperator), u(testOperator), fists, AssaultContext{TargetPinned: true},
			poolWant{"FI", 4, "base 3, target pinned +1", 8, 0}, "base 3"},
		{"HF-ASL-5 defender friend in cube +1", u(testOperator), u(testOperator), fists, AssaultContext{DefenderFriendInCube: true},
			poolWant{"FI", 4, "base 3", 8, 0}, "base 3, friend in cube +1"},
		{"HF-ASL-5 attacker wounded +1", u(testOperator), u(testOperator), fists, AssaultContext{AttackerWounded: true},
			poolWant{"FI", 4, "base 3", 8, 0}, "base 3, attacker wounded +1"},
		{"Imposing attacker +1 FI, Smash 1", u(testBreacher), u(testOperator), maul, AssaultContext{Charged: true},
			poolWant{"FI", 4, "base 3, charged +2, imposing +1, smash +1", 8, 0}, "base 3"},
		{"Imposing defender +1 SV", u(testOperator), u(testBreacher), fists, AssaultContext{},
			poolWant{"FI", 4, "base 3", 8, 0}, "base 3, imposing +1"},
		{"Guarded defender: no headshot dice", u(testOperator), u(testGunner), fists, AssaultContext{},
			poolWant{"FI", 4, "base 3", 0, 0}, "base 3"},
		{"no rerolls in an assault", u(testOperator), u(testOperator), Profile{WeightOfFire: 2}, AssaultContext{},
			poolWant{"FI", 4, "base 3", 8, 0}, "base 3"},
		{"everything", u(testBreacher), u(testBreacher), maul,
			AssaultContext{Charged: true, AttackerFriendInCube: true, DefenderFriendInCube: true, TargetWounded: true, AttackerWounded: true, TargetPinned: true},
			poolWant{"FI", 4, "base 3, charged +2, friend in cube +1, target wounded +1, target pinned +1, imposing +1, smash +1", 8, 0},
			"base 3, friend in cube +1, attacker wounded +1, imposing +1"},
	}
	for _, c := range cases {
		a, d := AssaultPools(c.att, c.w, c.def, c.c)
		if got := poolOf(a); got != c.attack {
			t.Errorf("%s: attack\n got %+v\nwant %+v", c.rule, got, c.attack)
		}
		if got := strings.Join(d.ModText(), ", "); got != c.defence || d.Need != c.def.SV || d.Headshot != 0 {
			t.Errorf("%s: defence %q need %d headshot %d, want %q", c.rule, got, d.Need, d.Headshot, c.defence)
		}
	}
}

// Sum of modifiers never below 0 dice (HF-DICE-1).
func TestPoolDice(t *testing.T) {
	p := Pool{Mods: []Mod{{ModBase, 3}, {ModClearShot, 2}, {ModFriendlyFire, -2}}}
	if p.Dice() != 3 {
		t.Errorf("dice %d, want 3", p.Dice())
	}
	p.Mods = append(p.Mods, Mod{"custom", -9})
	if p.Dice() != 0 {
		t.Errorf("dice %d, want 0", p.Dice())
	}
	if r := RollPool(rules.NewScripted(), p); len(r.Faces) != 0 || r.Successes != 0 {
		t.Errorf("an empty pool rolled %+v", r)
	}
	info := Pool{Test: "RA", Need: 4, Mods: []Mod{{ModBase, 3}, {ModSmash, 0}, {ModHighGround, 1}}}.Info()
	if info.Dice != 4 || info.Need != 4 || !slices.Equal(info.Mods, []string{"base 3", "high ground +1"}) {
		t.Errorf("info %+v", info)
	}
}

type rollCase struct {
	rule      string
	pool      Pool
	faces     []int
	wantFaces []int
	rerolled  []int
	extra     []int
	final     []int
	successes int
}

func runRollCases(t *testing.T, cases []rollCase) {
	t.Helper()
	for _, c := range cases {
		d := rules.NewScripted(c.faces...)
		r := RollPool(d, c.pool)
		if d.Left() != 0 {
			t.Errorf("%s: %d scripted dice left unrolled", c.rule, d.Left())
		}
		if !slices.Equal(r.Faces, c.wantFaces) || !slices.Equal(r.Rerolled, c.rerolled) || !slices.Equal(r.Extra, c.extra) ||
			r.Successes != c.successes {
			t.Errorf("%s:\n got faces %v rerolled %v extra %v successes %d\nwant faces %v rerolled %v extra %v successes %d",
				c.rule, r.Faces, r.Rerolled, r.Extra, r.Successes, c.wantFaces, c.rerolled, c.extra, c.successes)
		}
		if c.final != nil && !slices.Equal(r.Final(c.pool), c.final) {
			t.Errorf("%s: final %v, want %v", c.rule, r.Final(c.pool), c.final)
		}
	}
}

func ra(need, dice, headshot, rerolls int) Pool {
	return Pool{Test: "RA", Need: need, Mods: []Mod{{ModBase, dice}}, Headshot: headshot, Rerolls: rerolls}
}

// HF-DICE-3 successes, DESIGN section 5 headshots (chains, Optics 7-8,
// Guarded) and Weight of Fire rerolls.
func TestRollPool(t *testing.T) {
	runRollCases(t, []rollCase{
		{"HF-DICE-3 a die >= need succeeds", ra(4, 3, 8, 0), []int{3, 4, 7}, []int{3, 4, 7}, nil, nil, nil, 2},
		{"headshot: an 8 rolls one more die", ra(4, 3, 8, 0), []int{8, 1, 2, 5}, []int{8, 1, 2}, nil, []int{5}, nil, 2},
		{"headshot extra die may fail", ra(4, 3, 8, 0), []int{8, 1, 2, 3}, []int{8, 1, 2}, nil, []int{3}, nil, 1},
		{"headshots chain", ra(4, 3, 8, 0), []int{8, 2, 5, 8, 8, 7}, []int{8, 2, 5}, nil, []int{8, 8, 7}, nil, 5},
		{"two headshots roll two dice", ra(4, 3, 8, 0), []int{8, 8, 1, 1, 4}, []int{8, 8, 1}, nil, []int{1, 4}, nil, 3},
		{"Optics: 7 is a headshot", ra(4, 4, 7, 0), []int{7, 1, 1, 1, 6}, []int{7, 1, 1, 1}, nil, []int{6}, nil, 2},
		{"headshot even above need (need 8)", ra(8, 1, 7, 0), []int{7, 8, 1}, []int{7}, nil, []int{8, 1}, nil, 2},
		{"Guarded: 8 succeeds, no extra die", ra(4, 3, 0, 0), []int{8, 8, 1}, []int{8, 8, 1}, nil, nil, nil, 2},
		{"Weight of Fire: failed dice rerolled", ra(4, 3, 8, 2), []int{1, 5, 2, 6, 3}, []int{1, 5, 2}, []int{6, 3}, nil, []int{6, 5, 3}, 2},
		{"Weight of Fire: only up to n dice", ra(4, 4, 8, 1), []int{1, 2, 3, 4, 7}, []int{1, 2, 3, 4}, []int{7}, nil, []int{7, 2, 3, 4}, 2},
		{"Weight of Fire: fewer failures than rerolls", ra(4, 3, 8, 2), []int{5, 1, 6, 2}, []int{5, 1, 6}, []int{2}, nil, []int{5, 2, 6}, 2},
		{"Weight of Fire: no failures, no rerolls", ra(4, 3, 8, 2), []int{5, 6, 7}, []int{5, 6, 7}, nil, nil, nil, 3},
		{"Weight of Fire: a reroll may headshot", ra(4, 3, 8, 1), []int{1, 4, 4, 8, 2}, []int{1, 4, 4}, []int{8}, []int{2}, []int{8, 4, 4}, 3},
		{"headshot dice are not rerolled", ra(4, 2, 8, 2), []int{8, 5, 1}, []int{8, 5}, nil, []int{1}, nil, 2},
		{"no headshots on a Survive pool", Pool{Test: "SV", Need: 5, Mods: []Mod{{ModBase, 3}}}, []int{8, 8, 4}, []int{8, 8, 4}, nil, nil, nil, 2},
	})
}

// A dice source that always rolls 8 still ends (MaxExtraDice).
func TestRollPoolChainCap(t *testing.T) {
	r := RollPool(always(8), ra(4, 3, 8, 0))
	if len(r.Extra) != MaxExtraDice || r.Successes != 3+MaxExtraDice {
		t.Errorf("extra %d successes %d", len(r.Extra), r.Successes)
	}
}

type always int

func (a always) Roll(int) int { return int(a) }

// DESIGN section 5: hits = attacker successes - defender successes; a tie
// or less does nothing.
func TestNetHits(t *testing.T) {
	cases := []struct{ att, def, want int }{{2, 2, 0}, {3, 1, 2}, {1, 3, 0}, {0, 0, 0}, {5, 0, 5}}
	for _, c := range cases {
		if got := NetHits(PoolRoll{Successes: c.att}, PoolRoll{Successes: c.def}); got != c.want {
			t.Errorf("%d vs %d: %d hits, want %d", c.att, c.def, got, c.want)
		}
	}
	// An opposed test with scripted dice: the attacker's pool rolls first.
	a, d := ShotPools(u(testOperator), noWoF, u(testOperator), ShotContext{Sight: world.ClearShot})
	ar, dr := RollOpposed(rules.NewScripted(4, 5, 1, 2, 6, 5, 5, 1), a, d)
	if ar.Successes != 3 || dr.Successes != 2 || NetHits(ar, dr) != 1 {
		t.Errorf("opposed: %+v vs %+v", ar, dr)
	}
	// HF-SHT-2/3 tie: 2 against 2 is no hit.
	ar, dr = RollOpposed(rules.NewScripted(4, 5, 1, 2, 3, 5, 6, 1), a, d)
	if NetHits(ar, dr) != 0 {
		t.Errorf("tie gave %d hits", NetHits(ar, dr))
	}
}

// DESIGN section 5 damage order: ESD only with hits, shields, AR-AP floor
// division, Lethal only with a wound, kill at HP.
func TestResolveDamage(t *testing.T) {
	op := Defender{AR: 2, HP: 4, Shields: 2}
	cases := []struct {
		rule string
		hits int
		w    Profile
		d    Defender
		want Damage
	}{
		{"no hits: nothing, not even ESD", 0, Profile{ESD: 2, Lethal: 1}, op, Damage{}},
		{"negative hits: nothing", -2, Profile{ESD: 2}, op, Damage{}},
		{"shields stop one hit each", 2, noWoF, op, Damage{Hits: 2, ShieldsAbsorbed: 2}},
		{"ESD strips before shields absorb", 2, Profile{ESD: 1}, op, Damage{Hits: 2, ShieldsStripped: 1, ShieldsAbsorbed: 1}},
		{"ESD strips no more than there are", 3, Profile{ESD: 2}, Defender{AR: 2, HP: 4, Shields: 1}, Damage{Hits: 3, ShieldsStripped: 1, Wounds: 1}},
		{"floor(hits / (AR-AP)): 3 hits vs AR 2 is 1 wound", 5, noWoF, op, Damage{Hits: 5, ShieldsAbsorbed: 2, Wounds: 1}},
		{"floor: 1 hit vs AR 2 is no wound", 3, noWoF, op, Damage{Hits: 3, ShieldsAbsorbed: 2}},
		{"AP lowers the divisor", 3, Profile{AP: 1}, Defender{AR: 2, HP: 4}, Damage{Hits: 3, Wounds: 3}},
		{"AP above AR: divisor at least 1", 2, Profile{AP: 4}, Defender{AR: 2, HP: 4}, Damage{Hits: 2, Wounds: 2}},
		{"AR 0: one wound per hit", 2, noWoF, Defender{AR: 0, HP: 4}, Damage{Hits: 2, Wounds: 2}},
		{"Lethal only with a wound", 1, Profile{Lethal: 2}, Defender{AR: 2, HP: 4}, Damage{Hits: 1}},
		{"Lethal adds to a wound", 2, Profile{Lethal: 2}, Defender{AR: 2, HP: 4}, Damage{Hits: 2, Wounds: 3}},
		{"kill when wounds reach HP", 2, Profile{Lethal: 1}, Defender{AR: 2, HP: 4, Wounds: 2}, Damage{Hits: 2, Wounds: 2, Killed: true}},
		{"one short of HP lives", 2, noWoF, Defender{AR: 2, HP: 4, Wounds: 2}, Damage{Hits: 2, Wounds: 1}},
		{"overkill is not capped", 6, Profile{AP: 2, Lethal: 1}, Defender{AR: 2, HP: 4, Wounds: 3}, Damage{Hits: 6, Wounds: 7, Killed: true}},
		{"sniper: ESD 1, AP 1, Lethal 1 kills an Operator with 4 hits", 4, sniper, op, Damage{Hits: 4, ShieldsStripped: 1, ShieldsAbsorbed: 1, Wounds: 4, Killed: true}},
	}
	for _, c := range cases {
		if got := ResolveDamage(c.hits, c.w, c.d); got != c.want {
			t.Errorf("%s:\n got %+v\nwant %+v", c.rule, got, c.want)
		}
	}
}

// HF-FAQ-2: a Blaze Away is not a hit and never triggers ESD: its odds only
// know "no effect" and "pinned".
func TestBlazeAwayNotESD(t *testing.T) {
	w := Profile{Range: 4, RapidFire: true, ESD: 2, Lethal: 1, WeightOfFire: 2}
	a, d := ShotPools(u(testOperator), w, u(testOperator), ShotContext{Sight: world.ClearShot, Blaze: true})
	if !IsBlaze(a) {
		t.Fatal("blaze pool not recognised")
	}
	out := ShotOdds(a, d, w, Defender{AR: 2, HP: 4, Shields: 2})
	if len(out) != 2 || out[0].Label != OutcomeNoEffect || out[1].Label != OutcomePinned {
		t.Fatalf("outcomes %+v", out)
	}
	if out[1].P <= 0.5 || out[0].P+out[1].P < 1-1e-9 || out[0].P+out[1].P > 1+1e-9 {
		t.Errorf("outcomes %+v", out)
	}
	normal, _ := ShotPools(u(testOperator), w, u(testOperator), ShotContext{Sight: world.ClearShot})
	if IsBlaze(normal) {
		t.Error("a normal shot taken for a blaze")
	}
}

// HF-FALL-1: gravity rolls N dice at 4+ by levels fallen; 1 level has no
// test. Net successes are wounds ignoring shields and armour.
func TestGravity(t *testing.T) {
	for levels, want := range map[int]int{0: 0, 1: 0, 2: 4, 3: 5, 4: 6, 5: 6, 9: 6} {
		p, ok := GravityPool(levels)
		if ok != (want > 0) || p.Dice() != want {
			t.Errorf("HF-FALL-1 %d levels: %d dice (test %v), want %d", levels, p.Dice(), ok, want)
		}
		if ok && (p.Need != 4 || p.Headshot != 0 || p.Test != PoolGravity) {
			t.Errorf("HF-FALL-1 %d levels: pool %+v", levels, p)
		}
	}
	// A 3-level fall: gravity 4, 5, 1, 8, 4 (4 successes, no headshot dice)
	// against an Operator's SV 5+: 5, 6, 2 (2 successes): 2 wounds through 2
	// shields and AR 2.
	g, _ := GravityPool(3)
	sv := SurvivePool(u(testOperator))
	gr, sr := RollOpposed(rules.NewScripted(4, 5, 1, 8, 4, 5, 6, 2), g, sv)
	dmg := DirectDamage(NetHits(gr, sr), Defender{AR: 2, HP: 4, Shields: 2})
	if gr.Successes != 4 || sr.Successes != 2 || dmg != (Damage{Hits: 2, Wounds: 2}) {
		t.Errorf("HF-FALL-1: gravity %+v survive %+v damage %+v", gr, sr, dmg)
	}
	// HF-FALL-2: gravity losing does no damage.
	if dmg := DirectDamage(0, Defender{HP: 4}); dmg != (Damage{}) {
		t.Errorf("no net successes gave %+v", dmg)
	}
	if dmg := DirectDamage(2, Defender{HP: 4, Wounds: 3}); !dmg.Killed {
		t.Errorf("gravity should kill: %+v", dmg)
	}
}

// HF-WALL-1: the wall rolls 4 dice at 4+ against the model's 3 Survive dice.
func TestWall(t *testing.T) {
	w := WallPool()
	if w.Dice() != 4 || w.Need != 4 || w.Headshot != 0 || w.Test != PoolWall {
		t.Fatalf("wall pool %+v", w)
	}
	sv := SurvivePool(u(testBreacher))
	if sv.Dice() != 3 || sv.Need != 6 || sv.Headshot != 0 {
		t.Fatalf("survive pool %+v", sv)
	}
	wr, sr := RollOpposed(rules.NewScripted(4, 4, 8, 3, 6, 1, 1), w, sv)
	if NetHits(wr, sr) != 2 {
		t.Errorf("HF-WALL-1: wall %+v survive %+v", wr, sr)
	}
	if extra := SurvivePool(u(testBreacher), Mod{"extra d8", 1}); extra.Dice() != 4 {
		t.Errorf("extra mods: %+v", extra)
	}
}

// Each modifier changes the dice actually rolled: the same scripted faces
// give a different number of net hits (HF-SHT-2, HF-SHT-3, HF-ASL-4,
// HF-ASL-5). Attacker faces come first, then the defender's.
func TestModifiersChangeOutcome(t *testing.T) {
	shot := func(w Profile, c ShotContext, att, def *Unit) func() (Pool, Pool) {
		return func() (Pool, Pool) { return ShotPools(att, w, def, c) }
	}
	assault := func(w Profile, c AssaultContext, att, def *Unit) func() (Pool, Pool) {
		return func() (Pool, Pool) { return AssaultPools(att, w, def, c) }
	}
	op, br := u(testOperator), u(testBreacher)
	vis := ShotContext{Sight: world.Visible}
	cases := []struct {
		rule  string
		pools func() (Pool, Pool)
		faces []int
		hits  int
	}{
		{"HF-SHT-2 no modifier: 2 against 2 is a tie", shot(noWoF, vis, op, op), []int{4, 5, 1, 5, 6, 1}, 0},
		{"HF-SHT-2 clear shot: two more dice", shot(noWoF, ShotContext{Sight: world.ClearShot}, op, op), []int{4, 5, 1, 6, 1, 5, 6, 1}, 1},
		{"HF-SHT-2 high ground: one more die", shot(noWoF, ShotContext{Sight: world.Visible, HighGround: true}, op, op), []int{4, 5, 1, 4, 5, 6, 1}, 1},
		{"HF-SHT-2 crouched shooter: one more die", shot(noWoF, ShotContext{Sight: world.Visible, ShooterCrouched: true}, op, op), []int{4, 5, 1, 4, 5, 6, 1}, 1},
		{"HF-SHT-2 friendly fire: two fewer dice", shot(noWoF, ShotContext{Sight: world.ClearShot, FriendlyFire: true}, op, op), []int{4, 5, 1, 5, 1, 1}, 1},
		{"HF-SHT-3 crouched target: one more SV die", shot(noWoF, ShotContext{Sight: world.Visible, TargetCrouched: true}, op, op), []int{4, 5, 6, 5, 6, 1, 7}, 0},
		{"Optics: one more die", shot(optics, vis, op, op), []int{4, 5, 1, 4, 5, 6, 1}, 1},
		{"Optics: a 7 rolls another die", shot(optics, vis, op, op), []int{7, 1, 1, 1, 4, 5, 1, 1}, 1},
		{"Guarded: the 8 rolls nothing more", shot(noWoF, vis, op, u(testGunner)), []int{8, 4, 1, 5, 1, 1}, 1},
		{"Weight of Fire: failed dice rolled again", shot(rifle, vis, op, op), []int{1, 2, 4, 5, 6, 5, 6, 1}, 1},
		{"Blaze Away: four dice", shot(rifle, ShotContext{Sight: world.Visible, Blaze: true}, op, op), []int{4, 4, 4, 1, 3, 5, 6, 1}, 1},
		{"Lunge: FI test", shot(lunge, ShotContext{Sight: world.Visible, TargetCrouched: true}, br, op), []int{4, 4, 1, 5, 1, 1}, 1},
		{"HF-ASL-4 base", assault(fists, AssaultContext{}, op, op), []int{4, 4, 1, 5, 5, 1}, 0},
		{"HF-ASL-4 charge: two more dice", assault(fists, AssaultContext{Charged: true}, op, op), []int{4, 4, 1, 4, 1, 5, 5, 1}, 1},
		{"HF-ASL-4 target pinned: one more die", assault(fists, AssaultContext{TargetPinned: true}, op, op), []int{4, 4, 1, 4, 5, 5, 1}, 1},
		{"HF-ASL-5 defender's friend: one more SV die", assault(fists, AssaultContext{DefenderFriendInCube: true}, op, op), []int{4, 4, 4, 5, 5, 1, 5}, 0},
		{"Imposing and Smash: two more FI dice", assault(maul, AssaultContext{}, br, op), []int{4, 4, 1, 4, 1, 5, 5, 1}, 1},
	}
	for _, c := range cases {
		a, d := c.pools()
		dice := rules.NewScripted(c.faces...)
		ar, dr := RollOpposed(dice, a, d)
		if dice.Left() != 0 || NetHits(ar, dr) != c.hits {
			t.Errorf("%s: %d hits (%+v vs %+v, %d dice left), want %d", c.rule, NetHits(ar, dr), ar, dr, dice.Left(), c.hits)
		}
	}
}
