//! `trailpad table`: the table server without a window (a TV box, a
//! Raspberry Pi, tests), for every game that can be played at a table of
//! phones. It prints each seat's link and join code; for Tucana it deals
//! the app's deck by itself, and reads from the keyboard the two cards of
//! each turn (real cards), the solo reshuffle, and bonus cards taken by
//! players on paper (or from `POST /api/host/reveal` and `POST
//! /api/host/action`). A New York table is ended by its players' last turns
//! or by `POST /api/host/action` `{"type": "finish"}`.

use super::{EXIT_OK, library, read_text};
use crate::games::new_york::{NewYorkLog, NewYorkMap, NewYorkSetup};
use crate::games::tucana::record::TucanaLog;
use crate::games::tucana::rules::{Action, BonusCard, DeckMode, SetupCard};
use crate::games::tucana::sheet::{Card, Letter, Sight};
use crate::i18n::{Language, Translator, capitalise, describe_action};
use crate::table::{HostError, JoinCode, TableConfig, TableGame, TableHandle, TableServer};
use crate::text::{Printed, printed};
use anyhow::{Context, anyhow, bail};
use std::net::IpAddr;
use std::path::PathBuf;
use std::sync::Arc;
use tokio::io::AsyncBufReadExt;

/// Arguments of `trailpad table`.
#[derive(Debug, clap::Args)]
pub struct TableArgs {
    /// The game record (.ron): resumed if it exists; written after every move.
    pub record: PathBuf,
    /// The port to listen on (0: any free port, printed in the links).
    #[arg(long, value_name = "N")]
    pub port: u16,
    /// The address to listen on, and only there. 127.0.0.1 serves this
    /// machine only; the machine's address on the local network serves the
    /// table's phones.
    #[arg(long, value_name = "ADDR", default_value = "127.0.0.1")]
    pub bind: IpAddr,
    /// The host name or address written in the links (default: --bind).
    #[arg(long, value_name = "HOST")]
    pub link_host: Option<String>,
    /// Start a new game instead of resuming RECORD, which must not exist
    /// yet: Tucana on this island (isla-petit, isla-grande or a user
    /// sheet), or `new-york` for Ticket to Ride: New York.
    #[arg(long, value_name = "SHEET", requires = "players")]
    pub new: Option<String>,
    /// The players of a new game, in seat order (Tucana: from the Mayor;
    /// New York: taxis blue, purple, white, yellow), comma separated:
    /// `--players Alice,Bob,Chloé`.
    #[arg(long, value_name = "NAMES", value_delimiter = ',', requires = "new")]
    pub players: Vec<String>,
    /// New game: the set-up card (1–13); default: drawn from the seed.
    #[arg(long, value_name = "N", requires = "new")]
    pub setup_card: Option<u8>,
    /// New game: the seed of the app's deck (default: from the clock).
    #[arg(long, value_name = "SEED", requires = "new")]
    pub seed: Option<u64>,
    /// New game: the table reveals real cards; type the two cards of each
    /// turn here (`DF`, `W A`) or post them to /api/host/reveal.
    #[arg(long, requires = "new")]
    pub real_cards: bool,
    /// Language of the phones' words when the phone asks for none: en, fr or ru.
    #[arg(long, value_name = "CODE", default_value = "en")]
    pub lang: String,
}

/// Runs the table until Ctrl+C.
pub fn run(cli: &super::Cli, args: &TableArgs) -> anyhow::Result<u8> {
    let language = Language::from_locale(&args.lang)
        .ok_or_else(|| anyhow!("unknown language {:?}: use en, fr or ru", args.lang))?;
    match &args.new {
        Some(id) if id == NEW_YORK_BOARD => run_new_york(args, language, new_new_york(args)?),
        Some(sheet) => run_tucana(args, language, new_game(cli, args, sheet)?),
        None => resume(cli, args, language),
    }
}

