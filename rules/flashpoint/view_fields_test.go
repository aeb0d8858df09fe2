package flashpoint

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// The View tells the screen in fields what it used to read from words:
// these tests check the fields, so a screen needs no English.

// tokensOf lists a View's tokens of one kind.
func tokensOf(v rules.View, kind string) []rules.Token {
	var out []rules.Token
	for _, t := range v.Tokens {
		if t.Kind == kind {
			out = append(out, t)
		}
	}
	return out
}

// pieceOf is a View's piece by model ID.
func pieceOf(t *testing.T, v rules.View, id string) rules.Piece {
	t.Helper()
	for _, p := range v.Pieces {
		if p.ID == id {
			return p
		}
	}
	t.Fatalf("no piece %s in the view", id)
	return rules.Piece{}
}

// Capture the Flag (RULES-SCENARIOS.md carrying): a flag is its side's
// token (Seat) whoever carries it; a carried one names its Carrier and
// lies in the carrier's cube, a lying one has no carrier. Its label is its
// name alone, without the carrier.
func TestViewFlagSeatAndCarrier(t *testing.T) {
	g := scenarioPos(flatArena, ScenarioCTF).
		model("blue.1 operator 3,1,0").
		model("red.1 operator 4,2,0").
		with(func(p *positionJSON) {
			p.Objectives = []objectiveJSON{{Kind: "flag", Team: "blue", Pos: "0,1,0"}, {Kind: "flag", Team: "red", Carrier: "blue.1"}}
		}).build(t)
	flags := tokensOf(g.View(), "flag")
	if len(flags) != 2 {
		t.Fatalf("flags %+v", flags)
	}
	for _, f := range flags {
		switch f.Seat {
		case rules.Blue:
			if f.Carrier != "" || f.Pos != (world.Pos{X: 0, Y: 1}) || f.Label != "Blue flag" {
				t.Errorf("the blue flag lies at home: %+v", f)
			}
		case rules.Red:
			if f.Carrier != "blue.1" || f.Pos != (world.Pos{X: 3, Y: 1}) || f.Label != "Red flag" {
				t.Errorf("the red flag is carried by blue.1: %+v", f)
			}
		default:
			t.Errorf("a flag of nobody's: %+v", f)
		}
	}
}

// Oddball (RULES-SCENARIOS.md): the ball is nobody's (NoSeat) even while a
// side carries it; its Carrier says who holds it.
func TestViewBallCarrier(t *testing.T) {
	g := scenarioPos(flatArena, ScenarioOddball).
		model("blue.1 operator 0,1,0").
		model("red.1 operator 2,1,0").
		with(func(p *positionJSON) { p.Objectives = []objectiveJSON{{Kind: "ball", Carrier: "red.1"}} }).
		build(t)
	balls := tokensOf(g.View(), "ball")
	if len(balls) != 1 || balls[0].Seat != rules.NoSeat || balls[0].Carrier != "red.1" || balls[0].Pos != (world.Pos{X: 2, Y: 1}) || balls[0].Label != "Ball" {
		t.Errorf("balls %+v", balls)
	}
}

// Every token that is no side's says NoSeat, never the zero value Blue:
// weapons, drop spots, items face down and up, barriers, smoke.
func TestViewTokensOfNobody(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,1,0").
		model("red.1 operator 4,1,0").
		weapon("shotgun", "2,1,0").
		item(1, "overshield", "1,0,0", false).
		item(2, "thruster", "2,2,0", true).
		build(t)
	g.it.Smoke = append(g.it.Smoke, world.Pos{X: 3, Y: 0})
	g.it.Barriers = append(g.it.Barriers, barrier{Pos: world.Pos{X: 3, Y: 2}, Shields: 2})
	kinds := map[string]bool{}
	for _, tk := range g.View().Tokens {
		kinds[tk.Kind] = true
		if tk.Seat != rules.NoSeat || tk.Carrier != "" || tk.State != "" {
			t.Errorf("token %+v should be nobody's", tk)
		}
	}
	for _, k := range []string{"weapon", "item", "smoke", "barrier"} {
		if !kinds[k] {
			t.Errorf("no %s token in the view: %v", k, kinds)
		}
	}
}

