package rulestest

import (
	"fmt"
	"testing"

	"github.com/flashpoint-arena/flashpoint/internal/lang"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// MessageCount counts, over the games CheckMessages played, the texts that
// carried a rules.Msg and those that had none.
type MessageCount struct{ With, Without int }

// CheckMessages plays g to its end (at most maxSteps decisions) with
// random legal actions drawn from a generator seeded with seed, and checks
// every rules.Msg it meets against the English text beside it: in each
// event, and in the View after every action (prompt, phase, notes, panel
// titles and lines, model cards, marks and statuses, each side's title,
// lines and chips, token labels and help) and in the reason of the
// Result once the game is over, the words of every arena feature when g
// is a rules.TerrainDescriber, and, at the start and every
// sightingsEvery decisions, why each model could not shoot each enemy and
// the sight it would have (rules.Sighter). Filling the English message
// of the shipped translation files with the Msg's arguments must give
// exactly the text; a Msg whose ID is in no file fails. With every set,
// every text must carry a Msg too: the ruleset's words are all
// translatable. It returns how many texts had a Msg and how many had none.
func CheckMessages(t testing.TB, g rules.Game, seed uint64, maxSteps int, every bool) MessageCount {
	t.Helper()
	cat, err := lang.Load()
	if err != nil {
		t.Fatal(err)
	}
	c := msgChecker{en: cat.Localizer(lang.English), every: every}
	c.terrain(g)
	c.view(g.View())
	c.sightings(g)
	pick := rules.NewRNG(seed)
	for step := 0; step < maxSteps && !g.Over(); step++ {
		legal := g.Legal()
		a := legal[pick.Intn(len(legal))]
		ev, err := g.Apply(a)
		if err != nil {
			t.Fatalf("step %d: %s: %v", step, a.Text(), err)
		}
		for i, e := range ev {
			c.check(fmt.Sprintf("event %d (%s)", i, e.Kind), e.Text, e.Msg)
		}
		c.view(g.View())
		if step%sightingsEvery == sightingsEvery-1 {
			c.sightings(g)
		}
		if r := g.Result(); r.Over {
			c.check("result reason", r.Reason, r.ReasonMsg)
		}
		if len(c.errs) > 0 {
			for _, e := range c.errs {
				t.Errorf("step %d after %s: %s", step, a.Text(), e)
			}
			t.FailNow()
		}
	}
	return c.count
}

// msgChecker checks texts against their messages and counts them.
type msgChecker struct {
	en    *lang.Localizer
	every bool
	count MessageCount
	errs  []string
}

// view checks every text of v that may carry a message.
func (c *msgChecker) view(v rules.View) {
	c.check("prompt", v.Prompt, v.PromptMsg)
	c.check("phase", v.Phase, v.PhaseMsg)
	for i, n := range v.Notes {
		var m rules.Msg
		if i < len(v.NoteMsgs) {
			m = v.NoteMsgs[i]
		}
		c.check(fmt.Sprintf("note %d", i), n, m)
	}
	for _, p := range v.Panels {
		c.check("panel title", p.Title, p.TitleMsg)
		for i, l := range p.Lines {
			c.check(fmt.Sprintf("panel %q line %d", p.Title, i), l.Text, l.Msg)
		}
	}
	for _, p := range v.Pieces {
		for i, l := range p.Card {
			c.check(fmt.Sprintf("%s card line %d", p.ID, i), l.Text, l.Msg)
		}
		for i, m := range p.Marks {
			c.check(fmt.Sprintf("%s mark %d", p.ID, i), m.Text, m.Msg)
		}
		c.check(p.ID+" status", p.Status, p.StatusMsg)
	}
	for s, side := range v.Sides {
		c.check(fmt.Sprintf("side %d title", s), side.Title, side.TitleMsg)
		for i, l := range side.Lines {
			var m rules.Msg
			if i < len(side.LineMsgs) {
				m = side.LineMsgs[i]
			}
			c.check(fmt.Sprintf("side %d line %d", s, i), l, m)
		}
		for i, ch := range side.Chips {
			c.check(fmt.Sprintf("side %d chip %d label", s, i), ch.Label, ch.LabelMsg)
			c.check(fmt.Sprintf("side %d chip %d help", s, i), ch.Help, ch.HelpMsg)
		}
	}
	for i, t := range v.Tokens {
		c.check(fmt.Sprintf("token %d (%s) label", i, t.Kind), t.Label, t.LabelMsg)
		c.check(fmt.Sprintf("token %d (%s) help", i, t.Kind), t.Help, t.HelpMsg)
	}
}

// sightingsEvery is how many decisions apart CheckMessages checks the
// Sightings' words: working them out is slow beside a View.
const sightingsEvery = 25

// sightings checks the words of every Sighting between models of
// opposite seats on the board.
func (c *msgChecker) sightings(g rules.Game) {
	s, ok := g.(rules.Sighter)
	if !ok {
		return
	}
	pieces := g.View().Pieces
	for _, a := range pieces {
		for _, t := range pieces {
			if !a.OnBoard || !t.OnBoard || a.Seat == t.Seat {
				continue
			}
			for _, sg := range s.Sightings(a.ID, t.ID) {
				where := fmt.Sprintf("sighting %s at %s with %s", a.ID, t.ID, sg.Weapon)
				c.check(where+" why", sg.Why, sg.WhyMsg)
				c.check(where+" sight", sg.Sight, sg.SightMsg)
			}
		}
	}
}

// terrainKinds are the arena features a ruleset may explain.
func terrainKinds() []rules.TerrainKind {
	return []rules.TerrainKind{rules.TerrainGirder, rules.TerrainOpenAir, rules.TerrainLowWall, rules.TerrainWall,
		rules.TerrainDeploy, rules.TerrainRespawn, rules.TerrainDrop}
}

// terrain checks the words g gives each arena feature for each seat
// (rules.TerrainDescriber): a feature with words has a message that fills
// to them, and one without words has no message either.
func (c *msgChecker) terrain(g rules.Game) {
	d, ok := g.(rules.TerrainDescriber)
	if !ok {
		return
	}
	for _, k := range terrainKinds() {
		for _, seat := range []rules.Seat{rules.Blue, rules.Red, rules.NoSeat} {
			help, m, ok := d.TerrainHelp(rules.Terrain{Kind: k, Seat: seat})
			where := fmt.Sprintf("terrain %s of %s", k, seat)
			if !ok {
				if help != "" || !m.IsZero() {
					c.errs = append(c.errs, fmt.Sprintf("%s: words %q (message %q) for a feature the ruleset does not explain", where, help, m.ID))
				}
				continue
			}
			if help == "" {
				c.errs = append(c.errs, where+": no words")
			}
			c.check(where, help, m)
		}
	}
}

// check compares text with its message m filled in English.
func (c *msgChecker) check(where, text string, m rules.Msg) {
	if text == "" && m.IsZero() {
		return
	}
	if m.IsZero() {
		c.count.Without++
		if c.every {
			c.errs = append(c.errs, fmt.Sprintf("%s: %q has no message", where, text))
		}
		return
	}
	c.count.With++
	if len(m.Args)%2 != 0 {
		c.errs = append(c.errs, fmt.Sprintf("%s: message %s has an odd number of arguments %q", where, m.ID, m.Args))
		return
	}
	got, ok := c.en.Fill(m.ID, m.Args)
	switch {
	case !ok:
		c.errs = append(c.errs, fmt.Sprintf("%s: message %s is in no translation file (text %q)", where, m.ID, text))
	case got != text:
		c.errs = append(c.errs, fmt.Sprintf("%s: message %s fills to %q, the text is %q", where, m.ID, got, text))
	}
}
