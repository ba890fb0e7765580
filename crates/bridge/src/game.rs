//! Contract bridge as the engine sees it ([`arbitre_core::Game`]): what its
//! rulings rectify, who makes its elections, what they derive from a
//! record, what its kinds read of a ruleset ([`BridgeRuleset`]) and of an
//! incident's record ([`RecordSource`]); and the engine's words as the
//! kinds and the findings name them (the context, a kind's declaration, the
//! notations a bridge fact is written in).

use std::collections::BTreeMap;

use arbitre_core::text::{self, Localized};
use arbitre_core::{Edition, Game};
use serde_json::Value;

use crate::card::Seat;
use crate::deal_record::DealRecord;
use crate::derived::{Derived, IrregularCall};
use crate::parameters::{BridgeParameters, LawsEdition};
use crate::play_irregularities::IrregularPlay;
use crate::rectification::Consequence;

// The engine's words, as the kinds and findings name them.
pub use crate::adjusted_score::{
    EXAMPLES as ADJUSTED_SCORE_EXAMPLES, PATTERN as ADJUSTED_SCORE_PATTERN, pattern as adjusted_score_pattern,
};
pub use crate::laws::FFB;
pub use crate::vocabulary::{Information, InformationStatus, Party, ReviewReason, Role, Until};
pub use arbitre_core::context::contradiction;
pub use arbitre_core::decision::{FactType, Status};
pub use arbitre_core::{
    Citation, CitationSpec, Domain, EnumValue, FactSpec, InputError, Notation, Read, Rule, Trace, json_pointer,
    pointer_escape,
};

/// Contract bridge under the Laws of Duplicate Bridge (a marker type).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bridge;

/// What the bridge kinds read of their ruleset besides its edition's
/// numbering: the body's options and the edition of the Laws.
pub trait BridgeRuleset: Edition {
    /// The body's options.
    fn parameters(&self) -> &BridgeParameters;

    /// The edition of the Laws applied.
    fn edition(&self) -> LawsEdition {
        self.parameters().laws_edition
    }
}

/// An incident's record as it came: a PBN, LIN or JSON deal, the board to
/// read, the irregular plays sent beside it; and whether a tarot deal came
/// instead (refused at bridge).
pub trait RecordSource {
    /// PBN text.
    fn pbn(&self) -> Option<&str>;
    /// LIN text.
    fn lin(&self) -> Option<&str>;
    /// A deal as JSON.
    fn json(&self) -> Option<&Value>;
    /// The board to read, when the text holds several.
    fn board(&self) -> Option<u32>;
    /// Whether a tarot deal was sent.
    fn has_tarot(&self) -> bool;
    /// Irregular plays sent beside the record.
    fn irregular_plays(&self) -> &[IrregularPlay];
}

impl Game for Bridge {
    type Rectification = Consequence;
    type Role = Role;
    type Information = Information;
    type Derived = Derived;
    type Source = dyn RecordSource;
    type Record = DealRecord;
    type RecordFacts = RecordFactsFn;
    type Ruleset = dyn BridgeRuleset;

    // A bridge ruling asks for the outcome fields its branch read.
    const ASKS_ONLY_OUTCOME_READ: bool = true;

    fn merge_derived(before: Derived, derived: Derived) -> Derived {
        Derived {
            contract: derived.contract.or(before.contract),
            declarer: derived.declarer.or(before.declarer),
            recorded_result: derived.recorded_result.or(before.recorded_result),
            play: derived.play.or(before.play),
            irregular_call: derived.irregular_call.or(before.irregular_call),
            revoke: derived.revoke.or(before.revoke),
            poll: derived.poll.or(before.poll),
            double_dummy: derived.double_dummy.or(before.double_dummy),
            revoke_equity: if derived.revoke_equity.is_empty() { before.revoke_equity } else { derived.revoke_equity },
            revokes_on_board: if derived.revokes_on_board.is_empty() {
                before.revokes_on_board
            } else {
                derived.revokes_on_board
            },
        }
    }
}

/// What the rules of one bridge kind read and write while evaluating an
/// incident.
pub type Ctx<'a> = arbitre_core::Ctx<'a, Bridge>;

/// A bridge kind's declaration.
pub type KindSpec = arbitre_core::KindSpec<Bridge>;

/// An election a bridge kind offers.
pub type ChoiceSpec = arbitre_core::ChoiceSpec<Role>;

/// A [`CitationSpec`] as a ruleset states it: its edition gives the code,
/// the numbering and the title (a paragraph written once for both editions
/// of the Laws is numbered by each its own way).
pub trait CitationSpecIn {
    /// The code and the paragraph as `ruleset` states them.
    fn numbered_in<E: Edition + ?Sized>(&self, ruleset: &E) -> (&'static str, std::borrow::Cow<'static, str>);

