//! The `trailpad` command line: score, check, sheet validation, PNG
//! export and the headless table server, and the desktop app when no
//! sub-command is given.
//!
//! Exit codes: `0` success; `1` the record is illegal or the sheet invalid;
//! `2` the input could not be used at all (missing or unreadable file, RON
//! syntax error, unknown sheet, newer format, impossible set-up) or the app
//! failed. `anyhow` is used only here, at the edge.

use crate::export::{PngOptions, sheet_png};
use crate::games::tucana::record::{GameRecord, RecordError, Standing, Standings, final_standings};
use crate::games::tucana::rules::{Game, ScoreCard, WonCard};
use crate::games::tucana::sheet::library::SheetLibrary;
use crate::games::tucana::sheet::{
    ISLA_GRANDE_RON, ISLA_PETIT_RON, Letter, Sheet, SheetError, Sight, Terrain, builtin_sheets,
};
use crate::games::{GameKind, detect_game};
use crate::i18n::{Language, Translator};
use crate::store::load_user_sheets;
use crate::text::terminal_safe;
use anyhow::{Context, anyhow};
use clap::{Parser, Subcommand};
use serde::Serialize;
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

mod new_york;
mod table;

/// Exit code of a legal record / valid sheet.
const EXIT_OK: u8 = 0;
/// Exit code of an illegal record or an invalid sheet.
const EXIT_REJECTED: u8 = 1;
/// Exit code of input that cannot be used at all.
const EXIT_BAD_INPUT: u8 = 2;

