package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/peterbourgon/ff/v3/ffcli"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/all"
)

func replayCommand(stdout io.Writer) *ffcli.Command {
	fs := flag.NewFlagSet("fptool replay", flag.ContinueOnError)
	transcript := fs.Bool("log", false, "print every action and what it caused, round by round")
	return &ffcli.Command{
		Name:       "replay",
		ShortUsage: "fptool replay [-log] FILE.json",
		ShortHelp:  "Replay a recorded game and check that it ends in the recorded state hash.",
		FlagSet:    fs,
		Exec: func(_ context.Context, args []string) error {
			if len(args) != 1 {
				return badf("replay: want exactly one replay file")
			}
			file := args[0]
			data, err := readInput(file)
			if err != nil {
				return err
			}
			rp, err := rules.ParseReplay(data)
			if err != nil {
				return badf("%s: %v", file, err)
			}
			var obs rules.ReplayObserver
			if *transcript {
				obs = transcriptTo(stdout)
			}
			g, err := rp.Watch(all.Registry(), obs)
			if err != nil {
				var drift *rules.DriftError
				if errors.As(err, &drift) {
					return driftError{fmt.Errorf("%s: %w", file, err)}
				}
				return badf("%s: %v", file, err)
			}
			fmt.Fprintf(stdout, "%s: ok: %d actions, %d rounds, final hash %s, %s\n", file, len(rp.Actions), g.Round(), rules.HashString(g.Hash()), describe(g.Result()))
			return nil
		},
	}
}

// transcriptTo prints a replay as it plays: a line per round, then each
// action and, indented, the text of every event it caused.
func transcriptTo(w io.Writer) rules.ReplayObserver {
	round := 0
	return func(step int, g rules.Game, a rules.Action, events []rules.Event) {
		fmt.Fprintf(w, "%4d  %s\n", step+1, a.Text())
		for _, e := range events {
			if e.Text != "" {
				fmt.Fprintf(w, "        %s\n", e.Text)
			}
		}
		if g.Round() != round && !g.Over() {
			round = g.Round()
			fmt.Fprintf(w, "== round %d ==\n", round)
		}
	}
}
