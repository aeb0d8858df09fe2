package board

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// figureKey identifies a model sprite.
type figureKey struct {
	seat rules.Seat
	role string
	pose pose
}

// spriteCache holds the sprites and marker images for one zoom and palette.
type spriteCache struct {
	valid    bool
	zoom     float64
	pal      int
	figures  map[figureKey]*ebiten.Image
	ghosts   map[figureKey]*ebiten.Image
	tokens   map[tokenLook]*ebiten.Image
	whiteSrc *ebiten.Image
	white    *ebiten.Image // one white pixel, for rectangles
	tile     *ebiten.Image // a cube's top face, white, slightly inset
	tileEdge *ebiten.Image // its outline, white
	ring     *ebiten.Image // a ring around a model's base, white
}

// ensureSprites drops every sprite when the zoom or palette changed and
// makes the marker images for the current zoom.
func (b *Board) ensureSprites() {
	s := &b.sprites
	if s.valid && s.zoom == b.cam.Zoom && s.pal == b.palGen {
		return
	}
	for _, img := range s.figures {
		img.Deallocate()
	}
	for _, img := range s.tokens {
		img.Deallocate()
	}
	for _, img := range s.ghosts {
		img.Deallocate()
	}
	for _, img := range []*ebiten.Image{s.whiteSrc, s.tile, s.tileEdge, s.ring} {
		if img != nil {
			img.Deallocate()
		}
	}
	zoom := b.cam.Zoom
	*s = spriteCache{valid: true, zoom: zoom, pal: b.palGen,
		figures: map[figureKey]*ebiten.Image{}, ghosts: map[figureKey]*ebiten.Image{},
		tokens: map[tokenLook]*ebiten.Image{}}
	s.whiteSrc = ebiten.NewImage(3, 3)
	s.whiteSrc.Fill(color.White)
	s.white = s.whiteSrc.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)

	tw, th := tileW*zoom, tileH*zoom
	var c canvas
	s.tile = ebiten.NewImage(int(tw+4), int(th+4))
	c.begin(s.tile, s.white, -2, -2)
	c.poly(color.RGBA{255, 255, 255, 255}, diamondPts(tw, th, 0.06)...)
	s.tileEdge = ebiten.NewImage(int(tw+4), int(th+4))
	c.begin(s.tileEdge, s.white, -2, -2)
	c.outline(color.RGBA{255, 255, 255, 255}, max(1.5, 2*zoom), diamondPts(tw, th, 0.06)...)

	rx, ry := 15*zoom, 7.5*zoom
	s.ring = ebiten.NewImage(int(2*rx+8*zoom), int(2*ry+8*zoom))
	c.begin(s.ring, s.white, -rx-4*zoom, -ry-4*zoom)
	c.ring(color.RGBA{255, 255, 255, 255}, 3*zoom, 0, 0, rx, ry)
	c.flush()
}

// diamondPts is a top face of size tw×th with its top-left corner at the
// origin, inset by e (a fraction of the cube).
func diamondPts(tw, th, e float64) []pt {
	return []pt{{tw / 2, th * e}, {tw * (1 - e), th / 2}, {tw / 2, th * (1 - e)}, {tw * e, th / 2}}
}

// figure returns the sprite of a model, making it on first use.
func (b *Board) figure(seat rules.Seat, role string, p pose) *ebiten.Image {
	k := figureKey{seat, role, p}
	if img, ok := b.sprites.figures[k]; ok {
		return img
	}
	img := b.newFigure(b.teamColour(seat), role, p, b.cam.Zoom)
	b.sprites.figures[k] = img
	return img
}

// ghost returns the outline sprite of a model, making it on first use.
func (b *Board) ghost(seat rules.Seat, p pose) *ebiten.Image {
	k := figureKey{seat: seat, pose: p}
	if img, ok := b.sprites.ghosts[k]; ok {
		return img
	}
	img := b.newGhost(b.teamColour(seat), p, b.cam.Zoom)
	b.sprites.ghosts[k] = img
	return img
}

// token returns the sprite of a token, making it on first use.
func (b *Board) token(l tokenLook) *ebiten.Image {
	if img, ok := b.sprites.tokens[l]; ok {
		return img
	}
	img := b.newToken(l, b.cam.Zoom)
	b.sprites.tokens[l] = img
	return img
}

// teamColour is the colour of a seat; grey for anything else.
func (b *Board) teamColour(s rules.Seat) color.RGBA {
	if s == rules.Blue || s == rules.Red {
		return b.pal.Team[s]
	}
	return rgb(0x9aa0a8)
}
