package lang

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// readMessageTOML reads the TOML of a translation file: the part of TOML
// (1.1, as github.com/BurntSushi/toml reads it) that go-i18n's message
// format can use, where every value is text and a table holds text. It
// returns what toml.Unmarshal into a map[string]any gives for such a
// file: each top-level key's string or table (map[string]any) of
// strings. It reads comments, bare and quoted keys, dotted keys at the
// top level (A.one = "x"), [A] table headers, inline tables (A = { one =
// "x", other = "y" }) and the four kinds of string with every escape.
// Anything else is an error saying on which line and why: a number, a
// date, a boolean or an array, tables nested deeper ([A.B], [[A]], a
// table inside a message), a key given twice, a table defined twice, and
// whatever TOML itself refuses. Like BurntSushi/toml, and unlike TOML's
// text, it lets dotted keys add to an inline table (A = {}, then A.one =
// "x") and a header follow dotted keys (A.one = "x", then [A]). The tests check it against BurntSushi/toml
// on every shipped file and on fuzzed input: a file read here reads alike
// there. It keeps BurntSushi/toml, whose reflection-based decoder is 0.4
// MB of the browser module, out of the game.
func readMessageTOML(data []byte) (map[string]any, error) {
	src := string(data)
	switch {
	case strings.HasPrefix(src, "\xef\xbb\xbf"): // UTF-8 byte order mark
		src = src[3:]
	case strings.HasPrefix(src, "\xff\xfe"), strings.HasPrefix(src, "\xfe\xff"): // UTF-16's, as BurntSushi/toml skips it
		src = src[2:]
	}
	r := &tomlReader{src: src, line: 1, root: map[string]any{}, kinds: map[string]tableKind{}}
	if err := r.checkCharacters(); err != nil {
		return nil, err
	}
	if err := r.document(); err != nil {
		return nil, err
	}
	return r.root, nil
}

// tableKind says how a top-level key was defined, which decides what may
// still be added to it.
type tableKind int

const (
	kindText   tableKind = iota + 1 // A = "text"
	kindInline                      // A = { ... }: open to dotted keys, as BurntSushi/toml allows
	kindHeader                      // [A]
	kindDotted                      // A.one = "text": open to more dotted keys and to one [A]
)

// tomlReader is readMessageTOML's position in the text and what it has
// read so far.
type tomlReader struct {
	src   string
	pos   int
	line  int
	root  map[string]any
	kinds map[string]tableKind // top-level key -> how it was defined
	table string               // the [header] being read, "" before any
	inTab bool                 // whether a [header] has been read
}

// errorf is an error on the reader's current line.
func (r *tomlReader) errorf(format string, args ...any) error {
	return fmt.Errorf("line %d: %s", r.line, fmt.Sprintf(format, args...))
}

// checkCharacters refuses text that is not UTF-8, or that holds a control
// character other than tab and newline (a carriage return only before a
// newline), as TOML does anywhere in a file.
func (r *tomlReader) checkCharacters() error {
	line := 1
	for i := 0; i < len(r.src); {
		c, w := utf8.DecodeRuneInString(r.src[i:])
		switch {
		case c == utf8.RuneError && w == 1:
			return fmt.Errorf("line %d: the text is not UTF-8", line)
		case c == '\n':
			line++
		case c == '\r' && strings.HasPrefix(r.src[i+1:], "\n"), c == '\t':
		case c < 0x20 || c == 0x7f:
			return fmt.Errorf("line %d: control character %U", line, c)
		}
		i += w
	}
	return nil
}

func (r *tomlReader) eof() bool { return r.pos >= len(r.src) }

func (r *tomlReader) peek() byte {
	if r.eof() {
		return 0
	}
	return r.src[r.pos]
}

// skipSpace skips spaces and tabs.
func (r *tomlReader) skipSpace() {
	for !r.eof() && (r.src[r.pos] == ' ' || r.src[r.pos] == '\t') {
		r.pos++
	}
}

// newline reads a newline (\n or \r\n) if one is next.
func (r *tomlReader) newline() bool {
	switch {
	case strings.HasPrefix(r.src[r.pos:], "\n"):
		r.pos++
	case strings.HasPrefix(r.src[r.pos:], "\r\n"):
		r.pos += 2
	default:
		return false
	}
	r.line++
	return true
}

// skipComment skips a comment up to the end of its line, if one is next.
func (r *tomlReader) skipComment() {
	if r.peek() != '#' {
		return
	}
	for !r.eof() && r.src[r.pos] != '\n' && r.src[r.pos] != '\r' {
		r.pos++
	}
}

