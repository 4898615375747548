//! The play screen driven like a person would: by the labels on screen.
#![expect(clippy::unwrap_used, reason = "a test stops loudly at what it did not expect")]

use crate::common;

use crate::common::ui::{game, harness, has_label, status};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::collections::{HashMap, VecDeque};
use trailpad::app::TrailpadApp;
use trailpad::games::tucana::record::TucanaLog;
use trailpad::games::tucana::rules::{Action, DeckMode, TucanaGame};
use trailpad::games::tucana::sheet::{Card, Coord, HexId, Sheet, Sight};
use trailpad::i18n::{Language, Translator, capitalise};

/// Alice and Bob on Isla Petit, with real cards.
fn petit_two_players() -> TucanaLog {
    common::ui::petit_two_players(["Alice", "Bob"], DeckMode::RealCards)
}

/// Taps one hex, then the other, by their labels.
fn tap_trail(h: &mut Harness<'_, TrailpadApp>, from: Coord, to: Coord) {
    common::ui::tap_trail(h, "hex", from, to);
}

/// The status message, without its "status: " prefix.
/// The card matching a hex, by its id.
fn card_of(sheet: &Sheet, hex: HexId) -> Card {
    common::card_of(sheet, sheet.hex(hex).coord)
}

/// Hexes on a shortest path between two hexes.
fn path(sheet: &Sheet, from: HexId, to: HexId) -> Vec<HexId> {
    let mut prev: HashMap<HexId, HexId> = HashMap::new();
    let mut queue = VecDeque::from([from]);
    prev.insert(from, from);
    while let Some(h) = queue.pop_front() {
        if h == to {
            break;
        }
        for &e in sheet.edges_of_hex(h) {
            let edge = sheet.edge(e);
            let n = if edge.a == h { edge.b } else { edge.a };
            if let std::collections::hash_map::Entry::Vacant(v) = prev.entry(n) {
                v.insert(h);
                queue.push_back(n);
            }
        }
    }
    let mut out = vec![to];
    while let Some(&p) = prev.get(out.last().unwrap()) {
        if p == *out.last().unwrap() {
            break;
        }
        out.push(p);
    }
    out.reverse();
    out
}

/// Cards for a trail between two hexes, within what is left of the round's deck.
fn cards_for(game: &TucanaGame, a: HexId, b: HexId) -> (Card, Card) {
    let sheet = game.sheet();
    let seen = game.cards_seen_this_round();
    let (ca, cb) = (card_of(sheet, a), card_of(sheet, b));
    let mut left = seen.map(|_| 0u8);
    for c in Card::ALL {
        left[c.index()] = c.deck_count() - seen[c.index()];
    }
    let mut take = |c: Card| {
        if left[c.index()] > 0 {
            left[c.index()] -= 1;
            c
        } else {
            left[Card::Any.index()] = left[Card::Any.index()].saturating_sub(1);
            Card::Any
        }
    };
    (take(ca), take(cb))
}

/// Everyone still to play draws their first legal trail (or passes).
fn finish_turn_in_engine(log: &mut TucanaLog) {
    while let Some(&seat) = log.game().unfinished_players().first() {
        let legal = log.game().legal_trails(seat);
        let action = match legal.iter().next() {
            Some(edge) => {
                let (from, to) = log.game().sheet().edge_coords(edge);
                if log.game().owed_bonus_trails(seat) > 0 {
                    Action::BonusTrail { seat, from, to }
                } else {
                    Action::Trail { seat, from, to }
                }
            }
            None => Action::Pass { seat },
        };
        log.apply(action).unwrap();
    }
}

/// The Final Scoring Box values on screen must equal the engine's scores of
/// the same record, replayed from scratch.
fn assert_final_boxes_match_engine(h: &Harness<'_, TrailpadApp>) {
    let log = h.state().log().unwrap();
    let replayed = log.record().replay_on(log.game().sheet_arc().clone()).unwrap();
    for card in replayed.score_cards() {
        let b = &card.final_box;
        for (i, line) in b.round_lines.iter().enumerate() {
            let r = ["I", "II", "III"][i];
            let label = match line {
                Some(v) => format!("{} round {r} {v}", card.name),
                None => format!("{} round {r} not yet written", card.name),
            };
            assert!(has_label(h, &label), "missing on screen: {label}");
        }
        for label in [
            format!("{} villages {}", card.name, b.villages),
            format!("{} bonus {}", card.name, b.bonus),
            format!("{} total {}", card.name, b.total),
        ] {
            assert!(has_label(h, &label), "missing on screen: {label}");
        }
    }
}

