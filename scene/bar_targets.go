package scene

import "github.com/flashpoint-arena/flashpoint/rules"

// targetGroupMin is how many models one kind of action of a model must be
// aimed at before the bar offers them as one button.
const targetGroupMin = 3

// targetGroups folds the entries of one model's action kind aimed at
// targetGroupMin or more models (a charge at any of 8 enemies, a shot at
// any of 12) into one button that shows only those models on the board,
// where a click on one takes it, when the ruleset lets the board pick
// them (rules.ActionHelp.PickOnBoard); the rest stay as they are.
func targetGroups(entries []barEntry, desc describer) []barEntry {
	type key struct{ actor, kind string }
	targets := map[key]map[string]bool{}
	for _, e := range entries {
		if e.action == nil || e.action.Target == "" || !desc.of(*e.action).PickOnBoard {
			continue
		}
		k := key{e.actor, e.kind}
		if targets[k] == nil {
			targets[k] = map[string]bool{}
		}
		targets[k][e.action.Target] = true
	}
	var out []barEntry
	done := map[key]bool{}
	for _, e := range entries {
		k := key{e.actor, e.kind}
		if e.action == nil || e.action.Target == "" || len(targets[k]) < targetGroupMin {
			out = append(out, e)
			continue
		}
		if done[k] {
			continue
		}
		done[k] = true
		out = append(out, barEntry{label: desc.kindTitle(*e.action) + "…", help: desc.of(*e.action).Help, kind: e.kind,
			actor: e.actor, count: len(targets[k]), first: e.action, aimed: true})
	}
	return out
}

// focusedTargets is the part of acts aimed at models that the bar's
// focus keeps: the focused kind's, when it is a kind aimed at models (a
// folded Charge chosen on the bar), else every one.
func focusedTargets(acts []rules.Action, focus string) []rules.Action {
	if focus == "" {
		return acts
	}
	var out []rules.Action
	for _, a := range acts {
		if a.Kind == focus && a.Target != "" {
			out = append(out, a)
		}
	}
	if len(out) == 0 {
		return acts
	}
	return out
}
