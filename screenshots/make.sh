#!/bin/bash
# Makes the screenshots in this folder: runs the app under a virtual X
# display with a scripted demo game (TRAILPAD_DEMO) and grabs the screen.
#
#   apt-get install -y xvfb x11-apps xdotool imagemagick
#   cargo build --release
#   bash screenshots/make.sh
#
# TRAILPAD_BIN picks another binary (default: target/release/trailpad, which
# opens the desktop app when run with no sub-command). Each shot sets its
# language with TRAILPAD_LANG, so the machine's locale changes nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${TRAILPAD_BIN:-target/release/trailpad}
WAIT=${WAIT:-6}
# shot DEMO FILE LANG [KEYS]: KEYS (xdotool key names) are typed before the
# grab, e.g. to show the keyboard cursor and a picked hex.
shot() {
    TRAILPAD_DEMO=$1 TRAILPAD_LANG=$3 xvfb-run -a -s "-screen 0 1280x800x24" bash -c "
        '$BIN' & pid=\$!
        sleep $WAIT
        xdotool mousemove 1279 799
        if [ -n '${4:-}' ]; then
            xdotool search --sync --name Trailpad windowfocus --sync
            xdotool key --delay 300 ${4:-}
        fi
        sleep 1
        xwd -root -silent | convert xwd:- png:screenshots/$2
        kill \$pid"
    echo "screenshots/$2"
}
shot petit-midgame isla-petit-midgame.png en "Down Right Right Return Up"
shot grande-bonus isla-grande-bonus-trail.png en
shot final-4 final-scores-4-players.png en
shot final-4-bgstats bgstats-final-scores.png en
shot petit-midgame play-fr.png fr
# The coach's hint (issue 20): Alice is coached; H asks for the best three.
shot grande-hint hint-isla-grande.png en "h"
shot petit-midgame play-ru.png ru
# The review of a finished solo game (computed on its own thread first).
WAIT=$((WAIT + 6)) shot review-petit review-isla-petit.png en
# The same at 800×600, "Search longer" clicked: its spinner and Stop while
# the longer search runs, in the smallest window.
TRAILPAD_DEMO=review-petit TRAILPAD_LANG=en xvfb-run -a -s "-screen 0 800x600x24" bash -c "
    '$BIN' & pid=\$!
    sleep $((WAIT + 8))
    xdotool mousemove 61 110 click 1; sleep 3
    xdotool mousemove 799 599; sleep 1
    xwd -root -silent | convert xwd:- png:screenshots/review-searching-longer-800x600.png
    kill \$pid"
echo screenshots/review-searching-longer-800x600.png
# shot_sized W H DEMO FILE LANG: the same on a screen (and window) of W×H,
# to show the layout holds at the smallest supported window and on a
# portrait tablet.
shot_sized() {
    TRAILPAD_DEMO=$3 TRAILPAD_LANG=$5 xvfb-run -a -s "-screen 0 ${1}x${2}x24" bash -c "
        '$BIN' & pid=\$!
        sleep $WAIT
        wid=\$(xdotool search --sync --name Trailpad | head -1)
        xdotool windowsize \$wid $1 $2 windowmove \$wid 0 0
        sleep 2
        xdotool mousemove $(($1 - 1)) $(($2 - 1))
        sleep 1
        xwd -root -silent | convert xwd:- png:screenshots/$4
        kill \$pid"
    echo "screenshots/$4"
}
# Table mode's host screen: Game menu, then "Play with phones…". The
# committed table-host.png (and table-host-new-york.png, Chloé) also shows a
# phone joined: with the window open, Alice's page's event stream was opened
# by hand on the link the screen shows (curl -N 'http://ADDR:PORT/api/seat/1/
# events?key=KEY'), in a network namespace of its own (unshare -n) whose only
# address is 192.0.2.2 on its loopback.
TRAILPAD_DEMO=petit-midgame TRAILPAD_LANG=en TRAILPAD_DATA_DIR=$(mktemp -d) xvfb-run -a -s "-screen 0 1280x800x24" bash -c "
    '$BIN' & pid=\$!
    sleep $WAIT
    xdotool mousemove 35 14 click 1; sleep 1
    xdotool mousemove 80 159 click 1; sleep 2
    xdotool mousemove 1279 799; sleep 1
    xwd -root -silent | convert xwd:- png:screenshots/table-host.png
    xdotool mousemove 1035 14 click 1; sleep 2
    xdotool mousemove 1279 799; sleep 1
    xwd -root -silent | convert xwd:- png:screenshots/table-sheets-here.png
    kill \$pid"
