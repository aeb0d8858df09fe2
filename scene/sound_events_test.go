package scene

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// A shot sounds when it is fired, its dice when they roll (the rattle
// sized by the dice), its effects when they land; moves and notes are
// silent; the game's end is a victory for the listener's seat, or for any
// seat in hot-seat, and a defeat otherwise or on a draw.
func TestCuesForAShot(t *testing.T) {
	events := []rules.Event{
		{Kind: "shoot", Actor: "blue.1", Target: "red.1"},
		{Kind: "roll", Actor: "blue.1", Test: "RA", Dice: []int{1, 5, 8, 3, 6, 2}},
		{Kind: "roll", Actor: "red.1", Test: "SV", Dice: []int{4, 2, 1}},
		{Kind: "hit", Actor: "blue.1", Target: "red.1", Hits: 2},
		{Kind: "shield", Target: "red.1", Hits: 1},
		{Kind: "wound", Target: "red.1", Hits: 1},
		{Kind: "kill", Actor: "blue.1", Target: "red.1"},
		{Kind: "score", Seat: rules.Blue},
		{Kind: "push", Target: "red.2"},
		{Kind: "fall", Target: "red.2"},
		{Kind: "round", Hits: 2},
		{Kind: "over", Seat: rules.Blue},
	}
	act := rules.Action{Kind: "shoot", Actor: "blue.1", Target: "red.1", Weapon: "assault-rifle"}
	want := []cue{{s: soundRifle}, diceCue(6), diceCue(3), {}, {s: soundShield}, {s: soundWound}, {s: soundKill}, {}, {}, {s: soundThud}, {s: soundRound}, {s: soundVictory}}
	for _, tc := range []struct {
		listener rules.Seat
		end      sound
	}{{rules.NoSeat, soundVictory}, {rules.Blue, soundVictory}, {rules.Red, soundDefeat}} {
		got := cuesFor(events, act, tc.listener)
		want[len(want)-1] = cue{s: tc.end}
		if len(got) != len(want) {
			t.Fatalf("%d cues for %d events", len(got), len(events))
		}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("listener %v, event %d (%s): %v, want %v", tc.listener, i, events[i].Kind, got[i], want[i])
			}
		}
	}
	if c := cuesFor([]rules.Event{{Kind: "over", Seat: rules.NoSeat}}, rules.Action{}, rules.NoSeat); c[0].s != soundDefeat {
		t.Fatalf("a draw sounds %v", c[0])
	}
}

