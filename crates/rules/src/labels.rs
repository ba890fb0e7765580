//! The words a thin client shows beside the codes of a decision: what each
//! type of rectification means, and who a role, a party or a duration is.
//! A mobile app draws every screen from the API and holds no text of its
//! own, so every closed set of codes it may meet has a label here, in
//! French and English (`locales/*/labels.ftl`).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::bridge::rectification::{LeadOption, LeadRestrictionLasts, LeadSuits, PenaltyCardKind};
use crate::rectification::{Rectification, SharedRectification};
use crate::ruling::{Party, ReviewReason, Role, Until};
use crate::tarot::deal::Side as TarotSide;
use crate::tarot::vocabulary::{BanScope, TarotRole};
// A value's wire name and the id of its label are arbitre-core's: each
// game labels its own words the same way.
use crate::text::{self, Localized, label_id as message_id, wire_name};

/// A code and its label.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Label {
    /// The code as it appears in decisions (`offenders_lho`, `call_cancelled`…).
    pub value: String,
    /// What to show for it.
    pub label: Localized,
}

/// Every code a decision may carry whose meaning a client must show: the
/// catalogue gives them once, so a client can label a decision it stored
/// long ago, or draw a legend.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Vocabulary {
    /// The players named by their role (`holder` of a choice, `player` of a
    /// bridge rectification).
    pub roles: Vec<Label>,
    /// Tarot players named by their role (`player` of a tarot rectification).
    pub tarot_roles: Vec<Label>,
    /// The groups of players (`holder` of information).
    pub parties: Vec<Label>,
    /// How long a rectification lasts (`until`).
    pub until: Vec<Label>,
    /// Every type of rectification (`type`), with a one-line description.
    pub rectifications: Vec<Label>,
    /// Which deal a tarot bidding ban is for (`deal` of `barred_from_bidding`).
    pub ban_scopes: Vec<Label>,
    /// Which suits a bridge lead restriction is about (`suits`).
    pub lead_suits: Vec<Label>,
    /// Whether a suit is required or forbidden (`kind` of a lead restriction).
    pub lead_options: Vec<Label>,
    /// How long a bridge lead restriction lasts (`lasts`).
    pub lead_restriction_lasts: Vec<Label>,
    /// Major or minor penalty cards (`kind` of a penalty card).
    pub penalty_card_kinds: Vec<Label>,
    /// What a director's or arbiter's review is about (`reason`).
    pub review_reasons: Vec<Label>,
    /// The two sides at tarot (`to`, `side`).
    pub tarot_sides: Vec<Label>,
}

/// The labels of `values`, each under `<prefix>-<name>`.
fn labels_of<T: Serialize>(prefix: &str, values: &[T]) -> Vec<Label> {
    values
        .iter()
        .map(|v| {
            let value = wire_name(v);
            Label { label: text::msg(&message_id(prefix, &value)), value }
        })
        .collect()
}

/// The other closed sets a rectification carries, listed whole; the
/// exhaustive match below keeps each list complete.
const BAN_SCOPES: [BanScope; 2] = [BanScope::Redeal, BanScope::NextDeal];
const LEAD_SUITS: [LeadSuits; 3] =
    [LeadSuits::WithdrawnCallSuits, LeadSuits::AnyOneSuit, LeadSuits::SuitNotSpecifiedByOffender];
const LEAD_OPTIONS: [LeadOption; 2] = [LeadOption::Require, LeadOption::Forbid];
const LEAD_LASTS: [LeadRestrictionLasts; 2] =
    [LeadRestrictionLasts::WhilePartnerRetainsLead, LeadRestrictionLasts::FirstLeadOnly];
