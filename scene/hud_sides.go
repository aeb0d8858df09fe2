package scene

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// sideChip is one chip of the sides panel and where it was laid out.
type sideChip struct {
	r    rect
	chip rules.Chip
	seat rules.Seat
}

// sidesChipH is the height of a chip row.
const sidesChipH = 22.0

// sidesLayout lays out what each side holds apart from its models
// (rules.View.Sides: command dice, cards) at the bottom of r: a row of
// chips per side after the side's name (sideName in t's language),
// wrapped, then its status lines. It returns the panel (zero when no side
// holds anything) and the chips.
func sidesLayout(v rules.View, t tr, face text.Face, r rect) (rect, []sideChip) {
	empty := true
	for _, s := range v.Sides {
		if len(s.Chips) > 0 || len(s.Lines) > 0 {
			empty = false
		}
	}
	if empty {
		return rect{}, nil
	}
	lh := lineHeight(face)
	inner := r.W - 24
	var chips []sideChip
	y := 30.0
	for _, seat := range rules.Seats {
		s := v.Sides[seat]
		x := 12 + textWidth(sideName(t, seat), face) + 10
		rest := s.Lines
		if len(s.Chips) == 0 {
			y += sidesChipH
			rest = sideRest(s, face, inner-x+12)
		}
		for i, c := range s.Chips {
			w := textWidth(chipLabel(c), face) + 14
			if x+w > 12+inner && x > 60 {
				x = 60
				y += sidesChipH + 2
			}
			chips = append(chips, sideChip{r: rect{x, y, w, sidesChipH - 4}, chip: c, seat: seat})
			x += w + 4
			if i == len(s.Chips)-1 {
				y += sidesChipH + 2
			}
		}
		for _, l := range rest {
			y += float64(len(wrap(l, face, inner))) * lh
		}
	}
	h := y + 6
	if h > r.H {
		return rect{}, nil
	}
	box := rect{r.X, r.Y + r.H - h, r.W, h}
	for i := range chips {
		chips[i].r.X += box.X
		chips[i].r.Y += box.Y
	}
	return box, chips
}

// chipLabel is the text on a chip: its label, "?" while hidden.
func chipLabel(c rules.Chip) string {
	if c.Hidden || c.Label == "" {
		return "?"
	}
	return c.Label
}

// drawSides draws the sides panel at the bottom of r and returns it with
// the help of the chip under the mouse ("" for none). A chip named in
// live (a card a legal action of the person deciding plays now) is
// framed in the accent colour. t gives the screen's words.
func drawSides(dst *ebiten.Image, f *fonts, in *input, v rules.View, r rect, team [2]color.RGBA, live map[string]bool, t tr) (rect, string) {
	face := f.face(sizeSmall)
	box, chips := sidesLayout(v, t, face, r)
	if box.W == 0 {
		return box, ""
	}
	panel(dst, box)
	title := t("PanelReserves")
	for _, s := range v.Sides {
		if s.Title != "" {
			title = s.Title
			break
		}
	}
	drawText(dst, title, f.boldFace(sizeNormal), box.X+12, box.Y+7, colText, text.AlignStart)
	lh := lineHeight(face)
	hover := ""
	k := 0
	y := box.Y + 30
	for _, seat := range rules.Seats {
		s := v.Sides[seat]
		drawText(dst, sideName(t, seat), f.boldFace(sizeSmall), box.X+12, y+2, team[seat], text.AlignStart)
		rest := s.Lines
		if len(s.Chips) == 0 {
			x := 12 + textWidth(sideName(t, seat), face) + 10
			first := t("PanelNone")
			if len(s.Lines) > 0 {
				first = wrap(s.Lines[0], face, box.W-12-x)[0]
				rest = sideRest(s, face, box.W-12-x)
			}
			drawText(dst, first, face, box.X+x, y+2, colDim, text.AlignStart)
			y += sidesChipH
		}
		for ; k < len(chips) && chips[k].seat == seat; k++ {
			c := chips[k]
			bg, fg := withAlpha(team[seat], 0.28), colText
			if c.chip.Spent {
				bg, fg = color.RGBA{40, 46, 58, 255}, colDim
			}
			roundRect(dst, c.r, 4, bg)
			if c.chip.ID != "" && live[c.chip.ID] {
				strokeRoundRect(dst, c.r, 4, 2, colAccent)
			} else {
				strokeRoundRect(dst, c.r, 4, 1, withAlpha(team[seat], 0.8))
			}
			drawText(dst, chipLabel(c.chip), face, c.r.X+7, c.r.Y+1, fg, text.AlignStart)
			if in.hover(c.r) && c.chip.Help != "" && !c.chip.Hidden {
				hover = c.chip.Label + ": " + c.chip.Help
				if c.chip.ID != "" && live[c.chip.ID] {
					hover += " " + t("PanelPlayNow")
				}
			}
			y = c.r.Y + sidesChipH + 2
		}
		for _, l := range rest {
			for _, part := range wrap(l, face, box.W-24) {
				drawText(dst, part, face, box.X+12, y, colDim, text.AlignStart)
				y += lh
			}
		}
	}
	return box, hover
}

// sideRest is the status lines of a side that holds no chips, once the
// first line's first part stands beside the side's name (w wide there):
// what is left of the first line, then the others.
func sideRest(s rules.SideView, face text.Face, w float64) []string {
	if len(s.Lines) == 0 {
		return nil
	}
	parts := wrap(s.Lines[0], face, w)
	rest := s.Lines[1:]
	if len(parts) > 1 {
		rest = append([]string{strings.Join(parts[1:], " ")}, rest...)
	}
	return rest
}

// liveChips are the IDs of the chips the person deciding may spend now:
// the Targets of their legal actions (a card's play actions name it
// there); nil while no person decides.
func (b *battleScreen) liveChips() map[string]bool {
	if !b.humanDecides() {
		return nil
	}
	return b.targets
}

// actionTargets is the set of the Targets that actions in legal name.
func actionTargets(legal []rules.Action) map[string]bool {
	out := map[string]bool{}
	for _, act := range legal {
		if act.Target != "" {
			out[act.Target] = true
		}
	}
	return out
}
