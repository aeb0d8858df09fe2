package necromunda

import (
	"fmt"
	"strconv"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// seatRef is a gang's side as a message argument: the words of NecBlue or
// NecRed.
func seatRef(s rules.Seat) string {
	switch s {
	case rules.Blue:
		return rules.MsgRef + "NecBlue"
	case rules.Red:
		return rules.MsgRef + "NecRed"
	}
	return s.String()
}

// dirRef is a compass direction as a message argument: the words of
// NecDirN, NecDirNE ...
func dirRef(d world.Dir8) string { return rules.MsgRef + "NecDir" + d.String() }

// wordRef is one of the ruleset's own words that go into its sentences
// (a test's result, a cover, why a fighter fell or is Pinned, why the
// game ended ...) as a message argument: the words of its message; ""
// stays ""; any other text (a number) as it is.
func wordRef(word string) string {
	switch word {
	case "a fall":
		return rules.MsgRef + "NecWhatFall"
	case "Retreat":
		return rules.MsgRef + "NecRuleRetreat"
	case "passed":
		return rules.MsgRef + "NecPassed"
	case "failed":
		return rules.MsgRef + "NecFailed"
	case "hit":
		return rules.MsgRef + "NecHitWord"
	case "miss":
		return rules.MsgRef + "NecMissWord"
	case "wounds":
		return rules.MsgRef + "NecWoundsWord"
	case "no wound":
		return rules.MsgRef + "NecNoWound"
	case "it reaches":
		return rules.MsgRef + "NecReaches"
	case "too short, it stays":
		return rules.MsgRef + "NecTooShort"
	case "light cover":
		return rules.MsgRef + "NecLightCover"
	case "heavy cover":
		return rules.MsgRef + "NecHeavyCover"
	case "in the open":
		return rules.MsgRef + "NecInTheOpen"
	case " +2 at the ammo cache (NEC-AMMO-1)":
		return rules.MsgRef + "NecCacheBonus"
	case "Ammo":
		return rules.MsgRef + "NecAmmoFace"
	case "a fighter fell on it":
		return rules.MsgRef + "NecWhyFellOn"
	case "slipping from the wall":
		return rules.MsgRef + "NecWhySlipping"
	case "going over the edge (NEC-FALL-4)":
		return rules.MsgRef + "NecWhyEdge4"
	case "going over the edge (NEC-FALL-5)":
		return rules.MsgRef + "NecWhyEdge5"
	case "a leap too far (NEC-GAP-5)":
		return rules.MsgRef + "NecWhyLeapTooFar"
	case "a failed jump (NEC-JMP-3)":
		return rules.MsgRef + "NecWhyFailedJump"
	case "hangs on by the fingertips (NEC-GAP-4)":
		return rules.MsgRef + "NecWhyFingertips"
	case "hit by a shot (NEC-SHT-12)":
		return rules.MsgRef + "NecWhyShot"
	case "platform edge":
		return rules.MsgRef + "NecTestEdge"
	case "jump":
		return rules.MsgRef + "NecTestJump"
	case "leap":
		return rules.MsgRef + "NecTestLeap"
	case "retreat":
		return rules.MsgRef + "NecTestRetreat"
	case "blue bottled out":
		return rules.MsgRef + "NecEndBlueBottled"
	case "red bottled out":
		return rules.MsgRef + "NecEndRedBottled"
	case "more enemies out of action":
		return rules.MsgRef + "NecEndMoreOut"
	case "more credits":
		return rules.MsgRef + "NecEndMoreCredits"
	case "round limit, even":
		return rules.MsgRef + "NecEndEven"
	case "both gangs are down":
		return rules.MsgRef + "NecEndBothDown"
	case "blue has no fighter standing":
		return rules.MsgRef + "NecEndBlueDown"
	case "red has no fighter standing":
		return rules.MsgRef + "NecEndRedDown"
	}
	return word
}

// injurySlots is how many injury dice an event's message has room for.
const injurySlots = 8

// injuryArgs are the injury dice's results, which the event's text lists
// as "[1 Flesh Wound 5 Out of Action]", as the message arguments P1, F1,
// N1 ... P8, F8, N8 that a message puts side by side between brackets: a
// space before all but the first, the face and a space ("1 "), and the
// result (the words of NecInjuryFlesh, NecInjurySerious or NecInjuryOut);
// "" for an unused slot. More dice than slots go into F1 as the text
// words them.
func injuryArgs(faces []int) []string {
	args := make([]string, 0, 6*injurySlots)
	if len(faces) > injurySlots {
		text := fmt.Sprint(injuryWords(faces))
		faces, args = nil, append(args, "P1", "", "F1", text[1:len(text)-1], "N1", "")
	}
	for k := len(args) / 6; k < injurySlots; k++ {
		space, face, result := "", "", ""
		if k < len(faces) {
			face, result = itoa(faces[k])+" ", injuryRef(injuryOf(faces[k]))
			if k > 0 {
				space = " "
			}
		}
		n := strconv.Itoa(k + 1)
		args = append(args, "P"+n, space, "F"+n, face, "N"+n, result)
	}
	return args
}

// injuryRef is an injury die's result as a message argument: the words of
// NecInjuryFlesh, NecInjurySerious or NecInjuryOut.
func injuryRef(result string) string {
	switch result {
	case injuryFlesh:
		return rules.MsgRef + "NecInjuryFlesh"
	case injurySerious:
		return rules.MsgRef + "NecInjurySerious"
	}
	return rules.MsgRef + "NecInjuryOut"
}

// reasonMsg is a finished game's reason (finish's reason, kept in the
// state) as a message, the words of its message in wordRef; the zero Msg
// for none.
func reasonMsg(reason string) rules.Msg {
	if reason == "" {
		return rules.Msg{}
	}
	return rules.Say("NecReason", "Reason", wordRef(reason))
}
