package killteam

import (
	"errors"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// profileOf returns the main profile of a shipped weapon.
func profileOf(t *testing.T, id string) Profile {
	t.Helper()
	w, ok := shipped(t).Weapon(id)
	if !ok {
		t.Fatalf("no weapon %s", id)
	}
	return w.Profiles[0]
}

// shoot resolves one weapon of a BS 3+ S4 shooter at a T3 Sv 5+ trooper
// with scripted faces, using the weapon-type rules for the number of
// attacks and the hit modifier.
func shoot(p Profile, ctx FireContext, faces ...int) Result {
	spec := AttackSpec{Skill: 3, HitMod: ShootingHitModifier(p, ctx), Strength: p.S.Of(4), AP: p.AP, Damage: p.D, Ranged: true, AutoHit: p.Abilities.AutoHit}
	dice := rules.NewScripted(faces...)
	return ResolveAttacks(spec, ShotsOf(p, ctx).Roll(dice), Target{T: 3, Sv: 5, Wounds: 10}, dice)
}

// TestHeavyAfterMoving checks KT-WPN-1: a Heavy weapon that moved this
// round hits at −1 (a 3 misses BS 3+); a Heavy specialist ignores it.
func TestHeavyAfterMoving(t *testing.T) {
	hb := profileOf(t, "heavy-bolter")
	ctx := FireContext{Distance: 3, Moved: true, Visible: true}
	if res := shoot(hb, ctx, 3, 3, 3); res.Hits != 0 {
		t.Errorf("moved heavy bolter hit on 3s: %+v", res)
	}
	ctx.HeavySpecialist = true
	if res := shoot(hb, ctx, 3, 6, 1, 3, 6, 1, 3, 6, 1); res.Hits != 3 {
		t.Errorf("Heavy specialist: %d hits, want 3", res.Hits)
	}
	if ShootingHitModifier(hb, FireContext{Distance: 3}) != 0 {
		t.Error("a heavy bolter that did not move has a penalty")
	}
}

// TestRapidFireHalfRange checks KT-WPN-2: a 24" boltgun fires 2 shots at
// 4 cubes (12", inclusive) and 1 at 5 cubes, where it is also at long
// range (−1, KT-SHT-7).
func TestRapidFireHalfRange(t *testing.T) {
	bg := profileOf(t, "boltgun")
	if n := ShotsOf(bg, FireContext{Distance: 4}); n != Fixed(2) {
		t.Errorf("at 4 cubes %v shots, want 2", n)
	}
	if n := ShotsOf(bg, FireContext{Distance: 5}); n != Fixed(1) {
		t.Errorf("at 5 cubes %v shots, want 1", n)
	}
	res := shoot(bg, FireContext{Distance: 4, Visible: true}, 3, 1, 3, 1)
	if res.Hits != 2 {
		t.Errorf("two shots at half range: %+v", res)
	}
	res = shoot(bg, FireContext{Distance: 5, Visible: true}, 3)
	if res.Hits != 0 {
		t.Errorf("long range 3 hit BS 3+: %+v", res)
	}
	if err := CanFire(bg, FireContext{Distance: 9, Visible: true}); !errors.Is(err, ErrOutOfRange) {
		t.Errorf("24\" at 9 cubes: %v", err)
	}
}

// TestAssaultAfterAdvance checks KT-WPN-3 and KT-SHT-1: after an Advance
// only Assault weapons fire, at −1.
func TestAssaultAfterAdvance(t *testing.T) {
	gl := profileOf(t, "grenade-launcher")
	ctx := FireContext{Distance: 3, Moved: true, Advanced: true, Visible: true}
	if err := CanFire(gl, ctx); err != nil {
		t.Errorf("assault weapon after advance: %v", err)
	}
	if err := CanFire(profileOf(t, "boltgun"), ctx); !errors.Is(err, ErrAdvanced) {
		t.Errorf("boltgun after advance: %v", err)
	}
	// D6 attacks: 1; the hit die 3 misses at −1.
	if res := shoot(gl, ctx, 1, 3); res.Hits != 0 {
		t.Errorf("assault after advance hit on a 3: %+v", res)
	}
}

// TestGrenadeRules checks KT-WPN-4: no long-range penalty, one grenade
// per team per phase, and a grenade is thrown alone.
func TestGrenadeRules(t *testing.T) {
	frag := profileOf(t, "frag-grenade")
	if m := ShootingHitModifier(frag, FireContext{Distance: 2}); m != 0 {
		t.Errorf("grenade at long range: %+d", m)
	}
	if err := CanFire(frag, FireContext{Distance: 1, Visible: true, GrenadeThrownThisPhase: true}); !errors.Is(err, ErrGrenadeAlreadyUsed) {
		t.Errorf("second grenade: %v", err)
	}
	d := shipped(t)
	var profiles []Profile
	for _, id := range []string{"boltgun", "bolt-pistol", "frag-grenade", "krak-grenade", "chainblade"} {
		w, _ := d.Weapon(id)
		profiles = append(profiles, w.Profiles[0])
	}
	got := FiringChoices(profiles)
	want := [][]int{{0}, {1}, {2}, {3}}
	if len(got) != len(want) {
		t.Fatalf("choices %v, want %v", got, want)
	}
	for i := range want {
		if len(got[i]) != 1 || got[i][0] != want[i][0] {
			t.Errorf("choices %v, want %v", got, want)
		}
	}
}

// TestPistolInMelee checks KT-WPN-5 and KT-SHT-1: in an enemy's cube only
// a pistol fires, only at the nearest enemy, not after being charged; a
// boltgun does not.
func TestPistolInMelee(t *testing.T) {
	pistol := profileOf(t, "bolt-pistol")
	ctx := FireContext{InEnemyCube: true, TargetIsNearest: true, TargetNearFriend: true, Visible: true}
	if err := CanFire(pistol, ctx); err != nil {
		t.Errorf("pistol in melee: %v", err)
	}
	if err := CanFire(profileOf(t, "boltgun"), ctx); !errors.Is(err, ErrInMelee) {
		t.Errorf("boltgun in melee: %v", err)
	}
	ctx.TargetIsNearest = false
	if err := CanFire(pistol, ctx); !errors.Is(err, ErrPistolNotNearest) {
		t.Errorf("pistol at a farther enemy: %v", err)
	}
	ctx.TargetIsNearest, ctx.ChargedAt = true, true
	if err := CanFire(pistol, ctx); !errors.Is(err, ErrPistolCharge) {
		t.Errorf("pistol after being charged: %v", err)
	}
	if res := shoot(pistol, FireContext{InEnemyCube: true, TargetIsNearest: true, Visible: true}, 3, 3, 4); res.Unsaved != 1 {
		t.Errorf("pistol shot: %+v", res)
	}
}

// TestNoShootingIntoFriends checks KT-SHT-4: a target sharing a cube with
// a friend of the shooter may not be shot (outside the pistol case).
func TestNoShootingIntoFriends(t *testing.T) {
	if err := CanFire(profileOf(t, "boltgun"), FireContext{Distance: 2, Visible: true, TargetNearFriend: true}); !errors.Is(err, ErrTargetNearFriend) {
		t.Errorf("shot into a friend's cube: %v", err)
	}
}

// TestNotEligibleToShoot checks KT-SHT-1 and KT-SHT-3: no shooting after
// a charge attempt, Fall Back or Retreat (unless FLY, G5), or at an
// invisible target.
func TestNotEligibleToShoot(t *testing.T) {
	bg := profileOf(t, "boltgun")
	for _, c := range []struct {
		ctx  FireContext
		want error
	}{
		{FireContext{Visible: true, AttemptedCharge: true}, ErrCharged},
		{FireContext{Visible: true, FellBack: true}, ErrFellBack},
		{FireContext{Visible: true, Retreated: true}, ErrFellBack},
		{FireContext{Visible: true, Retreated: true, Fly: true}, nil},
		{FireContext{}, ErrNotVisible},
	} {
		if err := CanFire(bg, c.ctx); !errors.Is(err, c.want) {
			t.Errorf("%+v: %v, want %v", c.ctx, err, c.want)
		}
	}
	if err := CanFire(RifleButt(), FireContext{Visible: true}); !errors.Is(err, ErrNotRanged) {
		t.Errorf("rifle butt shot: %v", err)
	}
}

// TestShootingHitModifiers checks the table of KT-SHT-7 (with A6): each
// −1 adds up, unclamped, with the Comms bonus.
func TestShootingHitModifiers(t *testing.T) {
	bg := profileOf(t, "boltgun")
	ctx := FireContext{Distance: 6, Obscured: true, FleshWounds: 2, Broken: true}
	if m := ShootingHitModifier(bg, ctx); m != -5 {
		t.Errorf("obscured, long range, 2 flesh wounds, broken: %+d, want -5", m)
	}
	ctx.Bonus = 1
	if m := ShootingHitModifier(bg, ctx); m != -4 {
		t.Errorf("with Comms: %+d, want -4", m)
	}
}

// TestHeavyStratagem checks the Heavy specialist's stratagem (KT-SPEC):
// +1 attack for weapons with more than 1, none for a single shot.
func TestHeavyStratagem(t *testing.T) {
	if n := ShotsOf(profileOf(t, "heavy-bolter"), FireContext{Distance: 3, HeavyStratagem: true}); n != Fixed(4) {
		t.Errorf("heavy bolter: %v", n)
	}
	if n := ShotsOf(profileOf(t, "flamer"), FireContext{Distance: 1, HeavyStratagem: true}); n.String() != "D6+1" {
		t.Errorf("flamer: %v", n)
	}
	if n := ShotsOf(profileOf(t, "krak-grenade"), FireContext{Distance: 1, HeavyStratagem: true}); n != Fixed(1) {
		t.Errorf("krak grenade: %v", n)
	}
}

// TestMeleeRules checks KT-FGT-5, KT-FGT-6 and KT-FGT-10: the rifle butt,
// melee hit modifiers, and attacks from A, the weapon, Combat and Zealot
// specialists; a power fist (x2) in S5 hands strikes at S10 (KT-STAT-2).
func TestMeleeRules(t *testing.T) {
	butt := RifleButt()
	if butt.S.Of(3) != 3 || butt.AP != 0 || butt.D != Fixed(1) {
		t.Errorf("rifle butt %+v", butt)
	}
	fist := profileOf(t, "power-fist")
	if m := MeleeHitModifier(fist, MeleeContext{FleshWounds: 1, Broken: true}); m != -3 {
		t.Errorf("fist, 1 flesh wound, broken: %+d, want -3", m)
	}
	if s := MeleeStrength(5, fist, MeleeContext{}); s != 10 {
		t.Errorf("fist at S5: %d", s)
	}
	chain := profileOf(t, "chainblade")
	if n := MeleeAttacks(2, chain, MeleeContext{Specialism: Combat}); n != 4 {
		t.Errorf("A 2, chainblade, Combat: %d attacks, want 4", n)
	}
	zealot := MeleeContext{Specialism: Zealot, ChargedThisRound: true}
	if n, s := MeleeAttacks(1, butt, zealot), MeleeStrength(3, butt, zealot); n != 2 || s != 4 {
		t.Errorf("Zealot that charged: %d attacks at S%d, want 2 at S4", n, s)
	}
	// WS 3+ with a flesh wound: a 3 misses, a 4 hits (scripted).
	spec := AttackSpec{Skill: 3, HitMod: MeleeHitModifier(butt, MeleeContext{FleshWounds: 1}), Strength: 4, Damage: Fixed(1)}
	res := ResolveAttacks(spec, 2, Target{T: 4, Sv: 3, Wounds: 5}, rules.NewScripted(3, 4, 4, 2))
	if res.Hits != 1 || res.Unsaved != 1 {
		t.Errorf("melee %+v", res)
	}
}
