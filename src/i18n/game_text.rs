//! Game words and game messages in the translator's language: terrains,
//! cards, sights, letters, islands, refusals, set-up errors and
//! announcements.

use super::{Arg, Language, Translator};
use crate::games::RecordReadError;
use crate::games::read::EndTextProblem;
use crate::games::tucana::record::{Standings, TucanaRecord, TucanaRecordError};
use crate::games::tucana::rules::setup_cards::{LettersError, parse_letters};
use crate::games::tucana::rules::{
    Action, BonusCard, GameEvent, Refusal, SetupError, SheetEvent, TucanaGame, WonCard,
};
use crate::games::tucana::sheet::{Card, Coord, Letter, Sheet, Sight, Terrain};

/// How many solo titles the rulebook lists (keys `solo-title-1` …).
const SOLO_TITLES: usize = 6;

impl Translator {
    /// A game's title in this language, as the new-game form's picker and
    /// the lists name it: `game-title-<record id>`, in the shared
    /// catalogues or in the game's own words (`Rules::WORDS`).
    pub fn game_name(&self, kind: crate::games::GameKind) -> String {
        self.text(&format!("game-title-{}", kind.record_id()))
    }

    /// A terrain as named on the map (lower case).
    pub fn terrain(&self, terrain: Terrain) -> String {
        self.text(&format!("terrain-{}", terrain.name()))
    }

    /// A terrain card's name.
    pub fn card(&self, card: Card) -> String {
        self.text(&format!("card-{}", card.name()))
    }

    /// A terrain card's short name for buttons and chips: the "any terrain"
    /// card gets a shorter word, so the five buttons fit one row.
    pub fn card_short(&self, card: Card) -> String {
        match card {
            Card::Any => self.text("card-any-short"),
            _ => self.card(card),
        }
    }

    /// A sight type's name (lower case).
    pub fn sight(&self, sight: Sight) -> String {
        self.text(&format!("sight-{}", sight.key().replace('_', "-")))
    }

    /// A village letter as this language prints it (А Б В Г Д in Russian).
    pub fn letter(&self, letter: Letter) -> char {
        match self.language() {
            Language::Russian => letter.cyrillic(),
            _ => letter.latin(),
        }
    }

    /// A pair of village letters as the pad and the bonus cards print it
    /// ("D–D", "Г–Г").
    pub fn pair(&self, letter: Letter) -> String {
        let l = self.letter(letter);
        format!("{l}–{l}")
    }

    /// A solo title in this language. The built-in islands carry the
    /// rulebook's English titles, which the catalogues translate; a title
    /// written in a user island's file shows as written.
    pub fn solo_title(&self, title: &str) -> String {
        (1..=SOLO_TITLES)
            .map(|i| format!("solo-title-{i}"))
            .find(|key| self.english(key).as_deref() == Some(title))
            .map_or_else(|| title.to_string(), |key| self.text(&key))
    }

    /// An island's name: translated for the built-in islands, as written in
    /// the file for user islands.
    pub fn sheet_name(&self, sheet: &Sheet) -> String {
        self.island_name(sheet.id(), sheet.name())
    }

    /// An island's name from its id, or `written` (the name in its file)
    /// when the island is not a built-in one.
    pub fn island_name(&self, id: &str, written: &str) -> String {
        let key = format!("sheet-{id}");
        let text = self.text(&key);
        if text == key { written.to_string() } else { text }
    }

    /// A bonus card's name ("blue D–D card").
    pub fn bonus_card(&self, card: BonusCard) -> String {
        match card {
            BonusCard::Blue(l) => self.format("blue-card", &[("letter", self.letter(l).to_string().into())]),
            BonusCard::Red(s) => self.format("red-card", &[("sight", self.sight(s).into())]),
        }
    }

    /// "Ann", "Ann and Bob", "Ann, Bob and Cleo" in this language.
    pub fn names(&self, names: &[&str]) -> String {
        match names {
            [] => self.text("names-nobody"),
            [one] => (*one).to_string(),
            [rest @ .., last] => {
                self.format("names-and", &[("first", rest.join(", ").into()), ("last", (*last).into())])
            }
        }
    }

    /// A seat's player name, or "seat 3" for a seat with no sheet here.
    pub fn player_name(&self, game: &TucanaGame, seat: u8) -> String {
        game.player(seat).map_or_else(|| self.seat_number(seat), |p| p.name.clone())
    }

    /// A seat's name in the final standings: the player's, or "Seat 4 (on
    /// paper)" for a sheet kept on paper (no name is recorded for it).
    pub fn standing_name(&self, name: Option<&str>, seat: u8) -> String {
        name.map_or_else(
            || self.format("summary-paper-seat", &[("seat", i64::from(seat).into())]),
            str::to_string,
        )
    }

    /// A seat's name wherever table mode names the whole table (the host's
    /// screen, every phone's list of players, ranking and BG Stats line):
    /// the player's, the name given to a paper seat, or "Seat 4 (on
    /// paper)" only for a paper seat left unnamed.
    pub fn table_seat_name(&self, record: &TucanaRecord, seat: u8) -> String {
        self.standing_name(record.seat_name(seat), seat)
    }

    /// The result of a finished game, as the final scores say it (the
    /// desktop's and every phone's): "Alice wins!", "Alice and Bob share
    /// the victory!", "Alice scores 78" in a solo game, or, while paper
    /// totals are missing, who leads among the sheets known here.
    pub fn final_result(&self, game: &TucanaGame, standings: &Standings) -> String {
        let winners: Vec<String> = standings
            .rows
            .iter()
            .filter(|r| standings.winners.contains(&r.seat))
            .map(|r| self.standing_name(r.name.as_deref(), r.seat))
            .collect();
        let names: Vec<&str> = winners.iter().map(String::as_str).collect();
        if game.setup().table_size == 1 {
            let total = standings.rows.first().and_then(|r| r.total).unwrap_or(0);
            return names.first().map_or_else(String::new, |name| {
                self.format(
                    "summary-solo-score",
                    &[("name", (*name).into()), ("total", i64::from(total).into())],
                )
            });
        }
        match (standings.complete, names.len()) {
            (_, 0) => String::new(),
            (false, _) => self.format(
                "summary-leads-here",
                &[("names", self.names(&names).into()), ("count", (names.len() as i64).into())],
            ),
            (true, 1) => self.format("summary-wins", &[("name", names[0].into())]),
            (true, _) => self.format("summary-share", &[("names", self.names(&names).into())]),
        }
    }

