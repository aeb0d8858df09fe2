package board

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/colorm"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// pose is how a model stands.
type pose uint8

const (
	poseStand pose = iota
	poseCrouch
	posePinned
)

// Figure proportions in pixels at zoom 1. A standing model is 0.8 of a
// level tall, a crouched one 0.55 (the heights line of sight uses).
const (
	figStandH  = 0.8 * levelH
	figCrouchH = 0.55 * levelH
	figPinnedH = 25.0 // the lying body with the pin marker above it
	figW       = 44.0 // sprite width
	figSpriteH = 74.0 // sprite height
	figAnchorY = 62.0 // feet, from the sprite's top
	visorGold  = 0xf2c14e
)

// figureHeight is the height of a model's body in a pose, at zoom 1.
func figureHeight(p pose) float64 {
	switch p {
	case poseCrouch:
		return figCrouchH
	case posePinned:
		return figPinnedH
	}
	return figStandH
}

// newFigure paints a model's sprite: a base in team colours, an armoured
// body with a helmet and visor, and the role tag on a plate above the head.
// The anchor (feet) is at (figW/2, figAnchorY) times zoom.
func (b *Board) newFigure(team color.RGBA, role string, p pose, zoom float64) *ebiten.Image {
	body := b.paintBody(team, p, zoom, true)
	img := withOutline(body, color.RGBA{10, 12, 16, 255}, zoom)
	body.Deallocate()
	var c canvas
	c.begin(img, b.sprites.white, -figW/2*zoom, -figAnchorY*zoom)
	b.paintPlate(&c, role, team, -(figureHeight(p)+9)*zoom, zoom)
	c.flush()
	return img
}

// paintBody paints a model's body (and its base) into a new sprite-sized
// image.
func (b *Board) paintBody(team color.RGBA, p pose, zoom float64, base bool) *ebiten.Image {
	w, h := int(figW*zoom+0.5), int(figSpriteH*zoom+0.5)
	body := ebiten.NewImage(w, h)
	var c canvas
	c.begin(body, b.sprites.white, -figW/2*zoom, -figAnchorY*zoom)
	if base {
		paintBase(&c, team, zoom)
	}
	switch p {
	case posePinned:
		paintPinned(&c, team, zoom)
	case poseCrouch:
		paintSoldier(&c, team, zoom, figCrouchH/figStandH)
	default:
		paintSoldier(&c, team, zoom, 1)
	}
	c.flush()
	return body
}

// newGhost paints the outline of a model's body in its team colour, for
// showing where a model hidden behind scenery stands.
func (b *Board) newGhost(team color.RGBA, p pose, zoom float64) *ebiten.Image {
	body := b.paintBody(team, p, zoom, false)
	img := ebiten.NewImage(body.Bounds().Dx(), body.Bounds().Dy())
	d := max(1.5, 1.5*zoom)
	var cm colorm.ColorM
	cm.Scale(0, 0, 0, 1)
	cm.Translate(float64(team.R)/255, float64(team.G)/255, float64(team.B)/255, 0)
	op := &colorm.DrawImageOptions{}
	for _, o := range [8][2]float64{{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-0.7, -0.7}, {0.7, -0.7}, {-0.7, 0.7}, {0.7, 0.7}} {
		op.GeoM.Reset()
		op.GeoM.Translate(o[0]*d, o[1]*d)
		colorm.DrawImage(img, body, cm, op)
	}
	erase := &ebiten.DrawImageOptions{Blend: ebiten.BlendDestinationOut}
	img.DrawImage(body, erase)
	body.Deallocate()
	return img
}

// withOutline returns a copy of src with a dark outline one pixel wide
// (scaled) around everything opaque.
func withOutline(src *ebiten.Image, col color.RGBA, zoom float64) *ebiten.Image {
	dst := ebiten.NewImage(src.Bounds().Dx(), src.Bounds().Dy())
	d := max(1, zoom)
	op := &ebiten.DrawImageOptions{}
	for _, o := range [8][2]float64{{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-1, -1}, {1, -1}, {-1, 1}, {1, 1}} {
		op.GeoM.Reset()
		op.GeoM.Translate(o[0]*d, o[1]*d)
		op.ColorScale.Reset()
		op.ColorScale.Scale(0, 0, 0, 1)
		op.ColorScale.ScaleWithColor(col)
		dst.DrawImage(src, op)
	}
	dst.DrawImage(src, nil)
	return dst
}

// paintBase paints the round base a model stands on.
func paintBase(c *canvas, team color.RGBA, s float64) {
	c.ellipse(color.RGBA{0, 0, 0, 90}, 0, 1*s, 13*s, 6.5*s)
	c.ellipse(shade(team, 0.35), 0, 0, 11*s, 5.5*s)
	c.ring(team, 2*s, 0, 0, 11*s, 5.5*s)
}

