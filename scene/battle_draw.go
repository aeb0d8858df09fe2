package scene

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// draw draws the battle.
func (b *battleScreen) draw(a *App, dst *ebiten.Image) {
	w, h := a.size()
	b.lay = b.battleLayout(a, w, h)
	team := teamColours(a.settings.ColourBlind)
	b.brd.Draw(dst, b.view, b.overlay())
	b.drawCursor(dst)
	b.hud = b.hud[:0]
	b.tipTerm = ""

	b.drawTop(a, dst, team)
	sidesOver := b.sidesOverlay()
	left := cardColumn(b.lay, a.fonts, b.view, a.t, sidesOver)
	var cardH float64
	var cardLines []placedLine
	switch p := b.piece(b.cardID()); {
	case b.sidesOnCard(a):
		// The open side panel stands in the card's place (drawn below).
	case p == nil:
		cardH = drawNoCard(dst, a.fonts, left, a.t("HudNoModel"), a.t("HudNoModelHint"))
	default:
		cardH, cardLines = drawCard(dst, a.fonts, left, p, team, a.cardWords())
		underlineTerms(dst, a.fonts, cardLines, localTerms(b.say, glossary(b.g)), a.in.mx, a.in.my)
	}
	b.hud = append(b.hud, rect{b.lay.left.X, b.lay.left.Y, b.lay.left.W, cardH})
	if b.humanDecides() {
		r := rect{left.X, left.Y + cardH + 8, left.W, max(0, left.H-cardH-8)}
		if act, ok := b.forecastFor(); ok {
			if fc, ok := b.forecast(act); ok {
				fh := drawForecast(dst, a.fonts, r, actionLabel(act, b.pieceName, b.describe(), false), fc, b.pieceName, b.localWords)
				b.hud = append(b.hud, rect{r.X, r.Y, r.W, fh})
			}
		} else if pv, ok := b.previewFor(); ok {
			ph := drawPreview(dst, a.fonts, r, b.data.preview(pv))
			b.hud = append(b.hud, rect{r.X, r.Y, r.W, ph})
		}
	}
	// The fireteam list stands under the room of the tallest card, not
	// under the card shown, so it stays put while cards change: a row
	// clicked once is still there for the second click.
	// A forecast or preview (shown while the pointer is on the board, not
	// on the list) may push it down.
	used := b.hud[len(b.hud)-1]
	top := max(left.Y+b.tallest(a.fonts, left), used.Y+used.H) + 8
	rr := rect{b.lay.left.X, top, b.lay.left.W, b.lay.left.Y + b.lay.left.H - top}
	// What each side holds (command dice) sits at the bottom of the
	// column, the fireteam list above it.
	var sides rect
	chipHelp := ""
	switch {
	case !sidesOver:
		sides, chipHelp = drawSides(dst, a.fonts, &a.in, b.view, rr, team, b.liveChips(), a.t)
		if sides.W > 0 {
			rr.H = max(0, sides.Y-8-rr.Y)
		}
	}
	b.rosterArea = bottomRoster(b.view, rr)
	rr = b.rosterArea
	if box := drawRoster(dst, a.fonts, &a.in, b.view, rr, b.sel, b.teams, team, func(id string) string { return a.t(id) }); box.W > 0 {
		b.hud = append(b.hud, box)
	}
	b.sidesPanel = rect{}
	if sidesOver {
		// Folded behind its tab; open, over the card's place (and the
		// fireteam list when the dice are many, whose rows under it take
		// no clicks), or over the board's corner.
		sides, chipHelp = b.drawSidesOverlay(a, dst, team)
		b.sidesPanel = sides
	}
	if sides.W > 0 {
		b.hud = append(b.hud, sides)
	}
	b.drawLogAndDice(a, dst, team)
	b.drawBar(a, dst, team)
	b.drawCameraHint(a, dst)
	// Banners stand under the scenario notes; the kill feed runs down the
	// board's right side under the banner (and the log tab).
	b.drawSeatFrame(a, dst)
	bannerEnd := b.ban.draw(dst, a.fonts, b.lay.board.X+b.lay.board.W/2, max(b.lay.board.Y+28, b.notesBottom+6), b.lay.board.W-8)
	if call := b.drawSeatCall(a, dst, bannerEnd+8); call > bannerEnd+8 {
		bannerEnd = call
	}
	feedY := max(b.lay.board.Y+40, bannerEnd+8)
	if b.lay.narrow {
		feedY = max(feedY, b.lay.logTab.Y+b.lay.logTab.H+8)
	}
	b.feed.draw(dst, a.fonts, b.lay.board.X+b.lay.board.W-8, feedY, b.lay.bar.Y-hintRoom) // clear of the camera keys' line and the bar
	if b.lesson != nil {
		b.lesson.draw(a, b, dst)
		b.hud = append(b.hud, b.lesson.panel)
	}
	if b.g.Over() && !b.anim.busy() && b.lesson == nil {
		res := b.g.Result()
		b.ban.queue = nil
		msg := a.t("ResultsDraw")
		if res.Winner != rules.NoSeat {
			msg = a.t("Results" + seatName(res.Winner) + "Wins")
		}
		r := rect{w/2 - 220, h/2 - 60, 440, 120}
		roundRect(dst, r, 8, color.RGBA{10, 12, 18, 235})
		drawText(dst, msg, a.fonts.boldFace(sizeBanner), w/2, r.Y+18, colAccent, text.AlignCenter)
		sub := a.t("OverClickResults")
		if b.replay != nil {
			sub = a.t("OverReplayEnd")
		}
		drawText(dst, sub, a.fonts.face(sizeNormal), w/2, r.Y+76, colDim, text.AlignCenter)
	}
	if b.menu != nil {
		b.menu.draw(a, dst)
	}
	if chipHelp != "" && b.menu == nil {
		drawTooltip(dst, a.fonts, b.tipText(a, chipHelp), a.in.mx, a.in.my, w, h)
	}
	if rows, idx, _ := rosterRows(b.view, b.rosterArea); b.menu == nil && !b.sidesPanel.contains(a.in.mx, a.in.my) {
		// What a model in the fireteam list carries.
		for k, row := range rows {
			if a.in.hover(row) && b.peek.showing() == "" {
				drawTooltip(dst, a.fonts, b.tipText(a, rosterTip(b.view, &b.view.Pieces[idx[k]], a.t)), a.in.mx, a.in.my, w, h)
			}
		}
	}
	if b.hoverOK && b.hover.Piece == "" && b.hoverEntry < 0 && b.aim == nil && chipHelp == "" && b.menu == nil && !b.g.Over() {
		// The cube under the cursor: where it is, what it is (girder, low
		// walls, zones) and what lies in it (items, flags, scenario zones).
		var tip []string
		for _, t := range []string{terrainTip(b.g.Arena(), b.hover.Cell, b.terrainWords(), a.t, zonesPlayed(b.g)), tokenTip(b.view, b.hover.Cell, a.t)} {
			if t != "" {
				tip = append(tip, t)
			}
		}
		if len(tip) > 0 {
			tip = append([]string{cubeName(a.t, b.hover.Cell)}, tip...)
			px, py := b.pointAt(a)
			drawTooltipClear(dst, a.fonts, b.tipText(a, strings.Join(tip, "\n")), px, py, w, h, b.watched())
		}
	}
	if b.menu == nil {
		b.drawPeek(a, dst, team)
		// What a stat or keyword on the card means.
		// A click or G opens the glossary there (glossaryLinks).
		if tip := termTip(a.fonts, cardLines, localTerms(b.say, glossary(b.g)), a.in.mx, a.in.my); tip != "" {
			drawTooltip(dst, a.fonts, tip+"\n"+a.t("GlossaryTipClick"), a.in.mx, a.in.my, w, h)
		}
	}
	if b.menu == nil && b.humanDecides() && a.in.hover(b.undoBtn.r) {
		drawTooltip(dst, a.fonts, b.undoTip(), a.in.mx, a.in.my, w, h)
	}
	if b.hoverEntry >= 0 && b.hoverEntry < len(b.entries) && b.menu == nil && b.humanDecides() {
		e := b.entries[b.hoverEntry]
		tip := e.help
		if e.action != nil {
			tip += "\n\n" + e.action.Text()
		} else {
			tip += "\n\n" + groupHint(e, b.word)
		}
		drawTooltip(dst, a.fonts, b.tipText(a, tip), a.in.mx, a.in.my, w, h)
	}
}

