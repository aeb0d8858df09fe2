package lang

import (
	"strings"
	"testing"
	"testing/fstest"
)

func TestLocalizerTranslatesWithArguments(t *testing.T) {
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ code, id, want string }{
		{English, "TitleNewGame", "New game"},
		{Ukrainian, "TitleNewGame", "Нова гра"},
		{Russian, "TitleNewGame", "Новая игра"},
		{"de", "TitleNewGame", "New game"},
	} {
		if got := c.Localizer(tc.code).T(tc.id); got != tc.want {
			t.Errorf("%s %s = %q, want %q", tc.code, tc.id, got, tc.want)
		}
	}
	if got, want := c.Localizer(Ukrainian).T("HudRound", "Round", 3), "Раунд 3"; got != want {
		t.Errorf("uk HudRound = %q, want %q", got, want)
	}
	if got, want := c.Localizer(English).T("NoSuchMessage"), "NoSuchMessage"; got != want {
		t.Errorf("a missing message = %q, want its ID %q", got, want)
	}
}

func TestLocalizerPluralForms(t *testing.T) {
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		code string
		n    int
		want string
	}{
		{English, 1, "Blue 2 – 1 Red after 1 round"},
		{English, 5, "Blue 2 – 1 Red after 5 rounds"},
		{Ukrainian, 1, "Сині 2 – 1 червоні за 1 раунд"},
		{Ukrainian, 3, "Сині 2 – 1 червоні за 3 раунди"},
		{Ukrainian, 5, "Сині 2 – 1 червоні за 5 раундів"},
		{Ukrainian, 21, "Сині 2 – 1 червоні за 21 раунд"},
		{Ukrainian, 12, "Сині 2 – 1 червоні за 12 раундів"},
		{Russian, 1, "Синие 2 – 1 красные за 1 раунд"},
		{Russian, 22, "Синие 2 – 1 красные за 22 раунда"},
		{Russian, 11, "Синие 2 – 1 красные за 11 раундов"},
	} {
		if got := c.Localizer(tc.code).N("ResultsScore", tc.n, "Blue", 2, "Red", 1); got != tc.want {
			t.Errorf("%s %d: %q, want %q", tc.code, tc.n, got, tc.want)
		}
	}
}

func TestMissingMessageFallsBackToEnglish(t *testing.T) {
	fsys := fstest.MapFS{
		"en.toml": {Data: []byte("A = \"Apple\"\nB = \"Bus {{.N}}\"\n[C]\none = \"{{.Count}} cube\"\nother = \"{{.Count}} cubes\"\n")},
		"uk.toml": {Data: []byte("A = \"Яблуко\"\n")},
	}
	c, err := LoadFS(fsys)
	if err != nil {
		t.Fatal(err)
	}
	uk := c.Localizer(Ukrainian)
	if got := uk.T("A"); got != "Яблуко" {
		t.Errorf("A = %q", got)
	}
	if got := uk.T("B", "N", 7); got != "Bus 7" {
		t.Errorf("B = %q, want the English text", got)
	}
	if got := uk.N("C", 1); got != "1 cube" {
		t.Errorf("C(1) = %q, want English's one form", got)
	}
	if got := uk.N("C", 3); got != "3 cubes" {
		t.Errorf("C(3) = %q, want English's other form", got)
	}
	if got := c.Localizer(Russian).T("A"); got != "Apple" {
		t.Errorf("ru without a file: A = %q, want English", got)
	}
	if _, err := LoadFS(fstest.MapFS{"uk.toml": {Data: []byte("A = \"x\"\n")}}); err == nil {
		t.Error("a catalog without en.toml loaded")
	}
	if _, err := LoadFS(fstest.MapFS{"en.toml": {Data: []byte("A = = \n")}}); err == nil {
		t.Error("a broken en.toml loaded")
	}
}

func TestPlaceholders(t *testing.T) {
	got := Placeholders("{{.A}} and {{ .B }} and {{.A}}, not {{A}} or {{.}} or {{.1x}}")
	if len(got) != 2 || got[0] != "A" || got[1] != "B" {
		t.Errorf("Placeholders = %v, want [A B]", got)
	}
	s, _ := fieldTemplate("{{.A}}-{{ .B }}-{{.C}}-{{").Execute(map[string]any{"A": 1, "B": "b"})
	if s != "1-b-{{.C}}-{{" {
		t.Errorf("Execute = %q", s)
	}
}

