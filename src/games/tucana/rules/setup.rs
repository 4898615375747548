//! How a game is set up: the island, the table, the tracked sheets, the
//! village letters and the variant. Everything here is fixed for the game.

use super::setup_cards::{parse_letters, setup_card_letters};
use crate::games::tucana::sheet::{Letter, Sight};
use crate::text::{MAX_NAME_CHARS, NameProblem};
use serde::{Deserialize, Serialize};

/// Most players at one table.
pub const MAX_TABLE_SIZE: u8 = 8;

/// A player whose sheet this device keeps.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatedPlayer {
    /// Name shown on the sheet.
    pub name: String,
    /// Seat at the table, 1 = the Mayor, then clockwise (to the Mayor's left).
    pub seat: u8,
}

/// Which set-up card the Mayor drew.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetupCard {
    /// One of the 13 cards, by its place (1–13) in our list.
    Number(u8),
    /// The ten letters as typed, read clockwise from the start letter.
    Letters(String),
}

/// Where the terrain cards come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum DeckMode {
    /// The table reveals real cards and enters them.
    RealCards,
    /// The app shuffles its own deck from this seed, round by round.
    AppDeck {
        /// The shuffle seed; stored so undo and resume never change the deck.
        seed: u64,
    },
}

/// Everything decided before the first card is revealed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// The sheet id (`isla-petit`, `isla-grande`, or a user sheet).
    pub sheet: String,
    /// Players at the table (1–8), tracked here or not.
    pub table_size: u8,
    /// The sheets kept on this device.
    pub players: Vec<SeatedPlayer>,
    /// The set-up card.
    pub setup_card: SetupCard,
    /// Random Starting Village option: the village the Mayor named.
    #[serde(default)]
    pub start_village: Option<u8>,
    /// Counter-Clockwise option.
    #[serde(default)]
    pub counter_clockwise: bool,
    /// Symmetry option: every seat starts where the Mayor starts.
    #[serde(default)]
    pub symmetry: bool,
    /// Special Bonus variant: the red cards revealed (empty = variant off).
    #[serde(default)]
    pub red_cards: Vec<Sight>,
    /// Where the terrain cards come from.
    pub deck: DeckMode,
}

/// Why a set-up cannot start a game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// Table size out of range.
    #[error("a table has 1 to 8 players, not {0}")]
    TableSize(u8),
    /// Nobody is tracked.
    #[error("at least one player's sheet must be kept on this device")]
    NoPlayers,
    /// More tracked players than seats.
    #[error("{tracked} sheets are tracked but only {table} players sit at the table")]
    TooManyPlayers {
        /// Tracked sheets.
        tracked: usize,
        /// Table size.
        table: u8,
    },
    /// A seat outside the table.
    #[error("{name} sits in seat {seat}, but the table has seats 1 to {table}")]
    SeatOutOfRange {
        /// Player name.
        name: String,
        /// The seat.
        seat: u8,
        /// Table size.
        table: u8,
    },
    /// Two players in one seat.
    #[error("{first} and {second} both sit in seat {seat}")]
    SeatTaken {
        /// First player.
        first: String,
        /// Second player.
        second: String,
        /// The seat.
        seat: u8,
    },
    /// An empty name.
    #[error("the player in seat {0} has no name")]
    EmptyName(u8),
    /// Two players with one name.
    #[error("two players are called {0}; names must differ")]
    SameName(String),
    /// A name longer than [`crate::text::MAX_NAME_CHARS`].
    #[error("the name of the player in seat {seat} is {chars} characters long; a name has at most {max}")]
    NameTooLong {
        /// The seat.
        seat: u8,
        /// Its length in characters.
        chars: usize,
        /// The limit.
        max: usize,
    },
    /// A name holding a control or invisible character.
    #[error(
        "the name of the player in seat {seat} holds an invisible or control character (U+{code:04X}) at character {position}"
    )]
    NameUnprintable {
        /// The seat.
        seat: u8,
        /// 1-based position of the character in the name.
        position: usize,
        /// Its code point.
        code: u32,
    },
    /// A name of only blanks and invisible characters (U+2800…): it
    /// prints nothing. Refused in a new game and in a record read.
    #[error("the name of the player in seat {0} prints blank; it needs a visible letter")]
    NameBlank(u8),
    /// Two names of one person ([`crate::text::same_person`]). The names
    /// are kept escaped, so the message shows how they differ. Refused in
    /// a new game and in a record read, in the same words.
    #[error(
        "{first} and {second} are one name (case and invisible characters do not count); names must differ"
    )]
    LookAlikeNames {
        /// The earlier name, escaped.
        first: String,
        /// The later name, escaped.
        second: String,
    },
    /// Set-up card number out of range.
    #[error("there are 13 set-up cards; {0} is not one of them")]
    SetupCardNumber(u8),
    /// Typed letters that are not a set-up card.
    #[error("set-up card letters \"{text}\": {reason}")]
    SetupLetters {
        /// What was typed.
        text: String,
        /// What is wrong.
        reason: String,
    },
    /// Starting village out of range.
    #[error("the starting village must be 1 to 10, not {0}")]
    StartVillage(u8),
    /// Wrong number of red cards.
    #[error("the Special Bonus variant reveals {expected} red card(s) for {table} players, not {found}")]
    RedCardCount {
        /// Expected.
        expected: usize,
        /// Found.
        found: usize,
        /// Table size.
        table: u8,
    },
    /// A red card listed twice.
    #[error("the red {0} card is listed twice")]
    RedCardTwice(Sight),
    /// The setup names another sheet.
    #[error("the game is set up for sheet \"{wanted}\" but sheet \"{given}\" was given")]
    WrongSheet {
        /// Sheet id in the set-up.
        wanted: String,
        /// Sheet id given.
        given: String,
    },
}