    /// "seat 3" in this language.
    fn seat_number(&self, seat: u8) -> String {
        self.format("seat-number", &[("seat", i64::from(seat).into())])
    }

    /// Why an action was refused, in this language, naming the players and
    /// the places of `game` (the game that refused it, unchanged). Written
    /// to fit mid-sentence; the status line capitalises it.
    pub fn refusal_in(&self, game: &TucanaGame, refusal: &Refusal) -> String {
        self.refusal_words(
            refusal,
            |seat| self.player_name(game, seat),
            |seat, from, to| self.trail_places(game, seat, from, to),
        )
    }

    /// Why an action was refused, without the game at hand: seats by
    /// number and hexes by coordinate. Prefer [`Translator::refusal_in`],
    /// which names players and places as the table sees them.
    pub fn refusal(&self, refusal: &Refusal) -> String {
        self.refusal_words(
            refusal,
            |seat| self.seat_number(seat),
            |_, from, to| (from.to_string(), to.to_string()),
        )
    }

    /// "8 deserts were already revealed this round: the deck has no more"
    /// (or "only 1 more", when a double would need one card too many):
    /// why a card type cannot be revealed now. `seen` counts the cards of
    /// that type revealed in `round` (1-based).
    pub fn card_used_up(&self, card: Card, seen: u8, round: u8) -> String {
        self.format(
            "deck-used-up",
            &[
                ("card", card.name().into()),
                ("name", self.card(card).into()),
                ("count", i64::from(seen).into()),
                ("left", i64::from(card.deck_count().saturating_sub(seen)).into()),
                ("round", i64::from(round).into()),
            ],
        )
    }

    /// "those hexes do not touch: a trail joins two neighbouring hexes",
    /// for two picked hexes that are not neighbours.
    pub fn hexes_do_not_touch(&self) -> String {
        self.text("hexes-do-not-touch")
    }

