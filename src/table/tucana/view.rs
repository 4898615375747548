//! What a phone is sent, as JSON: the sheet once (hexes, the seat's village
//! letters, colours), then the seat's state at every change (trails, legal
//! sides, the four scoring boxes, the table), with every word translated
//! here so the page needs no catalogue of its own.

use crate::export::bgstats::{BgStatsError, bgstats_play_for};
use crate::games::players::PlayerList;
use crate::games::tucana::marks::{self, Mark, Outline, Point};
use crate::games::tucana::record::{Standings, TucanaLog, final_standings_named};
use crate::games::tucana::rules::{
    BonusCard, PlayerState, RED_CARD_POINTS, TURNS_PER_ROUND, TucanaGame, WonCard,
};
use crate::games::tucana::sheet::{Card, Coord, Feature, Letter, Sight, Terrain};
use crate::i18n::{Translator, capitalise};
use crate::table::palette;
use serde::Serialize;
use std::collections::BTreeMap;

/// A hex position as `[row, dcol]` (see [`Coord`]).
pub type JsonCoord = [i32; 2];

fn jc(c: Coord) -> JsonCoord {
    [c.row, c.dcol]
}

/// The sheet as one seat sees it; fixed for the whole game.
#[derive(Debug, Clone, Serialize)]
pub struct SheetView {
    /// Sheet id.
    pub id: String,
    /// Island name in the phone's language.
    pub name: String,
    /// The hexes.
    pub hexes: Vec<HexView>,
    /// Colours, the desktop app's values.
    pub colours: palette::Palette,
    /// The printed sheet's marks, as the desktop draws them.
    pub marks: MarksView,
}

/// The terrain patterns and sight pictures of
/// [`crate::games::tucana::marks`], as SVG elements for a hex of radius 1
/// centred on the origin, coloured from [`palette`].
#[derive(Debug, Clone, Serialize)]
pub struct MarksView {
    /// Each terrain's pattern, by terrain name.
    pub terrain: BTreeMap<&'static str, Vec<SvgMark>>,
    /// Each sight's picture, by sight key.
    pub sight: BTreeMap<&'static str, Vec<SvgMark>>,
}

/// One SVG element: its name and attributes.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SvgMark {
    /// `circle`, `polygon` or `polyline`.
    pub shape: &'static str,
    /// Its attributes (`cx`, `points`, `fill`, `stroke`, `stroke-width`…).
    pub attrs: BTreeMap<&'static str, String>,
}

