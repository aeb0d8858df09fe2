// Package flashpoint is the Flashpoint ruleset: the Halo: Flashpoint cube
// skirmish rules (rule IDs HF-… in the shared rules digest) played on a
// world.Arena, behind the rules.Game interface.
//
// # Pieces of the package
//
//   - data*.go, combat*.go, odds*.go: units, weapons and rosters read from
//     assets/flashpoint; dice pools, opposed tests, damage and exact odds
//     (their conventions are written up in RULES-COMBAT.md).
//   - ruleset.go, setup.go: the Ruleset ("flashpoint") and a new game:
//     arena, rosters, deployment, weapon drops and the round-1 roll-off.
//   - game.go, legal.go, apply.go, activation.go: the state and its one
//     entry point, Apply, with the decisions Legal lists.
//   - move.go, shoot.go, assault.go, damage.go, forced.go, death.go,
//     drops.go: the actions and what they cause.
//   - cube_*.go (RULES-CUBE.md): cube attacks — Explosive, Grenade, Frag,
//     Implosion, Incendiary, Blast, EMP, Sticky — as one Shoot at a cube
//     driven by weapon keywords; Fire tokens; spent limited weapons.
//   - tasks.go: pending steps of an action that wait for a decision of
//     either seat (who makes a free Assault, where a model is pushed), and
//     how each is decided and carried out.
//   - position*.go (POSITION.md): the JSON position format; Save writes it
//     and LoadPosition reads it, checking every field.
//   - hash.go, view.go, view_marks.go: the state digest, the read-only
//     View (card lines with their tones, the models' marks), the Prompt
//     and the Forecast of attacks.
//   - board.go, cube.go, model.go, events.go: what a game shares with its
//     clones, cube occupancy, the model record, event texts.
//   - consts.go: every tunable number of the engine in one place.
//   - keywords_*.go: the model keywords that need steps of their own
//     (Evade, Scout, Fast Transition) and the free-Assault weapon choice;
//     every keyword as played is written up in RULES-KEYWORDS.md.
//   - command_*.go (RULES-COMMAND.md): command dice, Tactician rerolls and
//     carry-over, the initiative bidding and the special orders.
//
// # Decisions where the rules are silent
//
// DESIGN.md section 5 decides most gaps (dice, damage, shields, respawn,
// leaving an enemy cube, gravity and walls). The engine adds these:
//
//   - Setup. Models are numbered blue.1.., red.1.. in roster order and
//     deployed one by one, blue first, on a random cube (from the seed) of
//     their side's deployment zone that has room. Each drop spot gets a
//     random power weapon from the supply; then the roll-off (a d8 each,
//     ties rerolled) picks who activates first. New returns no events:
//     Game.Opening gives these, playing the setup again from the seed.
//   - Activation. A seat with fewer unactivated models than the other may
//     pass (HF-ACT-4, A2); with none it passes automatically (HF-ACT-5).
//     Dead models awaiting respawn count as unactivated: they activate to
//     respawn. A model may end its activation once it has acted, or at once
//     when pinned (A13); when nothing is left to do (no action, no weapon to
//     pick up) the activation ends by itself. Dropping a picked-up weapon is
//     free and never keeps an activation open.
//   - Moves. A Move or Sprint may not enter or pass through a cube without
//     room (4 models, 2 of a side) and ends in the first cube with enemies.
//     The in-cube repositioning of HF-MOV-1 and HF-MOV-3 has no meaning on
//     the engine's abstract cubes and is not modelled.
//   - Leaving an enemy cube (HF-MOV-5): the opponent chooses one unpinned
//     enemy there for a free Assault, or declines; one net hit (before
//     shields) holds the model and its move ends (DESIGN 5, A5).
//   - Free Assaults (a charge, HF-MOV-5, HF-MOV-6, HF-PIN-6, HF-STD-3)
//     offer one option per close-combat profile that is a real choice
//     (HF-ASL-2): a profile another beats or equals in everything (AP,
//     Lethal, ESD, Smash, keywords, use limit) is left out, so the Fists
//     beside an Energy Blade are no option. A voluntary Assault offers one
//     action per CC weapon profile. A model without a CC weapon fights
//     bare-handed (AP 0).
//   - Knockback: in an Assault, and after a shot from the same column, the
//     attacker picks one of the eight directions; otherwise the target is
//     pushed directly away: the nearest of the eight bearings to the true
//     bearing (world.BearingTowards; 5 east and 1 south is east). Knockback needs the attacker
//     to win (one net hit) and a target that survived (HF-ORD-1).
//   - Forced moves. A push that meets a wall is a wall test (A21); the
//     board edge or a full cube on the same level stops it (HF-SCAT-5/6). A
//     model that falls into a full cube scatters from it up to
//     LandingRetries times (d8 direction, on its landing level or falling
//     further, never upward; a wall that blocks a scatter makes the wall
//     test), then stays in the last legal cube, the one it was pushed from
//     (A10, HF-SCAT-5). Crouched ends when a model is pushed. A one-level
//     fall in the model's own activation forbids Move and Sprint for the
//     rest of it (HF-FALL-4, A19). Stoic models are never pinned; Flight
//     models take no gravity test, are never pinned by a fall and may still
//     Move after one (see RULES-KEYWORDS.md). A side holding an unspent
//     Extra d8 die is asked before its model's wall or gravity test rolls
//     (command_hazard.go); the rest of the forced move then waits as
//     pending steps (forced_steps.go).
//   - Continuous Fire: the shooter's Survive test (2 successes needed)
//     comes right after the shot's damage, before a knockback resolves.
//     Suppression: a shot that hits pins every model in the target's cube.
//   - Death. A killed model leaves the board where it died (its wounds and
//     shields reset) and waits; at its next activation it must respawn on
//     a cube of its side's respawn zone that has room and holds no enemy
//     (if there is none its activation ends and it waits again), with full
//     shields and no wounds; its first action is then a Move (it may not
//     end its activation before it has moved). Slayer: every death scores for the other side,
//     whatever caused it.
//   - Weapon drops deal every power weapon of the data (the ten of
//     HF-SET-5, cube attacks included). From round 2 one more is drawn at random
//     and a d8 picks the spot (1–2 A, 3–4 B, 5–6 C, 7–8 D with four spots;
//     n spots split the d8 evenly); an occupied spot is rerolled as the seed
//     says (at most MaxDropRerolls times; 0 would always replace), and when
//     every spot holds a weapon the rolled one is replaced (back to the
//     supply). Picking up (HF-ITM-2) is a free action after a Move or
//     Sprint in any cube the model moved out of, through or into (after a
//     Crouch in its own cube), one weapon and one item per action, never
//     in a cube with an enemy. Items: RULES-ITEMS.md.
//     HF-WPN-3: after a kill in an Assault the attacker takes the weapon or
//     leaves it in the cube. Dropped weapons keep their spent uses.
//   - Rounds. Shields regain 1 at the start of each round; the seat that did
//     not take the last activation starts. Slayer ends at once when a side
//     reaches the kill target (option "kills", default DefaultKills), or
//     after the round limit (option "rounds", default DefaultRounds) with
//     the higher score winning and equal scores a draw.
//   - Scenarios. Slayer, Attrition (no respawns), Capture the Flag,
//     Oddball, Strongholds, Total Control and VIP (scenario*.go); their
//     flags, ball, zones, scoring and round limits are in RULES-SCENARIOS.md.
//
// # Not modelled yet
//
// Support actions. Command dice, Tactician and the special orders are
// written up in RULES-COMMAND.md (command_*.go), items in RULES-ITEMS.md
// (item_*.go), cube attacks in RULES-CUBE.md (cube_*.go).
package flashpoint
