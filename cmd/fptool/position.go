package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/peterbourgon/ff/v3/ffcli"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// stringList collects a repeated string flag.
type stringList []string

func (s *stringList) String() string     { return strings.Join(*s, "; ") }
func (s *stringList) Set(v string) error { *s = append(*s, v); return nil }

// positionReport is what position prints.
type positionReport struct {
	File    string          `json:"file"`
	Applied []appliedAction `json:"applied"`
	ToMove  rules.Seat      `json:"to_move"`
	Prompt  string          `json:"prompt"`
	Legal   []string        `json:"legal,omitempty"`
	Result  rules.Result    `json:"result"`
	Hash    string          `json:"hash"`
	Dice    diceUse         `json:"dice"`
	State   json.RawMessage `json:"state"`
}

type appliedAction struct {
	Action string        `json:"action"`
	Events []rules.Event `json:"events"`
}

type diceUse struct {
	Forced int `json:"forced"` // faces given with -dice that were used
	Unused int `json:"unused"` // faces given with -dice that were not needed
}

func positionCommand(stdout io.Writer) *ffcli.Command {
	fs := flag.NewFlagSet("fptool position", flag.ContinueOnError)
	legal := fs.Bool("legal", false, "list the legal actions (after any -apply)")
	var apply stringList
	fs.Var(&apply, "apply", "apply an action by its text, e.g. \"blue.1 move 2,3,0\" (repeatable, in order)")
	dice := fs.String("dice", "", "force the next die faces, comma-separated (then the position's own dice)")
	rs := fs.String("ruleset", "flashpoint", "ruleset")
	return &ffcli.Command{
		Name:       "position",
		ShortUsage: "fptool position FILE.json [-legal] [-apply \"ACTION\" ...] [-dice 3,8,1,...]",
		ShortHelp:  "Load a position, list legal actions, apply actions with forced dice, print JSON.",
		FlagSet:    fs,
		Exec: func(_ context.Context, args []string) error {
			if len(args) == 0 {
				return badf("position: want a position file: fptool position FILE.json [flags]")
			}
			file := args[0]
			if err := fs.Parse(args[1:]); err != nil {
				return err
			}
			if fs.NArg() > 0 {
				return badf("position: unexpected argument %q", fs.Arg(0))
			}
			faces, err := parseFaces(*dice)
			if err != nil {
				return badf("position: -dice: %v", err)
			}
			r, err := ruleset(*rs)
			if err != nil {
				return badf("position: %v", err)
			}
			data, err := readInput(file)
			if err != nil {
				return err
			}
			g, err := r.LoadPosition(data)
			if err != nil {
				return badf("%s: %v", file, err)
			}
			rep, err := runPosition(g, apply, faces)
			if err != nil {
				return badf("%s: %v", file, err)
			}
			rep.File = file
			if *legal {
				rep.Legal = []string{}
				for _, a := range g.Legal() {
					rep.Legal = append(rep.Legal, a.Text())
				}
			}
			enc := json.NewEncoder(stdout)
			enc.SetIndent("", "  ")
			return enc.Encode(rep)
		},
	}
}

// runPosition applies the actions to g with the forced faces first.
func runPosition(g rules.Game, apply []string, faces []int) (positionReport, error) {
	rep := positionReport{Applied: []appliedAction{}}
	script := &rules.Scripted{Faces: faces, Fallback: g.Dice()}
	g.SetDice(script)
	for i, text := range apply {
		a, err := rules.Find(g.Legal(), text)
		if err != nil {
			return rep, fmt.Errorf("-apply %d: %w", i+1, err)
		}
		events, err := applyGuarded(g, a, len(faces))
		if err != nil {
			return rep, fmt.Errorf("-apply %d %q: %w", i+1, text, err)
		}
		rep.Applied = append(rep.Applied, appliedAction{Action: a.Text(), Events: events})
	}
	rep.Dice = diceUse{Forced: script.Used(), Unused: script.Left()}
	g.SetDice(nil)
	state, err := g.Save()
	if err != nil {
		return rep, err
	}
	rep.State = state
	rep.ToMove = g.ToMove()
	rep.Prompt = g.Prompt()
	rep.Result = g.Result()
	rep.Hash = rules.HashString(g.Hash())
	return rep, nil
}

// applyGuarded applies a; running out of forced dice (possible only when the
// ruleset offers no fallback generator) becomes an error, not a crash.
func applyGuarded(g rules.Game, a rules.Action, forced int) (ev []rules.Event, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("forced dice: %v (%d given with -dice)", r, forced)
		}
	}()
	return g.Apply(a)
}

// parseFaces reads "3,8,1".
func parseFaces(s string) ([]int, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	var out []int
	for i, part := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(part))
		if err != nil || n < 1 || n > 8 {
			return nil, fmt.Errorf("face %d %q is not a number from 1 to 8", i+1, part)
		}
		out = append(out, n)
	}
	return out, nil
}
