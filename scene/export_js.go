//go:build js

package scene

import (
	"fmt"
	"syscall/js"
)

// exportFile hands data to the browser as a download named name.
func exportFile(name string, data []byte) (where string, err error) {
	defer func() {
		if r := recover(); r != nil {
			where, err = "", fmt.Errorf("the browser refused the download: %v", r)
		}
	}()
	arr := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(arr, data)
	blob := js.Global().Get("Blob").New([]any{arr}, map[string]any{"type": "application/json"})
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	doc := js.Global().Get("document")
	link := doc.Call("createElement", "a")
	link.Set("href", url)
	link.Set("download", name)
	doc.Get("body").Call("appendChild", link)
	link.Call("click")
	link.Call("remove")
	js.Global().Get("URL").Call("revokeObjectURL", url)
	return "your browser's downloads", nil
}
