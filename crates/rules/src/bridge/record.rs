//! Reading a bridge deal record sent with an incident, and what the engine
//! derives from it for every law (trick winners, each side's tricks).

use crate::bridge::pbn::{self, PbnGame};
use crate::bridge::play::{reconstruct_tricks, tricks_won};
use crate::bridge::record_error::RecordError;
use crate::evaluate::InputError;
use crate::ruling::{Derived, PlayedCard, Record, TrickView};
use crate::text;

/// Reads the PBN text of a record (the board it names, or its only game).
pub fn read(record: &Record) -> Result<Option<PbnGame>, InputError> {
    let Some(text) = &record.pbn else { return Ok(None) };
    pbn::parse_pbn_board(text, record.board).map(Some).map_err(|e| to_input_error(&e, "/record/pbn"))
}

/// A record error as an input error pointing at the record field, with the
/// PBN tag or section and the line in the message.
pub fn to_input_error(error: &RecordError, pointer: &str) -> InputError {
    let reason = error.localized();
    let line = error.line.map_or(0, |l| l as i64);
    let detail = text::localized(
        if error.line.is_some() { "error-record-at-line" } else { "error-record" },
        &[
            ("field", error.field.clone().into()),
            ("line", line.into()),
            ("reason_fr", reason.fr.into()),
            ("reason_en", reason.en.into()),
        ],
    );
    InputError::new("invalid_record", pointer, detail)
}

/// The play as the engine reconstructs it: every trick with its winner, and
/// each side's complete tricks. `None` when the record has no contract with a
/// strain or no play section: then there is nothing to reconstruct.
pub fn derive(game: &PbnGame) -> Result<Option<Derived>, InputError> {
    let (Some(strain), Some(play)) = (game.contract.and_then(|c| c.strain()), game.play.as_ref()) else {
        return Ok(None);
    };
    let tricks = reconstruct_tricks(game.deal.as_ref(), strain, play).map_err(|e| to_input_error(&e, "/record/pbn"))?;
    let (ns, ew) = tricks_won(&tricks);
    Ok(Some(Derived {
        contract: game.contract.map(|c| c.to_string()),
        declarer: game.declarer,
        tricks: tricks
            .iter()
            .map(|t| TrickView {
                number: t.number,
                leader: t.leader,
                cards: t.cards.iter().map(|(seat, card)| PlayedCard { seat: *seat, card: *card }).collect(),
                winner: t.winner,
            })
            .collect(),
        ns,
        ew,
        recorded_result: game.result,
    }))
}