echo screenshots/table-host.png screenshots/table-sheets-here.png
# New York's host screen: "Play with phones…" on its toolbar (issue 33):
# links, codes, taxis left and how many tickets each holds, never which.
TRAILPAD_DEMO=new-york-four TRAILPAD_LANG=en TRAILPAD_DATA_DIR=$(mktemp -d) xvfb-run -a -s "-screen 0 1280x800x24" bash -c "
    '$BIN' & pid=\$!
    sleep $WAIT
    xdotool mousemove 912 14 click 1; sleep 2
    xdotool mousemove 1279 799; sleep 1
    xwd -root -silent | convert xwd:- png:screenshots/table-host-new-york.png
    kill \$pid"
echo screenshots/table-host-new-york.png
shot_sized 800 600 petit-midgame small-window-800x600.png en
shot_sized 800 600 petit-midgame small-window-800x600-ru.png ru
shot_sized 800 1280 grande-bonus tablet-portrait-800x1280.png fr
shot_sized 800 600 final-4 final-scores-4-players-800x600-ru.png ru
# Issue 30's three former blockers at 800×600 in French: real cards after
# the first card (F), the history's bar, and a finished game's viewer (the
# history's third game: History and statistics, then its Open).
TRAILPAD_DEMO=petit-real-cards TRAILPAD_LANG=fr TRAILPAD_DATA_DIR=$(mktemp -d) xvfb-run -a -s "-screen 0 800x600x24" bash -c "
    '$BIN' & pid=\$!
    sleep $WAIT
    wid=\$(xdotool search --sync --name Trailpad | head -1)
    xdotool windowsize \$wid 800 600 windowmove \$wid 0 0; sleep 2
    xdotool search --sync --name Trailpad windowfocus --sync
    xdotool key f; sleep 2
    xdotool mousemove 799 599; sleep 1
    xwd -root -silent | convert xwd:- png:screenshots/real-cards-800x600-fr.png
    kill \$pid"
