package datafile

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// SplitWords splits s at spaces and tabs; p is the position of s's first
// rune.
func SplitWords(p Pos, s string) []Token {
	var out []Token
	start, startCol, col := -1, 0, 0
	for i, r := range s + " " {
		space := r == ' ' || r == '\t'
		switch {
		case space && start >= 0:
			out = append(out, Token{s[start:i], p.Right(startCol)})
			start = -1
		case !space && start < 0:
			start, startCol = i, col
		}
		col++
	}
	return out
}

// SplitList splits a comma-separated value into trimmed items, each at
// its first rune; empty items are kept so that "a,,b" can be reported,
// and an empty value is one empty item.
func SplitList(t Token) []Token {
	var out []Token
	col := 0
	for _, part := range strings.Split(t.Text, ",") {
		lead := len(part) - len(strings.TrimLeftFunc(part, unicode.IsSpace))
		out = append(out, Token{strings.TrimSpace(part), t.At.Right(col + utf8.RuneCountInString(part[:lead]))})
		col += utf8.RuneCountInString(part) + 1
	}
	return out
}

// RuneCol is the 1-based rune column of byte offset i in s; an offset past
// the end counts as the end.
func RuneCol(s string, i int) int {
	if i > len(s) {
		i = len(s)
	}
	return utf8.RuneCountInString(s[:i]) + 1
}

// ByteOffset is the byte offset of the n-th rune (0-based) of s; len(s)
// if s has no more than n runes.
func ByteOffset(s string, n int) int {
	for i := range s {
		if n == 0 {
			return i
		}
		n--
	}
	return len(s)
}
