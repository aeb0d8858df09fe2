package scene

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/internal/lang"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// renamedGame is a game whose data renamed its Operator.
type renamedGame struct {
	rules.Game
}

func (g renamedGame) DataNames() []rules.DataName {
	return []rules.DataName{{Kind: "unit", ID: "operator", Name: "Team Leader"}, {Kind: "weapon", ID: "assault-rifle", Name: "Assault Rifle"}}
}

// The names of the Flashpoint data (units, weapons, items) are in the
// player's language on the battle screen: the models' names in the view
// and in the log, the card's weapon lines and the bar's weapon; a name a
// data file changed keeps its new name; English is left as it was.
func TestDataNamesInEveryLanguage(t *testing.T) {
	shipped := []string{"Marksman", "Spotter", "Mercenary", "Marksman Rifle", "Fists", "Plasma Rifle", "Needle Pistol"}
	for _, code := range []string{lang.English, lang.Ukrainian, lang.Russian} {
		a := newRealApp(t, "flashpoint", "", 1)
		a.settings.Language = code
		a.chooseLanguage()
		g, rec, events, err := rebuild(a.cfg.Registry, spotterReplay)
		if err != nil {
			t.Fatal(err)
		}
		b := newBattleScreen(a, battleConfig{game: g, recorder: rec, mode: modeHotSeat, past: events})
		var texts []string
		for _, p := range b.view.Pieces {
			texts = append(texts, p.Name, b.pieceName(p.ID))
			for _, l := range p.Card {
				texts = append(texts, l.Text)
			}
		}
		for _, e := range b.log.entries {
			texts = append(texts, e.text)
		}
		for _, act := range b.g.Legal() {
			if act.Weapon != "" {
				texts = append(texts, actionLabel(act, b.pieceName, b.describe(), true))
			}
		}
		all := strings.Join(texts, "\n")
		for _, n := range shipped {
			if got := strings.Contains(all, n); got != (code == lang.English) {
				t.Errorf("%s: %q on the screen: %v", code, n, got)
			}
		}
		if code == lang.Ukrainian && (!strings.Contains(all, "Коригувальник") || !strings.Contains(all, "Кулаки")) {
			t.Errorf("uk: no Ukrainian Spotter or Fists in\n%s", all)
		}
		w := newDataWords(renamedGame{g}, a.englishT(), a.t)
		if got := w.text("Team Leader fires the Assault Rifle."); code == lang.Ukrainian && got != "Team Leader fires the Штурмова гвинтівка." {
			t.Errorf("uk: a renamed unit: %q", got)
		}
	}
}

// The data names are replaced as whole words only (an ASCII word boundary
// on both sides, as a regexp's \b), leftmost first and the longest name
// where two start at one place; text with no name comes back as it was.
func TestDataWordsReplaceWholeWords(t *testing.T) {
	w := dataWords{names: map[string]string{"Rifle": "Гвинтівка", "Sniper Rifle": "Снайперська гвинтівка", "Blade": "Клинок"}}
	w.first = map[byte][]string{'R': {"Rifle"}, 'S': {"Sniper Rifle"}, 'B': {"Blade"}}
	for _, c := range []struct{ in, want string }{
		{"Rifle", "Гвинтівка"},
		{"Sniper Rifle: 2 shots", "Снайперська гвинтівка: 2 shots"},
		{"Rifles and a Rifle", "Rifles and a Гвинтівка"},
		{"Blade,Rifle", "Клинок,Гвинтівка"},
		{"EnergyBlade Blade_2 (Blade)", "EnergyBlade Blade_2 (Клинок)"},
		{"no names here", "no names here"},
		{"", ""},
		{"Сині: Blade", "Сині: Клинок"},
	} {
		if got := w.text(c.in); got != c.want {
			t.Errorf("text(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
