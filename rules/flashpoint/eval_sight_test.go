package flashpoint

import "testing"

// The evaluation judges every attack from the attacker's cube: sight is not
// symmetric, so the pair's other direction (asked first) must not answer
// for it. Blue's models are always the lower-numbered, so a shared answer
// would judge red's attacks from blue's side of every line.
func TestEvalSightLooksFromTheAttacker(t *testing.T) {
	asymmetric := 0
	for _, g := range playedGames(t, 12, 200) {
		r := evalRun{g: g, dists: &distMemo{}}
		a := g.b.arena
		for ai := range g.models {
			for ti := range g.models {
				if ai == ti || !g.models[ai].OnBoard || !g.models[ti].OnBoard {
					continue
				}
				m, u := &g.models[ai], &g.models[ti]
				want := a.LineOfSight(m.Pos, m.Crouched, u.Pos, u.Crouched)
				back := a.LineOfSight(u.Pos, u.Crouched, m.Pos, m.Crouched)
				r.sight(ti, ai)
				if got := r.sight(ai, ti); got != want {
					t.Fatalf("sight of %s at %v on %s at %v: %v, want %v (the other way: %v)", m.ID, m.Pos, u.ID, u.Pos, got, want, back)
				}
				if want != back {
					asymmetric++
				}
			}
		}
	}
	if asymmetric == 0 {
		t.Fatal("no pair with asymmetric sight came up: the test proves nothing")
	}
	t.Logf("%d asymmetric pairs checked", asymmetric)
}
