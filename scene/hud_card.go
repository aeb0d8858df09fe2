package scene

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// drawNoCard draws the card's place while no model is selected: title
// and hint, in the screens' language. It returns the height used.
func drawNoCard(dst *ebiten.Image, f *fonts, r rect, title, hint string) float64 {
	face := f.face(sizeSmall)
	lines := wrap(hint, face, r.W-24)
	if len(lines) > 2 {
		lines = append(lines[:1], ellipsis(strings.Join(lines[1:], " "), face, r.W-24))
	}
	lh := lineHeight(face)
	h := 64.0 + float64(max(0, len(lines)-1))*lh
	panel(dst, rect{r.X, r.Y, r.W, h})
	drawText(dst, title, f.boldFace(sizeNormal), r.X+12, r.Y+10, colText, text.AlignStart)
	for i, l := range lines {
		drawText(dst, l, face, r.X+12, r.Y+34+float64(i)*lh, colDim, text.AlignStart)
	}
	return h
}

// cardWords are the screen's own words on a model's card, in the player's
// language.
type cardWords struct {
	side            [2]string // "Blue side", "Red side"
	shields, health string
	none, noneHint  string // when no model is selected
	t               tr     // the status line's words; nil: English
}

// cardWords is the card's words in the App's language.
func (a *App) cardWords() cardWords {
	return cardWords{side: [2]string{a.t("CardSideBlue"), a.t("CardSideRed")}, shields: a.t("CardShields"), health: a.t("CardHealth"),
		none: a.t("HudNoModel"), noneHint: a.t("HudNoModelHint"), t: a.t}
}

// word is the screen's message id filled with args, or english for cards
// drawn without a translator (a test's).
func (w cardWords) word(id, english string, args ...any) string {
	if w.t == nil {
		return english
	}
	return w.t(id, args...)
}

// drawCard draws the selected model's card in r and returns the height
// used: name, role and side, status, shield and wound bars, then the
// ruleset's card lines (profile, weapons, items).
func drawCard(dst *ebiten.Image, f *fonts, r rect, p *rules.Piece, team [2]color.RGBA, words cardWords) (float64, []placedLine) {
	if p == nil {
		return drawNoCard(dst, f, r, words.none, words.noneHint), nil
	}
	face := f.face(sizeSmall)
	lh := lineHeight(face)
	body := cardBody(f, r.W, r.H, p)
	h := cardHead(p) + float64(len(body))*lh + 8
	box := rect{r.X, r.Y, r.W, h}
	panel(dst, box)
	tc := colText
	if p.Seat == rules.Blue || p.Seat == rules.Red {
		tc = team[p.Seat]
	}
	fillRect(dst, rect{box.X + 1, box.Y + 6, 4, 48}, tc)
	// Role badge.
	badge := rect{box.X + box.W - 50, box.Y + 10, 40, 24}
	roundRect(dst, badge, 4, tc)
	drawTextMiddle(dst, p.Role, f.boldFace(sizeNormal), badge.X+badge.W/2, badge.Y+badge.H/2, color.RGBA{255, 255, 255, 255}, text.AlignCenter)
	drawText(dst, ellipsis(p.Name, f.boldFace(sizeLarge), box.W-80), f.boldFace(sizeLarge), box.X+14, box.Y+8, colText, text.AlignStart)
	drawText(dst, words.side[p.Seat&1], face, box.X+14, box.Y+36, colDim, text.AlignStart)
	drawText(dst, ellipsis(statusLine(p, words), face, box.W-28), face, box.X+14, box.Y+56, colAccent, text.AlignStart)
	y := box.Y + 80
	if p.MaxShields > 0 {
		drawText(dst, words.shields, face, box.X+14, y, colDim, text.AlignStart)
		pips(dst, box.X+80, y+2, p.Shields, p.MaxShields, colShield, box.W-94)
		y += 18
	}
	drawText(dst, words.health, face, box.X+14, y, colDim, text.AlignStart)
	pips(dst, box.X+80, y+2, max(0, p.HP-p.Wounds), p.HP, colGood, box.W-94)
	placed := cardLinesAt(f, r, p)
	for i, l := range body {
		drawText(dst, l.text, face, placed[i].r.X, placed[i].r.Y, l.col, text.AlignStart)
	}
	return h, placed
}

