//! `arbitre`: serves the API (the default) and carries the operator commands.

use std::io::IsTerminal;
use std::process::ExitCode;

use arbitre_server::config::{Config, LogFormat, redacted};
use arbitre_server::{AppState, app, openapi_text};
use arbitre_store::Role;
use clap::{Parser, Subcommand};

use tracing_subscriber::EnvFilter;
use uuid::Uuid;

/// The store the commands and the server use.
type Store = std::sync::Arc<dyn arbitre_store::Store>;

/// The process's allocator (see the workspace manifest: issue 18).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(name = "arbitre", version, about = "Rulings on irregularities at bridge and tarot")]
struct Cli {
    #[command(flatten)]
    config: Config,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Serve the API (the default).
    Serve,
    /// Apply the database migrations and exit.
    Migrate,
    /// Manage clubs.
    Club {
        #[command(subcommand)]
        command: ClubCommand,
    },
    /// Manage API keys.
    Key {
        #[command(subcommand)]
        command: KeyCommand,
    },
    /// Print the OpenAPI document.
    Openapi,
    /// Ask the server listening on the bind address whether it is ready
    /// (`GET /readyz`): exits with success if it is. For a container's
    /// HEALTHCHECK, where no curl is installed.
    Healthcheck,
}

#[derive(Subcommand)]
enum ClubCommand {
    /// Create a club and print its id.
    Create {
        /// The club's name.
        name: String,
        /// The region it belongs to (a federation's regional committee or
        /// league), as the searches will name it.
        #[arg(long)]
        region: Option<String>,
    },
    /// List the clubs, by name, one per line: id, incidents, region, name.
    List {
        /// Only the clubs of this region.
        #[arg(long)]
        region: Option<String>,
    },
    /// Set the region of a club (`--clear` to take it out of any).
    SetRegion {
        /// The club's id.
        id: Uuid,
        /// The region.
        #[arg(required_unless_present = "clear", conflicts_with = "clear")]
        region: Option<String>,
        /// Take the club out of any region.
        #[arg(long)]
        clear: bool,
    },
}

#[derive(Subcommand)]
enum KeyCommand {
    /// Create an API key and print it (it is shown only once).
    Create(NewKeyOptions),
    /// List the keys (never their secrets), oldest first, one per line:
    /// id, role, club, state, expiry, label, holder.
    List {
        /// Only this club's keys.
        #[arg(long)]
        club: Option<Uuid>,
    },
    /// Revoke a key: it authenticates no more.
    Revoke {
        /// The key's id.
        id: Uuid,
    },
    /// Replace a key by a new one (same club, role, label, expiry), revoke
    /// the old one, and print the new secret (shown only once).
    Rotate {
        /// The key's id.
        id: Uuid,
    },
}

/// The options of `key create`.
#[derive(clap::Args)]
struct NewKeyOptions {
    /// The club the key belongs to (club keys only).
    #[arg(long)]
    club: Option<Uuid>,
    /// `club`, `federation` or `admin`.
    #[arg(long, default_value = "club")]
    role: String,
    /// Who holds it (a director, a scoring program), as a free text.
    #[arg(long)]
    label: Option<String>,
    /// Who holds it, named: `director` or `service` (with --holder-name).
    #[arg(long, requires = "holder_name", value_parser = ["director", "service"])]
    holder_kind: Option<String>,
    /// The holder's name: the director's, or the program's (with
    /// --holder-kind).
    #[arg(long, requires = "holder_kind")]
    holder_name: Option<String>,
    /// A director's federation licence.
    #[arg(long, requires = "holder_kind")]
    holder_licence: Option<String>,
    /// When it stops authenticating (RFC 3339, e.g. 2027-06-30T00:00:00Z).
    #[arg(long)]
    expires: Option<chrono::DateTime<chrono::Utc>>,
}

#[tokio::main]
async fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("arbitre: {message}");
            ExitCode::FAILURE
        }
    }
}

async fn run(cli: Cli) -> Result<(), String> {
    let config = cli.config;
    init_logs(&config)?;
    let command = cli.command.unwrap_or(Command::Serve);
    if let Command::Openapi = command {
        let spec = openapi_text();
        println!("{spec}");
        return Ok(());
    }
    if let Command::Healthcheck = command {
        return healthcheck(&config.bind);
    }
    let store = open_store(&config).await?;
    // An operator command says which database it changed: the default (a
    // file in the current folder) is easy to open by mistake.
    if !matches!(command, Command::Serve | Command::Migrate) {
        eprintln!("database: {}", redacted(&config.database_url));
    }
    match command {
        Command::Serve => serve(&config, store).await,
        Command::Migrate => {
            eprintln!("migrations applied to {}", redacted(&config.database_url));
            Ok(())
        }
        Command::Club { command } => club_command(&store, command).await,
        Command::Key { command } => key_command(&store, command).await,
        Command::Openapi | Command::Healthcheck => Ok(()),
    }
}

