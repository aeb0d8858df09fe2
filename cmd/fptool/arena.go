package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"path/filepath"

	"github.com/peterbourgon/ff/v3/ffcli"

	"github.com/flashpoint-arena/flashpoint/world"
)

func arenaCommand(stdout io.Writer) *ffcli.Command {
	fs := flag.NewFlagSet("fptool arena", flag.ContinueOnError)
	return &ffcli.Command{
		Name:       "arena",
		ShortUsage: "fptool arena FILE.arena ...",
		ShortHelp:  "Check arena files and print a summary of each.",
		FlagSet:    fs,
		Exec: func(_ context.Context, args []string) error {
			if len(args) == 0 {
				return badf("arena: want one or more .arena files")
			}
			for _, file := range args {
				data, err := readInput(file)
				if err != nil {
					return err
				}
				a, err := world.Parse(filepath.Base(file), data)
				if err != nil {
					return err
				}
				standable := 0
				for z := 0; z < a.H; z++ {
					for y := 0; y < a.D; y++ {
						for x := 0; x < a.W; x++ {
							if a.Standable(world.Pos{X: x, Y: y, Z: z}) {
								standable++
							}
						}
					}
				}
				fmt.Fprintf(stdout, "%s: ok: %q, %d×%d×%d, %d cubes to stand on, %d zones\n", file, a.Name, a.W, a.D, a.H, standable, len(a.Zones))
			}
			return nil
		},
	}
}
