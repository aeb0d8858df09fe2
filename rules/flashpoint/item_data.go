package flashpoint

import "sort"

// Item kinds (flashpoint-data.md "Items"): Type I works while carried,
// Type II is used during the carrier's activation, Type III with an
// attack. Type II and III items are One-Use.
const (
	ItemPassive = 1 // Type I
	ItemUse     = 2 // Type II
	ItemAttack  = 3 // Type III
)

// The item IDs, as the position format, roster files and actions write
// them. Grenade items share their ID with the weapon they become.
const (
	ItemHardlight    = "hardlight-shield"
	ItemHealth       = "health-pack"
	ItemCamo         = "active-camo"
	ItemDropWall     = "drop-wall"
	ItemGrapple      = "grapple-hook"
	ItemOvershield   = "overshield"
	ItemTranslocator = "translocator"
	ItemSmoke        = "smoke-screen"
	ItemSensor       = "threat-sensor"
	ItemThruster     = "thruster"
	ItemAmmo         = "explosive-ammo"
	ItemFrag         = "frag-grenade"
	ItemSticky       = "sticky-grenade"
)

// Numbers of the items, in one place.
const (
	// MaxItems is how many items a model carries (HF-ITM-1).
	MaxItems = 2
	// MaxItemTokens is how many item tokens may lie on the board (HF-SET-3).
	MaxItemTokens = 8
	// ItemCopies is how many of each item type the face-down stack holds.
	ItemCopies = 2
	// ItemDie is the die of the column and row rolls (HF-SET-1).
	ItemDie = 8
	// MaxItemRerolls bounds the placement rerolls of one token; after it the
	// token goes back to the stack.
	MaxItemRerolls = 64
	// DropWallShields is the Energy Shield Barrier a Drop Wall places.
	DropWallShields = 2
	// OvershieldShields is the extra shield an Overshield gives.
	OvershieldShields = 1
	// HardlightAR is the armour a Hardlight Shield adds.
	HardlightAR = 1
	// ThrusterCubes is the extra speed of a Thruster.
	ThrusterCubes = 1
	// AmmoDice and AmmoLethal are Explosive Ammo's extra die and Lethal.
	AmmoDice   = 1
	AmmoLethal = 1
	// PointsPerItem is what a starting item costs in a roster (the data
	// gives no points; see RULES-ITEMS.md).
	PointsPerItem = 0
)

// ItemInfo describes one item type.
type ItemInfo struct {
	ID   string
	Name string
	Type int    // ItemPassive, ItemUse or ItemAttack
	Help string // what it does, for the card and the action help
}

// itemInfos lists every item type in the order of the data sheet.
var itemInfos = [...]ItemInfo{
	{ItemHardlight, "Hardlight Shield", ItemPassive, "+1 AR until the next wound."},
	{ItemHealth, "Health Pack", ItemPassive, "The next time the carrier is wounded and not killed, its wounds are healed (one use)."},
	{ItemCamo, "Active Camo", ItemUse, "Cannot be targeted by shots until it Sprints, Shoots, Assaults or dies."},
	{ItemDropWall, "Drop Wall", ItemUse, "Places an Energy Shield Barrier 2 in the carrier's cube: shields shared by every model there against ranged attacks; they never regenerate."},
	{ItemGrapple, "Grapple Hook", ItemUse, "A free one-cube Move, or pull an item or weapon from an adjacent cube in sight into the carrier's cube."},
	{ItemOvershield, "Overshield", ItemUse, "+1 shield, spent before the model's own."},
	{ItemTranslocator, "Translocator", ItemUse, "At the end of this activation the carrier returns to the cube where it was used."},
	{ItemSmoke, "Smoke Screen", ItemUse, "Blocks line of sight into, out of and through the carrier's cube or an adjacent one until the end of the round."},
	{ItemSensor, "Threat Sensor", ItemUse, "The carrier's side may shoot enemies in range without line of sight this round."},
	{ItemThruster, "Thruster", ItemUse, "+1 cube on the next Move or Sprint of this activation."},
	{ItemAmmo, "Explosive Ammo", ItemAttack, "+1 die and Lethal 1 on one shot."},
	{ItemFrag, "Frag Grenade", ItemAttack, "A One-Use Frag Grenade the carrier may throw."},
	{ItemSticky, "Sticky Grenade", ItemAttack, "A One-Use Sticky Grenade the carrier may throw."},
}

// itemInfo returns the item type id, or nil.
func itemInfo(id string) *ItemInfo {
	for i := range itemInfos {
		if itemInfos[i].ID == id {
			return &itemInfos[i]
		}
	}
	return nil
}

// ItemTypes lists every item type (for the roster builder and tools).
func ItemTypes() []ItemInfo { return append([]ItemInfo(nil), itemInfos[:]...) }

// isGrenadeItem reports whether an item is a grenade the carrier may throw
// as a weapon.
func isGrenadeItem(id string) bool { return id == ItemFrag || id == ItemSticky }

// itemName is an item's display name, or its ID if unknown.
func itemName(id string) string {
	if it := itemInfo(id); it != nil {
		return it.Name
	}
	return id
}

// standardItemPool is the face-down stack at the start of a game:
// ItemCopies of every item type, sorted.
func standardItemPool() []string {
	out := make([]string, 0, ItemCopies*len(itemInfos))
	for i := range itemInfos {
		for k := 0; k < ItemCopies; k++ {
			out = append(out, itemInfos[i].ID)
		}
	}
	sort.Strings(out)
	return out
}
