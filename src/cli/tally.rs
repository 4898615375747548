//! `score`, `check` and `png` for Tally (the test game): the standings
//! printer written once for every game.

use super::standings::Standings;

impl super::CliGame for crate::games::tally::Game {
    type Printer<'a> = Standings<Self>;
    fn printer(_cli: &super::Cli) -> Standings<Self> {
        Standings::new()
    }
}
