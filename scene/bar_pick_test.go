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
	if pickFirst(active) || loneChooser(active) != "" {
		t.Error("one model's activation is taken for a pick")
	}
	if loneChooser(activate) != "" || loneChooser(activate[1:]) != "" {
		t.Error("an Activate and a pass are taken for one model's options")
	}
	ready := []rules.Action{{Kind: "shoot", Actor: "blue.3", Target: "red.1"}, {Kind: "hold", Actor: "blue.3"}, {Kind: "pass"}}
	if loneChooser(ready) != "blue.3" {
		t.Error("one model's options and a pass: that model is not the one to act with")
	}
}

// A model's charges at many enemies are one Charge… button: choosing it
// shows only the enemies it may charge, ringed, with no cubes to move to,
// and a click on one of them declares the charge.
func TestChargeButtonRingsTargets(t *testing.T) {
	a := newAutoDeployApp(t, "killteam", "beginner", 4)
	b, err := newSetupScreen(a).start(a)
	if err != nil {
		t.Fatal(err)
	}
	a.switchTo(b)
	b.seen = b.g.ToMove()
	charges := map[string][]rules.Action{}
	for _, act := range b.g.Legal() {
		if act.Kind == "charge" {
			charges[act.Actor] = append(charges[act.Actor], act)
		}
	}
	var mine []rules.Action
	for _, acts := range charges {
		if len(acts) >= targetGroupMin {
			mine = acts
			break
		}
	}
	if mine == nil {
		t.Fatal("no model may charge three enemies")
	}
	b.clickPiece(a, mine[0].Actor)
	group := -1
	for i, e := range b.entries {
		if e.kind == "charge" {
			if !e.aimed || e.count != len(mine) || group >= 0 {
				t.Fatalf("the charges are not one button: %+v", e)
			}
			group = i
		}
	}
	if group < 0 {
		t.Fatal("no Charge button")
	}
	b.choose(a, group)
	o := b.overlay()
	if b.focus != "charge" || len(o.Move) != 0 || len(o.Targets) != len(mine) {
		t.Fatalf("after Charge…: focus %q, %d cubes lit, %d models ringed, want %d", b.focus, len(o.Move), len(o.Targets), len(mine))
	}
	target := b.piece(mine[1].Target)
	b.hover, b.hoverOK = bHit{Cell: target.Pos, Piece: target.ID}, true
	b.boardClick(a)
	rp := b.cfg.recorder.Replay.Actions
	if len(rp) != 1 || rp[0] != mine[1].Text() {
		t.Fatalf("a click on %s recorded %v, want %s", target.ID, rp, mine[1].Text())
	}
}

// The log names an action as the bar offered it: a first charge is a
// Charge, though the state after it offers to Also charge more.
func TestLogNamesTheActionAsOffered(t *testing.T) {
	a := newAutoDeployApp(t, "killteam", "beginner", 4)
	b, err := newSetupScreen(a).start(a)
	if err != nil {
		t.Fatal(err)
	}
	a.switchTo(b)
	b.seen = b.g.ToMove()
	for _, act := range b.g.Legal() {
		if act.Kind != "charge" {
			continue
		}
		b.apply(a, act)
		for i := len(b.log.entries) - 1; i >= 0; i-- {
			if e := b.log.entries[i]; e.header {
				if !strings.Contains(e.text, ": Charge ") {
					t.Fatalf("the charge is logged as %q", e.text)
				}
				return
			}
		}
		t.Fatal("the charge is not in the log")
	}
	t.Fatal("no charge to declare")
}
