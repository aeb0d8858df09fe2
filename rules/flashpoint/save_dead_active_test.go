package flashpoint

import (
	"os"
	"testing"
)

// loadAndReload loads a position file, then its own save; it fails the
// test unless both load and the hash survives.
func loadAndReload(t *testing.T, path string) (g, back *Game) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	rs := NewRuleset()
	if g, err = rs.LoadGame(data); err != nil {
		t.Fatalf("load: %v", err)
	}
	again, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	if back, err = rs.LoadGame(again); err != nil || back.Hash() != g.Hash() {
		t.Fatalf("load of its own save: %v", err)
	}
	return g, back
}

// A model killed by the free Assault it walked into (HF-MOV-4) stays the
// active model while the killer decides whether to take its weapon (A20):
// that state saves, loads back to an equal hash, and plays on.
func TestSaveLoadModelKilledInItsOwnActivation(t *testing.T) {
	g, back := loadAndReload(t, "testdata/positions/killed-while-active.json")
	if got, want := g.Prompt(), "red.4 (Breacher): take the Fuel Cannon of the killed model, or drop it."; got != want {
		t.Fatalf("prompt %q, want %q", got, want)
	}
	if g.m("blue.2").OnBoard || g.act.Model != g.modelIndex("blue.2") {
		t.Fatalf("blue.2 should be dead and active")
	}
	play(t, back, "red.4 pickup with fuel-cannon")
	if back.act.Model >= 0 && back.models[back.act.Model].ID == "blue.2" {
		t.Fatalf("blue.2's activation goes on after its death: %q", back.Prompt())
	}
	if err := checkInvariants(back); err != nil {
		t.Fatal(err)
	}
}

// In Attrition a model killed in its own activation is also marked
// activated, as it will not come back: that state saves and loads too.
func TestSaveLoadModelKilledInItsOwnActivationInAttrition(t *testing.T) {
	g, back := loadAndReload(t, "testdata/positions/killed-while-active-attrition.json")
	if m := g.m("blue.3"); m.OnBoard || !m.Activated || g.act.Model != g.modelIndex("blue.3") || !g.is(ScenarioAttrition) {
		t.Fatalf("blue.3 should be dead, activated and active in Attrition")
	}
	play(t, back, "red.2 drop with battle-rifle")
	if err := checkInvariants(back); err != nil {
		t.Fatal(err)
	}
}