/// A digital score pad for the board game Trails of Tucana.
///
/// With no sub-command, the desktop score pad opens.
#[derive(Debug, Parser)]
#[command(name = "trailpad", version, about, long_about = None)]
pub struct Cli {
    /// Folder of user sheets (*.ron), instead of the user data folder
    /// (Linux: ~/.local/share/trailpad/sheets).
    #[arg(long, global = true, value_name = "DIR")]
    pub sheets: Option<PathBuf>,
    /// What to do; none opens the desktop app.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The sub-commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Replay a game record and print every tracked player's scoring boxes
    /// and the winners.
    Score {
        /// The game record (.ron).
        record: PathBuf,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Check that a game record is legal; exit 1 naming the first illegal
    /// action otherwise.
    Check {
        /// The game record (.ron).
        record: PathBuf,
    },
    /// Validate a sheet file and summarise it; exit 1 listing every problem.
    Sheet {
        /// The sheet file (.ron).
        file: PathBuf,
    },
    /// Draw a game, as it stands after the record, into a PNG image. A
    /// Trails of Tucana record: one player's sheet (the map with its trails
    /// and the scoring pad). A Ticket to Ride: New York record: the whole
    /// table (the map with every claimed route in its taxi colour and the
    /// pad of every player).
    Png {
        /// The game record (.ron).
        record: PathBuf,
        /// Trails of Tucana: the seat whose sheet is drawn (default: the
        /// first player's). Refused for a New York record, whose picture
        /// always shows every player.
        #[arg(long, value_name = "N")]
        seat: Option<u8>,
        /// The PNG file to write: a new file, or an ordinary one (replaced);
        /// never the record, a device, a pipe, a folder or a symbolic link.
        #[arg(short, long, value_name = "OUT.png")]
        output: PathBuf,
        /// Image pixels per point, from 0.5 to 8.
        #[arg(long, value_name = "F", default_value_t = 2.0)]
        scale: f32,
        /// Language of the words in the image: en, fr or ru.
        #[arg(long, value_name = "CODE", default_value = "en")]
        lang: String,
    },
    /// Serve a game to the players' phones, without a window: every
    /// tracked seat gets a link to open on its phone; the record is saved
    /// after every move. Stops with Ctrl+C.
    Table(table::TableArgs),
}

/// Parses the arguments, runs the command and returns the exit code.
pub fn main() -> ExitCode {
    run(Cli::parse())
}

/// Runs parsed arguments; errors are printed on stderr.
pub fn run(cli: Cli) -> ExitCode {
    let outcome = match &cli.command {
        None => crate::app::run().map(|()| EXIT_OK),
        Some(Command::Score { record, json }) => match game_of(record) {
            Ok(GameKind::NewYork) => new_york::score(record, *json),
            Ok(GameKind::Tucana) => score(&cli, record, *json),
            Err(e) => Err(e),
        },
        Some(Command::Check { record }) => match game_of(record) {
            Ok(GameKind::NewYork) => new_york::check(record),
            Ok(GameKind::Tucana) => check(&cli, record),
            Err(e) => Err(e),
        },
        Some(Command::Sheet { file }) => sheet(file),
        Some(Command::Png { record, seat, output, scale, lang }) => match game_of(record) {
            Ok(kind) => {
                let args = PngArgs { record, seat: *seat, output, scale: *scale, lang };
                match kind {
                    GameKind::NewYork => new_york::png(&args),
                    GameKind::Tucana => png(&cli, &args),
                }
            }
            Err(e) => Err(e),
        },
        Some(Command::Table(args)) => table::run(&cli, args),
    };
    match outcome {
        Ok(code) => ExitCode::from(code),
        Err(e) => {
            eprintln!("{}", terminal_safe(&format!("error: {e:#}")));
            ExitCode::from(EXIT_BAD_INPUT)
        }
    }
}

/// Where user sheets live by default: `<data dir>/sheets`
/// (Linux: `~/.local/share/trailpad/sheets`, or `$TRAILPAD_DATA_DIR/sheets`).
pub fn default_sheets_dir() -> Option<PathBuf> {
    crate::store::DataDir::default_location().map(|d| d.sheets())
}

/// The embedded sheets plus the user's; skipped files are warned about.
fn library(cli: &Cli) -> SheetLibrary {
    if let Some(dir) = &cli.sheets
        && !dir.is_dir()
    {
        eprintln!(
            "warning: the sheet folder {} does not exist; using the embedded sheets only",
            dir.display()
        );
    }
    let dir = cli.sheets.clone().or_else(default_sheets_dir);
    let library = load_user_sheets(dir.as_deref());
    for skipped in &library.skipped {
        eprintln!("{}", terminal_safe(&format!("warning: skipped user sheet {}", skipped.reason)));
    }
    library
}

/// Writes to stdout; a reader that went away (`trailpad score … | head`)
/// is not an error. Control and invisible characters are escaped: what
/// reaches the terminal can never move its cursor or reorder its text.
fn emit(text: &str) -> anyhow::Result<()> {
    let text = terminal_safe(text);
    let mut stdout = std::io::stdout().lock();
    match stdout.write_all(text.as_bytes()).and_then(|()| stdout.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(e).context("cannot write to stdout"),
        _ => Ok(()),
    }
}

/// Reads an input file: a regular file of at most `limit` bytes, so a
/// pipe, a device or a huge file is refused instead of hanging.
fn read_text(path: &Path, limit: u64) -> anyhow::Result<String> {
    crate::store::read_text_bounded(path, limit).map_err(|e| anyhow!("cannot read {}: {e}", path.display()))
}

/// Which game a record file is of: decided here, at the reading level, so
/// the Tucana record type knows nothing of other games (a record without a
/// `game` field is Tucana).
fn game_of(path: &Path) -> anyhow::Result<GameKind> {
    let text = read_text(path, crate::store::MAX_RECORD_BYTES)?;
    detect_game(&text).map_err(|e| anyhow!("{}: {e}", path.display()))
}

fn read_record(path: &Path) -> anyhow::Result<GameRecord> {
    let text = read_text(path, crate::store::MAX_RECORD_BYTES)?;
    GameRecord::from_ron(&text).map_err(|e| anyhow!("{}: {e}", path.display()))
}

/// A replay that either worked, or stopped at an illegal action (worded
/// as the table would read it: "action 7: Alice has already drawn …").
enum Replay {
    Legal(Box<Game>),
    Illegal(String),
}

fn replay(cli: &Cli, path: &Path) -> anyhow::Result<(GameRecord, Replay)> {
    let record = read_record(path)?;
    let library = library(cli);
    match record.replay(&library) {
        Ok(game) => Ok((record, Replay::Legal(Box::new(game)))),
        Err(e @ RecordError::Illegal { .. }) => {
            let text = illegal_text(&record, &library, &e);
            Ok((record, Replay::Illegal(text)))
        }
        Err(e) => Err(anyhow!("{}: {e}", path.display())),
    }
}

/// An illegal action in the players' words: the game just before it names
/// the players and the places (the error's own text numbers seats and
/// gives coordinates).
fn illegal_text(record: &GameRecord, library: &SheetLibrary, e: &RecordError) -> String {
    let RecordError::Illegal { index, refusal, .. } = e else { return e.to_string() };
    let mut before = record.clone();
    before.actions.truncate(index.saturating_sub(1));
    match before.replay(library) {
        Ok(game) => {
            format!("action {index}: {}", Translator::new(Language::English).refusal_in(&game, refusal))
        }
        Err(_) => e.to_string(),
    }
}

// ----- check -----

fn check(cli: &Cli, path: &Path) -> anyhow::Result<u8> {
    let (record, outcome) = replay(cli, path)?;
    match outcome {
        Replay::Illegal(e) => {
            emit(&format!("{e}\n"))?;
            Ok(EXIT_REJECTED)
        }
        Replay::Legal(game) => {
            emit(&format!(
                "ok: {}, {}, {} action{}, {}\n",
                game.sheet().name(),
                table_text(&game),
                record.actions.len(),
                if record.actions.len() == 1 { "" } else { "s" },
                progress_text(&game),
            ))?;
            Ok(EXIT_OK)
        }
    }
}

/// "2 players", "solo", or "5 players (3 tracked)".
fn table_text(game: &Game) -> String {
    let table = game.setup().table_size;
    let tracked = game.players().len();
    match table {
        1 => "solo".into(),
        _ if usize::from(table) == tracked => format!("{table} players"),
        _ => format!("{table} players ({tracked} tracked)"),
    }
}

/// "game over" or "unfinished (round 2, turn 5)".
fn progress_text(game: &Game) -> String {
    if game.is_over() {
        "game over".into()
    } else {
        format!("unfinished (round {}, turn {})", game.round(), game.turn_in_round())
    }
}

// ----- score -----

fn score(cli: &Cli, path: &Path, json: bool) -> anyhow::Result<u8> {
    let (record, outcome) = replay(cli, path)?;
    let game = match outcome {
        Replay::Legal(game) => game,
        Replay::Illegal(e) => {
            eprintln!("{}", terminal_safe(&format!("error: {}: {e}", path.display())));
            return Ok(EXIT_REJECTED);
        }
    };
    let cards = game.score_cards();
    let standings = final_standings(&game, &record.paper_totals);
    let winners = winner_names(&game, &standings);
    if json {
        let out = JsonScore {
            sheet: game.sheet().id().to_string(),
            players: cards.iter().map(json_player).collect(),
            paper: standings
                .rows
                .iter()
                .filter(|r| r.on_paper())
                .map(|r| JsonPaper { seat: r.seat, total: r.total })
                .collect(),
            winners,
            complete: standings.complete,
        };
        let text = serde_json::to_string_pretty(&out).context("cannot write JSON")?;
        emit(&format!("{text}\n"))?;
    } else {
        emit(&score_text(&game, &cards, &standings, &winners))?;
    }
    Ok(EXIT_OK)
}

/// Names of the winners (a paper sheet as "seat 4 (paper)"), among the
/// seats with a total; nobody has won an unfinished game.
fn winner_names(game: &Game, standings: &Standings) -> Vec<String> {
    if !game.is_over() {
        return Vec::new();
    }
    standings.rows.iter().filter(|r| standings.winners.contains(&r.seat)).map(standing_name).collect()
}

/// A seat's name: the player's, or "seat 4 (paper)" for a paper sheet.
fn standing_name(row: &Standing) -> String {
    row.name.clone().unwrap_or_else(|| format!("seat {} (paper)", row.seat))
}

const ROMAN: [&str; 4] = ["I", "II", "III", "IV"];

fn roman(round: usize) -> String {
    ROMAN.get(round).map_or_else(|| (round + 1).to_string(), |r| (*r).to_string())
}

fn score_text(game: &Game, cards: &[ScoreCard], standings: &Standings, winners: &[String]) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{}, {}: {}", game.sheet().name(), table_text(game), progress_text(game));
    if !game.is_over() {
        let _ = writeln!(out, "The game is unfinished: round lines not yet written are shown as \"-\".");
    }
    for card in cards {
        let _ = writeln!(out);
        let _ = writeln!(out, "{} (seat {})", card.name, card.seat);
        let sights: Vec<String> = card
            .sights
            .iter()
            .map(|row| {
                let circled = row.circled_points();
                let values = if circled.is_empty() {
                    "-".to_string()
                } else {
                    circled.iter().map(u16::to_string).collect::<Vec<_>>().join(" ")
                };
                format!("{} {values}", row.sight)
            })
            .collect();
        let _ = writeln!(out, "  sights circled:  {}", sights.join(", "));
        let pairs: Vec<String> = card
            .villages
            .iter()
            .filter(|v| v.connected)
            .map(|v| format!("{}-{} {}", v.letter, v.letter, v.points))
            .collect();
        let _ = writeln!(
            out,
            "  villages:        {}",
            if pairs.is_empty() { "none".into() } else { pairs.join(", ") }
        );
        let bonus: Vec<String> = card.bonus_cards.iter().map(won_card_text).collect();
        let _ = writeln!(
            out,
            "  bonus cards:     {}",
            if bonus.is_empty() { "none".into() } else { bonus.join(", ") }
        );
        let _ = writeln!(out, "  Final Scoring Box");
        for (i, line) in card.final_box.round_lines.iter().enumerate() {
            let value = line.map_or_else(|| "-".to_string(), |v| v.to_string());
            let _ = writeln!(out, "    {:<10}{value:>5}", format!("round {}", roman(i)));
        }
        let _ = writeln!(out, "    {:<10}{:>5}", "villages", card.final_box.villages);
        let _ = writeln!(out, "    {:<10}{:>5}", "bonus", card.final_box.bonus);
        let _ = writeln!(out, "    {:<10}{:>5}", "total", card.final_box.total);
        if let Some(title) = &card.title {
            let _ = writeln!(out, "  solo title:      {title}");
        }
    }
    let paper: Vec<&Standing> = standings.rows.iter().filter(|r| r.on_paper()).collect();
    if !paper.is_empty() {
        let _ = writeln!(out);
        for row in &paper {
            let total = row.total.map_or_else(|| "not typed".to_string(), |t| t.to_string());
            let _ = writeln!(out, "{} total: {total}", standing_name(row));
        }
    }
    let _ = writeln!(out);
    if !game.is_over() {
        let _ = writeln!(out, "No winner yet: the game is unfinished.");
    } else if !standings.complete {
        let _ = writeln!(
            out,
            "Leading among the sheets known here (not every paper total is typed): {}",
            winners.join(", ")
        );
    } else if winners.len() == 1 {
        let _ = writeln!(out, "Winner: {}", winners[0]);
    } else {
        let _ = writeln!(out, "Shared victory: {}", winners.join(", "));
    }
    if game.is_over() && standings.tie_break_unknown {
        let _ = writeln!(out, "Tied on total with a paper sheet: compare bonus points on the sheets.");
    }
    out
}

