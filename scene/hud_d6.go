package scene

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// d6Pips are the pips of a face of a d6, on a 3 × 3 grid from -1 to 1.
func d6Pips(face int) [][2]float64 {
	switch face {
	case 1:
		return [][2]float64{{0, 0}}
	case 2:
		return [][2]float64{{-1, -1}, {1, 1}}
	case 3:
		return [][2]float64{{-1, -1}, {0, 0}, {1, 1}}
	case 4:
		return [][2]float64{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}}
	case 5:
		return [][2]float64{{-1, -1}, {1, -1}, {0, 0}, {-1, 1}, {1, 1}}
	case 6:
		return [][2]float64{{-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}}
	}
	return nil
}

// drawD6 draws a d6 seen from above: a rounded square with its pips,
// coloured as drawD8 colours a d8 (a success in the roller's colour, a
// critical ringed, a die rolled again faded).
func drawD6(dst *ebiten.Image, cx, cy, size float64, face int, success, crit, replaced bool, team [2]color.RGBA, seat rules.Seat) {
	body, fg := dieColours(color.RGBA{220, 224, 232, 255}, success, replaced, team, seat)
	r := size / 2
	box := rect{cx - r, cy - r, size, size}
	roundRect(dst, box, size*0.18, body)
	fillRect(dst, rect{box.X + 2, box.Y + 2, box.W - 4, 2}, withAlpha(color.RGBA{255, 255, 255, 255}, 0.10))
	if crit {
		strokeRoundRect(dst, rect{box.X - 2, box.Y - 2, box.W + 4, box.H + 4}, size*0.22, 2, colAccent)
	}
	step, pip := size*0.27, max(2, size*0.085)
	for _, p := range d6Pips(face) {
		roundRect(dst, rect{cx + p[0]*step - pip, cy + p[1]*step - pip, 2 * pip, 2 * pip}, pip, fg)
	}
}
