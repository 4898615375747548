//! The coach's reasons in words: the engine only gives typed
//! [`Reason`]s.

use super::{Arg, Translator};
use crate::games::tucana::coach::{Move, Reason, Suggestion};
use crate::games::tucana::rules::TucanaGame;
use crate::games::tucana::sheet::{Coord, Letter};

impl Translator {
    /// One reason in this language ("connects villages D–D (11)").
    pub fn coach_reason(&self, reason: &Reason) -> String {
        let letter = |l: Letter| -> Arg<'static> { self.letter(l).to_string().into() };
        match *reason {
            Reason::CirclesSight { sight, points } => self.format(
                "coach-reason-circles",
                &[("sight", self.sight(sight).into()), ("points", points.to_string().into())],
            ),
            Reason::ConnectsPair { letter: l, points } => self
                .format("coach-reason-pair", &[("letter", letter(l)), ("points", points.to_string().into())]),
            Reason::WinsBlueCard { letter: l, points } => self.format(
                "coach-reason-blue-card",
                &[("letter", letter(l)), ("points", points.to_string().into())],
            ),
            Reason::OpensBonusTrails { count } => {
                self.format("coach-reason-bonus-trails", &[("count", u32::from(count).into())])
            }
            Reason::LinksSights { sight } => {
                self.format("coach-reason-links", &[("sight", self.sight(sight).into())])
            }
            Reason::OnTheWay { letter: l, points } => self.format(
                "coach-reason-on-the-way",
                &[("letter", letter(l)), ("points", points.to_string().into())],
            ),
            Reason::TowardSight { sight } => {
                self.format("coach-reason-toward", &[("sight", self.sight(sight).into())])
            }
            Reason::KeepsOptionsOpen => self.text("coach-reason-options"),
        }
    }

    /// Every reason of a suggestion, joined ("circles 3 at the yeti, opens
    /// a bonus trail").
    pub fn coach_reasons(&self, reasons: &[Reason]) -> String {
        reasons.iter().map(|r| self.coach_reason(r)).collect::<Vec<_>>().join(", ")
    }

    /// A trail named by the two places it joins, as the sheet of `seat`
    /// shows them ("village A9 – the forest next to the yeti"), with its
    /// small letter, as it stands inside a sentence.
    pub fn coach_trail(&self, game: &TucanaGame, seat: u8, from: Coord, to: Coord) -> String {
        let (from, to) = self.trail_places(game, seat, from, to);
        self.format("coach-trail", &[("from", from.into()), ("to", to.into())])
    }

    /// A suggestion in words, as the desktop's coach box and a coached
    /// phone show it: its two ends ("Village A – yeti"), then its expected
    /// total and its reasons ("expected total 58.4 · circles 3 at the yeti").
    pub fn coach_suggestion(&self, game: &TucanaGame, seat: u8, s: &Suggestion) -> (String, String) {
        let trail = self.coach_trail(game, seat, s.trail.from, s.trail.to);
        let mut why = s.expected_total.map(|e| self.coach_expected(e)).unwrap_or_default();
        let reasons = self.coach_reasons(&s.reasons);
        if !reasons.is_empty() {
            if !why.is_empty() {
                why.push_str(" · ");
            }
            why.push_str(&reasons);
        }
        (super::capitalise(&trail), why)
    }

    /// A turn's trails in the review, named by the places they join as the
    /// sheet of `seat` shows them ("village B1 – the forest next to the
    /// yeti + bonus trail the desert near the book – …"); "no trail" when
    /// the sheet drew none. `game` is any state of the reviewed game (only
    /// its map and village letters are read).
    pub fn review_trails(&self, game: &TucanaGame, seat: u8, moves: &[Move]) -> String {
        if moves.is_empty() {
            return self.text("review-no-trail");
        }
        moves
            .iter()
            .map(|m| {
                let trail = self.coach_trail(game, seat, m.from, m.to);
                if m.bonus { self.format("review-bonus-trail", &[("trail", trail.into())]) } else { trail }
            })
            .collect::<Vec<_>>()
            .join(" + ")
    }

    /// The history viewer's line for a game where the coach was asked
    /// ("Coached: Alice (hints in 3 turns), Bob (a hint in one turn)"), or
    /// `None` when no seat asked. `hints` is
    /// [`crate::games::tucana::record::TucanaRecord::hints_asked`].
    pub fn coached_line(&self, game: &TucanaGame, hints: &[(u8, u32)]) -> Option<String> {
        if hints.is_empty() {
            return None;
        }
        let seats: Vec<String> = hints
            .iter()
            .map(|&(seat, turns)| {
                self.format(
                    "viewer-coached-seat",
                    &[("name", self.player_name(game, seat).into()), ("count", turns.into())],
                )
            })
            .collect();
        Some(self.format("viewer-coached", &[("seats", seats.join(", ").into())]))
    }

    /// "expected total 58.4" (one decimal: a mean over simulated games).
    pub fn coach_expected(&self, total: f64) -> String {
        self.format("coach-expected", &[("total", self.tenths(total).into())])
    }

