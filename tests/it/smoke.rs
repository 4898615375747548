//! A quick end-to-end run: random legal games on both islands never get stuck.

use std::sync::Arc;
use trailpad::games::tucana::record::TucanaLog;
use trailpad::games::tucana::rules::autoplay::random_action;
use trailpad::games::tucana::rules::{Action, DeckMode, Setup, random::SeededRng};
use trailpad::games::tucana::sheet::builtin_sheets;

#[test]
fn random_games_finish() {
    for sheet in builtin_sheets() {
        let sheet = Arc::new(sheet);
        for (table, tracked, seed) in [(1u8, 1u8, 1u64), (2, 2, 2), (5, 3, 3), (8, 8, 4)] {
            let names: Vec<String> = (1..=tracked).map(|s| format!("P{s}")).collect();
            let setup = Setup::app_deck_table(sheet.id(), table, &names, seed);
            let mut log = TucanaLog::new(sheet.clone(), setup).unwrap();
            let mut rng = SeededRng::new(seed);
            let mut steps = 0;
            while let Some(action) = random_action(log.game(), &mut rng) {
                steps += 1;
                assert!(steps < 10_000, "stuck");
                log.apply(action).unwrap();
            }
            assert!(log.game().is_over());
            let replayed = log.record().replay_on(sheet.clone()).unwrap();
            assert_eq!(replayed.score_cards(), log.game().score_cards());
            let text = log.record().to_ron().unwrap();
            let parsed = trailpad::games::tucana::record::TucanaRecord::from_ron(&text).unwrap();
            assert_eq!(&parsed, log.record());
            for card in log.game().score_cards() {
                assert_eq!(card.final_box.round_lines.len(), usize::from(sheet.rounds()));
                assert!(card.final_box.round_lines.iter().all(Option::is_some));
            }
        }
    }
}

#[test]
fn record_text_is_readable() {
    let setup = Setup::solo("isla-petit", "Ann", 3, 7);
    let sheet = Arc::new(trailpad::games::tucana::sheet::builtin_sheet("isla-petit").unwrap());
    let mut log = TucanaLog::new(sheet, setup).unwrap();
    let [a, b] = log.game().next_app_cards().unwrap();
    log.apply(Action::Reveal(a, b)).unwrap();
    let text = log.record().to_ron().unwrap();
    println!("{text}");
    assert!(text.contains("Reveal("), "{text}");
}

#[test]
fn a_card_cannot_be_taken_elsewhere_when_every_sheet_is_here() {
    use trailpad::games::tucana::rules::{BonusCard, Refusal};
    use trailpad::games::tucana::sheet::Letter;
    let sheet = Arc::new(trailpad::games::tucana::sheet::builtin_sheet("isla-petit").unwrap());
    let mut log = TucanaLog::new(sheet, Setup::solo("isla-petit", "Ann", 1, 1)).unwrap();
    let action = Action::TakenElsewhere(BonusCard::Blue(Letter::C));
    assert_eq!(log.apply(action).unwrap_err(), Refusal::NobodyElse(BonusCard::Blue(Letter::C)));
    assert_eq!(
        Refusal::NobodyElse(BonusCard::Blue(Letter::C)).to_string(),
        "every sheet at this table is kept here, so nobody else can have taken the blue C–C card"
    );
    assert!(log.record().actions.is_empty());
}

#[test]
fn two_any_cards_after_one_are_refused_with_a_consistent_message() {
    use trailpad::games::tucana::sheet::Card;
    let sheet = Arc::new(trailpad::games::tucana::sheet::builtin_sheet("isla-petit").unwrap());
    let mut setup = Setup::solo("isla-petit", "Ann", 1, 1);
    setup.deck = DeckMode::RealCards;
    let mut log = TucanaLog::new(sheet, setup).unwrap();
    log.apply(Action::Reveal(Card::Any, Card::Desert)).unwrap();
    let legal = log.game().legal_trails(1);
    let (from, to) = log.game().sheet().edge_coords(legal.nth(0).unwrap());
    log.apply(Action::Trail { seat: 1, from, to }).unwrap();
    let refusal = log.apply(Action::Reveal(Card::Any, Card::Any)).unwrap_err();
    assert_eq!(refusal.to_string(), "1 any card was already revealed in round 1: the deck has only 1 more");
    let en = trailpad::i18n::Translator::new(trailpad::i18n::Language::English);
    assert_eq!(
        en.refusal_in(log.game(), &refusal),
        "1 “any terrain” card was already revealed this round: the deck has only one more"
    );
    // One more Any is still fine.
    assert!(log.game().check(&Action::Reveal(Card::Any, Card::Water)).is_ok());
}
