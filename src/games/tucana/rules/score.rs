//! Scores, derived from the game state every time they are asked for.

use super::game::TucanaGame;
use super::player::{PlayerState, TURNS_PER_ROUND, TurnIndex, WonCard};
use crate::games::tucana::sheet::{Letter, Sight, SightValue};

/// One row of the Sight Scoring Box.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SightRow {
    /// The sight type.
    pub sight: Sight,
    /// The printed values, left to right.
    pub values: Vec<SightValue>,
    /// How many values are circled (always the leftmost ones).
    pub circled: usize,
}

impl SightRow {
    /// The circled values' points, left to right.
    pub fn circled_points(&self) -> Vec<u16> {
        self.values[..self.circled].iter().map(|v| v.points).collect()
    }
}

/// One field of the Village Scoring Box.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VillageField {
    /// The letter.
    pub letter: Letter,
    /// The pair's value.
    pub points: u16,
    /// Whether it is circled.
    pub connected: bool,
}

/// The Final Scoring Box.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FinalScoringBox {
    /// One sight line per round (I, II, III): `None` until the round ends.
    pub round_lines: Vec<Option<u32>>,
    /// Circled village values.
    pub villages: u32,
    /// Bonus card points.
    pub bonus: u32,
    /// Round lines written so far + villages + bonus.
    pub total: u32,
}

/// All four scoring boxes of one sheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoreCard {
    /// Seat.
    pub seat: u8,
    /// Name.
    pub name: String,
    /// Sight Scoring Box.
    pub sights: Vec<SightRow>,
    /// Village Scoring Box.
    pub villages: Vec<VillageField>,
    /// Bonus Scoring Box: the cards won.
    pub bonus_cards: Vec<WonCard>,
    /// Final Scoring Box.
    pub final_box: FinalScoringBox,
    /// The solo achievement title, at the end of a solo game.
    pub title: Option<String>,
}

impl TucanaGame {
    /// Sum of the sight values a player circled before the end of round
    /// `round` (1-based): the number written into that round's line.
    pub fn sight_sum_through_round(&self, player: &PlayerState, round: u8) -> u32 {
        let end: TurnIndex = TurnIndex::from(round) * TurnIndex::from(TURNS_PER_ROUND);
        player
            .circles()
            .iter()
            .filter(|c| c.turn < end)
            .map(|c| u32::from(self.sheet().sight_values(c.sight)[c.slot].points))
            .sum()
    }

    /// Sum of every sight value circled so far.
    pub fn sight_sum_now(&self, player: &PlayerState) -> u32 {
        self.sight_sum_through_round(player, self.sheet().rounds())
    }

    /// The points `seat`'s sheet holds now, round lines aside: sights
    /// circled, villages connected, bonus cards won (0 for a seat not
    /// kept here). What a trail adds to it is the trail's gain, which the
    /// pad announces.
    pub fn points_now(&self, seat: u8) -> u32 {
        self.player(seat).map_or(0, |p| {
            let b = self.final_scoring_box(p);
            self.sight_sum_now(p) + b.villages + b.bonus
        })
    }

    /// What a paper player would pencil in as the sheet's Total if the
    /// round ended now: the lines written, this round's line with the
    /// sights circled so far (each line counts every sight circled up to
    /// its round), villages and bonus. `None` once the game is over: every
    /// line is written and the Total is final.
    pub fn total_if_round_ended_now(&self, player: &PlayerState) -> Option<u32> {
        if self.is_over() {
            return None;
        }
        Some(self.final_scoring_box(player).total + self.sight_sum_now(player))
    }

    /// The Sight Scoring Box of a player.
    pub fn sight_scoring_box(&self, player: &PlayerState) -> Vec<SightRow> {
        Sight::ALL
            .into_iter()
            .map(|sight| SightRow {
                sight,
                values: self.sheet().sight_values(sight).to_vec(),
                circled: player.circles().iter().filter(|c| c.sight == sight).count(),
            })
            .collect()
    }

    /// The Village Scoring Box of a player.
    pub fn village_scoring_box(&self, player: &PlayerState) -> Vec<VillageField> {
        Letter::ALL
            .into_iter()
            .map(|letter| VillageField {
                letter,
                points: self.sheet().village_value(letter),
                connected: player.pairs().iter().any(|p| p.letter == letter),
            })
            .collect()
    }

    /// The Final Scoring Box of a player.
    pub fn final_scoring_box(&self, player: &PlayerState) -> FinalScoringBox {
        let rounds_ended = if self.is_over() { self.sheet().rounds() } else { self.round() - 1 };
        let round_lines: Vec<Option<u32>> = (1..=self.sheet().rounds())
            .map(|r| (r <= rounds_ended).then(|| self.sight_sum_through_round(player, r)))
            .collect();
        let villages = self
            .village_scoring_box(player)
            .iter()
            .filter(|v| v.connected)
            .map(|v| u32::from(v.points))
            .sum();
        let bonus = player.won_cards().iter().map(|c| u32::from(c.points())).sum();
        let total = round_lines.iter().flatten().sum::<u32>() + villages + bonus;
        FinalScoringBox { round_lines, villages, bonus, total }
    }

    /// The solo title a total earns, at the end of a solo game.
    pub fn solo_title(&self, total: u32) -> Option<String> {
        (self.setup().table_size == 1 && self.is_over())
            .then(|| self.sheet().solo_title(total).map(str::to_string))
            .flatten()
    }

    /// Every scoring box of a player.
    pub fn score_card(&self, player: &PlayerState) -> ScoreCard {
        let final_box = self.final_scoring_box(player);
        ScoreCard {
            seat: player.seat,
            name: player.name.clone(),
            sights: self.sight_scoring_box(player),
            villages: self.village_scoring_box(player),
            bonus_cards: player.won_cards().to_vec(),
            title: self.solo_title(final_box.total),
            final_box,
        }
    }

    /// Score cards of every tracked sheet, in set-up order.
    pub fn score_cards(&self) -> Vec<ScoreCard> {
        self.players().iter().map(|p| self.score_card(p)).collect()
    }

    /// Seats of the leaders among the tracked sheets: highest total; on a
    /// tie, most bonus points; still tied, all of them share the victory.
    pub fn winners(&self) -> Vec<u8> {
        let boxes: Vec<(u8, FinalScoringBox)> =
            self.players().iter().map(|p| (p.seat, self.final_scoring_box(p))).collect();
        let Some(best) = boxes.iter().map(|(_, b)| (b.total, b.bonus)).max() else {
            return Vec::new();
        };
        boxes.iter().filter(|(_, b)| (b.total, b.bonus) == best).map(|(s, _)| *s).collect()
    }
}
