package scene

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/all"
)

// glossaryBattle is a hot-seat battle of the real ruleset name at
// 1280×720, past its hand-over, its layout made.
func glossaryBattle(t *testing.T, name, language string) (*App, *battleScreen) {
	t.Helper()
	a := newRealApp(t, name, "", 3)
	if language != "" {
		a.settings.Language = language
		a.chooseLanguage()
	}
	a.w, a.h = 1280, 720
	b, err := newSetupScreen(a).start(a)
	if err != nil {
		t.Fatal(err)
	}
	b.seen = b.g.ToMove()
	a.switchTo(b)
	tap(t, a, b, rect{})
	if a.cur != b {
		t.Fatalf("%s: the battle did not stay on screen: %T", name, a.cur)
	}
	return a, b
}

// termSpot is a term on a card and the point in its middle.
type termSpot struct {
	term string
	x, y float64
}

// cardTermSpots are the terms on model id's card, shown pinned.
func cardTermSpots(a *App, b *battleScreen, id string) []termSpot {
	b.pinned = id
	lines, terms := b.cardTerms(a)
	face := a.fonts.face(sizeSmall)
	var out []termSpot
	for _, l := range lines {
		for _, sp := range findTerms(l.text, terms) {
			x0 := l.r.X + textWidth(l.text[:sp.start], face)
			x1 := l.r.X + textWidth(l.text[:sp.end], face)
			out = append(out, termSpot{sp.term.Term, (x0 + x1) / 2, l.r.Y + l.r.H/2})
		}
	}
	return out
}

// cardTermSpot is the first term on model id's card, ok false when the
// card names none.
func cardTermSpot(a *App, b *battleScreen, id string) (term string, x, y float64, ok bool) {
	if s := cardTermSpots(a, b, id); len(s) > 0 {
		return s[0].term, s[0].x, s[0].y, true
	}
	return "", 0, 0, false
}

// checkGlossaryAt checks that the glossary is on screen at term: its page,
// the term marked and its explanation inside the page box.
func checkGlossaryAt(t *testing.T, a *App, name, term string) *rulesScreen {
	t.Helper()
	r, ok := a.cur.(*rulesScreen)
	if !ok {
		t.Fatalf("%s: the click on %q opened %T, not the glossary", name, term, a.cur)
	}
	if r.pages[r.page].Title != a.t("RulesGlossaryTitle") || r.mark != term {
		t.Fatalf("%s: page %q marked %q, want the glossary at %q", name, r.pages[r.page].Title, r.mark, term)
	}
	lines, from, to := r.lines(a)
	if from < 0 || to <= from {
		t.Fatalf("%s: the glossary page does not explain %q", name, term)
	}
	lh := lineHeight(a.fonts.face(sizeLarge - 2))
	maxScroll := max(0, float64(len(lines))*lh-(r.box.H-40))
	top := 20 + float64(from)*lh - min(r.scroll, maxScroll)
	if top < 0 || top+float64(to-from)*lh > r.box.H {
		t.Errorf("%s: %q stands at %.0f of a %.0f-high page: not in sight", name, term, top, r.box.H)
	}
	return r
}

// A click on a term of the model card opens the glossary at that term,
// for every ruleset that has a glossary; Esc comes back to the same
// battle with the same card and camera. G with the pointer on the term
// does the same.
func TestCardTermClickOpensGlossary(t *testing.T) {
	with := 0
	for _, name := range all.Registry().Names() {
		a, b := glossaryBattle(t, name, "")
		if len(glossary(b.g)) == 0 {
			continue
		}
		with++
		found := 0
		for _, p := range b.view.Pieces {
			for _, spot := range cardTermSpots(a, b, p.ID) {
				found++
				term, x, y := spot.term, spot.x, spot.y
				cam, sel := b.brd.Camera(), b.sel
				in := input{settings: &a.settings, mx: x, my: y, leftPressed: true}
				a.in = in
				if err := b.update(a, &in); err != nil {
					t.Fatal(err)
				}
				r := checkGlossaryAt(t, a, name, term)
				press(t, a, r, ebiten.KeyEscape)
				if a.cur != b || b.pinned != p.ID || b.sel != sel || b.brd.Camera() != cam {
					t.Fatalf("%s: Esc did not come back to the battle as it was: %T", name, a.cur)
				}
				// G with the pointer resting on the term.
				in = input{settings: &a.settings, mx: x, my: y, keys: []ebiten.Key{ebiten.KeyG}}
				a.in = in
				if err := b.update(a, &in); err != nil {
					t.Fatal(err)
				}
				press(t, a, checkGlossaryAt(t, a, name, term), ebiten.KeyEscape)
			}
		}
		if found == 0 {
			t.Errorf("%s has a glossary but no card shows one of its terms", name)
		}
	}
	if with < 2 {
		t.Errorf("only %d rulesets with a glossary were tried", with)
	}
}