HISTORY=$(mktemp -d)
mkdir -p "$HISTORY/games" "$HISTORY/history"
cp examples/*.ron "$HISTORY/history/"
TRAILPAD_DATA_DIR=$HISTORY TRAILPAD_LANG=fr xvfb-run -a -s "-screen 0 800x600x24" bash -c "
    '$BIN' & pid=\$!
    sleep $WAIT
    wid=\$(xdotool search --sync --name Trailpad | head -1)
    xdotool windowsize \$wid 800 600 windowmove \$wid 0 0; sleep 2
    xdotool mousemove 98 110 click 1; sleep 3
    xdotool mousemove 799 599; sleep 1
    xwd -root -silent | convert xwd:- png:screenshots/history-800x600-fr.png
    xdotool mousemove 44 358 click 1; sleep 3
    xdotool mousemove 799 599; sleep 1
    xwd -root -silent | convert xwd:- png:screenshots/history-viewer-800x600-fr.png
    kill \$pid"
echo screenshots/real-cards-800x600-fr.png screenshots/history-800x600-fr.png screenshots/history-viewer-800x600-fr.png
# Simulated colour-blind views of the map (see README.md).
cargo run --quiet --example colour_blind -- screenshots/isla-petit-midgame.png screenshots/isla-grande-bonus-trail.png
# The start screen and the history, on a data folder of example games: the
# finished examples in the history, two of them cut short as unfinished games.
# shot_data FILE [X Y]: clicks at (X, Y) before the grab.
DATA=$(mktemp -d)
trap 'rm -rf "$DATA"' EXIT
mkdir -p "$DATA/games" "$DATA/history"
cp examples/*.ron "$DATA/history/"
cut_short() { # RECORD ACTIONS OUT: the record's first ACTIONS actions
    awk -v n="$2" '/^    actions: \[/ {print; inside=1; next}
        inside && count < n {print; count++; next}
        inside {print "    ],"; print ")"; exit}
        {print}' "$1" > "$3"
}
cut_short examples/four-player-isla-grande-real-cards.ron 40 "$DATA/games/game-1764100000.ron"
cut_short examples/two-player-isla-petit.ron 12 "$DATA/games/game-1764000000.ron"
touch -d "2 hours ago" "$DATA/games/game-1764000000.ron"
# New York: the two-player example under way, the four-player one ended by
# its players (a Finish entry after its last claim).
cp examples/new-york/two-player.ron "$DATA/games/game-1764200000.ron"
awk '/^    \],/ && !done {print "        Finish,"; done=1} {print}' examples/new-york/four-player.ron \
    > "$DATA/history/game-1764300000.ron"
shot_data() {
    TRAILPAD_DATA_DIR=$DATA TRAILPAD_LANG=en xvfb-run -a -s "-screen 0 1280x800x24" bash -c "
        '$BIN' & pid=\$!
        sleep $WAIT
        if [ -n '${2:-}' ]; then xdotool mousemove ${2:-} ${3:-} click 1; sleep 1; fi
        xdotool mousemove 1279 799
        sleep 1
        xwd -root -silent | convert xwd:- png:screenshots/$1
        kill \$pid"
    echo "screenshots/$1"
}
shot_data start-screen.png
shot_data history.png 84 417
# The exported sheet needs no display: the app's own `png` sub-command.
"$BIN" png examples/four-player-isla-grande-real-cards.ron --seat 2 -o screenshots/export-sample.png
"$BIN" png examples/new-york/four-player.ron -o screenshots/new-york-export.png
# Ticket to Ride: New York, mid-game (a ticket's missing routes shown) and
# in the last round with the pad's winner.
shot new-york-midgame new-york-midgame.png en
shot new-york-final new-york-final.png en
# The same mid-game in French and Russian, with the map's keyboard cursor
# walked onto a route (arrows between locations, Shift+arrow between the
# routes leaving one).
shot new-york-midgame new-york-fr.png fr "Right Right Up shift+Right shift+Right"
shot new-york-midgame new-york-ru.png ru "Right Right Up shift+Right shift+Right"
# New York with four players at the smallest supported window (every
# player's column of the pad in view, the map at its readable scale), and
# a four-player game ended by its players.
shot_sized 800 600 new-york-four new-york-4-players-800x600.png en
shot new-york-four-final new-york-ended.png en
# "Log in BG Stats" on the ended New York game of the history: History, the
# game's Open, then the viewer's "Log in BG Stats".
TRAILPAD_DATA_DIR=$DATA TRAILPAD_LANG=en xvfb-run -a -s "-screen 0 1280x800x24" bash -c "
    '$BIN' & pid=\$!
    sleep $WAIT
    xdotool mousemove 84 287 click 1; sleep 1
    xdotool mousemove 41 681 click 1; sleep 2
    xdotool mousemove 626 14 click 1; sleep 2
    xdotool mousemove 1279 799; sleep 1
    xwd -root -silent | convert xwd:- png:screenshots/bgstats-log.png
    kill \$pid"
echo screenshots/bgstats-log.png
# The history's charts (issue 20): History, then its "Charts": each
# player's totals per island and for New York, with the average line.
TRAILPAD_DATA_DIR=$DATA TRAILPAD_LANG=en xvfb-run -a -s "-screen 0 1280x800x24" bash -c "
    '$BIN' & pid=\$!
    sleep $WAIT
    xdotool mousemove 84 287 click 1; sleep 1
    xdotool mousemove 568 14 click 1; sleep 2
    xdotool mousemove 1279 799; sleep 1
    xwd -root -silent | convert xwd:- png:screenshots/history-charts.png
    kill \$pid"
echo screenshots/history-charts.png
# phone_shot TEST SHOT FILE: runs the real-browser test TEST (chromium and
# chromium-driver; the page is the one compiled into every build), which
# saves the phone's screen as SHOT, and keeps it at 390×844 as FILE.
phone_shot() {
    PHONE_SHOTS=$(mktemp -d)
    TRAILPAD_BROWSER_SHOT=$PHONE_SHOTS cargo test --quiet --test it "table_browser::$1" -- --exact
    convert "$PHONE_SHOTS/$2" -resize 390x844 png:screenshots/$3
    rm -rf "$PHONE_SHOTS"
    echo screenshots/$3
}
# A phone's end screen (issue 17): the whole table's ranking and "Log in
# BG Stats".
phone_shot a_phone_shows_the_final_ranking_and_log_in_bg_stats_at_the_end phone-end.png table-phone-end.png
# A coached seat's phone with the coach's hint (issue 20): the best three
# numbered on the map and listed, the first picked with its Draw button.
phone_shot a_coached_phone_shows_the_hint_button_and_three_numbered_suggestions phone-hint.png \
    table-phone-hint.png
# New York at the table (issue 33): Ann's phone with her own tickets live
# (one completed, one "7 spaces still to claim"), and the final reveal.
PHONE_SHOTS=$(mktemp -d)
TRAILPAD_BROWSER_SHOT=$PHONE_SHOTS cargo test --quiet --test it \
    table_browser_new_york::four_phones_play_new_york_to_the_end_in_a_browser -- --exact
convert "$PHONE_SHOTS/ny-phone-tickets.png" -resize 390x844 png:screenshots/table-phone-new-york-tickets.png
convert "$PHONE_SHOTS/ny-phone-end.png" -resize 390x844 png:screenshots/table-phone-new-york-end.png
rm -rf "$PHONE_SHOTS"
echo screenshots/table-phone-new-york-tickets.png screenshots/table-phone-new-york-end.png
# players-merge-800x600-fr.png (issue 30's third blocker, fixed) was taken by
# hand at 800x600 in French: a data folder whose history/ holds
# examples/two-player-isla-petit.ron, examples/eight-player-isla-grande.ron
# and examples/solo-isla-petit.ron with Alice renamed Ali; History, Joueurs,
# Bob's "Fusionner avec…", the pointer on the greyed-out Alice.
