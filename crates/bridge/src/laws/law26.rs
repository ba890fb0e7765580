//! Law 26: the lead restriction after a withdrawn call, once the offender
//! is a defender, in each edition: which suits declarer may act on, whether
//! he may require or forbid, and how long it lasts.
//!
//! - The 2007 text (the seed): a withdrawn call that specified suits
//!   restricts nothing when the same player specified all of them in the
//!   legal auction (26A1); otherwise declarer may require one of those
//!   suits for the first lead, or forbid it while the partner keeps the
//!   lead (26A2(a), (b)). Any other withdrawn call lets declarer forbid any
//!   one suit (26B).
//! - The 2017 text: a comparable replacement restricts nothing (26A);
//!   otherwise declarer may act on any one suit the offender did not
//!   specify in the legal auction (26B), forbidding it, and requiring it
//!   where the ruleset's text grants that (the FFB's published 26B1; the
//!   WBF's amended text keeps only the prohibition).
//!
//! Whether the offender became a defender, what the withdrawn call showed
//! and whether the replacement is comparable are the director's facts and
//! the auction's outcome; the interviews above ask them and state the
//! restriction these functions give.

use crate::penalty::{LeadOption, LeadRestrictionLasts, LeadSuits};
use arbitre_core::{CitationSpec, Rule};

const fn law26(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: super::FFB, law: "26", paragraph, title }
}

/// 26A: a comparable replacement: no lead restriction.
pub const A_COMPARABLE: Rule = Rule { id: "ffb2017.law26.a", citation: law26("A", "law26-2017-a-title") };
/// 26B: not comparable: declarer may restrict the lead of a suit the
/// offender did not specify in the legal auction.
pub const B_NOT_COMPARABLE: Rule = Rule { id: "ffb2017.law26.b", citation: law26("B", "law26-2017-b-title") };

/// Declarer's election at the offender's partner's first turn to lead.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LeadElection {
    /// The suits he may name one of.
    pub suits: LeadSuits,
    /// What he may do with it.
    pub options: &'static [LeadOption],
}

const REQUIRE_OR_FORBID: &[LeadOption] = &[LeadOption::Require, LeadOption::Forbid];
const FORBID_ONLY: &[LeadOption] = &[LeadOption::Forbid];

/// How long a restriction offering `options` lasts: a requirement is for
/// that one lead (2007 26A2(a)); a prohibition, or the election between the
/// two before declarer makes it, lasts while the partner keeps the lead
/// (2007 26A2(b) and 26B; 2017 26B).
pub fn lasts(options: &[LeadOption]) -> LeadRestrictionLasts {
    if options == [LeadOption::Require] {
        LeadRestrictionLasts::FirstLeadOnly
    } else {
        LeadRestrictionLasts::WhilePartnerRetainsLead
    }
}

/// The 2007 Law 26 for a defender's partner: `specified` when the
/// withdrawn call specified suits (26A), `shown_legally` when the same
/// player specified all of them in the legal auction. `None`: no
/// restriction (26A1).
pub fn election_2007(specified: bool, shown_legally: bool) -> Option<LeadElection> {
    match (specified, shown_legally) {
        (false, _) => Some(LeadElection { suits: LeadSuits::AnyOneSuit, options: FORBID_ONLY }),
        (true, true) => None,
        (true, false) => Some(LeadElection { suits: LeadSuits::WithdrawnCallSuits, options: REQUIRE_OR_FORBID }),
    }
}

/// The 2017 Law 26 for a defender's partner: `comparable` when the
/// withdrawn call was replaced by a comparable call (23A), `may_require`
/// the ruleset's reading of 26B. `None`: no restriction (26A).
pub fn election_2017(comparable: bool, may_require: bool) -> Option<LeadElection> {
    if comparable {
        return None;
    }
    let options = if may_require { REQUIRE_OR_FORBID } else { FORBID_ONLY };
    Some(LeadElection { suits: LeadSuits::SuitNotSpecifiedByOffender, options })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_requirement_is_for_one_lead_a_prohibition_while_the_partner_keeps_the_lead() {
        assert_eq!(lasts(&[LeadOption::Require]), LeadRestrictionLasts::FirstLeadOnly);
        assert_eq!(lasts(&[LeadOption::Forbid]), LeadRestrictionLasts::WhilePartnerRetainsLead);
        // Before declarer elects, the longer of the two is stated.
        assert_eq!(lasts(REQUIRE_OR_FORBID), LeadRestrictionLasts::WhilePartnerRetainsLead);
    }

    #[test]
    fn the_2007_text_restricts_by_what_the_withdrawn_call_specified() {
        // 26A1: every suit shown by the same player in the legal auction.
        assert_eq!(election_2007(true, true), None);
        // 26A2: require or forbid one of the withdrawn call's suits.
        assert_eq!(
            election_2007(true, false),
            Some(LeadElection { suits: LeadSuits::WithdrawnCallSuits, options: REQUIRE_OR_FORBID })
        );
        // 26B: any other call, forbid any one suit, whatever was shown.
        for shown in [false, true] {
            assert_eq!(
                election_2007(false, shown),
                Some(LeadElection { suits: LeadSuits::AnyOneSuit, options: FORBID_ONLY })
            );
        }
    }

    #[test]
    fn the_2017_text_restricts_unless_the_replacement_is_comparable() {
        assert_eq!(election_2017(true, true), None);
        assert_eq!(election_2017(true, false), None);
        assert_eq!(
            election_2017(false, true),
            Some(LeadElection { suits: LeadSuits::SuitNotSpecifiedByOffender, options: REQUIRE_OR_FORBID })
        );
        assert_eq!(election_2017(false, false).map(|e| e.options), Some(FORBID_ONLY));
    }
}
