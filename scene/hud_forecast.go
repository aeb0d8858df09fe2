package scene

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// sightColour is the colour of a sight word.
func sightColour(s string) color.RGBA {
	switch s {
	case "clear shot":
		return colGood
	case "visible":
		return colAccent
	}
	return colBad
}

// forecastPlan is the forecast panel laid out to fit its column: what is
// shown and how tall it is. When the column is short the pools' modifier
// lines go first, then the notes from the end, then model rows (a line
// says how many more models the attack affects), so the odds of the
// first models always show.
type forecastPlan struct {
	titles     []string
	att, def   []string
	notes      []string
	targets    []rules.TargetForecast
	moreModels int     // models of a cube attack left out for room
	h          float64 // height of the panel
}

// forecast panel metrics: padding, the sight line, and a model row of a
// cube attack below its name line.
const (
	fcTop       = 42 // title to the first pool line: sight line and gaps
	fcPad       = 24 // the space under the last line
	fcRowGap    = 18 // a model row's bar line
	fcOutcomeLH = 20 // one outcome of a single-target attack
)

// planForecast lays out the forecast of fc titled title in r, its words
// in the player's language (say).
func planForecast(f *fonts, r rect, title string, fc rules.Forecast, say sayer) forecastPlan {
	face := f.face(sizeSmall)
	lh := lineHeight(face)
	tf := f.boldFace(sizeNormal)
	var p forecastPlan
	p.titles = wrap(title, tf, r.W-24)
	if len(p.titles) > 2 {
		p.titles = append(p.titles[:1], ellipsis(strings.Join(p.titles[1:], " "), tf, r.W-24))
	}
	pool := func(pi rules.PoolInfo, mods bool) []string {
		if pi.Test == "" && pi.Dice == 0 {
			return nil // a side that neither rolls nor is named
		}
		lines := []string{ellipsis(poolWords(pi, say), face, r.W-24)}
		if mods && len(pi.Mods) > 0 {
			lines = append(lines, wrap("  "+strings.Join(pi.Mods, ", "), face, r.W-28)...)
		}
		return lines
	}
	var allNotes []string
	for _, n := range fc.Notes {
		allNotes = append(allNotes, wrap(n, face, r.W-24)...)
	}
	p.targets = fc.Targets
	p.notes = allNotes
	height := func() float64 {
		th := float64(len(p.titles)) * lineHeight(tf)
		rows := float64(len(fc.Outcomes)) * fcOutcomeLH
		if len(fc.Targets) > 0 {
			rows = float64(len(p.targets)) * (lh + fcRowGap)
			if p.moreModels > 0 {
				rows += lh
			}
		}
		return th + fcTop + float64(len(p.att)+len(p.def)+len(p.notes))*lh + rows + fcPad
	}
	withMods := func(mods bool) {
		p.att, p.def = pool(fc.Attack, mods), pool(fc.Defence, mods)
		if len(fc.Targets) > 0 {
			p.def = nil // each model's Survive pool is on its own row
		}
	}
	withMods(true)
	if p.h = height(); p.h <= r.H {
		return p
	}
	withMods(false)
	for len(p.notes) > 0 && height() > r.H {
		p.notes = p.notes[:len(p.notes)-1]
	}
	if len(p.notes) < len(allNotes) && len(p.notes) > 0 {
		last := len(p.notes) - 1
		p.notes[last] = ellipsis(p.notes[last]+" …", face, r.W-24)
	}
	for len(p.targets) > 1 && height() > r.H {
		p.targets = p.targets[:len(p.targets)-1]
		p.moreModels = len(fc.Targets) - len(p.targets)
	}
	if len(p.titles) > 1 && height() > r.H {
		p.titles = []string{ellipsis(strings.Join(p.titles, " "), tf, r.W-24)}
	}
	p.h = height()
	return p
}