/// Serves a Tucana game: the app's deck dealt by the table, or the real
/// cards, the solo reshuffle and the bonus cards of players on paper
/// typed here.
fn run_tucana(args: &TableArgs, language: Language, log: TucanaLog) -> anyhow::Result<u8> {
    let real_cards = matches!(log.record().setup.deck, DeckMode::RealCards);
    let setup = &log.record().setup;
    let paper_seats = usize::from(setup.table_size) > setup.players.len();
    // The seats kept on paper get no link, but the table hears who they are.
    let on_paper: Vec<String> = (1..=setup.table_size)
        .filter(|seat| !setup.players.iter().any(|p| p.seat == *seat))
        .map(|seat| match log.record().paper_name(seat) {
            Some(name) => format!("seat {seat} ({})", crate::text::from_file(name)),
            None => format!("seat {seat}"),
        })
        .collect();
    let solo_real_cards = real_cards && setup.table_size == 1;
    let mut config = config(args, log, language);
    config.auto_reveal = !real_cards;
    let table = TableServer::start(config)?;
    print_links(args, &table);
    if !on_paper.is_empty() {
        println!("on paper, no link: {}", on_paper.join(", "));
    }
    print_host(&table);
    if real_cards {
        println!("Type the two cards of each turn (D F M W A, e.g. DF) and Enter.");
    }
    if solo_real_cards {
        println!("At the solo reshuffle, type the blue cards that stay (e.g. keep A C, or keep none).");
    }
    if paper_seats {
        println!(
            "When a player on paper takes a bonus card, type it (e.g. taken A, or taken yeti; with several on paper, their seat too: taken A 4)."
        );
    }
    serve(table, real_cards || paper_seats, typed_line)
}

/// The table's configuration from the command line.
fn config<G: TableGame>(args: &TableArgs, log: crate::games::Log<G>, language: Language) -> TableConfig<G> {
    let mut config = TableConfig::new(log);
    config.save_to = Some(args.record.clone());
    config.bind = args.bind;
    config.port = args.port;
    config.link_host = args.link_host.clone();
    config.language = language;
    // The phones' BG Stats link names people as `log-play` and the app do.
    config.people = super::plays::people();
    config
}

/// Where the table listens and each seat's link.
fn print_links<G: TableGame>(args: &TableArgs, table: &TableHandle<G>) {
    println!("Trailpad table on {} (record {})", table.base_url(), args.record.display());
    if args.bind.is_unspecified() && args.link_host.is_none() {
        println!(
            "note: links name {}; pass --link-host with this machine's address on the network",
            args.bind
        );
    }
    for link in table.links() {
        println!("seat {} ({}): {}", link.seat, crate::text::from_file(&link.name), link.url);
    }
}

/// The host's link and the join codes (they work while this table runs:
/// the terminal shows them).
fn print_host<G: TableGame>(table: &TableHandle<G>) {
    println!("host: {}/api/host/state?key={}", table.base_url(), table.host_key());
    let codes = table.show_join_codes();
    print_join_codes(table, &codes);
}

/// The `--new` value that starts a New York game (its map's id).
const NEW_YORK_BOARD: &str = "new-york";

/// Serves a New York game: every player's claims and tickets on their own
/// phone; the game ends with the players' last turns or the host's
/// `{"type": "finish"}`.
pub(super) fn run_new_york(args: &TableArgs, language: Language, log: NewYorkLog) -> anyhow::Result<u8> {
    let table = TableServer::start_game(config(args, log, language))?;
    print_links(args, &table);
    print_host(&table);
    println!("The players' last turns end the game, or post {{\"type\": \"finish\"}} to /api/host/action.");
    serve(table, false, |_, _| String::new())
}