/// Red cards revealed in the Special Bonus variant for a table size
/// (1 for 1–4 players, 2 for 5–8; solo uses 1).
pub fn red_cards_for_table(table_size: u8) -> usize {
    if table_size >= 5 { 2 } else { 1 }
}

impl Setup {
    /// A solo game on `sheet` with the app's deck: the quickest start.
    pub fn solo(sheet: &str, name: &str, setup_card: u8, seed: u64) -> Setup {
        Setup {
            sheet: sheet.into(),
            table_size: 1,
            players: vec![SeatedPlayer { name: name.into(), seat: 1 }],
            setup_card: SetupCard::Number(setup_card),
            start_village: None,
            counter_clockwise: false,
            symmetry: false,
            red_cards: Vec::new(),
            deck: DeckMode::AppDeck { seed },
        }
    }

    /// The island of the one-click solo game: Isla Petit, the smaller and
    /// quicker of the two printed islands.
    pub const QUICK_SOLO_SHEET: &str = "isla-petit";

    /// The one-click solo game: `name` alone on [`Setup::QUICK_SOLO_SHEET`]
    /// with the app's deck, the set-up card and the deck both drawn from
    /// `seed`.
    pub fn quick_solo(name: &str, seed: u64) -> Setup {
        Setup::solo(Setup::QUICK_SOLO_SHEET, name, super::random::draw_setup_card(seed), seed)
    }

    /// A table of `table_size` whose first seats (one per name, from the
    /// Mayor on) are kept here, playing with the app's deck from `seed` and
    /// set-up card `seed % 13 + 1`; no set-up option, no variant. Used by
    /// demos, simulations and tests.
    pub fn app_deck_table(sheet: &str, table_size: u8, names: &[String], seed: u64) -> Setup {
        Setup {
            sheet: sheet.into(),
            table_size,
            players: (1..).zip(names).map(|(seat, name)| SeatedPlayer { name: name.clone(), seat }).collect(),
            setup_card: SetupCard::Number((seed % 13) as u8 + 1),
            start_village: None,
            counter_clockwise: false,
            symmetry: false,
            red_cards: Vec::new(),
            deck: DeckMode::AppDeck { seed },
        }
    }

    /// The set-up of a rematch ("Play again"): the same island, table,
    /// seats and names, options and variants, and the same kind of deck;
    /// what is drawn for a game is drawn again from `seed`: the app's deck,
    /// the Random Starting Village and the Special Bonus cards when those
    /// are played, and a set-up card other than this game's.
    pub fn rematch(&self, seed: u64) -> Setup {
        let mut next = self.clone();
        let old = self.card_letters().ok();
        let mut card = super::random::draw_setup_card(seed);
        // Thirteen cards: the next one when the draw repeats this game's.
        for _ in 0..13 {
            if setup_card_letters(card) != old {
                break;
            }
            card = card % 13 + 1;
        }
        next.setup_card = SetupCard::Number(card);
        if self.start_village.is_some() {
            next.start_village = Some(super::random::draw_start_village(seed));
        }
        if self.special_bonus() {
            next.red_cards = super::random::draw_red_cards(seed, red_cards_for_table(self.table_size));
        }
        if let DeckMode::AppDeck { .. } = self.deck {
            next.deck = DeckMode::AppDeck { seed };
        }
        next
    }

