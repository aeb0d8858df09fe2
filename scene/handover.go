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
	h := &handoverScreen{battle: b, seat: seat, prompt: b.names.text(strings.TrimPrefix(b.view.Prompt, seat.String()+": "))}
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
func (h *handoverScreen) layout(a *App) {
	w, ht := a.size()
	y := ht * 0.62
	if len(h.recent) > 0 {
		face := a.fonts.face(sizeSmall)
		n := 0
		for _, e := range h.recent {
			n += len(wrap(e.text, face, min(720, w-80)-40))
		}
		y = max(y, ht*0.14+150+34+lineHeight(face)*float64(min(n, 9))+24)
	}
	h.ready = button{r: rect{w/2 - 220, y, 440, 54}, label: "I am " + seatName(h.seat) + " — show the board", hint: "Space"}
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
	drawText(dst, "Hand over to", a.fonts.face(sizeLarge+4), w/2, ht*0.14, colDim, text.AlignCenter)
	drawText(dst, "the "+seatName(h.seat)+" player", a.fonts.boldFace(sizeTitle+12), w/2, ht*0.14+36, c, text.AlignCenter)
	drawText(dst, "To decide: "+h.prompt, a.fonts.face(sizeLarge), w/2, ht*0.14+112, colText, text.AlignCenter)
	if len(h.recent) > 0 {
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
		lines = lines[max(0, len(lines)-9):]
		r := rect{w/2 - bw/2, ht*0.14 + 150, bw, 34 + lh*float64(len(lines))}
		roundRect(dst, r, 6, color.RGBA{10, 12, 18, 200})
		drawText(dst, "What just happened", a.fonts.boldFace(sizeSmall), r.X+16, r.Y+8, colDim, text.AlignStart)
		for i, l := range lines {
			drawText(dst, l.text, face, r.X+20, r.Y+28+float64(i)*lh, l.c, text.AlignStart)
		}
	}
	h.ready.draw(dst, a.fonts, &a.in)
	drawText(dst, "The other player looks away. Esc: save and return to the title.", a.fonts.face(sizeSmall), w/2, ht-40, colDim, text.AlignCenter)
}