/// A new New York game from `--players`, in seat order.
fn new_new_york(args: &TableArgs) -> anyhow::Result<NewYorkLog> {
    if args.record.exists() {
        bail!("{} already exists: leave out --new to resume it, or name a new file", args.record.display());
    }
    if args.real_cards || args.setup_card.is_some() || args.seed.is_some() {
        bail!(
            "--real-cards, --setup-card and --seed are for Trails of Tucana; a New York table needs only --players"
        );
    }
    let names: Vec<String> = args.players.iter().map(|n| crate::text::nfc(n.trim())).collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let setup = NewYorkSetup::with_names(&refs);
    let t = Translator::new(Language::English);
    setup.validate().map_err(|e| anyhow!("{}", capitalise(&t.new_york_setup_error(&e))))?;
    let log = NewYorkLog::new(NewYorkMap::builtin(), setup)
        .map_err(|e| anyhow!("{}", capitalise(&t.new_york_setup_error(&e))))?;
    Ok(log.with_played_time(std::time::SystemTime::now()))
}

/// Serves `table` until Ctrl+C (or TERM); with `reading`, each line typed
/// on the keyboard goes to `typed` and its answer is printed.
fn serve<G: TableGame>(
    table: TableHandle<G>,
    reading: bool,
    typed: fn(&TableHandle<G>, &str) -> String,
) -> anyhow::Result<u8> {
    println!("Ctrl+C stops the table; the game stays saved.");
    let runtime =
        tokio::runtime::Builder::new_current_thread().enable_all().build().context("cannot start")?;
    let at_once = runtime.block_on(async move {
        serve_until_stopped(&table, reading, typed).await;
        // The saves under way are finished before the table goes (every
        // answered move is on disk already); a second Ctrl+C (or TERM)
        // does not wait for them.
        let closing = tokio::task::spawn_blocking(move || table.shutdown());
        tokio::select! {
            _ = closing => false,
            () = stop_signal() => true,
        }
    });
    // The keyboard is read by a blocking read of its own, which may wait
    // for a line forever: the runtime is let go without waiting for it.
    runtime.shutdown_background();
    if at_once {
        say("table stopped at once: the moves not yet answered were not kept");
    } else {
        say("table stopped");
    }
    Ok(EXIT_OK)
}

fn new_game(cli: &super::Cli, args: &TableArgs, sheet_id: &str) -> anyhow::Result<TucanaLog> {
    if args.record.exists() {
        bail!("{} already exists: leave out --new to resume it, or name a new file", args.record.display());
    }
    let library = library(cli);
    let sheet = library.get(sheet_id).ok_or_else(|| {
        let known: Vec<&str> = library.sheets.iter().map(|s| s.id()).collect();
        anyhow!("unknown sheet {sheet_id:?} (known: {})", known.join(", "))
    })?;
    let names: Vec<String> = args.players.iter().map(|n| crate::text::nfc(n.trim())).collect();
    let table_size = u8::try_from(names.len()).map_err(|_| anyhow!("a table has 1 to 8 players"))?;
    let now = std::time::SystemTime::now();
    let seed = args
        .seed
        .unwrap_or_else(|| now.duration_since(std::time::UNIX_EPOCH).map_or(0x5EED, |d| d.as_nanos() as u64));
    let mut setup = crate::games::tucana::rules::Setup::app_deck_table(sheet_id, table_size, &names, seed);
    if let Some(card) = args.setup_card {
        setup.setup_card = SetupCard::Number(card);
    }
    if args.real_cards {
        setup.deck = DeckMode::RealCards;
    }
    let t = Translator::new(Language::English);
    setup.validate().map_err(|e| anyhow!("{}", capitalise(&t.setup_error(&e))))?;
    let log = TucanaLog::new(Arc::clone(sheet), setup)
        .map_err(|e| anyhow!("{}", capitalise(&t.setup_error(&e))))?;
    Ok(log.with_played_time(now))
}

/// Serves the game of the record at `args.record`, read by the one
/// reader (a record of any game is read in its own words) and handed to
/// its game ([`super::CliGame::serve_table`]); refused, in its game's
/// words, when its game is not played at a table of phones.
fn resume(cli: &super::Cli, args: &TableArgs, language: Language) -> anyhow::Result<u8> {
    let path = &args.record;
    let text = read_text(path, crate::store::MAX_RECORD_BYTES)?;
    let record = crate::games::read_record(&text).map_err(|e| anyhow!("{}: {e}", path.display()))?;
    let kind = record.kind();
    if !kind.has_table() {
        bail!("{}: {}", path.display(), no_table(kind));
    }
    record.visit(ServeTable { cli, args, language })
}

