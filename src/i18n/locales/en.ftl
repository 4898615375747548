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
card-any-short = Any

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
games-new-any = New game of { $game }. Good luck!
games-save-failed = Could not save the game to { $path }: { $reason }. It is still open here; the next change tries again.
games-served-elsewhere = This game is being played at a Trailpad table ({ $holder }). Play it on the phones, or stop that table (Ctrl+C where it runs) and resume it here. Nothing was changed.
games-served-save = it is now being played at a Trailpad table ({ $holder }), whose moves would be lost if this app wrote over them; stop that table to save here
table-holder = process { $pid } on { $host }, since { $since } UTC
table-holder-unknown = who runs it is not said
games-archive-failed = The finished game could not be moved to the history: { $reason }
games-legacy-failed = The game saved by an earlier version could not be moved to the list: { $reason }
games-damaged-left = { $file } could not be used ({ $reason }); it was left where it is
damage-unreadable = cannot be read: { $detail }
damage-not-text = is not text (UTF-8)
damage-empty = is empty
damage-bad-record = the game record cannot be used: { $detail }
damage-not-archived = finished, but could not be moved to the history: { $detail }
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
history-just-played = just played, still open
history-open = Open
history-open-label = Open { $game }
history-player-total = { $name } { $total }
games-line-any = { $game } · { $scores }
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
file-error-label = error: { $text }
io-not-found = there is no such file
io-permission-denied = permission denied
io-is-a-folder = it is a folder, not a file
io-not-a-folder = part of the path is not a folder
io-disk-full = the disk is full
io-read-only = the disk is read-only
export-png-failed = The sheet could not be drawn as a picture: { $reason }
file-save = Save
file-replace = Replace
file-open = Import
file-cancel = Cancel
file-records-here = Game records in { $folder }:
file-choose-name = Type a file name.
file-exists = { $path } already exists. Press “Replace” to overwrite it.
file-write-failed = Could not write { $path }: { $reason }
file-no-folder = The folder { $folder } does not exist. Choose a folder that exists (none is created).
file-saved = Saved to { $path }
import-failed = { $path } cannot be imported: { $reason }. Nothing was changed.
import-too-big = the file is far too large to be a game record
import-not-text = the file is not text (UTF-8)
import-not-a-file = it is not an ordinary file (a device or a pipe)
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
settings-damaged = The settings file could not be read ({ $reason }); it is kept as { $moved } and the defaults are used.
lock-in-use-title = Trailpad is already open
lock-in-use = Another Trailpad window is using the data folder { $folder }. Two windows would overwrite each other's moves, so this one touches nothing: switch to the other window, and close this one.
lock-close = Close this window
lock-failed = The data folder could not be locked ({ $reason }): do not open Trailpad twice on it.

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
status-line = { $sheet } · Round { $round } of { $rounds } · turn { $turn } of { $turns } · { $left ->
    [one] 1 card left in the deck
   *[other] { $left } cards left in the deck
}
status-game-over = { $sheet } · the game is over after { $rounds } rounds

## What just happened
event-sight-circled = { $sight } connected: { $points } circled
event-sight-circled-bonus = { $sight } connected: { $points } circled and earns a bonus trail
event-pair-connected = villages { $letter }–{ $letter } connected: { $points } circled
event-sights-linked = two { $sight } sights linked
event-card-won = { $player } wins the { $card } ({ $points ->
    [one] 1 point
   *[other] { $points } points
})
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
refusal-not-app-deck = the app's deck shows { $n1 } and { $n2 } next, not { $c1 } and { $c2 }
refusal-unknown-seat = no sheet on this device belongs to seat { $seat }
refusal-unknown-hex = hex { $hex } is not on the map
refusal-not-neighbours = { $player } cannot draw a trail between { $from } and { $to }: those hexes do not touch
refusal-already-drawn = { $player } has already drawn the trail between { $from } and { $to }
refusal-terrain-mismatch = { $player } cannot draw a trail between { $from } and { $to }: they are { $t1 } and { $t2 }, but the cards are { $c1 } and { $c2 }
refusal-already-drew = { $player } has already drawn this turn's trail
refusal-already-passed = { $player } has already passed this turn
refusal-no-bonus-owed = { $player } owes no bonus trail
refusal-pass-with-legal-trail = { $player } may not pass: { $count ->
    [one] 1 trail matches
   *[other] { $count } trails match
} { $c1 } and { $c2 }
refusal-card-not-on-table = the { $card } is not on the table
refusal-nobody-else = every sheet at this table is kept here, so nobody else can have taken the { $card }
refusal-already-marked = the { $card } is already marked as taken this turn
refusal-sheet-kept-here = { $player }'s sheet is kept here: its cards come with its trails
refusal-no-blue-card = no blue { $letter } card is on the table
names-nobody = nobody
names-and = { $first } and { $last }

## Solo titles (the rulebook's table; the built-in islands carry the English ones)
solo-title-1 = You're better than a yeti, at least
solo-title-2 = You get a day off on the beach
solo-title-3 = Dinner at the Mayor's house
solo-title-4 = Your name is engraved on the obelisk
solo-title-5 = Even the sea monsters are shocked
solo-title-6 = Too good for Tucana
solo-title-quoted = “{ $title }”
solo-title-label = solo title { $title }

## Toolbar
toolbar-undo = Undo
toolbar-undo-keys = Ctrl+Z
toolbar-redo = Redo
toolbar-redo-keys = Ctrl+Shift+Z
toolbar-fit = Fit
toolbar-fit-hint = Show the whole island
toolbar-zoom-in = Zoom in
toolbar-zoom-in-hint = Zoom in (Ctrl+scroll)
toolbar-zoom-out = Zoom out
toolbar-map = Map
toolbar-all-scores = All scores

## Sheets and the message line
sheet-of = { $name }'s sheet
tab-done = { $name } (done)
tab-label = sheet { $name } { $state ->
    [done] done
    [play] to play
   *[waiting] waiting
}
status-label = status: { $text }
play-game-over = The game is over.
play-show-final-scores = Show final scores

