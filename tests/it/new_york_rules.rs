//! Ticket to Ride: New York engine: the board data checked against itself,
//! every refusal, scoring, the end trigger, the tie-break, records and
//! undo/redo.

use std::sync::Arc;
use trailpad::games::new_york::{
    Action, Event, Game, LocationId, NewYorkLog, NewYorkMap, NewYorkPlayer, NewYorkRecord,
    NewYorkRecordError, NewYorkSetup, Refusal, RouteId, SetupError, TaxiColour, TicketId,
};
use trailpad::games::{GameKind, RecordReadError, UnknownGame, detect_game};

fn map() -> Arc<NewYorkMap> {
    NewYorkMap::builtin()
}

fn game(names: &[&str]) -> Game {
    Game::new(map(), NewYorkSetup::with_names(names)).expect("legal set-up")
}

fn route(key: &str) -> RouteId {
    map().route_by_key(key).unwrap_or_else(|| panic!("no route {key}"))
}

fn ticket(key: &str) -> TicketId {
    map().ticket_by_key(key).unwrap_or_else(|| panic!("no ticket {key}"))
}

fn claim(player: u8, key: &str) -> Action {
    Action::Claim { player, route: key.into() }
}

fn keep(player: u8, key: &str) -> Action {
    Action::Keep { player, ticket: key.into() }
}

fn play(game: &mut Game, actions: &[Action]) {
    for a in actions {
        game.apply(a).unwrap_or_else(|r| panic!("{a}: {r}"));
    }
}

/// The refusal, and proof the game did not change.
fn refused(game: &mut Game, action: &Action) -> Refusal {
    let before = game.clone();
    let refusal = game.apply(action).expect_err("refused");
    assert_eq!(game.check(action), Err(refusal.clone()));
    assert_eq!(*game, before, "a refusal leaves the game unchanged");
    refusal
}

// ----- the data checked against itself -----

/// Fewest spaces between every pair (Floyd–Warshall over the route table,
/// independent of the engine's own path search).
fn all_shortest(map: &NewYorkMap) -> Vec<Vec<u32>> {
    let n = map.locations().len();
    let mut d = vec![vec![u32::MAX / 4; n]; n];
    for (i, row) in d.iter_mut().enumerate() {
        row[i] = 0;
    }
    for r in map.routes() {
        let (a, b) = (usize::from(r.a.0), usize::from(r.b.0));
        let s = u32::from(r.spaces);
        d[a][b] = d[a][b].min(s);
        d[b][a] = d[b][a].min(s);
    }
    for k in 0..n {
        for i in 0..n {
            for j in 0..n {
                if d[i][k] + d[k][j] < d[i][j] {
                    d[i][j] = d[i][k] + d[k][j];
                }
            }
        }
    }
    d
}

#[test]
fn every_ticket_is_worth_the_fewest_spaces_between_its_locations() {
    let map = map();
    let d = all_shortest(&map);
    let differing: Vec<String> = map
        .tickets()
        .iter()
        .filter(|t| u32::from(t.points) != d[usize::from(t.a.0)][usize::from(t.b.0)])
        .map(|t| {
            format!("{}: card {} vs path {}", t.key, t.points, d[usize::from(t.a.0)][usize::from(t.b.0)])
        })
        .collect();
    assert!(differing.is_empty(), "tickets that differ from the route table: {differing:?}");
    // The engine's own search agrees with the independent one on an empty board.
    let g = game(&["A", "B", "C"]);
    for t in map.ticket_ids() {
        let status = g.ticket_status(1, t);
        assert!(!status.completed);
        assert_eq!(status.missing_spaces, Some(u32::from(map.ticket(t).points)), "{}", map.ticket(t).key);
        let path_spaces: u32 = status.path.iter().map(|r| u32::from(map.route(*r).spaces)).sum();
        assert_eq!(path_spaces, u32::from(map.ticket(t).points));
    }
}

