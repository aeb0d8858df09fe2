package scene

import (
	"fmt"
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/scene/board"
	"github.com/flashpoint-arena/flashpoint/world"
)

// battleConfig is how a battle starts: the game, its recorder, the play
// mode and the events already applied (when a saved game is resumed).
type battleConfig struct {
	game     rules.Game
	recorder *rules.Recorder
	mode     string     // modeHotSeat, modeVersus or modeWatch
	human    rules.Seat // the player's seat in modeVersus
	levels   [2]string  // the computer's level on each seat it plays ("" for a person)
	past     []rules.Event
	// scratch marks a battle started from a position file
	// (Config.Position): it is never saved and leaves the saved game alone.
	scratch bool
}

// opener is implemented by games that report what happened at setup
// (deployment, weapon drops, the roll-off).
type opener interface {
	Opening() []rules.Event
}

// battleScreen is the battle: the board filling the window and the HUD.
type battleScreen struct {
	cfg   battleConfig
	g     rules.Game
	teams string // the team list's title, what the ruleset calls its rosters
	view  rules.View
	legal []rules.Action
	rel   []rules.Action // the part of legal the bar and board offer
	// targets are the Targets of legal, read once a refresh: the chips
	// (cards) the deciding seat's actions spend (liveChips).
	targets   map[string]bool
	panelsFit panelsFit // the height of view's panels (battleLayout)

	brd        *board.Board
	centredW   int
	centredH   int
	colourMode bool

	sel         string        // selected piece
	picked      string        // the model the player selected with a click (a second click activates it)
	pinned      string        // the model whose card a right-click keeps in the card panel ("" none)
	endAsk      bool          // Enter or End was pressed once with actions left: the next press ends
	peek        peekState     // the card shown beside the cursor for a hovered model
	names       namer         // model IDs to the names a player reads
	say         sayer         // the ruleset's words in the player's language (App.say)
	t           tr            // the screen's own words in the player's language (App.t); nil in English
	data        dataWords     // the names of the ruleset's data in the player's language
	promptEN    string        // the view's prompt in the ruleset's English, before localView (promptFor)
	killWord    string        // the kill banner's word in the player's language
	prev        previewCache  // the last destination or action preview (hud_preview.go)
	gen         int           // counts refreshes: a cache of anything worked out from the state keeps it
	logOpen     bool          // a narrow window shows the combat log over the board
	sidesOpen   bool          // a short narrow window shows the side panel over the board (sidesShown)
	sidesFor    int           // the decision (gen) in which the player last opened or folded the side panel
	notesBottom float64       // where the scenario notes under the top bar end (last frame)
	logCube     *world.Pos    // the cube the log line under the pointer names, nil for none
	threats     bool          // the threat view is on (battle_threats.go)
	threat      threatCache   // its cubes, kept while the state stays
	tallestMemo tallestCache  // the tallest card's height, kept while the state and the room stay
	focus       string        // only this kind of cube action is highlighted ("" = all)
	target      string        // choosing among the attacks on this model
	aim         *rules.Action // only this group of cube attacks is highlighted (nil = all)

	hover   bHit
	hoverOK bool
	// pointer is what lies under the cursor on the board this tick
	// (pick); pointerOK false when nothing or the cursor is on a panel.
	pointer   bHit
	cursor    boardCursor // the keyboard's pointer on the board (keyboard_cursor.go)
	pointerOK bool

	entries    []barEntry
	entryRects []rect
	page       int
	pages      int
	hoverEntry int    // index into entries, -1 none
	tipTerm    string // the glossary term the tooltip drawn last named, "" for none (G opens it)
	pageBtns   [2]button

	log   combatLog
	dice  diceTray
	anim  animator
	ban   banners
	feed  killFeed
	stats *statsBook

	seen       rules.Seat // hot-seat: the seat that has the screen now
	seatGuard  int        // ticks input still waits after the seat changed on the board (battle_seats.go)
	seatCall   int        // ticks the call of the new seat still stands on the board
	round      int
	phase      string // the phase last announced (rules.View.Phase)
	score      [2]int
	cpu        *computer
	last       rules.Action // the action applied last (its events may still be animating)
	menu       *battleMenu
	overTicks  int
	linger     int    // ticks to keep the board on screen after an action before a hand-over
	hud        []rect // panels drawn last frame; clicks there do not reach the board
	rosterArea rect   // where the fireteam list was drawn last frame
	sidesPanel rect   // the open side panel drawn last frame over the card column or the board, zero when none
	lay        battleLayout
	undo       undoState     // actions the deciding player may take back (battle_undo.go)
	replay     *replayPlayer // the replay viewer's state (battle_replay.go); nil in a game
	lesson     *lessonRun    // the lesson this battle teaches a step of (lesson_run.go); nil in a game
	undoBtn    button
}

