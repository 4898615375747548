//! The `trailpad` binary, run for real: score, check and sheet on the example
//! records, illegal records built by mutating a valid one, and bad input.
#![expect(clippy::unwrap_used, reason = "a test stops loudly at what it did not expect")]

use crate::common::cli::{ron_files_in, run, stderr, stdout, trailpad};

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use trailpad::games::tucana::record::{TucanaLog, TucanaRecord};
use trailpad::games::tucana::rules::{Action, DeckMode, SeatedPlayer, Setup, SetupCard, TucanaGame, WonCard};
use trailpad::games::tucana::sheet::library::SheetLibrary;
use trailpad::games::tucana::sheet::{Card, Coord, Sheet, Sight, builtin_sheet};
use trailpad::i18n::{Language, Translator};
use trailpad::store::load_user_sheets;

const MANIFEST: &str = env!("CARGO_MANIFEST_DIR");

/// A scratch folder for this test binary.
fn scratch(name: &str) -> PathBuf {
    let dir =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("cli-tests-{}", std::process::id())).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

fn examples() -> Vec<PathBuf> {
    ron_files_in(&Path::new(MANIFEST).join("examples"))
}

fn example(name: &str) -> PathBuf {
    Path::new(MANIFEST).join("examples").join(name)
}

fn library() -> SheetLibrary {
    load_user_sheets(None)
}

fn load(path: &Path) -> TucanaRecord {
    TucanaRecord::from_ron(&std::fs::read_to_string(path).expect("read")).expect("parse")
}

fn replay(record: &TucanaRecord) -> TucanaGame {
    record.replay(&library()).expect("legal record")
}

fn path_str(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}

#[test]
fn the_required_examples_exist_and_the_rust_ones_are_the_known_tools() {
    for name in
        ["solo-isla-petit.ron", "two-player-isla-petit.ron", "five-player-isla-grande-special-bonus.ron"]
    {
        assert!(example(name).exists(), "{name}");
    }
    let rust: Vec<_> = std::fs::read_dir(Path::new(MANIFEST).join("examples"))
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| e.path().extension().is_some_and(|x| x == "rs"))
        .map(|e| e.file_name())
        .collect();
    // The record generator, the colour-blind screenshot simulator and the
    // first-frame measurement against a bare eframe window.
    let mut rust: Vec<_> = rust.iter().map(|n| n.to_string_lossy().into_owned()).collect();
    rust.sort();
    assert_eq!(rust, vec!["colour_blind.rs", "first_frame.rs", "make_records.rs"]);
}

#[test]
fn every_example_replays_to_a_finished_game() {
    let files = examples();
    assert!(files.len() >= 3);
    for file in files {
        let record = load(&file);
        let game = replay(&record);
        assert!(game.is_over(), "{}", file.display());
        assert_eq!(TucanaRecord::from_ron(&record.to_ron().unwrap()).unwrap(), record);
        for card in game.score_cards() {
            // Believable: the greedy players connect things.
            assert!(
                card.final_box.total >= 30,
                "{}: {} scored {}",
                file.display(),
                card.name,
                card.final_box.total
            );
            assert!(card.villages.iter().any(|v| v.connected), "{}: {}", file.display(), card.name);
        }
    }
}

#[test]
fn the_five_player_example_plays_the_variant() {
    let record = load(&example("five-player-isla-grande-special-bonus.ron"));
    assert_eq!(record.setup.table_size, 5);
    assert!(record.setup.players.len() >= 2 && record.setup.players.len() < 5);
    assert_eq!(record.setup.red_cards.len(), 2);
    let game = replay(&record);
    let reds = game
        .score_cards()
        .iter()
        .flat_map(|c| c.bonus_cards.clone())
        .filter(|c| matches!(c, WonCard::Red { .. }))
        .count();
    assert!(reds >= 1, "somebody wins a red card");
}

#[test]
fn check_accepts_every_example() {
    for file in examples() {
        let out = run(&["check", path_str(&file)]);
        assert_eq!(out.status.code(), Some(0), "{}: {}", file.display(), stderr(&out));
        let text = stdout(&out);
        let game = replay(&load(&file));
        assert!(text.starts_with(&format!("ok: {}, ", game.sheet().name())), "{text}");
        assert!(text.trim_end().ends_with(", game over"), "{text}");
        assert_eq!(text.lines().count(), 1, "{text}");
    }
}

#[test]
fn check_summary_of_the_two_player_game() {
    let file = example("two-player-isla-petit.ron");
    let n = load(&file).actions.len();
    let out = run(&["check", path_str(&file)]);
    assert_eq!(stdout(&out).trim(), format!("ok: Isla Petit, 2 players, {n} actions, game over"));
}

