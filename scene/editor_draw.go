package scene

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/flashpoint-arena/flashpoint/internal/arenaedit"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/scene/board"
	"github.com/flashpoint-arena/flashpoint/world"
)

func (s *editorScreen) draw(a *App, dst *ebiten.Image) {
	s.layout(a)
	w, _ := a.size()
	dst.Fill(colBackground)
	o := board.Overlay{}
	if s.overOK {
		h := s.hover
		o.Hover = &h
	}
	if s.check {
		o.Danger = s.problemCubes()
	}
	s.brd.Draw(dst, rules.View{}, o)
	s.drawGrid(dst)
	s.drawCursor(dst)
	l := &s.lay
	// The name and the level over the board.
	face := a.fonts.face(sizeLarge)
	field := l.nameR
	roundRect(dst, field, 4, color.RGBA{12, 15, 22, 255})
	edge := colPanelEdge
	if s.naming || s.focus >= 0 && s.focus < len(s.focusables()) && s.focusables()[s.focus] == &l.name {
		edge = colAccent
	}
	strokeRoundRect(dst, field, 4, 1, edge)
	name := unsavedName(s.ed.Name(), s.dirty)
	if s.naming {
		name = string(s.name) + "_"
	}
	drawTextMiddle(dst, ellipsis(name, face, field.W-60), face, field.X+10, field.Y+field.H/2, colText, text.AlignStart)
	drawTextMiddle(dst, "N", a.fonts.face(sizeSmall), field.X+field.W-10, field.Y+field.H/2, colDim, text.AlignEnd)
	_, _, levels := s.ed.Size()
	drawTextMiddle(dst, ellipsis(a.t("EditorLevel", "Level", s.level, "Top", levels-1), a.fonts.face(sizeNormal), w-8-(field.X+field.W+16)),
		a.fonts.face(sizeNormal), field.X+field.W+16, field.Y+field.H/2, colText, text.AlignStart)
	// The palette.
	panel(dst, l.palette)
	drawText(dst, a.t("EditorTools"), a.fonts.boldFace(sizeNormal), l.palette.X+10, l.palette.Y+8, colDim, text.AlignStart)
	for i := range l.tools {
		l.tools[i].draw(dst, a.fonts, &a.in)
	}
	for _, b := range []*button{&l.levelDown, &l.levelUp, &l.cutLevel, &l.addLevel, &l.rotL, &l.rotR} {
		b.draw(dst, a.fonts, &a.in)
	}
	for i := range l.acts {
		l.acts[i].draw(dst, a.fonts, &a.in)
	}
	if s.focus >= 0 {
		if f := s.focusables(); s.focus < len(f) {
			strokeRoundRect(dst, f[s.focus].r.inset(-3), 7, 2.5, colAccent)
		}
	}
	s.drawStatus(a, dst)
	if s.check {
		s.drawCheck(a, dst)
	}
}

// problemCubes are the cubes the Check panel names: the first cube of
// each zone out of reach and, when the arena is the same for both sides
// under no symmetry, the first differences under the one that comes
// closest.
func (s *editorScreen) problemCubes() []world.Pos {
	r := s.currentReport()
	var out []world.Pos
	for _, g := range r.Gaps {
		out = append(out, g.At)
	}
	if best := closestSymmetry(r); best >= 0 && !r.Fair() {
		for _, d := range r.Symmetries[best].Diffs {
			out = append(out, d.At, d.Image)
		}
	}
	return out
}

// closestSymmetry is the index of the symmetry with the fewest
// differences, -1 when there are none.
func closestSymmetry(r arenaedit.Report) int {
	best := -1
	for i, sy := range r.Symmetries {
		if best < 0 || sy.Count < r.Symmetries[best].Count {
			best = i
		}
	}
	return best
}

