package flashpoint

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// word is a word of the ruleset's text that has a message of its own
// (assets/i18n/flashpoint.<code>.toml): a format prints it in English, a
// message names it by reference (rules.Ref), so a screen shows it
// translated.
type word struct{ en, id string }

// String is the word in English.
func (w word) String() string { return w.en }

// seatWord is a seat as a word: "blue" (FpBlue), "red" (FpRed).
func seatWord(s rules.Seat) word {
	switch s {
	case rules.Blue:
		return word{"blue", "FpBlue"}
	case rules.Red:
		return word{"red", "FpRed"}
	}
	return word{s.String(), "FpNoSeat"}
}

// dirArg is a direction of the eight as a word: "north-east" (FpDirNE).
func dirArg(d world.Dir8) word {
	ids := [...]string{"FpDirN", "FpDirNE", "FpDirE", "FpDirSE", "FpDirS", "FpDirSW", "FpDirW", "FpDirNW"}
	return word{dirWord(d), ids[d&7]}
}

// testWord is a test's name as a word: "RA" (FpTestRA).
func testWord(test string) word {
	name := testName(test)
	switch name {
	case PoolRA, PoolFI, PoolSV:
		return word{name, "FpTest" + name}
	case PoolGravity, PoolWall, PoolCommand, PoolFrag, PoolImplosion, PoolIncendiary:
		return word{name, "FpTest" + capital(name)}
	}
	return word{name, ""}
}

// msgValue is a value of a format as the text of a message argument: a
// seat or a word by reference to its own message, anything else as the
// format prints it.
func msgValue(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case rules.Seat:
		return msgValue(seatWord(x))
	case word:
		if x.id == "" {
			return x.en
		}
		return rules.Ref(x.id)
	case int:
		return strconv.Itoa(x)
	case fmt.Stringer:
		return x.String()
	}
	return fmt.Sprint(v)
}

// sayArgs is message id whose arguments are args, named in order by the
// words of names; a name "_" leaves its value out of the message (the
// plural noun a message picks by its Count).
func sayArgs(id, names string, args []any) rules.Msg {
	m := rules.Msg{ID: id}
	for i, name := range strings.Fields(names) {
		if name == "_" || i >= len(args) {
			continue
		}
		m.Args = append(m.Args, name, msgValue(args[i]))
	}
	return m
}

// say is a text and its message: format filled with args in English, and
// message id with args named by names (sayArgs).
func say(id, names, format string, args ...any) (string, rules.Msg) {
	return fmt.Sprintf(format, args...), sayArgs(id, names, args)
}

// sayf appends an event of kind for seat with a formatted text and its
// message (neither when the log is quiet): see say.
func (l *log) sayf(kind string, seat rules.Seat, id, names, format string, args ...any) *rules.Event {
	e := l.event(kind, seat)
	if !l.quiet {
		e.Text, e.Msg = say(id, names, format, args...)
	}
	return e
}

// sightWord is a line of sight as a word: "clear shot" (FpSightClear).
func sightWord(s world.Sight) word {
	switch s {
	case world.ClearShot:
		return word{s.String(), "FpSightClear"}
	case world.Visible:
		return word{s.String(), "FpSightVisible"}
	}
	return word{s.String(), ""}
}

// faceWord is a command die's face with its article as a word: "a Shoot"
// (FpFaceShoot).
func faceWord(f cmdFace) word {
	ids := map[cmdFace]string{facePlus: "FpFacePlus", faceExtra: "FpFaceExtra", faceMove: "FpFaceMove",
		faceShoot: "FpFaceShoot", faceAssault: "FpFaceAssault", faceOrder: "FpFaceOrder"}
	return word{aFace(f), ids[f]}
}

// hazardWord is what a hazard test is against as a word: "gravity"
// (FpHazardGravity), "the wall" (FpHazardWall).
func hazardWord(levels int) word {
	if levels == hazardWall {
		return word{hazardWhat(levels), "FpHazardWall"}
	}
	return word{hazardWhat(levels), "FpHazardGravity"}
}

// orderWord is going first or second as a word (FpFirst, FpSecond).
func orderWord(option string) word {
	if option == "first" {
		return word{option, "FpFirst"}
	}
	return word{option, "FpSecond"}
}

// objWord is a scenario's objective as a word: "the blue flag"
// (FpFlagBlue), "the ball" (FpBall); capitalised at the start of a
// sentence (FpFlagBlueCap, FpBallCap).
func objWord(o *objective, capitalised bool) word {
	ids := [2]string{"FpBall", "FpBallCap"}
	switch {
	case o.Kind == "flag" && o.Team == rules.Blue:
		ids = [2]string{"FpFlagBlue", "FpFlagBlueCap"}
	case o.Kind == "flag":
		ids = [2]string{"FpFlagRed", "FpFlagRedCap"}
	}
	if capitalised {
		return word{capital(o.name()), ids[1]}
	}
	return word{o.name(), ids[0]}
}

// successWord is the noun after a count of successes as a word: in
// English "success" for one, "successes" otherwise; its message is picked
// by the one, few and many forms Ukrainian and Russian share (1, 21:
// FpSuccess; 2-4, 22-24: FpSuccessFew; 0, 5-20: FpSuccesses), so a roll's
// text, which has its dice as Count, names its successes right in them.
func successWord(n int) word {
	en := "successes"
	if n == 1 {
		en = "success"
	}
	switch {
	case n%10 == 1 && n%100 != 11:
		return word{en, "FpSuccess"}
	case n%10 >= 2 && n%10 <= 4 && (n%100 < 12 || n%100 > 14):
		return word{en, "FpSuccessFew"}
	}
	return word{en, "FpSuccesses"}
}

// freeWord is the free action of a spent command die as a word: "move"
// (FpFreeMoveWord), "shoot", "assault".
func freeWord(f uint8) word {
	switch f {
	case freeCmdMove:
		return word{freeName(f), "FpFreeMoveWord"}
	case freeCmdShoot:
		return word{freeName(f), "FpFreeShootWord"}
	case freeCmdAssault:
		return word{freeName(f), "FpFreeAssaultWord"}
	}
	return word{freeName(f), ""}
}
