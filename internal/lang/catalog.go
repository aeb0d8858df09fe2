package lang

import (
	"fmt"
	"io/fs"
	"sync"

	i18ndata "github.com/flashpoint-arena/flashpoint/assets/i18n"
)

// Catalog holds every language's messages. It is read-only once loaded and
// safe to share.
type Catalog struct {
	msgs map[string]map[string]*Message // language code -> message ID -> message
}

// Message is one message of a translation file in go-i18n's TOML format:
// its text, or its texts by CLDR plural form.
type Message struct {
	ID                               string
	Zero, One, Two, Few, Many, Other string
}

// Load reads the shipped translation files (assets/i18n: en.toml, uk.toml,
// ru.toml and any <group>.<code>.toml beside them).
func Load() (*Catalog, error) { return LoadFS(i18ndata.FS) }

// LoadFS reads every translation file of fsys (see Files): a language's
// messages are those of all its files, and an ID given twice in one
// language is refused with both files named. English must be there;
// another language may be missing (its text is then English).
func LoadFS(fsys fs.FS) (*Catalog, error) {
	files, err := Files(fsys)
	if err != nil {
		return nil, fmt.Errorf("translations: %w", err)
	}
	if len(files[English]) == 0 {
		return nil, fmt.Errorf("translations: no English file (%s.toml)", English)
	}
	c := &Catalog{msgs: map[string]map[string]*Message{}}
	for _, code := range Languages() {
		from := map[string]string{} // message ID -> the file it came from
		for _, name := range files[code] {
			data, err := fs.ReadFile(fsys, name)
			if err != nil {
				return nil, fmt.Errorf("translations: %w", err)
			}
			msgs, err := Parse(name, data)
			if err != nil {
				return nil, err
			}
			if c.msgs[code] == nil {
				c.msgs[code] = map[string]*Message{}
			}
			for _, m := range msgs {
				if first, dup := from[m.ID]; dup {
					return nil, fmt.Errorf("translations: %s: message %s is in %s too", name, m.ID, first)
				}
				from[m.ID] = name
				c.msgs[code][m.ID] = m
			}
		}
	}
	return c, nil
}

// Parse reads one translation file in go-i18n's TOML format (a message
// is an ID and its text, or a table of its texts by plural form, with an
// optional description); name (e.g. "uk.toml") appears in errors. It reads
// the format itself (readMessageTOML) rather than with go-i18n's parser,
// which links text/template into the browser module, or with
// BurntSushi/toml, which is large there; the tests check that go-i18n
// reads every shipped file alike.
func Parse(name string, data []byte) ([]*Message, error) {
	raw, err := readMessageTOML(data)
	if err != nil {
		return nil, fmt.Errorf("translations: %s: %w", name, err)
	}
	out := make([]*Message, 0, len(raw))
	for id, v := range raw {
		m := &Message{ID: id}
		switch v := v.(type) {
		case string:
			m.Other = v
		case map[string]any:
			for form, t := range v {
				text, ok := t.(string)
				if !ok {
					return nil, fmt.Errorf("translations: %s: message %s: %s is not text", name, id, form)
				}
				switch form {
				case "zero":
					m.Zero = text
				case "one":
					m.One = text
				case "two":
					m.Two = text
				case "few":
					m.Few = text
				case "many":
					m.Many = text
				case "other":
					m.Other = text
				case "description", "hash", "leftdelim", "rightdelim":
				default:
					return nil, fmt.Errorf("translations: %s: message %s: unknown plural form %q", name, id, form)
				}
			}
		default:
			return nil, fmt.Errorf("translations: %s: message %s is neither text nor a table of plural forms", name, id)
		}
		out = append(out, m)
	}
	return out, nil
}

// Messages returns language code's messages by ID (nil when the language
// has no file). The map is the catalog's own: do not change it.
func (c *Catalog) Messages(code string) map[string]*Message { return c.msgs[code] }

// Localizer returns the translator into language code (English when code
// is not one of Languages).
func (c *Catalog) Localizer(code string) *Localizer {
	if !Known(code) {
		code = English
	}
	return &Localizer{code: code, cat: c, plain: map[string]string{}}
}

// Localizer translates messages into one language, falling back to
// English for a message the language lacks. It is safe for concurrent use.
type Localizer struct {
	code  string
	cat   *Catalog
	mu    sync.Mutex
	plain map[string]string // messages without arguments, once looked up
}

// Language returns the localizer's language code: en, uk or ru.
func (l *Localizer) Language() string {
	if l == nil {
		return English
	}
	return l.code
}

// T returns message id filled with the named arguments, given as pairs
// ("Name", value, ...). A message found in no language gives id itself, so
// a mistake shows on screen rather than vanishing. A nil Localizer gives
// id too.
func (l *Localizer) T(id string, args ...any) string {
	if l == nil {
		return id
	}
	if len(args) == 0 {
		l.mu.Lock()
		defer l.mu.Unlock()
		s, ok := l.plain[id]
		if !ok {
			s = l.localize(id, formOther, nil)
			l.plain[id] = s
		}
		return s
	}
	return l.localize(id, formOther, pairs(args))
}

// N returns message id in the plural form for count, filled with the named
// arguments (pairs, as for T) and with {{.Count}} as count.
func (l *Localizer) N(id string, count int, args ...any) string {
	if l == nil {
		return id
	}
	data := pairs(args)
	data["Count"] = count
	return l.localize(id, l.form(count), data)
}

// form is the CLDR plural form of a whole number in the localizer's
// language.
func (l *Localizer) form(n int) pluralForm { return cardinalForm(l.code, n) }

func (l *Localizer) localize(id string, form pluralForm, data map[string]any) string {
	m := l.cat.msgs[l.code][id]
	if m == nil || text(m, form) == "" {
		m = l.cat.msgs[English][id]
		form = formOther // the count's form in English
		if c, ok := data["Count"].(int); ok {
			form = cardinalForm(English, c)
		}
	}
	if m == nil {
		return id
	}
	s, _ := fieldTemplate(text(m, form)).Execute(data)
	return s
}

// text is message m's text in plural form f, or its Other text when it
// has none for f.
func text(m *Message, f pluralForm) string {
	var s string
	switch f {
	case formZero:
		s = m.Zero
	case formOne:
		s = m.One
	case formTwo:
		s = m.Two
	case formFew:
		s = m.Few
	case formMany:
		s = m.Many
	}
	if s == "" {
		s = m.Other
	}
	return s
}

// pairs turns ("Name", value, ...) into a map; an odd last value is
// dropped.
func pairs(args []any) map[string]any {
	m := make(map[string]any, len(args)/2+1)
	for i := 0; i+1 < len(args); i += 2 {
		if k, ok := args[i].(string); ok {
			m[k] = args[i+1]
		}
	}
	return m
}
