//! Law 62B: what becomes of the card withdrawn to correct a revoke. The
//! same in both editions (the seed's 2007 text and the 2017 Laws): a card
//! from a defender's hidden hand becomes a major penalty card (B1), while
//! declarer's, dummy's, or a defender's card already faced is replaced with
//! no further consequence (B2).
//!
//! Decided here once, for the interview of `bridge.revoke` (which names the
//! paragraph in the ruling's edition) and for the irregular plays of a
//! record. When a revoke must be corrected (62A, 62D) and which later cards
//! may be withdrawn (62C1) need the moment and the tricks, and are ruled
//! above.

use arbitre_core::{CitationSpec, Rule};

const fn law62(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: super::FFB, law: "62", paragraph, title }
}

/// 62A: a revoke noticed before it is established must be corrected.
pub const A_MUST_CORRECT: Rule = Rule { id: "ffb.law62.a", citation: law62("A", "law62-a-title") };
/// 62B1: a card withdrawn from a defender's unfaced hand becomes a major penalty card.
pub const B1_DEFENDER_PENALTY: Rule = Rule { id: "ffb.law62.b1", citation: law62("B1", "law62-b1-title") };
/// 62B2: declarer's or dummy's card, or a defender's faced card: replaced freely.
pub const B2_REPLACED_FREELY: Rule = Rule { id: "ffb.law62.b2", citation: law62("B2", "law62-b2-title") };
/// 62C1–C2: cards played after the revoke may be withdrawn (non-offenders
/// first, then the offender's partner); 16D.
pub const C_LATER_CARDS: Rule = Rule { id: "ffb.law62.c", citation: law62("C1", "law62-c-title") };
/// 62C2: once a non-offender has withdrawn a card, the offending side's
/// player after him may withdraw his; a defender's becomes a penalty card.
pub const C2_OFFENDERS_PARTNER: Rule = Rule { id: "ffb.law62.c2", citation: law62("C2", "law62-c2-title") };
/// 62D1: a revoke at the twelfth trick is corrected even if established,
/// until the hands are returned to the board.
pub const D1_TWELFTH: Rule = Rule { id: "ffb.law62.d1", citation: law62("D1", "law62-d1-title") };
/// 2007 62D2: the offender's partner, holding cards of two suits, may not
/// choose a play the revoke card suggests.
pub const D2_PARTNER: Rule = Rule { id: "ffb2007.law62.d2", citation: law62("D2", "law62-d2-title") };
/// 2017 62D2: a twelfth-trick revoke corrected: Law 16C applies (the
/// 2007 text's specific two-suit restriction is gone).
pub const D2_2017_16C: Rule = Rule { id: "ffb2017.law62.d2", citation: law62("D2", "law62-2017-d2-title") };
/// 2017 62C3: both sides revoked on the same trick and only one side has
/// played to the next: both revokes are corrected (16C2); the cards the
/// defending side withdraws become penalty cards.
pub const C3_2017_BOTH_SIDES: Rule = Rule { id: "ffb2017.law62.c3", citation: law62("C3", "law62-2017-c3-title") };

/// What 62B makes of the card a revoke is corrected by withdrawing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WithdrawnRevokeCard {
    /// 62B1: played from a defender's hidden hand, it becomes a major
    /// penalty card (Law 50).
    MajorPenaltyCard,
    /// 62B2: declarer's or dummy's card, or a defender's faced card (a
    /// penalty card he played in revoking): replaced with no further
    /// rectification; a faced card stays what it was.
    ReplacedFreely,
}

/// 62B for the card withdrawn by an offender who is a defender or not, the
/// card having been faced (a penalty card on the table) or not.
pub fn withdrawn_revoke_card(offender_is_defender: bool, card_was_faced: bool) -> WithdrawnRevokeCard {
    if offender_is_defender && !card_was_faced {
        WithdrawnRevokeCard::MajorPenaltyCard
    } else {
        WithdrawnRevokeCard::ReplacedFreely
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn b1_a_defenders_hidden_card_becomes_a_major_penalty_card() {
        assert_eq!(withdrawn_revoke_card(true, false), WithdrawnRevokeCard::MajorPenaltyCard);
    }

    #[test]
    fn b2_declarers_dummys_or_a_faced_card_is_replaced_freely() {
        assert_eq!(withdrawn_revoke_card(false, false), WithdrawnRevokeCard::ReplacedFreely);
        assert_eq!(withdrawn_revoke_card(false, true), WithdrawnRevokeCard::ReplacedFreely);
        assert_eq!(withdrawn_revoke_card(true, true), WithdrawnRevokeCard::ReplacedFreely);
    }
}
