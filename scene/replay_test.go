package scene

import (
	"strings"
	"testing"
	"time"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// A finished game is kept as a replay; the list shows it, and the viewer
// steps forward and back, jumps by round and to the end, each time showing
// the state the recording reaches there.
func TestReplayKeptAndWatched(t *testing.T) {
	a, _ := watchGames(t, 1) // one Easy-against-Easy game to its results
	list, err := loadReplays(a.store)
	if err != nil || len(list) != 1 || list[0].err != nil {
		t.Fatalf("kept replays: %v, %+v", err, list)
	}
	k := list[0]
	if !k.Result.Over || k.Players != [2]string{"easy", "easy"} || k.Rounds < 1 || k.Format != rules.ReplayFormat {
		t.Fatalf("kept replay: %+v", k)
	}
	v, err := newReplayScreen(a, k.Replay)
	if err != nil {
		t.Fatal(err)
	}
	a.switchTo(v)
	want := func(n int) uint64 {
		part := k.Replay
		part.Actions, part.FinalHash = k.Actions[:n], ""
		g, _, _, err := rebuild(a.cfg.Registry, part)
		if err != nil {
			t.Fatal(err)
		}
		return g.Hash()
	}
	check := func(what string, n int) {
		t.Helper()
		if v.replay.at != n || v.g.Hash() != want(n) {
			t.Fatalf("%s: at %d (want %d), state differs: %v", what, v.replay.at, n, v.g.Hash() != want(n))
		}
	}
	v.replay.playing = false
	w, h := a.size()
	v.lay = battleLayoutFor(w, h)
	click := func(b *button) {
		in := input{settings: &a.settings, mx: b.r.X + 1, my: b.r.Y + 1, leftPressed: true}
		if err := v.update(a, &in); err != nil {
			t.Fatal(err)
		}
	}
	v.layoutReplayButtons(v.lay.bar)
	click(&v.replay.btns.step)
	click(&v.replay.btns.step)
	check("two steps", 2)
	click(&v.replay.btns.back)
	check("a step back", 1)
	click(&v.replay.btns.nextRound)
	r2 := v.replay.at
	if v.g.Round() != 2 {
		t.Fatalf("the next round: round %d", v.g.Round())
	}
	check("round 2", r2)
	click(&v.replay.btns.end)
	check("the end", len(k.Actions))
	if !v.g.Over() {
		t.Fatal("the end of the replay is not the end of the game")
	}
	click(&v.replay.btns.prevRound)
	if v.g.Round() != k.Rounds || v.replay.at >= len(k.Actions) {
		t.Fatalf("back to the start of the last round: round %d at %d", v.g.Round(), v.replay.at)
	}
	click(&v.replay.btns.start)
	check("the start", 0)

	// The game is over: what was face down may be shown.
	faceDown := func() (hidden, named int) {
		for _, tok := range v.view.Tokens {
			switch {
			case tok.Kind == "item" && tok.Hidden:
				hidden++
			case tok.Kind == "item" && strings.HasSuffix(tok.Label, "(face down)"):
				named++
			}
		}
		return
	}
	if h, n := faceDown(); h == 0 || n != 0 {
		t.Fatalf("at the start %d items lie face down and %d are named", h, n)
	}
	if v.layoutReplayButtons(v.lay.bar); v.replay.btns.reveal.disabled {
		t.Fatal("Show hidden is disabled for a finished game")
	}
	click(&v.replay.btns.reveal)
	if h, n := faceDown(); h != 0 || n == 0 {
		t.Fatalf("after Show hidden %d items are still hidden and %d named", h, n)
	}
}

// Only the newest 20 unstarred replays are kept; starred ones stay.
func TestReplaysArePruned(t *testing.T) {
	st := &MemoryStorage{}
	t0 := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	for i := 0; i < 25; i++ {
		k := keptReplay{Replay: rules.Replay{Ruleset: "flashpoint", Format: rules.ReplayFormat}, Starred: i == 0}
		if err := keepReplay(st, k, t0.Add(time.Duration(i)*time.Second)); err != nil {
			t.Fatal(err)
		}
	}
	list, err := loadReplays(st)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != keptReplays+1 {
		t.Fatalf("%d replays kept, want %d and the starred one", len(list), keptReplays)
	}
	if last := list[len(list)-1]; !last.Starred || last.doc != replayDoc(t0) {
		t.Fatalf("the oldest kept is %s (starred %v), want the starred first game", last.doc, last.Starred)
	}
	if list[0].doc != replayDoc(t0.Add(24*time.Second)) {
		t.Fatalf("the newest is %s", list[0].doc)
	}
}
