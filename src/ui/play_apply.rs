//! What a play intent does to the running game, and the line the status bar
//! shows about it.

use crate::app::{Intent, MessageKind, Play};
use crate::record::GameLog;
use crate::rules::{Action, GameEvent};
use crate::ui::announce;

/// The sheet to show first: the first seat still to play this turn.
pub fn first_seat(log: &GameLog) -> u8 {
    let game = log.game();
    game.unfinished_players().first().copied().or_else(|| game.players().first().map(|p| p.seat)).unwrap_or(1)
}

/// Applies a play intent; returns the message and announcements it makes.
pub fn apply_play(play: &mut Play, intent: Intent) -> Option<(MessageKind, String)> {
    let game = play.log.game();
    let action = match intent {
        Intent::Act(action) => action,
        Intent::Trail(from, to) => game.trail_action(play.seat, from, to),
        Intent::PickCard(card) => match play.pending_card.take() {
            Some(first) => Action::Reveal(first, card),
            None => {
                play.pending_card = Some(card);
                return Some((MessageKind::Hint, format!("First card: {card}. Now the second card.")));
            }
        },
        Intent::ClearCard => {
            play.pending_card = None;
            return None;
        }
        Intent::RevealNext => {
            let [a, b] = game.next_app_cards()?;
            Action::Reveal(a, b)
        }
        Intent::Undo => {
            if play.pending_card.take().is_some() {
                return Some((MessageKind::Hint, "First card cleared".into()));
            }
            play.view.selected = None;
            return Some(match play.log.undo() {
                Some(a) => {
                    play.seat = a.seat().unwrap_or(play.seat);
                    (MessageKind::Hint, format!("Undone: {}", describe(play, &a)))
                }
                None => (MessageKind::Hint, "Nothing to undo".into()),
            });
        }
        Intent::Redo => {
            play.view.selected = None;
            return Some(match play.log.redo() {
                Some(a) => {
                    play.seat = a.seat().unwrap_or(play.seat);
                    (MessageKind::Hint, format!("Redone: {}", describe(play, &a)))
                }
                None => (MessageKind::Hint, "Nothing to redo".into()),
            });
        }
        Intent::ShowSeat(seat) => {
            play.seat = seat;
            play.view.selected = None;
            return None;
        }
        Intent::Hint(text) => return Some((MessageKind::Hint, text)),
        Intent::ShowScores(on) => {
            play.show_scores = on;
            return None;
        }
        Intent::LargeTargets(on) => {
            play.view.large_targets = on;
            return None;
        }
        Intent::OpenWizard | Intent::Wizard(_) => return None,
    };
    match play.log.apply(action.clone()) {
        Ok(events) => Some(after_action(play, &action, &events)),
        Err(refusal) => Some((MessageKind::Error, capitalise(&refusal.to_string()))),
    }
}

fn after_action(play: &mut Play, action: &Action, events: &[GameEvent]) -> (MessageKind, String) {
    let game = play.log.game();
    let lines = announce::announce(game, events);
    if matches!(action, Action::Reveal(..)) {
        play.seat = first_seat(&play.log);
    } else if action.seat().is_some() && game.is_done(play.seat) {
        // The device goes round the table: show the next sheet still to play.
        if let Some(&next) = game.unfinished_players().iter().find(|&&s| s > play.seat) {
            play.seat = next;
        } else if let Some(&next) = game.unfinished_players().first() {
            play.seat = next;
        }
    }
    if events.iter().any(|e| matches!(e, GameEvent::RoundEnded(_))) {
        play.show_scores = true;
    }
    play.reshuffle_kept.clear();
    let text = if lines.is_empty() { capitalise(&describe(play, action)) } else { lines.join(" · ") };
    (MessageKind::News, text)
}

fn describe(play: &Play, action: &Action) -> String {
    let game = play.log.game();
    let name = |seat: u8| game.player(seat).map_or_else(|| format!("seat {seat}"), |p| p.name.clone());
    match action {
        Action::Trail { seat, from, to } => format!("{} drew {from}-{to}", name(*seat)),
        Action::BonusTrail { seat, from, to } => format!("{} drew bonus trail {from}-{to}", name(*seat)),
        Action::Pass { seat } => format!("{} has no trail this turn", name(*seat)),
        Action::Reveal(a, b) => format!("cards revealed: {a} and {b}"),
        other => other.to_string(),
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next().map_or_else(String::new, |f| f.to_uppercase().chain(c).collect())
}
