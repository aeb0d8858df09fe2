// Package lessondata embeds the interactive tutorials: one directory per
// ruleset (flashpoint/, ...) holding lesson.json, the steps in order,
// and the positions they start from, in the ruleset's position format.
// Package internal/lesson reads them; the words they show are messages of
// assets/i18n/lessons.<code>.toml.
package lessondata

import "embed"

// FS holds the lessons. An embed.FS cannot be changed, so it is safe to
// share.
//
//go:embed */*.json
var FS embed.FS
