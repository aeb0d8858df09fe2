package scene

import (
	"encoding/json"
	"fmt"
)

// lessonFile is where the lessons' progress is kept in the storage.
const lessonFile = "lessons.json"

// lessonProgress is how many steps of each ruleset's lesson the player
// has finished, by ruleset name.
type lessonProgress map[string]int

// loadLessonProgress reads the progress; none saved (or a file that does
// not read) is no progress, so a broken file never stops the lessons.
func loadLessonProgress(st Storage) lessonProgress {
	p := lessonProgress{}
	data, err := st.Load(lessonFile)
	if err != nil {
		return p
	}
	if json.Unmarshal(data, &p) != nil {
		return lessonProgress{}
	}
	for k, n := range p {
		if n < 0 {
			delete(p, k)
		}
	}
	return p
}

// saveLessonProgress records that the first done steps of ruleset's
// lesson are finished.
func saveLessonProgress(st Storage, ruleset string, done int) error {
	p := loadLessonProgress(st)
	p[ruleset] = done
	data, err := json.Marshal(p)
	if err != nil {
		return fmt.Errorf("lessons: %w", err)
	}
	return st.Save(lessonFile, data)
}
