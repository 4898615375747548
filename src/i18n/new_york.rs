//! Words for *Ticket to Ride: New York*: the game's name as each edition
//! prints it, the pad's rows, route and taxi colours, routes and tickets
//! named by their locations (the editions keep the English place names),
//! refusals and the last-round warning.

use super::Translator;
use crate::games::new_york::{
    Action, Game, NewYorkMap, Refusal, RouteColour, RouteId, SetupError, TaxiColour, TicketId,
};
use crate::text::from_file;

/// The rows of the paper pad, top to bottom, then the extras the app adds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PadRow {
    /// Route points by the Route Scoring Table.
    Routes,
    /// Destination Tickets: completed minus failed.
    Tickets,
    /// Tourist Attractions touched.
    Attractions,
    /// The total.
    Total,
    /// Taxis not placed (not on the paper pad).
    TaxisLeft,
}

impl PadRow {
    /// Every row, in pad order.
    pub const ALL: [PadRow; 5] =
        [PadRow::Routes, PadRow::Tickets, PadRow::Attractions, PadRow::Total, PadRow::TaxisLeft];

    fn key(self) -> &'static str {
        match self {
            PadRow::Routes => "ny-pad-routes",
            PadRow::Tickets => "ny-pad-tickets",
            PadRow::Attractions => "ny-pad-attractions",
            PadRow::Total => "ny-pad-total",
            PadRow::TaxisLeft => "ny-pad-taxis-left",
        }
    }
}

impl Translator {
    /// Why a New York set-up cannot be played, in this language.
    pub fn new_york_setup_error(&self, e: &SetupError) -> String {
        let t = self;
        match e {
            SetupError::PlayerCount(n) => t.format("ny-setup-count", &[("count", (*n as i64).into())]),
            SetupError::EmptyName { player } => {
                t.format("ny-setup-empty-name", &[("player", i64::from(*player).into())])
            }
            // The words of a Tucana seat's name: the player's number is its seat.
            SetupError::NameTooLong { player, chars } => t.format(
                "setup-name-too-long",
                &[
                    ("seat", i64::from(*player).into()),
                    ("chars", (*chars as i64).into()),
                    ("max", (crate::text::MAX_NAME_CHARS as i64).into()),
                ],
            ),
            SetupError::NameUnprintable { player, position, code } => t.format(
                "setup-name-unprintable",
                &[
                    ("seat", i64::from(*player).into()),
                    ("position", (*position as i64).into()),
                    ("code", format!("U+{code:04X}").into()),
                ],
            ),
            SetupError::SameName { name, .. } => {
                t.format("ny-setup-same-name", &[("name", name.as_str().into())])
            }
            SetupError::NameBlank { player } => {
                t.format("ny-setup-name-blank", &[("player", i64::from(*player).into())])
            }
            SetupError::LookAlikeName { player, earlier } => t.format(
                "ny-setup-look-alike",
                &[("player", i64::from(*player).into()), ("earlier", i64::from(*earlier).into())],
            ),
            SetupError::SameColour { colour, name, earlier, .. } => t.format(
                "ny-setup-same-colour",
                &[
                    ("name", name.as_str().into()),
                    ("earlier", earlier.as_str().into()),
                    ("colour", t.taxi_colour(*colour).into()),
                ],
            ),
        }
    }

    /// An entry as the table says it: "Ann claims Chelsea–Soho".
    pub fn new_york_action(&self, game: &Game, action: &Action) -> String {
        let t = self;
        let map = game.map();
        let name = |p: u8| game.player(p).map(|q| q.name.clone()).unwrap_or_default();
        let route = |key: &str| {
            map.route_by_key(key).map(|r| t.new_york_route(map, r)).unwrap_or_else(|| from_file(key))
        };
        let ticket = |key: &str| {
            map.ticket_by_key(key).map(|r| t.new_york_ticket(map, r)).unwrap_or_else(|| from_file(key))
        };
        match action {
            Action::Claim { player, route: r } => {
                t.format("ny-claimed", &[("name", name(*player).into()), ("route", route(r).into())])
            }
            Action::Unclaim { route: r } => t.format("ny-unclaimed", &[("route", route(r).into())]),
            Action::Keep { player, ticket: k } => {
                t.format("ny-kept", &[("name", name(*player).into()), ("ticket", ticket(k).into())])
            }
            Action::Drop { player, ticket: k } => {
                t.format("ny-dropped", &[("name", name(*player).into()), ("ticket", ticket(k).into())])
            }
            Action::LastTurn { player } => t.format("ny-last-turn-played", &[("name", name(*player).into())]),
            Action::Finish => t.text("ny-ended"),
        }
    }

