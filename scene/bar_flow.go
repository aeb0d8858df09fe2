package scene

import "strconv"

// Bar button metrics: height and gap, and the narrowest button.
const (
	barButtonH   = 28.0
	barButtonGap = 6.0
	barButtonMin = 110.0
)

// flowBar lays bar buttons of the given natural widths into rows of
// inner, page by page: a new page only when the rows are full. (Number
// keys follow the entries, not the pages: barKey.) It returns each
// button's place, its page, and the number of pages.
func flowBar(widths []float64, inner rect) (rects []rect, pageOf []int, pages int) {
	const bh, gap = barButtonH, barButtonGap
	rects = make([]rect, len(widths))
	pageOf = make([]int, len(widths))
	rows := max(1, int((inner.H+gap)/(bh+gap)))
	page, row, x := 0, 0, inner.X
	for i, w := range widths {
		bw := min(inner.W, max(barButtonMin, w))
		if x+bw > inner.X+inner.W && x > inner.X {
			row++
			x = inner.X
			if row >= rows {
				row = 0
				page++
			}
		}
		pageOf[i] = page
		rects[i] = rect{x, inner.Y + float64(row)*(bh+gap), bw, bh}
		x += bw + gap
	}
	return rects, pageOf, page + 1
}

// barKey is the key of bar entry i within its decision whatever page
// shows it (so a key means the same action on every page): 1 to 9 for
// the first nine entries (the number keys), 10 for the tenth (the 0 key),
// 11 to 19 for the next nine (Shift and a number key: barKeyLabel), 0 for
// the rest.
func barKey(i int) int {
	if i < 19 {
		return i + 1
	}
	return 0
}

// barKeyLabel is how a button shows barKey k: "1".."9", "0", "Shift+1".."Shift+9".
func barKeyLabel(k int) string {
	switch {
	case k <= 0:
		return ""
	case k < 10:
		return strconv.Itoa(k)
	case k == 10:
		return "0"
	}
	return "Shift+" + strconv.Itoa(k-10)
}

// groupHint says what clicking a group of cube actions on the bar does,
// in the player's language (word: battleScreen.word).
func groupHint(e barEntry, word func(id, english string, args ...any) string) string {
	n := strconv.Itoa(e.count)
	if e.aimed {
		return word("HintGroupModels", n+" models in reach, ringed on the board: click one to do it there; click here to show only these.", "N", n)
	}
	if e.count == 1 {
		return word("HintGroupOne", "One cube in reach: click to do it there.")
	}
	if e.aim {
		return word("HintGroupAim", n+" cubes in reach: click to aim it, then click one of its red cubes; right-click or Esc puts it down.", "N", n)
	}
	return word("HintGroupCubes", n+" cubes in reach: click one on the board, or click here to show only these cubes.", "N", n)
}
