package scene

import (
	"fmt"
	"image/color"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// preview is what the screen explains before an action that is not an
// attack: why a hovered enemy cannot be attacked, what a model could shoot
// and who could shoot it from a cube it might move to, how an action
// (Crouch) changes the attacks it has. The game answers through
// rules.Sighter; a screen of a game without it shows none.
type preview struct {
	title string
	lines []cardLine
}

// previewCache keeps the last destination preview: working one out
// applies the move to a copy of the game, once per hovered action rather
// than every frame.
type previewCache struct {
	key string
	gen int // battleScreen.gen when it was worked out
	p   preview
	ok  bool
}

// sighter is the game's rules.Sighter, nil when it has none.
func sighter(g rules.Game) rules.Sighter {
	s, _ := g.(rules.Sighter)
	return s
}

// previewFor is the preview for what the pointer rests on, if any.
func (b *battleScreen) previewFor() (preview, bool) {
	if !b.humanDecides() || sighter(b.g) == nil {
		return preview{}, false
	}
	if _, ok := b.forecastFor(); ok {
		return preview{}, false // an attack: the forecast explains it
	}
	if b.hoverEntry >= 0 && b.hoverEntry < len(b.entries) {
		if e := b.entries[b.hoverEntry]; e.action != nil && e.action.Actor != "" && e.action.Target == "" && e.action.Cell == nil {
			kind := b.describe().kindTitle(*e.action)
			return b.cachedPreview(*e.action, b.word("PreviewAfter", "After "+kind, "Action", kind), b.changesAfter)
		}
		return preview{}, false
	}
	if !b.hoverOK {
		return preview{}, false
	}
	if id := b.hoverPiece(); id != "" {
		if p := b.piece(id); p != nil && p.Seat != b.g.ToMove() && len(attacksOn(b.rel, id)) == 0 {
			return b.whyNot(id)
		}
	}
	if act, ok := actionAt(b.rel, b.hover.Cell, b.focus, b.describe()); ok && b.aim == nil {
		return b.cachedPreview(act, b.word("PreviewFrom", "From "+act.Cell.String(), "At", act.Cell.String()), b.fromThere)
	}
	return preview{}, false
}

// actor is the deciding side's model the bar acts for: the selected one.
func (b *battleScreen) actor() *rules.Piece {
	p := b.piece(b.sel)
	if p == nil || p.Seat != b.g.ToMove() || !p.OnBoard {
		return nil
	}
	return p
}

// whyNot explains why the selected model cannot attack enemy id now:
// each weapon's reason, or, when a weapon could, that the model has no
// attack left (or is not activated yet).
func (b *battleScreen) whyNot(id string) (preview, bool) {
	me := b.actor()
	if me == nil {
		return preview{}, false
	}
	ss := sighter(b.g).Sightings(me.ID, id)
	pr := preview{title: b.word("PreviewCannotAttack", b.pieceName(me.ID)+" cannot attack "+b.pieceName(id), "Model", b.pieceName(me.ID), "Target", b.pieceName(id))}
	if len(ss) == 0 {
		pr.lines = append(pr.lines, cardLine{b.word("PreviewNoWeapon", "No weapon that shoots."), colDim})
	}
	for _, s := range ss {
		if s.Why != "" {
			pr.lines = append(pr.lines, cardLine{s.Title + ": " + b.words(s.WhyMsg, s.Why), colBad})
			continue
		}
		when := b.word("PreviewNoShootLeft", "no Shoot left in this activation")
		if !me.Active {
			when = b.word("PreviewOnceActivated", "once activated")
		}
		pr.lines = append(pr.lines, cardLine{fmt.Sprintf("%s: %s, %s — %s", s.Title, diceWords(s.Dice, b.say), b.words(s.SightMsg, s.Sight), when), colDim})
	}
	return pr, true
}

// cachedPreview works out a preview of act with build on a copy of the
// game with act applied, and keeps it while act stays hovered.
func (b *battleScreen) cachedPreview(act rules.Action, title string, build func(before, after rules.Game, actor string) []cardLine) (preview, bool) {
	key := title + "\x00" + act.Text()
	if b.prev.key == key && b.prev.gen == b.gen {
		return b.prev.p, b.prev.ok
	}
	b.prev = previewCache{key: key, gen: b.gen}
	after := b.g.Clone()
	if _, err := after.Apply(act); err != nil {
		return preview{}, false
	}
	lines := build(b.g, after, act.Actor)
	if len(lines) == 0 {
		return preview{}, false
	}
	b.prev.p, b.prev.ok = preview{title: title, lines: lines}, true
	return b.prev.p, true
}

// bestSightings is, for each enemy of actor, its best attack on it
// (most dice) and each enemy's best attack on actor, in g.
func bestSightings(g rules.Game, actor string) (mine, theirs map[string]rules.Sighting) {
	s := sighter(g)
	mine, theirs = map[string]rules.Sighting{}, map[string]rules.Sighting{}
	var seat rules.Seat = rules.NoSeat
	v := g.View()
	for _, p := range v.Pieces {
		if p.ID == actor {
			seat = p.Seat
		}
	}
	for _, p := range v.Pieces {
		if !p.OnBoard || p.Seat == seat || p.ID == actor {
			continue
		}
		for _, sg := range s.Sightings(actor, p.ID) {
			if sg.Why == "" && sg.Dice > mine[p.ID].Dice {
				mine[p.ID] = sg
			}
		}
		for _, sg := range s.Sightings(p.ID, actor) {
			if sg.Why == "" && sg.Dice > theirs[p.ID].Dice {
				theirs[p.ID] = sg
			}
		}
	}
	return mine, theirs
}

// fromThere lists what actor could shoot from where act leaves it, and
// who could shoot it there.
func (b *battleScreen) fromThere(_, after rules.Game, actor string) []cardLine {
	mine, theirs := bestSightings(after, actor)
	var out []cardLine
	out = append(out, sightingLines(b.word("PreviewCouldShoot", "Could shoot"), mine, b.pieceName, colGood, b.say)...)
	out = append(out, sightingLines(b.word("PreviewCouldBeShot", "Could be shot by"), theirs, b.pieceName, colBad, b.say)...)
	if len(mine) == 0 && len(theirs) == 0 {
		out = append(out, cardLine{b.word("PreviewNoEnemy", "No enemy in range and sight either way."), colDim})
	}
	return out
}

// changesAfter lists how act changes actor's attacks and the enemies'
// attacks on it: "Breacher: 6 → 5 dice (clear shot → visible)".
func (b *battleScreen) changesAfter(before, after rules.Game, actor string) []cardLine {
	m0, t0 := bestSightings(before, actor)
	m1, t1 := bestSightings(after, actor)
	var out []cardLine
	diff := func(head string, x, y map[string]rules.Sighting, better func(int, int) bool) {
		ids := map[string]bool{}
		for id := range x {
			ids[id] = true
		}
		for id := range y {
			ids[id] = true
		}
		keys := make([]string, 0, len(ids))
		for id := range ids {
			keys = append(keys, id)
		}
		sort.Strings(keys)
		var lines []cardLine
		for _, id := range keys {
			a, c := x[id], y[id]
			if a.Dice == c.Dice && a.Sight == c.Sight {
				continue
			}
			col := colBad
			if better(a.Dice, c.Dice) {
				col = colGood
			}
			lines = append(lines, cardLine{"  " + b.pieceName(id) + ": " + sightWords(a, b.say) + " → " + sightWords(c, b.say), col})
		}
		if len(lines) > 0 {
			out = append(out, cardLine{head, colText})
			out = append(out, lines...)
		}
	}
	diff(b.word("PreviewItsShots", "Its shots:"), m0, m1, func(a, c int) bool { return c > a })
	diff(b.word("PreviewEnemyShots", "Enemy shots at it:"), t0, t1, func(a, c int) bool { return c < a })
	return out
}

// sightWords is one best attack in words: "6 dice, clear shot", or "none",
// in the player's language (say).
func sightWords(s rules.Sighting, say sayer) string {
	if s.Dice == 0 {
		return sayOr(say, rules.Say("PreviewNone"), "none")
	}
	return diceWords(s.Dice, say) + ", " + sayOr(say, s.SightMsg, s.Sight)
}

// diceWords counts dice in words: "1 die", "5 dice", in the player's
// language (say).
func diceWords(n int, say sayer) string {
	english := fmt.Sprintf("%d dice", n)
	if n == 1 {
		english = "1 die"
	}
	return sayOr(say, rules.Say("DiceCount", "Count", rules.Num(n)), english)
}

// sightingLines lists best attacks under a heading, most dice first.
func sightingLines(head string, ss map[string]rules.Sighting, name func(string) string, col color.RGBA, say sayer) []cardLine {
	if len(ss) == 0 {
		return nil
	}
	keys := make([]string, 0, len(ss))
	for id := range ss {
		keys = append(keys, id)
	}
	sort.Slice(keys, func(i, j int) bool {
		if ss[keys[i]].Dice != ss[keys[j]].Dice {
			return ss[keys[i]].Dice > ss[keys[j]].Dice
		}
		return keys[i] < keys[j]
	})
	out := []cardLine{{head + ":", colText}}
	for _, id := range keys {
		s := ss[id]
		out = append(out, cardLine{"  " + name(id) + " · " + s.Title + ", " + sightWords(s, say), col})
	}
	return out
}

// drawPreview draws a preview panel in r and returns the height used.
func drawPreview(dst *ebiten.Image, f *fonts, r rect, p preview) float64 {
	face := f.face(sizeSmall)
	lh := lineHeight(face)
	tf := f.boldFace(sizeNormal)
	titles := wrap(p.title, tf, r.W-24)
	var body []cardLine
	for _, l := range p.lines {
		for i, t := range wrap(strings.TrimLeft(l.text, " "), face, r.W-36) {
			indent := l.text != strings.TrimLeft(l.text, " ") || i > 0
			if indent {
				t = "   " + t
			}
			body = append(body, cardLine{t, l.col})
		}
	}
	maxLines := int((r.H - 24 - float64(len(titles))*lineHeight(tf)) / lh)
	if len(body) > maxLines && maxLines > 0 {
		body = append(body[:maxLines-1], cardLine{"…", colDim})
	}
	h := float64(len(titles))*lineHeight(tf) + float64(len(body))*lh + 22
	panel(dst, rect{r.X, r.Y, r.W, h})
	y := r.Y + 8
	for _, t := range titles {
		drawText(dst, t, tf, r.X+12, y, colText, text.AlignStart)
		y += lineHeight(tf)
	}
	y += 4
	for _, l := range body {
		drawText(dst, l.text, face, r.X+12, y, l.col, text.AlignStart)
		y += lh
	}
	return h
}
