package flashpoint

import (
	"strconv"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The dice conventions of this file are written up in RULES-COMBAT.md.

// Die is the die every Flashpoint test rolls.
const Die = 8

// BaseDice is the size of a test's pool before modifiers (HF-DICE-1).
const BaseDice = 3

// MaxExtraDice caps the headshot dice one pool may roll, so a broken dice
// source that always rolls 8 cannot loop for ever. Real dice never get near
// it (a chain of 64 headshots has a chance below 10^-38).
const MaxExtraDice = 64

// Modifier names. A pool's first modifier is its base (printed without a
// sign); the others are printed with one.
const (
	ModBase            = "base"
	ModBlaze           = "blaze away"
	ModClearShot       = "clear shot"
	ModHighGround      = "high ground"
	ModCrouched        = "crouched"
	ModFriendlyFire    = "friendly fire"
	ModOptics          = "optics"
	ModSniperScope     = "sniper scope"
	ModCharged         = "charged"
	ModFriendInCube    = "friend in cube"
	ModTargetWounded   = "target wounded"
	ModTargetPinned    = "target pinned"
	ModAttackerWounded = "attacker wounded"
	ModImposing        = "imposing"
	ModSmash           = "smash"
	ModGravity         = "gravity"
	ModWall            = "wall"
)

// Test names of pools (the Event.Test of their rolls).
const (
	PoolRA      = "RA"
	PoolFI      = "FI"
	PoolSV      = "SV"
	PoolGravity = "gravity"
	PoolWall    = "wall"
)

// Mod is one named change to the number of dice in a pool.
type Mod struct {
	Name string // "clear shot"
	Dice int    // +2
}

// Pool is one side of a test: how many dice, what succeeds, what is a
// headshot and how many failed dice may be rerolled.
type Pool struct {
	Test     string // "RA", "FI", "SV", "gravity", "wall"
	Need     int    // a die showing Need or more succeeds
	Mods     []Mod  // every modifier; Mods[0] is the base ("base" 3)
	Headshot int    // lowest face that is a headshot: 8 normally, 7 with Optics or a scoped shot; 0 none
	Rerolls  int    // Weight of Fire: failed dice of the first roll that are rolled again once
}

// Dice returns the number of dice: the sum of the modifiers, never below 0.
func (p Pool) Dice() int {
	n := 0
	for _, m := range p.Mods {
		n += m.Dice
	}
	return max(0, n)
}

// ModText returns the modifiers as text: "base 3", "clear shot +2",
// "friendly fire -2". Modifiers of 0 dice are left out.
func (p Pool) ModText() []string {
	out := make([]string, 0, len(p.Mods))
	for i, m := range p.Mods {
		// Joined without fmt, which would let the modifiers' room (on a
		// caller's stack) escape.
		switch {
		case i == 0:
			out = append(out, m.Name+" "+strconv.Itoa(m.Dice))
		case m.Dice > 0:
			out = append(out, m.Name+" +"+strconv.Itoa(m.Dice))
		case m.Dice < 0:
			out = append(out, m.Name+" "+strconv.Itoa(m.Dice))
		}
	}
	return out
}

// testName is a pool's Test for an event: the same text, but one an event
// may keep without keeping the pool (the names the rules use are
// constants; anything else is copied).
func testName(test string) string {
	switch test {
	case PoolRA:
		return PoolRA
	case PoolFI:
		return PoolFI
	case PoolSV:
		return PoolSV
	case PoolGravity:
		return PoolGravity
	case PoolWall:
		return PoolWall
	case PoolCommand:
		return PoolCommand
	case PoolFrag:
		return PoolFrag
	case PoolImplosion:
		return PoolImplosion
	case PoolIncendiary:
		return PoolIncendiary
	}
	return strings.Clone(test)
}

// Info describes the pool for a forecast.
func (p Pool) Info() rules.PoolInfo {
	return rules.PoolInfo{Test: p.Test, Dice: p.Dice(), Need: p.Need, Mods: p.ModText()}
}

// headshotFace is the lowest headshot face, or 0 for none. A Headshot of 1
// is read as 2, so that a chain of headshots can end.
func (p Pool) headshotFace() int {
	switch {
	case p.Headshot <= 0 || p.Headshot > Die:
		return 0
	case p.Headshot == 1:
		return 2
	}
	return p.Headshot
}

// Success reports whether face counts as a success: it meets Need, or it is
// a headshot.
func (p Pool) Success(face int) bool {
	return face >= p.Need || p.IsHeadshot(face)
}

// IsHeadshot reports whether face is a headshot (a success that rolls one
// more die).
func (p Pool) IsHeadshot(face int) bool {
	h := p.headshotFace()
	return h > 0 && face >= h
}

// PoolRoll is what one pool rolled. Dice are rolled in this order: Faces,
// then Rerolled, then Extra.
type PoolRoll struct {
	Faces     []int // the first roll, one face per die
	Rerolled  []int // Weight of Fire: Rerolled[i] replaces the i-th failed die of Faces
	Extra     []int // headshot dice, in the order rolled (an Extra headshot rolls another)
	Successes int   // successes among the final faces and the headshot dice
}

// Final returns the faces of the first roll with the rerolled dice
// replaced (without headshot dice). p is the pool that was rolled.
func (r PoolRoll) Final(p Pool) []int {
	out := append([]int(nil), r.Faces...)
	next := 0
	for i, f := range out {
		if next == len(r.Rerolled) {
			break
		}
		if !p.Success(f) {
			out[i] = r.Rerolled[next]
			next++
		}
	}
	return out
}

// RollPool rolls a pool: its dice, then up to Rerolls failed dice again
// (the first failures in order), then one more die for every headshot among
// the final faces and, in a chain, for every headshot among those.
func RollPool(d rules.Dice, p Pool) PoolRoll { return rollPoolIn(d, p, nil) }

// poolRoom is how many dice of each part of a roll (first faces, rerolls,
// headshot dice) a poolDice holds.
const poolRoom = 16

// poolDice is room for the dice of one pool roll, which a caller keeps on
// its stack so that rolling allocates nothing: the PoolRoll that
// rollPoolIn returns lives in it and must not outlive it (the game's
// rules read a roll within the Apply that made it; an event copies its
// dice). A bigger roll than it holds gets room of its own.
type poolDice [3 * poolRoom]int

// rollPoolIn is RollPool with the roll's dice in buf (nil: each part in
// room of its own, as RollPool gives it).
func rollPoolIn(d rules.Dice, p Pool, buf *poolDice) PoolRoll {
	var r PoolRoll
	var rerolled, extra []int // room for the rerolls and headshot dice
	n := p.Dice()
	if buf != nil && n <= poolRoom {
		r.Faces = buf[:n:n]
	} else {
		r.Faces = make([]int, n)
	}
	if buf != nil {
		rerolled, extra = buf[poolRoom:poolRoom:2*poolRoom], buf[2*poolRoom:2*poolRoom:3*poolRoom]
	}
	var onStack [poolRoom]int // the final faces, needed only here
	final := onStack[:0]
	if n > len(onStack) {
		final = make([]int, 0, n)
	}
	final = final[:n]
	for i := range r.Faces {
		r.Faces[i] = d.Roll(Die)
		final[i] = r.Faces[i]
	}
	left := p.Rerolls
	for i, f := range final {
		if left <= 0 {
			break
		}
		if !p.Success(f) {
			final[i] = d.Roll(Die)
			r.Rerolled = appendDie(r.Rerolled, rerolled, final[i])
			left--
		}
	}
	pending := 0
	for _, f := range final {
		if p.Success(f) {
			r.Successes++
		}
		if p.IsHeadshot(f) {
			pending++
		}
	}
	for ; pending > 0 && len(r.Extra) < MaxExtraDice; pending-- {
		f := d.Roll(Die)
		r.Extra = appendDie(r.Extra, extra, f)
		if p.Success(f) {
			r.Successes++
		}
		if p.IsHeadshot(f) {
			pending++
		}
	}
	return r
}

// appendDie appends face f to dice, starting it in room when it is still
// nil (so a part of a roll with no dice stays nil, as RollPool gives it).
func appendDie(dice, room []int, f int) []int {
	if dice == nil && room != nil {
		dice = room
	}
	return append(dice, f)
}

// RollOpposed rolls an opposed test: the attacker's pool first, then the
// defender's (the order scripted tests feed the dice in).
func RollOpposed(d rules.Dice, attack, defence Pool) (a, b PoolRoll) {
	a = RollPool(d, attack)
	b = RollPool(d, defence)
	return a, b
}

// NetHits returns the attacker's successes minus the defender's, or 0 when
// the defender matched or beat the attacker (a tie does nothing).
func NetHits(attack, defence PoolRoll) int {
	return max(0, attack.Successes-defence.Successes)
}

// Marks describes every die of the roll in the order the dice were rolled
// (Faces, then Rerolled, then Extra), as RollPool counted them: the first
// failed faces that Weight of Fire rolled again are Replaced; rerolls and
// headshot dice are Bonus; headshots are Critical.
func (r PoolRoll) Marks(p Pool) []rules.Die {
	out := make([]rules.Die, 0, len(r.Faces)+len(r.Rerolled)+len(r.Extra))
	replaced := 0
	for _, f := range r.Faces {
		if replaced < len(r.Rerolled) && !p.Success(f) {
			out = append(out, rules.Die{Face: f, Replaced: true})
			replaced++
			continue
		}
		out = append(out, rules.Die{Face: f, Success: p.Success(f), Critical: p.IsHeadshot(f)})
	}
	for _, group := range [][]int{r.Rerolled, r.Extra} {
		for _, f := range group {
			out = append(out, rules.Die{Face: f, Success: p.Success(f), Critical: p.IsHeadshot(f), Bonus: true})
		}
	}
	return out
}