// drawTop draws the turn bar: round, who decides and what, score.
func (b *battleScreen) drawTop(a *App, dst *ebiten.Image, team [2]color.RGBA) {
	r := b.lay.top
	dec := b.g.ToMove()
	waiting := b.awaitingHandover()
	if waiting {
		// The player at the screen is done; the bar stays theirs until
		// the hand-over.
		dec = b.seen
	}
	c := colAccent
	if dec == rules.Blue || dec == rules.Red {
		c = team[dec]
	}
	fillRect(dst, r, color.RGBA{12, 15, 22, 240})
	fillRect(dst, rect{r.X, r.Y + r.H - 3, r.W, 3}, c)
	drawTextMiddle(dst, a.roundText(b.view), topSideFace(a.fonts, r.W), r.X+16, r.Y+r.H/2, colText, text.AlignStart)
	who := strings.ToUpper(a.t("Top" + seatName(dec)))
	switch {
	case b.cfg.mode == modeVersus && dec == b.cfg.human:
		who += a.t("TopYou")
	case b.cfg.mode == modeVersus, b.cfg.mode == modeWatch:
		who += a.t("TopComputer")
	case b.cfg.mode == modeReplay:
		who += a.t("TopReplay")
	}
	prompt := b.promptFor(dec) // in display names and the player's language (refresh)
	if waiting {
		prompt = a.t("TopHandOver" + seatName(b.g.ToMove()))
		if b.boardHandOver(a) {
			prompt = a.t("TopPlaysNext" + seatName(b.g.ToMove()))
		}
	}
	// The seat is already named: promptFor dropped a leading "red: ".
	if b.g.Over() {
		res := b.g.Result()
		who, prompt = a.t("TopGameOver"), a.say(res.ReasonMsg, res.Reason)
	}
	line := who + " — " + prompt
	blue, red := a.t("TopBlue"), a.t("TopRed")
	mid := fmt.Sprintf(" %d – %d ", b.view.Score[0], b.view.Score[1])
	sf := topSideFace(a.fonts, r.W)
	sw := textWidth(blue+mid+red, sf)
	// The prompt keeps clear of the round and the score on both sides.
	pw := min(promptWidth(a.fonts, r.W, b.view), r.W-2*(max(sw, textWidth(a.roundText(b.view), sf))+32))
	drawPrompt(dst, a.fonts, fitPrompt(a.fonts, line, pw, r.H-4), r.W/2, r.Y+r.H/2-1, c)
	x := r.W - 16 - sw
	drawTextMiddle(dst, blue, sf, x, r.Y+r.H/2, team[0], text.AlignStart)
	drawTextMiddle(dst, mid, sf, x+textWidth(blue, sf), r.Y+r.H/2, colText, text.AlignStart)
	drawTextMiddle(dst, red, sf, r.W-16, r.Y+r.H/2, team[1], text.AlignEnd)
	b.notesBottom = 0
	if notes := panelNotes(b.view, b.lay.narrow); len(notes) > 0 {
		nf := a.fonts.face(sizeSmall)
		nw := b.lay.board.W - 16
		if b.lay.narrow {
			nw -= b.lay.logTab.W + 8 // the log tab stands at the right
			if b.sidesOverlay() && len(b.view.Sides) > 0 {
				nw = b.sidesTab(a).X - 8 - b.lay.board.X - 8 // and the side panel's tab left of it
			}
		}
		lines := noteLines(notes, nf, nw)
		for i, l := range lines {
			drawText(dst, l, nf, b.lay.board.X+8+nw/2, r.Y+r.H+6+float64(i)*lineHeight(nf), colDim, text.AlignCenter)
		}
		b.notesBottom = r.Y + r.H + 6 + float64(len(lines))*lineHeight(nf)
	}
	b.hud = append(b.hud, r)
}

