package killteam

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// seatRef is a side's name as a message argument: the words of KtBlue or
// KtRed, so a screen names the side in its own language.
func seatRef(s rules.Seat) string {
	switch s {
	case rules.Blue:
		return rules.MsgRef + "KtBlue"
	case rules.Red:
		return rules.MsgRef + "KtRed"
	}
	return s.String()
}

// facesArgs are faces as the message arguments Faces, And and Last, which
// a message puts side by side as "{{.Faces}}{{.And}}{{.Last}}" to read as
// facesText does: "3, 5 and 6", "4".
func facesArgs(faces []int) []string {
	if len(faces) == 0 {
		return []string{"Faces", "", "And", "", "Last", ""}
	}
	text := facesText(faces)
	last := strconv.Itoa(faces[len(faces)-1])
	if len(faces) == 1 {
		return []string{"Faces", "", "And", "", "Last", last}
	}
	head := strings.TrimSuffix(text, " and "+last)
	return []string{"Faces", head, "And", rules.MsgRef + "KtAnd", "Last", last}
}

// modArgs is a roll's modifier as the message arguments With and Mod,
// which a message puts side by side as "{{.With}}{{.Mod}}" to read as
// modText does: "" for none, else " with " (the words of KtWith) and
// "+1".
func modArgs(mod int) []string {
	if mod == 0 {
		return []string{"With", "", "Mod", ""}
	}
	return []string{"With", rules.MsgRef + "KtWith", "Mod", fmt.Sprintf("%+d", mod)}
}

// sayWith is message id with args and more, or the zero Msg when the
// game is quiet.
func (g *Game) sayWith(id string, args []string, more ...[]string) rules.Msg {
	if g.quiet {
		return rules.Msg{}
	}
	return sayWith(id, args, more...)
}

// sayWith is message id with args and more.
func sayWith(id string, args []string, more ...[]string) rules.Msg {
	out := slices.Clone(args)
	for _, m := range more {
		out = append(out, m...)
	}
	return rules.Msg{ID: id, Args: out}
}

// posArg is a cube as a message argument, or "" when the game is quiet
// (so a quiet game spends nothing on it).
func (g *Game) posArg(p world.Pos) string {
	if g.quiet {
		return ""
	}
	return p.String()
}

// orArgs are model IDs as the message arguments Targets, Or and Last,
// which a message puts side by side as "{{.Targets}}{{.Or}}{{.Last}}" to
// read as strings.Join(ids, " or ") does; nil when the game is quiet.
func (g *Game) orArgs(ids []string) []string {
	if g.quiet {
		return nil
	}
	if len(ids) <= 1 {
		return []string{"Targets", "", "Or", "", "Last", strings.Join(ids, "")}
	}
	n := len(ids) - 1
	return []string{"Targets", strings.Join(ids[:n], " or "), "Or", rules.MsgRef + "KtOr", "Last", ids[n]}
}

// stimArg is the message argument Stim: the words of KtStim (" + 1
// (Medic)") when model i has the Medic's stratagem, as stimText.
func (g *Game) stimArg(i int) string {
	if g.st.Models[i].Stimmed {
		return rules.MsgRef + "KtStim"
	}
	return ""
}

// specRef is a specialism's name as a message argument: the words of
// KtSpecLeader, KtSpecSniper ...; "" for none. The references are
// constants, so a quiet game's call allocates nothing.
func specRef(s Specialism) string {
	refs := [...]string{"", rules.MsgRef + "KtSpecLeader", rules.MsgRef + "KtSpecCombat", rules.MsgRef + "KtSpecComms", rules.MsgRef + "KtSpecDemolitions", rules.MsgRef + "KtSpecHeavy", rules.MsgRef + "KtSpecMedic", rules.MsgRef + "KtSpecScout", rules.MsgRef + "KtSpecSniper", rules.MsgRef + "KtSpecVeteran", rules.MsgRef + "KtSpecZealot"}
	if s < 0 || int(s) >= len(refs) {
		return ""
	}
	return refs[s]
}

// typeRef is a weapon type's name as a message argument: the words of
// KtTypeMelee, KtTypeRapidFire ...
func typeRef(t WeaponType) string {
	return rules.Ref("KtType" + strings.ReplaceAll(t.String(), " ", ""))
}

// phaseRef is "the Movement phase" and the like as a message argument:
// the words of KtPhaseMovement ... The references are constants, so a
// quiet game's call allocates nothing.
func phaseRef(p Phase) string {
	switch p {
	case PhaseMovement:
		return rules.MsgRef + "KtPhaseMovement"
	case PhaseShooting:
		return rules.MsgRef + "KtPhaseShooting"
	case PhaseFight:
		return rules.MsgRef + "KtPhaseFight"
	case PhaseMorale:
		return rules.MsgRef + "KtPhaseMorale"
	case PhasePsychic:
		return rules.MsgRef + "KtPhasePsychic"
	case PhaseVeteran:
		return rules.MsgRef + "KtPhaseVeteran"
	case PhaseDeploy:
		return rules.MsgRef + "KtPhaseDeployment"
	}
	return rules.MsgRef + "KtPhase" + p.String()
}

// joinArg is ids joined with ", " as a message argument, or "" when the
// game is quiet.
func (g *Game) joinArg(ids []string) string {
	if g.quiet {
		return ""
	}
	return strings.Join(ids, ", ")
}

// facesArgs is facesArgs for a text made in a loud game; nil when the
// game is quiet.
func (g *Game) facesArgs(faces []int) []string {
	if g.quiet {
		return nil
	}
	return facesArgs(faces)
}

