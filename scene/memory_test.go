package scene

import (
	"runtime"
	"testing"
	"time"

	"github.com/flashpoint-arena/flashpoint/assets"
	"github.com/flashpoint-arena/flashpoint/rules/all"
)

// watchGames plays n games in a row in watch mode (Easy against Easy, the
// instant pace) through the battle screen's update, as a person watching
// would: each game from the setup screen to the results screen, in one
// App. It returns the live heap after each game, after a collection.
func watchGames(tb testing.TB, n int) (*App, []uint64) {
	tb.Helper()
	a, err := New(Config{Registry: all.Registry(), Ruleset: "flashpoint", Arenas: assets.ArenaNames(), Storage: &MemoryStorage{}, Seed: 11, Arena: "beginner"})
	if err != nil {
		tb.Fatal(err)
	}
	a.settings.Pace = "instant"
	heaps := make([]uint64, 0, n)
	for i := 0; i < n; i++ {
		su := newSetupScreen(a)
		su.mode.index = 2
		su.blueCPU.set("easy")
		su.redCPU.set("easy")
		su.seed = uint64(100 + i)
		b, err := su.start(a)
		if err != nil {
			tb.Fatal(err)
		}
		a.switchTo(b)
		deadline := time.Now().Add(2 * time.Minute)
		for a.cur == screen(b) {
			if time.Now().After(deadline) {
				tb.Fatalf("game %d did not end: round %d", i+1, b.g.Round())
			}
			in := input{settings: &a.settings}
			if err := b.update(a, &in); err != nil {
				tb.Fatal(err)
			}
			if b.computerThinking() {
				time.Sleep(50 * time.Microsecond) // the computer thinks on its own goroutine
			}
		}
		if _, ok := a.cur.(*resultsScreen); !ok {
			tb.Fatalf("game %d ended on %T, want the results screen", i+1, a.cur)
		}
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		heaps = append(heaps, ms.HeapAlloc)
	}
	return a, heaps
}

// growthPerGame is the least-squares slope of the heap over the games
// from the fifth on (the first ones fill caches), in bytes per game.
func growthPerGame(heaps []uint64) float64 {
	xs := heaps[min(4, len(heaps)-2):]
	n := float64(len(xs))
	var sx, sy, sxx, sxy float64
	for i, h := range xs {
		x, y := float64(i), float64(h)
		sx, sy, sxx, sxy = sx+x, sy+y, sxx+x*x, sxy+x*y
	}
	return (n*sxy - sx*sy) / (n*sxx - sx*sx)
}

// BenchmarkWatchGames plays 100 watch-mode games in one process and
// reports the live heap after the 10th and the last game and its growth
// per game; a leak shows as a growth that does not fall towards 0.
//
//	xvfb-run -a go test ./scene -run '^$' -bench WatchGames -benchtime 1x
func BenchmarkWatchGames(b *testing.B) {
	for range b.N {
		_, heaps := watchGames(b, 100)
		b.ReportMetric(float64(heaps[9])/(1<<20), "heap-MB-game10")
		b.ReportMetric(float64(heaps[len(heaps)-1])/(1<<20), "heap-MB-game100")
		b.ReportMetric(growthPerGame(heaps)/1024, "heap-KB/game")
	}
}

// A few games in a row leave the heap where it was: no state of a finished
// game stays reachable (its battle, board, log, computer players).
func TestWatchGamesDoNotGrowTheHeap(t *testing.T) {
	_, heaps := watchGames(t, 10)
	if g := growthPerGame(heaps); g > 256<<10 {
		t.Errorf("the heap grows by %.0f KB a game over games 5–10: %v", g/1024, heaps)
	}
}
