//! Joining without a camera: a short code per seat, typed on the table's
//! index page (`http://HOST:PORT/`) and swapped there for the seat's link.
//!
//! A code works only while the host shows it (the desktop's host screen,
//! or the terminal of `trailpad table`), and guessing is bounded twice:
//!
//! - for the whole table, whoever guesses from wherever: a burst of
//!   [`TABLE_WRONG_BURST`] wrong codes, then one more every
//!   [`TABLE_WRONG_EVERY`]; beyond that every code typed (a right one too)
//!   is answered "wait" without being compared. Guessing from many
//!   addresses gains nothing: over a six-hour evening at most
//!   10 + 6·3600/2 = 10,810 codes are tried against 25^6 ≈ 244 million, so
//!   even with 8 codes shown the chance that any guess lands is below
//!   10,810 × 8 / 244,140,625 ≈ 0.035 % (1 in 2,800), and far lower on
//!   the desktop, whose codes work only while its host screen is on;
//! - for one client (one address): [`WRONG_PER_CLIENT`] wrong codes, then
//!   a wait of [`CLIENT_PAUSE`], so one phone's typos do not spend the
//!   table's budget.
//!
//! A wrong code never changes the codes shown: a player typing the code
//! read a moment ago is never told it is wrong because someone else
//! guessed. No IO: the clock is given.

use super::secrets::SecretsError;
use std::collections::{BTreeMap, HashMap};
use std::net::IpAddr;
use std::time::{Duration, Instant};

/// Characters in a code.
pub const JOIN_CODE_LEN: usize = 6;
/// The characters a code is made of: capitals and digits that cannot be
/// taken for one another when read across a table or typed on a phone
/// (no 0/O, 1/I/L, 2/Z, 5/S, 8/B).
pub const JOIN_ALPHABET: &str = "ACDEFGHJKMNPQRTUVWXY34679";
/// Wrong codes one client may type before it must wait.
pub const WRONG_PER_CLIENT: u32 = 5;
/// How long a client that typed too many wrong codes waits; its count
/// starts again after this long without a wrong code either.
pub const CLIENT_PAUSE: Duration = Duration::from_secs(60);
/// Wrong codes the whole table takes at once (a few players' typos).
pub const TABLE_WRONG_BURST: u32 = 10;
/// Beyond the burst, the table takes one more wrong code this often.
pub const TABLE_WRONG_EVERY: Duration = Duration::from_secs(2);
/// Clients remembered at most; the oldest are forgotten first.
const MAX_CLIENTS: usize = 4096;

/// A seat's code as the host shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JoinCode {
    /// The seat.
    pub seat: u8,
    /// The player's name.
    pub name: String,
    /// The code, [`JOIN_CODE_LEN`] characters of [`JOIN_ALPHABET`].
    pub code: String,
}

impl JoinCode {
    /// The code as shown: two groups of three, easier to read aloud.
    pub fn spaced(&self) -> String {
        spaced(&self.code)
    }
}

/// `ACDEFG` as `ACD EFG`.
pub fn spaced(code: &str) -> String {
    let split = code.char_indices().nth(JOIN_CODE_LEN / 2).map_or(code.len(), |(i, _)| i);
    format!("{} {}", &code[..split], &code[split..])
}

/// Why a typed code was not taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JoinRefusal {
    /// No seat shows this code now; `left` more wrong codes before this
    /// client must wait.
    Wrong {
        /// Wrong codes left.
        left: u32,
    },
    /// Too many wrong codes from this client: wait this many seconds.
    Wait {
        /// Seconds to wait, at least 1.
        seconds: u64,
    },
    /// Too many wrong codes at the table just now, from anyone: wait this
    /// many seconds (the code typed was not compared).
    TableWait {
        /// Seconds to wait, at least 1.
        seconds: u64,
    },
}

#[derive(Debug, Clone, Copy)]
struct Client {
    wrong: u32,
    last: Instant,
}