// needArgs is what a roll needs, as needText writes it, as the message
// arguments Need, With and Mod ("{{.Need}}{{.With}}{{.Mod}}"); nil when
// the game is quiet.
func (g *Game) needArgs(skill, mod int, auto bool) []string {
	switch {
	case g.quiet:
		return nil
	case auto:
		return []string{"Need", rules.MsgRef + "KtNoRollAutoHit", "With", "", "Mod", ""}
	}
	return append([]string{"Need", strconv.Itoa(skill) + "+"}, modArgs(mod)...)
}

// signArg is a modifier with its sign ("+1", "-2", "+0") as a message
// argument, or "" when the game is quiet.
func (g *Game) signArg(n int) string {
	if g.quiet {
		return ""
	}
	return fmt.Sprintf("%+d", n)
}

// deployedID is the message of an automatic deployment, which describes
// the model as describe does: "blue.1 (Warden Sergeant)", or with a
// specialism "blue.1 (Warden Sergeant, Leader)".
func deployedID(m *model) string {
	if m.Spec != NoSpecialism {
		return "KtDeploysAutoSpec"
	}
	return "KtDeploysAuto"
}

// testRef names a roll that a Command Re-roll may repeat (rerollWait's
// Test: hit, wound, psychic ...) as a message argument: the words of
// KtTestHit, KtTestWound ...
func testRef(test string) string {
	if test == "" {
		return ""
	}
	return rules.Ref("KtTest" + strings.ToUpper(test[:1]) + test[1:])
}

// testArg is testRef, or "" when the game is quiet.
func (g *Game) testArg(test string) string {
	if g.quiet {
		return ""
	}
	return testRef(test)
}

// rerollArgs are rerollText's words as the message arguments Seat, Cost,
// Rerolled, Roll and CP, with roll the reference to the roll's name; nil
// when the game is quiet.
func (g *Game) rerollArgs(k int, roll string) []string {
	if g.quiet {
		return nil
	}
	m := &g.st.Models[k]
	return []string{"Seat", seatRef(m.Seat), "Cost", rules.Num(CommandRerollCost), "Rerolled", m.ID, "Roll", roll, "CP", rules.Num(g.st.CP[m.Seat])}
}

// sightRef is a line of sight as the log names it, as a message
// argument: the words of KtSightVisible, KtSightClearShot or KtSightNone.
func sightRef(s world.Sight) string {
	switch s {
	case world.Visible:
		return rules.MsgRef + "KtSightVisible"
	case world.ClearShot:
		return rules.MsgRef + "KtSightClearShot"
	case world.NoSight:
		return rules.MsgRef + "KtSightNone"
	}
	return s.String()
}

// overwatchNeedArgs are needArgs for Overwatch's unmodified 6; nil when
// the game is quiet.
func (g *Game) overwatchNeedArgs() []string {
	if g.quiet {
		return nil
	}
	return []string{"Need", rules.MsgRef + "KtOverwatchSix", "With", "", "Mod", ""}
}

// stringArg is v's text as a message argument, or "" when the game is
// quiet.
func (g *Game) stringArg(v fmt.Stringer) string {
	if g.quiet {
		return ""
	}
	return v.String()
}

// errRef is why a weapon does not fire (CanFire's errors) as a message
// argument: the words of KtErrOutOfRange ...; another error's own text;
// "" when the game is quiet.
func (g *Game) errRef(err error) string {
	if g.quiet {
		return ""
	}
	for id, e := range map[string]error{
		"KtErrNotRanged": ErrNotRanged, "KtErrOutOfRange": ErrOutOfRange, "KtErrNotVisible": ErrNotVisible,
		"KtErrCharged": ErrCharged, "KtErrFellBack": ErrFellBack, "KtErrAdvanced": ErrAdvanced,
		"KtErrInMelee": ErrInMelee, "KtErrPistolCharge": ErrPistolCharge, "KtErrPistolNotNearest": ErrPistolNotNearest,
		"KtErrTargetNearFriend": ErrTargetNearFriend, "KtErrGrenadeAlreadyUsed": ErrGrenadeAlreadyUsed,
	} {
		if errors.Is(err, e) {
			return rules.Ref(id)
		}
	}
	return err.Error()
}

// stratagemRef is what a specialist's stratagem gives, as the stratagem
// event says it, as a message argument: the words of KtStratagemScout
// ...; "" when the game is quiet.
func (g *Game) stratagemRef(s Specialism) string {
	if g.quiet || s == NoSpecialism {
		return ""
	}
	return rules.Ref("KtStratagem" + s.String())
}

// reasonMsg is a finished game's reason (finish's reason, kept in the
// state) as a message; the zero Msg for none.
func reasonMsg(reason string) rules.Msg {
	var n int
	switch {
	case reason == "":
		return rules.Msg{}
	case reason == "red has no model left on the table":
		return rules.Say("KtReasonRedWipedOut")
	case reason == "blue has no model left on the table":
		return rules.Say("KtReasonBlueWipedOut")
	case reason == "neither team has a model left on the table":
		return rules.Say("KtReasonBothWipedOut")
	}
	for _, r := range []struct{ format, id string }{
		{"a draw on victory points after %d rounds", "KtReasonDraw"},
		{"blue wins on victory points after %d rounds", "KtReasonBlueWins"},
		{"red wins on victory points after %d rounds", "KtReasonRedWins"},
	} {
		if _, err := fmt.Sscanf(reason, r.format, &n); err == nil {
			return rules.Say(r.id, "Count", rules.Num(n))
		}
	}
	return rules.Msg{}
}
