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

func (r *resultsScreen) layout(a *App) resultsPlace {
	w, h := a.size()
	p := resultsLayout(a, w, h, len(r.rows), r.mode != modeHotSeat)
	r.title = button{r: p.title, label: a.t("ResultsBack"), hint: "Esc"}
	r.again = button{r: p.again, label: a.t("ResultsRematch"), hint: "Enter"}
	r.watch = button{r: p.watch, label: a.t("ResultsWatch"), hint: "W"}
	return p
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
	p := r.layout(a)
	w, _ := a.size()
	team := teamColours(a.settings.ColourBlind)
	head := a.t("ResultsDraw")
	hc := colAccent
	if r.result.Winner == rules.Blue || r.result.Winner == rules.Red {
		head = a.t("Results" + seatName(r.result.Winner) + "Wins")
		hc = team[r.result.Winner]
	}
	fillRect(dst, rect{0, 0, w, 6}, hc)
	drawText(dst, head, a.fonts.boldFace(p.headSize), w/2, p.headY, hc, text.AlignCenter)
	sub := a.tn("ResultsScore", r.rounds, "Blue", r.result.Score[0], "Red", r.result.Score[1])
	if r.result.Reason != "" {
		sub += " · " + a.say(r.result.ReasonMsg, r.result.Reason)
	}
	subFace := a.fonts.face(sizeLarge)
	if textWidth(sub, subFace) > w-24 {
		subFace = a.fonts.face(sizeNormal)
	}
	drawText(dst, ellipsis(sub, subFace, w-24), subFace, w/2, p.subY, colText, text.AlignCenter)
	if who := sidesLine(a.t, r.mode, r.human, r.levels); who != "" {
		drawText(dst, ellipsis(who, a.fonts.face(sizeNormal), w-24), a.fonts.face(sizeNormal), w/2, p.whoY, colDim, text.AlignCenter)
	}

	panel(dst, p.box)
	hf := a.fonts.boldFace(sizeNormal)
	x := p.x0
	for i, c := range p.cols {
		tx := x
		if i > 0 {
			tx = x + c.w - 10
		}
		for k, l := range p.heads[i] {
			drawText(dst, l, hf, tx, p.tableY+float64(k)*lineHeight(hf), colDim, headAlign(i))
		}
		x += c.w
	}
	total := p.box.W - 32
	face := a.fonts.face(sizeNormal)
	if p.small {
		face = a.fonts.face(sizeSmall)
	}
	y := p.rowsY
	for i, m := range r.rows[:p.shown] {
		if i%2 == 0 {
			fillRect(dst, rect{p.x0 - 8, y - 4, total + 16, p.pitch - 2}, color.RGBA{8, 8, 8, 8})
		}
		c := colText
		if m.Seat == rules.Blue || m.Seat == rules.Red {
			c = team[m.Seat]
		}
		name := m.ID
		if m.Name != "" {
			name = m.Name + " (" + m.ID + ")"
		}
		if i == p.shown-1 && p.shown < len(r.rows) {
			name = "…" // the rows that do not fit
		}
		vals := []int{m.Kills, m.Deaths, m.Hits, m.WoundsDealt, m.WoundsTaken}
		drawText(dst, ellipsis(name, face, p.cols[0].w-10), face, p.x0, y, c, text.AlignStart)
		if name == "…" {
			break
		}
		x := p.x0 + p.cols[0].w
		for k, v := range vals {
			drawText(dst, fmt.Sprint(v), face, x+p.cols[k+1].w-10, y, colText, text.AlignEnd)
			x += p.cols[k+1].w
		}
		y += p.pitch
	}
	r.title.draw(dst, a.fonts, &a.in)
	r.again.draw(dst, a.fonts, &a.in)
	r.watch.draw(dst, a.fonts, &a.in)
}

// sidesLine says who played each side in the language of t, e.g. "Blue:
// you · Red: computer (Hard)"; hot-seat games give "".
func sidesLine(t func(string, ...any) string, mode string, human rules.Seat, levels [2]string) string {
	if mode == modeHotSeat {
		return ""
	}
	var parts [2]string
	for s := range parts {
		parts[s] = t("ResultsSideYou")
		if levels[s] != "" {
			parts[s] = t("ResultsSideComputer", "Level", t("Level"+titleCase(levels[s])))
		}
	}
	return t("ResultsSides", "Blue", parts[0], "Red", parts[1])
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