/// The codes shown and the wrong codes counted.
#[derive(Debug, Default)]
pub struct JoinCodes {
    shown: BTreeMap<u8, String>,
    /// The wrong codes the table has spent from its budget since `since`
    /// (see [`TABLE_WRONG_BURST`]); `None` while none is spent.
    spent: Option<Spent>,
    clients: HashMap<IpAddr, Client>,
}

/// The table's spent budget of wrong codes: `count` since `since`, less
/// one for every [`TABLE_WRONG_EVERY`] after it.
#[derive(Debug, Clone, Copy)]
struct Spent {
    count: u32,
    since: Instant,
}

impl JoinCodes {
    /// Shows the code of `seat`: the one already shown, or a fresh one.
    pub fn show(&mut self, seat: u8) -> Result<String, SecretsError> {
        if let Some(code) = self.shown.get(&seat) {
            return Ok(code.clone());
        }
        let code = self.fresh()?;
        self.shown.insert(seat, code.clone());
        Ok(code)
    }

    /// The code of `seat` stops working (the host no longer shows it).
    pub fn hide(&mut self, seat: u8) {
        self.shown.remove(&seat);
    }

    /// Every code stops working.
    pub fn hide_all(&mut self) {
        self.shown.clear();
    }

    /// The codes shown, by seat.
    pub fn shown(&self) -> &BTreeMap<u8, String> {
        &self.shown
    }

    /// The seat whose code `typed` is (spaces, dashes and case ignored),
    /// counting a wrong code against `client` and the table.
    pub fn try_code(&mut self, client: IpAddr, typed: &str, now: Instant) -> Result<u8, JoinRefusal> {
        let mut record = match self.clients.get(&client) {
            Some(c) if now.saturating_duration_since(c.last) < CLIENT_PAUSE => *c,
            _ => Client { wrong: 0, last: now },
        };
        if record.wrong >= WRONG_PER_CLIENT {
            let waited = now.saturating_duration_since(record.last);
            return Err(JoinRefusal::Wait { seconds: whole_seconds(CLIENT_PAUSE.saturating_sub(waited)) });
        }
        let spent = self.spent_at(now);
        if spent.is_some_and(|s| s.count >= TABLE_WRONG_BURST) {
            let next = spent.map_or(Duration::ZERO, |s| {
                TABLE_WRONG_EVERY.saturating_sub(now.saturating_duration_since(s.since))
            });
            return Err(JoinRefusal::TableWait { seconds: whole_seconds(next) });
        }
        let typed = normalise(typed);
        // Every code is compared, in time that does not depend on where
        // the first difference is.
        let found = self.shown.iter().fold(
            None,
            |found, (seat, code)| {
                if same_text(code, &typed) { Some(*seat) } else { found }
            },
        );
        if let Some(seat) = found {
            self.clients.remove(&client);
            return Ok(seat);
        }
        record.wrong += 1;
        record.last = now;
        self.remember(client, record);
        self.spent =
            Some(spent.map_or(Spent { count: 1, since: now }, |s| Spent { count: s.count + 1, ..s }));
        Err(JoinRefusal::Wrong { left: WRONG_PER_CLIENT - record.wrong })
    }

    /// The table's budget spent at `now`: one wrong code is forgiven for
    /// every [`TABLE_WRONG_EVERY`] gone by.
    fn spent_at(&mut self, now: Instant) -> Option<Spent> {
        let spent = self.spent?;
        let gone = now.saturating_duration_since(spent.since).as_nanos() / TABLE_WRONG_EVERY.as_nanos();
        let forgiven = u32::try_from(gone).unwrap_or(u32::MAX);
        self.spent = (forgiven < spent.count).then(|| Spent {
            count: spent.count - forgiven,
            since: spent.since + TABLE_WRONG_EVERY * forgiven,
        });
        self.spent
    }

