//! Joining without a camera: a short code per seat, typed on the table's
//! index page (`http://HOST:PORT/`) and swapped there for the seat's link.
//!
//! A code works only while the host shows it (the desktop's host screen,
//! or the terminal of `trailpad table`), and guessing is bounded twice: a
//! client (one address) gets [`WRONG_PER_CLIENT`] wrong codes, then waits
//! [`CLIENT_PAUSE`]; and after [`WRONG_PER_CODE`] wrong codes typed at the
//! table by anyone, every code shown is replaced by a fresh one (the host
//! shows the new ones). With 25^6 codes, a guesser's chance per code stays
//! below one in ten million. No IO: the clock is given.

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
/// Wrong codes typed at the table (by anyone) before the codes shown are
/// replaced.
pub const WRONG_PER_CODE: u32 = 10;
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
    wrong_at_table: u32,
    clients: HashMap<IpAddr, Client>,
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
            let seconds = CLIENT_PAUSE.saturating_sub(waited).as_secs_f64().ceil().max(1.0) as u64;
            return Err(JoinRefusal::Wait { seconds });
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
        self.wrong_at_table += 1;
        if self.wrong_at_table >= WRONG_PER_CODE {
            self.replace_all();
        }
        Err(JoinRefusal::Wrong { left: WRONG_PER_CLIENT - record.wrong })
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

    /// Fresh codes for every seat shown: the guesses so far are worth
    /// nothing. Without randomness, the codes are hidden instead.
    fn replace_all(&mut self) {
        self.wrong_at_table = 0;
        let seats: Vec<u8> = self.shown.keys().copied().collect();
        for seat in seats {
            match self.fresh() {
                Ok(code) => self.shown.insert(seat, code),
                Err(_) => self.shown.remove(&seat),
            };
        }
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
    fn a_client_waits_after_five_wrong_codes_and_the_table_replaces_its_codes_after_ten() {
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
        // Another client's wrong codes bring the table's count to ten: the
        // code shown is replaced, and the old one no longer works.
        for _ in 0..WRONG_PER_CLIENT {
            let _ = codes.try_code(OTHER, "XXXXXX", after);
        }
        let replaced = codes.shown().get(&1).cloned().expect("still shown");
        assert_ne!(replaced, code);
        assert!(matches!(codes.try_code(PHONE, &code, after), Err(JoinRefusal::Wrong { .. })));
        assert_eq!(codes.try_code(PHONE, &replaced, after), Ok(1));
    }
}
