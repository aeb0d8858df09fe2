package scene

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// lessonWords is what the panel says now: the step's idea while it is
// played, what happened once it is done, or why it starts again.
func (r *lessonRun) lessonWords(a *App) (string, []string) {
	s := r.cur()
	head := a.t(r.l.Title) + "  ·  " + a.t("LessonStep", "Step", r.step+1, "Total", len(r.l.Steps))
	switch r.state {
	case lessonDone:
		return head, []string{a.t(s.Done)}
	case lessonStrayed:
		return head, []string{a.t("LessonStrayed"), a.t(s.Text)}
	}
	return head, []string{a.t(s.Text)}
}

// face is the panel's text face: the small one in a short window, where
// the board needs the room.
func (r *lessonRun) face(a *App, b *battleScreen) text.Face {
	if b.lay.board.H < 520 {
		return a.fonts.face(sizeSmall)
	}
	return a.fonts.face(sizeNormal)
}

// layout places the panel at the foot of the board and its buttons in it.
func (r *lessonRun) layout(a *App, b *battleScreen) {
	board := b.lay.board
	w := min(640, board.W-24)
	face := r.face(a, b)
	_, paras := r.lessonWords(a)
	lines := 0
	for _, p := range paras {
		lines += len(wrap(p, face, w-28))
	}
	bh := 34.0
	if b.lay.board.H < 520 {
		bh = 28
	}
	h := 14 + lineHeight(a.fonts.boldFace(sizeSmall)) + 8 + float64(lines)*lineHeight(face) + 10 + bh + 12
	h = min(h, board.H-20)
	r.panel = rect{board.X + (board.W-w)/2, board.Y + board.H - h - 10, w, h}
	by := r.panel.Y + r.panel.H - 12 - bh
	bw := min(200, (w-28-16)/3)
	x := r.panel.X + r.panel.W - 14 - bw
	r.next = button{r: rect{x, by, bw, bh}, label: a.t("LessonNext"), hint: "Enter", disabled: r.state != lessonDone}
	if r.step+1 >= len(r.l.Steps) {
		r.next.label = a.t("LessonFinish")
	}
	r.again = button{r: rect{x - bw - 8, by, bw, bh}, label: a.t("LessonAgain")}
	r.leave = button{r: rect{r.panel.X + 14, by, bw, bh}, label: a.t("LessonLeave"), hint: "Esc"}
	if r.state == lessonStrayed {
		r.again.hint = "Enter"
	}
}

// draw draws the panel: the lesson and step, the words, the buttons.
func (r *lessonRun) draw(a *App, b *battleScreen, dst *ebiten.Image) {
	r.layout(a, b)
	p := r.panel
	roundRect(dst, p, 8, colPanel)
	edge := colAccent
	if r.state == lessonDone {
		edge = colGood
	}
	strokeRoundRect(dst, p, 8, 2, edge)
	head, paras := r.lessonWords(a)
	hf := a.fonts.boldFace(sizeSmall)
	drawText(dst, ellipsis(head, hf, p.W-28), hf, p.X+14, p.Y+12, edge, text.AlignStart)
	face := r.face(a, b)
	y := p.Y + 12 + lineHeight(hf) + 8
	bottom := r.next.r.Y - 6
	for i, para := range paras {
		c := colText
		if r.state == lessonStrayed && i == 0 {
			c = colBad
		}
		for _, line := range wrap(para, face, p.W-28) {
			if y+lineHeight(face) > bottom {
				break
			}
			drawText(dst, line, face, p.X+14, y, c, text.AlignStart)
			y += lineHeight(face)
		}
	}
	r.leave.draw(dst, a.fonts, &a.in)
	r.again.draw(dst, a.fonts, &a.in)
	if r.state == lessonDone {
		r.next.draw(dst, a.fonts, &a.in)
	}
}

// room is the height the panel takes from the foot of the board, with
// its margins: the most of what the step's idea and its result need.
func (r *lessonRun) room(a *App, b *battleScreen) float64 {
	state := r.state
	defer func() { r.state = state; r.layout(a, b) }()
	most := 0.0
	for _, st := range []int{lessonPlaying, lessonDone} {
		r.state = st
		r.layout(a, b)
		most = max(most, r.panel.H)
	}
	return most + 20
}
