//! Places named as a player sees them on the sheet: "village B1", "the
//! toucan", "the forest next to village B1" (a village by its letter and its
//! number, as the map writes them: each letter is on two villages).
//! Coordinates such as `(2,10)` mean
//! nothing at a table; a row and a column are the last resort, for a hex
//! with no village or sight near it.

use super::Translator;
use crate::games::tucana::rules::TucanaGame;
use crate::games::tucana::sheet::{Coord, Feature, HexId, Letter, Sheet, Sight};

/// Farthest a village or sight may be (in hex steps) to name a plain hex
/// by it: past three steps "near" no longer helps a player find the hex.
const NEAR: i32 = 3;

/// What a plain hex can be named after.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Landmark {
    /// A village, by the letter this player's sheet shows and its number
    /// on the sheet (1 to 10, drawn beside the letter on the map): each
    /// letter is on two villages, so the letter alone names neither.
    Village(Letter, u8),
    /// A village whose letter is unknown (no set-up letters for the seat).
    Numbered(u8),
    /// A sight.
    Sight(Sight),
}

/// Steps between two hexes (the rows are offset by half a hex).
fn distance(a: Coord, b: Coord) -> i32 {
    let rows = (a.row - b.row).abs();
    let cols = (a.dcol - b.dcol).abs();
    rows + ((cols - rows).max(0) / 2)
}

/// The ten village letters the sheet of `seat` shows, from the player or,
/// for a seat kept on paper, from the set-up.
fn letters(game: &TucanaGame, seat: u8) -> Option<[Letter; 10]> {
    game.player(seat).map(|p| p.letters).or_else(|| game.setup().village_letters(seat).ok())
}

fn landmark(sheet: &Sheet, letters: Option<&[Letter; 10]>, hex: HexId) -> Option<Landmark> {
    match sheet.hex(hex).feature? {
        Feature::Sight(s) => Some(Landmark::Sight(s)),
        Feature::Village(n) => Some(
            letters
                .and_then(|l| l.get(usize::from(n).wrapping_sub(1)))
                .map_or(Landmark::Numbered(n), |l| Landmark::Village(*l, n)),
        ),
    }
}

impl Translator {
    /// A hex as the player in `seat` sees it: its village letter, its
    /// sight, or its terrain next to (or near) the closest village or
    /// sight; a row and column only when nothing is near. Written to fit
    /// mid-sentence (see [`super::capitalise`]).
    pub fn place(&self, game: &TucanaGame, seat: u8, coord: Coord) -> String {
        self.place_avoiding(game, seat, coord, None)
    }

    /// The two ends of a trail, as [`Translator::place`] names them; two
    /// plain hexes that would get the same name are told apart by naming
    /// the second after another landmark.
    pub fn trail_places(&self, game: &TucanaGame, seat: u8, from: Coord, to: Coord) -> (String, String) {
        let first = self.place(game, seat, from);
        let mut second = self.place(game, seat, to);
        if second == first {
            let used = self.landmarks_by_distance(game.sheet(), to).first().map(|(hex, _)| *hex);
            second = self.place_avoiding(game, seat, to, used);
        }
        (first, second)
    }

    /// The villages and sights within [`NEAR`] steps of `coord` (itself
    /// excluded), closest first; villages before sights, then sheet order,
    /// on a tie.
    fn landmarks_by_distance(&self, sheet: &Sheet, coord: Coord) -> Vec<(HexId, i32)> {
        let mut found: Vec<(HexId, i32, bool)> = sheet
            .hexes()
            .iter()
            .enumerate()
            .filter(|(_, h)| h.feature.is_some() && h.coord != coord)
            .map(|(id, h)| (id, distance(h.coord, coord), !matches!(h.feature, Some(Feature::Village(_)))))
            .filter(|(_, d, _)| *d <= NEAR)
            .collect();
        found.sort_by_key(|&(id, d, sight)| (d, sight, id));
        found.into_iter().map(|(id, d, _)| (id, d)).collect()
    }

    fn place_avoiding(&self, game: &TucanaGame, seat: u8, coord: Coord, avoid: Option<HexId>) -> String {
        let sheet = game.sheet();
        let letters = letters(game, seat);
        let Some(hex) = sheet.hex_at(coord) else {
            return self.format("place-off-map", &[("hex", coord.to_string().into())]);
        };
        if avoid.is_none()
            && let Some(mark) = landmark(sheet, letters.as_ref(), hex)
        {
            return self.landmark_words(mark, "place");
        }
        let terrain = self.text(&format!("place-terrain-{}", sheet.hex(hex).terrain.name()));
        let near = self.landmarks_by_distance(sheet, coord).into_iter().find(|(h, _)| Some(*h) != avoid);
        match near.and_then(|(h, d)| landmark(sheet, letters.as_ref(), h).map(|m| (m, d))) {
            Some((mark, d)) => self.format(
                if d <= 1 { "place-next-to" } else { "place-near" },
                &[("terrain", terrain.into()), ("landmark", self.landmark_words(mark, "landmark").into())],
            ),
            None => self.format(
                "place-far",
                &[
                    ("terrain", terrain.into()),
                    ("row", i64::from(coord.row + 1).into()),
                    ("column", i64::from(coord.dcol / 2 + 1).into()),
                ],
            ),
        }
    }