    fn refusal_words(
        &self,
        refusal: &Refusal,
        name: impl Fn(u8) -> String,
        places: impl Fn(u8, Coord, Coord) -> (String, String),
    ) -> String {
        let card = |c: &Card| Arg::from(self.card(*c));
        let trail = |key: &str, seat: u8, from: Coord, to: Coord, more: &[(&str, Arg<'_>)]| {
            let (from, to) = places(seat, from, to);
            let mut args = vec![("player", Arg::from(name(seat))), ("from", from.into()), ("to", to.into())];
            args.extend(more.iter().cloned());
            self.format(key, &args)
        };
        match refusal {
            Refusal::GameOver => self.text("refusal-game-over"),
            Refusal::TurnNotFinished(c1, c2, waiting) => {
                let names: Vec<String> = waiting.iter().map(|s| name(*s)).collect();
                let names: Vec<&str> = names.iter().map(String::as_str).collect();
                self.format(
                    "refusal-turn-not-finished",
                    &[
                        ("c1", card(c1)),
                        ("c2", card(c2)),
                        ("waiting", self.names(&names).into()),
                        ("count", (names.len() as i64).into()),
                    ],
                )
            }
            Refusal::NoCardsRevealed => self.text("refusal-no-cards"),
            Refusal::SoloReshuffleDue => self.text("refusal-solo-reshuffle-due"),
            Refusal::NoSoloReshuffleDue => self.text("refusal-no-solo-reshuffle"),
            Refusal::SoloReshuffleCount { expected, found } => self.format(
                "refusal-solo-reshuffle-count",
                &[("expected", (*expected as i64).into()), ("found", (*found as i64).into())],
            ),
            Refusal::SoloReshuffleTwice(l) => {
                self.format("refusal-solo-reshuffle-twice", &[("letter", self.letter(*l).to_string().into())])
            }
            Refusal::DeckExhausted { card: c, round, seen, .. } => self.card_used_up(*c, *seen, *round),
            Refusal::NotTheAppDeck(n1, n2, c1, c2) => self.format(
                "refusal-not-app-deck",
                &[("n1", card(n1)), ("n2", card(n2)), ("c1", card(c1)), ("c2", card(c2))],
            ),
            Refusal::UnknownSeat(seat) => {
                self.format("refusal-unknown-seat", &[("seat", i64::from(*seat).into())])
            }
            Refusal::UnknownHex(hex) => {
                self.format("refusal-unknown-hex", &[("hex", hex.to_string().into())])
            }
            Refusal::NotNeighbours { seat, from, to } => {
                trail("refusal-not-neighbours", *seat, *from, *to, &[])
            }
            Refusal::AlreadyDrawn { seat, from, to } => {
                trail("refusal-already-drawn", *seat, *from, *to, &[])
            }
            Refusal::TerrainMismatch { seat, from, to, t1, t2, c1, c2 } => trail(
                "refusal-terrain-mismatch",
                *seat,
                *from,
                *to,
                &[
                    ("t1", self.terrain(*t1).into()),
                    ("t2", self.terrain(*t2).into()),
                    ("c1", card(c1)),
                    ("c2", card(c2)),
                ],
            ),
            Refusal::AlreadyDrewTrail(seat) => {
                self.format("refusal-already-drew", &[("player", name(*seat).into())])
            }
            Refusal::AlreadyPassed(seat) => {
                self.format("refusal-already-passed", &[("player", name(*seat).into())])
            }
            Refusal::NoBonusOwed(seat) => {
                self.format("refusal-no-bonus-owed", &[("player", name(*seat).into())])
            }
            Refusal::PassWithLegalTrail { seat, count, c1, c2 } => self.format(
                "refusal-pass-with-legal-trail",
                &[
                    ("player", name(*seat).into()),
                    ("count", (*count as i64).into()),
                    ("c1", card(c1)),
                    ("c2", card(c2)),
                ],
            ),
            Refusal::CardNotOnTable(c) => {
                self.format("refusal-card-not-on-table", &[("card", self.bonus_card(*c).into())])
            }
            Refusal::NobodyElse(c) => {
                self.format("refusal-nobody-else", &[("card", self.bonus_card(*c).into())])
            }
            Refusal::AlreadyMarked(c) => {
                self.format("refusal-already-marked", &[("card", self.bonus_card(*c).into())])
            }
            Refusal::SheetKeptHere(seat) => {
                self.format("refusal-sheet-kept-here", &[("player", name(*seat).into())])
            }
            Refusal::NoBlueCard(l) => {
                self.format("refusal-no-blue-card", &[("letter", self.letter(*l).to_string().into())])
            }
        }
    }

    /// A file that is not a game record of either game: a plain sentence,
    /// then where the reader stopped and its words.
    pub fn record_syntax(&self, line: usize, column: usize, detail: &str) -> String {
        self.format(
            "record-not-a-record",
            &[("line", (line as i64).into()), ("column", (column as i64).into()), ("detail", detail.into())],
        )
    }

    /// A record of a format newer than the `known` one.
    pub fn record_newer(&self, found: u32, known: u32) -> String {
        self.format("record-newer", &[("found", i64::from(found).into()), ("known", i64::from(known).into())])
    }

    /// A record's `played_at` that is no date (past the year 9999), with
    /// its line: the same words for every game.
    pub fn record_played_at(&self, line: usize, secs: u64) -> String {
        self.format("record-played-at", &[("line", (line as i64).into()), ("secs", secs.to_string().into())])
    }

    /// Why a record's text cannot be read by the one reader, whichever
    /// game it is of, in this language: a plain sentence first, the
    /// reader's words (if any) after it.
    pub fn record_read_error(&self, error: &RecordReadError) -> String {
        match error {
            RecordReadError::Syntax { line, column, message, .. } => {
                self.record_syntax(*line, *column, message)
            }
            RecordReadError::CutShort { line, .. } => {
                self.format("record-cut-short", &[("line", (*line as i64).into())])
            }
            RecordReadError::NewerFormat { found, known, .. } => self.record_newer(*found, *known),
            RecordReadError::FormatZero { .. } => self.text("record-format-zero"),
            RecordReadError::PlayedAt { line, secs, .. } => self.record_played_at(*line, *secs),
            RecordReadError::EndedAt { line, secs, .. } => self.format(
                "record-ended-at",
                &[("line", (*line as i64).into()), ("secs", secs.to_string().into())],
            ),
            RecordReadError::EndedBeforeStart { line, secs, played_at, .. } => self.format(
                "record-ended-before-start",
                &[
                    ("line", (*line as i64).into()),
                    ("secs", secs.to_string().into()),
                    ("played", played_at.to_string().into()),
                ],
            ),
            RecordReadError::UnknownGame(game) => {
                self.format("import-unknown-game", &[("game", crate::text::shown(game, 40).into())])
            }
            RecordReadError::EndText { line, field, problem, .. } => {
                let key = match (*field, problem) {
                    ("place", EndTextProblem::TooLong { .. }) => "record-place-too-long",
                    ("place", _) => "record-place-unprintable",
                    (_, EndTextProblem::TooLong { .. }) => "record-note-too-long",
                    _ => "record-note-unprintable",
                };
                let (a, b) = match problem {
                    EndTextProblem::TooLong { chars, max } => ((*chars as i64).into(), (*max as i64).into()),
                    EndTextProblem::Unprintable { position, code } => {
                        (format!("U+{code:04X}").into(), (*position as i64).into())
                    }
                };
                let names = match problem {
                    EndTextProblem::TooLong { .. } => ("chars", "max"),
                    EndTextProblem::Unprintable { .. } => ("code", "position"),
                };
                self.format(key, &[("line", (*line as i64).into()), (names.0, a), (names.1, b)])
            }
        }
    }

    /// Why a file is not a game record this Trailpad can open (a game's
    /// own error, kept by the store), in this language: a Tucana record's
    /// error in its words ([`Translator::record_error`]); another game's
    /// in the error's own, as its other messages are.
    pub fn record_problem(&self, problem: &crate::store::RecordProblem) -> String {
        match problem.error().downcast_ref::<TucanaRecordError>() {
            Some(e) => self.record_error(e),
            None => problem.to_string(),
        }
    }

    /// Why a file is not a game record this Trailpad can open, in this
    /// language: a plain sentence first, the reader's technical words (if
    /// any) after it. An illegal action names seats by number: the game
    /// before it is not at hand here.
    pub fn record_error(&self, error: &TucanaRecordError) -> String {
        match error {
            TucanaRecordError::Read(e) => self.record_read_error(e),
            TucanaRecordError::UnknownSheet(island, _) => {
                self.format("import-unknown-island", &[("island", island.as_str().into())])
            }
            TucanaRecordError::Setup(e) => {
                self.format("record-setup", &[("reason", self.setup_error(e).into())])
            }
            TucanaRecordError::PaperTotalSeat(seat) => {
                self.format("record-paper-seat", &[("seat", i64::from(*seat).into())])
            }
            TucanaRecordError::Illegal { index, refusal, .. } => self.format(
                "record-illegal",
                &[("index", (*index as i64).into()), ("reason", self.refusal(refusal).into())],
            ),
        }
    }

    /// [`Translator::record_error`], with an illegal action worded in the
    /// players' words: the game just before it (replayed from `record`)
    /// names the players and the places.
    pub fn record_error_in(
        &self,
        record: &crate::games::tucana::record::TucanaRecord,
        library: &crate::games::tucana::sheet::library::SheetLibrary,
        error: &TucanaRecordError,
    ) -> String {
        let TucanaRecordError::Illegal { index, refusal, .. } = error else {
            return self.record_error(error);
        };
        let mut before = record.clone();
        before.actions.truncate(index.saturating_sub(1));
        match before.replay(library) {
            Ok(game) => self.format(
                "record-illegal",
                &[("index", (*index as i64).into()), ("reason", self.refusal_in(&game, refusal).into())],
            ),
            Err(_) => self.record_error(error),
        }
    }

    /// The name a seat has until somebody types one ("Player 2",
    /// "Joueur 2", "Игрок 2").
    pub fn default_player(&self, seat: u8) -> String {
        self.format("wizard-player", &[("seat", i64::from(seat).into())])
    }

    /// Why typed letters are not a set-up card, in this language.
    pub fn letters_error(&self, error: &LettersError) -> String {
        match error {
            LettersError::WrongCount(n) => self.format("letters-count", &[("count", (*n as i64).into())]),
            LettersError::NotALetter(c) => {
                self.format("letters-not-a-letter", &[("char", c.to_string().into())])
            }
            LettersError::WrongTally { letter, count } => self.format(
                "letters-tally",
                &[("letter", self.letter(*letter).to_string().into()), ("count", (*count as i64).into())],
            ),
            LettersError::NotPrinted => self.text("letters-not-printed"),
        }
    }

    /// Why a set-up cannot start a game, in this language.
    pub fn setup_error(&self, error: &SetupError) -> String {
        let n = |v: u8| Arg::from(i64::from(v));
        match error {
            SetupError::TableSize(size) => self.format("setup-table-size", &[("size", n(*size))]),
            SetupError::NoPlayers => self.text("setup-no-players"),
            SetupError::TooManyPlayers { tracked, table } => {
                self.format("setup-too-many", &[("tracked", (*tracked as i64).into()), ("table", n(*table))])
            }
            SetupError::SeatOutOfRange { name, seat, table } => self.format(
                "setup-seat-out-of-range",
                &[("name", name.clone().into()), ("seat", n(*seat)), ("table", n(*table))],
            ),
            SetupError::SeatTaken { first, second, seat } => self.format(
                "setup-seat-taken",
                &[("first", first.clone().into()), ("second", second.clone().into()), ("seat", n(*seat))],
            ),
            SetupError::EmptyName(seat) => self.format("setup-empty-name", &[("seat", n(*seat))]),
            SetupError::SameName(name) => self.format("setup-same-name", &[("name", name.clone().into())]),
            SetupError::NameTooLong { seat, chars, max } => self.format(
                "setup-name-too-long",
                &[("seat", n(*seat)), ("chars", (*chars).into()), ("max", (*max).into())],
            ),
            SetupError::NameUnprintable { seat, position, code } => self.format(
                "setup-name-unprintable",
                &[
                    ("seat", n(*seat)),
                    ("position", (*position).into()),
                    ("code", format!("U+{code:04X}").into()),
                ],
            ),
            SetupError::NameBlank(seat) => self.format("setup-name-blank", &[("seat", n(*seat))]),
            SetupError::LookAlikeNames { first, second } => self.format(
                "setup-look-alike",
                &[("first", first.clone().into()), ("second", second.clone().into())],
            ),
            SetupError::SetupCardNumber(number) => {
                self.format("setup-card-number", &[("number", n(*number))])
            }
            SetupError::SetupLetters { text, reason } => {
                // The engine keeps the reason as English text; parsing the
                // letters again gives it back as a value to translate.
                let reason =
                    parse_letters(text).err().map_or_else(|| reason.clone(), |e| self.letters_error(&e));
                self.format("setup-letters", &[("text", text.clone().into()), ("reason", reason.into())])
            }
            SetupError::StartVillage(village) => {
                self.format("setup-start-village", &[("village", n(*village))])
            }
            SetupError::RedCardCount { expected, found, table } => self.format(
                "setup-red-count",
                &[
                    ("expected", (*expected as i64).into()),
                    ("found", (*found as i64).into()),
                    ("table", n(*table)),
                ],
            ),
            SetupError::RedCardTwice(sight) => {
                self.format("setup-red-twice", &[("sight", self.sight(*sight).into())])
            }
            SetupError::WrongSheet { wanted, given } => self.format(
                "setup-wrong-sheet",
                &[
                    ("wanted", self.island_name(wanted, wanted).into()),
                    ("given", self.island_name(given, given).into()),
                ],
            ),
        }
    }

    /// A short announcement of an event, if it is worth one. `name_of`
    /// gives a seat's player name.
    pub fn event(&self, event: &GameEvent, name_of: impl Fn(u8) -> String) -> Option<String> {
        Some(match event {
            GameEvent::Sheet { event, .. } => match event {
                SheetEvent::SightCircled { sight, points, bonus_trail } => {
                    let mut name = self.sight(*sight);
                    if let Some(first) = name.chars().next() {
                        name = first.to_uppercase().chain(name.chars().skip(1)).collect();
                    }
                    let key = if *bonus_trail { "event-sight-circled-bonus" } else { "event-sight-circled" };
                    self.format(key, &[("sight", name.into()), ("points", i64::from(*points).into())])
                }
                SheetEvent::PairConnected { letter, points } => self.format(
                    "event-pair-connected",
                    &[
                        ("letter", self.letter(*letter).to_string().into()),
                        ("points", i64::from(*points).into()),
                    ],
                ),
                SheetEvent::SightsLinked(sight) => {
                    self.format("event-sights-linked", &[("sight", self.sight(*sight).into())])
                }
            },
            GameEvent::CardWon { seat, card } => {
                let (bonus, points) = match card {
                    WonCard::Blue { letter, points, .. } => (BonusCard::Blue(*letter), *points),
                    WonCard::Red { sight, points, .. } => (BonusCard::Red(*sight), *points),
                };
                self.format(
                    "event-card-won",
                    &[
                        ("player", name_of(*seat).into()),
                        ("card", self.bonus_card(bonus).into()),
                        ("points", i64::from(points).into()),
                    ],
                )
            }
            GameEvent::CardDiscarded(card) => {
                self.format("event-card-discarded", &[("card", self.bonus_card(*card).into())])
            }
            GameEvent::TurnClosed(_) => return None,
            GameEvent::RoundEnded(round) => {
                self.format("event-round-ended", &[("round", i64::from(*round).into())])
            }
            GameEvent::SoloReshuffleDue => self.text("event-solo-reshuffle"),
            GameEvent::GameOver => self.text("event-game-over"),
        })
    }
}

/// An action in the player's words, to say what was done, undone or redone
/// ("Alice drew a trail between village B1 and the forest next to it"):
/// players by name, places as the player's sheet shows them. Written to fit
/// mid-sentence; capitalise it to start a line.
pub fn describe_action(t: &Translator, game: &TucanaGame, action: &Action) -> String {
    let name = |seat: u8| t.player_name(game, seat);
    let trail = |key: &str, seat: u8, from: Coord, to: Coord| {
        let (from, to) = t.trail_places(game, seat, from, to);
        t.format(key, &[("player", name(seat).into()), ("from", from.into()), ("to", to.into())])
    };
    match action {
        Action::Trail { seat, from, to } => trail("did-trail", *seat, *from, *to),
        Action::BonusTrail { seat, from, to } => trail("did-bonus-trail", *seat, *from, *to),
        Action::Pass { seat } => t.format("did-pass", &[("player", name(*seat).into())]),
        Action::Coached { seat } => t.format("did-coached", &[("player", name(*seat).into())]),
        Action::Reveal(a, b) => {
            t.format("did-reveal", &[("c1", t.card(*a).into()), ("c2", t.card(*b).into())])
        }
        Action::TakenElsewhere(card) => {
            t.format("did-taken-elsewhere", &[("card", t.bonus_card(*card).into())])
        }
        Action::TakenBy { card, seat } => t.format(
            "did-taken-by",
            &[("card", t.bonus_card(*card).into()), ("player", t.standing_name(None, *seat).into())],
        ),
        Action::SoloReshuffle { kept } => {
            let pairs: Vec<String> = kept.iter().map(|l| t.pair(*l)).collect();
            let pairs: Vec<&str> = pairs.iter().map(String::as_str).collect();
            t.format("did-solo-reshuffle", &[("kept", t.names(&pairs).into())])
        }
    }
}

/// What a take-back takes back, named as an object inside "Alice takes
/// back …" ("the trail between the forest … and the desert …"), where
/// [`describe_action`] would make a sentence of its own.
pub fn describe_taken_back(t: &Translator, game: &TucanaGame, action: &Action) -> String {
    let trail = |key: &str, seat: u8, from: Coord, to: Coord| {
        let (from, to) = t.trail_places(game, seat, from, to);
        t.format(key, &[("from", from.into()), ("to", to.into())])
    };
    match action {
        Action::Trail { seat, from, to } => trail("taken-back-trail", *seat, *from, *to),
        Action::BonusTrail { seat, from, to } => trail("taken-back-bonus-trail", *seat, *from, *to),
        Action::Pass { .. } => t.text("taken-back-pass"),
        Action::Coached { .. } => t.text("taken-back-coached"),
        // A take-back removes only a seat's own actions; these have no
        // seat, and are named as the log names them.
        Action::Reveal(..)
        | Action::TakenElsewhere(_)
        | Action::TakenBy { .. }
        | Action::SoloReshuffle { .. } => describe_action(t, game, action),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameKind;

    /// Alice (seat 1) and Bob (seat 2) on Isla Petit, set-up card 1.
    pub(crate) fn petit_game() -> TucanaGame {
        use crate::games::tucana::rules::{DeckMode, Setup, SetupCard};
        let sheet = std::sync::Arc::new(crate::games::tucana::sheet::builtin_sheet("isla-petit").unwrap());
        let names = ["Alice".to_string(), "Bob".to_string()];
        let setup = Setup {
            setup_card: SetupCard::Number(1),
            deck: DeckMode::RealCards,
            ..Setup::app_deck_table("isla-petit", 2, &names, 0)
        };
        TucanaGame::new(sheet, setup).unwrap()
    }

    fn mismatch() -> Refusal {
        Refusal::TerrainMismatch {
            seat: 2,
            from: Coord::new(4, 6),
            to: Coord::new(4, 8),
            t1: Terrain::Mountain,
            t2: Terrain::Desert,
            c1: Card::Water,
            c2: Card::Forest,
        }
    }

    #[test]
    fn english_refusals_name_players_and_places() {
        let en = Translator::new(Language::English);
        let game = petit_game();
        // The engine's own Display (for logs) numbers seats and gives
        // coordinates; the translator names Bob and the hexes.
        assert_eq!(
            mismatch().to_string(),
            "seat 2: the trail (4,6)-(4,8) joins mountain and desert, but the cards are water and forest"
        );
        assert_eq!(
            en.refusal_in(&game, &mismatch()),
            "Bob cannot draw a trail between the yeti and the desert next to the yeti: \
             they are mountain and desert, but the cards are Water and Forest"
        );
        assert_eq!(en.refusal(&Refusal::GameOver), Refusal::GameOver.to_string());
        let waiting = Refusal::TurnNotFinished(Card::Water, Card::Forest, vec![1, 2]);
        assert_eq!(
            en.refusal_in(&game, &waiting),
            "this turn's cards (Water and Forest) are out; Alice and Bob must finish first"
        );
        // Without the game, seats by number.
        assert_eq!(en.refusal(&Refusal::AlreadyPassed(2)), "seat 2 has already passed this turn");
    }

    #[test]
    fn french_and_russian_use_the_rulebook_terms() {
        let game = petit_game();
        let fr = Translator::new(Language::French);
        assert_eq!(
            fr.refusal_in(&game, &mismatch()),
            "Bob ne peut pas tracer de segment entre le yéti et le désert à côté du yéti : \
             ces cases sont montagne et désert, mais les cartes sont Eau et Forêt"
        );
        let waiting = Refusal::TurnNotFinished(Card::Water, Card::Forest, vec![1, 2]);
        assert!(fr.refusal_in(&game, &waiting).ends_with("Alice et Bob doivent d'abord finir"));
        let waiting = Refusal::TurnNotFinished(Card::Water, Card::Forest, vec![2]);
        assert!(fr.refusal_in(&game, &waiting).ends_with("Bob doit d'abord finir"));
        assert_eq!(fr.sight(Sight::SeaMonster), "monstre marin");
        assert_eq!(fr.text("mayor"), "Maire");
        let ru = Translator::new(Language::Russian);
        assert_eq!(
            ru.refusal_in(&game, &mismatch()),
            "Bob не может нарисовать тропу (йети — пустыня у йети): \
             это горы и пустыня, а карты — Вода и Лес"
        );
        assert_eq!(ru.letter(Letter::D), 'Г');
        assert_eq!(ru.bonus_card(BonusCard::Blue(Letter::D)), "голубая бонусная карта Г–Г");
        assert_eq!(ru.text("sheet-isla-petit"), "Малый остров");
        assert_eq!(ru.text("mayor"), "Мэр");
        let sheet = crate::games::tucana::sheet::builtin_sheet("isla-grande").unwrap();
        assert_eq!(ru.sheet_name(&sheet), "Большой остров");
        assert_eq!(ru.names(&["Аня", "Боря", "Вера"]), "Аня, Боря и Вера");
    }

    #[test]
    fn solo_titles_of_the_built_in_islands_are_translated() {
        let sheet = crate::games::tucana::sheet::builtin_sheet("isla-petit").unwrap();
        let fr = Translator::new(Language::French);
        let ru = Translator::new(Language::Russian);
        let en = Translator::new(Language::English);
        for t in sheet.solo_titles() {
            // Every title of the island file is one the catalogues know.
            assert_ne!(fr.solo_title(&t.title), t.title, "{}", t.title);
            assert_eq!(en.solo_title(&t.title), t.title);
        }
        assert_eq!(fr.solo_title("Dinner at the Mayor's house"), "Un dîner chez le Maire");
        assert_eq!(ru.solo_title("Too good for Tucana"), "Ты слишком хорош для Туканы");
        // A user island's own title shows as written.
        assert_eq!(ru.solo_title("Island champion"), "Island champion");
        assert_eq!(ru.pair(Letter::B), "Б–Б");
        assert_eq!(fr.card_short(Card::Any), "Au choix");
    }

    fn setup_errors() -> Vec<SetupError> {
        vec![
            SetupError::TableSize(9),
            SetupError::NoPlayers,
            SetupError::TooManyPlayers { tracked: 3, table: 2 },
            SetupError::SeatOutOfRange { name: "Ann".into(), seat: 5, table: 4 },
            SetupError::SeatTaken { first: "Ann".into(), second: "Bob".into(), seat: 2 },
            SetupError::EmptyName(3),
            SetupError::SameName("Ann".into()),
            SetupError::SetupCardNumber(14),
            SetupError::SetupLetters {
                text: "AABBCCDDEX".into(),
                reason: LettersError::NotALetter('X').to_string(),
            },
            SetupError::StartVillage(11),
            SetupError::RedCardCount { expected: 2, found: 1, table: 6 },
            SetupError::RedCardTwice(Sight::SeaMonster),
            SetupError::WrongSheet { wanted: "isla-petit".into(), given: "isla-grande".into() },
            SetupError::NameTooLong { seat: 2, chars: 65, max: 64 },
            SetupError::NameUnprintable { seat: 1, position: 6, code: 0x200B },
            SetupError::NameBlank(2),
            // A combining accent is shown as it is (no braces of an escape).
            SetupError::LookAlikeNames { first: "é".into(), second: "e\u{301}".into() },
        ]
    }

    fn letters_errors() -> Vec<LettersError> {
        vec![
            LettersError::WrongCount(5),
            LettersError::NotALetter('X'),
            LettersError::WrongTally { letter: Letter::D, count: 3 },
            LettersError::NotPrinted,
        ]
    }

    #[test]
    fn english_setup_errors_match_the_engine_text() {
        let en = Translator::new(Language::English);
        for e in setup_errors() {
            match e {
                // Plurals instead of "card(s)", island names instead of ids.
                SetupError::RedCardCount { .. } => assert_eq!(
                    en.setup_error(&e),
                    "the Special Bonus variant reveals 2 red cards for 6 players, not 1"
                ),
                SetupError::WrongSheet { .. } => assert_eq!(
                    en.setup_error(&e),
                    "the game is set up for sheet \"Isla Petit\" but sheet \"Isla Grande\" was given"
                ),
                _ => assert_eq!(en.setup_error(&e), e.to_string()),
            }
        }
        for e in letters_errors() {
            assert_eq!(en.letters_error(&e), e.to_string());
        }
        assert_eq!(en.default_player(3), "Player 3");
    }

    #[test]
    fn setup_errors_speak_french_and_russian() {
        let fr = Translator::new(Language::French);
        let ru = Translator::new(Language::Russian);
        let tally = LettersError::WrongTally { letter: Letter::D, count: 3 };
        assert_eq!(
            fr.letters_error(&tally),
            "chaque lettre figure deux fois sur une carte Mise en place, mais D figure 3 fois"
        );
        assert_eq!(
            ru.letters_error(&tally),
            "на карте сценария каждая буква встречается дважды, а Г — 3 раза"
        );
        let five = LettersError::WrongTally { letter: Letter::A, count: 5 };
        assert!(ru.letters_error(&five).ends_with("а А — 5 раз"), "{}", ru.letters_error(&five));
        assert_eq!(ru.letters_error(&LettersError::WrongCount(4)), "на карте сценария 10 букв, а не 4");
        // The letters' reason, kept in English by the engine, is translated.
        let letters = &setup_errors()[8];
        assert_eq!(
            ru.setup_error(letters),
            "буквы карты сценария «AABBCCDDEX»: «X» — не буква деревни (А, Б, В, Г, Д)"
        );
        let twins = SetupError::LookAlikeNames { first: "Ann".into(), second: "A\\u{200d}nn".into() };
        assert_eq!(
            fr.setup_error(&twins),
            "Ann et A\\u{200d}nn sont un même nom (majuscules et caractères invisibles ne comptent pas) ; les noms doivent être différents"
        );
        assert_eq!(
            ru.setup_error(&twins),
            "Ann и A\\u{200d}nn — одно и то же имя (регистр и невидимые символы не учитываются); имена должны различаться"
        );
        assert_eq!(
            fr.setup_error(&SetupError::NameBlank(2)),
            "le nom du joueur à la place 2 ne s'affiche pas ; il lui faut une lettre visible"
        );
        assert_eq!(
            fr.setup_error(&SetupError::RedCardTwice(Sight::SeaMonster)),
            "la carte Bonus Rouge monstre marin est citée deux fois"
        );
        assert_eq!(fr.default_player(2), "Joueur 2");
        assert_eq!(ru.default_player(2), "Игрок 2");
    }

    #[test]
    fn every_setup_error_has_a_message_in_every_language() {
        for language in Language::ALL {
            let t = Translator::new(language);
            let texts: Vec<String> = setup_errors()
                .iter()
                .map(|e| t.setup_error(e))
                .chain(letters_errors().iter().map(|e| t.letters_error(e)))
                .collect();
            for text in texts {
                let key_like = ["setup-", "letters-"].iter().any(|k| text.starts_with(k));
                assert!(!key_like && !text.contains('{'), "{language:?}: {text}");
            }
        }
    }

    /// One refusal of every kind; the trail ones are Alice's (seat 1), on
    /// hexes of Isla Petit.
    fn refusals() -> Vec<Refusal> {
        vec![
            Refusal::GameOver,
            Refusal::TurnNotFinished(Card::Any, Card::Desert, vec![1]),
            Refusal::NoCardsRevealed,
            Refusal::SoloReshuffleDue,
            Refusal::NoSoloReshuffleDue,
            Refusal::SoloReshuffleCount { expected: 2, found: 3 },
            Refusal::SoloReshuffleTwice(Letter::B),
            Refusal::DeckExhausted { card: Card::Water, round: 2, seen: 4, limit: 4 },
            Refusal::NotTheAppDeck(Card::Any, Card::Water, Card::Desert, Card::Desert),
            Refusal::UnknownSeat(7),
            Refusal::UnknownHex(Coord::new(40, 2)),
            Refusal::NotNeighbours { seat: 1, from: Coord::new(4, 6), to: Coord::new(4, 10) },
            Refusal::AlreadyDrawn { seat: 1, from: Coord::new(4, 6), to: Coord::new(4, 8) },
            Refusal::TerrainMismatch {
                seat: 1,
                from: Coord::new(4, 6),
                to: Coord::new(4, 8),
                t1: Terrain::Mountain,
                t2: Terrain::Desert,
                c1: Card::Water,
                c2: Card::Forest,
            },
            Refusal::AlreadyDrewTrail(1),
            Refusal::AlreadyPassed(1),
            Refusal::NoBonusOwed(1),
            Refusal::PassWithLegalTrail { seat: 1, count: 3, c1: Card::Any, c2: Card::Any },
            Refusal::CardNotOnTable(BonusCard::Red(Sight::Yeti)),
            Refusal::NobodyElse(BonusCard::Blue(Letter::A)),
            Refusal::AlreadyMarked(BonusCard::Blue(Letter::E)),
            Refusal::NoBlueCard(Letter::C),
        ]
    }

    #[test]
    fn a_used_up_card_type_is_said_in_the_players_words() {
        let en = Translator::new(Language::English);
        let fr = Translator::new(Language::French);
        let ru = Translator::new(Language::Russian);
        assert_eq!(
            en.card_used_up(Card::Desert, 8, 1),
            "8 deserts were already revealed this round: the deck has no more"
        );
        assert_eq!(
            en.card_used_up(Card::Any, 1, 2),
            "1 “any terrain” card was already revealed this round: the deck has only one more"
        );
        assert_eq!(
            fr.card_used_up(Card::Water, 4, 1),
            "4 cartes « Eau » ont déjà été révélées cette manche : la pioche n'en a plus"
        );
        assert_eq!(
            fr.card_used_up(Card::Any, 1, 1),
            "1 carte « Terrain au choix » a déjà été révélée cette manche : la pioche n'en a plus qu'une"
        );
        assert_eq!(
            ru.card_used_up(Card::Mountain, 6, 1),
            "в этом раунде уже открыто 6 карт «Горы»: больше таких в колоде нет"
        );
        assert_eq!(
            ru.card_used_up(Card::Water, 4, 1),
            "в этом раунде уже открыты 4 карты «Вода»: больше таких в колоде нет"
        );
        assert_eq!(
            ru.card_used_up(Card::Any, 1, 1),
            "в этом раунде уже открыта 1 карта «Любой ландшафт»: в колоде осталась только одна"
        );
        // The engine's refusal reads the same.
        let r = Refusal::DeckExhausted { card: Card::Desert, round: 1, seen: 8, limit: 8 };
        assert_eq!(en.refusal(&r), en.card_used_up(Card::Desert, 8, 1));
        assert_eq!(r.to_string(), "8 desert cards were already revealed in round 1: the deck has no more");
        assert_eq!(en.hexes_do_not_touch(), "those hexes do not touch: a trail joins two neighbouring hexes");
        assert_eq!(ru.hexes_do_not_touch(), "эти клетки не соседние: тропа соединяет две соседние клетки");
        assert!(fr.hexes_do_not_touch().starts_with("ces cases ne se touchent pas"));
    }

    #[test]
    fn a_file_that_is_no_record_says_so_plainly_before_the_details() {
        use crate::games::tucana::record::TucanaRecord;
        let e = TucanaRecord::from_ron("this").unwrap_err();
        let plain = [
            (Language::English, "this file is not a Trailpad game record; "),
            (Language::French, "ce fichier n'est pas une partie Trailpad ; "),
            (Language::Russian, "этот файл — не запись партии Trailpad; "),
        ];
        for (language, start) in plain {
            let text = Translator::new(language).record_error(&e);
            assert!(text.starts_with(start), "{text}");
            // The parser's words are kept, after the sentence.
            let TucanaRecordError::Read(RecordReadError::Syntax { message, .. }) = &e else {
                panic!("{e:?}")
            };
            assert!(text.ends_with(message.as_str()), "{text}");
            assert!(text.find('`') > Some(start.len()), "{text}");
        }
        // The library's own text (CLI, logs) leads with the sentence too.
        assert!(
            e.to_string()
                .starts_with("this file is not a Trailpad game record; the reader stopped at line 1")
        );
        let newer = TucanaRecordError::Read(RecordReadError::NewerFormat {
            game: GameKind::Tucana,
            found: 9,
            known: 1,
        });
        assert!(Translator::new(Language::French).record_error(&newer).contains("plus récente"));
        for language in Language::ALL {
            let t = Translator::new(language);
            for e in [
                newer.clone(),
                TucanaRecordError::Read(RecordReadError::FormatZero { game: GameKind::Tucana }),
                TucanaRecordError::UnknownSheet("isla-nowhere".into(), "isla-petit".into()),
                TucanaRecordError::Setup(SetupError::NoPlayers),
                TucanaRecordError::Illegal {
                    index: 3,
                    action: Action::Pass { seat: 1 },
                    refusal: Refusal::AlreadyPassed(1),
                },
            ] {
                let text = t.record_error(&e);
                assert!(!text.starts_with("record-") && !text.contains('{'), "{language:?}: {text}");
            }
        }
    }

    #[test]
    fn actions_are_described_with_names_and_places() {
        let game = petit_game();
        let trail = Action::Trail { seat: 1, from: Coord::new(2, 10), to: Coord::new(1, 11) };
        let en = Translator::new(Language::English);
        assert_eq!(
            describe_action(&en, &game, &trail),
            "Alice drew a trail between the obelisk and the desert next to village E2"
        );
        let fr = Translator::new(Language::French);
        assert_eq!(
            describe_action(&fr, &game, &trail),
            "Alice a tracé un segment entre l'obélisque et le désert à côté du village E2"
        );
        let ru = Translator::new(Language::Russian);
        assert_eq!(describe_action(&ru, &game, &trail), "Alice: тропа (обелиск — пустыня у деревни Д2)");
        let bonus = Action::BonusTrail { seat: 2, from: Coord::new(2, 10), to: Coord::new(1, 11) };
        assert!(
            describe_action(&en, &game, &bonus).starts_with("Bob drew a bonus trail between the obelisk")
        );
        assert_eq!(describe_action(&en, &game, &Action::Pass { seat: 2 }), "Bob has no trail this turn");
        assert_eq!(
            describe_action(&en, &game, &Action::Reveal(Card::Desert, Card::Any)),
            "cards revealed: Desert and Any terrain"
        );
        // A seat with no sheet here goes by its number.
        assert_eq!(describe_action(&en, &game, &Action::Pass { seat: 3 }), "seat 3 has no trail this turn");
    }

    #[test]
    fn every_refusal_names_players_and_places_in_every_language() {
        let game = petit_game();
        for language in Language::ALL {
            let t = Translator::new(language);
            for r in refusals() {
                let text = t.refusal_in(&game, &r);
                assert!(!text.starts_with("refusal-") && !text.contains('{'), "{language:?}: {text}");
                // Seats are named by their players (a seat with no sheet
                // here is the one refusal about a number).
                let numbered = ["seat", "place ", "месте", "место"].iter().any(|w| text.contains(w));
                assert_eq!(numbered, matches!(r, Refusal::UnknownSeat(_)), "{language:?}: {text}");
                // Only a hex off the map keeps its coordinate: nothing else
                // names it.
                let coordinate = text.contains("(4,") || text.contains(",6)") || text.contains(",8)");
                assert!(!coordinate, "{language:?}: {text}");
                let alices = matches!(
                    r,
                    Refusal::TurnNotFinished(..)
                        | Refusal::NotNeighbours { .. }
                        | Refusal::AlreadyDrawn { .. }
                        | Refusal::TerrainMismatch { .. }
                        | Refusal::AlreadyDrewTrail(_)
                        | Refusal::AlreadyPassed(_)
                        | Refusal::NoBonusOwed(_)
                        | Refusal::PassWithLegalTrail { .. }
                );
                assert_eq!(text.contains("Alice"), alices, "{language:?}: {text}");
                if matches!(r, Refusal::NotNeighbours { .. } | Refusal::AlreadyDrawn { .. }) {
                    let b = t.place(&game, 1, Coord::new(4, 6));
                    assert!(text.contains(&b), "{language:?}: {text} names {b}");
                }
            }
            let text = t.refusal_in(&game, &Refusal::UnknownHex(Coord::new(40, 2)));
            assert!(text.contains("(40,2)"), "{text}");
        }
    }

    #[test]
    fn every_refusal_and_event_has_a_message_in_every_language() {
        use crate::games::tucana::rules::GameEvent as E;
        let refusals = refusals();
        let events = vec![
            E::Sheet {
                seat: 1,
                event: SheetEvent::SightCircled { sight: Sight::Toucan, points: 2, bonus_trail: false },
            },
            E::Sheet {
                seat: 1,
                event: SheetEvent::SightCircled { sight: Sight::Yeti, points: 4, bonus_trail: true },
            },
            E::Sheet { seat: 1, event: SheetEvent::PairConnected { letter: Letter::D, points: 11 } },
            E::Sheet { seat: 1, event: SheetEvent::SightsLinked(Sight::Book) },
            E::CardWon { seat: 1, card: WonCard::Blue { letter: Letter::D, rank: 1, points: 6, turn: 3 } },
            E::CardWon { seat: 1, card: WonCard::Red { sight: Sight::Yeti, points: 6, turn: 3 } },
            E::CardDiscarded(BonusCard::Blue(Letter::D)),
            E::RoundEnded(1),
            E::SoloReshuffleDue,
            E::GameOver,
        ];
        for language in Language::ALL {
            let t = Translator::new(language);
            for r in &refusals {
                let text = t.refusal(r);
                assert!(!text.starts_with("refusal-") && !text.contains('{'), "{language:?}: {text}");
            }
            for e in &events {
                let text = t.event(e, |_| "Ann".into()).unwrap();
                assert!(!text.starts_with("event-") && !text.contains('{'), "{language:?}: {text}");
            }
        }
        let en = Translator::new(Language::English);
        assert_eq!(en.event(&events[0], |_| "Ann".into()).unwrap(), "Toucan connected: 2 circled");
    }
}