// corner is the screen point of a corner of cube c's floor: (du, dv) are
// -0.5 or 0.5 along the arena's x and y, up lifts it by levels.
func (s *editorScreen) corner(c world.Pos, du, dv, up float64) (float32, float32) {
	ox, oy := s.brd.ScreenOf(c)
	ex, ey := s.brd.ScreenOf(c.Add(world.Pos{X: 1}))
	nx, ny := s.brd.ScreenOf(c.Add(world.Pos{Y: 1}))
	zx, zy := s.brd.ScreenOf(c.Add(world.Pos{Z: 1}))
	x := ox + (ex-ox)*du + (nx-ox)*dv + (zx-ox)*up
	y := oy + (ey-oy)*du + (ny-oy)*dv + (zy-oy)*up
	return float32(x), float32(y)
}

// drawGrid draws the level edited as a faint grid, so open air can be
// clicked where nothing is drawn yet; above the ground its floors are
// tinted (girders outlined), as seen from above they hardly stand out
// from the floors below.
func (s *editorScreen) drawGrid(dst *ebiten.Image) {
	w, d, _ := s.ed.Size()
	if s.level > 0 {
		for y := 0; y < d; y++ {
			for x := 0; x < w; x++ {
				c := world.Pos{X: x, Y: y, Z: s.level}
				switch s.shown.Floor(c) {
				case world.FloorSolid:
					s.diamond(dst, c, withAlpha(colShield, 0.28), true)
				case world.FloorGirder:
					s.diamond(dst, c, withAlpha(colShield, 0.8), false)
				}
			}
		}
	}
	col := color.RGBA{150, 170, 200, 70}
	for x := 0; x <= w; x++ {
		x0, y0 := s.corner(world.Pos{X: x, Z: s.level}, -0.5, -0.5, 0)
		x1, y1 := s.corner(world.Pos{X: x, Y: d - 1, Z: s.level}, -0.5, 0.5, 0)
		vector.StrokeLine(dst, x0, y0, x1, y1, 1, col, true)
	}
	for y := 0; y <= d; y++ {
		x0, y0 := s.corner(world.Pos{Y: y, Z: s.level}, -0.5, -0.5, 0)
		x1, y1 := s.corner(world.Pos{X: w - 1, Y: y, Z: s.level}, 0.5, -0.5, 0)
		vector.StrokeLine(dst, x0, y0, x1, y1, 1, col, true)
	}
}

