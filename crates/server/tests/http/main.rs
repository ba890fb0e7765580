//! The HTTP API's tests, in one binary whose modules follow the URL tree:
//! the real router on 127.0.0.1:0 against SQLite and, when
//! `TEST_DATABASE_URL` is set, PostgreSQL; and the `arbitre` binary itself
//! (operations). Run a part with a filter, e.g.
//! `cargo test -p arbitre-server --test http -- bridge::`.

#![allow(missing_docs)]
// A test reads as one scenario (or one checker), start to end: the
// length lint is for the code under test (issue 12).
#![allow(clippy::too_many_lines)]

/// `/v1/bridge/…`: tricks, auction check, legal plays, score, adjusted
/// score, double dummy.
mod bridge;
/// A test server per backend, and requests to it.
mod common;
/// The contract's examples are answers the server really gives.
mod examples;
/// `/v1/incidents`, `/v1/players`, `/v1/stats`, `/v1/clubs`, the catalogue
/// and health: the stored history and who may see it.
mod incidents;
/// Bad input on any route: bodies, records, paths, parameters, headers.
mod input;
/// `/v1/keys`: issued, listed, rotated and revoked by an admin key.
mod keys;
/// `/openapi.json`: the committed spec, its problem codes and examples.
mod openapi;
/// The `arbitre` binary: processes, shutdown, the README's walkthrough.
mod operations;
/// `/v1/rulings`: every data case of the rules crate, through HTTP.
mod rulings;
/// `/v1/tarot/…` and the tarot arbitration kinds.
mod tarot;
