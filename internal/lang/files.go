package lang

import (
	"io/fs"
	"path"
	"sort"
	"strings"
)

// FileLanguage returns the language code of a translation file's name:
// "uk" for uk.toml and for editor.uk.toml (go-i18n's convention, where the
// part before the code names a group of messages). ok is false for a name
// that is no translation file of one of Languages.
func FileLanguage(name string) (code string, ok bool) {
	base := strings.TrimSuffix(path.Base(name), ".toml")
	if base == path.Base(name) {
		return "", false
	}
	if i := strings.LastIndexByte(base, '.'); i >= 0 {
		base = base[i+1:]
	}
	return base, Known(base)
}

// Files lists the translation files of fsys's top directory by language
// code, each language's names sorted, so a language's messages may be
// split over several files (en.toml, editor.en.toml, ...). Other files
// are ignored.
func Files(fsys fs.FS) (map[string][]string, error) {
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return nil, err
	}
	out := map[string][]string{}
	for _, e := range entries {
		if e.IsDir() {
			continue
		}
		if code, ok := FileLanguage(e.Name()); ok {
			out[code] = append(out[code], e.Name())
		}
	}
	for _, names := range out {
		sort.Strings(names)
	}
	return out, nil
}
