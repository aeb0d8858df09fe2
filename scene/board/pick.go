package board

import (
	"math"

	"github.com/solarlune/resolv"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Hit is what lies under a screen point: a cube, and the model there when
// the point is on a model rather than on the cube's floor.
type Hit struct {
	Cell  world.Pos
	Piece string // "" when the cube, not a model, is under the point
}

// pickKey is what the floor shapes depend on.
type pickKey struct {
	rot  int
	zoom float64
	cut  int
}

// picker holds resolv shapes of the visible top faces of standable cubes,
// in board pixels, for one pickKey.
type picker struct {
	key    pickKey
	valid  bool
	space  *resolv.Space
	models []*resolv.ConvexPolygon // reused model silhouettes
	placed []placed
}

// shapeInfo is attached to every pick shape.
type shapeInfo struct {
	order float64 // draw order: the larger, the more in front
	cell  world.Pos
	piece string
}

// Draw order of pick shapes: eight steps per slice, floors first, then
// models.
const (
	orderFloor = 0
	orderModel = 4
)

// ensurePicker rebuilds the floor shapes when the rotation, zoom or cut
// level changed.
func (b *Board) ensurePicker() {
	k := pickKey{rot: b.cam.Rotation, zoom: b.cam.Zoom, cut: b.cam.CutLevel}
	if b.picker.valid && b.picker.key == k {
		return
	}
	p := b.proj()
	w, h := p.size()
	cellSize := max(8, int(tileW*p.zoom))
	sp := resolv.NewSpace(int(w)+cellSize, int(h)+cellSize, cellSize, cellSize)
	a := b.arena
	for z := 0; z <= k.cut; z++ {
		for y := 0; y < a.D; y++ {
			for x := 0; x < a.W; x++ {
				c := world.Pos{X: x, Y: y, Z: z}
				if !a.Standable(c) {
					continue
				}
				cu, cv := p.cell(x, y)
				d := b.diamondAt(p, float64(cu), float64(cv), float64(z), 0)
				poly := resolv.NewConvexPolygon(0, 0, flatten(d))
				poly.SetData(shapeInfo{order: float64(p.sliceOf(c)*8 + orderFloor), cell: c})
				sp.Add(poly)
			}
		}
	}
	b.picker = picker{key: k, valid: true, space: sp, models: b.picker.models}
}

func flatten(ps []pt) []float64 {
	out := make([]float64, 0, 2*len(ps))
	for _, q := range ps {
		out = append(out, q.x, q.y)
	}
	return out
}

// Pick finds the front-most cube top face or model under screen point
// (x, y), as drawn with view v at the current camera. Cubes and pieces
// above the cut level are never picked. ok is false when nothing is there.
func (b *Board) Pick(x, y float64, v rules.View) (Hit, bool) {
	if b.arena == nil {
		return Hit{}, false
	}
	b.ensurePicker()
	px, py := b.pan()
	bx, by := x-px, y-py
	probe := resolv.NewRectangle(bx, by, 0.01, 0.01)
	best, found := shapeInfo{order: -1}, false
	p := b.proj()
	consider := func(s resolv.IShape) {
		info, ok := s.Data().(shapeInfo)
		if !ok || info.order <= best.order {
			return
		}
		if probe.IsContainedBy(s) {
			best, found = info, true
		}
	}
	sel := b.picker.space.FilterCells(probe.Bounds())
	sel.FilterShapes().ForEach(func(s resolv.IShape) bool {
		consider(s)
		return true
	})

	// Models, at their drawn places (without animations: picking happens
	// between moves).
	b.picker.placed = b.placePieces(p, v, nil, b.picker.placed[:0])
	for i, pl := range b.picker.placed {
		sil := silhouette(pl, p.zoom)
		if i >= len(b.picker.models) {
			b.picker.models = append(b.picker.models, resolv.NewConvexPolygon(0, 0, flatten(sil)))
		} else {
			m := b.picker.models[i]
			m.Points = m.Points[:0]
			m.AddPoints(flatten(sil)...)
		}
		pc := v.Pieces[pl.idx]
		// Models of one slice are drawn back to front: order them by depth
		// between the slice's floors and the next slice's.
		d := float64(pl.slice % p.diagonals())
		order := float64(pl.slice*8+orderModel) + 2*math.Tanh(pl.depth-d-1)
		b.picker.models[i].SetData(shapeInfo{order: order, cell: pc.Pos, piece: pc.ID})
		consider(b.picker.models[i])
	}
	if !found {
		return Hit{}, false
	}
	return Hit{Cell: best.cell, Piece: best.piece}, true
}
