//go:build js

package main

import (
	"errors"
	"fmt"
	"syscall/js"

	"github.com/flashpoint-arena/flashpoint/internal/safefile"
)

// readPosition fetches the -position file from the page's own site: name
// is a path relative to the page, e.g. index.html?quick&versus&position=
// positions/ambush.json. A page cannot read the player's files by name,
// and a file from another site is refused. A file over
// safefile.DefaultLimit, a missing one (HTTP 404) or a failed download is
// an error that names the file.
func readPosition(name string) (data []byte, err error) {
	defer func() {
		// syscall/js panics with a js.Error when the page throws, as URL
		// does for a name it cannot parse.
		if r := recover(); r != nil {
			data, err = nil, fmt.Errorf("%s: %v", name, r)
		}
	}()
	global := js.Global()
	page := global.Get("location")
	u := global.Get("URL").New(name, page.Get("href"))
	if u.Get("origin").String() != page.Get("origin").String() {
		return nil, fmt.Errorf("%s: not a file of this site (%s): only the site's own files can be loaded", name, page.Get("origin").String())
	}
	resp, err := await(global.Call("fetch", u.Get("href")))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if !resp.Get("ok").Bool() {
		return nil, fmt.Errorf("%s: the site answered HTTP %d %s", name, resp.Get("status").Int(), resp.Get("statusText").String())
	}
	buf, err := await(resp.Call("arrayBuffer"))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	n := buf.Get("byteLength").Int()
	if n > safefile.DefaultLimit {
		return nil, &safefile.TooLargeError{Path: name, Limit: safefile.DefaultLimit}
	}
	data = make([]byte, n)
	js.CopyBytesToGo(data, global.Get("Uint8Array").New(buf))
	return safefile.StripBOM(data), nil
}

// await waits for a Promise and returns its value, or its reason as an
// error. It must not be called from a callback of the page (the page
// would wait for it forever).
func await(p js.Value) (js.Value, error) {
	type outcome struct {
		v   js.Value
		err error
	}
	ch := make(chan outcome, 1)
	resolve := js.FuncOf(func(_ js.Value, args []js.Value) any {
		ch <- outcome{v: args[0]}
		return nil
	})
	defer resolve.Release()
	reject := js.FuncOf(func(_ js.Value, args []js.Value) any {
		ch <- outcome{err: errors.New(args[0].Call("toString").String())}
		return nil
	})
	defer reject.Release()
	p.Call("then", resolve, reject)
	o := <-ch
	return o.v, o.err
}
