package scene

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// resultsPlace is where the results screen puts its parts in a window:
// the heading's lines, the table (its columns fitted to the window, its
// rows as close as the room under the heading asks) and the buttons at
// the foot, all inside the window and clear of each other.
type resultsPlace struct {
	headY, subY, whoY float64 // the winner, the score line, who played
	headSize          float64
	cols              []resultsColumn
	heads             [][]string // each column's title, wrapped to its width
	x0, tableY        float64    // the table's left edge and its titles' top
	rowsY, pitch      float64    // the first row's top and the rows' pitch
	shown             int        // the rows that fit (the others are summed up by "…")
	small             bool       // the rows in the small face
	box               rect       // the table's panel
	title, again      rect
	watch             rect
}

// resultsLayout places the results screen in a w×h window for n rows,
// with a line saying who played when who is true.
func resultsLayout(a *App, w, h float64, n int, who bool) resultsPlace {
	var p resultsPlace
	short := h < 520 // 200% of 1280×720, 125% of 800×600: a compact heading, the buttons in one row
	p.headY, p.subY, p.whoY, p.headSize = 34, 100, 132, sizeTitle+8
	if short {
		p.headY, p.subY, p.whoY, p.headSize = 6, 44, 66, sizeBanner
	}
	// The buttons: two side by side at the foot, the replay's above.
	bw, bh, gap := min(320.0, (w-24-10)/2), 52.0, 10.0
	y := h - 84
	if short {
		bh, y = 36, h-44
	}
	p.title = rect{w/2 - gap/2 - bw, y, bw, bh}
	p.again = rect{w/2 + gap/2, y, bw, bh}
	p.watch = rect{w/2 - bw/2, y - bh - 8, bw, bh - 4}
	if short {
		// A short window: the three in one row, each as wide as its
		// words ask, the table keeps the room.
		ws := shareWidths(a, w-24-2*gap, [3]string{a.t("ResultsBack"), a.t("ResultsWatch"), a.t("ResultsRematch")}, [3]string{"Esc", "W", "Enter"})
		x := w/2 - (ws[0]+ws[1]+ws[2]+2*gap)/2
		p.title = rect{x, y, ws[0], bh}
		p.watch = rect{x + ws[0] + gap, y, ws[1], bh}
		p.again = rect{x + ws[0] + ws[1] + 2*gap, y, ws[2], bh}
	}

	p.tableY = p.whoY + 18
	if who {
		p.tableY = p.whoY + 44
	}
	if short {
		p.tableY = p.whoY + 12
		if who {
			p.tableY = p.whoY + 34
		}
	}
	p.cols, p.heads = fitColumns(a, resultsColumns(a), w-48)
	total := 0.0
	for _, c := range p.cols {
		total += c.w
	}
	p.x0 = w/2 - total/2
	hf := a.fonts.boldFace(sizeNormal)
	lines := 1
	for _, l := range p.heads {
		lines = max(lines, len(l))
	}
	p.rowsY = p.tableY + float64(lines)*lineHeight(hf) + 10
	// The rows share the room down to the buttons.
	room := p.watch.Y - 10 - p.rowsY
	p.pitch = min(30, room/float64(max(1, n)))
	p.small = p.pitch < 24
	minPitch := lineHeight(a.fonts.face(sizeSmall)) + 1
	p.pitch = max(p.pitch, minPitch)
	p.shown = max(0, min(n, int(room/p.pitch)))
	p.box = rect{p.x0 - 16, p.tableY - 8, total + 32, p.rowsY - p.tableY + float64(p.shown)*p.pitch + 12}
	return p
}

// fitColumns fits the results table's columns into width maxW: each at
// least as wide as its title (which wraps to two lines when the window
// is too narrow for it on one), the model's names giving room first.
func fitColumns(a *App, cols []resultsColumn, maxW float64) ([]resultsColumn, [][]string) {
	hf := a.fonts.boldFace(sizeNormal)
	out := append([]resultsColumn(nil), cols...)
	total := 0.0
	for i := range out {
		if i > 0 {
			out[i].w = max(out[i].w, textWidth(out[i].title, hf)+18)
		}
		total += out[i].w
	}
	if over := total - maxW; over > 0 {
		cut := min(over, out[0].w-120)
		out[0].w -= cut
		total -= cut
	}
	if over := total - maxW; over > 0 {
		// The number columns give up room down to their titles' longest
		// word: their titles wrap.
		for i := 1; i < len(out) && over > 0; i++ {
			least := 48.0
			for _, word := range strings.Fields(out[i].title) {
				least = max(least, textWidth(word, hf)+16)
			}
			cut := min(over, max(0, out[i].w-least))
			out[i].w -= cut
			over -= cut
		}
		if over > 0 {
			out[0].w = max(80, out[0].w-over) // the names are cut with "…"
		}
	}
	heads := make([][]string, len(out))
	for i, c := range out {
		heads[i] = wrap(c.title, hf, c.w-12)
	}
	return out, heads
}

// headAlign is how a results column's title and numbers align: the
// model's names at the start, the numbers at the end.
func headAlign(i int) text.Align {
	if i == 0 {
		return text.AlignStart
	}
	return text.AlignEnd
}

// shareWidths shares width room among three buttons of a row (labels
// with their key hints, in the normal face): each gets what its words
// need and the rest is shared alike, or less alike when the room is short.
func shareWidths(a *App, room float64, labels, hints [3]string) [3]float64 {
	var need [3]float64
	sum := 0.0
	for i := range labels {
		need[i] = textWidth(labels[i], a.fonts.face(sizeNormal)) + 24 + textWidth(hints[i], a.fonts.face(sizeSmall)) + 8 + 4
		sum += need[i]
	}
	room = min(room, 3*240)
	var out [3]float64
	for i := range out {
		if sum <= room {
			out[i] = need[i] + (room-sum)/3
		} else {
			out[i] = need[i] * room / sum
		}
	}
	return out
}
