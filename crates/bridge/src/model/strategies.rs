//! Random values for property tests, shared with the crates above
//! (`arbitre-rules` checks its record readers on the same auctions).
//! Built for this crate's tests and under the `proptest` feature only.

use proptest::prelude::*;

use crate::auction::{Auction, AuctionCall, Bid, Call, Irregularity};
use crate::card::{Doubling, Seat, Strain};

/// A random auction that could have happened: each step picks a pass,
/// a sufficient bid, an admissible double or redouble, and now and then
/// an insufficient bid or a call out of rotation (marked).
// `slot` is below 35, so a level is 1 to 7: the casts cannot truncate.
#[allow(clippy::cast_possible_truncation)]
pub fn any_auction(irregular: bool) -> impl Strategy<Value = Auction> {
    (0usize..4, prop::collection::vec((0u8..100, 0u8..35, 0u8..4, any::<bool>()), 0..40)).prop_map(
        move |(dealer, steps)| {
            let mut a = Auction::new(Seat::from_index(dealer));
            for (kind, raise, skip, alert) in steps {
                let state = a.state();
                if state.is_closed() {
                    break;
                }
                let mut seat = state.turn;
                let last = state.last_bid.map(|b| b.2);
                let mut mark_insufficient = false;
                let call = match kind {
                    0..=44 => Call::Pass,
                    45..=79 => {
                        let start = last.map_or(0, |b| usize::from(b.level - 1) * 5 + b.strain as usize + 1);
                        let slot = start + usize::from(raise) % 4;
                        if slot >= 35 {
                            Call::Pass
                        } else {
                            Call::Bid(Bid { level: (slot / 5) as u8 + 1, strain: Strain::ALL[slot % 5] })
                        }
                    }
                    80..=89 => match (state.last_bid, state.doubling, state.doubled_by) {
                        (Some((_, bidder, _)), Doubling::Undoubled, _) if bidder.side() != seat.side() => Call::Double,
                        (Some(_), Doubling::Doubled, Some(d)) if d.side() != seat.side() => Call::Redouble,
                        _ => Call::Pass,
                    },
                    _ if irregular && last.is_some_and(|b| b > Bid { level: 1, strain: Strain::Clubs }) => {
                        let top = last.map_or(0, |b| usize::from(b.level - 1) * 5 + b.strain as usize);
                        let slot = usize::from(raise) % top;
                        mark_insufficient = raise % 2 == 0;
                        Call::Bid(Bid { level: (slot / 5) as u8 + 1, strain: Strain::ALL[slot % 5] })
                    }
                    _ => Call::Pass,
                };
                let out_of_rotation = irregular && skip > 0 && kind % 7 == 0;
                if out_of_rotation {
                    seat = Seat::from_index(seat.index() + usize::from(skip));
                    // A double must still be admissible from the new seat.
                    if matches!(call, Call::Double | Call::Redouble) {
                        continue;
                    }
                }
                let mut entry = AuctionCall::new(seat, call);
                entry.alerted = alert && kind % 3 == 0;
                if kind % 5 == 0 {
                    entry.explanation = Some(format!("note {raise}"));
                }
                entry.irregularity = Irregularity::from_flags(mark_insufficient, out_of_rotation);
                a.calls.push(entry);
            }
            a
        },
    )
}