## What the status line says about an action
first-card = First card: { $card }. Now the second card.
first-card-cleared = First card cleared
undone = Undone: { $what }
redone = Redone: { $what }
nothing-to-undo = Nothing to undo
nothing-to-redo = Nothing to redo
seat-number = seat { $seat }
did-trail = { $player } drew a trail between { $from } and { $to }
did-bonus-trail = { $player } drew a bonus trail between { $from } and { $to }
did-pass = { $player } has no trail this turn
did-reveal = cards revealed: { $c1 } and { $c2 }
did-taken-elsewhere = { $card } taken at the table
did-taken-by = { $card } taken at the table by { $player }
did-solo-reshuffle = solo reshuffle keeps { $kept }
announce-player = { $player }: { $text }

## The scoring pad
pad-sights-now = Sights circled so far: { $points }
pad-sights-now-label = { $name } sights so far { $points }
pad-sight-value = { $name } { $sight } { $points }{ $plus } { $state ->
    [circled] circled
   *[open] open
}
pad-village-value = { $name } villages { $letter } { $points } { $state ->
    [circled] circled
   *[open] open
}
pad-bonus-red = red
pad-bonus-field = { $name } bonus { $which } { $won }
pad-empty = empty
final-sights-line = Sights { $roman }
final-round-value = { $name } round { $roman } { $value }
final-round-unwritten = { $name } round { $roman } not yet written
final-villages-value = { $name } villages { $value }
final-bonus-value = { $name } bonus { $value }
final-total-value = { $name } total { $value }

## The cards bar
cards-revealed = Cards:
card-chip-revealed = revealed card { $card }
card-chip-first = first card { $card }
cards-reveal-next = Reveal next cards  ({ $key })
key-space = Space
key-hint-pass = Key: P
key-hint-reveal = Keys: { $space } or N
cards-second = Second card:
cards-enter = Enter the two revealed cards:
card-button = { $card } ({ $key })
cards-left = { $left ->
    [one] 1 left in the deck this round
   *[other] { $left } left in the deck this round
}
cards-clear = Clear

## The turn prompt
turn-reveal-first = Reveal the next two terrain cards to start the turn.
turn-reveal-second = First card: { $card }. Now enter the second to start the turn.
turn-bonus = { $name }: draw { $owed ->
    [one] 1 bonus trail
   *[other] { $owed } bonus trails
} — on any free side, whatever its terrain
turn-must-pass = No free side on { $name }'s sheet joins { $c1 } and { $c2 }.
turn-pass = No trail this turn
turn-done = { $name } is done this turn. Waiting for { $waiting }.
turn-show-sheet = Show { $name }'s sheet
turn-draw = { $name }: draw one trail joining { $c1 } and { $c2 } ({ $count } possible) — tap two neighbouring hexes or drag from one to the other

## Bonus cards on the table
table-title = Bonus cards on the table
table-blue = { $pair }: { $points }
table-blue-then = { $pair }: { $points } (then { $next })
table-blue-gone = { $pair }: gone
table-blue-label = blue { $text }
table-red = red { $sight }: { $points }
table-no-red = No red card left.
# Said on the message line when the language is changed in Settings.
language-changed = Language: { $language }
table-taken = taken this turn
table-taken-button = mark taken
table-taken-hint = A player whose sheet is on paper (not on this device) took the { $card }: mark it taken
table-taken-label = mark { $card } taken
table-taken-by-label = { $card } taken by { $player }

## The solo reshuffle
reshuffle-prompt = Solo reshuffle: shuffle the blue cards still on the table; 2 of them stay, the rest leave the game.
reshuffle-stay = The two that stay:
reshuffle-keep = Keep these two
reshuffle-ticked = { $count } of 2 ticked

## Scores of every sheet
summary-final = Final scores
summary-round-over = Round { $round } is over
summary-so-far = Scores so far (round { $round })
summary-solo-score = { $name } scores { $total }
summary-wins = { $name } wins!
summary-share = { $names } share the victory!
summary-result-label = result: { $text }
summary-untracked = Players whose sheets are not on this device are not compared here.
summary-back = Back to the map
summary-next-round = Start the next round

## The map
hex-label = hex { $coord } { $terrain }
hex-label-village = hex { $coord } { $terrain } village { $number } letter { $letter }
hex-label-sight = hex { $coord } { $terrain } { $sight }
hex-label-off = hex { $coord }
trail-label = trail { $from }-{ $to }
map-hint-off = you let go off the map; release on a neighbour of { $start }
map-hint-picked = { $place } picked: now tap a neighbouring hex

## Keyboard and touch
keys-help = Keys: arrows move the cursor · Enter or Space picks a hex · Esc drops the pick · D F M W A enter cards · N next · P no trail · Ctrl+Z / Ctrl+Shift+Z undo / redo · Ctrl + / Ctrl − / Ctrl 0 text and map size
keys-show = Keys…
keys-hide = Hide the keys
large-targets = Larger map targets
large-targets-hint = For touch screens: hexes never get smaller than a fingertip, and a tap near a side draws the trail across it more readily

## The new game wizard
wizard-heading = New game
wizard-quick-solo = Solo on { $island } — start now
wizard-quick-solo-hint = (one sheet, the app deals the cards)
wizard-back = Back to the game
wizard-island = Island
wizard-island-skipped = Island file skipped: { $reason }
wizard-island-skipped-more = … and { $count } more island files (not listed)
wizard-table = Players at the table
wizard-sheets = Players and sheets
wizard-seat = { $seat ->
    [1] seat 1 (Mayor)
   *[other] seat { $seat }
}
wizard-seat-hint = Ticked: this device keeps the sheet. Unticked: the player uses paper or another device.
wizard-name-label = name in seat { $seat }
wizard-player = Player { $seat }
wizard-names-before = Names used before:
wizard-name-hint = Put this name in the next seat
wizard-card = Set-up card
wizard-card-pick = pick
wizard-card-type = type its letters
wizard-card-draw = let the app draw one
wizard-card-label = set-up card
wizard-letters-hint = ten letters, clockwise from the top
wizard-letters-label = set-up card letters
wizard-letters-valid = a valid card
wizard-card-drawn = drawn when the game starts
wizard-options = Options
wizard-start-village = Random starting village:
wizard-off = off
wizard-start-named = the Mayor names
wizard-start-drawn = the app draws
wizard-village = village
wizard-counter-clockwise = Counter-clockwise
wizard-symmetry = Symmetry (every seat starts where the Mayor starts)
wizard-special-bonus = Special Bonus
wizard-red-pick = pick the red cards
wizard-red-drawn-choice = the app draws them
wizard-red-count = { $count ->
    [one] 1 card:
   *[other] { $count } cards:
}
wizard-red-drawn = { $count ->
    [one] 1 red card drawn when the game starts
   *[other] { $count } red cards drawn when the game starts
}
wizard-deck = Terrain cards
wizard-deck-real = real cards at the table
wizard-deck-app = the app's own deck
wizard-start = Start the game
wizard-no-island = no island is available
wizard-card-error = Set-up card: { $reason }
wizard-red-wrong = Special Bonus: pick { $count ->
    [one] 1 red card
   *[other] { $count } red cards
} (picked { $picked })
settings-save-failed = could not save the settings: { $reason }

