// Package board draws the arena isometrically, with its pieces, tokens and
// overlays, and finds the cube or model under a screen point.
//
// # Projection
//
// Cubes are drawn in 2:1 isometry: at zoom 1 a cube's top face is 80×40
// pixels and a level is 50 pixels high (a cube seen from 30° above). The
// camera turns the arena by quarter turns; the turned ground coordinates
// (u, v) grow towards the lower right and lower left of the screen, so the
// viewer looks from large u+v. Board pixels are screen pixels before the
// pan; the pan is rounded to whole pixels so cached images stay sharp.
//
// # Draw order and occlusion
//
// The static geometry (floors with their tile pattern and grid line,
// girders, low and solid walls, zone marks) is drawn into one offscreen
// image per slice: one diagonal row (cubes with equal u+v) of one level.
// Slices are drawn bottom level first and, within a level, back to front.
// Every wall between two cubes belongs to the cube in front of it (it is
// that cube's back face), so each slice holds the floors of its cubes and
// the walls behind them. The dynamic things of a cube (Move and Sprint
// highlights, tokens, models with their rings and pips) are drawn right
// after its slice, back to front by their spot in the cube. A wall in front
// of a model therefore belongs to a later slice and is painted over the
// model: hiding is exact, with no per-frame depth sorting of the scenery.
// Level-by-level order is correct for unit cubes because a cube never
// overlaps, on screen, a higher cube behind it. The board edge is not
// drawn as a wall: it is the end of the world, not scenery.
//
// After the scene, every model's outline is drawn again in its team colour
// (semi-transparent), so a model hidden behind scenery still shows where it
// stands; in plain view the outline falls on the model's own rim. The path,
// the hovered cube and the sight line are drawn last, over everything.
//
// The slices are cached per rotation, zoom, cut level and palette; panning
// reuses them. Model and token sprites and marker images are cached per
// zoom and palette. Shapes are batched triangles with a one-pixel feathered
// rim for anti-aliasing (no stencil passes), so a frame costs a few hundred
// draw calls' worth of CPU: see BenchmarkDrawFrame.
//
// # Cut-away
//
// Camera.CutLevel hides every level above it: its floors, walls, tokens and
// models are neither drawn nor picked.
//
// # Picking
//
// Pick uses github.com/solarlune/resolv: a resolv.Space holds a convex
// polygon for the top face of every standable cube at or below the cut
// level (rebuilt when the rotation, zoom or cut level changes), and each
// Pick adds the silhouettes of the models as drawn. The point is tested as
// a tiny probe polygon contained in each candidate shape; of the shapes
// containing it, the one drawn last (front-most) wins. Resolv keeps some
// package state of its own, so a Board must be used from one goroutine.
//
// # Tests and the graphics context
//
// Drawing needs a graphics context. The package's TestMain runs the tests
// inside a hidden Ebitengine window (ebiten.SetWindowVisible(false)), with
// m.Run on its own goroutine and drawing jobs handed to the game loop one
// frame each, so tests can draw offscreen and read pixels back. It needs an
// X display: under `xvfb-run go test ./...` (as make test does) it uses the
// given one; with no $DISPLAY it starts a private Xvfb (`Xvfb -displayfd`)
// for the run and stops it afterwards; with neither, the drawing tests are
// skipped and the projection and picking tests still run. Ebitengine's
// exp/vmhost is meant for driving a whole game from outside and is not
// needed here.
//
//	go test ./scene/board                                  # tests
//	go test ./scene/board -run '^$' -bench DrawFrame       # CPU per frame
//	BOARD_SHOTS=/tmp/shots go test ./scene/board -run Screenshots
//
// The screenshots are every rotation of the standard arena (eight models,
// tokens and overlays; also zoomed in, close up and cut to level 0) and of
// the tower (also cut to level 2), plus the colour-blind palette;
// BOARD_SHOTS_ONLY=standard-cut0 (a case name) writes one case only.
//
// The benchmark runs one game-loop frame per iteration and times only
// Board.Draw. On a software renderer (Xvfb's llvmpipe) each frame also
// waits for the GPU work of the previous one, so the benchmark's wall time
// is long; -benchtime=300x keeps it short.
package board
