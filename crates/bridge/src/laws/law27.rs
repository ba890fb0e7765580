//! Law 27: its paragraphs as static data, each rule with its stable id
//! and citation. The interview that consults them is `kinds/law27.rs`.

use arbitre_core::{CitationSpec, Rule};

/// A paragraph of Law 27, as static data.
pub const fn law27(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: super::FFB, law: "27", paragraph, title }
}

/// 27A1: LHO may accept the insufficient bid by calling.
pub const A1_ACCEPTED: Rule = Rule { id: "ffb.law27.a1", citation: law27("A1", "law27-a1-title") };

/// 27A2: an insufficient bid out of rotation is ruled under Law 31.
pub const A2_OUT_OF_ROTATION: Rule = Rule { id: "ffb.law27.a2", citation: law27("A2", "law27-a2-title") };

/// 27B: not accepted, it must be replaced by a legal call.
pub const B_MUST_BE_REPLACED: Rule = Rule { id: "ffb.law27.b", citation: law27("B", "law27-b-title") };

/// 27B1(a): lowest sufficient bid in the same denomination, neither artificial.
pub const B1A_LOWEST_SAME_DENOMINATION: Rule =
    Rule { id: "ffb2007.law27.b1a", citation: law27("B1(a)", "law27-b1a-title") };

/// 27B1(b): a replacement with the same or a more precise meaning.
pub const B1B_SAME_MEANING: Rule = Rule { id: "ffb2007.law27.b1b", citation: law27("B1(b)", "law27-b1b-title") };

/// 27B2: any other sufficient bid or a pass.
pub const B2_OTHER_CALL: Rule = Rule { id: "ffb2007.law27.b2", citation: law27("B2", "law27-b2-title") };

/// 27B3: a double or redouble attempted.
pub const B3_DOUBLE: Rule = Rule { id: "ffb2007.law27.b3", citation: law27("B3", "law27-b3-title") };

/// 27B4: another insufficient bid, not accepted.
pub const B4_ANOTHER_INSUFFICIENT: Rule = Rule { id: "ffb.law27.b4", citation: law27("B4", "law27-b4-title") };

/// 27C: a replacement made before the director ruled stands.
pub const C_PREMATURE: Rule = Rule { id: "ffb.law27.c", citation: law27("C", "law27-c-title") };

/// 27D: after B1, review at the end of play for damage.
pub const D_REVIEW: Rule = Rule { id: "ffb.law27.d", citation: law27("D", "law27-d-title") };

/// 2017 27B1(a): the lowest sufficient bid specifying the same
/// denomination(s): no further rectification; 26B and 16C do not apply.
pub const B1A_2017_SAME_DENOMINATIONS: Rule =
    Rule { id: "ffb2017.law27.b1a", citation: law27("B1(a)", "law27-2017-b1a-title") };

/// 2017 27B1(b): a comparable call (23A): no further rectification; 16C
/// does not apply.
pub const B1B_2017_COMPARABLE: Rule =
    Rule { id: "ffb2017.law27.b1b", citation: law27("B1(b)", "law27-2017-b1b-title") };

/// 2017 27B2: any other sufficient bid or a pass: the partner passes
/// whenever it is his turn; 26B may restrict the lead; 72C.
pub const B2_2017_OTHER_CALL: Rule = Rule { id: "ffb2017.law27.b2", citation: law27("B2", "law27-2017-b2-title") };

/// 2017 27B3: a double or redouble that is not comparable: cancelled, any
/// legal call instead, the partner passes whenever it is his turn; 26B; 72C.
pub const B3_2017_DOUBLE: Rule = Rule { id: "ffb2017.law27.b3", citation: law27("B3", "law27-2017-b3-title") };
