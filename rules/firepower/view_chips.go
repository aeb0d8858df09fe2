package firepower

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// chipsView is one side's sequence chips as the screen shows them
// (FP-IMP-1, FP-IMP-2, G1): those drawn this turn dimmed, the one in
// play marked, then those still in the cup.
func (g *Game) chipsView(seat rules.Seat) rules.SideView {
	st := &g.st
	sv := rules.SideView{Title: "Sequence chips", TitleMsg: rules.Say("FpwChipsTitle")}
	playing := !st.Over && st.Side == seat && st.DrawnBy[seat] > 0
	drawn := st.DrawnBy[seat]
	if playing {
		drawn--
	}
	for k := 0; k < drawn; k++ {
		sv.Chips = append(sv.Chips, rules.Chip{Label: "played", Spent: true, LabelMsg: rules.Say("FpwChipPlayed"),
			Help: fmt.Sprintf("Drawn this turn: that Impulse Phase of %s's is over.", seat), HelpMsg: rules.Say("FpwChipPlayedHelp", "Side", seatRef(seat))})
	}
	if playing {
		sv.Chips = append(sv.Chips, rules.Chip{Label: "in play", LabelMsg: rules.Say("FpwChipInPlay"),
			Help:    fmt.Sprintf("Drawn last: %s's Impulse Phase, impulse %d of 2.", seat, max(st.Impulses, 1)),
			HelpMsg: rules.Say("FpwChipInPlayHelp", "Side", seatRef(seat), "Impulse", rules.Num(max(st.Impulses, 1)))})
	}
	for k := 0; k < st.Cup[seat]; k++ {
		sv.Chips = append(sv.Chips, rules.Chip{Label: "in cup", LabelMsg: rules.Say("FpwChipInCup"),
			Help: fmt.Sprintf("In the cup: when drawn, %s has an Impulse Phase of two impulses.", seat), HelpMsg: rules.Say("FpwChipInCupHelp", "Side", seatRef(seat))})
	}
	line := fmt.Sprintf("%d in the cup, %d played", st.Cup[seat], drawn)
	msg := rules.Say("FpwChipsLine", "Cup", rules.Num(st.Cup[seat]), "Played", rules.Num(drawn))
	if playing {
		line = fmt.Sprintf("Its chip is in play: impulse %d of 2 · %d in the cup", max(st.Impulses, 1), st.Cup[seat])
		msg = rules.Say("FpwChipsLinePlaying", "Impulse", rules.Num(max(st.Impulses, 1)), "Cup", rules.Num(st.Cup[seat]))
	}
	sv.Lines, sv.LineMsgs = []string{line}, []rules.Msg{msg}
	return sv
}
