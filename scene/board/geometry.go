package board

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/flashpoint-arena/flashpoint/world"
)

// Proportions of the scenery, in cubes (horizontal) and levels (vertical).
const (
	wallT     = 0.07 // half the thickness of a wall
	lowWallH  = 0.45 // height of a low wall
	cutWallH  = 0.25 // height of a solid wall on the cut level
	girderW   = 0.09 // width of a girder beam
	girderH   = 0.07 // depth of a girder beam
	tileInset = 0.13 // inset of the bevel drawn on floor tiles
)

// Shading of the two visible vertical sides of a box, relative to its
// colour: sides facing +v (lower left on screen) are lit, sides facing +u
// (lower right) are in shade.
const (
	shadeV = 0.82
	shadeU = 0.62
)

// geometry paints static scenery into slices.
type geometry struct {
	b *Board
	p projection
	c canvas
}

// at projects a view point to board pixels.
func (g *geometry) at(u, v, z float64) pt {
	x, y := g.p.board(u, v, z)
	return pt{x, y}
}

// box paints an axis-aligned box in view coordinates: its outline, then its
// top and its two visible sides.
func (g *geometry) box(u0, u1, v0, v1, z0, z1 float64, top, side, edge color.RGBA) {
	t00, t10, t11, t01 := g.at(u0, v0, z1), g.at(u1, v0, z1), g.at(u1, v1, z1), g.at(u0, v1, z1)
	b10, b11, b01 := g.at(u1, v0, z0), g.at(u1, v1, z0), g.at(u0, v1, z0)
	g.c.poly(edge, g.c.hullOf([]pt{t00, t10, t11, t01, b10, b11, b01})...)
	g.c.poly(shade(side, shadeU), t10, t11, b11, b10)
	g.c.poly(shade(side, shadeV), t01, t11, b11, b01)
	g.c.poly(top, t00, t10, t11, t01)
}

// floorColour is the tile colour of a cube: a checker, lighter on higher
// levels and darker under a roof.
func (g *geometry) floorColour(c world.Pos) color.RGBA {
	pal := g.b.pal
	col := pal.Floor
	if (c.X+c.Y)%2 == 1 {
		col = pal.FloorAlt
	}
	col = shade(col, 1+0.07*float64(c.Z))
	a := g.b.arena
	for z := c.Z + 1; z < a.H; z++ {
		if a.Floor(world.Pos{X: c.X, Y: c.Y, Z: z}) == world.FloorSolid {
			return shade(col, 0.8)
		}
	}
	return col
}

// floor paints a cube's floor (slab or girders) and its zone marks.
func (g *geometry) floor(c world.Pos, cu, cv int) {
	a := g.b.arena
	pal := g.b.pal
	u, v, z := float64(cu), float64(cv), float64(c.Z)
	switch a.Floor(c) {
	case world.FloorSolid:
		under, side := slabH, shade(pal.Plinth, 1.25)
		if c.Z == 0 {
			under, side = plinthH, pal.Plinth
		}
		top := g.floorColour(c)
		g.box(u, u+1, v, v+1, z-under, z, top, side, pal.Grid)
		// The grid line: the top face drawn slightly inset over the outline.
		g.c.poly(top, g.diamond(u, v, z, 0.025)...)
		// The tile pattern: an inner tile with a lit back rim.
		g.c.poly(shade(top, 1.08), g.diamond(u, v, z, tileInset)...)
		g.c.poly(shade(top, 0.96), g.diamond(u+0.02, v+0.02, z, tileInset+0.01)...)
	case world.FloorGirder:
		g.girders(u, v, z)
	default:
		return
	}
	g.zoneMarks(c, u, v, z)
}

// diamond is the top face of view cell (u, v) at height z, inset by e.
func (g *geometry) diamond(u, v, z, e float64) []pt {
	return []pt{g.at(u+e, v+e, z), g.at(u+1-e, v+e, z), g.at(u+1-e, v+1-e, z), g.at(u+e, v+1-e, z)}
}

