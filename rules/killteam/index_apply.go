package killteam

import "github.com/flashpoint-arena/flashpoint/rules"

// listed is the legal list NumLegal built and the Hash of the state it
// belongs to: ApplyIndex uses it only while the state is the same, so the
// list is built once for a count and the choice instead of three times
// (counted, looked up, checked).
type listed struct {
	actions []rules.Action
	hash    uint64
	ok      bool
}

// NumLegal is len(Legal()), keeping the list for ApplyIndex
// (rules.IndexApplier).
func (g *Game) NumLegal() int {
	l := g.Legal()
	g.listed = listed{actions: l, hash: g.Hash(), ok: true}
	return len(l)
}

// ApplyIndex applies the i-th action of Legal (rules.IndexApplier),
// taking it from the list NumLegal kept when the state has not changed
// since.
func (g *Game) ApplyIndex(i int) ([]rules.Event, error) {
	if g.st.Over {
		return nil, rules.GameOverError{}
	}
	l := g.listed.actions
	if !g.listed.ok || g.listed.hash != g.Hash() {
		l = g.Legal()
	}
	if i < 0 || i >= len(l) {
		return nil, rules.IndexError(i, len(l))
	}
	return g.applyLegal(l[i]), nil
}

// ActionAt returns the i-th action of Legal (rules.ActionLister), from
// the list NumLegal kept when the state has not changed since.
func (g *Game) ActionAt(i int) (rules.Action, error) {
	l := g.listed.actions
	if !g.listed.ok || g.listed.hash != g.Hash() {
		l = g.Legal()
	}
	if i < 0 || i >= len(l) {
		return rules.Action{}, rules.IndexError(i, len(l))
	}
	return l[i], nil
}
