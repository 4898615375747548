//! The coach's reasons in words: the engine only gives typed
//! [`Reason`]s.

use super::{Arg, Translator};
use crate::games::tucana::coach::{Reason, Suggestion};
use crate::games::tucana::rules::Game;
use crate::games::tucana::sheet::Letter;

impl Translator {
    /// One reason in this language ("connects villages D–D (11)").
    pub fn coach_reason(&self, reason: &Reason) -> String {
        let letter = |l: Letter| -> Arg<'static> { self.letter(l).to_string().into() };
        match *reason {
            Reason::CirclesSight { sight, points } => self.format(
                "coach-reason-circles",
                &[("sight", self.sight(sight).into()), ("points", points.to_string().into())],
            ),
            Reason::ConnectsPair { letter: l, points } => self
                .format("coach-reason-pair", &[("letter", letter(l)), ("points", points.to_string().into())]),
            Reason::WinsBlueCard { letter: l, points } => self.format(
                "coach-reason-blue-card",
                &[("letter", letter(l)), ("points", points.to_string().into())],
            ),
            Reason::OpensBonusTrails { count } => {
                self.format("coach-reason-bonus-trails", &[("count", u32::from(count).into())])
            }
            Reason::LinksSights { sight } => {
                self.format("coach-reason-links", &[("sight", self.sight(sight).into())])
            }
            Reason::OnTheWay { letter: l, points } => self.format(
                "coach-reason-on-the-way",
                &[("letter", letter(l)), ("points", points.to_string().into())],
            ),
            Reason::TowardSight { sight } => {
                self.format("coach-reason-toward", &[("sight", self.sight(sight).into())])
            }
            Reason::KeepsOptionsOpen => self.text("coach-reason-options"),
        }
    }

    /// Every reason of a suggestion, joined ("circles 3 at the yeti, opens
    /// a bonus trail").
    pub fn coach_reasons(&self, reasons: &[Reason]) -> String {
        reasons.iter().map(|r| self.coach_reason(r)).collect::<Vec<_>>().join(", ")
    }

    /// A suggestion in words, as the desktop's coach box and a coached
    /// phone show it: its two ends ("Village A – yeti"), then its expected
    /// total and its reasons ("expected total 58.4 · circles 3 at the yeti").
    pub fn coach_suggestion(&self, game: &Game, seat: u8, s: &Suggestion) -> (String, String) {
        let (from, to) = self.trail_places(game, seat, s.trail.from, s.trail.to);
        let trail = self.format("coach-trail", &[("from", from.into()), ("to", to.into())]);
        let mut why = s.expected_total.map(|e| self.coach_expected(e)).unwrap_or_default();
        let reasons = self.coach_reasons(&s.reasons);
        if !reasons.is_empty() {
            if !why.is_empty() {
                why.push_str(" · ");
            }
            why.push_str(&reasons);
        }
        (super::capitalise(&trail), why)
    }

    /// "expected total 58.4" (one decimal: a mean over simulated games).
    pub fn coach_expected(&self, total: f64) -> String {
        let shown = format!("{total:.1}");
        let shown = if self.language() == super::Language::English { shown } else { shown.replace('.', ",") };
        self.format("coach-expected", &[("total", shown.into())])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tucana::sheet::Sight;
    use crate::i18n::Language;

    #[test]
    fn every_reason_has_words_in_every_language() {
        let reasons = [
            Reason::CirclesSight { sight: Sight::Yeti, points: 3 },
            Reason::ConnectsPair { letter: Letter::D, points: 11 },
            Reason::WinsBlueCard { letter: Letter::D, points: 4 },
            Reason::OpensBonusTrails { count: 2 },
            Reason::LinksSights { sight: Sight::Book },
            Reason::OnTheWay { letter: Letter::C, points: 17 },
            Reason::TowardSight { sight: Sight::Toucan },
            Reason::KeepsOptionsOpen,
        ];
        for language in [Language::English, Language::French, Language::Russian] {
            let t = Translator::new(language);
            for r in &reasons {
                let words = t.coach_reason(r);
                assert!(!words.starts_with("coach-"), "{language:?}: {r:?} has no words ({words})");
            }
            assert!(t.coach_expected(58.44).contains("58"));
        }
        let en = Translator::new(Language::English);
        assert_eq!(en.coach_reason(&reasons[1]), "connects villages D–D (11)");
        assert_eq!(
            Translator::new(Language::Russian).coach_reason(&reasons[1]),
            "соединяет деревни Г–Г (11)"
        );
        assert_eq!(en.coach_expected(58.44), "expected total 58.4");
    }
}
