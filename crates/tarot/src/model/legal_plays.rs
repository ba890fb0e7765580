//! The cards the player on turn may play now, from a deal record read up to
//! the point reached (règlement, « Le jeu de la carte », and « Le jeu à 5
//! joueurs » for the first lead): what a client needs to help a player or an
//! arbiter without replaying the deal card by card.

use serde::{Deserialize, Serialize};

use crate::card::Card;
use crate::error::TarotError;
use crate::play::{PlayRule, first_leads, legal};
use crate::record::Deal;
use arbitre_core::Citation;
use arbitre_core::text::{self, Localized};

/// The cards the player on turn may play, and why.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = TarotLegalPlays))]
pub struct LegalPlays {
    /// The player on turn, by index in `players`.
    pub player: usize,
    /// The trick being played, from 1.
    pub trick: usize,
    /// Whether he leads the trick.
    pub leading: bool,
    /// The cards he may play, in the order of the pack.
    pub may_play: Vec<Card>,
    /// The cards he still holds.
    pub holds: Vec<Card>,
    /// The rule that restricts his choice, when one does.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule: Option<PlayRule>,
    /// What he must do, in words.
    pub reason: Localized,
    /// The rule's source.
    pub citation: Citation,
}

/// The règlement's chapter a rule of play comes from.
fn citation(rule: Option<PlayRule>) -> Citation {
    let (chapter, title) = match rule {
        Some(PlayRule::CalledSuitAtFirstLead) => ("Le jeu à 5 joueurs", "tarot-play-title-five"),
        _ => ("Le jeu de la carte", "tarot-play-title"),
    };
    Citation {
        code: "FFT".into(),
        law: "Règlement officiel".into(),
        paragraph: chapter.into(),
        title: text::msg(title),
    }
}

/// What the player on turn may play in `deal`, read up to where its tricks
/// stop.
///
/// # Errors
/// `play_over` at `/tricks` when every trick is played.
pub fn legal_plays(deal: &Deal) -> Result<LegalPlays, TarotError> {
    let n = deal.size.players();
    if deal.is_complete() {
        return Err(TarotError::new("play_over", "/tricks", "tarot-legal-play-over"));
    }
    // The trick in progress, or the next one, and who is on turn.
    let (trick, so_far, player) = match deal.tricks.last() {
        Some(last) if last.winner.is_none() => {
            let next = last.cards.last().map_or(last.leader, |(p, _)| (p + 1) % n);
            (last.number, last.cards.iter().map(|(_, c)| *c).collect::<Vec<_>>(), next)
        }
        Some(last) => (last.number + 1, Vec::new(), last.winner.unwrap_or(last.leader)),
        None => {
            let first = if deal.chelem_announced { deal.sides.taker } else { deal.size.first_to_play(deal.dealer) };
            (1, Vec::new(), first)
        }
    };
    let played = deal.tricks.iter().flat_map(|t| t.cards.iter()).filter(|(p, _)| *p == player).map(|(_, c)| *c);
    let mut hand = deal.hand_in_play(player);
    for card in played {
        hand.remove(card);
    }
    let (allowed, rule) = match (trick, so_far.is_empty(), deal.called) {
        (1, true, Some(called)) => {
            let leads = first_leads(hand, called);
            (leads, (leads != hand).then_some(PlayRule::CalledSuitAtFirstLead))
        }
        _ => legal(hand, &so_far),
    };
    let reason = match rule {
        Some(rule) => {
            let name = serde_json::to_value(rule).ok().and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default();
            text::msg(&format!("tarot-play-reason-{}", name.replace('_', "-")))
        }
        None => text::msg("tarot-play-reason-any"),
    };
    Ok(LegalPlays {
        player,
        trick,
        leading: so_far.is_empty(),
        may_play: allowed.to_vec(),
        holds: hand.to_vec(),
        rule,
        reason,
        citation: citation(rule),
    })
}