// promptWidth is the width the top bar's prompt has in a bar w wide: the
// middle, what the round on the left and the score on the right leave,
// the same on both sides so the prompt stays centred.
func promptWidth(f *fonts, w float64, v rules.View) float64 {
	face := topSideFace(f, w)
	score := textWidth(fmt.Sprintf("Blue %d – %d Red", v.Score[0], v.Score[1]), face)
	side := max(textWidth(roundLabel(v), face), score) + 32
	return w - 2*side
}

// topSideFace is the face of the round and the score at the two ends of
// a top bar w wide: large, and normal in a narrow window (200% interface
// size), where the prompt between them needs the room more.
func topSideFace(f *fonts, w float64) text.Face {
	if w < narrowWidth {
		return f.boldFace(sizeNormal)
	}
	return f.boldFace(sizeLarge)
}

// drawBar draws the action bar: the legal actions with shortcuts 1–9.
func (b *battleScreen) drawBar(a *App, dst *ebiten.Image, team [2]color.RGBA) {
	r := b.lay.bar
	panel(dst, r)
	b.hud = append(b.hud, r)
	if b.replay != nil {
		b.drawReplayBar(a, dst, r)
		return
	}
	if b.computerTurn() {
		b.drawComputerBar(a, dst, r, team)
		return
	}
	face := a.fonts.face(sizeNormal)
	head := b.barHead(a)
	legendX := r.X + r.W
	if b.humanDecides() {
		b.drawUndo(a, dst, r)
		legendX = b.drawLegend(a, dst, rect{r.X, r.Y, r.W - b.undoBtn.r.W - 8, r.H})
	}
	headFace := a.fonts.boldFace(sizeSmall)
	drawText(dst, ellipsis(head, headFace, legendX-r.X-22), headFace, r.X+10, r.Y+6, colDim, text.AlignStart)

	// Flow the entries into rows, page by page; the paging buttons take
	// room from the rows only when one page is not enough.
	hf := a.fonts.face(sizeSmall)
	widths := make([]float64, len(b.entries))
	for i, e := range b.entries {
		hint := "9"
		if isEndAction(rules.Action{Kind: e.kind}) {
			hint = "9 · Enter"
		}
		if c := entryCost(e, b.describe()); c != "" {
			hint = c + " · " + hint
		}
		widths[i] = textWidth(e.label, face) + textWidth(hint, hf) + 40
	}
	inner := rect{r.X + 8, r.Y + 26, r.W - 16, r.H - 30}
	var pageOf []int
	b.entryRects, pageOf, b.pages = flowBar(widths, inner)
	if b.pages > 1 {
		inner.W -= 70
		b.entryRects, pageOf, b.pages = flowBar(widths, inner)
	}
	b.page = min(b.page, b.pages-1)
	for i, e := range b.entries {
		if pageOf[i] != b.page || !b.humanDecides() {
			b.entryRects[i] = rect{}
			continue
		}
		btn := button{r: b.entryRects[i], label: e.label}
		btn.hint = barKeyLabel(barKey(i))
		if isEndAction(rules.Action{Kind: e.kind}) {
			btn.hint = strings.TrimPrefix(btn.hint+" · Enter", " · ")
			btn.selected = b.endAsk && e.kind == "end"
		}
		if c := entryCost(e, b.describe()); c != "" {
			btn.hint = strings.TrimSuffix(c+" · "+btn.hint, " · ")
		}
		if e.kind == "pass" && b.endAsk && (pickFirst(b.legal) || loneChooser(b.legal) != "") {
			btn.selected = true
		}
		if e.action == nil && (b.focus == e.kind && !e.aim || e.aim && b.aim != nil && sameAim(*b.aim, *e.first)) {
			btn.selected = true
		}
		if s := b.entrySeat(e); s == rules.Blue || s == rules.Red {
			btn.accent = team[s]
		}
		btn.draw(dst, a.fonts, &a.in)
	}
	if b.picking() && b.humanDecides() && len(b.entries) > 0 {
		// Below the pass, what to do instead.
		y := b.entryRects[len(b.entries)-1].Y + barButtonH + 8
		for _, l := range wrap(pickHint, hf, inner.W) {
			if y+lineHeight(hf) > r.Y+r.H {
				break
			}
			drawText(dst, l, hf, inner.X, y, colDim, text.AlignStart)
			y += lineHeight(hf)
		}
	}
	if len(b.entries) == 0 && b.humanDecides() {
		drawText(dst, a.t("BarNoActions"), face, inner.X, inner.Y+4, colDim, text.AlignStart)
	}
	b.pageBtns = [2]button{
		{r: rect{r.X + r.W - 72, r.Y + 26, 30, 28}, label: "‹", disabled: b.pages < 2},
		{r: rect{r.X + r.W - 38, r.Y + 26, 30, 28}, label: "›", disabled: b.pages < 2},
	}
	if b.pages > 1 {
		for i := range b.pageBtns {
			b.pageBtns[i].draw(dst, a.fonts, &a.in)
		}
		drawText(dst, fmt.Sprintf("%d/%d", b.page+1, b.pages), a.fonts.face(sizeSmall), r.X+r.W-40, r.Y+60, colDim, text.AlignCenter)
	}
}

