// Package rules is the ruleset-neutral engine interface shared by every
// ruleset of Flashpoint Arena.
//
// One place changes game state: Game.Apply with one of the actions that
// Game.Legal lists. Human input, computer players, replays and tests all go
// through it. At every moment exactly one seat must decide (Game.ToMove), or
// the game is over; the rules may ask the other seat mid-turn (a reaction),
// and that is just another decision with its own legal actions.
//
// Dice live inside the game state (a seeded RNG that is saved with it), so a
// replay of ruleset + setup + seed + actions rebuilds the identical state.
// Tests substitute Scripted dice through Game.SetDice. A replay file names
// its format (ReplayFormat). Game.Reversible says whether the action just
// applied may be taken back (it rolled no die and revealed nothing); the
// screen keeps the earlier state and returns to it, and Recorder.Undo
// drops the action from the recording.
//
// A View is how the scene sees a game without knowing its ruleset. What
// the scene must act on comes in fields, never in the words of the
// ruleset's text, which may be worded or translated any way: a token's
// side (Token.Seat), carrier (Token.Carrier) and zone state (Token.State);
// the tone of a card line (CardLine.Tone: a spent weapon is ToneMuted, a
// burning model's status ToneDanger); a model's status badges (Piece.Marks,
// with a Tone and an Icon the board draws); whether an action's title
// already names its option (ActionHelp.NamesOption). Labels, card texts and
// mark texts are only shown. What a rule says is the ruleset's to word: a
// token's Help explains what it is for (the board's tooltip), and the card
// says what a model may not do; the scene adds no rules text of its own.
//
// Rulesets register in a Registry (see package rules/all for the one that
// holds every shipped ruleset); the scene, the computer players and the
// headless tools reach rulesets only through this package.
package rules
