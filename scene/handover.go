package scene

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// handoverScreen hides the board between the two players of a hot-seat
// game, so neither sees the other's decisions being made.
type handoverScreen struct {
	battle *battleScreen
	seat   rules.Seat
	prompt string
	recent []logEntry
	ready  button
	ticks  int
}

func newHandoverScreen(a *App, b *battleScreen, seat rules.Seat) *handoverScreen {
	h := &handoverScreen{battle: b, seat: seat, prompt: b.promptFor(seat)}
	// What happened since this seat last had the screen: the other side's
	// most recent actions and their results.
	n := len(b.log.entries)
	for i := n - 1; i >= 0 && len(h.recent) < 8; i-- {
		e := b.log.entries[i]
		if e.header && e.seat == seat {
			break
		}
		h.recent = append([]logEntry{e}, h.recent...)
	}
	return h
}

func (h *handoverScreen) update(a *App, in *input) error {
	h.ticks++
	h.layout(a)
	// A short delay stops a click meant for the last screen from passing
	// straight through.
	if h.ticks < 15 {
		return nil
	}
	if h.ready.clicked(in) || in.pressed(ebiten.KeySpace) || in.pressed(ebiten.KeyEnter) || in.pressed(ebiten.KeyNumpadEnter) {
		h.battle.seen = h.seat
		h.battle.refresh() // the view as the new seat sees it: its own hand
		h.battle.hoverOK = false
		a.switchTo(h.battle)
	}
	if in.command(cmdMenu) {
		h.battle.save(a)
		a.switchTo(newTitleScreen(a))
	}
	return nil
}

// layout places the ready button below the summary of recent events.
// handoverPlan is where the hand-over screen's parts go in a window: in
// a short one (200% interface size) the title is smaller and the summary
// of what just happened keeps fewer lines, so the button and the note
// always fit.
type handoverPlan struct {
	titleY, nameY, promptY float64
	nameSize               float64
	prompt                 []string // what to decide, on one or two lines
	summaryY               float64
	lines                  int // summary lines shown, at most 9
	buttonY                float64
}

func (h *handoverScreen) plan(a *App) handoverPlan {
	w, ht := a.size()
	p := handoverPlan{titleY: ht * 0.14, nameSize: sizeTitle + 12}
	gap := 36.0
	if ht < 520 {
		p.titleY, p.nameSize, gap = 16, sizeBanner, 26
	}
	p.nameY = p.titleY + gap
	p.promptY = p.nameY + lineHeight(a.fonts.boldFace(p.nameSize)) + 6
	p.prompt = wrap(a.t("HandOverDecide", "Prompt", h.prompt), a.fonts.face(sizeLarge), w-40)
	if len(p.prompt) > 2 {
		p.prompt = append(p.prompt[:1], ellipsis(strings.Join(p.prompt[1:], " "), a.fonts.face(sizeLarge), w-40))
	}
	p.summaryY = p.promptY + lineHeight(a.fonts.face(sizeLarge))*float64(len(p.prompt)) + 12
	face := a.fonts.face(sizeSmall)
	lh := lineHeight(face)
	n := 0
	for _, e := range h.recent {
		n += len(wrap(e.text, face, min(720, w-80)-40))
	}
	last := ht - 40 - 8 - 54 - 8 // the button's lowest top: above the note
	room := int((last - p.summaryY - 34 - 12) / lh)
	p.lines = max(0, min(n, 9, room))
	p.buttonY = max(ht*0.62, p.summaryY+34+lh*float64(p.lines)+12)
	if p.lines == 0 {
		p.buttonY = max(p.summaryY, min(p.buttonY, last))
	}
	p.buttonY = min(p.buttonY, last)
	return p
}

func (h *handoverScreen) layout(a *App) {
	w, _ := a.size()
	y := h.plan(a).buttonY
	h.ready = button{r: rect{w/2 - 220, y, 440, 54}, label: a.t("HandOverReady" + seatName(h.seat)), hint: "Space"}
}

func (h *handoverScreen) draw(a *App, dst *ebiten.Image) {
	h.layout(a)
	w, ht := a.size()
	team := teamColours(a.settings.ColourBlind)
	c := colAccent
	if h.seat == rules.Blue || h.seat == rules.Red {
		c = team[h.seat]
	}
	dst.Fill(mix(colBackground, c, 0.18))
	fillRect(dst, rect{0, 0, w, 8}, c)
	fillRect(dst, rect{0, ht - 8, w, 8}, c)
	p := h.plan(a)
	drawText(dst, a.t("HandOverTitle"), a.fonts.face(sizeLarge+4), w/2, p.titleY, colDim, text.AlignCenter)
	drawText(dst, a.t("HandOver"+seatName(h.seat)), a.fonts.boldFace(p.nameSize), w/2, p.nameY, c, text.AlignCenter)
	for i, l := range p.prompt {
		drawText(dst, l, a.fonts.face(sizeLarge), w/2, p.promptY+float64(i)*lineHeight(a.fonts.face(sizeLarge)), colText, text.AlignCenter)
	}
	if len(h.recent) > 0 && p.lines > 0 {
		face := a.fonts.face(sizeSmall)
		lh := lineHeight(face)
		bw := min(720, w-80)
		var lines []logLine
		for _, e := range h.recent {
			for _, s := range wrap(e.text, face, bw-40) {
				col := colText
				if e.header {
					col = colAccent
				}
				lines = append(lines, logLine{text: s, c: col})
			}
		}
		lines = lines[max(0, len(lines)-p.lines):]
		r := rect{w/2 - bw/2, p.summaryY, bw, 34 + lh*float64(len(lines))}
		roundRect(dst, r, 6, color.RGBA{10, 12, 18, 200})
		drawText(dst, a.t("HandOverHappened"), a.fonts.boldFace(sizeSmall), r.X+16, r.Y+8, colDim, text.AlignStart)
		for i, l := range lines {
			drawText(dst, l.text, face, r.X+20, r.Y+28+float64(i)*lh, l.c, text.AlignStart)
		}
	}
	h.ready.draw(dst, a.fonts, &a.in)
	drawText(dst, a.t("HandOverLookAway"), a.fonts.face(sizeSmall), w/2, ht-40, colDim, text.AlignCenter)
}
