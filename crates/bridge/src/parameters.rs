//! The options the Laws of Duplicate Bridge leave to a regulating
//! authority, as a bridge ruleset sets them, and the edition of the Laws it
//! follows. The laws read them from the ruleset they rule under.

use serde::{Deserialize, Serialize};

/// Options the FFB leaves to its regulating authority, as the FFB set them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct BridgeParameters {
    /// Law 16B2: a player may announce that he reserves his right to call the
    /// director later (the FFB does not forbid it: footnote to 16B2).
    pub reserving_rights_allowed: bool,
    /// Law 16B3: calling the director earlier or later than the end of play
    /// is not an infraction (FFB footnote to 16B3).
    pub late_director_call_is_infraction: bool,
    /// Law 61B3 (2007 text): defenders may ask each other whether they have
    /// a card of the suit led, unless the regulating authority forbids it
    /// (the FFB allows it: footnote to Law 62). Not read under the 2017
    /// Laws, whose 61B3 leaves no such option.
    pub defenders_may_ask_each_other_about_revoke: bool,
    /// Law 12C2(a): average plus, the artificial score of a contestant in no
    /// way at fault, as a percentage (at least 60).
    pub artificial_average_plus: u8,
    /// Law 12C2(a): average, for a contestant only partly at fault (50).
    pub artificial_average: u8,
    /// Law 12C2(a): average minus, for a contestant directly at fault, as a
    /// percentage (at most 40).
    pub artificial_average_minus: u8,
    /// Law 16B1(b): the share of polled peers (in percent) who must seriously
    /// consider an action for it to be a logical alternative. `None`: the
    /// code names no figure, a poll only informs the director's judgement.
    pub logical_alternative_threshold_percent: Option<u8>,
    /// The edition of the Laws applied: the paragraphs that changed between
    /// the 2007 and the 2017 Laws are ruled by this edition's text.
    pub laws_edition: LawsEdition,
    /// Law 26B (2017 Laws): after a withdrawn call not replaced by a
    /// comparable call, declarer may *require* the lead of a suit the
    /// offender did not specify in the legal auction, as well as forbid it.
    /// The FFB's published 2017 text grants both (26B1 require, 26B2
    /// forbid); the WBF later amended 26B to allow only the prohibition.
    /// Not read under the 2007 Laws, whose Law 26 decides by itself.
    pub law26b_declarer_may_require: bool,
}

/// The FFB's options under the 2007 Laws (the `ffb-2007` ruleset's).
pub const FFB_2007_PARAMETERS: BridgeParameters = BridgeParameters {
    reserving_rights_allowed: true,
    late_director_call_is_infraction: false,
    defenders_may_ask_each_other_about_revoke: true,
    artificial_average_plus: 60,
    artificial_average: 50,
    artificial_average_minus: 40,
    // The seed says "a significant proportion" and gives no number.
    logical_alternative_threshold_percent: None,
    laws_edition: LawsEdition::Laws2007,
    law26b_declarer_may_require: true,
};

/// The FFB's options under the 2017 Laws (the `ffb-2017` ruleset's).
pub const FFB_2017_PARAMETERS: BridgeParameters = BridgeParameters {
    reserving_rights_allowed: true,
    late_director_call_is_infraction: false,
    defenders_may_ask_each_other_about_revoke: true,
    artificial_average_plus: 60,
    artificial_average: 50,
    artificial_average_minus: 40,
    // The seed says "a significant proportion" and gives no number.
    logical_alternative_threshold_percent: None,
    laws_edition: LawsEdition::Laws2017,
    // The FFB's published text of 26B lets declarer require or forbid.
    law26b_declarer_may_require: true,
};

/// An edition of the Laws of Duplicate Bridge.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum LawsEdition {
    /// The 2007 Laws (the FFB's translation is the seed's text).
    #[serde(rename = "2007")]
    Laws2007,
    /// The 2017 Laws (the FFB's "Code International 2017").
    #[serde(rename = "2017")]
    Laws2017,
}
