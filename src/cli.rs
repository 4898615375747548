//! The `trailpad` command line: score, check, sheet validation, PNG
//! export and the headless table server, and the desktop app when no
//! sub-command is given.
//!
//! Exit codes: `0` success; `1` the record is illegal or the sheet invalid;
//! `2` the input could not be used at all (missing or unreadable file, RON
//! syntax error, unknown sheet, newer format, impossible set-up) or the app
//! failed. `anyhow` is used only here, at the edge.

use crate::app::tucana::review::{LONGER_SEARCH_TIME_LIMIT, REVIEW_TIME_LIMIT};
use crate::games::tucana::sheet::library::{SheetFileError, SheetLibrary};
use crate::games::tucana::sheet::{
    ISLA_GRANDE_RON, ISLA_PETIT_RON, Letter, Sheet, SheetError, Sight, Terrain, builtin_sheets,
};
use crate::games::{RecordVisitor, Rules, read_record, unknown_fields};
use crate::i18n::Language;
use crate::picture::PngOptions;
use crate::store::load_user_sheets;
use crate::text::{Printed, from_file, printed};
use anyhow::{Context, anyhow};
use clap::{Parser, Subcommand};
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

mod plays;
pub mod standings;
mod table;
mod tucana;
// Each game's `cli/<module>.rs`, for the games the registry names with
// their module.
crate::games::game_layer_modules!();

/// Exit code of a legal record / valid sheet.
const EXIT_OK: u8 = 0;
/// Exit code of an illegal record or an invalid sheet.
const EXIT_REJECTED: u8 = 1;
/// Exit code of input that cannot be used at all.
const EXIT_BAD_INPUT: u8 = 2;

/// The environment variables the app and the commands read, for `--help`
/// (the README named them; `--help` did not).
const ENVIRONMENT_HELP: &str = "Environment:
  TRAILPAD_DATA_DIR  Folder of the games, history, players, settings and user sheets, instead of the user data folder (Linux: ~/.local/share/trailpad)
  TRAILPAD_LANG      Language of the desktop app: en, fr or ru (else the one chosen in its settings, else the system's); the commands that print words take --lang";

/// A digital score pad for the board game Trails of Tucana.
///
/// With no sub-command, the desktop score pad opens.
#[derive(Debug, Parser)]
#[command(name = "trailpad", version, about, long_about = None, after_help = ENVIRONMENT_HELP)]
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
    /// Log a finished game (either game) in BG Stats: print the link that
    /// opens BG Stats with the play filled in (scan it with --qr), or the
    /// game's spreadsheet rows, or the play as JSON.
    LogPlay(plays::LogPlayArgs),
    /// List every finished game of the data folder, or with --csv print
    /// them as a spreadsheet (one row per player per game).
    History(plays::HistoryArgs),
    /// Trails of Tucana: rank the trails one sheet may draw in the record's
    /// open turn, best first, by the expected final total of that sheet
    /// (the coach; see docs/coach.md).
    Hint {
        /// The game record (.ron), with a turn open (cards revealed).
        record: PathBuf,
        /// The seat whose sheet is coached.
        #[arg(long, value_name = "N")]
        seat: u8,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Trails of Tucana: review one sheet of a finished game: the played
    /// total, the best total a search finds with the very cards that were
    /// revealed, a bound no line can pass, the solo title the cards allowed
    /// and the three turns that lost the most against the coach's choice
    /// (see docs/coach.md).
    Review {
        /// The game record (.ron) of a finished game.
        record: PathBuf,
        /// The seat whose sheet is reviewed.
        #[arg(long, value_name = "N")]
        seat: u8,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
        /// Also write the best line found as an ordinary game record
        /// (a new file, or an ordinary one, replaced).
        #[arg(long, value_name = "OUT.ron")]
        best: Option<PathBuf>,
        /// A quick, shallower look: 3 lines kept instead of 48 and fewer
        /// simulated games for the coach's choice (seconds instead of a
        /// minute on a slow machine; the best found may be lower).
        #[arg(long, conflicts_with = "deep")]
        quick: bool,
        /// A longer search for a better line: the standard review, then
        /// one more walk of the planner of 315,000 plans (about fifteen
        /// times the standard review's time; the same bound and turn
        /// verdicts).
        #[arg(long)]
        deep: bool,
        /// Stop searching after this many seconds (default 60, with
        /// `--deep` 300): the best line and the turns weighed so far are
        /// printed, and said to be cut short.
        #[arg(long, value_name = "SECONDS",
              value_parser = clap::value_parser!(u64).range(1..=86_400))]
        time_limit: Option<u64>,
    },
}