#[test]
fn two_players_on_isla_petit() {
    let mut h = harness(TrailpadApp::with_game(petit_two_players()));
    assert!(has_label(&h, "Isla Petit · Round 1 of 2 · turn 1 of 13 · 27 cards left in the deck"));

    // Enter the two revealed cards: a button, then a key.
    h.get_by_label("Desert (D)").click();
    h.run();
    h.key_press(egui::Key::F);
    h.run();
    assert_eq!(game(&h).turn_cards(), Some([Card::Desert, Card::Forest]));
    assert!(has_label(&h, "Isla Petit · Round 1 of 2 · turn 1 of 13 · 25 cards left in the deck"));

    // Alice draws a legal trail by tapping two hexes.
    let edge = game(&h).legal_trails(1).iter().next().unwrap();
    let (a, b) = game(&h).sheet().edge_coords(edge);
    tap_trail(&mut h, a, b);
    assert!(game(&h).player(1).unwrap().drawn().contains(edge));
    assert!(has_label(&h, "sheet Alice done"), "Alice's tab is marked done");
    assert!(has_label(&h, "Alice's sheet"), "Alice still sees the sheet she drew on");
    assert!(has_label(&h, &format!("trail {a}-{b}")));
    h.get_by_label("Show Bob's sheet").click();
    h.run();
    assert!(has_label(&h, "Bob's sheet"), "the button moved on to Bob");
    h.get_by_label("sheet Alice done").click();
    h.run();
    assert!(has_label(&h, &format!("trail {a}-{b}")));
    h.get_by_label("sheet Bob to play").click();
    h.run();

    // The app moved on to Bob. An illegal trail is refused with its reason.
    let g = game(&h);
    let legal = g.legal_trails(2);
    let bad = (0..g.sheet().edges().len()).find(|e| !legal.contains(*e)).unwrap();
    let (x, y) = g.sheet().edge_coords(bad);
    let refusal = g.check(&Action::Trail { seat: 2, from: x, to: y }).unwrap_err();
    let en = Translator::new(Language::English);
    // Bob and the two hexes by name, as the table sees them.
    let expected = capitalise(&en.refusal_in(g, &refusal));
    tap_trail(&mut h, x, y);
    assert!(!game(&h).player(2).unwrap().drawn().contains(bad));
    assert!(status(&h).contains(&expected), "{} vs {expected}", status(&h));
    assert!(expected.starts_with("Bob cannot draw a trail between "), "{expected}");
    assert!(expected.ends_with("but the cards are Desert and Forest"), "{expected}");
    assert!(!expected.contains(&x.to_string()) && !expected.contains(&y.to_string()), "{expected}");

    // Bob draws a legal trail by dragging from one hex to the other.
    let edge = game(&h).legal_trails(2).iter().next().unwrap();
    let (a, b) = game(&h).sheet().edge_coords(edge);
    let start = h.get_by_label_contains(&format!("hex {a} ")).rect().center();
    let end = h.get_by_label_contains(&format!("hex {b} ")).rect().center();
    h.drag_at(start);
    h.run();
    h.hover_at(end);
    h.run();
    h.drop_at(end);
    h.run();
    assert!(game(&h).player(2).unwrap().drawn().contains(edge), "drag draws the trail: {}", status(&h));
    assert_eq!(game(&h).turn_cards(), None, "both done: the turn closed");
    assert!(has_label(&h, "Isla Petit · Round 1 of 2 · turn 2 of 13 · 25 cards left in the deck"));
}

