package scene

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/internal/lang"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// appIn is a test App speaking language code.
func appIn(t *testing.T, code string) *App {
	t.Helper()
	a := newTestApp(t)
	a.settings.Language = code
	a.chooseLanguage()
	return a
}

// The sides' names, the models' display names, a roll's owner, a cube's
// carried token and a fireteam row's tip are in the player's language:
// in Ukrainian and Russian none keeps the English side or its words, and
// in English they read as before.
func TestSideWordsInEveryLanguage(t *testing.T) {
	at := world.Pos{X: 2}
	v := rules.View{
		Pieces: []rules.Piece{
			{ID: "blue.1", Seat: rules.Blue, Name: "Marksman", Pos: at, OnBoard: true, Items: []string{"?"}},
			{ID: "blue.2", Seat: rules.Blue, Name: "Marksman"},
			{ID: "red.1", Seat: rules.Red, Name: "Brawler"},
		},
		Tokens: []rules.Token{{Kind: "flag", Label: "Flag", Pos: at, Seat: rules.Red, Carrier: "blue.1"},
			{Kind: "item", Label: "?", Hidden: true, Pos: at, Seat: rules.NoSeat}},
	}
	texts := func(a *App) []string {
		n := newNamer(v, a.t)
		return []string{
			sideName(a.t, rules.Blue), sideName(a.t, rules.Red),
			n.name("blue.2"), n.name("red.1"), n.text("red.1 shoots blue.1."),
			rollLabel(n, rules.Event{Seat: rules.Red, Test: "RA"}, a.t),
			tokenTip(v, at, a.t),
			rosterTip(v, &v.Pieces[0], a.t),
			a.t("PanelSides"), a.t("PanelReserves"), a.t("PanelNone"), a.t("PanelPlayNow"),
		}
	}
	want := []string{"Blue", "Red", "Blue Marksman 2", "Red Brawler", "Red Brawler shoots Blue Marksman 1.", "Red RA",
		"Flag, carried by Blue Marksman\nFace-down item", "Blue Marksman carries the flag, a face-down item.",
		"Sides", "Reserves", "none", "You may play it now: its actions are in the action bar."}
	if got := texts(appIn(t, lang.English)); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("English:\n got %q\nwant %q", got, want)
	}
	english := []string{"Blue", "Red", "carried", "carries", "Face-down", "face-down", "Sides", "Reserves", "none", "action bar"}
	for _, code := range []string{lang.Ukrainian, lang.Russian} {
		for _, s := range texts(appIn(t, code)) {
			for _, w := range english {
				if strings.Contains(s, w) {
					t.Errorf("%s: %q keeps %q", code, s, w)
				}
			}
		}
	}
}

// The screen's own action words (the turn-structure kinds a ruleset does
// not name, the cube an action goes to, the legend of aimed cubes) are in
// the player's language, and in English without a translator.
func TestActionWordsInEveryLanguage(t *testing.T) {
	at := world.Pos{X: 3, Y: 4}
	acts := []rules.Action{{Kind: "activate", Actor: "blue.1"}, {Kind: "end", Actor: "blue.1"}, {Kind: "pass"}, {Kind: "move", Actor: "blue.1", Cell: &at}}
	name := func(id string) string { return id }
	labels := func(d describer) string {
		var out []string
		for _, a := range acts {
			out = append(out, actionLabel(a, name, d, false), d.of(a).Help)
		}
		return strings.Join(append(out, aimLegend(nil, nil, d)), "|")
	}
	want := "Activate blue.1|Start this model's activation.|End activation|Finish this model's activation (Enter or Space).|" +
		"Pass the turn|Let the other side act next.|Move to 3,4,0||Target cube"
	if got := labels(describer{}); got != want {
		t.Errorf("without a translator:\n got %q\nwant %q", got, want)
	}
	if got := labels(describer{t: appIn(t, lang.English).t}); got != want {
		t.Errorf("in English:\n got %q\nwant %q", got, want)
	}
	for _, code := range []string{lang.Ukrainian, lang.Russian} {
		got := labels(describer{t: appIn(t, code).t})
		for _, w := range []string{"Activate", "activation", "Pass", "turn", " to ", "Target", "cube"} {
			if strings.Contains(got, w) {
				t.Errorf("%s: %q keeps %q", code, got, w)
			}
		}
	}
}

