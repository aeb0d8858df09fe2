// Package urbandata embeds the data files of the urban-fantasy skirmish
// ruleset: dice.json, profiles.json, equipment.json, spells.json,
// crews.json, deck.json and terrain.json (format: README.md). The package rules/urban
// reads them.
package urbandata

import "embed"

// FS holds the data files. An embed.FS cannot be changed, so it is safe
// to share.
//
//go:embed *.json
var FS embed.FS