    /// A fresh code for `seat` in place of the one shown (its link was
    /// replaced: the old code must not lead to the new link). Nothing when
    /// the seat shows none; without randomness its code is hidden.
    pub fn replace(&mut self, seat: u8) {
        if self.shown.remove(&seat).is_some()
            && let Ok(code) = self.fresh()
        {
            self.shown.insert(seat, code);
        }
    }

    fn remember(&mut self, client: IpAddr, record: Client) {
        if self.clients.len() >= MAX_CLIENTS && !self.clients.contains_key(&client) {
            let oldest = self.clients.iter().min_by_key(|(_, c)| c.last).map(|(ip, _)| *ip);
            if let Some(ip) = oldest {
                self.clients.remove(&ip);
            }
        }
        self.clients.insert(client, record);
    }

    /// A code no seat shows, drawn uniformly from the alphabet.
    fn fresh(&self) -> Result<String, SecretsError> {
        let alphabet = JOIN_ALPHABET.as_bytes();
        let n = alphabet.len();
        // 250 is 10 × 25: bytes above it would favour the first letters.
        let limit = (256 / n) * n;
        loop {
            let mut code = String::with_capacity(JOIN_CODE_LEN);
            while code.len() < JOIN_CODE_LEN {
                let mut bytes = [0u8; 16];
                getrandom::fill(&mut bytes).map_err(|e| SecretsError::Random(e.to_string()))?;
                for b in bytes.into_iter().filter(|b| usize::from(*b) < limit) {
                    if code.len() < JOIN_CODE_LEN {
                        code.push(char::from(alphabet[usize::from(b) % n]));
                    }
                }
            }
            if !self.shown.values().any(|c| *c == code) {
                return Ok(code);
            }
        }
    }
}

/// A wait in whole seconds, rounded up, at least 1.
fn whole_seconds(wait: Duration) -> u64 {
    (wait.as_secs_f64().ceil() as u64).max(1)
}

