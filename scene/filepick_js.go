//go:build js

package scene

import (
	"errors"
	"syscall/js"
)

// pickedFile is a file the player chose to open.
type pickedFile struct {
	name string
	data []byte
	err  error
}

// canPickFiles reports whether this platform has a file picker (the
// browser's; the desktop opens files by path or by dropping them).
const canPickFiles = true

// pickFile opens the browser's file picker; the chosen file, read whole,
// arrives on the channel (nothing arrives if the player cancels).
func pickFile(accept string, limit int) <-chan pickedFile {
	out := make(chan pickedFile, 1)
	defer func() {
		if r := recover(); r != nil {
			out <- pickedFile{err: errors.New("the browser has no file picker here")}
		}
	}()
	doc := js.Global().Get("document")
	in := doc.Call("createElement", "input")
	in.Set("type", "file")
	in.Set("accept", accept)
	var onChange js.Func
	onChange = js.FuncOf(func(this js.Value, args []js.Value) any {
		onChange.Release()
		files := in.Get("files")
		if files.Get("length").Int() == 0 {
			return nil
		}
		f := files.Index(0)
		name := f.Get("name").String()
		if f.Get("size").Int() > limit {
			out <- pickedFile{name: name, err: errors.New("too large for a replay")}
			return nil
		}
		var then, fail js.Func
		then = js.FuncOf(func(this js.Value, args []js.Value) any {
			then.Release()
			fail.Release()
			arr := js.Global().Get("Uint8Array").New(args[0])
			data := make([]byte, arr.Get("length").Int())
			js.CopyBytesToGo(data, arr)
			out <- pickedFile{name: name, data: data}
			return nil
		})
		fail = js.FuncOf(func(this js.Value, args []js.Value) any {
			then.Release()
			fail.Release()
			out <- pickedFile{name: name, err: errors.New("the browser could not read it")}
			return nil
		})
		f.Call("arrayBuffer").Call("then", then, fail)
		return nil
	})
	in.Call("addEventListener", "change", onChange)
	in.Call("click")
	return out
}
