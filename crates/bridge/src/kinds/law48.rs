//! Law 48 (2017): a card of declarer's or dummy's hand exposed (inside
//! `bridge.penalty_card`, an offender who is declarer or dummy).
//!
//! - 48A: declarer is not subject to restriction for exposing a card, but
//!   see 45C2; no card of declarer's or dummy's hand ever becomes a penalty
//!   card; declarer need not play a card he dropped accidentally.
//! - 45C2, which 48A sends to: a card declarer holds face up, touching or
//!   nearly touching the table, or maintained in a position that shows it
//!   played, must be played.
//!
//! Read in the WBF's 2017 English. 48B (declarer faces his cards: after an
//! opening lead out of turn, Law 54; otherwise possibly a claim, Law 68) is
//! not a card exposed: the kind does not take it. The seed does not hold the
//! 2007 Law 48: under `ffb-2007` the ruling names Law 48 as before, not
//! applied (`LawsEdition::applies`). A play probe found 48A's one-line
//! answer, common in published rulings, left to the director.

use crate::game::Read;

use crate::game::CitationSpec;
use crate::game::Ctx;
use crate::kinds::law45::{C2_HELD_AS_PLAYED, HELD_AS_PLAYED};
use crate::rectification::Rectification;
use crate::vocabulary::Role;
// The paragraphs of Law 48 (ids and citations) are its laws/ file's.
pub use crate::laws::law48::*;

/// The paragraphs the kind cites for Law 48, with the 45C2 it sends to.
pub const CITED: [CitationSpec; 2] = [A_NO_RESTRICTION.citation, C2_HELD_AS_PLAYED.citation];

/// 48A (and 45C2) for a card of `role`'s hand (`declarer` or `dummy`)
/// exposed `how` (`accidental` or `deliberate`): the card goes back to the
/// hand, unless declarer held it as played (45C2). A card dropped
/// accidentally is never played for that (48A's last sentence), and dummy's
/// cards are played only as declarer designates them, so 45C2 is asked of
/// declarer's deliberate exposure only.
pub fn exposed_card(ctx: &mut Ctx<'_>, role: &str, how: &str) {
    let read = [("offender_role", Read::from(role)), ("how_exposed", Read::from(how))];
    ctx.consult(&A_NO_RESTRICTION, true, &read, None);
    if role == "declarer" && how == "deliberate" {
        match ctx.bool_fact(HELD_AS_PLAYED) {
            None => {
                ctx.ask(HELD_AS_PLAYED);
                return;
            }
            Some(held) => {
                ctx.consult(&C2_HELD_AS_PLAYED, held, &[(HELD_AS_PLAYED, Read::from(held))], None);
                if held {
                    ctx.rectify(Rectification::CardHeldAsPlayed { player: Role::Offender });
                    ctx.summarize("law48-2017-summary-held-as-played", &[]);
                    return;
                }
            }
        }
    }
    ctx.rectify(Rectification::CardsReturnedToHand { player: Role::Offender });
    ctx.summarize(
        match (role, how) {
            ("dummy", _) => "law48-2017-summary-dummy",
            (_, "accidental") => "law48-2017-summary-dropped",
            _ => "law48-2017-summary-shown",
        },
        &[],
    );
}
