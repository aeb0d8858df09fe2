package necromunda

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The Ruleset has a rules reference for the screens (rules.Referencer).
var _ rules.Referencer = (*Ruleset)(nil)

// Reference is the rules reference (rules.Referencer): the rules as the
// game plays them, summarised from RULES.md, each page in messages too
// (NecRef...), for the player's language.
func (r *Ruleset) Reference() []rules.RulesPage {
	rounds := r.ScenarioOptions(ScenarioSkirmish)[0]
	return []rules.RulesPage{
		refPage("Round", "The round", `Before round 1 the fighters stand in their deployment zone and each player places a loot casket, blue first.

Each round starts with a priority roll: each side rolls a D6 and the higher activates first (a tie goes to the side that did not have priority last round). The sides then alternate, one fighter at a time; a side with no fighter left to activate passes. When every fighter has activated, the End phase closes the round: Pinned fighters who are not Engaged stand up, Seriously Injured ones roll for recovery, and gangs test their nerve.

A fighter has 2 action points an activation: a Simple or Basic action costs 1, a Double action 2. The activation ends when the points are spent, when the player ends it, or when the fighter falls, is Pinned, Seriously Injured or taken out of action.

A cube is 3" wide and 3" high: 1" is the same cube, 2" and 3" one cube, 6" two cubes, 12" four. WS, BS and Initiative tests pass on a D6 at or over the value; Ld, Cool, Willpower and Intelligence tests on 2D6.`),
		refPage("Actions", "Actions", `Move (Simple): up to M inches, 3" a cube; not while Engaged.
Charge (Double): M + D3 inches into an enemy's cube, then Fight; not while Engaged.
Shoot (Basic): the shooting sequence; while Engaged only with a Pistol at an enemy in the cube.
Fight (Basic): melee against an enemy in the fighter's cube.
Retreat (Basic): an Engaged fighter tests Initiative to step out of the fight.
Coup de grâce (Simple): takes a Seriously Injured enemy in the cube out of action.
Reload (Simple): loads a weapon that is Out of Ammo (a Scarce one only at an ammo cache).
Open casket (Basic): in the casket's cube, an Intelligence test or force it.
Stand up (Basic): a Pinned fighter, not Engaged, becomes Active.

Engaged is sharing a cube with an enemy who is Active or Pinned. At most 4 fighters share a cube, at most 2 of a side.`),
		refPage("Movement", "Climbing and falling", `Climbing costs 2" of movement for every 1" of height: 6" a level, 6" to cross a low wall. A fighter may start a climb it cannot finish and hang on the wall; one that starts and ends an activation mid-climb, not on a ladder, falls.

Jumping down from raised ground costs only the step across, ends the Move and takes an Initiative test: -1 for one level, -2 for two, -4 for three or more. On a fail the fighter falls that height.

Leaping a gap: 3" a cube crossed, in a straight line to the first floor beyond. Up to half M needs no test; longer needs an Initiative test, and a fail lands the fighter Pinned.

A fall hits the fighter (one level S3 AP - D1, two S5 AP -1 D1, three or more S9 AP -3 D3), Pins it and ends its activation. Landing on a fighter hits both, and the faller scatters a cube. A fighter Pinned or Seriously Injured at a platform edge tests Initiative (+1 behind a railing) or falls off.`),
		refPage("Shooting", "Shooting", `Targets are enemies in sight. A Pinned or Seriously Injured enemy in cover cannot be targeted. An enemy is a free target when no nearer Active enemy is easier to hit; any other needs a Willpower test first, and on a fail the shooter fires at the nearest free target instead.

Cover: a target seen but not in a clear shot is in light cover behind a low wall, heavy cover otherwise; an Active fighter on the line gives light cover. Cover is ignored within 1 cube.

Hit roll: D6 at or over BS; light cover -1, heavy cover -2, a Pinned or Seriously Injured target in the open at Long range -1, the weapon's Short or Long accuracy, -1 a flesh wound of the shooter. A roll that needs 7 or more is an improbable shot: a 6, then an unmodified BS test.

The Firepower die is rolled with every shot: 1, 1, 2, 2, 3 or Ammo (which counts 1). A Rapid Fire weapon hits as many times as it shows. On Ammo the weapon makes an Ammo check, D6 at or over its Am, or it is Out of Ammo.

A hit Pins an Active fighter who is not Engaged. A shot into a fight hits the target on 4+, a friend otherwise. A missed shot may hit another fighter on the line (1-3 on a D6). Blast weapons hit every fighter under the template and scatter on a miss; Template weapons roll no hit and hit every fighter along the line.`),
		refPage("Hits", "Hits and melee", `Wound roll, S against T: 2+ if S is at least double T, 3+ if greater, 4+ if equal, 6+ if half or less, 5+ otherwise. Save: D6 plus AP at or over Sv. Damage comes off W.

At 0 W the fighter rolls injury dice, one for the damage that took its last wound and one for each point beyond: 1-2 Flesh Wound (-1 to WS and BS; as many as its T takes it out of action), 3-4 Seriously Injured (it lies down and cannot activate), 5-6 Out of Action. The worst die counts. In the End phase a Seriously Injured fighter rolls again: 5-6 out of action, 1-2 recovers Pinned.

Fight: A dice against WS (+1 after a charge, -1 a flesh wound, a 1 always misses) with the chosen melee weapon or fists; if the defender is still Active and Engaged it strikes back with its own A. Melee hits never Pin.

Charge: a D3 is added to M; if the enemy's cube is out of reach the fighter stays and the points are spent. Retreat: an Initiative test; on a pass the fighter steps to a free neighbouring cube, on a fail each enemy in the cube strikes it once.`),
		refPage("Loot", "Loot and vents", `Loot casket: an Active or Pinned fighter in its cube opens it with an Intelligence test, or forces it (D6 + S at least 6, then -1 to the contents). Contents, a D6: 1 it is gone, and on a second 1 it blasts its cube (S3 AP - D1, Knockback); 2-4 the gang gains 10 credits; 5-6 the same, and it stays as an ammo cache. A fighter may drag a casket at half speed, one cube.

Ammo cache: +2 to an Ammo check made in its cube, where Scarce weapons and grenades may be reloaded too; a natural 6 empties it.

Vents join two cubes: a fighter in one end may shoot at an enemy in the other, hitting on 5+ whatever the modifiers; a Template hits the far end and its neighbours; a grenade lands there on 2-6, on the thrower's cube on a 1.`),
		refPage("Victory", "Victory", fmt.Sprintf(`In the End phase a gang with half or more of its fighters Seriously Injured or out of action takes a bottle test: 2D6 at or over the best Ld among its fighters still standing. A fail bottles it out and the other side wins. A gang with no fighter standing loses at once; both at once is a draw.

A game lasts %d rounds (the setup may choose %d to %d).

Skirmish: after the last round more enemies out of action win, then more credits; otherwise a draw.

Scavenge: each side places two caskets; after the last round more credits win, then more enemies out of action.`, rounds.Default, rounds.Min, rounds.Max),
			"Rounds", rules.Num(rounds.Default), "MinRounds", rules.Num(rounds.Min), "MaxRounds", rules.Num(rounds.Max)),
	}
}

// refPage is a page of the reference whose title and text are the
// messages NecRef<key>Title and NecRef<key>Body, the text's with args.
func refPage(key, title, body string, args ...string) rules.RulesPage {
	return rules.RulesPage{
		Title: title, TitleMsg: rules.Say("NecRef" + key + "Title"),
		Body: body, BodyMsg: rules.Say("NecRef"+key+"Body", args...),
	}
}
