# Trailpad — English (the fallback language).

## Terrains, as named on the map
terrain-desert = desert
terrain-forest = forest
terrain-mountain = mountain
terrain-water = water

## Terrain cards
card-desert = Desert
card-forest = Forest
card-mountain = Mountain
card-water = Water
card-any = Any terrain

## Sights
sight-obelisk = obelisk
sight-book = book
sight-toucan = toucan
sight-yeti = yeti
sight-sea-monster = sea monster

## Islands
sheet-isla-petit = Isla Petit
sheet-isla-grande = Isla Grande

## The sheet exported as an image
export-result = { $total ->
    [one] 1 point
   *[other] { $total } points
}
export-winner = winner
export-shared-victory = shared victory
export-progress = round { $round } of { $rounds } · turn { $turn } of { $turns }

## The scoring pad
box-sights = Sight Scoring Box
box-villages = Village Scoring Box
box-bonus = Bonus Scoring Box
box-final = Final Scoring Box
final-round = { $round ->
    [1] I
    [2] II
    [3] III
   *[other] { $round }
}
final-villages = Villages
final-bonus = Bonus
final-total = Total
mayor = Mayor
blue-card = blue { $letter }–{ $letter } card
red-card = red { $sight } card

## Where we are
status-line = Round { $round } · turn { $turn } of { $turns } · { $left ->
    [one] 1 card left in the deck
   *[other] { $left } cards left in the deck
}

## What just happened
event-sight-circled = { $sight } connected: { $points } circled
event-sight-circled-bonus = { $sight } connected: { $points } circled — draw a bonus trail
event-pair-connected = { $letter }–{ $letter } connected: { $points } circled
event-sights-linked = two { $sight } sights linked
event-card-won = { $player } wins the { $card } ({ $points } points)
event-card-discarded = the { $card } leaves the table
event-round-ended = round { $round } is over: sight lines written
event-solo-reshuffle = shuffle the blue cards still on the table: two of them stay
event-game-over = the game is over

## Why an action is refused
refusal-game-over = the game is over
refusal-turn-not-finished = this turn's cards ({ $c1 } and { $c2 }) are out; { $waiting } must finish first
refusal-no-cards = no terrain cards are revealed yet
refusal-solo-reshuffle-due = the solo reshuffle of the blue cards must be done before the next round
refusal-no-solo-reshuffle = no solo reshuffle is due now
refusal-solo-reshuffle-count = solo reshuffle: { $expected ->
    [one] 1 blue card stays
   *[other] { $expected } blue cards stay
}, not { $found }
refusal-solo-reshuffle-twice = solo reshuffle: the { $letter } card is listed twice
refusal-deck-exhausted = round { $round } would see { $would_see } “{ $card }” cards, but the deck holds only { $limit }
refusal-not-app-deck = the app's deck shows { $n1 } and { $n2 } next, not { $c1 } and { $c2 }
refusal-unknown-seat = no sheet on this device belongs to seat { $seat }
refusal-unknown-hex = hex { $hex } is not on the map
refusal-not-neighbours = { $player }'s trail { $from }-{ $to } joins hexes that are not neighbours
refusal-already-drawn = { $player }'s trail { $from }-{ $to } is already drawn
refusal-terrain-mismatch = { $player }'s trail { $from }-{ $to } joins { $t1 } and { $t2 }, but the cards are { $c1 } and { $c2 }
refusal-already-drew = { $player } has already drawn this turn's trail
refusal-already-passed = { $player } has already passed this turn
refusal-no-bonus-owed = { $player } owes no bonus trail
refusal-pass-with-legal-trail = { $player } may not pass: { $count } trail(s) match { $c1 } and { $c2 }
refusal-card-not-on-table = the { $card } is not on the table
refusal-nobody-else = every sheet at this table is kept here, so nobody else can have taken the { $card }
refusal-already-marked = the { $card } is already marked as taken this turn
refusal-no-blue-card = no blue { $letter } card is on the table
names-nobody = nobody
names-and = { $first } and { $last }
