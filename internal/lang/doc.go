// Package lang translates the game's own screen text. It reads the
// message files of assets/i18n in the TOML message format of
// github.com/nicksnyder/go-i18n/v2 (with github.com/BurntSushi/toml; the
// tests check that go-i18n's own parser reads each file alike), looks a
// message up by its ID with named arguments ({{.Name}}) and plural forms
// (CLDR: English one/other; Ukrainian and Russian one/few/many/other),
// and falls back to English for a message a language lacks.
//
// The languages are English ("en", the source), Ukrainian ("uk") and
// Russian ("ru"). Match turns a system or browser locale (uk_UA.UTF-8,
// ru-RU, en-US, C) into one of them, English for anything else.
//
// Templates are filled by a small scanner of {{.Name}} placeholders
// (placeholders.go), and neither go-i18n's parser nor its Localizer is
// linked into the game: they bring in text/template, whose reflection
// made the browser module 5.5 MB larger (0.9 MB compressed). The plural
// rules of the three languages (plural.go) and the reading of a locale
// (Match) are the game's own few lines: golang.org/x/text's language
// tables and plural data, which the tests use to check them, cost the
// browser module 0.33 MB (90 KB gzipped).
package lang
