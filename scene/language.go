package scene

import (
	"github.com/flashpoint-arena/flashpoint/internal/lang"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// The values of Settings.Language besides the language codes of package
// lang (en, uk, ru).
const (
	// LanguageSystem follows the system's or the browser's language
	// (Config.SystemLanguage): Ukrainian or Russian when it is one of
	// them, English otherwise.
	LanguageSystem = ""
)

// languageOptions are the settings screen's choices, in order.
var languageOptions = [...]string{LanguageSystem, lang.English, lang.Ukrainian, lang.Russian}

// languageName is each language's name in itself, as the settings
// screen offers it (never translated: a player must find their own).
func languageName(code string) string {
	switch code {
	case lang.Ukrainian:
		return "Українська"
	case lang.Russian:
		return "Русский"
	}
	return "English"
}

// speech is the App's translator: the catalog, the language in use and
// the -lang flag's choice for this run.
type speech struct {
	cat      *lang.Catalog
	tr       *lang.Localizer
	override string // Config.Language until the settings change the language
}

// chooseLanguage picks the language from the -lang flag, else the
// setting, else the system's, and makes the translator for it.
func (a *App) chooseLanguage() {
	if a.speech.cat == nil {
		return
	}
	code := a.languageCode()
	if a.speech.tr == nil || a.speech.tr.Language() != code {
		a.speech.tr = a.speech.cat.Localizer(code)
	}
}

// languageCode is the language in use: en, uk or ru.
func (a *App) languageCode() string {
	switch {
	case lang.Known(a.speech.override):
		return a.speech.override
	case lang.Known(a.settings.Language):
		return a.settings.Language
	}
	return a.systemLanguage()
}

// systemLanguage is the game's language for the system's or the browser's
// locale.
func (a *App) systemLanguage() string { return lang.Match(a.cfg.SystemLanguage) }

// t translates the game's own message id, filled with the named arguments
// given as pairs ("Name", value, ...); see package lang.
func (a *App) t(id string, args ...any) string { return a.speech.tr.T(id, args...) }

// englishT is the game's message id in English, whatever the language
// in use (nil without translations).
func (a *App) englishT() tr {
	if a.speech.cat == nil {
		return nil
	}
	return a.speech.cat.Localizer(lang.English).T
}

// tn translates message id in the plural form for count ({{.Count}}).
func (a *App) tn(id string, count int, args ...any) string {
	return a.speech.tr.N(id, count, args...)
}

// say is a ruleset's words in the player's language: message m filled in
// (rules.Msg), or english, the text beside it, when m is no message or is
// in no translation file.
func (a *App) say(m rules.Msg, english string) string {
	if m.IsZero() {
		return english
	}
	if s, ok := a.speech.tr.Fill(m.ID, m.Args); ok {
		return s
	}
	return english
}
