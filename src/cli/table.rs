//! `trailpad table`: the table server without a window (a TV box, a
//! Raspberry Pi, tests). It prints each seat's link, deals the app's deck by
//! itself, and with real cards reads the two cards of each turn from the
//! keyboard (or from `POST /api/host/reveal`).

use super::{EXIT_OK, library, read_record};
use crate::i18n::{Language, Translator, capitalise};
use crate::record::GameLog;
use crate::rules::{Action, DeckMode, SetupCard};
use crate::sheet::Card;
use crate::table::{HostError, TableConfig, TableHandle, TableServer};
use anyhow::{Context, anyhow, bail};
use std::net::IpAddr;
use std::path::{Path, PathBuf};
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
    /// Start a new game on this island (isla-petit, isla-grande or a user
    /// sheet) instead of resuming RECORD, which must not exist yet.
    #[arg(long, value_name = "SHEET", requires = "players")]
    pub new: Option<String>,
    /// The players of a new game, in seat order from the Mayor, comma
    /// separated: `--players Alice,Bob,Chloé`.
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
    let log = match &args.new {
        Some(sheet) => new_game(cli, args, sheet)?,
        None => resume(cli, &args.record)?,
    };
    let real_cards = matches!(log.record().setup.deck, DeckMode::RealCards);
    let mut config = TableConfig::new(log);
    config.save_to = Some(args.record.clone());
    config.bind = args.bind;
    config.port = args.port;
    config.link_host = args.link_host.clone();
    config.language = language;
    config.auto_reveal = !real_cards;
    let table = TableServer::start(config)?;
    println!("Trailpad table on {} (record {})", table.base_url(), args.record.display());
    if args.bind.is_unspecified() && args.link_host.is_none() {
        println!(
            "note: links name {}; pass --link-host with this machine's address on the network",
            args.bind
        );
    }
    for link in table.links() {
        println!("seat {} ({}): {}", link.seat, link.name, link.url);
    }
    println!("host: {}/api/host/state?key={}", table.base_url(), table.host_key());
    if real_cards {
        println!("Type the two cards of each turn (D F M W A, e.g. DF) and Enter.");
    }
    println!("Ctrl+C stops the table; the game stays saved.");
    let runtime =
        tokio::runtime::Builder::new_current_thread().enable_all().build().context("cannot start")?;
    runtime.block_on(serve_until_stopped(&table, real_cards));
    table.shutdown();
    println!("table stopped");
    Ok(EXIT_OK)
}

fn new_game(cli: &super::Cli, args: &TableArgs, sheet_id: &str) -> anyhow::Result<GameLog> {
    if args.record.exists() {
        bail!("{} already exists: leave out --new to resume it, or name a new file", args.record.display());
    }
    let library = library(cli);
    let sheet = library.get(sheet_id).ok_or_else(|| {
        let known: Vec<&str> = library.sheets.iter().map(|s| s.id()).collect();
        anyhow!("unknown sheet {sheet_id:?} (known: {})", known.join(", "))
    })?;
    let names: Vec<String> = args.players.iter().map(|n| n.trim().to_string()).collect();
    let table_size = u8::try_from(names.len()).map_err(|_| anyhow!("a table has 1 to 8 players"))?;
    let now = std::time::SystemTime::now();
    let seed = args
        .seed
        .unwrap_or_else(|| now.duration_since(std::time::UNIX_EPOCH).map_or(0x5EED, |d| d.as_nanos() as u64));
    let mut setup = crate::rules::Setup::app_deck_table(sheet_id, table_size, &names, seed);
    if let Some(card) = args.setup_card {
        setup.setup_card = SetupCard::Number(card);
    }
    if args.real_cards {
        setup.deck = DeckMode::RealCards;
    }
    let t = Translator::new(Language::English);
    let log =
        GameLog::new(Arc::clone(sheet), setup).map_err(|e| anyhow!("{}", capitalise(&t.setup_error(&e))))?;
    Ok(log.with_played_time(now))
}

fn resume(cli: &super::Cli, path: &Path) -> anyhow::Result<GameLog> {
    let record = read_record(path)?;
    let library = library(cli);
    let sheet = library
        .get(&record.setup.sheet)
        .ok_or_else(|| anyhow!("{}: unknown sheet {:?}", path.display(), record.setup.sheet))?;
    GameLog::start(Arc::clone(sheet), record).map_err(|e| anyhow!("{}: {e}", path.display()))
}

async fn serve_until_stopped(table: &TableHandle, real_cards: bool) {
    let mut lines = tokio::io::BufReader::new(tokio::io::stdin()).lines();
    let mut reading = real_cards;
    let stop = stop_signal();
    tokio::pin!(stop);
    loop {
        tokio::select! {
            () = &mut stop => return,
            line = lines.next_line(), if reading => match line {
                Ok(Some(line)) => println!("{}", typed_cards(table, &line)),
                // No keyboard (a service, a test): the phones and the host
                // endpoint carry on.
                _ => reading = false,
            },
        }
    }
}

/// Reveals the two cards typed on a line; says what happened.
fn typed_cards(table: &TableHandle, line: &str) -> String {
    let typed: Option<Vec<Card>> = line.chars().filter(|c| !c.is_whitespace()).map(Card::from_key).collect();
    let Some([first, second]) = typed.and_then(|cards| <[Card; 2]>::try_from(cards).ok()) else {
        return "type two cards: D desert, F forest, M mountain, W water, A any (e.g. DF)".into();
    };
    let t = Translator::new(Language::English);
    match table.apply(Action::Reveal(first, second)) {
        Ok(()) => format!("revealed {} and {}", t.card(first), t.card(second)),
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