/// A number as written in SVG: four decimals at most.
fn svg_number(x: f32) -> String {
    let text = format!("{x:.4}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" { "0".into() } else { text.into() }
}

/// A mark as an SVG element.
pub fn svg_mark(mark: &Mark) -> SvgMark {
    let points = |points: &[Point]| {
        points
            .iter()
            .map(|p| format!("{},{}", svg_number(p[0]), svg_number(p[1])))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut attrs = BTreeMap::new();
    let outline = |attrs: &mut BTreeMap<&'static str, String>, outline: &Option<Outline>| match outline {
        Some(o) => {
            attrs.insert("stroke", palette::ink_css(o.ink).to_string());
            attrs.insert("stroke-width", svg_number(o.width));
        }
        None => {
            attrs.insert("stroke", "none".into());
        }
    };
    let shape = match mark {
        Mark::Disc { centre, radius, fill, outline: o } => {
            attrs.insert("cx", svg_number(centre[0]));
            attrs.insert("cy", svg_number(centre[1]));
            attrs.insert("r", svg_number(*radius));
            attrs.insert("fill", palette::ink_css(*fill).to_string());
            outline(&mut attrs, o);
            "circle"
        }
        Mark::Polygon { points: p, fill, outline: o } => {
            attrs.insert("points", points(p));
            attrs.insert("fill", palette::ink_css(*fill).to_string());
            outline(&mut attrs, o);
            "polygon"
        }
        Mark::Line { points: p, width, ink } => {
            attrs.insert("points", points(p));
            attrs.insert("fill", "none".into());
            attrs.insert("stroke", palette::ink_css(*ink).to_string());
            attrs.insert("stroke-width", svg_number(*width));
            "polyline"
        }
    };
    SvgMark { shape, attrs }
}

/// Every terrain's pattern and every sight's picture, for the phone page.
pub fn marks_view() -> MarksView {
    let svg = |marks: Vec<Mark>| marks.iter().map(svg_mark).collect();
    MarksView {
        terrain: Terrain::ALL.into_iter().map(|t| (t.name(), svg(marks::terrain_marks(t)))).collect(),
        sight: Sight::ALL.into_iter().map(|s| (s.key(), svg(marks::sight_marks(s)))).collect(),
    }
}

/// One hex of the map.
#[derive(Debug, Clone, Serialize)]
pub struct HexView {
    /// Row.
    pub row: i32,
    /// Half-hex column.
    pub dcol: i32,
    /// `desert`, `forest`, `mountain` or `water`.
    pub terrain: &'static str,
    /// Terrain name in the phone's language.
    pub terrain_name: String,
    /// The village letter this seat wrote there (as printed in the language).
    pub letter: Option<String>,
    /// The sight key (`sea_monster`) on this hex.
    pub sight: Option<&'static str>,
    /// The sight's name in the phone's language.
    pub sight_name: Option<String>,
}

/// A terrain card.
#[derive(Debug, Clone, Serialize)]
pub struct CardView {
    /// `desert` … `any`.
    pub key: &'static str,
    /// Its name in the phone's language.
    pub name: String,
}

/// A drawn trail.
#[derive(Debug, Clone, Serialize)]
pub struct TrailView {
    /// One end.
    pub from: JsonCoord,
    /// The other.
    pub to: JsonCoord,
    /// A bonus trail.
    pub bonus: bool,
    /// Drawn in the open turn.
    pub last: bool,
}

/// One row of the Sight Scoring Box.
#[derive(Debug, Clone, Serialize)]
pub struct SightRowView {
    /// Sight key.
    pub sight: &'static str,
    /// Its name.
    pub name: String,
    /// Printed values, left to right.
    pub values: Vec<u16>,
    /// Which values carry a `+` (a bonus trail).
    pub plus: Vec<bool>,
    /// How many are circled (the leftmost).
    pub circled: usize,
}

/// One field of the Village Scoring Box.
#[derive(Debug, Clone, Serialize)]
pub struct VillageView {
    /// The pair as printed (`A–A`).
    pub pair: String,
    /// Its points.
    pub points: u16,
    /// Circled.
    pub connected: bool,
}

/// A bonus card won.
#[derive(Debug, Clone, Serialize)]
pub struct WonView {
    /// Its name.
    pub name: String,
    /// Its points.
    pub points: u16,
}

/// The Final Scoring Box.
#[derive(Debug, Clone, Serialize)]
pub struct FinalView {
    /// Round lines (`null` until written).
    pub rounds: Vec<Option<u32>>,
    /// Village points.
    pub villages: u32,
    /// Bonus points.
    pub bonus: u32,
    /// Total.
    pub total: u32,
}

/// The four scoring boxes.
#[derive(Debug, Clone, Serialize)]
pub struct ScoreView {
    /// Sight Scoring Box.
    pub sights: Vec<SightRowView>,
    /// Village Scoring Box.
    pub villages: Vec<VillageView>,
    /// Bonus Scoring Box.
    pub bonus: Vec<WonView>,
    /// Final Scoring Box.
    pub final_box: FinalView,
}

/// A player at the table.
#[derive(Debug, Clone, Serialize)]
pub struct TablePlayer {
    /// Seat.
    pub seat: u8,
    /// Name.
    pub name: String,
    /// Done with the open turn.
    pub done: bool,
    /// Final Scoring Box total so far.
    pub total: u32,
}

/// A seat whose sheet is kept on paper, named as the form named it.
#[derive(Debug, Clone, Serialize)]
pub struct PaperSeatView {
    /// Seat.
    pub seat: u8,
    /// The name given to the seat, or "Seat 3 (on paper)" when none was.
    pub name: String,
    /// "on paper", in the phone's language.
    pub note: String,
}

/// The table: who is done, the bonus cards left.
#[derive(Debug, Clone, Serialize)]
pub struct TableView {
    /// Tracked players, in set-up order.
    pub players: Vec<TablePlayer>,
    /// The seats kept on paper, in seat order: at the table too, but with
    /// no sheet here to be done with a turn or to total.
    pub paper: Vec<PaperSeatView>,
    /// One line per blue stack and red card, in the phone's language.
    pub cards: Vec<String>,
    /// Cards left in the deck this round.
    pub cards_left: u8,
}

/// The words the page shows that do not depend on the state.
#[derive(Debug, Clone, Serialize)]
pub struct Words {
    /// "Sight Scoring Box".
    pub box_sights: String,
    /// "Village Scoring Box".
    pub box_villages: String,
    /// "Bonus Scoring Box".
    pub box_bonus: String,
    /// "Final Scoring Box".
    pub box_final: String,
    /// Round line labels I, II, III.
    pub rounds: Vec<String>,
    /// "Villages".
    pub villages: String,
    /// "Bonus".
    pub bonus: String,
    /// "Total".
    pub total: String,
    /// "No trail this turn".
    pub pass: String,
    /// "Take back Alice's trail".
    pub take_back: String,
    /// "Bonus cards on the table".
    pub table_cards: String,
    /// "Players".
    pub players: String,
    /// "done".
    pub done: String,
    /// "playing".
    pub playing: String,
    /// "Connection lost — reconnecting…".
    pub reconnecting: String,
    /// "This link was replaced: ask the host for the new code." (the
    /// seat's link was revoked, or the host's secrets were deleted).
    pub replaced: String,
}

/// Everything one phone needs to draw its seat now.
#[derive(Debug, Clone, Serialize)]
pub struct SeatState {
    /// This run of the host: a new random value at every start, so that a
    /// phone that sees it change knows the host restarted (and its version
    /// began again at 1) and takes the state whatever its version.
    pub epoch: String,
    /// Grows at every change within one [`SeatState::epoch`]; a phone
    /// ignores an older state of the same epoch.
    pub version: u64,
    /// The seat.
    pub seat: u8,
    /// The player's name.
    pub name: String,
    /// Language code of the words.
    pub lang: &'static str,
    /// The last round is over.
    pub game_over: bool,
    /// Round, 1-based.
    pub round: u8,
    /// Rounds in the game.
    pub rounds: u8,
    /// Turn of the round, 1-based.
    pub turn: u8,
    /// The open turn's cards.
    pub cards: Option<[CardView; 2]>,
    /// The seat's trails, oldest first.
    pub trails: Vec<TrailView>,
    /// Sides the seat may draw now.
    pub legal: Vec<[JsonCoord; 2]>,
    /// Bonus trails owed.
    pub owed_bonus: u8,
    /// No side matches the cards: the seat must pass.
    pub must_pass: bool,
    /// The seat is done with the open turn.
    pub done: bool,
    /// The seat has a trail or pass in the last turn to take back.
    pub can_take_back: bool,
    /// Circled sight hexes.
    pub circled: Vec<JsonCoord>,
    /// Villages of the pairs connected.
    pub villages_done: Vec<JsonCoord>,
    /// The four scoring boxes.
    pub score: ScoreView,
    /// The table.
    pub table: TableView,
    /// What to do now, as a sentence.
    pub prompt: String,
    /// Round, turn and deck in one line.
    pub status: String,
    /// The page's fixed words.
    pub words: Words,
    /// The end screen, once the game is over (`null` until then).
    pub end: Option<EndView>,
    /// The Hint button of a seat the coach is for (`null` for any other:
    /// see [`super::coach`]).
    pub coach: Option<super::coach::CoachSeat>,
}

/// The end screen every phone shows when the game is over: the final
/// ranking of the whole table (paper sheets included), the result as the
/// desktop's final scores word it, the solo title, and "Log in BG Stats"
/// with the desktop's own `createPlay` link.
#[derive(Debug, Clone, Serialize)]
pub struct EndView {
    /// "Final scores".
    pub heading: String,
    /// "Alice wins!", "Alice scores 78" (solo), "Alice leads…" while a
    /// paper total is missing.
    pub result: String,
    /// Why the winner is not certain yet (a paper total missing, a tie
    /// with a paper sheet), if it is not.
    pub caveat: Option<String>,
    /// Every seat at the table, best first; untyped paper sheets last.
    pub ranking: Vec<EndRow>,
    /// The solo title earned, quoted ("“Dinner at the Mayor's house”").
    pub solo_title: Option<String>,
    /// "Log in BG Stats": the link, or why there is none yet.
    pub bgstats: BgStatsView,
    /// "winner", beside the winners' names.
    pub winner_word: String,
}

/// One seat in the end screen's ranking.
#[derive(Debug, Clone, Serialize)]
pub struct EndRow {
    /// The seat.
    pub seat: u8,
    /// 1-based place (equal on a tie); `null` while the total is unknown.
    pub place: Option<usize>,
    /// The player's name (a paper seat's given name), or "Seat 3 (on
    /// paper)" for a paper seat left unnamed.
    pub name: String,
    /// The total, or "not typed yet" for a paper sheet.
    pub total: String,
    /// This seat wins (never in a solo game: nobody to beat).
    pub winner: bool,
    /// This phone's own seat.
    pub you: bool,
}

/// The end screen's BG Stats button.
#[derive(Debug, Clone, Serialize)]
pub struct BgStatsView {
    /// "Log in BG Stats".
    pub button: String,
    /// The `createPlay` link the desktop's button gives
    /// ([`crate::export::bgstats`]); `null` when the play cannot be sent.
    pub link: Option<String>,
    /// Why there is no link: which paper totals are still to be typed on
    /// the host (never sent as zero), or that the record has no date.
    pub missing: Option<String>,
}

/// The sheet for one seat.
pub fn sheet_view(game: &TucanaGame, seat: u8, t: &Translator) -> Option<SheetView> {
    let player = game.player(seat)?;
    let sheet = game.sheet();
    let hexes = (0..sheet.hexes().len())
        .map(|id| {
            let hex = sheet.hex(id);
            let sight = match hex.feature {
                Some(Feature::Sight(s)) => Some(s),
                _ => None,
            };
            HexView {
                row: hex.coord.row,
                dcol: hex.coord.dcol,
                terrain: hex.terrain.name(),
                terrain_name: t.terrain(hex.terrain),
                letter: player.letter_of_village(sheet, id).map(|l| t.letter(l).to_string()),
                sight: sight.map(|s| s.key()),
                sight_name: sight.map(|s| t.sight(s)),
            }
        })
        .collect();
    Some(SheetView {
        id: sheet.id().to_string(),
        name: t.sheet_name(sheet),
        hexes,
        colours: palette::palette(),
        marks: marks_view(),
    })
}

fn card_view(card: Card, t: &Translator) -> CardView {
    CardView { key: card.name(), name: t.card(card) }
}

/// The state of one seat, in the translator's language, stamped with the
/// host's run (`epoch`) and `version`; its end screen's BG Stats link
/// names people as `people` does.
pub fn seat_state(
    log: &TucanaLog,
    seat: u8,
    epoch: &str,
    version: u64,
    t: &Translator,
    people: &PlayerList,
) -> Option<SeatState> {
    let game = log.game();
    let player = game.player(seat)?;
    let sheet = game.sheet();
    let open = game.turn_cards().is_some();
    let trails = player
        .trails()
        .iter()
        .map(|tr| {
            let (a, b) = sheet.edge_coords(tr.edge);
            TrailView { from: jc(a), to: jc(b), bonus: tr.bonus, last: open && tr.turn == game.turn_index() }
        })
        .collect();
    let legal = game
        .legal_trails(seat)
        .iter()
        .map(|e| {
            let (a, b) = sheet.edge_coords(e);
            [jc(a), jc(b)]
        })
        .collect();
    let circled = player.circles().iter().map(|c| jc(sheet.hex(c.hex).coord)).collect();
    let villages_done = (0..sheet.hexes().len())
        .filter(|&id| {
            player.letter_of_village(sheet, id).is_some_and(|l| player.pairs().iter().any(|p| p.letter == l))
        })
        .map(|id| jc(sheet.hex(id).coord))
        .collect();
    Some(SeatState {
        epoch: epoch.to_string(),
        version,
        seat,
        name: player.name.clone(),
        lang: t.language().code(),
        game_over: game.is_over(),
        round: game.round(),
        rounds: sheet.rounds(),
        turn: game.turn_in_round(),
        cards: game.turn_cards().map(|[a, b]| [card_view(a, t), card_view(b, t)]),
        trails,
        legal,
        owed_bonus: game.owed_bonus_trails(seat),
        must_pass: game.must_pass(seat),
        done: open && game.is_done(seat),
        can_take_back: log.can_take_back(seat) && !game.is_over(),
        circled,
        villages_done,
        score: score_view(game, player, t),
        table: table_view(log, t),
        prompt: prompt(game, player, t),
        status: status(game, t),
        words: words(sheet.rounds(), &player.name, t),
        end: game.is_over().then(|| end_view(log, seat, t, people)),
        coach: super::coach::coach_seat(log, seat, t),
    })
}

/// Who leads while a paper total is missing, said for a phone (the
/// desktop says "on this device"; a phone holds only its own sheet).
fn leads(standings: &Standings, t: &Translator) -> String {
    let names: Vec<String> = standings
        .rows
        .iter()
        .filter(|r| standings.winners.contains(&r.seat))
        .map(|r| t.standing_name(r.name.as_deref(), r.seat))
        .collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let count = i64::try_from(refs.len()).unwrap_or(0);
    t.format("phone-end-leads", &[("names", t.names(&refs).into()), ("count", count.into())])
}

/// The end screen of a finished game, for `seat`'s phone. Its BG Stats
/// link is the desktop's: each person named and identified as `people`
/// (the host's player list) does.
pub fn end_view(log: &TucanaLog, seat: u8, t: &Translator, people: &PlayerList) -> EndView {
    let game = log.game();
    let record = log.record();
    let standings = final_standings_named(game, &record.paper_totals, &record.paper_names);
    let solo = game.setup().table_size == 1;
    let ranking = standings
        .rows
        .iter()
        .map(|row| EndRow {
            seat: row.seat,
            place: row.place,
            name: t.standing_name(row.name.as_deref(), row.seat),
            total: row.total.map_or_else(|| t.text("phone-end-untyped"), |total| total.to_string()),
            winner: !solo && standings.winners.contains(&row.seat),
            you: row.seat == seat,
        })
        .collect();
    let caveat = if !standings.complete {
        Some(t.text("phone-end-paper-missing"))
    } else if standings.tie_break_unknown {
        Some(t.text("summary-paper-tie"))
    } else {
        None
    };
    let solo_title = game
        .score_cards()
        .into_iter()
        .find_map(|c| c.title)
        .map(|title| t.format("solo-title-quoted", &[("title", t.solo_title(&title).into())]));
    let play = crate::export::plays::play_of::<TucanaGame>(record, game);
    let (link, missing) = match bgstats_play_for(&play, |s| t.table_seat_name(record, s), people) {
        Ok(play) => (Some(play.link()), None),
        Err(BgStatsError::MissingTotals(seats)) => {
            let names: Vec<String> = seats.iter().map(|&s| t.table_seat_name(record, s)).collect();
            let refs: Vec<&str> = names.iter().map(String::as_str).collect();
            let count = i64::try_from(seats.len()).unwrap_or(0);
            (
                None,
                Some(t.format(
                    "phone-bgstats-missing",
                    &[("names", t.names(&refs).into()), ("count", count.into())],
                )),
            )
        }
        Err(BgStatsError::NoDate) => (None, Some(t.text("bgstats-no-date"))),
        Err(BgStatsError::NotOver) => (None, Some(t.text("bgstats-not-over"))),
    };
    EndView {
        heading: t.text("summary-final"),
        result: if standings.complete { t.final_result(game, &standings) } else { leads(&standings, t) },
        caveat,
        ranking,
        solo_title,
        bgstats: BgStatsView { button: t.text("bgstats-log"), link, missing },
        winner_word: t.text("phone-end-winner"),
    }
}

fn score_view(game: &TucanaGame, player: &PlayerState, t: &Translator) -> ScoreView {
    let card = game.score_card(player);
    ScoreView {
        sights: card
            .sights
            .iter()
            .map(|row| SightRowView {
                sight: row.sight.key(),
                name: capitalise(&t.sight(row.sight)),
                values: row.values.iter().map(|v| v.points).collect(),
                plus: row.values.iter().map(|v| v.bonus_trail).collect(),
                circled: row.circled,
            })
            .collect(),
        villages: card
            .villages
            .iter()
            .map(|v| VillageView { pair: t.pair(v.letter), points: v.points, connected: v.connected })
            .collect(),
        bonus: card
            .bonus_cards
            .iter()
            .map(|c| {
                let which = match *c {
                    WonCard::Blue { letter, .. } => BonusCard::Blue(letter),
                    WonCard::Red { sight, .. } => BonusCard::Red(sight),
                };
                WonView { name: t.bonus_card(which), points: c.points() }
            })
            .collect(),
        final_box: FinalView {
            rounds: card.final_box.round_lines.clone(),
            villages: card.final_box.villages,
            bonus: card.final_box.bonus,
            total: card.final_box.total,
        },
    }
}

/// The table as everybody sees it: who is done, the totals, the seats on
/// paper by their names, the bonus cards left (the phones' and the
/// desktop host screen's).
pub fn table_view(log: &TucanaLog, t: &Translator) -> TableView {
    let game = log.game();
    let record = log.record();
    let paper = record
        .paper_seats()
        .into_iter()
        .map(|seat| PaperSeatView {
            seat,
            name: t.table_seat_name(record, seat),
            note: t.text("table-on-paper"),
        })
        .collect();
    let players = game
        .players()
        .iter()
        .map(|p| TablePlayer {
            seat: p.seat,
            name: p.name.clone(),
            done: game.turn_cards().is_some() && game.is_done(p.seat),
            total: game.final_scoring_box(p).total,
        })
        .collect();
    let mut cards: Vec<String> = Letter::ALL
        .into_iter()
        .map(|letter| {
            let pair = t.pair(letter);
            match game.top_blue_card(letter) {
                Some(top) => {
                    t.format("table-blue", &[("pair", pair.into()), ("points", i64::from(top.points).into())])
                }
                None => t.format("table-blue-gone", &[("pair", pair.into())]),
            }
        })
        .collect();
    cards.extend(game.red_cards_on_table().iter().map(|&sight| {
        t.format(
            "table-red",
            &[("sight", t.sight(sight).into()), ("points", i64::from(RED_CARD_POINTS).into())],
        )
    }));
    TableView { players, paper, cards, cards_left: game.cards_left_in_deck() }
}

fn prompt(game: &TucanaGame, player: &PlayerState, t: &Translator) -> String {
    let name = || player.name.as_str().into();
    if game.is_over() {
        return t.text("play-game-over");
    }
    let Some([c1, c2]) = game.turn_cards() else {
        return t.text("phone-waiting-cards");
    };
    let seat = player.seat;
    let owed = game.owed_bonus_trails(seat);
    if owed > 0 {
        return t.format("turn-bonus", &[("name", name()), ("owed", i64::from(owed).into())]);
    }
    if game.must_pass(seat) {
        return t.format(
            "turn-must-pass",
            &[("name", name()), ("c1", t.card(c1).into()), ("c2", t.card(c2).into())],
        );
    }
    if game.is_done(seat) {
        let waiting: Vec<String> =
            game.unfinished_players().iter().map(|&s| t.player_name(game, s)).collect();
        if waiting.is_empty() {
            return t.format("turn-done-all", &[("name", name())]);
        }
        let refs: Vec<&str> = waiting.iter().map(String::as_str).collect();
        return t.format("turn-done", &[("name", name()), ("waiting", t.names(&refs).into())]);
    }
    let count = game.legal_trails(seat).len();
    // Past this many the page highlights only the sides of a tapped hex.
    let key = if count > HIGHLIGHT_AT_MOST { "phone-draw-many" } else { "phone-draw" };
    t.format(
        key,
        &[
            ("c1", t.card(c1).into()),
            ("c2", t.card(c2).into()),
            ("count", i64::try_from(count).unwrap_or(0).into()),
        ],
    )
}

/// The most legal sides the phone page highlights at once (`phone.html`
/// draws no more: a map full of dashes hides the sheet); with more, it
/// shows a tapped hex's sides.
pub const HIGHLIGHT_AT_MOST: usize = 40;

/// The status line: island, round, turn, cards left in the deck.
pub fn status(game: &TucanaGame, t: &Translator) -> String {
    let sheet = t.sheet_name(game.sheet());
    if game.is_over() {
        return t.format(
            "status-game-over",
            &[("sheet", sheet.into()), ("rounds", i64::from(game.sheet().rounds()).into())],
        );
    }
    t.format(
        "status-line",
        &[
            ("sheet", sheet.into()),
            ("round", i64::from(game.round()).into()),
            ("rounds", i64::from(game.sheet().rounds()).into()),
            ("turn", i64::from(game.turn_in_round()).into()),
            ("turns", i64::from(TURNS_PER_ROUND).into()),
            ("left", i64::from(game.cards_left_in_deck()).into()),
        ],
    )
}

fn words(rounds: u8, name: &str, t: &Translator) -> Words {
    Words {
        box_sights: t.text("box-sights"),
        box_villages: t.text("box-villages"),
        box_bonus: t.text("box-bonus"),
        box_final: t.text("box-final"),
        rounds: (1..=rounds).map(|r| t.format("final-round", &[("round", i64::from(r).into())])).collect(),
        villages: t.text("final-villages"),
        bonus: t.text("final-bonus"),
        total: t.text("final-total"),
        pass: t.text("turn-pass"),
        take_back: t.format("take-back-button", &[("name", name.into())]),
        table_cards: t.text("table-title"),
        players: t.text("phone-players"),
        done: t.text("phone-done"),
        playing: t.text("phone-playing"),
        reconnecting: t.text("phone-reconnecting"),
        replaced: t.text("phone-link-replaced"),
    }
}

/// The language named by a `lang` query value (`en`, `fr`, `ru`, or a
/// locale such as `fr-FR`).
/// The players the open turn still waits for (phones and paper alike), in
/// seat order; empty between turns and once the game is over.
pub fn waiting_for(game: &TucanaGame) -> Vec<String> {
    if game.turn_cards().is_none() || game.is_over() {
        return Vec::new();
    }
    game.players().iter().filter(|p| !game.is_done(p.seat)).map(|p| p.name.clone()).collect()
}
