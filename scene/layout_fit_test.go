package scene

import (
	"fmt"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// fitSizes are the logical sizes the battle must fit: 1280×720 at 75%,
// 100% and 200% interface size, and 800×600 at 100% and 125%.
var fitSizes = [][2]float64{{1707, 960}, {1280, 720}, {640, 360}, {800, 600}, {640, 480}}

// At every size the battle's panels stay inside the window and clear of
// each other, the board keeps the largest share, the fireteam list shows
// every model of both sides under the tallest card, and the prompt fits
// without being cut.
func TestBattleLayoutFitsEverySize(t *testing.T) {
	a := newTestApp(t)
	v := rosterView(6)
	for i := range v.Pieces {
		v.Pieces[i].Card = rules.Lines("SP 2-3 RA 3+ FI 5+ SV 5+ AR 2 HP 4 ES 2", "Fast Transition",
			"Marksman Rifle: R6 AP0 Lethal 1, Optics", "PICKUP Lance Laser: R7 AP4 Lethal 2, Long, Optics, Weight of Fire 2",
			"Fists: CC AP0", "Items: Overshield, Drop Wall", "Effects: barrier 2", "wounds 0/4, shields 2/2")
		v.Pieces[i].HP, v.Pieces[i].MaxShields = 4, 2
	}
	for s := range v.Sides {
		v.Sides[s] = rules.SideView{Title: "Command dice", Lines: []string{"Tactician 1: rerolls and carries 1"},
			Chips: []rules.Chip{{Label: "Special Order"}, {Label: "Move +1"}, {Label: "Extra d8"}}}
	}
	for _, size := range fitSizes {
		w, h := size[0], size[1]
		name := fmt.Sprintf("%.0f×%.0f", w, h)
		lay := battleLayoutFor(w, h)
		b := &battleScreen{lay: lay}
		over := b.sidesOverlay()
		col := cardColumn(lay, a.fonts, v, a.t, over)
		cardH := cardHeight(a.fonts, col.W, col.H, &v.Pieces[0])
		if cardH > col.H {
			t.Errorf("%s: the card (%.0f) is taller than its room (%.0f)", name, cardH, col.H)
		}
		rr := rect{col.X, col.Y + cardH + 8, col.W, lay.left.Y + lay.left.H - (col.Y + cardH + 8)}
		if !over {
			sides, _ := sidesLayout(v, a.t, a.fonts.face(sizeSmall), rr)
			if sides.W == 0 {
				t.Errorf("%s: no room for the side panel", name)
			}
			rr.H = sides.Y - 8 - rr.Y
		} else if at, _, onCard, ok := sidesOverlayPlace(lay, a.fonts, v, a.t); !ok || !onCard || at.Y+at.H > col.Y+col.H+0.5 || at.X+at.W > lay.left.X+lay.left.W || overlap(at, lay.board) {
			// Open, it stands in the card's place, above the fireteam
			// list and off the board.
			t.Errorf("%s: the side panel does not fit in the card's place: %v (%v), card room %v", name, at, ok, col)
		}
		rows, _, box := rosterRows(v, rr)
		if len(rows) != len(v.Pieces) {
			t.Errorf("%s: the fireteam list shows %d of %d models", name, len(rows), len(v.Pieces))
		}
		if box.Y+box.H > lay.left.Y+lay.left.H+0.5 {
			t.Errorf("%s: the fireteam list runs off the column", name)
		}
		panels := map[string]rect{"top": lay.top, "left": lay.left, "bar": lay.bar, "board": lay.board}
		if !lay.narrow {
			panels["right"] = lay.right
		}
		for k, r := range panels {
			if r.X < 0 || r.Y < 0 || r.X+r.W > w+0.5 || r.Y+r.H > h+0.5 || r.W <= 0 || r.H <= 0 {
				t.Errorf("%s: %s %v is not inside the window", name, k, r)
			}
		}
		for k1, r1 := range panels {
			for k2, r2 := range panels {
				if k1 < k2 && overlap(r1, r2) {
					t.Errorf("%s: %s %v and %s %v overlap", name, k1, r1, k2, r2)
				}
			}
		}
		if lay.board.W < lay.left.W || (!lay.narrow && lay.board.W < lay.right.W) {
			t.Errorf("%s: the board (%.0f wide) is narrower than a side column", name, lay.board.W)
		}
		prompt := "BLUE (you) — Blue Marksman: both actions taken; use what is left (free actions, command dice), or end the activation."
		p := fitPrompt(a.fonts, prompt, promptWidth(a.fonts, w, rules.View{Round: 10, Score: [2]int{7, 7}}), lay.top.H-4)
		if last := p.lines[len(p.lines)-1]; strings.HasSuffix(last, "…") {
			t.Errorf("%s: the prompt is cut: %q", name, p.lines)
		}
		if float64(len(p.lines))*lineHeight(a.fonts.boldFace(p.size)) > lay.top.H {
			t.Errorf("%s: the prompt's %d lines are taller than the top bar", name, len(p.lines))
		}
	}
}

// The pause menu fits every size: its panel inside the window, its
// buttons inside the panel, under the title and clear of each other.
func TestBattleMenuFitsEverySize(t *testing.T) {
	for _, size := range fitSizes {
		w, h := size[0], size[1]
		p := menuPanel(w, h, 5)
		if p.Y < 0 || p.Y+p.H > h {
			t.Errorf("%.0f×%.0f: the menu %v leaves the window", w, h, p)
		}
		pitch, bh := menuPitch(h, 5)
		if bh >= pitch || bh < 24 {
			t.Errorf("%.0f×%.0f: buttons %.0f high at a pitch of %.0f", w, h, bh, pitch)
		}
		last := p.Y + menuTitleH + 4*pitch + bh
		if last > p.Y+p.H-menuNoteH+10+0.5 {
			t.Errorf("%.0f×%.0f: the last button ends at %.0f, over the note (panel ends %.0f)", w, h, last, p.Y+p.H)
		}
	}
}

// The title's buttons and the hand-over's button fit every size: inside
// the window, above the footnote, clear of each other.
func TestMenusFitEverySize(t *testing.T) {
	a := newTestApp(t)
	for _, size := range fitSizes {
		a.w, a.h = int(size[0]), int(size[1])
		w, h := size[0], size[1]
		title := newTitleScreen(a)
		title.layout(a)
		for i, b := range title.buttons {
			if b.r.X < 0 || b.r.X+b.r.W > w || b.r.Y < titleTop(h) || b.r.Y+b.r.H > h-40 || b.r.H < 24 {
				t.Errorf("%.0f×%.0f: title button %q at %v", w, h, b.label, b.r)
			}
			if !b.labelFits(a.fonts) {
				t.Errorf("%.0f×%.0f: title button %q is cut", w, h, b.label)
			}
			for _, c := range title.buttons[:i] {
				if overlap(b.r, c.r) {
					t.Errorf("%.0f×%.0f: title buttons %q and %q overlap", w, h, b.label, c.label)
				}
			}
		}
		hs := &handoverScreen{seat: rules.Red, prompt: "reroll up to 1 command die (Tactician), or done."}
		for range 20 {
			hs.recent = append(hs.recent, logEntry{text: "red rolls 3 command dice: +1 Model, Extra d8, Special Order."})
		}
		hs.layout(a)
		if r := hs.ready.r; r.Y+r.H > h-40 || r.Y < hs.plan(a).summaryY {
			t.Errorf("%.0f×%.0f: the hand-over button at %v", w, h, r)
		}
	}
}

// The setup screen fits every size with every row it can show (versus
// the computer, a scenario with two options): rows and buttons inside the
// window and clear of each other.
func TestSetupFitsEverySize(t *testing.T) {
	a := newTestApp(t)
	for _, size := range fitSizes {
		a.w, a.h = int(size[0]), int(size[1])
		w, h := size[0], size[1]
		s := newSetupScreen(a)
		s.mode.index = 1
		s.opts = []chooser{{label: "Kills to win", options: []string{"8"}}, {label: "Rounds", options: []string{"10"}}}
		s.layout(a)
		var rs []rect
		for _, c := range s.rows() {
			rs = append(rs, c.r)
		}
		rs = append(rs, s.seedR, s.back.r, s.edit.r, s.start_.r)
		for _, b := range []button{s.back, s.edit, s.start_} {
			if !b.labelFits(a.fonts) {
				t.Errorf("%.0f×%.0f: setup button %q is cut", w, h, b.label)
			}
		}
		for i, r := range rs {
			if r.X < 0 || r.Y < 0 || r.X+r.W > w || r.Y+r.H > h || r.H < 19 {
				t.Errorf("%.0f×%.0f: part %d at %v is not inside the window", w, h, i, r)
			}
			for j, q := range rs[:i] {
				if overlap(r, q) {
					t.Errorf("%.0f×%.0f: parts %d %v and %d %v overlap", w, h, j, q, i, r)
				}
			}
		}
	}
}

// The settings fit every size: the rows and buttons inside the window,
// and every key row shown at once or reached with the wheel.
func TestSettingsFitEverySize(t *testing.T) {
	a := newTestApp(t)
	for _, size := range fitSizes {
		a.w, a.h = int(size[0]), int(size[1])
		w, h := size[0], size[1]
		s := newSettingsScreen(a, newTitleScreen(a))
		s.layout(a)
		for _, r := range []rect{s.scale.r, s.volume.r, s.colour.r, s.handover.r, s.done.r, s.reset.r, s.keyArea} {
			if r.X < 0 || r.Y < 0 || r.X+r.W > w || r.Y+r.H > h {
				t.Errorf("%.0f×%.0f: %v is not inside the window", w, h, r)
			}
		}
		for _, b := range []button{s.done, s.reset} {
			if !b.labelFits(a.fonts) {
				t.Errorf("%.0f×%.0f: settings button %q is cut", w, h, b.label)
			}
		}
		if s.keyArea.Y+s.keyArea.H > s.done.r.Y {
			t.Errorf("%.0f×%.0f: the keys run into the buttons", w, h)
		}
		seen := map[int]bool{}
		for step := 0; step < 40; step++ {
			for i, r := range s.keyRows {
				if s.keyVisible(r) {
					seen[i] = true
				}
			}
			s.keyScroll += 24
			s.layout(a)
		}
		if len(seen) != len(commandOrder) {
			t.Errorf("%.0f×%.0f: %d of %d key rows can be shown", w, h, len(seen), len(commandOrder))
		}
	}
}

// overlap reports whether two rectangles share more than their edges
// (half a pixel of rounding allowed).
func overlap(a, b rect) bool {
	return a.X < b.X+b.W-0.5 && b.X < a.X+a.W-0.5 && a.Y < b.Y+b.H-0.5 && b.Y < a.Y+a.H-0.5
}

// The list screens' button rows (Replays: five, Load game: three) fit
// every size, side by side and apart.
func TestButtonRowsFitEverySize(t *testing.T) {
	for _, size := range fitSizes {
		w, h := size[0], size[1]
		for _, n := range []int{3, 5} {
			row := buttonRow(w, h, n, 170)
			for i, r := range row {
				if r.X < 0 || r.X+r.W > w || r.Y+r.H > h || r.W < 100 {
					t.Errorf("%.0f×%.0f: button %d of %d at %v", w, h, i, n, r)
				}
				if i > 0 && overlap(r, row[i-1]) {
					t.Errorf("%.0f×%.0f: buttons %d and %d overlap", w, h, i-1, i)
				}
			}
		}
	}
}

// The Fireteams screen fits every size with every shipped fireteam, a
// five-model one of the player's included: its buttons inside the window
// and clear of each other, the model rows inside the middle panel with
// the selected model in view, and no gear cell's text cut (a narrow
// screen names only the choice). At 640×360 it folds the list of
// fireteams into a selector.
func TestRosterScreenFitsEverySize(t *testing.T) {
	store := &MemoryStorage{}
	a := rosterTestApp(t, store)
	face := a.fonts.face(sizeSmall)
	for _, size := range fitSizes {
		a.w, a.h = int(size[0]), int(size[1])
		w, h := size[0], size[1]
		name := fmt.Sprintf("%.0f×%.0f", w, h)
		s := newRosterScreen(a, func(a *App) screen { return newTitleScreen(a) }, "")
		if len(s.mine) == 0 {
			s.add(a, rules.RosterSpec{Name: "Five of them"})
			for _, u := range []string{"operator", "brawler", "marksman", "breacher", "jumper"} {
				s.addModel(a, u)
			}
			if n := len(s.cur().Models); n != 5 {
				t.Fatalf("the player's fireteam has %d models", n)
			}
		}
		if s.compact = rosterCompact(w, h); s.compact != (w < 900 || h < 480) {
			t.Fatalf("%s: compact %v", name, s.compact)
		}
		for sel := 0; sel < len(s.shipped)+len(s.mine); sel++ {
			s.pick(sel)
			for model := 0; model < len(s.cur().Models); model++ {
				s.model = model
				s.layout(a)
				var parts []rect
				for _, b := range append([]button{s.newB, s.copyB, s.renameB, s.deleteB, s.limitB, s.prevB, s.nextB}, s.addB...) {
					if b.r.W > 0 {
						parts = append(parts, b.r)
					}
				}
				for _, b := range []button{s.newB, s.copyB, s.renameB, s.deleteB, s.limitB, s.prevB, s.nextB} {
					if b.r.W > 0 && !b.labelFits(a.fonts) {
						t.Errorf("%s: button %q is cut", name, b.label)
					}
				}
				for _, b := range s.addB {
					if textWidth(b.label, face)+textWidth(b.hint, face)+16 > b.r.W {
						t.Errorf("%s: the unit %q (%s points) is cut", name, b.label, b.hint)
					}
				}
				for i, r := range parts {
					if r.X < 0 || r.Y < 0 || r.X+r.W > w || r.Y+r.H > h {
						t.Errorf("%s: button %d at %v is outside the window", name, i, r)
					}
					for _, q := range parts[:i] {
						if overlap(r, q) {
							t.Errorf("%s: buttons at %v and %v overlap", name, q, r)
						}
					}
				}
				shown := false
				r := s.cur()
				for _, row := range s.rows {
					shown = shown || row.i == model
					if row.r.Y < s.midR.Y || row.r.Y+row.r.H > s.midR.Y+s.midR.H {
						t.Errorf("%s, %s: model row %d at %v runs out of the panel %v", name, r.Name, row.i+1, row.r, s.midR)
					}
					md := r.Models[row.i]
					u, _ := s.cat.Unit(md.Unit)
					for _, c := range row.cells {
						if txt := cellText(u, md, c, s.shortCells); textWidth(txt, face) > c.r.W-8 {
							t.Errorf("%s, %s, model %d: %q is cut in a cell %.0f wide", name, r.Name, row.i+1, txt, c.r.W)
						}
					}
				}
				if w == 640 && h == 360 && len(r.Models) == 5 && s.rowsHidden == [2]int{} {
					t.Errorf("%s: five models fit without scrolling?", name)
				}
				if !shown {
					t.Errorf("%s, %s: the selected model %d is not in view", name, r.Name, model+1)
				}
			}
		}
	}
}
