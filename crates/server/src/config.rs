//! Configuration, from flags and environment variables.

use clap::Args;

/// Where the service listens and what it stores into.
#[derive(Debug, Clone, Args)]
pub struct Config {
    /// Database URL: `sqlite://FILE` (created if missing) or `postgres://…`.
    #[arg(long, env = "ARBITRE_DATABASE_URL", default_value = "sqlite://arbitre.db")]
    pub database_url: String,
    /// The database URL migrations run with, when the server itself runs
    /// as a role that owns nothing (`arbitre_server` on PostgreSQL, which
    /// may read and append but cannot alter, delete or truncate the
    /// history). Unset: migrations run with `database_url`.
    #[arg(long, env = "ARBITRE_MIGRATE_DATABASE_URL")]
    pub migrate_database_url: Option<String>,
    /// A PostgreSQL streaming replica of `database_url` for the federation's
    /// reads: searches (`GET /v1/incidents`), statistics, exports and the
    /// list of clubs. Writes, an incident read by its id and everything a
    /// write reads go to `database_url`. A page may then lag the primary by
    /// the replica's delay. PostgreSQL only; migrations never run on it
    /// (a replica is read-only: it receives them from the primary). Unset:
    /// every read goes to `database_url`.
    #[arg(long, env = "ARBITRE_READ_DATABASE_URL")]
    pub read_database_url: Option<String>,
    /// The most connections the server opens to PostgreSQL (the read
    /// replica's pool too), from 1 to 1,000. Unset: sized for the database,
    /// a quarter of the connections it accepts, between 10 and 64
    /// (`arbitre_store::PoolSize`). SQLite ignores it (one writer).
    #[arg(long, env = "ARBITRE_DATABASE_POOL_SIZE", value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub database_pool_size: Option<u32>,
    /// Address and port to listen on.
    #[arg(long, env = "ARBITRE_BIND", default_value = "127.0.0.1:8080")]
    pub bind: String,
    /// Log filter (tracing `EnvFilter` syntax), e.g. `info` or `arbitre_server=debug`.
    #[arg(long, env = "ARBITRE_LOG", default_value = "info")]
    pub log: String,
    /// Log lines as `text` (for a person) or `json` (one object per line,
    /// for a log collector).
    #[arg(long, env = "ARBITRE_LOG_FORMAT", value_enum, default_value = "text")]
    pub log_format: LogFormat,
    /// Browser origins allowed to call the API (CORS), comma-separated, e.g.
    /// `https://club.example,https://app.example`. Unset: none (the
    /// default; scoring software and mobile apps need no CORS).
    #[arg(long, env = "ARBITRE_CORS_ORIGINS", value_delimiter = ',')]
    pub cors_origins: Vec<String>,
    /// On SIGTERM or SIGINT: how many seconds requests in flight are given to
    /// finish before the process stops.
    #[arg(long, env = "ARBITRE_SHUTDOWN_GRACE_SECONDS", default_value_t = 30)]
    pub shutdown_grace_seconds: u64,
    /// How many seconds a client has to send a request's headers, counted
    /// from when the server starts waiting for them; past it the connection
    /// is closed (a client that never finishes its headers would otherwise
    /// hold a connection for good). It also closes a keep-alive connection
    /// left idle that long: a proxy in front should keep its upstream
    /// connections idle for less. The default is hyper's own, 30.
    #[arg(long, env = "ARBITRE_HEADER_READ_TIMEOUT_SECONDS", default_value_t = 30,
          value_parser = clap::value_parser!(u64).range(1..=300))]
    pub header_read_timeout_seconds: u64,
    /// Double-dummy solves that may run at once (the analysis route, the
    /// Law 64C and 12C figures of rulings). Unset: one per core.
    #[arg(long, env = "ARBITRE_DD_CONCURRENCY")]
    pub dd_concurrency: Option<usize>,
    /// How long, in milliseconds, a request waits for a double-dummy solve,
    /// its turn included; past it the route answers 503 with `Retry-After`
    /// and a ruling goes without the figures nobody named. From 1 to 25,000:
    /// a longer wait would outlast the request's own timeout (30 s), and the
    /// client would never see the 503. A request solves at most once, within
    /// this deadline, however many times its write is tried.
    #[arg(long, env = "ARBITRE_DD_DEADLINE_MS", default_value_t = 10_000,
          value_parser = clap::value_parser!(u64).range(1..=25_000))]
    pub dd_deadline_ms: u64,
    /// How the double-dummy solver's threads are scheduled: `idle` (only on
    /// time nothing else wants: rulings and health checks keep their
    /// latency, and a solve waits, up to the deadline, while the cores are
    /// busy) or `normal` (like every other thread).
    #[arg(long, env = "ARBITRE_DD_PRIORITY", value_enum, default_value = "idle")]
    pub dd_priority: DdPriority,
    /// Requests a second each client address may make on the routes open
    /// without a key (evaluations, game tools); past it 429 with
    /// `Retry-After`. 0: no limit (behind a proxy that limits, or for a
    /// benchmark from one address).
    #[arg(long, env = "ARBITRE_RATE_LIMIT_PER_SECOND", default_value_t = 50)]
    pub rate_limit_per_second: u32,
    /// The largest burst of requests a client address may make at once on
    /// the open routes (at least the rate a second).
    #[arg(long, env = "ARBITRE_RATE_LIMIT_BURST", default_value_t = 100)]
    pub rate_limit_burst: u32,
    /// How many requests the open routes serve at once, all clients
    /// together; past it 503 `server_busy` with `Retry-After`, at once.
    /// 0: no bound.
    #[arg(long, env = "ARBITRE_OPEN_CONCURRENCY", default_value_t = 256)]
    pub open_concurrency: usize,
}