    /// The game's name as this language's edition prints it.
    pub fn new_york_game_name(&self) -> String {
        self.text("ny-game-name")
    }

    /// A row of the New York pad.
    pub fn new_york_pad_row(&self, row: PadRow) -> String {
        self.text(row.key())
    }

    /// A route colour (as an adjective for a route).
    pub fn route_colour(&self, colour: RouteColour) -> String {
        self.text(&format!("ny-route-colour-{}", colour.key()))
    }

    /// A taxi colour.
    pub fn taxi_colour(&self, colour: TaxiColour) -> String {
        self.text(&format!("ny-taxi-colour-{}", colour.key()))
    }

    /// A route as the table names it: "Chelsea–Soho", and for one of a
    /// Double Route its colour too, "Chelsea–Greenwich Village (red)"; two
    /// gray twins are told apart by number ("gray 1").
    pub fn new_york_route(&self, map: &NewYorkMap, route: RouteId) -> String {
        let r = map.route(route);
        let a = &map.location(r.a).name;
        let b = &map.location(r.b).name;
        match r.twin {
            None => self.format("ny-route", &[("a", a.as_str().into()), ("b", b.as_str().into())]),
            Some(twin) => {
                let mut colour = self.route_colour(r.colour);
                if map.route(twin).colour == r.colour {
                    colour = format!("{colour} {}", if route < twin { 1 } else { 2 });
                }
                self.format(
                    "ny-route-double",
                    &[("a", a.as_str().into()), ("b", b.as_str().into()), ("colour", colour.into())],
                )
            }
        }
    }

    /// A ticket as the card shows it: "Chelsea–Brooklyn (8)".
    pub fn new_york_ticket(&self, map: &NewYorkMap, ticket: TicketId) -> String {
        let t = map.ticket(ticket);
        self.format(
            "ny-ticket",
            &[
                ("a", map.location(t.a).name.as_str().into()),
                ("b", map.location(t.b).name.as_str().into()),
                ("points", i64::from(t.points).into()),
            ],
        )
    }

    /// A player's name ("player 3" for a number not at the table).
    pub fn new_york_player(&self, game: &Game, player: u8) -> String {
        game.player(player)
            .map(|p| p.name.clone())
            .unwrap_or_else(|| self.format("ny-player-number", &[("player", i64::from(player).into())]))
    }

    /// Why the rules refused an entry, naming players and routes as the
    /// table sees them.
    pub fn new_york_refusal(&self, game: &Game, refusal: &Refusal) -> String {
        let map = game.map();
        let route = |r: &RouteId| self.new_york_route(map, *r);
        let name = |p: &u8| self.new_york_player(game, *p);
        match refusal {
            Refusal::UnknownPlayer(p) => {
                self.format("ny-refusal-unknown-player", &[("player", i64::from(*p).into())])
            }
            Refusal::UnknownRoute(key) => {
                self.format("ny-refusal-unknown-route", &[("route", from_file(key).into())])
            }
            Refusal::UnknownTicket(key) => {
                self.format("ny-refusal-unknown-ticket", &[("ticket", from_file(key).into())])
            }
            Refusal::RouteTaken { route: r, by } => self
                .format("ny-refusal-route-taken", &[("route", route(r).into()), ("name", name(by).into())]),
            Refusal::BothOfDouble { player, route: r, twin } => self.format(
                "ny-refusal-both-of-double",
                &[("name", name(player).into()), ("route", route(r).into()), ("twin", route(twin).into())],
            ),
            Refusal::DoubleClosed { route: r, twin, by } => self.format(
                "ny-refusal-double-closed",
                &[("route", route(r).into()), ("twin", route(twin).into()), ("name", name(by).into())],
            ),
            Refusal::NotEnoughTaxis { player, spaces, left } => {
                // The route is not in the refusal: the taxis are what matter.
                self.format(
                    "ny-refusal-not-enough-taxis",
                    &[
                        ("name", name(player).into()),
                        ("spaces", i64::from(*spaces).into()),
                        ("left", i64::from(*left).into()),
                    ],
                )
            }
            Refusal::NotClaimed(r) => self.format("ny-refusal-not-claimed", &[("route", route(r).into())]),
            Refusal::TicketHeld { ticket, by } => self.format(
                "ny-refusal-ticket-held",
                &[("ticket", self.new_york_ticket(map, *ticket).into()), ("name", name(by).into())],
            ),
            Refusal::TicketNotHeld { player, ticket } => self.format(
                "ny-refusal-ticket-not-held",
                &[("ticket", self.new_york_ticket(map, *ticket).into()), ("name", name(player).into())],
            ),
            Refusal::NotLastRound => self.text("ny-refusal-not-last-round"),
            Refusal::LastTurnSaid(player) => {
                self.format("ny-refusal-last-turn-said", &[("name", name(player).into())])
            }
            Refusal::GameOver => self.text("ny-refusal-game-over"),
        }
    }