#[test]
fn score_json_matches_the_engine_for_every_example() {
    for file in examples() {
        let out = run(&["score", path_str(&file), "--json"]);
        assert_eq!(out.status.code(), Some(0), "{}: {}", file.display(), stderr(&out));
        let json: Value = serde_json::from_str(&stdout(&out)).expect("exactly one JSON object");
        let game = replay(&load(&file));
        assert_eq!(json["sheet"], game.sheet().id());
        let players = json["players"].as_array().expect("players");
        let cards = game.score_cards();
        assert_eq!(players.len(), cards.len());
        for (p, card) in players.iter().zip(&cards) {
            assert_eq!(p["name"], card.name.as_str());
            assert_eq!(p["seat"], card.seat);
            let rounds: Vec<u32> = card.final_box.round_lines.iter().flatten().copied().collect();
            assert_eq!(p["rounds"], serde_json::json!(rounds));
            assert_eq!(rounds.len(), usize::from(game.sheet().rounds()));
            assert_eq!(p["villages"], card.final_box.villages);
            assert_eq!(p["bonus"], card.final_box.bonus);
            assert_eq!(p["total"], card.final_box.total);
            let sights = p["sights"].as_object().expect("sights");
            assert_eq!(sights.len(), 5);
            for row in &card.sights {
                assert_eq!(sights[row.sight.key()], serde_json::json!(row.circled_points()), "{}", row.sight);
            }
            let pairs: Vec<String> =
                card.villages.iter().filter(|v| v.connected).map(|v| v.letter.to_string()).collect();
            assert_eq!(p["pairs"], serde_json::json!(pairs));
            let bonus: Vec<Value> = card
                .bonus_cards
                .iter()
                .map(|c| match c {
                    WonCard::Blue { letter, points, .. } => {
                        serde_json::json!({"kind": "blue", "letter": letter.to_string(), "points": points})
                    }
                    WonCard::Red { sight, points, .. } => {
                        serde_json::json!({"kind": "red", "sight": sight.key(), "points": points})
                    }
                })
                .collect();
            assert_eq!(p["bonus_cards"], Value::Array(bonus));
            assert_eq!(p["title"], serde_json::json!(card.title));
            // The box adds up.
            assert_eq!(
                rounds.iter().sum::<u32>() + card.final_box.villages + card.final_box.bonus,
                card.final_box.total
            );
        }
        let winners: Vec<String> = game
            .winners()
            .iter()
            .filter_map(|&s| cards.iter().find(|c| c.seat == s).map(|c| c.name.clone()))
            .collect();
        assert_eq!(json["winners"], serde_json::json!(winners));
    }
}

#[test]
fn solo_score_has_a_title_field() {
    let out = run(&["score", path_str(&example("solo-isla-petit.ron")), "--json"]);
    let json: Value = serde_json::from_str(&stdout(&out)).unwrap();
    let game = replay(&load(&example("solo-isla-petit.ron")));
    let card = &game.score_cards()[0];
    assert_eq!(json["players"][0]["title"], serde_json::json!(game.sheet().solo_title(card.final_box.total)));
    assert_eq!(json["players"][0]["rounds"].as_array().unwrap().len(), 2);
}

#[test]
fn score_text_shows_every_box() {
    for file in examples() {
        let out = run(&["score", path_str(&file)]);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        let text = stdout(&out);
        let game = replay(&load(&file));
        for card in game.score_cards() {
            assert!(text.contains(&format!("{} (seat {})", card.name, card.seat)), "{text}");
            for (i, line) in card.final_box.round_lines.iter().enumerate() {
                let roman = ["I", "II", "III"][i];
                let want = format!("round {roman:<4}{:>5}", line.unwrap());
                assert!(text.contains(&want), "{want:?} in {text}");
            }
            assert!(text.contains(&format!("total     {:>5}", card.final_box.total)), "{text}");
            assert!(text.contains(&format!("villages  {:>5}", card.final_box.villages)), "{text}");
            assert!(text.contains(&format!("bonus     {:>5}", card.final_box.bonus)), "{text}");
        }
        if usize::from(game.setup().table_size) > game.players().len() {
            // Paper sheets without typed totals: no winner is announced for
            // the table, only who leads among the sheets known here.
            assert!(text.contains("Leading among the sheets known here"), "{text}");
            assert!(!text.contains("Winner: ") && !text.contains("Shared victory: "), "{text}");
        } else {
            assert!(text.contains("Winner: ") || text.contains("Shared victory: "), "{text}");
        }
    }
}