// lingerTicks is how long the board stays after an action (once its
// animation is over) before the hand-over screen hides it, so the player
// sees the result; a click skips the wait.
const lingerTicks = 75

// newBattleScreen opens a battle on cfg.game.
func newBattleScreen(a *App, cfg battleConfig) *battleScreen { return newBattleScreenWith(a, cfg, nil) }

// newBattleScreenWith opens a battle on cfg.game that teaches a step of a
// lesson (nil for none).
func newBattleScreenWith(a *App, cfg battleConfig, run *lessonRun) *battleScreen {
	b := &battleScreen{cfg: cfg, g: cfg.game, stats: newStatsBook(), seen: rules.NoSeat, hoverEntry: -1,
		teams: a.teamsTitleOf(cfg.game.Ruleset()), lesson: run}
	b.colourMode = a.settings.ColourBlind
	b.say, b.t, b.killWord = a.say, a.t, a.t("BannerKill")
	if d, ok := b.g.(rules.DiceDescriber); ok {
		b.dice.faces = d.DieFaces()
	}
	b.data = newDataWords(b.g, a.englishT(), a.t)
	b.names = newNamer(b.g.View(), a.t).local(b.data)
	b.brd = newBoard(b.g.Arena(), b.palette(a))
	b.brd.ShowZones(zonesPlayed(b.g))
	if cfg.mode == modeVersus {
		b.seen = cfg.human
	}
	b.cfg.levels = computerSeats(cfg.mode, cfg.human, cfg.levels)
	if cfg.mode != modeHotSeat && cfg.mode != modeReplay {
		cpu, err := newComputer(b.cfg.levels, cfg.recorder.Replay.Seed, a.cfg.Think)
		if err != nil {
			a.notify(err.Error() + "; playing " + defaultLevel + " instead")
			cpu, _ = newComputer(computerSeats(cfg.mode, cfg.human, [2]string{}), cfg.recorder.Replay.Seed, a.cfg.Think)
		}
		b.cpu = cpu
	}
	if o, ok := b.g.(opener); ok {
		for _, e := range o.Opening() {
			b.logEvent(e)
		}
	}
	for _, e := range cfg.past {
		b.logEvent(e)
	}
	b.stats.add(cfg.past)
	b.refresh()
	b.round = b.view.Round
	b.phase = b.view.Phase
	b.score = b.view.Score
	ob := openingBanner(b.view)
	if ob.round > 0 {
		ob.text = a.roundText(b.view)
	}
	if run == nil {
		b.ban.push(ob) // a lesson's step is no round of a game: its words say what it is
	}
	return b
}

func firstNote(v rules.View) string {
	if len(v.Notes) > 0 {
		return v.Notes[0]
	}
	return ""
}

// palette is the board palette for the current settings.
func (b *battleScreen) palette(a *App) bPalette {
	if a.settings.ColourBlind {
		return board.ColourBlindPalette()
	}
	return board.DefaultPalette()
}

// refresh re-reads the engine state after a change.
func (b *battleScreen) refresh() {
	b.gen++
	raw := b.gameView()
	b.promptEN = raw.Prompt
	b.brd.SetArena(b.g.Arena()) // a wall destroyed in play: the terrain is drawn anew
	b.view = b.data.view(b.names.view(localView(b.say, raw)))
	b.legal = slices.Clone(b.g.Legal()) // kept across frames and applies: the game's list holds only until Apply
	if b.lesson != nil {
		b.legal = b.lesson.offered(b.legal)
	}
	b.targets = actionTargets(b.legal)
	// The model now activating is selected for its player.
	for _, p := range b.view.Pieces {
		if p.Active && p.Seat == b.g.ToMove() {
			if b.sel != p.ID {
				b.focus, b.target, b.aim = "", "", nil
			}
			b.sel = p.ID
		}
	}
	id := soleActor(b.legal)
	if id == "" {
		id = loneChooser(b.legal) // one model to act with, or pass
	}
	if id == "" {
		id = offBoardPick(b.legal, b.view, b.sel) // models off the board to place: the first
	}
	if id != "" && id != b.sel {
		// One model decides (an Evade or Scout step, the model a Sticky
		// charge sticks to): its card and cubes show without a click.
		if p := b.piece(id); p != nil && p.Seat == b.g.ToMove() {
			b.focus, b.target, b.aim = "", "", nil
			b.sel = id
		}
	}
	b.endAsk, b.picked = false, ""
	if b.pinned != "" && b.piece(b.pinned) == nil {
		b.pinned = ""
	}
	b.rel = relevant(b.legal, b.sel)
	if b.target != "" && len(attacksOn(b.rel, b.target)) == 0 {
		b.target = ""
	}
	b.entries = b.barOf(b.target)
	b.page = 0
}