/// Parses the arguments, runs the command and returns the exit code.
pub fn main() -> ExitCode {
    run(Cli::parse())
}

/// Runs parsed arguments; errors are printed on stderr.
pub fn run(cli: Cli) -> ExitCode {
    let outcome = match &cli.command {
        None => crate::app::run().map(|()| EXIT_OK),
        Some(Command::Score { record, json }) => {
            on_record(&cli, record, &RecordCommand::Score { json: *json })
        }
        Some(Command::Check { record }) => on_record(&cli, record, &RecordCommand::Check),
        Some(Command::Sheet { file }) => sheet(file),
        Some(Command::Png { record, seat, output, scale, lang }) => {
            let args = PngArgs { record, seat: *seat, output, scale: *scale, lang };
            on_record(&cli, record, &RecordCommand::Png(args))
        }
        Some(Command::Table(args)) => table::run(&cli, args),
        Some(Command::LogPlay(args)) => plays::log_play(&cli, args),
        Some(Command::History(args)) => plays::history(&cli, args),
        Some(Command::Hint { record, seat, json }) => tucana::hint(&cli, record, *seat, *json),
        Some(Command::Review { record, seat, json, best, quick, deep, time_limit }) => {
            // The longer search gets the app's longer limit.
            let default = if *deep { LONGER_SEARCH_TIME_LIMIT } else { REVIEW_TIME_LIMIT };
            let limit = time_limit.map_or(default, std::time::Duration::from_secs);
            let budget = tucana::review_budget(*quick, *deep);
            tucana::review(&cli, record, *seat, *json, best.as_deref(), budget, limit)
        }
    };
    match outcome {
        Ok(code) => ExitCode::from(code),
        Err(e) => {
            say(&format!("error: {e:#}"));
            ExitCode::from(EXIT_BAD_INPUT)
        }
    }
}

/// A command on a game record, whichever game it is of.
enum RecordCommand<'a> {
    /// `score` (`--json` or text).
    Score { json: bool },
    /// `check`.
    Check,
    /// `png`.
    Png(PngArgs<'a>),
}

/// Runs a command on the record at `path`: the file is read once, by the
/// one reader ([`read_record`], one error type), and the registry hands the
/// record to its game ([`RecordVisitor`]): every command is then written
/// once, over [`RecordGame`].
fn on_record(cli: &Cli, path: &Path, command: &RecordCommand<'_>) -> anyhow::Result<u8> {
    let text = read_text(path, crate::store::MAX_RECORD_BYTES)?;
    let record = read_record(&text).map_err(|e| anyhow!("{}: {e}", path.display()))?;
    if matches!(command, RecordCommand::Check) {
        // Read without them, but never in silence: a misspelt `playd_at`
        // loses the game's date. The record still checks (exit code as it
        // scores); the warnings go to stderr.
        for field in unknown_fields(&text) {
            say(&format!("warning: {}, {field}", path.display()));
        }
    }
    record.visit(OnRecord { cli, path, command })
}

/// A command on a record that is read, before its game is known.
struct OnRecord<'a> {
    cli: &'a Cli,
    path: &'a Path,
    command: &'a RecordCommand<'a>,
}

