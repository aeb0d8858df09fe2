package ai

import "github.com/flashpoint-arena/flashpoint/rules"

// SeatSeed is the seed of the computer player on seat s of a game started
// from seed: the battle screen seeds its players with it, so a test can ask
// a player for the decision the game's computer makes on the same seed and
// position. The two seats get different seeds.
func SeatSeed(seed uint64, s rules.Seat) uint64 {
	return seed ^ 0x5eed_c0de ^ uint64(s+1)*0x9e3779b97f4a7c15
}
