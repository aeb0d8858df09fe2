package scene

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// rosterRowH is the height of one model's row in the fireteam list.
const rosterRowH = 22.0

// rosterRows lays out the fireteam list in r: both sides' models, blue
// first. When the list does not fit one model a row, the sides stand in
// two columns, blue left and red right, each row then naming a model by
// its role badge only (its card shows on hover). It returns the rows that
// fit, the index of each row's piece, and the list's panel.
func rosterRows(v rules.View, r rect) ([]rect, []int, rect) {
	if len(v.Pieces) == 0 || r.H < 30+rosterRowH*2 {
		return nil, nil, rect{}
	}
	h := 30 + float64(len(v.Pieces))*rosterRowH + 8
	if h <= r.H {
		return rosterColumn(v, rect{r.X, r.Y, r.W, h}, rules.Seats[:], r.W)
	}
	most := 0
	for _, s := range rules.Seats {
		n := 0
		for _, p := range v.Pieces {
			if p.Seat == s {
				n++
			}
		}
		most = max(most, n)
	}
	box := rect{r.X, r.Y, r.W, min(r.H, 30+float64(most)*rosterRowH+8)}
	colW := (r.W - 6) / 2
	var rows []rect
	var idx []int
	for k, s := range rules.Seats {
		half := rect{r.X + float64(k)*(colW+6) - float64(k)*6, box.Y, colW + 6, box.H}
		rs, is, _ := rosterColumn(v, half, []rules.Seat{s}, colW+6)
		rows, idx = append(rows, rs...), append(idx, is...)
	}
	return rows, idx, box
}

// rosterColumn lays the models of seats one a row down box, rows w wide.
func rosterColumn(v rules.View, box rect, seats []rules.Seat, w float64) ([]rect, []int, rect) {
	var rows []rect
	var idx []int
	y := box.Y + 30
	for _, s := range seats {
		for i, p := range v.Pieces {
			if p.Seat != s {
				continue
			}
			if y+rosterRowH > box.Y+box.H-4 {
				return rows, idx, box
			}
			rows = append(rows, rect{box.X + 6, y, w - 12, rosterRowH - 2})
			idx = append(idx, i)
			y += rosterRowH
		}
	}
	return rows, idx, box
}

// drawRoster draws the fireteam list: every model with its state; the
// selected one is outlined. Clicking a row selects the model.
func drawRoster(dst *ebiten.Image, f *fonts, in *input, v rules.View, r rect, selected string, team [2]color.RGBA) rect {
	rows, idx, box := rosterRows(v, r)
	if box.W == 0 {
		return box
	}
	panel(dst, box)
	drawText(dst, "Fireteams", f.boldFace(sizeNormal), box.X+12, box.Y+7, colText, text.AlignStart)
	face := f.face(sizeSmall)
	for k, row := range rows {
		p := v.Pieces[idx[k]]
		if in.hover(row) {
			roundRect(dst, row, 3, colButtonHot)
		}
		if p.ID == selected {
			strokeRoundRect(dst, row, 3, 1, colAccent)
		}
		c := colText
		if p.Seat == rules.Blue || p.Seat == rules.Red {
			c = team[p.Seat]
		}
		fillRect(dst, rect{row.X + 4, row.Y + 4, 4, row.H - 8}, c)
		name := p.Role + "  " + p.Name
		state, fg, sc := rosterState(&p)
		// Health as a thin bar, shields above it; in a narrow panel (an
		// 800-pixel window) the bars are shorter, leaving the name room;
		// in a column of two the role badge stands for the name.
		bw := 50.0
		if row.W < 240 {
			bw = 28
		}
		if row.W < 160 {
			name, bw = p.Role, 20
		}
		bx := row.X + row.W - 54 - bw
		mw := rosterMarksWidth(v, &p)
		drawTextMiddle(dst, ellipsis(name, face, bx-row.X-18-mw), face, row.X+14, row.Y+row.H/2, fg, text.AlignStart)
		drawRosterMarks(dst, v, &p, bx-6, row.Y+row.H/2, team)
		if p.HP > 0 {
			fillRect(dst, rect{bx, row.Y + row.H/2, bw, 4}, color.RGBA{50, 56, 68, 255})
			fillRect(dst, rect{bx, row.Y + row.H/2, bw * float64(max(0, p.HP-p.Wounds)) / float64(p.HP), 4}, colGood)
		}
		if p.MaxShields > 0 {
			fillRect(dst, rect{bx, row.Y + row.H/2 - 5, bw * float64(p.Shields) / float64(p.MaxShields), 3}, colShield)
		}
		drawTextMiddle(dst, state, face, row.X+row.W-6, row.Y+row.H/2, sc, text.AlignEnd)
	}
	return box
}

// rosterState is a model's word in the fireteam list with the colour of
// its name and of the word: ready, active, done, respawn, pinned, or on
// fire (a Fire token to put out) above all.
func rosterState(p *rules.Piece) (state string, name, word color.RGBA) {
	name, state = colText, "ready"
	switch {
	case !p.OnBoard:
		state, name = "respawn", colDim
	case p.Active:
		state, name = "active", colAccent
	case p.Activated:
		state, name = "done", colDim
	}
	word = name
	if p.Pinned && p.OnBoard {
		state = "pinned"
	}
	if w, ok := dangerMark(p); ok && p.OnBoard {
		state, word = w, toneColour(rules.ToneDanger)
	}
	return state, name, word
}
