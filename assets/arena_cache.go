package assets

import (
	"sync"

	"github.com/flashpoint-arena/flashpoint/world"
)

// ArenaCache keeps the shipped arenas LoadArena has read, by name, so that
// the games a ruleset makes and loads share one parsed arena, its move
// graph and its sight table instead of parsing the file again for every
// game. Arenas given as text are parsed afresh each time. The arenas it
// returns are shared: a caller must not change them (a ruleset that
// breaks walls reads its own copy with LoadArena). The zero value is ready
// to use; it is safe for concurrent use and must not be copied.
type ArenaCache struct {
	mu     sync.Mutex
	byName map[string]*world.Arena
}

// Load is LoadArena, answering a shipped arena read before from the cache.
func (c *ArenaCache) Load(name, text, def string) (*world.Arena, error) {
	if text != "" {
		return LoadArena(name, text, def)
	}
	if name == "" {
		name = def
	}
	c.mu.Lock()
	a := c.byName[name]
	c.mu.Unlock()
	if a != nil {
		return a, nil
	}
	a, err := LoadArena(name, "", def)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if old := c.byName[name]; old != nil {
		return old, nil // another game read it meanwhile: keep one copy
	}
	if c.byName == nil {
		c.byName = map[string]*world.Arena{}
	}
	c.byName[name] = a
	return a, nil
}
