package flashpoint

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/world"
)

// fireGame loads a position with an extra Incendiary grenade weapon in the
// data (no shipped weapon has Incendiary yet).
func fireGame(t *testing.T, tp *testPos) *Game {
	t.Helper()
	d, err := DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	weapons := map[string]*Weapon{}
	for id, w := range d.Weapons {
		weapons[id] = w
	}
	weapons["fire-bomb"] = &Weapon{ID: "fire-bomb", Name: "Fire Bomb", Points: 3,
		Profiles: []Profile{{Range: 3, Keywords: []string{"Grenade", "Incendiary 2"}}}}
	custom := &Data{Units: d.Units, Weapons: weapons, Rosters: d.Rosters}
	data, _ := json.Marshal(tp.p)
	g, err := NewRulesetWithData(custom).LoadGame(data)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// Incendiary n (data-sheet PROPOSAL): as Implosion, and each model in the
// cube takes a Fire token; at its activation it may put it out with a
// short action, else it takes 1 wound at the end of the activation.
func TestCubeIncendiaryFireToken(t *testing.T) {
	for _, putOut := range []bool{false, true} {
		g := fireGame(t, position(flatArena).
			model("blue.1 operator 0,1,0 weapons=fire-bomb").
			model("red.1 operator 2,1,0").
			active("blue.1"))
		s := dice(g,
			4, 1, 1, // accuracy
			1, 1, // Incendiary 2: nothing
			8, 8, 8, // red.1 Survive
		)
		ev := play(t, g, "blue.1 shoot 2,1,0 with fire-bomb")
		usedUp(t, s)
		r := g.m("red.1")
		if !r.Fire || r.Pinned || r.Pos != (world.Pos{X: 2, Y: 1}) {
			t.Fatalf("red.1 should be on fire, not pinned: %+v\n%s", r, eventLog(ev))
		}
		if !strings.Contains(cardText(g.card(r)), "on fire") {
			t.Errorf("the card should say on fire: %v", g.card(r))
		}
		// The token is part of the saved state and the hash.
		data, _ := g.Save()
		if !strings.Contains(string(data), `"fire": true`) {
			t.Errorf("the save should hold the Fire token")
		}
		h := g.Hash()
		r.Fire = false
		if g.Hash() == h {
			t.Errorf("the hash should cover the Fire token")
		}
		r.Fire = true
		play(t, g, "blue.1 end")
		play(t, g, "red.1 activate")
		if putOut {
			play(t, g, "red.1 extinguish")
		} else {
			if isLegal(g, "red.1 end") {
				t.Fatalf("the model must act before it ends")
			}
			play(t, g, "red.1 crouch")
		}
		ev = play(t, g, "red.1 end")
		switch {
		case putOut && (r.Fire || r.Wounds != 0):
			t.Errorf("put out: want no token, no wound; got %+v", r)
		case !putOut && (!r.Fire || r.Wounds != 1):
			t.Errorf("left burning: want the token and 1 wound; got %+v\n%s", r, eventLog(ev))
		}
	}
}

// A dead model carries no Fire token, and a kill removes it.
func TestCubeFireTokenLoadAndDeath(t *testing.T) {
	tp := position(flatArena).
		model("blue.1 operator 0,1,0").
		model("red.1 operator 2,1,0 dead").
		with(func(p *positionJSON) { p.Models[1].Fire = true })
	data, _ := json.Marshal(tp.p)
	if _, err := testRuleset().LoadGame(data); err == nil || !strings.Contains(err.Error(), "models[1].fire") {
		t.Errorf("want a fire error, got %v", err)
	}
	g := position(flatArena).
		model("blue.1 operator 0,1,0").
		model("red.1 operator 2,1,0 wounds=3").
		with(func(p *positionJSON) { p.Models[1].Fire = true }).
		active("red.1").build(t)
	play(t, g, "red.1 crouch")
	ev := play(t, g, "red.1 end")
	if r := g.m("red.1"); r.OnBoard || r.Fire {
		t.Errorf("red.1 should burn to death and lose the token: %+v\n%s", r, eventLog(ev))
	}
}