// The action bar's heading is in the player's language whatever it asks:
// to pick or activate a model, how to attack, to confirm an early end,
// which cube to aim at, and what the bar is narrowed to.
func TestBarHeadInEveryLanguage(t *testing.T) {
	english := []string{"lick", "Choose", "Pick", "Still possible", "anyway", "showing", "only", "activate", "back", "Actions", "Blue", "Red"}
	for _, code := range []string{lang.English, lang.Ukrainian, lang.Russian} {
		a := newTestApp(t)
		a.settings.Language = code
		a.chooseLanguage()
		b := startHotSeat(t, a)
		heads := []string{b.barHead(a)}
		b.sel, b.picked = "blue.1", ""
		b.entries = []barEntry{{kind: "activate", actor: "blue.1"}}
		heads = append(heads, b.barHead(a))
		b.picked = "blue.1"
		heads = append(heads, b.barHead(a))
		b.sel, b.entries = "", nil
		b.target = "red.1"
		heads = append(heads, b.barHead(a))
		b.target, b.endAsk = "", true
		heads = append(heads, b.barHead(a))
		b.endAsk, b.focus = false, "move"
		heads = append(heads, b.barHead(a))
		if code == lang.English {
			want := "Blue Trooper: click it or press 1 to activate|Blue Trooper: click it again or press 1 to activate · Esc: back|" +
				"Choose how to attack Red Trooper  (right-click or Esc: back)"
			if got := strings.Join(heads[1:4], "|"); got != want {
				t.Errorf("English heads:\n got %q\nwant %q", got, want)
			}
			if !strings.Contains(heads[4], "anyway?") || !strings.HasSuffix(heads[5], "  ·  showing Move only") {
				t.Errorf("English heads: %q, %q", heads[4], heads[5])
			}
			continue
		}
		for _, h := range heads {
			for _, w := range english {
				if strings.Contains(h, w) {
					t.Errorf("%s: %q keeps %q", code, h, w)
				}
			}
		}
	}
}

// Why a model cannot attack an enemy is in the player's language: the
// panel's title, each weapon's reason and sight as the ruleset words them
// (rules.Sighting's messages), and the screen's own words; where it could
// shoot and who could shoot it too.
func TestWhyNotInEveryLanguage(t *testing.T) {
	english := []string{"cannot attack", "out of range", "no line of sight", "only an Assault", "dice", " die", "clear shot", "visible",
		"once activated", "no Shoot", "Could", "No enemy", "none"}
	for _, code := range []string{lang.Ukrainian, lang.Russian} {
		a := newRealApp(t, "flashpoint", "", 1)
		a.settings.Language = code
		a.chooseLanguage()
		g, rec, events, err := rebuild(a.cfg.Registry, spotterReplay)
		if err != nil {
			t.Fatal(err)
		}
		b := newBattleScreen(a, battleConfig{game: g, recorder: rec, mode: modeHotSeat, past: events})
		b.seen = rules.Blue
		var texts []string
		reasons := 0
		for _, me := range b.view.Pieces {
			if me.Seat != rules.Blue || !me.OnBoard {
				continue
			}
			b.sel = me.ID // each blue model in turn, with the weapons it has
			for _, p := range b.view.Pieces {
				if p.Seat != rules.Red || !p.OnBoard {
					continue
				}
				pr, ok := b.whyNot(p.ID)
				if !ok {
					t.Fatalf("%s: no reason for %s", code, p.ID)
				}
				texts = append(texts, pr.title)
				for _, l := range pr.lines {
					texts = append(texts, l.text)
					reasons++
				}
			}
			for _, l := range b.fromThere(nil, g, me.ID) {
				texts = append(texts, l.text)
			}
		}
		if reasons < 10 {
			t.Fatalf("%s: only %d reasons in %q", code, reasons, texts)
		}
		for _, s := range texts {
			for _, w := range english {
				if strings.Contains(s, w) {
					t.Errorf("%s: %q keeps %q", code, s, w)
				}
			}
		}
	}
}