impl<G: CliGame> RecordVisitor<G> for OnRecord<'_> {
    type Output = anyhow::Result<u8>;

    fn visit(self, record: G::Record) -> anyhow::Result<u8> {
        self.command.run(&G::printer(self.cli), record, self.path)
    }
}

/// A game of the registry as the command line knows it: its printer for
/// `score`, `check` and `png` (each game's, in `cli/<game>.rs`).
trait CliGame: Rules {
    /// What prints the game's records.
    type Printer<'a>: RecordGame<Record = Self::Record>;
    /// The printer, for the command line's options.
    fn printer(cli: &Cli) -> Self::Printer<'_>;
    /// `trailpad table` on a record of the game, read from `args.record`:
    /// serves it until Ctrl+C. By default refused in the game's words (a
    /// game without a table: [`Rules::HAS_TABLE`]).
    fn serve_table(
        _cli: &Cli,
        args: &table::TableArgs,
        _language: crate::i18n::Language,
        _record: Self::Record,
    ) -> anyhow::Result<u8> {
        anyhow::bail!("{}: {}", args.record.display(), table::no_table(Self::KIND))
    }
}

/// What `score`, `check` and `png` need from one game. Every text it
/// returns is Trailpad's words with the file's texts already passed
/// through [`from_file`]; the commands print it through [`printed`].
trait RecordGame {
    /// The game's record, as the reader gave it.
    type Record;
    /// A legal game, replayed from its record.
    type Played;
    /// Replays a record read from `path`: the game, or the first illegal
    /// action worded as the table would read it ("action 7: Alice has
    /// already drawn …"). A record that cannot be used at all (an unknown
    /// sheet, an impossible set-up) is an error.
    fn replay(&self, record: Self::Record, path: &Path) -> anyhow::Result<Result<Self::Played, String>>;
    /// `check`'s line for a legal record ("ok: …\n").
    fn check_line(&self, played: &Self::Played) -> String;
    /// `score`'s text.
    fn score_text(&self, played: &Self::Played) -> String;
    /// `score --json`'s object, pretty-printed.
    fn score_json(&self, played: &Self::Played) -> anyhow::Result<String>;
    /// Refuses `png` options this game has no use for, before the record
    /// is replayed.
    fn png_options(&self, _args: &PngArgs<'_>) -> anyhow::Result<()> {
        Ok(())
    }
    /// The picture of the game and what it shows ("Alice's sheet, game
    /// over").
    fn png(
        &self,
        played: Self::Played,
        args: &PngArgs<'_>,
        options: &PngOptions,
    ) -> anyhow::Result<(Vec<u8>, String)>;
}

impl RecordCommand<'_> {
    /// Runs the command on `record` of `game`, read from `path`; the exit
    /// code.
    fn run<G: RecordGame>(&self, game: &G, record: G::Record, path: &Path) -> anyhow::Result<u8> {
        match self {
            RecordCommand::Check => match game.replay(record, path)? {
                Ok(played) => {
                    emit(&game.check_line(&played), Printed::Lines)?;
                    Ok(EXIT_OK)
                }
                Err(illegal) => {
                    emit(&format!("{}\n", printed(&illegal, Printed::Line)), Printed::Lines)?;
                    Ok(EXIT_REJECTED)
                }
            },
            RecordCommand::Score { json } => {
                let played = match game.replay(record, path)? {
                    Ok(played) => played,
                    Err(illegal) => return Ok(rejected(path, &illegal)),
                };
                if *json {
                    emit(&format!("{}\n", game.score_json(&played)?), Printed::Json)?;
                } else {
                    emit(&game.score_text(&played), Printed::Lines)?;
                }
                Ok(EXIT_OK)
            }
            RecordCommand::Png(args) => {
                let language = png_language(args.lang)?;
                game.png_options(args)?;
                // Checked before anything is written: a typo must not cost the record.
                if is_same_file(args.record, args.output) {
                    return Err(anyhow!(
                        "{} is the record itself: give another output file with -o",
                        args.output.display()
                    ));
                }
                // A bad output is refused before the picture is drawn.
                crate::store::check_export_target(args.output, true)
                    .map_err(|e| anyhow!("cannot write {}: {e}", args.output.display()))?;
                let played = match game.replay(record, path)? {
                    Ok(played) => played,
                    Err(illegal) => return Ok(rejected(path, &illegal)),
                };
                let options = PngOptions { pixels_per_point: args.scale, language, ..PngOptions::default() };
                let (bytes, drawn) = game.png(played, args, &options)?;
                // An ordinary file is replaced (as documented), a read-only one
                // too, but then the output line says so; a device, a pipe, a
                // folder or a symbolic link is refused, never turned into a PNG.
                let read_only = std::fs::symlink_metadata(args.output)
                    .is_ok_and(|m| m.is_file() && m.permissions().readonly());
                crate::store::write_export(args.output, &bytes, true)
                    .map_err(|e| anyhow!("cannot write {}: {e}", args.output.display()))?;
                let note = if read_only { " (it replaced a read-only file)" } else { "" };
                emit(&format!("wrote {}{note}: {drawn}\n", args.output.display()), Printed::Lines)?;
                Ok(EXIT_OK)
            }
        }
    }
}

