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
