package scene

import (
	"fmt"
	"image/color"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// computerControls are the buttons the action bar shows while the computer
// has the turn: hurry its thinking, skip the animation, slower, faster.
type computerControls struct {
	hurry, skip, slower, faster button
	speed                       rect // where the current speed is written
	narrow                      bool // the speed control has a row of its own
}

// computerControlsFor lays the controls out in the action bar r.
func computerControlsFor(r rect) computerControls {
	y, h := r.Y+30, 30.0
	x := r.X + 10
	var c computerControls
	c.hurry = button{r: rect{x, y, 132, h}, label: "Hurry"}
	c.skip = button{r: rect{x + 140, y, 190, h}, label: "Skip animation", hint: "Space"}
	sx := x + 340 + 56 // after the word "Speed"
	if r.W < 740 {
		// A narrow bar puts the speed control on a second row.
		c.narrow = true
		sx, y = x+56, y+36
	}
	c.slower = button{r: rect{sx, y, 120, h}, label: "Slower"}
	c.speed = rect{sx + 120, y, 70, h}
	c.faster = button{r: rect{sx + 190, y, 120, h}, label: "Faster"}
	return c
}

// controls are the computer controls as they stand now: laid out in the
// action bar, each enabled when it can do something.
func (b *battleScreen) controls(a *App) computerControls {
	c := computerControlsFor(b.lay.bar)
	c.hurry.disabled = !b.computerThinking() || b.cpu.hurried
	c.skip.disabled = !b.anim.busy()
	i := paceIndex(a.settings.Pace)
	c.slower.disabled = i == 0
	c.faster.disabled = i == len(paces)-1
	c.slower.hint = keyLabel(a.settings.Key(cmdSlower))
	c.faster.hint = keyLabel(a.settings.Key(cmdFaster))
	c.hurry.hint = keyLabel(a.settings.Key(cmdHurry))
	c.hurry.label, c.skip.label = a.t("HudHurry"), a.t("HudSkip")
	c.slower.label, c.faster.label = a.t("HudSlower"), a.t("HudFaster")
	return c
}

// pace is the speed the computer's turns are shown at.
func (b *battleScreen) pace(a *App) pace {
	return paces[paceIndex(a.settings.Pace)]
}

// setPace moves the speed d steps and keeps it in the settings.
func (b *battleScreen) setPace(a *App, d int) {
	p := stepPace(a.settings.Pace, d)
	if p == a.settings.Pace {
		return
	}
	a.settings.Pace = p
	if err := SaveSettings(a.store, a.settings); err != nil {
		a.notify("Could not save the settings: " + err.Error())
	}
}

// computerInput takes the player's wishes while the computer has the turn
// (or, for the speed, any time the computer plays): hurry it, skip the
// animation, change the speed.
func (b *battleScreen) computerInput(a *App, in *input) {
	if b.cpu == nil {
		return
	}
	if in.command(cmdSlower) {
		b.setPace(a, -1)
	}
	if in.command(cmdFaster) {
		b.setPace(a, +1)
	}
	if !b.computerTurn() {
		return
	}
	c := b.controls(a)
	switch {
	case c.slower.clicked(in):
		b.setPace(a, -1)
	case c.faster.clicked(in):
		b.setPace(a, +1)
	case c.hurry.clicked(in), in.command(cmdHurry):
		b.cpu.hurry()
	case c.skip.clicked(in), in.pressed(ebiten.KeySpace):
		b.anim.skip(b.started)
	case in.leftPressed && !b.overHUD(in.mx, in.my):
		// A click on the board skips the animation, as in a person's turn.
		b.anim.skip(b.started)
	}
}

// computerSeatTitle names the computer playing seat s, e.g. "Red computer
// (Hard)".
func (b *battleScreen) computerSeatTitle(s rules.Seat) string {
	return seatName(s) + " computer (" + titleCase(b.cpu.level(s)) + ")"
}

// computerSeatTitle is the battle's computerSeatTitle in the screens'
// language: "Blue computer (Normal)".
func (a *App) computerSeatTitle(s rules.Seat, level string) string {
	return a.t("Setup"+seatName(s)+"Computer") + " (" + a.t("Level"+titleCase(level)) + ")"
}

// drawComputerBar fills the action bar while the computer has the turn:
// what it is doing, how long it may still think, and its controls.
func (b *battleScreen) drawComputerBar(a *App, dst *ebiten.Image, r rect, team [2]color.RGBA) {
	seat := b.g.ToMove()
	thinking := b.computerThinking()
	showing := b.anim.busy() && b.cpu.plays(b.last.Seat)
	if showing {
		seat = b.last.Seat // the bar speaks of the action being shown
	}
	who := a.computerSeatTitle(seat, b.cpu.level(seat))
	var head string
	switch {
	case showing:
		head = a.t("HudPlays", "Who", who, "Action", actionLabel(b.last, b.pieceName, b.describe(), true))
	case thinking && b.cpu.hurried:
		head = a.t("HudChoosing", "Who", who) + strings.Repeat(".", 1+(a.ticks/20)%3)
	default:
		head = a.t("HudThinking", "Who", who) + strings.Repeat(".", 1+(a.ticks/20)%3)
	}
	c := colText
	if seat == rules.Blue || seat == rules.Red {
		c = team[seat]
	}
	drawText(dst, ellipsis(head, a.fonts.boldFace(sizeSmall), r.W-20), a.fonts.boldFace(sizeSmall), r.X+10, r.Y+6, c, text.AlignStart)

	ctl := b.controls(a)
	p := b.pace(a)
	for _, btn := range []*button{&ctl.hurry, &ctl.skip, &ctl.slower, &ctl.faster} {
		btn.draw(dst, a.fonts, &a.in)
	}
	face := a.fonts.face(sizeNormal)
	drawTextMiddle(dst, a.t("HudSpeed"), face, ctl.slower.r.X-8, ctl.speed.Y+ctl.speed.H/2, colDim, text.AlignEnd)
	drawTextMiddle(dst, p.label, a.fonts.boldFace(sizeNormal), ctl.speed.X+ctl.speed.W/2, ctl.speed.Y+ctl.speed.H/2, colText, text.AlignCenter)

	// How long the computer has thought, against its budget.
	if thinking {
		budget := b.cpu.budget(seat)
		spent := time.Since(b.cpu.since)
		bar := thinkingBar(r, ctl)
		fillRect(dst, bar, color.RGBA{40, 46, 58, 255})
		if budget > 0 {
			f := min(1, float64(spent)/float64(budget))
			fillRect(dst, rect{bar.X, bar.Y, bar.W * f, bar.H}, c)
		}
		note := a.t("HudThought", "Spent", fmt.Sprintf("%.1f", spent.Seconds()), "Budget", fmt.Sprintf("%g", budget.Seconds()))
		small := a.fonts.face(sizeSmall)
		switch {
		case !shortBar(r, ctl):
			drawTextMiddle(dst, note, small, bar.X+bar.W+10, bar.Y+bar.H/2, colDim, text.AlignStart)
		case textWidth(head, a.fonts.boldFace(sizeSmall))+textWidth(note, small)+30 <= r.W-20:
			// A short bar (200%): the note at the right of the head's line,
			// the progress a thin line under it.
			drawText(dst, note, small, r.X+r.W-10, r.Y+6, colDim, text.AlignEnd)
		}
	}
	if ctl.narrow {
		return
	}
	help := a.t("HudComputerHelp")
	if b.cfg.mode == modeWatch {
		help = a.t("HudWatchHelp", "Help", help)
	}
	drawText(dst, ellipsis(help, a.fonts.face(sizeSmall), r.W-20), a.fonts.face(sizeSmall), r.X+10, r.Y+r.H-22, colDim, text.AlignStart)
}

// shortBar reports a narrow action bar too short for a third row under
// the computer's controls (1280×720 at 200%).
func shortBar(r rect, ctl computerControls) bool {
	return ctl.narrow && ctl.slower.r.Y+ctl.slower.r.H+14 > r.Y+r.H
}

// thinkingBar is where the bar of the computer's thinking time stands in
// the action bar r: under the controls, or in a short bar (shortBar) a
// thin line under the head's line, clear of the buttons.
func thinkingBar(r rect, ctl computerControls) rect {
	switch {
	case shortBar(r, ctl):
		return rect{r.X + 10, r.Y + 24, r.W - 20, 3}
	case ctl.narrow:
		return rect{r.X + 10, r.Y + r.H - 14, min(200, r.W-150), 6}
	}
	return rect{r.X + 10, r.Y + 74, min(360, r.W-20), 8}
}