// The terms on a translated card are found in the card's words and the
// glossary opens at them in the same language.
func TestCardTermClickTranslated(t *testing.T) {
	for _, language := range []string{"uk", "ru"} {
		a, b := glossaryBattle(t, "flashpoint", language)
		term, x, y, ok := cardTermSpot(a, b, b.view.Pieces[0].ID)
		if !ok {
			t.Fatalf("%s: no term on the card", language)
		}
		in := input{settings: &a.settings, mx: x, my: y, leftPressed: true}
		a.in = in
		if err := b.update(a, &in); err != nil {
			t.Fatal(err)
		}
		r := checkGlossaryAt(t, a, language, term)
		if r.pages[r.page].Title == "Glossary" {
			t.Errorf("%s: the glossary's title is in English", language)
		}
	}
}

// A click beside the card's terms does not open the glossary.
func TestCardClickOffTermStays(t *testing.T) {
	a, b := glossaryBattle(t, "flashpoint", "")
	b.pinned = b.view.Pieces[0].ID
	lines, _ := b.cardTerms(a)
	if len(lines) == 0 {
		t.Fatal("no card lines")
	}
	l := lines[0]
	in := input{settings: &a.settings, mx: l.r.X + l.r.W - 2, my: l.r.Y - 30, leftPressed: true}
	a.in = in
	if err := b.update(a, &in); err != nil {
		t.Fatal(err)
	}
	if _, ok := a.cur.(*rulesScreen); ok {
		t.Fatal("a click on the card's head opened the glossary")
	}
}

// A tooltip that names a term says that G explains it, and G opens the
// glossary there; one-letter terms are not looked for in free text.
func TestTooltipTermKey(t *testing.T) {
	a, b := glossaryBattle(t, "flashpoint", "")
	terms := localTerms(b.say, glossary(b.g))
	if got := tipTerm("Tactician 1: rerolls and carries 1", terms); got != "Tactician" {
		t.Errorf("the command dice's tooltip names %q, want Tactician", got)
	}
	if got := tipTerm("A Frag Grenade lies here", []rules.Term{{Term: "A"}, {Term: "Frag"}}); got != "Frag" {
		t.Errorf("free text: %q, want Frag (not the one-letter A)", got)
	}
	if got := b.tipText(a, "Nothing to explain"); got != "Nothing to explain" || b.tipTerm != "" {
		t.Errorf("a tooltip with no term: %q, %q", got, b.tipTerm)
	}
	if got := b.tipText(a, "Tactician 1"); got == "Tactician 1" || b.tipTerm != "Tactician" {
		t.Errorf("a tooltip naming Tactician: %q, %q", got, b.tipTerm)
	}
	press(t, a, b, ebiten.KeyG)
	r := checkGlossaryAt(t, a, "flashpoint", "Tactician")
	press(t, a, r, ebiten.KeyEscape)
	if a.cur != b {
		t.Fatalf("Esc: %T", a.cur)
	}
	// With no tooltip, G opens the glossary at its top.
	b.tipTerm = ""
	press(t, a, b, ebiten.KeyG)
	if r, ok := a.cur.(*rulesScreen); !ok || r.mark != "" || r.pages[r.page].Title != a.t("RulesGlossaryTitle") {
		t.Fatalf("G with no tooltip: %T", a.cur)
	}
}
