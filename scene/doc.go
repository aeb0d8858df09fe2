// Package scene is the playable game on Ebitengine: the screen manager and
// every screen (title, setup, battle, hand-over, results, rules reference,
// settings), the battle HUD (turn bar, model card, fireteam list, action
// bar with number-key shortcuts, attack forecast, combat log, dice tray,
// banners, kill feed) and the input layer that turns clicks and keys into
// the engine's legal actions.
//
// The scene only reads engine state (rules.Game, its View and Legal
// actions), offers exactly the legal actions, applies the one chosen and
// animates the events that applying it returned. The state is applied at
// once; animations (moves sliding along their paths, falls, hit flashes)
// only show what already happened. The isometric board itself (drawing,
// camera, picking) is package scene/board.
//
// Play modes: hot-seat (a hand-over screen hides the board whenever the
// deciding seat changes, mid-turn reactions included; in a game of short
// turns the seat changes on the board unless the settings ask for the
// screen every turn, battle_seats.go), versus the computer,
// and watch (the computer plays both sides). The computer is, until the ai
// package has its levels, a random player: any legal action, chosen with
// its own seeded rules.RNG on a clone of the game, off the UI goroutine.
//
// Screens are values that implement screen; the App owns the current one
// and switches when a screen asks it to. Nothing in this package keeps
// package-level mutable state: fonts, settings and storage hang off the App.
// The UI scale is applied in Layout (the logical screen is the window
// divided by the scale), so every screen is laid out in logical pixels.
//
// Text that reaches a person is translatable: each screen words its own
// text through App.t and App.tn (language.go), which look messages up by
// ID in package internal/lang (assets/i18n: English, Ukrainian, Russian;
// English for a message a language lacks). The language is the -lang
// flag's for one run, else the Language setting, else the system's
// (Config.SystemLanguage: LANG and the like, or navigator.language).
// The rulesets' own words (names, prompts, events) are still English.
//
// Settings (language, UI scale, volume, key bindings, colour-blind palette) persist
// through the Storage interface: FileStorage keeps them in the user's config
// directory (flashpoint-arena/settings.json); a browser build can provide a
// localStorage implementation of the same interface. The game in progress
// is saved the same way after every action (savegame.json, the autosave: a
// rules.Replay plus the play mode); "Save as…" keeps named saves beside it
// (save-<name>.json); "Continue" loads the newest and "Load game" lists
// them. Saves and replays name their format (flashpoint-arena-save/1,
// rules.ReplayFormat): a file without one reads as the first, a file of
// another is refused with the reason. Every finished game is kept as a
// replay (replay-<time>.json: the rules.Replay with its result), the newest
// 20 and any starred; the replay viewer is the battle screen in
// modeReplay. Undo keeps the states before the deciding player's last
// actions that rules.Game.Reversible allows and goes back to them.
//
// Tests: the package's own tests drive the battle screen's handlers against
// a small fake ruleset without a window; package uitest drives the real game
// headless through exp/vmhost under Xvfb.
package scene