#[test]
fn the_board_is_connected_and_every_route_length_is_scored() {
    let map = map();
    let d = all_shortest(&map);
    assert!(d.iter().flatten().all(|&x| x < 100), "every location reaches every other");
    for r in map.routes() {
        assert!(map.points_for_spaces(r.spaces) > 0, "{}", r.key);
    }
    assert_eq!(map.points_for_spaces(4), 7);
    assert_eq!(map.points_for_spaces(3), 4);
}

// ----- set-up -----

#[test]
fn two_to_four_players_with_names_and_colours() {
    let setup = NewYorkSetup::with_names(&["Ann", "Bob", "Cy", "Dee"]);
    let colours: Vec<TaxiColour> = setup.players.iter().map(|p| p.colour).collect();
    assert_eq!(colours, TaxiColour::ALL.to_vec());
    assert!(setup.validate().is_ok());
    assert_eq!(NewYorkSetup::with_names(&["Ann"]).validate(), Err(SetupError::PlayerCount(1)));
    assert_eq!(
        NewYorkSetup::with_names(&["A", "B", "C", "D", "E"]).validate(),
        Err(SetupError::PlayerCount(5))
    );
    assert_eq!(NewYorkSetup::with_names(&["Ann", " "]).validate(), Err(SetupError::EmptyName { player: 2 }));
    assert_eq!(
        NewYorkSetup::with_names(&["Ann", "Ann"]).validate(),
        Err(SetupError::SameName { player: 2, name: "Ann".into() })
    );
    let same_colour = NewYorkSetup {
        players: vec![
            NewYorkPlayer { name: "Ann".into(), colour: TaxiColour::White },
            NewYorkPlayer { name: "Bob".into(), colour: TaxiColour::White },
        ],
    };
    let refused = same_colour.validate();
    assert_eq!(
        refused,
        Err(SetupError::SameColour {
            player: 2,
            colour: TaxiColour::White,
            name: "Bob".into(),
            earlier: "Ann".into()
        })
    );
    // Named, not numbered: "player 2 … of an earlier player" told a table
    // nothing.
    let t = trailpad::i18n::Translator::shared(trailpad::i18n::Language::English);
    let words = t.new_york_setup_error(&refused.unwrap_err());
    assert_eq!(words, "Bob and Ann both have the white taxis: each player needs a colour of their own");
}

#[test]
fn names_have_the_same_limits_as_tucana_names() {
    let long = "x".repeat(65);
    assert_eq!(
        NewYorkSetup::with_names(&["Ann", &long]).validate(),
        Err(SetupError::NameTooLong { player: 2, chars: 65 })
    );
    assert!(NewYorkSetup::with_names(&["Ann", &"x".repeat(64)]).validate().is_ok());
    assert_eq!(
        NewYorkSetup::with_names(&["Ann\u{1b}[2K", "Bob"]).validate(),
        Err(SetupError::NameUnprintable { player: 1, position: 4, code: 0x1b })
    );
    assert_eq!(
        NewYorkSetup::with_names(&["Ann", "Ann\u{200b}"]).validate(),
        Err(SetupError::NameUnprintable { player: 2, position: 4, code: 0x200b })
    );
}

#[test]
fn a_missing_field_is_placed_where_its_structure_starts() {
    let text = "(\n    format: 1,\n    game: \"ticket-to-ride-new-york\",\n    setup: (players: [\n        (name: \"Ann\",\n        ),\n    ]),\n    actions: [],\n)\n";
    match NewYorkRecord::from_ron(text) {
        Err(NewYorkRecordError::Read(RecordReadError::Syntax { line, message, .. })) => {
            assert_eq!(line, 5, "the player's structure starts on line 5: {message}");
            assert!(message.contains("in the structure that starts here and ends at line 6"), "{message}");
        }
        other => panic!("a syntax error, not {other:?}"),
    }
}

// ----- refusals -----

