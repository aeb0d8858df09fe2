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
// first. When the list does not fit one model a row, each side is a
// block of chips instead, a chip a model showing its role badge, state
// and health (its card shows on hover): one row of chips for a fireteam,
// rows of smaller chips for a horde (chipGrid). It returns the rows (or
// chips) that fit, the index of each one's piece, and the list's panel.
func rosterRows(v rules.View, r rect) ([]rect, []int, rect) {
	if len(v.Pieces) == 0 || r.H < 30+rosterRowH*2 {
		return nil, nil, rect{}
	}
	h := 30 + float64(len(v.Pieces))*rosterRowH + 8
	if h <= r.H {
		return rosterColumn(v, rect{r.X, r.Y, r.W, h}, rules.Seats[:], r.W)
	}
	box := rect{r.X, r.Y, r.W, rosterFoldedHeight(v, r.W)}
	if box.H > r.H {
		// Not even the chips fit (a tall forecast takes the room for
		// now): no list rather than one drawn over the forecast.
		return nil, nil, rect{}
	}
	var rows []rect
	var idx []int
	y := box.Y + 30
	for _, s := range rules.Seats {
		mine := seatPieces(v, s)
		if len(mine) == 0 {
			continue
		}
		cw, ch, per := chipGrid(len(mine), r.W-12)
		for k, i := range mine {
			col, row := k%per, k/per
			rows = append(rows, rect{box.X + 6 + float64(col)*(cw+chipGap), y + float64(row)*(ch+chipGap), cw, ch})
			idx = append(idx, i)
		}
		n := (len(mine) + per - 1) / per
		y += float64(n)*(ch+chipGap) - chipGap + 6
	}
	return rows, idx, box
}

// seatPieces lists the indices of seat s's models in v.
func seatPieces(v rules.View, s rules.Seat) []int {
	var mine []int
	for i, p := range v.Pieces {
		if p.Seat == s {
			mine = append(mine, i)
		}
	}
	return mine
}

// Chip metrics of the folded fireteam list: a fireteam's chips in one
// row (rosterChipH high, at most rosterChipW wide); a horde's in rows of
// smaller chips, at least rosterChipMinW wide so a role badge stays
// legible.
const (
	rosterChipH     = 24.0
	rosterChipW     = 48.0
	rosterChipSmall = 18.0
	rosterChipMinW  = 26.0
	chipGap         = 4.0
)

// chipGrid lays n chips in rows w wide: the width and height of a chip
// and how many stand in a row. One row while the chips stay at least
// rosterChipMinW wide, else as many rows of small chips as needed.
func chipGrid(n int, w float64) (cw, ch float64, perRow int) {
	if n <= 0 {
		return rosterChipW, rosterChipH, 1
	}
	if cw := min(rosterChipW, (w-chipGap*float64(n-1))/float64(n)); cw >= rosterChipMinW {
		return cw, rosterChipH, n
	}
	perRow = max(1, int((w+chipGap)/(rosterChipMinW+chipGap)))
	rows := (n + perRow - 1) / perRow
	perRow = (n + rows - 1) / rows // the rows evenly filled
	cw = min(rosterChipW, (w-chipGap*float64(perRow-1))/float64(perRow))
	return cw, rosterChipSmall, perRow
}

// rosterFoldedHeight is the height of the folded fireteam list w wide: a
// title and each side's block of chips.
func rosterFoldedHeight(v rules.View, w float64) float64 {
	h := 30.0 + 8
	blocks := 0
	for _, s := range rules.Seats {
		n := len(seatPieces(v, s))
		if n == 0 {
			continue
		}
		_, ch, per := chipGrid(n, w-12)
		rows := (n + per - 1) / per
		h += float64(rows)*(ch+chipGap) - chipGap
		blocks++
	}
	if blocks > 1 {
		h += 6 * float64(blocks-1)
	}
	return h
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
		if row.H != rosterRowH-2 { // a chip of the folded list
			drawRosterChip(dst, f, row, &p, c, p.ID == selected)
			continue
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
		// The bars end where the widest state word ("respawn") begins.
		bx := row.X + row.W - 12 - max(textWidth("respawn", face), textWidth(state, face)) - bw
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

// drawRosterChip draws a model as a chip of the folded fireteam list: its
// role in its side's colour (dimmed once activated, outlined in the state
// colour while active, pinned or on fire), its health as a bar along the
// bottom.
func drawRosterChip(dst *ebiten.Image, f *fonts, r rect, p *rules.Piece, c color.RGBA, selected bool) {
	state, fg, sc := rosterState(p)
	bg := mix(c, color.RGBA{20, 24, 32, 255}, 0.55)
	if state == "done" || !p.OnBoard {
		bg = color.RGBA{40, 44, 54, 255}
	}
	roundRect(dst, r, 3, bg)
	if state != "ready" && state != "done" {
		strokeRoundRect(dst, r, 3, 1, sc)
	}
	if selected {
		strokeRoundRect(dst, rect{r.X - 2, r.Y - 2, r.W + 4, r.H + 4}, 4, 1, colAccent)
	}
	drawTextMiddle(dst, p.Role, f.boldFace(sizeSmall), r.X+r.W/2, r.Y+r.H/2-2, fg, text.AlignCenter)
	if p.HP > 0 && p.OnBoard {
		fillRect(dst, rect{r.X + 3, r.Y + r.H - 4, (r.W - 6) * float64(max(0, p.HP-p.Wounds)) / float64(p.HP), 2}, colGood)
	}
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
	if w, ok := dangerMark(p); ok {
		// On the board a danger to deal with (a Fire token); off it, why
		// the model is gone (out of action), instead of a respawn.
		state, word = w, toneColour(rules.ToneDanger)
		if !p.OnBoard {
			word = colDim
		}
	}
	return state, name, word
}
