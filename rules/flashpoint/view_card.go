package flashpoint

import (
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// card is a model's card: what it carries of the scenario's (first, as
// it changes what the model may do), profile, weapons, items, status. A spent
// weapon's lines are ToneMuted; the status line of a model with a Fire
// token is ToneDanger (rules.CardLine). Every line carries its message.
func (g *Game) card(m *model) []rules.CardLine {
	u := m.Unit
	var lines []rules.CardLine
	if oi := g.carrying(g.modelIndex(m.ID)); oi >= 0 {
		o := &g.objs[oi]
		id, format := "FpCardCarries", "Carries %s: may not shoot"
		if o.Kind == "flag" {
			id, format = "FpCardCarriesFlag", "Carries %s: may not shoot; scores on reaching its side's half"
		}
		lines = append(lines, cardLine(rules.ToneNormal, id, "Obj", format, objWord(o, false)))
	}
	lines = append(lines, cardLine(rules.ToneNormal, "FpCardProfile", "Move Sprint RA FI SV AR HP ES",
		"SP %d-%d RA %d+ FI %d+ SV %d+ AR %d HP %d ES %d", u.Move, u.Sprint, u.RA, u.FI, u.SV, u.AR, u.HP, u.ES))
	if kw := unitKeywords(u); kw != "" {
		lines = append(lines, cardLine(rules.ToneNormal, "FpCardKeywords", "Keywords", "%s", kw))
	}
	m.eachWeapon(func(s *slot) bool {
		prefix := word{}
		if s == &m.Pickup {
			prefix = word{"PICKUP ", "FpCardPickup"}
		} else if m.isItemSlot(s) {
			prefix = word{"ITEM ", "FpCardItem"}
		}
		lines = append(lines, g.weaponLines(s, prefix)...)
		return true
	})
	lines = append(lines, g.itemCardLines(m)...)
	return append(lines, g.statusLine(m))
}

// statusLine is the last line of a model's card: wounds, shields, then
// what holds of its posture, fire, activation and scenario role, each
// after a comma; ToneDanger while it burns.
func (g *Game) statusLine(m *model) rules.CardLine {
	u := m.Unit
	posture := word{}
	switch {
	case !m.OnBoard:
		posture = word{", awaiting respawn", "FpCardAwaitingRespawn"}
	case m.Pinned:
		posture = word{", pinned", "FpCardPinned"}
	case m.Crouched:
		posture = word{", crouched", "FpCardCrouched"}
	}
	tone, fire := rules.ToneNormal, word{}
	if m.Fire {
		tone, fire = rules.ToneDanger, word{", on fire", "FpCardOnFire"}
	}
	activated := word{}
	if m.Activated {
		activated = word{", activated", "FpCardActivated"}
	}
	vip := word{}
	if g.isVIP(m) {
		vip = word{", VIP", "FpCardVIP"}
	}
	return cardLine(tone, "FpCardStatus", "Wounds HP Shields ES Posture Fire Activated VIP",
		"wounds %d/%d, shields %d/%d%s%s%s%s", m.Wounds, u.HP, m.Shields, u.ES, posture, fire, activated, vip)
}

// isVIP reports whether m is its side's VIP (RULES-SCENARIOS.md).
func (g *Game) isVIP(m *model) bool {
	mi := g.modelIndex(m.ID)
	return mi >= 0 && g.vip(m.Seat) == mi
}

// cardLine is a card line in tone with its text and message (say).
func cardLine(tone rules.Tone, id, names, format string, args ...any) rules.CardLine {
	text, msg := say(id, names, format, args...)
	return rules.CardLine{Text: text, Tone: tone, Msg: msg}
}

// nameLine is a line that is a name alone (a weapon without profiles),
// its message the name as it is (FpName: names stay as the data gives
// them).
func nameLine(tone rules.Tone, prefix word, name string) rules.CardLine {
	return cardLine(tone, "FpNamed", "Prefix Name", "%s%s", prefix, name)
}

// unitKeywords lists a unit's keywords other than its energy shields.
func unitKeywords(u *Unit) string {
	var kw []string
	for _, k := range u.Keywords {
		if !strings.HasPrefix(k, "ES ") {
			kw = append(kw, k)
		}
	}
	return strings.Join(kw, ", ")
}

// weaponLines describes a carried weapon, its first line led by prefix
// ("PICKUP ", "ITEM " or nothing): one line per profile, all of them
// ToneMuted once a limited weapon is spent.
func (g *Game) weaponLines(s *slot, prefix word) []rules.CardLine {
	w := g.b.data.Weapons[s.ID]
	if w == nil {
		return []rules.CardLine{nameLine(rules.ToneNormal, prefix, s.ID)}
	}
	tone := usesTone(w, s)
	var out []rules.CardLine
	for i, p := range w.Profiles {
		name, lead := w.Name, prefix
		if i > 0 {
			name, lead = "  "+p.Name, word{}
		}
		rng := "CC"
		if p.Range > 0 {
			rng = fmt.Sprintf("R%d", p.Range)
		}
		kw := ""
		if len(p.Keywords) > 0 {
			kw = " " + strings.Join(p.Keywords, ", ")
		}
		unplayable := word{}
		if !playable(p) && !cubeProfile(p) {
			unplayable = word{" [not playable yet]", "FpCardUnplayable"}
		}
		const names = "Prefix Name Range AP Keywords Count _ Unplayable"
		switch left := w.Uses - s.Used; {
		case i > 0 || w.Uses <= 0:
			out = append(out, cardLine(tone, "FpCardWeapon", "Prefix Name Range AP Keywords Unplayable",
				"%s%s: %s AP%d%s%s", lead, name, rng, p.AP, kw, unplayable))
		case left <= 0:
			out = append(out, cardLine(tone, "FpCardWeaponSpent", "Prefix Name Range AP Keywords Unplayable",
				"%s%s: %s AP%d%s (spent)%s", lead, name, rng, p.AP, kw, unplayable))
		default:
			out = append(out, cardLine(tone, "FpCardWeaponUses", names,
				"%s%s: %s AP%d%s (%d %s left)%s", lead, name, rng, p.AP, kw, left, plural(left, "use", "uses"), unplayable))
		}
	}
	if len(out) == 0 {
		out = append(out, nameLine(tone, prefix, w.Name))
	}
	return out
}

// itemCardLines are the card lines of a model's items and item effects.
// The effects line names the overshield and barrier with their numbers
// in its own words, so its message is one of four (with or without
// each); the other effects are words of their own, after a comma but
// for the first.
func (g *Game) itemCardLines(m *model) []rules.CardLine {
	var out []rules.CardLine
	if names := m.itemNames(); len(names) > 0 {
		out = append(out, cardLine(rules.ToneNormal, "FpCardItems", "Items", "Items: %s", strings.Join(names, ", ")))
	}
	b := g.barrierFor(m)
	smoke := m.OnBoard && g.smoked(m.Pos)
	if m.Overshield <= 0 && !m.Camo && b == nil && !smoke {
		return out
	}
	var fx []string
	args := []string{}
	id := "FpCardEffects"
	first := true
	if m.Overshield > 0 {
		fx = append(fx, fmt.Sprintf("overshield %d", m.Overshield))
		args = append(args, "Overshield", rules.Num(m.Overshield))
		id += "Overshield"
		first = false
	}
	camo := ""
	if m.Camo {
		fx = append(fx, "active camo")
		switch {
		case !first:
			camo = rules.Ref("FpFxCamoAfter")
		case b != nil:
			camo = rules.Ref("FpFxCamoBefore")
		default:
			camo = rules.Ref("FpFxCamo")
		}
		first = false
	}
	args = append(args, "Camo", camo)
	if b != nil {
		fx = append(fx, fmt.Sprintf("barrier %d", b.Shields))
		args = append(args, "Barrier", rules.Num(b.Shields))
		id += "Barrier"
		first = false
	}
	smokeArg := ""
	if smoke {
		fx = append(fx, "in smoke")
		smokeArg = rules.Ref("FpFxSmokeAfter")
		if first {
			smokeArg = rules.Ref("FpFxSmoke")
		}
	}
	args = append(args, "Smoke", smokeArg)
	return append(out, rules.CardLine{Text: "Effects: " + strings.Join(fx, ", "), Msg: rules.Say(id, args...)})
}

// nameMsg is a name as the data gives it (a weapon's, an item's, a drop
// spot's) as a message: FpNamed, which keeps it as it is in every
// language.
func nameMsg(name string) rules.Msg { return rules.Say("FpNamed", "Prefix", "", "Name", name) }