// cardLinesAt is where drawCard puts the ruleset's card lines of p in r:
// the same wrapping and cut as cardBody, so a click or the pointer finds
// a line's words without the card being drawn.
func cardLinesAt(f *fonts, r rect, p *rules.Piece) []placedLine {
	if p == nil {
		return nil
	}
	lh := lineHeight(f.face(sizeSmall))
	y := r.Y + cardHead(p)
	var placed []placedLine
	for _, l := range cardBody(f, r.W, r.H, p) {
		placed = append(placed, placedLine{l.text, rect{r.X + 14, y, r.W - 28, lh}})
		y += lh
	}
	return placed
}

// placedLine is a line of text drawn at r (the card's lines, whose terms
// the glossary explains on hover).
type placedLine struct {
	text string
	r    rect
}

// cardBody is the ruleset's card lines of p wrapped to width w, cut with
// "…" to fit a card of height at most maxH.
func cardBody(f *fonts, w, maxH float64, p *rules.Piece) []cardLine {
	face := f.face(sizeSmall)
	lh := lineHeight(face)
	var body []cardLine
	for _, l := range p.Card {
		c := toneColour(l.Tone)
		for _, t := range wrap(l.Text, face, w-24) {
			body = append(body, cardLine{t, c})
		}
	}
	maxLines := int((maxH - 130) / lh)
	if len(body) > maxLines && maxLines > 0 {
		body = append(body[:maxLines-1], cardLine{"…", colText})
	}
	return body
}

// cardHeight is the height drawCard takes for p in width w and at most
// maxH.
func cardHeight(f *fonts, w, maxH float64, p *rules.Piece) float64 {
	return cardHead(p) + float64(len(cardBody(f, w, maxH, p)))*lineHeight(f.face(sizeSmall)) + 8
}

// cardHead is the height of a card above its lines: name, side, status,
// the shield row (for a model that has shields) and the health row.
func cardHead(p *rules.Piece) float64 {
	if p.MaxShields > 0 {
		return 120
	}
	return 102
}

// statusLine sums up a model's state in words, the screen's own in the
// player's language (words).
func statusLine(p *rules.Piece, words cardWords) string {
	var s []string
	switch {
	case !p.OnBoard && p.Status != "":
		s = append(s, p.Status) // the ruleset's word: why it waits off the board
	case !p.OnBoard:
		if _, gone := dangerMark(p); !gone {
			s = append(s, words.word("CardAwaitingRespawn", "awaiting respawn")) // a mark says why else (OUT OF ACTION)
		}
	case p.Status != "":
		s = append(s, p.Status) // the ruleset's word
	case p.Active:
		s = append(s, words.word("CardActivating", "activating now"))
	case p.Activated:
		s = append(s, words.word("CardActivated", "already activated"))
	default:
		s = append(s, words.word("CardReady", "ready"))
	}
	if p.Pinned && !p.PostureMarked {
		s = append(s, words.word("CardPinned", "PINNED"))
	}
	if p.Crouched && !p.PostureMarked {
		s = append(s, words.word("CardCrouched", "crouched"))
	}
	for _, m := range p.Marks {
		s = append(s, m.Text)
	}
	if p.OnBoard {
		s = append(s, words.word("CardAt", "at "+p.Pos.String(), "At", p.Pos.String()))
	}
	return strings.Join(s, " · ")
}

// pips draws n of total filled boxes in width w.
func pips(dst *ebiten.Image, x, y float64, n, total int, c color.RGBA, w float64) {
	if total <= 0 {
		return
	}
	pw := min(18, (w-float64(total-1)*3)/float64(total))
	for i := 0; i < total; i++ {
		r := rect{x + float64(i)*(pw+3), y, pw, 11}
		if i < n {
			roundRect(dst, r, 2, c)
		} else {
			strokeRoundRect(dst, r, 2, 1, withAlpha(c, 0.6))
		}
	}
}
