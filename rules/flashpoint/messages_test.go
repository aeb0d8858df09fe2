package flashpoint

import (
	"fmt"
	"testing"

	"github.com/flashpoint-arena/flashpoint/internal/lang"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// Every text of a game that reaches a screen, in every scenario, carries
// a message that fills in English to exactly that text (issue 17: the
// ruleset's words reach the screen in the player's language; the English
// stays byte for byte): events, prompts, notes, model cards and marks, the
// command dice trays, the tokens and the reason the game ended.
func TestEventsCarryMessages(t *testing.T) {
	rs := NewRuleset()
	for _, sc := range rs.Scenarios() {
		for seed := uint64(1); seed <= 3; seed++ {
			setup := rs.DefaultSetup("standard")
			setup.Scenario = sc
			checkMessages(t, rs, setup, seed)
		}
	}
}

// The same holds on every shipped arena, and for the ends a short game
// reaches: the round limit after one or two rounds (equal, more, more
// kills) and a score target of one (a singular noun in English).
func TestEventsCarryMessagesArenasAndLimits(t *testing.T) {
	rs := NewRuleset()
	for i, arena := range []string{"beginner", "standard", "streets", "tower", "underhive"} {
		setup := rs.DefaultSetup(arena)
		setup.Scenario = rs.Scenarios()[i%len(rs.Scenarios())]
		checkMessages(t, rs, setup, uint64(10+i))
	}
	for _, sc := range rs.Scenarios() {
		r, _ := scenarioNamed(sc)
		for _, opts := range []map[string]string{{"rounds": "1"}, {"rounds": "2"}, {r.Option: "1"}} {
			if r.Option == "" && opts[""] != "" {
				continue // no score target to set
			}
			setup := rs.DefaultSetup("standard")
			setup.Scenario = sc
			setup.Options = opts
			checkMessages(t, rs, setup, 7)
		}
	}
}

// checkMessages plays setup with seed and checks its messages with
// rulestest.CheckMessages, every text required to carry one.
func checkMessages(t *testing.T, rs *Ruleset, setup rules.Setup, seed uint64) {
	t.Helper()
	t.Run(fmt.Sprintf("%s-%s-%v-%d", setup.Arena, setup.Scenario, setup.Options, seed), func(t *testing.T) {
		g, err := rs.New(setup, seed)
		if err != nil {
			t.Fatal(err)
		}
		n := rulestest.CheckMessages(t, g, seed, maxSteps, true)
		if n.With == 0 || n.Without != 0 {
			t.Errorf("%d texts with a message, %d without", n.With, n.Without)
		}
	})
}

// Every legal action's title and help (Describe, the action bar's words)
// and the sight, modifiers, notes and outcomes of its forecast carry
// messages that fill in English to
// exactly them, over games of every scenario.
func TestActionHelpCarriesMessages(t *testing.T) {
	cat, err := lang.Load()
	if err != nil {
		t.Fatal(err)
	}
	en := cat.Localizer(lang.English)
	check := func(where, text string, m rules.Msg) {
		t.Helper()
		if text == "" {
			return
		}
		got, ok := en.Fill(m.ID, m.Args)
		if m.IsZero() || !ok || got != text {
			t.Fatalf("%s: %q has message %v, which fills to %q", where, text, m, got)
		}
	}
	rs := NewRuleset()
	for i, sc := range rs.Scenarios() {
		setup := rs.DefaultSetup("standard")
		setup.Scenario = sc
		g, err := rs.NewGame(setup, uint64(20+i))
		if err != nil {
			t.Fatal(err)
		}
		pick := rules.NewRNG(uint64(20 + i))
		for step := 0; step < maxSteps && !g.Over(); step++ {
			legal := g.Legal()
			for _, a := range legal {
				h, ok := g.Describe(a)
				if !ok {
					continue
				}
				check(sc+" "+a.Text()+" title", h.Title, h.TitleMsg)
				check(sc+" "+a.Text()+" help", h.Help, h.HelpMsg)
				if fc, ok := g.Forecast(a); ok {
					check(sc+" "+a.Text()+" sight", fc.Sight, fc.SightMsg)
					for k, n := range fc.Notes {
						check(sc+" "+a.Text()+" note", n, fc.NoteMsgs[k])
					}
					for _, pi := range []rules.PoolInfo{fc.Attack, fc.Defence} {
						for k, m := range pi.Mods {
							check(sc+" "+a.Text()+" mod", m, pi.ModMsgs[k])
						}
					}
					for _, o := range fc.Outcomes {
						check(sc+" "+a.Text()+" outcome", o.Label, o.LabelMsg)
					}
					for _, tf := range fc.Targets {
						for _, o := range tf.Outcomes {
							check(sc+" "+a.Text()+" "+tf.Target+" outcome", o.Label, o.LabelMsg)
						}
					}
				}
			}
			if _, err := g.Apply(legal[pick.Intn(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// The glossary's terms for the words the card gives in the player's
// language carry messages that fill in English to the shipped term and
// meaning, one for each such word.
func TestGlossaryCarriesMessages(t *testing.T) {
	cat, err := lang.Load()
	if err != nil {
		t.Fatal(err)
	}
	en := cat.Localizer(lang.English)
	rs := NewRuleset()
	g, err := rs.NewGame(rs.DefaultSetup(""), 1)
	if err != nil {
		t.Fatal(err)
	}
	with := 0
	for _, term := range g.Glossary() {
		if glossaryKey(term.Term) == "" {
			continue
		}
		with++
		for _, c := range []struct {
			text string
			m    rules.Msg
		}{{term.Term, term.TermMsg}, {term.Meaning, term.MeaningMsg}} {
			if got, ok := en.Fill(c.m.ID, c.m.Args); !ok || got != c.text {
				t.Errorf("%s: message %v fills to %q, want %q", term.Term, c.m, got, c.text)
			}
		}
	}
	if with != 13 {
		t.Errorf("%d glossary terms with messages, want the card's 13", with)
	}
}
