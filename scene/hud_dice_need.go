package scene

import (
	"fmt"
	"strconv"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// sayOr is message m in the player's language (say), or english when
// there is no sayer (a test's layout without an App).
func sayOr(say sayer, m rules.Msg, english string) string {
	if say == nil {
		return english
	}
	return say(m, english)
}

// needWords is a roll's target as the dice tray heads it: " 5+" for a
// die that must meet the number, " 5 or under" for a roll-under test
// (rules.Event.Under), in the player's language (say).
func needWords(e rules.Event, say sayer) string {
	return " " + needNumber(e.Need, e.Under, say)
}

// needNumber is a target number: "5+", or "5 or under" for a roll-under
// test, in the player's language (say).
func needNumber(need int, under bool, say sayer) string {
	if under {
		return sayOr(say, rules.Say("PoolUnder", "Need", rules.Num(need)), fmt.Sprintf("%d or under", need))
	}
	return strconv.Itoa(need) + "+"
}

// poolNeed is a forecast pool's target: "5+", or "5 or under" for a
// roll-under test (rules.PoolInfo.Under).
func poolNeed(pi rules.PoolInfo, say sayer) string { return needNumber(pi.Need, pi.Under, say) }

// poolWords is a forecast pool as its line says it: "SV: 2 dice, success
// on 4+", or the Test alone for a side that rolls nothing (no dice and no
// target number: "No save: a hit kills"); in the player's language (say).
func poolWords(pi rules.PoolInfo, say sayer) string {
	if pi.Dice == 0 && pi.Need == 0 {
		return pi.Test
	}
	need := poolNeed(pi, say)
	return sayOr(say, rules.Say("PoolLine", "Test", pi.Test, "Count", rules.Num(pi.Dice), "Need", need),
		fmt.Sprintf("%s: %d %s, success on %s", pi.Test, pi.Dice, diceWord(pi.Dice), need))
}

// poolShort is a forecast pool in a cube attack's model row: "SV 2d 4+",
// or the Test alone for a side that rolls nothing.
func poolShort(pi rules.PoolInfo, say sayer) string {
	if pi.Dice == 0 && pi.Need == 0 {
		return pi.Test
	}
	return fmt.Sprintf("%s %dd %s", pi.Test, pi.Dice, poolNeed(pi, say))
}
