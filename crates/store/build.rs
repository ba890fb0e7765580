//! `sqlx::migrate!` embeds the migration files at compile time. It notices
//! edits to files it already knows, but not a newly added migration: tell
//! Cargo to rebuild this crate whenever either migrations folder changes.

fn main() {
    println!("cargo:rerun-if-changed=../../migrations/sqlite");
    println!("cargo:rerun-if-changed=../../migrations/postgres");
}
