# Tally, the test game: its own words, beside its rules.
game-title-trailpad-test-tally = Tally
tally-players = Players (one a line)
tally-points = Points
tally-add = Add
tally-add-label = Add points for { $name }
tally-end = End the game
tally-leave = Back to the start
tally-scored = { $name }: { $total }
tally-ended = The game is over.
tally-over = Final scores
