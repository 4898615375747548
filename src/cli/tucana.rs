//! `score`, `check` and `png` for *Trails of Tucana* records: what the
//! commands written once in `cli` need from this game.

use super::{PngArgs, RecordGame, library, read_text};
use crate::games::tucana::record::{
    Standing, Standings, TucanaRecord, TucanaRecordError, final_standings_named,
};
use crate::games::tucana::rules::{ScoreCard, TucanaGame, WonCard};
use crate::games::tucana::sheet::Sight;
use crate::games::tucana::sheet::library::SheetLibrary;
use crate::i18n::{Language, Translator};
use crate::picture::{PngOptions, sheet_png};
use crate::text::from_file;
use anyhow::{Context, anyhow};
use serde::Serialize;
use std::fmt::Write as _;
use std::path::Path;

/// Trails of Tucana on the command line; its sheets come from the
/// embedded ones and the user's folder (`--sheets`).
pub(super) struct Tucana<'a> {
    /// The parsed command line, for `--sheets`.
    pub(super) cli: &'a super::Cli,
}

/// A legal Tucana game with the record it was replayed from.
pub(super) struct Played {
    record: TucanaRecord,
    game: Box<TucanaGame>,
}

impl super::CliGame for crate::games::tucana::rules::TucanaGame {
    type Printer<'a> = Tucana<'a>;
    fn printer(cli: &super::Cli) -> Tucana<'_> {
        Tucana { cli }
    }
    fn serve_table(
        cli: &super::Cli,
        args: &super::table::TableArgs,
        language: crate::i18n::Language,
        record: TucanaRecord,
    ) -> anyhow::Result<u8> {
        super::table::serve_tucana_record(cli, args, language, record)
    }
}

impl RecordGame for Tucana<'_> {
    type Record = TucanaRecord;
    type Played = Played;

    fn replay(&self, record: TucanaRecord, path: &Path) -> anyhow::Result<Result<Played, String>> {
        let library = library(self.cli);
        match record.replay(&library) {
            Ok(game) => Ok(Ok(Played { record, game: Box::new(game) })),
            Err(e @ TucanaRecordError::Illegal { .. }) => Ok(Err(illegal_text(&record, &library, &e))),
            Err(e) => Err(anyhow!("{}: {e}", path.display())),
        }
    }

    fn check_line(&self, played: &Played) -> String {
        let Played { record, game } = played;
        format!(
            "ok: {}, {}, {} action{}, {}\n",
            from_file(game.sheet().name()),
            table_text(game),
            record.actions.len(),
            if record.actions.len() == 1 { "" } else { "s" },
            progress_text(game),
        )
    }

    fn score_text(&self, played: &Played) -> String {
        let Played { record, game } = played;
        let cards = game.score_cards();
        let standings = final_standings_named(game, &record.paper_totals, &record.paper_names);
        let winners: Vec<String> = winner_names(game, &standings).iter().map(|w| from_file(w)).collect();
        score_text(game, &cards, &standings, &winners)
    }

    fn score_json(&self, played: &Played) -> anyhow::Result<String> {
        let Played { record, game } = played;
        let cards = game.score_cards();
        let standings = final_standings_named(game, &record.paper_totals, &record.paper_names);
        let out = JsonScore {
            sheet: game.sheet().id().to_string(),
            players: cards.iter().map(json_player).collect(),
            paper: standings
                .rows
                .iter()
                .filter(|r| r.on_paper())
                .map(|r| JsonPaper { seat: r.seat, name: r.name.clone(), total: r.total })
                .collect(),
            winners: winner_names(game, &standings),
            complete: standings.complete,
        };
        serde_json::to_string_pretty(&out).context("cannot write JSON")
    }

    fn png(
        &self,
        played: Played,
        args: &PngArgs<'_>,
        options: &PngOptions,
    ) -> anyhow::Result<(Vec<u8>, String)> {
        let game = played.game;
        let seats = || {
            game.players()
                .iter()
                .map(|p| format!("{} ({})", p.seat, from_file(&p.name)))
                .collect::<Vec<_>>()
                .join(", ")
        };
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
        let bytes = sheet_png(&game, seat, options)?;
        Ok((bytes, format!("{}'s sheet, {}", from_file(&player.name), progress_text(&game))))
    }
}

