package scene

// announcePhase shows a banner when the game enters another phase of the
// round (rules.View.Phase), saying what the deciding side does in it; a
// new round's banner already names its first phase.
func (b *battleScreen) announcePhase() {
	p := b.view.Phase
	if p == b.phase {
		return
	}
	newRound := len(b.ban.queue) > 0 && b.ban.queue[len(b.ban.queue)-1].round > 0
	b.phase = p
	if p == "" || b.g.Over() || newRound {
		return
	}
	b.ban.push(banner{text: p, sub: promptSentence(b.view.Prompt), c: colAccent})
}

// promptSentence is a prompt as a banner's line: "blue: shoot with a
// Ready model" becomes "Blue: shoot with a Ready model".
func promptSentence(prompt string) string {
	if prompt == "" {
		return ""
	}
	return capitalFirst(prompt)
}
