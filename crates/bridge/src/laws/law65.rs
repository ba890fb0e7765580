//! Law 65: its paragraphs as static data, each rule with its stable id
//! and citation. The interview that consults them is `kinds/law65.rs`.

use arbitre_core::{CitationSpec, Rule};

/// Law 65B3, as this law's rules cite it.
pub const LAW65_B3: CitationSpec =
    CitationSpec { code: super::FFB, law: "65", paragraph: "B3", title: "law65-b3-title" };

/// Law 65D, as this law's rules cite it.
pub const LAW65_D: CitationSpec = CitationSpec { code: super::FFB, law: "65", paragraph: "D", title: "law65-d-title" };

/// Law 65C, as this law's rules cite it.
pub const LAW65_C: CitationSpec = CitationSpec { code: super::FFB, law: "65", paragraph: "C", title: "law65-c-title" };

// Law 66D is cited only where 65D's dispute sends to it: the inspection of
// quitted tricks is otherwise not a kind of its own.
/// Law 66D, as this law's rules cite it.
pub const LAW66_D: CitationSpec = CitationSpec { code: super::FFB, law: "66", paragraph: "D", title: "law66-d-title" };

/// Law 16B1, as this law's rules cite it.
pub const LAW16_B1: CitationSpec =
    CitationSpec { code: super::FFB, law: "16", paragraph: "B1", title: "law16-b1-title" };

/// 65B3: a misoriented card may be corrected (base rule).
pub const CORRECTION: Rule = Rule { id: "ffb.law65.b3.correction", citation: LAW65_B3 };

/// 65B3: once a card of the next trick is played, no one may correct or ask
/// for a correction; the cards stay as they are until the end of the deal.
pub const RIGHT_EXPIRED: Rule = Rule { id: "ffb.law65.b3.expired", citation: LAW65_B3 };

/// 65B3: declarer, who has no active partner, may speak and ask dummy or a
/// defender to correct.
pub const DECLARER_MAY_SPEAK: Rule = Rule { id: "ffb.law65.b3.declarer", citation: LAW65_B3 };

/// 65B3: a defender may draw attention only by a silent gesture.
pub const DEFENDER_GESTURE_ONLY: Rule = Rule { id: "ffb.law65.b3.defender", citation: LAW65_B3 };

/// 65B3: dummy, like any player, may draw attention to a card pointed the
/// wrong way while the right lasts.
pub const DUMMY_MAY_DRAW_ATTENTION: Rule = Rule { id: "ffb.law65.b3.dummy", citation: LAW65_B3 };

/// 16B1: a defender who speaks, or dummy once the right has expired, gives
/// his partner unauthorized information.
pub const DEFENDER_REMARK_IS_UI: Rule = Rule { id: "ffb.law16.b1.remark", citation: LAW16_B1 };

/// 65D: with the count disputed, no one disturbs the played cards.
pub const CARDS_UNDISTURBED: Rule = Rule { id: "ffb.law65.d.undisturbed", citation: LAW65_D };

/// 65D: the players agree the number of tricks won: the result stands as
/// agreed (the played cards may then be gathered).
pub const AGREED: Rule = Rule { id: "ffb.law65.d.agreed", citation: LAW65_D };

/// 65D: the director reconstructs the play trick by trick to settle the count.
pub const RECONSTRUCTION: Rule = Rule { id: "ffb.law65.d.reconstruction", citation: LAW65_D };

/// 65C (with 65D): each player keeps his played cards in an orderly row, and
/// does not disturb them until the tricks are agreed; applied when a side
/// did not.
pub const CARDS_IN_ORDER: Rule = Rule { id: "ffb.law65.c", citation: LAW65_C };

/// 66D: the director can no longer establish the facts and only one side
/// mixed its cards: he rules in favour of the other side (both editions: the
/// 2017 text says "only one side" outright; a ruling "in favour of the other
/// side" of a player who mixed his cards presumes it).
pub const OTHER_SIDE_FAVOURED: Rule = Rule { id: "ffb.law66.d", citation: LAW66_D };

/// 2017 65B3: a card of the next trick was played, but not yet by the side
/// of the player who draws attention: his right stands.
pub const SIDE_NOT_YET_PLAYED_2017: Rule = Rule { id: "ffb2017.law65.b3.side_not_yet_played", citation: LAW65_B3 };

/// 2017 65B3: his side has led or played to the next trick: the right has
/// expired (Law 16B may apply).
pub const SIDE_PLAYED_2017: Rule = Rule { id: "ffb2017.law65.b3.side_played", citation: LAW65_B3 };

/// 2017 65B3 as the WBF Laws Committee's commentary on Law 65 reads it:
/// the expiry guards against unauthorized information, and declarer gives
/// none (dummy takes no part in the play), so declarer may draw attention
/// to a misoriented card whenever he wants.
pub const DECLARER_ANY_TIME_2017: Rule = Rule { id: "ffb2017.law65.b3.declarer_any_time", citation: LAW65_B3 };