// diamond fills (or outlines) the floor of cube c.
func (s *editorScreen) diamond(dst *ebiten.Image, c world.Pos, col color.RGBA, fill bool) {
	var p vector.Path
	for i, k := range [][2]float64{{-0.5, -0.5}, {0.5, -0.5}, {0.5, 0.5}, {-0.5, 0.5}} {
		x, y := s.corner(c, k[0], k[1], 0)
		if i == 0 {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
	p.Close()
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(col)
	if fill {
		vector.FillPath(dst, &p, nil, op)
		return
	}
	vector.StrokePath(dst, &p, &vector.StrokeOptions{Width: 2}, op)
}

// faceCorners are the floor corners (du, dv) of side d of a cube.
func faceCorners(d world.Dir) [2][2]float64 {
	switch d {
	case world.North:
		return [2][2]float64{{-0.5, -0.5}, {0.5, -0.5}}
	case world.East:
		return [2][2]float64{{0.5, -0.5}, {0.5, 0.5}}
	case world.South:
		return [2][2]float64{{-0.5, 0.5}, {0.5, 0.5}}
	}
	return [2][2]float64{{-0.5, -0.5}, {-0.5, 0.5}}
}

// drawCursor outlines the keyboard's cube (boldly while the board has the
// keys) and, for the wall tools, the face a click or Space would build
// on.
func (s *editorScreen) drawCursor(dst *ebiten.Image) {
	width := float32(1.5)
	if s.focus < 0 {
		width = 3
	}
	var p vector.Path
	for i, k := range [][2]float64{{-0.5, -0.5}, {0.5, -0.5}, {0.5, 0.5}, {-0.5, 0.5}} {
		x, y := s.corner(s.cursor, k[0], k[1], 0)
		if i == 0 {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
	p.Close()
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(colAccent)
	vector.StrokePath(dst, &p, &vector.StrokeOptions{Width: width}, op)
	if !s.tool.OnFace() {
		return
	}
	cube, side := s.cursor, s.facing
	if s.overOK {
		cube, side = s.hover, s.face
	}
	height := 1.0
	if s.tool == arenaedit.LowWall {
		height = 0.5
	}
	k := faceCorners(side)
	var q vector.Path
	x0, y0 := s.corner(cube, k[0][0], k[0][1], 0)
	x1, y1 := s.corner(cube, k[1][0], k[1][1], 0)
	x2, y2 := s.corner(cube, k[1][0], k[1][1], height)
	x3, y3 := s.corner(cube, k[0][0], k[0][1], height)
	q.MoveTo(x0, y0)
	q.LineTo(x1, y1)
	q.LineTo(x2, y2)
	q.LineTo(x3, y3)
	q.Close()
	fop := &vector.DrawPathOptions{AntiAlias: true}
	fop.ColorScale.ScaleWithColor(withAlpha(colAccent, 0.45))
	vector.FillPath(dst, &q, nil, fop)
	vector.StrokePath(dst, &q, &vector.StrokeOptions{Width: 2}, op)
}

// drawStatus writes what the cube under the pointer (else the keyboard's
// cube) is, and how the editor is used.
func (s *editorScreen) drawStatus(a *App, dst *ebiten.Image) {
	r := s.lay.status
	c := s.cursor
	if s.overOK {
		c = s.hover
	}
	small := a.fonts.face(sizeSmall)
	line := a.t("EditorCube", "At", c.String()) + " · " + s.floorWord(a, c)
	if z, ok := s.shown.ZoneAt(c); ok {
		line += " · " + zoneWord(a, z.Kind, z.Team, z.Label)
	}
	line += " · " + a.t("EditorToolNow", "Tool", s.toolName(a, s.tool))
	drawText(dst, ellipsis(line, a.fonts.face(sizeNormal), r.W), a.fonts.face(sizeNormal), r.X, r.Y, colText, text.AlignStart)
	help := wrap(a.t("EditorHelp"), small, r.W)
	for i, l := range help {
		if r.Y+22+float64(i+1)*lineHeight(small) > r.Y+r.H+4 {
			break
		}
		drawText(dst, l, small, r.X, r.Y+22+float64(i)*lineHeight(small), colDim, text.AlignStart)
	}
}

// floorWord names the floor of cube c.
func (s *editorScreen) floorWord(a *App, c world.Pos) string {
	switch s.shown.Floor(c) {
	case world.FloorSolid:
		return a.t("EditorFloorSolid")
	case world.FloorGirder:
		return a.t("EditorFloorGirder")
	}
	return a.t("EditorFloorNone")
}

// zoneWord names a zone: "blue's deployment zone", "objective 2".
func zoneWord(a *App, kind world.ZoneKind, team int, label string) string {
	side := "Blue"
	if team == 1 {
		side = "Red"
	}
	switch kind {
	case world.ZoneDeploy:
		return a.t("EditorZoneDeploy" + side)
	case world.ZoneRespawn:
		return a.t("EditorZoneRespawn" + side)
	case world.ZoneDrop:
		return a.t("EditorZoneDrop", "Label", label)
	}
	return a.t("EditorZoneObjective", "Label", label)
}

// sideWord names a side: "Blue", "Red".
func sideWord(a *App, team int) string {
	if team == 1 {
		return a.t("EditorSideRed")
	}
	return a.t("EditorSideBlue")
}

// drawCheck draws the Check panel: does the arena read as a file, can
// both sides reach every zone, is it the same for both sides.
func (s *editorScreen) drawCheck(a *App, dst *ebiten.Image) {
	r := s.lay.checkR
	panel(dst, r)
	face := a.fonts.face(sizeSmall)
	bold := a.fonts.boldFace(sizeNormal)
	lh := lineHeight(face)
	y := r.Y + 10
	x := r.X + 12
	width := r.W - 24
	para := func(s string, col color.RGBA) {
		for _, l := range wrap(s, face, width) {
			if y+lh > r.Y+r.H-6 {
				return
			}
			drawText(dst, l, face, x, y, col, text.AlignStart)
			y += lh
		}
	}
	head := func(s string) {
		y += 4
		for _, l := range wrap(s, bold, width) {
			if y+lineHeight(bold) > r.Y+r.H-6 {
				return
			}
			drawText(dst, l, bold, x, y, colText, text.AlignStart)
			y += lineHeight(bold)
		}
		y += 2
	}
	rep := s.currentReport()
	drawText(dst, a.t("EditorCheckTitle"), a.fonts.boldFace(sizeLarge), x, y, colText, text.AlignStart)
	y += lineHeight(a.fonts.boldFace(sizeLarge)) + 4
	head(a.t("EditorCheckFile"))
	switch {
	case len(rep.Missing) > 0:
		para(missingWords(a, rep.Missing), colBad)
	case rep.Problem != nil:
		para(a.t("EditorCheckFileBad", "Error", rep.Problem.Error()), colBad)
	default:
		para(a.t("EditorCheckFileOK"), colGood)
	}
	head(a.t("EditorCheckReach"))
	_, blue := s.shown.Zone(world.ZoneDeploy, 0, "")
	_, red := s.shown.Zone(world.ZoneDeploy, 1, "")
	switch {
	case !blue || !red:
		para(a.t("EditorCheckReachNone"), colDim)
	case len(rep.Gaps) == 0:
		para(a.t("EditorCheckReachOK"), colGood)
	}
	for _, g := range rep.Gaps {
		para(a.tn("EditorCheckGap", g.Missing, "Side", sideWord(a, g.Team), "Zone", zoneWord(a, g.Kind, g.ZTeam, g.Label), "At", g.At.String()), colBad)
	}
	head(a.t("EditorCheckSymmetry"))
	if rep.Fair() {
		para(a.t("EditorCheckFair"), colGood)
	} else {
		para(a.t("EditorCheckUnfair"), colBad)
	}
	for _, sy := range rep.Symmetries {
		name := a.t(symmetryMessage(sy.Symmetry))
		if sy.Same {
			para("= "+a.t("EditorSymSame", "Sym", name), colGood)
			continue
		}
		para("≠ "+a.tn("EditorSymDiffs", sy.Count, "Sym", name), colDim)
		for i, d := range sy.Diffs {
			if i >= 3 {
				break
			}
			para("   "+diffWords(a, d), colDim)
		}
	}
}

// missingWords says which zones an arena still needs: "Still needed:
// blue deployment zone, red respawn cube."
func missingWords(a *App, m []arenaedit.Need) string {
	var names []string
	for _, n := range m {
		names = append(names, zoneWord(a, n.Kind, n.Team, ""))
	}
	return a.t("EditorCheckMissing", "Zones", strings.Join(names, ", "))
}

// symmetryMessage is the message ID of a symmetry's name.
func symmetryMessage(s arenaedit.Symmetry) string {
	switch s {
	case arenaedit.HalfTurn:
		return "EditorSymHalfTurn"
	case arenaedit.MirrorRows:
		return "EditorSymMirrorRows"
	}
	return "EditorSymMirrorColumns"
}

// diffWords says one difference: "floor 1,2,0 ≠ 1,5,0".
func diffWords(a *App, d arenaedit.Diff) string {
	at, img := d.At.String(), d.Image.String()
	switch d.Kind {
	case arenaedit.DiffFloor:
		return a.t("EditorDiffFloor", "At", at, "Image", img)
	case arenaedit.DiffSide:
		return a.t("EditorDiffSide", "At", at, "Image", img, "Dir", a.t(fmt.Sprintf("EditorDir%d", d.Dir)))
	case arenaedit.DiffTeam:
		return a.t("EditorDiffTeam", "At", at, "Image", img)
	case arenaedit.DiffLabel:
		return a.t("EditorDiffLabel", "At", at, "Image", img)
	}
	return a.t("EditorDiffZone", "At", at, "Image", img)
}
