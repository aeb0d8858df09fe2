package killteam

// RoundCommandPoints is what a player gains at the start of a round
// (KT-CP-1): 1, plus 1 while its Leader is on the table, alive and not
// shaken.
func RoundCommandPoints(leaderReady bool) int {
	if leaderReady {
		return 2
	}
	return 1
}

// StartingCommandPoints is the extra CP at the start of the game for a
// roster cheaper than the opponent's (KT-CP-2): 1 for every full 10 points
// below it.
func StartingCommandPoints(own, opponent int) int {
	if opponent <= own {
		return 0
	}
	return (opponent - own) / 10
}
