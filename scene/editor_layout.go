package scene

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/internal/arenaedit"
)

// editorAction is one of the editor's actions on the bottom row.
type editorAction int

// The actions, in the order of the bottom row.
const (
	actUndo editorAction = iota
	actRedo
	actCheck
	actSave
	actExport
	actImport
	actPlay
	actBack
	actCount
)

// actionWords are an action's message ID and key hint.
func actionWords(act editorAction) (id, key string) {
	switch act {
	case actUndo:
		return "EditorUndo", "Ctrl+Z"
	case actRedo:
		return "EditorRedo", "Ctrl+Y"
	case actCheck:
		return "EditorCheck", "C"
	case actSave:
		return "EditorSave", "Ctrl+S"
	case actExport:
		return "EditorExport", "Ctrl+E"
	case actImport:
		return "EditorImportFile", "Ctrl+O"
	case actPlay:
		return "EditorPlay", "P"
	}
	return "EditorBack", "Esc"
}

// editorToolKey is the key that picks a tool, and whether Shift is held
// with it.
type editorToolKey struct {
	key   ebiten.Key
	shift bool
}

// toolKey is the key that picks tool t.
func toolKey(t arenaedit.Tool) editorToolKey {
	switch t {
	case arenaedit.Floor:
		return editorToolKey{ebiten.KeyF, false}
	case arenaedit.Girder:
		return editorToolKey{ebiten.KeyG, false}
	case arenaedit.LowWall:
		return editorToolKey{ebiten.KeyL, false}
	case arenaedit.Wall:
		return editorToolKey{ebiten.KeyW, false}
	case arenaedit.Erase:
		return editorToolKey{ebiten.KeyX, false}
	case arenaedit.DeployBlue:
		return editorToolKey{ebiten.KeyB, false}
	case arenaedit.DeployRed:
		return editorToolKey{ebiten.KeyR, false}
	case arenaedit.RespawnBlue:
		return editorToolKey{ebiten.KeyB, true}
	case arenaedit.RespawnRed:
		return editorToolKey{ebiten.KeyR, true}
	case arenaedit.Drop:
		return editorToolKey{ebiten.KeyD, false}
	}
	return editorToolKey{ebiten.KeyO, false}
}

// hint is the key as a button shows it: "L", "Shift+B".
func (k editorToolKey) hint() string {
	if k.shift {
		return "Shift+" + k.key.String()
	}
	return k.key.String()
}

// editorLayout is where the editor's parts are for one window size.
type editorLayout struct {
	palette, board, checkR, status rect
	nameR                          rect
	name                           button // the name field, as Tab and clicks see it
	tools                          []button
	levelDown, levelUp, rotL, rotR button
	addLevel, cutLevel             button
	acts                           [actCount]button
}

// toolMessage is the message ID of a tool's name: "EditorToolLowWall".
func toolMessage(t arenaedit.Tool) string {
	out := "EditorTool"
	up := true
	for _, r := range t.String() {
		switch {
		case r == '-':
			up = true
		case up:
			out += string(r - 'a' + 'A')
			up = false
		default:
			out += string(r)
		}
	}
	return out
}

// toolName is a tool's name in the player's language; the objective's
// carries its digit.
func (s *editorScreen) toolName(a *App, t arenaedit.Tool) string {
	if t == arenaedit.Objective {
		return a.t(toolMessage(t), "N", s.label)
	}
	return a.t(toolMessage(t))
}