/// Whether two texts are the same, comparing every byte of equal lengths.
fn same_text(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// A typed code as compared: capitals, without spaces or dashes.
fn normalise(typed: &str) -> String {
    typed.chars().filter(|c| !c.is_whitespace() && *c != '-').flat_map(char::to_uppercase).take(64).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::Ipv4Addr;

    const PHONE: IpAddr = IpAddr::V4(Ipv4Addr::new(192, 168, 1, 20));
    const OTHER: IpAddr = IpAddr::V4(Ipv4Addr::new(192, 168, 1, 21));

    #[test]
    fn codes_are_six_unambiguous_characters_and_differ() {
        let mut codes = JoinCodes::default();
        let all: Vec<String> = (1..=8).map(|seat| codes.show(seat).expect("random")).collect();
        for code in &all {
            assert_eq!(code.len(), JOIN_CODE_LEN);
            assert!(code.chars().all(|c| JOIN_ALPHABET.contains(c)), "{code}");
        }
        let distinct: std::collections::HashSet<&String> = all.iter().collect();
        assert_eq!(distinct.len(), 8);
        assert_eq!(codes.show(3).expect("shown"), all[2], "shown again, the same code");
        assert!(!JOIN_ALPHABET.contains(['0', 'O', '1', 'I', 'L', '2', 'Z', '5', 'S', '8', 'B']));
        assert_eq!(spaced("ACDEFG"), "ACD EFG");
    }

    #[test]
    fn a_code_typed_loosely_finds_its_seat_only_while_shown() {
        let mut codes = JoinCodes::default();
        let code = codes.show(2).expect("random");
        let now = Instant::now();
        let loose = format!(" {}-{} ", code[..3].to_lowercase(), &code[3..]);
        assert_eq!(codes.try_code(PHONE, &loose, now), Ok(2));
        codes.hide(2);
        assert_eq!(codes.try_code(PHONE, &code, now), Err(JoinRefusal::Wrong { left: WRONG_PER_CLIENT - 1 }));
    }

    #[test]
    fn a_client_waits_after_five_wrong_codes_and_no_wrong_code_changes_the_codes_shown() {
        let mut codes = JoinCodes::default();
        let code = codes.show(1).expect("random");
        let now = Instant::now();
        for left in (0..WRONG_PER_CLIENT).rev() {
            assert_eq!(codes.try_code(PHONE, "XXXXXX", now), Err(JoinRefusal::Wrong { left }));
        }
        // Even the right code is refused while the client waits.
        assert_eq!(codes.try_code(PHONE, &code, now), Err(JoinRefusal::Wait { seconds: 60 }));
        let later = now + Duration::from_secs(45);
        assert_eq!(codes.try_code(PHONE, &code, later), Err(JoinRefusal::Wait { seconds: 15 }));
        let after = now + CLIENT_PAUSE;
        assert_eq!(codes.try_code(PHONE, &code, after), Ok(1), "after the pause the client may try again");
        for _ in 0..WRONG_PER_CLIENT {
            let _ = codes.try_code(OTHER, "XXXXXX", after);
        }
        assert_eq!(codes.shown().get(&1), Some(&code), "wrong codes replace nothing");
        assert_eq!(codes.try_code(PHONE, &code, after), Ok(1));
    }

    #[test]
    fn the_table_takes_a_burst_of_wrong_codes_then_one_every_two_seconds_from_anywhere() {
        let mut codes = JoinCodes::default();
        let code = codes.show(1).expect("random");
        let start = Instant::now();
        // A new address for every guess: the client's limit never bites.
        let guesser = |n: u32| IpAddr::V4(Ipv4Addr::from(0x0a00_0000 + n));
        let mut counted = 0u32;
        let mut n = 0;
        // Ten guesses a second for a minute.
        for tenth in 0..600u32 {
            let now = start + Duration::from_millis(u64::from(tenth) * 100);
            n += 1;
            match codes.try_code(guesser(n), "XXXXXX", now) {
                Err(JoinRefusal::Wrong { .. }) => counted += 1,
                Err(JoinRefusal::TableWait { seconds }) => assert!((1..=2).contains(&seconds), "{seconds}"),
                other => panic!("{other:?}"),
            }
        }
        // A burst, then one every two seconds: 29 more by 59.9 s.
        assert_eq!(counted, TABLE_WRONG_BURST + 29);
        // While the budget is spent even the right code waits, uncompared;
        // it is the same code once the table has breath again.
        let spent = start + Duration::from_millis(59_950);
        assert!(matches!(codes.try_code(PHONE, &code, spent), Err(JoinRefusal::TableWait { .. })));
        assert_eq!(codes.try_code(PHONE, &code, spent + TABLE_WRONG_EVERY), Ok(1));
        // A quiet table forgives the whole burst.
        let quiet = spent + TABLE_WRONG_EVERY * TABLE_WRONG_BURST;
        for _ in 0..TABLE_WRONG_BURST {
            n += 1;
            assert!(matches!(codes.try_code(guesser(n), "XXXXXX", quiet), Err(JoinRefusal::Wrong { .. })));
        }
        n += 1;
        assert!(matches!(codes.try_code(guesser(n), "XXXXXX", quiet), Err(JoinRefusal::TableWait { .. })));
    }

    #[test]
    fn a_replaced_code_is_fresh_and_only_a_shown_one_is_replaced() {
        let mut codes = JoinCodes::default();
        let old = codes.show(2).expect("random");
        codes.replace(2);
        let new = codes.shown().get(&2).cloned().expect("still shown");
        assert_ne!(new, old);
        assert!(matches!(codes.try_code(PHONE, &old, Instant::now()), Err(JoinRefusal::Wrong { .. })));
        codes.replace(3);
        assert!(!codes.shown().contains_key(&3), "a seat that shows no code gets none");
    }
}
