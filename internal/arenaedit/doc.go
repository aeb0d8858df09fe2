// Package arenaedit is the model of the arena editor: the arena being
// edited, the tools that change it, undo and redo, and the checks an arena
// maker wants before playing (can every deployment zone walk to every
// other zone; is the arena the same for both sides). It knows nothing of
// rulesets or of the screen: the editor screen in scene/ draws its Arena
// and turns clicks and keys into Apply calls.
//
// Arenas are written in the shipped text format (world.Arena.Format), so
// an arena made here loads in the game's setup and in fptool like the
// shipped ones.
package arenaedit
