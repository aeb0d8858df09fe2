package urban

import (
	"fmt"
	"strings"
	"testing"
)

// The Event reaches the screen as a panel (rules.View.Panels): its cards,
// its lucky numbers, the table conditions and the combinations.
func TestEventPanel(t *testing.T) {
	rs := newRuleset(t)
	g, err := rs.NewGame(rs.DefaultSetup("streets"), 11)
	if err != nil {
		t.Fatal(err)
	}
	v := g.View()
	if len(v.Panels) != 1 || v.Panels[0].Title != "The Event" {
		t.Fatalf("panels %+v, want the Event's", v.Panels)
	}
	var text []string
	for _, l := range v.Panels[0].Lines {
		text = append(text, l.Text)
	}
	all := strings.Join(text, "\n")
	c, _ := g.data.Card(g.st.EventCards[0])
	for _, want := range []string{c.Name, fmt.Sprint(g.st.Lucky[0]), "Table: "} {
		if !strings.Contains(all, want) {
			t.Errorf("the panel %q lacks %q", all, want)
		}
	}
	for _, id := range g.st.EventCombo {
		k, _ := g.data.Combo(id)
		if !strings.Contains(all, k.Name) {
			t.Errorf("the panel %q lacks the combination %s", all, k.Name)
		}
	}
}