    /// A village or sight as a place (`form` "place": "village B1", "the
    /// toucan") or as what a hex is next to (`form` "landmark": French "du
    /// village B1", Russian "деревни Б1").
    fn landmark_words(&self, mark: Landmark, form: &str) -> String {
        match mark {
            Landmark::Village(l, n) => self.format(
                &format!("{form}-village"),
                &[("letter", self.letter(l).to_string().into()), ("number", n.to_string().into())],
            ),
            Landmark::Numbered(n) => {
                self.format(&format!("{form}-village-number"), &[("number", i64::from(n).into())])
            }
            Landmark::Sight(s) => self.text(&format!("{form}-sight-{}", s.key().replace('_', "-"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tucana::rules::{DeckMode, Setup, SetupCard};
    use crate::i18n::Language;
    use std::sync::Arc;

    fn game(island: &str, card: u8) -> TucanaGame {
        let sheet = Arc::new(crate::games::tucana::sheet::builtin_sheet(island).unwrap());
        let names = ["Alice".to_string(), "Bob".to_string()];
        let setup = Setup {
            setup_card: SetupCard::Number(card),
            deck: DeckMode::RealCards,
            ..Setup::app_deck_table(island, 3, &names, 0)
        };
        TucanaGame::new(sheet, setup).unwrap()
    }

    /// Each letter is on two villages, so a village goes by its letter and
    /// its number: by the letter alone, the review once said "drew village
    /// B – the mountain next to village B" and "the coach: the mountain
    /// next to village B – village B" for two different trails.
    #[test]
    fn villages_go_by_their_letter_and_number_and_sights_by_their_name_on_both_islands() {
        for island in ["isla-petit", "isla-grande"] {
            let game = game(island, 5);
            for language in Language::ALL {
                let t = Translator::new(language);
                for seat in 1..=3 {
                    // Seat 3 is kept on paper: its letters come from the set-up.
                    let letters = game.setup().village_letters(seat).unwrap();
                    let mut village_names = std::collections::HashSet::new();
                    for (id, hex) in game.sheet().hexes().iter().enumerate() {
                        let name = t.place(&game, seat, hex.coord);
                        assert!(!name.contains('(') && !name.contains('{'), "{island} {language:?}: {name}");
                        let expected = match hex.feature {
                            Some(Feature::Village(n)) => {
                                let letter = t.letter(letters[usize::from(n) - 1]);
                                t.format(
                                    "place-village",
                                    &[
                                        ("letter", letter.to_string().into()),
                                        ("number", n.to_string().into()),
                                    ],
                                )
                            }
                            Some(Feature::Sight(s)) => {
                                let name = t.text(&format!("place-sight-{}", s.key().replace('_', "-")));
                                assert!(name.contains(&t.sight(s)), "{name}");
                                name
                            }
                            None => {
                                let terrain = t.text(&format!("place-terrain-{}", hex.terrain.name()));
                                assert!(name.starts_with(&terrain), "{island} {id}: {name}");
                                continue;
                            }
                        };
                        assert_eq!(name, expected, "{island} {language:?} hex {}", hex.coord);
                        if matches!(hex.feature, Some(Feature::Village(_))) {
                            village_names.insert(name);
                        }
                    }
                    // No two villages share a name.
                    assert_eq!(
                        village_names.len(),
                        10,
                        "{island} {language:?} seat {seat}: {village_names:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn plain_hexes_are_named_after_what_stands_next_to_them() {
        let game = game("isla-petit", 1);
        let en = Translator::new(Language::English);
        let fr = Translator::new(Language::French);
        let ru = Translator::new(Language::Russian);
        // (3,3) is forest beside village 9 (letter A for seat 1, card 1).
        assert_eq!(en.place(&game, 1, Coord::new(3, 3)), "the forest next to village A9");
        assert_eq!(fr.place(&game, 1, Coord::new(3, 3)), "la forêt à côté du village A9");
        assert_eq!(ru.place(&game, 1, Coord::new(3, 3)), "лес у деревни А9");
        assert_eq!(en.place(&game, 1, Coord::new(2, 10)), "the obelisk");
        assert_eq!(fr.place(&game, 1, Coord::new(3, 9)), "la forêt à côté de l'obélisque");
        assert_eq!(ru.place(&game, 1, Coord::new(6, 8)), "лес у морского чудовища");
        // The issue's own example: (2,10)-(1,11) is the obelisk and a desert.
        let (a, b) = en.trail_places(&game, 1, Coord::new(2, 10), Coord::new(1, 11));
        assert_eq!((a.as_str(), b.as_str()), ("the obelisk", "the desert next to village E2"));
    }

    #[test]
    fn two_ends_with_one_name_are_told_apart() {
        let game = game("isla-grande", 1);
        let en = Translator::new(Language::English);
        let sheet = game.sheet();
        let mut pairs = 0;
        for e in 0..sheet.edges().len() {
            let (from, to) = sheet.edge_coords(e);
            let (a, b) = en.trail_places(&game, 1, from, to);
            if en.place(&game, 1, from) == en.place(&game, 1, to) {
                pairs += 1;
                assert_ne!(a, b, "{from}-{to}");
            }
        }
        assert!(pairs > 0, "the island has neighbouring look-alike hexes");
    }

    #[test]
    fn a_hex_far_from_everything_gets_a_row_and_column() {
        let game = game("isla-grande", 1);
        let en = Translator::new(Language::English);
        let far = game
            .sheet()
            .hexes()
            .iter()
            .map(|h| en.place(&game, 1, h.coord))
            .filter(|n| n.contains(" at row "))
            .count();
        // Few hexes, if any, are that lonely; the fallback is still words.
        assert!(far < game.sheet().hexes().len() / 10, "{far}");
        assert_eq!(distance(Coord::new(0, 0), Coord::new(1, 1)), 1);
        assert_eq!(distance(Coord::new(0, 0), Coord::new(0, 4)), 2);
        assert_eq!(distance(Coord::new(0, 0), Coord::new(3, 3)), 3);
        assert_eq!(distance(Coord::new(0, 0), Coord::new(1, 5)), 3);
    }
}