fn won_card_text(card: &WonCard) -> String {
    match card {
        WonCard::Blue { letter, rank, points, .. } => format!("blue {letter}-{letter} #{rank} ({points})"),
        WonCard::Red { sight, points, .. } => format!("red {sight} ({points})"),
    }
}

/// The `--json` output.
#[derive(Serialize)]
struct JsonScore {
    sheet: String,
    players: Vec<JsonPlayer>,
    /// Sheets kept on paper and their typed totals (`null`: not typed).
    paper: Vec<JsonPaper>,
    winners: Vec<String>,
    /// Whether every seat has a total, so `winners` are the table's.
    complete: bool,
}

#[derive(Serialize)]
struct JsonPaper {
    seat: u8,
    total: Option<u32>,
}

#[derive(Serialize)]
struct JsonPlayer {
    name: String,
    seat: u8,
    rounds: Vec<u32>,
    villages: u32,
    bonus: u32,
    total: u32,
    sights: JsonSights,
    pairs: Vec<String>,
    bonus_cards: Vec<JsonCard>,
    title: Option<String>,
}

#[derive(Serialize)]
struct JsonSights {
    obelisk: Vec<u16>,
    book: Vec<u16>,
    toucan: Vec<u16>,
    yeti: Vec<u16>,
    sea_monster: Vec<u16>,
}