// endOfLine reads what may follow a key's value or a table header: spaces,
// a comment, then a newline or the end of the file.
func (r *tomlReader) endOfLine() error {
	r.skipSpace()
	r.skipComment()
	if r.eof() || r.newline() {
		return nil
	}
	return r.errorf("unexpected %s after the value", r.next())
}

// next names the character at the reader's position, for errors.
func (r *tomlReader) next() string {
	if r.eof() {
		return "end of file"
	}
	c, _ := utf8.DecodeRuneInString(r.src[r.pos:])
	return strconv.QuoteRune(c)
}

// document reads the whole file, line by line.
func (r *tomlReader) document() error {
	for {
		r.skipSpace()
		r.skipComment()
		if r.eof() {
			return nil
		}
		if r.newline() {
			continue
		}
		var err error
		if r.peek() == '[' {
			err = r.header()
		} else {
			err = r.keyValue()
		}
		if err != nil {
			return err
		}
		if err := r.endOfLine(); err != nil {
			return err
		}
	}
}

// header reads a table header, [A]: a message's table of plural forms.
func (r *tomlReader) header() error {
	r.pos++ // [
	if r.peek() == '[' {
		return r.errorf("an array of tables ([[...]]) is not a message")
	}
	r.skipSpace()
	key, err := r.dottedKey()
	if err != nil {
		return err
	}
	if r.peek() != ']' {
		return r.errorf("expected ] after the table name, found %s", r.next())
	}
	r.pos++
	if len(key) > 1 {
		return r.errorf("table [%s] nests deeper than a message's plural forms", strings.Join(key, "."))
	}
	name := key[0]
	switch r.kinds[name] {
	case 0:
		r.root[name] = map[string]any{}
	case kindDotted: // as BurntSushi/toml allows: A.one = "x", then [A]
	default:
		return r.errorf("%q is defined twice", name)
	}
	r.kinds[name] = kindHeader
	r.table, r.inTab = name, true
	return nil
}

// keyValue reads key = value in the current table.
func (r *tomlReader) keyValue() error {
	key, err := r.dottedKey()
	if err != nil {
		return err
	}
	if r.peek() != '=' {
		return r.errorf("expected = after the key %q, found %s", strings.Join(key, "."), r.next())
	}
	r.pos++
	r.skipSpace()
	if r.inTab {
		if len(key) > 1 {
			return r.errorf("key %s.%s nests deeper than a message's plural forms", r.table, strings.Join(key, "."))
		}
		tab := r.root[r.table].(map[string]any)
		if _, dup := tab[key[0]]; dup {
			return r.errorf("%s.%s is defined twice", r.table, key[0])
		}
		s, err := r.text(fmt.Sprintf("message %s: %s", r.table, key[0]))
		if err != nil {
			return err
		}
		tab[key[0]] = s
		return nil
	}
	name := key[0]
	switch len(key) {
	case 1:
		if _, dup := r.kinds[name]; dup {
			return r.errorf("%q is defined twice", name)
		}
		if r.peek() == '{' {
			tab, err := r.inlineTable(name)
			if err != nil {
				return err
			}
			r.kinds[name], r.root[name] = kindInline, tab
			return nil
		}
		if c := r.peek(); c != '"' && c != '\'' {
			return r.errorf("message %s is neither text nor a table of plural forms (found %s)", name, r.next())
		}
		s, err := r.text("message " + name)
		if err != nil {
			return err
		}
		r.kinds[name], r.root[name] = kindText, s
		return nil
	case 2:
		switch r.kinds[name] {
		case 0:
			r.kinds[name], r.root[name] = kindDotted, map[string]any{}
		case kindDotted, kindInline: // the second as BurntSushi/toml allows: A = {}, then A.one = "x"
		default:
			return r.errorf("%q is already defined, so %s cannot be added to it", name, strings.Join(key, "."))
		}
		tab := r.root[name].(map[string]any)
		if _, dup := tab[key[1]]; dup {
			return r.errorf("%s is defined twice", strings.Join(key, "."))
		}
		s, err := r.text(fmt.Sprintf("message %s: %s", name, key[1]))
		if err != nil {
			return err
		}
		tab[key[1]] = s
		return nil
	}
	return r.errorf("key %s nests deeper than a message's plural forms", strings.Join(key, "."))
}