// drawForecast explains an attack before it is made: sight, both dice
// pools with every modifier, the chance of each outcome (for a cube
// attack, of each model it affects), and what else happens. It fits in
// r (see planForecast) and returns the height it used. say gives the
// outcomes' words in the player's language.
func drawForecast(dst *ebiten.Image, f *fonts, r rect, title string, fc rules.Forecast, name func(string) string, say sayer) float64 {
	face := f.face(sizeSmall)
	lh := lineHeight(face)
	tf := f.boldFace(sizeNormal)
	fc = localPools(say, fc)
	p := planForecast(f, r, title, fc, say)
	th := float64(len(p.titles)) * lineHeight(tf)
	box := rect{r.X, r.Y, r.W, p.h}
	panel(dst, box)
	for i, l := range p.titles {
		drawText(dst, l, tf, box.X+12, box.Y+8+float64(i)*lineHeight(tf), colText, text.AlignStart)
	}
	if fc.Sight == "" {
		drawText(dst, say(rules.Say("HudCloseCombatSight"), "Close combat: sight plays no part"), face, box.X+12, box.Y+th+14, colDim, text.AlignStart)
	} else {
		los := say(rules.Say("HudLineOfSight"), "Line of sight:")
		drawText(dst, los, face, box.X+12, box.Y+th+14, colDim, text.AlignStart)
		drawText(dst, say(fc.SightMsg, fc.Sight), f.boldFace(sizeSmall), box.X+12+textWidth(los+" ", face), box.Y+th+14, sightColour(fc.Sight), text.AlignStart)
	}
	y := box.Y + th + 36
	for _, pl := range [][]string{p.att, p.def} {
		for i, l := range pl {
			c := colText
			if i > 0 {
				c = colDim
			}
			drawText(dst, l, face, box.X+12, y, c, text.AlignStart)
			y += lh
		}
	}
	if len(fc.Targets) > 0 {
		// The odds of each model come before the notes: they are what
		// the player weighs.
		y += 4
		rows := float64(len(p.targets)) * (lh + fcRowGap)
		drawTargets(dst, f, rect{box.X + 12, y, box.W - 24, rows}, p.targets, name, say)
		y += rows
		if p.moreModels > 0 {
			drawText(dst, moreModelsText(p.moreModels, say), face, box.X+12, y, colDim, text.AlignStart)
			y += lh
		}
		for _, l := range p.notes {
			drawText(dst, l, face, box.X+12, y, colAccent, text.AlignStart)
			y += lh
		}
		return p.h
	}
	for _, l := range p.notes {
		drawText(dst, l, face, box.X+12, y, colAccent, text.AlignStart)
		y += lh
	}
	y += 8
	barX := box.X + 112
	barW := box.W - 112 - 56
	for _, o := range fc.Outcomes {
		drawText(dst, say(o.LabelMsg, o.Label), face, box.X+12, y, colText, text.AlignStart)
		fillRect(dst, rect{barX, y + 3, barW, 10}, color.RGBA{40, 46, 58, 255})
		c := outcomeColour(o.Label)
		fillRect(dst, rect{barX, y + 3, barW * max(0, min(1, o.P)), 10}, c)
		drawText(dst, fmt.Sprintf("%.1f%%", o.P*100), face, box.X+box.W-12, y, colText, text.AlignEnd)
		y += fcOutcomeLH
	}
	return p.h
}

// localPools is fc with its pools' modifiers and its notes in the
// player's language (say) where the ruleset gives them as messages; fc's
// own slices are left as they were.
func localPools(say sayer, fc rules.Forecast) rules.Forecast {
	local := func(pi rules.PoolInfo) rules.PoolInfo {
		if len(pi.ModMsgs) == 0 {
			return pi
		}
		mods := make([]string, len(pi.Mods))
		for i, m := range pi.Mods {
			if i < len(pi.ModMsgs) {
				m = say(pi.ModMsgs[i], m)
			}
			mods[i] = m
		}
		pi.Mods = mods
		return pi
	}
	fc.Attack, fc.Defence = local(fc.Attack), local(fc.Defence)
	if len(fc.NoteMsgs) > 0 {
		notes := make([]string, len(fc.Notes))
		for i, n := range fc.Notes {
			if i < len(fc.NoteMsgs) {
				n = say(fc.NoteMsgs[i], n)
			}
			notes[i] = n
		}
		fc.Notes = notes
	}
	return fc
}