/// Says on stderr that the record at `path` is illegal; the exit code.
fn rejected(path: &Path, illegal: &str) -> u8 {
    say(&format!("error: {}: {illegal}", path.display()));
    EXIT_REJECTED
}

/// One message on stderr, as one terminal-safe line.
fn say(message: &str) {
    eprintln!("{}", printed(message, Printed::Line));
}

/// Where user sheets live by default: `<data dir>/sheets`
/// (Linux: `~/.local/share/trailpad/sheets`, or `$TRAILPAD_DATA_DIR/sheets`).
pub fn default_sheets_dir() -> Option<PathBuf> {
    crate::store::DataDir::default_location().map(|d| d.sheets())
}

/// The embedded sheets plus the user's; skipped files are warned about.
fn library(cli: &Cli) -> SheetLibrary {
    // A missing folder is named here (the loader takes it for an empty
    // one); anything else that is not a folder, the loader names with why.
    if let Some(dir) = &cli.sheets
        && !dir.exists()
    {
        say(&format!(
            "warning: the sheet folder {} does not exist; using the embedded sheets only",
            dir.display()
        ));
    }
    let dir = cli.sheets.clone().or_else(default_sheets_dir);
    let library = load_user_sheets(dir.as_deref());
    for skipped in library.skipped.iter().take(crate::store::MAX_REPORTED_SHEETS) {
        // A file is a skipped sheet; the folder's own problem is said as such.
        match skipped.reason {
            SheetFileError::FolderUnreadable { .. } | SheetFileError::TooMany { .. } => {
                say(&format!("warning: {}", skipped.reason));
            }
            _ => say(&format!("warning: skipped user sheet {}", skipped.reason)),
        }
    }
    let more = library.skipped.len().saturating_sub(crate::store::MAX_REPORTED_SHEETS);
    if more > 0 {
        say(&format!("warning: … and {more} more user sheet files skipped (not listed)"));
    }
    library
}

/// Writes to stdout through the one printer ([`printed`]); a reader that
/// went away (`trailpad score … | head`) is not an error. Control and
/// invisible characters are escaped: what reaches the terminal can never
/// move its cursor or reorder its text.
fn emit(text: &str, how: Printed) -> anyhow::Result<()> {
    let text = printed(text, how);
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
            emit(&out, Printed::Lines)?;
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
            emit(&out, Printed::Lines)?;
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
    let _ = writeln!(out, "ok: {} (id \"{}\")", from_file(sheet.name()), from_file(sheet.id()));
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
            let _ = writeln!(out, "  {:>4}+  {}", t.min_total, from_file(&t.title));
        }
    }
    out
}
