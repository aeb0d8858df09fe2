package scene

import (
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// cuesFor returns the sound of each event of one applied action, in order
// (soundNone for the silent ones). act is the action that produced them;
// listener is the seat whose win sounds as a victory (the human against
// the computer), or NoSeat when any win does (hot-seat, watching).
//
// An attack sounds when it is made (the shot or the strike), its dice
// when they roll, and its effects when they land: shields, wounds, kills.
func cuesFor(events []rules.Event, act rules.Action, listener rules.Seat) []cue {
	out := make([]cue, len(events))
	for i, e := range events {
		switch e.Kind {
		case "roll":
			if len(e.Dice) > 0 {
				out[i] = diceCue(len(e.Dice))
			}
		case "shoot":
			out[i] = cue{s: shotSound(events[i+1:], e.Actor, act)}
		case "assault":
			out[i] = cue{s: soundMelee}
		case "shield":
			out[i] = cue{s: soundShield}
		case "wound":
			out[i] = cue{s: soundWound}
		case "kill":
			out[i] = cue{s: soundKill}
		case "fall":
			out[i] = cue{s: soundThud}
		case "round":
			out[i] = cue{s: soundRound}
		case "over":
			out[i] = cue{s: soundDefeat}
			if e.Seat != rules.NoSeat && (listener == rules.NoSeat || e.Seat == listener) {
				out[i] = cue{s: soundVictory}
			}
		}
	}
	return out
}

// shotSound is the sound of a Shoot by actor: a Lunge (the shooter's roll
// that follows tests FI, not RA) strikes like an Assault, a Blaze Away is a
// burst, a heavy weapon booms, anything else cracks like a rifle.
func shotSound(after []rules.Event, actor string, act rules.Action) sound {
	for _, e := range after {
		if e.Kind == "shoot" || e.Kind == "assault" {
			break
		}
		if e.Kind == "roll" && e.Actor == actor && len(e.Dice) > 0 {
			if e.Test == "FI" {
				return soundMelee
			}
			break
		}
	}
	opt := strings.Fields(act.Option)
	switch {
	case len(opt) > 0 && opt[len(opt)-1] == "blaze":
		return soundBurst
	case heavyWeapon(act.Weapon):
		return soundHeavy
	}
	return soundRifle
}

// heavyWeapon reports whether a weapon ID names a weapon that should boom
// rather than crack: launchers, cannons, lasers, grenades, target
// designators, shotguns and sniper rifles. The rules give the scene no
// weapon classes, so this reads the words of the ID ("rocket-launcher").
func heavyWeapon(id string) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(id), func(r rune) bool { return r == '-' || r == '_' || r == ' ' }) {
		switch w {
		case "launcher", "cannon", "laser", "rocket", "grenade", "designator",
			"shotgun", "scattergun", "sniper", "mortar", "artillery":
			return true
		}
	}
	return false
}
