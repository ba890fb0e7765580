//! Law 17: its paragraphs as static data, each rule with its stable id
//! and citation. The interview that consults them is `kinds/law17.rs`.

use arbitre_core::{CitationSpec, Rule};

/// A paragraph of Law 17, as static data.
pub const fn law17(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: super::FFB, law: "17", paragraph, title }
}

/// 2017 17D3: three passes after a call, one of them out of rotation and
/// costing a player his turn, do not end the auction; it reverts to him.
pub const D3_2017_REVERTS: Rule = Rule { id: "ffb2017.law17.d3", citation: law17("D3", "law17-2017-d3-title") };

/// 2007 17E2: the same rule in the seed's edition (16D for the cancelled calls).
pub const E2_2007_REVERTS: Rule = Rule { id: "ffb2007.law17.e2", citation: law17("E2", "law17-2007-e2-title") };
