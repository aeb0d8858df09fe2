package scene

import (
	"fmt"
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/flashpoint-arena/flashpoint/ai"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// setupScreen chooses how and where to play.
type setupScreen struct {
	ruleset                                       chooser // shown when more than one is registered: everything after it follows it
	mode, side, level, arena, scenario, blue, red chooser
	blueCPU, redCPU                               chooser // levels when watching
	seed                                          uint64
	teams                                         setupRosters // shipped and player rosters
	edit                                          button       // opens the Fireteams screen
	start_, back, reseed                          button
	seedR                                         rect
	// opts are the scenario's options (rules.ScenarioOptioner), one row
	// each after the scenario's; optKeys their Setup.Options keys.
	opts    []chooser
	optKeys []string
	preview setupPreview
}

func newSetupScreen(a *App) *setupScreen {
	rs := a.ruleset()
	s := &setupScreen{seed: a.cfg.Seed}
	s.ruleset = chooser{label: a.t("SetupRules"), options: a.cfg.Registry.Names(), show: func(name string) string {
		if r, err := a.cfg.Registry.Get(name); err == nil {
			return r.Title()
		}
		return name
	}, help: a.t("SetupRulesHelp")}
	s.ruleset.set(a.cfg.Ruleset)
	s.mode = chooser{label: a.t("SetupMode"), options: []string{a.t("SetupModeHotSeat"), a.t("SetupModeVersus"), a.t("SetupModeWatch")},
		help: a.t("SetupModeHelp")}
	s.side = chooser{label: a.t("SetupYouPlay"), options: []string{a.t("SetupSideBlue"), a.t("SetupSideRed")}}
	levelHelp := a.t("SetupLevelHelp", "Seconds", fmt.Sprintf("%g", ai.HardBudget.Seconds()))
	levelName := func(v string) string { return a.t("Level" + titleCase(v)) }
	s.level = chooser{label: a.t("SetupComputer"), options: append([]string(nil), computerLevels...), show: levelName, help: levelHelp}
	s.blueCPU = chooser{label: a.t("SetupBlueComputer"), options: append([]string(nil), computerLevels...), show: levelName, help: levelHelp}
	s.redCPU = chooser{label: a.t("SetupRedComputer"), options: append([]string(nil), computerLevels...), show: levelName, help: levelHelp}
	level := defaultLevel
	if knownLevel(a.cfg.Level) {
		level = a.cfg.Level
	}
	for _, c := range []*chooser{&s.level, &s.blueCPU, &s.redCPU} {
		c.set(level)
	}
	s.arena = arenaChooser(rs, a.cfg.Arenas, a.store, a.cfg.Arena)
	s.scenario = chooser{label: a.t("SetupScenario"), options: rs.Scenarios(), show: titleCase}
	if t, ok := rs.(rules.ScenarioTitler); ok {
		s.scenario.show = t.ScenarioTitle
	}
	s.teams = newSetupRosters(a)
	s.blue = s.teams.chooser("Blue " + s.teams.team)
	s.red = s.teams.chooser("Red " + s.teams.team)
	s.applyDefaults(a)
	if a.cfg.Scenario != "" {
		s.scenario.set(a.cfg.Scenario)
	}
	s.scenarioOptions(a)
	return s
}

// scenarioOptions makes a row for each option of the chosen scenario,
// set to its default or to the value the command line gave.
func (s *setupScreen) scenarioOptions(a *App) {
	s.opts, s.optKeys = nil, nil
	so, ok := a.ruleset().(rules.ScenarioOptioner)
	if !ok {
		return
	}
	for _, o := range so.ScenarioOptions(s.scenario.value()) {
		c := optionChooser(o)
		if v, ok := a.cfg.Options[o.Key]; ok {
			c.set(v)
		}
		s.opts = append(s.opts, c)
		s.optKeys = append(s.optKeys, o.Key)
	}
}

// optionChooser is the row of one scenario option at its default: its
// words when it has Choices, else its numbers from Min to Max.
func optionChooser(o rules.ScenarioOption) chooser {
	c := chooser{label: o.Title, help: o.Help}
	if len(o.Choices) > 0 {
		titles := map[string]string{}
		for _, ch := range o.Choices {
			c.options = append(c.options, ch.Value)
			titles[ch.Value] = ch.Title
		}
		c.show = func(v string) string {
			if t, ok := titles[v]; ok {
				return t
			}
			return v
		}
		return c
	}
	if c.help == "" {
		c.help = fmt.Sprintf("%s: from %d to %d; %d is the scenario's own.", o.Title, o.Min, o.Max, o.Default)
	}
	for n := o.Min; n <= o.Max; n++ {
		c.options = append(c.options, strconv.Itoa(n))
	}
	c.set(strconv.Itoa(o.Default))
	return c
}

// applyDefaults takes scenario and rosters from the ruleset's default setup
// for the chosen arena.
func (s *setupScreen) applyDefaults(a *App) {
	d := a.ruleset().DefaultSetup(s.arena.value())
	s.scenario.set(d.Scenario)
	s.blue.set(d.Rosters[0])
	s.red.set(d.Rosters[1])
}

func (s *setupScreen) rows() []*chooser {
	var r []*chooser
	if len(s.ruleset.options) > 1 {
		r = append(r, &s.ruleset)
	}
	r = append(r, &s.mode)
	switch s.mode.index {
	case 1:
		r = append(r, &s.side, &s.level)
	case 2:
		r = append(r, &s.blueCPU, &s.redCPU)
	}
	r = append(r, &s.arena, &s.scenario)
	for i := range s.opts {
		r = append(r, &s.opts[i])
	}
	return append(r, &s.blue, &s.red)
}

// setupShort reports a window too short for the setup's title and note
// (under 480 logical pixels).
func setupShort(h float64) bool { return h < 480 }

func (s *setupScreen) layout(a *App) {
	w, h := a.size()
	// The labels that follow the chosen rules, in the screens' language.
	s.arena.label = a.t("SetupArena")
	s.blue.label = a.t("SetupBlueTeam", "Team", s.teams.team)
	s.red.label = a.t("SetupRedTeam", "Team", s.teams.team)
	cw := min(720, w-80)
	x := w/2 - cw/2
	// A short window (800×600) packs the rows closer and lowers the
	// buttons, so the subtitle, the rows, the note under them and the
	// buttons do not overlap.
	y, pitch, rowH, by, note := h*0.2, 56.0, 42.0, h-90, 56.0
	if h < 700 {
		y, pitch, rowH, by = 146, 48, 40, h-70
	}
	if setupShort(h) {
		// 200% interface size: a one-line title, no subtitle or note.
		y, by, note = 44, h-48, 6
	}
	// Rows and the seed row, with room under them for a note, above the
	// buttons.
	n := float64(len(s.rows()) + 1)
	if fit := (by - note - y) / n; fit < pitch {
		pitch = max(fit, 22)
		rowH = min(rowH, pitch-3)
	}
	for i, c := range s.rows() {
		c.r = rect{x, y + float64(i)*pitch, cw, rowH}
	}
	y += float64(len(s.rows())) * pitch
	s.seedR = rect{x, y, cw, rowH}
	s.reseed = button{r: rect{x + cw - 160, y, 160, rowH}, label: a.t("SetupNewSeed")}
	// Three buttons share the width the rows have.
	bw := min(260, (cw-24)/3)
	bh := min(50, h-8-by)
	// Back needs the least room: in a narrow window it gives some to Edit.
	backW := min(200, bw)
	if bw < 200 {
		backW = min(bw, 120)
	}
	editW := min(260, cw-backW-bw-24)
	s.back = button{r: rect{x, by, backW, bh}, label: a.t("SetupBack"), hint: "Esc"}
	s.edit = button{r: rect{x + backW + 12, by, editW, bh}, label: a.t("SetupEditTeams", "Team", s.teams.team), hint: "F"}
	s.start_ = button{r: rect{x + cw - bw, by, bw, bh}, label: a.t("SetupStart"), hint: "Enter"}
}

func (s *setupScreen) update(a *App, in *input) error {
	s.layout(a)
	for _, c := range s.rows() {
		if !c.update(in) {
			continue
		}
		switch c {
		case &s.ruleset:
			s.chooseRuleset(a)
			return nil
		case &s.arena:
			s.applyDefaults(a)
			s.scenarioOptions(a)
		case &s.scenario:
			s.scenarioOptions(a)
		}
	}
	if s.reseed.clicked(in) {
		r := rules.NewRNG(s.seed ^ uint64(time.Now().UnixNano()))
		s.seed = r.Next() % 1_000_000
	}
	switch {
	case s.edit.clicked(in), in.pressed(ebiten.KeyF):
		s.editRosters(a)
	case s.back.clicked(in), in.command(cmdMenu):
		a.switchTo(newTitleScreen(a))
	case s.start_.clicked(in), in.pressed(ebiten.KeyEnter), in.pressed(ebiten.KeyNumpadEnter):
		b, err := s.start(a)
		if err != nil {
			a.notify(err.Error())
			return nil
		}
		a.switchTo(b)
	}
	return nil
}

// chooseRuleset makes the chosen ruleset the game's and sets up the rows
// that follow it afresh (scenarios, teams, options), keeping how and where
// to play.
func (s *setupScreen) chooseRuleset(a *App) {
	a.cfg.Ruleset = s.ruleset.value()
	n := newSetupScreen(a)
	n.mode, n.side, n.level, n.blueCPU, n.redCPU, n.seed = s.mode, s.side, s.level, s.blueCPU, s.redCPU, s.seed
	n.arena.set(s.arena.value())
	n.applyDefaults(a)
	n.scenarioOptions(a)
	a.switchTo(n)
}

// setup is the chosen rules.Setup.
func (s *setupScreen) setup(a *App) rules.Setup {
	d := a.ruleset().DefaultSetup(s.arena.value())
	d.Arena = s.arena.value()
	fillSavedArena(a.store, &d)
	d.Scenario = s.scenario.value()
	d.Rosters = [2]string{s.blue.value(), s.red.value()}
	s.teams.fill(&d, s.blue.value(), s.red.value())
	if len(a.cfg.Options) > 0 || len(s.opts) > 0 {
		opts := map[string]string{}
		for k, v := range d.Options {
			opts[k] = v
		}
		for k, v := range a.cfg.Options {
			opts[k] = v
		}
		for i := range s.opts {
			opts[s.optKeys[i]] = s.opts[i].value()
		}
		d.Options = opts
	}
	return d
}

// start creates the game and its battle screen.
func (s *setupScreen) start(a *App) (*battleScreen, error) {
	su := s.setup(a)
	g, err := a.ruleset().New(su, s.seed)
	if err != nil {
		return nil, fmt.Errorf("cannot start this game: %w", err)
	}
	return newBattleScreen(a, s.battleConfig(g, rules.NewRecorder(g, su, s.seed))), nil
}

// battleConfig is how a battle of game g starts with the setup screen's
// play mode, sides and levels, recorded by rec.
func (s *setupScreen) battleConfig(g rules.Game, rec *rules.Recorder) battleConfig {
	cfg := battleConfig{game: g, recorder: rec, mode: modeHotSeat, human: rules.Blue}
	switch s.mode.index {
	case 1:
		cfg.mode = modeVersus
		if s.side.index == 1 {
			cfg.human = rules.Red
		}
		cfg.levels[cfg.human.Other()] = s.level.value()
	case 2:
		cfg.mode = modeWatch
		cfg.levels = [2]string{s.blueCPU.value(), s.redCPU.value()}
	}
	return cfg
}

func (s *setupScreen) draw(a *App, dst *ebiten.Image) {
	s.layout(a)
	w, _ := a.size()
	a.drawBackdrop(dst)
	if setupShort(float64(a.h)) {
		drawText(dst, a.t("SetupShortTitle", "Rules", a.ruleset().Title()), a.fonts.boldFace(sizeLarge), w/2, 8, colText, text.AlignCenter)
	} else {
		drawText(dst, a.t("TitleNewGame"), a.fonts.boldFace(sizeTitle), w/2, 40, colText, text.AlignCenter)
		drawText(dst, a.t("SetupRulesOf", "Rules", a.ruleset().Title()), a.fonts.face(sizeLarge), w/2, 96, colDim, text.AlignCenter)
	}
	m := 20.0 // the panel's margin over and under the rows
	if setupShort(float64(a.h)) {
		m = 4
	}
	// The panel holds every row, the Rules row included when it shows.
	top := s.rows()[0].r
	bg := rect{top.X - 24, top.Y - m, top.W + 48, s.seedR.Y + s.seedR.H + m - (top.Y - m)}
	panel(dst, bg)
	for _, c := range s.rows() {
		c.draw(dst, a.fonts, &a.in)
	}
	face := a.fonts.face(sizeLarge)
	drawTextMiddle(dst, a.t("SetupSeed"), face, s.seedR.X, s.seedR.Y+s.seedR.H/2, colDim, text.AlignStart)
	drawTextMiddle(dst, strconv.FormatUint(s.seed, 10), a.fonts.boldFace(sizeLarge), s.seedR.X+s.seedR.W*0.42+50, s.seedR.Y+s.seedR.H/2, colText, text.AlignStart)
	s.reseed.draw(dst, a.fonts, &a.in)
	s.drawPreview(a, dst)
	s.back.draw(dst, a.fonts, &a.in)
	s.edit.draw(dst, a.fonts, &a.in)
	s.start_.draw(dst, a.fonts, &a.in)
	for _, c := range s.rows() {
		help := c.help
		if m := s.teams.models[c.value()]; m != "" && (c == &s.blue || c == &s.red) {
			help = s.teams.show(c.value()) + " " + s.teams.costs + ": " + m + ".\n\n" + help
		}
		if help != "" && a.in.hover(c.r) {
			drawTooltip(dst, a.fonts, help, a.in.mx, a.in.my, w, float64(a.h))
		}
	}
	if s.mode.index >= 1 && !setupShort(float64(a.h)) {
		drawText(dst, a.t("SetupComputerNote"),
			a.fonts.face(sizeSmall), w/2, s.seedR.Y+s.seedR.H+30, colDim, text.AlignCenter)
	}
}
