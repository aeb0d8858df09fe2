// Package ai holds the computer players. A player looks at a game through
// the ruleset-neutral engine interface (rules.Game) and answers with one of
// its legal actions; it never changes the game it is given.
//
// # Levels
//
//   - random: a uniformly random legal action (the baseline).
//   - easy: values every legal action once, one ply ahead, and takes the
//     best (NewEasy); in a game whose turns are single actions
//     (rules.Pacer: Kill Team), where one ply is a whole turn, it takes a
//     near-best action at random, as a beginner would (easySlack).
//   - normal: searches the action sequences of the current activation, the
//     dice weighed by their exact odds; in a game whose turns are single
//     actions (rules.Pacer: Kill Team), it also meets the end of each line
//     with the opponent's best reply from one ply (NewNormal).
//   - hard: searches the current activation like normal on two copies
//     with dice of their own, each within its share of the work, then
//     plays its best few lines against the opponent's best reply
//     activation, copy by copy, and takes the one that leaves it best off
//     (NewHard).
//   - uct: a plain Monte Carlo tree search baseline, as general game
//     frameworks ship one: UCB1 over an open-loop tree, uniformly random
//     playouts (capped, and then scored by the game's evaluation), 1,000
//     iterations per decision; it knows nothing of the game but its legal
//     actions and its result (NewUCT). It is a yardstick for the levels,
//     not one of them.
//
// # How the players think
//
// Players only use Legal, Apply and Clone on copies, and two optional
// interfaces of the game (package rules): a rules.Evaluator values a
// position for a seat in kills (without one, the score counts), and a
// rules.Forecaster gives the exact odds of an attack. A search tries an
// action on a copy; an attack the game forecasts is tried with a few dice
// seeds until every likely outcome has shown up, and each outcome is
// weighed by its exact chance; other actions that roll dice are averaged
// over a few seeds. All the options of one decision roll the same dice
// (common random numbers), and so do the decisions of a line that follow
// as many rolls: two lines that reach the same shot see the same luck.
//
// Where the game says its forecasts leave out much of what an attack's
// dice decide (rules.PartialForecaster: stray shots, scatters, falls), a
// search does not weigh by them: Normal samples every action that rolls
// dice 16 times, the samples weighing alike, with four times its usual
// work; Easy and Hard weigh by the forecasts as in any game.
//
// An action that stops halfway for an offer (a Command Re-roll after a
// failed roll, rules.Decliner) is sampled with the offers declined, so
// that every sample shows how the action ends and the forecast's odds,
// which keep every failed roll, weigh what the samples show; an offer a
// player must answer is searched like any other decision.
//
// A search does not spend actions for nothing. Where the game digests its
// positions (rules.PositionHasher), a line that reaches a position the
// search reached in fewer actions is left out (a weapon dropped and picked
// straight back up), and every action of a line costs it a little
// (lineCost), so of two lines that end equally well the shorter wins.
//
// A search values the actions of a decision in an order drawn from the
// player's own seeded generator, so that between actions that value the
// same it takes a random one rather than the first the game lists: the
// game lists actions in board order, which differs for the blue and the
// red seat, and a tie-break by list order played one seat differently from
// the other.
//
// A search over "the current activation" goes on until an event closes the
// turn: an activation ends ("end"), a seat passes ("pass"), a round begins
// ("round") or the game ends ("over"). The opponent's decisions inside the
// turn (reactions such as a free Assault) are met with its greedy best.
//
// # Fair play
//
// Before thinking, a player copies the game with rules.Determinizer: the
// copy's hidden information is re-drawn and its dice are re-seeded from the
// player's own generator, so no player reads face-down tokens or the
// future of the real dice (DESIGN.md section 3). Two states that differ
// only there get the same decision from the same player.
//
// # Budgets
//
// Every thinking player has a think-time budget per decision (EasyBudget,
// NormalBudget, HardBudget, UCTBudget; Options.Budget changes it) and stops when its
// context is done, answering with its best choice so far. Within the
// budget a search ends when it has done its share of work (Options.Effort
// scales it), so a player's choices depend only on its seed and the
// position unless time runs out first: tournaments replay from their
// seeds. A search asks its context between every two actions it tries
// (well under a millisecond apart), so a context can also pace it. Choose
// only reads the game it is given (it copies it first): give it a Clone to
// think on another goroutine while the game goes on. One player may be
// asked from several goroutines.
package ai
