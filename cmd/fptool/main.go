package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/peterbourgon/ff/v3/ffcli"

	"github.com/flashpoint-arena/flashpoint/internal/safefile"
)

// badf makes the error for a mistake in the command line or an input file.
// Every error but a drifting replay exits with status 2.
func badf(format string, args ...any) error { return fmt.Errorf(format, args...) }

func main() {
	tuneGC()
	os.Exit(run(context.Background(), os.Args[1:], os.Stdout, os.Stderr))
}

// run executes one fptool command line and returns the exit status.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	root := &ffcli.Command{
		Name:       "fptool",
		ShortUsage: "fptool <sim|soak|position|replay|arena> [flags]",
		ShortHelp:  "Flashpoint Arena headless tool.",
		FlagSet:    flag.NewFlagSet("fptool", flag.ContinueOnError),
		Subcommands: []*ffcli.Command{
			simCommand(stdout, stderr),
			soakCommand(stdout, stderr),
			positionCommand(stdout),
			replayCommand(stdout),
			arenaCommand(stdout),
		},
		Exec: func(context.Context, []string) error {
			return badf("usage: fptool <sim|soak|position|replay|arena> [flags]; fptool <command> -h for help")
		},
	}
	root.FlagSet.SetOutput(stderr)
	for _, c := range root.Subcommands {
		c.FlagSet.SetOutput(stderr)
	}
	err := root.ParseAndRun(ctx, args)
	if err == nil || errors.Is(err, flag.ErrHelp) {
		return 0
	}
	fmt.Fprintln(stderr, safefile.ShortError(err))
	var d driftError
	var f soakFailed
	if errors.As(err, &d) || errors.As(err, &f) {
		return 1
	}
	return 2
}

// driftError is a replay that no longer reproduces its recorded states:
// exit 1 (the file itself was fine).
type driftError struct{ err error }

func (e driftError) Error() string { return e.err.Error() }
func (e driftError) Unwrap() error { return e.err }