## Why typed letters are not a set-up card
letters-count = a set-up card has 10 letters, not { $count }
letters-not-a-letter = '{ $char }' is not a village letter (A to E)
letters-tally = each letter appears twice on a set-up card, but { $letter } appears { $count } times

## Why a set-up cannot start a game
setup-table-size = a table has 1 to 8 players, not { $size }
setup-no-players = at least one player's sheet must be kept on this device
setup-too-many = { $tracked } sheets are tracked but only { $table } players sit at the table
setup-seat-out-of-range = { $name } sits in seat { $seat }, but the table has seats 1 to { $table }
setup-seat-taken = { $first } and { $second } both sit in seat { $seat }
setup-empty-name = the player in seat { $seat } has no name
setup-same-name = two players are called { $name }; names must differ
setup-card-number = there are 13 set-up cards; { $number } is not one of them
setup-letters = set-up card letters "{ $text }": { $reason }
setup-start-village = the starting village must be 1 to 10, not { $village }
setup-red-count = the Special Bonus variant reveals { $expected ->
    [one] 1 red card
   *[other] { $expected } red cards
} for { $table } players, not { $found }
setup-red-twice = the red { $sight } card is listed twice
setup-wrong-sheet = the game is set up for sheet "{ $wanted }" but sheet "{ $given }" was given

# main: the calm play screen
messages-recent = Recent
messages-recent-hint = The messages before this one
pad-gain = +{ $points }
pad-gain-label = { $name } just earned { $points } points
pad-gain-round-end = +{ $points } at round end
pad-gain-round-end-label = { $name } circled { $points } points of sights, counted at round end
final-if-round-ended = If the round ended now
final-if-round-ended-value = { $name } total if the round ended now { $value }
turn-done-all = { $name } is done this turn.
key-hint-next = Key: N

## Branch uibits: set-up cards typed, refusals on the map and cards bar,
## card keys, dismissing the damaged-file notice.
letters-not-printed = these letters are on none of the 13 set-up cards, read clockwise from any letter
wizard-letters-rotated = a printed card, typed from another letter: from the top it reads { $letters }
# The keys D F M W A are the English initials: nothing to explain.
cards-keys-note = { "" }
reshuffle-app-shuffle = Shuffle the blue cards
games-damaged-dismiss = Hide these notices
file-records-none = No game records in { $folder }

## --- branch record: take-back, paper totals, titles, dates, statistics ---
record-write-failed = The game record could not be written: { $reason }
take-back-button = Take back { $name }'s trail
take-back-done = { $name } takes back { $what } and draws again; the others' trails stay.
take-back-nothing = { $name } has nothing to take back in this turn.
take-back-game-over = The game is over: { $name } can no longer take back a turn. Undo reopens the game step by step.
take-back-conflict = { $name }'s trail cannot be taken back: without it, { $what } no longer holds ({ $reason }).
take-back-undone = { $name }'s trail is back: { $what }
taken-back-trail = the trail between { $from } and { $to }
taken-back-bonus-trail = the bonus trail between { $from } and { $to }
taken-back-pass = the turn without a trail
summary-paper-seat = Seat { $seat } (on paper)
summary-leads-here = { $count ->
    [one] { $names } leads among the sheets on this device
   *[other] { $names } lead among the sheets on this device
}
summary-paper-missing = The sheets kept on paper are not counted until their totals are typed: the winner shown is only among this device's sheets.
summary-paper-tie = Tied on total with a sheet kept on paper: the rulebook gives the victory to the most bonus points, so compare with that sheet.
summary-standings = Standings of the whole table
summary-standing = { $place }. { $name }: { $total }
summary-standing-untyped = – { $name }: total not typed yet
summary-paper-prompt = Total of { $name }:
summary-paper-field = total of { $name }
summary-paper-set = Set
summary-paper-set-label = Set the total of { $name }
summary-paper-empty = Type the total written on the sheet of { $name } (a whole number).
summary-paper-not-number = “{ $text }” is not a whole number of points: type the total of { $name } as written on the sheet, for example 78.
summary-titles-heading = Solo titles
summary-title-next = Next title: “{ $title }” needs { $min } points ({ $more } more).
summary-title-row = { $min } points or more: { $title }
summary-titles-yardstick = Solo titles as a yardstick
summary-titles-yardstick-note = These titles are for solo games; at a table they only show how a total measures up.
games-started = started { $when }
stats-table-heading = Table games
stats-solo-heading = Solo games
stats-solo-player-line = { $name } on { $island }: { $games ->
    [one] 1 solo game
   *[other] { $games } solo games
}, best { $best }, average { $average }

# ----- branch words: places as a player sees them, used-up cards -----