#[test]
fn a_claimed_route_cannot_be_claimed_again() {
    let mut g = game(&["Ann", "Bob", "Cy"]);
    play(&mut g, &[claim(1, "chelsea-soho")]);
    assert_eq!(
        refused(&mut g, &claim(2, "chelsea-soho")),
        Refusal::RouteTaken { route: route("chelsea-soho"), by: 1 }
    );
    assert_eq!(
        refused(&mut g, &claim(1, "chelsea-soho")),
        Refusal::RouteTaken { route: route("chelsea-soho"), by: 1 }
    );
}

#[test]
fn one_player_never_holds_both_routes_of_a_double_route() {
    for names in [&["Ann", "Bob"][..], &["Ann", "Bob", "Cy"], &["Ann", "Bob", "Cy", "Dee"]] {
        let mut g = game(names);
        play(&mut g, &[claim(1, "wall-street-brooklyn-blue")]);
        assert_eq!(
            refused(&mut g, &claim(1, "wall-street-brooklyn-black")),
            Refusal::BothOfDouble {
                player: 1,
                route: route("wall-street-brooklyn-black"),
                twin: route("wall-street-brooklyn-blue")
            }
        );
    }
}

#[test]
fn in_a_two_player_game_the_second_route_of_a_double_route_stays_closed() {
    let mut g = game(&["Ann", "Bob"]);
    play(&mut g, &[claim(1, "empire-state-building-chelsea-gray-1")]);
    assert_eq!(
        refused(&mut g, &claim(2, "empire-state-building-chelsea-gray-2")),
        Refusal::DoubleClosed {
            route: route("empire-state-building-chelsea-gray-2"),
            twin: route("empire-state-building-chelsea-gray-1"),
            by: 1
        }
    );
    // Taken back, the pair opens again, for either player.
    play(&mut g, &[Action::Unclaim { route: "empire-state-building-chelsea-gray-1".into() }]);
    play(&mut g, &[claim(2, "empire-state-building-chelsea-gray-2")]);
}

#[test]
fn with_three_or_four_players_the_other_player_may_take_the_twin() {
    for names in [&["Ann", "Bob", "Cy"][..], &["Ann", "Bob", "Cy", "Dee"]] {
        let mut g = game(names);
        play(&mut g, &[claim(1, "chinatown-brooklyn-orange"), claim(2, "chinatown-brooklyn-red")]);
        assert_eq!(g.owner(route("chinatown-brooklyn-red")), Some(2));
        // Both routes taken: a third player meets a taken route.
        assert_eq!(
            refused(&mut g, &claim(3, "chinatown-brooklyn-red")),
            Refusal::RouteTaken { route: route("chinatown-brooklyn-red"), by: 2 }
        );
    }
}

#[test]
fn no_player_places_more_than_fifteen_taxis() {
    let mut g = game(&["Ann", "Bob", "Cy"]);
    // 4 + 3 + 3 + 3 = 13 spaces.
    play(
        &mut g,
        &[
            claim(1, "chelsea-soho"),
            claim(1, "central-park-united-nations"),
            claim(1, "lower-east-side-brooklyn"),
            claim(1, "chinatown-brooklyn-red"),
        ],
    );
    assert_eq!(g.taxis_left(1), 2);
    assert_eq!(
        refused(&mut g, &claim(1, "wall-street-brooklyn-blue")),
        Refusal::NotEnoughTaxis { player: 1, spaces: 3, left: 2 }
    );
    play(&mut g, &[claim(1, "lincoln-center-central-park")]);
    assert_eq!(g.taxis_left(1), 0);
    assert_eq!(
        refused(&mut g, &claim(1, "east-village-lower-east-side")),
        Refusal::NotEnoughTaxis { player: 1, spaces: 1, left: 0 }
    );
    // Others are not limited by player 1's taxis.
    play(&mut g, &[claim(2, "east-village-lower-east-side")]);
}

