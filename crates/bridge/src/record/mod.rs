//! A deal record's readers (structure only): PBN ([`pbn`]), LIN ([`lin`])
//! and JSON, into the checked record ([`deal_record`]), and the errors a
//! record is refused with ([`record_error`]).

pub mod deal_record;
pub mod lin;
pub mod pbn;
pub mod record_error;