const PENALTY_CARD_KINDS: [PenaltyCardKind; 2] = [PenaltyCardKind::Major, PenaltyCardKind::Minor];
const REVIEW_REASONS: [ReviewReason; 8] = [
    ReviewReason::EnforcedPassDamage,
    ReviewReason::InsufficientBidAssistance,
    ReviewReason::ComparableCallAssistance,
    ReviewReason::RevokeEquity,
    ReviewReason::PenaltyCardInformationDamage,
    ReviewReason::ExtraneousInformation,
    ReviewReason::SanctionLeftToArbiter,
    ReviewReason::ScoreLeftToArbiter,
];
const TAROT_SIDES: [TarotSide; 2] = [TarotSide::Taker, TarotSide::Defence];

/// Fails to compile when a variant is added to one of these enums and not
/// to its list above.
#[allow(dead_code)]
fn every_other_variant_is_listed(
    ban: BanScope,
    suits: LeadSuits,
    option: LeadOption,
    lasts: LeadRestrictionLasts,
    kind: PenaltyCardKind,
    reason: ReviewReason,
    side: TarotSide,
) {
    match ban {
        BanScope::Redeal | BanScope::NextDeal => {}
    }
    match suits {
        LeadSuits::WithdrawnCallSuits | LeadSuits::AnyOneSuit | LeadSuits::SuitNotSpecifiedByOffender => {}
    }
    match option {
        LeadOption::Require | LeadOption::Forbid => {}
    }
    match lasts {
        LeadRestrictionLasts::WhilePartnerRetainsLead | LeadRestrictionLasts::FirstLeadOnly => {}
    }
    match kind {
        PenaltyCardKind::Major | PenaltyCardKind::Minor => {}
    }
    match reason {
        ReviewReason::EnforcedPassDamage
        | ReviewReason::InsufficientBidAssistance
        | ReviewReason::ComparableCallAssistance
        | ReviewReason::RevokeEquity
        | ReviewReason::PenaltyCardInformationDamage
        | ReviewReason::ExtraneousInformation
        | ReviewReason::SanctionLeftToArbiter
        | ReviewReason::ScoreLeftToArbiter => {}
    }
    match side {
        TarotSide::Taker | TarotSide::Defence => {}
    }
}

/// Fails to compile when a variant is added to one of the labelled enums
/// and not to its `ALL` list (the match is exhaustive, the list is not).
#[allow(dead_code)]
fn every_variant_is_listed(role: Role, tarot: TarotRole, party: Party, until: Until) {
    match role {
        Role::Offender
        | Role::OffendersPartner
        | Role::OffendersLho
        | Role::OffendersRho
        | Role::Declarer
        | Role::Taker
        | Role::EarlierBidder
        | Role::Director => {}
    }
    match tarot {
        TarotRole::Offender
        | TarotRole::OffendingSide
        | TarotRole::NonOffendingSide
        | TarotRole::OffendersPartner
        | TarotRole::Taker
        | TarotRole::Defence
        | TarotRole::DefenderOnLead
        | TarotRole::Dealer
        | TarotRole::RightfulDealer
        | TarotRole::PlayerOppositeDealer
        | TarotRole::EarlierBidder
        | TarotRole::AllPlayers
        | TarotRole::PlayersConcerned
        | TarotRole::ConcernedFirstOffence
        | TarotRole::ConcernedRepeatOffence
        | TarotRole::PlayersWhoFoundIt
        | TarotRole::Spectator
        | TarotRole::PartnerSittingOut
        | TarotRole::NextDealer => {}
    }
    match party {
        Party::OffendingSide
        | Party::NonOffendingSide
        | Party::OffendersPartner
        | Party::DeclaringSide
        | Party::Defenders => {}
    }
    match until {
        Until::NextTurn | Until::EndOfAuction | Until::EndOfDeal | Until::TricksAgreed => {}
    }
}

impl Role {
    /// Every role, in the order of the enum.
    pub const ALL: [Role; 8] = [
        Role::Offender,
        Role::OffendersPartner,
        Role::OffendersLho,
        Role::OffendersRho,
        Role::Declarer,
        Role::Taker,
        Role::EarlierBidder,
        Role::Director,
    ];

    /// Who this is, in words.
    pub fn label(self) -> Localized {
        text::label_of("role", &self)
    }
}

