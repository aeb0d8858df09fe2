package scene

import (
	"fmt"
	"time"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/scene/board"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Status is a read-only summary of what the game shows, for the program
// that hosts it: the browser page answers window.flashpointState() with
// it, and the end-to-end tests drive the page by it. It is a copy: changing
// it changes nothing in the game. Points are in page (CSS) pixels, that is
// logical pixels times the UI scale.
type Status struct {
	Screen   string         `json:"screen"` // "title", "setup", "battle", "handover", "results", "settings", "rules", "fireteams", "replays", "load"
	Ticks    int            `json:"ticks"`
	Frames   int            `json:"frames"` // frames drawn so far
	Message  string         `json:"message,omitempty"`
	Settings Settings       `json:"settings"`
	Buttons  []ButtonStatus `json:"buttons,omitempty"`
	Rows     []RowStatus    `json:"rows,omitempty"`   // the setup screen's choices
	Battle   *BattleStatus  `json:"battle,omitempty"` // the battle on the screen or behind the hand-over
}

// ButtonStatus is one button on the screen.
type ButtonStatus struct {
	Label   string `json:"label"`
	At      Point  `json:"at"` // its centre
	Enabled bool   `json:"enabled"`
}

// RowStatus is one choice of the setup screen: its label, its value and
// where to click to step it back (Prev) or on (Next).
type RowStatus struct {
	Label string `json:"label"`
	Value string `json:"value"`
	Prev  Point  `json:"prev"`
	Next  Point  `json:"next"`
}

// Point is a point on the page in CSS pixels.
type Point struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
}

// BattleStatus is the state of a battle as the players see it.
type BattleStatus struct {
	Mode     string        `json:"mode"`    // "hot-seat", "versus", "watch" or "replay"
	Ruleset  string        `json:"ruleset"` // the rules played, e.g. "firepower"
	Round    int           `json:"round"`
	ToMove   string        `json:"to_move"` // "blue", "red" or "none"
	Hash     string        `json:"hash"`    // the engine's state hash in hex
	Actions  int           `json:"actions"` // actions applied since the game began
	Over     bool          `json:"over"`
	Human    bool          `json:"human"`             // a person decides now, on the board
	Thinking bool          `json:"thinking"`          // the computer is choosing
	Hurried  bool          `json:"hurried,omitempty"` // and was told to answer now
	Hurries  int           `json:"hurries"`           // decisions the computer was hurried on in this battle
	Levels   [2]string     `json:"levels"`            // the computer's level on each seat ("" for a person)
	Pace     string        `json:"pace"`              // how fast the computer's turns are shown
	Selected string        `json:"selected,omitempty"`
	Camera   board.Camera  `json:"camera"`
	Pieces   []PieceStatus `json:"pieces"`
	Cubes    []CubeStatus  `json:"cubes,omitempty"` // highlighted destinations
	// Computer is the computer's last decision in this battle (nil
	// before its first).
	Computer *DecisionStatus `json:"computer,omitempty"`
}

// DecisionStatus is one decision of the computer: what it chose and how
// long it thought. A decision its clock did not cut short depends only on
// the game's seed and the position, on any machine.
type DecisionStatus struct {
	Number   int     `json:"number"` // the computer's decisions in this battle so far, this one included
	Seat     string  `json:"seat"`   // "blue" or "red"
	Level    string  `json:"level"`
	Action   string  `json:"action"`    // the action's text (rules.Action.Text)
	ThinkMS  float64 `json:"think_ms"`  // how long the player took to choose, in milliseconds of the wall clock (in the browser, the page's turns included)
	CutShort bool    `json:"cut_short"` // its level's think-time budget, or a hurry, ended its search before its work limit
}

// PieceStatus is one model on the board.
type PieceStatus struct {
	ID      string `json:"id"`
	Seat    string `json:"seat"`
	Cube    [3]int `json:"cube"` // x, y, level
	OnBoard bool   `json:"on_board"`
	Active  bool   `json:"active,omitempty"`
	Click   *Point `json:"click,omitempty"` // where a click picks it; absent when hidden
}