    /// The last-round warning: a player is down to 2 taxis or fewer.
    pub fn new_york_last_round(&self, game: &Game, player: u8) -> String {
        self.format(
            "ny-last-round",
            &[
                ("name", self.new_york_player(game, player).into()),
                ("left", i64::from(game.taxis_left(player)).into()),
            ],
        )
    }

    /// What a failed ticket still needs: "4 spaces still to claim", or
    /// "no way left" when every way is blocked.
    pub fn new_york_missing(&self, missing_spaces: Option<u32>) -> String {
        match missing_spaces {
            Some(spaces) => self.format("ny-ticket-missing", &[("spaces", i64::from(spaces).into())]),
            None => self.text("ny-ticket-blocked"),
        }
    }

    /// [`Self::new_york_missing`] in as few words as stay clear ("2 spaces
    /// to go", "no way left"), for a line beside the ticket's name.
    pub fn new_york_missing_short(&self, missing_spaces: Option<u32>) -> String {
        match missing_spaces {
            Some(spaces) => self.format("ny-ticket-missing-short", &[("spaces", i64::from(spaces).into())]),
            None => self.text("ny-ticket-blocked-short"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::new_york::{Action, NewYorkSetup};
    use crate::i18n::Language;

    fn game() -> Game {
        let mut g =
            Game::new(NewYorkMap::builtin(), NewYorkSetup::with_names(&["Ann", "Bob"])).expect("set-up");
        for a in [
            Action::Claim { player: 1, route: "chinatown-brooklyn-red".into() },
            Action::Keep { player: 2, ticket: "chelsea-brooklyn".into() },
        ] {
            g.apply(&a).expect("legal");
        }
        g
    }

    #[test]
    fn a_huge_route_or_ticket_id_is_cut_so_the_words_keep_their_ending() {
        let g = game();
        let huge = "x".repeat(3_000_000);
        let route = Refusal::UnknownRoute(huge.clone());
        let ticket = Refusal::UnknownTicket(huge.clone());
        for (language, route_end, ticket_end) in [
            (Language::English, "” on the board", "”"),
            (Language::French, "» sur le plateau", "»"),
            (Language::Russian, "»", "»"),
        ] {
            let t = Translator::new(language);
            for (words, end) in
                [(t.new_york_refusal(&g, &route), route_end), (t.new_york_refusal(&g, &ticket), ticket_end)]
            {
                assert!(words.ends_with(end), "{language:?}: {}", &words[words.len().saturating_sub(80)..]);
                assert!(words.chars().count() < 200, "{language:?}: {} chars", words.chars().count());
                assert!(words.contains("xxxx…"), "{language:?}");
            }
        }
        // An entry naming an unknown key (a record from elsewhere).
        let t = Translator::new(Language::English);
        let claim = t.new_york_action(&g, &Action::Claim { player: 1, route: huge.clone() });
        assert!(claim.starts_with("Ann claims ") && claim.chars().count() < 200, "{} chars", claim.len());
        let kept = t.new_york_action(&g, &Action::Keep { player: 2, ticket: huge });
        assert!(kept.contains("xxxx…") && kept.chars().count() < 200, "{} chars", kept.len());
    }

    #[test]
    fn refusals_name_players_and_routes_in_every_language() {
        let g = game();
        let refusal = g
            .check(&Action::Claim { player: 2, route: "chinatown-brooklyn-orange".into() })
            .expect_err("closed");
        let en = Translator::new(Language::English).new_york_refusal(&g, &refusal);
        assert_eq!(
            en,
            "in a 2-player game only one route of a Double Route is used: Ann holds Chinatown–Brooklyn (red)"
        );
        let fr = Translator::new(Language::French).new_york_refusal(&g, &refusal);
        assert!(fr.contains("Ann") && fr.contains("Chinatown–Brooklyn (rouge)"), "{fr}");
        let ru = Translator::new(Language::Russian).new_york_refusal(&g, &refusal);
        assert!(ru.contains("Ann") && ru.contains("Chinatown–Brooklyn (красный)"), "{ru}");
        let held = g.check(&Action::Keep { player: 1, ticket: "chelsea-brooklyn".into() }).expect_err("held");
        assert_eq!(
            Translator::new(Language::English).new_york_refusal(&g, &held),
            "the Destination Ticket Chelsea–Brooklyn (8) is already kept by Bob"
        );
    }

    #[test]
    fn gray_twins_are_told_apart_and_pad_rows_are_worded() {
        let map = NewYorkMap::builtin();
        let en = Translator::new(Language::English);
        let one = map.route_by_key("empire-state-building-chelsea-gray-1").expect("route");
        let two = map.route_by_key("empire-state-building-chelsea-gray-2").expect("route");
        assert_eq!(en.new_york_route(&map, one), "Empire State Building–Chelsea (gray 1)");
        assert_eq!(en.new_york_route(&map, two), "Empire State Building–Chelsea (gray 2)");
        let single = map.route_by_key("chelsea-soho").expect("route");
        assert_eq!(en.new_york_route(&map, single), "Chelsea–Soho");
        let rows: Vec<String> = PadRow::ALL.iter().map(|r| en.new_york_pad_row(*r)).collect();
        assert_eq!(rows, ["Routes", "Destination Tickets", "Tourist Attractions", "Total", "Taxis left"]);
        assert_eq!(
            Translator::new(Language::French).new_york_game_name(),
            "Les Aventuriers du Rail : New York"
        );
        assert_eq!(Translator::new(Language::Russian).new_york_game_name(), "Ticket to Ride: Нью-Йорк");
        for language in Language::ALL {
            let t = Translator::new(language);
            for row in PadRow::ALL {
                assert!(!t.new_york_pad_row(row).starts_with("ny-"), "{language:?} {row:?}");
            }
            for c in RouteColour::ALL {
                assert!(!t.route_colour(c).starts_with("ny-"));
            }
            for c in TaxiColour::ALL {
                assert!(!t.taxi_colour(c).starts_with("ny-"));
            }
        }
    }

    #[test]
    fn the_last_round_warning_counts_taxis() {
        let mut g = Game::new(NewYorkMap::builtin(), NewYorkSetup::with_names(&["Ann", "Bob", "Cy"]))
            .expect("set-up");
        for key in [
            "chelsea-soho",
            "central-park-united-nations",
            "lower-east-side-brooklyn",
            "chinatown-brooklyn-red",
            "east-village-lower-east-side",
        ] {
            g.apply(&Action::Claim { player: 1, route: key.into() }).expect("legal");
        }
        let en = Translator::new(Language::English);
        assert_eq!(
            en.new_york_last_round(&g, 1),
            "Ann has 1 taxi left: last round, everyone plays one more turn"
        );
        assert_eq!(en.new_york_missing(Some(4)), "4 spaces still to claim");
        let ru = Translator::new(Language::Russian);
        assert!(ru.new_york_last_round(&g, 1).contains("1 такси"), "{}", ru.new_york_last_round(&g, 1));
    }
}
