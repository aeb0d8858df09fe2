// Package firepowerdata embeds the Firepower data files: chart.txt,
// weapons.txt, soldiers.txt, squads.txt and arenas.txt (format:
// README.md). The package rules/firepower reads them.
package firepowerdata

import "embed"

// FS holds the data files. An embed.FS cannot be changed, so it is safe
// to share.
//
//go:embed *.txt
var FS embed.FS