#[test]
fn score_counts_the_paper_totals_the_table_typed() {
    let dir = scratch("paper-totals");
    let file = examples()
        .into_iter()
        .find(|f| {
            let r = load(f);
            usize::from(r.setup.table_size) > r.setup.players.len()
        })
        .expect("an example with sheets kept on paper");
    let mut record = load(&file);
    let game = replay(&record);
    let best = game.score_cards().iter().map(|c| c.final_box.total).max().unwrap();
    let paper = record.paper_seats();
    assert!(paper.len() >= 2, "{paper:?}");
    // Only the first paper seat typed: it beats everybody, but the others
    // are unknown, so nobody is the table's winner yet.
    record.set_paper_total(paper[0], Some(best + 5)).unwrap();
    let path = dir.join("partly.ron");
    std::fs::write(&path, record.to_ron().unwrap()).unwrap();
    let text = stdout(&run(&["score", path_str(&path)]));
    let leader = format!("seat {} (paper)", paper[0]);
    assert!(text.contains(&format!("{leader} total: {}", best + 5)), "{text}");
    assert!(text.contains(&format!("seat {} (paper) total: not typed", paper[1])), "{text}");
    assert!(
        text.contains(&format!(
            "Leading among the sheets known here (not every paper total is typed): {leader}"
        )),
        "{text}"
    );
    // Every paper seat typed: the table's winner is named.
    for seat in &paper[1..] {
        record.set_paper_total(*seat, Some(3)).unwrap();
    }
    let path = dir.join("typed.ron");
    std::fs::write(&path, record.to_ron().unwrap()).unwrap();
    let text = stdout(&run(&["score", path_str(&path)]));
    assert!(text.contains(&format!("Winner: {leader}")), "{text}");
    let json: Value = serde_json::from_str(&stdout(&run(&["score", path_str(&path), "--json"]))).unwrap();
    assert_eq!(json["winners"], serde_json::json!([leader]));
    assert_eq!(json["complete"], serde_json::json!(true));
    assert_eq!(json["paper"][0], serde_json::json!({"seat": paper[0], "total": best + 5}));
    // A paper total tied with the best tracked sheet: both share, and the
    // bonus tie-break is left to the table.
    record.set_paper_total(paper[0], Some(best)).unwrap();
    let path = dir.join("tied.ron");
    std::fs::write(&path, record.to_ron().unwrap()).unwrap();
    let text = stdout(&run(&["score", path_str(&path)]));
    assert!(text.contains("Shared victory: ") && text.contains(&leader), "{text}");
    assert!(text.contains("compare bonus points"), "{text}");
    // A paper total for a tracked seat is no record of this table.
    let tracked = record.setup.players[0].seat;
    let bad = record.to_ron().unwrap().replace(
        &format!("paper_totals: [(seat: {}, ", paper[0]),
        &format!("paper_totals: [(seat: {tracked}, "),
    );
    let path = dir.join("bad.ron");
    std::fs::write(&path, bad).unwrap();
    let out = run(&["check", path_str(&path)]);
    assert_eq!(out.status.code(), Some(2), "not usable at all");
    assert!(stderr(&out).contains(&format!("paper total for seat {tracked}")), "{}", stderr(&out));
}

