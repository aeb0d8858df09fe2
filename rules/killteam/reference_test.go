package killteam

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// The rules reference covers the round, each phase, the shooting
// sequence, morale, stratagems, kill teams and both missions, and ends
// with every glossary term; the numbers it quotes are the game's.
func TestReference(t *testing.T) {
	rs := newRuleset(t)
	pages := rs.Reference()
	var titles []string
	text := map[string]string{}
	for _, p := range pages {
		if p.Title == "" || strings.TrimSpace(p.Body) == "" {
			t.Fatalf("an empty page %+v", p)
		}
		titles = append(titles, p.Title)
		text[p.Title] = p.Body
	}
	for _, want := range []string{"The round", "Movement", "Psychic phase", "Shooting", "Fighting", "Morale", "Stratagems", "Kill teams", "Missions", "Keywords"} {
		if text[want] == "" {
			t.Errorf("no %q page in %v", want, titles)
		}
	}
	for page, words := range map[string][]string{
		"Shooting": {"1. Hit", "2. Wound", "3. Save", "4. Damage", "5. Injury"},
		"Morale":   {"Break test", "Nerve tests", "shaken"},
		"Missions": {"Skirmish", "Assassination"},
	} {
		for _, w := range words {
			if !strings.Contains(text[page], w) {
				t.Errorf("the %s page does not say %q", page, w)
			}
		}
	}
	for _, term := range glossaryTerms() {
		if !strings.Contains(text["Keywords"], term.Term+": ") {
			t.Errorf("the Keywords page lacks %q", term.Term)
		}
	}
}

// A game explains every stat of its cards and every specialism.
func TestGlossary(t *testing.T) {
	g := newGame(t, "standard", 1)
	var gl rules.Glossary = g
	seen := map[string]bool{}
	for _, term := range gl.Glossary() {
		if term.Term == "" || term.Meaning == "" || seen[term.Term] {
			t.Fatalf("term %+v (twice: %v)", term, seen[term.Term])
		}
		seen[term.Term] = true
	}
	for _, want := range append([]string{"M", "WS", "BS", "S", "T", "W", "A", "Ld", "Sv", "AP", "D", "Rapid Fire", "Heavy", "Assault", "Grenade", "Pistol"}, SpecialismNames()...) {
		if !seen[want] {
			t.Errorf("no term %q", want)
		}
	}
}

// Every glossary term carries its meaning as a message of its own, and
// its term as one too but for the weapon abilities the card shows as
// they are; rulestest.CheckReference checks that they fill to the
// English.
func TestGlossaryWords(t *testing.T) {
	ids := map[string]string{}
	for _, term := range glossaryTerms() {
		if term.MeaningMsg.IsZero() {
			t.Errorf("%q has no meaning message", term.Term)
		}
		if other, dup := ids[term.MeaningMsg.ID]; dup {
			t.Errorf("%q and %q share the message %s", term.Term, other, term.MeaningMsg.ID)
		}
		ids[term.MeaningMsg.ID] = term.Term
		keeps := term.Term == "Auto-hit" || term.Term == "Overheat" || term.Term == "Unwieldy" || term.Term == "Extra Attacks"
		if keeps != term.TermMsg.IsZero() {
			t.Errorf("%q: term message %v", term.Term, term.TermMsg)
		}
	}
	if got := glossaryKey("flesh wound"); got != "CardFleshWound" {
		t.Errorf("glossaryKey(flesh wound) = %q", got)
	}
	if n := rulestest.CheckReference(t, NewRuleset()); n != 10 {
		t.Errorf("%d reference pages, want 10", n)
	}
}
