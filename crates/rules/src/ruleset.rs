//! Rulesets: a regulating body's code, its options, and the kinds the engine
//! implements under it. A kind the engine does not implement yet is not
//! listed, so a client can never get a guessed ruling for it.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::bridge::{law24, law25, law27, law29, law64, law65};
use crate::catalogue::{Game, KindInfo, KindSpec};
use crate::ruling::RulesetRef;
use crate::tarot::arbitration;
use crate::text::{self, Localized};

/// Options the FFB leaves to its regulating authority, as the FFB set them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct BridgeParameters {
    /// Law 16B2: a player may announce that he reserves his right to call the
    /// director later (the FFB does not forbid it: footnote to 16B2).
    pub reserving_rights_allowed: bool,
    /// Law 16B3: calling the director earlier or later than the end of play
    /// is not an infraction (FFB footnote to 16B3).
    pub late_director_call_is_infraction: bool,
    /// Law 61B3: defenders may ask each other whether they have a card of
    /// the suit led (the FFB allows it: footnote to Law 62).
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
}

/// The parameters of the FFT arbitration code for free deals (seed `002`)
/// that the tarot kinds (`tarot::arbitration`) apply; published so a
/// federation can check them, and the layer another body would change.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct TarotParameters {
    /// The usual point penalty: a misdeal (to the dealer), a repeated
    /// warning, slow play, score-sheet faults (100 points).
    pub standard_penalty_points: i32,
    /// Slow play repeated after a first penalty (200 points).
    pub repeated_slow_play_penalty_points: i32,
    /// A score sheet not returned and lost (400 points).
    pub lost_score_sheet_penalty_points: i32,
    /// Leaving a tournament without the arbiter's agreement: suspension from
    /// free-deal events, in months (12).
    pub leaving_without_consent_suspension_months: u8,
    /// Which earlier sanctions make a repeat offence ("a warning, then 100
    /// points on a repeat"): those of the same event.
    pub repeat_offence_scope: crate::tarot::arbitration::RepeatScope,
    /// Ethics faults: the penalty by the offender's ranking. The code says
    /// only that severity grows with the ranking and names no amount; these
    /// defaults start at the code's usual 100 points and are the federation's
    /// to set.
    pub ethics_penalty_points: crate::tarot::arbitration::EthicsScale,
}

/// The FFT's parameters for free deals.
pub const FFT_PARAMETERS: TarotParameters = TarotParameters {
    standard_penalty_points: 100,
    repeated_slow_play_penalty_points: 200,
    lost_score_sheet_penalty_points: 400,
    leaving_without_consent_suspension_months: 12,
    repeat_offence_scope: crate::tarot::arbitration::RepeatScope::SameEvent,
    ethics_penalty_points: crate::tarot::arbitration::EthicsScale {
        unranked: 100,
        fourth_series: 100,
        third_series: 150,
        second_series: 200,
        first_series: 300,
    },
};

/// The regulating body's options, per game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "game", rename_all = "snake_case")]
pub enum Parameters {
    /// Bridge options.
    Bridge(BridgeParameters),
    /// Tarot options.
    Tarot(TarotParameters),
}

/// A ruleset.
#[derive(Debug, Clone)]
pub struct Ruleset {
    /// Stable id, e.g. `ffb-2017`.
    pub id: &'static str,
    /// Version: bumped whenever a parameter or a rule changes, that is
    /// whenever a decision under it changes (stored rulings name it).
    pub version: &'static str,
    /// The digest of this version's golden decisions
    /// (`tests/golden.rs`): a change of decisions without a change of
    /// version fails that test.
    pub golden_digest: &'static str,
    /// The game.
    pub game: Game,
    /// Fluent id of its title.
    pub title: &'static str,
    /// The body's options.
    pub parameters: Parameters,
    /// The kinds implemented under it.
    pub kinds: &'static [&'static KindSpec],
}

/// The FFB translation of the 2017 Laws of Duplicate Bridge.
pub static FFB_2017: Ruleset = Ruleset {
    id: "ffb-2017",
    // 2017.3: decisions carry the labels a thin client shows, and ask for
    // the outcome's fields while they wait for it.
    version: "2017.3",
    golden_digest: "eb4e5252edc0f6e1",
    game: Game::Bridge,
    title: "ruleset-ffb-2017",
    parameters: Parameters::Bridge(BridgeParameters {
        reserving_rights_allowed: true,
        late_director_call_is_infraction: false,
        defenders_may_ask_each_other_about_revoke: true,
        artificial_average_plus: 60,
        artificial_average: 50,
        artificial_average_minus: 40,
        // The seed says "a significant proportion" and gives no number.
        logical_alternative_threshold_percent: None,
    }),
    kinds: &[
        &law65::KIND,
        &law24::KIND,
        &law25::KIND,
        &law27::KIND,
        &law29::KIND,
        &law64::KIND,
        &crate::bridge::law50::KIND,
        &crate::bridge::law54::KIND,
        &crate::bridge::law16::KIND,
        &crate::bridge::law16::EXTRANEOUS_KIND,
    ],
};

