package lesson

import (
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Pattern picks actions by their fields: an empty field matches anything,
// a given one must equal the action's (Cell as "x,y,z"). Kind may list
// alternatives separated by "|" ("move|sprint").
type Pattern struct {
	Kind   string `json:"kind,omitempty"`
	Actor  string `json:"actor,omitempty"`
	Target string `json:"target,omitempty"`
	Weapon string `json:"weapon,omitempty"`
	Option string `json:"option,omitempty"`
	Cell   string `json:"cell,omitempty"`
}

// Matches reports whether action a fits the pattern.
func (p Pattern) Matches(a rules.Action) bool {
	if p.Kind != "" && !oneOf(p.Kind, a.Kind) {
		return false
	}
	if p.Actor != "" && p.Actor != a.Actor {
		return false
	}
	if p.Target != "" && p.Target != a.Target {
		return false
	}
	if p.Weapon != "" && p.Weapon != a.Weapon {
		return false
	}
	if p.Option != "" && p.Option != a.Option {
		return false
	}
	if p.Cell != "" && (a.Cell == nil || a.Cell.String() != p.Cell) {
		return false
	}
	return true
}

// oneOf reports whether kind is one of the "|"-separated alternatives.
func oneOf(alternatives, kind string) bool {
	for k := range strings.SplitSeq(alternatives, "|") {
		if k == kind {
			return true
		}
	}
	return false
}

// anyMatches reports whether a fits one of ps.
func anyMatches(ps []Pattern, a rules.Action) bool {
	for _, p := range ps {
		if p.Matches(a) {
			return true
		}
	}
	return false
}