## A hex named as the sheet shows it (mid-sentence)
place-village = village { $letter }{ $number }
place-village-number = village { $number }
place-sight-obelisk = the obelisk
place-sight-book = the book
place-sight-toucan = the toucan
place-sight-yeti = the yeti
place-sight-sea-monster = the sea monster
place-terrain-desert = the desert
place-terrain-forest = the forest
place-terrain-mountain = the mountain
place-terrain-water = the water
## What a plain hex is next to (French "du village B", Russian genitive)
landmark-village = village { $letter }{ $number }
landmark-village-number = village { $number }
landmark-sight-obelisk = the obelisk
landmark-sight-book = the book
landmark-sight-toucan = the toucan
landmark-sight-yeti = the yeti
landmark-sight-sea-monster = the sea monster
place-next-to = { $terrain } next to { $landmark }
place-near = { $terrain } near { $landmark }
place-far = { $terrain } at row { $row }, column { $column }
place-off-map = hex { $hex }
## A card type used up this round ($card: desert, forest, mountain, water, any)
deck-used-up = { $count } { $card ->
    [desert] { $count ->
        [one] desert
       *[other] deserts
    }
    [forest] { $count ->
        [one] forest
       *[other] forests
    }
    [mountain] { $count ->
        [one] mountain
       *[other] mountains
    }
    [water] { $count ->
        [one] water card
       *[other] water cards
    }
   *[any] { $count ->
        [one] “any terrain” card
       *[other] “any terrain” cards
    }
} { $count ->
    [one] was
   *[other] were
} already revealed this round: the deck has { $left ->
    [0] no more
    [one] only one more
   *[other] only { $left } more
}
hexes-do-not-touch = those hexes do not touch: a trail joins two neighbouring hexes
## A file that is not a record: a plain sentence first, the reader's words after
record-not-a-record = this file is not a Trailpad game record; the reader stopped at line { $line }, column { $column }: { $detail }
record-cut-short = this game record stops short: the file ends at line { $line } in the middle of the record (it was copied or saved only in part); a whole copy opens
record-newer = this game was saved by a newer Trailpad (record format { $found }; this one reads up to { $known }): update Trailpad to open it
record-format-zero = this file is not a Trailpad game record; it claims format version 0, which never existed
record-played-at = the date on line { $line } (played_at: { $secs }) is not a date: it lies past the year 9999; correct or remove that line
record-setup = the game's set-up cannot be played: { $reason }
record-illegal = the game record breaks the rules at action { $index }: { $reason }
record-paper-seat = the total typed for seat { $seat } does not belong to a sheet kept on paper at this table (or is typed twice)

## ----- branch newyork: Ticket to Ride: New York -----
ny-game-name = Ticket to Ride: New York
ny-pad-routes = Routes
ny-pad-tickets = Destination Tickets
ny-pad-attractions = Tourist Attractions
ny-pad-total = Total
ny-pad-taxis-left = Taxis left
ny-route-colour-gray = gray
ny-route-colour-red = red
ny-route-colour-orange = orange
ny-route-colour-green = green
ny-route-colour-blue = blue
ny-route-colour-black = black
ny-route-colour-pink = pink
ny-taxi-colour-blue = blue
ny-taxi-colour-purple = purple
ny-taxi-colour-white = white
ny-taxi-colour-yellow = yellow
ny-route = { $a }–{ $b }
ny-route-double = { $a }–{ $b } ({ $colour })
ny-ticket = { $a }–{ $b } ({ $points })
ny-player-number = player { $player }
ny-ticket-completed = completed
ny-ticket-failed = not completed
ny-ticket-missing = { $spaces ->
    [one] 1 space still to claim
   *[other] { $spaces } spaces still to claim
}
ny-ticket-blocked = no way left: every route to it is taken
# The same, short, beside a ticket on the desktop's list (the long words on hover).
ny-ticket-missing-short = { $spaces ->
    [one] 1 space to go
   *[other] { $spaces } spaces to go
}
ny-ticket-blocked-short = no way left
ny-last-round = { $name } has { $left ->
    [0] no taxis
    [one] 1 taxi
   *[other] { $left } taxis
} left: last round, everyone plays one more turn
ny-tie-break = tied on total: the player who completed the most Destination Tickets wins
ny-refusal-unknown-player = there is no player { $player } at this table
ny-refusal-unknown-route = there is no route “{ $route }” on the board
ny-refusal-unknown-ticket = there is no Destination Ticket “{ $ticket }”
ny-refusal-route-taken = { $route } is already claimed by { $name }
ny-refusal-both-of-double = { $name } already holds { $twin }: one player cannot claim both routes of a Double Route
ny-refusal-double-closed = in a 2-player game only one route of a Double Route is used: { $name } holds { $twin }
ny-refusal-not-enough-taxis = { $name } has { $left ->
    [0] no taxis
    [one] 1 taxi
   *[other] { $left } taxis
} left, and this route takes { $spaces }
ny-refusal-not-claimed = { $route } is not claimed by anyone
ny-refusal-ticket-held = the Destination Ticket { $ticket } is already kept by { $name }
ny-refusal-ticket-not-held = { $name } does not keep the Destination Ticket { $ticket }

## --- branch table: table mode, every player on their own phone ---
phone-waiting-cards = Waiting for the next two cards.
phone-draw = Draw one trail joining { $c1 } and { $c2 } ({ $count } possible): tap a highlighted side, or two neighbouring hexes.
phone-players = Players
phone-done = done
phone-playing = playing
phone-reconnecting = Connection lost — reconnecting…
phone-link-replaced = This link was replaced: ask the host for the new code.
phone-elsewhere = This seat is open on another device or tab. Tap here to play it here.
phone-forbidden = This link is not (or no longer) valid at this table. Ask the host for your seat's link.
phone-bad-request = This request cannot be read: { $detail }
phone-not-saved = Not recorded: the host could not save the game ({ $reason }). Nothing changed; try again, or tell the host.
table-not-saved = The game could not be saved to { $path } ({ $reason }): the move was refused, and the table still shows the game as it is on disk.