#[test]
fn a_sight_earns_a_bonus_trail_and_undo_redo_work() {
    let mut log = petit_two_players();
    let sheet = log.game().sheet_arc().clone();
    // Connect both obelisks (1, 2+) to villages: the second gives a bonus trail.
    let sight = Sight::Obelisk;
    let mut plan: Vec<(HexId, HexId)> = Vec::new();
    for &s in sheet.sight_hexes(sight) {
        let best = sheet.villages().iter().map(|&v| path(&sheet, s, v)).min_by_key(Vec::len).unwrap();
        plan.extend(best.windows(2).map(|w| (w[0], w[1])));
    }
    let mut ui_step = None;
    for (a, b) in plan {
        let (from, to) = (sheet.hex(a).coord, sheet.hex(b).coord);
        if log.game().player(1).unwrap().drawn().contains(sheet.edge_between(a, b).unwrap()) {
            continue;
        }
        let (c1, c2) = cards_for(log.game(), a, b);
        log.apply(Action::Reveal(c1, c2)).unwrap();
        let mut probe = log.game().clone();
        probe.apply(&Action::Trail { seat: 1, from, to }).unwrap();
        if probe.owed_bonus_trails(1) > 0 {
            ui_step = Some((from, to));
            break;
        }
        log.apply(Action::Trail { seat: 1, from, to }).unwrap();
        finish_turn_in_engine(&mut log);
    }
    let (from, to) = ui_step.expect("the plan reaches the second obelisk");

    let mut h = harness(TrailpadApp::with_game(log));
    tap_trail(&mut h, from, to);
    assert_eq!(game(&h).owed_bonus_trails(1), 1);
    assert!(status(&h).contains("Obelisk connected: 2 circled and earns a bonus trail"), "{}", status(&h));
    assert!(has_label(&h, "Alice: draw 1 bonus trail — on any free side, whatever its terrain"));
    assert!(has_label(&h, "Alice obelisk 2+ circled"));

    // Any free side is accepted now, whatever its terrain.
    let g = game(&h);
    let cards = g.turn_cards().unwrap();
    let free = g.legal_trails(1);
    let off_cards = free.iter().find(|&e| !g.sheet().edge_matches(e, cards[0], cards[1])).unwrap();
    let (a, b) = g.sheet().edge_coords(off_cards);
    tap_trail(&mut h, a, b);
    assert_eq!(game(&h).owed_bonus_trails(1), 0);
    h.get_by_label("sheet Alice done").click();
    h.run();
    assert!(has_label(&h, &format!("trail {a}-{b}")));

    // Undo with Ctrl+Z, redo with Ctrl+Shift+Z, then the buttons.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert!(!has_label(&h, &format!("trail {a}-{b}")));
    assert_eq!(game(&h).owed_bonus_trails(1), 1);
    h.key_press_modifiers(egui::Modifiers::COMMAND | egui::Modifiers::SHIFT, egui::Key::Z);
    h.run();
    assert!(has_label(&h, &format!("trail {a}-{b}")));
    h.get_by_label("Undo").click();
    h.run();
    assert!(!has_label(&h, &format!("trail {a}-{b}")));
    h.get_by_label("Redo").click();
    h.run();
    assert!(has_label(&h, &format!("trail {a}-{b}")));
    h.get_by_label("All scores").click();
    h.run();
    assert_final_boxes_match_engine(&h);
}

#[test]
fn a_round_ends_and_the_final_box_matches_the_engine() {
    let mut h = harness(TrailpadApp::with_game(petit_two_players()));
    // Play 13 turns through the screen: cards by keys, trails by taps.
    let keys = [egui::Key::D, egui::Key::F, egui::Key::M, egui::Key::W, egui::Key::A];
    for turn in 0..13 {
        let seen = game(&h).cards_seen_this_round();
        let mut picks = Vec::new();
        for (i, card) in Card::ALL.into_iter().enumerate().cycle().skip(turn % 4) {
            let used = picks.iter().filter(|&&p| p == card).count() as u8;
            if seen[i] + used < card.deck_count() {
                picks.push(card);
                if picks.len() == 2 {
                    break;
                }
            }
        }
        for card in picks {
            h.key_press(keys[card.index()]);
            h.run();
        }
        assert!(game(&h).turn_cards().is_some(), "turn {turn}: cards entered: {}", status(&h));
        while let Some(&seat) = game(&h).unfinished_players().first() {
            if h.state().play().unwrap().state.seat != seat {
                // The sheet just played stays in view until N moves on.
                h.key_press(egui::Key::N);
                h.run();
            }
            let legal = game(&h).legal_trails(seat);
            match legal.iter().next() {
                Some(edge) => {
                    let (a, b) = game(&h).sheet().edge_coords(edge);
                    tap_trail(&mut h, a, b);
                    assert!(game(&h).player(seat).unwrap().drawn().contains(edge), "{}", status(&h));
                }
                None => {
                    h.get_by_label("No trail this turn").click();
                    h.run();
                }
            }
        }
    }
    assert_eq!(game(&h).round(), 2);
    assert!(has_label(&h, "Round 1 is over"), "the round summary is shown");
    assert_final_boxes_match_engine(&h);
    h.get_by_label("Start the next round").click();
    h.run();
    assert!(has_label(&h, "Isla Petit · Round 2 of 2 · turn 1 of 13 · 27 cards left in the deck"));
}

