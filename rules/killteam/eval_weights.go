package killteam

// Weights of the position evaluation (Evaluate), in models out of action:
// taking out a model of the game's average worth scores 1 (RULES.md "How
// the computer players value a position").
const (
	// EvalWin is the value of a won game (plus the victory points'
	// difference at EvalVP each).
	EvalWin = 100.0
	// EvalModelBase is the part of a model's worth that every model has:
	// it can hold an objective and counts towards its team's break test.
	EvalModelBase = 0.5
	// EvalModelPoints is the part of a model's worth that follows its
	// points (unit and weapons) against the average model of the game.
	EvalModelPoints = 0.5
	// EvalWoundLost is the share of a model's worth its lost wounds cost,
	// in proportion to its wounds (a 2-wound model on 1 wound costs half
	// of it); losing the last wound costs the whole model or a flesh
	// wound.
	EvalWoundLost = 0.35
	// EvalFlesh is the share of a model's worth each flesh wound costs:
	// −1 to hit, +1 on the next injury dice, nerve tests (KT-SHT-12,
	// KT-MOR-3).
	EvalFlesh = 0.25
	// EvalShaken is the share of a model's worth a shaken model costs: no
	// action next round and no objective held (KT-MOR-4, G3).
	EvalShaken = 0.3
	// EvalVP is a victory point of the mission.
	EvalVP = 3.0
	// EvalBroken is what a broken team costs besides the enemy's bonus
	// victory point: −1 to hit and a nerve test for every model (A6,
	// KT-MOR-3).
	EvalBroken = 1.0
	// EvalHoldNow is the share of a victory point an objective held now is
	// worth when the end of this round scores (from ScoreFromRound).
	EvalHoldNow = 0.6
	// EvalHoldLater is the share of a victory point an objective held now
	// is worth for each later round that scores.
	EvalHoldLater = 0.2
	// EvalHoldMargin is the worth of each average model's points more than
	// the enemy by an objective (up to EvalHoldMarginCap): a margin survives casualties
	// and shaken models.
	EvalHoldMargin = 0.15
	// EvalHoldMarginCap bounds the margin EvalHoldMargin counts.
	EvalHoldMarginCap = 3
	// EvalObjectiveNear is the worth of each cube one side's nearest model
	// stands nearer to an objective than the other's (up to
	// EvalObjectiveReach cubes), for each round still to score.
	EvalObjectiveNear = 0.08
	// EvalObjectiveReach is the distance from which an objective no
	// longer draws models.
	EvalObjectiveReach = 6
	// EvalDrift is the cost of each cube a model stands from its nearest
	// objective, while rounds are still to score: models that are not
	// needed elsewhere close in.
	EvalDrift = 0.01
	// EvalThreatNow weighs a model's best shooting attack when it may
	// still shoot this round.
	EvalThreatNow = 0.5
	// EvalThreatMelee weighs a model's best melee attack at an enemy in
	// its cube when it may still fight this round.
	EvalThreatMelee = 0.6
	// EvalThreatNext weighs a model's best attack when it comes next
	// round, after its target may have moved (nothing in the last round).
	EvalThreatNext = 0.25
	// EvalThreatCharge weighs a charge a model could still declare this
	// round, by the chance that 2D6 inches reach the target and the melee
	// attack that follows.
	EvalThreatCharge = 0.3
	// EvalCP is a command point still to spend: about what a stratagem
	// or a Command Re-roll gains (+1 to hit or an attack more on one
	// shooting, a failed save or charge rolled again). Normal beat Easy
	// more often with 0.3 than with 0.15 (RULES.md).
	EvalCP = 0.3
	// EvalCPPerRound bounds the command points EvalCP counts: this many
	// for each round after the current one.
	EvalCPPerRound = 2
)
