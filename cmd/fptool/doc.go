// Command fptool runs the Flashpoint Arena engine without a window.
//
//	fptool sim -games N -seed S -blue P -red P -scenario X -arena A [-json] [-record DIR]
//	fptool position FILE.json [-legal] [-apply "ACTION" ...] [-dice 3,8,1,...]
//	fptool replay FILE.json
//	fptool arena FILE.arena
//
// sim plays N seeded games between two computer players and prints wins,
// draws, median rounds, actions per game and games per second. position
// loads a hand-written position, lists its legal actions, applies actions
// with forced dice and prints the result as JSON. replay rebuilds a
// recorded game and checks its state hashes. arena checks an arena file.
//
// A bad file or argument prints "file: what is wrong" on stderr and exits
// with status 2; a replay that drifts exits with status 1.
package main
