package board

import "github.com/hajimehoshi/ebiten/v2/text/v2"

// face is the bold UI font at a size in pixels, or nil when the font could
// not be loaded.
func (b *Board) face(size float64) text.Face {
	if b.fonts == nil {
		return nil
	}
	return b.fonts.Face(size)
}