#[test]
fn unknown_players_routes_and_tickets_are_refused() {
    let mut g = game(&["Ann", "Bob"]);
    assert_eq!(refused(&mut g, &claim(3, "chelsea-soho")), Refusal::UnknownPlayer(3));
    assert_eq!(refused(&mut g, &claim(0, "chelsea-soho")), Refusal::UnknownPlayer(0));
    assert_eq!(refused(&mut g, &claim(1, "harlem-soho")), Refusal::UnknownRoute("harlem-soho".into()));
    assert_eq!(refused(&mut g, &Action::Unclaim { route: "x".into() }), Refusal::UnknownRoute("x".into()));
    assert_eq!(refused(&mut g, &keep(1, "soho-harlem")), Refusal::UnknownTicket("soho-harlem".into()));
    assert_eq!(refused(&mut g, &keep(5, "chelsea-brooklyn")), Refusal::UnknownPlayer(5));
    assert_eq!(
        refused(&mut g, &Action::Unclaim { route: "chelsea-soho".into() }),
        Refusal::NotClaimed(route("chelsea-soho"))
    );
}

#[test]
fn a_ticket_is_held_by_one_player_only() {
    let mut g = game(&["Ann", "Bob", "Cy"]);
    play(&mut g, &[keep(2, "chelsea-brooklyn")]);
    assert_eq!(
        refused(&mut g, &keep(1, "chelsea-brooklyn")),
        Refusal::TicketHeld { ticket: ticket("chelsea-brooklyn"), by: 2 }
    );
    assert_eq!(
        refused(&mut g, &keep(2, "chelsea-brooklyn")),
        Refusal::TicketHeld { ticket: ticket("chelsea-brooklyn"), by: 2 }
    );
    assert_eq!(
        refused(&mut g, &Action::Drop { player: 1, ticket: "chelsea-brooklyn".into() }),
        Refusal::TicketNotHeld { player: 1, ticket: ticket("chelsea-brooklyn") }
    );
    play(
        &mut g,
        &[Action::Drop { player: 2, ticket: "chelsea-brooklyn".into() }, keep(1, "chelsea-brooklyn")],
    );
    assert_eq!(g.holder(ticket("chelsea-brooklyn")), Some(1));
    assert_eq!(g.tickets_of(2), Vec::<TicketId>::new());
}

// ----- scoring -----

#[test]
fn routes_score_by_the_table_and_attractions_once_each() {
    let mut g = game(&["Ann", "Bob"]);
    play(
        &mut g,
        &[
            claim(1, "chelsea-soho"),                  // 4 → 7, Chelsea*
            claim(1, "chelsea-greenwich-village-red"), // 3 → 4, Greenwich Village*
            claim(1, "greenwich-village-soho"),        // 2 → 2
            claim(1, "east-village-lower-east-side"),  // 1 → 1, no attraction
        ],
    );
    let s = g.player_score(1);
    assert_eq!(s.routes, 7 + 4 + 2 + 1);
    assert_eq!(s.attractions, 2);
    let names: Vec<&str> = s.attractions_touched.iter().map(|l| g.map().location(*l).name.as_str()).collect();
    assert_eq!(names, ["Chelsea", "Greenwich Village"]);
    assert_eq!(s.taxis_left, 15 - 10);
    assert_eq!(s.total, 14 + 2);
    let bob = g.player_score(2);
    assert_eq!((bob.routes, bob.attractions, bob.total, bob.taxis_left), (0, 0, 0, 15));
}

