package assets

import "github.com/flashpoint-arena/flashpoint/world"

// LoadArena reads the arena of a game's setup: text, when given, is a whole
// arena in the text format, called name in errors ("arena" when name is
// empty); otherwise the shipped arena called name, or def when name is empty.
func LoadArena(name, text, def string) (*world.Arena, error) {
	if text != "" {
		if name == "" {
			name = "arena"
		}
		return world.Parse(name, []byte(text))
	}
	if name == "" {
		name = def
	}
	data, err := Arena(name)
	if err != nil {
		return nil, err
	}
	return world.Parse(name+arenaExt, data)
}