#[test]
fn score_of_an_unfinished_game_says_so() {
    let dir = scratch("unfinished");
    let mut record = load(&example("two-player-isla-petit.ron"));
    // Cut the record inside round 2: round I is written, round II is not.
    let game = replay(&record);
    let cut = record.actions.len() * 3 / 4;
    record.actions.truncate(cut);
    let path = dir.join("unfinished.ron");
    std::fs::write(&path, record.to_ron().unwrap()).unwrap();
    let out = run(&["score", path_str(&path), "--json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let json: Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(json["players"][0]["rounds"].as_array().unwrap().len(), 1);
    assert_eq!(json["winners"], serde_json::json!([]));
    assert!(game.is_over());
    let text = stdout(&run(&["score", path_str(&path)]));
    assert!(text.contains("unfinished"), "{text}");
    let check = stdout(&run(&["check", path_str(&path)]));
    assert!(check.contains("unfinished (round 2, turn"), "{check}");
}

#[test]
fn check_names_each_unknown_field_with_its_line_and_still_passes_the_record_of_each_game() {
    let dir = scratch("unknown-fields");
    for name in ["two-player-isla-petit.ron", "new-york/two-player.ron"] {
        let clean = run(&["check", path_str(&example(name))]);
        assert_eq!((clean.status.code(), stderr(&clean).as_str()), (Some(0), ""), "{name}");
        // A hand-edited record: a misspelt date, a field of a newer Trailpad.
        let edited = std::fs::read_to_string(example(name))
            .unwrap()
            .replacen("    format: 1,\n", "    format: 1,\n    playd_at: Some(1795000000),\n", 1)
            .replacen("name: \"Bob\",", "name: \"Bob\", nickname: \"Bobby\",", 1);
        let nickname = edited.lines().position(|l| l.contains("nickname")).unwrap() + 1;
        let path = dir.join(name.replace('/', "-"));
        std::fs::write(&path, &edited).unwrap();
        let out = run(&["check", path_str(&path)]);
        assert_eq!(out.status.code(), Some(0), "{name}: it still checks");
        assert_eq!(stdout(&out), stdout(&clean), "{name}: the same verdict");
        let said = |line: usize, field: &str| {
            format!(
                "warning: {}, line {line}: the field {field} is not one Trailpad knows and was ignored (misspelt, or written by a newer Trailpad?)",
                path.display()
            )
        };
        assert_eq!(
            stderr(&out).lines().collect::<Vec<_>>(),
            [said(4, "playd_at"), said(nickname, "setup.players[1].nickname")],
            "{name}"
        );
    }
}

// ----- illegal records: exit 1 with the first illegal action -----

fn base() -> TucanaRecord {
    load(&example("two-player-isla-petit.ron"))
}

/// The game after the first `n` actions of a record.
fn prefix(record: &TucanaRecord, n: usize) -> TucanaGame {
    let mut short = record.clone();
    short.actions.truncate(n);
    replay(&short)
}

fn expect_illegal(name: &str, record: &TucanaRecord, expected: &str) {
    let dir = scratch(name);
    let path = dir.join(format!("{name}.ron"));
    std::fs::write(&path, record.to_ron().unwrap()).unwrap();
    let out = run(&["check", path_str(&path)]);
    assert_eq!(out.status.code(), Some(1), "{name}: {}{}", stdout(&out), stderr(&out));
    assert_eq!(stdout(&out).trim_end(), expected, "{name}");
    // Score refuses the same record with the same reason.
    let out = run(&["score", path_str(&path)]);
    assert_eq!(out.status.code(), Some(1), "{name}");
    assert!(stderr(&out).contains(expected), "{name}: {}", stderr(&out));
}

/// Index of the `nth` regular trail (0-based) of a seat.
fn nth_trail(record: &TucanaRecord, seat: u8, nth: usize) -> usize {
    record
        .actions
        .iter()
        .enumerate()
        .filter(|(_, a)| matches!(a, Action::Trail { seat: s, .. } if *s == seat))
        .nth(nth)
        .map(|(i, _)| i)
        .expect("trail")
}

/// The words the CLI uses: English, as the table reads them.
fn en() -> Translator {
    Translator::new(Language::English)
}

fn name_of(record: &TucanaRecord, seat: u8) -> String {
    record.setup.players.iter().find(|p| p.seat == seat).unwrap().name.clone()
}

#[test]
fn check_refuses_a_trail_on_the_wrong_terrain() {
    let mut record = base();
    let i = nth_trail(&record, 2, 3);
    let game = prefix(&record, i);
    let [c1, c2] = game.turn_cards().unwrap();
    let sheet = game.sheet();
    let drawn = *game.player(2).unwrap().drawn();
    let edge = (0..sheet.edges().len())
        .find(|&e| !sheet.edge_matches(e, c1, c2) && !drawn.contains(e))
        .expect("a mismatching edge");
    let (from, to) = sheet.edge_coords(edge);
    let t = |c: Coord| sheet.hex(sheet.hex_at(c).unwrap()).terrain;
    record.actions[i] = Action::Trail { seat: 2, from, to };
    let bob = name_of(&record, 2);
    let (a, b) = en().trail_places(&game, 2, from, to);
    expect_illegal(
        "wrong-terrain",
        &record,
        &format!(
            "action {}: {bob} cannot draw a trail between {a} and {b}: they are {} and {}, but the cards are {} and {}",
            i + 1,
            t(from),
            t(to),
            en().card(c1),
            en().card(c2),
        ),
    );
}

#[test]
fn check_refuses_hexes_that_are_not_neighbours() {
    let mut record = base();
    let i = nth_trail(&record, 1, 0);
    record.actions[i] = Action::Trail { seat: 1, from: Coord::new(0, 4), to: Coord::new(0, 8) };
    expect_illegal(
        "not-neighbours",
        &record,
        &format!(
            "action {}: Alice cannot draw a trail between the desert next to village A10 \
             and village B1: those hexes do not touch",
            i + 1
        ),
    );
}

#[test]
fn check_refuses_a_hex_off_the_map() {
    let mut record = base();
    let i = nth_trail(&record, 1, 0);
    record.actions[i] = Action::Trail { seat: 1, from: Coord::new(0, 4), to: Coord::new(40, 40) };
    expect_illegal("off-map", &record, &format!("action {}: hex (40,40) is not on the map", i + 1));
}

#[test]
fn check_refuses_a_trail_already_drawn() {
    let mut record = base();
    let first = nth_trail(&record, 1, 0);
    let Action::Trail { from, to, .. } = record.actions[first].clone() else { unreachable!() };
    let i = nth_trail(&record, 1, 1);
    // Reversed coordinates name the same edge.
    record.actions[i] = Action::Trail { seat: 1, from: to, to: from };
    let (a, b) = en().trail_places(&prefix(&record, i), 1, to, from);
    assert!(!a.contains('(') && !b.contains('('), "{a}, {b}");
    expect_illegal(
        "already-drawn",
        &record,
        &format!("action {}: Alice has already drawn the trail between {a} and {b}", i + 1),
    );
}

#[test]
fn check_refuses_a_pass_with_a_legal_trail() {
    let mut record = base();
    let i = nth_trail(&record, 1, 2);
    let game = prefix(&record, i);
    let [c1, c2] = game.turn_cards().unwrap();
    let count = game.legal_trails(1).len();
    record.actions[i] = Action::Pass { seat: 1 };
    expect_illegal(
        "pass-with-trail",
        &record,
        &format!(
            "action {}: Alice may not pass: {count} trails match {} and {}",
            i + 1,
            en().card(c1),
            en().card(c2)
        ),
    );
}

#[test]
fn check_refuses_a_trail_before_the_reveal() {
    let mut record = base();
    record.actions.swap(0, 1);
    expect_illegal("trail-before-reveal", &record, "action 1: no terrain cards are revealed yet");
}

#[test]
fn check_refuses_a_reveal_while_the_turn_is_open() {
    let mut record = base();
    let Action::Reveal(a, b) = record.actions[0] else { panic!("starts with a reveal") };
    let game = prefix(&record, 1);
    let next = game.next_app_cards();
    assert!(next.is_none());
    record.actions.insert(1, Action::Reveal(Card::Desert, Card::Forest));
    expect_illegal(
        "reveal-open-turn",
        &record,
        &format!(
            "action 2: this turn's cards ({} and {}) are out; Alice and Bob must finish first",
            en().card(a),
            en().card(b)
        ),
    );
}

#[test]
fn check_refuses_cards_that_are_not_the_app_deck() {
    let mut record = base();
    let Action::Reveal(a, b) = record.actions[0] else { panic!("starts with a reveal") };
    let (c1, c2) = if (a, b) == (Card::Desert, Card::Desert) {
        (Card::Forest, Card::Forest)
    } else {
        (Card::Desert, Card::Desert)
    };
    record.actions[0] = Action::Reveal(c1, c2);
    expect_illegal(
        "app-deck",
        &record,
        &format!(
            "action 1: the app's deck shows {} and {} next, not {} and {}",
            en().card(a),
            en().card(b),
            en().card(c1),
            en().card(c2)
        ),
    );
}

#[test]
fn check_refuses_an_unknown_seat_and_an_unowed_bonus_trail() {
    let mut record = base();
    let i = nth_trail(&record, 1, 0);
    let Action::Trail { from, to, .. } = record.actions[i].clone() else { unreachable!() };
    let mut unknown = record.clone();
    unknown.actions[i] = Action::Trail { seat: 5, from, to };
    expect_illegal(
        "unknown-seat",
        &unknown,
        &format!("action {}: no sheet on this device belongs to seat 5", i + 1),
    );
    record.actions[i] = Action::BonusTrail { seat: 1, from, to };
    expect_illegal("no-bonus-owed", &record, &format!("action {}: Alice owes no bonus trail", i + 1));
}

#[test]
fn check_refuses_an_action_after_the_game_is_over() {
    let mut record = base();
    record.actions.push(Action::Reveal(Card::Desert, Card::Forest));
    let n = record.actions.len();
    expect_illegal("after-the-end", &record, &format!("action {n}: the game is over"));
}

/// Finishes the open turn with each player's first legal trail.
fn finish_turn(log: &mut TucanaLog) {
    while let Some(&seat) = log.game().unfinished_players().first() {
        let game = log.game();
        let legal = game.legal_trails(seat);
        let action = match legal.nth(0) {
            None => Action::Pass { seat },
            Some(edge) => {
                let (from, to) = game.sheet().edge_coords(edge);
                if game.owed_bonus_trails(seat) > 0 {
                    Action::BonusTrail { seat, from, to }
                } else {
                    Action::Trail { seat, from, to }
                }
            }
        };
        log.apply(action).unwrap();
    }
}

fn real_cards_setup() -> Setup {
    Setup {
        sheet: "isla-petit".into(),
        table_size: 2,
        players: vec![
            SeatedPlayer { name: "Alice".into(), seat: 1 },
            SeatedPlayer { name: "Bob".into(), seat: 2 },
        ],
        setup_card: SetupCard::Letters("CEBAEDCDAB".into()),
        start_village: None,
        counter_clockwise: false,
        symmetry: false,
        red_cards: vec![],
        deck: DeckMode::RealCards,
    }
}

#[test]
fn check_refuses_more_cards_of_a_kind_than_the_deck_holds() {
    let sheet: Arc<Sheet> = Arc::new(builtin_sheet("isla-petit").unwrap());
    let mut log = TucanaLog::new(sheet, real_cards_setup()).unwrap();
    for _ in 0..2 {
        log.apply(Action::Reveal(Card::Water, Card::Water)).unwrap();
        finish_turn(&mut log);
    }
    let mut record = log.record().clone();
    record.actions.push(Action::Reveal(Card::Desert, Card::Water));
    let n = record.actions.len();
    expect_illegal(
        "deck-exhausted",
        &record,
        &format!("action {n}: 4 water cards were already revealed this round: the deck has no more"),
    );
}

#[test]
fn check_refuses_a_bad_solo_reshuffle() {
    let record = load(&example("solo-isla-petit.ron"));
    let Some(i) = record.actions.iter().position(|a| matches!(a, Action::SoloReshuffle { .. })) else {
        // The solo player claimed 3 blue cards: no reshuffle in this game.
        return;
    };
    let mut bad = record.clone();
    bad.actions.remove(i);
    let expected =
        format!("action {}: the solo reshuffle of the blue cards must be done before the next round", i + 1);
    expect_illegal("solo-reshuffle-missing", &bad, &expected);
}

// ----- bad input: exit 2, message on stderr naming the file -----

fn expect_bad_input(args: &[&str], file: &str, needles: &[&str]) {
    let out = run(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {}{}", stdout(&out), stderr(&out));
    let err = stderr(&out);
    assert!(err.contains(file), "{err}");
    for needle in needles {
        assert!(err.contains(needle), "{needle:?} in {err}");
    }
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(err.lines().count(), 1, "one clear line: {err}");
}

#[test]
fn a_missing_file_is_bad_input() {
    for cmd in ["check", "score", "sheet"] {
        expect_bad_input(&[cmd, "/no/such/record.ron"], "/no/such/record.ron", &["cannot read"]);
    }
}

#[test]
fn a_folder_is_an_unreadable_file() {
    let dir = scratch("a-folder");
    expect_bad_input(&["check", path_str(&dir)], path_str(&dir), &["cannot read"]);
}

fn write_variant(name: &str, text: &str) -> PathBuf {
    let dir = scratch(name);
    let path = dir.join(format!("{name}.ron"));
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn a_syntax_error_gives_line_and_column() {
    let path = write_variant("syntax", "// a record\n(\n    format: 1,\n    setup: [oops,\n)\n");
    expect_bad_input(&["check", path_str(&path)], path_str(&path), &["line 4, column "]);
    expect_bad_input(&["score", path_str(&path), "--json"], path_str(&path), &["line 4, column "]);
}

#[test]
fn an_unknown_sheet_is_bad_input() {
    let text = base().to_ron().unwrap().replace("\"isla-petit\"", "\"isla-nowhere\"");
    let path = write_variant("unknown-sheet", &text);
    expect_bad_input(
        &["check", path_str(&path)],
        path_str(&path),
        &["unknown sheet \"isla-nowhere\"", "isla-petit"],
    );
}

#[test]
fn a_newer_format_is_bad_input() {
    let text = base().to_ron().unwrap().replacen("format: 1,", "format: 7,", 1);
    let path = write_variant("newer-format", &text);
    expect_bad_input(&["score", path_str(&path)], path_str(&path), &["format version 7 is newer"]);
}

#[test]
fn an_impossible_setup_is_bad_input() {
    let mut record = base();
    record.setup.table_size = 9;
    let path = write_variant("impossible-setup", &record.to_ron().unwrap());
    expect_bad_input(
        &["check", path_str(&path)],
        path_str(&path),
        &["set-up: a table has 1 to 8 players, not 9"],
    );
    let mut record = base();
    record.setup.red_cards = vec![Sight::Yeti, Sight::Book, Sight::Toucan];
    let path = write_variant("impossible-red", &record.to_ron().unwrap());
    expect_bad_input(&["check", path_str(&path)], path_str(&path), &["red card"]);
}

// ----- sheets -----

#[test]
fn sheet_summarises_isla_grande() {
    let path = Path::new(MANIFEST).join("sheets/isla-grande.ron");
    let out = run(&["sheet", path_str(&path)]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    let sheet = builtin_sheet("isla-grande").unwrap();
    for needle in [
        "ok: Isla Grande (id \"isla-grande\")".to_string(),
        "rounds: 3 (solo reshuffle after round 2)".into(),
        format!("hexes: {} (desert ", sheet.hexes().len()),
        "villages: 10".into(),
        "sights: 15 (obelisk 3, book 3, toucan 3, yeti 3, sea monster 3)".into(),
        "sea monster 4, 5, 5+".into(),
        "village values: A 20, B 19, C 18, D 17, E 16".into(),
    ] {
        assert!(text.contains(&needle), "{needle:?} in {text}");
    }
}

fn broken_sheet_text() -> String {
    std::fs::read_to_string(Path::new(MANIFEST).join("sheets/isla-petit.ron"))
        .unwrap()
        .replace("rounds: 2,", "rounds: 7,")
        .replace("(8, 12, Mountain, Village(5)),", "(8, 12, Mountain, Plain),")
        .replace("(0, 4, Desert, Plain),", "(0, 5, Desert, Plain),")
        .replace("\"yeti\": [\"3\", \"4+\"],", "\"yeti\": [\"3\", \"four\"],")
}

#[test]
fn sheet_lists_every_problem_of_a_broken_file() {
    let path = write_variant("broken-sheet", &broken_sheet_text());
    let out = run(&["sheet", path_str(&path)]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let text = stdout(&out);
    for needle in [
        "invalid sheet, 4 problems:",
        "  rounds: 7 rounds; a sheet has 1 to 4",
        "  hex (0,5): row + dcol must be even",
        "  village 5: is missing from the map",
        "  sight row \"yeti\": value 2 \"four\" is not a number like \"3\" or \"3+\"",
    ] {
        assert!(text.contains(needle), "{needle:?} in {text}");
    }
}

#[test]
fn sheet_syntax_error_and_newer_format_are_bad_input() {
    let path = write_variant("sheet-syntax", "(\n  format: 1,\n  id: isla,\n)");
    expect_bad_input(&["sheet", path_str(&path)], path_str(&path), &["line 3, column "]);
    let text = std::fs::read_to_string(Path::new(MANIFEST).join("sheets/isla-petit.ron"))
        .unwrap()
        .replace("format: 1,", "format: 2,");
    let path = write_variant("sheet-newer", &text);
    expect_bad_input(&["sheet", path_str(&path)], path_str(&path), &["format version 2 is newer"]);
}

#[test]
fn user_sheets_are_used_and_broken_ones_warned_about() {
    let dir = scratch("user-sheets");
    let petit = std::fs::read_to_string(Path::new(MANIFEST).join("sheets/isla-petit.ron")).unwrap();
    std::fs::write(dir.join("my-island.ron"), petit.replace("\"isla-petit\"", "\"my-island\"")).unwrap();
    std::fs::write(dir.join("broken.ron"), broken_sheet_text().replace("\"isla-petit\"", "\"broken\""))
        .unwrap();
    let records = scratch("user-sheet-record");
    let text = base().to_ron().unwrap().replace("\"isla-petit\"", "\"my-island\"");
    let path = records.join("mine.ron");
    std::fs::write(&path, text).unwrap();
    let out = trailpad(&dir).args(["score", path_str(&path), "--json"]).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let json: Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(json["sheet"], "my-island");
    let err = stderr(&out);
    assert!(err.contains("warning: skipped user sheet") && err.contains("broken.ron"), "{err}");
    // Without the folder the sheet is unknown.
    expect_bad_input(&["check", path_str(&path)], path_str(&path), &["unknown sheet \"my-island\""]);
}

#[test]
fn help_lists_the_sub_commands() {
    let out = run(&["--help"]);
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    for cmd in ["score", "check", "sheet", "--sheets"] {
        assert!(text.contains(cmd), "{cmd} in {text}");
    }
}

#[test]
fn bad_arguments_exit_2() {
    let out = run(&["score"]);
    assert_eq!(out.status.code(), Some(2));
    let out = run(&["frobnicate"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn check_refuses_a_bonus_card_that_is_not_on_the_table() {
    // Five at the table, three tracked here; the red cards are book and yeti.
    let five = load(&example("five-player-isla-grande-special-bonus.ron"));
    let mut record = five.clone();
    record
        .actions
        .insert(1, Action::TakenElsewhere(trailpad::games::tucana::rules::BonusCard::Red(Sight::Toucan)));
    expect_illegal("card-not-on-table", &record, "action 2: the red toucan card is not on the table");
    let mut record = five;
    let blue = trailpad::games::tucana::rules::BonusCard::Blue(trailpad::games::tucana::sheet::Letter::A);
    record.actions.insert(1, Action::TakenElsewhere(blue));
    record.actions.insert(2, Action::TakenElsewhere(blue));
    expect_illegal(
        "card-marked-twice",
        &record,
        "action 3: the blue A–A card is already marked as taken this turn",
    );
    // With every sheet of the table on this device, nobody else can take one.
    let mut record = base();
    record.actions.insert(1, Action::TakenElsewhere(blue));
    expect_illegal(
        "nobody-else",
        &record,
        "action 2: every sheet at this table is kept here, so nobody else can have taken the blue A–A card",
    );
}

#[test]
fn check_refuses_a_solo_reshuffle_keeping_the_wrong_cards() {
    let record = load(&example("solo-isla-petit.ron"));
    let Some(i) = record.actions.iter().position(|a| matches!(a, Action::SoloReshuffle { .. })) else {
        return;
    };
    let mut bad = record.clone();
    bad.actions[i] = Action::SoloReshuffle { kept: vec![trailpad::games::tucana::sheet::Letter::E] };
    expect_illegal(
        "solo-reshuffle-count",
        &bad,
        &format!("action {}: solo reshuffle: 2 blue cards stay, not 1", i + 1),
    );
    let mut early = record.clone();
    early.actions.insert(1, Action::SoloReshuffle { kept: vec![] });
    expect_illegal("solo-reshuffle-early", &early, "action 2: no solo reshuffle is due now");
}

#[test]
fn a_missing_sheet_folder_is_only_a_warning() {
    let missing = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli-tests-no-such-folder");
    let file = example("two-player-isla-petit.ron");
    let out = trailpad(&missing).args(["check", path_str(&file)]).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(stderr(&out).contains("warning: the sheet folder"), "{}", stderr(&out));
}

#[test]
fn sheet_notes_a_copy_of_an_embedded_id() {
    let text = std::fs::read_to_string(Path::new(MANIFEST).join("sheets/isla-petit.ron"))
        .unwrap()
        .replace("name: \"Isla Petit\"", "name: \"Isla Petit (mine)\"");
    let path = write_variant("copy-of-petit", &text);
    let out = run(&["sheet", path_str(&path)]);
    assert_eq!(out.status.code(), Some(0));
    assert!(stdout(&out).contains("note: \"isla-petit\" is the id of an embedded sheet"), "{}", stdout(&out));
    let out = run(&["sheet", path_str(&Path::new(MANIFEST).join("sheets/isla-petit.ron"))]);
    assert!(!stdout(&out).contains("note:"), "{}", stdout(&out));
}

#[test]
fn the_record_format_doc_example_is_a_legal_record() {
    let doc = std::fs::read_to_string(Path::new(MANIFEST).join("docs/record-format.md")).unwrap();
    let start = doc.find("```ron\n").expect("a ron block") + "```ron\n".len();
    let end = start + doc[start..].find("```").expect("end of block");
    let path = write_variant("doc-example", &doc[start..end]);
    let out = run(&["check", path_str(&path)]);
    assert_eq!(out.status.code(), Some(0), "{}{}", stdout(&out), stderr(&out));
    assert_eq!(
        stdout(&out).trim(),
        "ok: Isla Petit, 3 players (2 tracked), 4 actions, unfinished (round 1, turn 2)"
    );
    let record = load(&path);
    let game = replay(&record);
    // Random start 4: the Mayor writes the card's first letter (D) into village 4.
    assert_eq!(game.player(1).unwrap().letters[3], trailpad::games::tucana::sheet::Letter::D);
    assert_eq!(game.top_blue_card(trailpad::games::tucana::sheet::Letter::D), None);
}

/// A one-row island: villages 1–10 on desert, then two water hexes, so the
/// only water–water trail is (0,20)-(0,22).
/// A tiny island with one water–water side (see the file).
const TINY_SHEET: &str = include_str!("../data/tiny-row.ron");

#[test]
fn a_pass_is_legal_only_without_a_matching_trail() {
    let dir = scratch("tiny-sheets");
    std::fs::write(dir.join("tiny.ron"), TINY_SHEET).unwrap();
    let out = run(&["sheet", path_str(&dir.join("tiny.ron"))]);
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
    let mut setup = real_cards_setup();
    setup.sheet = "tiny-row".into();
    setup.table_size = 1;
    setup.players.truncate(1);
    let mut record = TucanaRecord::new(setup);
    record.actions = vec![
        Action::Reveal(Card::Water, Card::Water),
        Action::Trail { seat: 1, from: Coord::new(0, 22), to: Coord::new(0, 20) },
        Action::Reveal(Card::Water, Card::Water),
        Action::Pass { seat: 1 },
        Action::Reveal(Card::Desert, Card::Desert),
        Action::Pass { seat: 1 },
    ];
    let path = scratch("tiny-record").join("pass.ron");
    std::fs::write(&path, record.to_ron().unwrap()).unwrap();
    let out = trailpad(&dir).args(["check", path_str(&path)]).output().unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert_eq!(stdout(&out).trim(), "action 6: Alice may not pass: 9 trails match Desert and Desert");
    record.actions.pop();
    std::fs::write(&path, record.to_ron().unwrap()).unwrap();
    let out = trailpad(&dir).args(["check", path_str(&path)]).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}{}", stdout(&out), stderr(&out));
    assert_eq!(stdout(&out).trim(), "ok: Tiny Row, solo, 5 actions, unfinished (round 1, turn 3)");
}

/// Issue 16: an `ended_at` that is no date (past the year 9999) or comes
/// before the start is refused like an impossible `played_at`: with its
/// line, for both games, and no panic.
#[test]
fn check_refuses_an_impossible_end_with_its_line_for_both_games() {
    let dir = scratch("impossible-end");
    let started = 1_764_135_829u64;
    let tucana = std::fs::read_to_string(example("two-player-isla-petit.ron")).unwrap();
    let new_york = std::fs::read_to_string(example("new-york/two-player.ron")).unwrap();
    for (ended_at, words) in [(u64::MAX, "9999"), (started - 1, "before played_at")] {
        let mut record = TucanaRecord::from_ron(&tucana).unwrap();
        record.played_at = Some(started);
        record.ended_at = Some(ended_at);
        let tucana = record.to_ron().unwrap();
        let new_york = new_york.replace(
            &format!("played_at: Some({started}),"),
            &format!("played_at: Some({started}),\n    ended_at: Some({ended_at}),"),
        );
        for (name, text) in [("tucana", tucana), ("new-york", new_york)] {
            let line = text.lines().position(|l| l.contains("ended_at")).unwrap() + 1;
            let path = dir.join(format!("{name}.ron"));
            std::fs::write(&path, &text).unwrap();
            for command in ["check", "score"] {
                let out = run(&[command, path_str(&path)]);
                let said = format!("{}{}", stdout(&out), stderr(&out));
                assert!(
                    matches!(out.status.code(), Some(1 | 2)),
                    "{name} {command}: a refusal, not a crash: {said}"
                );
                assert!(!said.contains("panicked"), "{name} {command}: {said}");
                assert!(
                    said.contains(&format!("line {line}: ended_at {ended_at}")) && said.contains(words),
                    "{name} {command}: {said}"
                );
            }
        }
    }
}

/// Issue 16: a `played_at` past the year 9999 once passed `check` and then
/// aborted every start of the app. The one reader refuses it, with its
/// line, for both games; the binary says so and does not panic.
#[test]
fn check_refuses_a_date_past_9999_with_its_line_for_both_games() {
    let dir = scratch("huge-date");
    let tucana = std::fs::read_to_string(example("two-player-isla-petit.ron")).unwrap();
    let mut record = TucanaRecord::from_ron(&tucana).unwrap();
    record.played_at = Some(u64::MAX);
    let tucana = record.to_ron().unwrap();
    let new_york = std::fs::read_to_string(example("new-york/two-player.ron")).unwrap();
    let new_york = new_york.replace("played_at: Some(1764135829)", "played_at: Some(18446744073709551615)");
    for (name, text) in [("tucana", tucana), ("new-york", new_york)] {
        let line = text.lines().position(|l| l.contains("played_at")).unwrap() + 1;
        let path = dir.join(format!("{name}.ron"));
        std::fs::write(&path, &text).unwrap();
        for command in ["check", "score"] {
            let out = run(&[command, path_str(&path)]);
            let said = format!("{}{}", stdout(&out), stderr(&out));
            assert!(!out.status.success(), "{name} {command}: {said}");
            assert!(
                matches!(out.status.code(), Some(1 | 2)),
                "{name} {command}: a refusal, not a crash: {said}"
            );
            assert!(!said.contains("panicked"), "{name} {command}: {said}");
            assert!(
                said.contains(&format!("line {line}")) && said.contains("9999"),
                "{name} {command}: {said}"
            );
        }
    }
}

#[test]
fn help_names_the_environment_variables() {
    use clap::CommandFactory;
    // A user who never read the README learns of them here.
    let help = trailpad::cli::Cli::command().render_help().to_string();
    for variable in ["TRAILPAD_DATA_DIR", "TRAILPAD_LANG"] {
        assert!(help.contains(variable), "--help names {variable}:\n{help}");
    }
}
