// Package safefile reads and writes the game's small files (saves,
// replays, rosters, settings, arenas) so that a write is whole or absent
// and a read cannot be made to hang or run out of memory.
//
// WriteFile writes through a temporary file of its own, unique to the
// call, syncs it, renames it over the target and syncs the directory: a
// reader sees the old file or the new one, never half of one, two writers
// sharing a directory cannot mix their bytes, and a crash or a power cut
// keeps the previous file. ReadFile refuses what is not a regular file
// (a named pipe with no writer, a device such as /dev/zero) and files
// larger than a cap, naming the file and the reason.
package safefile