impl Rectification {
    /// The rectification's `type` as it appears on the wire.
    pub fn type_name(&self) -> String {
        wire_name(self)
    }

    /// What this rectification means, in one line: its type's line, except
    /// for a review, whose line says what the director or arbiter weighs (a
    /// bridge director adjusts a score, a tarot arbiter decides a sanction
    /// the code leaves to him: one line for both would be wrong for one).
    pub fn description(&self) -> Localized {
        match self.as_shared() {
            Some(SharedRectification::DirectorReview { reason: ReviewReason::SanctionLeftToArbiter, .. }) => {
                text::msg("rectification-director-review-sanction")
            }
            Some(SharedRectification::DirectorReview { reason: ReviewReason::ScoreLeftToArbiter, .. }) => {
                text::msg("rectification-director-review-deal")
            }
            // Extraneous information has no offender to speak of: the
            // director weighs whether it affected the result (16C2(c) in
            // 2007, 16D2(c) in 2017), not a side's damage (a probe read
            // "if the non-offending side was damaged" beside a summary
            // that said "if it affected the result").
            Some(SharedRectification::DirectorReview { reason: ReviewReason::ExtraneousInformation, .. }) => {
                text::msg("rectification-director-review-result")
            }
            Some(SharedRectification::DirectorReview { .. }) => text::msg("rectification-director-review-score"),
            // A thin client reads the line out: who deals is part of it.
            _ if let Some(crate::tarot::rectification::Rectification::Redeal { dealer }) = self.as_tarot() => {
                // The role's label starts a sentence; here it ends one.
                let lower_first = |label: std::borrow::Cow<'static, str>| {
                    let mut chars = label.chars();
                    chars.next().map(|c| c.to_lowercase().chain(chars).collect::<String>()).unwrap_or_default()
                };
                let dealer = dealer.label();
                Localized {
                    fr: text::localized("rectification-redeal-by", &[("dealer", lower_first(dealer.fr).into())]).fr,
                    en: text::localized("rectification-redeal-by", &[("dealer", lower_first(dealer.en).into())]).en,
                }
            }
            // The count and the side are in the line, so that it never says
            // tricks go to one side when none go, or go to the other.
            _ if let Some(crate::bridge::rectification::Rectification::TricksTransferred { count, to, .. }) =
                self.as_bridge() =>
            {
                if *count == 0 {
                    text::msg("rectification-tricks-transferred-none")
                } else {
                    text::localized(
                        "rectification-tricks-transferred-count",
                        &[("count", (*count).into()), ("to", wire_name(to).into())],
                    )
                }
            }
            // How long it lasts is in the line: the 2017 26B prohibition
            // lasts while the partner keeps the lead, where the type's own
            // line spoke of the first lead only (an auction probe read it
            // beside `lasts: while_partner_retains_lead`).
            _ if let Some(crate::bridge::rectification::Rectification::LeadRestriction { lasts, .. }) =
                self.as_bridge() =>
            {
                text::msg(match lasts {
                    LeadRestrictionLasts::FirstLeadOnly => "rectification-lead-restriction-first-lead",
                    LeadRestrictionLasts::WhilePartnerRetainsLead => "rectification-lead-restriction-while-on-lead",
                })
            }
            _ => description_of_type(&self.type_name()),
        }
    }
}

/// The one-line description of a rectification type.
pub fn description_of_type(type_name: &str) -> Localized {
    text::msg(&message_id("rectification", type_name))
}

/// Every rectification type, read from the schema the API documents, so
/// the list cannot miss a variant.
pub fn rectification_types() -> Vec<String> {
    let schema = serde_json::to_value(<Rectification as utoipa::PartialSchema>::schema()).unwrap_or_default();
    let mut types = Vec::new();
    for member in schema["oneOf"].as_array().into_iter().flatten() {
        let tag = &member["properties"]["type"]["enum"][0];
        if let Some(name) = tag.as_str() {
            types.push(name.to_owned());
        }
    }
    types
}