/// Serves a record's game at the table, for its game.
struct ServeTable<'a> {
    cli: &'a super::Cli,
    args: &'a TableArgs,
    language: Language,
}

impl<G: super::CliGame> crate::games::RecordVisitor<G> for ServeTable<'_> {
    type Output = anyhow::Result<u8>;
    fn visit(self, record: G::Record) -> anyhow::Result<u8> {
        G::serve_table(self.cli, self.args, self.language, record)
    }
}

/// `trailpad table` on a Tucana record: resumed on its island.
pub(super) fn serve_tucana_record(
    cli: &super::Cli,
    args: &TableArgs,
    language: Language,
    record: crate::games::tucana::record::TucanaRecord,
) -> anyhow::Result<u8> {
    let path = &args.record;
    let library = library(cli);
    let sheet = library
        .get(&record.setup.sheet)
        .ok_or_else(|| anyhow!("{}: unknown sheet {:?}", path.display(), record.setup.sheet))?;
    let log = TucanaLog::start(Arc::clone(sheet), record).map_err(|e| anyhow!("{}: {e}", path.display()))?;
    run_tucana(args, language, log)
}

/// Why `trailpad table` does not serve a game of `kind`, in its words:
/// which games it does serve, from the registry.
pub(super) fn no_table(kind: crate::games::GameKind) -> String {
    let served: Vec<&str> =
        crate::games::GameKind::ALL.iter().filter(|k| k.has_table()).map(|k| k.title()).collect();
    format!(
        "this is a record of {}, which is not played at a table of phones yet; `trailpad table` serves {} records",
        kind.title(),
        served.join(", ")
    )
}

/// The join codes, typed on the index page by a phone that cannot scan.
fn print_join_codes<G: TableGame>(table: &TableHandle<G>, codes: &[JoinCode]) {
    if codes.is_empty() {
        return;
    }
    say(&format!("Without a camera, type the seat's code on {}/ :", table.base_url()));
    for code in codes {
        say(&format!(
            "  code for seat {} ({}): {}",
            code.seat,
            crate::text::from_file(&code.name),
            code.spaced()
        ));
    }
}

/// A line on the terminal while the table runs. Nobody reading it (a
/// closed pipe, a service) must not stop the table, as `println!` would.
fn say(line: &str) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{line}").and_then(|()| out.flush());
}

/// What the table waits for, said when it changes: the players still to
/// play the open turn, and new join codes (a seat's link replaced).
struct Watched {
    waiting: Vec<String>,
    codes: Vec<JoinCode>,
}

impl Watched {
    fn now<G: TableGame>(table: &TableHandle<G>) -> Watched {
        Watched { waiting: table.waiting_for(), codes: table.join_codes() }
    }

    fn say_changes<G: TableGame>(&mut self, table: &TableHandle<G>) {
        let now = Watched::now(table);
        if now.waiting != self.waiting && !now.waiting.is_empty() {
            let names: Vec<String> = now.waiting.iter().map(|n| crate::text::from_file(n)).collect();
            say(&format!("Waiting for: {}", names.join(", ")));
        }
        if now.codes != self.codes {
            say("New join codes (a link was replaced):");
            print_join_codes(table, &now.codes);
        }
        *self = now;
    }
}