#[test]
fn tickets_add_when_connected_and_subtract_when_not() {
    let mut g = game(&["Ann", "Bob", "Cy"]);
    play(
        &mut g,
        &[
            keep(1, "chelsea-wall-street"),   // 6: Chelsea–Soho–Wall Street
            keep(1, "times-square-brooklyn"), // 8: not connected
            claim(1, "chelsea-soho"),
            claim(1, "soho-wall-street"),
        ],
    );
    let s = g.player_score(1);
    assert_eq!((s.completed, s.failed), (1, 1));
    assert_eq!(s.tickets, 6 - 8);
    assert_eq!(s.routes, 7 + 2);
    // Chelsea, Wall Street.
    assert_eq!(s.attractions, 2);
    assert_eq!(s.total, 9 - 2 + 2);
    let done = &s.ticket_status[0];
    assert_eq!(done.ticket, ticket("chelsea-wall-street"));
    assert!(done.completed);
    assert_eq!(done.path, vec![route("chelsea-soho"), route("soho-wall-street")]);
    let failed = &s.ticket_status[1];
    assert!(!failed.completed);
    // Times Square–Midtown West–Chelsea (1 + 2), Ann's own to Wall Street,
    // then Wall Street–Brooklyn (3).
    assert_eq!(failed.missing_spaces, Some(6));
}

#[test]
fn a_completed_path_may_wind_through_many_routes() {
    let mut g = game(&["Ann", "Bob"]);
    play(
        &mut g,
        &[
            keep(1, "lincoln-center-greenwich-village"),
            claim(1, "lincoln-center-midtown-west"),
            claim(1, "midtown-west-chelsea"),
            claim(1, "chelsea-gramercy-park"),
            claim(1, "gramercy-park-greenwich-village-black"),
        ],
    );
    let status = g.ticket_status(1, ticket("lincoln-center-greenwich-village"));
    assert!(status.completed);
    assert_eq!(status.path.len(), 4);
    // Someone else's route never completes a player's ticket.
    let mut g = game(&["Ann", "Bob", "Cy"]);
    play(
        &mut g,
        &[
            keep(1, "lower-east-side-wall-street"),
            claim(2, "lower-east-side-chinatown"),
            claim(1, "chinatown-wall-street-green"),
        ],
    );
    let status = g.ticket_status(1, ticket("lower-east-side-wall-street"));
    assert!(!status.completed);
    // The 1-space Lower East Side–Chinatown is Bob's: the cheapest way left
    // is Lower East Side–Greenwich Village–Chinatown (2 + 2), then Ann's own.
    assert_eq!(status.missing_spaces, Some(4));
    assert!(status.path.contains(&route("chinatown-wall-street-green")));
}

#[test]
fn a_failed_ticket_tells_the_fewest_spaces_still_to_claim() {
    let mut g = game(&["Ann", "Bob"]);
    play(
        &mut g,
        &[
            keep(1, "times-square-soho"),
            claim(1, "midtown-west-times-square"),
            claim(1, "midtown-west-chelsea"),
        ],
    );
    let status = g.ticket_status(1, ticket("times-square-soho"));
    assert!(!status.completed);
    // Chelsea–Soho (4) is the one route missing.
    assert_eq!(status.missing_spaces, Some(4));
    assert!(status.path.contains(&route("chelsea-soho")));
    // Bob takes Chelsea–Soho: the way round is via Greenwich Village (3 + 2).
    play(&mut g, &[claim(2, "chelsea-soho")]);
    assert_eq!(g.ticket_status(1, ticket("times-square-soho")).missing_spaces, Some(5));
    // In a 2-player game, Bob's Double Route closes both of its routes to Ann.
    play(&mut g, &[claim(2, "chelsea-greenwich-village-green")]);
    let status = g.ticket_status(1, ticket("times-square-soho"));
    assert!(!status.path.contains(&route("chelsea-greenwich-village-red")));
    // Left: Chelsea–Gramercy Park–Greenwich Village–Soho (2 + 2 + 2), or the
    // same by Times Square–Empire State Building (1 + 1 + 2 + 2).
    assert_eq!(status.missing_spaces, Some(6));
    // Cut off completely: no way left.
    let mut g = game(&["Ann", "Bob"]);
    play(
        &mut g,
        &[
            keep(1, "lower-east-side-wall-street"),
            claim(2, "soho-wall-street"),
            claim(2, "chinatown-wall-street-pink"),
            claim(2, "wall-street-brooklyn-black"),
        ],
    );
    let status = g.ticket_status(1, ticket("lower-east-side-wall-street"));
    assert_eq!((status.completed, status.missing_spaces, status.path.len()), (false, None, 0));
}

