package board

import (
	"math"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// placed is a piece where it is drawn this frame.
type placed struct {
	idx   int     // index in View.Pieces
	x, y  float64 // board pixel of its feet
	slice int     // draw slice it belongs to
	depth float64 // u+v of its spot, back to front within the slice
	pose  pose
}

// slot is the view offset (u, v) of the i-th of n models in one cube: one
// in the middle, two side by side, then back and front.
func slot(i, n int) (du, dv float64) {
	if n < 1 || i < 0 {
		return 0, 0
	}
	if n > 4 {
		// More than the rules allow: spread them on a small circle.
		a := 2 * math.Pi * float64(i) / float64(n)
		return 0.25 * math.Cos(a), 0.25 * math.Sin(a)
	}
	offsets := [4][4][2]float64{
		{{0, 0}},
		{{-0.2, 0.2}, {0.2, -0.2}},
		{{-0.22, 0.22}, {0.22, -0.22}, {0.2, 0.2}},
		{{-0.2, -0.2}, {-0.24, 0.24}, {0.24, -0.24}, {0.2, 0.2}},
	}
	o := offsets[n-1][min(i, n-1)]
	return o[0], o[1]
}

// slotOf is the view offset of piece i of v in its cube (slot).
func slotOf(v rules.View, i int) (du, dv float64) { return slot(cubeRank(v, i)) }

// placeCutAway computes where the models standing above the cut level are:
// the board draws them as outlines, so cutting levels away never hides
// where a model is. It appends to out and returns it.
func (b *Board) placeCutAway(p projection, v rules.View, out []placed) []placed {
	for i, pc := range v.Pieces {
		if !pc.OnBoard || pc.Pos.Z <= b.cam.CutLevel {
			continue
		}
		du, dv := slotOf(v, i)
		u, vv := p.view(float64(pc.Pos.X)+0.5, float64(pc.Pos.Y)+0.5)
		u, vv = u+du, vv+dv
		x, y := p.board(u, vv, float64(pc.Pos.Z))
		out = append(out, placed{idx: i, x: x, y: y, depth: u + vv, pose: poseOf(pc)})
	}
	return out
}

// poseOf is how a piece is drawn.
func poseOf(p rules.Piece) pose {
	switch {
	case p.Pinned:
		return posePinned
	case p.Crouched:
		return poseCrouch
	}
	return poseStand
}

// placePieces computes where every visible piece is drawn: on-board pieces
// at or below the cut level, in their slot of their cube, or on their way
// when animated. It appends to out and returns it.
func (b *Board) placePieces(p projection, v rules.View, anims map[string]Anim, out []placed) []placed {
	last := (b.cam.CutLevel+1)*p.diagonals() - 1
	for i, pc := range v.Pieces {
		if !pc.OnBoard {
			continue
		}
		du, dv := slotOf(v, i)
		u, vv := p.view(float64(pc.Pos.X)+0.5, float64(pc.Pos.Y)+0.5)
		u, vv = u+du, vv+dv
		z := float64(pc.Pos.Z)
		cube := pc.Pos
		sl := p.sliceOf(pc.Pos)
		if a, ok := anims[pc.ID]; ok {
			t := min(max(a.T, 0), 1)
			fu, fv := p.view(float64(a.From.X)+0.5, float64(a.From.Y)+0.5)
			tu, tv := p.view(float64(a.To.X)+0.5, float64(a.To.Y)+0.5)
			u = fu + (tu-fu)*t + du*t
			vv = fv + (tv-fv)*t + dv*t
			z = float64(a.From.Z) + float64(a.To.Z-a.From.Z)*t + 0.15*math.Sin(math.Pi*t)
			cube = a.From
			if t >= 0.5 {
				cube = a.To
			}
			sl = max(p.sliceOf(a.From), p.sliceOf(a.To))
		}
		if cube.Z > b.cam.CutLevel || cube.Z < 0 {
			continue
		}
		x, y := p.board(u, vv, z)
		out = append(out, placed{idx: i, x: x, y: y, slice: min(sl, last), depth: u + vv, pose: poseOf(pc)})
	}
	return out
}

// silhouette is the outline of a placed model (body and plate) in board
// pixels, for picking.
func silhouette(pl placed, zoom float64) []pt {
	h := (figureHeight(pl.pose) + 15) * zoom
	hw := 12 * zoom
	if pl.pose == posePinned {
		hw = 17 * zoom
	}
	x, y := pl.x, pl.y
	return []pt{
		{x - hw, y + 5*zoom}, {x - hw - zoom, y - h*0.6}, {x - hw*0.8, y - h},
		{x + hw*0.8, y - h}, {x + hw + zoom, y - h*0.6}, {x + hw, y + 5*zoom},
	}
}