/// An illegal action in the players' words: the game just before it names
/// the players and the places (the error's own text numbers seats and
/// gives coordinates).
fn illegal_text(record: &TucanaRecord, library: &SheetLibrary, e: &TucanaRecordError) -> String {
    let TucanaRecordError::Illegal { index, refusal, .. } = e else { return e.to_string() };
    let mut before = record.clone();
    before.actions.truncate(index.saturating_sub(1));
    match before.replay(library) {
        Ok(game) => {
            format!("action {index}: {}", Translator::new(Language::English).refusal_in(&game, refusal))
        }
        Err(_) => e.to_string(),
    }
}

/// "2 players", "solo", or "5 players (3 tracked)".
fn table_text(game: &TucanaGame) -> String {
    let table = game.setup().table_size;
    let tracked = game.players().len();
    match table {
        1 => "solo".into(),
        _ if usize::from(table) == tracked => format!("{table} players"),
        _ => format!("{table} players ({tracked} tracked)"),
    }
}

/// "game over" or "unfinished (round 2, turn 5)".
fn progress_text(game: &TucanaGame) -> String {
    if game.is_over() {
        "game over".into()
    } else {
        format!("unfinished (round {}, turn {})", game.round(), game.turn_in_round())
    }
}

// ----- score -----

/// Names of the winners (a paper sheet as "seat 4 (paper)"), among the
/// seats with a total; nobody has won an unfinished game.
fn winner_names(game: &TucanaGame, standings: &Standings) -> Vec<String> {
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

fn score_text(game: &TucanaGame, cards: &[ScoreCard], standings: &Standings, winners: &[String]) -> String {
    let mut out = String::new();
    let _ =
        writeln!(out, "{}, {}: {}", from_file(game.sheet().name()), table_text(game), progress_text(game));
    if !game.is_over() {
        let _ = writeln!(out, "The game is unfinished: round lines not yet written are shown as \"-\".");
    }
    for card in cards {
        let _ = writeln!(out);
        let _ = writeln!(out, "{} (seat {})", from_file(&card.name), card.seat);
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
            let _ = writeln!(out, "  solo title:      {}", from_file(title));
        }
    }
    let paper: Vec<&Standing> = standings.rows.iter().filter(|r| r.on_paper()).collect();
    if !paper.is_empty() {
        let _ = writeln!(out);
        for row in &paper {
            let total = row.total.map_or_else(|| "not typed".to_string(), |t| t.to_string());
            let _ = writeln!(out, "{} total: {total}", from_file(&standing_name(row)));
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
    /// Only when the paper seat was given a name, so the output of every
    /// record without one is unchanged.
    #[serde(skip_serializing_if = "Option::is_none")]
    name: Option<String>,
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

// ----- hint -----

/// One suggestion of `hint --json`.
#[derive(Serialize)]
struct JsonSuggestion {
    /// 1-based rank.
    rank: usize,
    /// One hex of the trail, `[row, dcol]`.
    from: [i32; 2],
    /// The other hex.
    to: [i32; 2],
    /// Whether it is an owed bonus trail.
    bonus_trail: bool,
    /// Mean final total of the simulated games after it; `null` when it
    /// was not weighed.
    expected_total: Option<f64>,
    /// What it gives at once.
    gain_now: u32,
    /// Why, in English.
    reasons: Vec<String>,
}

/// `hint --json`.
#[derive(Serialize)]
struct JsonHint {
    sheet: String,
    seat: u8,
    name: String,
    round: u8,
    turn: u8,
    cards: Vec<String>,
    rollouts: u32,
    suggestions: Vec<JsonSuggestion>,
}

/// The text of the Trails of Tucana record at `path`, for `trailpad hint`
/// and `review`; `what` names their work in the refusal of another game's
/// record.
fn read_tucana_text(path: &Path, what: &str) -> anyhow::Result<String> {
    let text = read_text(path, crate::store::MAX_RECORD_BYTES)?;
    let kind = crate::games::detect_game(&text).map_err(|e| anyhow!("{}: {e}", path.display()))?;
    if !kind.has_coach() {
        return Err(anyhow!("{}: {what} are for Trails of Tucana records only", path.display()));
    }
    Ok(text)
}

/// The record in `text` replayed, with the player at `seat`, for `trailpad
/// hint` and `review`: `Ok(Err(code))` when the record is illegal (said as
/// `check` says it), an error when it cannot be read or `seat` has no sheet.
fn replay_for_seat(
    cli: &super::Cli,
    path: &Path,
    text: &str,
    seat: u8,
) -> anyhow::Result<Result<(TucanaRecord, TucanaGame, crate::games::tucana::rules::PlayerState), u8>> {
    let record = TucanaRecord::from_ron(text).map_err(|e| anyhow!("{}: {e}", path.display()))?;
    let library = library(cli);
    let game = match record.replay(&library) {
        Ok(game) => game,
        Err(e @ TucanaRecordError::Illegal { .. }) => {
            return Ok(Err(super::rejected(path, &illegal_text(&record, &library, &e))));
        }
        Err(e) => return Err(anyhow!("{}: {e}", path.display())),
    };
    let Some(player) = game.player(seat).cloned() else {
        let seats: Vec<String> =
            game.players().iter().map(|p| format!("{} ({})", p.seat, from_file(&p.name))).collect();
        return Err(anyhow!(
            "{}: no sheet for seat {seat}; the seats are {}",
            path.display(),
            seats.join(", ")
        ));
    };
    Ok(Ok((record, game, player)))
}

/// `trailpad hint RECORD --seat N [--json]`: the trails of the record's
/// open turn for one sheet, best first.
pub(super) fn hint(cli: &super::Cli, path: &Path, seat: u8, json: bool) -> anyhow::Result<u8> {
    use crate::games::tucana::coach::{self, Budget, record_seed};
    let text = read_tucana_text(path, "hints")?;
    let (record, game, player) = match replay_for_seat(cli, path, &text, seat)? {
        Ok(replayed) => replayed,
        Err(code) => return Ok(code),
    };
    let h = coach::hint(&game, seat, record_seed(&record.actions, seat), Budget::STANDARD)
        .map_err(|e| anyhow!("{}: {e}", path.display()))?;
    let words = Translator::new(Language::English);
    let cards: Vec<String> =
        game.turn_cards().map(|cs| cs.iter().map(|&c| words.card(c)).collect()).unwrap_or_default();
    if json {
        let out = JsonHint {
            sheet: game.sheet().id().to_string(),
            seat,
            name: player.name.clone(),
            round: game.round(),
            turn: game.turn_in_round(),
            cards,
            rollouts: h.rollouts,
            suggestions: h
                .suggestions
                .iter()
                .enumerate()
                .map(|(i, s)| JsonSuggestion {
                    rank: i + 1,
                    from: [s.trail.from.row, s.trail.from.dcol],
                    to: [s.trail.to.row, s.trail.to.dcol],
                    bonus_trail: s.trail.bonus,
                    expected_total: s.expected_total.map(|t| (t * 10.0).round() / 10.0),
                    gain_now: s.gain_now,
                    reasons: s.reasons.iter().map(|r| words.coach_reason(r)).collect(),
                })
                .collect(),
        };
        super::emit(
            &format!("{}\n", serde_json::to_string_pretty(&out).context("cannot write JSON")?),
            crate::text::Printed::Json,
        )?;
        return Ok(super::EXIT_OK);
    }
    let mut out = String::new();
    let what = if h.suggestions.first().is_some_and(|s| s.trail.bonus) {
        "a bonus trail (any terrain)".to_string()
    } else {
        cards.join(" and ")
    };
    let _ = writeln!(
        out,
        "{}, {}: round {}, turn {}; {} (seat {seat}) draws {what}",
        from_file(game.sheet().name()),
        table_text(&game),
        game.round(),
        game.turn_in_round(),
        from_file(&player.name),
    );
    let _ =
        writeln!(out, "Best first, by the expected final total over {} simulated games each:", h.rollouts);
    let mut unweighed = 0;
    for (i, s) in h.suggestions.iter().enumerate() {
        let Some(total) = s.expected_total else {
            unweighed += 1;
            continue;
        };
        let _ = writeln!(
            out,
            "{:>3}. {}-{}  {}: {}",
            i + 1,
            s.trail.from,
            s.trail.to,
            words.coach_expected(total),
            words.coach_reasons(&s.reasons)
        );
    }
    if unweighed > 0 {
        let _ =
            writeln!(out, "{unweighed} more legal trails, less promising at a first look, were not weighed.");
    }
    super::emit(&out, crate::text::Printed::Lines)?;
    Ok(super::EXIT_OK)
}

// ----- review -----

/// One turn of `review --json`.
#[derive(Serialize)]
struct JsonTurn {
    /// 1-based round.
    round: u8,
    /// 1-based turn in the round.
    turn: u8,
    cards: Vec<String>,
    /// The trails drawn, as `[[row, dcol], [row, dcol]]`.
    played: Vec<[[i32; 2]; 2]>,
    /// The coach's choices at the same moments.
    coach: Vec<[[i32; 2]; 2]>,
    /// The best line's trails in this turn.
    best: Vec<[[i32; 2]; 2]>,
    /// `played`, `coach` and `best` named by places: `[from, to]` as the
    /// reviewed sheet shows them ("village B1", "the forest next to the
    /// yeti").
    played_places: Vec<[String; 2]>,
    /// See `played_places`.
    coach_places: Vec<[String; 2]>,
    /// See `played_places`.
    best_places: Vec<[String; 2]>,
    /// Expected points lost against the coach's line (0 within the
    /// estimate's noise).
    loss: f64,
    /// Whether the turn was weighed before the time ran out.
    weighed: bool,
}

/// `review --json`.
#[derive(Serialize)]
struct JsonReview {
    sheet: String,
    seat: u8,
    name: String,
    played: u32,
    best: u32,
    bound: u32,
    played_title: Option<String>,
    /// The solo title the best line found earns: these cards allowed at
    /// least this one.
    best_title: Option<String>,
    /// Whether the search and every turn's verdict ran to their end; false
    /// when the time limit (`--time-limit`) or the search's state budget
    /// ran out first: `best` is then the best line so far.
    complete: bool,
    /// Whether the best line's solo reshuffle kept other blue cards than
    /// the game's (it drew from the cards that line left on the table).
    reshuffle_differs: bool,
    /// The three turns that lost the most, worst first.
    worst_turns: Vec<JsonTurn>,
    /// Every turn, in order (the loss per turn).
    turns: Vec<JsonTurn>,
}

fn trail_coords(moves: &[crate::games::tucana::coach::Move]) -> Vec<[[i32; 2]; 2]> {
    moves.iter().map(|m| [[m.from.row, m.from.dcol], [m.to.row, m.to.dcol]]).collect()
}

/// Each trail's two ends named by places, as the sheet of `seat` shows
/// them (`review --json`: `[from, to]` beside the coordinates).
fn trail_places(
    words: &Translator,
    game: &TucanaGame,
    seat: u8,
    moves: &[crate::games::tucana::coach::Move],
) -> Vec<[String; 2]> {
    moves
        .iter()
        .map(|m| {
            let (from, to) = words.trail_places(game, seat, m.from, m.to);
            [from, to]
        })
        .collect()
}

/// The review's budget for `--quick` and `--deep` (which clap keeps
/// apart): the quick look, the longer search, or the standard one.
pub(super) fn review_budget(quick: bool, deep: bool) -> crate::games::tucana::coach::ReviewBudget {
    use crate::games::tucana::coach::ReviewBudget;
    match (quick, deep) {
        (true, _) => ReviewBudget::QUICK,
        (false, true) => ReviewBudget::DEEP,
        (false, false) => ReviewBudget::STANDARD,
    }
}

/// `trailpad review RECORD --seat N [--json] [--best OUT.ron] [--quick | --deep]`: the played
/// total, the best found with the same cards, the bound, the solo title the
/// cards allowed and the three turns that lost the most.
pub(super) fn review(
    cli: &super::Cli,
    path: &Path,
    seat: u8,
    json: bool,
    best_out: Option<&Path>,
    budget: crate::games::tucana::coach::ReviewBudget,
    time_limit: std::time::Duration,
) -> anyhow::Result<u8> {
    use crate::games::tucana::coach::{self, ReviewError, TurnReview};
    let text = read_tucana_text(path, "reviews")?;
    if let Some(out) = best_out {
        if super::is_same_file(path, out) {
            return Err(anyhow!("{} is the record itself: give another file to --best", out.display()));
        }
        // Said before the review's seconds, not after them.
        if out.is_dir() {
            return Err(anyhow!("{} is a folder: give --best a file name", out.display()));
        }
    }
    let (record, game, player) = match replay_for_seat(cli, path, &text, seat)? {
        Ok(replayed) => replayed,
        Err(code) => return Ok(code),
    };
    let clock = crate::app::tucana::review::ReviewClock::start(time_limit);
    let reviewed = coach::review_until(&record, game.sheet_arc(), seat, budget, &clock.flag());
    drop(clock);
    let r = match reviewed {
        Ok(r) => r,
        Err(ReviewError::NotOver) => {
            return Err(anyhow!(
                "{}: the game is not over ({}): a review needs every round played",
                path.display(),
                progress_text(&game)
            ));
        }
        Err(e) => return Err(anyhow!("{}: {e}", path.display())),
    };
    let words = Translator::new(Language::English);
    let cards = |t: &TurnReview| -> Vec<String> { t.cards.iter().map(|&c| words.card(c)).collect() };
    let json_turn = |t: &TurnReview| JsonTurn {
        round: t.round,
        turn: t.turn_in_round,
        cards: cards(t),
        played: trail_coords(&t.played),
        coach: trail_coords(&t.coach),
        best: trail_coords(&t.best),
        played_places: trail_places(&words, &game, seat, &t.played),
        coach_places: trail_places(&words, &game, seat, &t.coach),
        best_places: trail_places(&words, &game, seat, &t.best),
        loss: (t.loss * 10.0).round() / 10.0,
        weighed: t.weighed,
    };
    let mut written = String::new();
    if let Some(out) = best_out {
        let best = r.best_record(&record);
        let ron = best.to_ron().map_err(|e| anyhow!("cannot write the best line: {e}"))?;
        crate::store::write_export(out, ron.as_bytes(), true)
            .map_err(|e| anyhow!("cannot write {}: {e}", out.display()))?;
        written = format!("wrote the best line ({}) to {}\n", r.best, out.display());
    }
    if json {
        let out = JsonReview {
            sheet: game.sheet().id().to_string(),
            seat,
            name: player.name.clone(),
            played: r.played,
            best: r.best,
            bound: r.bound.total,
            played_title: r.played_title.clone(),
            best_title: r.best_title.clone(),
            complete: r.complete,
            reshuffle_differs: r.reshuffle_differs,
            worst_turns: r.worst_turns(3).into_iter().map(json_turn).collect(),
            turns: r.turns.iter().map(json_turn).collect(),
        };
        super::emit(
            &format!("{}\n", serde_json::to_string_pretty(&out).context("cannot write JSON")?),
            crate::text::Printed::Json,
        )?;
        if !written.is_empty() {
            super::say(written.trim_end());
        }
        return Ok(super::EXIT_OK);
    }
    let mut out = String::new();
    let title = |t: &Option<String>| t.as_ref().map(|t| format!(" — “{}”", from_file(t))).unwrap_or_default();
    let _ = writeln!(
        out,
        "{}, {}: review of {} (seat {seat})",
        from_file(game.sheet().name()),
        table_text(&game),
        from_file(&player.name)
    );
    let _ = writeln!(out, "Played:     {:>4}{}", r.played, title(&r.played_title));
    let _ = writeln!(out, "Best found: {:>4}{}", r.best, title(&r.best_title));
    let _ = writeln!(out, "Bound:      {:>4}  (no line can score more; see docs/coach.md)", r.bound.total);
    if !r.complete {
        let weighed = r.turns.iter().filter(|t| t.weighed).count();
        let _ = writeln!(
            out,
            "Cut short (a time limit of {} s, or the search's size): the best found is the best line so far; {weighed} of {} turns weighed.",
            time_limit.as_secs(),
            r.turns.len()
        );
    }
    if r.solo {
        match r.best_title.as_deref() {
            Some(t) => {
                let _ = writeln!(out, "These cards allowed a solo title of at least “{}”.", from_file(t));
            }
            None => {
                let _ = writeln!(out, "The best line found earns no solo title.");
            }
        }
        if r.reshuffle_differs {
            let _ = writeln!(
                out,
                "Its solo reshuffle kept other blue cards than the game's: it drew from the cards that line left."
            );
        }
    } else {
        let _ = writeln!(
            out,
            "The deal, the other sheets and the cards the table took are kept as they happened."
        );
    }
    let worst = r.worst_turns(3);
    if worst.is_empty() {
        let _ = writeln!(out, "No turn lost against the coach's choice.");
    } else {
        let _ = writeln!(out, "The turns that lost the most against the coach's choice:");
        for (i, t) in worst.iter().enumerate() {
            let _ = writeln!(
                out,
                "{}. round {}, turn {} ({}): drew {} (expected {:.1}); the coach: {} (expected {:.1}); lost {:.1}",
                i + 1,
                roman(usize::from(t.round) - 1),
                t.turn_in_round,
                cards(t).join(" and "),
                words.review_trails(&game, seat, &t.played),
                t.played_expected,
                words.review_trails(&game, seat, &t.coach),
                t.coach_expected,
                t.loss,
            );
        }
    }
    out.push_str(&written);
    super::emit(&out, crate::text::Printed::Lines)?;
    Ok(super::EXIT_OK)
}
