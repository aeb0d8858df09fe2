package killteam

import (
	"reflect"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// stateChanges changes one field of the state each, by the field's name.
func stateChanges() map[string]func(s *state) {
	return map[string]func(s *state){
		"Round":           func(s *state) { s.Round++ },
		"Phase":           func(s *state) { s.Phase = PhaseFight },
		"Section":         func(s *state) { s.Section = SectionSecond },
		"First":           func(s *state) { s.First = s.First.Other() },
		"Turn":            func(s *state) { s.Turn = s.Turn.Other() },
		"Pending":         func(s *state) { s.Pending = "blue.1" },
		"PendingInches":   func(s *state) { s.PendingInches = 9 },
		"PendingRerolled": func(s *state) { s.PendingRerolled = !s.PendingRerolled },
		"PendingKind":     func(s *state) { s.PendingKind = PendingConsolidate },
		"Charging":        func(s *state) { s.Charging = "blue.2" },
		"Volley":          func(s *state) { s.Volley = &splitVolley{Shooter: "blue.1", Target: "red.1"} },
		"Reroll":          func(s *state) { b := s.clone(); s.Reroll = &rerollWait{Before: &b, Actor: "blue.1", Test: "hit"} },
		"Passed":          func(s *state) { s.Passed[1] = !s.Passed[1] },
		"Grenade":         func(s *state) { s.Grenade[0] = !s.Grenade[0] },
		"Comms":           func(s *state) { s.Comms[1] = !s.Comms[1] },
		"Nerve":           func(s *state) { s.Nerve = NerveSecond },
		"CP":              func(s *state) { s.CP[1] += 200 },
		"Broken":          func(s *state) { s.Broken[1] = !s.Broken[1] },
		"Started":         func(s *state) { s.Started[0]++ },
		"Score":           func(s *state) { s.Score[0]++ },
		"Over":            func(s *state) { s.Over = !s.Over },
		"Winner":          func(s *state) { s.Winner = rules.Red },
		"Reason":          func(s *state) { s.Reason = "why" },
		"Models":          func(s *state) { s.Models = s.Models[:len(s.Models)-1] },
		"RNG":             func(s *state) { s.RNG.State++ },
	}
}

// modelChanges changes one field of a model each, by the field's name.
func modelChanges() map[string]func(m *model) {
	return map[string]func(m *model){
		"ID":           func(m *model) { m.ID += "x" },
		"Seat":         func(m *model) { m.Seat = m.Seat.Other() },
		"Unit":         func(m *model) { m.Unit = "warden" },
		"Spec":         func(m *model) { m.Spec = Zealot },
		"Weapons":      func(m *model) { m.Weapons = append(append([]string(nil), m.Weapons...), "flamer") },
		"Pos":          func(m *model) { m.Pos = world.Pos{X: m.Pos.X + 1, Y: m.Pos.Y, Z: m.Pos.Z} },
		"Wounds":       func(m *model) { m.Wounds += 3 },
		"Flesh":        func(m *model) { m.Flesh++ },
		"Out":          func(m *model) { m.Out = !m.Out },
		"Undeployed":   func(m *model) { m.Undeployed = !m.Undeployed },
		"Shaken":       func(m *model) { m.Shaken = !m.Shaken },
		"Moved":        func(m *model) { m.Moved = !m.Moved },
		"Advanced":     func(m *model) { m.Advanced = !m.Advanced },
		"FellBack":     func(m *model) { m.FellBack = !m.FellBack },
		"Ready":        func(m *model) { m.Ready = !m.Ready },
		"Charged":      func(m *model) { m.Charged = !m.Charged },
		"ChargeHit":    func(m *model) { m.ChargeHit = !m.ChargeHit },
		"ChargedAt":    func(m *model) { m.ChargedAt = !m.ChargedAt },
		"ChargeTarget": func(m *model) { m.ChargeTarget = "red.2" },
		"ChargeAlso":   func(m *model) { m.ChargeAlso = []string{"red.3"} },
		"Reacted":      func(m *model) { m.Reacted++ },
		"Done":         func(m *model) { m.Done = !m.Done },
		"Retreated":    func(m *model) { m.Retreated = !m.Retreated },
		"Stratagem":    func(m *model) { m.Stratagem = !m.Stratagem },
		"Denied":       func(m *model) { m.Denied++ },
		"Stimmed":      func(m *model) { m.Stimmed = !m.Stimmed },
		"Comms":        func(m *model) { m.Comms = !m.Comms },
		"Tested":       func(m *model) { m.Tested = !m.Tested },
	}
}

// fieldNames lists the fields of a struct type.
func fieldNames(v any) []string {
	t := reflect.TypeOf(v)
	out := make([]string, t.NumField())
	for i := range out {
		out[i] = t.Field(i).Name
	}
	return out
}

// Equal states hash equal (a clone, a saved and loaded game); changing any
// one field of the state or of a model changes the hash; PositionHash
// leaves out the dice generator and nothing else. Every field has a
// change here, so a field added to the state must be hashed too.
func TestHashCoversEveryField(t *testing.T) {
	rs := newRuleset(t)
	g := newGame(t, "standard", 7)
	apply(t, g, g.Legal()[0].Text())
	if g.clone().Hash() != g.Hash() || g.Determinize(3).(*Game).PositionHash() != g.PositionHash() {
		t.Fatal("equal states hash differently")
	}
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	back, err := rs.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	if back.Hash() != g.Hash() {
		t.Fatal("a saved and loaded game hashes differently")
	}
	sc, mc := stateChanges(), modelChanges()
	for _, name := range fieldNames(state{}) {
		change, ok := sc[name]
		if !ok {
			t.Errorf("state field %s has no change in this test: hash it and add one", name)
			continue
		}
		c := g.clone()
		change(&c.st)
		if c.Hash() == g.Hash() {
			t.Errorf("changing state field %s leaves the hash", name)
		}
		if (c.PositionHash() == g.PositionHash()) != (name == "RNG") {
			t.Errorf("changing state field %s: PositionHash equal %v", name, c.PositionHash() == g.PositionHash())
		}
	}
	for _, name := range fieldNames(model{}) {
		change, ok := mc[name]
		if !ok {
			t.Errorf("model field %s has no change in this test: hash it and add one", name)
			continue
		}
		for _, k := range []int{0, len(g.st.Models) - 1} {
			c := g.clone()
			change(&c.st.Models[k])
			if c.Hash() == g.Hash() || c.PositionHash() == g.PositionHash() {
				t.Errorf("changing field %s of model %d leaves the hash", name, k)
			}
		}
	}
	other, err := rs.NewGame(rs.DefaultSetup("beginner"), 7)
	if err != nil {
		t.Fatal(err)
	}
	other.st = g.st.clone()
	if other.Hash() == g.Hash() {
		t.Error("the same state on another arena hashes alike")
	}
}

// Hash allocates nothing.
func TestHashAllocatesNothing(t *testing.T) {
	g := newGame(t, "standard", 7)
	if n := testing.AllocsPerRun(20, func() { g.Hash() }); n != 0 {
		t.Fatalf("Hash allocates %v times", n)
	}
}
