package board

import (
	"fmt"
	"math"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// inside tells where q lies against the convex polygon ps (an independent
// check of the resolv shapes): 1 inside, -1 outside, 0 within half a pixel
// of an edge, where either answer is right.
func inside(ps []pt, q pt) int {
	in, near := true, false
	area := 0.0
	for i := range ps {
		a, b := ps[i], ps[(i+1)%len(ps)]
		area += a.x*b.y - b.x*a.y
	}
	for i := range ps {
		a, b := ps[i], ps[(i+1)%len(ps)]
		l := math.Hypot(b.x-a.x, b.y-a.y)
		d := ((b.x-a.x)*(q.y-a.y) - (b.y-a.y)*(q.x-a.x)) / l // signed distance
		if area < 0 {
			d = -d
		}
		if math.Abs(d) < 0.5 {
			near = true
		} else if d < 0 {
			in = false
		}
	}
	switch {
	case !in:
		return -1
	case near:
		return 0
	}
	return 1
}

// onFace tells where screen point (x, y) lies against cube c's top face.
func onFace(b *Board, c world.Pos, x, y float64) int {
	p := b.proj()
	px, py := b.pan()
	cu, cv := p.cell(c.X, c.Y)
	return inside(b.diamondAt(p, float64(cu), float64(cv), float64(c.Z), 0), pt{x - px, y - py})
}

// expectedFloor is the front-most visible standable cube whose top face
// covers screen point (x, y), found by brute force over every cube; clear is
// false when the point lies on the edge of a face that could be in front.
func expectedFloor(b *Board, x, y float64) (c world.Pos, ok, clear bool) {
	p := b.proj()
	px, py := b.pan()
	best, bestOrder := world.Pos{}, -1
	clear = true
	a := b.arena
	for z := 0; z <= b.cam.CutLevel; z++ {
		for yy := 0; yy < a.D; yy++ {
			for xx := 0; xx < a.W; xx++ {
				c := world.Pos{X: xx, Y: yy, Z: z}
				if !a.Standable(c) {
					continue
				}
				cu, cv := p.cell(xx, yy)
				d := b.diamondAt(p, float64(cu), float64(cv), float64(z), 0)
				switch inside(d, pt{x - px, y - py}) {
				case 1:
					if p.sliceOf(c) > bestOrder {
						best, bestOrder = c, p.sliceOf(c)
					}
				case 0:
					clear = false
				}
			}
		}
	}
	return best, bestOrder >= 0, clear
}

// TestPickEveryCubeCentre picks the centre of every visible standable
// cube's top face at every rotation, several zooms and cut levels: it must
// give that cube back unless the top face of a cube in front covers the
// point, and then exactly that cube.
func TestPickEveryCubeCentre(t *testing.T) {
	empty := rules.View{}
	for _, name := range []string{"beginner", "standard", "tower"} {
		a := shippedArena(t, name)
		for rot := 0; rot < 4; rot++ {
			for _, zoom := range []float64{0.6, 1, 2.2} {
				for cut := 0; cut < a.H; cut++ {
					b := New(a, DefaultPalette())
					b.SetCamera(Camera{Rotation: rot, Zoom: zoom, CutLevel: cut})
					b.Centre(1280, 720)
					self, n, unclear := 0, 0, 0
					for z := 0; z <= cut; z++ {
						for y := 0; y < a.D; y++ {
							for x := 0; x < a.W; x++ {
								c := world.Pos{X: x, Y: y, Z: z}
								if !a.Standable(c) {
									continue
								}
								n++
								sx, sy := b.ScreenOf(c)
								hit, ok := b.Pick(sx, sy, empty)
								want, wantOK, clear := expectedFloor(b, sx, sy)
								where := fmt.Sprintf("%s rot %d zoom %.1f cut %d cube %v", name, rot, zoom, cut, c)
								if !clear {
									// On the edge of a face in front: either cube is right,
									// as long as the point is on the one picked.
									unclear++
									if !ok || hit.Cell.Z > cut || !a.Standable(hit.Cell) || onFace(b, hit.Cell, sx, sy) < 0 {
										t.Fatalf("%s: picked %+v (ok %v), not a visible cube under the point", where, hit, ok)
									}
									continue
								}
								if !ok || !wantOK {
									t.Fatalf("%s: nothing picked (ok %v, expected %v)", where, ok, wantOK)
								}
								if hit.Cell != want || hit.Piece != "" {
									t.Fatalf("%s: picked %+v, want %v", where, hit, want)
								}
								if hit.Cell.Z > cut {
									t.Fatalf("%s: picked %v above the cut", where, hit.Cell)
								}
								if hit.Cell == c {
									self++
								}
							}
						}
					}
					// Most cubes are not covered by one in front.
					if self*2 < n || unclear*3 > n {
						t.Errorf("%s rot %d zoom %.1f cut %d: %d of %d cubes pick themselves, %d undecided", name, rot, zoom, cut, self, n, unclear)
					}
				}
			}
		}
	}
}

// TestPickUnderRoofNeedsCut: a ground cube under an upper floor is covered
// by it until the cut-away hides the upper level.
func TestPickUnderRoofNeedsCut(t *testing.T) {
	a := shippedArena(t, "standard")
	ground, roof := world.Pos{X: 1, Y: 3, Z: 0}, world.Pos{X: 1, Y: 3, Z: 1}
	if !a.Standable(roof) || !a.Standable(ground) {
		t.Fatal("the standard arena changed: want floors at 1,3,0 and 1,3,1")
	}
	b := New(a, DefaultPalette())
	b.Centre(1280, 720)
	x, y := b.ScreenOf(ground)
	if hit, ok := b.Pick(x, y, rules.View{}); !ok || hit.Cell.Z == 0 {
		t.Errorf("full view: picked %+v (ok %v), want an upper cube covering the ground", hit, ok)
	}
	c := b.Camera()
	c.CutLevel = 0
	b.SetCamera(c)
	if hit, ok := b.Pick(x, y, rules.View{}); !ok || hit.Cell != ground {
		t.Errorf("cut at 0: picked %+v (ok %v), want %v", hit, ok, ground)
	}
}

// TestPickModel picks a model's body at every rotation and zoom; a model
// above the cut level is not picked, and a point beside the arena picks
// nothing.
func TestPickModel(t *testing.T) {
	a := parseArena(t, yardArena)
	at := world.Pos{X: 1, Y: 2, Z: 1}
	v := rules.View{Pieces: []rules.Piece{
		piece("blue.1", rules.Blue, "OP", at),
		piece("red.1", rules.Red, "MK", world.Pos{X: 3, Y: 3, Z: 0}),
		{ID: "red.2", Seat: rules.Red, Role: "SK", Pos: world.Pos{X: 0, Y: 3, Z: 0}}, // off board
	}}
	for rot := 0; rot < 4; rot++ {
		for _, zoom := range []float64{0.5, 1, 2} {
			b := New(a, DefaultPalette())
			b.SetCamera(Camera{Rotation: rot, Zoom: zoom, CutLevel: a.H - 1})
			b.Centre(1280, 720)
			x, y := b.ScreenOf(at)
			body := y - 0.4*figStandH*zoom
			hit, ok := b.Pick(x, body, v)
			if !ok || hit.Piece != "blue.1" || hit.Cell != at {
				t.Errorf("rot %d zoom %.1f: picked %+v (ok %v), want blue.1 at %v", rot, zoom, hit, ok, at)
			}
			if hit, _ := b.Pick(x, body, rules.View{}); hit.Piece != "" {
				t.Errorf("rot %d zoom %.1f: picked piece %q with no pieces in the view", rot, zoom, hit.Piece)
			}
			x0, y0 := b.ScreenOf(world.Pos{X: 0, Y: 3, Z: 0})
			if hit, _ := b.Pick(x0, y0-0.4*figStandH*zoom, v); hit.Piece == "red.2" {
				t.Errorf("rot %d: picked a model that is off the board", rot)
			}
			c := b.Camera()
			c.CutLevel = 0
			b.SetCamera(c)
			if hit, _ := b.Pick(x, body, v); hit.Piece == "blue.1" {
				t.Errorf("rot %d zoom %.1f: picked blue.1 standing above the cut level", rot, zoom)
			}
			if _, ok := b.Pick(-500, -500, v); ok {
				t.Errorf("rot %d: picked something far outside the arena", rot)
			}
		}
	}
}

// TestPickCrowdedCube: four models in one cube are each picked at their own
// slot.
func TestPickCrowdedCube(t *testing.T) {
	a := parseArena(t, yardArena)
	at := world.Pos{X: 2, Y: 1, Z: 0}
	v := rules.View{}
	for i := 0; i < 4; i++ {
		v.Pieces = append(v.Pieces, piece(fmt.Sprintf("p.%d", i), rules.Seat(i%2), "OP", at))
	}
	for rot := 0; rot < 4; rot++ {
		b := New(a, DefaultPalette())
		b.SetCamera(Camera{Rotation: rot, Zoom: 2, CutLevel: a.H - 1})
		b.Centre(1280, 720)
		p := b.proj()
		placed := b.placePieces(p, v, nil, nil)
		px, py := b.pan()
		seen := map[string]bool{}
		for _, pl := range placed {
			// The role plate, which no other model in the cube covers.
			hit, ok := b.Pick(pl.x+px, pl.y+py-(figStandH+9)*2, v)
			if ok {
				seen[hit.Piece] = true
			}
		}
		if len(seen) != 4 {
			t.Errorf("rot %d: picked %v, want all four models", rot, seen)
		}
	}
}
