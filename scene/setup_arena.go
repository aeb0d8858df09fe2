package scene

import (
	"slices"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// arenaChooser is the setup screen's Arena row for ruleset rs: the
// arenas it fits of those shipped (rules.ArenaChecker; all of them when
// it fits none, so starting says why), then the player's saved arenas it
// fits (store; "mine:<id>", shown by name), set to the chosen one when it
// fits, else to the standard arena, else to the ruleset's own default.
func arenaChooser(rs rules.Ruleset, arenas []string, store Storage, chosen string) chooser {
	c := chooser{label: "Arena", options: rules.FittingArenas(rs, arenas), show: titleCase}
	if len(c.options) < len(arenas) {
		c.help = "Only the arenas these rules can play on are offered."
	}
	if len(c.options) == 0 {
		c.options = append([]string(nil), arenas...)
	}
	mine, names := savedArenaOptions(store, rs)
	if len(c.options) == 0 && len(mine) == 0 {
		c.options = []string{"standard"}
	}
	c.options = append(c.options, mine...)
	c.show = func(v string) string {
		if n, ok := names[v]; ok {
			return "• " + n
		}
		return titleCase(v)
	}
	for _, name := range []string{rs.DefaultSetup("").Arena, "standard", chosen} {
		if name != "" && slices.Contains(c.options, name) {
			c.set(name)
		}
	}
	return c
}

// fillSavedArena gives a setup whose arena is one of the player's saved
// arenas ("mine:<id>") that arena's text and name; other setups are left
// as they are. It reads the one document (the setup screen asks every
// frame). A saved arena that is gone or no longer reads is left to the
// ruleset, which says it knows no such arena.
func fillSavedArena(store Storage, s *rules.Setup) {
	id, ok := strings.CutPrefix(s.Arena, mineArena)
	if !ok {
		return
	}
	text, err := store.Load(arenaDoc(id))
	if err != nil {
		return
	}
	if a, err := world.Parse(arenaDoc(id), text); err == nil {
		s.Arena, s.ArenaText = a.Name, string(text)
	}
}