// piece finds a piece of the view by ID.
func (b *battleScreen) piece(id string) *rules.Piece {
	for i := range b.view.Pieces {
		if b.view.Pieces[i].ID == id {
			return &b.view.Pieces[i]
		}
	}
	return nil
}

// focusTitle names the kind of cube action the bar focuses on.
func (b *battleScreen) focusTitle() string {
	for _, act := range b.rel {
		if act.Kind == b.focus {
			return b.describe().kindTitle(act)
		}
	}
	return titleCase(b.focus)
}

// describe is the game's way of naming and explaining its actions, in
// the player's language where the game gives its words as messages.
func (b *battleScreen) describe() describer {
	desc := describer{t: b.t, data: b.data}
	if d, ok := b.g.(rules.Describer); ok {
		desc.help = func(a rules.Action) (rules.ActionHelp, bool) {
			h, ok := d.Describe(a)
			h.Title, h.Help = b.data.text(b.words(h.TitleMsg, h.Title)), b.data.text(b.words(h.HelpMsg, h.Help))
			return h, ok
		}
	}
	return desc
}

// terrainWords is the game's way of saying what the arena's features do,
// in the player's language where the game gives its words as messages.
func (b *battleScreen) terrainWords() terrainWords {
	if d, ok := b.g.(rules.TerrainDescriber); ok {
		return func(t rules.Terrain) (string, bool) {
			h, m, ok := d.TerrainHelp(t)
			return b.words(m, h), ok
		}
	}
	return nil
}

// pieceName is a model's display name: "Blue Marksman" (namer).
func (b *battleScreen) pieceName(id string) string { return b.names.name(id) }

// logEvent adds an event to the combat log in the names a player reads.
func (b *battleScreen) logEvent(e rules.Event) {
	e.Text = b.eventText(e)
	b.log.addEvent(e)
}

// humanDecides reports whether a person must decide now.
func (b *battleScreen) humanDecides() bool {
	if b.g.Over() {
		return false
	}
	switch b.cfg.mode {
	case modeVersus:
		return b.g.ToMove() == b.cfg.human
	case modeWatch, modeReplay:
		return false
	}
	return !b.awaitingHandover()
}

// computerTurn reports whether the computer has the turn (the game is not
// over and the seat to move is one it plays).
func (b *battleScreen) computerTurn() bool {
	return !b.g.Over() && b.cpu.plays(b.g.ToMove())
}

// computerThinking reports whether the computer is choosing now: its
// answer is awaited and no animation is holding it back.
func (b *battleScreen) computerThinking() bool {
	return b.cpu != nil && b.cpu.pending && !b.anim.busy()
}

// awaitingHandover reports a hot-seat game whose next decision belongs to
// the player who does not have the screen yet: the board shows the result
// of the last action and waits for the hand-over.
func (b *battleScreen) awaitingHandover() bool {
	return b.cfg.mode == modeHotSeat && !b.g.Over() && b.g.ToMove() != b.seen
}