// The kind of shot: a Lunge (a Shoot whose roll tests FI) strikes like an
// Assault, a Blaze Away is a burst, launchers and the like boom, other
// weapons crack.
func TestShotSounds(t *testing.T) {
	roll := func(test string) []rules.Event {
		return []rules.Event{{Kind: "shoot", Actor: "blue.1"}, {Kind: "roll", Actor: "blue.1", Test: test, Dice: []int{3}}}
	}
	for _, tc := range []struct {
		name   string
		events []rules.Event
		act    rules.Action
		want   sound
	}{
		{"rifle", roll("RA"), rules.Action{Weapon: "assault-rifle"}, soundRifle},
		{"lunge", roll("FI"), rules.Action{Weapon: "energy-blade", Option: "lunge"}, soundMelee},
		{"blaze", roll("RA"), rules.Action{Weapon: "assault-rifle", Option: "blaze"}, soundBurst},
		{"named blaze", roll("RA"), rules.Action{Weapon: "spike-rifle", Option: "spikes blaze"}, soundBurst},
		{"scoped sniper", roll("RA"), rules.Action{Weapon: "sniper-rifle", Option: "scope"}, soundHeavy},
		{"rocket", roll("RA"), rules.Action{Weapon: "rocket-launcher"}, soundHeavy},
		{"fuel cannon", roll("RA"), rules.Action{Weapon: "fuel-cannon"}, soundHeavy},
		{"shotgun", roll("RA"), rules.Action{Weapon: "shotgun"}, soundHeavy},
		{"stalker rifle", roll("RA"), rules.Action{Weapon: "stalker-rifle"}, soundRifle},
		{"no weapon", roll("RA"), rules.Action{}, soundRifle},
		// The FI roll of the target's own Lunge later does not make this shot a Lunge.
		{"later lunge", append(roll("RA")[:1], rules.Event{Kind: "shoot", Actor: "red.1"}, rules.Event{Kind: "roll", Actor: "blue.1", Test: "FI", Dice: []int{1}}),
			rules.Action{Weapon: "assault-rifle"}, soundRifle},
	} {
		if got := cuesFor(tc.events, tc.act, rules.NoSeat)[0].s; got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
	if got := cuesFor([]rules.Event{{Kind: "assault", Actor: "blue.1"}}, rules.Action{}, rules.NoSeat)[0].s; got != soundMelee {
		t.Errorf("assault: %v", got)
	}
}

// The battle plays the sound of each event as its animation starts, at the
// settings volume; skipped animations and volume 0 are silent; a key that
// the battle takes (Enter ends the activation) clicks.
func TestBattlePlaysSounds(t *testing.T) {
	a := newTestApp(t)
	out := &recordingOut{}
	a.sound.open = func() (soundOut, bool) { return out, true }
	a.sound.wake(a.settings.Volume)
	b := startHotSeat(t, a)
	heard := func() []sound {
		collectAll(t, &a.sound)
		var h []sound
		for _, pcm := range out.pcm {
			h = append(h, soundOf(t, pcm))
		}
		return h
	}
	tick := func(in input) {
		t.Helper()
		in.settings = &a.settings
		if err := b.update(a, &in); err != nil {
			t.Fatal(err)
		}
	}

	activateByClicks(b, a, "blue.1")
	before := b.g.Clone()
	b.hover, b.hoverOK = bHit{Cell: world.Pos{X: 3, Y: 3}, Piece: "red.1"}, true
	b.boardClick(a)
	for b.anim.busy() {
		tick(input{})
	}
	// The fake ruleset reports a shot as its roll, then any wound and kill.
	texts := b.cfg.recorder.Replay.Actions
	shot, err := rules.Find(before.Legal(), texts[len(texts)-1])
	if err != nil {
		t.Fatal(err)
	}
	events, err := before.Apply(shot)
	if err != nil {
		t.Fatal(err)
	}
	var want []sound
	for _, c := range cuesFor(events, shot, rules.NoSeat) {
		if c.s != soundNone {
			want = append(want, c.s)
		}
	}
	if h := heard(); len(want) == 0 || want[0] != soundDice || fmt.Sprint(h) != fmt.Sprint(want) {
		t.Fatalf("the shot played %v, want %v", h, want)
	}

	tick(input{keys: []ebiten.Key{a.settings.Key(cmdEndAction)}}) // asks: blue.1 may still move
	if h := heard(); len(h) == 0 || h[len(h)-1] != soundClick {
		t.Fatalf("Enter asking to end the activation played %v, want a click last", h)
	}
	tick(input{keys: []ebiten.Key{a.settings.Key(cmdEndAction)}})
	if h := heard(); len(h) == 0 || h[len(h)-1] != soundClick {
		t.Fatalf("Enter ending the activation played %v, want a click last", h)
	}

	n := len(out.played)
	a.settings.Volume = 0
	b.anim.pushCued([]rules.Event{{Kind: "kill", Target: "red.1"}}, []cue{{s: soundKill}})
	for b.anim.busy() {
		tick(input{})
	}
	a.settings.Volume = 80
	b.anim.pushCued([]rules.Event{{Kind: "kill", Target: "red.1"}}, []cue{{s: soundKill}})
	b.anim.skip(b.started)
	tick(input{})
	if heard(); len(out.played) != n {
		t.Fatalf("muted or skipped animations played %d sounds", len(out.played)-n)
	}
}

// soundOf tells which sound a buffer is by synthesizing them all.
func soundOf(t *testing.T, pcm []byte) sound {
	t.Helper()
	for _, c := range allCues() {
		if b := synthesize(c); len(b) == len(pcm) && string(b) == string(pcm) {
			return c.s
		}
	}
	t.Fatal("a buffer that is no cue's")
	return soundNone
}
