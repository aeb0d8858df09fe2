package scene

import "github.com/flashpoint-arena/flashpoint/rules"

// pickHint says on the bar how to pick a model while the player must.
const pickHint = "Click a model with a ring on the board, or its chip in the team list, to see what it can do; Tab picks the next one."

// pickFirst reports whether the deciding side must pick a model before
// the bar can offer anything: the legal actions belong to several models
// and at least one of them has more than one option, so listing them all
// would mix every model's choices (Kill Team, where a side picks any of
// its models and what it does in one decision). A ruleset that asks whom
// to activate with one action a model (Flashpoint's Activate) keeps them
// on the bar.
func pickFirst(legal []rules.Action) bool {
	count := map[string]int{}
	many := false
	for _, a := range legal {
		if a.Actor == "" {
			continue
		}
		count[a.Actor]++
		many = many || count[a.Actor] > 1
	}
	return many && len(count) > 1
}

// loneChooser is the one model of a decision that offers that model's
// several options and a pass (Kill Team's Ready, Fire! with one Ready
// model left): the model the player acts with, as if picked; "" for any
// other decision.
func loneChooser(legal []rules.Action) string {
	id, options, pass := "", 0, false
	for _, a := range legal {
		switch {
		case a.Actor == "" && a.Kind == "pass":
			pass = true
		case a.Actor == "", id != "" && a.Actor != id:
			return ""
		default:
			id = a.Actor
			options++
		}
	}
	if !pass || options < 2 {
		return ""
	}
	return id
}

// actorsOf lists the models the legal actions belong to, in their order:
// the models that may act now.
func actorsOf(legal []rules.Action) []string {
	var out []string
	seen := map[string]bool{}
	for _, a := range legal {
		if a.Actor != "" && !seen[a.Actor] {
			seen[a.Actor] = true
			out = append(out, a.Actor)
		}
	}
	return out
}

// unowned lists the legal actions that belong to no model (a pass).
func unowned(legal []rules.Action) []rules.Action {
	var out []rules.Action
	for _, a := range legal {
		if a.Actor == "" {
			out = append(out, a)
		}
	}
	return out
}

// nextActor is the model that may act after cur in the order of actors
// (the first when cur is none of them): what Tab selects.
func nextActor(actors []string, cur string) string {
	for i, id := range actors {
		if id == cur {
			return actors[(i+1)%len(actors)]
		}
	}
	if len(actors) == 0 {
		return ""
	}
	return actors[0]
}

// picking reports whether the bar waits for the player to pick a model
// (pickFirst) and none of its models is selected.
func (b *battleScreen) picking() bool {
	if !pickFirst(b.legal) {
		return false
	}
	for _, a := range b.rel {
		if a.Actor != "" && a.Actor == b.sel {
			return false
		}
	}
	return true
}

// pickNext selects the next model that may act (Tab) and brings it into
// view, when the player must pick one.
func (b *battleScreen) pickNext() bool {
	if !pickFirst(b.legal) {
		return false
	}
	id := nextActor(actorsOf(b.legal), b.sel)
	if id == "" {
		return false
	}
	b.selectPiece(id)
	if p := b.piece(id); p != nil && p.OnBoard {
		b.followInto(p.Pos)
	}
	return true
}

// barOf builds the bar of the relevant actions (buildBar), keeping only
// the attacks on target when it is set, with the actions the ruleset lets
// the board pick folded (targetGroups). While the player picks a model
// (pickFirst, loneChooser) the bar offers one model's options at most, so
// its labels do not repeat the model's name.
func (b *battleScreen) barOf(target string) []barEntry {
	if pickFirst(b.legal) || loneChooser(b.legal) != "" {
		return targetGroups(buildBarNamed(b.rel, target, b.pieceName, b.describe(), false), b.describe())
	}
	return targetGroups(buildBar(b.rel, target, b.pieceName, b.describe()), b.describe())
}
