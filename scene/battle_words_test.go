package scene

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/internal/lang"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// A battle in Ukrainian shows the ruleset's words in Ukrainian: the
// combat log's lines (with display names for the model IDs, the side
// after the name as Ukrainian puts it), the prompt without its leading seat, and the phase banner's
// prompt capitalised.
func TestBattleSpeaksUkrainian(t *testing.T) {
	a := newRealApp(t, "flashpoint", "", 1)
	a.settings.Language = lang.Ukrainian
	a.chooseLanguage()
	g, rec, events, err := rebuild(a.cfg.Registry, spotterReplay)
	if err != nil {
		t.Fatal(err)
	}
	b := newBattleScreen(a, battleConfig{game: g, recorder: rec, mode: modeHotSeat, past: events})
	b.seen = rules.Blue
	var activates, ends string
	for _, e := range b.log.entries {
		switch {
		case strings.HasSuffix(e.text, " активується."):
			activates = e.text
		case strings.HasSuffix(e.text, " завершує активацію."):
			ends = e.text
		case strings.Contains(e.text, " activates") || strings.Contains(e.text, " ends its activation"):
			t.Errorf("an English line in the Ukrainian log: %q", e.text)
		}
		if strings.Contains(e.text, "blue.") || strings.Contains(e.text, "red.") {
			t.Errorf("a model ID in the log: %q", e.text)
		}
	}
	if activates == "" || ends == "" {
		t.Fatalf("no Ukrainian activation lines in the log: %q, %q", activates, ends)
	}
	if !strings.HasSuffix(activates, " синіх активується.") && !strings.HasSuffix(activates, " червоних активується.") {
		t.Errorf("activation line %q, want a Ukrainian display name (\"Spotter синіх активується.\")", activates)
	}
	if !strings.HasPrefix(b.promptEN, "blue.3 (Spotter): ") || !strings.Contains(b.view.Prompt, "дія") {
		t.Errorf("prompt %q (English %q): want the Ukrainian words of the English one", b.view.Prompt, b.promptEN)
	}
	if got := capitalFirst("сині: активуйте модель."); got != "Сині: активуйте модель." {
		t.Errorf("capitalFirst of a Cyrillic prompt: %q", got)
	}
}

// promptFor drops the seat a prompt leads with, in English and in a
// translation alike.
func TestPromptForDropsTheSeat(t *testing.T) {
	b := &battleScreen{promptEN: "blue: activate a model.", view: rules.View{Prompt: "сині: активуйте модель."}}
	if got := b.promptFor(rules.Blue); got != "активуйте модель." {
		t.Errorf("promptFor(blue) = %q", got)
	}
	if got := b.promptFor(rules.Red); got != "сині: активуйте модель." {
		t.Errorf("promptFor(red) = %q: a prompt to the other seat keeps its seat", got)
	}
	b = &battleScreen{promptEN: "blue: activate a model.", view: rules.View{Prompt: "blue: activate a model."}}
	if got := b.promptFor(rules.Blue); got != "activate a model." {
		t.Errorf("promptFor(blue) in English = %q", got)
	}
}
