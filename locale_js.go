//go:build js

package main

import "syscall/js"

// systemReducedMotion reports whether the browser asks for less motion
// (the prefers-reduced-motion media query).
func systemReducedMotion() bool {
	mm := js.Global().Get("matchMedia")
	if mm.Type() != js.TypeFunction {
		return false
	}
	q := js.Global().Call("matchMedia", "(prefers-reduced-motion: reduce)")
	return q.Type() == js.TypeObject && q.Get("matches").Truthy()
}

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
