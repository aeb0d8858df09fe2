package killteam

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The screen-facing interfaces are implemented.
var (
	_ rules.Describer        = (*Game)(nil)
	_ rules.TerrainDescriber = (*Game)(nil)
	_ rules.DiceDescriber    = (*Game)(nil)
)

// Every action of random games is described: a short title, a help that
// says what it does, and no action is taken for an attack on a cube
// (Kill Team has none). The common kinds all turn up, so the check
// covers them; every view names its phase until the game is over.
func TestDescribeEveryAction(t *testing.T) {
	rs := newRuleset(t)
	seen := map[string]bool{}
	for _, arena := range testArenas {
		for seed := range uint64(3) {
			g, err := rs.NewGame(rs.DefaultSetup(arena), seed)
			if err != nil {
				t.Fatal(err)
			}
			pick := rules.NewRNG(seed + 77)
			for steps := 0; !g.Over() && steps < maxSteps; steps++ {
				if g.View().Phase == "" {
					t.Fatalf("%s seed %d step %d: no phase in the view", arena, seed, steps)
				}
				legal := g.Legal()
				for _, a := range legal {
					h, ok := g.Describe(a)
					if !ok || h.Title == "" || len(h.Help) < 20 || len(h.Title) > 40 || h.Attack {
						t.Fatalf("%s: described as %+v, %v", a.Text(), h, ok)
					}
					seen[a.Kind] = true
				}
				if _, err := g.Apply(legal[pick.Intn(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
			if g.View().Phase != "" {
				t.Errorf("%s seed %d: a finished game still names a phase", arena, seed)
			}
		}
	}
	for _, k := range []string{"move", "advance", "ready", "stay", "charge", "shoot", "hold", "fight", "pass", "stand"} {
		if !seen[k] {
			t.Errorf("no %q action in the games: the check did not cover it", k)
		}
	}
}

// A stratagem is named for the specialist's, and a jump down says so.
func TestDescribeNamesStratagemAndJump(t *testing.T) {
	g := newGame(t, "standard", 1)
	for i := range g.st.Models {
		m := &g.st.Models[i]
		if m.Spec == Scout || m.Spec == Sniper {
			h, _ := g.Describe(rules.Action{Seat: m.Seat, Kind: "stratagem", Actor: m.ID})
			if !strings.Contains(h.Title, m.Spec.String()) || !strings.Contains(h.Help, "1 command point") {
				t.Errorf("%s's stratagem: %+v", m.Spec, h)
			}
		}
	}
	if h, ok := g.Describe(rules.Action{Kind: "psybolt", Actor: "blue.1", Target: "red.1"}); !ok || !strings.Contains(h.Help, "KT-PSY") {
		t.Errorf("Psybolt: %+v", h)
	}
	h, _ := g.Describe(rules.Action{Kind: "move", Actor: "blue.1", Option: JumpOption})
	if !h.NamesOption || !strings.Contains(h.Help, "KT-MOV-8") {
		t.Errorf("a jump down: %+v", h)
	}
}

// The arena's features are told in Kill Team's words and rule IDs, never
// Flashpoint's d8 catches; the dice are d6.
func TestTerrainHelpIsKillTeams(t *testing.T) {
	g := newGame(t, "standard", 1)
	for _, k := range []rules.TerrainKind{rules.TerrainGirder, rules.TerrainOpenAir, rules.TerrainLowWall, rules.TerrainWall,
		rules.TerrainDeploy, rules.TerrainRespawn} {
		h, _, ok := g.TerrainHelp(rules.Terrain{Kind: k, Seat: rules.Blue})
		if !ok || h == "" || strings.Contains(h, "d8") {
			t.Errorf("%s: %q, %v", k, h, ok)
		}
	}
	if h, _, _ := g.TerrainHelp(rules.Terrain{Kind: rules.TerrainLowWall}); !strings.Contains(h, "KT-MOV-7") {
		t.Errorf("a low wall: %q, want the low-feature rule", h)
	}
	if g.DieFaces() != 6 {
		t.Errorf("DieFaces %d, want 6", g.DieFaces())
	}
	// Weapon-drop spots are Flashpoint's: no words, and a screen does not
	// mark them (rules.ZonePlayer); deployment and respawn zones are where
	// the models deploy (KT-DEP-2).
	if h, _, ok := g.TerrainHelp(rules.Terrain{Kind: rules.TerrainDrop}); ok {
		t.Errorf("a weapon-drop spot has words: %q", h)
	}
	if g.PlaysZone(rules.TerrainDrop) || !g.PlaysZone(rules.TerrainDeploy) || !g.PlaysZone(rules.TerrainRespawn) {
		t.Error("Kill Team plays weapon-drop spots, or not its deployment and respawn zones")
	}
}

// Sightings agree with the legal shots: in a random game's Shooting
// phase every enemy a model may shoot has a Sighting without a reason and
// with dice.
func TestSightingsAgreeWithShots(t *testing.T) {
	var _ rules.Sighter = (*Game)(nil)
	rs := newRuleset(t)
	checked := 0
	for seed := range uint64(4) {
		g, err := rs.NewGame(rs.DefaultSetup("standard"), seed)
		if err != nil {
			t.Fatal(err)
		}
		pick := rules.NewRNG(seed + 5)
		for steps := 0; !g.Over() && steps < maxSteps; steps++ {
			legal := g.Legal()
			if g.st.Phase == PhaseShooting && g.st.Volley == nil && g.st.Pending == "" {
				shots := map[[2]string]bool{}
				for _, a := range legal {
					if a.Kind == "shoot" {
						shots[[2]string{a.Actor, a.Target}] = true
					}
				}
				for k := range shots {
					ok := false
					for _, sg := range g.Sightings(k[0], k[1]) {
						ok = ok || (sg.Why == "" && sg.Dice > 0)
					}
					if !ok {
						t.Fatalf("%s may shoot %s, but no Sighting says so: %+v", k[0], k[1], g.Sightings(k[0], k[1]))
					}
					checked++
				}
			}
			if _, err := g.Apply(legal[pick.Intn(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no shot was checked")
	}
}

// A model's status says whether it is still to act in the phase, in
// words that are not the rules' Ready.
func TestViewStatusWords(t *testing.T) {
	g := newGame(t, "standard", 1)
	var move rules.Action
	for _, a := range g.Legal() {
		if a.Kind == "move" {
			move = a
			break
		}
	}
	status := func(id string) string {
		for _, p := range g.View().Pieces {
			if p.ID == id {
				return p.Status
			}
		}
		return ""
	}
	if got := status(move.Actor); got != "to act" {
		t.Fatalf("before its move %s is %q", move.Actor, got)
	}
	if _, err := g.Apply(move); err != nil {
		t.Fatal(err)
	}
	if got := status(move.Actor); got != "acted" {
		t.Fatalf("after its move %s is %q", move.Actor, got)
	}
}
