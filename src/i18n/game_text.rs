//! Game words and game messages in the translator's language: terrains,
//! cards, sights, letters, islands, refusals, set-up errors and
//! announcements.

use super::{Arg, Language, Translator};
use crate::rules::setup_cards::{LettersError, parse_letters};
use crate::rules::{BonusCard, GameEvent, Refusal, SetupError, SheetEvent, WonCard};
use crate::sheet::{Card, Coord, Letter, Sheet, Sight, Terrain};

/// How many solo titles the rulebook lists (keys `solo-title-1` …).
const SOLO_TITLES: usize = 6;

impl Translator {
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

    /// Why an action was refused, in this language.
    pub fn refusal(&self, refusal: &Refusal) -> String {
        let card = |c: &Card| Arg::from(self.card(*c));
        let coord = |c: &Coord| Arg::from(c.to_string());
        let player = |p: &String| Arg::from(p.clone());
        match refusal {
            Refusal::GameOver => self.text("refusal-game-over"),
            Refusal::TurnNotFinished(c1, c2, waiting) => self.format(
                "refusal-turn-not-finished",
                &[("c1", card(c1)), ("c2", card(c2)), ("waiting", waiting.clone().into())],
            ),
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
            Refusal::DeckExhausted { card: c, round, would_see, limit } => self.format(
                "refusal-deck-exhausted",
                &[
                    ("round", i64::from(*round).into()),
                    ("would_see", i64::from(*would_see).into()),
                    ("card", card(c)),
                    ("limit", i64::from(*limit).into()),
                ],
            ),
            Refusal::NotTheAppDeck(n1, n2, c1, c2) => self.format(
                "refusal-not-app-deck",
                &[("n1", card(n1)), ("n2", card(n2)), ("c1", card(c1)), ("c2", card(c2))],
            ),
            Refusal::UnknownSeat(seat) => {
                self.format("refusal-unknown-seat", &[("seat", i64::from(*seat).into())])
            }
            Refusal::UnknownHex(hex) => self.format("refusal-unknown-hex", &[("hex", coord(hex))]),
            Refusal::NotNeighbours { player: p, from, to } => self.format(
                "refusal-not-neighbours",
                &[("player", player(p)), ("from", coord(from)), ("to", coord(to))],
            ),
            Refusal::AlreadyDrawn { player: p, from, to } => self.format(
                "refusal-already-drawn",
                &[("player", player(p)), ("from", coord(from)), ("to", coord(to))],
            ),
            Refusal::TerrainMismatch { player: p, from, to, t1, t2, c1, c2 } => self.format(
                "refusal-terrain-mismatch",
                &[
                    ("player", player(p)),
                    ("from", coord(from)),
                    ("to", coord(to)),
                    ("t1", self.terrain(*t1).into()),
                    ("t2", self.terrain(*t2).into()),
                    ("c1", card(c1)),
                    ("c2", card(c2)),
                ],
            ),
            Refusal::AlreadyDrewTrail(p) => self.format("refusal-already-drew", &[("player", player(p))]),
            Refusal::AlreadyPassed(p) => self.format("refusal-already-passed", &[("player", player(p))]),
            Refusal::NoBonusOwed(p) => self.format("refusal-no-bonus-owed", &[("player", player(p))]),
            Refusal::PassWithLegalTrail { player: p, count, c1, c2 } => self.format(
                "refusal-pass-with-legal-trail",
                &[
                    ("player", player(p)),
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
            Refusal::NoBlueCard(l) => {
                self.format("refusal-no-blue-card", &[("letter", self.letter(*l).to_string().into())])
            }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn mismatch() -> Refusal {
        Refusal::TerrainMismatch {
            player: "Bob".into(),
            from: Coord::new(4, 6),
            to: Coord::new(4, 8),
            t1: Terrain::Mountain,
            t2: Terrain::Desert,
            c1: Card::Water,
            c2: Card::Forest,
        }
    }

    #[test]
    fn english_refusals_match_the_engine_text() {
        let en = Translator::new(Language::English);
        // The engine's own Display (used by the CLI) writes card names in
        // lower case; the app uses the capitalised names of the catalogue.
        assert_eq!(
            en.refusal(&mismatch()),
            "Bob's trail (4,6)-(4,8) joins mountain and desert, but the cards are Water and Forest"
        );
        assert_eq!(en.refusal(&Refusal::GameOver), Refusal::GameOver.to_string());
    }

    #[test]
    fn french_and_russian_use_the_rulebook_terms() {
        let fr = Translator::new(Language::French);
        assert_eq!(
            fr.refusal(&mismatch()),
            "Bob : le segment (4,6)-(4,8) relie montagne et désert, mais les cartes sont Eau et Forêt"
        );
        assert_eq!(fr.sight(Sight::SeaMonster), "monstre marin");
        assert_eq!(fr.text("mayor"), "Maire");
        let ru = Translator::new(Language::Russian);
        assert_eq!(ru.letter(Letter::D), 'Г');
        assert_eq!(ru.bonus_card(BonusCard::Blue(Letter::D)), "голубая бонусная карта Г–Г");
        assert_eq!(ru.text("sheet-isla-petit"), "Малый остров");
        assert_eq!(ru.text("mayor"), "Мэр");
        let sheet = crate::sheet::builtin_sheet("isla-grande").unwrap();
        assert_eq!(ru.sheet_name(&sheet), "Большой остров");
        assert_eq!(ru.names(&["Аня", "Боря", "Вера"]), "Аня, Боря и Вера");
    }

    #[test]
    fn solo_titles_of_the_built_in_islands_are_translated() {
        let sheet = crate::sheet::builtin_sheet("isla-petit").unwrap();
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

    #[test]
    fn every_refusal_and_event_has_a_message_in_every_language() {
        use crate::rules::GameEvent as E;
        let refusals = vec![
            Refusal::GameOver,
            Refusal::TurnNotFinished(Card::Any, Card::Desert, "Ann".into()),
            Refusal::NoCardsRevealed,
            Refusal::SoloReshuffleDue,
            Refusal::NoSoloReshuffleDue,
            Refusal::SoloReshuffleCount { expected: 2, found: 3 },
            Refusal::SoloReshuffleTwice(Letter::B),
            Refusal::DeckExhausted { card: Card::Water, round: 2, would_see: 5, limit: 4 },
            Refusal::NotTheAppDeck(Card::Any, Card::Water, Card::Desert, Card::Desert),
            Refusal::UnknownSeat(7),
            Refusal::UnknownHex(Coord::new(40, 2)),
            Refusal::NotNeighbours { player: "Ann".into(), from: Coord::new(0, 4), to: Coord::new(5, 5) },
            Refusal::AlreadyDrawn { player: "Ann".into(), from: Coord::new(0, 4), to: Coord::new(0, 6) },
            mismatch(),
            Refusal::AlreadyDrewTrail("Ann".into()),
            Refusal::AlreadyPassed("Ann".into()),
            Refusal::NoBonusOwed("Ann".into()),
            Refusal::PassWithLegalTrail { player: "Ann".into(), count: 3, c1: Card::Any, c2: Card::Any },
            Refusal::CardNotOnTable(BonusCard::Red(Sight::Yeti)),
            Refusal::NobodyElse(BonusCard::Blue(Letter::A)),
            Refusal::AlreadyMarked(BonusCard::Blue(Letter::E)),
            Refusal::NoBlueCard(Letter::C),
        ];
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
