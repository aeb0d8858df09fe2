package killteam

// commandPointsWorth values each seat's command points: EvalCP each, but
// no more of them than EvalCPPerRound for each round after this one, since
// a point still unspent when the game ends is worth nothing. A stratagem
// is then worth using only when what it does beats the point it costs,
// and a side spends what it has left in the last round.
func (g *Game) commandPointsWorth() [2]float64 {
	var out [2]float64
	left := max(0, g.maxRounds()-g.st.Round)
	for s := range 2 {
		out[s] = EvalCP * float64(min(g.st.CP[s], EvalCPPerRound*left))
	}
	return out
}
