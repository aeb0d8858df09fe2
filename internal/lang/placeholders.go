package lang

import (
	"fmt"
	"strings"
)

// Placeholders returns the names of the {{.Name}} placeholders in src, in
// order of first use.
func Placeholders(src string) []string {
	var names []string
	seen := map[string]bool{}
	scan(src, func(name, _ string) string {
		if !seen[name] {
			seen[name] = true
			names = append(names, name)
		}
		return ""
	})
	return names
}

// fieldTemplate is a message's text with {{.Name}} placeholders.
type fieldTemplate string

// Execute replaces each placeholder with its value in data; a placeholder
// without a value is left as it is.
func (t fieldTemplate) Execute(data map[string]any) (string, error) {
	src := string(t)
	if !strings.Contains(src, "{{") {
		return src, nil
	}
	return scan(src, func(name, whole string) string {
		if v, ok := data[name]; ok {
			return fmt.Sprint(v)
		}
		return whole
	}), nil
}

// scan returns src with each {{.Name}} placeholder (spaces allowed inside
// the braces) replaced by fill(Name, the placeholder as written). Braces
// that do not hold a placeholder stay as they are. (A scanner rather than
// a regular expression keeps regexp out of the browser module.)
func scan(src string, fill func(name, whole string) string) string {
	var b strings.Builder
	for {
		i := strings.Index(src, "{{")
		if i < 0 {
			b.WriteString(src)
			return b.String()
		}
		j := strings.Index(src[i:], "}}")
		if j < 0 {
			b.WriteString(src)
			return b.String()
		}
		whole := src[i : i+j+2]
		inner := strings.TrimSpace(whole[2 : len(whole)-2])
		b.WriteString(src[:i])
		if name, ok := strings.CutPrefix(inner, "."); ok && isIdent(name) {
			b.WriteString(fill(name, whole))
		} else {
			b.WriteString(whole)
		}
		src = src[i+j+2:]
	}
}

// isIdent reports whether s is a field name: a letter or underscore, then
// letters, digits or underscores.
func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		letter := r == '_' || (r >= 'A' && r <= 'Z') || (r >= 'a' && r <= 'z')
		if !letter && (i == 0 || r < '0' || r > '9') {
			return false
		}
	}
	return true
}
