package main

// rewriteCaller rewrites internal/debug/caller.go: FirstCaller reports no
// caller at once, as it does in the browser after go/build fails to find
// Ebitengine's source, and the variables of that look-up go.
func rewriteCaller(src []byte) ([]byte, error) {
	r, err := newRewriter(src)
	if err != nil {
		return nil, err
	}
	for _, name := range []string{"CallerTypeNone", "CallerTypeRegular", "CallerTypeInternal"} {
		if _, _, err := r.valueSpec(name); err != nil {
			return nil, err
		}
	}
	if err := r.dropVars("ebitengineFileDir", "ebitengineFileDirOnce"); err != nil {
		return nil, err
	}
	if err := r.replaceBody("FirstCaller", "\treturn \"\", 0, CallerTypeNone"); err != nil {
		return nil, err
	}
	return r.result()
}