func TestMatch(t *testing.T) {
	for in, want := range map[string]string{
		"":            English,
		"C":           English,
		"POSIX":       English,
		"C.UTF-8":     English,
		"en_US.UTF-8": English,
		"en-US":       English,
		"de_DE":       English,
		"uk_UA.UTF-8": Ukrainian,
		"uk":          Ukrainian,
		"uk-UA":       Ukrainian,
		"ru_RU.UTF-8": Russian,
		"ru-RU":       Russian,
		"ru_UA@euro":  Russian,
		"nonsense!!":  English,
	} {
		if got := Match(in); got != want {
			t.Errorf("Match(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestFromEnv(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	for _, tc := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{}, English},
		{map[string]string{"LANG": "C"}, English},
		{map[string]string{"LANG": "uk_UA.UTF-8"}, Ukrainian},
		{map[string]string{"LANG": "uk_UA.UTF-8", "LC_MESSAGES": "ru_RU.UTF-8"}, Russian},
		{map[string]string{"LANG": "ru_RU.UTF-8", "LC_ALL": "en_GB.UTF-8"}, English},
	} {
		if got := FromEnv(env(tc.env)); got != tc.want {
			t.Errorf("FromEnv(%v) = %q, want %q", tc.env, got, tc.want)
		}
	}
}

// TestMessagesSplitOverFiles: a language's messages may come from several
// files (en.toml, editor.en.toml); an ID given twice in one language is
// refused with both files named, and other files are ignored.
func TestMessagesSplitOverFiles(t *testing.T) {
	c, err := LoadFS(fstest.MapFS{
		"en.toml":        {Data: []byte("A = \"Apple\"\n")},
		"editor.en.toml": {Data: []byte("B = \"Brush\"\n")},
		"editor.uk.toml": {Data: []byte("B = \"Пензель\"\n")},
		"notes.txt":      {Data: []byte("not a translation")},
		"editor.de.toml": {Data: []byte("B = \"Pinsel\"\n")},
	})
	if err != nil {
		t.Fatal(err)
	}
	uk := c.Localizer(Ukrainian)
	if got := uk.T("B"); got != "Пензель" {
		t.Errorf("B = %q", got)
	}
	if got := uk.T("A"); got != "Apple" {
		t.Errorf("A = %q, want English", got)
	}
	_, err = LoadFS(fstest.MapFS{
		"en.toml":        {Data: []byte("A = \"Apple\"\n")},
		"editor.en.toml": {Data: []byte("A = \"Axe\"\n")},
	})
	if err == nil || !strings.Contains(err.Error(), "editor.en.toml") || !strings.Contains(err.Error(), "en.toml:") {
		t.Errorf("a duplicated ID: got %v", err)
	}
}

func TestFileLanguage(t *testing.T) {
	for name, want := range map[string]string{"uk.toml": "uk", "editor.ru.toml": "ru", "a.b.en.toml": "en", "de.toml": "", "uk.json": "", "uk": ""} {
		got, ok := FileLanguage(name)
		if ok != (want != "") || (ok && got != want) {
			t.Errorf("FileLanguage(%q) = %q, %v; want %q", name, got, ok, want)
		}
	}
}

// TestFill: a message filled from text pairs, its plural form picked by
// Count and another message's words put in for a "#" value.
func TestFill(t *testing.T) {
	c, err := LoadFS(fstest.MapFS{
		"en.toml": {Data: []byte("Roll = \"{{.Who}} rolls {{.Test}}\"\nTestRA = \"Ranged Attack\"\n[Hits]\none = \"{{.Count}} hit\"\nother = \"{{.Count}} hits\"\n")},
		"uk.toml": {Data: []byte("Roll = \"{{.Who}} кидає {{.Test}}\"\nTestRA = \"Стрільба\"\n[Hits]\none = \"{{.Count}} влучання\"\nfew = \"{{.Count}} влучання\"\nmany = \"{{.Count}} влучань\"\nother = \"{{.Count}} влучання\"\n")},
	})
	if err != nil {
		t.Fatal(err)
	}
	uk, en := c.Localizer(Ukrainian), c.Localizer(English)
	for _, tc := range []struct {
		l    *Localizer
		id   string
		args []string
		want string
		ok   bool
	}{
		{uk, "Roll", []string{"Who", "blue.1", "Test", "#TestRA"}, "blue.1 кидає Стрільба", true},
		{en, "Roll", []string{"Who", "blue.1", "Test", "#TestRA"}, "blue.1 rolls Ranged Attack", true},
		{en, "Roll", []string{"Who", "blue.1", "Test", "#Nope"}, "blue.1 rolls #Nope", true},
		{uk, "Hits", []string{"Count", "5"}, "5 влучань", true},
		{uk, "Hits", []string{"Count", "1"}, "1 влучання", true},
		{en, "Hits", []string{"Count", "1"}, "1 hit", true},
		{en, "Hits", []string{"Count", "x"}, "x hits", true},
		{uk, "Missing", nil, "", false},
	} {
		got, ok := tc.l.Fill(tc.id, tc.args)
		if got != tc.want || ok != tc.ok {
			t.Errorf("%s Fill(%s, %v) = %q, %v; want %q, %v", tc.l.Language(), tc.id, tc.args, got, ok, tc.want, tc.ok)
		}
	}
}