#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
enum JsonCard {
    Blue { letter: String, points: u16 },
    Red { sight: String, points: u16 },
}

fn json_player(card: &ScoreCard) -> JsonPlayer {
    let circled = |sight: Sight| {
        card.sights
            .iter()
            .find(|r| r.sight == sight)
            .map(crate::games::tucana::rules::SightRow::circled_points)
            .unwrap_or_default()
    };
    JsonPlayer {
        name: card.name.clone(),
        seat: card.seat,
        rounds: card.final_box.round_lines.iter().flatten().copied().collect(),
        villages: card.final_box.villages,
        bonus: card.final_box.bonus,
        total: card.final_box.total,
        sights: JsonSights {
            obelisk: circled(Sight::Obelisk),
            book: circled(Sight::Book),
            toucan: circled(Sight::Toucan),
            yeti: circled(Sight::Yeti),
            sea_monster: circled(Sight::SeaMonster),
        },
        pairs: card.villages.iter().filter(|v| v.connected).map(|v| v.letter.to_string()).collect(),
        bonus_cards: card
            .bonus_cards
            .iter()
            .map(|c| match c {
                WonCard::Blue { letter, points, .. } => {
                    JsonCard::Blue { letter: letter.to_string(), points: *points }
                }
                WonCard::Red { sight, points, .. } => {
                    JsonCard::Red { sight: sight.key().to_string(), points: *points }
                }
            })
            .collect(),
        title: card.title.clone(),
    }
}

