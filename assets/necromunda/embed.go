// Package necromundadata embeds the Necromunda data files: fighters.txt,
// weapons.txt, gangs.txt, arenas.txt and lists.txt (format: README.md). The package
// rules/necromunda reads them.
package necromundadata

import "embed"

// FS holds the data files. An embed.FS cannot be changed, so it is safe
// to share.
//
//go:embed *.txt
var FS embed.FS
