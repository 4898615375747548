//! Random claim sequences on the New York board, every table size: what the
//! rules let through never breaks the pad's invariants, and undo k / redo k
//! is the identity.

use proptest::prelude::*;
use trailpad::games::new_york::{Action, Game, NewYorkLog, NewYorkMap, NewYorkSetup};

/// One random entry: a kind, a player and an index into routes or tickets
/// (taken modulo their counts).
#[derive(Debug, Clone, Copy)]
struct Pick {
    kind: u8,
    player: u8,
    index: u8,
}

fn picks() -> impl Strategy<Value = Vec<Pick>> {
    prop::collection::vec(
        (0u8..10, 1u8..=4, any::<u8>()).prop_map(|(kind, player, index)| Pick { kind, player, index }),
        0..80,
    )
}

fn action(game: &Game, pick: Pick, players: u8) -> Action {
    let map = game.map();
    let player = (pick.player - 1) % players + 1;
    let route = usize::from(pick.index) % map.routes().len();
    let ticket = usize::from(pick.index) % map.tickets().len();
    match pick.kind {
        // Mostly claims, so boards fill up and taxis run out.
        0..=6 => Action::Claim { player, route: map.routes()[route].key.clone() },
        7 => Action::Unclaim { route: map.routes()[route].key.clone() },
        8 => Action::Keep { player, ticket: map.tickets()[ticket].key.clone() },
        _ => Action::Drop { player, ticket: map.tickets()[ticket].key.clone() },
    }
}

/// Every invariant of the pad, computed again the plain way.
fn check_invariants(game: &Game) {
    let map = game.map();
    let two_players = game.player_count() == 2;
    for player in game.player_numbers() {
        let s = game.player_score(player);
        let table_sum: u32 = s
            .claimed
            .iter()
            .map(|r| {
                let spaces = map.route(*r).spaces;
                let (_, points) =
                    map.route_scores().iter().find(|(sp, _)| *sp == spaces).expect("scored length");
                u32::from(*points)
            })
            .sum();
        assert_eq!(s.routes, table_sum, "route points = table sum");
        assert!(s.attractions <= 9);
        let touched =
            map.attractions().filter(|a| s.claimed.iter().any(|r| map.route(*r).touches(*a))).count();
        assert_eq!(s.attractions as usize, touched);
        let used: u32 = s.claimed.iter().map(|r| u32::from(map.route(*r).spaces)).sum();
        assert!(used <= 15, "never more than 15 taxis: {used}");
        assert_eq!(u32::from(s.taxis_left), 15 - used);
        assert_eq!(s.completed + s.failed, game.tickets_of(player).len() as u32);
        assert_eq!(s.total, s.routes as i32 + s.tickets + s.attractions as i32);
        for t in &s.ticket_status {
            if t.completed {
                // The path found is the player's and joins the two ends.
                assert!(t.path.iter().all(|r| game.owner(*r) == Some(player)));
                assert!(!t.path.is_empty());
            }
        }
    }
    for r in map.route_ids() {
        if let (Some(twin), Some(owner)) = (map.route(r).twin, game.owner(r)) {
            assert_ne!(game.owner(twin), Some(owner), "nobody holds both routes of a Double Route");
            if two_players {
                assert_eq!(game.owner(twin), None, "2 players: one route of a Double Route at most");
            }
        }
    }
    let scores = game.scores();
    assert!(!scores.winners.is_empty());
    let best = scores.players.iter().map(|p| p.total).max().expect("players");
    assert!(scores.winners.iter().all(|w| scores.players[usize::from(*w - 1)].total == best));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn random_legal_sequences_keep_the_invariants(players in 2u8..=4, picks in picks(), k in any::<prop::sample::Index>()) {
        let names = ["Ann", "Bob", "Cy", "Dee"];
        let setup = NewYorkSetup::with_names(&names[..usize::from(players)]);
        let mut log = NewYorkLog::new(NewYorkMap::builtin(), setup).expect("set-up");
        for pick in picks {
            let action = action(log.game(), pick, players);
            let before = log.game().clone();
            let allowed = log.game().check(&action).is_ok();
            match log.apply(action) {
                Ok(_) => prop_assert!(allowed),
                Err(_) => {
                    prop_assert!(!allowed);
                    prop_assert_eq!(log.game(), &before);
                }
            }
            check_invariants(log.game());
        }
        // The record replays to the live state.
        let replayed = log.record().replay().expect("a log's record is legal");
        prop_assert_eq!(&replayed, log.game());
        // undo k then redo k is the identity.
        let n = log.record().actions.len();
        let k = if n == 0 { 0 } else { k.index(n + 1) };
        let game = log.game().clone();
        let record = log.record().clone();
        for _ in 0..k {
            prop_assert!(log.undo().is_some());
            check_invariants(log.game());
        }
        prop_assert_eq!(log.record().actions.len(), n - k);
        for _ in 0..k {
            prop_assert!(log.redo().is_some());
        }
        prop_assert!(!log.can_redo());
        prop_assert_eq!(log.game(), &game);
        prop_assert_eq!(log.record(), &record);
    }
}