// ----- png -----

/// The arguments of `png`.
struct PngArgs<'a> {
    record: &'a Path,
    seat: Option<u8>,
    output: &'a Path,
    scale: f32,
    lang: &'a str,
}

/// The language named by `--lang`.
fn png_language(code: &str) -> anyhow::Result<Language> {
    Language::ALL
        .into_iter()
        .find(|l| l.code() == code.to_ascii_lowercase())
        .ok_or_else(|| anyhow!("unknown language \"{code}\": use en, fr or ru"))
}

fn png(cli: &Cli, args: &PngArgs<'_>) -> anyhow::Result<u8> {
    let language = png_language(args.lang)?;
    // Checked before anything is written: a typo must not cost the record.
    if is_same_file(args.record, args.output) {
        return Err(anyhow!(
            "{} is the record itself: give another output file with -o",
            args.output.display()
        ));
    }
    let (_, outcome) = replay(cli, args.record)?;
    let game = match outcome {
        Replay::Legal(game) => game,
        Replay::Illegal(e) => {
            eprintln!("{}", terminal_safe(&format!("error: {}: {e}", args.record.display())));
            return Ok(EXIT_REJECTED);
        }
    };
    let seats =
        || game.players().iter().map(|p| format!("{} ({})", p.seat, p.name)).collect::<Vec<_>>().join(", ");
    let seat = match args.seat {
        Some(seat) => seat,
        None => game.players().first().map(|p| p.seat).ok_or_else(|| anyhow!("the game has no sheet"))?,
    };
    let Some(player) = game.player(seat) else {
        return Err(anyhow!(
            "{}: no sheet for seat {seat}; the seats are {}",
            args.record.display(),
            seats()
        ));
    };
    let options = PngOptions { pixels_per_point: args.scale, language, ..PngOptions::default() };
    let bytes = sheet_png(&game, seat, &options)?;
    // An ordinary file is replaced (as documented); a device, a pipe, a
    // folder or a symbolic link is refused, never turned into a PNG.
    crate::store::write_export(args.output, &bytes, true)
        .map_err(|e| anyhow!("cannot write {}: {e}", args.output.display()))?;
    emit(&format!("wrote {}: {}'s sheet, {}\n", args.output.display(), player.name, progress_text(&game)))?;
    Ok(EXIT_OK)
}

