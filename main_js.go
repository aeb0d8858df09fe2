//go:build js

package main

import (
	"encoding/json"
	"syscall/js"

	"github.com/flashpoint-arena/flashpoint/scene"
)

// firstFrameEvent is the document event that tells the page's loader the
// game has drawn its first frame (it hides the loading bar and records the
// time).
const firstFrameEvent = "flashpoint:first-frame"

// pageFirstFrame dispatches firstFrameEvent on the document.
func pageFirstFrame() {
	doc := js.Global().Get("document")
	doc.Call("dispatchEvent", js.Global().Get("CustomEvent").New(firstFrameEvent))
}

// markEvent is the document event that records a moment of the game's
// start-up in the loader's timings; its detail names the moment.
const markEvent = "flashpoint:mark"

// pageMark dispatches markEvent for the moment name ("main": the Go
// runtime is initialised and the game's code runs; "ready": the game is
// built and Ebitengine starts).
func pageMark(name string) {
	global := js.Global()
	init := global.Get("Object").New()
	init.Set("detail", name)
	global.Get("document").Call("dispatchEvent", global.Get("CustomEvent").New(markEvent, init))
}

// exposeToPage defines window.flashpointState(), which returns a Promise
// of the game's scene.Status (as a fresh object) read at the end of the
// next tick. The property is neither writable nor configurable, and the
// status is a copy: the page can read the game but not change it.
func exposeToPage(game *scene.App) {
	global := js.Global()
	state := js.FuncOf(func(js.Value, []js.Value) any {
		executor := js.FuncOf(func(_ js.Value, args []js.Value) any {
			resolve, reject := args[0], args[1]
			game.ReportStatus(func(s scene.Status) {
				data, err := json.Marshal(s)
				if err != nil {
					reject.Invoke(global.Get("Error").New("flashpointState: " + err.Error()))
					return
				}
				resolve.Invoke(global.Get("JSON").Call("parse", string(data)))
			})
			return nil
		})
		// The Promise constructor runs the executor before it returns.
		defer executor.Release()
		return global.Get("Promise").New(executor)
	})
	desc := global.Get("Object").New()
	desc.Set("value", state)
	desc.Set("writable", false)
	desc.Set("configurable", false)
	desc.Set("enumerable", false)
	global.Get("Object").Call("defineProperty", global, "flashpointState", desc)
}
