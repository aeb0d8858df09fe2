package scene

import (
	"slices"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// describer names and explains actions: help is the game's
// rules.Describer when it has one (nil describes every action by its kind
// alone), and t the screen's own words in the player's language (nil: in
// English).
type describer struct {
	help func(rules.Action) (rules.ActionHelp, bool)
	t    tr
	data dataWords // the weapons' names in the player's language
}

// describeBy is a describer of the game's words help, in English where the
// screen adds its own.
func describeBy(help func(rules.Action) (rules.ActionHelp, bool)) describer {
	return describer{help: help}
}

// word is the screen's message id in the player's language, english when
// the describer has no translator (a test's).
func (d describer) word(id, english string) string {
	if d.t == nil {
		return english
	}
	return d.t(id)
}

// of is the title and help of an action: the game's words, else the
// turn-structure kinds every ruleset shares, else the kind's own name.
func (d describer) of(a rules.Action) rules.ActionHelp {
	if d.help != nil {
		if h, ok := d.help(a); ok && h.Title != "" {
			return h
		}
	}
	switch a.Kind {
	case "activate":
		return rules.ActionHelp{Title: d.word("ActActivate", "Activate"), Help: d.word("ActActivateHelp", "Start this model's activation.")}
	case "end":
		return rules.ActionHelp{Title: d.word("ActEnd", "End activation"), Help: d.word("ActEndHelp", "Finish this model's activation (Enter or Space).")}
	case "pass":
		return rules.ActionHelp{Title: d.word("ActPass", "Pass the turn"), Help: d.word("ActPassHelp", "Let the other side act next.")}
	}
	return rules.ActionHelp{Title: titleCase(a.Kind)}
}

// kindTitle is the display name of an action kind, as the game names a
// representative action of it.
func (d describer) kindTitle(a rules.Action) string { return d.of(a).Title }

// titleCase turns "assault-rifle" into "Assault Rifle", and weapons
// fired together, "lasgun+frag-grenade", into "Lasgun + Frag Grenade".
func titleCase(s string) string {
	if strings.Contains(s, "+") {
		parts := strings.Split(s, "+")
		for i, p := range parts {
			parts[i] = titleCase(p)
		}
		return strings.Join(parts, " + ")
	}
	parts := strings.FieldsFunc(s, func(r rune) bool { return r == '-' || r == '_' || r == ' ' })
	for i, p := range parts {
		if p != "" {
			parts[i] = strings.ToUpper(p[:1]) + p[1:]
		}
	}
	return strings.Join(parts, " ")
}

// isCellAction reports whether an action is chosen by clicking a cube.
func isCellAction(a rules.Action) bool { return a.Cell != nil && a.Target == "" }

// isAimAction reports whether a cube action is an attack aimed at the cube
// (a grenade) rather than a move to it.
func (d describer) isAimAction(a rules.Action) bool { return isCellAction(a) && d.of(a).Attack }

// isMoveAction reports whether a cube action moves to the cube.
func (d describer) isMoveAction(a rules.Action) bool { return isCellAction(a) && !d.of(a).Attack }

// isEndAction reports whether an action is the one Enter and Space take:
// it ends the activation, or it goes on without using a choice offered in
// the middle of one (done, decline, skip).
func isEndAction(a rules.Action) bool {
	switch a.Kind {
	case "end", "done", "decline", "skip":
		return true
	}
	return false
}

// barEntry is one button of the action bar: one action, or a group of
// cube-choosing actions of one kind (Move to any of 12 cubes).
type barEntry struct {
	label  string
	help   string
	action *rules.Action // nil for a group
	kind   string        // the action kind (of the group)
	actor  string
	count  int           // actions in a group
	first  *rules.Action // a group's first action, which names it
	aim    bool          // a group of attacks aimed at cubes (grenades)
	aimed  bool          // a group of actions aimed at models (targetGroups): count is the models
}

// actionLabel names an action for the bar; withActor adds the acting model.
func actionLabel(a rules.Action, name func(string) string, desc describer, withActor bool) string {
	var b strings.Builder
	switch a.Kind {
	case "activate":
		b.WriteString(desc.kindTitle(a)) // the ruleset's word, "Activate" by default
		b.WriteByte(' ')
		b.WriteString(name(a.Actor))
		withActor = false
	default:
		b.WriteString(desc.kindTitle(a))
	}
	if a.Target != "" {
		b.WriteByte(' ')
		b.WriteString(name(a.Target))
	}
	if a.Cell != nil {
		b.WriteString(desc.word("ActTo", " to "))
		b.WriteString(a.Cell.String())
	}
	if a.Weapon != "" {
		b.WriteString(" · ")
		if w, ok := desc.data.of("weapon", a.Weapon); ok {
			b.WriteString(w)
		} else {
			b.WriteString(titleCase(a.Weapon))
		}
	}
	if a.Option != "" && !desc.of(a).NamesOption {
		b.WriteString(" (")
		b.WriteString(a.Option)
		b.WriteByte(')')
	}
	if withActor && a.Actor != "" {
		return name(a.Actor) + ": " + b.String()
	}
	return b.String()
}

// relevant is the part of the legal actions the bar and the board offer:
// the selected model's, or every action when it has none (another model's
// turn, a reaction, the choice of whom to activate) unless a model must
// be picked first (pickFirst): then only what belongs to no model.
func relevant(legal []rules.Action, selected string) []rules.Action {
	if selected != "" {
		var own []rules.Action
		for _, a := range legal {
			if a.Actor == selected {
				own = append(own, a)
			}
		}
		if len(own) > 0 {
			for _, a := range legal {
				if a.Actor == "" {
					own = append(own, a)
				}
			}
			return own
		}
	}
	if pickFirst(legal) {
		return unowned(legal)
	}
	return legal
}

// buildBar turns the relevant actions into bar entries: cube-choosing
// actions grouped by actor and kind, the rest one entry each, ending and
// passing last. target, when set, keeps only the attacks on that model.
// Labels name the acting model when the actions are of several models;
// an action of no model (ending a stack's turn) does not count as one.
func buildBar(acts []rules.Action, target string, name func(string) string, desc describer) []barEntry {
	actors := map[string]bool{}
	for _, a := range acts {
		if a.Actor != "" {
			actors[a.Actor] = true
		}
	}
	return buildBarNamed(acts, target, name, desc, len(actors) > 1)
}

// buildBarNamed is buildBar, naming the acting model in each label when
// withActor is set.
func buildBarNamed(acts []rules.Action, target string, name func(string) string, desc describer, withActor bool) []barEntry {
	var out, last []barEntry
	groups := map[string]int{}
	for i := range acts {
		a := acts[i]
		if target != "" && a.Target != target {
			continue
		}
		info := desc.of(a)
		if isCellAction(a) {
			key := a.Actor + "\x00" + a.Kind
			if info.Attack {
				key += "\x00" + a.Weapon + "\x00" + a.Option
			}
			if gi, ok := groups[key]; ok {
				out[gi].count++
				continue
			}
			groups[key] = len(out)
			out = append(out, barEntry{kind: a.Kind, actor: a.Actor, count: 1, help: info.Help, first: &acts[i], aim: info.Attack})
			continue
		}
		e := barEntry{label: actionLabel(a, name, desc, withActor), help: info.Help, action: &acts[i], kind: a.Kind, actor: a.Actor}
		if e.help == "" {
			e.help = a.Text()
		}
		if a.Kind == "end" || a.Kind == "pass" {
			last = append(last, e)
			continue
		}
		out = append(out, e)
	}
	for i := range out {
		if out[i].action == nil {
			l := desc.kindTitle(*out[i].first)
			if out[i].aim && out[i].first.Weapon != "" {
				l += " · " + titleCase(out[i].first.Weapon)
			}
			if withActor {
				l = name(out[i].actor) + ": " + l
			}
			if out[i].count > 1 {
				l += "…" // a cube to choose on the board
			}
			out[i].label = l
		}
	}
	return append(out, last...)
}

// cellsOf splits the relevant cube-choosing actions into Move-like and
// Sprint highlights; focus, when set, keeps only that kind.
func cellsOf(acts []rules.Action, focus string, desc describer) (move, sprint []world.Pos) {
	for _, a := range acts {
		if !desc.isMoveAction(a) || (focus != "" && a.Kind != focus) {
			continue
		}
		if a.Kind == "sprint" {
			sprint = append(sprint, *a.Cell)
		} else {
			move = append(move, *a.Cell)
		}
	}
	return move, sprint
}

// moveLegend names the cyan cubes in the legend: "Move", or while one
// other cube-choosing group is chosen on the bar (Take item, an item used
// on a cube), or while choosing a cube of one kind is all there is to do
// (Deploy), that group's title.
func moveLegend(acts []rules.Action, focus string, desc describer) string {
	if focus == "" {
		for _, a := range acts {
			if !desc.isMoveAction(a) || (focus != "" && a.Kind != focus) {
				return desc.word("LegendMove", "Move")
			}
			focus = a.Kind
		}
	}
	if focus == "" || focus == "move" {
		return desc.word("LegendMove", "Move")
	}
	for _, a := range acts {
		if a.Kind == focus && desc.isMoveAction(a) {
			return desc.kindTitle(a)
		}
	}
	return desc.word("LegendMove", "Move")
}

// actionAt is the cube-choosing action for cell: a Move before a Sprint
// (the cheaper action first), respecting focus.
func actionAt(acts []rules.Action, cell world.Pos, focus string, desc describer) (rules.Action, bool) {
	var found *rules.Action
	for i := range acts {
		a := &acts[i]
		if !desc.isMoveAction(*a) || *a.Cell != cell || (focus != "" && a.Kind != focus) {
			continue
		}
		if found == nil || (found.Kind == "sprint" && a.Kind != "sprint") {
			found = a
		}
	}
	if found == nil {
		return rules.Action{}, false
	}
	return *found, true
}

// attacksOn lists the relevant actions aimed at a model.
func attacksOn(acts []rules.Action, target string) []rules.Action {
	var out []rules.Action
	for _, a := range acts {
		if a.Target == target {
			out = append(out, a)
		}
	}
	return out
}

// targetsOf lists the models the relevant actions aim at.
func targetsOf(acts []rules.Action) []string {
	var out []string
	seen := map[string]bool{}
	for _, a := range acts {
		if a.Target != "" && !seen[a.Target] {
			seen[a.Target] = true
			out = append(out, a.Target)
		}
	}
	return out
}

// aimCells lists the cubes the relevant cube attacks may be aimed at;
// focus, when set, keeps only the attacks of that bar group.
func aimCells(acts []rules.Action, focus *rules.Action, desc describer) []world.Pos {
	var out []world.Pos
	for _, a := range acts {
		if !desc.isAimAction(a) || (focus != nil && !sameAim(a, *focus)) {
			continue
		}
		if !slices.Contains(out, *a.Cell) {
			out = append(out, *a.Cell)
		}
	}
	return out
}

// aimLegend names the red cubes in the legend: "Cube attack" while
// any of them is an attack (a grenade), "Target cube" when they are only
// where an item is used (a Smoke Screen, a Grav Lift).
func aimLegend(acts []rules.Action, focus *rules.Action, desc describer) string {
	for _, a := range acts {
		if desc.isAimAction(a) && (focus == nil || sameAim(a, *focus)) && a.Kind != "use" {
			return desc.word("ActCubeAttack", "Cube attack")
		}
	}
	return desc.word("ActTargetCube", "Target cube")
}

// aimsAt lists the cube attacks aimed at cell, of the focused group only
// when one is focused.
func aimsAt(acts []rules.Action, cell world.Pos, focus *rules.Action, desc describer) []rules.Action {
	var out []rules.Action
	for _, a := range acts {
		if desc.isAimAction(a) && *a.Cell == cell && (focus == nil || sameAim(a, *focus)) {
			out = append(out, a)
		}
	}
	return out
}

// sameAim reports whether two cube attacks belong to one bar group: the
// same actor, kind, weapon and option.
func sameAim(a, b rules.Action) bool {
	return a.Actor == b.Actor && a.Kind == b.Kind && a.Weapon == b.Weapon && a.Option == b.Option
}

// soleActor is the model every legal action belongs to, "" when there
// are several or an action belongs to none.
func soleActor(legal []rules.Action) string {
	id := ""
	for _, a := range legal {
		if a.Actor == "" || (id != "" && a.Actor != id) {
			return ""
		}
		id = a.Actor
	}
	return id
}

// aimTitle names a chosen cube attack the way its bar button does:
// "Fire at cube · Strike Designator".
func aimTitle(a rules.Action, desc describer) string {
	l := desc.kindTitle(a)
	if a.Weapon != "" {
		l += " · " + titleCase(a.Weapon)
	}
	return l
}

// entrySeat is the side whose colour marks bar entry e: the side of the
// model it acts on (an attack on a red model, the friend or foe a Sticky
// charge sticks to), else the deciding side.
func (b *battleScreen) entrySeat(e barEntry) rules.Seat {
	act := e.action
	if e.aimed {
		act = e.first
	}
	if act != nil && act.Target != "" {
		if p := b.piece(act.Target); p != nil {
			return p.Seat
		}
	}
	return b.g.ToMove()
}
