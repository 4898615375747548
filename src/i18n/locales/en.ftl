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

## Saved games (start screen)
games-heading = Unfinished games
games-none = No unfinished games.
games-line = { $island } · { $players } · { $table ->
    [1] solo
   *[other] { $table } players
} · round { $round }, turn { $turn }
games-last-change = last change: { $when }
games-resume = Resume
games-resume-label = Resume { $game }
games-delete = Delete…
games-delete-label = Delete { $game }
games-delete-confirm = Delete this game for good? This cannot be undone.
games-delete-yes = Delete it
games-delete-yes-label = Yes, delete { $game }
games-delete-no = Keep it
games-deleted = The game was deleted.
games-delete-failed = The game could not be deleted: { $reason }
games-history = History and statistics
games-import = Import a game…
games-resumed = The game is back, exactly where it stopped.
games-new = New game on { $island }. Good luck!
games-save-failed = Could not save the game to { $path }: { $reason }. It is still open here; the next change tries again.
games-archive-failed = The finished game could not be moved to the history: { $reason }
games-legacy-failed = The game saved by an earlier version could not be moved to the list: { $reason }
games-damaged-moved = { $file } could not be used ({ $reason }); it was moved to { $moved }
games-damaged-left = { $file } could not be used ({ $reason }); it was left where it is
wizard-no-petit = Isla Petit is missing from this build
when-just-now = just now
when-minutes = { $n ->
    [one] 1 minute ago
   *[other] { $n } minutes ago
}
when-hours = { $n ->
    [one] 1 hour ago
   *[other] { $n } hours ago
}
when-days = { $n ->
    [one] yesterday
   *[other] { $n } days ago
}
when-unknown = unknown

## History
history-heading = History
history-back = Back
history-empty = No finished games yet. Finished games appear here.
history-open = Open
history-open-label = Open { $game }
history-player-total = { $name } { $total }
history-solo = solo game
history-winner = { $count ->
    [one] winner: { $names }
   *[other] shared victory: { $names }
}
history-special-bonus = Special Bonus
stats-heading = Statistics
stats-none = Statistics appear after the first finished game.
stats-games-per-island = Games played per island
stats-island-games = { $island }: { $count ->
    [one] 1 game
   *[other] { $count } games
}
stats-players = Totals per player and island
stats-name = Player
stats-island = Island
stats-games = Games
stats-best = Best
stats-average = Average
stats-wins = Wins
stats-player-line = { $name } on { $island }: { $games ->
    [one] 1 game
   *[other] { $games } games
}, best { $best }, average { $average }, { $wins ->
    [one] 1 win
   *[other] { $wins } wins
}
stats-solo-titles = Solo titles reached
stats-solo-title = { $island }: { $name }, { $total } — “{ $title }”
viewer-back = Back to the history
viewer-title = Finished game on { $island } (read only)
viewer-sheet-of = { $name }'s sheet
viewer-tab = sheet { $name }
viewer-all-scores = All scores

## Files: export and import
menu-game = Game
menu-new = New game or saved game…
menu-history = History and statistics…
menu-export-record = Export record…
menu-export-png = Export sheet as PNG…
menu-import = Import a game…
file-export-record = Export the game record
file-export-png = Export the sheet as a picture
file-import = Import a game record
file-path = File
file-browse = Browse…
file-browse-hint = Open the system's file chooser
file-browse-none = No file was chosen in the system file chooser. You can type the path here instead.
file-save = Save
file-replace = Replace
file-open = Import
file-cancel = Cancel
file-records-here = Game records in { $folder }:
file-choose-name = Type a file name.
file-exists = { $path } already exists. Press “Replace” to overwrite it.
file-write-failed = Could not write { $path }: { $reason }
file-saved = Saved to { $path }
import-failed = { $path } cannot be imported: { $reason }. Nothing was changed.
import-too-big = the file is far too large to be a game record
import-not-text = the file is not text (UTF-8)
import-unknown-island = the game is on island “{ $island }”, which is not installed
import-keep-failed = The game is open, but could not be kept in the data folder: { $reason }
import-done = Game imported.
import-already-here = This game was already here; it is open now.

## Settings
settings-menu = Settings
settings-language = Language
settings-theme = Theme
theme-system = As the system
theme-light = Light
theme-dark = Dark

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
