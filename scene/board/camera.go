package board

import "math"

// Zoom limits.
const (
	MinZoom = 0.35 // MinZoom is the smallest zoom the board allows.
	MaxZoom = 3.0  // MaxZoom is the largest zoom the board allows.
)

// Camera is how the board looks at the arena.
type Camera struct {
	Rotation   int     // 0..3, quarter turns
	Zoom       float64 // 1 = default tile size
	PanX, PanY float64 // screen offset in pixels of the board image's top-left corner
	CutLevel   int     // levels above this are hidden (cut-away); default H-1
}

// normalised returns c with the rotation in 0..3, the zoom within
// [MinZoom, MaxZoom] and the cut level within 0..levels-1.
func (c Camera) normalised(levels int) Camera {
	c.Rotation = ((c.Rotation % 4) + 4) % 4
	if math.IsNaN(c.Zoom) || c.Zoom <= 0 {
		c.Zoom = 1
	}
	c.Zoom = min(max(c.Zoom, MinZoom), MaxZoom)
	if math.IsNaN(c.PanX) || math.IsInf(c.PanX, 0) {
		c.PanX = 0
	}
	if math.IsNaN(c.PanY) || math.IsInf(c.PanY, 0) {
		c.PanY = 0
	}
	c.CutLevel = min(max(c.CutLevel, 0), max(levels-1, 0))
	return c
}
