//! `score`, `check` and `png` for a game without a printer of its own,
//! written once over [`Rules`]: its players' totals, who wins, whether it
//! is over. A game whose commands say more (Tucana's boxes, New York's
//! pad) writes its own printer in `cli/<game>.rs`.

use super::{PngArgs, RecordGame};
use crate::games::{Record, Rules};
use crate::picture::PngOptions;
use crate::text::from_file;
use anyhow::{Context, anyhow};
use serde::Serialize;
use std::fmt::Write as _;
use std::marker::PhantomData;
use std::path::Path;

/// The printer of game `G`'s standings.
pub struct Standings<G>(PhantomData<G>);

impl<G> Default for Standings<G> {
    fn default() -> Standings<G> {
        Standings::new()
    }
}

impl<G> Standings<G> {
    /// The printer.
    pub fn new() -> Standings<G> {
        Standings(PhantomData)
    }
}

/// `score --json`'s object: the game, each player's total, the winners.
#[derive(Serialize)]
struct JsonStandings {
    game: &'static str,
    over: bool,
    players: Vec<JsonPlayer>,
    winners: Vec<u8>,
}

/// One player of [`JsonStandings`].
#[derive(Serialize)]
struct JsonPlayer {
    seat: u8,
    name: String,
    total: i64,
}

impl<G: Rules> RecordGame for Standings<G> {
    type Record = G::Record;
    type Played = (G::Record, G);

    fn replay(&self, record: G::Record, path: &Path) -> anyhow::Result<Result<Self::Played, String>> {
        // Its board: every board a game has is built in or installed.
        let library = crate::games::tucana::sheet::library::SheetLibrary::default();
        match record.replay_in(&crate::games::Boards { islands: &library }) {
            Ok(game) => Ok(Ok((record, game))),
            Err(e) => Err(anyhow!("{}: {}", path.display(), from_file(&e.to_string()))),
        }
    }

    fn check_line(&self, (record, game): &Self::Played) -> String {
        let n = record.actions().len();
        let players = game.totals().len();
        let state = if game.is_over() { "over" } else { "under way" };
        format!("ok: {}, {players} players, {n} action{}, {state}\n", G::TITLE, if n == 1 { "" } else { "s" })
    }

    fn score_text(&self, (_, game): &Self::Played) -> String {
        let winners = game.winners();
        let mut out = String::new();
        for total in game.totals() {
            let mark = if winners.contains(&total.seat) { "  (wins)" } else { "" };
            let _ = writeln!(out, "{}. {}: {}{mark}", total.seat, from_file(&total.name), total.total);
        }
        out
    }

    fn score_json(&self, (_, game): &Self::Played) -> anyhow::Result<String> {
        let json = JsonStandings {
            game: G::RECORD_ID,
            over: game.is_over(),
            players: game
                .totals()
                .into_iter()
                .map(|t| JsonPlayer { seat: t.seat, name: t.name, total: t.total })
                .collect(),
            winners: game.winners(),
        };
        serde_json::to_string_pretty(&json).context("cannot write JSON")
    }

    /// A game without a printer of its own has no picture.
    fn png_options(&self, args: &PngArgs<'_>) -> anyhow::Result<()> {
        Err(anyhow!("{}: {} has no picture", args.record.display(), G::TITLE))
    }

    fn png(
        &self,
        _played: Self::Played,
        args: &PngArgs<'_>,
        _options: &PngOptions,
    ) -> anyhow::Result<(Vec<u8>, String)> {
        Err(anyhow!("{}: {} has no picture", args.record.display(), G::TITLE))
    }
}
