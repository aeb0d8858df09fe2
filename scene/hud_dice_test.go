package scene

import (
	"fmt"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/all"
)

// marksText writes marks compactly: the face, then * for a success, ! for
// a headshot, x for a die rolled again, + before a reroll or headshot die.
func marksText(ms []dieMark) string {
	var b strings.Builder
	for i, m := range ms {
		if i > 0 {
			b.WriteByte(' ')
		}
		if m.bonus {
			b.WriteByte('+')
		}
		fmt.Fprint(&b, m.face)
		if m.success {
			b.WriteByte('*')
		}
		if m.headshot {
			b.WriteByte('!')
		}
		if m.replaced {
			b.WriteByte('x')
		}
	}
	return b.String()
}

// The dice tray shows each die as the ruleset counted it (rules.Event.Rolled:
// a headshot ring, a faded die for a Weight of Fire reroll, bonus dice set
// apart), and counts plain dice at or above Need when a roll has no such
// description (single dice: roll-off, girder — HF-DICE-3).
func TestDiceTrayMarks(t *testing.T) {
	for _, tc := range []struct {
		name string
		e    rules.Event
		want string
	}{
		{"described roll", rules.Event{Test: "RA", Dice: []int{2, 5, 1, 8, 4}, Need: 4, Hits: 3, Rolled: []rules.Die{
			{Face: 2, Replaced: true}, {Face: 5, Success: true}, {Face: 1}, {Face: 8, Success: true, Critical: true, Bonus: true}, {Face: 4, Success: true, Bonus: true}}},
			"2x 5* 1 +8*! +4*"},
		{"survive 8 as the engine counted it", rules.Event{Test: "SV", Dice: []int{8, 5, 2}, Need: 5, Hits: 2, Rolled: []rules.Die{
			{Face: 8, Success: true}, {Face: 5, Success: true}, {Face: 2}}}, "8* 5* 2"},
		{"girder (HF-DICE-3)", rules.Event{Test: "girder", Dice: []int{8}, Need: 5}, "8*"},
		{"roll-off", rules.Event{Test: "roll-off", Dice: []int{8}}, "8"},
		{"a description that does not fit the dice is ignored", rules.Event{Test: "RA", Dice: []int{8, 4, 1}, Need: 4, Rolled: []rules.Die{{Face: 8}}}, "8* 4* 1"},
	} {
		if got := marksText(readRoll(tc.e)); got != tc.want {
			t.Errorf("%s: %s, want %s", tc.name, got, tc.want)
		}
	}
}

