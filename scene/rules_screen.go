package scene

import (
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// playingPage is the reference's first page, the screen's own: how to
// play on screen, whatever the ruleset, in the player's language. The
// ruleset's pages follow (rules.Referencer).
func (a *App) playingPage() rules.RulesPage {
	return rules.RulesPage{Title: a.t("RulesPlayingTitle"), Body: a.t("RulesPlayingBody")}
}

// referencePages is the rules reference of the App's ruleset: the screen's
// page, then the ruleset's, in the player's language (localPage).
func referencePages(a *App) []rules.RulesPage {
	pages := []rules.RulesPage{a.playingPage()}
	if r, ok := a.ruleset().(rules.Referencer); ok {
		for _, p := range r.Reference() {
			pages = append(pages, localPage(a.say, p))
		}
	}
	return pages
}

// rulesScreen shows the rules reference, page by page.
type rulesScreen struct {
	pages  []rules.RulesPage
	back   screen
	page   int
	tabs   []button
	done   button
	box    rect // where the page's text goes
	scroll float64
	mark   string // a glossary term shown marked on its page ("" for none)
}

func newRulesScreen(a *App, back screen) *rulesScreen {
	pages := referencePages(a)
	// The keys, after how to play on screen; from a battle, its glossary.
	pages = append(pages[:1], append([]rules.RulesPage{keysPage(a)}, pages[1:]...)...)
	if b, ok := back.(*battleScreen); ok {
		pages = append(pages, glossaryPage(a, localTerms(b.say, glossary(b.g))))
	}
	return &rulesScreen{pages: pages, back: back}
}

func (r *rulesScreen) layout(a *App) {
	w, h := a.size()
	r.tabs = r.tabs[:0]
	// The pages are a list down the left, the page's text beside it; the
	// list widens, up to 30% of the window, for its longest title (a
	// longer word in another language).
	listW := min(240, max(150, w*0.22))
	widest := 0.0
	for _, p := range r.pages {
		widest = max(widest, textWidth(p.Title, a.fonts.face(sizeNormal)))
	}
	listW = max(listW, min(widest+28, w*0.3))
	top, bottom, doneY, doneH, gap := 90.0, h-84, h-66, 50.0, 4.0
	if titleShort(h) {
		// 200% interface size: a one-line title, the list's rows closer
		// and a lower button, so the pages' names keep a readable height.
		top, bottom, doneY, doneH, gap = 34, h-50, h-44, 38, 2
	}
	pitch := min(40, (bottom-top)/float64(max(1, len(r.pages))))
	for i, p := range r.pages {
		r.tabs = append(r.tabs, button{r: rect{32, top + float64(i)*pitch, listW, pitch - gap}, label: p.Title, selected: i == r.page})
	}
	r.box = rect{32 + listW + 16, top, w - 32 - (32 + listW + 16), bottom - top - 26}
	r.done = button{r: rect{w/2 - 110, doneY, 220, doneH}, label: a.t("SetupBack"), hint: "Esc"}
}

func (r *rulesScreen) update(a *App, in *input) error {
	r.layout(a)
	in.keepArrows() // Up and Down scroll the page
	for i := range r.tabs {
		if r.tabs[i].clicked(in) {
			r.page, r.scroll = i, 0
		}
	}
	switch {
	case in.pressed(ebiten.KeyArrowRight):
		r.page, r.scroll = (r.page+1)%len(r.pages), 0
	case in.pressed(ebiten.KeyArrowLeft):
		r.page, r.scroll = (r.page+len(r.pages)-1)%len(r.pages), 0
	case in.pressed(ebiten.KeyArrowDown), in.pressed(ebiten.KeyPageDown):
		r.scroll += 90
	case in.pressed(ebiten.KeyArrowUp), in.pressed(ebiten.KeyPageUp):
		r.scroll = max(0, r.scroll-90)
	}
	r.scroll = max(0, r.scroll-in.wheel*30)
	if r.done.clicked(in) || in.command(cmdMenu) {
		a.switchTo(r.back)
	}
	return nil
}

func (r *rulesScreen) draw(a *App, dst *ebiten.Image) {
	r.layout(a)
	w, h := a.size()
	// The title names the ruleset where the window is wide enough.
	title := a.t("TitleRules") + " · " + a.ruleset().Title()
	titleFace, titleY := a.fonts.boldFace(sizeTitle), 20.0
	if titleShort(h) {
		titleFace, titleY = a.fonts.boldFace(sizeLarge), 6
	}
	if textWidth(title, titleFace) > w-32 {
		title = a.t("TitleRules")
	}
	drawText(dst, title, titleFace, w/2, titleY, colText, text.AlignCenter)
	for i := range r.tabs {
		r.tabs[i].draw(dst, a.fonts, &a.in)
	}
	box := r.box
	panel(dst, box)
	face := a.fonts.face(sizeLarge - 2)
	lh := lineHeight(face)
	lines, from, to := r.lines(a)
	maxScroll := max(0, float64(len(lines))*lh-(box.H-40))
	r.scroll = min(r.scroll, maxScroll)
	sub := dst.SubImage(box.inset(2).image()).(*ebiten.Image)
	if from >= 0 {
		// The term the player came for: a band behind its lines, its name
		// in the accent colour.
		y := box.Y + 20 + float64(from)*lh - r.scroll
		roundRect(sub, rect{box.X + 12, y - 4, box.W - 24, float64(to-from)*lh + 8}, 4, colMarked)
	}
	for i, l := range lines {
		y := box.Y + 20 + float64(i)*lh - r.scroll
		if y < box.Y+2 || y+lh > box.Y+box.H-2 {
			continue // a line is shown whole or not at all
		}
		if i == from && strings.HasPrefix(l, r.mark) {
			bold := a.fonts.boldFace(sizeLarge - 2)
			drawText(sub, r.mark, bold, box.X+24, y, colAccent, text.AlignStart)
			drawText(sub, l[len(r.mark):], face, box.X+24+textWidth(r.mark, bold), y, colText, text.AlignStart)
			continue
		}
		drawText(sub, l, face, box.X+24, y, colText, text.AlignStart)
	}
	// A page longer than the box shows how much of it is above and below.
	if thumb, ok := scrollThumb(box, float64(len(lines))*lh, box.H-40, r.scroll); ok {
		roundRect(dst, thumb, 2, colDim)
	}
	drawText(dst, a.t("RulesPageHint"), a.fonts.face(sizeSmall), box.X+box.W/2, box.Y+box.H+8, colDim, text.AlignCenter)
	r.done.draw(dst, a.fonts, &a.in)
}
