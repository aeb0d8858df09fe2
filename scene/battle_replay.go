package scene

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// modeReplay is a battle screen showing a recorded game: nobody decides;
// the viewer steps through the actions.
const modeReplay = "replay"

// replayPlayer is the state of the replay viewer: the recording, how many
// of its actions the board shows, whether it plays on by itself.
type replayPlayer struct {
	rp       rules.Replay
	at       int // actions applied
	playing  bool
	finished bool // the recorded game ended: its hidden information may be shown
	reveal   bool // show what was hidden while it was played (rules.Revealer)
	btns     replayButtons
}

// replayButtons are the viewer's controls on the action bar.
type replayButtons struct {
	start, prevRound, back, play, step, nextRound, end, reveal button
}

// newReplayScreen opens the viewer on a replay. The whole replay is played
// first, so one that does not fit this version of the rules is refused
// before anything is shown, with the reason.
func newReplayScreen(a *App, rp rules.Replay) (*battleScreen, error) {
	final, err := rp.Play(a.cfg.Registry)
	if err != nil {
		return nil, fmt.Errorf("this replay does not play on this version of the game: %w", err)
	}
	rs, err := a.cfg.Registry.Get(rp.Ruleset)
	if err != nil {
		return nil, err
	}
	g, err := rs.New(rp.Setup, rp.Seed)
	if err != nil {
		return nil, err
	}
	b := newBattleScreen(a, battleConfig{game: g, recorder: rules.NewRecorder(g, rp.Setup, rp.Seed), mode: modeReplay, scratch: true})
	b.replay = &replayPlayer{rp: rp, playing: true, finished: final.Over()}
	return b, nil
}

// replayUpdate runs one tick of the viewer: its buttons and keys, and the
// next action when it plays on and the last one has been shown.
func (b *battleScreen) replayUpdate(a *App, in *input) {
	r := b.replay
	b.anim.rate = b.pace(a).speed
	if r.playing && !b.anim.busy() {
		if r.at < len(r.rp.Actions) {
			b.replayStep(a)
		} else {
			r.playing = false
		}
	}
	b.layoutReplayButtons(b.lay.bar)
	bt := &r.btns
	switch {
	case bt.play.clicked(in) || in.pressed(ebiten.KeySpace):
		r.playing = !r.playing && r.at < len(r.rp.Actions)
	case bt.step.clicked(in) || in.pressed(ebiten.KeyPeriod):
		r.playing = false
		b.anim.skip(b.started)
		if r.at < len(r.rp.Actions) {
			b.replayStep(a)
		}
	case bt.back.clicked(in) || in.pressed(ebiten.KeyComma):
		r.playing = false
		b.replayTo(a, max(0, r.at-1))
	case bt.start.clicked(in):
		r.playing = false
		b.replayTo(a, 0)
	case bt.end.clicked(in):
		r.playing = false
		b.replayTo(a, len(r.rp.Actions))
	case bt.prevRound.clicked(in):
		r.playing = false
		round := b.g.Round()
		if r.at == b.roundStart(a, round) {
			round--
		}
		b.replayTo(a, b.roundStart(a, max(1, round)))
	case bt.nextRound.clicked(in):
		r.playing = false
		b.replayTo(a, b.roundStart(a, b.g.Round()+1))
	case bt.reveal.clicked(in) || in.pressed(ebiten.KeyH) && bt.reveal.label != "" && !bt.reveal.disabled:
		r.reveal = !r.reveal
		b.refresh()
	case in.command(cmdSlower):
		a.settings.Pace = paces[max(0, paceIndex(a.settings.Pace)-1)].name
	case in.command(cmdFaster):
		a.settings.Pace = paces[min(len(paces)-1, paceIndex(a.settings.Pace)+1)].name
	}
}

// replayStep applies the next recorded action, animated.
func (b *battleScreen) replayStep(a *App) {
	r := b.replay
	act, err := rules.Find(b.g.Legal(), r.rp.Actions[r.at])
	if err == nil {
		var events []rules.Event
		events, err = b.g.Apply(act)
		if err == nil {
			r.at++
			b.dice.clear()
			b.log.addAction(act, actionLabel(act, b.pieceName, b.describe(), true))
			b.stats.add(events)
			b.anim.pushCued(events, cuesFor(events, act, rules.NoSeat))
			b.refresh()
			if b.view.Round != b.round {
				b.round = b.view.Round
				b.ban.push(banner{text: a.t("HudRound", "Round", b.round), sub: firstNote(b.view), c: colAccent, round: b.round})
			}
			return
		}
	}
	r.playing = false
	a.notify(fmt.Sprintf("The replay stops at action %d: %v", r.at+1, err))
}

