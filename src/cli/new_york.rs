//! `score`, `check` and `png` for *Ticket to Ride: New York* records: what
//! the commands written once in `cli` need from this game.

use super::{PngArgs, RecordGame};
use crate::games::NEW_YORK_GAME;
use crate::games::new_york::{Game, NewYorkRecord, NewYorkRecordError, PlayerScore, Scores};
use crate::i18n::new_york::PadRow;
use crate::i18n::{Language, Translator};
use crate::picture::{PngOptions, new_york_png};
use crate::text::from_file;
use anyhow::{Context, anyhow};
use serde::Serialize;
use std::fmt::Write as _;
use std::path::Path;

/// Ticket to Ride: New York on the command line.
pub(super) struct NewYork;

impl super::CliGame for crate::games::new_york::Game {
    type Printer<'a> = NewYork;
    fn printer(_cli: &super::Cli) -> NewYork {
        NewYork
    }
    fn serve_table(
        _cli: &super::Cli,
        args: &super::table::TableArgs,
        language: crate::i18n::Language,
        record: NewYorkRecord,
    ) -> anyhow::Result<u8> {
        let log = crate::games::new_york::NewYorkLog::start(crate::games::new_york::NewYorkMap::builtin(), record)
            .map_err(|e| anyhow::anyhow!("{}: {e}", args.record.display()))?;
        super::table::run_new_york(args, language, log)
    }
}

impl RecordGame for NewYork {
    type Record = NewYorkRecord;
    type Played = (NewYorkRecord, Box<Game>);

    fn replay(&self, record: NewYorkRecord, path: &Path) -> anyhow::Result<Result<Self::Played, String>> {
        match record.replay() {
            Ok(game) => Ok(Ok((record, Box::new(game)))),
            Err(NewYorkRecordError::Illegal { index, refusal, .. }) => {
                // The game just before the action names players and routes.
                let mut before = record.clone();
                before.actions.truncate(index.saturating_sub(1));
                let words = match before.replay() {
                    Ok(game) => Translator::new(Language::English).new_york_refusal(&game, &refusal),
                    Err(_) => refusal.to_string(),
                };
                Ok(Err(format!("action {index}: {words}")))
            }
            Err(e) => Err(anyhow!("{}: {e}", path.display())),
        }
    }

    fn check_line(&self, (record, game): &Self::Played) -> String {
        let n = record.actions.len();
        format!(
            "ok: {}, {} players, {n} action{}, {}\n",
            from_file(game.map().name()),
            game.player_count(),
            if n == 1 { "" } else { "s" },
            taxis_text(game)
        )
    }

    fn score_text(&self, (_, game): &Self::Played) -> String {
        score_text(game, &game.scores())
    }

    fn score_json(&self, (_, game): &Self::Played) -> anyhow::Result<String> {
        serde_json::to_string_pretty(&json_score(game, &game.scores())).context("cannot write JSON")
    }

    /// The picture shows the whole table (map and every player's pad
    /// column), so `--seat` has nothing to choose and is refused rather
    /// than silently ignored.
    fn png_options(&self, args: &PngArgs<'_>) -> anyhow::Result<()> {
        match args.seat {
            Some(seat) => Err(anyhow!(
                "{}: --seat {seat} is for Trails of Tucana sheets; the picture of a New York game shows \
                 the whole table (every player's routes and pad column): leave --seat out",
                args.record.display()
            )),
            None => Ok(()),
        }
    }

    fn png(
        &self,
        (_, game): Self::Played,
        _: &PngArgs<'_>,
        options: &PngOptions,
    ) -> anyhow::Result<(Vec<u8>, String)> {
        // Ended by the players, or (a record written without the end) with a
        // player down to their last taxis: final scores, as `score` says.
        let finished = game.is_over() || game.is_last_round();
        let mut game = game;
        if finished && !game.is_over() {
            // Drawn as ended, so the pad names the winner as `score` does.
            let _ = game.apply(&crate::games::new_york::Action::Finish);
        }
        let bytes = new_york_png(&game, finished, options)?;
        let names: Vec<String> = game.player_numbers().map(|p| shown_name(&game, p)).collect();
        let drawn = format!(
            "the New York table of {}, {}",
            names.join(", "),
            if finished { "final scores" } else { "in progress" }
        );
        Ok((bytes, drawn))
    }
}

/// "taxis left: Ann 5, Bob 2 (last round)".
fn taxis_text(game: &Game) -> String {
    let left: Vec<String> = game
        .player_numbers()
        .filter_map(|p| game.player(p).map(|pl| format!("{} {}", from_file(&pl.name), game.taxis_left(p))))
        .collect();
    let round = if game.is_last_round() { " (last round)" } else { "" };
    let over = if game.is_over() { "; the game is over" } else { "" };
    format!("taxis left: {}{round}{over}", left.join(", "))
}