// Strongholds (RULES-SCENARIOS.md Zones): each zone's cubes say who holds
// it (more unpinned models) or that it is contested (as many of each, at
// least one); a pinned model counts for nothing. The label is the zone's
// name alone.
func TestViewZoneStates(t *testing.T) {
	g := scenarioPos(zoneArena, ScenarioStrongholds).
		model("blue.1 operator 1,0,0").
		model("blue.2 operator 2,1,0").
		model("red.1 operator 2,1,0").
		model("red.2 operator 3,2,0 pinned").
		build(t)
	want := map[string]struct {
		seat  rules.Seat
		state string
	}{
		"Zone 1": {rules.Blue, rules.ZoneHeld},
		"Zone 2": {rules.NoSeat, rules.ZoneContested},
		"Zone 3": {rules.NoSeat, ""},
	}
	zones := tokensOf(g.View(), "zone")
	if len(zones) != 3 {
		t.Fatalf("zones %+v", zones)
	}
	for _, z := range zones {
		w, ok := want[z.Label]
		if !ok || z.Seat != w.seat || z.State != w.state {
			t.Errorf("zone token %+v, want %+v", z, w)
		}
	}
}

// Total Control (RULES-SCENARIOS.md): a zone nobody holds now shows its
// owner as owned, even while both sides contest it; a held zone shows
// its holder over its owner.
func TestViewZoneOwned(t *testing.T) {
	g := scenarioPos(zoneArena, ScenarioTotalControl).
		model("blue.1 operator 1,0,0").
		model("blue.2 operator 2,1,0").
		model("red.1 operator 2,1,0").
		with(func(p *positionJSON) { p.ZoneOwners = []string{"red", "red", "red"} }).
		build(t)
	want := map[string]struct {
		seat  rules.Seat
		state string
	}{
		"Zone 1": {rules.Blue, rules.ZoneHeld},
		"Zone 2": {rules.Red, rules.ZoneOwned},
		"Zone 3": {rules.Red, rules.ZoneOwned},
	}
	for _, z := range tokensOf(g.View(), "zone") {
		if w := want[z.Label]; z.Seat != w.seat || z.State != w.state {
			t.Errorf("zone token %+v, want %+v", z, w)
		}
	}
}

// One-Use (HF-WPN-5, cube_spent.go): a spent weapon's card line is in the
// muted tone, an unspent limited weapon's and every other line are not.
func TestViewSpentWeaponMuted(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,1,0 weapons=assault-rifle+sticky-grenade+frag-grenade").
		model("red.1 operator 4,1,0").
		with(func(p *positionJSON) { p.Models[0].Uses = map[string]int{"sticky-grenade": 1} }).
		build(t)
	p := pieceOf(t, g.View(), "blue.1")
	var sticky, frag bool
	for _, l := range p.Card {
		switch {
		case strings.HasPrefix(l.Text, "Sticky Grenade"):
			sticky = true
			if l.Tone != rules.ToneMuted {
				t.Errorf("the spent Sticky Grenade should be muted: %+v", l)
			}
		case strings.HasPrefix(l.Text, "Frag Grenade"):
			frag = true
			if l.Tone != rules.ToneNormal {
				t.Errorf("the unused Frag Grenade is usable: %+v", l)
			}
		default:
			if l.Tone != rules.ToneNormal {
				t.Errorf("line %+v should be plain", l)
			}
		}
	}
	if !sticky || !frag {
		t.Errorf("card lacks the grenades: %+v", p.Card)
	}
}

