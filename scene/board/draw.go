package board

import (
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// itemKind orders what is drawn with a slice: highlights on the floor
// first, then tokens and models back to front.
type itemKind uint8

const (
	itemHighlight itemKind = iota
	itemToken
	itemPiece
)

// item is one dynamic thing drawn right after its slice.
type item struct {
	slice int
	kind  itemKind
	depth float64
	x, y  float64    // board pixel: the cube's top-face corner for highlights, the feet otherwise
	col   color.RGBA // highlights
	edge  color.RGBA // highlights: the outline's colour when it differs (a contested zone)
	zone  bool       // highlights: a scenario zone's cube, tinted more strongly
	idx   int        // token index, or index into frameScratch.placed
}

// frameScratch is reused from frame to frame so drawing does not allocate.
type frameScratch struct {
	items  []item
	placed []placed
	cut    []placed // models above the cut level, drawn as outlines
	path   []pt
	canvas canvas
	op     ebiten.DrawImageOptions
}

// opts returns the frame's reusable draw options, reset.
func (b *Board) opts() *ebiten.DrawImageOptions {
	b.frame.op = ebiten.DrawImageOptions{}
	return &b.frame.op
}

// Draw paints the arena, its tokens and pieces as v shows them, and the
// overlay o, onto dst at the current camera. It does not clear dst.
func (b *Board) Draw(dst *ebiten.Image, v rules.View, o Overlay) {
	if b.arena == nil || dst == nil {
		return
	}
	b.ensureSprites()
	b.ensureStatic()
	p := b.proj()
	f := &b.frame
	f.items = f.items[:0]
	f.placed = b.placePieces(p, v, o.Anims, f.placed[:0])
	f.cut = b.placeCutAway(p, v, f.cut[:0])
	b.collectHighlights(p, o)
	b.collectTokens(p, v)
	for i, pl := range f.placed {
		f.items = append(f.items, item{slice: pl.slice, kind: itemPiece, depth: pl.depth, x: pl.x, y: pl.y, idx: i})
	}
	slices.SortFunc(f.items, func(a, c item) int {
		if a.slice != c.slice {
			return a.slice - c.slice
		}
		ra, rc := min(a.kind, itemToken), min(c.kind, itemToken)
		if ra != rc {
			return int(ra) - int(rc)
		}
		switch {
		case a.depth < c.depth:
			return -1
		case a.depth > c.depth:
			return 1
		}
		return int(a.kind) - int(c.kind)
	})

	px, py := b.pan()
	j := 0
	for s, sl := range b.static.slices {
		for _, c := range sl {
			op := b.opts()
			op.GeoM.Translate(c.x+px, c.y+py)
			dst.DrawImage(c.img, op)
		}
		for ; j < len(f.items) && f.items[j].slice <= s; j++ {
			b.drawItem(dst, v, o, f.items[j], px, py)
		}
	}
	for ; j < len(f.items); j++ {
		b.drawItem(dst, v, o, f.items[j], px, py)
	}
	b.drawSharedPlates(dst, v, px, py)
	b.drawGhosts(dst, v, o, px, py)
	b.drawMarks(dst, p, v, o, px, py)
}

// ghostAlpha is the opacity of the team-coloured outline of every model
// drawn over the finished scene: where scenery hides a model its outline
// shows where it stands; where the model is in plain view the outline
// falls on its own dark rim.
const ghostAlpha = 0.7

// cutAwayAlpha is the opacity of the outline of a model on a level the
// camera cuts away.
const cutAwayAlpha = 0.45

// drawGhosts draws every model's outline over everything, and the
// brackets of a targeted model again, so a target hidden behind scenery
// (a model in a cube a grenade is aimed at) still shows it is one.
func (b *Board) drawGhosts(dst *ebiten.Image, v rules.View, o Overlay, px, py float64) {
	zoom := b.cam.Zoom
	// Flags and the ball lying on the board show through scenery too,
	// faintly: a scenario's objective is never lost behind a wall.
	for _, it := range b.frame.items {
		if it.kind != itemToken {
			continue
		}
		if k := strings.ToLower(v.Tokens[it.idx].Kind); k != "flag" && k != "ball" {
			continue
		}
		op := b.opts()
		op.GeoM.Translate(it.x+px-tokW/2*zoom, it.y+py-tokAnchorY*zoom)
		op.ColorScale.ScaleAlpha(0.4)
		dst.DrawImage(b.token(lookOf(v.Tokens[it.idx])), op)
	}
	for _, pl := range b.frame.cut {
		// A model on a level cut away: its outline, fainter, where it
		// stands above the cut.
		op := b.opts()
		op.GeoM.Translate(pl.x+px-figW/2*zoom, pl.y+py-figAnchorY*zoom)
		op.ColorScale.ScaleAlpha(cutAwayAlpha)
		dst.DrawImage(b.ghost(v.Pieces[pl.idx].Seat, pl.pose), op)
	}
	for _, pl := range b.frame.placed {
		pc := v.Pieces[pl.idx]
		op := b.opts()
		op.GeoM.Translate(pl.x+px-figW/2*zoom, pl.y+py-figAnchorY*zoom)
		op.ColorScale.ScaleAlpha(ghostAlpha)
		dst.DrawImage(b.ghost(pc.Seat, pl.pose), op)
		if slices.Contains(o.Targets, pc.ID) {
			x, y := pl.x+px, pl.y+py
			top := y - (figureHeight(pl.pose)+17)*zoom
			b.drawBrackets(dst, x, y+5*zoom, top-6*zoom, b.pal.Target)
		}
	}
}

// pan is the camera pan rounded to whole pixels, so cached images stay
// sharp.
func (b *Board) pan() (float64, float64) {
	return math.Round(b.cam.PanX), math.Round(b.cam.PanY)
}

// collectHighlights adds the Move and Sprint highlights of visible cubes.
func (b *Board) collectHighlights(p projection, o Overlay) {
	add := func(c world.Pos, col color.RGBA) {
		if !b.arena.In(c) || c.Z > b.cam.CutLevel {
			return
		}
		cu, cv := p.cell(c.X, c.Y)
		x, _ := p.board(float64(cu), float64(cv)+1, float64(c.Z))
		_, top := p.board(float64(cu), float64(cv), float64(c.Z))
		b.frame.items = append(b.frame.items, item{slice: p.sliceOf(c), kind: itemHighlight, x: x, y: top, col: col})
	}
	// A cube under fire (the threat view) shows in the danger colour
	// instead of its Move or Sprint colour.
	for _, c := range o.Sprint {
		if !slices.Contains(o.Move, c) && !slices.Contains(o.Danger, c) {
			add(c, b.pal.Sprint)
		}
	}
	for _, c := range o.Move {
		if !slices.Contains(o.Danger, c) {
			add(c, b.pal.Move)
		}
	}
	for _, c := range o.Aim {
		add(c, b.pal.Target)
	}
	for _, c := range o.Danger {
		add(c, b.pal.Danger)
	}
	for _, c := range o.Marks {
		add(c, b.pal.Goal)
	}
}

// collectTokens adds the visible tokens, spread over their cube's corners.
func (b *Board) collectTokens(p projection, v rules.View) {
	spots := [4][2]float64{{0.27, -0.27}, {-0.27, 0.27}, {-0.28, -0.28}, {0.28, 0.28}}
	for i, t := range v.Tokens {
		if !b.arena.In(t.Pos) || t.Pos.Z > b.cam.CutLevel {
			continue
		}
		if strings.EqualFold(t.Kind, "drop-spot") {
			continue // the floor marks a weapon-drop spot already
		}
		if id := t.Carrier; id != "" && carriedShown(v, id, t.Pos) {
			continue // drawn with its carrier
		}
		if isZone(t) {
			// A scenario zone tints its floor like a highlight.
			cu, cv := p.cell(t.Pos.X, t.Pos.Y)
			x, _ := p.board(float64(cu), float64(cv)+1, float64(t.Pos.Z))
			_, top := p.board(float64(cu), float64(cv), float64(t.Pos.Z))
			col, edge := b.pal.Objective, color.RGBA{}
			switch seat, contested := ZoneState(t); {
			case seat == rules.Blue || seat == rules.Red:
				col = b.pal.Team[seat]
			case contested:
				col, edge = b.pal.Team[rules.Blue], b.pal.Team[rules.Red]
			}
			b.frame.items = append(b.frame.items, item{slice: p.sliceOf(t.Pos), kind: itemHighlight, x: x, y: top, col: col, edge: edge, zone: true})
			continue
		}
		k := 0
		for _, o := range v.Tokens[:i] {
			if o.Pos == t.Pos && !isZone(o) && !strings.EqualFold(o.Kind, "drop-spot") && (o.Carrier == "" || !carriedShown(v, o.Carrier, o.Pos)) {
				k++
			}
		}
		u, vv := p.view(float64(t.Pos.X)+0.5, float64(t.Pos.Y)+0.5)
		u, vv = u+spots[k%4][0], vv+spots[k%4][1]
		x, y := p.board(u, vv, float64(t.Pos.Z))
		b.frame.items = append(b.frame.items, item{slice: p.sliceOf(t.Pos), kind: itemToken, depth: u + vv, x: x, y: y, idx: i})
	}
}

// drawItem draws one highlight, token or piece.
func (b *Board) drawItem(dst *ebiten.Image, v rules.View, o Overlay, it item, px, py float64) {
	op := b.opts()
	switch it.kind {
	case itemHighlight:
		op.GeoM.Translate(it.x+px-2, it.y+py-2)
		fill := 0.42
		if it.zone {
			fill = 0.6
		}
		scaleBy(&op.ColorScale, fade(it.col, fill))
		dst.DrawImage(b.sprites.tile, op)
		op.ColorScale.Reset()
		if it.edge.A != 0 {
			scaleBy(&op.ColorScale, it.edge)
		} else {
			scaleBy(&op.ColorScale, it.col)
		}
		dst.DrawImage(b.sprites.tileEdge, op)
	case itemToken:
		img := b.token(lookOf(v.Tokens[it.idx]))
		op.GeoM.Translate(it.x+px-tokW/2*b.cam.Zoom, it.y+py-tokAnchorY*b.cam.Zoom)
		dst.DrawImage(img, op)
	case itemPiece:
		b.drawPiece(dst, v, o, b.frame.placed[it.idx], px, py)
	}
}

// drawPiece draws a model with its rings, flash, pips and target brackets.
func (b *Board) drawPiece(dst *ebiten.Image, v rules.View, o Overlay, pl placed, px, py float64) {
	pc := v.Pieces[pl.idx]
	zoom := b.cam.Zoom
	x, y := pl.x+px, pl.y+py
	targeted := slices.Contains(o.Targets, pc.ID)

	// Rings on the floor under the model.
	ring := func(col color.RGBA) {
		op := b.opts()
		w, h := b.sprites.ring.Bounds().Dx(), b.sprites.ring.Bounds().Dy()
		op.GeoM.Translate(x-float64(w)/2, y-float64(h)/2)
		scaleBy(&op.ColorScale, col)
		dst.DrawImage(b.sprites.ring, op)
	}
	switch {
	case o.Selected != "" && pc.ID == o.Selected:
		ring(b.pal.Selected)
	case pc.Active:
		ring(fade(b.pal.Selected, 0.6))
	case slices.Contains(o.Ready, pc.ID):
		ring(fade(b.pal.Selected, 0.4))
	}
	if targeted {
		ring(b.pal.Target)
	}

	k, n := cubeRank(v, pl.idx)
	role := pc.Role
	if n > 1 {
		role = "" // the cube's models share one plate (drawSharedPlates)
	}
	img := b.figure(pc.Seat, role, pl.pose)
	op := b.opts()
	op.GeoM.Translate(x-figW/2*zoom, y-figAnchorY*zoom)
	if pc.Activated && !pc.Active {
		// Already activated this round: dimmed.
		op.ColorScale.Scale(0.62, 0.62, 0.62, 1)
	}
	dst.DrawImage(img, op)
	if t, ok := carriedBy(v, pc.ID); ok {
		// A carried flag rises over the model's shoulder; the ball is
		// held at its side.
		img := b.token(lookOf(t))
		op := b.opts()
		dx, dy := 9.0, -12.0
		if strings.EqualFold(t.Kind, "ball") {
			dx, dy = 10, -6
		}
		op.GeoM.Translate(x+(dx-tokW/2)*zoom, y+(dy-tokAnchorY)*zoom)
		dst.DrawImage(img, op)
	}
	if fl := o.Flash[pc.ID]; fl > 0 {
		op = b.opts()
		op.GeoM.Translate(x-figW/2*zoom, y-figAnchorY*zoom)
		op.ColorScale.ScaleAlpha(float32(min(fl, 1)))
		op.Blend = ebiten.BlendLighter
		dst.DrawImage(img, op)
		dst.DrawImage(img, op)
	}

	top := y - (figureHeight(pl.pose)+17)*zoom
	if n > 1 {
		// Models sharing a cube stack their bars over the shared plate,
		// the first at the bottom, so no bar hides another.
		top -= float64(k) * pipRowH * zoom
	}
	right := b.drawPips(dst, pc, x, top)
	if slices.Contains(o.Burning, pc.ID) {
		b.drawFlame(dst, right+5*zoom, top)
	}
	if targeted {
		b.drawBrackets(dst, x, y+5*zoom, top-6*zoom, b.pal.Target)
	}
	if pc.Active {
		// A chevron over the model now activating.
		c := &b.frame.canvas
		c.begin(dst, b.sprites.white, 0, 0)
		ty := top - 10*zoom
		c.poly(shade(b.pal.Selected, 0.4), pt{x - 6*zoom, ty - 6*zoom}, pt{x + 6*zoom, ty - 6*zoom}, pt{x, ty + 1*zoom})
		c.poly(b.pal.Selected, pt{x - 4.5*zoom, ty - 5*zoom}, pt{x + 4.5*zoom, ty - 5*zoom}, pt{x, ty - 0.5*zoom})
		c.flush()
	}
}

// drawPips draws the shields and wounds bar centred on x with its bottom
// at y: one pip per shield point (filled while up) and one per wound the
// model can take (filled while not yet taken).
// It returns the bar's right edge (x when there is no bar).
func (b *Board) drawPips(dst *ebiten.Image, pc rules.Piece, x, y float64) float64 {
	maxS := min(max(pc.MaxShields, 0), 8)
	hp := min(max(pc.HP, 0), 10)
	if maxS+hp == 0 {
		return x
	}
	zoom := b.cam.Zoom
	pw, gap := math.Max(3, 4*zoom), math.Max(1, 1*zoom)
	sep := 0.0
	if maxS > 0 && hp > 0 {
		sep = 2 * gap
	}
	w := float64(maxS+hp)*(pw+gap) - gap + sep
	x0 := math.Round(x - w/2)
	y0 := math.Round(y - pw)
	b.rect(dst, x0-gap, y0-gap, w+2*gap, pw+2*gap, color.RGBA{10, 12, 16, 220})
	for i := 0; i < maxS; i++ {
		col := fade(b.pal.Shield, 0.22)
		if i < pc.Shields {
			col = b.pal.Shield
		}
		b.rect(dst, x0+float64(i)*(pw+gap), y0, pw, pw, col)
	}
	x1 := x0 + float64(maxS)*(pw+gap) + sep
	for i := 0; i < hp; i++ {
		col := b.pal.WoundLost
		if i < hp-pc.Wounds {
			col = b.pal.Wound
		}
		b.rect(dst, x1+float64(i)*(pw+gap), y0, pw, pw, col)
	}
	return x0 + w + gap
}

// drawBrackets draws four corner brackets around a targetable model.
func (b *Board) drawBrackets(dst *ebiten.Image, x, bottom, top float64, col color.RGBA) {
	zoom := b.cam.Zoom
	hw := 16 * zoom
	l, t := math.Max(2, 2.5*zoom), 7*zoom
	for _, sx := range [2]float64{-1, 1} {
		for _, sy := range [2]float64{-1, 1} {
			cx, cy := x+sx*hw, bottom
			if sy < 0 {
				cy = top
			}
			b.rect(dst, math.Min(cx, cx-sx*t), cy-l/2, t, l, col)
			b.rect(dst, cx-l/2, math.Min(cy, cy-sy*t), l, t, col)
		}
	}
}

// rect fills a screen rectangle.
func (b *Board) rect(dst *ebiten.Image, x, y, w, h float64, col color.RGBA) {
	op := b.opts()
	op.GeoM.Scale(w, h)
	op.GeoM.Translate(x, y)
	scaleBy(&op.ColorScale, col)
	dst.DrawImage(b.sprites.white, op)
}

// carriedShown reports whether the model id that carries a token is
// drawn in the token's cube, so the token is drawn with it.
func carriedShown(v rules.View, id string, at world.Pos) bool {
	for _, p := range v.Pieces {
		if p.ID == id {
			return p.OnBoard && p.Pos == at
		}
	}
	return false
}
