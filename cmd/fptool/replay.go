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
	return &ffcli.Command{
		Name:       "replay",
		ShortUsage: "fptool replay FILE.json",
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
			g, err := rp.Play(all.Registry())
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
