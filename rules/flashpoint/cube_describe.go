package flashpoint

import "github.com/flashpoint-arena/flashpoint/rules"

// cubeKindHelp is the display title and help of the action kinds cube
// attacks add (Describe reads it after kindHelp).
var cubeKindHelp = map[string]rules.ActionHelp{
	"stick":      {Title: "Stick", Help: "Sticky: choose the model the charge sticks to; it loses all its shields and cannot use an Energy Shield Barrier against this attack."},
	"extinguish": {Title: "Put out fire", Help: "Short action: remove the Fire token; otherwise the model takes 1 wound at the end of its activation."},
}

// cubeAttackHelp is the help of a Shoot action aimed at a cube.
var cubeAttackHelp = rules.ActionHelp{Title: "Fire at cube", Help: "Short action (long for Long weapons): 3 RA dice, one success lands the shot in the cube, a miss scatters it one cube. Every model there, friend or foe, rolls its Survive dice against the weapon's dice.", Attack: true}
