package killteam

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// orks is the team of the worked example (KT-MOR-5): 16 models at the
// start, 5 dead, the Warboss (Ld 7) and an Ork Boy (Ld 6) with a flesh
// wound, two Gretchin within 2 inches of the Warboss and none of the Boy.
func orks() MoraleTeam {
	models := []MoraleModel{
		{Name: "Warboss", Ld: 7, FleshWounds: 1},
		{Name: "Ork Boy", Ld: 6, FleshWounds: 1},
		{Name: "Gretchin", Ld: 4},
		{Name: "Gretchin", Ld: 4},
	}
	for range 7 {
		models = append(models, MoraleModel{Name: "Ork Boy", Ld: 6})
	}
	return MoraleTeam{
		Started: 16,
		Models:  models,
		Near: func(i, j int) bool {
			return (i == 0 && (j == 2 || j == 3)) || (j == 0 && (i == 2 || i == 3))
		},
	}
}

// TestMoraleWorkedExample is the seed's worked example (KT-MOR-5), a
// golden test: 5 dead + 2 flesh wounds = 7 is not more than 8, so no
// break test; the Warboss rolls 3: 3 + 5 − 2 = 6 ≤ 7, passes; the Ork Boy
// rolls 2: 2 + 5 = 7 > 6, shaken.
func TestMoraleWorkedExample(t *testing.T) {
	team := orks()
	if team.Dead() != 5 || team.NeedsBreakTest() {
		t.Fatalf("dead %d, break test %v; want 5, no test", team.Dead(), team.NeedsBreakTest())
	}
	dice := rules.NewScripted(3, 2)
	res := ResolveMorale(team, nil, dice)
	if dice.Left() != 0 || res.BreakTested || res.Team.Broken {
		t.Fatalf("result %+v", res)
	}
	want := []NerveTest{
		{Model: 0, Face: 3, Mod: 3, Result: 6, Shaken: false},
		{Model: 1, Face: 2, Mod: 5, Result: 7, Shaken: true},
	}
	if len(res.Nerve) != len(want) {
		t.Fatalf("nerve tests %+v, want %+v", res.Nerve, want)
	}
	for i := range want {
		if res.Nerve[i] != want[i] {
			t.Errorf("nerve test %d: %+v, want %+v", i, res.Nerve[i], want[i])
		}
	}
	if res.Team.Models[0].Shaken || !res.Team.Models[1].Shaken {
		t.Errorf("shaken: Warboss %v, Boy %v", res.Team.Models[0].Shaken, res.Team.Models[1].Shaken)
	}
}

// TestMoraleTwoMoreCasualties continues the example (KT-MOR-5, KT-MOR-1):
// two more casualties make 9 > 8, so a break test is due; 2D6 of 8 is
// more than the best Ld 7 and breaks the team, and then every model
// tests its nerve (KT-MOR-3).
func TestMoraleTwoMoreCasualties(t *testing.T) {
	team := orks()
	team.Models = team.Models[:len(team.Models)-2]
	if !team.NeedsBreakTest() {
		t.Fatal("no break test at 9 of 16")
	}
	faces := []int{4, 4}
	for range team.Models {
		faces = append(faces, 1)
	}
	res := ResolveMorale(team, nil, rules.NewScripted(faces...))
	if !res.BreakTested || !res.Team.Broken || len(res.Nerve) != len(team.Models) {
		t.Errorf("result %+v", res)
	}
	for _, n := range res.Nerve {
		if n.Shaken {
			t.Errorf("an unmodified 1 failed a nerve test: %+v", n)
		}
	}
	// 2D6 of 7 is not more than Ld 7: not broken.
	res = ResolveMorale(team, nil, rules.NewScripted(3, 4, 1, 1))
	if res.Team.Broken {
		t.Error("7 against Ld 7 broke the team")
	}
	// A broken team takes no more break tests (KT-MOR-1).
	team.Broken = true
	if team.NeedsBreakTest() {
		t.Error("a broken team tests again")
	}
}

// TestShakenClearsAndCounts checks KT-MOR-2, KT-MOR-3 and A20: shaken
// models recover at the start of the phase; a model shaken earlier in
// the phase adds +1 to later tests, unless it is the Medic.
func TestShakenClearsAndCounts(t *testing.T) {
	team := MoraleTeam{Started: 8, Models: []MoraleModel{
		{Ld: 6, FleshWounds: 1, Shaken: true},
		{Ld: 6, FleshWounds: 1},
		{Ld: 6}, {Ld: 6}, {Ld: 6}, {Ld: 6}, {Ld: 6},
	}}
	// Model 0 rolls 6: 6 + 1 dead > 6, shaken; model 1 rolls 5: 5 + 1 + 1 = 7 > 6.
	res := ResolveMorale(team, nil, rules.NewScripted(6, 5))
	if !res.Team.Models[0].Shaken || res.Nerve[1].Mod != 2 || !res.Team.Models[1].Shaken {
		t.Errorf("result %+v", res)
	}
	// The same order the other way: model 1 first passes with 5 + 1 = 6.
	res = ResolveMorale(team, []int{1, 0}, rules.NewScripted(5, 6))
	if res.Team.Models[1].Shaken || !res.Team.Models[0].Shaken {
		t.Errorf("reversed order: %+v", res)
	}
	// A shaken Medic does not count as shaken for others (KT-SPEC).
	team.Models[0].Specialism = Medic
	res = ResolveMorale(team, nil, rules.NewScripted(6, 5))
	if res.Nerve[1].Mod != 1 {
		t.Errorf("a shaken Medic counted: %+v", res.Nerve[1])
	}
}

// TestVeteranAndComms checks the Veteran passive (ignores the nerve-test
// penalties) and the Comms stratagem (−1) of KT-SPEC.
func TestVeteranAndComms(t *testing.T) {
	team := MoraleTeam{Started: 8, Models: []MoraleModel{{Ld: 6, FleshWounds: 1, Specialism: Veteran}, {Ld: 6, FleshWounds: 1, CommsSupport: true}}}
	if m := team.NerveModifier(0); m != 0 {
		t.Errorf("Veteran with 6 dead: %+d, want 0", m)
	}
	if m := team.NerveModifier(1); m != 5 {
		t.Errorf("6 dead with Comms support: %+d, want 5", m)
	}
	if !NerveTestFails(2, 5, 6) || NerveTestFails(1, 9, 6) || NerveTestFails(1+0, 0, 6) {
		t.Error("NerveTestFails")
	}
}
