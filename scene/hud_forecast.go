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
func drawForecast(dst *ebiten.Image, f *fonts, r rect, title string, fc rules.Forecast) float64 {
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
	tf := f.boldFace(sizeNormal)
	titles := wrap(title, tf, r.W-24)
	if len(titles) > 2 {
		titles = append(titles[:1], ellipsis(strings.Join(titles[1:], " "), tf, r.W-24))
	}
	th := float64(len(titles)) * lineHeight(tf)
	h := th + 42 + float64(len(att)+len(def))*lh + 14 + float64(len(fc.Outcomes))*20 + 10
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
	y += 8
	barX := box.X + 112
	barW := box.W - 112 - 56
	for _, o := range fc.Outcomes {
		drawText(dst, o.Label, face, box.X+12, y, colText, text.AlignStart)
		fillRect(dst, rect{barX, y + 3, barW, 10}, color.RGBA{40, 46, 58, 255})
		c := colDim
		switch o.Label {
		case "kill":
			c = colBad
		case "wound":
			c = color.RGBA{240, 140, 60, 255}
		case "shields only":
			c = colShield
		}
		fillRect(dst, rect{barX, y + 3, barW * max(0, min(1, o.P)), 10}, c)
		drawText(dst, fmt.Sprintf("%.1f%%", o.P*100), face, box.X+box.W-12, y, colText, text.AlignEnd)
		y += 20
	}
	return h
}