#[test]
fn tapping_a_highlighted_trail_near_its_side_draws_it() {
    let mut h = harness(TrailpadApp::with_game(petit_two_players()));
    h.key_press(egui::Key::M);
    h.run();
    h.key_press(egui::Key::W);
    h.run();
    let edge = game(&h).legal_trails(1).iter().next().unwrap();
    let (a, b) = game(&h).sheet().edge_coords(edge);
    let ca = h.get_by_label_contains(&format!("hex {a} ")).rect().center();
    let cb = h.get_by_label_contains(&format!("hex {b} ")).rect().center();
    let p = ca.lerp(cb, 0.35);
    h.event(egui::Event::PointerMoved(p));
    for pressed in [true, false] {
        h.event(egui::Event::PointerButton {
            pos: p,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        });
    }
    h.run();
    assert!(game(&h).player(1).unwrap().drawn().contains(edge), "{}", status(&h));
}

/// "… picked: now tap a neighbouring hex" and "First card: … Now the
/// second card." are shown while they are true and are not kept under
/// "Recent", which keeps what happened (issue 30: it filled with them).
#[test]
fn passing_prompts_are_shown_and_not_kept_under_recent() {
    let mut h = harness(TrailpadApp::with_game(petit_two_players()));
    h.key_press(egui::Key::D);
    h.run();
    assert_eq!(status(&h), "First card: Desert. Now the second card.");
    h.key_press(egui::Key::F);
    h.run();
    let revealed = status(&h);
    for _ in 0..3 {
        h.get_by_label_contains("hex (1,3) ").click();
        h.run();
        assert_eq!(status(&h), "Village B10 picked: now tap a neighbouring hex");
        h.get_by_label_contains("hex (1,3) ").click();
        h.run();
    }
    h.get_by_label("Undo").click();
    h.run();
    assert!(status(&h).starts_with("Undone"), "{}", status(&h));
    h.get_by_label("Recent").click();
    h.run();
    let texts = crate::common::ui::all_texts(&h);
    assert!(texts.contains(&revealed), "what happened is kept: {revealed:?} in {texts:?}");
    let prompts: Vec<&String> =
        texts.iter().filter(|t| t.contains("picked") || t.contains("Now the second card")).collect();
    assert!(prompts.is_empty(), "prompts kept under Recent: {prompts:?}");
}

#[test]
fn a_picked_hex_is_named_as_the_sheet_shows_it() {
    let mut h = harness(TrailpadApp::with_game(petit_two_players()));
    h.key_press(egui::Key::D);
    h.run();
    h.key_press(egui::Key::F);
    h.run();
    // (1,3) is village 10, letter B on Alice's sheet (set-up card 1).
    h.get_by_label_contains("hex (1,3) ").click();
    h.run();
    assert_eq!(status(&h), "Village B10 picked: now tap a neighbouring hex");
    h.get_by_label_contains("hex (1,3) ").click();
    h.run();
    // A plain hex goes by its terrain and what stands next to it.
    h.get_by_label_contains("hex (2,8) ").click();
    h.run();
    assert_eq!(status(&h), "The water next to the toucan picked: now tap a neighbouring hex");
}
