package scene

import (
	"cmp"
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// diceTray shows the rolls of the latest action as dice with their
// faces, successes highlighted: d8 unless the game says otherwise
// (rules.DiceDescriber); a special die (rules.Die.Kind) as its face
// shows it, a mark or a symbol, and named in words.
type diceTray struct {
	title string // the tray's title in the screens' language ("" is "Dice")
	empty string // what the empty tray says ("" is the English)
	faces int    // the faces of the game's dice; 0 is 8
	rolls []rules.Event
	marks [][]dieMark // how each roll's dice are shown
	age   []int       // ticks since each roll appeared
	still bool        // reduced motion: a roll shows at once, settled (anim.go setMotion)
}

func (d *diceTray) clear() { d.rolls, d.marks, d.age = d.rolls[:0], d.marks[:0], d.age[:0] }

func (d *diceTray) add(e rules.Event) {
	if len(e.Dice) == 0 {
		return
	}
	d.rolls = append(d.rolls, e)
	d.marks = append(d.marks, readRoll(e))
	age := 0
	if d.still {
		age = 3*len(e.Dice) + 30 // past rolling in (settling)
	}
	d.age = append(d.age, age)
}

func (d *diceTray) update() {
	for i := range d.age {
		d.age[i]++
	}
}

func (d *diceTray) draw(dst *ebiten.Image, f *fonts, r rect, team [2]color.RGBA, names namer, t tr, say sayer) {
	panel(dst, r)
	drawText(dst, cmp.Or(d.title, "Dice"), f.boldFace(sizeNormal), r.X+10, r.Y+8, colText, text.AlignStart)
	face := f.face(sizeSmall)
	if len(d.rolls) == 0 {
		for i, l := range wrap(cmp.Or(d.empty, "Rolls of the last action appear here."), face, r.W-20) {
			drawText(dst, l, face, r.X+10, r.Y+34+float64(i)*lineHeight(face), colDim, text.AlignStart)
		}
		return
	}
	const size = 24.0
	rowH := size + 22
	fit := max(1, int((r.H-34)/rowH))
	first := max(0, len(d.rolls)-fit)
	y := r.Y + 32
	for i := first; i < len(d.rolls); i++ {
		e := d.rolls[i]
		marks := d.marks[i]
		label := rollLabel(names, e, t)
		if words := specialWords(marks); words != "" {
			label += ": " + words
		}
		if e.Need > 0 && e.Total != 0 {
			label += needWords(e, say) + sayOr(say, rules.Say("TrayTotal", "Total", rules.Num(e.Total)), fmt.Sprintf(": total %d", e.Total)) // dice added up, not counted
		} else if e.Need > 0 {
			hits := e.Hits
			if hits == 0 && len(e.Mods) == 0 {
				// A single die against a number (a girder) reports no count.
				for _, m := range marks {
					if m.success {
						hits++
					}
				}
			}
			label += needWords(e, say) + fmt.Sprintf(" → %d", hits)
		}
		c := colText
		if e.Seat == rules.Blue || e.Seat == rules.Red {
			c = mix(team[e.Seat], color.RGBA{255, 255, 255, 255}, 0.4)
		}
		drawText(dst, ellipsis(label, face, r.W-20), face, r.X+10, y, c, text.AlignStart)
		x := r.X + 10 + size/2
		for k, m := range marks {
			if m.bonus && (k == 0 || !marks[k-1].bonus) {
				x += 6 // rerolls and headshot dice sit apart from the pool
			}
			if x > r.X+r.W-size/2 {
				break
			}
			// Dice roll in one after another.
			shown := d.age[i] >= k*3
			face := m.face
			if !shown {
				face = 1 + (d.age[i]+k*5)%d.sides()
			}
			if m.special {
				drawSpecialDie(dst, f, x, y+16+size/2, size, m, shown)
			} else if d.sides() == 6 {
				drawD6(dst, x, y+16+size/2, size, face, shown && m.success, shown && m.headshot, shown && m.replaced, team, e.Seat)
			} else {
				drawD8(dst, f, x, y+16+size/2, size, face, shown && m.success, shown && m.headshot, shown && m.replaced, team, e.Seat)
			}
			x += size + 4
		}
		y += rowH
	}
}

// sides is the number of faces of the tray's dice.
func (d *diceTray) sides() int {
	if d.faces <= 0 {
		return 8
	}
	return d.faces
}

// drawD8 draws a d8 seen from above: an octagon-ish diamond with its face.
// A success is filled in the roller's colour, a headshot ringed, and a die
// Weight of Fire rolled again is faded.
func drawD8(dst *ebiten.Image, f *fonts, cx, cy, size float64, face int, success, crit, replaced bool, team [2]color.RGBA, seat rules.Seat) {
	body, fg := dieColours(colDim, success, replaced, team, seat)
	r := size / 2
	var pts []float64
	for i := 0; i < 8; i++ {
		a := math.Pi/8 + float64(i)*math.Pi/4
		pts = append(pts, cx+r*math.Cos(a), cy+r*math.Sin(a))
	}
	poly(dst, pts, body)
	// The upper facet, lighter, gives the die its shape.
	poly(dst, []float64{cx, cy - r*0.92, cx + r*0.8, cy + r*0.45, cx - r*0.8, cy + r*0.45}, withAlpha(color.RGBA{255, 255, 255, 255}, 0.10))
	if crit {
		strokeRoundRect(dst, rect{cx - r - 2, cy - r - 2, size + 4, size + 4}, r, 2, colAccent)
	}
	drawTextMiddle(dst, fmt.Sprint(face), f.boldFace(sizeNormal), cx, cy, fg, text.AlignCenter)
}

// dieMark is how the tray shows one die of a roll event.
type dieMark struct {
	face     int
	success  bool // the engine counted it as a success
	headshot bool // a headshot: a success that rolled one more die
	replaced bool // Weight of Fire rolled it again; it counts for nothing
	bonus    bool // a reroll or a headshot die, rolled after the pool

	// A special die (rules.Die.Kind): drawn with its mark or symbol, not
	// its number, and named in words beside the roll.
	special             bool
	mark, symbol, words string
	colour              string // the die's body (rules.Die.Colour), "" for the screen's own
}

// readRoll marks each die of a roll event. The ruleset says how it counted
// every die (rules.Event.Rolled: successes, headshots, rerolls); a roll
// without that description (a single die: roll-off, girder, scatter)
// counts the dice at or above Need.
func readRoll(e rules.Event) []dieMark {
	out := make([]dieMark, len(e.Dice))
	if len(e.Rolled) == len(e.Dice) && len(e.Rolled) > 0 {
		for i, d := range e.Rolled {
			out[i] = dieMark{face: d.Face, success: d.Success, headshot: d.Critical, replaced: d.Replaced, bonus: d.Bonus,
				special: d.Special(), mark: d.Mark, symbol: d.Symbol, words: d.Label, colour: d.Colour}
		}
		return out
	}
	for i, f := range e.Dice {
		out[i] = dieMark{face: f, success: e.Need > 0 && f >= e.Need}
	}
	return out
}

// rollLabel names a roll in the tray: whose it is (the model, else the
// side, else nobody's: a weapon drop, an item's cube) and its test, a stat
// as the card writes it (RA, SV) or a word ("Command", "Drop"); t gives
// the side's name.
func rollLabel(n namer, e rules.Event, t tr) string {
	who := ""
	switch {
	case e.Actor != "":
		who = n.name(e.Actor)
	case e.Seat == rules.Blue || e.Seat == rules.Red:
		who = sideName(t, e.Seat)
	}
	test := e.Test
	if test != strings.ToUpper(test) {
		test = titleCase(test)
	}
	return strings.TrimSpace(who + " " + test)
}

// dieColours are a die's body and face colours in the dice tray: plain
// dice dark with face in plain, a die rolled again faded, a success filled
// in the roller's colour (colGood for a roll of no seat) with a white face.
func dieColours(plain color.RGBA, success, replaced bool, team [2]color.RGBA, seat rules.Seat) (body, fg color.RGBA) {
	body, fg = color.RGBA{58, 64, 78, 255}, plain
	if replaced {
		body, fg = color.RGBA{38, 42, 50, 255}, withAlpha(colDim, 0.5)
	}
	if success {
		body = colGood
		if seat == rules.Blue || seat == rules.Red {
			body = mix(team[seat], color.RGBA{255, 255, 255, 255}, 0.15)
		}
		fg = color.RGBA{255, 255, 255, 255}
	}
	return body, fg
}