// paintSoldier paints a standing armoured soldier, squashed vertically by k
// (1 standing, less when crouched), feet at the origin.
func paintSoldier(c *canvas, team color.RGBA, s, k float64) {
	y := func(v float64) float64 { return -v * k * s }
	x := func(v float64) float64 { return v * s }
	dark, mid, light := shade(team, 0.5), shade(team, 0.85), shade(team, 1.35)
	under := color.RGBA{0x2a, 0x2f, 0x38, 0xff}
	// Legs and boots.
	if k < 1 {
		// Kneeling: one thigh forward, one shin on the ground.
		c.poly(dark, pt{x(-7), y(0)}, pt{x(-1), y(0)}, pt{x(-1), y(9)}, pt{x(-7), y(11)})
		c.poly(dark, pt{x(1.5), y(0)}, pt{x(8), y(0)}, pt{x(7), y(13)}, pt{x(1), y(14)})
		c.poly(under, pt{x(-7.5), y(0)}, pt{x(-0.5), y(0)}, pt{x(-0.5), y(3)}, pt{x(-7.5), y(3)})
	} else {
		c.poly(dark, pt{x(-6.5), y(1)}, pt{x(-1.2), y(1)}, pt{x(-1.5), y(16)}, pt{x(-7), y(16)})
		c.poly(dark, pt{x(1.2), y(1)}, pt{x(6.5), y(1)}, pt{x(7), y(16)}, pt{x(1.5), y(16)})
		c.poly(under, pt{x(-7), y(0)}, pt{x(-1), y(0)}, pt{x(-1), y(4)}, pt{x(-7), y(4)})
		c.poly(under, pt{x(1), y(0)}, pt{x(7), y(0)}, pt{x(7), y(4)}, pt{x(1), y(4)})
		c.poly(mid, pt{x(-6.5), y(7)}, pt{x(-1.5), y(7)}, pt{x(-1.5), y(10)}, pt{x(-6.5), y(10)})
		c.poly(mid, pt{x(1.5), y(7)}, pt{x(6.5), y(7)}, pt{x(6.5), y(10)}, pt{x(1.5), y(10)})
	}
	// Torso, belt and chest plate.
	c.poly(mid, pt{x(-8), y(15)}, pt{x(8), y(15)}, pt{x(10), y(28)}, pt{x(-10), y(28)})
	c.poly(under, pt{x(-8), y(15)}, pt{x(8), y(15)}, pt{x(8.3), y(17.5)}, pt{x(-8.3), y(17.5)})
	c.poly(team, pt{x(-6.5), y(19)}, pt{x(6.5), y(19)}, pt{x(8), y(27)}, pt{x(-8), y(27)})
	c.poly(light, pt{x(-5.5), y(24)}, pt{x(5.5), y(24)}, pt{x(6.5), y(27)}, pt{x(-6.5), y(27)})
	// Arms.
	c.poly(dark, pt{x(-12), y(27)}, pt{x(-8.5), y(27)}, pt{x(-7.5), y(18)}, pt{x(-11), y(17)})
	c.poly(dark, pt{x(8.5), y(27)}, pt{x(12), y(27)}, pt{x(11), y(17)}, pt{x(7.5), y(18)})
	// The rifle, held across the chest.
	gun := color.RGBA{0x22, 0x25, 0x2b, 0xff}
	c.poly(gun, pt{x(-12), y(17)}, pt{x(13), y(23)}, pt{x(13), y(25.5)}, pt{x(-12), y(19.5)})
	c.poly(gun, pt{x(-3), y(19.5)}, pt{x(0), y(20)}, pt{x(-1), y(15.5)}, pt{x(-3.5), y(15.5)})
	// Shoulder pads.
	c.ellipse(light, x(-10), y(27.5), 4.2*s, 3.2*s)
	c.ellipse(light, x(10), y(27.5), 4.2*s, 3.2*s)
	// Helmet and visor.
	c.ellipse(mid, 0, y(33), 6.6*s, 6.4*s)
	c.ellipse(team, x(-0.8), y(34), 5.6*s, 5.2*s)
	c.poly(rgb(visorGold), pt{x(-5), y(34)}, pt{x(5.5), y(34)}, pt{x(4.5), y(30.5)}, pt{x(-4), y(30.5)})
	c.poly(rgb(0xfff4c4), pt{x(-3.5), y(33.3)}, pt{x(-0.5), y(33.3)}, pt{x(-1), y(32.2)}, pt{x(-3.3), y(32.2)})
}

// paintPinned paints a model lying on its side, greyed, with a pin marker.
func paintPinned(c *canvas, team color.RGBA, s float64) {
	grey := mix(team, rgb(0x8a8f98), 0.65)
	dark, light := shade(grey, 0.55), shade(grey, 1.25)
	x := func(v float64) float64 { return v * s }
	y := func(v float64) float64 { return -v * s }
	c.poly(dark, pt{x(-16), y(1)}, pt{x(-3), y(1)}, pt{x(-3), y(7)}, pt{x(-16), y(6)})
	c.poly(grey, pt{x(-4), y(0.5)}, pt{x(8), y(0.5)}, pt{x(8), y(10)}, pt{x(-4), y(9)})
	c.poly(light, pt{x(-2), y(6)}, pt{x(7), y(6)}, pt{x(7), y(9)}, pt{x(-2), y(8.5)})
	c.ellipse(grey, x(13), y(5), 5.5*s, 5*s)
	c.poly(shade(rgb(visorGold), 0.7), pt{x(14), y(8)}, pt{x(17.5), y(6)}, pt{x(17.5), y(2)}, pt{x(14), y(3)})
	// The pin marker: a red map pin stuck above the body.
	red := rgb(0xe8453c)
	c.poly(red, pt{x(-3), y(16)}, pt{x(3), y(16)}, pt{x(0), y(10)})
	c.ellipse(red, 0, y(18), 5*s, 5*s)
	c.ellipse(rgb(0xffffff), 0, y(18), 2*s, 2*s)
}

// paintPlate paints the role tag on a dark plate centred at height y.
func (b *Board) paintPlate(c *canvas, role string, team color.RGBA, y, s float64) {
	if role == "" {
		return
	}
	face := b.face(10 * s)
	w := 18 * s
	if face != nil {
		tw, _ := text.Measure(role, face, 0)
		w = max(w, tw+7*s)
	}
	h := 12 * s
	c.roundRect(team, -w/2-s, y-h/2-s, w+2*s, h+2*s, 3.5*s)
	c.roundRect(b.pal.Plate, -w/2, y-h/2, w, h, 3*s)
	if face != nil {
		c.text(role, face, b.pal.PlateText, 0, y)
	}
}
