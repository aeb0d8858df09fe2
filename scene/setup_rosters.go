package scene

import (
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// mineMark starts the setup option of a player roster, so its ID cannot
// clash with a shipped roster's.
const mineMark = "mine:"

// setupRosters is what the setup screen's fireteam rows offer: the
// shipped rosters, then the player's own.
type setupRosters struct {
	options []string          // shipped IDs, then mineMark+ID
	names   map[string]string // option -> what the row shows
	texts   map[string]string // player option -> its roster text
	models  map[string]string // option -> its models in words, for the row's tooltip
	team    string            // what the ruleset calls a roster: "fireteam", "kill team"
	costs   string            // what a roster's cost is counted in: "points", "credits"
}

// modelList names a roster's models: "Operator, Brawler, Marksman and
// Breacher".
func modelList(b rules.RosterBuilder, spec rules.RosterSpec) string {
	cat := b.RosterCatalog()
	var names []string
	for _, m := range spec.Models {
		n := m.Name
		if n == "" {
			n = m.Unit
			if u, ok := cat.Unit(m.Unit); ok {
				n = u.Name
			}
		}
		names = append(names, n)
	}
	switch len(names) {
	case 0:
		return "no models"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// newSetupRosters lists the rosters a setup may pick.
func newSetupRosters(a *App) setupRosters {
	t := setupRosters{names: map[string]string{}, texts: map[string]string{}, models: map[string]string{}, team: "fireteam", costs: "points"}
	b := a.rosterBuilder()
	if b != nil {
		t.team = teamWord(b.RosterCatalog())
		t.costs, _ = b.RosterCatalog().Costs()
	}
	for _, id := range a.ruleset().Rosters() {
		t.options = append(t.options, id)
		t.names[id] = titleCase(id)
		if b == nil {
			continue
		}
		if spec, ok := b.ShippedRoster(id); ok {
			t.names[id] = fmt.Sprintf("%s · %d", spec.Name, b.CheckRoster(spec).Points)
			t.models[id] = modelList(b, spec)
		}
	}
	mine, err := loadPlayerRosters(a.store, a.ruleset().Name(), b)
	if err != nil {
		a.notify("Could not list your " + t.team + "s: " + err.Error())
	}
	for _, m := range mine {
		if m.err != nil {
			continue
		}
		opt := mineMark + m.id
		t.options = append(t.options, opt)
		t.texts[opt] = string(m.text)
		t.models[opt] = modelList(b, m.spec)
		rep := b.CheckRoster(m.spec)
		name := fmt.Sprintf("%s (yours) · %d", m.spec.Name, rep.Points)
		if !rep.OK() {
			name += " · breaks limits"
		}
		t.names[opt] = name
	}
	return t
}

// chooser is a fireteam row.
func (t setupRosters) chooser(label string) chooser {
	return chooser{label: label, options: append([]string(nil), t.options...), show: t.show,
		help: fmt.Sprintf("Shipped %ss and your own (made on the %s screen: Edit %ss…).", t.team, strings.ToUpper(t.team[:1])+t.team[1:]+"s", t.team)}
}

// show is what a row shows for an option.
func (t setupRosters) show(opt string) string {
	if n, ok := t.names[opt]; ok {
		return n
	}
	return titleCase(opt)
}

// fill puts the chosen rosters into a setup: a player roster goes in as
// its text (rules.Setup.RosterTexts), named by its ID.
func (t setupRosters) fill(d *rules.Setup, blue, red string) {
	texts := []string{"", ""}
	mine := false
	for i, opt := range []string{blue, red} {
		if id, ok := strings.CutPrefix(opt, mineMark); ok {
			d.Rosters[i] = id
			texts[i] = t.texts[opt]
			mine = true
		}
	}
	if mine {
		d.RosterTexts = texts
	}
}

// editRosters opens the Fireteams screen; coming back shows the rosters
// as they are then, keeping the other choices.
func (s *setupScreen) editRosters(a *App) {
	sel := ""
	if id, ok := strings.CutPrefix(s.blue.value(), mineMark); ok {
		sel = id
	}
	a.switchTo(newRosterScreen(a, func(a *App) screen {
		blue, red := s.blue.value(), s.red.value()
		s.teams = newSetupRosters(a)
		s.blue = s.teams.chooser(s.blue.label)
		s.red = s.teams.chooser(s.red.label)
		s.blue.set(blue)
		s.red.set(red)
		return s
	}, sel))
}
