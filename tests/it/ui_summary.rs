//! The final summary: with sheets kept on paper it names no winner of the
//! table until their totals are typed (a bad entry gets a clear message), it
//! ranks the typed totals with the sheets of this device, and it shows the
//! solo titles (what the next one needs, and as a yardstick at a table).
#![expect(clippy::unwrap_used, reason = "a test stops loudly at what it did not expect")]

use crate::common;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use std::sync::Arc;
use trailpad::games::tucana::record::{PaperTotal, TucanaLog};
use trailpad::games::tucana::rules::autoplay::random_action;
use trailpad::games::tucana::rules::random::SeededRng;
use trailpad::games::tucana::rules::{DeckMode, Setup, TucanaGame};
use trailpad::ui::tucana::summary::{SummaryInput, SummaryIntent, summary_ui};

/// What the harness keeps: the game, the paper totals the "app" kept, and
/// every intent the summary returned.
struct State {
    game: TucanaGame,
    paper: Vec<PaperTotal>,
    can_type: bool,
    intents: Vec<SummaryIntent>,
}

fn harness(game: TucanaGame, can_type: bool) -> Harness<'static, State> {
    let state = State { game, paper: Vec::new(), can_type, intents: Vec::new() };
    let mut h = Harness::builder().with_size(egui::vec2(1280.0, 800.0)).build_ui_state(
        |ui, s: &mut State| {
            let input = SummaryInput {
                game: &s.game,
                paper_totals: &s.paper,
                paper_names: &[],
                can_type: s.can_type,
            };
            if let Some(intent) = summary_ui(ui, &input) {
                // As the app does: keep the typed total.
                if let SummaryIntent::SetPaperTotal { seat, total } = intent {
                    s.paper.retain(|p| p.seat != seat);
                    s.paper.push(PaperTotal { seat, total });
                }
                s.intents.push(intent);
            }
        },
        state,
    );
    h.run();
    h
}

fn has(h: &Harness<'_, State>, label: &str) -> bool {
    h.query_all_by_label(label).next().is_some()
}

fn texts(h: &Harness<'_, State>) -> Vec<String> {
    h.query_all_by(|_| true)
        .flat_map(|n| [n.accesskit_node().label(), n.accesskit_node().value()])
        .flatten()
        .filter(|t| !t.is_empty())
        .collect()
}

fn finished(setup: Setup, seed: u64) -> TucanaGame {
    let mut log = TucanaLog::new(common::sheet(&setup.sheet), setup).unwrap();
    let mut rng = SeededRng::new(seed);
    while let Some(action) = random_action(log.game(), &mut rng) {
        log.apply(action).unwrap();
    }
    assert!(log.game().is_over());
    log.game().clone()
}

/// Alice and Bob on this device, Cleo's seat 3 on paper.
fn table_with_paper() -> TucanaGame {
    let setup = Setup {
        deck: DeckMode::AppDeck { seed: 11 },
        ..common::setup("isla-petit", 3, &["Alice", "Bob"], 4)
    };
    finished(setup, 11)
}

fn type_total(h: &mut Harness<'_, State>, text: &str) {
    let field = "total of Seat 3 (on paper)";
    h.get_by_label(field).focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.key_press(egui::Key::Backspace);
    h.run();
    h.get_by_label(field).type_text(text);
    h.run();
    h.get_by_label("Set the total of Seat 3 (on paper)").click();
    h.run();
}

#[test]
fn paper_sheets_keep_the_winner_open_until_their_totals_are_typed() {
    let game = table_with_paper();
    let cards = game.score_cards();
    let best = cards.iter().map(|c| c.final_box.total).max().unwrap();
    let mut h = harness(game.clone(), true);
    let all = texts(&h);
    assert!(!all.iter().any(|t| t.contains("wins!") || t.contains("share the victory")), "{all:?}");
    assert!(
        all.iter().any(|t| t.starts_with("result: ") && t.contains("among the sheets on this device")),
        "{all:?}"
    );
    assert!(all.iter().any(|t| t.contains("the winner shown is only among this device's sheets")), "{all:?}");
    assert!(has(&h, "– Seat 3 (on paper): total not typed yet"));

    // A bad entry: a clear message, nothing kept.
    type_total(&mut h, "7O");
    assert!(h.state().intents.is_empty());
    assert!(
        has(
            &h,
            "“7O” is not a whole number of points: type the total of Seat 3 (on paper) as written on the sheet, for example 78."
        ),
        "{:?}",
        texts(&h)
    );
    type_total(&mut h, "");
    assert!(has(&h, "Type the total written on the sheet of Seat 3 (on paper) (a whole number)."));
    assert!(h.state().intents.is_empty());

    // Cleo scored more than anyone here: she wins, ranked first.
    type_total(&mut h, &(best + 4).to_string());
    assert_eq!(h.state().intents, vec![SummaryIntent::SetPaperTotal { seat: 3, total: best + 4 }]);
    h.run();
    assert!(has(&h, "result: Seat 3 (on paper) wins!"), "{:?}", texts(&h));
    assert!(has(&h, &format!("1. Seat 3 (on paper): {}", best + 4)));
    for card in &cards {
        assert!(texts(&h).iter().any(|t| t.ends_with(&format!("{}: {}", card.name, card.final_box.total))));
    }
    assert!(!texts(&h).iter().any(|t| t.contains("not typed")));

    // Closing is its own intent.
    h.get_by_label("Back to the map").click();
    h.run();
    assert_eq!(h.state().intents.last(), Some(&SummaryIntent::Close));
}

