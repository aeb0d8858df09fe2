package scene

import (
	"fmt"
	"image/color"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// resultsScreen shows the winner, the score and every model's record.
type resultsScreen struct {
	result rules.Result
	rows   []modelStats
	rounds int
	title  button
	again  button
	watch  button
	replay rules.Replay // the finished game's recording
	setup  rules.Setup
	seed   uint64
	mode   string
	human  rules.Seat
	levels [2]string // the computer's level per seat ("" for a person)
	// scratch: the battle started from a position; it has no setup to
	// play again and no saved game to remove.
	scratch bool
}

func newResultsScreen(a *App, b *battleScreen) *resultsScreen {
	if !b.cfg.scratch {
		_ = a.store.Remove(saveFile)
		k := keptReplay{Replay: b.cfg.recorder.Replay, Result: b.g.Result(), Rounds: b.view.Round, Players: players(b.cfg.levels)}
		if err := keepReplay(a.store, k, time.Now()); err != nil {
			a.notify("Could not keep the replay: " + err.Error())
		}
	}
	return &resultsScreen{scratch: b.cfg.scratch, replay: b.cfg.recorder.Replay,
		result: b.g.Result(), rows: b.stats.table(b.view), rounds: b.view.Round,
		setup: b.cfg.recorder.Replay.Setup, seed: b.cfg.recorder.Replay.Seed, mode: b.cfg.mode, human: b.cfg.human,
		levels: b.cfg.levels,
	}
}

func (r *resultsScreen) layout(a *App) {
	w, h := a.size()
	r.title = button{r: rect{w/2 - 330, h - 84, 320, 52}, label: a.t("ResultsBack"), hint: "Esc"}
	r.again = button{r: rect{w/2 + 10, h - 84, 320, 52}, label: a.t("ResultsRematch"), hint: "Enter"}
	r.watch = button{r: rect{w/2 - 160, h - 144, 320, 48}, label: a.t("ResultsWatch"), hint: "W"}
}

func (r *resultsScreen) update(a *App, in *input) error {
	r.layout(a)
	switch {
	case r.title.clicked(in), in.command(cmdMenu):
		a.switchTo(newTitleScreen(a))
	case r.watch.clicked(in), in.pressed(ebiten.KeyW):
		v, err := newReplayScreen(a, r.replay)
		if err != nil {
			a.notify(err.Error())
			return nil
		}
		a.switchTo(v)
	case r.scratch && (r.again.clicked(in) || in.pressed(ebiten.KeyEnter)):
		a.notify("A game started from a position has no rematch.")
	case r.again.clicked(in), in.pressed(ebiten.KeyEnter):
		seed := rules.NewRNG(r.seed).Next() % 1_000_000
		g, err := a.ruleset().New(r.setup, seed)
		if err != nil {
			a.notify(err.Error())
			return nil
		}
		a.switchTo(newBattleScreen(a, battleConfig{game: g, recorder: rules.NewRecorder(g, r.setup, seed), mode: r.mode, human: r.human, levels: r.levels}))
	}
	return nil
}

func (r *resultsScreen) draw(a *App, dst *ebiten.Image) {
	r.layout(a)
	w, _ := a.size()
	team := teamColours(a.settings.ColourBlind)
	head := a.t("ResultsDraw")
	hc := colAccent
	if r.result.Winner == rules.Blue || r.result.Winner == rules.Red {
		head = a.t("Results" + seatName(r.result.Winner) + "Wins")
		hc = team[r.result.Winner]
	}
	fillRect(dst, rect{0, 0, w, 6}, hc)
	drawText(dst, head, a.fonts.boldFace(sizeTitle+8), w/2, 34, hc, text.AlignCenter)
	sub := a.tn("ResultsScore", r.rounds, "Blue", r.result.Score[0], "Red", r.result.Score[1])
	if r.result.Reason != "" {
		sub += " · " + a.say(r.result.ReasonMsg, r.result.Reason)
	}
	drawText(dst, sub, a.fonts.face(sizeLarge), w/2, 100, colText, text.AlignCenter)
	y := 150.0
	if who := sidesLine(r.mode, r.human, r.levels, a.t); who != "" {
		drawText(dst, who, a.fonts.face(sizeNormal), w/2, 132, colDim, text.AlignCenter)
		y = 176
	}

	cols := resultsColumns(a)
	total := 0.0
	for _, c := range cols {
		total += c.w
	}
	x0 := w/2 - total/2
	box := rect{x0 - 16, y - 12, total + 32, 40 + float64(len(r.rows))*30 + 16}
	panel(dst, box)
	hf := a.fonts.boldFace(sizeNormal)
	x := x0
	for i, c := range cols {
		align, tx := text.AlignEnd, x+c.w-10
		if i == 0 {
			align, tx = text.AlignStart, x
		}
		drawText(dst, c.title, hf, tx, y, colDim, align)
		x += c.w
	}
	y += 32
	face := a.fonts.face(sizeNormal)
	for i, m := range r.rows {
		if i%2 == 0 {
			fillRect(dst, rect{x0 - 8, y - 4, total + 16, 28}, color.RGBA{8, 8, 8, 8})
		}
		c := colText
		if m.Seat == rules.Blue || m.Seat == rules.Red {
			c = team[m.Seat]
		}
		name := m.ID
		if m.Name != "" {
			name = m.Name + " (" + m.ID + ")"
		}
		vals := []int{m.Kills, m.Deaths, m.Hits, m.WoundsDealt, m.WoundsTaken}
		drawText(dst, ellipsis(name, face, cols[0].w-10), face, x0, y, c, text.AlignStart)
		x := x0 + cols[0].w
		for k, v := range vals {
			drawText(dst, fmt.Sprint(v), face, x+cols[k+1].w-10, y, colText, text.AlignEnd)
			x += cols[k+1].w
		}
		y += 30
	}
	r.title.draw(dst, a.fonts, &a.in)
	r.again.draw(dst, a.fonts, &a.in)
	r.watch.draw(dst, a.fonts, &a.in)
}

// sidesLine says who played each side, e.g. "Blue: you · Red: computer
// (Hard)", in t's language; hot-seat games give "".
func sidesLine(mode string, human rules.Seat, levels [2]string, t tr) string {
	if mode == modeHotSeat {
		return ""
	}
	var parts [2]string
	for s := range parts {
		side := sideName(t, rules.Seat(s))
		parts[s] = t("ResultsPlayedYou", "Side", side)
		if levels[s] != "" {
			parts[s] = t("ResultsPlayedComputer", "Side", side, "Level", t("Level"+titleCase(levels[s])))
		}
	}
	return parts[0] + " · " + parts[1]
}

// resultsColumn is one column of the results table: its title and width.
type resultsColumn struct {
	title string
	w     float64
}

// resultsColumns are the results table's columns, titled in the screens'
// language.
func resultsColumns(a *App) []resultsColumn {
	return []resultsColumn{{a.t("ResultsModel"), 224}, {a.t("ResultsKills"), 92}, {a.t("ResultsDeaths"), 92},
		{a.t("ResultsHits"), 92}, {a.t("ResultsWoundsDealt"), 130}, {a.t("ResultsWoundsTaken"), 130}}
}
