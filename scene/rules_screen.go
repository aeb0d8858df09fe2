package scene

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// rulesPage is one page of the rules reference.
type rulesPage struct{ title, body string }

// rulesPages is the in-game rules reference: how to play and the Flashpoint
// rules in short.
var rulesPages = [...]rulesPage{
	{"Playing on screen", `Click one of your models to activate it. Its card shows on the left; cyan cubes are where it can Move, orange cubes where it can Sprint (the legend above the action bar says which is which). Hover a cube to see the path, click to go there.

Hover a cube to see what lies there: purple counters are items (a dark "?" while face down, the item's initial once revealed), cases are weapons, a blue dome is an energy shield barrier, a grey cloud is smoke. Flags wear their side's colour; the white ball is the Oddball; zones are tinted in the colour of the side that holds them, yellow when nobody does, blue with a red edge when contested.

Hover an enemy to see the forecast: line of sight, the dice each side rolls with every modifier, and the chance of each outcome. Click the enemy to attack it; if several weapons can, the action bar asks which.

The action bar lists exactly what the rules allow now. Number keys 1–9 pick an action; Enter or Space ends the activation. Esc opens the menu.

Camera: Q and E rotate, the wheel or + and - zoom, W A S D, the arrow keys or right-drag pan, Page Up and Page Down cut away the upper levels.

Hot-seat: when the other player must decide — their turn, or a reaction in the middle of yours — a hand-over screen hides the board until they are ready.`},
	{"Rounds and activations", `Players take turns activating one model that has not activated this round. An activation is one long action or two short actions, each type at most once.

A player with fewer unactivated models than the opponent may pass. When every model has activated, a new round starts: shields regain one point, new items and weapons may appear.

A pinned model must Stand Up first. A killed model waits and respawns in its side's respawn cube at its next activation; its first action is then a Move.`},
	{"Actions", `Move (short): up to the first Speed value, in cubes. Diagonals count one. Climbing a wall costs one cube per level.
Sprint (long): up to the second Speed value; not while an enemy shares the cube.
Crouch (short): +1 die to your ranged tests and +1 Survive die against shots until you move.
Shoot (short): a ranged weapon against a visible enemy in range, not while an enemy shares your cube.
Assault (long): close combat against an enemy in your cube. Entering an enemy's cube ends the move and starts a free Assault.
Stand Up (short): only for pinned models, and then first.`},
	{"Dice and damage", `Every test rolls d8s, three to start with; modifiers add or remove whole dice. A die that meets the number succeeds (RA 4+ means 4 to 8). A natural 8 is a headshot: a success that rolls one more die.

Attacks are opposed: hits = attacker successes minus defender successes. Each shield stops one hit; the remaining hits become wounds, fewer against armour. A model dies when its wounds reach its health.

Shooting modifiers: clear shot +2, high ground +1, crouched +1, friends in the target's cube -2. The forecast names every modifier before you commit.`},
	{"Falling and pinning", `A model in a cube without a floor falls. A girder holds it on a d8 of 5 or more. A fall of two or more levels makes gravity roll against the model's Survive dice; each net success is a wound, and the model is pinned.

Being pushed into a solid wall works the same way. A pinned model ends its activation at once, cannot fight back in close combat, and must Stand Up before anything else.`},
}

// rulesScreen shows the rules reference, page by page.
type rulesScreen struct {
	back   screen
	page   int
	tabs   []button
	done   button
	scroll float64
}

func newRulesScreen(back screen) *rulesScreen { return &rulesScreen{back: back} }

func (r *rulesScreen) layout(a *App) {
	w, h := a.size()
	r.tabs = r.tabs[:0]
	tw := min(220, (w-80)/float64(len(rulesPages)))
	x := w/2 - tw*float64(len(rulesPages))/2
	for i, p := range rulesPages {
		r.tabs = append(r.tabs, button{r: rect{x + float64(i)*tw, 90, tw - 6, 36}, label: p.title, selected: i == r.page})
	}
	r.done = button{r: rect{w/2 - 110, h - 74, 220, 50}, label: "Back", hint: "Esc"}
}

func (r *rulesScreen) update(a *App, in *input) error {
	r.layout(a)
	for i := range r.tabs {
		if r.tabs[i].clicked(in) {
			r.page, r.scroll = i, 0
		}
	}
	switch {
	case in.pressed(ebiten.KeyArrowRight), in.pressed(ebiten.KeyTab):
		r.page, r.scroll = (r.page+1)%len(rulesPages), 0
	case in.pressed(ebiten.KeyArrowLeft):
		r.page, r.scroll = (r.page+len(rulesPages)-1)%len(rulesPages), 0
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
	drawText(dst, "Rules reference", a.fonts.boldFace(sizeTitle), w/2, 20, colText, text.AlignCenter)
	for i := range r.tabs {
		r.tabs[i].draw(dst, a.fonts, &a.in)
	}
	bw := min(860, w-80)
	box := rect{w/2 - bw/2, 140, bw, h - 140 - 118}
	panel(dst, box)
	face := a.fonts.face(sizeLarge - 2)
	lh := lineHeight(face)
	lines := wrap(rulesPages[r.page].body, face, box.W-48)
	maxScroll := max(0, float64(len(lines))*lh-(box.H-40))
	r.scroll = min(r.scroll, maxScroll)
	sub := dst.SubImage(box.inset(2).image()).(*ebiten.Image)
	for i, l := range lines {
		y := box.Y + 20 + float64(i)*lh - r.scroll
		if y < box.Y-lh || y > box.Y+box.H {
			continue
		}
		drawText(sub, l, face, box.X+24, y, colText, text.AlignStart)
	}
	drawText(dst, "← → change page · wheel scrolls", a.fonts.face(sizeSmall), w/2, box.Y+box.H+8, colDim, text.AlignCenter)
	r.done.draw(dst, a.fonts, &a.in)
}