    /// The citation as `ruleset` states it.
    fn citation_in<E: Edition + ?Sized>(&self, ruleset: &E) -> Citation;
}

impl CitationSpecIn for CitationSpec {
    fn numbered_in<E: Edition + ?Sized>(&self, ruleset: &E) -> (&'static str, std::borrow::Cow<'static, str>) {
        ruleset.numbered(self)
    }

    fn citation_in<E: Edition + ?Sized>(&self, ruleset: &E) -> Citation {
        ruleset.citation(self)
    }
}

/// The facts reported with an incident.
pub type Facts = BTreeMap<String, Value>;

/// What a record establishes for an incident.
#[derive(Debug, Default)]
pub struct RecordFacts {
    /// Facts, by id.
    pub facts: Vec<(&'static str, Value)>,
    /// Elections the record shows were made (LHO calling over a call accepts it).
    pub choices: Vec<(&'static str, &'static str)>,
    /// Outcome fields the record settles (what the offender became, once the
    /// auction closed).
    pub outcome: Vec<(&'static str, Value)>,
    /// The irregular call, for the decision's `derived` part.
    pub irregular_call: Option<IrregularCall>,
    /// Anything else derived from the record, for the decision's `derived` part.
    pub derived: Option<Derived>,
}

/// Derives facts from a bridge deal record.
/// It also sees the facts reported, for a record holding several
/// irregularities (the incident names which).
pub type RecordFactsFn = fn(&DealRecord, &Facts) -> Result<RecordFacts, InputError>;

/// A bridge seat, `N`, `E`, `S` or `W` (either case), asked with the four
/// seats as options.
pub static SEAT_NOTATION: Notation = Notation {
    fact_type: FactType::Seat,
    values: &[
        EnumValue { value: "N", label: "seat-n" },
        EnumValue { value: "E", label: "seat-e" },
        EnumValue { value: "S", label: "seat-s" },
        EnumValue { value: "W", label: "seat-w" },
    ],
    examples: &[],
    pattern: None,
    check: check_seat,
};

/// A fact that names a bridge seat.
pub const SEAT_DOMAIN: Domain = Domain::Notation(&SEAT_NOTATION);

fn check_seat(value: &Value) -> Result<(), Localized> {
    if value.as_str().and_then(|s| s.chars().next().filter(|_| s.len() == 1)).and_then(Seat::from_char).is_some() {
        return Ok(());
    }
    Err(text::localized("expected-seat", &[]))
}

/// A Law 12C adjusted score in the notation of
/// [`crate::adjusted_score`] (`A60/40`, `W60*4S=;40*4S-1`, `4S=`,
/// `NS:…|EW:…`), asked as text with examples and a pattern.
pub static ADJUSTED_SCORE_NOTATION: Notation = Notation {
    fact_type: FactType::Text,
    values: &[],
    examples: crate::adjusted_score::EXAMPLES,
    pattern: Some(crate::adjusted_score::pattern),
    check: check_adjusted_score,
};

/// A fact that holds a Law 12C adjusted score.
pub const ADJUSTED_SCORE_DOMAIN: Domain = Domain::Notation(&ADJUSTED_SCORE_NOTATION);

fn check_adjusted_score(value: &Value) -> Result<(), Localized> {
    // The board's declarer only fills in results that name no seat; any
    // seat checks the notation's syntax.
    if value.as_str().and_then(|s| crate::adjusted_score::Adjustment::parse(s, Some(Seat::N))).is_some() {
        return Ok(());
    }
    // Weights that do not sum to 100 are said as such (12C1(c)).
    Err(match value.as_str().and_then(crate::adjusted_score::weights_not_summing_to_100) {
        Some(total) => text::localized("expected-adjusted-score-weights", &[("total", i64::from(total).into())]),
        None => text::localized(
            "expected-adjusted-score",
            &[("examples", crate::adjusted_score::EXAMPLES.join(", ").into())],
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The seats a seat fact offers are the model's four, each labelled.
    #[test]
    fn a_seat_fact_offers_the_four_seats() {
        let offered: Vec<&str> = SEAT_NOTATION.values.iter().map(|v| v.value).collect();
        let seats: Vec<String> = Seat::ALL.iter().map(ToString::to_string).collect();
        assert_eq!(offered, seats);
        for (value, seat) in SEAT_NOTATION.values.iter().zip(Seat::ALL) {
            assert_eq!(value.label, format!("seat-{}", seat.to_string().to_lowercase()));
        }
        assert!(check_seat(&Value::from("w")).is_ok() && check_seat(&Value::from("NE")).is_err());
    }
}
