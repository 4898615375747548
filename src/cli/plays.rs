//! `trailpad log-play` and `trailpad history`: a finished game (either
//! game, through the one reader and the one play of [`crate::export::plays`])
//! as a BG Stats link, its QR code, its JSON or its spreadsheet rows; the
//! whole history as a spreadsheet. Every text goes through the one
//! printer ([`super::emit`]).

use super::{Cli, emit, library, read_text};
use crate::export::bgstats::{BgStatsPlay, bgstats_play};
use crate::export::history_csv::{LineEnd, history_csv};
use crate::export::plays::{Play, play_of_record, plays_of};
use crate::games::{Boards, read_record};
use crate::i18n::{Language, Translator};
use crate::text::Printed;
use anyhow::anyhow;
use std::path::PathBuf;

/// The arguments of `log-play`.
#[derive(Debug, clap::Args)]
pub struct LogPlayArgs {
    /// The game record (.ron) of a finished game.
    pub record: PathBuf,
    /// What to print: the BG Stats link, the spreadsheet rows (with their
    /// header), or the BG Stats play as JSON.
    #[arg(long, value_enum, default_value_t = PlayFormat::Bgstats)]
    pub format: PlayFormat,
    /// Also draw the BG Stats link as a QR code in the terminal, to scan
    /// with the phone that has BG Stats.
    #[arg(long)]
    pub qr: bool,
}

/// What `log-play` prints.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum PlayFormat {
    /// The `createPlay` link that opens BG Stats with the play filled in.
    Bgstats,
    /// The rows of the history's spreadsheet for this game.
    Csv,
    /// The BG Stats play as JSON.
    Json,
}

/// The arguments of `history`.
#[derive(Debug, clap::Args)]
pub struct HistoryArgs {
    /// Print every finished game of the data folder as a spreadsheet
    /// (CSV, one row per player per game); without it, one line per game.
    #[arg(long)]
    pub csv: bool,
}

/// A paper sheet's name in the command line's words (English).
fn paper_name(seat: u8) -> String {
    Translator::new(Language::English).format("summary-paper-seat", &[("seat", i64::from(seat).into())])
}

/// `trailpad log-play`.
pub fn log_play(cli: &Cli, args: &LogPlayArgs) -> anyhow::Result<u8> {
    let path = &args.record;
    let text = read_text(path, crate::store::MAX_RECORD_BYTES)?;
    let record = read_record(&text).map_err(|e| anyhow!("{}: {e}", path.display()))?;
    let islands = library(cli);
    let mut play = play_of_record(record, &Boards { islands: &islands })
        .map_err(|e| anyhow!("{}: {e}", path.display()))?;
    // A record from before Trailpad kept the date: when its file was written.
    play.played_at = play.played_at.or_else(|| crate::store::modified_secs(path));
    let bg = || -> anyhow::Result<BgStatsPlay> {
        bgstats_play(&play, paper_name).map_err(|e| anyhow!("{}: {e}", path.display()))
    };
    match args.format {
        // The link is ASCII (percent-encoded) and longer than the printer's
        // line cap, which would cut it: printed whole, as JSON is (the same
        // escapes, none of which an encoded link has).
        PlayFormat::Bgstats => emit(&format!("{}\n", bg()?.link()), Printed::Json)?,
        PlayFormat::Json => {
            let json = serde_json::to_string_pretty(&bg()?)?;
            emit(&format!("{json}\n"), Printed::Json)?;
        }
        PlayFormat::Csv => {
            if !play.over {
                return Err(anyhow!("{}: the game is not over yet", path.display()));
            }
            emit(&history_csv([&play], &paper_name, LineEnd::Lf)?, Printed::Lines)?;
        }
    }
    if args.qr {
        emit(&qr_text(&bg()?.link())?, Printed::Lines)?;
    }
    Ok(super::EXIT_OK)
}

/// A QR code of `link` in the terminal: two rows of modules per line
/// (half blocks), with the quiet zone around it.
fn qr_text(link: &str) -> anyhow::Result<String> {
    let code = qrcode::QrCode::with_error_correction_level(link, qrcode::EcLevel::L).map_err(|_| {
        anyhow!("the link ({} characters) is too long for a QR code; copy the link instead", link.len())
    })?;
    Ok(code
        .render::<qrcode::render::unicode::Dense1x2>()
        .dark_color(qrcode::render::unicode::Dense1x2::Light)
        .light_color(qrcode::render::unicode::Dense1x2::Dark)
        .build()
        + "\n")
}

/// `trailpad history`.
pub fn history(cli: &Cli, args: &HistoryArgs) -> anyhow::Result<u8> {
    let dir =
        crate::store::DataDir::default_location().ok_or_else(|| anyhow!("no data folder on this system"))?;
    let islands = library(cli);
    let listed = crate::store::GameStore::new(dir).finished_games_read_only(&islands);
    let plays: Vec<Play> = plays_of(listed.records(), &Boards { islands: &islands });
    if args.csv {
        emit(&history_csv(&plays, &paper_name, LineEnd::Lf)?, Printed::Lines)?;
        return Ok(super::EXIT_OK);
    }
    let mut out = String::new();
    for play in &plays {
        let date = play.played_at.map(|s| crate::games::date::utc_text(s, ' ')).unwrap_or_default();
        let seats: Vec<String> = play
            .seats
            .iter()
            .map(|s| {
                let name = s.name.clone().unwrap_or_else(|| paper_name(s.seat));
                let total = s.total.map_or_else(|| "?".to_string(), |t| t.to_string());
                format!("{} {total}", crate::text::from_file(&name))
            })
            .collect();
        out.push_str(&format!(
            "{date}  {}  {}  {}\n",
            play.kind.title(),
            crate::text::from_file(&play.facts.board),
            seats.join(", ")
        ));
    }
    emit(&out, Printed::Lines)?;
    Ok(super::EXIT_OK)
}