// girders paints a girder floor as an open frame of beams: a square frame
// with a cross in the middle, so what is below shows through four holes.
func (g *geometry) girders(u, v, z float64) {
	pal := g.b.pal
	top, edge := pal.Girder, shade(pal.Girder, 0.45)
	w, h := girderW, girderH
	z0 := z - h
	// Back beams first, then the middle cross, then the front beams.
	g.box(u, u+w, v, v+1, z0, z, top, pal.Girder, edge)
	g.box(u, u+1, v, v+w, z0, z, top, pal.Girder, edge)
	g.box(u+0.5-w/2, u+0.5+w/2, v, v+1, z0, z, top, pal.Girder, edge)
	g.box(u, u+1, v+0.5-w/2, v+0.5+w/2, z0, z, top, pal.Girder, edge)
	g.box(u+1-w, u+1, v, v+1, z0, z, top, pal.Girder, edge)
	g.box(u, u+1, v+1-w, v+1, z0, z, top, pal.Girder, edge)
}

// backWalls paints the walls on the two back faces of a cube (view north
// and west). Every wall between two cubes is the back face of the cube in
// front of it, so each is painted once, in the slice of that cube.
func (g *geometry) backWalls(c world.Pos, cu, cv int) {
	a := g.b.arena
	u, v, z := float64(cu), float64(cv), float64(c.Z)
	if s := innerSide(a, c, g.p.worldDir(world.West)); s != world.Open {
		g.wall(s, u-wallT, u+wallT, v-wallT, v+1+wallT, z)
	}
	if s := innerSide(a, c, g.p.worldDir(world.North)); s != world.Open {
		g.wall(s, u-wallT, u+1+wallT, v-wallT, v+wallT, z)
	}
}

// wall paints a low or solid wall as a box.
func (g *geometry) wall(s world.Side, u0, u1, v0, v1, z float64) {
	pal := g.b.pal
	if s == world.LowWall {
		g.box(u0, u1, v0, v1, z, z+lowWallH, shade(pal.LowWall, 1.25), pal.LowWall, shade(pal.LowWall, 0.4))
		// A darker band marks it as a barrier, not a step.
		g.band(u0, u1, v0, v1, z+lowWallH*0.55, z+lowWallH*0.7, shade(pal.LowWall, 0.7))
		return
	}
	if g.cutWalls(z) {
		// A wall of the cut level is drawn cut down, with a hatched
		// section on top, so the level's floor shows behind it.
		g.box(u0, u1, v0, v1, z, z+cutWallH, shade(pal.Wall, 0.55), pal.Wall, shade(pal.Wall, 0.5))
		g.hatch(u0, u1, v0, v1, z+cutWallH, shade(pal.WallTop, 0.85))
		return
	}
	g.box(u0, u1, v0, v1, z, z+1, pal.WallTop, pal.Wall, shade(pal.Wall, 0.5))
	// A dark footing marks each level of a tall wall; a seam halves it.
	g.band(u0, u1, v0, v1, z, z+0.06, shade(pal.Wall, 0.6))
	g.band(u0, u1, v0, v1, z+0.5, z+0.53, shade(pal.Wall, 0.82))
}

// cutWalls reports whether the walls of level z are cut down: they are on
// the cut level when the cut-away hides anything.
func (g *geometry) cutWalls(z float64) bool {
	cut := g.b.cam.CutLevel
	return cut < g.b.arena.H-1 && int(z) == cut
}

// hatch paints diagonal stripes across the top of a box at height z.
func (g *geometry) hatch(u0, u1, v0, v1, z float64, col color.RGBA) {
	w := 0.05
	long := u1-u0 > v1-v0
	n0, n1 := v0, v1
	if long {
		n0, n1 = u0, u1
	}
	for t := n0 + 0.03; t+w < n1; t += 0.16 {
		if long {
			g.c.poly(col, g.at(t, v0, z), g.at(t+w, v0, z), g.at(t+w+(v1-v0), v1, z), g.at(t+(v1-v0), v1, z))
		} else {
			g.c.poly(col, g.at(u0, t, z), g.at(u0, t+w, z), g.at(u1, t+w+(u1-u0), z), g.at(u1, t+(u1-u0), z))
		}
	}
}