/// Logs to stderr, filtered by `ARBITRE_LOG`, as text or JSON lines.
fn init_logs(config: &Config) -> Result<(), String> {
    let filter = EnvFilter::try_new(&config.log).map_err(|e| format!("invalid log filter: {e}"))?;
    let logs = tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr);
    match config.log_format {
        // Colour codes only when a person reads a terminal, not in a file
        // or a collector.
        LogFormat::Text => logs.with_ansi(std::io::stderr().is_terminal()).init(),
        LogFormat::Json => logs.json().with_current_span(false).init(),
    }
    Ok(())
}

/// The store, its migrations applied.
async fn open_store(config: &Config) -> Result<Store, String> {
    // Connecting runs the migrations, or, with a migration URL, the owner
    // runs them first and the server connects without.
    match &config.migrate_database_url {
        Some(owner) => {
            // The owner only migrates: one connection is enough.
            arbitre_store::connect(owner, arbitre_store::PoolSize::Fixed(1))
                .await
                .map_err(|e| format!("cannot migrate database {}: {e}", redacted(owner)))?;
            arbitre_store::connect_without_migrations(&config.database_url, config.pool_size()).await
        }
        None => arbitre_store::connect(&config.database_url, config.pool_size()).await,
    }
    .map_err(|e| format!("cannot open database {}: {e}", redacted(&config.database_url)))
}

