//! The 13 set-up cards, each read clockwise from its start letter.

use crate::sheet::Letter;

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
}
