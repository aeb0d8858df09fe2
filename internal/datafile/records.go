package datafile

// Record is one "<kind> <id>" line with the lines that follow it up to the
// next record.
type Record struct {
	Head  Line
	Lines []Line
}

// SplitRecords groups lines into records of the given kind. Lines before
// the first record are errors, added to errs.
func SplitRecords(lines []Line, kind string, errs *ErrorList) []Record {
	var out []Record
	for _, l := range lines {
		if l.Key.Text == kind {
			out = append(out, Record{Head: l})
			continue
		}
		if len(out) == 0 {
			errs.Add(l.Key.At.Errorf("expected %q to start a record, found %q", kind, l.Key.Text))
			continue
		}
		out[len(out)-1].Lines = append(out[len(out)-1].Lines, l)
	}
	return out
}

// Once tracks the keys of a record that may appear only once; make one
// per record with Once{}.
type Once map[string]bool

// Seen records l's key and reports it if the record already had it.
func (o Once) Seen(l Line) error {
	if o[l.Key.Text] {
		return l.Key.At.Errorf("%q given twice", l.Key.Text)
	}
	o[l.Key.Text] = true
	return nil
}

// NeedValue reports a key written without a value.
func NeedValue(l Line) error {
	if l.Value.Text == "" {
		return l.Key.At.Errorf("%q needs a value", l.Key.Text)
	}
	return nil
}