async fn serve_until_stopped<G: TableGame>(
    table: &TableHandle<G>,
    reading: bool,
    typed: fn(&TableHandle<G>, &str) -> String,
) {
    let mut lines = tokio::io::BufReader::new(tokio::io::stdin()).lines();
    let mut reading = reading;
    let stop = stop_signal();
    tokio::pin!(stop);
    let mut watched = Watched { waiting: Vec::new(), codes: table.join_codes() };
    watched.say_changes(table);
    let mut tick = tokio::time::interval(std::time::Duration::from_millis(250));
    loop {
        tokio::select! {
            () = &mut stop => return,
            _ = tick.tick() => watched.say_changes(table),
            line = lines.next_line(), if reading => match line {
                Ok(Some(line)) => {
                    println!("{}", printed(&typed(table, &line), Printed::Line));
                }
                // No keyboard (a service, a test): the phones and the host
                // endpoint carry on.
                _ => reading = false,
            },
        }
    }
}

/// What the host types: two cards (`DF`), a card taken at the table by a
/// player on paper (`taken A`, `taken yeti`, with the seat when several
/// are on paper: `taken A 4`), or the blue cards kept at the
/// solo reshuffle (`keep A C`, `keep none`).
fn typed_action(line: &str) -> Result<Action, &'static str> {
    let line = line.trim();
    let mut words = line.split_whitespace();
    match words.next().map(str::to_lowercase).as_deref() {
        Some("taken") => {
            let (Some(what), seat, None) = (words.next(), words.next(), words.next()) else {
                return Err(
                    "type taken and one card: a letter A to E (blue) or a sight (red), e.g. taken A \
                            (and the seat when several players are on paper, e.g. taken A 4)",
                );
            };
            let seat = match seat.map(str::parse::<u8>) {
                None => None,
                Some(Ok(seat)) => Some(seat),
                Some(Err(_)) => {
                    return Err("after the card comes the seat that took it, a number: e.g. taken A 4");
                }
            };
            let mut chars = what.chars();
            let card = match (
                chars.next().and_then(Letter::from_char),
                chars.next(),
                Sight::from_key(&what.to_lowercase()),
            ) {
                (Some(letter), None, _) => BonusCard::Blue(letter),
                (_, _, Some(sight)) => BonusCard::Red(sight),
                _ => {
                    return Err(
                        "a card taken is a letter A to E or obelisk, book, toucan, yeti, sea_monster",
                    );
                }
            };
            Ok(match seat {
                Some(seat) => Action::TakenBy { card, seat },
                None => Action::TakenElsewhere(card),
            })
        }
        Some("keep") => {
            let rest: Vec<&str> = words.collect();
            if rest.len() == 1 && rest[0].eq_ignore_ascii_case("none") {
                return Ok(Action::SoloReshuffle { kept: Vec::new() });
            }
            let kept: Option<Vec<Letter>> = rest
                .iter()
                .map(|w| {
                    let mut chars = w.chars();
                    chars.next().and_then(Letter::from_char).filter(|_| chars.next().is_none())
                })
                .collect();
            kept.map(|kept| Action::SoloReshuffle { kept })
                .ok_or("type keep and the letters of the blue cards that stay, e.g. keep A C, or keep none")
        }
        _ => {
            let typed: Option<Vec<Card>> =
                line.chars().filter(|c| !c.is_whitespace()).map(Card::from_key).collect();
            typed
                .and_then(|cards| <[Card; 2]>::try_from(cards).ok())
                .map(|[first, second]| Action::Reveal(first, second))
                .ok_or("type two cards: D desert, F forest, M mountain, W water, A any (e.g. DF)")
        }
    }
}

/// Applies what the host typed on a line; says what happened.
fn typed_line(table: &TableHandle, line: &str) -> String {
    let action = match typed_action(line) {
        Ok(action) => action,
        Err(help) => return help.into(),
    };
    // The record names the seat that took a card: by itself when only
    // one is on paper; when several are, the host says which.
    let action = table.with_log(|log| TableGame::completed_host_action(log.game(), action));
    if let Action::TakenElsewhere(_) = action {
        let paper = table.with_log(|log| log.record().paper_seats());
        if let [first, _, ..] = paper[..] {
            let seats: Vec<String> = paper.iter().map(u8::to_string).collect();
            return format!(
                "several players are on paper (seats {}): type the seat that took the card too, e.g. {} {first}",
                seats.join(", "),
                line.trim()
            );
        }
    }
    let t = Translator::new(Language::English);
    let said = table.with_log(|log| describe_action(&t, log.game(), &action));
    match table.apply(action) {
        Ok(()) => capitalise(&said),
        Err(HostError::Refused(refusal)) => {
            table.with_log(|log| capitalise(&t.refusal_in(log.game(), &refusal)))
        }
        Err(e) => e.to_string(),
    }
}

