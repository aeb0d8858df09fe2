package scene

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// pickLegal is a decision in which a side picks any of its models and
// what it does (Kill Team's): two models with several options each, and
// a pass.
func pickLegal() []rules.Action {
	c := world.Pos{X: 1, Y: 1}
	return []rules.Action{
		{Kind: "move", Actor: "blue.1", Cell: &c}, {Kind: "advance", Actor: "blue.1"}, {Kind: "ready", Actor: "blue.1"},
		{Kind: "move", Actor: "blue.2", Cell: &c}, {Kind: "charge", Actor: "blue.2", Target: "red.1"},
		{Kind: "pass"},
	}
}

// With several models to pick from, the bar asks for a model first: with
// none selected it offers only what belongs to no model (the pass); with
// one selected, that model's options and the pass, never another's.
func TestPickAModelFirst(t *testing.T) {
	legal := pickLegal()
	if !pickFirst(legal) {
		t.Fatal("two models with several options each: not asked to pick one")
	}
	if got := relevant(legal, ""); len(got) != 1 || got[0].Kind != "pass" {
		t.Errorf("no model selected: %v, want only the pass", got)
	}
	if got := relevant(legal, "red.1"); len(got) != 1 || got[0].Kind != "pass" {
		t.Errorf("an enemy selected: %v, want only the pass", got)
	}
	got := relevant(legal, "blue.2")
	if len(got) != 3 {
		t.Fatalf("blue.2 selected: %v, want its 2 options and the pass", got)
	}
	for _, a := range got {
		if a.Actor != "blue.2" && a.Actor != "" {
			t.Errorf("blue.2 selected: %s offered", a.Text())
		}
	}
	b := &battleScreen{legal: legal, rel: got}
	for _, e := range b.barOf("") {
		if strings.HasPrefix(e.label, "blue.2") {
			t.Errorf("one model's bar names the model in %q", e.label)
		}
	}
	if got := actorsOf(legal); len(got) != 2 || got[0] != "blue.1" || got[1] != "blue.2" {
		t.Errorf("actorsOf: %v", got)
	}
	if nextActor([]string{"blue.1", "blue.2"}, "blue.2") != "blue.1" || nextActor([]string{"blue.1"}, "") != "blue.1" {
		t.Error("Tab does not cycle through the models that may act")
	}
}

// Flashpoint's choice of whom to activate (one Activate a model) and one
// model's activation are not a pick: the bar lists them as before.
func TestActivateIsNoPick(t *testing.T) {
	activate := []rules.Action{{Kind: "activate", Actor: "blue.1"}, {Kind: "activate", Actor: "blue.2"}, {Kind: "pass"}}
	if pickFirst(activate) {
		t.Error("one Activate a model is taken for a pick")
	}
	if got := relevant(activate, ""); len(got) != 3 {
		t.Errorf("whom to activate: %v, want every Activate and the pass", got)
	}
	c := world.Pos{}
	active := []rules.Action{{Kind: "move", Actor: "blue.1", Cell: &c}, {Kind: "crouch", Actor: "blue.1"}, {Kind: "end", Actor: "blue.1"}}
	if pickFirst(active) {
		t.Error("one model's activation is taken for a pick")
	}
}
