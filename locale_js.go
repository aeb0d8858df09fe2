//go:build js

package main

import "syscall/js"

// systemLocale is the browser's language, navigator.language (e.g.
// "uk-UA"), or "" when the page has none.
func systemLocale() string {
	nav := js.Global().Get("navigator")
	if nav.Type() != js.TypeObject {
		return ""
	}
	l := nav.Get("language")
	if l.Type() != js.TypeString {
		return ""
	}
	return l.String()
}