## branch hostile: files that are not what they seem, names too long or unprintable
damage-not-text-at = is not text (UTF-8): invalid byte at line { $line }, byte { $byte }
damage-not-a-file = is not an ordinary file (a pipe or a device), so it was not read
damage-too-big = is { $size } bytes, more than the { $limit } bytes a game record may have
read-too-big = the file is too large: { $size } bytes, more than the { $limit } bytes allowed
read-not-text = the file is not text (UTF-8): invalid byte at line { $line }, byte { $byte }
file-not-ordinary = { $path } is not an ordinary file (a device or a pipe); choose another name.
file-symlink = { $path } is a symbolic link; give the file it points to, or another name.
settings-damaged-left = The settings file { $path } could not be read ({ $reason }) and could not be moved aside; it is left as it is, and this session's settings will not be saved.
setup-name-too-long = the name of the player in seat { $seat } is { $chars } characters long; a name has at most { $max }
setup-name-unprintable = the name of the player in seat { $seat } holds an invisible or control character ({ $code }) at character { $position }
setup-name-blank = the name of the player in seat { $seat } prints blank; it needs a visible letter
setup-look-alike = { $first } and { $second } are one name (case and invisible characters do not count); names must differ
history-unfinished = Unfinished (round { $round }, turn { $turn }): no winner yet
data-dir-no-home = The system names no home folder, so there is no data folder: this session's games and settings will not be kept. Set TRAILPAD_DATA_DIR to keep them.
data-dir-relative-home = The home folder “{ $home }” is not an absolute path, so it is not used: this session's games and settings will not be kept. Set HOME or TRAILPAD_DATA_DIR to an absolute path.
data-dir-missing-home = The home folder { $home } does not exist and is not created: this session's games and settings will not be kept. Set HOME or TRAILPAD_DATA_DIR to a folder that exists.
close-unsaved-title = The last moves are not saved
close-unsaved-text = The game could not be saved, so closing now would lose the moves since its last good save.
close-try-again = Try again
close-export = Export the record…
close-quit-anyway = Quit anyway
close-stay = Keep playing

## --- branch tablehost: the desktop host screen of table mode ---
menu-play-phones = Play with phones…
host-title = Play with phones
host-stop = Stop playing with phones
host-hint = Each player opens their seat's link, or scans its code, on a phone on the same network (Wi-Fi) as this computer. The game goes on on the phones.
host-local-only = No local network was found: these links work on this computer only.
host-qr-label = QR code for { $name }
host-new-link = New link for { $name }
host-seat-done = { $name }: done
host-seat-playing = { $name }: playing
host-seat-waiting = { $name }: waiting for the cards
host-seat-card = { $name }'s seat
host-phone-not-joined = Phone not joined yet
host-phone-joined = Phone joined
host-phone-left = Phone left (page closed)
host-phone-not-joined-label = { $name }: phone not joined yet
host-phone-joined-label = { $name }: phone joined
host-phone-left-label = { $name }: phone left (page closed)
host-waiting-for = Waiting for: { $names }
host-cards = Revealed cards
host-card-label = revealed card { $card }
host-second-card = { $card }, and the second card?
host-ranking = Ranking
host-hide-ranking = Hide
host-show-ranking = Show
host-rank-line = { $rank }. { $name }: { $total }
host-started = Playing with phones: each player opens their link.
host-stopped = No more phones: the game goes on on this computer.
host-start-failed = Playing with phones could not start: { $reason }
host-new-link-made = { $name } has a new link; the old one no longer works.
host-refused = Not possible: { $reason }

## ----- branch nydesk: the New York desktop screens -----
wizard-game = Game:
wizard-game-tucana = Trails of Tucana
game-title-trails-of-tucana = { wizard-game-tucana }
game-title-ticket-to-ride-new-york = { ny-game-name }
ny-wizard-players = Players
ny-wizard-count = { $count } players
ny-wizard-player = Player { $player }
ny-wizard-name-label = Name of player { $player }
ny-wizard-colour-label = Taxi colour of player { $player }
ny-setup-count = New York is played by 2 to 4 players, not { $count }
ny-setup-empty-name = player { $player } has no name
ny-setup-same-name = two players are called { $name }: names must differ
ny-setup-name-blank = player { $player }'s name prints blank; it needs a visible letter
ny-setup-look-alike = player { $player }'s name is player { $earlier }'s (case and invisible characters do not count); names must differ
ny-setup-same-colour = { $name } and { $earlier } both have the { $colour } taxis: each player needs a colour of their own
ny-new-game = New game or saved game…
ny-entering-for = Entering for:
ny-showing-for = Tickets of:
ny-player-button = { $name } ({ $colour }): { $left ->
    [one] 1 taxi
   *[other] { $left } taxis
} left
ny-route-free = free
ny-route-owner = claimed by { $name }
ny-route-label = { $route }, { $colour }, { $spaces ->
    [one] 1 space
   *[other] { $spaces } spaces
}: { $state }
ny-cursor-caption = At { $location }: { $route }
ny-location-attraction = { $name }, Tourist Attraction
ny-pad-heading = Score pad
ny-pad-cell = { $row } of { $name }: { $value }
ny-winners = { $count ->
    [one] Winner
   *[other] Winners
}: { $names }
ny-tickets-of = Destination Tickets kept by { $name }
ny-ticket-held-by = kept by { $name }
ny-ticket-status-label = { $ticket }: { $status }
ny-ticket-show = Show { $ticket } on the map
ny-ticket-show-short = on map
ny-saved-heading = { $game }: games to resume
ny-saved-row = { $names } · { $entries ->
    [one] 1 entry
   *[other] { $entries } entries
}
ny-saved-row-empty = { $names } · nothing entered yet
ny-resume = Resume
ny-resume-label = Resume the New York game of { $names }
ny-resume-failed = This New York game cannot be resumed: { $reason }
ny-started = New game of { $game }: tap a route to claim it for the player chosen above.
ny-claimed = { $name } claims { $route }
ny-unclaimed = { $route } taken back
ny-kept = { $name } keeps { $ticket }
ny-dropped = { $name } no longer keeps { $ticket }

# main (session 4): the host plays too
host-show-sheets = Sheets here
host-show-sheets-hint = Show the sheets on this computer while the phones go on playing: play a seat here, note a bonus card a paper player took, enter the solo reshuffle.
toolbar-table-view = Table view
toolbar-table-view-hint = Back to the table's screen: links, cards and who is done. The phones go on playing.
host-card-key = Key { $key }

## ny-png: the New York game as a picture
export-ny-final = final scores
export-ny-progress = in progress
ny-export-png = Export PNG…
ny-export-png-hint = Save the map and the score pad of this game as a picture

