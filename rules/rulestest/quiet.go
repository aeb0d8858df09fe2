package rulestest

import (
	"reflect"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// CheckQuiet plays a game from newGame twice side by side, one loud and
// one made quiet (rules.Quieter), feeding both the same random actions
// (drawn from a generator seeded with seed) and so the same dice, for at
// most maxSteps decisions. After every action the two must have the same
// Hash and the same events but for the words: equal in everything except
// Text, Mods and Msg, which the quiet game leaves empty. A Clone of the quiet
// game must be quiet too. When the ruleset's games are rules.Silencer, a
// third, silent game plays along: the same legal actions, Hash and
// Reversible answer after every action, and no events at all. It returns
// the number of events compared.
func CheckQuiet(t testing.TB, newGame func() (rules.Game, error), seed uint64, maxSteps int) int {
	t.Helper()
	loud, err := newGame()
	if err != nil {
		t.Fatal(err)
	}
	quiet, err := newGame()
	if err != nil {
		t.Fatal(err)
	}
	if !rules.SetQuiet(quiet, true) {
		t.Fatalf("%s games are not rules.Quieter", quiet.Ruleset())
	}
	if loud.Hash() != quiet.Hash() {
		t.Fatalf("quiet changes the hash of a new game")
	}
	silent, err := newGame()
	if err != nil {
		t.Fatal(err)
	}
	if !rules.SetSilent(silent, true) {
		silent = nil
	}
	pick := rules.NewRNG(seed)
	compared := 0
	for step := 0; step < maxSteps && !loud.Over(); step++ {
		legal := loud.Legal()
		if got, want := actionTexts(quiet.Legal()), actionTexts(legal); !reflect.DeepEqual(got, want) {
			t.Fatalf("step %d: quiet legal actions %v, loud %v", step, got, want)
		}
		a := legal[pick.Intn(len(legal))]
		if step%7 == 3 {
			quiet = quiet.Clone() // a clone stays quiet
			if silent != nil {
				silent = silent.Clone() // and a silent one silent
			}
		}
		if silent != nil {
			checkSilentStep(t, step, silent, loud, a)
		}
		le, err := loud.Apply(a)
		if err != nil {
			t.Fatalf("step %d: loud %s: %v", step, a.Text(), err)
		}
		qe, err := quiet.Apply(a)
		if err != nil {
			t.Fatalf("step %d: quiet %s: %v", step, a.Text(), err)
		}
		if loud.Hash() != quiet.Hash() {
			t.Fatalf("step %d (%s): the quiet game's hash differs", step, a.Text())
		}
		if len(qe) != len(le) {
			t.Fatalf("step %d (%s): quiet gave %d events, loud %d", step, a.Text(), len(qe), len(le))
		}
		for i := range le {
			q, l := qe[i], le[i]
			if q.Text != "" || q.Mods != nil || !q.Msg.IsZero() {
				t.Fatalf("step %d (%s): quiet event %d has words: %q %q %v", step, a.Text(), i, q.Text, q.Mods, q.Msg)
			}
			if l.Text == "" {
				t.Fatalf("step %d (%s): loud %s event %d has no text", step, a.Text(), l.Kind, i)
			}
			l.Text, l.Mods, l.Msg = "", nil, rules.Msg{}
			if !reflect.DeepEqual(q, l) {
				t.Fatalf("step %d (%s): quiet event %d\n%+v\nloud\n%+v", step, a.Text(), i, q, l)
			}
			compared++
		}
	}
	return compared
}

// checkSilentStep applies a to the silent game, which must offer the same
// actions as the loud one before it (not yet applied), and checks that it
// returns no events and ends with the Hash and Reversible answer the loud
// one has once it applies a too (checked by applying a to a clone of loud).
func checkSilentStep(t testing.TB, step int, silent, loud rules.Game, a rules.Action) {
	t.Helper()
	if got, want := actionTexts(silent.Legal()), actionTexts(loud.Legal()); !reflect.DeepEqual(got, want) {
		t.Fatalf("step %d: silent legal actions %v, loud %v", step, got, want)
	}
	se, err := silent.Apply(a)
	if err != nil {
		t.Fatalf("step %d: silent %s: %v", step, a.Text(), err)
	}
	if len(se) != 0 {
		t.Fatalf("step %d (%s): the silent game returned %d events", step, a.Text(), len(se))
	}
	ahead := loud.Clone()
	if _, err := ahead.Apply(a); err != nil {
		t.Fatalf("step %d: loud clone %s: %v", step, a.Text(), err)
	}
	if silent.Hash() != ahead.Hash() {
		t.Fatalf("step %d (%s): the silent game's hash differs", step, a.Text())
	}
	sr, sw := silent.Reversible()
	lr, lw := ahead.Reversible()
	if sr != lr || sw != lw {
		t.Fatalf("step %d (%s): silent Reversible %v %q, loud %v %q", step, a.Text(), sr, sw, lr, lw)
	}
}

// actionTexts is the text form of each action.
func actionTexts(as []rules.Action) []string {
	out := make([]string, len(as))
	for i := range as {
		out[i] = as[i].Text()
	}
	return out
}

// CheckQuietScenarios runs CheckQuiet on every scenario of rs on the named
// arena, for seeds 1 to seeds, and fails a game in which no event was
// compared.
func CheckQuietScenarios(t *testing.T, rs rules.Ruleset, arena string, seeds uint64, maxSteps int) {
	t.Helper()
	for _, sc := range rs.Scenarios() {
		for seed := uint64(1); seed <= seeds; seed++ {
			setup := rs.DefaultSetup(arena)
			setup.Scenario = sc
			n := CheckQuiet(t, func() (rules.Game, error) { return rs.New(setup, seed) }, seed, maxSteps)
			if n == 0 {
				t.Errorf("%s seed %d: no events compared", sc, seed)
			}
		}
	}
}