// moreModelsText says how many models of a cube attack the panel had
// no room for.
func moreModelsText(n int, say sayer) string {
	english := fmt.Sprintf("+ %d more models", n)
	if n == 1 {
		english = "+ 1 more model"
	}
	return sayOr(say, rules.Say("ForecastMoreModels", "Count", rules.Num(n)), english)
}

// colPinned is the bar colour of a model left Pinned.
var colPinned = color.RGBA{176, 132, 232, 255}

// outcomeColour is the bar colour of an outcome.
func outcomeColour(label string) color.RGBA {
	switch label {
	case "kill":
		return colBad
	case "wound":
		return color.RGBA{240, 140, 60, 255}
	case "shields only":
		return colShield
	case "pinned":
		return colPinned
	}
	return colDim
}

// drawTargets draws one row per model a cube attack affects: the model,
// its Survive pool, and a bar split by the chance of each outcome with the
// chance of a kill and of a wound written out.
func drawTargets(dst *ebiten.Image, f *fonts, r rect, targets []rules.TargetForecast, name func(string) string, say sayer) {
	face := f.face(sizeSmall)
	lh := lineHeight(face)
	y := r.Y
	for _, t := range targets {
		head := name(t.Target) + " · " + poolShort(t.Defence, say)
		drawText(dst, ellipsis(head, face, r.W), face, r.X, y, colText, text.AlignStart)
		y += lh
		odds := targetOdds(t, say)
		// The bar takes what the odds text leaves of the row.
		bar := rect{r.X, y + 2, max(24, r.W-textWidth(odds, face)-8), 10}
		fillRect(dst, bar, color.RGBA{40, 46, 58, 255})
		x := bar.X
		for _, o := range t.Outcomes {
			w := bar.W * max(0, min(1, o.P))
			fillRect(dst, rect{x, bar.Y, w, bar.H}, outcomeColour(o.Label))
			x += w
		}
		drawText(dst, odds, face, r.X+r.W, y-1, colText, text.AlignEnd)
		y += fcRowGap
	}
}

// targetOdds writes one model's share of a cube attack: its chance of a
// kill and of a wound, or when neither can happen its likeliest other
// outcome (pinned, shields only), else "no damage". The outcomes are
// named in the player's language (say) as the ruleset words them.
func targetOdds(t rules.TargetForecast, say sayer) string {
	p := map[string]float64{}
	words := map[string]string{}
	for _, o := range t.Outcomes {
		p[o.Label] += o.P
		if !o.LabelMsg.IsZero() {
			words[o.Label] = sayOr(say, o.LabelMsg, o.Label)
		}
	}
	word := func(l string, m rules.Msg) string {
		if w, ok := words[l]; ok {
			return w
		}
		return sayOr(say, m, l)
	}
	if p["kill"] > 0 || p["wound"] > 0 {
		return word("kill", rules.Say("ForecastKill")) + " " + percent(p["kill"]) + " · " + word("wound", rules.Say("ForecastWound")) + " " + percent(p["wound"])
	}
	best, bp := "", 0.0
	for _, l := range []string{"pinned", "shields only"} {
		if p[l] > bp {
			best, bp = l, p[l]
		}
	}
	if best == "" {
		return sayOr(say, rules.Say("ForecastNoDamage"), "no damage")
	}
	if best == "pinned" {
		return word(best, rules.Say("ForecastPinned")) + " " + percent(bp)
	}
	return word(best, rules.Say("ForecastShieldsOnly")) + " " + percent(bp)
}

// percent writes a probability as a whole percentage; a chance above zero
// but under half a percent reads "<1%", and one just under certain ">99%".
func percent(p float64) string {
	switch {
	case p > 0 && p < 0.005:
		return "<1%"
	case p < 1 && p > 0.995:
		return ">99%"
	}
	return fmt.Sprintf("%.0f%%", p*100)
}

// cubeTargets is every model a cube attack forecast says it affects, the
// models the board rings while the attack is aimed.
func cubeTargets(fc rules.Forecast) []string {
	ids := make([]string, 0, len(fc.Targets))
	for _, t := range fc.Targets {
		ids = append(ids, t.Target)
	}
	return ids
}

// diceWord is "die" for one die, else "dice".
func diceWord(n int) string {
	if n == 1 {
		return "die"
	}
	return "dice"
}