// apply carries out a legal action: the state changes at once, the events
// are queued for animation, the log, statistics and saved game follow.
func (b *battleScreen) apply(a *App, act rules.Action) {
	b.anim.skip(b.started)
	person := b.humanDecides()
	var before rules.Game // the state to go back to, kept for a person's actions only
	if person {
		before = b.g.Clone()
	}
	// The log names the action as the bar offered it, before the state
	// moves on (a ruleset may name an action by the state it is taken in).
	label := actionLabel(act, b.pieceName, b.describe(), true)
	events, err := b.g.Apply(act)
	if err != nil {
		a.notify("The rules refused that: " + err.Error())
		b.refresh()
		return
	}
	b.cfg.recorder.Record(b.g, act)
	if b.lesson != nil && person {
		b.lesson.applied(b.g, act)
	}
	b.undo.noted(b.g, before, act, person)
	b.dice.clear()
	b.log.addAction(act, label)
	b.stats.add(events)
	if act.Kind == "activate" {
		c := b.seatColour(a, act.Seat)
		b.ban.push(banner{text: b.pieceName(act.Actor), sub: a.t("BannerActivates"), c: c})
	}
	b.anim.pushCued(events, cuesFor(events, act, b.listener()))
	b.last = act
	if b.cpu != nil && b.pace(a).speed == 0 {
		b.anim.skip(b.started) // instant: the state and the HUD at once
	}
	b.linger = lingerTicks
	b.focus, b.target, b.aim = "", "", nil
	b.refresh()
	if b.view.Round != b.round && !b.g.Over() {
		b.round = b.view.Round
		b.ban.push(banner{text: a.t("HudRound", "Round", b.round), sub: firstNote(b.view), c: colAccent, round: b.round})
	}
	b.announcePhase()
	if b.view.Score != b.score {
		for s := range 2 {
			if b.view.Score[s] > b.score[s] {
				b.ban.push(banner{text: a.t("BannerScores" + seatName(rules.Seat(s))),
					sub: fmt.Sprintf("%s %d – %d %s", a.t("TopBlue"), b.view.Score[0], b.view.Score[1], a.t("TopRed")), c: b.seatColour(a, rules.Seat(s))})
			}
		}
		b.score = b.view.Score
	}
	b.save(a)
}

// save writes the game in progress, or removes it once the game is over.
func (b *battleScreen) save(a *App) {
	if b.cfg.scratch {
		return
	}
	if b.g.Over() {
		_ = a.store.Remove(saveFile)
		return
	}
	sg := savedGame{Mode: b.cfg.mode, Human: b.cfg.human, Levels: b.cfg.levels, Replay: b.cfg.recorder.Replay}
	if err := writeSavedGame(a.store, sg); err != nil {
		a.notify("Could not save the game: " + err.Error())
	}
}

// started is called when an event's animation begins: the HUD shows it.
func (b *battleScreen) started(e rules.Event) {
	e.Text = b.eventText(e)
	b.log.addEvent(e)
	if e.To != nil {
		b.followInto(*e.To) // the camera follows events off screen
	}
	switch e.Kind {
	case "roll":
		b.dice.add(e)
	case "kill":
		// The feed is in the killer's colour (the event's seat is the
		// victim's); a kill by gravity or a wall is in neutral red.
		team := teamColours(b.colourMode)
		c := colBad
		if p := b.piece(e.Actor); p != nil && (p.Seat == rules.Blue || p.Seat == rules.Red) {
			c = team[p.Seat]
		}
		text := e.Text
		if e.Actor != "" && e.Target != "" {
			text = b.pieceName(e.Actor) + "  ×  " + b.pieceName(e.Target)
		} else if e.Target != "" {
			text = "×  " + b.pieceName(e.Target)
		}
		b.feed.push(text, c)
		kill := b.killWord
		if kill == "" {
			kill = "Kill!"
		}
		b.ban.push(banner{text: kill, sub: e.Text, c: c})
	}
}

// listener is the seat whose win sounds as a victory: the player's against
// the computer, any seat's otherwise.
func (b *battleScreen) listener() rules.Seat {
	if b.cfg.mode == modeVersus {
		return b.cfg.human
	}
	return rules.NoSeat
}

// uiState is what a click or key on the battle's own widgets can change;
// a change means the input was taken and earns a click sound.
type uiState struct {
	sel, focus, target string
	pinned             string
	endAsk             bool
	aim                string
	page               int
	menu               bool
	actions            int
	cur                screen
}

func (b *battleScreen) uiState(a *App) uiState {
	aim := ""
	if b.aim != nil {
		aim = b.aim.Text()
	}
	return uiState{b.sel, b.focus, b.target, b.pinned, b.endAsk, aim, b.page, b.menu != nil, len(b.cfg.recorder.Replay.Actions), a.cur}
}

