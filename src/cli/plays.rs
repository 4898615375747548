//! `trailpad log-play` and `trailpad history`: a finished game (either
//! game, through the one reader and the one play of [`crate::export::plays`])
//! as a BG Stats link, its QR code, its JSON or its spreadsheet rows; the
//! whole history as a spreadsheet. Every text goes through the one
//! printer ([`super::emit`]).

use super::{Cli, emit, library, read_text, say};
use crate::export::bgstats::{BgStatsPlay, bgstats_play_for};
use crate::export::history_csv::history_csv;
use crate::export::plays::{Play, play_of_record};
use crate::games::players::PlayerList;
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

/// The player list of the data folder, read as the app keeps it and left
/// unchanged (the app may hold the folder): the same names and the same
/// ids as the app's. A list that cannot be used whole is said on stderr;
/// no data folder is an empty list.
pub(super) fn people() -> PlayerList {
    let Some(dir) = crate::store::DataDir::default_location() else { return PlayerList::default() };
    let path = dir.players();
    let (list, problem) = crate::store::read_players(&path);
    if let Some(problem) = problem {
        say(&format!(
            "warning: {}: {problem}; the app will keep it aside when it next opens",
            path.display()
        ));
    }
    list
}

/// Writes the spreadsheet to stdout as the app writes its file, byte for
/// byte (byte-order mark, CR LF): meant for a file (`> history.csv`). Its
/// cells hold no control or invisible character
/// ([`crate::export::history_csv::neutralised`]), so a terminal shows it
/// safely too.
fn write_csv(text: &str) -> anyhow::Result<()> {
    use anyhow::Context as _;
    use std::io::Write as _;
    let mut stdout = std::io::stdout().lock();
    match stdout.write_all(text.as_bytes()).and_then(|()| stdout.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(e).context("cannot write to stdout"),
        _ => Ok(()),
    }
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
    let people = people();
    let bg = || -> anyhow::Result<BgStatsPlay> {
        let sent =
            bgstats_play_for(&play, paper_name, &people).map_err(|e| anyhow!("{}: {e}", path.display()))?;
        if !sent.shortened.is_empty() {
            let parts: Vec<&str> = sent.shortened.iter().map(|p| p.words()).collect();
            say(&format!("note: to fit the link, {} were shortened", parts.join(", ")));
        }
        Ok(sent)
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
            write_csv(&history_csv([&play], &paper_name, &people)?)?;
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

/// `trailpad history`: every finished game of the data folder, read as
/// the app's history reads it (changing nothing), each game once, named
/// as the player list names its people. Files left out are counted on
/// stderr, each with why.
pub fn history(cli: &Cli, args: &HistoryArgs) -> anyhow::Result<u8> {
    let dir =
        crate::store::DataDir::default_location().ok_or_else(|| anyhow!("no data folder on this system"))?;
    let islands = library(cli);
    let listed = crate::store::GameStore::new(dir).finished_games_read_only(&islands);
    let boards = Boards { islands: &islands };
    let mut skipped: Vec<String> =
        listed.damaged.iter().map(|d| format!("{}: {}", d.original.display(), d.reason)).collect();
    let mut plays: Vec<Play> = Vec::new();
    for (record, written) in listed.records() {
        match play_of_record(record, &boards) {
            Ok(mut play) => {
                play.played_at = play.played_at.or(written);
                plays.push(play);
            }
            Err(e) => skipped.push(e.to_string()),
        }
    }
    plays.sort_by_key(|p| std::cmp::Reverse(p.played_at));
    // A record copied to a second file is one game.
    let mut seen = std::collections::HashSet::new();
    plays.retain(|p| seen.insert(p.id.clone()));
    if !skipped.is_empty() {
        say(&format!("warning: {} file(s) of the history were left out:", skipped.len()));
        for why in &skipped {
            say(&format!("  {why}"));
        }
    }
    let people = people();
    if args.csv {
        write_csv(&history_csv(&plays, &paper_name, &people)?)?;
        return Ok(super::EXIT_OK);
    }
    let mut out = String::new();
    for play in &plays {
        let date = play.played_at.map(|s| crate::games::date::utc_text(s, ' ')).unwrap_or_default();
        let seats: Vec<String> = play
            .seats
            .iter()
            .map(|s| {
                let name = s.name.as_deref().map_or_else(|| paper_name(s.seat), |n| people.current_name(n));
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