## --- branch ny-history: ending a New York game, its history, statistics, import and export ---
ny-refusal-game-over = the game is over: undo its end to enter more
ny-ended = the end of the game
ny-last-turn-played = { $name } played their last turn
ny-refusal-not-last-round = the last round has not started: nobody has 2 taxis or fewer yet
ny-refusal-last-turn-said = { $name } has already played their last turn
ny-finished = The game is over: the final scores are on the pad. It goes to the history when you leave it; Undo reopens it.
ny-end-game = End the game…
ny-end-confirm = End the game now? The pad shows the final scores and the game goes to the history when you leave it (Undo reopens it).
ny-end-yes = End the game
ny-end-no = Keep playing
ny-over-banner = The game is over: final scores.
ny-export-record = Save a copy…
ny-history-heading = { $game }
game-stats-heading = { $game }
game-stats-games = { $count ->
    [one] 1 game played
   *[other] { $count } games played
}
game-stats-players = Totals per player
game-stats-player-line = { $name }: { $games ->
    [one] 1 game
   *[other] { $games } games
}, { $wins ->
    [one] 1 win
   *[other] { $wins } wins
}, best { $best }, average { $average }
ny-kept-heading = Destination Tickets kept
ny-kept-none = no Destination Ticket kept
ny-kept-line = { $name } kept { $ticket }: { $status }
ny-viewer-title = { $game }, { $date }
history-any-open-label = Open the { $game } game played on { $date } ({ $scores })
history-any-delete-label = Delete the { $game } game played on { $date } ({ $scores })
viewer-any-title = { $game }, { $date }
viewer-any-standings = Final scores
ny-import-unfinished = Game imported: it is not over yet, go on entering it.
import-unknown-game = it is a record of the game “{ $game }”, which this Trailpad does not know

## ny-keys: keyboard play on the New York map
ny-keys-help = Keys: 1–4 player · arrows move between locations · Shift+arrow turns to the next route · Enter or Space claims or takes back · Esc hides the cursor · Ctrl+Z / Ctrl+Y undo / redo
ny-leading = { $count ->
    [one] Leading
   *[other] Leading together
}: { $names }
history-delete-label = Delete { $game }
ny-delete-label = Delete the New York game of { $names }
ny-delete-yes-label = Yes, delete the New York game of { $names }

## --- branch plays: BG Stats ---
bgstats-log = Log in BG Stats
bgstats-title = Log this game in BG Stats
bgstats-scan = Scan this code with the phone that has BG Stats, or copy the link.
bgstats-shortened = To fit the link, { $parts } were shortened.
bgstats-shortened-comments = the comments
bgstats-shortened-place = the place
bgstats-shortened-island = the island
bgstats-shortened-names = the players' names
bgstats-qr = QR code of the BG Stats link
bgstats-copy = Copy link
bgstats-copied = Link copied.
bgstats-close = Close
bgstats-enlarge = Larger code
bgstats-enlarge-hint = Show the code larger, over the whole window, for a phone that cannot read it here.
bgstats-qr-large = QR code of the BG Stats link, enlarged
bgstats-scan-large = Scan this code with the phone that has BG Stats. A click on the code or Escape goes back.
bgstats-too-long = The link is too long for a QR code: copy it instead.
bgstats-not-over = The game is not over yet.
bgstats-no-date = This record does not say when the game was played.
bgstats-missing = Type the totals of the sheets kept on paper first (seat { $seats }).

## --- branch charts: running totals and totals over time ---
chart-running-heading = Running totals
chart-running-label = Chart of the running totals: { $players }
chart-history-heading = Totals over time
chart-history-label = Chart of the totals over time, { $where }: { $players }
chart-axis-total = Total
chart-axis-round = End of round
chart-axis-claims = Routes claimed, in order
chart-axis-games = Games, oldest first
chart-start = Start
chart-end = End
chart-average = Average ({ $value })
chart-point = { $name }: { $total }
chart-player-total = { $name } { $total }
chart-show-chart = Chart
history-charts = Charts
history-games = Game list

## --- branch calm: the damaged-file notice (a plain sentence, then the reader's words) ---
games-damaged-put-aside = { $file } could not be used, so it was put aside in { $moved }. Nothing else is lost: your other games are as they were.
games-damaged-stays = { $file } could not be used; it was left where it is. Nothing else is lost: your other games are as they were.
games-damaged-detail = { $file }: { $reason }

## --- branch table: join codes ---
join-title = Join the table
join-intro = Type the code shown beside your name on the host's screen.
join-code-label = Code
join-button = Join
join-wrong = No seat shows this code now: check it on the host's screen. { $left ->
    [0] No tries left: wait a minute.
    [one] One try left, then a minute's wait.
   *[other] { $left } tries left, then a minute's wait.
}
join-wait = Too many wrong codes from this device: wait { $seconds } s, then try again.
join-table-wait = Too many wrong codes at this table just now: wait { $seconds } s, then type yours again.
host-join-code = Code: { $code }
host-join-code-label = Join code for { $name }
host-join-hint = Or type the code on { $address }
host-copy-link = Copy link
host-link-copied = The link of { $name } is copied.
host-phone-not-saved = The move from { $name }'s phone was refused: the game could not be saved to { $path } ({ $reason }). The phone was told; free some space, then play it again.
phone-draw-many = Draw one trail joining { $c1 } and { $c2 } ({ $count } possible): tap a hex to see its sides, or tap two neighbouring hexes.

## --- branch coach: the hint's reasons ---
coach-reason-circles = circles { $points } at the { $sight }
coach-reason-pair = connects villages { $letter }–{ $letter } ({ $points })
coach-reason-blue-card = wins the blue { $letter }–{ $letter } card ({ $points })
coach-reason-bonus-trails = { $count ->
    [one] opens a bonus trail
   *[other] opens { $count } bonus trails
}
coach-reason-links = links two { $sight } sights for the red card
coach-reason-on-the-way = on the way from { $letter } to { $letter }: +{ $points } at the end if finished
coach-reason-toward = takes a village's network closer to an uncircled { $sight }
coach-reason-options = keeps the better trails open for the cards to come
coach-expected = expected total { $total }
coach-same-reasons = same reasons as { $rank }; its simulated games end { $lower } lower
did-coached = { $player } asks the coach for a hint
taken-back-coached = the hint asked for
coached = coached

