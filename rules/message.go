package rules

import "strconv"

// Msg is a ruleset's words as a message of the translation files
// (assets/i18n/<ruleset>.<code>.toml, go-i18n's TOML format): its ID and
// its named arguments, so a screen shows them in the player's language.
// The English text stays beside every Msg (Event.Text, View.Prompt ...)
// for logs, replays, transcripts and tools; filling the English message
// with Args gives exactly that text (rulestest.CheckMessages holds every
// ruleset to it).
//
// Args are name, value pairs in order: ("Actor", "blue.2", "Need", "4").
// Two conventions let one message carry another's words:
//   - an argument named Count is a whole number, and picks the message's
//     plural form (one, few, many, other);
//   - a value that starts with MsgRef ("#") is the ID of another message,
//     without arguments, shown translated in its place ("#TestRA" for the
//     words of a Ranged Attack test).
//
// The zero Msg is no message: the screen shows the English text.
type Msg struct {
	ID   string   `json:"id,omitempty"`
	Args []string `json:"args,omitempty"`
}

// MsgRef starts an argument value that names another message (see Msg).
const MsgRef = "#"

// Say is message id with its arguments as name, value pairs.
func Say(id string, args ...string) Msg { return Msg{ID: id, Args: args} }

// Ref is a Msg argument value naming message id (see Msg).
func Ref(id string) string { return MsgRef + id }

// Num is a whole number as a Msg argument value.
func Num(n int) string { return strconv.Itoa(n) }

// IsZero reports whether m is no message.
func (m Msg) IsZero() bool { return m.ID == "" }

// Arg returns the value of argument name and whether m has it.
func (m Msg) Arg(name string) (string, bool) {
	for i := 0; i+1 < len(m.Args); i += 2 {
		if m.Args[i] == name {
			return m.Args[i+1], true
		}
	}
	return "", false
}
