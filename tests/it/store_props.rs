//! For generated games: the saved file loaded back equals the live game, and
//! undo k / redo k returns the same state.

use proptest::prelude::*;
use std::sync::Arc;
use trailpad::app::tucana::listed::read_game;
use trailpad::games::tucana::record::TucanaLog;
use trailpad::games::tucana::rules::autoplay::random_action;
use trailpad::games::tucana::rules::random::SeededRng;
use trailpad::games::tucana::rules::{
    DeckMode, SeatedPlayer, Setup, SetupCard, TucanaGame, red_cards_for_table,
};
use trailpad::games::tucana::sheet::{Sight, builtin_sheets};
use trailpad::store::load_user_sheets;
use trailpad::store::{DataDir, GameStore};

/// Everything a player sees of a game, for equality checks.
fn observable(game: &TucanaGame) -> impl PartialEq + std::fmt::Debug + use<> {
    let legal: Vec<Vec<usize>> =
        game.players().iter().map(|p| game.legal_trails(p.seat).iter().collect()).collect();
    let drawn: Vec<Vec<usize>> = game.players().iter().map(|p| p.drawn().iter().collect()).collect();
    (
        game.score_cards(),
        legal,
        drawn,
        game.blue_stacks().clone(),
        game.red_cards_on_table().to_vec(),
        (game.round(), game.turn_in_round(), game.turn_cards(), game.is_over(), game.solo_reshuffle_due()),
        game.unfinished_players(),
    )
}

fn setup(grande: bool, table: u8, tracked: u8, seed: u64, special: bool, app_deck: bool) -> Setup {
    let tracked = tracked.clamp(1, table);
    Setup {
        sheet: if grande { "isla-grande" } else { "isla-petit" }.into(),
        table_size: table,
        players: (1..=tracked).map(|s| SeatedPlayer { name: format!("Player {s}"), seat: s }).collect(),
        setup_card: SetupCard::Number((seed % 13) as u8 + 1),
        start_village: seed.is_multiple_of(3).then_some((seed % 10) as u8 + 1),
        counter_clockwise: seed.is_multiple_of(2),
        symmetry: seed.is_multiple_of(5),
        red_cards: if special { Sight::ALL[..red_cards_for_table(table)].to_vec() } else { vec![] },
        deck: if app_deck { DeckMode::AppDeck { seed } } else { DeckMode::RealCards },
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn saved_file_equals_live_game_and_undo_redo_round_trips(
        grande in any::<bool>(),
        table in 1u8..=8,
        tracked in 1u8..=8,
        seed in any::<u64>(),
        special in any::<bool>(),
        app_deck in any::<bool>(),
        steps in 1usize..400,
        k in 1usize..60,
    ) {
        let library = load_user_sheets(None);
        let sheets = builtin_sheets();
        let sheet = Arc::new(sheets[usize::from(grande)].clone());
        let mut log = TucanaLog::new(sheet, setup(grande, table, tracked, seed, special, app_deck)).unwrap();
        let mut rng = SeededRng::new(seed);
        for _ in 0..steps {
            let Some(action) = random_action(log.game(), &mut rng) else { break };
            log.apply(action).unwrap();
        }

        let root = std::env::temp_dir().join(format!("trailpad-props-{}-{seed}", std::process::id()));
        let store = GameStore::new(DataDir::at(&root));
        let path = store.data_dir().games().join("g.ron");
        store.save_game(&path, log.record()).unwrap();
        let loaded = read_game(&path, &library).unwrap();
        std::fs::remove_dir_all(&root).unwrap();
        prop_assert_eq!(&loaded.record, log.record());
        let replayed = loaded.record.replay(&library).unwrap();
        prop_assert_eq!(observable(&replayed), observable(log.game()));

        let before = observable(log.game());
        let k = k.min(log.record().actions.len());
        for _ in 0..k {
            prop_assert!(log.undo().is_some());
        }
        for _ in 0..k {
            prop_assert!(log.redo().is_some());
        }
        prop_assert!(!log.can_redo());
        prop_assert_eq!(observable(log.game()), before);
    }
}
