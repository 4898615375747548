//! The record and sheet loaders never panic: arbitrary bytes, and valid
//! files mutated byte by byte, always give a value or a clear error.
#![expect(clippy::unwrap_used, reason = "a test stops loudly at what it did not expect")]

use proptest::prelude::*;
use std::sync::Arc;
use trailpad::games::tucana::record::{TucanaLog, TucanaRecord};
use trailpad::games::tucana::rules::autoplay::random_action;
use trailpad::games::tucana::rules::random::SeededRng;
use trailpad::games::tucana::rules::{DeckMode, SeatedPlayer, Setup, SetupCard};
use trailpad::games::tucana::sheet::{ISLA_GRANDE_RON, ISLA_PETIT_RON, Sheet, Sight, builtin_sheet};
use trailpad::store::load_user_sheets;

fn sample_record() -> String {
    let sheet = Arc::new(builtin_sheet("isla-grande").unwrap());
    let setup = Setup {
        sheet: "isla-grande".into(),
        table_size: 5,
        players: vec![
            SeatedPlayer { name: "Ann".into(), seat: 1 },
            SeatedPlayer { name: "Ben".into(), seat: 4 },
        ],
        setup_card: SetupCard::Letters("DCEABBACDE".into()),
        start_village: Some(3),
        counter_clockwise: true,
        symmetry: false,
        red_cards: vec![Sight::Yeti, Sight::Book],
        deck: DeckMode::RealCards,
    };
    let mut log = TucanaLog::new(sheet, setup).unwrap();
    let mut rng = SeededRng::new(9);
    for _ in 0..120 {
        let Some(action) = random_action(log.game(), &mut rng) else { break };
        log.apply(action).unwrap();
    }
    log.record().to_ron().unwrap()
}

/// Loads a record the way the app and CLI do; only panics are failures.
fn load_record(text: &str) {
    if let Ok(record) = TucanaRecord::from_ron(text) {
        let _ = record.replay(&load_user_sheets(None));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let text = String::from_utf8_lossy(&bytes);
        load_record(&text);
        let _ = Sheet::from_ron(&text);
    }

    #[test]
    fn mutated_records_never_panic(edits in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..6)) {
        let mut bytes = sample_record().into_bytes();
        for (at, byte) in edits {
            let i = at.index(bytes.len());
            bytes[i] = byte;
        }
        load_record(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn mutated_sheets_never_panic(grande in any::<bool>(), edits in proptest::collection::vec((any::<prop::sample::Index>(), 0u8..128), 1..6)) {
        let mut bytes = if grande { ISLA_GRANDE_RON } else { ISLA_PETIT_RON }.as_bytes().to_vec();
        for (at, byte) in edits {
            let i = at.index(bytes.len());
            bytes[i] = byte;
        }
        let _ = Sheet::from_ron(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn truncated_records_never_panic(cut in any::<prop::sample::Index>()) {
        let text = sample_record();
        let mut end = cut.index(text.len());
        while !text.is_char_boundary(end) { end -= 1; }
        load_record(&text[..end]);
    }
}
