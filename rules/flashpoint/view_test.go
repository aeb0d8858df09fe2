package flashpoint

import (
	"math"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The view shows every model with its card, the weapons on the board and
// the scenario line.
func TestView(t *testing.T) {
	g := roundEndPosition(map[string]string{"A": "shotgun"}, nil).
		with(func(p *positionJSON) {
			p.Models[0].Pickup = "sniper-rifle"
			p.Models[1].Pinned = true
		}).build(t)
	v := g.View()
	if v.Ruleset != "flashpoint" || v.Round != 1 || v.ToMove != rules.Blue || len(v.Pieces) != 2 {
		t.Fatalf("view %+v", v)
	}
	b := v.Pieces[0]
	if b.ID != "blue.1" || b.Role != "OP" || b.HP != 4 || b.MaxShields != 2 || !b.OnBoard {
		t.Errorf("piece %+v", b)
	}
	card := cardText(b.Card)
	for _, want := range []string{"SP 2-3 RA 4+ FI 4+ SV 5+ AR 2 HP 4 ES 2", "Assault Rifle: R4 AP0 Rapid Fire, Weight of Fire 2", "Fists: CC AP0", "PICKUP Sniper Rifle: R7 AP1", "wounds 0/4, shields 2/2"} {
		if !strings.Contains(card, want) {
			t.Errorf("card lacks %q:\n%s", want, card)
		}
	}
	if !v.Pieces[1].Pinned || !strings.Contains(cardText(v.Pieces[1].Card), "pinned") {
		t.Errorf("red.1's card should say pinned: %v", v.Pieces[1].Card)
	}
	var weapons, spots int
	for _, tk := range v.Tokens {
		switch tk.Kind {
		case "weapon":
			weapons++
			if tk.Label != "Shotgun" {
				t.Errorf("token %+v", tk)
			}
		case "drop-spot":
			spots++
		}
	}
	if weapons != 1 || spots != 3 {
		t.Errorf("want the shotgun and three empty drop spots: %+v", v.Tokens)
	}
	if len(v.Notes) == 0 || !strings.Contains(v.Notes[0], "Slayer: first to 8 kills, round 1 of 10") {
		t.Errorf("notes %v", v.Notes)
	}
}

// The prompt says in words who decides what.
func TestPrompt(t *testing.T) {
	g := leavePosition(false).build(t)
	if p := g.Prompt(); !strings.Contains(p, "blue.1 (Operator): first action") {
		t.Errorf("prompt %q", p)
	}
	play(t, g, "blue.1 move 0,0,0")
	if p := g.Prompt(); !strings.Contains(p, "red: blue.1 is leaving the cube") {
		t.Errorf("prompt %q", p)
	}
	g = twoAside().with(func(p *positionJSON) { p.Models[0].Activated = true }).build(t)
	if p := g.Prompt(); p != "blue: activate a model, or pass." {
		t.Errorf("prompt %q", p)
	}
}

// Forecast names the dice of both sides and gives the exact chance of
// each outcome for a Shoot or an Assault; other actions have none.
func TestForecast(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,1,0").
		model("red.1 operator 2,1,0").
		active("blue.1").build(t)
	a, err := rules.Find(g.Legal(), "blue.1 shoot red.1 with assault-rifle")
	if err != nil {
		t.Fatal(err)
	}
	f, ok := g.Forecast(a)
	if !ok || f.Sight != "clear shot" || f.Attack.Dice != 5 || f.Attack.Need != 4 || f.Defence.Dice != 3 {
		t.Fatalf("forecast %+v", f)
	}
	sum := 0.0
	for _, o := range f.Outcomes {
		sum += o.P
	}
	if math.Abs(sum-1) > 1e-9 || len(f.Outcomes) == 0 {
		t.Errorf("outcomes %+v sum to %v", f.Outcomes, sum)
	}
	move, _ := rules.Find(g.Legal(), "blue.1 crouch")
	if _, ok := g.Forecast(move); ok {
		t.Error("a Crouch has no forecast")
	}
	g = leavePosition(false).build(t)
	play(t, g, "blue.1 move 0,0,0")
	a, _ = rules.Find(g.Legal(), "red.1 assault blue.1 with fists")
	if f, ok := g.Forecast(a); !ok || f.Attack.Test != "FI" || f.Attack.Dice != 3 {
		t.Errorf("free Assault forecast %+v %v", f, ok)
	}
	if _, ok := g.Forecast(rules.Action{Kind: "shoot", Actor: "blue.9", Target: "red.1", Weapon: "x"}); ok {
		t.Error("a made-up shot has no forecast")
	}
}
