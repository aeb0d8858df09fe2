package necromunda

import (
	"fmt"

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

// injuryText is the injury dice's results as the event's text lists
// them, "[1 Flesh Wound 5 Out of Action]".
func injuryText(faces []int) string { return fmt.Sprint(injuryWords(faces)) }

// reasonMsg is a finished game's reason (finish's reason, kept in the
// state) as a message, the words of its message in wordRef; the zero Msg
// for none.
func reasonMsg(reason string) rules.Msg {
	if reason == "" {
		return rules.Msg{}
	}
	return rules.Say("NecReason", "Reason", wordRef(reason))
}