/// Ctrl+C, or (on Unix) the TERM signal a service manager sends.
async fn stop_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        if let Ok(mut term) = signal(SignalKind::terminate()) {
            tokio::select! {
                _ = tokio::signal::ctrl_c() => {}
                _ = term.recv() => {}
            }
            return;
        }
    }
    let _ = tokio::signal::ctrl_c().await;
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A table of `table_size` on Isla Petit, Ann and Ben with phones, the
    /// others on paper, on 127.0.0.1.
    fn table_with_paper(table_size: u8) -> TableHandle {
        let names = ["Ann".to_string(), "Ben".to_string()];
        let setup = crate::games::tucana::rules::Setup::app_deck_table("isla-petit", table_size, &names, 3);
        let sheet = Arc::new(crate::games::tucana::sheet::builtin_sheet("isla-petit").expect("sheet"));
        let log = TucanaLog::new(sheet, setup).expect("set-up");
        TableServer::start(TableConfig::new(log)).expect("the table starts on 127.0.0.1")
    }

    #[test]
    fn a_card_typed_as_taken_names_the_paper_seat_that_took_it() {
        let last = |table: &TableHandle| table.with_log(|l| l.record().actions.last().cloned());
        // One seat on paper: it took the card.
        let table = table_with_paper(3);
        typed_line(&table, "taken A");
        assert_eq!(last(&table), Some(Action::TakenBy { card: BonusCard::Blue(Letter::A), seat: 3 }));
        table.shutdown();
        // Two: the host is asked which, and nothing is recorded until then.
        let table = table_with_paper(4);
        let actions = table.with_log(|l| l.record().actions.len());
        let said = typed_line(&table, "taken A");
        assert!(said.contains("seats 3, 4") && said.contains("taken A 3"), "{said}");
        assert_eq!(table.with_log(|l| l.record().actions.len()), actions, "nothing recorded");
        typed_line(&table, "taken A 4");
        assert_eq!(last(&table), Some(Action::TakenBy { card: BonusCard::Blue(Letter::A), seat: 4 }));
        let said = typed_line(&table, "taken B 1");
        assert!(said.contains("Ann"), "a seat kept here is refused in words: {said}");
        table.shutdown();
    }

    #[test]
    fn typed_lines_become_host_actions_or_say_what_to_type() {
        assert_eq!(typed_action("DF"), Ok(Action::Reveal(Card::Desert, Card::Forest)));
        assert_eq!(typed_action(" w a "), Ok(Action::Reveal(Card::Water, Card::Any)));
        assert_eq!(typed_action("taken b"), Ok(Action::TakenElsewhere(BonusCard::Blue(Letter::B))));
        assert_eq!(
            typed_action("taken yeti 4"),
            Ok(Action::TakenBy { card: BonusCard::Red(Sight::Yeti), seat: 4 }),
            "the seat on paper that took it"
        );
        assert_eq!(typed_action("Taken Yeti"), Ok(Action::TakenElsewhere(BonusCard::Red(Sight::Yeti))));
        assert_eq!(typed_action("keep A C"), Ok(Action::SoloReshuffle { kept: vec![Letter::A, Letter::C] }));
        assert_eq!(typed_action("keep none"), Ok(Action::SoloReshuffle { kept: vec![] }));
        for wrong in [
            "",
            "D",
            "DFM",
            "taken",
            "taken Z",
            "taken A B",
            "taken A 4 5",
            "taken dragon",
            "keep AB",
            "keep Q",
        ] {
            assert!(typed_action(wrong).is_err(), "{wrong:?} is refused");
        }
    }
}