/// The whole vocabulary.
pub fn vocabulary() -> Vocabulary {
    let label = |value: String, label: Localized| Label { value, label };
    Vocabulary {
        roles: Role::ALL.iter().map(|r| label(wire_name(r), r.label())).collect(),
        tarot_roles: TarotRole::ALL.iter().map(|r| label(wire_name(r), r.label())).collect(),
        parties: Party::ALL.iter().map(|p| label(wire_name(p), p.label())).collect(),
        until: Until::ALL.iter().map(|u| label(wire_name(u), u.label())).collect(),
        rectifications: rectification_types().into_iter().map(|t| label(t.clone(), description_of_type(&t))).collect(),
        ban_scopes: labels_of("ban-scope", &BAN_SCOPES),
        lead_suits: labels_of("lead-suits", &LEAD_SUITS),
        lead_options: labels_of("lead-option", &LEAD_OPTIONS),
        lead_restriction_lasts: labels_of("lead-lasts", &LEAD_LASTS),
        penalty_card_kinds: labels_of("penalty-card-kind", &PENALTY_CARD_KINDS),
        review_reasons: labels_of("review-reason", &REVIEW_REASONS),
        tarot_sides: labels_of("tarot-side", &TAROT_SIDES),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_has_a_label_in_both_languages() {
        let vocabulary = vocabulary();
        assert!(vocabulary.rectifications.len() > 80, "the schema lists the rectification types");
        let all = vocabulary
            .roles
            .iter()
            .map(|l| ("role", l))
            .chain(vocabulary.tarot_roles.iter().map(|l| ("tarot-role", l)))
            .chain(vocabulary.parties.iter().map(|l| ("party", l)))
            .chain(vocabulary.until.iter().map(|l| ("until", l)))
            .chain(vocabulary.rectifications.iter().map(|l| ("rectification", l)))
            .chain(vocabulary.ban_scopes.iter().map(|l| ("ban-scope", l)))
            .chain(vocabulary.lead_suits.iter().map(|l| ("lead-suits", l)))
            .chain(vocabulary.lead_options.iter().map(|l| ("lead-option", l)))
            .chain(vocabulary.lead_restriction_lasts.iter().map(|l| ("lead-lasts", l)))
            .chain(vocabulary.penalty_card_kinds.iter().map(|l| ("penalty-card-kind", l)))
            .chain(vocabulary.review_reasons.iter().map(|l| ("review-reason", l)))
            .chain(vocabulary.tarot_sides.iter().map(|l| ("tarot-side", l)));
        for (prefix, label) in all {
            assert!(text::exists(&message_id(prefix, &label.value)), "no label for {prefix} {}", label.value);
            assert_ne!(label.label.fr, label.label.en, "{prefix} {} is not translated", label.value);
        }
    }

    #[test]
    fn a_rectification_is_described_by_its_type() {
        let cancelled = Rectification::from(SharedRectification::CallCancelled { player: Role::Offender });
        assert_eq!(cancelled.type_name(), "call_cancelled");
        assert_eq!(cancelled.description(), text::msg("rectification-call-cancelled"));
        assert!(cancelled.description().fr.contains("annul"), "{}", cancelled.description().fr);
        assert_eq!(Role::OffendersLho.label(), text::msg("role-offenders-lho"));
    }

    #[test]
    fn a_review_is_described_by_what_is_weighed() {
        // A tarot arbiter's review decides a sanction: never the bridge
        // line about adjusting a damaged side's score.
        let sanction = Rectification::from(SharedRectification::DirectorReview {
            law: "Règlement officiel, Le jeu de la carte".into(),
            reason: ReviewReason::SanctionLeftToArbiter,
        });
        assert!(sanction.description().en.contains("sanction"), "{}", sanction.description().en);
        assert!(!sanction.description().en.contains("score"), "{}", sanction.description().en);
        let damage = Rectification::from(SharedRectification::DirectorReview {
            law: "27D".into(),
            reason: ReviewReason::InsufficientBidAssistance,
        });
        assert!(damage.description().en.contains("adjusts the score"), "{}", damage.description().en);
    }
}