impl Config {
    /// The open routes' rate limit.
    pub fn open_route_limit(&self) -> crate::rate_limit::OpenRouteLimit {
        crate::rate_limit::OpenRouteLimit::new(self.rate_limit_per_second, self.rate_limit_burst)
    }

    /// The double-dummy gate's settings.
    pub fn dd_gate(&self) -> arbitre_service::double_dummy::GateSettings {
        let defaults = arbitre_service::double_dummy::GateSettings::default();
        arbitre_service::double_dummy::GateSettings {
            concurrency: self.dd_concurrency.unwrap_or(defaults.concurrency),
            deadline: std::time::Duration::from_millis(self.dd_deadline_ms),
        }
    }
}

/// The database URL with any password hidden, for logs.
pub fn redacted(url: &str) -> String {
    // scheme://user:password@host → scheme://user:***@host
    if let Some((scheme, rest)) = url.split_once("://")
        && let Some((credentials, host)) = rest.split_once('@')
        && let Some((user, _)) = credentials.split_once(':')
    {
        return format!("{scheme}://{user}:***@{host}");
    }
    url.to_owned()
}

#[cfg(test)]
mod tests {
    #[test]
    fn passwords_never_reach_the_logs() {
        assert_eq!(super::redacted("postgres://u:secret@db:5432/x"), "postgres://u:***@db:5432/x");
        assert_eq!(super::redacted("sqlite://arbitre.db"), "sqlite://arbitre.db");
    }
}

/// How log lines are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum LogFormat {
    /// Human-readable lines; colours only on a terminal.
    Text,
    /// One JSON object per line.
    Json,
}

/// How the double-dummy solver's threads are scheduled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum DdPriority {
    /// Linux's idle scheduling policy: only on time nothing else wants.
    Idle,
    /// Like every other thread of the process.
    Normal,
}

impl From<DdPriority> for arbitre_service::double_dummy::SolverPriority {
    fn from(priority: DdPriority) -> Self {
        match priority {
            DdPriority::Idle => arbitre_service::double_dummy::SolverPriority::Idle,
            DdPriority::Normal => arbitre_service::double_dummy::SolverPriority::Normal,
        }
    }
}

impl Config {
    /// The size of the PostgreSQL pools.
    pub fn pool_size(&self) -> arbitre_store::PoolSize {
        self.database_pool_size.map_or(arbitre_store::PoolSize::ForTheDatabase, arbitre_store::PoolSize::Fixed)
    }
}
