package scene

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/internal/lang"
	"github.com/flashpoint-arena/flashpoint/rules"
)

func TestLanguageSettingPersists(t *testing.T) {
	st := &MemoryStorage{}
	s := DefaultSettings()
	if s.Language != LanguageSystem {
		t.Fatalf("a fresh install's language is %q, want the system's", s.Language)
	}
	s.Language = lang.Ukrainian
	if err := SaveSettings(st, s); err != nil {
		t.Fatal(err)
	}
	got, err := LoadSettings(st)
	if err != nil || got.Language != lang.Ukrainian {
		t.Fatalf("loaded language %q (%v), want uk", got.Language, err)
	}
	if err := st.Save(settingsFile, []byte(`{"language":"klingon"}`)); err != nil {
		t.Fatal(err)
	}
	if got, _ := LoadSettings(st); got.Language != LanguageSystem {
		t.Errorf("an unknown language reads as %q, want the system's", got.Language)
	}
}

func TestLanguageChoice(t *testing.T) {
	for _, tc := range []struct {
		system, setting, flag, want string
	}{
		{"", "", "", "en"},
		{"C", "", "", "en"},
		{"en-US", "", "", "en"},
		{"uk_UA.UTF-8", "", "", "uk"},
		{"ru-RU", "", "", "ru"},
		{"uk_UA.UTF-8", "en", "", "en"},
		{"en_US.UTF-8", "ru", "", "ru"},
		{"en_US.UTF-8", "ru", "uk", "uk"},
	} {
		st := &MemoryStorage{}
		s := DefaultSettings()
		s.Language = tc.setting
		if err := SaveSettings(st, s); err != nil {
			t.Fatal(err)
		}
		a, err := New(Config{Registry: rules.NewRegistry(fakeRuleset{}), Ruleset: "fake", Arenas: []string{"yard"}, Storage: st,
			SystemLanguage: tc.system, Language: tc.flag})
		if err != nil {
			t.Fatal(err)
		}
		if got := a.languageCode(); got != tc.want {
			t.Errorf("system %q, setting %q, flag %q: %q, want %q", tc.system, tc.setting, tc.flag, got, tc.want)
		}
	}
}

func TestSettingsScreenChangesLanguage(t *testing.T) {
	a := newTestApp(t)
	s := newSettingsScreen(a, newTitleScreen(a))
	if got := s.language.show(s.language.value()); got != "System (English)" {
		t.Errorf("the language row shows %q, want System (English)", got)
	}
	s.language.set(lang.Russian)
	a.settings.Language = s.language.value()
	a.chooseLanguage()
	s = newSettingsScreen(a, s.back)
	if s.language.label != "Язык" || s.scale.label != "Размер интерфейса" {
		t.Errorf("after choosing Russian the rows are %q and %q", s.language.label, s.scale.label)
	}
	if got := a.t("TitleNewGame"); got != "Новая игра" {
		t.Errorf("TitleNewGame in Russian = %q", got)
	}
}

// TestKeyBindingTitlesAreTranslatable checks that each bindable command's
// message is in the English file with the English title the settings
// screen used to show.
func TestKeyBindingTitlesAreTranslatable(t *testing.T) {
	a := newTestApp(t)
	for _, c := range commandOrder {
		if got := a.t(c.ID); got != c.Title {
			t.Errorf("%s: message %s is %q, want %q", c.Name, c.ID, got, c.Title)
		}
	}
}

func TestScreensSpeakTheChosenLanguage(t *testing.T) {
	a := newTestApp(t)
	a.settings.Language = lang.Ukrainian
	a.chooseLanguage()
	title := newTitleScreen(a)
	title.layout(a)
	if got := title.buttons[titleNew].label; got != "Нова гра" {
		t.Errorf("the title's first button in Ukrainian: %q", got)
	}
	su := newSetupScreen(a)
	su.layout(a)
	if su.mode.label != "Режим" || su.start_.label != "Почати бій" || su.level.show("hard") != "Складний" {
		t.Errorf("setup in Ukrainian: %q, %q, %q", su.mode.label, su.start_.label, su.level.show("hard"))
	}
	a.settings.Language = lang.English
	a.chooseLanguage()
	title.layout(a)
	if got := title.buttons[titleNew].label; got != "New game" {
		t.Errorf("the title's first button in English: %q", got)
	}
}