/// Serves the API until SIGTERM or SIGINT, then lets the requests and
/// writes in flight finish within the grace period.
async fn serve(config: &Config, store: Store) -> Result<(), String> {
    arbitre_service::double_dummy::configure(config.dd_gate());
    if let Err(refused) = arbitre_service::double_dummy::start_solver_pool(config.dd_priority.into()).await {
        tracing::warn!(%refused, "the double-dummy solver runs at normal priority");
    }
    let listener = tokio::net::TcpListener::bind(&config.bind)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", config.bind))?;
    let address = listener.local_addr().map_err(|e| e.to_string())?;
    // The handlers are installed before the server says it listens:
    // a supervisor may send SIGTERM as soon as it reads that line.
    let signals = shutdown_signal();
    tracing::info!(%address, database = %redacted(&config.database_url), "arbitre listening");
    // On SIGTERM (docker stop, Kubernetes) or SIGINT the server stops
    // accepting, lets the requests in flight finish for the grace
    // period, then stops: a write is one transaction, so one cut
    // short is rolled back, never half stored.
    let (stopping, stop) = tokio::sync::oneshot::channel::<()>();
    // The statistics' count changes, folded on the primary (a
    // replica receives the folds).
    tokio::spawn(arbitre_service::counts::keep_folding(store.clone(), arbitre_service::counts::FOLD_EVERY));
    let mut state = AppState::new(store)
        .with_open_route_limit(config.open_route_limit())
        .with_open_route_places(arbitre_server::concurrency_limit::OpenRoutePlaces::new(config.open_concurrency));
    if let Some(replica) = read_replica(config)? {
        state = state.with_history(replica);
    }
    let router = arbitre_server::with_cors(app(state), &config.cors_origins)?;
    let header_read_timeout = std::time::Duration::from_secs(config.header_read_timeout_seconds);
    let server = arbitre_server::serve::serve(listener, router, header_read_timeout, async move {
        signals.await;
        tracing::info!("shutting down: no new connections, requests in flight finishing");
        let _ = stopping.send(());
    });
    let grace = std::time::Duration::from_secs(config.shutdown_grace_seconds);
    let server = tokio::spawn(server);
    tokio::pin!(server);
    tokio::select! {
        finished = &mut server => return finished.map_err(|e| e.to_string()),
        _ = stop => {}
    }
    // The requests in flight, then the writes their clients left
    // running, within the grace period.
    let drained = tokio::time::timeout(grace, async {
        let served = (&mut server).await;
        while arbitre_server::writes_in_flight() > 0 {
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
        served
    })
    .await;
    match drained {
        Ok(finished) => finished.map_err(|e| e.to_string()),
        Err(_) => {
            tracing::warn!(
                seconds = grace.as_secs(),
                writes = arbitre_server::writes_in_flight(),
                "requests or writes still in flight after the grace period"
            );
            Ok(())
        }
    }
}

/// `club create`, `club list`, `club set-region`.
async fn club_command(store: &Store, command: ClubCommand) -> Result<(), String> {
    match command {
        ClubCommand::Create { name, region } => {
            let region = cli_region(region)?;
            let club = store.create_club_in(&name, region.as_deref()).await.map_err(|e| e.to_string())?;
            println!("{}", club.id);
            Ok(())
        }
        ClubCommand::List { region } => {
            let region = cli_region(region)?;
            let clubs = store.clubs_with_counts(None, region.as_deref()).await.map_err(|e| e.to_string())?;
            for (club, incidents) in clubs {
                // Tab-separated, the name last: it may hold anything but a
                // tab or a line break reads as a column.
                println!("{}\t{incidents}\t{}\t{}", club.id, club.region.unwrap_or_default(), club.name);
            }
            Ok(())
        }
        ClubCommand::SetRegion { id, region, clear: _ } => {
            let region = cli_region(region)?;
            store
                .set_club_region(id, region.as_deref())
                .await
                .map_err(|e| e.to_string())?
                .ok_or(format!("no club {id}"))?;
            Ok(())
        }
    }
}

/// `key create`, `key list`, `key revoke`, `key rotate`.
async fn key_command(store: &Store, command: KeyCommand) -> Result<(), String> {
    match command {
        KeyCommand::Create(options) => {
            let new = new_key(store, options).await?;
            let (_, secret) = store.issue_api_key(new).await.map_err(|e| e.to_string())?;
            println!("{secret}");
            Ok(())
        }
        KeyCommand::List { club } => list_keys(store, club).await,
        KeyCommand::Revoke { id } => {
            let key = store.revoke_api_key(id).await.map_err(|e| match e {
                arbitre_store::StoreError::NotFound => format!("no key {id}"),
                other => other.to_string(),
            })?;
            eprintln!("key {} revoked", key.id);
            Ok(())
        }
        KeyCommand::Rotate { id } => {
            let (key, secret) = store.rotate_api_key(id).await.map_err(|e| match e {
                arbitre_store::StoreError::NotFound => format!("no key {id}"),
                arbitre_store::StoreError::KeyRevoked => format!("key {id} was revoked: create a new one"),
                arbitre_store::StoreError::KeyExpired => format!("key {id} has expired: create a new one"),
                other => other.to_string(),
            })?;
            eprintln!("key {id} revoked; its replacement is {}", key.id);
            println!("{secret}");
            Ok(())
        }
    }
}

/// The key `key create` asks for, checked as the API checks a key.
async fn new_key(store: &Store, options: NewKeyOptions) -> Result<arbitre_store::NewApiKey, String> {
    let NewKeyOptions { club, role, label, holder_kind, holder_name, holder_licence, expires } = options;
    let role: Role = role.parse().map_err(|_| format!("unknown role {role:?}: club, federation or admin"))?;
    match (role, club) {
        (Role::Club, None) => return Err("a club key needs --club ID".into()),
        (Role::Federation | Role::Admin, Some(_)) => {
            return Err("federation and admin keys belong to no club: omit --club".into());
        }
        (Role::Club, Some(id)) => {
            store.get_club(id).await.map_err(|e| e.to_string())?.ok_or(format!("no club {id}"))?;
        }
        _ => {}
    }
    if expires.is_some_and(|at| at <= chrono::Utc::now()) {
        return Err("--expires must be in the future".into());
    }
    if expires.is_some_and(|at| at > arbitre_service::keys::latest_expiry()) {
        return Err("--expires must be on 9999-12-31 at the latest".into());
    }
    if label.as_ref().is_some_and(|l| l.contains('\0') || l.len() > arbitre_service::keys::MAX_LABEL) {
        return Err(format!("--label must be at most {} bytes, without NUL", arbitre_service::keys::MAX_LABEL));
    }
    // clap allows only `director` and `service` (the stored texts).
    let holder = match (holder_kind.as_deref().and_then(arbitre_store::HolderKind::from_text), holder_name) {
        (Some(kind), Some(name)) => {
            let holder = arbitre_service::keys::KeyHolderView { kind: kind.into(), name, licence: holder_licence };
            // The API's checks, with its English message.
            Some(holder.checked().map_err(|e| e.english_detail())?)
        }
        _ => None,
    };
    Ok(arbitre_store::NewApiKey { club_id: club, role, label, holder, expires_at: expires })
}

/// `key list`: one line per key, tab-separated.
async fn list_keys(store: &Store, club: Option<Uuid>) -> Result<(), String> {
    let now = chrono::Utc::now();
    for key in store.api_keys(club).await.map_err(|e| e.to_string())? {
        let state = match (key.revoked_at, key.is_active(now)) {
            (Some(_), _) => "revoked",
            (None, false) => "expired",
            (None, true) => "active",
        };
        let holder = key.holder.map_or_else(String::new, |h| match h.licence {
            Some(licence) => format!("{} {} ({licence})", h.kind.as_str(), h.name),
            None => format!("{} {}", h.kind.as_str(), h.name),
        });
        println!(
            "{}\t{}\t{}\t{state}\t{}\t{}\t{holder}",
            key.id,
            key.role.as_str(),
            key.club_id.map(|c| c.to_string()).unwrap_or_else(|| "-".into()),
            key.expires_at.map(|t| t.to_rfc3339()).unwrap_or_else(|| "-".into()),
            key.label.unwrap_or_default(),
        );
    }
    Ok(())
}

/// `GET /readyz` on the server listening on `bind` (an unspecified address,
/// `0.0.0.0`, is asked on the loopback), within 3 seconds: ready when it
/// answers 200. Plain HTTP/1.1 over a socket, so that the binary needs no
/// HTTP client.
fn healthcheck(bind: &str) -> Result<(), String> {
    use std::io::{Read, Write};
    use std::net::{SocketAddr, TcpStream, ToSocketAddrs};
    use std::time::Duration;
    let mut address: SocketAddr = bind
        .to_socket_addrs()
        .map_err(|e| format!("cannot read the bind address {bind}: {e}"))?
        .next()
        .ok_or(format!("no address for {bind}"))?;
    if address.ip().is_unspecified() {
        address.set_ip(if address.is_ipv4() {
            std::net::Ipv4Addr::LOCALHOST.into()
        } else {
            std::net::Ipv6Addr::LOCALHOST.into()
        });
    }
    let within = Duration::from_secs(3);
    let mut stream =
        TcpStream::connect_timeout(&address, within).map_err(|e| format!("no server on {address}: {e}"))?;
    stream.set_read_timeout(Some(within)).map_err(|e| e.to_string())?;
    stream.set_write_timeout(Some(within)).map_err(|e| e.to_string())?;
    write!(stream, "GET /readyz HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n\r\n")
        .map_err(|e| e.to_string())?;
    let mut answer = Vec::new();
    // The status line is all that matters; a timeout after it is fine.
    let _ = stream.take(4096).read_to_end(&mut answer);
    let status_line = String::from_utf8_lossy(&answer).lines().next().unwrap_or_default().to_owned();
    if status_line.split_whitespace().nth(1) == Some("200") {
        Ok(())
    } else {
        Err(format!("not ready: {status_line:?}"))
    }
}

/// SIGTERM or SIGINT (Ctrl-C), whichever comes first. Both handlers are
/// installed when this is called, so that a signal sent as soon as the
/// server says it listens (`docker stop`, a supervisor) is not lost to the
/// default action, an abrupt end.
fn shutdown_signal() -> impl std::future::Future<Output = ()> {
    #[cfg(unix)]
    let (terminate, interrupt) = {
        use tokio::signal::unix::{SignalKind, signal};
        (signal(SignalKind::terminate()).ok(), signal(SignalKind::interrupt()).ok())
    };
    async move {
        #[cfg(unix)]
        {
            // Without a handler, that signal keeps its default action.
            let wait = |handler: Option<tokio::signal::unix::Signal>| async move {
                match handler {
                    Some(mut signal) => {
                        signal.recv().await;
                    }
                    None => std::future::pending::<()>().await,
                }
            };
            tokio::select! {
                () = wait(terminate) => {}
                () = wait(interrupt) => {}
            }
        }
        #[cfg(not(unix))]
        {
            let _ = tokio::signal::ctrl_c().await;
        }
    }
}

/// The read replica named by `ARBITRE_READ_DATABASE_URL`, if any: connected
/// without migrations (a replica is read-only and gets them from the
/// primary). Both URLs must be PostgreSQL: a SQLite file has no replica, and
/// a replica of another kind of database than the primary is a mistake.
fn read_replica(config: &Config) -> Result<Option<std::sync::Arc<dyn arbitre_store::Store>>, String> {
    let Some(url) = &config.read_database_url else { return Ok(None) };
    let postgres = |url: &str| url.starts_with("postgres://") || url.starts_with("postgresql://");
    if !postgres(url) || !postgres(&config.database_url) {
        return Err(format!(
            "ARBITRE_READ_DATABASE_URL ({}) must name a PostgreSQL replica of a PostgreSQL ARBITRE_DATABASE_URL",
            redacted(url)
        ));
    }
    // Connected on first use: a replica down at start-up must not keep the
    // server, and the clubs' writes, from starting.
    let replica = arbitre_store::connect_replica(url, config.pool_size())
        .map_err(|e| format!("cannot open the read replica {}: {e}", redacted(url)))?;
    tracing::info!(replica = %redacted(url), "searches, statistics and exports read from the replica");
    Ok(Some(replica))
}

/// A region given on the command line, trimmed: an empty one is refused
/// (the searches refuse an empty `region`, so no club could be found by it).
fn cli_region(region: Option<String>) -> Result<Option<String>, String> {
    match region.map(|r| r.trim().to_owned()) {
        Some(r) if r.is_empty() => Err("an empty --region names no region: leave it out".into()),
        region => Ok(region),
    }
}