// Every roll of a real game, shown in the tray, adds up to the successes
// the engine reported, rings exactly as many headshots as headshot dice
// followed, and rings nothing but RA and FI dice.
func TestDiceTrayRealGameRolls(t *testing.T) {
	rs, err := all.Registry().Get("flashpoint")
	if err != nil {
		t.Fatal(err)
	}
	rolls := 0
	for seed := uint64(1); seed <= 6; seed++ {
		g, err := rs.New(rs.DefaultSetup("beginner"), seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := rules.NewRNG(seed)
		for step := 0; step < 400 && !g.Over(); step++ {
			legal := g.Legal()
			events, err := g.Apply(legal[rng.Intn(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range events {
				if e.Kind != "roll" || len(e.Dice) == 0 {
					continue
				}
				rolls++
				ms := readRoll(e)
				hits, rings, bonus := 0, 0, 0
				for _, m := range ms {
					if m.success {
						hits++
					}
					if m.headshot {
						rings++
					}
					if m.bonus {
						bonus++
					}
				}
				attack := e.Test == "RA" || e.Test == "FI"
				if e.Need > 0 && len(e.Mods) > 0 && hits != e.Hits {
					t.Fatalf("%s: tray counts %d successes (%s)", e.Text, hits, marksText(ms))
				}
				if !attack && (rings > 0 || bonus > 0) {
					t.Fatalf("%s: a %s roll shows headshots (%s)", e.Text, e.Test, marksText(ms))
				}
				if attack && rings > 0 && bonus == 0 {
					t.Fatalf("%s: %d headshot rings but no headshot dice followed (%s)", e.Text, rings, marksText(ms))
				}
			}
		}
	}
	if rolls < 100 {
		t.Fatalf("only %d rolls", rolls)
	}
}

// A roll in the tray is named in words: the model's name or the side's,
// nobody's for a weapon drop, the test as a stat or a word ("none drop"
// once showed).
func TestRollLabel(t *testing.T) {
	en := newTestApp(t).t
	n := newNamer(rules.View{Pieces: []rules.Piece{{ID: "red.3", Seat: rules.Red, Name: "Marksman"}}}, en)
	for _, c := range []struct {
		e    rules.Event
		want string
	}{
		{rules.Event{Actor: "red.3", Seat: rules.Red, Test: "RA"}, "Red Marksman RA"},
		{rules.Event{Seat: rules.Red, Test: "command"}, "Red Command"},
		{rules.Event{Seat: rules.NoSeat, Test: "drop"}, "Drop"},
	} {
		if got := rollLabel(n, c.e, en); got != c.want {
			t.Errorf("%+v: %q, want %q", c.e, got, c.want)
		}
	}
}

// A special die (rules.Die.Kind) keeps its mark, symbol and words in the
// tray, and the roll is named with the words; plain dice have none.
func TestDiceTraySpecialDice(t *testing.T) {
	e := rules.Event{Test: "injury", Dice: []int{2, 6}, Rolled: []rules.Die{
		{Face: 2, Kind: "Injury", Mark: "FW", Symbol: rules.DieSymbolWound, Label: "Flesh Wound"},
		{Face: 6, Kind: "Injury", Mark: "OOA", Symbol: rules.DieSymbolOut, Label: "Out of Action"}}}
	ms := readRoll(e)
	if !ms[0].special || ms[0].mark != "FW" || ms[1].symbol != rules.DieSymbolOut {
		t.Fatalf("marks %+v", ms)
	}
	if got := specialWords(ms); got != "Flesh Wound, Out of Action" {
		t.Errorf("words %q", got)
	}
	if got := specialWords(readRoll(rules.Event{Test: "BS", Dice: []int{4}, Need: 3})); got != "" {
		t.Errorf("a plain roll has words %q", got)
	}
}

// In a real Necromunda game the tray shows every Firepower die and
// injury die as a special die with a mark or a symbol and words, every
// Firepower die's Ammo face with the ammunition symbol, and every other
// roll as plain dice.
func TestDiceTrayNecromundaRolls(t *testing.T) {
	rs, err := all.Registry().Get("necromunda")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]int{}
	for seed := uint64(1); seed <= 8; seed++ {
		g, err := rs.New(rs.DefaultSetup("standard"), seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := rules.NewRNG(seed)
		for step := 0; step < 600 && !g.Over(); step++ {
			legal := g.Legal()
			events, err := g.Apply(legal[rng.Intn(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range events {
				if e.Kind != "roll" || len(e.Dice) == 0 {
					continue
				}
				special := e.Test == "firepower" || e.Test == "injury" || e.Test == "recovery"
				for _, m := range readRoll(e) {
					if m.special != special {
						t.Fatalf("%s: a %s die special=%v", e.Text, e.Test, m.special)
					}
					if special && (m.words == "" || m.mark == "") {
						t.Fatalf("%s: a special die without mark or words: %+v", e.Text, m)
					}
					if e.Test == "firepower" && (m.face == 6) != (m.symbol == rules.DieSymbolAmmo) {
						t.Fatalf("%s: face %d, symbol %q", e.Text, m.face, m.symbol)
					}
				}
				seen[e.Test]++
			}
		}
	}
	if seen["firepower"] == 0 || seen["injury"] == 0 {
		t.Fatalf("rolls seen: %v", seen)
	}
}