// layout places the palette on the left, the actions along the bottom,
// the status lines above them and the board in the rest (less the Check
// panel when it is open).
func (s *editorScreen) layout(a *App) {
	w, h := a.size()
	l := &s.lay
	palW := 240.0
	if w < 1000 {
		palW = 226
	}
	actH := 44.0
	if h < 480 {
		actH = 36
	}
	actY := h - actH - 8
	// The status: a line on the cube, then the help in as many lines as
	// it wraps to (at most four).
	small := a.fonts.face(sizeSmall)
	helpLines := min(4, len(wrap(a.t("EditorHelp"), small, w-palW-24)))
	statusH := 26 + float64(helpLines)*lineHeight(small)
	l.status = rect{palW + 16, actY - statusH - 6, w - palW - 24, statusH}
	l.palette = rect{8, 8, palW, actY - 16}
	top := 56.0
	l.nameR = rect{palW + 16, 10, min(420, w-palW-24-220), 36}
	l.board = rect{palW + 16, top, w - palW - 24, l.status.Y - top - 4}
	l.checkR = rect{}
	if s.check {
		cw := min(380, l.board.W*0.5)
		l.checkR = rect{w - 8 - cw, top, cw, l.status.Y - top - 4}
		l.board.W -= cw + 8
	}
	// The tools, one a row, then two rows: level down and up, rotate.
	n := float64(len(arenaedit.Tools()))
	y := l.palette.Y + 34
	room := l.palette.Y + l.palette.H - 8 - 3*38 - y
	bh := min(32, room/n-4)
	l.tools = l.tools[:0]
	for _, t := range arenaedit.Tools() {
		b := button{r: rect{l.palette.X + 8, y, palW - 16, bh}, label: s.toolName(a, t), hint: toolKey(t).hint(), selected: t == s.tool}
		if t == arenaedit.Objective {
			b.hint = "O 1–9"
		}
		l.tools = append(l.tools, b)
		y += bh + 4
	}
	half := (palW - 16 - 6) / 2
	y = l.palette.Y + l.palette.H - 8 - 3*38 + 4
	l.levelDown = button{r: rect{l.palette.X + 8, y, half, 34}, label: a.t("EditorLevelDown"), hint: "PgDn"}
	l.levelUp = button{r: rect{l.palette.X + 14 + half, y, half, 34}, label: a.t("EditorLevelUp"), hint: "PgUp"}
	l.cutLevel = button{r: rect{l.palette.X + 8, y + 38, half, 34}, label: a.t("EditorRemoveLevel"), hint: "Ctrl+PgDn"}
	l.addLevel = button{r: rect{l.palette.X + 14 + half, y + 38, half, 34}, label: a.t("EditorAddLevel"), hint: "Ctrl+PgUp"}
	l.rotL = button{r: rect{l.palette.X + 8, y + 76, half, 34}, label: a.t("EditorRotateLeft"), hint: keyHint(a, cmdRotateLeft)}
	l.rotR = button{r: rect{l.palette.X + 14 + half, y + 76, half, 34}, label: a.t("EditorRotateRight"), hint: keyHint(a, cmdRotateRight)}
	l.name = button{r: l.nameR}
	_, _, levels := s.ed.Size()
	l.levelDown.disabled = s.level == 0
	l.levelUp.disabled = s.level >= levels-1
	l.cutLevel.disabled = levels <= 1
	l.addLevel.disabled = levels >= arenaedit.MaxLevels
	// The actions share the bottom row.
	aw := (w - 16 - float64(actCount-1)*6) / float64(actCount)
	for i := range l.acts {
		id, key := actionWords(editorAction(i))
		b := button{r: rect{8 + float64(i)*(aw+6), actY, aw, actH}, label: a.t(id), hint: key}
		if !b.labelFits(a.fonts) {
			b.hint = "" // a narrow window: the key is in the tooltip
		}
		l.acts[i] = b
	}
	l.acts[actUndo].disabled = !s.ed.CanUndo()
	l.acts[actRedo].disabled = !s.ed.CanRedo()
	l.acts[actCheck].selected = s.check
	for _, b := range []*button{&l.levelDown, &l.levelUp, &l.cutLevel, &l.addLevel, &l.rotL, &l.rotR} {
		if !b.labelFits(a.fonts) {
			b.hint = ""
		}
	}
	if s.fitW != a.w || s.fitH != a.h {
		s.fit(a)
	}
}

// keyHint is the key bound to cmd, as a button shows it.
func keyHint(a *App, cmd string) string { return fmt.Sprint(a.settings.Key(cmd)) }

// focusables lists the controls Tab moves between, in order: the tools,
// the level and rotate buttons, the name, the actions.
func (s *editorScreen) focusables() []*button {
	l := &s.lay
	out := make([]*button, 0, len(l.tools)+8+int(actCount))
	for i := range l.tools {
		out = append(out, &l.tools[i])
	}
	out = append(out, &l.levelDown, &l.levelUp, &l.cutLevel, &l.addLevel, &l.rotL, &l.rotR, &l.name)
	for i := range l.acts {
		out = append(out, &l.acts[i])
	}
	return out
}