    /// The card's ten letters, clockwise from the start letter.
    pub fn card_letters(&self) -> Result<[Letter; 10], SetupError> {
        match &self.setup_card {
            SetupCard::Number(n) => setup_card_letters(*n).ok_or(SetupError::SetupCardNumber(*n)),
            SetupCard::Letters(text) => parse_letters(text)
                .map_err(|e| SetupError::SetupLetters { text: text.clone(), reason: e.to_string() }),
        }
    }

    /// Whether the Special Bonus variant is played.
    pub fn special_bonus(&self) -> bool {
        !self.red_cards.is_empty()
    }

    /// Checks everything that does not need the sheet, names included:
    /// each prints something and no two are one person
    /// ([`crate::text::same_person`]). The new-game form and the record
    /// reader both check with this, so a record cannot hold two seats a
    /// new game refuses, and says so in the form's words.
    pub fn validate(&self) -> Result<(), SetupError> {
        if !(1..=MAX_TABLE_SIZE).contains(&self.table_size) {
            return Err(SetupError::TableSize(self.table_size));
        }
        if self.players.is_empty() {
            return Err(SetupError::NoPlayers);
        }
        if self.players.len() > usize::from(self.table_size) {
            return Err(SetupError::TooManyPlayers { tracked: self.players.len(), table: self.table_size });
        }
        for (i, p) in self.players.iter().enumerate() {
            // First, so no other message repeats a huge or forged name.
            match crate::text::name_problem(&p.name) {
                Some(NameProblem::TooLong { chars }) => {
                    return Err(SetupError::NameTooLong { seat: p.seat, chars, max: MAX_NAME_CHARS });
                }
                Some(NameProblem::Unprintable { position, code }) => {
                    return Err(SetupError::NameUnprintable { seat: p.seat, position, code });
                }
                None => {}
            }
            if p.name.trim().is_empty() {
                return Err(SetupError::EmptyName(p.seat));
            }
            if !(1..=self.table_size).contains(&p.seat) {
                return Err(SetupError::SeatOutOfRange {
                    name: p.name.clone(),
                    seat: p.seat,
                    table: self.table_size,
                });
            }
            for q in &self.players[..i] {
                if q.seat == p.seat {
                    return Err(SetupError::SeatTaken {
                        first: q.name.clone(),
                        second: p.name.clone(),
                        seat: p.seat,
                    });
                }
                if q.name.trim() == p.name.trim() {
                    return Err(SetupError::SameName(p.name.clone()));
                }
            }
            if crate::text::prints_blank(&p.name) {
                return Err(SetupError::NameBlank(p.seat));
            }
            if let Some(q) = self.players[..i].iter().find(|q| crate::text::same_person(&q.name, &p.name)) {
                return Err(SetupError::LookAlikeNames {
                    first: crate::text::shown(&q.name, usize::MAX),
                    second: crate::text::shown(&p.name, usize::MAX),
                });
            }
        }
        self.card_letters()?;
        if let Some(n) = self.start_village
            && !(1..=10).contains(&n)
        {
            return Err(SetupError::StartVillage(n));
        }
        if self.special_bonus() {
            let expected = red_cards_for_table(self.table_size);
            if self.red_cards.len() != expected {
                return Err(SetupError::RedCardCount {
                    expected,
                    found: self.red_cards.len(),
                    table: self.table_size,
                });
            }
            for (i, card) in self.red_cards.iter().enumerate() {
                if self.red_cards[..i].contains(card) {
                    return Err(SetupError::RedCardTwice(*card));
                }
            }
        }
        Ok(())
    }

    /// The same set-up with every name in NFC ([`crate::text::nfc`]), as a
    /// new game stores them.
    pub fn with_nfc_names(mut self) -> Setup {
        for p in &mut self.players {
            p.name = crate::text::nfc(&p.name);
        }
        self
    }