// CubeStatus is a highlighted cube: where the selected model can go.
type CubeStatus struct {
	Cube  [3]int `json:"cube"`
	Kind  string `json:"kind"`            // "move" or "sprint"
	Click *Point `json:"click,omitempty"` // where a click picks it; absent when hidden
}

// ReportStatus asks for the game's status: reply is called with it on the
// game's goroutine at the end of the next tick. It is safe to call from
// any goroutine and never blocks.
func (a *App) ReportStatus(reply func(Status)) {
	a.statusMu.Lock()
	a.statusWant = append(a.statusWant, reply)
	a.statusMu.Unlock()
}

// answerStatus replies to the status requests made since the last tick.
func (a *App) answerStatus() {
	a.statusMu.Lock()
	want := a.statusWant
	a.statusWant = nil
	a.statusMu.Unlock()
	if len(want) == 0 {
		return
	}
	s := a.status()
	for _, reply := range want {
		reply(s)
	}
}

// frameDrawn counts a drawn frame and tells the host about the first. A
// message given before the first frame (a settings problem found at start)
// is shown for its full time from then on, however long the start took.
func (a *App) frameDrawn() {
	a.frames++
	if a.frames != 1 {
		return
	}
	if a.cfg.FirstFrame != nil {
		a.cfg.FirstFrame()
	}
}

// status reads the current screen.
func (a *App) status() Status {
	s := Status{Ticks: a.ticks, Frames: a.frames, Settings: a.settings}
	if a.toast != "" && (a.toastEnd.IsZero() || time.Now().Before(a.toastEnd)) {
		s.Message = a.toast
	}
	scale := a.uiScale()
	at := func(x, y float64) Point { return Point{x * scale, y * scale} }
	buttons := func(bs ...button) {
		for _, b := range bs {
			if b.label != "" && b.r.W > 0 {
				s.Buttons = append(s.Buttons, ButtonStatus{Label: b.label, At: at(b.r.X+b.r.W/2, b.r.Y+b.r.H/2), Enabled: !b.disabled})
			}
		}
	}
	switch c := a.cur.(type) {
	case *titleScreen:
		s.Screen = "title"
		buttons(c.buttons...)
	case *setupScreen:
		s.Screen = "setup"
		buttons(c.start_, c.back, c.reseed)
		c.layout(a)
		for _, r := range c.rows() {
			l, n := r.arrows()
			s.Rows = append(s.Rows, RowStatus{Label: r.label, Value: r.value(),
				Prev: at(l.X+l.W/2, l.Y+l.H/2), Next: at(n.X+n.W/2, n.Y+n.H/2)})
		}
	case *battleScreen:
		s.Screen = "battle"
		for i, r := range c.entryRects {
			if i < len(c.entries) && r.W > 0 {
				s.Buttons = append(s.Buttons, ButtonStatus{Label: c.entries[i].label, At: at(r.X+r.W/2, r.Y+r.H/2), Enabled: c.seatGuard == 0})
			}
		}
		if c.computerTurn() {
			ctl := c.controls(a)
			buttons(ctl.hurry, ctl.skip, ctl.slower, ctl.faster)
		}
		if c.replay != nil {
			r := &c.replay.btns
			buttons(r.start, r.prevRound, r.back, r.play, r.step, r.nextRound, r.end, r.reveal)
		} else if c.humanDecides() {
			buttons(c.undoBtn)
		}
		s.Battle = c.status(at)
		s.Battle.Pace = a.settings.Pace
	case *handoverScreen:
		s.Screen = "handover"
		buttons(c.ready)
		s.Battle = c.battle.status(at)
	case *resultsScreen:
		s.Screen = "results"
		buttons(c.title, c.again, c.watch)
	case *replayListScreen:
		s.Screen = "replays"
		buttons(c.watch, c.star, c.exp, c.del, c.back)
		if canPickFiles {
			buttons(c.open)
		}
	case *loadScreen:
		s.Screen = "load"
		buttons(c.load, c.del, c.back)
	case *settingsScreen:
		s.Screen = "settings"
		buttons(c.done, c.reset)
	case *rulesScreen:
		s.Screen = "rules"
	case *rosterScreen:
		s.Screen = "fireteams"
		buttons(c.newB, c.copyB, c.renameB, c.deleteB, c.limitB)
		buttons(c.addB...)
	default:
		s.Screen = fmt.Sprintf("%T", c)
	}
	return s
}

