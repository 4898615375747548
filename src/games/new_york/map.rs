//! The board of *Ticket to Ride: New York* as data: a RON file parsed into
//! a raw form ([`RawMap`]), then validated into a [`NewYorkMap`] that cannot
//! be built invalid. Every problem is collected with its place, so a broken
//! file is fixed in one pass.

use crate::games::UnreadableFormat;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::fmt;
use std::sync::{Arc, OnceLock};

/// The newest map format version this Trailpad understands.
pub const MAP_FORMAT: u32 = 1;

/// The shipped board, as RON text.
pub const NEW_YORK_MAP_RON: &str = include_str!("map.ron");

/// A route's colour on the board (gray routes take cards of any one colour).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RouteColour {
    /// Gray: any one colour of cards.
    Gray,
    /// Red.
    Red,
    /// Orange.
    Orange,
    /// Green.
    Green,
    /// Blue.
    Blue,
    /// Black.
    Black,
    /// Pink.
    Pink,
}

impl RouteColour {
    /// Every colour, gray first.
    pub const ALL: [RouteColour; 7] = [
        RouteColour::Gray,
        RouteColour::Red,
        RouteColour::Orange,
        RouteColour::Green,
        RouteColour::Blue,
        RouteColour::Black,
        RouteColour::Pink,
    ];

    /// A stable lower-case key (`"gray"`, `"red"`, …) for files and
    /// message keys.
    pub fn key(self) -> &'static str {
        match self {
            RouteColour::Gray => "gray",
            RouteColour::Red => "red",
            RouteColour::Orange => "orange",
            RouteColour::Green => "green",
            RouteColour::Blue => "blue",
            RouteColour::Black => "black",
            RouteColour::Pink => "pink",
        }
    }
}

impl fmt::Display for RouteColour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

// ----- raw form -----

/// A map file as written, before any check.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RawMap {
    /// Format version, see [`MAP_FORMAT`].
    pub format: u32,
    /// Stable id (`new-york`).
    pub id: String,
    /// The board's name, in English.
    pub name: String,
    /// Taxis each player has.
    pub taxis: u8,
    /// The last round starts once a player holds this many taxis or fewer.
    pub last_round_taxis: u8,
    /// The Route Scoring Table.
    pub route_scores: Vec<RawRouteScore>,
    /// The locations.
    pub locations: Vec<RawLocation>,
    /// The routes.
    pub routes: Vec<RawRoute>,
    /// The Destination Tickets.
    pub tickets: Vec<RawTicket>,
}

/// One row of the Route Scoring Table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RawRouteScore {
    /// Length of the route in spaces.
    pub spaces: u8,
    /// Points it scores.
    pub points: u8,
}

/// A location as written.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RawLocation {
    /// Stable id (`times-square`).
    pub id: String,
    /// Name on the board.
    pub name: String,
    /// Drawing position, 0..1 from the left.
    pub x: f32,
    /// Drawing position, 0..1 from the top.
    pub y: f32,
    /// Whether it is a Tourist Attraction.
    pub attraction: bool,
}

/// A route as written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RawRoute {
    /// Stable id (`chelsea-soho`).
    pub id: String,
    /// One end (a location id).
    pub a: String,
    /// The other end.
    pub b: String,
    /// Colour.
    pub colour: RouteColour,
    /// Length in spaces.
    pub spaces: u8,
    /// The letter shared by the two routes of a Double Route.
    pub double: Option<String>,
}

/// A Destination Ticket as written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RawTicket {
    /// Stable id (`chelsea-brooklyn`).
    pub id: String,
    /// One location id.
    pub a: String,
    /// The other.
    pub b: String,
    /// Points: won when connected, lost when not.
    pub points: u8,
}

// ----- validated form -----

/// Index of a location in [`NewYorkMap::locations`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LocationId(pub u8);

/// Index of a route in [`NewYorkMap::routes`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RouteId(pub u8);

/// Index of a ticket in [`NewYorkMap::tickets`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TicketId(pub u8);

/// A location on the board.
#[derive(Debug, Clone, PartialEq)]
pub struct Location {
    /// Stable id.
    pub key: String,
    /// Name on the board (English; the editions keep the place names).
    pub name: String,
    /// Drawing position, 0..1 from the left.
    pub x: f32,
    /// Drawing position, 0..1 from the top.
    pub y: f32,
    /// Whether it is a Tourist Attraction.
    pub attraction: bool,
}