// inlineTable reads { one = "x", other = "y" }: message name's plural forms
// on one line (or several: TOML 1.1 lets an inline table span lines, hold
// comments and end with a comma).
func (r *tomlReader) inlineTable(name string) (map[string]any, error) {
	r.pos++ // {
	tab := map[string]any{}
	// skip reads the spaces, newlines and comments an inline table may hold.
	skip := func() {
		for {
			r.skipSpace()
			r.skipComment()
			if !r.newline() {
				return
			}
		}
	}
	for {
		skip()
		if r.peek() == '}' {
			r.pos++
			return tab, nil
		}
		if r.peek() == ',' {
			return nil, r.errorf("unexpected comma in an inline table")
		}
		key, err := r.dottedKey()
		if err != nil {
			return nil, err
		}
		if len(key) > 1 {
			return nil, r.errorf("key %s nests deeper than a message's plural forms", strings.Join(key, "."))
		}
		if r.peek() != '=' {
			return nil, r.errorf("expected = after the key %q, found %s", key[0], r.next())
		}
		r.pos++
		r.skipSpace()
		if _, dup := tab[key[0]]; dup {
			return nil, r.errorf("%q is defined twice in an inline table", key[0])
		}
		s, err := r.text(fmt.Sprintf("message %s: %s", name, key[0]))
		if err != nil {
			return nil, err
		}
		tab[key[0]] = s
		skip()
		switch r.peek() {
		case ',':
			r.pos++
		case '}':
		default:
			return nil, r.errorf("expected , or } in an inline table, found %s", r.next())
		}
	}
}

// dottedKey reads a key, its parts bare (A-Z a-z 0-9 _ -) or quoted and
// joined by dots, and the spaces after it.
func (r *tomlReader) dottedKey() ([]string, error) {
	var parts []string
	for {
		r.skipSpace()
		var part string
		switch c := r.peek(); {
		case c == '"':
			if strings.HasPrefix(r.src[r.pos:], `"""`) {
				return nil, r.errorf("a multi-line string cannot be a key")
			}
			s, err := r.basicString()
			if err != nil {
				return nil, err
			}
			part = s
		case c == '\'':
			if strings.HasPrefix(r.src[r.pos:], `'''`) {
				return nil, r.errorf("a multi-line string cannot be a key")
			}
			s, err := r.literalString()
			if err != nil {
				return nil, err
			}
			part = s
		case isBareKeyByte(c):
			start := r.pos
			for !r.eof() && isBareKeyByte(r.src[r.pos]) {
				r.pos++
			}
			part = r.src[start:r.pos]
		default:
			return nil, r.errorf("expected a key, found %s", r.next())
		}
		parts = append(parts, part)
		r.skipSpace()
		if r.peek() != '.' {
			return parts, nil
		}
		r.pos++
	}
}

// isBareKeyByte reports whether c may be part of a bare key.
func isBareKeyByte(c byte) bool {
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '-'
}

// text reads a value that must be a string, of any of TOML's four kinds;
// what names the value in errors (message A, or message A: one).
func (r *tomlReader) text(what string) (string, error) {
	switch {
	case strings.HasPrefix(r.src[r.pos:], `"""`):
		return r.multiLineBasicString()
	case strings.HasPrefix(r.src[r.pos:], `'''`):
		return r.multiLineLiteralString()
	case r.peek() == '"':
		return r.basicString()
	case r.peek() == '\'':
		return r.literalString()
	case r.eof() || r.peek() == '\n' || r.peek() == '\r' || r.peek() == '#':
		return "", r.errorf("%s has no value", what)
	}
	return "", r.errorf("%s is not text (found %s)", what, r.next())
}

// basicString reads "text" with escapes, on one line.
func (r *tomlReader) basicString() (string, error) {
	r.pos++ // "
	var b strings.Builder
	for {
		if r.eof() {
			return "", r.errorf("a string without its closing quote")
		}
		switch c := r.src[r.pos]; c {
		case '"':
			r.pos++
			return b.String(), nil
		case '\n', '\r':
			return "", r.errorf("a string without its closing quote on its line")
		case '\\':
			if err := r.escape(&b); err != nil {
				return "", err
			}
		default:
			b.WriteByte(c)
			r.pos++
		}
	}
}

