//! What a play intent does to the running game, and the line the status bar
//! shows about it.

use crate::app::{Intent, MessageKind, Play};
use crate::i18n::Translator;
use crate::record::GameLog;
use crate::rules::{Action, GameEvent};
use crate::ui::announce::{self, capitalise, player_name};

/// The sheet to show first: the first seat still to play this turn.
pub fn first_seat(log: &GameLog) -> u8 {
    let game = log.game();
    game.unfinished_players().first().copied().or_else(|| game.players().first().map(|p| p.seat)).unwrap_or(1)
}

/// Applies a play intent; returns the message it makes, in the language of
/// `t` (refusals, hints and announcements all reach the status line).
pub fn apply_play(play: &mut Play, intent: Intent, t: &Translator) -> Option<(MessageKind, String)> {
    let game = play.log.game();
    let action = match intent {
        Intent::Act(action) => action,
        Intent::Trail(from, to) => game.trail_action(play.seat, from, to),
        Intent::PickCard(card) => match play.pending_card.take() {
            Some(first) => Action::Reveal(first, card),
            None => {
                play.pending_card = Some(card);
                return Some((MessageKind::Hint, t.format("first-card", &[("card", t.card(card).into())])));
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
                return Some((MessageKind::Hint, t.text("first-card-cleared")));
            }
            play.view.selected = None;
            return Some(match play.log.undo() {
                Some(a) => {
                    play.seat = a.seat().unwrap_or(play.seat);
                    (MessageKind::Hint, t.format("undone", &[("what", describe(play, &a, t).into())]))
                }
                None => (MessageKind::Hint, t.text("nothing-to-undo")),
            });
        }
        Intent::Redo => {
            play.view.selected = None;
            return Some(match play.log.redo() {
                Some(a) => {
                    play.seat = a.seat().unwrap_or(play.seat);
                    (MessageKind::Hint, t.format("redone", &[("what", describe(play, &a, t).into())]))
                }
                None => (MessageKind::Hint, t.text("nothing-to-redo")),
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
        // The app handles the rest (screens, files, settings).
        _ => return None,
    };
    match play.log.apply(action.clone()) {
        Ok(events) => Some(after_action(play, &action, &events, t)),
        Err(refusal) => Some((MessageKind::Error, capitalise(&t.refusal(&refusal)))),
    }
}

fn after_action(
    play: &mut Play,
    action: &Action,
    events: &[GameEvent],
    t: &Translator,
) -> (MessageKind, String) {
    let game = play.log.game();
    let lines = announce::announce(t, game, events);
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
    let text = if lines.is_empty() { capitalise(&describe(play, action, t)) } else { lines.join(" · ") };
    (MessageKind::News, text)
}

/// An action in words, to say what was done, undone or redone.
fn describe(play: &Play, action: &Action, t: &Translator) -> String {
    let game = play.log.game();
    let name = |seat: u8| player_name(t, game, seat);
    let trail = |key: &str, seat: u8, from: &crate::sheet::Coord, to: &crate::sheet::Coord| {
        t.format(
            key,
            &[
                ("player", name(seat).into()),
                ("from", from.to_string().into()),
                ("to", to.to_string().into()),
            ],
        )
    };
    match action {
        Action::Trail { seat, from, to } => trail("did-trail", *seat, from, to),
        Action::BonusTrail { seat, from, to } => trail("did-bonus-trail", *seat, from, to),
        Action::Pass { seat } => t.format("did-pass", &[("player", name(*seat).into())]),
        Action::Reveal(a, b) => {
            t.format("did-reveal", &[("c1", t.card(*a).into()), ("c2", t.card(*b).into())])
        }
        Action::TakenElsewhere(card) => {
            t.format("did-taken-elsewhere", &[("card", t.bonus_card(*card).into())])
        }
        Action::SoloReshuffle { kept } => {
            let pairs: Vec<String> = kept.iter().map(|l| t.pair(*l)).collect();
            let pairs: Vec<&str> = pairs.iter().map(String::as_str).collect();
            t.format("did-solo-reshuffle", &[("kept", t.names(&pairs).into())])
        }
    }
}
