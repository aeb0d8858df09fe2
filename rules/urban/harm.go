package urban

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// shieldStops is how many wounds a Shield token stops (UF-TOK-2).
const shieldStops = 3

// harm deals wounds to a model: a Shield token stops 3 of them and is
// spent (UF-TOK-2, A16); damage from an enemy attack ends Rest (UF-ST-1);
// at its HP the model is removed and the enemy scores 1 VP (UF-STAT-6,
// G8); a removed model of the group is settled by settleGroup.
func (g *Game) harm(m *model, wounds int, byEnemy bool, why string) {
	if wounds <= 0 || m.Dead {
		return
	}
	if m.Shield {
		m.Shield = false
		stopped := min(wounds, shieldStops)
		wounds -= stopped
		g.emit(rules.Event{Kind: "shield", Seat: m.Seat, Target: m.ID, Hits: stopped}, func() rules.Msg { return rules.Say("UrbShieldStops", "Model", m.ID, "Count", rules.Num(stopped)) }, "%s's Shield stops %d %s", m.ID, stopped, plural(stopped, "wound", "wounds"))
	}
	if byEnemy && m.Rest {
		m.Rest = false
		if p := g.profile(m); p.Fury() {
			m.Fury = p.FUR
		}
		g.emit(rules.Event{Kind: "state", Seat: m.Seat, Target: m.ID, Test: "rest"}, func() rules.Msg { return rules.Say("UrbHurtLeavesRest", "Model", m.ID) }, "%s is hurt and leaves Rest", m.ID)
	}
	if wounds <= 0 {
		return
	}
	hp := g.hp(m)
	wounds = min(wounds, hp-m.Wounds)
	m.Wounds += wounds
	g.emit(rules.Event{Kind: "wound", Seat: m.Seat, Target: m.ID, Hits: wounds}, func() rules.Msg {
		return rules.Say("UrbTakesWounds", "Model", m.ID, "Count", rules.Num(wounds), "From", whyRef(why), "Left", rules.Num(hp-m.Wounds), "HP", rules.Num(hp))
	}, "%s takes %d %s from %s (%d of %d HP left)", m.ID, wounds, plural(wounds, "wound", "wounds"), why, hp-m.Wounds, hp)
	if m.Wounds < hp {
		return
	}
	m.Dead, m.Burning, m.Stunned, m.StunFresh, m.Rest, m.Shield = true, false, false, false, false, false
	m.AP, m.Fury = 0, 0
	enemy := m.Seat.Other()
	g.st.VP[enemy]++
	g.emit(rules.Event{Kind: "kill", Seat: enemy, Target: m.ID}, func() rules.Msg { return rules.Say("UrbRemoved", "Model", m.ID, "Side", seatRef(enemy)) }, "%s is removed: 1 VP to %s", m.ID, enemy)
	alive := 0
	for i := range g.st.Models {
		if x := &g.st.Models[i]; x.Seat == m.Seat && !x.Dead {
			alive++
		}
	}
	if alive == 0 {
		g.finishWith(fmt.Sprintf("as %s's crew is wiped out", m.Seat), "UrbEndsWipedOut", m.Seat, enemy)
	}
}

// stun stuns a model (UF-ST-2); stunned during its own activation, the
// Stun lasts through its next one (A11).
func (g *Game) stun(m *model) {
	if m.Dead {
		return
	}
	m.Stunned = true
	m.StunFresh = m.Active
	g.emit(rules.Event{Kind: "state", Seat: m.Seat, Target: m.ID, Test: "stun"}, func() rules.Msg { return rules.Say("UrbStunned", "Model", m.ID) }, "%s is Stunned", m.ID)
}

// burn sets a model Burning (UF-EFF-1).
func (g *Game) burn(m *model) {
	if m.Dead || m.Burning {
		return
	}
	m.Burning = true
	g.emit(rules.Event{Kind: "state", Seat: m.Seat, Target: m.ID, Test: "burning"}, func() rules.Msg { return rules.Say("UrbStartsBurning", "Model", m.ID) }, "%s starts Burning", m.ID)
}

// giveShield gives a model a Shield token unless it holds a token
// already (UF-TOK-1).
func (g *Game) giveShield(m *model) {
	if m.Dead || m.Shield {
		return
	}
	m.Shield = true
	g.emit(rules.Event{Kind: "state", Seat: m.Seat, Target: m.ID, Test: "shield"}, func() rules.Msg { return rules.Say("UrbGainsShield", "Model", m.ID) }, "%s gains a Shield token", m.ID)
}