## --- branch table: the phones' end screen ---
phone-end-untyped = not typed yet
phone-end-winner = winner
phone-end-leads = { $count ->
    [one] { $names } leads among the sheets played in Trailpad
   *[other] { $names } lead among the sheets played in Trailpad
}
phone-end-paper-missing = The sheets kept on paper count once the host types their totals: until then the winner shown is only among the sheets played in Trailpad.
phone-bgstats-missing = BG Stats needs every total: the host has not typed the { $count ->
    [one] total
   *[other] totals
} of { $names } yet.

# seam (issue 16): an impossible end in a record
record-ended-at = the end on line { $line } (ended_at: { $secs }) is not a date: it lies past the year 9999; correct or remove that line
record-ended-before-start = the end on line { $line } (ended_at: { $secs }) comes before the start (played_at: { $played }): a game cannot end before it begins; correct or remove that line
record-place-too-long = the place on line { $line } is { $chars } characters long; at most { $max } are kept; shorten or remove that line
record-place-unprintable = the place on line { $line } holds an invisible or control character ({ $code }) at character { $position }; correct or remove that line
record-note-too-long = the note on line { $line } is { $chars } characters long; at most { $max } are kept; shorten or remove that line
record-note-unprintable = the note on line { $line } holds an invisible or control character ({ $code }) at character { $position }; correct or remove that line

## --- branch review: the review after the game ---
review-open = Review { $name }'s game
review-button = Review
review-back = Back
review-heading = Review of { $name }'s game
review-pending = Looking for better lines with these cards…
review-failed = The review could not be made: { $reason }
review-played = Played: { $value }
review-best = Best found: { $value }
review-bound = No line can score more than { $value }
review-title = These cards allowed a solo title of at least: { $title }
review-no-title = none found
review-reshuffle-differs = The best line's solo reshuffle kept other blue cards than the game's: it drew from the cards that line left on the table.
review-table-kept = The cards, the other sheets and the bonus cards taken at the table stay as they happened.
review-worst-heading = The three turns that lost the most
review-worst-turn = { $rank }. Round { $roman }, turn { $turn }: lost { $loss }
review-no-loss = No turn lost points against the coach's choice.
review-legend = On the map: the played trails as solid lines; the other trails of the best line found dashed.
review-chart-heading = Points lost per turn against the coach
review-chart-label = Points lost in each of the { $turns } turns against the coach's choice, { $total } in all
review-chart-x = Turn
review-chart-y = Points lost
review-previous = Previous turn
review-next = Next turn
review-turn-title = Round { $roman }, turn { $turn }: { $c1 } and { $c2 }
review-turn-played = Played: { $trails }
review-turn-coach = The coach: { $trails }
review-turn-best = Best line found: { $trails }
review-turn-loss = Lost { $loss } against the coach's choice
review-no-trail = no trail
review-cut-short = Cut short at its time limit: the best line so far, { $weighed } of { $turns } turns weighed.
review-turn-unweighed = Not weighed: the review was cut short before this turn.
review-turn-noise = The coach's line is { $diff } ahead, within the estimate's noise (± { $margin }): not a loss.
review-search-longer = Search longer
review-search-longer-hint = Looks again for a better line with the same cards, about fifteen times as long as the review took. The review stays shown meanwhile, and you can stop it at any time.
review-searching-longer = Searching longer for a better line…
review-longer-found = { $gained ->
    [one] The longer search found 1 point more than the first one ({ $before }).
   *[other] The longer search found { $gained } points more than the first one ({ $before }).
}
review-longer-nothing = The longer search found no better line.
review-longer-cut-short = The longer search stopped before its end with no better line by then: the review shown stays.
review-longer-failed = The longer search could not be made: { $reason }
review-stop-longer = Stop
review-stop-longer-hint = Stops the longer search now and keeps the best line it found so far.
review-longer-stopping = Stopping: keeping the best line found so far…
review-longer-stopped-found = { $gained ->
    [one] The longer search stopped before its end; by then it had found 1 point more than the first one ({ $before }).
   *[other] The longer search stopped before its end; by then it had found { $gained } points more than the first one ({ $before }).
}

