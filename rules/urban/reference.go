package urban

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The Ruleset has a rules reference for the screens (rules.Referencer).
var _ rules.Referencer = (*Ruleset)(nil)

// Reference is the rules reference (rules.Referencer): the rules as the
// game plays them, summarised from RULES.md, each page in messages too
// (UrbRef...), for the player's language.
func (r *Ruleset) Reference() []rules.RulesPage {
	rounds := r.ScenarioOptions(ScenarioStreets)[0]
	return []rules.RulesPage{
		refPage("Turns", "Turns and activations", `Round 1's first player is set by a White die (1-3 blue, 4-6 red); after that the side behind (fewer VP, then fewer HP left) goes first.

At the start of a round the first player reveals the top card of the Event deck and draws 3; the second draws 4 and must lay one over the Event (shifted up or down) or discard it. The Event's lucky numbers, table condition and symbol combinations count for both sides.

On its turn a player declares up to 3 models, then they act in any order, each with its own action points; or it passes, or adds Event cards from hand to the Event Zone. The round ends when no model is left to activate, or when both players pass one after the other. The hand limit is 7.

A Burning model first rolls its White die: 1-2 puts the fire out, otherwise it loses 1 HP.`),
		refPage("Moves", "Moves and states", `A Move spends SPD inches at 3" a cube stepped or a level climbed, 1 less Sitting, 2 less Lying, 1 less Stunned; a Lying model must stand up first. A cube holds at most 4 models, 2 of a side; enemies may share a cube, and no model enters a cube with a Burning model.

Stunned: -1" a move and -1 to its own rolls, until the end of its next activation. Burning: -1 to its own rolls and -1 to attacks at it.

Fury: a beast acts on Fury tokens instead of action points, one an action, full again each round. A werewolf out of Fury turns human (Shift turns it back); a war beast out of Fury comes to Rest: one action in its activation, a doubled control zone.

Shield token: the only token; it stops the first 3 wounds the model takes.`),
		refPage("Attacks", "Attacks", `Ranged: needs sight; one more hit roll for each multiple of the weapon's range exceeded, and the worst counts. Cover -2. A hit takes the weapon's POW off the target, ignoring ARM. Only a model with steady hand may Boost a ranged hit roll.

Melee: a weapon under 1" reaches its own cube, one of 1" or more the neighbouring cubes too. The attacker's roll against the defender's red die: lower defender, success; equal, success and counter; higher, failure and counter; the red die at its highest, a counter too. Damage 2d6 + STR + POW - ARM. The counter deals the defender's best POW, ignoring ARM.

Duel: two enemies whose melee weapons reach each other. A shot into a duel takes -2, and a miss is rolled again at the target's opponent.

Spells: range RNG x INT; a Difficulty roll of 2d6, -2 for cover; damage 2d6 + POW + the caster's INT - the target's ARM and INT. A Boost (1 AP) swaps a white die for a blue or red one. Templates strike every model in them, friends too.`),
		refPage("Dice", "Dice and cards", `White dice show 1-6, blue 2-7, red 4-9; the two highest faces of each carry a symbol. A hit roll completes at most one symbol combination of the Event or of cards played on it: Shield works even on a miss, Burn, Stun and more wounds only on a hit.

Lucky numbers: a spell's die or sum equal to one of the Event's lucky numbers adds a symbol to its Difficulty roll or +2 to its damage.

After a hit roll, a spell's roll or a melee roll the roller may play cards: +1, turn a die over, roll again, discard any card for a symbol or play one for its combinations; then the other side may play -1 and turn-over cards. Damage rolls open the same window, without symbols.`),
		refPage("Terrain", "The city", `Lamp posts, trees and bus-stop posts give cover to a model in their cube from anyone outside it. Parked cars and shrubs are difficult terrain: no one enters them; for 1 AP a model beside one is placed anywhere around it.

A model with a Heavy melee weapon may smash a wall or floor it reaches, a mast or a car; a damaging spell may strike one it sees. The roll is 2d6 + STR + POW (a spell's 2d6 + POW + INT); above the material's ARM destroys the part. A wall's debris flies on in a Spray and strikes the models there; models on a broken floor fall and lose 1 HP for each level beyond the first.`),
		refPage("Victory", "Victory", fmt.Sprintf(`Each enemy model removed scores 1 VP.

Streets: at each round's end a side scores 1 VP for every objective its models hold in their control zone while no enemy model reaches it.

Skirmish: kills only.

A game lasts %d rounds (the setup may choose %d to %d), or ends at once when a crew is wiped out. More VP win; on a tie, more HP left; otherwise a draw.`, rounds.Default, rounds.Min, rounds.Max),
			"Rounds", rules.Num(rounds.Default), "MinRounds", rules.Num(rounds.Min), "MaxRounds", rules.Num(rounds.Max)),
	}
}

// refPage is a page of the reference whose title and text are the
// messages UrbRef<key>Title and UrbRef<key>Body, the text's with args.
func refPage(key, title, body string, args ...string) rules.RulesPage {
	return rules.RulesPage{
		Title: title, TitleMsg: rules.Say("UrbRef" + key + "Title"),
		Body: body, BodyMsg: rules.Say("UrbRef"+key+"Body", args...),
	}
}
