package killteam

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The Ruleset has a rules reference for the screens (rules.Referencer).
var _ rules.Referencer = (*Ruleset)(nil)

// Reference is the rules reference (rules.Referencer): the rules as the
// game plays them, summarised from RULES.md in our own words, then the
// Keywords page with every term of the glossary; each page in messages
// too (KtRef...), for the player's language.
func (r *Ruleset) Reference() []rules.RulesPage {
	pages := []rules.RulesPage{
		refPage("Round", "The round", fmt.Sprintf(`A game lasts %d rounds (the setup may choose %d to %d). Each round every model forgets what it did, each side gains 1 command point, 2 while its Leader is on the table and not shaken, and the round goes through its phases in order: Initiative, Movement, Psychic, Shooting, Fight, Morale.

Initiative: each side rolls 2D6, ties roll again; the higher total acts first in every phase of the round.

In each phase the sides take turns model by model in initiative order; when one side has no model left to act, the other acts with the rest. The Movement phase is the exception: the initiative winner moves its whole team, then the other side.

All dice are D6. Distances are in inches on the cube arena: a cube is 3" wide and 3" high, so 1" means the same cube, 2" and 3" one cube away, 6" two cubes, 12" four cubes. A side with no model left on the table loses at once.`, MaxRounds, MinRounds, MaxRoundsOption), "Rounds", rules.Num(MaxRounds), "MinRounds", rules.Num(MinRounds), "MaxRounds", rules.Num(MaxRoundsOption)),
		refPage("Movement", "Movement", `Each model takes one action in the Movement phase:

Move: up to its M in inches, 3" a cube stepped (a diagonal too) and 3" a level climbed. It may not enter a cube that holds an enemy. Low walls cost nothing to cross. A model may step off an edge and jump down: two levels or less is safe, every level more rolls a die that wounds on 5-6.

Advance: roll a D6 and add it to M for this move. It may then not charge, and shoots only Assault weapons, at -1 to hit.

Ready: the model stays put and shoots first, in the Ready, Fire! part of the Shooting phase.

Charge: declare an enemy within 12" (4 cubes). It may react: fire Overwatch (hits only on an unmodified 6), Retreat one cube farther away, or stand. Then roll 2D6 inches: if the charger can reach the target's cube it moves there; if not it stays or moves the whole roll as near as it can. A charger may not shoot this round.

Fall Back: a model that starts in an enemy's cube may leave it to a cube with no enemy, or stay. It may not shoot this round.`),
		refPage("Psychic", "Psychic phase", `Each side may cast with one psyker a round, the initiative winner first. Every psyker knows Psybolt: the nearest enemy it sees within 18" (6 cubes) suffers 1 mortal wound, or D3 when the psychic test rolls 11 or more.

Psychic test: 2D6; 5 or more casts it, but a double 1 never does. A double 1 or a double 6 is Perils of the Warp: the psyker suffers D3 mortal wounds first, and if that takes it out of action every model within 3" suffers D3 mortal wounds. A double 6 still casts.

Deny the Witch: an enemy psyker within 24" may roll 2D6; more than the caster's test stops the power.

Mortal wounds take a wound each with no save; the one that brings the wounds to 0 rolls the injury dice.`),
		refPage("Shooting", "Shooting", `First Ready, Fire!: Ready models shoot, the sides taking turns. Then Fire at Will: every other model that may shoot. Each model shoots once, or holds its fire.

A model may not shoot after it charged, fell back, retreated or advanced (Assault weapons excepted), nor while in an enemy's cube except with a pistol at an enemy there. It may not shoot at an enemy whose cube holds a friend of the shooter. It fires all its ranged weapons together, or its pistols, or one grenade (one grenade a team each phase).

The shooting sequence, for every attack in turn:
1. Hit: a D6 plus the modifiers reaches the shooter's BS; an unmodified 1 always misses. -1 if the target is obscured (seen but not in a clear shot, or another model stands between), -1 at long range (beyond half range; not for grenades), -1 for each flesh wound on the shooter, -1 if its team is broken, -1 for a Heavy weapon after moving.
2. Wound: compare the weapon's S with the target's T: 2+ if S is at least double T, 3+ if greater, 4+ if equal, 5+ if less, 6+ if half or less. A 1 always fails.
3. Save: the target rolls a D6 plus the weapon's AP against its Sv, or against its invulnerable save, which ignores AP; a 1 always fails.
4. Damage: the weapon's D comes off the target's wounds.
5. Injury: when the wounds reach 0, roll a D6 for each point of that attack's damage, +1 for each flesh wound the target already has, -1 when terrain on the target's own cube obscures it. Any 4 or more takes it out of action; otherwise it takes a flesh wound and has 1 wound again. A fourth flesh wound takes it out.

Rapid Fire doubles the attacks within half range. A weapon with 2 or more attacks may split them among enemies within one cube of the first target.`),
		refPage("Fighting", "Fighting", `First Hammer of Wrath: the models whose charge succeeded fight. Then Fight for your Lives: every other model in a cube with an enemy. The sides take turns; every model fights once, and fighting is not optional.

A model fights one enemy in its cube with one melee weapon or its rifle butt (S User, AP 0, D 1), making its A in attacks. A model that charged fights only its target or models that charged it. The attacks go through the same sequence as shooting, hitting on WS: -1 for each flesh wound on the fighter and -1 if its team is broken.

After its fight a model whose cube holds no enemy any more may consolidate one cube nearer the nearest enemy, or stay.`),
		refPage("Morale", "Morale", `Break test: when the models with a flesh wound and the models out of action are more than half the models a team started with, it rolls 2D6; more than the best Ld among its models on the table breaks the team for the rest of the game. A broken team has -1 to hit and every model tests its nerve each Morale phase.

Then every shaken model recovers.

Nerve tests: every model with a flesh wound, or every model of a broken team, rolls a D6, +1 for each model of its team out of action, +1 for each shaken model of its team, -1 for each friend within 2" (its cube and the next) that is not shaken. More than its Ld shakes it; an unmodified 1 always passes.

A shaken model takes no action in the next round: it does not move, shoot, fight or react. It still saves.`),
		refPage("Stratagems", "Stratagems", `Each side gains 1 command point a round, 2 while its Leader is on the table and not shaken. A side whose roster costs less than the other's starts with 1 more for every full 10 points of the difference.

Command Re-roll (1 CP): right after a roll that went against you, roll it again, once; the new roll stands. The game offers it after an Advance, a failed charge, a missed hit, a failed wound or save, an injury that takes your model out, a psychic test that did not cast and a failed deny.

Every specialist has a stratagem for 1 CP, played before the model acts in its phase:
Leader: after it fights, a friend within 3" fights at once.
Scout: +2" to its Move this phase.
Sniper: +1 to hit this phase.
Demolitions: +1 to wound this phase.
Heavy: +1 attack for each weapon with more than 1.
Comms: in the Morale phase, -1 to the nerve tests of friends within 2".
Combat: after a friend fights, the Combat specialist fights at once.
Medic: a friend within 2" has +1 to Advance, charge and attacks until the next round.
Zealot: its hit rolls of 6 make one more attack.
Veteran: once a game, before round 1's Initiative phase, a Normal Move or an Advance.

Passives: Leader +1 CP a round; Combat +1 A; Comms +1 to hit for a friend within 6" once a Shooting phase; Demolitions +1 to wound an obscured target; Heavy no penalty for moving with Heavy or advancing with Assault weapons; Medic never counts as shaken for others; Scout re-rolls its Advance; Sniper re-rolls hit rolls of 1; Veteran ignores the penalties to its nerve tests; Zealot +1 A and S in a round it charged.`),
		refPage("KillTeams", "Kill teams", fmt.Sprintf(`A kill team is built to a points format of 100, 125 or 200. It has %d to %d models of one faction, no more of a unit than its Max, exactly one Leader, at most %d specialists with the Leader, and no specialism twice. A specialist must be one its unit may take.

Each model carries its unit's wargear, or swaps a weapon for one of its options of the same kind (gun, pistol, melee, grenades). A model costs its unit's points plus its weapons'.`, MinModels, MaxRosterModels, MaxSpecialists), "MinModels", rules.Num(MinModels), "MaxModels", rules.Num(MaxRosterModels), "Specialists", rules.Num(MaxSpecialists)),
		refPage("Missions", "Missions", fmt.Sprintf(`Skirmish: from round %d, at the end of each round each objective gives 1 victory point to the side with more models that are not shaken in or next to it. At the end, 1 more for a broken enemy team.

Assassination: no objectives. A side scores %d when the enemy Leader is out of action, 1 for each full quarter of the enemy team out of action, and 1 while the enemy team is broken. The Leaders deploy at the back of their zones.

After the last round more victory points win; equal is a draw.`, ScoreFromRound, LeaderVP), "FromRound", rules.Num(ScoreFromRound), "LeaderVP", rules.Num(LeaderVP)),
	}
	terms := glossaryTerms()
	return append(pages, rules.RulesPage{Title: "Keywords", TitleMsg: rules.Say("KtRefKeywordsTitle"), Body: rules.GlossaryText(terms), Terms: terms})
}

// refPage is a page of the reference whose title and text are the
// messages KtRef<key>Title and KtRef<key>Body, the text's with args.
func refPage(key, title, body string, args ...string) rules.RulesPage {
	return rules.RulesPage{
		Title: title, TitleMsg: rules.Say("KtRef" + key + "Title"),
		Body: body, BodyMsg: rules.Say("KtRef"+key+"Body", args...),
	}
}
