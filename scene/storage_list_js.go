//go:build js

package scene

import (
	"fmt"
	"sort"
	"strings"
	"syscall/js"
)

// List returns the names of the documents under the prefix, sorted.
func (s *LocalStorage) List() ([]string, error) {
	n, err := jsCall(js.Global().Get("Reflect"), "get", s.store, "length")
	if err != nil || n.Type() != js.TypeNumber {
		return nil, fmt.Errorf("storage: the browser's storage cannot be listed: %v", err)
	}
	var out []string
	for i := 0; i < n.Int(); i++ {
		k, err := jsCall(s.store, "key", i)
		if err != nil {
			return nil, fmt.Errorf("storage: the browser's storage cannot be listed: %w", err)
		}
		if k.Type() != js.TypeString {
			continue
		}
		if name, ok := strings.CutPrefix(k.String(), s.Prefix); ok && name != "" {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out, nil
}
