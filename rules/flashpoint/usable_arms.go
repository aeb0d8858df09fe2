package flashpoint

// armList is room for every weapon a model can hold: its own, its grenade
// items and its picked-up weapon.
type armList [MaxCarried + MaxItems + 1]*arm

// usableArms lists the arms of the slots of model m that eachArm visits
// and usable allows, in that order, in buf: the lists of shots look each
// weapon up once instead of once a target.
func (g *Game) usableArms(m *model, buf *armList) []*arm {
	n := 0
	m.eachArm(func(s *slot) bool {
		if a, ok := g.usable(s); ok {
			buf[n] = a
			n++
		}
		return true
	})
	return buf[:n]
}