/// A route between two neighbouring locations.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Route {
    /// Stable id, used in records.
    pub key: String,
    /// One end.
    pub a: LocationId,
    /// The other end.
    pub b: LocationId,
    /// Colour.
    pub colour: RouteColour,
    /// Length in spaces (taxis it takes).
    pub spaces: u8,
    /// The other route of its Double Route, if it is one.
    pub twin: Option<RouteId>,
}

impl Route {
    /// The end that is not `from` (or `a` when `from` is neither end).
    pub fn other_end(&self, from: LocationId) -> LocationId {
        if from == self.a { self.b } else { self.a }
    }

    /// Whether the route touches a location.
    pub fn touches(&self, location: LocationId) -> bool {
        self.a == location || self.b == location
    }
}

/// A Destination Ticket.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ticket {
    /// Stable id, used in records.
    pub key: String,
    /// One location.
    pub a: LocationId,
    /// The other.
    pub b: LocationId,
    /// Points: won when connected, lost when not.
    pub points: u8,
}

/// A checked board: every reference resolves, every Double Route is a
/// pair of equal routes, every route length is in the scoring table.
#[derive(Debug, Clone, PartialEq)]
pub struct NewYorkMap {
    id: String,
    name: String,
    taxis: u8,
    last_round_taxis: u8,
    route_scores: Vec<(u8, u8)>,
    locations: Vec<Location>,
    routes: Vec<Route>,
    tickets: Vec<Ticket>,
}

impl NewYorkMap {
    /// Stable id.
    pub fn id(&self) -> &str {
        &self.id
    }
    /// The board's name (English).
    pub fn name(&self) -> &str {
        &self.name
    }
    /// Taxis each player starts with.
    pub fn taxis(&self) -> u8 {
        self.taxis
    }
    /// The last round starts once a player holds this many taxis or fewer.
    pub fn last_round_taxis(&self) -> u8 {
        self.last_round_taxis
    }
    /// The Route Scoring Table as (spaces, points), shortest first.
    pub fn route_scores(&self) -> &[(u8, u8)] {
        &self.route_scores
    }
    /// Points of a route of this length (0 for a length not in the table,
    /// which a validated map never has on a route).
    pub fn points_for_spaces(&self, spaces: u8) -> u8 {
        self.route_scores.iter().find(|(s, _)| *s == spaces).map_or(0, |(_, p)| *p)
    }
    /// Every location, in file order.
    pub fn locations(&self) -> &[Location] {
        &self.locations
    }
    /// Every route, in file order.
    pub fn routes(&self) -> &[Route] {
        &self.routes
    }
    /// Every ticket, in file order.
    pub fn tickets(&self) -> &[Ticket] {
        &self.tickets
    }
    /// One location (ids come from this map).
    pub fn location(&self, id: LocationId) -> &Location {
        &self.locations[usize::from(id.0)]
    }
    /// One route.
    pub fn route(&self, id: RouteId) -> &Route {
        &self.routes[usize::from(id.0)]
    }
    /// One ticket.
    pub fn ticket(&self, id: TicketId) -> &Ticket {
        &self.tickets[usize::from(id.0)]
    }
    /// Route ids, in file order.
    pub fn route_ids(&self) -> impl Iterator<Item = RouteId> + '_ {
        (0..self.routes.len()).map(|i| RouteId(i as u8))
    }
    /// Ticket ids, in file order.
    pub fn ticket_ids(&self) -> impl Iterator<Item = TicketId> + '_ {
        (0..self.tickets.len()).map(|i| TicketId(i as u8))
    }
    /// Location ids, in file order.
    pub fn location_ids(&self) -> impl Iterator<Item = LocationId> + '_ {
        (0..self.locations.len()).map(|i| LocationId(i as u8))
    }
    /// A route by its record key.
    pub fn route_by_key(&self, key: &str) -> Option<RouteId> {
        self.routes.iter().position(|r| r.key == key).map(|i| RouteId(i as u8))
    }
    /// A ticket by its record key.
    pub fn ticket_by_key(&self, key: &str) -> Option<TicketId> {
        self.tickets.iter().position(|t| t.key == key).map(|i| TicketId(i as u8))
    }
    /// A location by its key.
    pub fn location_by_key(&self, key: &str) -> Option<LocationId> {
        self.locations.iter().position(|l| l.key == key).map(|i| LocationId(i as u8))
    }
    /// The Tourist Attractions.
    pub fn attractions(&self) -> impl Iterator<Item = LocationId> + '_ {
        self.location_ids().filter(|l| self.location(*l).attraction)
    }

    /// Parses and validates a map file's text.
    pub fn from_ron(text: &str) -> Result<NewYorkMap, MapError> {
        // Version 0 is reported with the map's other problems.
        if let Some(UnreadableFormat::Newer(found)) = crate::games::unreadable_format(text, MAP_FORMAT) {
            return Err(MapError::NewerFormat { found });
        }
        let raw: RawMap = ron::from_str(text).map_err(|e| MapError::Syntax {
            line: e.span.start.line,
            column: e.span.start.col,
            message: e.code.to_string(),
        })?;
        validate(&raw).map_err(MapError::Invalid)
    }

    /// The shipped board, parsed once per process.
    pub fn builtin() -> Arc<NewYorkMap> {
        static MAP: OnceLock<Arc<NewYorkMap>> = OnceLock::new();
        MAP.get_or_init(|| {
            Arc::new(
                NewYorkMap::from_ron(NEW_YORK_MAP_RON).expect("the shipped map is checked by the test suite"),
            )
        })
        .clone()
    }
}

