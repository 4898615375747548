//! The 13 set-up cards, each read clockwise from its start letter.

use crate::games::tucana::sheet::Letter;

/// The letters of the 13 set-up cards. Our numbering 1–13 is only the order
/// of the reference list; the cards carry no printed number.
pub const SETUP_CARDS: [&str; 13] = [
    "CEBAEDCDAB",
    "ECAEBDABDC",
    "ADCBDACEBE",
    "EBDBACAECD",
    "BEDCBADECA",
    "ACBDCDEBAE",
    "BDCAEBEDCA",
    "CAECBADEBD",
    "EADBCEBDAC",
    "DBACECDAEB",
    "DADBAECECB",
    "DCEADCBAEB",
    "BACBDCEAED",
];

/// Why ten typed letters are not a set-up card.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LettersError {
    /// Not ten letters.
    #[error("a set-up card has 10 letters, not {0}")]
    WrongCount(usize),
    /// A character that is not A–E (or А Б В Г Д).
    #[error("'{0}' is not a village letter (A to E)")]
    NotALetter(char),
    /// A letter that does not appear exactly twice.
    #[error("each letter appears twice on a set-up card, but {letter} appears {count} times")]
    WrongTally {
        /// The letter.
        letter: Letter,
        /// How often it appears.
        count: usize,
    },
    /// Ten good letters that are on none of the 13 printed cards, from
    /// whichever letter they are read (only from [`recognise_card`]).
    #[error("these letters are on none of the 13 set-up cards, read clockwise from any letter")]
    NotPrinted,
}

/// Parses ten letters (spaces, commas and dashes ignored; Latin or Russian
/// letters, either case) into a card's letters.
pub fn parse_letters(text: &str) -> Result<[Letter; 10], LettersError> {
    let mut letters = Vec::with_capacity(10);
    for c in text.chars().filter(|c| !c.is_whitespace() && *c != ',' && *c != '-') {
        letters.push(Letter::from_char(c).ok_or(LettersError::NotALetter(c))?);
    }
    let letters: [Letter; 10] =
        letters.try_into().map_err(|v: Vec<Letter>| LettersError::WrongCount(v.len()))?;
    for letter in Letter::ALL {
        let count = letters.iter().filter(|&&l| l == letter).count();
        if count != 2 {
            return Err(LettersError::WrongTally { letter, count });
        }
    }
    Ok(letters)
}

/// The letters of set-up card `number` (1–13).
pub fn setup_card_letters(number: u8) -> Option<[Letter; 10]> {
    let text = SETUP_CARDS.get(usize::from(number).checked_sub(1)?)?;
    parse_letters(text).ok()
}

/// A printed set-up card recognised in typed letters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TypedCard {
    /// The card's place (1–13) in [`SETUP_CARDS`].
    pub number: u8,
    /// How many letters after the card's start letter the typing began
    /// (0: typed from the start, as the Mayor announces it).
    pub shift: usize,
    /// The typed characters (separators dropped, alphabet and case kept),
    /// read again from the card's start letter.
    pub from_start: String,
}

/// Recognises typed letters as one of the 13 printed cards. A card lies on
/// the table as a ring of ten letters, so the letters may have been read
/// clockwise from any of them: every rotation of a card is that card, and
/// [`TypedCard::from_start`] reads it from its start letter again (the
/// letter the village letters are written from). Reading backwards is not
/// a rotation (the rules read the card clockwise) and is refused, like any
/// ten letters that are on no card.
pub fn recognise_card(text: &str) -> Result<TypedCard, LettersError> {
    let letters = parse_letters(text)?;
    let typed: Vec<char> = text.chars().filter(|c| !c.is_whitespace() && *c != ',' && *c != '-').collect();
    for (number, card) in (1u8..).zip(SETUP_CARDS) {
        let Ok(card) = parse_letters(card) else { continue };
        // Typed letter i is card letter (i + shift) mod 10.
        let Some(shift) = (0..10).find(|&s| (0..10).all(|i| letters[i] == card[(i + s) % 10])) else {
            continue;
        };
        // The card's start letter is typed letter (10 − shift) mod 10.
        let start = (10 - shift) % 10;
        let from_start = typed[start..].iter().chain(&typed[..start]).collect();
        return Ok(TypedCard { number, shift, from_start });
    }
    Err(LettersError::NotPrinted)
}

/// Writes letters as a 10-character string.
pub fn letters_to_string(letters: &[Letter]) -> String {
    letters.iter().map(|l| l.latin()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_is_valid() {
        for n in 1..=13 {
            assert!(setup_card_letters(n).is_some(), "card {n}");
        }
        assert!(setup_card_letters(0).is_none());
        assert!(setup_card_letters(14).is_none());
    }

    #[test]
    fn typed_letters_are_checked() {
        assert_eq!(parse_letters("ab cd ea bc de").map(|l| letters_to_string(&l)), Ok("ABCDEABCDE".into()));
        assert_eq!(parse_letters("АБВГДАБВГД").map(|l| letters_to_string(&l)), Ok("ABCDEABCDE".into()));
        assert_eq!(parse_letters("ABCDE"), Err(LettersError::WrongCount(5)));
        assert_eq!(parse_letters("ABCDEABCDX"), Err(LettersError::NotALetter('X')));
        assert_eq!(
            parse_letters("AACDEABCDE"),
            Err(LettersError::WrongTally { letter: Letter::A, count: 3 })
        );
    }

    #[test]
    fn a_typed_card_is_one_of_the_thirteen_read_from_any_letter() {
        // Every card, typed from each of its ten letters, is that card.
        for (number, card) in (1u8..).zip(SETUP_CARDS) {
            for shift in 0..10 {
                let typed = format!("{}{}", &card[shift..], &card[..shift]);
                let found = recognise_card(&typed).expect("a rotation of a printed card");
                assert_eq!((found.number, found.shift), (number, shift), "{typed}");
                assert_eq!(found.from_start, card, "read again from its start letter");
            }
        }
        // Cyrillic, lower case and separators: kept as typed, only rotated.
        let card = recognise_card("аб, вдбадгвг").expect("card 1 from its ninth letter");
        assert_eq!((card.number, card.shift, card.from_start.as_str()), (1, 8, "вдбадгвгаб"));
    }

    #[test]
    fn letters_on_no_printed_card_are_refused() {
        // Ten good letters (each twice), but on no card from any letter.
        assert_eq!(recognise_card("DCEABBACDE"), Err(LettersError::NotPrinted));
        assert_eq!(recognise_card("ABCDEABCDE"), Err(LettersError::NotPrinted));
        // Card 1 read backwards is not a rotation of any card.
        let backwards: String = SETUP_CARDS[0].chars().rev().collect();
        assert_eq!(recognise_card(&backwards), Err(LettersError::NotPrinted));
        // The letter checks come first.
        assert_eq!(recognise_card("ABCDE"), Err(LettersError::WrongCount(5)));
    }
}