// ----- the end -----

#[test]
fn the_last_round_starts_when_a_player_is_down_to_two_taxis() {
    let mut g = game(&["Ann", "Bob"]);
    let events = g.apply(&claim(1, "chelsea-soho")).expect("legal");
    assert_eq!(events, vec![Event::Claimed { player: 1, route: route("chelsea-soho") }]);
    play(&mut g, &[claim(1, "central-park-united-nations"), claim(1, "lower-east-side-brooklyn")]);
    assert!(!g.is_last_round());
    assert_eq!(g.taxis_left(1), 5);
    // 5 → 3: not yet.
    play(&mut g, &[claim(1, "lincoln-center-central-park")]);
    assert!(!g.is_last_round());
    // 3 → 2: everyone plays one more turn.
    let events = g.apply(&claim(1, "east-village-lower-east-side")).expect("legal");
    assert_eq!(events.last(), Some(&Event::LastRound { player: 1 }));
    assert_eq!(g.last_round_players(), vec![1]);
    // Said once: a later claim below 2 does not announce it again.
    let events = g.apply(&claim(1, "lower-east-side-chinatown")).expect("legal");
    assert!(!events.iter().any(|e| matches!(e, Event::LastRound { .. })), "{events:?}");
    // Taken back above 2, the warning goes.
    play(
        &mut g,
        &[
            Action::Unclaim { route: "lower-east-side-chinatown".into() },
            Action::Unclaim { route: "east-village-lower-east-side".into() },
        ],
    );
    assert!(!g.is_last_round());
}

#[test]
fn the_tie_break_is_most_completed_tickets_then_shared() {
    let mut g = game(&["Ann", "Bob", "Cy"]);
    play(
        &mut g,
        &[
            // Ann: routes 1 + 1, ticket +2, Chinatown and Wall Street: 6,
            // one ticket completed.
            claim(1, "lower-east-side-chinatown"),
            claim(1, "chinatown-wall-street-green"),
            keep(1, "lower-east-side-wall-street"),
            // Bob: routes 2 + 2 + 1, Chelsea: 6, no ticket.
            claim(2, "chelsea-gramercy-park"),
            claim(2, "gramercy-park-east-village"),
            claim(2, "east-village-lower-east-side"),
        ],
    );
    let s = g.scores();
    assert_eq!((s.players[0].total, s.players[0].completed), (6, 1));
    assert_eq!((s.players[1].total, s.players[1].completed), (6, 0));
    assert_eq!(s.winners, vec![1], "tied on 6, Ann completed more tickets");
    // Without her ticket Ann has 4: Bob wins outright.
    let mut h = g.clone();
    play(&mut h, &[Action::Drop { player: 1, ticket: "lower-east-side-wall-street".into() }]);
    let s = h.scores();
    assert_eq!(s.players[0].total, 4);
    assert_eq!(s.winners, vec![2]);
    // Equal totals and equal completed tickets: shared.
    let mut k = game(&["Ann", "Bob", "Cy"]);
    play(&mut k, &[claim(1, "lincoln-center-midtown-west"), claim(2, "gramercy-park-east-village")]);
    let s = k.scores();
    assert_eq!((s.players[0].total, s.players[1].total, s.players[2].total), (2, 2, 0));
    assert_eq!(s.winners, vec![1, 2]);
}

// ----- records, old and new -----

#[test]
fn a_record_round_trips_and_replays() {
    let mut log =
        NewYorkLog::new(map(), NewYorkSetup::with_names(&["Ann \"the\" first", "Bob"])).expect("set-up");
    for a in [claim(1, "chelsea-soho"), keep(2, "chelsea-brooklyn"), claim(2, "wall-street-brooklyn-blue")] {
        log.apply(a).expect("legal");
    }
    let log = log.with_played_at(1_764_135_829);
    let text = log.record().to_ron();
    assert!(text.contains("game: \"ticket-to-ride-new-york\""), "{text}");
    assert_eq!(detect_game(&text), Ok(GameKind::NewYork));
    let back = NewYorkRecord::from_ron(&text).expect("parses");
    assert_eq!(&back, log.record());
    assert_eq!(back.replay().expect("legal"), *log.game());
}

