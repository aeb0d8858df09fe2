package scene

import (
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// The player's arenas, made in the arena editor, are stored one per
// document, "arena-<id>.arena", in the shipped arena text format: files
// in the config directory on the desktop, localStorage items in the
// browser. The setup screen offers them as "mine:<id>".
const (
	arenaDocPrefix = "arena-"
	arenaDocExt    = ".arena"
	mineArena      = "mine:" // the setup's arena value of a saved arena
)

// savedArena is one of the player's arenas.
type savedArena struct {
	id    string
	text  []byte
	arena *world.Arena // nil when the file does not read
	err   error
}

// arenaDoc is the document name of the saved arena id.
func arenaDoc(id string) string { return arenaDocPrefix + id + arenaDocExt }

// loadSavedArenas reads every saved arena; one that does not read is
// listed with its error.
func loadSavedArenas(store Storage) ([]savedArena, error) {
	names, err := listDocs(store, arenaDocPrefix)
	if err != nil {
		return nil, err
	}
	var out []savedArena
	for _, n := range names {
		if !strings.HasSuffix(n, arenaDocExt) {
			continue
		}
		sa := savedArena{id: strings.TrimSuffix(strings.TrimPrefix(n, arenaDocPrefix), arenaDocExt)}
		sa.text, sa.err = store.Load(n)
		if sa.err == nil {
			sa.arena, sa.err = world.Parse(n, sa.text)
		}
		out = append(out, sa)
	}
	return out, nil
}

// findSavedArena returns the saved arena id.
func findSavedArena(store Storage, id string) (savedArena, bool) {
	list, _ := loadSavedArenas(store)
	for _, sa := range list {
		if sa.id == id {
			return sa, true
		}
	}
	return savedArena{}, false
}

// arenaSlug makes a saved arena's ID from its name, unique among taken:
// lower-case Latin letters, digits and dashes, "arena" for a name with
// none of them.
func arenaSlug(name string, taken func(string) bool) string {
	if !strings.ContainsFunc(strings.ToLower(name), func(r rune) bool { return r >= 'a' && r <= 'z' || r >= '0' && r <= '9' }) {
		name = "arena"
	}
	return rosterSlug(name, taken)
}

// savedArenaOptions lists the saved arenas ruleset rs can play on as
// arena chooser values ("mine:<id>"), with their names for display.
func savedArenaOptions(store Storage, rs rules.Ruleset) (values []string, names map[string]string) {
	list, _ := loadSavedArenas(store)
	names = map[string]string{}
	for _, sa := range list {
		if sa.err != nil || rules.ArenaFits(rs, sa.arena) != nil {
			continue
		}
		v := mineArena + sa.id
		values = append(values, v)
		names[v] = sa.arena.Name
	}
	return values, names
}
