package necromunda

import (
	"fmt"
	"strings"
)

// byteOrderMark is the mark some editors put at the start of a file.
const byteOrderMark = 0xFEFF

// record is one record of a data file: its kind ("fighter"), its ID, the
// line it starts on and its key lines.
type record struct {
	kind, id string
	line     int
	keys     []keyLine
}

// keyLine is one "key value" line of a record.
type keyLine struct {
	key, value string
	line       int
}

// dataError is an error at a line of a data file.
func dataError(file string, line int, format string, args ...any) error {
	return fmt.Errorf("%s:%d: %s", file, line, fmt.Sprintf(format, args...))
}

// parseRecords splits a data file into records starting with one of the
// kinds; a key line before the first record is an error.
func parseRecords(file string, data []byte, kinds ...string) ([]record, error) {
	var out []record
	for n, raw := range strings.Split(string(data), "\n") {
		ln := n + 1
		line := raw
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		if n == 0 {
			line = strings.TrimPrefix(line, string(rune(byteOrderMark)))
		}
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		key, value, _ := strings.Cut(line, " ")
		if strings.ContainsRune(key, '\t') {
			key, value, _ = strings.Cut(line, "\t")
		}
		value = strings.TrimSpace(value)
		isKind := false
		for _, k := range kinds {
			isKind = isKind || key == k
		}
		if isKind {
			if key != "arena" && !validID(value) {
				return nil, dataError(file, ln, "%s: %q is not an ID (lower-case letters, digits and dashes, starting with a letter)", key, value)
			}
			if key == "arena" && value == "" {
				return nil, dataError(file, ln, "arena: the arena's name is missing")
			}
			for _, r := range out {
				if r.kind == key && r.id == value {
					return nil, dataError(file, ln, "%s %s: already given on line %d", key, value, r.line)
				}
			}
			out = append(out, record{kind: key, id: value, line: ln})
			continue
		}
		if len(out) == 0 {
			return nil, dataError(file, ln, "%q before the first record (want %s <id>)", key, strings.Join(kinds, " or "))
		}
		if value == "" {
			return nil, dataError(file, ln, "%s: the value is missing", key)
		}
		r := &out[len(out)-1]
		r.keys = append(r.keys, keyLine{key: key, value: value, line: ln})
	}
	return out, nil
}

// validID reports whether s is an ID: lower-case letters, digits and
// dashes, starting with a letter.
func validID(s string) bool {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// once checks that each key of r appears at most once, but the repeatable
// ones, and that every key is one of allowed.
func (r *record) once(file string, allowed []string, repeatable ...string) error {
	seen := map[string]int{}
	for _, k := range r.keys {
		ok := false
		for _, a := range allowed {
			ok = ok || a == k.key
		}
		if !ok {
			return dataError(file, k.line, "%s %s: unknown key %q (want one of %s)", r.kind, r.id, k.key, strings.Join(allowed, ", "))
		}
		rep := false
		for _, a := range repeatable {
			rep = rep || a == k.key
		}
		if prev, dup := seen[k.key]; dup && !rep {
			return dataError(file, k.line, "%s %s: %s already given on line %d", r.kind, r.id, k.key, prev)
		}
		seen[k.key] = k.line
	}
	return nil
}

// get returns the value of key in r and its line; ok is false when the
// key is absent.
func (r *record) get(key string) (string, int, bool) {
	for _, k := range r.keys {
		if k.key == key {
			return k.value, k.line, true
		}
	}
	return "", r.line, false
}

// need is get for a required key.
func (r *record) need(file, key string) (string, int, error) {
	v, ln, ok := r.get(key)
	if !ok {
		return "", r.line, dataError(file, r.line, "%s %s: %s is missing", r.kind, r.id, key)
	}
	return v, ln, nil
}