// drawCameraHint reminds the player of the camera keys and the cut-away.
func (b *battleScreen) drawCameraHint(a *App, dst *ebiten.Image) {
	cam := b.brd.Camera()
	top := b.g.Arena().H - 1
	lv := a.t("HintLevels", "Top", cam.CutLevel)
	if cam.CutLevel >= top {
		lv = a.t("HintAllLevels")
	}
	key := func(cmd string) string { return keyLabel(a.settings.Key(cmd)) }
	parts := []string{
		a.t("HintRotate", "Keys", key(cmdRotateLeft)+"/"+key(cmdRotateRight)),
		a.t("HintZoom"),
		a.t("HintPan"),
		a.t("HintCut", "Keys", key(cmdCutUp)+"/"+key(cmdCutDown), "Levels", lv),
		a.t("HintCentre", "Key", key(cmdCentre)),
		a.t("HintThreats", "Key", key(cmdThreats)),
		a.t("HintMenu", "Key", key(cmdMenu)),
	}
	face := a.fonts.face(sizeSmall)
	// The cube under the pointer, named as the log names cubes, at the
	// right of the hint line.
	where := ""
	if b.hoverOK {
		where = cubeName(a.t, b.hover.Cell)
	}
	ww := 0.0
	if where != "" {
		ww = textWidth(where, face) + 16
		drawText(dst, where, face, b.lay.bar.X+b.lay.bar.W-4, b.lay.bar.Y-20, colAccent, text.AlignEnd)
	}
	drawText(dst, fitParts(parts, " · ", face, b.lay.bar.W-8-ww), face, b.lay.bar.X+4, b.lay.bar.Y-20, colDim, text.AlignStart)
}

