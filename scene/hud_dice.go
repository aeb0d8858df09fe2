package scene

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// diceTray shows the rolls of the latest action as d8 dice with their
// faces, successes highlighted.
type diceTray struct {
	rolls []rules.Event
	age   []int // ticks since each roll appeared
}

func (d *diceTray) clear() { d.rolls, d.age = d.rolls[:0], d.age[:0] }

func (d *diceTray) add(e rules.Event) {
	if len(e.Dice) == 0 {
		return
	}
	d.rolls = append(d.rolls, e)
	d.age = append(d.age, 0)
}

func (d *diceTray) update() {
	for i := range d.age {
		d.age[i]++
	}
}

func (d *diceTray) draw(dst *ebiten.Image, f *fonts, r rect, team [2]color.RGBA) {
	panel(dst, r)
	drawText(dst, "Dice", f.boldFace(sizeNormal), r.X+10, r.Y+8, colText, text.AlignStart)
	face := f.face(sizeSmall)
	if len(d.rolls) == 0 {
		drawText(dst, "Rolls of the last action appear here.", face, r.X+10, r.Y+34, colDim, text.AlignStart)
		return
	}
	const size = 24.0
	rowH := size + 22
	fit := max(1, int((r.H-34)/rowH))
	first := max(0, len(d.rolls)-fit)
	y := r.Y + 32
	for i := first; i < len(d.rolls); i++ {
		e := d.rolls[i]
		who := e.Actor
		if who == "" {
			who = e.Seat.String()
		}
		label := fmt.Sprintf("%s %s", who, e.Test)
		if e.Need > 0 {
			label += fmt.Sprintf(" %d+", e.Need)
		}
		label += fmt.Sprintf(" → %d", e.Hits)
		c := colText
		if e.Seat == rules.Blue || e.Seat == rules.Red {
			c = mix(team[e.Seat], color.RGBA{255, 255, 255, 255}, 0.4)
		}
		drawText(dst, ellipsis(label, face, r.W-20), face, r.X+10, y, c, text.AlignStart)
		x := r.X + 10 + size/2
		for k, v := range e.Dice {
			if x > r.X+r.W-size/2 {
				break
			}
			// Dice roll in one after another.
			shown := d.age[i] >= k*3
			face := v
			if !shown {
				face = 1 + (d.age[i]+k*5)%8
			}
			success := shown && e.Need > 0 && v >= e.Need
			drawD8(dst, f, x, y+16+size/2, size, face, success, shown && v == 8, team, e.Seat)
			x += size + 4
		}
		y += rowH
	}
}

// drawD8 draws a d8 seen from above: an octagon-ish diamond with its face.
func drawD8(dst *ebiten.Image, f *fonts, cx, cy, size float64, face int, success, crit bool, team [2]color.RGBA, seat rules.Seat) {
	body := color.RGBA{58, 64, 78, 255}
	fg := colDim
	if success {
		body = colGood
		if seat == rules.Blue || seat == rules.Red {
			body = mix(team[seat], color.RGBA{255, 255, 255, 255}, 0.15)
		}
		fg = color.RGBA{255, 255, 255, 255}
	}
	r := size / 2
	var pts []float64
	for i := 0; i < 8; i++ {
		a := math.Pi/8 + float64(i)*math.Pi/4
		pts = append(pts, cx+r*math.Cos(a), cy+r*math.Sin(a))
	}
	poly(dst, pts, body)
	// The upper facet, lighter, gives the die its shape.
	poly(dst, []float64{cx, cy - r*0.92, cx + r*0.8, cy + r*0.45, cx - r*0.8, cy + r*0.45}, withAlpha(color.RGBA{255, 255, 255, 255}, 0.10))
	if crit {
		strokeRoundRect(dst, rect{cx - r - 2, cy - r - 2, size + 4, size + 4}, r, 2, colAccent)
	}
	drawTextMiddle(dst, fmt.Sprint(face), f.boldFace(sizeNormal), cx, cy, fg, text.AlignCenter)
}
