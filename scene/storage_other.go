//go:build !js

package scene

// PlatformStorage returns where this platform keeps the settings and the
// saved game. On the desktop that is the directory dir, or the user's
// config directory (UserStorage) when dir is "". When nothing can be kept
// it returns a MemoryStorage for this run and an error that says why.
func PlatformStorage(dir string) (Storage, error) {
	if dir != "" {
		return &FileStorage{Dir: dir}, nil
	}
	us, err := UserStorage()
	if err != nil {
		return &MemoryStorage{}, err
	}
	return us, nil
}
