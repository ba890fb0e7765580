//! # arbitre-service
//!
//! The incident workflow between the HTTP server and the store: report an
//! incident, answer its interview, read it back, list incidents, a player's
//! sanctions, the director's own ruling, appeals and their decisions. It counts repeat offences and plans the sanctions of a tarot
//! ruling, which the store writes with the ruling in one transaction. It
//! knows nothing of HTTP: its errors ([`ServiceError`]) say why a request is
//! refused, and the server gives each a status and renders its text in the
//! caller's language.
//!
//! ```text
//! server (axum) ─→ service ─→ store
//!                         └─→ rules
//! ```

pub mod appeals;
pub mod caller;
pub mod counts;
pub mod director;
pub mod double_dummy;
pub mod error;
pub mod keys;
pub mod request;
mod sanctions;
pub mod view;
pub mod workflow;

pub use caller::Caller;
pub use error::{Refusal, ServiceError};
pub use request::{IncidentContext, RulingRequest};
pub use workflow::{Amendment, Reported, Service};
