//! Through the play screen: a player takes back their own trail without
//! touching the others' (and undo puts it back), and the table types the
//! totals of sheets kept on paper, which the record keeps.

use crate::common;

use crate::common::ui::{click, game, harness, has_label, petit_two_players, tap_trail};
use egui_kittest::kittest::Queryable;
use trailpad::app::{Intent, TrailpadApp};
use trailpad::games::tucana::record::TucanaLog;
use trailpad::games::tucana::rules::autoplay::random_action;
use trailpad::games::tucana::rules::random::SeededRng;
use trailpad::games::tucana::rules::{Action, DeckMode, Setup};
use trailpad::games::tucana::sheet::Card;
use trailpad::ui::tucana::play::GameIntent;

fn act(h: &mut egui_kittest::Harness<'_, TrailpadApp>, intent: GameIntent) {
    h.state_mut().apply(Intent::from(intent));
    h.run();
}

#[test]
fn alice_takes_back_her_trail_after_bob_drew_and_bob_keeps_his() {
    let mut h = harness(TrailpadApp::with_game(petit_two_players(["Alice", "Bob"], DeckMode::RealCards)));
    act(&mut h, GameIntent::PickCard(Card::Desert));
    act(&mut h, GameIntent::PickCard(Card::Forest));
    assert!(!has_label(&h, "Take back Alice's trail"), "nothing drawn yet, nothing to take back");

    let edge = game(&h).legal_trails(1).iter().next().unwrap();
    let (a, b) = game(&h).sheet().edge_coords(edge);
    tap_trail(&mut h, "hex", a, b);
    click(&mut h, "Show Bob's sheet");
    let bob_edge = game(&h).legal_trails(2).iter().last().unwrap();
    let (c, d) = game(&h).sheet().edge_coords(bob_edge);
    tap_trail(&mut h, "hex", c, d);
    assert!(game(&h).turn_cards().is_none(), "Bob's trail closed the turn");

    // Alice notices her mistake: back to her sheet, take back her trail.
    click(&mut h, "sheet Alice waiting");
    click(&mut h, "Take back Alice's trail");
    let g = game(&h);
    assert!(!g.player(1).unwrap().drawn().contains(edge), "Alice's trail is gone");
    assert!(g.player(2).unwrap().drawn().contains(bob_edge), "Bob's trail stays");
    assert_eq!(g.turn_cards(), Some([Card::Desert, Card::Forest]), "the turn is open again for Alice");
    assert_eq!(g.unfinished_players(), vec![1], "only Alice draws again");
    let message = h.state().message().unwrap().text.clone();
    assert!(message.starts_with("Alice takes back"), "{message}");

    // Undo puts it back exactly; redo takes it back again.
    act(&mut h, GameIntent::Undo);
    assert!(game(&h).player(1).unwrap().drawn().contains(edge), "undo restores Alice's trail");
    assert!(game(&h).player(2).unwrap().drawn().contains(bob_edge));
    act(&mut h, GameIntent::Redo);
    assert!(!game(&h).player(1).unwrap().drawn().contains(edge), "redo takes it back again");

    // Alice draws another trail; the turn closes with both.
    let other = game(&h).legal_trails(1).iter().find(|e| *e != edge).unwrap();
    let (x, y) = game(&h).sheet().edge_coords(other);
    tap_trail(&mut h, "hex", x, y);
    let g = game(&h);
    assert!(g.player(1).unwrap().drawn().contains(other));
    assert!(g.player(2).unwrap().drawn().contains(bob_edge));
    assert!(g.turn_cards().is_none());
    // The record is an ordinary one: it replays to the same state.
    let record = h.state().log().unwrap().record().clone();
    let replayed = record.replay(&trailpad::store::load_user_sheets(None)).unwrap();
    assert_eq!(replayed.score_cards(), g.score_cards());
}

#[test]
fn nothing_to_take_back_is_said_not_silently_ignored() {
    let mut h = harness(TrailpadApp::with_game(petit_two_players(["Alice", "Bob"], DeckMode::RealCards)));
    act(&mut h, GameIntent::PickCard(Card::Desert));
    act(&mut h, GameIntent::PickCard(Card::Forest));
    let before = h.state().log().unwrap().record().clone();
    act(&mut h, GameIntent::TakeBack(2));
    assert_eq!(h.state().log().unwrap().record(), &before, "nothing changed");
    assert_eq!(h.state().message().unwrap().text, "Bob has nothing to take back in this turn.");
}

#[test]
fn the_totals_of_paper_sheets_are_typed_at_the_end_and_kept_in_the_record() {
    let setup = Setup {
        deck: DeckMode::AppDeck { seed: 11 },
        ..common::setup("isla-petit", 3, &["Alice", "Bob"], 4)
    };
    let mut log = TucanaLog::new(common::sheet("isla-petit"), setup).unwrap();
    let mut rng = SeededRng::new(11);
    while let Some(action) = random_action(log.game(), &mut rng) {
        log.apply(action).unwrap();
    }
    let mut h = harness(TrailpadApp::with_game(log));
    act(&mut h, GameIntent::ShowScores(true));
    let field = "total of Seat 3 (on paper)";
    h.get_by_label(field).focus();
    h.run();
    h.get_by_label(field).type_text("999");
    h.run();
    click(&mut h, "Set the total of Seat 3 (on paper)");
    let record = h.state().log().unwrap().record();
    assert_eq!(record.paper_totals.len(), 1);
    assert_eq!((record.paper_totals[0].seat, record.paper_totals[0].total), (3, 999));
    assert!(
        common::ui::all_texts(&h).iter().any(|t| t.contains("Seat 3 (on paper)") && t.contains("wins")),
        "999 points on paper win: {:?}",
        common::ui::all_texts(&h)
    );
    // An action after it is still refused as before: the game is over.
    act(&mut h, GameIntent::Act(Action::Pass { seat: 1 }));
    assert!(h.state().message().is_some());
}
