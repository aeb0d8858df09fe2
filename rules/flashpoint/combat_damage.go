package flashpoint

// Defender is the current state of an attack's target.
type Defender struct {
	AR      int // armour
	HP      int // wounds it can take
	Wounds  int // wounds already taken
	Shields int // energy shields left
}

// Damage is what an attack did to its target.
type Damage struct {
	Hits            int  // net hits of the opposed test
	ShieldsStripped int  // by ESD
	ShieldsAbsorbed int  // hits stopped by the remaining shields
	Wounds          int  // new wounds, including Lethal (not capped at the HP left)
	Killed          bool // the target's wounds reached its HP
}

// ShieldsLost is every shield the target lost.
func (d Damage) ShieldsLost() int { return d.ShieldsStripped + d.ShieldsAbsorbed }

// ResolveDamage turns net hits of profile w into damage (DESIGN section 5):
// with no hits nothing happens; ESD n strips n shields; each remaining
// shield stops one hit; the rest become floor(hits / max(1, AR-AP)) wounds;
// if at least one wound lands Lethal n adds n; the target is killed when
// its wounds reach its HP.
func ResolveDamage(hits int, w Profile, d Defender) Damage {
	if hits <= 0 {
		return Damage{}
	}
	dmg := Damage{Hits: hits}
	shields := max(0, d.Shields)
	dmg.ShieldsStripped = min(max(0, w.ESD), shields)
	shields -= dmg.ShieldsStripped
	dmg.ShieldsAbsorbed = min(shields, hits)
	left := hits - dmg.ShieldsAbsorbed
	dmg.Wounds = left / max(1, d.AR-w.AP)
	if dmg.Wounds > 0 {
		dmg.Wounds += max(0, w.Lethal)
	}
	dmg.Killed = dmg.Wounds > 0 && d.Wounds+dmg.Wounds >= d.HP
	return dmg
}

// DirectDamage is the damage of a gravity or wall test (HF-FALL-1,
// HF-WALL-1): every net success is one wound that ignores shields and
// armour; it is not an attack, so no ESD or Lethal.
func DirectDamage(net int, d Defender) Damage {
	if net <= 0 {
		return Damage{}
	}
	return Damage{Hits: net, Wounds: net, Killed: d.Wounds+net >= d.HP}
}
