//! The seed of a hint, derived from the record so that the same record
//! always gets the same ranking, on every machine.

use crate::games::tucana::rules::Action;

/// A seed from the actions of a record and the seat asking: FNV-1a over the
/// actions as written (their `Display`), which does not depend on the
/// platform or on hash-map order. [`Action::Coached`] is left out: asking
/// for a hint writes one, and asking again must get the same ranking.
pub fn record_seed(actions: &[Action], seat: u8) -> u64 {
    let mut hash: u64 = 0xCBF2_9CE4_8422_2325;
    let mut eat = |bytes: &[u8]| {
        for &b in bytes {
            hash ^= u64::from(b);
            hash = hash.wrapping_mul(0x0000_0100_0000_01B3);
        }
    };
    eat(&[seat]);
    for action in actions.iter().filter(|a| !matches!(a, Action::Coached { .. })) {
        eat(action.to_string().as_bytes());
        eat(b";");
    }
    hash
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tucana::sheet::Card;

    #[test]
    fn the_seed_follows_the_record_and_the_seat() {
        let a = [Action::Reveal(Card::Water, Card::Forest)];
        let b = [Action::Reveal(Card::Water, Card::Desert)];
        assert_eq!(record_seed(&a, 1), record_seed(&a, 1));
        assert_ne!(record_seed(&a, 1), record_seed(&b, 1));
        assert_ne!(record_seed(&a, 1), record_seed(&a, 2));
        let asked = [Action::Reveal(Card::Water, Card::Forest), Action::Coached { seat: 1 }];
        assert_eq!(record_seed(&asked, 1), record_seed(&a, 1), "asking again gets the same hint");
    }
}