// Fire tokens (RULES-CUBE.md, Incendiary): a burning model's status line is
// in the danger tone and it has an ON FIRE mark in that tone with a flame;
// once the token is gone, neither.
func TestViewFireMark(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,1,0").
		model("red.1 operator 4,1,0").
		with(func(p *positionJSON) { p.Models[1].Fire = true }).
		build(t)
	p := pieceOf(t, g.View(), "red.1")
	status := p.Card[len(p.Card)-1]
	if status.Tone != rules.ToneDanger {
		t.Errorf("status line %+v should be in the danger tone", status)
	}
	if len(p.Marks) != 1 || p.Marks[0].Text != "ON FIRE" || p.Marks[0].Tone != rules.ToneDanger || p.Marks[0].Icon != rules.IconFlame {
		t.Errorf("marks %+v, want ON FIRE", p.Marks)
	}
	g.m("red.1").Fire = false
	p = pieceOf(t, g.View(), "red.1")
	if len(p.Marks) != 0 || p.Card[len(p.Card)-1].Tone != rules.ToneNormal {
		t.Errorf("no Fire token: marks %+v, status %+v", p.Marks, p.Card[len(p.Card)-1])
	}
	if b := pieceOf(t, g.View(), "blue.1"); len(b.Marks) != 0 {
		t.Errorf("blue.1 does not burn: %+v", b.Marks)
	}
}

// VIP (RULES-SCENARIOS.md): each side's VIP has a VIP mark; other models
// have none.
func TestViewVIPMark(t *testing.T) {
	g := scenarioPos(flatArena, ScenarioVIP).
		model("blue.1 operator 0,1,0").
		model("blue.2 operator 0,0,0").
		model("red.1 operator 4,1,0").
		build(t)
	v := g.View()
	for id, want := range map[string]int{"blue.1": 1, "blue.2": 0, "red.1": 1} {
		p := pieceOf(t, v, id)
		if len(p.Marks) != want || want == 1 && p.Marks[0].Text != "VIP" {
			t.Errorf("%s marks %+v", id, p.Marks)
		}
	}
}

// An item action's title names its item (RULES-ITEMS.md), and says so in
// NamesOption, so a screen does not repeat the option; so does the title
// of going first or second, in words of its own message ("Go (first)");
// a push's title does not name its direction.
func TestDescribeNamesOption(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,1,0").carrying("smoke-screen").
		model("red.1 operator 4,1,0").
		active("blue.1").build(t)
	for _, c := range []struct {
		a    rules.Action
		want bool
	}{
		{rules.Action{Kind: kindDropIt, Actor: "blue.1", Option: "smoke-screen"}, true},
		{rules.Action{Kind: kindDestroy, Actor: "blue.1", Option: "smoke-screen"}, true},
		{rules.Action{Kind: "push", Actor: "blue.1", Target: "red.1", Option: "s"}, false},
		{rules.Action{Kind: "initiative", Option: "first"}, true},
		{rules.Action{Kind: kindTake, Actor: "blue.1", Option: "item.3"}, true},
		{rules.Action{Kind: kindUse, Actor: "blue.1", Option: "grapple-hook pull item.3"}, true},
		{rules.Action{Kind: kindUse, Actor: "blue.1", Option: "grapple-hook pull sniper-rifle"}, true},
	} {
		h, ok := g.Describe(c.a)
		if !ok || h.NamesOption != c.want {
			t.Errorf("%s: %+v, NamesOption want %v", c.a.Text(), h, c.want)
		}
		if strings.Contains(h.Title, "item.") {
			t.Errorf("%s: the title %q names a token ID", c.a.Text(), h.Title)
		}
	}
	if h, _ := g.Describe(rules.Action{Kind: "initiative", Option: "first"}); h.Title != "Go (first)" || h.TitleMsg.ID != "FpActTitleOption" {
		t.Errorf("going first: %+v", h)
	}
	h, _ := g.Describe(rules.Action{Kind: kindUse, Actor: "blue.1", Option: "grapple-hook pull sniper-rifle"})
	if h.Title != "Use item: Grapple Hook, pull the Sniper Rifle" {
		t.Errorf("a pull's title: %q", h.Title)
	}
}
