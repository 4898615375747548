//! The rollout policy's reading of one simulated sheet, kept up to date
//! from one simulated turn to the next instead of read afresh each turn.
//!
//! A simulated game only adds trails to the sheet, one or two a turn, and
//! what the policy reads of the sheet changes little with each: the
//! networks by one join, the distances from a village only near the new
//! trail. So [`KeptSheet::read`] joins the networks the new trails join
//! (found as the drawn trails it has not read yet), brings the pair paths'
//! distances up to date from the new trails, and reads the rest (open
//! pairs, uncircled sights, the table's cards) afresh into kept buffers.
//! What it gives is exactly what [`Outlook::new`] and [`PairPaths::new`]
//! give for the same sheet (the tests compare them after every simulated
//! turn), so the simulated games are the very same games, only cheaper.

use super::paths::PairPaths;
use super::quick::Outlook;
use crate::games::tucana::rules::{PlayerState, TucanaGame};
use crate::games::tucana::sheet::{EdgeSet, Sheet};
use std::sync::Arc;

/// One sheet's outlook and pair paths, kept across the turns of a
/// simulated game (and reused, buffers and all, by the next one).
#[derive(Debug, Clone)]
pub struct KeptSheet {
    /// The sheet and seat last read, and the trails drawn then: a reading
    /// of another sheet, or of one that lacks some of those trails (the
    /// next simulated game), starts afresh.
    read: Option<(Arc<Sheet>, u8, EdgeSet)>,
    outlook: Outlook,
    paths: PairPaths,
}

impl Default for KeptSheet {
    fn default() -> KeptSheet {
        KeptSheet::new()
    }
}

impl KeptSheet {
    /// A kept reading of no sheet yet.
    pub fn new() -> KeptSheet {
        KeptSheet { read: None, outlook: Outlook::blank(), paths: PairPaths::blank() }
    }

    /// Reads `player`'s sheet of `game` as it is now, and the pair paths
    /// too when `with_paths` (the greedy baseline needs none): the same as
    /// [`Outlook::new`] and [`PairPaths::new`] would read.
    pub fn read(&mut self, game: &TucanaGame, player: &PlayerState, with_paths: bool) {
        let sheet = game.sheet();
        let drawn = player.drawn();
        let grown = self.read.as_ref().is_some_and(|(kept_sheet, seat, kept_drawn)| {
            Arc::ptr_eq(kept_sheet, game.sheet_arc())
                && *seat == player.seat
                && kept_drawn.intersection(drawn) == *kept_drawn
        });
        match self.read.as_mut() {
            Some((_, _, kept_drawn)) if grown => {
                for e in drawn.difference(kept_drawn).iter() {
                    let edge = sheet.edge(e);
                    self.outlook.join(edge.a, edge.b);
                }
                *kept_drawn = *drawn;
            }
            _ => {
                self.outlook.read_networks(sheet, player);
                self.paths.forget();
                self.read = Some((Arc::clone(game.sheet_arc()), player.seat, *drawn));
            }
        }
        self.outlook.read_rest(game, player);
        if with_paths {
            self.paths.read(sheet, player, &self.outlook);
        }
    }

    /// The outlook of the last reading.
    pub fn outlook(&self) -> &Outlook {
        &self.outlook
    }

    /// The pair paths of the last reading that asked for them.
    pub fn paths(&self) -> &PairPaths {
        &self.paths
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tucana::coach::others::simulation_view;
    use crate::games::tucana::coach::policy::Policy;
    use crate::games::tucana::coach::rollout::table_step;
    use crate::games::tucana::rules::random::{SeededRng, draw_red_cards};
    use crate::games::tucana::rules::{Setup, red_cards_for_table};
    use crate::games::tucana::sheet::builtin_sheet;

    /// A game of one tracked sheet at a table of `table`, from the coach's
    /// view (the cards are dealt by the test), with the Special Bonus
    /// variant's red cards on odd seeds.
    fn view(island: &str, table: u8, seed: u64) -> (TucanaGame, super::super::others::OthersModel) {
        let sheet = Arc::new(builtin_sheet(island).expect("a built-in island"));
        let mut setup = Setup::app_deck_table(island, table, &["P1".to_string()], seed);
        if seed % 2 == 1 {
            setup.red_cards = draw_red_cards(seed, red_cards_for_table(table));
        }
        let game = TucanaGame::new(sheet, setup).expect("a valid set-up");
        simulation_view(&game, 1)
    }

    #[test]
    fn the_kept_reading_is_the_fresh_reading_after_every_simulated_turn() {
        // One kept reading for every game, as the hint keeps one for all
        // the simulated games of a trail: each new game starts it afresh.
        let mut kept = KeptSheet::new();
        let (mut readings, mut pairs_searched, mut gaps) = (0, 0, 0);
        for seed in 0..8u64 {
            for (island, table) in
                [("isla-petit", 1), ("isla-petit", 3), ("isla-grande", 8), ("isla-grande", 1)]
            {
                let (mut game, others) = view(island, table, seed);
                let (mut cards, mut choices) = (SeededRng::new(seed), SeededRng::new(seed + 100));
                let mut trails = 0u32;
                while !game.is_over() {
                    let action = if let Some(action) =
                        table_step(&mut game, &others, &mut cards, &mut choices)
                    {
                        action
                    } else {
                        let seat = game.first_unfinished_player().expect("a seat to play");
                        trails += 1;
                        // Now and then a trail the kept reading does not
                        // see: the next reading then has two new trails.
                        if seed % 2 == 1 && trails.is_multiple_of(3) {
                            gaps += 1;
                            Policy::Random.choose(&game, seat, &mut choices).expect("a move")
                        } else {
                            let mut fresh_rng = choices.clone();
                            let chosen = Policy::Rollout.choose_kept(&game, seat, &mut choices, &mut kept);
                            let fresh = Policy::Rollout.choose(&game, seat, &mut fresh_rng);
                            assert_eq!(chosen, fresh, "{island} at {table}, seed {seed}, trail {trails}");
                            assert_eq!(choices.next_u64(), fresh_rng.next_u64(), "the same draws");
                            if !game.legal_trails(seat).is_empty() {
                                let player = game.player(seat).expect("the tracked sheet");
                                let outlook = Outlook::new(&game, player);
                                assert_eq!(
                                    kept.outlook().reading(),
                                    outlook.reading(),
                                    "{island} at {table}, seed {seed}, trail {trails}"
                                );
                                let paths = PairPaths::new(game.sheet(), player, &outlook);
                                assert_eq!(
                                    kept.paths().pairs_searched(),
                                    paths.pairs_searched(),
                                    "{island} at {table}, seed {seed}, trail {trails}"
                                );
                                readings += 1;
                                pairs_searched += paths.pairs_searched().len();
                            }
                            chosen.expect("a move")
                        }
                    };
                    game.apply(&action).expect("a legal move");
                }
            }
        }
        let counts = format!("{readings} readings, {pairs_searched} pairs searched, {gaps} trails unread");
        assert!(readings > 800 && pairs_searched > 60 && gaps > 100, "{counts}");
    }
}
