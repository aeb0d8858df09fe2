package scene

import (
	"fmt"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// fitCheck reports rects that leave a w×h window or overlap each other.
func fitCheck(t *testing.T, name string, w, h float64, rs map[string]rect) {
	t.Helper()
	for k, r := range rs {
		if r.X < 0 || r.Y < 0 || r.X+r.W > w+0.5 || r.Y+r.H > h+0.5 {
			t.Errorf("%s: %s %v leaves the window", name, k, r)
		}
		for k2, r2 := range rs {
			if k < k2 && overlap(r, r2) {
				t.Errorf("%s: %s %v and %s %v overlap", name, k, r, k2, r2)
			}
		}
	}
}

// The lessons' list and the arena editor's first screen fit every size in
// every language, 200% interface size too: the title inside the window,
// every row and button inside it and clear of the others and of the
// notes.
func TestLessonsAndEditorStartFitEverySize(t *testing.T) {
	for _, language := range []string{"en", "uk", "ru"} {
		a := newRealApp(t, "flashpoint", "", 1)
		a.settings.Language = language
		a.chooseLanguage()
		for _, size := range fitSizes {
			a.w, a.h = int(size[0]), int(size[1])
			w, h := size[0], size[1]
			name := fmt.Sprintf("%s %.0f×%.0f", language, w, h)

			l := newLessonScreen(a)
			l.layout(a)
			title, _, _, _ := l.heading(a)
			if textWidth(a.t("LessonPick"), title) > w-16 {
				t.Errorf("%s: the lessons' title is wider than the window", name)
			}
			rs := map[string]rect{"back": l.back.r, "help": {0, 0, w, l.helpBottom(a)}}
			for i := range l.open {
				rs[fmt.Sprintf("lesson %d", i)] = l.open[i].r
				rs[fmt.Sprintf("over %d", i)] = l.over[i].r
			}
			fitCheck(t, name+" lessons", w, h, rs)

			e := newEditorStartScreen(a)
			e.layout(a)
			lines, top := e.note(a)
			note := rect{0, top, w, float64(len(lines)) * lineHeight(a.fonts.face(sizeSmall))}
			rs = map[string]rect{"cols": e.cols.r, "rows": e.rows.r, "levels": e.levels.r, "blank": e.blank.r, "from": e.from.r,
				"open": e.open.r, "import": e.imp.r, "back": e.back.r, "note": note}
			fitCheck(t, name+" editor", w, h, rs)
		}
	}
}

// The Save as panel, its note inside it, fits every size in every
// language.
func TestSaveAsFitsEverySize(t *testing.T) {
	for _, language := range []string{"en", "uk", "ru"} {
		a := newTestApp(t)
		a.settings.Language = language
		a.chooseLanguage()
		for _, size := range fitSizes {
			r := saveAsPanel(size[0], size[1])
			if r.X < 0 || r.Y < 0 || r.X+r.W > size[0] || r.Y+r.H > size[1] {
				t.Errorf("%s %.0f×%.0f: the Save as panel %v leaves the window", language, size[0], size[1], r)
			}
			if w := textWidth(a.t("SaveNote"), a.fonts.face(sizeSmall)); w > r.W-24 {
				t.Errorf("%s: the Save as note is %.0f wide, more than its panel", language, w)
			}
		}
	}
}

// The top bar's prompt of a model's second action, the computer's, fits
// uncut in Ukrainian and Russian at 200% interface size (the round and
// the score take a smaller face in a narrow window).
func TestTopPromptFitsTranslated(t *testing.T) {
	for _, language := range []string{"en", "uk", "ru"} {
		a := newRealApp(t, "flashpoint", "", 1)
		a.settings.Language = language
		a.chooseLanguage()
		for _, size := range fitSizes {
			w := size[0]
			lay := battleLayoutFor(w, size[1])
			line := strings.ToUpper(a.t("TopRed")) + a.t("TopComputer") + " — " + a.t("FpAskSecond", "Model", "Red Marksman")
			v := rules.View{Round: 10, Score: [2]int{7, 7}}
			face := topSideFace(a.fonts, w)
			side := max(textWidth(a.t("TopBlue")+" 7 – 7 "+a.t("TopRed"), face), textWidth(roundLabel(v), face)) + 32
			p := fitPrompt(a.fonts, line, min(promptWidth(a.fonts, w, v), w-2*side), lay.top.H-4)
			if last := p.lines[len(p.lines)-1]; strings.HasSuffix(last, "…") {
				t.Errorf("%s %.0f×%.0f: the prompt is cut: %q", language, w, size[1], p.lines)
			}
		}
	}
}

// The card's status line is in the player's language: the screen's own
// words (ready, activating now, where it stands), the ruleset's as given.
func TestCardStatusTranslated(t *testing.T) {
	a := newTestApp(t)
	a.settings.Language = "uk"
	a.chooseLanguage()
	p := &rules.Piece{OnBoard: true, Active: true, Crouched: true}
	got := statusLine(p, a.cardWords())
	if want := "активується зараз · присів · на 0,0,0"; got != want {
		t.Errorf("uk status %q, want %q", got, want)
	}
	if got := statusLine(p, cardWords{}); got != "activating now · crouched · at 0,0,0" {
		t.Errorf("English status %q", got)
	}
}
