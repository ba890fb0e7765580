//! A per-client rate limit on the open routes (evaluations and game tools,
//! which take no key): one client cannot take the whole service's time.
//!
//! The limiter is `governor`'s keyed GCRA: each client address gets
//! `per_second` requests a second with bursts up to `burst`. Past it the
//! answer is 429 `rate_limited` with `Retry-After`, before the body is read,
//! so a refused request costs no parsing. The keyed routes are not limited
//! here: a key names its holder, who can be revoked.
//!
//! The client is the connection's peer address ([`serve`](crate::serve)
//! puts it in the request), an IPv6 one by its /64. Each server process
//! keeps its own buckets: behind a load balancer over N processes a client
//! gets N times the rate. Behind a reverse proxy every client shares the
//! proxy's address: limit at the proxy then, and turn this one off
//! (`ARBITRE_RATE_LIMIT_PER_SECOND=0`). A request with no peer address
//! (the in-process router of the tests) shares one bucket, never a 500.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use axum::extract::{ConnectInfo, Request};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::problem::ApiError;

/// Past this many client addresses remembered, those whose bucket is full
/// again are forgotten: the limiter's memory stays bounded whoever calls.
const ADDRESSES_KEPT: usize = 10_000;

/// Past [`ADDRESSES_KEPT`], the forgetting runs once in this many requests:
/// it scans the whole map under its lock, and a client rotating addresses
/// must not make every request pay for it.
const FORGET_EVERY: u64 = 1024;

/// The open routes' limit, shared by every request (cheap to clone).
#[derive(Clone, Default)]
pub struct OpenRouteLimit(Option<Arc<Limiter>>);

/// The keyed limiter and the count of requests it has seen.
struct Limiter {
    buckets: DefaultKeyedRateLimiter<IpAddr>,
    seen: AtomicU64,
}

/// The bucket a client address draws from: an IPv4 address (an IPv6 one
/// that maps it is the same client), or an IPv6 /64, the block one
/// subscriber usually holds: otherwise a single client would get a bucket
/// for each of its addresses.
fn client_key(address: IpAddr) -> IpAddr {
    match address.to_canonical() {
        IpAddr::V6(v6) => IpAddr::V6(Ipv6Addr::from(u128::from(v6) & !((1u128 << 64) - 1))),
        v4 => v4,
    }
}

impl OpenRouteLimit {
    /// `per_second` requests a second per client address, in bursts of at
    /// most `burst` (at least `per_second`); 0 requests a second: no limit.
    pub fn new(per_second: u32, burst: u32) -> Self {
        let Some(rate) = NonZeroU32::new(per_second) else { return OpenRouteLimit(None) };
        let burst = NonZeroU32::new(burst.max(per_second)).unwrap_or(rate);
        let buckets = RateLimiter::keyed(Quota::per_second(rate).allow_burst(burst));
        OpenRouteLimit(Some(Arc::new(Limiter { buckets, seen: AtomicU64::new(0) })))
    }

    /// No limit (the library's default: the `arbitre` binary sets one).
    pub fn off() -> Self {
        OpenRouteLimit(None)
    }

    /// Whether a request from `client` may go on now; if not, how many whole
    /// seconds it should wait (at least 1).
    fn admit(&self, client: IpAddr) -> Result<(), u64> {
        let Some(limiter) = &self.0 else { return Ok(()) };
        if limiter.seen.fetch_add(1, Ordering::Relaxed) % FORGET_EVERY == 0 && limiter.buckets.len() > ADDRESSES_KEPT {
            limiter.buckets.retain_recent();
            limiter.buckets.shrink_to_fit();
        }
        limiter.buckets.check_key(&client_key(client)).map_err(|not_until| {
            let wait = not_until.wait_time_from(DefaultClock::default().now());
            // Rounded up: a client that waits what it is told is admitted.
            (wait.as_secs() + u64::from(wait.subsec_nanos() > 0)).max(1)
        })
    }
}

/// The 429 problem+json, in the caller's language, with `Retry-After`,
/// for `request` when its client is past its rate; `None` when it is
/// admitted (and counted against its rate). The open routes' middleware
/// (`guard_open_routes` in lib.rs) asks it first.
pub fn refusal(request: &Request) -> Option<Response> {
    let limit = request.extensions().get::<OpenRouteLimit>().cloned().unwrap_or_default();
    let client = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |ConnectInfo(address)| address.ip());
    let seconds = limit.admit(client).err()?;
    metrics::counter!("arbitre_rate_limited_total").increment(1);
    Some(
        ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            "rate_limited",
            arbitre_rules::text::localized("error-rate-limited", &[("seconds", seconds.to_string().into())]),
        )
        .retry_after(seconds)
        .into_response(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_client_past_its_burst_waits_and_others_do_not() {
        let limit = OpenRouteLimit::new(1, 3);
        let one: IpAddr = "192.0.2.1".parse().unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST));
        let other: IpAddr = "192.0.2.2".parse().unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST));
        for _ in 0..3 {
            assert_eq!(limit.admit(one), Ok(()));
        }
        // One a second: the fourth within the same instant waits one second.
        assert_eq!(limit.admit(one), Err(1));
        assert_eq!(limit.admit(other), Ok(()));
    }

    #[test]
    fn one_ipv6_subscriber_is_one_client_and_a_mapped_ipv4_address_is_its_own() {
        let limit = OpenRouteLimit::new(1, 1);
        let first: IpAddr = "2001:db8:1:2::1".parse().unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST));
        let same_block: IpAddr = "2001:db8:1:2:ffff::9".parse().unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST));
        let other_block: IpAddr = "2001:db8:1:3::1".parse().unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST));
        assert_eq!(limit.admit(first), Ok(()));
        assert_eq!(limit.admit(same_block), Err(1));
        assert_eq!(limit.admit(other_block), Ok(()));
        let mapped: IpAddr = "::ffff:192.0.2.7".parse().unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST));
        let plain: IpAddr = "192.0.2.7".parse().unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST));
        let near: IpAddr = "192.0.2.8".parse().unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST));
        assert_eq!(limit.admit(mapped), Ok(()));
        assert_eq!(limit.admit(plain), Err(1));
        assert_eq!(limit.admit(near), Ok(()));
    }

    #[test]
    fn zero_a_second_is_no_limit() {
        let limit = OpenRouteLimit::new(0, 0);
        for _ in 0..1000 {
            assert_eq!(limit.admit(IpAddr::V4(Ipv4Addr::LOCALHOST)), Ok(()));
        }
    }
}
