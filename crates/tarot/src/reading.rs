//! A tarot deal record, read from an incident's JSON (`record.tarot`): the
//! one reader the evaluation's checks and the cases share.

use arbitre_core::InputError;

use arbitre_core::text;

/// A tarot deal record read from its JSON (`record.tarot`), or the problem
/// naming why it cannot be.
///
/// # Errors
/// `invalid_record` at `/record/tarot`.
pub fn read_tarot_record(value: &serde_json::Value) -> Result<crate::record::DealRecord, InputError> {
    arbitre_core::read_json_object(value.clone()).map_err(|e| {
        // The value at fault inside the record is named (`/record/tarot/hands/0/0`).
        InputError::new("invalid_record", format!("/record/tarot{}", e.pointer), {
            let reason = arbitre_core::serde_reason::reason(&e.message);
            text::localized(
                "fft-error-record-unreadable",
                &[("error_fr", reason.fr.into()), ("error_en", reason.en.into())],
            )
        })
    })
}
