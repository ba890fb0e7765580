//! Law 12: its paragraphs as static data, each rule with its stable id
//! and citation. The interview that consults them is `kinds/law12.rs`.

use arbitre_core::{CitationSpec, Rule};

/// A paragraph of Law 12, as static data.
pub const fn law12(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: super::FFB, law: "12", paragraph, title }
}

/// 12C1(b): an assigned score, the probable result without the infraction.
pub const C1B_ASSIGNED: Rule = Rule { id: "ffb.law12.c1b", citation: law12("C1(b)", "law12-c1b-title") };

/// 12C1(c): a weighted score, several results that could have been reached.
pub const C1C_WEIGHTED: Rule = Rule { id: "ffb.law12.c1c", citation: law12("C1(c)", "law12-c1c-title") };

/// 12C1(e) as the issue numbers it (Law 12 is not in the seeds, and the
/// 2017 text may number this paragraph differently: raised in the notes): a
/// non-offending side that caused part of its damage itself, by a serious
/// error or a gamble, gets no relief for that part; the offending side gets
/// the score its infraction alone would have given it.
pub const C1E_SELF_INFLICTED: Rule = Rule { id: "ffb.law12.c1e", citation: law12("C1(e)", "law12-c1e-title") };

/// 12C1(d): on a board that was played, an artificial score when the
/// possibilities are numerous or not obvious (it then follows C2), in
/// both editions.
pub const C1D_ARTIFICIAL_PLAYED: Rule = Rule { id: "ffb.law12.c1d", citation: law12("C1(d)", "law12-c1d-title") };

/// 12C2(a): an artificial score, by fault.
pub const C2A_ARTIFICIAL: Rule = Rule { id: "ffb.law12.c2a", citation: law12("C2(a)", "law12-c2a-title") };
