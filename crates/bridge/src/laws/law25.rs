//! Law 25: its paragraphs as static data, each rule with its stable id
//! and citation. The interview that consults them is `kinds/law25.rs`.

use arbitre_core::{CitationSpec, Rule};

/// A paragraph of Law 25, as static data.
pub const fn law25(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: super::FFB, law: "25", paragraph, title }
}

/// 25A1: an unintended call may be replaced by the intended one.
pub const A1_UNINTENDED: Rule = Rule { id: "ffb2007.law25.a1", citation: law25("A1", "law25-a1-title") };

/// 25A2: no change once partner has called.
pub const A2_PARTNER_CALLED: Rule = Rule { id: "ffb2007.law25.a2", citation: law25("A2", "law25-a2-title") };

/// 25A3: no change after the end of the auction.
pub const A3_AUCTION_OVER: Rule = Rule { id: "ffb2007.law25.a3", citation: law25("A3", "law25-a3-title") };

/// 25A4: LHO may withdraw a call he made over the first call.
pub const A4_LHO_WITHDRAWS: Rule = Rule { id: "ffb2007.law25.a4", citation: law25("A4", "law25-a4-title") };

/// 25B1: LHO may accept a substitution A does not permit, by calling.
pub const B1_ACCEPTED: Rule = Rule { id: "ffb.law25.b1", citation: law25("B1", "law25-b1-title") };

/// 25B2: otherwise the substitute is cancelled and the first call stands.
pub const B2_CANCELLED: Rule = Rule { id: "ffb.law25.b2", citation: law25("B2", "law25-b2-title") };

/// 25B3: 16D applies to the call withdrawn or cancelled.
pub const B3_16D: Rule = Rule { id: "ffb.law25.b3", citation: law25("B3", "law25-b3-title") };

/// 2017 25A1: a player who did not make the call he intended may, until
/// his partner calls, substitute it; Law 26 does not apply to it.
pub const A1_2017_UNINTENDED: Rule = Rule { id: "ffb2017.law25.a1", citation: law25("A1", "law25-2017-a1-title") };

/// 2017 25A2: the call the player meant to make stands: a mechanical error
/// or a slip of the tongue may be corrected, a loss of concentration not.
pub const A2_2017_INTENDED: Rule = Rule { id: "ffb2017.law25.a2", citation: law25("A2", "law25-2017-a2-title") };

/// 2017 25A4: no substitution once partner has called.
pub const A4_2017_PARTNER_CALLED: Rule = Rule { id: "ffb2017.law25.a4", citation: law25("A4", "law25-2017-a4-title") };

/// 2017 25A5: no substitution after the auction period has ended.
pub const A5_2017_AUCTION_OVER: Rule = Rule { id: "ffb2017.law25.a5", citation: law25("A5", "law25-2017-a5-title") };

/// 2017 25A6: LHO may withdraw a call he made over the first call; its
/// information is authorized to his side only.
pub const A6_2017_LHO_WITHDRAWS: Rule = Rule { id: "ffb2017.law25.a6", citation: law25("A6", "law25-2017-a6-title") };
