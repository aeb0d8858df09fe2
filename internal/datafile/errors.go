package datafile

import "errors"

// MaxErrors caps how many errors one file reports.
const MaxErrors = 20

// ErrorList collects a file's errors up to MaxErrors. The zero value is
// an empty list.
type ErrorList struct{ errs []error }

// Add records err (nil is ignored) unless the list is full.
func (l *ErrorList) Add(err error) {
	if err != nil && len(l.errs) < MaxErrors {
		l.errs = append(l.errs, err)
	}
}

// Full reports whether no more errors will be recorded.
func (l *ErrorList) Full() bool { return len(l.errs) >= MaxErrors }

// Err joins the recorded errors, one per line; nil if there are none.
func (l *ErrorList) Err() error { return errors.Join(l.errs...) }
