package scene

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// sightColour is the colour of a sight word.
func sightColour(s string) color.RGBA {
	switch s {
	case "clear shot":
		return colGood
	case "visible":
		return colAccent
	}
	return colBad
}

// drawForecast explains an attack before it is made: sight, both dice
// pools with every modifier, and the chance of each outcome.
func drawForecast(dst *ebiten.Image, f *fonts, r rect, title string, fc rules.Forecast, name func(string) string) float64 {
	face := f.face(sizeSmall)
	lh := lineHeight(face)
	pool := func(p rules.PoolInfo) []string {
		head := fmt.Sprintf("%s: %d dice, success on %d+", p.Test, p.Dice, p.Need)
		lines := []string{head}
		if len(p.Mods) > 0 {
			lines = append(lines, wrap("  "+strings.Join(p.Mods, ", "), face, r.W-28)...)
		}
		return lines
	}
	att, def := pool(fc.Attack), pool(fc.Defence)
	if len(fc.Targets) > 0 {
		def = nil // each model's Survive pool is on its own row
	}
	var notes []string
	for _, n := range fc.Notes {
		notes = append(notes, wrap(n, face, r.W-24)...)
	}
	tf := f.boldFace(sizeNormal)
	titles := wrap(title, tf, r.W-24)
	if len(titles) > 2 {
		titles = append(titles[:1], ellipsis(strings.Join(titles[1:], " "), tf, r.W-24))
	}
	th := float64(len(titles)) * lineHeight(tf)
	outcomesH := float64(len(fc.Outcomes)) * 20
	if len(fc.Targets) > 0 {
		outcomesH = float64(len(fc.Targets)) * (lh + 18)
	}
	h := th + 42 + float64(len(att)+len(def)+len(notes))*lh + 14 + outcomesH + 10
	box := rect{r.X, r.Y, r.W, h}
	panel(dst, box)
	for i, l := range titles {
		drawText(dst, l, tf, box.X+12, box.Y+8+float64(i)*lineHeight(tf), colText, text.AlignStart)
	}
	drawText(dst, "Line of sight:", face, box.X+12, box.Y+th+14, colDim, text.AlignStart)
	drawText(dst, fc.Sight, f.boldFace(sizeSmall), box.X+12+textWidth("Line of sight: ", face), box.Y+th+14, sightColour(fc.Sight), text.AlignStart)
	y := box.Y + th + 36
	for i, l := range att {
		c := colText
		if i > 0 {
			c = colDim
		}
		drawText(dst, l, face, box.X+12, y, c, text.AlignStart)
		y += lh
	}
	for i, l := range def {
		c := colText
		if i > 0 {
			c = colDim
		}
		drawText(dst, l, face, box.X+12, y, c, text.AlignStart)
		y += lh
	}
	for _, l := range notes {
		drawText(dst, l, face, box.X+12, y, colAccent, text.AlignStart)
		y += lh
	}
	y += 8
	if len(fc.Targets) > 0 {
		drawTargets(dst, f, rect{box.X + 12, y, box.W - 24, outcomesH}, fc.Targets, name)
		return h
	}
	barX := box.X + 112
	barW := box.W - 112 - 56
	for _, o := range fc.Outcomes {
		drawText(dst, o.Label, face, box.X+12, y, colText, text.AlignStart)
		fillRect(dst, rect{barX, y + 3, barW, 10}, color.RGBA{40, 46, 58, 255})
		c := outcomeColour(o.Label)
		fillRect(dst, rect{barX, y + 3, barW * max(0, min(1, o.P)), 10}, c)
		drawText(dst, fmt.Sprintf("%.1f%%", o.P*100), face, box.X+box.W-12, y, colText, text.AlignEnd)
		y += 20
	}
	return h
}

// outcomeColour is the bar colour of an outcome.
func outcomeColour(label string) color.RGBA {
	switch label {
	case "kill":
		return colBad
	case "wound":
		return color.RGBA{240, 140, 60, 255}
	case "shields only":
		return colShield
	}
	return colDim
}

// drawTargets draws one row per model a cube attack affects: the model,
// its Survive pool, and a bar split by the chance of each outcome with the
// chance of a kill and of a wound written out.
func drawTargets(dst *ebiten.Image, f *fonts, r rect, targets []rules.TargetForecast, name func(string) string) {
	face := f.face(sizeSmall)
	lh := lineHeight(face)
	y := r.Y
	for _, t := range targets {
		head := fmt.Sprintf("%s · %s %dd %d+", name(t.Target), t.Defence.Test, t.Defence.Dice, t.Defence.Need)
		drawText(dst, ellipsis(head, face, r.W), face, r.X, y, colText, text.AlignStart)
		y += lh
		bar := rect{r.X, y + 2, r.W - 110, 10}
		fillRect(dst, bar, color.RGBA{40, 46, 58, 255})
		x := bar.X
		var kill, wound float64
		for _, o := range t.Outcomes {
			w := bar.W * max(0, min(1, o.P))
			fillRect(dst, rect{x, bar.Y, w, bar.H}, outcomeColour(o.Label))
			x += w
			switch o.Label {
			case "kill":
				kill = o.P
			case "wound":
				wound = o.P
			}
		}
		drawText(dst, fmt.Sprintf("kill %.0f%% · wound %.0f%%", kill*100, wound*100), face, r.X+r.W, y-1, colText, text.AlignEnd)
		y += 18
	}
}
