package urban

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// seatRef is a side's name as a message argument: the words of UrbBlue or
// UrbRed.
func seatRef(s rules.Seat) string {
	switch s {
	case rules.Blue:
		return rules.MsgRef + "UrbBlue"
	case rules.Red:
		return rules.MsgRef + "UrbRed"
	}
	return s.String()
}

// hitID is message id for a roll that hits (id+"Hits") or misses
// (id+"Misses"), as hitWord words it.
func hitID(id string, hit bool) string {
	if hit {
		return id + "Hits"
	}
	return id + "Misses"
}

// luckyID is message id, or id+"Lucky" for a roll that showed a lucky
// number (luckyWord).
func luckyID(id string, lucky bool) string {
	if lucky {
		return id + "Lucky"
	}
	return id
}

// whyRef is what harmed a model as a message argument: the words of
// UrbWhyFire, UrbWhyCounter, UrbWhyFall or UrbWhyDebris; a weapon's or
// spell's name as it is.
func whyRef(why string) string {
	switch why {
	case "fire":
		return rules.MsgRef + "UrbWhyFire"
	case "the counter-attack":
		return rules.MsgRef + "UrbWhyCounter"
	case "the fall":
		return rules.MsgRef + "UrbWhyFall"
	case "debris":
		return rules.MsgRef + "UrbWhyDebris"
	}
	return why
}

// postureRef is a posture as a message argument: the words of
// UrbPostureStand, UrbPostureSit or UrbPostureLie.
func postureRef(p Posture) string {
	s := p.String()
	return rules.MsgRef + "UrbPosture" + strings.ToUpper(s[:1]) + s[1:]
}

// dirRef is a blade's direction ("n", "e", "s", "w") as a message
// argument: the words of UrbDirN ...
func dirRef(dir string) string {
	return rules.MsgRef + "UrbDir" + strings.ToUpper(dir)
}

// sayPart is message id with args for a stroke at the terrain part of
// kind at cube at of material mat, which the text names "the brick
// wall", "the brick floor of 1,2,1" or "the metal car in 3,4,0": id+"Wall"
// with Material, id+"Floor" with Material and At, or id+"Part" with
// Material, Part (the words of UrbPartMast or UrbPartCar) and At.
func sayPart(id, mat, kind string, at world.Pos, args ...string) rules.Msg {
	switch kind {
	case partWall:
		return rules.Say(id+"Wall", append(args, "Material", mat)...)
	case partFloor:
		return rules.Say(id+"Floor", append(args, "Material", mat, "At", at.String())...)
	}
	return rules.Say(id+"Part", append(args, "Material", mat, "Part", partRef(kind), "At", at.String())...)
}

// partRef is a piece of furniture's kind as a message argument: the
// words of UrbPartMast or UrbPartCar.
func partRef(kind string) string {
	if kind == partCar {
		return rules.MsgRef + "UrbPartCar"
	}
	return rules.MsgRef + "UrbPartMast"
}

// partMsg is message id for terrain part p, which the text names as
// part's String does: id+"Wall" with At and To, id+"Floor" with At, or
// id+"Part" with Part and At.
func partMsg(id string, p part) rules.Msg {
	switch p.Kind {
	case partWall:
		return rules.Say(id+"Wall", "At", p.Pos.String(), "To", p.Pos.Add(p.Dir.Delta()).String())
	case partFloor:
		return rules.Say(id+"Floor", "At", p.Pos.String())
	}
	return rules.Say(id+"Part", "Part", partRef(p.Kind), "At", p.Pos.String())
}

// castAtMsg is the message of a spell cast at terrain option opt of cube
// c, with args and the roll's named modifiers (modArgs): UrbCastsAtWall
// (the text's "a wall of 1,2,0"), UrbCastsAtFloor ("the floor of 1,2,1")
// or UrbCastsAtPart ("the car in 3,4,0"), each with At.
func castAtMsg(opt string, c world.Pos, mods []string, args ...string) rules.Msg {
	args = append(args, modArgs(mods)...)
	switch {
	case strings.HasPrefix(opt, "wall"):
		return rules.Say("UrbCastsAtWall", append(args, "At", c.String())...)
	case opt == partFloor:
		return rules.Say("UrbCastsAtFloor", append(args, "At", c.String())...)
	}
	return rules.Say("UrbCastsAtPart", append(args, "Part", partRef(opt), "At", c.String())...)
}

