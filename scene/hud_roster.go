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
	tight := false
	box := rect{r.X, r.Y, r.W, rosterFoldedHeight(v, r.W, false)}
	if box.H > r.H {
		tight = true // a horde in a short column: the tightest chips
		box.H = rosterFoldedHeight(v, r.W, true)
	}
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
		g := chipGrid(len(mine), r.W-12, tight)
		for k, i := range mine {
			col, row := k%g.perRow, k/g.perRow
			rows = append(rows, rect{box.X + 6 + float64(col)*(g.w+g.gap), y + float64(row)*(g.h+g.gap), g.w, g.h})
			idx = append(idx, i)
		}
		y += g.height(len(mine)) + 6
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
// legible, and in a short column rows of the tightest chips.
const (
	rosterChipH     = 24.0
	rosterChipW     = 48.0
	rosterChipSmall = 18.0
	rosterChipTight = 13.0
	rosterChipMinW  = 26.0
	chipGap         = 4.0
	chipGapTight    = 3.0
)

// chipRows is how a side's chips are laid: each chip's width and height,
// the gap between chips and how many stand in a row.
type chipRows struct {
	w, h, gap float64
	perRow    int
}

// height is the height of n chips laid in rows.
func (g chipRows) height(n int) float64 {
	rows := (n + g.perRow - 1) / g.perRow
	return float64(rows)*(g.h+g.gap) - g.gap
}

// chipGrid lays n chips in rows w wide: one row while the chips stay at
// least rosterChipMinW wide, else as many rows of small chips as needed,
// of the tightest chips when tight.
func chipGrid(n int, w float64, tight bool) chipRows {
	if n <= 0 {
		return chipRows{rosterChipW, rosterChipH, chipGap, 1}
	}
	if cw := min(rosterChipW, (w-chipGap*float64(n-1))/float64(n)); cw >= rosterChipMinW {
		return chipRows{cw, rosterChipH, chipGap, n}
	}
	g := chipRows{h: rosterChipSmall, gap: chipGap}
	if tight {
		g.h, g.gap = rosterChipTight, chipGapTight
	}
	g.perRow = max(1, int((w+g.gap)/(rosterChipMinW+g.gap)))
	rows := (n + g.perRow - 1) / g.perRow
	g.perRow = (n + rows - 1) / rows // the rows evenly filled
	g.w = min(rosterChipW, (w-g.gap*float64(g.perRow-1))/float64(g.perRow))
	return g
}

// rosterFoldedHeight is the height of the folded fireteam list w wide: a
// title and each side's block of chips, the tightest when tight.
func rosterFoldedHeight(v rules.View, w float64, tight bool) float64 {
	h := 30.0 + 8
	blocks := 0
	for _, s := range rules.Seats {
		n := len(seatPieces(v, s))
		if n == 0 {
			continue
		}
		h += chipGrid(n, w-12, tight).height(n)
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

// drawRoster draws the fireteam list under title ("Fireteams", "Kill
// teams"): every model with its state; the selected one is outlined. Clicking a row selects the model.
//
// say gives the screen's words for the states (HudState*) in the
// player's language.
func drawRoster(dst *ebiten.Image, f *fonts, in *input, v rules.View, r rect, selected, title string, team [2]color.RGBA, say func(string) string) rect {
	rows, idx, box := rosterRows(v, r)
	if box.W == 0 {
		return box
	}
	panel(dst, box)
	drawText(dst, title, f.boldFace(sizeNormal), box.X+12, box.Y+7, colText, text.AlignStart)
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
		if p.Status != "" && p.OnBoard && (state == "ready" || state == "active" || state == "done") {
			state = p.Status // the ruleset's word for it
		} else {
			state = rosterStateWord(say, state)
		}
		// The bars end where the widest state word ("respawn") begins.
		bx := row.X + row.W - 12 - max(textWidth(rosterStateWord(say, "respawn"), face), textWidth(state, face)) - bw
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

// rosterStateWord is a model's state in the fireteam list ("ready",
// "active", "done", "respawn", "pinned") in the player's language (say, the
// HudState* messages); any other word as it is.
func rosterStateWord(say func(string) string, state string) string {
	id := ""
	switch state {
	case "ready":
		id = "HudStateReady"
	case "active":
		id = "HudStateActive"
	case "done":
		id = "HudStateDone"
	case "respawn":
		id = "HudStateRespawn"
	case "pinned":
		id = "HudStatePinned"
	}
	if id == "" || say == nil {
		return state
	}
	return say(id)
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
	// The role over the health bar; in the tightest chips the bar runs
	// along the very bottom, clear of the role.
	ty, by := r.Y+r.H/2-2, r.Y+r.H-4
	if r.H <= rosterChipTight {
		ty, by = r.Y+r.H/2-1, r.Y+r.H-2
	}
	drawTextMiddle(dst, p.Role, f.boldFace(sizeSmall), r.X+r.W/2, ty, fg, text.AlignCenter)
	if p.HP > 0 && p.OnBoard {
		fillRect(dst, rect{r.X + 3, by, (r.W - 6) * float64(max(0, p.HP-p.Wounds)) / float64(p.HP), 2}, colGood)
	}
}

// rosterState is a model's word in the fireteam list with the colour of
// its name and of the word: ready, active, done, respawn, pinned, or on
// fire (a Fire token to put out) above all.
func rosterState(p *rules.Piece) (state string, name, word color.RGBA) {
	name, state = colText, "ready"
	switch {
	case !p.OnBoard && p.Status != "":
		state, name = p.Status, colDim // the ruleset's word: why it waits off the board
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