/// One thing wrong with a map file, with where it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MapProblem {
    /// Where: `route "chelsea-soho"`, `ticket 3`, `route_scores`, …
    pub place: String,
    /// What is wrong there.
    pub message: String,
}

impl fmt::Display for MapProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.place, self.message)
    }
}

/// Why a map file could not be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MapError {
    /// Not valid RON for a map. The parser's words come after a plain
    /// sentence: they mean little to a player.
    #[error(
        "this file is not a Trailpad New York map; the reader stopped at line {line}, column {column}: {message}"
    )]
    Syntax {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What the parser expected.
        message: String,
    },
    /// A newer format than this build knows.
    #[error("map format version {found} is newer than this Trailpad understands ({MAP_FORMAT})")]
    NewerFormat {
        /// The version in the file.
        found: u32,
    },
    /// The file parsed but describes an impossible board.
    #[error("{} problem(s):{}", .0.len(), .0.iter().map(|p| format!("\n  {p}")).collect::<String>())]
    Invalid(Vec<MapProblem>),
}

#[derive(Default)]
struct Problems(Vec<MapProblem>);

impl Problems {
    /// Checks the id of the `what` at `place` (a location, route or
    /// ticket): a key, not used by an earlier one of its list. `ids` maps
    /// each id to `value`, for the lists that refer to it.
    fn check_id<'a, V>(
        &mut self,
        place: &str,
        id: &'a str,
        ids: &mut HashMap<&'a str, V>,
        value: V,
        what: &str,
    ) {
        if !is_key(id) {
            self.add(place, "the id must be lower-case letters, digits and dashes");
        }
        if ids.insert(id, value).is_some() {
            self.add(place, format!("this id is used by an earlier {what}"));
        }
    }

    fn add(&mut self, place: impl Into<String>, message: impl Into<String>) {
        self.0.push(MapProblem { place: place.into(), message: message.into() });
    }
}

/// A key a record can carry: lower-case letters, digits and dashes.
fn is_key(s: &str) -> bool {
    !s.is_empty()
        && s.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        && !s.starts_with('-')
        && !s.ends_with('-')
}

/// Most routes, tickets or locations a map may have: ids are `u8`.
const MAX_ITEMS: usize = 250;

