package scene

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// needWords is a roll's target as the dice tray heads it: " 5+" for a
// die that must meet the number, " 5 or under" for a roll-under test
// (rules.Event.Under).
func needWords(e rules.Event) string {
	if e.Under {
		return fmt.Sprintf(" %d or under", e.Need)
	}
	return fmt.Sprintf(" %d+", e.Need)
}

// poolNeed is a forecast pool's target: "5+", or "5 or under" for a
// roll-under test (rules.PoolInfo.Under).
func poolNeed(pi rules.PoolInfo) string {
	if pi.Under {
		return fmt.Sprintf("%d or under", pi.Need)
	}
	return fmt.Sprintf("%d+", pi.Need)
}

// poolWords is a forecast pool as its line says it: "SV: 2 dice, success
// on 4+", or the Test alone for a side that rolls nothing (no dice and no
// target number: "No save: a hit kills").
func poolWords(pi rules.PoolInfo) string {
	if pi.Dice == 0 && pi.Need == 0 {
		return pi.Test
	}
	return fmt.Sprintf("%s: %d %s, success on %s", pi.Test, pi.Dice, diceWord(pi.Dice), poolNeed(pi))
}

// poolShort is a forecast pool in a cube attack's model row: "SV 2d 4+",
// or the Test alone for a side that rolls nothing.
func poolShort(pi rules.PoolInfo) string {
	if pi.Dice == 0 && pi.Need == 0 {
		return pi.Test
	}
	return fmt.Sprintf("%s %dd %s", pi.Test, pi.Dice, poolNeed(pi))
}
