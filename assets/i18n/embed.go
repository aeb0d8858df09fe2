// Package i18ndata embeds the translations of the game's own screen text:
// en.toml (English, the source and the fallback), uk.toml (Ukrainian) and
// ru.toml (Russian), in go-i18n's TOML message format, and groups of
// messages beside them named <group>.<code>.toml (editor.uk.toml). Package
// internal/lang reads them.
package i18ndata

import "embed"

// FS holds the translation files. An embed.FS cannot be changed, so it is
// safe to share.
//
//go:embed *.toml
var FS embed.FS