// templateRef is a spell's template as templateName words it, as a
// message argument: the words of UrbTemplateAOE3, UrbTemplateAOE4,
// UrbTemplateSpray, UrbTemplateBlade and their enlarged forms.
func templateRef(s *Spell) string {
	id := map[string]string{TemplateAOE: "UrbTemplateAOE3", TemplateSpray: "UrbTemplateSpray", TemplateBlade: "UrbTemplateBlade"}[s.Template]
	switch {
	case s.Template == TemplateAOE && s.Enlarged:
		id = "UrbTemplateAOE4"
	case id != "" && s.Enlarged:
		id += "Enlarged"
	}
	return rules.MsgRef + id
}

// shiftRef is how a card laid over the Event is shifted (ShiftUp or
// ShiftDown) as a message argument: the words of UrbShiftUp or
// UrbShiftDown; "" for none.
func shiftRef(shift string) string {
	switch shift {
	case ShiftUp:
		return rules.MsgRef + "UrbShiftUp"
	case ShiftDown:
		return rules.MsgRef + "UrbShiftDown"
	}
	return shift
}

// reasonMsg is a finished game's reason (finishWith's why, kept in the
// state) as a message; the zero Msg for none.
func reasonMsg(why string) rules.Msg {
	id := "UrbReason"
	if w, ok := strings.CutSuffix(why, ", on HP left"); ok {
		why, id = w, id+"OnHP"
	}
	var rounds int
	switch {
	case why == "as blue's crew is wiped out":
		return rules.Say(id+"WipedOut", "Side", seatRef(rules.Blue))
	case why == "as red's crew is wiped out":
		return rules.Say(id+"WipedOut", "Side", seatRef(rules.Red))
	}
	if _, err := fmt.Sscanf(why, "after %d rounds", &rounds); err == nil && fmt.Sprintf("after %d rounds", rounds) == why {
		return rules.Say(id+"AfterRounds", "Rounds", rules.Num(rounds))
	}
	return rules.Msg{}
}

// modSlots is how many named modifiers a roll's message has room for.
const modSlots = 8

// modArgs are a roll's named modifiers (modSum's names: "cover -2") as
// the message arguments S1, L1, V1 ... S8, L8, V8, which a message puts
// side by side to read as modText does (" cover -2 sitting +1"): a space,
// the modifier's name (the words of UrbModCover ...) and its value; ""
// for an unused slot.
func modArgs(names []string) []string {
	args := make([]string, 0, 6*modSlots)
	for k := range modSlots {
		space, label, value := "", "", ""
		if k < len(names) {
			i := strings.LastIndex(names[k], " ")
			space, label, value = " ", modRef(names[k][:max(i, 0)]), names[k][max(i, 0):]
		}
		n := strconv.Itoa(k + 1)
		args = append(args, "S"+n, space, "L"+n, label, "V"+n, value)
	}
	return args
}

// modRef is a modifier's name as a message argument: the words of
// UrbModBurning, UrbModTargetLying ...; an unknown name as it is.
func modRef(name string) string {
	switch name {
	case "burning":
		return rules.MsgRef + "UrbModBurning"
	case "stunned":
		return rules.MsgRef + "UrbModStunned"
	case "cover":
		return rules.MsgRef + "UrbModCover"
	case "sitting":
		return rules.MsgRef + "UrbModSitting"
	case "lying":
		return rules.MsgRef + "UrbModLying"
	case "duel":
		return rules.MsgRef + "UrbModDuel"
	case "conditions":
		return rules.MsgRef + "UrbModConditions"
	case "target burning":
		return rules.MsgRef + "UrbModTargetBurning"
	case "target lying":
		return rules.MsgRef + "UrbModTargetLying"
	case "cards":
		return rules.MsgRef + "UrbModCards"
	}
	return name
}

// sayMods is message id with args and the roll's named modifiers
// (modArgs).
func sayMods(id string, mods []string, args ...string) rules.Msg {
	return rules.Say(id, append(args, modArgs(mods)...)...)
}