/// Checks a raw map and builds the [`NewYorkMap`], or returns every problem.
pub fn validate(raw: &RawMap) -> Result<NewYorkMap, Vec<MapProblem>> {
    let mut p = Problems::default();
    if raw.format == 0 {
        p.add("format", "format version 0 does not exist; the first version is 1");
    } else if raw.format > MAP_FORMAT {
        p.add("format", format!("format version {} is newer than this Trailpad understands", raw.format));
    }
    if !is_key(&raw.id) {
        p.add("id", format!("\"{}\" is not an id: use lower-case letters, digits and dashes", raw.id));
    }
    if raw.name.trim().is_empty() {
        p.add("name", "the board needs a name");
    }
    if raw.taxis == 0 {
        p.add("taxis", "each player needs at least one taxi");
    }
    if raw.last_round_taxis >= raw.taxis && raw.taxis > 0 {
        p.add(
            "last_round_taxis",
            format!("{} would start the last round before any claim", raw.last_round_taxis),
        );
    }

    // Route Scoring Table.
    let mut scores: Vec<(u8, u8)> = Vec::new();
    for (i, row) in raw.route_scores.iter().enumerate() {
        let place = format!("route_scores row {}", i + 1);
        if row.spaces == 0 {
            p.add(&place, "a route has at least one space");
        } else if scores.iter().any(|(s, _)| *s == row.spaces) {
            p.add(&place, format!("{} spaces is scored twice", row.spaces));
        } else if scores.last().is_some_and(|(s, _)| *s > row.spaces) {
            p.add(&place, "rows go from the shortest route to the longest");
        } else {
            scores.push((row.spaces, row.points));
        }
    }
    if raw.route_scores.is_empty() {
        p.add("route_scores", "the Route Scoring Table is empty");
    }

    // Locations.
    let mut location_index: HashMap<&str, LocationId> = HashMap::new();
    if raw.locations.len() > MAX_ITEMS {
        p.add("locations", format!("at most {MAX_ITEMS} locations"));
    }
    for (i, l) in raw.locations.iter().enumerate().take(MAX_ITEMS) {
        let place = format!("location {} (\"{}\")", i + 1, l.id);
        p.check_id(&place, &l.id, &mut location_index, LocationId(i as u8), "location");
        if l.name.trim().is_empty() {
            p.add(&place, "the location needs a name");
        }
        for (axis, v) in [("x", l.x), ("y", l.y)] {
            if !(0.0..=1.0).contains(&v) {
                p.add(&place, format!("{axis} = {v} is outside 0..1"));
            }
        }
    }
    let resolve = |p: &mut Problems, place: &str, key: &str| -> Option<LocationId> {
        let found = location_index.get(key).copied();
        if found.is_none() {
            p.add(place, format!("no location has the id \"{key}\""));
        }
        found
    };

    // Routes.
    let mut routes: Vec<Route> = Vec::new();
    let mut route_keys: HashMap<&str, usize> = HashMap::new();
    let mut doubles: HashMap<&str, Vec<usize>> = HashMap::new();
    if raw.routes.len() > MAX_ITEMS {
        p.add("routes", format!("at most {MAX_ITEMS} routes"));
    }
    for (i, r) in raw.routes.iter().enumerate().take(MAX_ITEMS) {
        let place = format!("route {} (\"{}\")", i + 1, r.id);
        p.check_id(&place, &r.id, &mut route_keys, i, "route");
        let a = resolve(&mut p, &place, &r.a);
        let b = resolve(&mut p, &place, &r.b);
        if r.a == r.b {
            p.add(&place, "a route joins two different locations");
        }
        if !scores.iter().any(|(s, _)| *s == r.spaces) {
            p.add(&place, format!("{} spaces is not in the Route Scoring Table", r.spaces));
        }
        if let Some(letter) = &r.double {
            doubles.entry(letter.as_str()).or_default().push(i);
        }
        if let (Some(a), Some(b)) = (a, b) {
            routes.push(Route { key: r.id.clone(), a, b, colour: r.colour, spaces: r.spaces, twin: None });
        }
    }
    let mut letters: Vec<&&str> = doubles.keys().collect();
    letters.sort();
    for letter in letters {
        let members = &doubles[*letter];
        let place = format!("double route \"{letter}\"");
        if members.len() != 2 {
            p.add(&place, format!("a Double Route is two routes, not {}", members.len()));
            continue;
        }
        let (r1, r2) = (&raw.routes[members[0]], &raw.routes[members[1]]);
        let same_ends = (r1.a == r2.a && r1.b == r2.b) || (r1.a == r2.b && r1.b == r2.a);
        if !same_ends {
            p.add(&place, format!("\"{}\" and \"{}\" do not join the same locations", r1.id, r2.id));
        }
        if r1.spaces != r2.spaces {
            p.add(&place, format!("\"{}\" and \"{}\" differ in length", r1.id, r2.id));
        }
        // Only link twins when every route resolved (indices then match).
        if routes.len() == raw.routes.len() {
            routes[members[0]].twin = Some(RouteId(members[1] as u8));
            routes[members[1]].twin = Some(RouteId(members[0] as u8));
        }
    }
    // Two routes between the same locations must be a Double Route.
    for (i, r) in raw.routes.iter().enumerate().take(MAX_ITEMS) {
        for (j, s) in raw.routes.iter().enumerate().take(i) {
            let same_ends = (r.a == s.a && r.b == s.b) || (r.a == s.b && r.b == s.a);
            let paired = r.double.is_some() && r.double == s.double;
            if same_ends && !paired {
                p.add(
                    format!("route {} (\"{}\")", i + 1, r.id),
                    format!(
                        "joins the same locations as route {} (\"{}\") without being its Double Route",
                        j + 1,
                        s.id
                    ),
                );
            }
        }
    }

    // Tickets.
    let mut tickets: Vec<Ticket> = Vec::new();
    let mut ticket_keys: HashMap<&str, usize> = HashMap::new();
    if raw.tickets.len() > MAX_ITEMS {
        p.add("tickets", format!("at most {MAX_ITEMS} tickets"));
    }
    for (i, t) in raw.tickets.iter().enumerate().take(MAX_ITEMS) {
        let place = format!("ticket {} (\"{}\")", i + 1, t.id);
        p.check_id(&place, &t.id, &mut ticket_keys, i, "ticket");
        let a = resolve(&mut p, &place, &t.a);
        let b = resolve(&mut p, &place, &t.b);
        if t.a == t.b {
            p.add(&place, "a ticket names two different locations");
        }
        if t.points == 0 {
            p.add(&place, "a ticket is worth at least 1 point");
        }
        if let (Some(a), Some(b)) = (a, b) {
            tickets.push(Ticket { key: t.id.clone(), a, b, points: t.points });
        }
    }

    if !p.0.is_empty() {
        return Err(p.0);
    }
    Ok(NewYorkMap {
        id: raw.id.clone(),
        name: raw.name.clone(),
        taxis: raw.taxis,
        last_round_taxis: raw.last_round_taxis,
        route_scores: scores,
        locations: raw
            .locations
            .iter()
            .map(|l| Location {
                key: l.id.clone(),
                name: l.name.clone(),
                x: l.x,
                y: l.y,
                attraction: l.attraction,
            })
            .collect(),
        routes,
        tickets,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn raw() -> RawMap {
        ron::from_str(NEW_YORK_MAP_RON).expect("shipped map parses")
    }

    #[test]
    fn the_shipped_map_has_the_board() {
        let map = NewYorkMap::builtin();
        assert_eq!(map.locations().len(), 15);
        assert_eq!(map.attractions().count(), 9);
        assert_eq!(map.routes().len(), 41);
        assert_eq!(map.routes().iter().filter(|r| r.twin.is_some()).count(), 22);
        assert_eq!(map.tickets().len(), 18);
        assert_eq!(map.tickets().iter().map(|t| u32::from(t.points)).sum::<u32>(), 92);
        assert_eq!(map.route_scores(), &[(1, 1), (2, 2), (3, 4), (4, 7)]);
        assert_eq!(map.taxis(), 15);
        let gv = map.location_by_key("greenwich-village").expect("known");
        let ev = map.location_by_key("east-village").expect("known");
        let gp = map.location_by_key("gramercy-park").expect("known");
        // The one disputed length: Gramercy Park–East Village is 2.
        let r = map.routes().iter().find(|r| r.touches(gp) && r.touches(ev)).expect("route");
        assert_eq!(r.spaces, 2);
        assert!(map.location(gv).attraction && !map.location(ev).attraction);
    }

    #[test]
    fn twins_point_at_each_other() {
        let map = NewYorkMap::builtin();
        for id in map.route_ids() {
            if let Some(twin) = map.route(id).twin {
                assert_eq!(map.route(twin).twin, Some(id));
                assert_ne!(twin, id);
            }
        }
    }

    #[test]
    fn every_problem_is_named_with_its_place() {
        let mut m = raw();
        m.routes[0].a = "harlem".into();
        m.routes[1].spaces = 6;
        m.routes[3].double = None; // leaves "a" with one route
        m.tickets[2].id = m.tickets[1].id.clone();
        m.locations[4].x = 1.5;
        let problems = validate(&m).expect_err("broken");
        let text: Vec<String> = problems.iter().map(ToString::to_string).collect();
        let has = |needle: &str| text.iter().any(|t| t.contains(needle));
        assert!(
            has("route 1 (\"lincoln-center-central-park\"): no location has the id \"harlem\""),
            "{text:?}"
        );
        assert!(has("route 2 (\"lincoln-center-midtown-west\"): 6 spaces is not in the Route Scoring Table"));
        assert!(has("double route \"a\": a Double Route is two routes, not 1"));
        assert!(has("route 4 (\"lincoln-center-times-square-blue\"): joins the same locations as route 3"));
        assert!(has("ticket 3 (\"central-park-midtown-west\"): this id is used by an earlier ticket"));
        assert!(has("location 5 (\"united-nations\"): x = 1.5 is outside 0..1"));
        assert_eq!(problems.len(), 6, "{text:?}");
    }

    #[test]
    fn syntax_and_newer_format_are_told_apart() {
        assert!(matches!(NewYorkMap::from_ron("(format: 1, id: "), Err(MapError::Syntax { .. })));
        let newer = NEW_YORK_MAP_RON.replace("format: 1,", "format: 9,");
        assert_eq!(NewYorkMap::from_ron(&newer), Err(MapError::NewerFormat { found: 9 }));
    }
}
