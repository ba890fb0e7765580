//! Law 63: when a revoke is established.

// The paragraphs of Law 63 (ids and citations) are its laws/ file's.
pub use crate::laws::law63::*;
