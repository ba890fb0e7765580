//! `arbitre`: serves the API (the default) and carries the operator commands.

use std::process::ExitCode;

use arbitre_server::config::{Config, redacted};
use arbitre_server::{AppState, app, openapi_text};
use arbitre_store::Role;
use clap::{Parser, Subcommand};
use tracing_subscriber::EnvFilter;
use uuid::Uuid;

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
}

#[derive(Subcommand)]
enum ClubCommand {
    /// Create a club and print its id.
    Create {
        /// The club's name.
        name: String,
    },
}

#[derive(Subcommand)]
enum KeyCommand {
    /// Create an API key and print it (it is shown only once).
    Create {
        /// The club the key belongs to (club keys only).
        #[arg(long)]
        club: Option<Uuid>,
        /// `club`, `federation` or `admin`.
        #[arg(long, default_value = "club")]
        role: String,
    },
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
    tracing_subscriber::fmt()
        .with_env_filter(EnvFilter::try_new(&config.log).map_err(|e| format!("invalid log filter: {e}"))?)
        .with_writer(std::io::stderr)
        .init();
    let command = cli.command.unwrap_or(Command::Serve);
    if let Command::Openapi = command {
        let spec = openapi_text();
        println!("{spec}");
        return Ok(());
    }
    // Connecting runs the migrations.
    let store = arbitre_store::connect(&config.database_url)
        .await
        .map_err(|e| format!("cannot open database {}: {e}", redacted(&config.database_url)))?;
    match command {
        Command::Serve => {
            let listener = tokio::net::TcpListener::bind(&config.bind)
                .await
                .map_err(|e| format!("cannot listen on {}: {e}", config.bind))?;
            let address = listener.local_addr().map_err(|e| e.to_string())?;
            tracing::info!(%address, database = %redacted(&config.database_url), "arbitre listening");
            axum::serve(listener, app(AppState { store }))
                .with_graceful_shutdown(async {
                    let _ = tokio::signal::ctrl_c().await;
                })
                .await
                .map_err(|e| e.to_string())
        }
        Command::Migrate => {
            eprintln!("migrations applied to {}", redacted(&config.database_url));
            Ok(())
        }
        Command::Club { command: ClubCommand::Create { name } } => {
            let club = store.create_club(&name).await.map_err(|e| e.to_string())?;
            println!("{}", club.id);
            Ok(())
        }
        Command::Key { command: KeyCommand::Create { club, role } } => {
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
            let (_, secret) = store.create_api_key(club, role).await.map_err(|e| e.to_string())?;
            println!("{secret}");
            Ok(())
        }
        Command::Openapi => Ok(()),
    }
}