/// Whether two paths name one existing file (so writing one would destroy
/// the other).
fn is_same_file(a: &Path, b: &Path) -> bool {
    match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

// ----- sheet -----

fn sheet(path: &Path) -> anyhow::Result<u8> {
    let text = read_text(path, crate::store::MAX_SHEET_BYTES)?;
    match Sheet::from_ron(&text) {
        Ok(sheet) => {
            let mut out = sheet_summary(&sheet);
            if builtin_sheets().iter().any(|b| b.id() == sheet.id())
                && builtin_text(sheet.id()) != Some(text.as_str())
            {
                let _ = writeln!(
                    out,
                    "note: \"{}\" is the id of an embedded sheet; as a user sheet this file would be skipped",
                    sheet.id()
                );
            }
            emit(&out)?;
            Ok(EXIT_OK)
        }
        Err(SheetError::Invalid(problems)) => {
            let n = problems.len();
            let mut out =
                format!("{}: invalid sheet, {n} problem{}:\n", path.display(), if n == 1 { "" } else { "s" });
            // Every problem, up to a bound no real file reaches.
            const LISTED: usize = 200;
            for problem in problems.iter().take(LISTED) {
                let _ = writeln!(out, "  {problem}");
            }
            if n > LISTED {
                let _ = writeln!(out, "  … and {} more", n - LISTED);
            }
            emit(&out)?;
            Ok(EXIT_REJECTED)
        }
        Err(e) => Err(anyhow!("{}: {e}", path.display())),
    }
}

/// The shipped text of an embedded sheet.
fn builtin_text(id: &str) -> Option<&'static str> {
    match id {
        "isla-petit" => Some(ISLA_PETIT_RON),
        "isla-grande" => Some(ISLA_GRANDE_RON),
        _ => None,
    }
}

/// A person-readable summary of a valid sheet.
fn sheet_summary(sheet: &Sheet) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "ok: {} (id \"{}\")", sheet.name(), sheet.id());
    let _ = writeln!(
        out,
        "rounds: {} (solo reshuffle after round {})",
        sheet.rounds(),
        sheet.solo_reshuffle_after_round()
    );
    let terrains: Vec<String> =
        Terrain::ALL.iter().map(|&t| format!("{t} {}", sheet.terrain_count(t))).collect();
    let _ = writeln!(
        out,
        "hexes: {} ({}), {} edges",
        sheet.hexes().len(),
        terrains.join(", "),
        sheet.edges().len()
    );
    let villages: Vec<String> =
        (1..=10u8).filter_map(|n| sheet.village(n).map(|h| format!("{n} {}", sheet.hex(h).coord))).collect();
    let _ = writeln!(out, "villages: 10 ({})", villages.join(", "));
    let sights: Vec<String> =
        Sight::ALL.iter().map(|&s| format!("{s} {}", sheet.sight_hexes(s).len())).collect();
    let total_sights: usize = Sight::ALL.iter().map(|&s| sheet.sight_hexes(s).len()).sum();
    let _ = writeln!(out, "sights: {total_sights} ({})", sights.join(", "));
    let _ = writeln!(out, "sight values:");
    for sight in Sight::ALL {
        let values: Vec<String> = sheet
            .sight_values(sight)
            .iter()
            .map(|v| format!("{}{}", v.points, if v.bonus_trail { "+" } else { "" }))
            .collect();
        let _ = writeln!(out, "  {:<12}{}", sight.name(), values.join(", "));
    }
    let village_values: Vec<String> =
        Letter::ALL.iter().map(|&l| format!("{l} {}", sheet.village_value(l))).collect();
    let _ = writeln!(out, "village values: {}", village_values.join(", "));
    if !sheet.solo_titles().is_empty() {
        let _ = writeln!(out, "solo titles:");
        for t in sheet.solo_titles() {
            let _ = writeln!(out, "  {:>4}+  {}", t.min_total, t.title);
        }
    }
    out
}