/// A player's name as read from the record (for JSON).
fn name(game: &Game, player: u8) -> String {
    game.player(player).map_or_else(|| format!("player {player}"), |p| p.name.clone())
}

/// A player's name as printed among Trailpad's words.
fn shown_name(game: &Game, player: u8) -> String {
    from_file(&name(game, player))
}

fn score_text(game: &Game, scores: &Scores) -> String {
    let t = Translator::new(Language::English);
    let map = game.map();
    let mut out = String::new();
    let _ = writeln!(out, "{}, {} players: {}", from_file(map.name()), game.player_count(), taxis_text(game));
    for s in &scores.players {
        let colour = game.player(s.player).map_or("", |p| p.colour.key());
        let _ = writeln!(out);
        let _ = writeln!(out, "{} ({colour})", shown_name(game, s.player));
        let routes: Vec<String> = s.claimed.iter().map(|r| t.new_york_route(map, *r)).collect();
        let _ = writeln!(
            out,
            "  routes claimed:  {}",
            if routes.is_empty() { "none".into() } else { routes.join(", ") }
        );
        for ts in &s.ticket_status {
            let state = if ts.completed {
                t.text("ny-ticket-completed")
            } else {
                t.new_york_missing(ts.missing_spaces)
            };
            let _ = writeln!(out, "  ticket:          {}: {state}", t.new_york_ticket(map, ts.ticket));
        }
        let touched: Vec<&str> =
            s.attractions_touched.iter().map(|l| map.location(*l).name.as_str()).collect();
        let _ = writeln!(
            out,
            "  attractions:     {}",
            if touched.is_empty() { "none".into() } else { touched.join(", ") }
        );
        let rows: [(PadRow, i64); 5] = [
            (PadRow::Routes, i64::from(s.routes)),
            (PadRow::Tickets, i64::from(s.tickets)),
            (PadRow::Attractions, i64::from(s.attractions)),
            (PadRow::Total, i64::from(s.total)),
            (PadRow::TaxisLeft, i64::from(s.taxis_left)),
        ];
        for (row, value) in rows {
            let _ = writeln!(out, "    {:<22}{value:>5}", t.new_york_pad_row(row));
        }
    }
    let _ = writeln!(out);
    let winners: Vec<String> = scores.winners.iter().map(|w| shown_name(game, *w)).collect();
    // Ended by the players, or with someone down to 2 taxis: a result.
    if !game.is_over() && !game.is_last_round() {
        let _ = writeln!(
            out,
            "Leading (nobody is down to 2 taxis yet, so the game is not over): {}",
            winners.join(", ")
        );
    } else if winners.len() == 1 {
        let _ = writeln!(out, "Winner: {}", winners[0]);
    } else {
        let _ = writeln!(out, "Shared victory: {}", winners.join(", "));
    }
    if tie_broken(scores) {
        let _ = writeln!(out, "{}.", crate::i18n::capitalise(&t.text("ny-tie-break")));
    }
    out
}

/// Whether the winners share their total with someone the tie-break put
/// behind.
fn tie_broken(scores: &Scores) -> bool {
    let Some(first) = scores.winners.first() else { return false };
    let best = scores.players.iter().find(|p| p.player == *first).map(|p| p.total);
    scores.players.iter().filter(|p| Some(p.total) == best).count() > scores.winners.len()
}

/// The `--json` output, keys in this order.
#[derive(Serialize)]
struct JsonScore {
    game: &'static str,
    players: Vec<JsonPlayer>,
    winners: Vec<String>,
    /// Whether the players ended the game (`Finish` in the record).
    finished: bool,
}

#[derive(Serialize)]
struct JsonPlayer {
    name: String,
    colour: &'static str,
    routes: u32,
    tickets: i32,
    attractions: u32,
    total: i32,
    completed: u32,
    failed: u32,
    taxis_left: u8,
    claimed: Vec<String>,
    tickets_held: Vec<String>,
}

fn json_score(game: &Game, scores: &Scores) -> JsonScore {
    JsonScore {
        game: NEW_YORK_GAME,
        players: scores.players.iter().map(|s| json_player(game, s)).collect(),
        winners: scores.winners.iter().map(|w| name(game, *w)).collect(),
        finished: game.is_over(),
    }
}

fn json_player(game: &Game, s: &PlayerScore) -> JsonPlayer {
    let map = game.map();
    JsonPlayer {
        name: name(game, s.player),
        colour: game.player(s.player).map_or("", |p| p.colour.key()),
        routes: s.routes,
        tickets: s.tickets,
        attractions: s.attractions,
        total: s.total,
        completed: s.completed,
        failed: s.failed,
        taxis_left: s.taxis_left,
        claimed: s.claimed.iter().map(|r| map.route(*r).key.clone()).collect(),
        tickets_held: s.ticket_status.iter().map(|t| map.ticket(t.ticket).key.clone()).collect(),
    }
}
