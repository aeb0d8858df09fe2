//go:build !js

package main

import (
	"os"

	"github.com/flashpoint-arena/flashpoint/internal/lang"
)

// systemReducedMotion is the desktop's wish for less motion: none is
// read, so the game moves unless its setting says otherwise.
func systemReducedMotion() bool { return false }

// systemLocale is the desktop's language for messages, from the first of
// LC_ALL, LC_MESSAGES and LANG that is set (uk_UA.UTF-8 gives "uk"; C,
// en_US.UTF-8 or nothing give "en").
func systemLocale() string { return lang.FromEnv(os.Getenv) }
