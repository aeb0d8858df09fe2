// Package killteamdata embeds the Kill Team data files: units.txt,
// weapons.txt and rosters.txt (format: README.md). The package
// rules/killteam reads them.
package killteamdata

import "embed"

// FS holds the data files. An embed.FS cannot be changed, so it is safe
// to share.
//
//go:embed *.txt
var FS embed.FS
