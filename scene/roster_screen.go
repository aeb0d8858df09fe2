package scene

import (
	"fmt"
	"image/color"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// rosterScreen is the Fireteams screen: the rosters on the left (shipped
// ones read-only), the chosen roster's models with their gear in the
// middle, the units to add and a unit's profile on the right. The points
// and every broken limit are always in view; the player's rosters are
// saved as they change.
type rosterScreen struct {
	back    func(a *App) screen // the screen Back returns to
	b       rules.RosterBuilder
	cat     rules.RosterCatalog
	shipped []rules.RosterSpec
	mine    []playerRoster
	sel     int // index into shipped then mine
	model   int // selected model; -1 none
	report  rules.RosterReport

	renaming   bool           // typing the roster's new name
	name       []rune         // the name being typed
	confirm    bool           // Delete was clicked once
	hoverUnit  string         // unit under the cursor in the add list
	tip        string         // tooltip of the gear cell under the cursor
	unitPoints map[string]int // what a new model of each unit costs

	// Layout, recomputed every tick.
	listR, midR, rightR                  rect
	listRows                             []rect
	newB, copyB, renameB, deleteB, back_ button
	limitB                               button
	prevB, nextB                         button // compact: the fireteam before and after (the list is folded)
	compact                              bool   // a small screen: no list column, one help line (rosterCompact)
	rows                                 []rosterRow
	addB                                 []button
	nameR                                rect
	pointsY                              float64 // the top of the points line
	rowsHidden                           [2]int  // model rows scrolled out of view above and below
	shortCells                           bool    // gear cells show only their choice (cellsNeedShort)
	oneLine                              bool    // a big roster: each model's name and gear on one line (rosterOneLine)
}

// rosterRow is one model's row: the row, its gear cells, its remove box.
type rosterRow struct {
	i         int // the model's index in the roster
	r, remove rect
	cells     []gearCell
}

// gearCell is one choice a model makes: cell k of a gear slot.
type gearCell struct {
	r    rect
	slot int
	k    int
}

// newRosterScreen opens the Fireteams screen; back makes the screen to
// return to. selectID picks a player roster to start on ("" the first).
func newRosterScreen(a *App, back func(a *App) screen, selectID string) *rosterScreen {
	s := &rosterScreen{back: back, b: a.rosterBuilder(), model: -1}
	if s.b == nil {
		return s
	}
	s.cat = s.b.RosterCatalog()
	s.unitPoints = map[string]int{}
	for _, u := range s.cat.Units {
		rep := s.b.CheckRoster(rules.RosterSpec{Models: []rules.ModelSpec{newModel(u)}})
		if len(rep.ModelPoints) == 1 {
			s.unitPoints[u.ID] = rep.ModelPoints[0]
		}
	}
	for _, id := range a.ruleset().Rosters() {
		if spec, ok := s.b.ShippedRoster(id); ok {
			s.shipped = append(s.shipped, spec)
		}
	}
	s.reload(a)
	for i, m := range s.mine {
		if m.id == selectID {
			s.sel = len(s.shipped) + i
		}
	}
	s.pick(s.sel)
	return s
}

// reload reads the player's rosters again.
func (s *rosterScreen) reload(a *App) {
	mine, err := loadPlayerRosters(a.store, a.ruleset().Name(), s.b)
	if err != nil {
		a.notify("Could not list your " + s.teams() + ": " + err.Error())
	}
	s.mine = mine
}

// pick selects roster i of the list.
func (s *rosterScreen) pick(i int) {
	n := len(s.shipped) + len(s.mine)
	if n == 0 {
		return
	}
	s.sel = (i%n + n) % n
	s.renaming, s.confirm = false, false
	s.model = -1
	if len(s.cur().Models) > 0 {
		s.model = 0
	}
	s.check()
}

// cur is the selected roster.
func (s *rosterScreen) cur() *rules.RosterSpec {
	if s.sel < len(s.shipped) {
		return &s.shipped[s.sel]
	}
	if i := s.sel - len(s.shipped); i < len(s.mine) {
		return &s.mine[i].spec
	}
	return &rules.RosterSpec{}
}

// readOnly reports whether the selected roster is a shipped one (or a
// player file that does not read).
func (s *rosterScreen) readOnly() bool {
	if s.sel < len(s.shipped) {
		return true
	}
	i := s.sel - len(s.shipped)
	return i >= len(s.mine) || s.mine[i].err != nil
}

// check prices the selected roster and lists its problems.
func (s *rosterScreen) check() {
	if s.b == nil {
		return
	}
	s.report = s.b.CheckRoster(*s.cur())
}

// changed re-checks and saves the selected player roster.
func (s *rosterScreen) changed(a *App) {
	s.check()
	if s.readOnly() {
		return
	}
	i := s.sel - len(s.shipped)
	text, err := savePlayerRoster(a.store, a.ruleset().Name(), s.b, s.mine[i].spec)
	if err != nil {
		a.notify("Could not save the " + s.team() + ": " + err.Error())
		return
	}
	s.mine[i].text = text
}

// editable says so when the roster cannot change, and reports whether it can.
func (s *rosterScreen) editable(a *App) bool {
	if s.readOnly() {
		a.notify("Shipped " + s.teams() + " are read-only: Copy one to change it.")
		return false
	}
	return true
}

// taken reports whether a player roster already has the ID.
func (s *rosterScreen) taken(id string) bool {
	return slices.ContainsFunc(s.mine, func(p playerRoster) bool { return p.id == id })
}

// add stores a new player roster and selects it.
func (s *rosterScreen) add(a *App, spec rules.RosterSpec) {
	spec.ID = rosterSlug(spec.Name, s.taken)
	if _, err := savePlayerRoster(a.store, a.ruleset().Name(), s.b, spec); err != nil {
		a.notify("Could not save the " + s.team() + ": " + err.Error())
		return
	}
	s.reload(a)
	for i, m := range s.mine {
		if m.id == spec.ID {
			s.pick(len(s.shipped) + i)
		}
	}
}

// copySpec is a deep copy of a roster.
func copySpec(r rules.RosterSpec) rules.RosterSpec {
	out := r
	out.Models = nil
	for _, m := range r.Models {
		m.Gear = slices.Clone(m.Gear)
		out.Models = append(out.Models, m)
	}
	return out
}

// addModel adds a model of the unit with its default gear.
func (s *rosterScreen) addModel(a *App, unit string) {
	if !s.editable(a) {
		return
	}
	u, ok := s.cat.Unit(unit)
	if !ok {
		return
	}
	r := s.cur()
	if !s.cat.Joins(*r, unit) {
		a.notify(s.otherFaction(*r))
		return
	}
	if s.cat.MaxModels > 0 && len(r.Models) >= s.cat.MaxModels {
		a.notify(fmt.Sprintf("A %s has at most %d %s.", s.cat.Team, s.cat.MaxModels, s.members()))
		return
	}
	r.Models = append(r.Models, newModel(u))
	s.model = len(r.Models) - 1
	s.changed(a)
}

// newModel is a model of the unit with its default gear.
func newModel(u rules.RosterUnit) rules.ModelSpec {
	m := rules.ModelSpec{Unit: u.ID}
	if len(u.Gear) > 0 {
		m.Gear = slices.Clone(u.Gear)
		return m
	}
	for _, sl := range u.Slots {
		if sl.Default != "" {
			m.Gear = append(m.Gear, sl.Default)
		}
	}
	return m
}

// removeModel removes model i.
func (s *rosterScreen) removeModel(a *App, i int) {
	r := s.cur()
	if i < 0 || i >= len(r.Models) || !s.editable(a) {
		return
	}
	r.Models = slices.Delete(r.Models, i, i+1)
	s.model = min(s.model, len(r.Models)-1)
	s.changed(a)
}

// slotPicks is the model's choices in slot sl, in gear order.
func slotPicks(m rules.ModelSpec, sl rules.GearSlot) []string {
	var out []string
	for _, g := range m.Gear {
		if slices.ContainsFunc(sl.Choices, func(c rules.GearChoice) bool { return c.ID == g }) {
			out = append(out, g)
		}
	}
	return out
}

// cellOptions is what cell k of a slot may hold: "" (none) first unless
// the slot needs that many choices.
func cellOptions(sl rules.GearSlot, k int) []string {
	var out []string
	if k >= sl.Min {
		out = append(out, "")
	}
	for _, c := range sl.Choices {
		out = append(out, c.ID)
	}
	return out
}

// cycleGear steps cell k of slot si of model i by step.
func (s *rosterScreen) cycleGear(a *App, i, si, k, step int) {
	r := s.cur()
	if i < 0 || i >= len(r.Models) || !s.editable(a) {
		return
	}
	m := &r.Models[i]
	u, ok := s.cat.Unit(m.Unit)
	if !ok || si >= len(u.Slots) {
		return
	}
	sl := u.Slots[si]
	picks := slotPicks(*m, sl)
	for len(picks) <= k {
		picks = append(picks, "")
	}
	opts := cellOptions(sl, k)
	at := max(slices.Index(opts, picks[k]), 0)
	picks[k] = opts[((at+step)%len(opts)+len(opts))%len(opts)]
	// Rebuild the gear slot by slot; what no slot offers stays at the end
	// so the problems list still names it.
	var gear []string
	for j, other := range u.Slots {
		p := slotPicks(*m, other)
		if j == si {
			p = picks
		}
		for _, g := range p {
			if g != "" {
				gear = append(gear, g)
			}
		}
	}
	for _, g := range m.Gear {
		if _, _, ok := u.Slot(g); !ok {
			gear = append(gear, g)
		}
	}
	m.Gear = gear
	s.changed(a)
}

// choiceName is the display name of a gear choice of a unit.
func choiceName(u rules.RosterUnit, id string) (string, int) {
	if id == "" {
		return "none", 0
	}
	if _, c, ok := u.Slot(id); ok {
		return c.Name, c.Points
	}
	return id, 0
}

// A big roster's one-line rows: how many models a roster has before its
// rows may take one line, their least height, and the share of the row
// its model's name takes before the gear cells.
const (
	rosterOneLineFrom = 8
	rosterOneLineH    = 20.0
	rosterOneLineName = 0.3
)

// rosterCompact reports whether a logical screen of w×h is too small for
// the Fireteams screen's three columns (1280×720 at 200% is 640×360): the
// list of fireteams folds into a selector over the models.
func rosterCompact(w, h float64) bool { return w < 900 || h < 480 }

func (s *rosterScreen) layout(a *App) {
	w, h := a.size()
	const m, gap = 16.0, 12.0
	s.compact = rosterCompact(w, h)
	top, bottom := 64.0, h-64
	lw := clampF(w*0.2, 170, 250)
	rw := clampF(w*0.25, 210, 310)
	if s.compact {
		top, bottom, lw, rw = 44, h-28, 0, clampF(w*0.36, 200, 300)
	}
	s.listR = rect{m, top, lw, bottom - top}
	s.rightR = rect{w - m - rw, top, rw, bottom - top}
	s.midR = rect{m + lw + gap, top, s.rightR.X - gap - (m + lw + gap), bottom - top}
	if s.compact {
		s.midR = rect{m, top, s.rightR.X - gap - m, bottom - top}
	}

	s.listRows = s.listRows[:0]
	var y float64
	if s.compact {
		y = s.layoutSelector()
	} else {
		s.layoutList(lw)
		// The middle: name, points and limit, then the model rows.
		s.nameR = rect{s.midR.X + 10, s.midR.Y + 8, s.midR.W - 150, 30}
		s.limitB = button{r: rect{s.midR.X + s.midR.W - 132, s.midR.Y + 8, 122, 30}}
		y = s.midR.Y + 42
	}
	s.pointsY = y
	s.limitB.label, s.limitB.hint, s.limitB.disabled = fmt.Sprintf("Limit %d", s.report.Limit), "L", s.readOnly()
	s.rows = s.rows[:0]
	r := s.cur()
	y += 36
	rowH := 52.0
	if h < 700 {
		rowH = 48
	}
	first, last := 0, len(r.Models)
	s.oneLine = false
	if n := float64(len(r.Models)); n > 0 {
		// Leave a line for the limits under the rows; rows that do not fit
		// scroll, keeping the selected model in view. A big roster (a horde
		// of 20) puts each model on one line first.
		room := s.midR.Y + s.midR.H - y - 24
		minH := 44.0
		if room/n < minH && n > rosterOneLineFrom {
			s.oneLine, minH = true, rosterOneLineH
		}
		rowH = max(minH, min(rowH, room/n))
		if fit := max(1, int(room/rowH)); fit < len(r.Models) {
			first = min(max(0, s.model-fit+1), len(r.Models)-fit)
			last = first + fit
		}
	}
	s.rowsHidden = [2]int{first, len(r.Models) - last}
	for i := first; i < last; i++ {
		md := r.Models[i]
		row := rosterRow{i: i, r: rect{s.midR.X + 8, y, s.midR.W - 16, rowH - 4}}
		row.remove = rect{row.r.X + row.r.W - 26, row.r.Y + 3, 22, 20}
		u, _ := s.cat.Unit(md.Unit)
		n := 0
		for _, sl := range u.Slots {
			n += sl.Max
		}
		cy := row.r.Y + 22
		cx := row.r.X + 8
		room := row.r.W - 16
		if s.oneLine {
			row.remove = rect{row.r.X + row.r.W - 22, row.r.Y + (row.r.H-16)/2, 18, 16}
			cy, cx = row.r.Y+2, row.r.X+row.r.W*rosterOneLineName
			room = row.remove.X - 48 - cx
		}
		widths := gearCellWidths(u, md, room-float64(max(n-1, 0))*6, a.fonts.face(sizeSmall))
		for si, sl := range u.Slots {
			for k := 0; k < sl.Max; k++ {
				cw := widths[len(row.cells)]
				row.cells = append(row.cells, gearCell{r: rect{cx, cy, cw, row.r.Y + row.r.H - 3 - cy}, slot: si, k: k})
				cx += cw + 6
			}
		}
		s.rows = append(s.rows, row)
		y += rowH
	}

	s.shortCells = s.cellsNeedShort(a.fonts.face(sizeSmall))

	// The right: units to add, two columns.
	s.addB = s.addB[:0]
	cw := (rw - 24) / 2
	for i, u := range s.cat.Units {
		col, line := i%2, i/2
		label := u.Name
		pts := s.unitPoints[u.ID]
		s.addB = append(s.addB, button{r: rect{s.rightR.X + 8 + float64(col)*(cw+8), s.rightR.Y + 30 + float64(line)*30, cw, 26},
			label: label, hint: fmt.Sprint(pts), disabled: s.readOnly() || !s.cat.Joins(*s.cur(), u.ID)})
	}
}

// gearCellText is what a gear cell shows: "Upgrade: Combat Knife +4";
// short, only the choice ("Combat Knife"), or the slot for an empty cell
// ("Upgrade"), the tooltip and the profile on the right saying the rest.
func gearCellText(sl rules.GearSlot, id, name string, points int, short bool) string {
	if short {
		if id == "" {
			return sl.Name
		}
		return name
	}
	txt := sl.Name + ": " + name
	if points > 0 {
		txt += fmt.Sprintf(" +%d", points)
	}
	return txt
}

// cellChoice is what gear cell c of a model holds: its slot, the choice's
// ID ("" for none), name and points.
func cellChoice(u rules.RosterUnit, md rules.ModelSpec, c gearCell) (sl rules.GearSlot, id, name string, points int) {
	sl = u.Slots[c.slot]
	if picks := slotPicks(md, sl); c.k < len(picks) {
		id = picks[c.k]
	}
	name, points = choiceName(u, id)
	return sl, id, name, points
}

// cellText is gearCellText for gear cell c of a model.
func cellText(u rules.RosterUnit, md rules.ModelSpec, c gearCell, short bool) string {
	sl, id, n, p := cellChoice(u, md, c)
	return gearCellText(sl, id, n, p, short)
}

// cellsNeedShort reports whether any gear cell of the rows laid out is
// too narrow for its long text: then every cell shows the short one, so
// that the rows read alike.
func (s *rosterScreen) cellsNeedShort(face text.Face) bool {
	r := s.cur()
	for _, row := range s.rows {
		md := r.Models[row.i]
		u, _ := s.cat.Unit(md.Unit)
		for _, c := range row.cells {
			if textWidth(cellText(u, md, c, false), face) > c.r.W-8 {
				return true
			}
		}
	}
	return false
}

// gearCellWidths shares room among a model's gear cells by what they
// show now: each wants its choice's name, or its slot's for an empty cell
// (an Energy Blade needs more than an empty item cell), and gets its share.
func gearCellWidths(u rules.RosterUnit, md rules.ModelSpec, room float64, face text.Face) []float64 {
	var want []float64
	total := 0.0
	for _, sl := range u.Slots {
		picks := slotPicks(md, sl)
		for k := 0; k < sl.Max; k++ {
			label := sl.Name
			if k < len(picks) && picks[k] != "" {
				label, _ = choiceName(u, picks[k])
			}
			w := max(textWidth(label, face), textWidth("Items", face)) + 14
			want = append(want, w)
			total += w
		}
	}
	for i := range want {
		want[i] *= room / max(total, 1)
	}
	return want
}

// layoutList lays out the list column of a wide screen: the fireteams,
// then their buttons under them.
func (s *rosterScreen) layoutList(lw float64) {
	m := s.listR.X
	bh := 30.0
	by := s.listR.Y + s.listR.H - 2*bh - 14
	bw := (lw - 24) / 2
	s.newB = button{r: rect{m + 8, by, bw, bh}, label: "New", hint: "N"}
	s.copyB = button{r: rect{m + 16 + bw, by, bw, bh}, label: "Copy", hint: "C"}
	s.renameB = button{r: rect{m + 8, by + bh + 6, bw, bh}, label: "Rename", hint: "F2", disabled: s.readOnly()}
	s.deleteB = button{r: rect{m + 16 + bw, by + bh + 6, bw, bh}, label: "Delete", disabled: s.readOnly()}
	if s.confirm {
		s.deleteB.label = "Sure?"
	}
	if lw < 230 { // narrow: one button a row, the keys in the help line
		for i, b := range []*button{&s.newB, &s.copyB, &s.renameB, &s.deleteB} {
			b.r = rect{m + 8, s.listR.Y + s.listR.H - 4*30 - 8 + float64(i)*30, lw - 16, 26}
			b.hint = ""
		}
	}
	y := s.listR.Y + 34
	for i := 0; i < len(s.shipped)+len(s.mine); i++ {
		if i == len(s.shipped) {
			y += 24 // room for the "Yours" heading
		}
		s.listRows = append(s.listRows, rect{m + 6, y, lw - 12, 26})
		y += 28
	}
	s.prevB, s.nextB = button{}, button{}
}

// layoutSelector lays out the top of the middle panel of a compact screen:
// the fireteam's name between the buttons to the one before and after,
// the fireteam buttons under it, the limit at the right of the points. It
// returns where the points go.
func (s *rosterScreen) layoutSelector() float64 {
	x, y, w := s.midR.X+8, s.midR.Y+6, s.midR.W-16
	s.prevB = button{r: rect{x, y, 28, 28}, label: "‹", disabled: s.sel <= 0}
	s.nextB = button{r: rect{x + w - 28, y, 28, 28}, label: "›", disabled: s.sel >= len(s.shipped)+len(s.mine)-1}
	s.nameR = rect{x + 34, y, w - 68, 28}
	y += 34
	// The fireteam buttons go to the foot of the right column.
	rx, rw := s.rightR.X+8, (s.rightR.W-22)/2
	by := s.rightR.Y + s.rightR.H - 2*26 - 10
	for i, b := range []*button{&s.newB, &s.copyB, &s.renameB, &s.deleteB} {
		*b = button{r: rect{rx + float64(i%2)*(rw+6), by + float64(i/2)*28, rw, 24}}
	}
	s.newB.label, s.copyB.label, s.renameB.label, s.deleteB.label = "New", "Copy", "Rename", "Delete"
	s.renameB.disabled, s.deleteB.disabled = s.readOnly(), s.readOnly()
	if s.confirm {
		s.deleteB.label = "Sure?"
	}
	s.limitB = button{r: rect{x + w - 110, y + 2, 110, 26}}
	return y
}

// clampF limits v to lo..hi.
func clampF(v, lo, hi float64) float64 { return max(lo, min(hi, v)) }

func (s *rosterScreen) update(a *App, in *input) error {
	s.layout(a)
	if s.b == nil {
		if in.command(cmdMenu) || in.leftPressed {
			a.switchTo(s.back(a))
		}
		return nil
	}
	if s.renaming {
		s.updateName(a, in)
		return nil
	}
	s.hoverUnit = ""
	for i, b := range s.addB {
		if in.hover(b.r) {
			s.hoverUnit = s.cat.Units[i].ID
		}
		if s.addB[i].clicked(in) {
			s.addModel(a, s.cat.Units[i].ID)
		}
	}
	for i, r := range s.listRows {
		if in.click(r) {
			s.pick(i)
		}
	}
	if s.prevB.clicked(in) {
		s.pick(s.sel - 1)
	}
	if s.nextB.clicked(in) {
		s.pick(s.sel + 1)
	}
	for _, row := range s.rows {
		i := row.i
		if in.click(row.remove) {
			s.removeModel(a, i)
			return nil
		}
		for _, c := range row.cells {
			if in.click(c.r) {
				s.model = i
				s.cycleGear(a, i, c.slot, c.k, 1)
			} else if in.rightPressed && in.hover(c.r) {
				// Right-click steps back through the choices.
				s.model = i
				s.cycleGear(a, i, c.slot, c.k, -1)
			}
		}
		if in.click(row.r) {
			s.model = i
		}
	}
	if s.deleteB.clicked(in) {
		s.delete(a)
	} else if !in.consumed && in.leftPressed {
		s.confirm = false
	}
	digit := -1
	for k := ebiten.Key0; k <= ebiten.Key9; k++ {
		if in.pressed(k) {
			digit = (int(k-ebiten.Key0) + 9) % 10
		}
	}
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	switch {
	case s.newB.clicked(in), in.pressed(ebiten.KeyN):
		s.add(a, rules.RosterSpec{Name: "New " + s.cat.Team})
	case s.copyB.clicked(in), in.pressed(ebiten.KeyC):
		c := copySpec(*s.cur())
		c.Name = strings.TrimSpace(c.Name + " (copy)")
		s.add(a, c)
	case s.renameB.clicked(in), in.pressed(ebiten.KeyF2), !s.readOnly() && in.click(s.nameR):
		if s.editable(a) {
			s.renaming = true
			s.name = []rune(s.cur().Name)
		}
	case s.limitB.clicked(in), in.pressed(ebiten.KeyL):
		if s.editable(a) && len(s.cat.PointsLimits) > 0 {
			i := slices.Index(s.cat.PointsLimits, s.report.Limit)
			s.cur().Limit = s.cat.PointsLimits[(i+1)%len(s.cat.PointsLimits)]
			s.changed(a)
		}
	case digit >= 0 && digit < len(s.cat.Units):
		s.addModel(a, s.cat.Units[digit].ID)
	case in.pressed(ebiten.KeyPageDown), in.pressed(ebiten.KeyTab) && !shift:
		s.pick(s.sel + 1)
	case in.pressed(ebiten.KeyPageUp), in.pressed(ebiten.KeyTab) && shift:
		s.pick(s.sel - 1)
	case in.pressed(ebiten.KeyDown):
		if n := len(s.cur().Models); n > 0 {
			s.model = (s.model + 1) % n
		}
	case in.pressed(ebiten.KeyUp):
		if n := len(s.cur().Models); n > 0 {
			s.model = (s.model - 1 + n) % n
		}
	case in.pressed(ebiten.KeyRight), in.pressed(ebiten.KeyLeft):
		step := 1
		if in.pressed(ebiten.KeyLeft) {
			step = -1
		}
		s.cycleGear(a, s.model, 0, 0, step)
	case in.pressed(ebiten.KeyU):
		s.cycleSlot(a, "Upgrade", 1, 0)
	case in.pressed(ebiten.KeyI):
		// I the first item, Shift+I the second.
		k := 0
		if shift {
			k = 1
		}
		s.cycleSlot(a, "Items", 2, k)
	case in.pressed(ebiten.KeyDelete), in.pressed(ebiten.KeyBackspace):
		s.removeModel(a, s.model)
	case in.command(cmdMenu):
		a.switchTo(s.back(a))
	}
	return nil
}

// updateName edits the roster's name: typed text, Backspace, Enter keeps
// it, Esc drops it.
func (s *rosterScreen) updateName(a *App, in *input) {
	for _, r := range in.chars {
		if r != '#' && r >= ' ' && len(s.name) < 40 {
			s.name = append(s.name, r)
		}
	}
	switch {
	case in.pressed(ebiten.KeyBackspace):
		if len(s.name) > 0 {
			s.name = s.name[:len(s.name)-1]
		}
	case in.pressed(ebiten.KeyEnter), in.pressed(ebiten.KeyNumpadEnter), in.leftPressed && !in.hover(s.nameR):
		s.renaming = false
		if name := strings.TrimSpace(string(s.name)); name != "" {
			s.cur().Name = name
			s.changed(a)
		}
	case in.pressed(ebiten.KeyEscape):
		s.renaming = false
	}
}

// delete removes the selected player roster after a second click.
func (s *rosterScreen) delete(a *App) {
	if !s.confirm {
		s.confirm = true
		return
	}
	s.confirm = false
	i := s.sel - len(s.shipped)
	if i < 0 || i >= len(s.mine) {
		return
	}
	if err := a.store.Remove(rosterDoc(a.ruleset().Name(), s.mine[i].id)); err != nil {
		a.notify("Could not delete the " + s.team() + ": " + err.Error())
		return
	}
	s.reload(a)
	s.pick(s.sel - 1)
}

func (s *rosterScreen) draw(a *App, dst *ebiten.Image) {
	s.layout(a)
	w, h := a.size()
	a.drawBackdrop(dst)
	if s.compact {
		drawText(dst, s.title(), a.fonts.boldFace(24), w/2, 8, colText, text.AlignCenter)
	} else {
		drawText(dst, s.title(), a.fonts.boldFace(30), w/2, 12, colText, text.AlignCenter)
	}
	if s.b == nil {
		drawText(dst, a.ruleset().Title()+" has no roster builder.", a.fonts.face(sizeLarge), w/2, h/2, colDim, text.AlignCenter)
		return
	}
	if !s.compact {
		s.drawList(a, dst)
	}
	s.drawModels(a, dst)
	s.drawRight(a, dst)
	small := a.fonts.face(sizeSmall)
	if s.compact {
		drawText(dst, ellipsis("Esc back · PgUp/PgDn "+s.team()+" · ↑↓ "+s.member()+" · "+s.slotKeys(false)+" · Del remove", small, w-16), small, w/2, h-22, colDim, text.AlignCenter)
		drawTooltip(dst, a.fonts, s.tip, a.in.mx, a.in.my, w, h)
		return
	}
	drawText(dst, "Esc back · N new · C copy · F2 rename · L "+s.costWord()+" limit · PgUp/PgDn "+s.team(), small, w/2, h-48, colDim, text.AlignCenter)
	drawText(dst, "↑↓ "+s.member()+" · "+s.slotKeys(true)+" · Del remove · 1–9, 0 add a unit", small, w/2, h-30, colDim, text.AlignCenter)
	note := "Your " + s.teams() + " are saved as you change them."
	if s.readOnly() {
		note = "Shipped: read-only. Copy it to change it."
	}
	drawText(dst, note, small, s.listR.X, 40, colDim, text.AlignStart)
	drawTooltip(dst, a.fonts, s.tip, a.in.mx, a.in.my, w, h)
}

func (s *rosterScreen) drawList(a *App, dst *ebiten.Image) {
	panel(dst, s.listR)
	small, face := a.fonts.face(sizeSmall), a.fonts.face(sizeNormal)
	drawText(dst, "Shipped", a.fonts.boldFace(sizeSmall), s.listR.X+10, s.listR.Y+10, colDim, text.AlignStart)
	for i, r := range s.listRows {
		if r.Y+r.H > s.newB.r.Y-4 {
			break
		}
		if i == len(s.shipped) {
			drawText(dst, "Yours", a.fonts.boldFace(sizeSmall), s.listR.X+10, r.Y-20, colDim, text.AlignStart)
		}
		bg := colButton
		switch {
		case i == s.sel:
			bg = colButtonHot
		case a.in.hover(r):
			bg = colButtonOff
		}
		roundRect(dst, r, 4, bg)
		if i == s.sel {
			strokeRoundRect(dst, r, 4, 1, colAccent)
		}
		var spec rules.RosterSpec
		fg := colText
		if i < len(s.shipped) {
			spec = s.shipped[i]
		} else {
			pr := s.mine[i-len(s.shipped)]
			spec = pr.spec
			if pr.err != nil {
				fg = colBad
			}
		}
		pts := fmt.Sprint(s.b.CheckRoster(spec).Points)
		drawTextMiddle(dst, pts, small, r.X+r.W-8, r.Y+r.H/2, colDim, text.AlignEnd)
		drawTextMiddle(dst, ellipsis(spec.Name, face, r.W-50), face, r.X+8, r.Y+r.H/2, fg, text.AlignStart)
	}
	if len(s.mine) == 0 {
		y := s.listR.Y + 34 + float64(len(s.shipped))*28 + 24
		drawText(dst, "Yours", a.fonts.boldFace(sizeSmall), s.listR.X+10, y-20, colDim, text.AlignStart)
		drawText(dst, "none yet: New or Copy", small, s.listR.X+12, y, colDim, text.AlignStart)
	}
	for _, b := range []*button{&s.newB, &s.copyB, &s.renameB, &s.deleteB} {
		b.draw(dst, a.fonts, &a.in)
	}
}

func (s *rosterScreen) drawModels(a *App, dst *ebiten.Image) {
	panel(dst, s.midR)
	r := s.cur()
	face, small, bold := a.fonts.face(sizeNormal), a.fonts.face(sizeSmall), a.fonts.boldFace(sizeLarge)
	name := r.Name
	if s.renaming {
		name = string(s.name)
		if (a.ticks/30)%2 == 0 {
			name += "|"
		}
		roundRect(dst, s.nameR, 4, colButtonHot)
		strokeRoundRect(dst, s.nameR, 4, 1, colAccent)
	}
	if s.compact {
		s.drawSelector(a, dst, name)
	} else {
		drawTextMiddle(dst, ellipsis(name, bold, s.nameR.W-12), bold, s.nameR.X+6, s.nameR.Y+s.nameR.H/2, colText, text.AlignStart)
	}
	s.limitB.draw(dst, a.fonts, &a.in)
	// The points, always in view.
	over := s.report.Points > s.report.Limit
	pc := colGood
	if over {
		pc = colBad
	}
	pts := fmt.Sprintf("%d / %d %s", s.report.Points, s.report.Limit, s.costWord())
	drawText(dst, pts, a.fonts.boldFace(sizeLarge), s.midR.X+16, s.pointsY+2, pc, text.AlignStart)
	// The model count at the right, where the points leave room for it.
	count := countOf(len(r.Models), s.members())
	if right := s.midR.X + s.midR.W - 14; s.compact {
		if textWidth(pts, a.fonts.boldFace(sizeLarge))+textWidth(count, small)+40 <= s.limitB.r.X-s.midR.X {
			drawText(dst, count, small, s.limitB.r.X-10, s.pointsY+8, colDim, text.AlignEnd)
		}
	} else if textWidth(pts, a.fonts.boldFace(sizeLarge))+textWidth(count, small)+40 <= s.midR.W {
		drawText(dst, count, small, right, s.pointsY+8, colDim, text.AlignEnd)
	}

	s.tip = ""
	for _, row := range s.rows {
		i := row.i
		md := r.Models[i]
		u, _ := s.cat.Unit(md.Unit)
		bg := colButtonOff
		if i == s.model {
			bg = colButton
		}
		roundRect(dst, row.r, 4, bg)
		edge := colPanelEdge
		if i == s.model {
			edge = colAccent
		}
		for _, p := range s.report.Problems {
			if p.Model == i {
				edge = colBad
			}
		}
		strokeRoundRect(dst, row.r, 4, 1, edge)
		label := u.Name
		if u.Name == "" {
			label = md.Unit
		}
		if md.Name != "" {
			label = md.Name + " · " + label
		}
		if s.oneLine {
			nameW := row.r.W*rosterOneLineName - 12
			drawTextMiddle(dst, ellipsis(fmt.Sprintf("%d. %s", i+1, label), small, nameW), small, row.r.X+6, row.r.Y+row.r.H/2, colText, text.AlignStart)
			if i < len(s.report.ModelPoints) {
				drawTextMiddle(dst, fmt.Sprintf("%d %s", s.report.ModelPoints[i], s.costShort()), small, row.remove.X-6, row.r.Y+row.r.H/2, colDim, text.AlignEnd)
			}
		} else {
			drawText(dst, fmt.Sprintf("%d. %s", i+1, label), face, row.r.X+8, row.r.Y+4, colText, text.AlignStart)
			if i < len(s.report.ModelPoints) {
				drawText(dst, fmt.Sprintf("%d %s", s.report.ModelPoints[i], s.costShort()), small, row.remove.X-8, row.r.Y+6, colDim, text.AlignEnd)
			}
		}
		if !s.readOnly() {
			hot := a.in.hover(row.remove)
			c := colDim
			if hot {
				c = colBad
			}
			drawTextMiddle(dst, "×", a.fonts.boldFace(sizeLarge), row.remove.X+row.remove.W/2, row.remove.Y+row.remove.H/2, c, text.AlignCenter)
		}
		for _, c := range row.cells {
			sl, id, _, _ := cellChoice(u, md, c)
			bgc := color.RGBA{26, 32, 44, 255}
			if a.in.hover(c.r) && !s.readOnly() {
				bgc = colButtonHot
			}
			roundRect(dst, c.r, 3, bgc)
			txt := cellText(u, md, c, s.shortCells)
			col := colText
			if id == "" {
				col = colDim
			}
			drawTextMiddle(dst, ellipsis(txt, small, c.r.W-8), small, c.r.X+5, c.r.Y+c.r.H/2, col, text.AlignStart)
			if a.in.hover(c.r) {
				s.tip = gearCellTip(u, sl, id, s.costWord(), s.member(), s.readOnly())
			}
		}
	}
	// Rows scrolled out of view: how many, above and below.
	if n := len(s.rows); n > 0 && s.rowsHidden != [2]int{} {
		more := fmt.Sprintf("↑ %d more", s.rowsHidden[0])
		if s.rowsHidden[0] == 0 {
			more = ""
		}
		if s.rowsHidden[1] > 0 {
			if more != "" {
				more += " · "
			}
			more += fmt.Sprintf("↓ %d more (↑↓ to see)", s.rowsHidden[1])
		}
		last := s.rows[n-1].r
		drawText(dst, more, small, last.X+last.W, last.Y+last.H+6, colDim, text.AlignEnd)
	}
	// Every broken limit, in red, under the models.
	y := s.pointsY + 36
	if n := len(s.rows); n > 0 {
		y = s.rows[n-1].r.Y + s.rows[n-1].r.H + 12
	} else {
		drawText(dst, "No "+s.members()+" yet: pick units on the right.", face, s.midR.X+16, y, colDim, text.AlignStart)
		y += 30
	}
	lh := lineHeight(small)
	if s.report.OK() {
		drawText(dst, "Ready to play: no limit is broken.", small, s.midR.X+16, y, colGood, text.AlignStart)
		return
	}
	for _, p := range s.report.Problems {
		msg := p.Message
		if p.Model >= 0 && p.Model < len(r.Models) {
			msg = fmt.Sprintf("Model %d: %s", p.Model+1, msg)
		}
		for _, l := range wrap("• "+msg, small, s.midR.W-32) {
			if y+lh > s.midR.Y+s.midR.H-4 {
				return
			}
			drawText(dst, l, small, s.midR.X+16, y, colBad, text.AlignStart)
			y += lh
		}
	}
}

// drawSelector draws a compact screen's fireteam selector: the buttons to
// the fireteams before and after, the name (whose it is under it, shipped
// or the player's), and the fireteam buttons.
func (s *rosterScreen) drawSelector(a *App, dst *ebiten.Image, name string) {
	bold, small := a.fonts.boldFace(sizeNormal), a.fonts.face(sizeSmall)
	for _, b := range []*button{&s.prevB, &s.nextB} {
		b.draw(dst, a.fonts, &a.in)
	}
	whose := fmt.Sprintf("shipped %d of %d, read-only", s.sel+1, len(s.shipped))
	if !s.readOnly() {
		whose = fmt.Sprintf("yours %d of %d", s.sel-len(s.shipped)+1, len(s.mine))
	}
	tag := " · " + whose
	if textWidth(name, bold)+textWidth(tag, small) > s.nameR.W-12 {
		tag = ""
	}
	nw := min(textWidth(name, bold), s.nameR.W-12-textWidth(tag, small))
	x := s.nameR.X + s.nameR.W/2 - (nw+textWidth(tag, small))/2
	drawTextMiddle(dst, ellipsis(name, bold, nw+1), bold, x, s.nameR.Y+s.nameR.H/2, colText, text.AlignStart)
	drawTextMiddle(dst, tag, small, x+nw, s.nameR.Y+s.nameR.H/2, colDim, text.AlignStart)
}

func (s *rosterScreen) drawRight(a *App, dst *ebiten.Image) {
	panel(dst, s.rightR)
	small := a.fonts.face(sizeSmall)
	drawText(dst, "Add a "+s.member(), a.fonts.boldFace(sizeSmall), s.rightR.X+10, s.rightR.Y+10, colDim, text.AlignStart)
	for i, b := range s.addB {
		bg := colButton
		switch {
		case b.disabled:
			bg = colButtonOff
		case a.in.hover(b.r):
			bg = colButtonHot
		}
		roundRect(dst, b.r, 4, bg)
		fg := colText
		if b.disabled {
			fg = colDim
		}
		label := b.label
		if b.r.W > 120 { // room for the key that adds it
			label = fmt.Sprintf("%d %s", (i+1)%10, label)
		}
		drawTextMiddle(dst, b.hint, small, b.r.X+b.r.W-6, b.r.Y+b.r.H/2, colDim, text.AlignEnd)
		drawTextMiddle(dst, ellipsis(label, small, b.r.W-textWidth(b.hint, small)-16), small, b.r.X+6, b.r.Y+b.r.H/2, fg, text.AlignStart)
	}
	unit := s.hoverUnit
	if r := s.cur(); unit == "" && s.model >= 0 && s.model < len(r.Models) {
		unit = r.Models[s.model].Unit
	}
	u, ok := s.cat.Unit(unit)
	y := s.rightR.Y + 40
	if n := len(s.addB); n > 0 {
		y = s.addB[n-1].r.Y + s.addB[n-1].r.H + 16
	}
	bottom := s.rightR.Y + s.rightR.H - 6
	if s.compact { // the fireteam buttons stand at the foot
		bottom = s.newB.r.Y - 6
		for _, b := range []*button{&s.newB, &s.copyB, &s.renameB, &s.deleteB} {
			b.draw(dst, a.fonts, &a.in)
		}
	}
	lh := lineHeight(small)
	line := func(t string, c color.RGBA) {
		for _, l := range wrap(t, small, s.rightR.W-24) {
			if y+lh > bottom {
				return
			}
			drawText(dst, l, small, s.rightR.X+12, y, c, text.AlignStart)
			y += lh
		}
	}
	if !ok {
		for _, n := range s.cat.Notes {
			line(n, colDim)
			y += 4
		}
		return
	}
	title := u.Name
	if len(u.Tags) > 0 {
		title += " (" + strings.Join(u.Tags, ", ") + ")"
	}
	drawText(dst, title, a.fonts.boldFace(sizeNormal), s.rightR.X+12, y, colAccent, text.AlignStart)
	y += lineHeight(a.fonts.face(sizeNormal)) + 2
	line(countOf(u.Points, s.costWord())+" before gear", colDim)
	if r := s.cur(); unit == s.hoverUnit && !s.cat.Joins(*r, unit) {
		line(s.otherFaction(*r), colBad)
	}
	for _, p := range u.Profile {
		line(p, colText)
	}
	// Every choice with its profile when that fits; else each slot's
	// choices on a line, by name (a gear cell's tooltip has the profile).
	full := 0.0
	for _, sl := range u.Slots {
		full += 4 + float64(len(wrap(sl.Name+" ("+slotLimits(sl, s.member())+"):", small, s.rightR.W-24)))*lh
		for _, c := range sl.Choices {
			full += float64(len(wrap(fmt.Sprintf("%s (%d): %s", c.Name, c.Points, c.Profile), small, s.rightR.W-24))) * lh
		}
	}
	fits := y+full <= bottom
	for _, sl := range u.Slots {
		y += 4
		if fits {
			line(sl.Name+" ("+slotLimits(sl, s.member())+"):", colDim)
			for _, c := range sl.Choices {
				line(fmt.Sprintf("%s (%d): %s", c.Name, c.Points, c.Profile), colText)
			}
			continue
		}
		var names []string
		for _, c := range sl.Choices {
			n := c.Name
			if c.Points > 0 {
				n += fmt.Sprintf(" +%d", c.Points)
			}
			names = append(names, n)
		}
		line(sl.Name+": "+strings.Join(names, ", "), colText)
	}
}

// cycleSlot steps cell k of the selected model's slot named name (the
// slot at fallback for a unit without one) to its next choice.
func (s *rosterScreen) cycleSlot(a *App, name string, fallback, k int) {
	r := s.cur()
	if s.model < 0 || s.model >= len(r.Models) {
		return
	}
	u, ok := s.cat.Unit(r.Models[s.model].Unit)
	if !ok {
		return
	}
	si := slotNamed(u, name, fallback)
	if si < 0 || k >= u.Slots[si].Max {
		return
	}
	s.cycleGear(a, s.model, si, k, 1)
}
