//! Words for what just happened: game events turned into short sentences
//! for the news line ("Alice: toucan connected, 2 circled").

use crate::rules::{BonusCard, Game, GameEvent, SheetEvent, WonCard};

/// One sentence per event worth telling; turn closings are left out.
pub fn announce(game: &Game, events: &[GameEvent]) -> Vec<String> {
    let name = |seat: u8| game.player(seat).map_or_else(|| format!("seat {seat}"), |p| p.name.clone());
    let mut out = Vec::new();
    for event in events {
        match event {
            GameEvent::Sheet { seat, event } => match event {
                SheetEvent::SightCircled { sight, points, bonus_trail } => {
                    let extra = if *bonus_trail { " and earns a bonus trail" } else { "" };
                    let cap = capitalise(sight.name());
                    out.push(format!("{}: {cap} connected: {points} circled{extra}", name(*seat)));
                }
                SheetEvent::PairConnected { letter, points } => {
                    out.push(format!(
                        "{}: villages {letter}–{letter} connected: {points} circled",
                        name(*seat)
                    ));
                }
                SheetEvent::SightsLinked(sight) if game.setup().special_bonus() => {
                    out.push(format!("{}: two {} sights linked", name(*seat), sight.name()));
                }
                SheetEvent::SightsLinked(_) => {}
            },
            GameEvent::CardWon { seat, card } => {
                let what = match card {
                    WonCard::Blue { letter, points, .. } => format!("blue {letter}–{letter} card ({points})"),
                    WonCard::Red { sight, points, .. } => format!("red {sight} card ({points})"),
                };
                out.push(format!("{} wins the {what}", name(*seat)));
            }
            GameEvent::CardDiscarded(card @ (BonusCard::Blue(_) | BonusCard::Red(_))) => {
                out.push(format!("The {card} leaves the table"));
            }
            GameEvent::TurnClosed(_) => {}
            GameEvent::RoundEnded(r) => out.push(format!("Round {r} is over: sight lines written")),
            GameEvent::SoloReshuffleDue => out.push("Solo reshuffle of the blue cards is due".into()),
            GameEvent::GameOver => out.push("The game is over".into()),
        }
    }
    out
}

fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
