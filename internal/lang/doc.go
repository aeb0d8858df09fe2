// Package lang translates the game's own screen text. It reads the
// message files of assets/i18n in the TOML message format of
// github.com/nicksnyder/go-i18n/v2 (with its own reader of the part of
// TOML the format uses, messagetoml.go; the tests check that go-i18n's
// parser reads each file alike), looks a message up by its ID with named
// arguments ({{.Name}}) and plural forms (CLDR: English one/other;
// Ukrainian and Russian one/few/many/other), and falls back to English
// for a message a language lacks.
//
// The languages are English ("en", the source), Ukrainian ("uk") and
// Russian ("ru"). Match turns a system or browser locale (uk_UA.UTF-8,
// ru-RU, en-US, C) into one of them, English for anything else.
//
// The game links none of the libraries that know these formats; they are
// the authorities in the tests only, which check the game's own code
// against them:
//
//   - go-i18n's parser and Localizer bring in text/template, whose
//     reflection made the browser module 5.5 MB larger (0.9 MB
//     compressed); templates are filled by a small scanner of {{.Name}}
//     placeholders (placeholders.go).
//   - github.com/BurntSushi/toml's decoder, reflection-based, was 0.32 MB
//     of the browser module (68 KB gzipped); readMessageTOML reads what a
//     message file may hold and refuses the rest, and the tests (with a
//     fuzz target) check that it reads as BurntSushi/toml does.
//   - golang.org/x/text's language tables and plural data were 0.33 MB
//     (90 KB gzipped); the plural rules of the three languages
//     (plural.go) and the reading of a locale (Match) are a few lines,
//     checked against x/text for every count from -1000 to 1000 and
//     every two- and three-letter language.
package lang
