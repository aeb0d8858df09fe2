package main

import "strings"

// collapseNewlines returns s with every run of two or more newlines
// replaced by two, as regexp.MustCompile(`\n\n+`).ReplaceAllString(s,
// "\n\n") does. rewriteGLSL copies this function, as it is written here,
// into the copy's glsl.go.
func collapseNewlines(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		if s[i] != '\n' {
			b.WriteByte(s[i])
			i++
			continue
		}
		j := i
		for j < len(s) && s[j] == '\n' {
			j++
		}
		if j-i >= 2 {
			b.WriteString("\n\n")
		} else {
			b.WriteByte('\n')
		}
		i = j
	}
	return b.String()
}