// status describes the battle; at converts logical pixels to page pixels.
func (b *battleScreen) status(at func(x, y float64) Point) *BattleStatus {
	bs := &BattleStatus{
		Mode: b.cfg.mode, Ruleset: b.view.Ruleset, Round: b.view.Round, ToMove: b.g.ToMove().String(), Hash: fmt.Sprintf("%016x", b.g.Hash()),
		Over: b.g.Over(), Human: b.humanDecides(), Thinking: b.cpu != nil && b.cpu.pending, Selected: b.sel,
		Hurried: b.cpu != nil && b.cpu.pending && b.cpu.hurried, Levels: b.cfg.levels,
		Camera: b.brd.Camera(),
	}
	if b.cpu != nil {
		bs.Hurries = b.cpu.hurries
		if t := b.cpu.last; b.cpu.decided > 0 {
			bs.Computer = &DecisionStatus{Number: b.cpu.decided, Seat: t.seat.String(), Level: b.cpu.level(t.seat),
				Action: t.text, ThinkMS: float64(t.took.Microseconds()) / 1000, CutShort: t.cutShort}
		}
	}
	if b.cfg.recorder != nil {
		bs.Actions = len(b.cfg.recorder.Replay.Actions)
		if b.replay != nil {
			bs.Actions = b.replay.at // the actions the viewer shows
		}
	}
	for _, p := range b.view.Pieces {
		ps := PieceStatus{ID: p.ID, Seat: p.Seat.String(), Cube: cubeOf(p.Pos), OnBoard: p.OnBoard, Active: p.Active}
		if p.OnBoard {
			if x, y, ok := b.pieceClickPoint(p); ok {
				pt := at(x, y)
				ps.Click = &pt
			}
		}
		bs.Pieces = append(bs.Pieces, ps)
	}
	if bs.Human {
		move, sprint := cellsOf(b.rel, b.focus, b.describe())
		for _, group := range []struct {
			kind  string
			cells []world.Pos
		}{{"move", move}, {"sprint", sprint}} {
			for _, c := range group.cells {
				cs := CubeStatus{Cube: cubeOf(c), Kind: group.kind}
				if x, y, ok := b.cubeClickPoint(c); ok {
					pt := at(x, y)
					cs.Click = &pt
				}
				bs.Cubes = append(bs.Cubes, cs)
			}
		}
	}
	return bs
}

// pieceClickPoint finds where a click picks model p: a point of its figure
// above its cube, else its cube. ok is false when neither can be clicked.
func (b *battleScreen) pieceClickPoint(p rules.Piece) (x, y float64, ok bool) {
	x, y = b.brd.ScreenOf(p.Pos)
	for dy := 0.0; dy <= 40; dy += 4 {
		if h, ok := b.brd.Pick(x, y-dy, b.view); ok && h.Piece == p.ID {
			return x, y - dy, true
		}
	}
	if h, ok := b.brd.Pick(x, y, b.view); ok && h.Cell == p.Pos && h.Piece == "" {
		return x, y, true
	}
	return 0, 0, false
}

// cubeClickPoint finds where a click picks cube c: its top's centre, or a
// point near it when a figure stands in front.
func (b *battleScreen) cubeClickPoint(c world.Pos) (x, y float64, ok bool) {
	cx, cy := b.brd.ScreenOf(c)
	for _, d := range [...][2]float64{{0, 0}, {0, 4}, {-6, 2}, {6, 2}, {0, -3}} {
		x, y = cx+d[0], cy+d[1]
		if h, ok := b.brd.Pick(x, y, b.view); ok && h.Cell == c && h.Piece == "" {
			return x, y, true
		}
	}
	return 0, 0, false
}

// cubeOf is a cube's coordinates as three numbers.
func cubeOf(p world.Pos) [3]int { return [3]int{p.X, p.Y, p.Z} }
