package scene

import (
	"testing"
)

// The rules reference shows the screen's own page, then the ruleset's
// (rules.Referencer), every page's title fitting its place in the list at
// 800×600.
func TestRulesReferencePages(t *testing.T) {
	a := newRealApp(t, "flashpoint", "", 0)
	a.w, a.h = 800, 600
	r := newRulesScreen(a, newTitleScreen(a))
	if len(r.pages) < 8 || r.pages[0].Title != a.playingPage().Title || r.pages[len(r.pages)-1].Title != "Keywords" {
		t.Fatalf("pages: %d, first %q", len(r.pages), r.pages[0].Title)
	}
	r.layout(a)
	face := a.fonts.face(sizeNormal)
	for _, b := range r.tabs {
		if textWidth(b.label, face)+24 > b.r.W {
			t.Errorf("the page title %q does not fit its %.0f-pixel tab", b.label, b.r.W)
		}
		if b.r.Y+b.r.H > r.box.Y+r.box.H+30 {
			t.Errorf("the tab %q runs below the page", b.label)
		}
	}
}
