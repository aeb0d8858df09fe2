package flashpoint

import (
	"encoding/json"
	"math"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// stickyPosition is a Mercenary (who always carries a Sticky Grenade) two
// cubes from two enemies sharing a cube.
func stickyPosition() *testPos {
	return position(flatArena).
		model("blue.1 mercenary 0,1,0").
		model("red.1 operator 2,1,0").
		model("red.2 operator 2,1,0").
		active("blue.1")
}

// Sticky (Sticky Grenade, seed FAQ HF-FAQ-4): with 2 or more successes the
// attacker picks a model in the cube it can see; it loses all its shields
// before the Frag dice. One-Use: the grenade is then spent.
func TestCubeStickyPick(t *testing.T) {
	g := stickyPosition().build(t)
	s := dice(g, 5, 5, 1) // 2 successes: it sticks
	play(t, g, "blue.1 shoot 2,1,0 with sticky-grenade")
	if g.ToMove() != rules.Blue || !isLegal(g, "blue.1 stick red.1") || !isLegal(g, "blue.1 stick red.2") {
		t.Fatalf("the attacker picks the model: %s %v", g.ToMove(), texts(g.Legal()))
	}
	// The pending pick survives a save and a load.
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"kind": "stick"`) {
		t.Errorf("the save should hold the pick:\n%s", data)
	}
	g2, err := testRuleset().LoadGame(data)
	if err != nil {
		t.Fatalf("reload: %v", err)
	}
	if g2.Hash() != g.Hash() {
		t.Errorf("the reloaded game hashes differently")
	}
	dice(g,
		1, 1, 1, 1, // Frag 4: nothing
		1, 1, 1, 1, 1, 1, // both Survive
		3, 3, // both scatter east
	)
	ev := play(t, g, "blue.1 stick red.2")
	usedUp(t, s)
	if r := g.m("red.2"); r.Shields != 0 || !r.Pinned {
		t.Errorf("red.2 was stuck: want no shields, pinned; got %+v\n%s", r, eventLog(ev))
	}
	if r := g.m("red.1"); r.Shields != 2 || !r.Pinned {
		t.Errorf("red.1 keeps its shields: %+v", r)
	}
	card := cardText(g.card(g.m("blue.1")))
	if !strings.Contains(card, "Sticky Grenade: R3 AP2 Frag 4, Grenade, Lethal 1, One-Use, Sticky (spent)") {
		t.Errorf("the card should show the spent grenade:\n%s", card)
	}
}

// Sticky: with one success the grenade lands but sticks to nobody.
func TestCubeStickyOneSuccessNoPick(t *testing.T) {
	g := stickyPosition().build(t)
	s := dice(g,
		5, 1, 1, // one success
		1, 1, 1, 1, // Frag 4
		1, 1, 1, 1, 1, 1,
		3, 3,
	)
	play(t, g, "blue.1 shoot 2,1,0 with sticky-grenade")
	usedUp(t, s)
	if g.m("red.1").Shields != 2 || g.m("red.2").Shields != 2 {
		t.Errorf("no model was stuck: %+v %+v", g.m("red.1"), g.m("red.2"))
	}
}

// A pending pick with a profile that is not Sticky is refused on load.
func TestCubeStickLoadErrors(t *testing.T) {
	tp := stickyPosition().with(func(p *positionJSON) {
		p.Pending = []taskJSON{{Kind: "stick", Model: "blue.1", Weapon: "frag-grenade", Cube: "2,1,0"}}
	})
	data, _ := json.Marshal(tp.p)
	if _, err := testRuleset().LoadGame(data); err == nil || !strings.Contains(err.Error(), "not a Sticky cube attack") {
		t.Errorf("want a Sticky error, got %v", err)
	}
	tp = stickyPosition().with(func(p *positionJSON) {
		p.Pending = []taskJSON{{Kind: "stick", Model: "blue.1", Weapon: "sticky-grenade", Cube: "9,9,9"}}
	})
	data, _ = json.Marshal(tp.p)
	if _, err := testRuleset().LoadGame(data); err == nil || !strings.Contains(err.Error(), "pending[0].cube") {
		t.Errorf("want a cube error, got %v", err)
	}
}

// Energy Shield Barrier hook (HF-FAQ-4): the stuck model may not use a
// barrier against the attack; the others may.
func TestCubeBarrierAllowed(t *testing.T) {
	if barrierAllowed(2, 2) || !barrierAllowed(1, 2) || !barrierAllowed(1, -1) {
		t.Errorf("barrierAllowed: only the stuck model is denied")
	}
}

// Forecast of a cube attack: the cube, the hit pool, every model in the
// cube with exact odds. A Frag pins every survivor, so "no damage" is the
// chance of the miss scattering away: (3/8)^3 for RA 4+.
func TestCubeForecast(t *testing.T) {
	g := position(flatArena).
		model("blue.1 gunner 0,1,0").
		model("red.1 operator 2,1,0").
		model("red.2 commander 2,1,0").
		active("blue.1").build(t)
	a, err := rules.Find(g.Legal(), "blue.1 shoot 2,1,0 with grenade-launcher (emp)")
	if err != nil {
		t.Fatal(err)
	}
	f, ok := g.Forecast(a)
	// red.1 and red.2 in the cube; the Gunner itself is next to 1,1,0,
	// where a miss scattering west explodes (Blast).
	if !ok || f.Cube == nil || *f.Cube != *a.Cell || len(f.Targets) != 3 || f.Targets[2].Target != "blue.1" {
		t.Fatalf("forecast: %+v", f)
	}
	if f.Attack.Test != PoolFrag || f.Attack.Dice != 3 || f.Attack.Need != 4 {
		t.Errorf("attack pool: want 3 frag dice at 4+, got %+v", f.Attack)
	}
	miss := math.Pow(3.0/8, 3)
	for _, tf := range f.Targets {
		sum := 0.0
		odds := map[string]float64{}
		for _, o := range tf.Outcomes {
			sum += o.P
			odds[o.Label] = o.P
		}
		if math.Abs(sum-1) > 1e-9 {
			t.Errorf("%s: outcomes sum to %v", tf.Target, sum)
		}
		if tf.Target == "red.1" && odds[OutcomeNoDamage] > 1e-12 {
			// A miss lands next door: Blast takes a shield.
			t.Errorf("red.1: no damage %v, want 0", odds[OutcomeNoDamage])
		}
		if tf.Target == "red.2" && (odds[OutcomePinned] != 0 || odds[OutcomeShieldsOnly] < 0.5) {
			// EMP strips the Stoic commander's shields; it is never pinned.
			t.Errorf("red.2 (Stoic): %v", odds)
		}
	}
	// The main profile has no Blast: a miss that scatters away leaves
	// red.1 alone, and red.3 next door is hit only by a miss scattering
	// east (an eighth of the misses) — then it is pinned at least.
	g = position(flatArena).
		model("blue.1 gunner 0,1,0").
		model("red.1 operator 2,1,0").
		model("red.2 operator 4,2,0").
		model("red.3 operator 3,1,0").
		active("blue.1").build(t)
	a2, _ := rules.Find(g.Legal(), "blue.1 shoot 2,1,0 with grenade-launcher")
	f2, _ := g.Forecast(a2)
	if len(f2.Targets) != 2 || f2.Targets[0].Target != "red.1" || f2.Targets[1].Target != "red.3" {
		t.Fatalf("targets: want red.1 (in the cube), then red.3 (next door): %+v", f2.Targets)
	}
	if p := f2.Targets[0].Outcomes[0].P; math.Abs(p-miss) > 1e-12 {
		t.Errorf("red.1: no damage %v, want %v", p, miss)
	}
	if p := f2.Targets[1].Outcomes[0].P; math.Abs(p-(1-miss/8)) > 1e-12 {
		t.Errorf("red.3: no damage %v, want %v", p, 1-miss/8)
	}
	notes := strings.Join(f.Notes, "\n")
	for _, want := range []string{"a miss scatters one cube", "Blast: adjacent models lose 1 shield", "EMP"} {
		if !strings.Contains(notes, want) {
			t.Errorf("notes lack %q:\n%s", want, notes)
		}
	}
	h, ok := g.Describe(a)
	if !ok || !h.Attack || !strings.Contains(h.Help, "EMP") || h.Title != "Fire at cube (emp)" {
		t.Errorf("Describe: %+v", h)
	}
}

// The Sticky pick has its own prompt.
func TestCubeStickPrompt(t *testing.T) {
	g := stickyPosition().build(t)
	dice(g, 5, 5, 1)
	play(t, g, "blue.1 shoot 2,1,0 with sticky-grenade")
	if p := g.Prompt(); !strings.Contains(p, "Sticky Grenade sticks") || !strings.Contains(p, "2,1,0") {
		t.Errorf("prompt: %q", p)
	}
}

// In a mixed cube the forecast describes an enemy first (the computer
// players read the first model's outcomes).
func TestCubeForecastEnemyFirst(t *testing.T) {
	g := position(flatArena).
		model("blue.1 gunner 0,1,0").
		model("blue.2 operator 2,1,0").
		model("red.1 operator 2,1,0").
		active("blue.1").build(t)
	a, err := rules.Find(g.Legal(), "blue.1 shoot 2,1,0 with grenade-launcher")
	if err != nil {
		t.Fatal(err)
	}
	f, _ := g.Forecast(a)
	if len(f.Targets) < 2 || f.Targets[0].Target != "red.1" || f.Targets[1].Target != "blue.2" {
		t.Errorf("want red.1 then blue.2: %+v", f.Targets)
	}
}