// replayTo shows the game after its first n actions, at once: the board,
// the log, the dice and the records as they were then.
func (b *battleScreen) replayTo(a *App, n int) {
	r := b.replay
	part := r.rp
	part.Actions = r.rp.Actions[:max(0, n-1)]
	part.FinalHash = ""
	g, _, events, err := rebuild(a.cfg.Registry, part)
	var last []rules.Event // the events of action n, for the dice tray
	if err == nil && n > 0 {
		var act rules.Action
		if act, err = rules.Find(g.Legal(), r.rp.Actions[n-1]); err == nil {
			last, err = g.Apply(act)
			events = append(events, last...)
		}
	}
	if err != nil {
		a.notify("The replay cannot go there: " + err.Error())
		return
	}
	b.anim = animator{}
	b.g, r.at = g, n
	b.log = combatLog{}
	if o, ok := g.(opener); ok {
		for _, e := range o.Opening() {
			b.logEvent(e)
		}
	}
	for _, e := range events {
		b.logEvent(e)
	}
	b.stats = newStatsBook()
	b.stats.add(events)
	b.dice.clear()
	for _, e := range last {
		if e.Kind == "roll" {
			b.dice.add(e)
		}
	}
	b.refresh()
	b.round, b.score = b.view.Round, b.view.Score
}

// roundStart is the number of actions after which the replay reaches
// round (the end of the replay if it never does).
func (b *battleScreen) roundStart(a *App, round int) int {
	rs, err := a.cfg.Registry.Get(b.replay.rp.Ruleset)
	if err != nil {
		return b.replay.at
	}
	g, err := rs.New(b.replay.rp.Setup, b.replay.rp.Seed)
	if err != nil {
		return b.replay.at
	}
	for i, t := range b.replay.rp.Actions {
		if g.Round() >= round {
			return i
		}
		act, err := rules.Find(g.Legal(), t)
		if err != nil {
			return i
		}
		if _, err := g.Apply(act); err != nil {
			return i
		}
	}
	return len(b.replay.rp.Actions)
}

// drawReplayBar draws the viewer's controls on the action bar.
func (b *battleScreen) drawReplayBar(a *App, dst *ebiten.Image, r rect) {
	p := b.replay
	head := fmt.Sprintf("Replay · action %d of %d · round %d · speed %s ([ and ] change it)", p.at, len(p.rp.Actions), b.view.Round, paces[paceIndex(a.settings.Pace)].label)
	drawText(dst, ellipsis(head, a.fonts.boldFace(sizeSmall), r.W-20), a.fonts.boldFace(sizeSmall), r.X+10, r.Y+6, colDim, text.AlignStart)
	b.layoutReplayButtons(r)
	for _, bt := range []*button{&p.btns.start, &p.btns.prevRound, &p.btns.back, &p.btns.play, &p.btns.step, &p.btns.nextRound, &p.btns.end, &p.btns.reveal} {
		if bt.label != "" {
			bt.draw(dst, a.fonts, &a.in)
		}
	}
}

// layoutReplayButtons places the viewer's buttons in the action bar r,
// each enabled when it can move the replay.
func (b *battleScreen) layoutReplayButtons(r rect) {
	p := b.replay
	y, h := r.Y+30, 30.0
	x := r.X + 10
	playLabel := "Play"
	if p.playing {
		playLabel = "Pause"
	}
	mk := func(w float64, label, hint string, disabled bool) button {
		if x+w > r.X+r.W-10 {
			x, y = r.X+10, y+h+6
		}
		bt := button{r: rect{x, y, w, h}, label: label, hint: hint, disabled: disabled}
		x += w + 6
		return bt
	}
	first, last := p.at == 0, p.at >= len(p.rp.Actions)
	p.btns = replayButtons{
		start:     mk(70, "Start", "", first),
		prevRound: mk(100, "« Round", "", first),
		back:      mk(96, "‹ Back", ",", first),
		play:      mk(104, playLabel, "Space", last && !p.playing),
		step:      mk(92, "Step ›", ".", last),
		nextRound: mk(100, "Round »", "", last),
		end:       mk(60, "End", "", last),
	}
	p.btns.reveal = button{}
	if _, canReveal := b.g.(rules.Revealer); !canReveal {
		return // a game that hides nothing has nothing to show
	}
	label := "Show hidden"
	if p.reveal {
		label = "As it was seen"
	}
	p.btns.reveal = mk(150, label, "H", !p.finished)
}
