package scene

import (
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// team is what the ruleset calls a roster: "fireteam", "kill team".
func (s *rosterScreen) team() string { return teamWord(s.cat) }

// teams is team in the plural.
func (s *rosterScreen) teams() string { return s.team() + "s" }

// costWord is what the catalog counts costs in: "points", "credits".
func (s *rosterScreen) costWord() string { w, _ := s.cat.Costs(); return w }

// costShort is costWord shortened beside a model's cost: "pts", "cr".
func (s *rosterScreen) costShort() string { _, sh := s.cat.Costs(); return sh }

// faction is what the catalog calls a unit's faction: "faction",
// "house".
func (s *rosterScreen) faction() string {
	if s.cat.Faction == "" {
		return "faction"
	}
	return s.cat.Faction
}

// otherFaction says why a unit may not join the roster r: "Not of this
// gang's house (Ironhide): a gang is all of one house."
func (s *rosterScreen) otherFaction(r rules.RosterSpec) string {
	first, _ := s.cat.Unit(r.Models[0].Unit)
	return "Not of this " + s.team() + "'s " + s.faction() + " (" + strings.Join(first.Factions, ", ") + "): a " +
		s.team() + " is all of one " + s.faction() + "."
}

// member is what the catalog calls one model of a roster: "model",
// "fighter".
func (s *rosterScreen) member() string {
	if s.cat.Member == "" {
		return "model"
	}
	return s.cat.Member
}

// members is member in the plural.
func (s *rosterScreen) members() string { return s.member() + "s" }

// title is the screen's title: "Fireteams", "Kill teams".
func (s *rosterScreen) title() string { return teamsTitle(s.cat) }

// teamsTitle is what a catalog calls its rosters, capitalised and in the
// plural, as a title: "Fireteams", "Kill teams".
func teamsTitle(c rules.RosterCatalog) string {
	t := teamWord(c) + "s"
	return strings.ToUpper(t[:1]) + t[1:]
}

// teamsTitleOf is teamsTitle of the named ruleset's catalog; "Fireteams"
// for a ruleset without a roster builder. It is in the player's language
// where the translations have the team word's title (teamsTitleMsg).
func (a *App) teamsTitleOf(ruleset string) string {
	var c rules.RosterCatalog
	if rs, err := a.cfg.Registry.Get(ruleset); err == nil {
		if b, ok := rs.(rules.RosterBuilder); ok {
			c = b.RosterCatalog()
		}
	}
	id := teamsTitleMsg(teamWord(c))
	if s := a.t(id); s != id {
		return s
	}
	return teamsTitle(c)
}

// teamsTitleMsg is the message ID of the title of a team word's rosters:
// "TeamsFireteam" for "fireteam", "TeamsKillTeam" for "kill team".
func teamsTitleMsg(team string) string {
	var b strings.Builder
	b.WriteString("Teams")
	for _, w := range strings.Fields(team) {
		b.WriteString(strings.ToUpper(w[:1]) + w[1:])
	}
	return b.String()
}

// teamWord is what a catalog calls a roster; "fireteam" when it says
// nothing.
func teamWord(c rules.RosterCatalog) string {
	if c.Team == "" {
		return "fireteam"
	}
	return c.Team
}

// slotKeys says what the gear keys change: ←→ the first slot of a model,
// U the second and I the third, by the slot names of the selected model's
// unit (Flashpoint: "←→ weapon · U upgrade · I items"). long adds
// Shift+I when the third slot takes two.
func (s *rosterScreen) slotKeys(long bool) string {
	var u rules.RosterUnit
	if r := s.cur(); s.model >= 0 && s.model < len(r.Models) {
		u, _ = s.cat.Unit(r.Models[s.model].Unit)
	} else if len(s.cat.Units) > 0 {
		u = s.cat.Units[0]
	}
	keys := []string{"←→", "U", "I"}
	var parts []string
	for i, sl := range u.Slots {
		if i >= len(keys) {
			break
		}
		k := keys[i]
		if i == 2 && long && sl.Max > 1 {
			k = "I, Shift+I"
		}
		parts = append(parts, k+" "+strings.ToLower(sl.Name))
	}
	if len(parts) == 0 {
		return "←→ gear"
	}
	return strings.Join(parts, " · ")
}

// countOf writes n of a plural word, the word in the singular for one:
// "2 credits", "1 soldier".
func countOf(n int, plural string) string {
	if n == 1 {
		return "1 " + strings.TrimSuffix(plural, "s")
	}
	return fmt.Sprintf("%d %s", n, plural)
}
