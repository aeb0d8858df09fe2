package scene

import (
	"slices"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// arenaChooser is the setup screen's Arena row for ruleset rs: the
// arenas it fits of those shipped (rules.ArenaChecker; all of them when
// it fits none, so starting says why), set to the chosen one when it
// fits, else to the standard arena, else to the ruleset's own default.
func arenaChooser(rs rules.Ruleset, arenas []string, chosen string) chooser {
	c := chooser{label: "Arena", options: rules.FittingArenas(rs, arenas), show: titleCase}
	if len(c.options) < len(arenas) {
		c.help = "Only the arenas these rules can play on are offered."
	}
	if len(c.options) == 0 {
		c.options = append([]string(nil), arenas...)
	}
	if len(c.options) == 0 {
		c.options = []string{"standard"}
	}
	for _, name := range []string{rs.DefaultSetup("").Arena, "standard", chosen} {
		if name != "" && slices.Contains(c.options, name) {
			c.set(name)
		}
	}
	return c
}
