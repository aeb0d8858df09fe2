package scene

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The top bar shows a long reaction prompt whole (the Sticky pick, whose
// instruction is at its end), in smaller type or on two lines, at
// 800×600 as at 1280×720; a short one keeps the large type.
func TestPromptFitsTopBar(t *testing.T) {
	f, err := loadFonts()
	if err != nil {
		t.Fatal(err)
	}
	long := "BLUE — blue.3 (Mercenary): the Sticky Grenade sticks; choose the model in 6,4,1 it sticks to."
	for _, w := range []float64{800, 1280} {
		l := battleLayoutFor(w, 600)
		p := fitPrompt(f, long, l.top.W-460, l.top.H-4)
		joined := strings.Join(p.lines, " ")
		if joined != long {
			t.Errorf("width %v: prompt shown as %q", w, joined)
		}
		face := f.boldFace(p.size)
		if h := float64(len(p.lines)) * lineHeight(face); h > l.top.H-4 {
			t.Errorf("width %v: %d lines, %.0f px tall in a %.0f px bar", w, len(p.lines), h, l.top.H)
		}
		for _, line := range p.lines {
			if textWidth(line, face) > l.top.W-460 {
				t.Errorf("width %v: line %q too wide", w, line)
			}
		}
	}
	if p := fitPrompt(f, "BLUE — choose a model to activate.", 820, 42); p.size != sizeLarge || len(p.lines) != 1 {
		t.Errorf("short prompt: %+v", p)
	}
}

// Hovering a bar entry that names a model (the Sticky pick, an attack)
// rings that model on the board.
func TestEntryTargetRinged(t *testing.T) {
	stick := rules.Action{Kind: "stick", Actor: "blue.3", Target: "red.1"}
	b := &battleScreen{hoverEntry: 1, entries: []barEntry{{label: "Move"}, {label: "Stick", action: &stick}}}
	if got := b.entryTarget(); got != "red.1" {
		t.Fatalf("entry target %q, want red.1", got)
	}
	b.hoverEntry = 0
	if got := b.entryTarget(); got != "" {
		t.Fatalf("a group entry names %q", got)
	}
	b.hoverEntry = -1
	if got := b.entryTarget(); got != "" {
		t.Fatalf("no hovered entry names %q", got)
	}
}

// When one model alone decides (Evade, Scout, the Sticky pick), the
// screen selects it so its card and cubes show (soleActor).
func TestSoleActor(t *testing.T) {
	c := rules.Action{Kind: "evade", Actor: "red.4"}
	skip := rules.Action{Kind: "skip", Actor: "red.4"}
	if got := soleActor([]rules.Action{c, skip}); got != "red.4" {
		t.Fatalf("evade step: %q", got)
	}
	act := rules.Action{Kind: "activate", Actor: "red.1"}
	if got := soleActor([]rules.Action{c, act}); got != "" {
		t.Fatalf("two models: %q", got)
	}
	if got := soleActor([]rules.Action{c, {Kind: "pass"}}); got != "" {
		t.Fatalf("an action of nobody: %q", got)
	}
}