#[test]
fn an_illegal_record_names_the_action() {
    let mut record = NewYorkRecord::new(NewYorkSetup::with_names(&["Ann", "Bob"]));
    record.actions = vec![claim(1, "chinatown-brooklyn-red"), claim(2, "chinatown-brooklyn-orange")];
    match record.replay() {
        Err(NewYorkRecordError::Illegal {
            index: 2, refusal: Refusal::DoubleClosed { by: 1, .. }, ..
        }) => {}
        other => panic!("{other:?}"),
    }
    let text = record.to_ron().replace("format: 1", "format: 3");
    assert_eq!(
        NewYorkRecord::from_ron(&text),
        Err(NewYorkRecordError::Read(RecordReadError::NewerFormat {
            game: GameKind::NewYork,
            found: 3,
            known: 2
        }))
    );
    let text = record.to_ron().replace("ticket-to-ride-new-york", "ticket-to-ride-london");
    assert_eq!(detect_game(&text), Err(UnknownGame("ticket-to-ride-london".into())));
    assert!(matches!(NewYorkRecord::from_ron(&text), Err(NewYorkRecordError::WrongGame(_))));
    let one_player = record.to_ron().replace("(name: \"Bob\", colour: Purple),\n", "");
    assert_eq!(
        NewYorkRecord::from_ron(&one_player).expect("parses").replay(),
        Err(NewYorkRecordError::Setup(SetupError::PlayerCount(1)))
    );
}

#[test]
fn an_old_tucana_record_without_a_game_field_is_still_tucana_and_loads_unchanged() {
    // Written before New York existed: no `game` field.
    let old = include_str!("../../examples/two-player-isla-petit.ron");
    assert!(!old.contains("game:"));
    assert_eq!(detect_game(old), Ok(GameKind::Tucana));
    let record =
        trailpad::games::tucana::record::TucanaRecord::from_ron(old).expect("an old record still parses");
    let library = trailpad::store::load_user_sheets(None);
    let game = record.replay(&library).expect("and replays");
    assert!(game.is_over());
    // A hand-written short record from docs/record-format.md.
    let short = r#"(
        format: 1,
        setup: (sheet: "isla-petit", table_size: 3, players: [(name: "Alice", seat: 1), (name: "Bob", seat: 2)],
            setup_card: Letters("DCEABBACDE"), start_village: Some(4), counter_clockwise: false,
            symmetry: false, red_cards: [Yeti], deck: RealCards),
        actions: [Reveal(Water,Forest), Trail(seat:1,from:(2,8),to:(2,6))],
    )"#;
    assert_eq!(detect_game(short), Ok(GameKind::Tucana));
    assert!(trailpad::games::tucana::record::TucanaRecord::from_ron(short).is_ok());
    // Broken text is left to the Tucana reader, which says where it stopped.
    assert_eq!(detect_game("(format: 1, setup: "), Ok(GameKind::Tucana));
}