// escape reads one escape sequence of a basic string into b.
func (r *tomlReader) escape(b *strings.Builder) error {
	r.pos++ // backslash
	if r.eof() {
		return r.errorf("a string without its closing quote")
	}
	c := r.src[r.pos]
	r.pos++
	digits := 0
	switch c {
	case 'b':
		b.WriteByte('\b')
	case 't':
		b.WriteByte('\t')
	case 'n':
		b.WriteByte('\n')
	case 'f':
		b.WriteByte('\f')
	case 'r':
		b.WriteByte('\r')
	case 'e':
		b.WriteByte(0x1b)
	case '"', '\\':
		b.WriteByte(c)
	case 'x':
		digits = 2
	case 'u':
		digits = 4
	case 'U':
		digits = 8
	default:
		r.pos--
		return r.errorf(`invalid escape: a backslash before %s`, r.next())
	}
	if digits == 0 {
		return nil
	}
	if len(r.src)-r.pos < digits {
		return r.errorf(`\%c needs %d hexadecimal digits`, c, digits)
	}
	hex := r.src[r.pos : r.pos+digits]
	v, err := strconv.ParseUint(hex, 16, 32)
	if err != nil {
		return r.errorf(`\%c needs %d hexadecimal digits, found %q`, c, digits, hex)
	}
	if !utf8.ValidRune(rune(v)) {
		return r.errorf(`\%c%s is not a Unicode character`, c, hex)
	}
	r.pos += digits
	b.WriteRune(rune(v))
	return nil
}

// literalString reads 'text' without escapes, on one line.
func (r *tomlReader) literalString() (string, error) {
	r.pos++ // '
	end := strings.IndexAny(r.src[r.pos:], "'\r\n")
	if end < 0 || r.src[r.pos+end] != '\'' {
		return "", r.errorf("a string without its closing quote on its line")
	}
	s := r.src[r.pos : r.pos+end]
	r.pos += end + 1
	return s, nil
}

// multiLineBasicString reads """text""" with escapes, over lines: a
// newline right after the opening quotes is dropped, and a backslash at
// the end of a line drops the newline and the spaces that follow it.
func (r *tomlReader) multiLineBasicString() (string, error) {
	r.pos += 3
	r.newline()
	var b strings.Builder
	for {
		if r.eof() {
			return "", r.errorf(`a string without its closing """`)
		}
		switch c := r.src[r.pos]; c {
		case '"':
			if done, err := r.closingQuotes(&b, '"'); done || err != nil {
				return b.String(), err
			}
		case '\n':
			b.WriteByte(c)
			r.pos++
			r.line++
		case '\\':
			if r.lineEndingBackslash() {
				continue
			}
			if err := r.escape(&b); err != nil {
				return "", err
			}
		default:
			b.WriteByte(c)
			r.pos++
		}
	}
}

// lineEndingBackslash skips a backslash followed by spaces up to the end
// of the line, and the spaces and newlines after it, if one is next.
func (r *tomlReader) lineEndingBackslash() bool {
	i := r.pos + 1
	for i < len(r.src) && (r.src[i] == ' ' || r.src[i] == '\t') {
		i++
	}
	if !strings.HasPrefix(r.src[i:], "\n") && !strings.HasPrefix(r.src[i:], "\r\n") {
		return false
	}
	r.pos = i
	for {
		r.skipSpace()
		if !r.newline() {
			return true
		}
	}
}

// closingQuotes reads a run of quote characters q in a multi-line string:
// fewer than three are text; three to five end the string, those beyond
// the third being its last characters; six or more are an error.
func (r *tomlReader) closingQuotes(b *strings.Builder, q byte) (done bool, err error) {
	n := 0
	for r.pos+n < len(r.src) && r.src[r.pos+n] == q {
		n++
	}
	r.pos += n
	switch {
	case n < 3:
		b.WriteString(strings.Repeat(string(q), n))
		return false, nil
	case n > 5:
		return true, r.errorf("%d quotes in a row in a multi-line string", n)
	}
	b.WriteString(strings.Repeat(string(q), n-3))
	return true, nil
}

// multiLineLiteralString reads ”'text”' without escapes, over lines;
// a newline right after the opening quotes is dropped.
func (r *tomlReader) multiLineLiteralString() (string, error) {
	r.pos += 3
	r.newline()
	var b strings.Builder
	for {
		if r.eof() {
			return "", r.errorf("a string without its closing '''")
		}
		switch c := r.src[r.pos]; c {
		case '\'':
			if done, err := r.closingQuotes(&b, '\''); done || err != nil {
				return b.String(), err
			}
		case '\n':
			b.WriteByte(c)
			r.pos++
			r.line++
		default:
			b.WriteByte(c)
			r.pos++
		}
	}
}
