package scene

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/flashpoint-arena/flashpoint/scene/board"
)

// setupPreview is the picture of the chosen arena with both fireteams
// deployed, drawn beside the setup rows where the window has room: the
// game the setup would start, made again when a choice changes.
type setupPreview struct {
	key   string
	img   *ebiten.Image
	scale float64 // how the image is scaled to the preview's size
	err   string
}

// previewDrawW is the width the preview is drawn at before it is scaled
// down.
const previewDrawW = 640.0

// previewRect is where the preview goes: right of the rows' panel, when
// there are at least 220 pixels; zero otherwise.
func (s *setupScreen) previewRect(a *App) rect {
	w, _ := a.size()
	left := s.mode.r.X + s.mode.r.W + 24 + 16
	if w-8-left < 220 {
		return rect{}
	}
	top := s.mode.r.Y - 20
	return rect{left, top, w - 8 - left, min(w-8-left, s.seedR.Y+s.seedR.H+20-top)}
}

// drawPreview draws the preview, making it first when the setup changed.
func (s *setupScreen) drawPreview(a *App, dst *ebiten.Image) {
	r := s.previewRect(a)
	if r.W == 0 {
		return
	}
	su := s.setup(a)
	key := fmt.Sprintf("%v %d %.0f×%.0f %v", su, s.seed, r.W, r.H, a.settings.ColourBlind)
	if key != s.preview.key {
		s.preview.key, s.preview.err = key, ""
		if s.preview.img != nil {
			s.preview.img.Deallocate()
			s.preview.img = nil
		}
		g, err := a.ruleset().New(su, s.seed)
		if err != nil {
			s.preview.err = err.Error()
		} else {
			// Drawn at the size of a battle's board, then scaled down: the
			// board's zoom does not go small enough for a thumbnail.
			k := max(1, previewDrawW/r.W)
			pw, ph := int(r.W*k), int((r.H-28)*k)
			img := ebiten.NewImage(pw, ph)
			pal := board.DefaultPalette()
			if a.settings.ColourBlind {
				pal = board.ColourBlindPalette()
			}
			brd := board.New(g.Arena(), pal)
			brd.ShowZones(zonesPlayed(g))
			fitBoard(brd, g.Arena(), rect{0, 0, float64(pw), float64(ph)}, pw, ph)
			brd.Draw(img, g.View(), board.Overlay{})
			s.preview.img, s.preview.scale = img, 1/k
		}
	}
	panel(dst, r)
	face := a.fonts.face(sizeSmall)
	drawText(dst, a.t("SetupPreview"), face, r.X+r.W/2, r.Y+8, colDim, text.AlignCenter)
	if s.preview.img != nil {
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(s.preview.scale, s.preview.scale)
		op.GeoM.Translate(r.X, r.Y+28)
		dst.DrawImage(s.preview.img, op)
	} else {
		for i, l := range wrap(s.preview.err, face, r.W-16) {
			drawText(dst, l, face, r.X+8, r.Y+34+float64(i)*lineHeight(face), colBad, text.AlignStart)
		}
	}
}
