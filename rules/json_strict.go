package rules

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// DecodeStrict reads one JSON object of data into v, refusing unknown
// fields and anything after the object. Its errors start with what and,
// where the decoder knows the place, the line and column:
// "position:3:14: models: want []killteam.modelJSON, not object". Rulesets
// read their position files with it.
func DecodeStrict(what string, data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return locatedJSONError(what, data, err)
	}
	if dec.More() {
		return fmt.Errorf("%s: unexpected data after the %s object", what, what)
	}
	return nil
}

// locatedJSONError turns a decoding error into one that says where.
func locatedJSONError(what string, data []byte, err error) error {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		line, col := lineCol(data, se.Offset)
		return fmt.Errorf("%s:%d:%d: %v", what, line, col, se)
	}
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		line, col := lineCol(data, te.Offset)
		field := te.Field
		if field == "" {
			field = what
		}
		return fmt.Errorf("%s:%d:%d: %s: want %s, not %s", what, line, col, field, te.Type, te.Value)
	}
	if errors.Is(err, io.EOF) {
		return fmt.Errorf("%s: empty input", what)
	}
	return fmt.Errorf("%s: %v", what, err)
}

// lineCol is the 1-based line and column of a byte offset in data.
func lineCol(data []byte, off int64) (int, int) {
	line, col := 1, 1
	for i := int64(0); i < off && i < int64(len(data)); i++ {
		if data[i] == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return line, col
}
