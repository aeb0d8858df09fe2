package lang

import "strings"

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
// tag (uk, ru-RU, en-US). The language is the first subtag, in any case,
// as ISO 639-1 or ISO 639-2 names it: uk or ukr is Ukrainian, ru or rus
// Russian; anything else, an empty locale included, is English (und, the
// undetermined language, too, whatever the region). The
// tests check it against golang.org/x/text/language's reading of every
// two- and three-letter language.
func Match(locale string) string {
	locale = strings.TrimSpace(locale)
	if i := strings.IndexAny(locale, ".@"); i >= 0 {
		locale = locale[:i]
	}
	first, _, _ := strings.Cut(strings.ReplaceAll(locale, "_", "-"), "-")
	switch strings.ToLower(first) {
	case "uk", "ukr":
		return Ukrainian
	case "ru", "rus":
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
