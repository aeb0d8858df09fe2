package scene

import (
	"fmt"
	"testing"
)

// The results screen fits every size in every language: its buttons inside
// the window and clear of each other and of the table, the table inside
// the window with every column's title within its column, and a whole
// fireteam of each side (eight rows) shown even at 200% interface size.
func TestResultsFitEverySize(t *testing.T) {
	for _, language := range []string{"en", "uk", "ru"} {
		a := newTestApp(t)
		a.settings.Language = language
		a.chooseLanguage()
		hf := a.fonts.boldFace(sizeNormal)
		for _, size := range fitSizes {
			w, h := size[0], size[1]
			for _, n := range []int{8, 12, 20} {
				name := fmt.Sprintf("%s %.0f×%.0f %d rows", language, w, h, n)
				p := resultsLayout(a, w, h, n, true)
				btns := map[string]rect{"back": p.title, "rematch": p.again, "watch": p.watch}
				labels := map[string]string{"back": a.t("ResultsBack"), "rematch": a.t("ResultsRematch"), "watch": a.t("ResultsWatch")}
				hints := map[string]string{"back": "Esc", "rematch": "Enter", "watch": "W"}
				for k, r := range btns {
					if r.X < 0 || r.Y < 0 || r.X+r.W > w || r.Y+r.H > h || r.H < 30 {
						t.Errorf("%s: the %s button %v is not inside the window", name, k, r)
					}
					if b := (button{r: r, label: labels[k], hint: hints[k]}); !b.labelFits(a.fonts) {
						t.Errorf("%s: the %s button cuts its label %q", name, k, labels[k])
					}
					if overlap(r, p.box) {
						t.Errorf("%s: the %s button %v covers the table %v", name, k, r, p.box)
					}
					for k2, r2 := range btns {
						if k < k2 && overlap(r, r2) {
							t.Errorf("%s: the %s and %s buttons overlap", name, k, k2)
						}
					}
				}
				if p.box.X < 0 || p.box.X+p.box.W > w || p.box.Y < p.whoY+lineHeight(a.fonts.face(sizeNormal)) {
					t.Errorf("%s: the table %v leaves the window or covers the heading", name, p.box)
				}
				for i, c := range p.cols {
					for _, l := range p.heads[i] {
						if textWidth(l, hf) > c.w-8 {
							t.Errorf("%s: the title %q runs out of its %.0f-pixel column", name, l, c.w)
						}
					}
					if len(p.heads[i]) > 2 {
						t.Errorf("%s: the title %q takes %d lines", name, c.title, len(p.heads[i]))
					}
				}
				if p.shown < min(n, 8) {
					t.Errorf("%s: only %d rows shown", name, p.shown)
				}
			}
		}
	}
}
