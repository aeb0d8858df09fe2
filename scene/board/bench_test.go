package board

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// BenchmarkDrawFrame draws a full battle frame of the standard arena (eight
// models, tokens, highlights, a path, a target and a sight line) into an
// offscreen 1280×720 image, one frame of the game loop per iteration. The
// timer runs only around Board.Draw, so ns/op is the CPU time the board
// costs a frame; the GPU work happens when the frame is flushed.
func BenchmarkDrawFrame(b *testing.B) {
	bd := New(shippedArena(b, "standard"), DefaultPalette())
	bd.Centre(1280, 720)
	v, o := battleView(), battleOverlay()
	var dst *ebiten.Image
	onGame(b, func() {
		dst = ebiten.NewImage(1280, 720)
		bd.Draw(dst, v, o) // builds the caches
	})
	b.ReportAllocs()
	b.ResetTimer()
	b.StopTimer()
	for i := 0; i < b.N; i++ {
		onGame(b, func() {
			dst.Clear()
			b.StartTimer()
			bd.Draw(dst, v, o)
			b.StopTimer()
		})
	}
}

// BenchmarkRebuild draws a frame right after a zoom step, which rebuilds
// the cached geometry and sprites (a rotation or cut change rebuilds only
// the geometry); ns/op is the CPU time of that frame's Board.Draw.
func BenchmarkRebuild(b *testing.B) {
	bd := New(shippedArena(b, "standard"), DefaultPalette())
	bd.Centre(1280, 720)
	v, o := battleView(), battleOverlay()
	var dst *ebiten.Image
	onGame(b, func() { dst = ebiten.NewImage(1280, 720) })
	b.ResetTimer()
	b.StopTimer()
	for i := 0; i < b.N; i++ {
		onGame(b, func() {
			f := 1.1
			if i%2 == 1 {
				f = 1 / f
			}
			bd.ZoomBy(f, 640, 360)
			b.StartTimer()
			bd.Draw(dst, v, o)
			b.StopTimer()
		})
	}
}
