package killteam

import (
	"math"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// outcomeOfTrial is the forecast label of what an attack did to its
// target, read from the events as the computer players read them (the
// most severe of a "kill" and a "wound" event at the target), and from the
// target's state before and after; the two must agree.
func outcomeOfTrial(t *testing.T, a rules.Action, before, after *model, ev []rules.Event) string {
	t.Helper()
	byState := OutcomeNoDamage
	switch {
	case after.Out:
		byState = OutcomeKill
	case after.Wounds < before.Wounds || after.Flesh > before.Flesh:
		byState = OutcomeWound
	}
	byEvents := OutcomeNoDamage
	for _, e := range ev {
		if e.Target != a.Target {
			continue
		}
		switch {
		case e.Kind == "kill":
			byEvents = OutcomeKill
		case e.Kind == "wound" && byEvents != OutcomeKill:
			byEvents = OutcomeWound
		}
	}
	if byState != byEvents {
		t.Fatalf("%s: the target's state says %q, the events %q", a.Text(), byState, byEvents)
	}
	return byState
}

// checkForecast compares the forecast of a with the outcomes of trials
// applications on copies of g with dice of their own.
func checkForecast(t *testing.T, g *Game, a rules.Action, trials int) {
	t.Helper()
	f, ok := g.Forecast(a)
	if !ok {
		t.Fatalf("%s: no forecast", a.Text())
	}
	total := 0.0
	want := map[string]float64{}
	for _, o := range f.Outcomes {
		total += o.P
		want[o.Label] = o.P
	}
	if math.Abs(total-1) > 1e-9 {
		t.Fatalf("%s: outcome chances sum to %v", a.Text(), total)
	}
	if f.Attack.Test == "" || f.Defence.Test != "SV" {
		t.Fatalf("%s: pools %+v and %+v", a.Text(), f.Attack, f.Defence)
	}
	j := g.modelIndex(a.Target)
	before := g.st.Models[j]
	count := map[string]int{}
	for k := range trials {
		c := g.Determinize(uint64(k)*7919 + 17).(*Game)
		ev, err := c.Apply(a)
		if err != nil {
			t.Fatalf("%s: %v", a.Text(), err)
		}
		// The forecast is of all the attacks at the target (KT-SHT-6) and
		// counts no Command Re-roll (KT-CP-3): every offer is kept.
		for c.st.Volley != nil || c.st.Reroll != nil {
			next := rules.Action{Seat: a.Seat, Kind: "fire", Actor: a.Actor}
			if w := c.st.Reroll; w != nil {
				next = rules.Action{Seat: w.Seat, Kind: "keep", Actor: w.Actor}
			}
			more, err := c.Apply(next)
			if err != nil {
				t.Fatalf("%s: %v", a.Text(), err)
			}
			ev = append(ev, more...)
		}
		count[outcomeOfTrial(t, a, &before, &c.st.Models[j], ev)]++
	}
	for _, label := range []string{OutcomeNoDamage, OutcomeWound, OutcomeKill} {
		p, got := want[label], float64(count[label])/float64(trials)
		tol := 4.5*math.Sqrt(p*(1-p)/float64(trials)) + 0.005
		if math.Abs(got-p) > tol {
			t.Errorf("%s: %q forecast %.4f, seen %.4f in %d trials", a.Text(), label, p, got, trials)
		}
	}
}

// The forecast of shooting and fighting actions met in random games gives
// the chances that many applications of the same action show, and the
// events say which outcome happened the way the computer players read
// them. One action of each kind of attacker, weapon and target is tried.
func TestForecastMatchesMonteCarlo(t *testing.T) {
	trials, limit := 1500, 14
	if testing.Short() {
		trials, limit = 600, 6
	}
	seen := map[string]bool{}
	tried := 0
	for _, g := range randomPositions(t, 2, 3) {
		if tried >= limit {
			break
		}
		for _, a := range g.Legal() {
			if a.Kind != "shoot" && a.Kind != "fight" {
				continue
			}
			i, j := g.modelIndex(a.Actor), g.modelIndex(a.Target)
			m, tm := &g.st.Models[i], &g.st.Models[j]
			key := a.Kind + m.Unit + a.Weapon + a.Option + tm.Unit
			if seen[key] || tried >= limit {
				continue
			}
			seen[key] = true
			tried++
			checkForecast(t, g, a, trials)
		}
	}
	if tried < 3 {
		t.Fatalf("only %d attacks met in random games", tried)
	}
}

// An overcharged plasma shot at a wounded multi-wound target: the
// forecast names the Overheat, and its odds match the dice.
func TestForecastOverchargeAndFight(t *testing.T) {
	g := duel(t, PhaseShooting, SectionSecond, map[string]world.Pos{"blue.3": posAt(3, 2, 0), "red.1": posAt(3, 5, 0), "red.2": posAt(3, 5, 0)})
	g.SetDice(nil)
	g.st.Models[g.modelIndex("red.1")].Wounds = 1
	a, err := rules.Find(g.Legal(), "blue.3 shoot red.1 with plasma-gun (overcharge)")
	if err != nil {
		t.Fatalf("%v: %v", err, texts(g.Legal()))
	}
	f, _ := g.Forecast(a)
	found := false
	for _, n := range f.Notes {
		found = found || strings.Contains(n, "overheats")
	}
	if !found {
		t.Errorf("no Overheat note in %q", f.Notes)
	}
	checkForecast(t, g, a, 1500)

	g = duel(t, PhaseFight, SectionSecond, map[string]world.Pos{"blue.1": posAt(3, 4, 0), "red.5": posAt(3, 4, 0)})
	g.SetDice(nil)
	a, err = rules.Find(g.Legal(), "blue.1 fight red.5 with chainblade")
	if err != nil {
		t.Fatalf("%v: %v", err, texts(g.Legal()))
	}
	f, _ = g.Forecast(a)
	if f.Attack.Test != "WS" || f.Sight != "" {
		t.Errorf("fight forecast: attack %+v, sight %q", f.Attack, f.Sight)
	}
	checkForecast(t, g, a, 1500)
}

// Actions that are not attacks have no forecast.
func TestForecastOnlyAttacks(t *testing.T) {
	g := newGame(t, "standard", 1)
	for _, a := range g.Legal() {
		if _, ok := g.Forecast(a); ok {
			t.Fatalf("%s has a forecast", a.Text())
		}
	}
}
