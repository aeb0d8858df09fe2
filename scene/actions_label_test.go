package scene

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// An action's label adds its option unless the game's help says the title
// names it already (rules.ActionHelp.NamesOption); the screen does not
// look for the option's words in the title, which may be worded or
// translated any way.
func TestActionLabelOption(t *testing.T) {
	name := func(id string) string {
		return map[string]string{"blue.1": "Blue Operator", "red.1": "Red Brawler"}[id]
	}
	desc := describeBy(func(a rules.Action) (rules.ActionHelp, bool) {
		switch a.Kind {
		case "drop-item":
			return rules.ActionHelp{Title: "Скинути: Димова завіса", NamesOption: true}, true
		case "push":
			return rules.ActionHelp{Title: "Push"}, true
		case "destroy-item":
			return rules.ActionHelp{Title: "Destroy item: Smoke Screen"}, true
		}
		return rules.ActionHelp{}, false
	})
	for _, c := range []struct {
		a    rules.Action
		want string
	}{
		{rules.Action{Kind: "drop-item", Actor: "blue.1", Option: "smoke-screen"}, "Скинути: Димова завіса"},
		// "Push" holds the letter s, which once hid the direction south.
		{rules.Action{Kind: "push", Actor: "blue.1", Target: "red.1", Option: "s"}, "Push Red Brawler (s)"},
		{rules.Action{Kind: "push", Actor: "blue.1", Target: "red.1", Option: "n"}, "Push Red Brawler (n)"},
		{rules.Action{Kind: "destroy-item", Actor: "blue.1", Option: "smoke-screen"}, "Destroy item: Smoke Screen (smoke-screen)"},
		{rules.Action{Kind: "initiative", Option: "first"}, "Initiative (first)"},
	} {
		if got := actionLabel(c.a, name, desc, false); got != c.want {
			t.Errorf("label of %q = %q, want %q", c.a.Text(), got, c.want)
		}
	}
}