// What a ruleset calls its rosters is titled in the player's language
// (the title's button, the battle's team list), and in English as the
// catalog words it.
func TestTeamsTitleInEveryLanguage(t *testing.T) {
	if got := teamsTitleMsg("kill team"); got != "TeamsKillTeam" {
		t.Errorf("teamsTitleMsg: %q", got)
	}
	for _, c := range []struct{ code, ruleset, want string }{
		{lang.English, "flashpoint", "Fireteams"}, {lang.Ukrainian, "flashpoint", "Вогневі групи"}, {lang.Russian, "flashpoint", "Огневые группы"},
		{lang.English, "necromunda", "Gangs"}, {lang.Ukrainian, "necromunda", "Банди"},
	} {
		a := newRealApp(t, c.ruleset, "", 1)
		a.settings.Language = c.code
		a.chooseLanguage()
		if got := a.teamsTitleOf(c.ruleset); got != c.want {
			t.Errorf("%s %s: %q, want %q", c.code, c.ruleset, got, c.want)
		}
	}
}

// The bar's group hints are in the player's language, and the same in
// English with a translator as without.
func TestGroupHintsInEveryLanguage(t *testing.T) {
	entries := []barEntry{{count: 3, aimed: true}, {count: 1}, {count: 4, aim: true}, {count: 5}}
	for _, e := range entries {
		b := &battleScreen{t: appIn(t, lang.English).t}
		if got, want := groupHint(e, b.word), groupHint(e, (&battleScreen{}).word); got != want {
			t.Errorf("English %+v: %q, want %q", e, got, want)
		}
		for _, code := range []string{lang.Ukrainian, lang.Russian} {
			b := &battleScreen{t: appIn(t, code).t}
			if h := groupHint(e, b.word); strings.Contains(h, "click") || strings.Contains(h, "reach") {
				t.Errorf("%s %+v: %q", code, e, h)
			}
		}
	}
}

// The preview of a cube the selected model could move to is titled in
// the player's language.
func TestPreviewTitleInUkrainian(t *testing.T) {
	a := newRealApp(t, "flashpoint", "", 1)
	a.settings.Language = lang.Ukrainian
	a.chooseLanguage()
	g, rec, events, err := rebuild(a.cfg.Registry, spotterReplay)
	if err != nil {
		t.Fatal(err)
	}
	b := newBattleScreen(a, battleConfig{game: g, recorder: rec, mode: modeHotSeat, past: events})
	b.seen = rules.Blue
	var to *world.Pos
	for _, act := range b.rel {
		if act.Kind == "move" && act.Cell != nil {
			to = act.Cell
			break
		}
	}
	if to == nil {
		t.Fatal("the Spotter has no move")
	}
	b.hoverOK, b.hover.Cell, b.hover.Piece, b.hoverEntry = true, *to, "", -1
	pr, ok := b.previewFor()
	if !ok || pr.title != "З "+to.String() {
		t.Errorf("preview of %s: %q (%v)", to, pr.title, ok)
	}
}

// The results screen says who played each side in the player's language.
func TestSidesLineInUkrainian(t *testing.T) {
	got := sidesLine(appIn(t, lang.Ukrainian).t, modeVersus, rules.Red, [2]string{"hard", ""})
	if got != "Сині: комп’ютер (Складний) · Червоні: ви" {
		t.Errorf("sidesLine: %q", got)
	}
}