#[test]
fn undo_and_redo_walk_the_record() {
    let mut log = NewYorkLog::new(map(), NewYorkSetup::with_names(&["Ann", "Bob", "Cy"])).expect("set-up");
    assert!(!log.can_undo() && !log.can_redo());
    log.apply(claim(1, "chelsea-soho")).expect("legal");
    log.apply(keep(1, "chelsea-wall-street")).expect("legal");
    let after_two = log.game().clone();
    assert_eq!(log.undo(), Some(keep(1, "chelsea-wall-street")));
    assert_eq!(log.game().holder(ticket("chelsea-wall-street")), None);
    assert_eq!(log.undo(), Some(claim(1, "chelsea-soho")));
    assert_eq!(log.undo(), None);
    assert_eq!(log.game().owner(route("chelsea-soho")), None);
    assert_eq!(log.redo(), Some(claim(1, "chelsea-soho")));
    assert_eq!(log.redo(), Some(keep(1, "chelsea-wall-street")));
    assert_eq!(*log.game(), after_two);
    assert_eq!(log.record().actions.len(), 2);
    // A new action clears redo.
    log.undo();
    log.apply(claim(2, "soho-wall-street")).expect("legal");
    assert!(!log.can_redo());
    // A refused action changes nothing.
    let before = log.record().clone();
    assert!(log.apply(claim(3, "soho-wall-street")).is_err());
    assert_eq!(log.record(), &before);
}

#[test]
fn location_ids_are_stable_for_drawing() {
    let map = map();
    let ts = map.location_by_key("times-square").expect("known");
    assert_eq!(map.location(ts).name, "Times Square");
    assert!(map.location(ts).attraction);
    assert_eq!(map.location_by_key("nowhere"), None);
    assert_eq!(map.location(LocationId(0)).key, "lincoln-center");
}

/// Five routes that bring one player down to 2 taxis: the last round.
pub const DOWN_TO_TWO_TAXIS: [&str; 5] = [
    "chelsea-soho",
    "chinatown-brooklyn-red",
    "wall-street-brooklyn-black",
    "united-nations-gramercy-park",
    "lower-east-side-chinatown",
];

#[test]
fn a_last_turn_is_said_once_in_the_last_round_kept_in_the_record_and_forgotten_when_the_round_is_taken_back()
{
    let mut g = game(&["Ann", "Ben"]);
    let last_turn = |player| Action::LastTurn { player };
    assert_eq!(refused(&mut g, &last_turn(2)), Refusal::NotLastRound);
    play(&mut g, &DOWN_TO_TWO_TAXIS.map(|r| claim(1, r)));
    assert!(g.is_last_round());
    assert_eq!(refused(&mut g, &last_turn(3)), Refusal::UnknownPlayer(3));
    assert_eq!(g.apply(&last_turn(2)), Ok(vec![Event::LastTurnPlayed { player: 2 }]));
    assert!(g.played_last_turn(2) && !g.everybody_played_last_turn());
    assert_eq!(refused(&mut g, &last_turn(2)), Refusal::LastTurnSaid(2));
    // Taking the last round back forgets it; claimed again, it is asked again.
    play(&mut g, &[Action::Unclaim { route: "chelsea-soho".into() }]);
    assert!(!g.is_last_round() && !g.played_last_turn(2));
    play(&mut g, &[claim(1, "chelsea-soho"), last_turn(2), last_turn(1)]);
    assert!(g.everybody_played_last_turn() && !g.is_over(), "the end is its own action");

    // Written at format 2 only once it holds a last turn; read back the same.
    let mut record = NewYorkRecord::new(NewYorkSetup::with_names(&["Ann", "Ben"]));
    record.actions = DOWN_TO_TWO_TAXIS.map(|r| claim(1, r)).to_vec();
    assert!(record.to_ron().contains("format: 1,"), "no last turn: an older Trailpad still reads it");
    record.actions.push(last_turn(2));
    let text = record.to_ron();
    assert!(text.contains("format: 2,") && text.contains("LastTurn(player: 2),"), "{text}");
    let read = NewYorkRecord::from_ron(&text).expect("read back");
    assert_eq!(read.actions, record.actions);
    assert!(read.replay().expect("legal").played_last_turn(2));
    assert!(read.to_ron() == text, "the same text again");
    // A Trailpad that knows only format 1 refuses it in words, not as junk.
    let newer = text.replace("format: 2,", "format: 3,");
    assert!(matches!(
        NewYorkRecord::from_ron(&newer),
        Err(NewYorkRecordError::Read(RecordReadError::NewerFormat { .. }))
    ));
}
