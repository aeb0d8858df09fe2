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
