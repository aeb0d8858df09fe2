package scene

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/internal/lang"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// TestPoolWords: a forecast pool line names its dice and target number,
// roll-under tests included; a side that rolls nothing shows its Test
// alone rather than "0 dice, success on 0+". The English words are the
// same with a sayer and without.
func TestPoolWords(t *testing.T) {
	for _, say := range []sayer{nil, appIn(t, lang.English).say} {
		for _, c := range []struct {
			pi          rules.PoolInfo
			long, short string
		}{
			{rules.PoolInfo{Test: "SV", Dice: 2, Need: 4}, "SV: 2 dice, success on 4+", "SV 2d 4+"},
			{rules.PoolInfo{Test: "D10", Dice: 1, Need: 5, Under: true}, "D10: 1 die, success on 5 or under", "D10 1d 5 or under"},
			{rules.PoolInfo{Test: "No save: a hit kills"}, "No save: a hit kills", "No save: a hit kills"},
		} {
			if got := poolWords(c.pi, say); got != c.long {
				t.Errorf("poolWords(%+v) = %q, want %q", c.pi, got, c.long)
			}
			if got := poolShort(c.pi, say); got != c.short {
				t.Errorf("poolShort(%+v) = %q, want %q", c.pi, got, c.short)
			}
		}
	}
}

// A pool line, a roll-under target, the dice tray's total and the count
// of models a forecast leaves out are in the player's language, in the
// plural form the number takes there.
func TestPoolWordsInEveryLanguage(t *testing.T) {
	for _, c := range []struct {
		code string
		want []string
	}{
		{lang.Ukrainian, []string{"RA: 1 кубик, успіх на 4+", "RA: 3 кубики, успіх на 4+", "RA: 5 кубиків, успіх на 4+", "D10: 2 кубики, успіх на 5 або менше",
			" 7 або менше", ": разом 9", "+ ще 1 модель", "+ ще 2 моделі", "+ ще 5 моделей"}},
		{lang.Russian, []string{"RA: 1 кубик, успех на 4+", "RA: 3 кубика, успех на 4+", "RA: 5 кубиков, успех на 4+", "D10: 2 кубика, успех на 5 или меньше",
			" 7 или меньше", ": всего 9", "+ ещё 1 модель", "+ ещё 2 модели", "+ ещё 5 моделей"}},
	} {
		say := appIn(t, c.code).say
		got := []string{
			poolWords(rules.PoolInfo{Test: "RA", Dice: 1, Need: 4}, say),
			poolWords(rules.PoolInfo{Test: "RA", Dice: 3, Need: 4}, say),
			poolWords(rules.PoolInfo{Test: "RA", Dice: 5, Need: 4}, say),
			poolWords(rules.PoolInfo{Test: "D10", Dice: 2, Need: 5, Under: true}, say),
			needWords(rules.Event{Need: 7, Under: true}, say),
			say(rules.Say("TrayTotal", "Total", rules.Num(9)), ""),
			moreModelsText(1, say), moreModelsText(2, say), moreModelsText(5, say),
		}
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("%s:\n got %q\nwant %q", c.code, got, c.want)
		}
	}
}