// fitParts joins as many of parts, in order, as fit in width w: a hint
// line loses its last hints whole rather than being cut in a word.
func fitParts(parts []string, sep string, face text.Face, w float64) string {
	out := ""
	for _, p := range parts {
		next := p
		if out != "" {
			next = out + sep + p
		}
		if textWidth(next, face) > w {
			break
		}
		out = next
	}
	return out
}

// drawLegend explains the Move and Sprint highlight colours at the right
// of the bar's header when the board shows them.
func (b *battleScreen) drawLegend(a *App, dst *ebiten.Image, r rect) float64 {
	move, sprint := cellsOf(b.rel, b.focus, b.describe())
	if b.aim != nil {
		move, sprint = nil, nil // only the chosen attack's cubes show
	}
	aim := aimCells(b.rel, b.aim, b.describe())
	var danger []world.Pos
	if b.threats && b.aim == nil {
		danger = b.threatCells()
	}
	pal := b.palette(a)
	face := a.fonts.face(sizeSmall)
	x := r.X + r.W - 10
	for _, it := range []struct {
		n     int
		label string
		c     color.RGBA
	}{{len(danger), a.t("LegendUnderFire"), pal.Danger}, {len(aim), aimLegend(b.rel, b.aim, b.describe()), pal.Target}, {len(sprint), a.t("LegendSprint"), pal.Sprint}, {len(move), moveLegend(b.rel, b.focus, b.describe()), pal.Move}} {
		if it.n == 0 {
			continue
		}
		x -= textWidth(it.label, face)
		drawText(dst, it.label, face, x, r.Y+6, colDim, text.AlignStart)
		x -= 18
		sw := rect{x, r.Y + 9, 12, 10}
		roundRect(dst, sw, 2, it.c)
		x -= 12
	}
	return x
}

// barHead is the action bar's heading: whose turn it is, what the player
// is asked to do, or the actions' owner, in the player's language.
func (b *battleScreen) barHead(a *App) string {
	head := a.t("HudActions")
	switch {
	case b.awaitingHandover() && b.boardHandOver(a):
		head = a.t("HudNextPlays" + seatName(b.g.ToMove()))
	case b.awaitingHandover():
		head = a.t("HudNextDecides" + seatName(b.g.ToMove()))
	case b.seatGuard > 0:
		head = a.t("HudToPlay" + seatName(b.seen))
	case !b.humanDecides():
		head = a.t("HudWaitingOther")
	case b.endAsk && (pickFirst(b.legal) || loneChooser(b.legal) != ""):
		head = a.tn("BarPassAnyway", len(actorsOf(b.legal)))
	case b.endAsk:
		head = a.t("BarEndAnyway", "Actions", strings.Join(b.actionsLeft(), ", "))
	case b.sel != "" && len(b.entries) > 0 && b.entries[0].kind == "activate" && b.entries[0].actor == b.sel:
		head = a.t("BarActivateAgain", "Model", b.pieceName(b.sel))
		if b.picked != b.sel {
			head = a.t("BarActivate", "Model", b.pieceName(b.sel))
		}
	case b.target != "":
		head = a.t("BarChooseAttack", "Model", b.pieceName(b.target))
	case b.picking():
		head = a.t("BarPickModel")
	case b.sel != "" && len(b.rel) > 0 && b.rel[0].Actor == b.sel:
		head = a.t("HudActionsOf", "Model", b.pieceName(b.sel))
	case len(b.entries) > 0 && b.entries[0].kind == "activate":
		head = a.t("BarClickModel")
	}
	if b.focus != "" {
		head += a.t("BarShowingOnly", "Kind", b.focusTitle())
	}
	if b.aim != nil {
		head = a.t("BarClickRedCube", "Aim", aimTitle(*b.aim, b.describe()))
	}
	return head
}