// band paints a horizontal stripe on the visible sides of a box.
func (g *geometry) band(u0, u1, v0, v1, z0, z1 float64, col color.RGBA) {
	g.c.poly(shade(col, shadeU), g.at(u1, v0, z1), g.at(u1, v1, z1), g.at(u1, v1, z0), g.at(u1, v0, z0))
	g.c.poly(shade(col, shadeV), g.at(u0, v1, z1), g.at(u1, v1, z1), g.at(u1, v1, z0), g.at(u0, v1, z0))
}

// zoneMarks paints deploy tints, respawn pads, weapon-drop letters and
// objective numbers on a cube's floor.
func (g *geometry) zoneMarks(c world.Pos, u, v, z float64) {
	a := g.b.arena
	m := g.b.zones[cubeIndex(a, c)]
	pal := g.b.pal
	zoom := g.p.zoom
	cx, cy := g.p.board(u+0.5, v+0.5, z)
	if m.deploy > 0 {
		team := pal.Team[m.deploy-1]
		g.c.poly(fade(team, 0.2), g.diamond(u, v, z, 0.05)...)
		g.c.outline(fade(team, 0.75), 1.5*zoom, g.diamond(u, v, z, 0.1)...)
	}
	if m.respawn > 0 {
		team := pal.Team[m.respawn-1]
		rx, ry := 0.3*tileW*zoom, 0.3*tileH*zoom
		g.c.ellipse(fade(team, 0.45), cx, cy, rx, ry)
		g.c.ring(team, 3*zoom, cx, cy, rx, ry)
		g.c.ring(shade(team, 1.5), 1.5*zoom, cx, cy, rx*0.55, ry*0.55)
		// Four arrows pointing in: a pad models appear on.
		for _, d := range [4][2]float64{{0, -1}, {1, 0}, {0, 1}, {-1, 0}} {
			ax, ay := cx+d[0]*rx*1.35, cy+d[1]*ry*1.35
			tx, ty := cx+d[0]*rx*1.05, cy+d[1]*ry*1.05
			px, py := -d[1]*0.12*tileW*zoom, d[0]*0.12*tileH*zoom
			g.c.poly(team, pt{tx, ty}, pt{ax + px, ay + py}, pt{ax - px, ay - py})
		}
	}
	if m.objective != "" {
		rx, ry := 0.34*tileW*zoom, 0.34*tileH*zoom
		g.c.ellipse(fade(pal.Objective, 0.35), cx, cy, rx, ry)
		g.c.ring(pal.Objective, 2.5*zoom, cx, cy, rx, ry)
		g.badge(m.objective, pal.Objective, shade(pal.Objective, 0.25), cx, cy-0.1*levelH*zoom)
	}
	if m.drop != "" {
		g.c.outline(pal.Drop, 2.5*zoom, g.diamond(u, v, z, 0.2)...)
		g.badge(m.drop, shade(pal.Drop, 0.25), pal.Drop, cx, cy-0.1*levelH*zoom)
	}
}

// badge paints an upright label plate centred at (x, y).
func (g *geometry) badge(s string, bg, fg color.RGBA, x, y float64) {
	zoom := g.p.zoom
	face := g.b.face(13 * zoom)
	w := 16 * zoom
	if face != nil {
		tw, _ := text.Measure(s, face, 0)
		w = max(w, tw+8*zoom)
	}
	h := 17 * zoom
	g.c.roundRect(shade(bg, 0.5), x-w/2-zoom, y-h/2-zoom, w+2*zoom, h+2*zoom, 4*zoom)
	g.c.roundRect(bg, x-w/2, y-h/2, w, h, 3.5*zoom)
	if face != nil {
		g.c.text(s, face, fg, x, y)
	}
}
