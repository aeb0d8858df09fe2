package lang

import (
	"strings"

	"golang.org/x/text/language"
)

// The languages the game speaks.
const (
	English   = "en"
	Ukrainian = "uk"
	Russian   = "ru"
)

// Languages lists the game's languages, English first.
func Languages() []string { return []string{English, Ukrainian, Russian} }

// Match returns the game's language for a locale as a system or a browser
// names it: a POSIX locale (uk_UA.UTF-8, ru_RU@euro, C, POSIX) or a BCP 47
// tag (uk, ru-RU, en-US). Ukrainian and Russian match their own
// languages; anything else, an empty or unreadable locale included, is
// English.
func Match(locale string) string {
	locale = strings.TrimSpace(locale)
	if i := strings.IndexAny(locale, ".@"); i >= 0 {
		locale = locale[:i]
	}
	locale = strings.ReplaceAll(locale, "_", "-")
	if locale == "" || locale == "C" || locale == "POSIX" {
		return English
	}
	tag, err := language.Parse(locale)
	if err != nil {
		return English
	}
	base, _ := tag.Base()
	switch base.String() {
	case Ukrainian:
		return Ukrainian
	case Russian:
		return Russian
	}
	return English
}

// FromEnv returns the game's language for a desktop's locale settings:
// the first of LC_ALL, LC_MESSAGES and LANG that is set, read by Match.
// getenv is os.Getenv, or a stand-in in tests.
func FromEnv(getenv func(string) string) string {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := getenv(name); v != "" {
			return Match(v)
		}
	}
	return English
}

// Known reports whether code is one of the game's languages.
func Known(code string) bool {
	return code == English || code == Ukrainian || code == Russian
}
