package firepower

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The Ruleset has a rules reference for the screens (rules.Referencer).
var _ rules.Referencer = (*Ruleset)(nil)

// Reference is the rules reference (rules.Referencer): the rules as the
// game plays them, summarised from RULES.md, each page in messages too
// (FpwRef...), for the player's language.
func (r *Ruleset) Reference() []rules.RulesPage {
	turns := r.ScenarioOptions(ScenarioFirefight)[0]
	return []rules.RulesPage{
		refPage("Turn", "The turn", `At the start of a turn each side puts one chip for every two of its soldiers in play, rounded up, into the cup. Chips are drawn one at a time; the colour drawn gives that side an Impulse Phase.

A drawn chip first clears markers: its side's soldiers stop Running, the other side's stop being Suppressed.

In its Impulse Phase a side makes up to two impulses: it picks a cube, and every soldier of its there that has not acted in this phase and is not Stunned acts, each with 4 Movement Factors (MF), 3 when Suppressed. The player ends the impulse, or it ends when no soldier of it has MF left; the rest of the phase may be passed. A soldier of the first impulse may not act in the second.

At the end of the phase the side's Stunned soldiers become Suppressed and the next chip is drawn. When the cup is empty the turn ends: every Running marker goes and a new turn fills the cup.`),
		refPage("Movement", "Movement", `Movement Factors buy actions, in any order, each seeing what the earlier ones left:
Enter the cube ahead: 1 Standing, 3 Prone (crawling); +1 over a low wall (a fence), into a hedge or into rough ground; +1 a level climbed up or down (Standing only).
Turn to any other facing: 1.
Go Prone: 1. Stand up: 2.
Fire or throw a grenade: 2.
Melee: 1 left after paying to enter the enemy's cube.

A soldier faces one of eight directions and enters only the cube its facing points to. The fourth cube entered in one impulse marks it Running. At most 4 soldiers of a side share a cube; entering an enemy's cube is a melee. There is no falling in Firepower.`),
		refPage("Fire", "Fire", `A soldier fires at an enemy in range, in its fire arc (45° either side of its facing) and in sight. It fires its weapon or throws a grenade, never both, and makes one combat action (fire, grenade or melee) a phase. Only one soldier of an impulse fires from a cube.

A fire action declares how many MF the firer will still spend after it (0 to 2); MF spent before and after firing each add +1, at most +2.

One D10 a shot (10 counts as 0): the roll plus the modifiers at or under the weapon's hit number for the range kills. Modifiers: Suppressed firer +1, target in cover +1, target concealed +1, target Prone +2, target Running +2, each tree or hedge cube crossed +1, moving +1 a MF.

Automatic fire sends one burst at the named target and one at each other enemy in its cube while bursts last; then every soldier left in the cube is Suppressed. Semi-automatic fire puts every shot at the one target and never suppresses. A rifle has both modes, a pistol only semi-automatic. Ammunition and grenades never run out.`),
		refPage("Grenades", "Grenades", `A grenade is thrown at a cube with a floor in range, arc and sight. A D10 plus the modifiers (a Suppressed thrower, trees and hedges crossed) at or under the hit number blasts that cube; over 10 is a dud; otherwise it spreads one or two cubes in a direction a second D10 gives, from the direction of the throw. A grenade that spreads off the arena, beyond the thrower's reach or out of its sight is a dud.

The blast hits the centre cube and two rings around it on the same level (+3 and +4 to the roll); a wall between shields a cube. Every soldier there, friends included, rolls a D10 plus its modifiers (the ring, cover from the blast, Prone): at or under 5 it is killed. A survivor in the centre is Stunned and goes Prone; one in a ring is Suppressed when 2 plus its modifiers is at most 5.`),
		refPage("Melee", "Markers and melee", `A Stunned soldier spends no MF; its cube offers no impulse. A Suppressed soldier has 3 MF, and one suppressed during its own impulse loses a MF at once. Either stops Running.

Melee: a soldier facing an enemy's cube may enter it if it has 1 MF left after paying to enter, alone or with every soldier of its cube in the impulse that faces the same way and can do the same. One D10, +2 for each defender more than attackers, -2 for each attacker more than defenders: at or under 5 every defender dies and the attackers move in; otherwise every attacker dies. The survivors' impulse is over.`),
		refPage("Victory", "Victory", fmt.Sprintf(`A game lasts %d turns (the setup may choose %d to %d).

Firefight: a side that has lost half its soldiers or more loses at once; when both have, the larger share lost loses, and equal shares draw. At the turn limit more kills win; equal kills draw.

Hold the Ground: the same, but at the turn limit the side with more soldiers on the objective cubes wins, and only a tie there goes to kills.`, turns.Default, turns.Min, turns.Max),
			"Turns", rules.Num(turns.Default), "MinTurns", rules.Num(turns.Min), "MaxTurns", rules.Num(turns.Max)),
	}
}

// refPage is a page of the reference whose title and text are the
// messages FpwRef<key>Title and FpwRef<key>Body, the text's with args.
func refPage(key, title, body string, args ...string) rules.RulesPage {
	return rules.RulesPage{
		Title: title, TitleMsg: rules.Say("FpwRef" + key + "Title"),
		Body: body, BodyMsg: rules.Say("FpwRef"+key+"Body", args...),
	}
}