    /// A number to one decimal as this language writes it ("15.5",
    /// "15,5"): every decimal the coach, the review, the statistics and
    /// the charts show goes through it, so a screen never mixes the two.
    pub fn tenths(&self, value: f64) -> String {
        let shown = format!("{value:.1}");
        if self.language() == super::Language::English { shown } else { shown.replace('.', ",") }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tucana::sheet::Sight;
    use crate::i18n::Language;

    #[test]
    fn every_reason_has_words_in_every_language() {
        let reasons = [
            Reason::CirclesSight { sight: Sight::Yeti, points: 3 },
            Reason::ConnectsPair { letter: Letter::D, points: 11 },
            Reason::WinsBlueCard { letter: Letter::D, points: 4 },
            Reason::OpensBonusTrails { count: 2 },
            Reason::LinksSights { sight: Sight::Book },
            Reason::OnTheWay { letter: Letter::C, points: 17 },
            Reason::TowardSight { sight: Sight::Toucan },
            Reason::KeepsOptionsOpen,
        ];
        for language in [Language::English, Language::French, Language::Russian] {
            let t = Translator::new(language);
            for r in &reasons {
                let words = t.coach_reason(r);
                assert!(!words.starts_with("coach-"), "{language:?}: {r:?} has no words ({words})");
            }
            assert!(t.coach_expected(58.44).contains("58"));
        }
        let en = Translator::new(Language::English);
        assert_eq!(en.coach_reason(&reasons[1]), "connects villages D–D (11)");
        assert_eq!(
            Translator::new(Language::Russian).coach_reason(&reasons[1]),
            "соединяет деревни Г–Г (11)"
        );
        assert_eq!(en.coach_expected(58.44), "expected total 58.4");
    }

    #[test]
    fn the_review_names_trails_by_the_places_they_join() {
        use crate::games::tucana::rules::{DeckMode, Setup, SetupCard};
        use crate::games::tucana::sheet::{Coord, builtin_sheet};
        use std::sync::Arc;
        let sheet = Arc::new(builtin_sheet("isla-petit").unwrap());
        let names = ["Alice".to_string(), "Bob".to_string()];
        let setup = Setup {
            setup_card: SetupCard::Number(1),
            deck: DeckMode::RealCards,
            ..Setup::app_deck_table("isla-petit", 2, &names, 0)
        };
        let game = TucanaGame::new(Arc::clone(&sheet), setup).unwrap();
        let mv = |from: Coord, to: Coord, bonus: bool| {
            let (a, b) = (sheet.hex_at(from).unwrap(), sheet.hex_at(to).unwrap());
            Move { edge: sheet.edge_between(a, b).unwrap(), from, to, bonus }
        };
        // The obelisk and the desert beside village E (seat 1, card 1); a
        // bonus trail from the forest beside village A (9).
        let beside_a = Coord::new(3, 3);
        let next = sheet.edges_of_hex(sheet.hex_at(beside_a).unwrap())[0];
        let (x, y) = sheet.edge_coords(next);
        let other = if x == beside_a { y } else { x };
        let moves = [mv(Coord::new(2, 10), Coord::new(1, 11), false), mv(beside_a, other, true)];
        let en = Translator::new(Language::English);
        let text = en.review_trails(&game, 1, &moves);
        let (a, b) = en.trail_places(&game, 1, beside_a, other);
        assert_eq!(text, format!("the obelisk – the desert next to village E2 + bonus trail {a} – {b}"));
        assert!(a.contains("village A9") || b.contains("village A9"), "{a} / {b}");
        let fr = Translator::new(Language::French).review_trails(&game, 1, &moves);
        assert!(fr.starts_with("l'obélisque – ") && fr.contains(" + segment bonus "), "{fr}");
        let ru = Translator::new(Language::Russian).review_trails(&game, 1, &moves);
        assert!(ru.contains(" + дополнительная тропа "), "{ru}");
        for (language, words) in [("en", &text), ("fr", &fr), ("ru", &ru)] {
            // No coordinates: the only numbers are the villages' own, as
            // the map writes them beside their letters.
            let numbers: String = words.chars().filter(|c| c.is_ascii_digit()).collect();
            assert!(!words.contains('(') && numbers == "2910", "{language}: {words}");
        }
        // Seat 2 reads its own letters for the same trail.
        assert_ne!(en.review_trails(&game, 2, &moves[..1]), en.review_trails(&game, 1, &moves[..1]));
        assert_eq!(en.review_trails(&game, 1, &[]), "no trail");
    }

    #[test]
    fn no_reason_puts_a_before_a_vowel_in_english() {
        // Issue 32 item 8: "closer to a obelisk". Every reason naming a
        // sight, for every sight.
        let en = Translator::new(Language::English);
        for sight in Sight::ALL {
            for r in [
                Reason::CirclesSight { sight, points: 3 },
                Reason::LinksSights { sight },
                Reason::TowardSight { sight },
            ] {
                let words = en.coach_reason(&r);
                let mut pairs = words.split(' ').zip(words.split(' ').skip(1));
                assert!(
                    !pairs.any(|(a, next)| a == "a" && next.starts_with(['a', 'e', 'i', 'o', 'u'])),
                    "{words}"
                );
            }
        }
        assert_eq!(
            en.coach_reason(&Reason::TowardSight { sight: Sight::Obelisk }),
            "takes a village's network closer to an uncircled obelisk"
        );
    }

    #[test]
    fn every_number_the_coach_says_has_one_decimal_separator_per_language() {
        // Issue 32 item 8: Russian showed "15.5" beside "67,4". Every
        // decimal the hint and the review show goes through `tenths`; the
        // words around them add no second style.
        for (language, separator, other) in
            [(Language::English, '.', ','), (Language::French, ',', '.'), (Language::Russian, ',', '.')]
        {
            let t = Translator::new(language);
            let said = [
                t.tenths(15.5),
                t.tenths(67.44),
                t.coach_expected(58.44),
                t.format("review-turn-loss", &[("loss", t.tenths(1.25).into())]),
            ];
            for words in &said {
                let digits: Vec<char> = words.chars().collect();
                let between = |c: char| {
                    digits.windows(3).any(|w| w[1] == c && w[0].is_ascii_digit() && w[2].is_ascii_digit())
                };
                assert!(between(separator), "{language:?}: {words}");
                assert!(!between(other), "{language:?}: {words}");
            }
        }
    }
}