    /// The village (1–10) where seat `seat` writes its first letter.
    pub fn first_village(&self, seat: u8) -> u8 {
        let mayor_start = self.start_village.unwrap_or(1);
        if self.symmetry { mayor_start } else { wrap_village(i32::from(mayor_start) + i32::from(seat) - 1) }
    }

    /// The letter written next to each village (index 0 = village 1) on the
    /// sheet of seat `seat`.
    pub fn village_letters(&self, seat: u8) -> Result<[Letter; 10], SetupError> {
        let card = self.card_letters()?;
        let start = i32::from(self.first_village(seat));
        let step = if self.counter_clockwise { -1 } else { 1 };
        let mut out = [Letter::A; 10];
        for (i, letter) in card.into_iter().enumerate() {
            let village = wrap_village(start + step * i as i32);
            out[usize::from(village) - 1] = letter;
        }
        Ok(out)
    }
}

/// Wraps any number onto the villages 1..=10.
fn wrap_village(n: i32) -> u8 {
    ((n - 1).rem_euclid(10) + 1) as u8
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tucana::rules::setup_cards::letters_to_string;

    fn setup(card: &str) -> Setup {
        Setup {
            sheet: "isla-petit".into(),
            table_size: 4,
            players: vec![SeatedPlayer { name: "Ann".into(), seat: 1 }],
            setup_card: SetupCard::Letters(card.into()),
            start_village: None,
            counter_clockwise: false,
            symmetry: false,
            red_cards: vec![],
            deck: DeckMode::RealCards,
        }
    }

    fn letters(s: &Setup, seat: u8) -> String {
        letters_to_string(&s.village_letters(seat).unwrap())
    }

    #[test]
    fn a_rematch_keeps_the_table_and_variants_and_never_repeats_the_set_up_card() {
        let mut played = Setup::app_deck_table("isla-grande", 5, &["Ann".into(), "Bob".into()], 7);
        played.counter_clockwise = true;
        played.start_village = Some(3);
        played.red_cards = vec![Sight::Toucan, Sight::Yeti];
        for seed in 0..200 {
            let next = played.rematch(seed);
            assert_ne!(next.card_letters().unwrap(), played.card_letters().unwrap(), "seed {seed}");
            assert_eq!(
                (&next.sheet, next.table_size, &next.players, next.counter_clockwise, next.symmetry),
                (
                    &played.sheet,
                    played.table_size,
                    &played.players,
                    played.counter_clockwise,
                    played.symmetry
                )
            );
            assert!(next.start_village.is_some() && next.red_cards.len() == 2);
            assert_eq!(next.deck, DeckMode::AppDeck { seed }, "the app's deck, shuffled anew");
            next.validate().unwrap();
        }
        // No variant stays no variant; real cards stay real cards.
        let plain = setup("ABCDEABCDE").rematch(1);
        assert_eq!((plain.start_village, plain.red_cards.len(), plain.deck), (None, 0, DeckMode::RealCards));
        assert_eq!(plain.rematch(1), plain.rematch(1), "from the seed alone");
    }

    #[test]
    fn default_seat_k_starts_at_village_k() {
        let s = setup("DCEABBACDE");
        assert_eq!(letters(&s, 1), "DCEABBACDE");
        // Seat 2 writes D into village 2, …, the last letter E wraps to village 1.
        assert_eq!(letters(&s, 2), "EDCEABBACD");
    }

    #[test]
    fn a_card_typed_in_either_alphabet_gives_the_same_villages() {
        // The Russian rulebook prints the set-up cards as А Б В Г Д: a card
        // typed that way (any case, even mixed with Latin) is the same card.
        let latin = setup("DCEABBACDE");
        for typed in ["ГВДАББАВГД", "гвдаббавгд", "ГВДAББACГД", "г в д а б, б а в г д"]
        {
            let s = setup(typed);
            for seat in 1..=4 {
                assert_eq!(letters(&s, seat), letters(&latin, seat), "{typed}");
            }
        }
    }

    #[test]
    fn random_start_counter_clockwise_and_symmetry() {
        let mut s = setup("DCEABBACDE");
        s.start_village = Some(4);
        assert_eq!(letters(&s, 1), "CDEDCEABBA"); // D in village 4
        assert_eq!(letters(&s, 3), "BACDEDCEAB"); // D in village 6
        s.symmetry = true;
        assert_eq!(letters(&s, 3), letters(&s, 1));
        s.symmetry = false;
        s.start_village = None;
        s.counter_clockwise = true;
        // Seat 1: D in 1, C in 10, E in 9, …
        assert_eq!(letters(&s, 1), "DEDCABBAEC");
        // Seat 2: D in 2, C in 1, E in 10, …
        assert_eq!(letters(&s, 2), "CDEDCABBAE");
    }

    #[test]
    fn bad_setups_are_refused() {
        let mut s = setup("DCEABBACDE");
        s.table_size = 9;
        assert_eq!(s.validate(), Err(SetupError::TableSize(9)));
        s.table_size = 2;
        s.players.push(SeatedPlayer { name: "Bob".into(), seat: 1 });
        assert!(matches!(s.validate(), Err(SetupError::SeatTaken { seat: 1, .. })));
        s.players[1].seat = 3;
        assert!(matches!(s.validate(), Err(SetupError::SeatOutOfRange { seat: 3, .. })));
        s.players[1].seat = 2;
        s.red_cards = vec![Sight::Yeti, Sight::Book];
        assert!(matches!(s.validate(), Err(SetupError::RedCardCount { expected: 1, .. })));
        s.red_cards = vec![Sight::Yeti];
        assert_eq!(s.validate(), Ok(()));
        s.setup_card = SetupCard::Number(14);
        assert_eq!(s.validate(), Err(SetupError::SetupCardNumber(14)));
        let mut s = Setup::solo("isla-petit", "Alice\n\nWinner: Mallory\n\u{1b}[2K\r", 1, 1);
        assert_eq!(s.validate(), Err(SetupError::NameUnprintable { seat: 1, position: 6, code: 10 }));
        s.players[0].name = "x".repeat(MAX_NAME_CHARS + 1);
        assert_eq!(
            s.validate(),
            Err(SetupError::NameTooLong { seat: 1, chars: MAX_NAME_CHARS + 1, max: MAX_NAME_CHARS })
        );
        s.players[0].name = "Alice\u{200B}".into();
        assert!(matches!(s.validate(), Err(SetupError::NameUnprintable { code: 0x200B, .. })));
    }

    #[test]
    fn names_of_one_person_or_blank_are_refused_in_a_form_and_a_record() {
        let two =
            |a: &str, b: &str| Setup::app_deck_table("isla-petit", 2, &[a.to_string(), b.to_string()], 7);
        for (a, b) in [("Ann", "A\u{200D}nn"), ("é", "e\u{301}"), ("Alice", "Alice\u{FE0F}"), ("Ann", "ann")]
        {
            assert_eq!(
                two(a, b).validate(),
                Err(SetupError::LookAlikeNames {
                    first: crate::text::shown(a, usize::MAX),
                    second: crate::text::shown(b, usize::MAX)
                })
            );
        }
        let s = two("Ann", "A\u{200D}nn");
        assert_eq!(
            s.validate().map_err(|e| e.to_string()),
            Err("Ann and A\\u{200d}nn are one name (case and invisible characters do not count); names must differ"
                .to_string())
        );
        assert_eq!(two("Ann", "\u{2800}").validate(), Err(SetupError::NameBlank(2)));
        assert_eq!(two("Ann", "Anne").validate(), Ok(()));
        // Entered names are kept composed.
        let s = two("e\u{301}", "Bob").with_nfc_names();
        assert_eq!(s.players[0].name, "é");
    }

    #[test]
    fn the_quick_solo_game_is_one_player_on_isla_petit_drawn_from_the_seed() {
        let s = Setup::quick_solo("Zoé", 42);
        assert_eq!(s.sheet, "isla-petit");
        assert_eq!(s.table_size, 1);
        assert_eq!(s.players, vec![SeatedPlayer { name: "Zoé".into(), seat: 1 }]);
        assert_eq!(s.deck, DeckMode::AppDeck { seed: 42 });
        assert_eq!(s.setup_card, SetupCard::Number(super::super::random::draw_setup_card(42)));
        assert_eq!(s, Setup::quick_solo("Zoé", 42), "the same seed, the same game");
        assert_eq!(s.validate(), Ok(()));
    }
}
