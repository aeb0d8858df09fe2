package flashpoint

import "github.com/flashpoint-arena/flashpoint/world"

// EvalItem is the worth of each carried item type in the position
// evaluation, in kills (the items a model holds are public once picked
// up). Tuned by hand: items that save a model are worth most.
var EvalItem = map[string]float64{
	ItemHardlight:    0.25,
	ItemHealth:       0.3,
	ItemCamo:         0.2,
	ItemDropWall:     0.25,
	ItemGrapple:      0.1,
	ItemOvershield:   0.2,
	ItemTranslocator: 0.1,
	ItemSmoke:        0.1,
	ItemSensor:       0.15,
	ItemThruster:     0.1,
	ItemAmmo:         0.2,
	ItemFrag:         0.2,
	ItemSticky:       0.25,
}

// EvalItemEffect is the worth of an item effect in play: an Overshield
// or barrier shield, Active Camo.
const EvalItemEffect = 0.2

// itemWorth is what model m's items and item effects add to its side.
func (g *Game) itemWorth(m *model) float64 {
	if !m.OnBoard {
		return 0
	}
	v := 0.0
	for _, s := range m.Items {
		v += EvalItem[s.ID]
	}
	v += EvalItemEffect * float64(m.Overshield)
	if m.Camo {
		v += EvalItemEffect
	}
	if b := g.barrierFor(m); b != nil {
		v += EvalItemEffect * float64(b.Shields) / 2
	}
	return v
}

// itemSight adjusts the arena's sight of model ai on model ti for the
// evaluation's threats: Active Camo hides the target, smoke blocks, a
// Threat Sensor of ai's side sees anyway.
func (g *Game) itemSight(ai, ti int, s world.Sight) world.Sight {
	if g.models[ti].Camo {
		return world.NoSight
	}
	if len(g.it.Smoke) == 0 && !g.it.Sensor[0] && !g.it.Sensor[1] {
		return s
	}
	if s != world.NoSight && g.smokeBlocks(g.models[ai].Pos, g.models[ti].Pos) {
		s = world.NoSight
	}
	if s == world.NoSight && g.sensorOn(g.models[ai].Seat) {
		s = world.Visible
	}
	return s
}

// EvalItemNear is the worth, per kill of an item's EvalItem, of each cube
// one side's nearest model (with room for an item) is nearer than the
// other's to an item token, up to EvalWeaponReach cubes.
const EvalItemNear = 0.1

// evalFaceDown is what a face-down token is worth to the evaluation: the
// mean of EvalItem, the same for every face-down token (the evaluation
// never reads their identity).
func evalFaceDown() float64 {
	sum := 0.0
	for i := range itemInfos {
		sum += EvalItem[itemInfos[i].ID]
	}
	return sum / float64(len(itemInfos))
}

// itemsNear is blue's share of the item tokens lying on the board: for each
// token, how much nearer blue's nearest model with a free item slot is than
// red's, weighted by what the token is worth.
func (g *Game) itemsNear() float64 {
	if len(g.it.Tokens) == 0 {
		return 0
	}
	down := evalFaceDown()
	v := 0.0
	for i := range g.it.Tokens {
		t := &g.it.Tokens[i]
		worth := down
		if t.FaceUp {
			worth = EvalItem[t.Item]
		}
		near := [2]int{EvalWeaponReach, EvalWeaponReach}
		for j := range g.models {
			m := &g.models[j]
			if m.OnBoard && m.itemCount() < MaxItems {
				near[m.Seat] = min(near[m.Seat], world.Distance(m.Pos, t.Pos))
			}
		}
		v += EvalItemNear * worth * float64(near[1]-near[0])
	}
	return v
}