/// The FFT arbitration code for free deals (Fascicule II).
pub static FFT_DONNES_LIBRES: Ruleset = Ruleset {
    id: "fft-donnes-libres",
    // 0.3: as 2017.3 for bridge, the summary says what the deal's result
    // decided once it is known, deals not played (petit sec, all passed) are
    // ruled by the règlement, a hesitation's questions come in one round, the
    // outcome's points may carry their half (40.5), and a discard's fault is
    // ruled by the règlement where the code is silent (corrected before the
    // first card; forbidden cards in play left to the arbiter), as are the
    // other faults the règlement defines (tarot.reglement_fault, a partner
    // revealed at five as an ethics fault).
    version: "0.3",
    golden_digest: "650b06617fe66727",
    game: Game::Tarot,
    title: "ruleset-fft-donnes-libres",
    parameters: Parameters::Tarot(FFT_PARAMETERS),
    kinds: &[
        &arbitration::ethics::KIND,
        &arbitration::over_contract::KIND,
        &arbitration::misdeal::KIND,
        &arbitration::wrong_dealer::KIND,
        &arbitration::exposed_card::KIND,
        &arbitration::played_card::KIND,
        &arbitration::out_of_turn::KIND,
        &arbitration::revoke::KIND,
        &arbitration::false_discard::KIND,
        &arbitration::handle_fault::KIND,
        &arbitration::other_cases::PREMATURE_CLAIM,
        &arbitration::other_cases::SCORE_SHEET,
        &arbitration::other_cases::SLOW_PLAY_KIND,
        &arbitration::other_cases::HAND_EXPOSED_KIND,
        &arbitration::other_cases::WRONG_CARD_COUNT_KIND,
        &arbitration::other_cases::TOUCHING_CARDS_KIND,
        &arbitration::other_cases::CARD_TURNED_AT_CUT_KIND,
        &arbitration::redeal::DEAL_NOT_PLAYED_KIND,
        &arbitration::reglement_faults::KIND,
    ],
};

/// Every ruleset, in a stable order.
pub static ALL: &[&Ruleset] = &[&FFB_2017, &FFT_DONNES_LIBRES];

/// The ruleset with this id.
pub fn find(id: &str) -> Option<&'static Ruleset> {
    ALL.iter().copied().find(|r| r.id == id)
}

/// The default ruleset of a game, used when an incident names none.
pub fn default_for(game: Game) -> &'static Ruleset {
    match game {
        Game::Bridge => &FFB_2017,
        Game::Tarot => &FFT_DONNES_LIBRES,
    }
}

impl Ruleset {
    /// The kind with this id, if implemented under this ruleset.
    pub fn kind(&self, id: &str) -> Option<&'static KindSpec> {
        self.kinds.iter().copied().find(|k| k.id == id)
    }

    /// Id and version, as stamped on decisions.
    pub fn reference(&self) -> RulesetRef {
        RulesetRef { id: self.id.to_owned(), version: self.version.to_owned() }
    }

    /// A short description, for listings.
    pub fn summary(&self) -> RulesetSummary {
        RulesetSummary {
            id: self.id.to_owned(),
            version: self.version.to_owned(),
            game: self.game,
            title: text::msg(self.title),
            kinds: self.kinds.iter().map(|k| k.id.to_owned()).collect(),
        }
    }

    /// The full description: parameters and every kind with its facts.
    pub fn info(&self) -> RulesetInfo {
        RulesetInfo {
            id: self.id.to_owned(),
            version: self.version.to_owned(),
            game: self.game,
            title: text::msg(self.title),
            parameters: self.parameters.clone(),
            kinds: self.kinds.iter().map(|k| k.info()).collect(),
            vocabulary: crate::labels::vocabulary(),
        }
    }
}

/// A ruleset in a listing.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct RulesetSummary {
    /// Stable id.
    pub id: String,
    /// Version.
    pub version: String,
    /// The game.
    pub game: Game,
    /// Its title.
    pub title: Localized,
    /// The ids of the kinds implemented.
    #[schema(value_type = Vec<crate::catalogue::KindId>)]
    pub kinds: Vec<String>,
}

/// A ruleset with its parameters and kinds.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct RulesetInfo {
    /// Stable id.
    pub id: String,
    /// Version.
    pub version: String,
    /// The game.
    pub game: Game,
    /// Its title.
    pub title: Localized,
    /// The regulating body's options.
    pub parameters: Parameters,
    /// Every kind implemented, with its facts.
    pub kinds: Vec<KindInfo>,
    /// The labels of the codes its decisions carry: roles, parties,
    /// durations and rectification types.
    pub vocabulary: crate::labels::Vocabulary,
}