func (b *battleScreen) seatColour(a *App, s rules.Seat) color.RGBA {
	if s == rules.Blue || s == rules.Red {
		return teamColours(a.settings.ColourBlind)[s]
	}
	return colAccent
}

// update runs one tick of the battle.
func (b *battleScreen) update(a *App, in *input) error {
	w, h := a.size()
	b.lay = b.battleLayout(a, w, h)
	if a.w != b.centredW || a.h != b.centredH {
		b.centre(a)
	}
	if a.settings.ColourBlind != b.colourMode {
		b.colourMode = a.settings.ColourBlind
		b.brd.SetPalette(b.palette(a))
	}
	if in.leftPressed || len(in.keys) > 0 {
		before := b.uiState(a)
		defer func() {
			if b.uiState(a) != before {
				a.playSound(cue{s: soundClick})
			}
		}()
	}
	if b.menu != nil {
		return b.menu.update(a, b, in)
	}
	b.setMotion(a.settings.reducedMotion(a.cfg.ReducedMotion))
	b.anim.rate = 1
	if b.cpu != nil {
		b.anim.rate = b.pace(a).speed
	}
	b.anim.update(b.started)
	for _, c := range b.anim.takeCues() {
		a.playSound(c)
	}
	if !b.anim.busy() && b.linger > 0 {
		b.linger--
	}
	b.seatTicks()
	b.dice.update()
	b.ban.update()
	b.feed.update()
	b.foldInput(a, in)
	if !b.lay.narrow || b.logOpen {
		b.log.update(in, b.lay.log)
	}
	b.camera(a, in)
	b.logCube = nil
	if c, ok := b.log.cubeUnder(in); ok && (!b.lay.narrow || b.logOpen) {
		b.logCube = &c
	}
	b.pick(in)
	b.cursorInput(in)
	if b.menu == nil {
		b.peek.update(b.modelAt(in))
		if in.rightClicked {
			b.rightClick(in)
		}
	}

	if b.helpKeys(a, in) {
		return nil
	}
	if b.replay != nil {
		if in.command(cmdMenu) {
			b.menu = newBattleMenu(b)
			return nil
		}
		b.replayUpdate(a, in)
		return nil
	}
	if b.lesson != nil && b.lesson.update(a, b, in) {
		return nil
	}
	if b.g.Over() {
		if !b.anim.busy() {
			b.overTicks++
		}
		if b.overTicks > 90 || (b.overTicks > 0 && (in.leftPressed || in.pressed(ebiten.KeySpace) || in.pressed(ebiten.KeyEnter))) {
			a.switchTo(newResultsScreen(a, b))
		}
		return nil
	}
	if in.command(cmdMenu) {
		if !b.backOut() && !b.cursorAway() {
			b.menu = newBattleMenu(b)
		}
		return nil
	}
	dec := b.g.ToMove()
	if b.cfg.mode == modeHotSeat && dec != b.seen && !b.anim.busy() {
		switch {
		case b.seen != rules.NoSeat && b.boardHandOver(a):
			b.takeSeat(dec) // short turns: the board stays (battle_seats.go)
		case b.linger == 0:
			a.switchTo(newHandoverScreen(a, b, dec))
			return nil
		}
	}
	if b.awaitingHandover() {
		b.hoverOK = false
		if (in.leftPressed || in.pressed(ebiten.KeyEnter) || in.pressed(ebiten.KeySpace)) && !b.anim.busy() {
			b.linger = 0 // a click or key hands over at once
		}
		return nil
	}
	b.computerInput(a, in)
	if !b.humanDecides() {
		b.hoverOK = false
		if b.anim.busy() {
			return nil
		}
		if !b.cpu.pending {
			b.cpu.think(b.g.Clone())
		}
		if t, ok := b.cpu.poll(b.pace(a).speed); ok {
			if t.err != nil {
				return fmt.Errorf("the %s found no action: %w", b.computerSeatTitle(b.cpu.seat), t.err)
			}
			act, err := rules.Find(b.g.Legal(), t.text)
			if err != nil {
				return fmt.Errorf("the computer chose an illegal action: %w", err)
			}
			b.apply(a, act)
			b.guardTurnBack() // from this frame on, if the turn came back
		}
		return nil
	}
	if b.seatGuard > 0 {
		// The seat just changed on the board: a click or key meant for
		// the last action does not act for this side.
		b.hoverOK = false
		return nil
	}
	b.playerInput(a, in)
	return nil
}