## --- branch players: the player list, paper seats with names ---
wizard-on-paper = on paper
wizard-on-paper-label = seat { $seat } on paper
wizard-paper-means = On paper: the player keeps a paper sheet; Trailpad tracks the table's bonus cards and takes their total at the end.
players-damaged = The player list could not be read ({ $reason }); it is kept as { $moved } and a new list is started. No game is lost: every game keeps its names.
players-damaged-partly = Part of the player list could not be used ({ $reason }); the file as it was is kept as { $moved }, and the other { $kept } players stay in the list.
players-damaged-left = The player list { $path } could not be read ({ $reason }) and could not be moved aside; it is left as it is, and this session's players will not be saved.
players-save-failed = could not save the player list: { $reason }
players-open = Players
players-back = Back to the history
players-heading = Players
players-about = Everyone who played here. Renaming a player renames them in every game and statistic; the games themselves keep the names as they were typed.
players-none = No players yet: they join the list when a game starts.
players-games = { $count ->
    [one] 1 finished game
   *[other] { $count } finished games
}
players-also = also played as { $names }
players-rename = Rename
players-rename-label = Rename { $name }
players-new-name-label = New name for { $name }
players-rename-save = Save
players-cancel = Cancel
players-cancel-rename-label = Cancel renaming { $name }
players-cancel-merge-label = Cancel merging { $name }
players-merge = Merge into…
players-merge-label = Merge { $name } into another player
players-merge-into = Merge { $name } into:
players-merge-warning = Every game of { $name } will count for { $kept }, and { $name } leaves the list. "Undo" at the top gives them back.
players-merge-confirm = Merge { $name }
players-error-unknown = this player is no longer in the list
players-error-blank = a name needs a visible letter
players-error-taken = another player is already called { $name }: merge the two instead
players-error-too-long = the new name is { $chars } characters long; a name has at most { $max }
players-error-unprintable = the new name holds an invisible or control character ({ $code }) at character { $position }
players-undo = Undo
players-undo-label = Undo: { $change }
players-undo-rename = rename { $from } to { $to }
players-undo-merge = merge { $gone } into { $kept }
players-undone = Undone: { $change }.
players-error-played-each-other = { $first } and { $second } played each other ({ $game }): they are two people
players-error-nothing-to-undo = there is no rename or merge to undo
players-error-undo-blocked = this cannot be undone: { $name } is taken since
players-error-same = a player cannot be merged into themselves
players-merge-played-each-other = { $name } and { $kept } played each other: they are two people
players-merge-pick-label = Merge { $name } into { $kept }
## --- branch final: a game's end (place, note, Play again, BG Stats), Export history ---
end-place = Place
end-place-hint = where you played
end-note = Note
end-place-prompt = Place:
end-note-prompt = Note:
end-note-hint = a word about this game
end-place-too-long = The place is { $chars } characters long; at most { $max } are kept. Shorten it to keep it: it stays here as typed.
end-note-too-long = The note is { $chars } characters long; at most { $max } are kept. Shorten it to keep it: it stays here as typed.
end-place-shown = Place: { $text }
end-note-shown = Note: { $text }
end-play-again = Play again
end-play-again-hint = The same game with the same players; this one stays in the history.
end-again-tucana = Play again on { $island }, with a new set-up card. Good luck!
end-again-new-york = Play again: a new game of { $game } with the same players and taxis.
end-again-any = Play again: a new game of { $game } with the same players.
history-export-csv = Export history…
history-export-csv-hint = Every finished game as a spreadsheet (CSV), one row per player per game.
file-export-csv = Export the history as a spreadsheet (CSV)
history-export-empty = No finished game yet: nothing to export.
history-export-failed = The history could not be exported: { $reason }
## --- branch hint: the Hint button, the coach's box and "coach for" ---
coach-hint-button = Hint (H)
coach-hint-hover = The coach ranks the trails this sheet may draw now by the total they can lead to.
coach-thinking = The coach is weighing the trails…
coach-best-three = The coach's best three: tap one to pick it.
coach-none-over = The game is over: there is no trail left to weigh.
coach-none-no-cards = Reveal the next two cards first.
coach-none-reshuffle = Make the solo reshuffle of the blue cards first, then reveal the next two cards.
coach-none-nothing = This sheet has no trail to draw this turn.
coach-idle = The coach can show the best three trails.
coach-idle-wait = Hints come when this sheet has a trail to draw.
coach-trail = { $from } – { $to }
coach-suggestion-label = Suggestion { $rank }: { $trail }; { $why }
coach-mark-label = Hint { $rank } on the map: { $from } – { $to }
coach-picked = Suggestion { $rank }: { $from } is picked; tap { $to } (or press Enter) to draw the trail.
wizard-coach-for = Coach for
wizard-coach-nobody = nobody
wizard-coach-solo = solo only
wizard-coach-seats = these seats
wizard-coach-hint = The coach gives hints during play (Hint button, key H) only to the sheets chosen here; a game where a hint was used says "coached" in the history.
wizard-coach-chip = Coach for { $name }

## --- branch phonehint: the Hint button on a coached seat's phone ---
phone-coach-hint = Hint
phone-coach-draw = Draw { $trail }
phone-coach-not-coached = The coach is not on for { $name } at this table: hints are only for the sheets chosen in "Coach for" when the game was set up.
phone-coach-again = The game moved on while the coach was weighing the trails: tap Hint again.
## --- branch tablenames: paper seats named in table mode, Play again at the table ---
table-on-paper = on paper
host-seat-paper = { $name }: on paper
host-paper-hint = Keeps a paper sheet: mark the bonus cards { $name } takes under “Sheets here”, and type the total at the end.
## --- branch review (session 9): trails named by places, "coached" in the game viewer ---
review-bonus-trail = bonus trail { $trail }
viewer-coached = Coached: { $seats }
viewer-coached-seat = { $name } ({ $count ->
    [one] a hint in one turn
   *[other] hints in { $count } turns
})
bgstats-missing-named = Type the totals of the sheets kept on paper first: { $names }.
host-seat-finished = { $name }: the game is over

## --- branch nytable: New York at the table ---
ny-table-taxis-left = { $count ->
    [one] 1 taxi left
   *[other] { $count } taxis left
}
ny-table-deck = { $count ->
    [0] no Destination Tickets left in the deck
    [one] 1 Destination Ticket in the deck
   *[other] { $count } Destination Tickets in the deck
}
ny-table-prompt-first-tickets = Enter the two Destination Tickets you were dealt, then keep one or both.
ny-table-prompt-claim = Tap a route on the map when you claim it. Drew Destination Tickets? Enter them below.
ny-table-prompt-last-turn = Last round: play your last turn, then tap “I played my last turn”.
ny-table-waiting-last = Last round: waiting for { $names } to play their last turn.
ny-table-your-tickets = Your Destination Tickets
ny-table-private = Only you see your tickets, until the end of the game.
ny-table-no-tickets = No ticket kept yet.
ny-table-enter-tickets = Enter tickets drawn
ny-table-draw-help = Pick the tickets you drew, then tick those you keep (at least one; the last ticket of the deck must be kept). A kept ticket cannot be discarded.
ny-table-keep = keep
ny-table-confirm-tickets = Keep the ticked tickets
ny-table-cancel = Cancel
ny-table-last-turn = I played my last turn
ny-table-last-turn-done = last turn played
ny-table-claim = Claim
ny-table-take-back = Take back
ny-table-not-yours = this route is another player's: only they can take it back
ny-table-done-already = you have already played your last turn
ny-table-deck-empty = the deck has no Destination Tickets left
ny-table-draw-count = { $count ->
    [one] the deck holds 1 ticket: enter that one, and keep it
   *[other] enter the { $count } tickets you drew
}
ny-table-ticket-twice = a ticket is entered twice
ny-table-ticket-yours = you already keep one of these tickets
ny-table-keep-one = keep at least one of the tickets you drew
ny-table-kept-not-drawn = a ticket you keep must be one you drew
ny-table-not-in-deck = a ticket you keep is not in the deck: check the cards you drew
ny-table-tickets-held = { $count ->
    [one] 1 ticket
   *[other] { $count } tickets
}
ny-table-route-label = { $route }: { $spaces ->
    [one] 1 space
   *[other] { $spaces } spaces
}, { $points ->
    [one] 1 point
   *[other] { $points } points
}
