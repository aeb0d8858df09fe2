package lang

import (
	"strconv"
	"strings"
)

// Ref starts an argument value of Fill that names another message.
const Ref = "#"

// Fill returns message id in the localizer's language filled with args,
// given as name, value pairs of text, and whether the message exists (in
// this language or in English). Two conventions let one message carry
// another's words: an argument named Count is read as a whole number and
// picks the plural form; a value that starts with Ref ("#TestRA") is the ID
// of another message, without arguments, put in translated (or left as it
// is, Ref and all, when there is no such message). It is how a screen
// shows a ruleset's rules.Msg.
func (l *Localizer) Fill(id string, args []string) (string, bool) {
	if l == nil || !l.Has(id) {
		return "", false
	}
	data := make(map[string]any, len(args)/2+1)
	count, counted := 0, false
	for i := 0; i+1 < len(args); i += 2 {
		name, v := args[i], args[i+1]
		if name == "Count" {
			if n, err := strconv.Atoi(v); err == nil {
				count, counted = n, true
				data[name] = n
				continue
			}
		}
		if ref, ok := strings.CutPrefix(v, Ref); ok && l.Has(ref) {
			v = l.T(ref)
		}
		data[name] = v
	}
	if counted {
		return l.localize(id, l.form(count), data), true
	}
	return l.localize(id, formOther, data), true
}

// Has reports whether message id exists in the localizer's language or in
// English.
func (l *Localizer) Has(id string) bool {
	if l == nil {
		return false
	}
	return l.cat.msgs[l.code][id] != nil || l.cat.msgs[English][id] != nil
}
