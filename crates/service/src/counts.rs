//! The statistics' kept counts (migration 0009): the writes append count
//! changes in their own transactions, and this folds them into the totals
//! so that they stay few (a statistics query reads both).

use std::sync::Arc;
use std::time::Duration;

use arbitre_store::Store;

/// How often a server folds the count changes: a minute of reports is at
/// most tens of thousands of changes, which a statistics query sums in a few
/// milliseconds, and one fold a minute costs nothing a client would notice.
pub const FOLD_EVERY: Duration = Duration::from_secs(60);

/// Folds the count changes into the totals every `every`, for as long as
/// the server runs. A failed fold (the database briefly away) is logged and
/// tried again at the next tick: nothing is lost, the changes stay where
/// they are and every count still reads them.
pub async fn keep_folding(store: Arc<dyn Store>, every: Duration) {
    let mut ticks = tokio::time::interval(every);
    // A server that was busy or suspended folds once, not once per tick missed.
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticks.tick().await;
        match store.fold_counts().await {
            Ok(folded) => tracing::debug!(folded, "count changes folded"),
            Err(error) => tracing::warn!(%error, "folding the count changes failed; tried again next time"),
        }
    }
}
