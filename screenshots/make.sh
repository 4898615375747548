#!/bin/bash
# Makes the screenshots in this folder: runs the app under a virtual X
# display with a scripted demo game (TRAILPAD_DEMO) and grabs the screen.
#
#   apt-get install -y xvfb x11-apps xdotool imagemagick
#   cargo build --release
#   bash screenshots/make.sh
#
# TRAILPAD_BIN picks another binary (default: target/release/trailpad, which
# opens the desktop app when run with no sub-command).
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${TRAILPAD_BIN:-target/release/trailpad}
WAIT=${WAIT:-6}
shot() {
    TRAILPAD_DEMO=$1 xvfb-run -a -s "-screen 0 1280x800x24" bash -c "
        '$BIN' & pid=\$!
        sleep $WAIT
        xdotool mousemove 1279 799
        sleep 1
        xwd -root -silent | convert xwd:- png:screenshots/$2
        kill \$pid"
    echo "screenshots/$2"
}
shot petit-midgame isla-petit-midgame.png
shot grande-bonus isla-grande-bonus-trail.png
shot final-4 final-scores-4-players.png
# The exported sheet needs no display: the app's own `png` sub-command.
"$BIN" png examples/four-player-isla-grande-real-cards.ron --seat 2 -o screenshots/export-sample.png