#[test]
fn the_history_shows_typed_totals_read_only() {
    let mut h = harness(table_with_paper(), false);
    h.state_mut().paper = vec![PaperTotal { seat: 3, total: 0 }];
    h.run();
    assert!(h.query_all_by_label("total of Seat 3 (on paper)").next().is_none(), "no field to type in");
    assert!(texts(&h).iter().any(|t| t.ends_with("Seat 3 (on paper): 0")));
    // Every seat has a total now: the table's winner is named.
    assert!(texts(&h).iter().any(|t| t.starts_with("result: ") && (t.ends_with("wins!") || t.ends_with("share the victory!"))));
}

/// A finished solo game whose total passes `accept`.
fn solo_where(accept: impl Fn(u32) -> bool) -> TucanaGame {
    (1..400)
        .map(|seed| finished(Setup::solo("isla-petit", "Ann", (seed % 13) as u8 + 1, seed), seed))
        .find(|g| accept(g.score_cards()[0].final_box.total))
        .expect("a seed with such a total")
}

#[test]
fn a_solo_game_below_every_title_shows_the_titles_and_what_the_first_needs() {
    let game = solo_where(|total| total < 50);
    let total = game.score_cards()[0].final_box.total;
    let h = harness(game, true);
    assert!(has(&h, "Solo titles"));
    let next =
        format!("Next title: “You're better than a yeti, at least” needs 50 points ({} more).", 50 - total);
    assert!(has(&h, &next), "{:?}", texts(&h));
    for (min, title) in [(50, "You're better than a yeti, at least"), (100, "Too good for Tucana")] {
        assert!(has(&h, &format!("{min} points or more: {title}")), "{:?}", texts(&h));
    }
    // A solo game has no paper seats and no winner to doubt.
    assert!(has(&h, &format!("result: Ann scores {total}")), "{:?}", texts(&h));
}

#[test]
fn every_player_of_a_table_game_gets_the_titles_as_a_yardstick() {
    let game = table_with_paper();
    let mut h = harness(game.clone(), true);
    assert!(!has(&h, "50 points or more: You're better than a yeti, at least"), "folded at first");
    h.get_by_label("Solo titles as a yardstick").click();
    h.run();
    assert!(has(&h, "These titles are for solo games; at a table they only show how a total measures up."));
    assert!(has(&h, "50 points or more: You're better than a yeti, at least"));
    // Each player's name stands beside the title their total reaches.
    let sheet = game.sheet();
    for card in game.score_cards() {
        if sheet.solo_title(card.final_box.total).is_some() {
            assert!(texts(&h).iter().any(|t| t.contains(&card.name)), "{}", card.name);
        }
    }
    // Issue 30: a paper player's typed total counts too, beside the
    // tracked players whose totals reach the same title.
    let top = sheet.solo_titles().last().unwrap();
    let typed = top.min_total + 1;
    h.state_mut().paper = vec![PaperTotal { seat: 3, total: typed }];
    h.run();
    let cards = game.score_cards();
    let mut reached: Vec<&str> = cards
        .iter()
        .filter(|c| sheet.solo_title(c.final_box.total) == Some(top.title.as_str()))
        .map(|c| c.name.as_str())
        .collect();
    reached.push("Seat 3 (on paper)");
    let names = trailpad::i18n::Translator::new(trailpad::i18n::Language::English).names(&reached);
    assert!(has(&h, &names), "{names:?} beside the top title: {:?}", texts(&h));
    let _ = Arc::clone(game.sheet_arc());
}
