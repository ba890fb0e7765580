//! Double-dummy solving inside the service: the analysis route, the Law 64C
//! suggestion of a revoke ruling and the Law 12C figures of an adjusted
//! score, all through one gate.
//!
//! A solve is CPU-bound (a fifth of a second for a table on one core, more
//! for a hard deal), so the gate bounds the work any number of requests can
//! start: at most [`GateSettings::concurrency`] solves at once, each waiting
//! for its turn and running within [`GateSettings::deadline`]. Past the
//! deadline the caller gets [`SolveError::Busy`] (a 503 with `Retry-After`
//! on the analysis route; a ruling simply goes without its figures), never a
//! hung connection. A solve that has started cannot be stopped, so its turn
//! is held until it really ends: a burst of slow solves makes later callers
//! wait or give up, it never piles more work on the cores.

use std::sync::{Arc, OnceLock};
use std::time::Duration;

use arbitre_rules::bridge::card::Vulnerability;
use arbitre_rules::bridge::deal_record::DealRecord;
use arbitre_rules::bridge::double_dummy::{ContractQuery, DdTable, DoubleDummy, contract_results};
use arbitre_rules::text;
use tokio::sync::Semaphore;

use crate::error::{Refusal, ServiceError};

/// How many solves may run at once and how long a caller waits for one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GateSettings {
    /// Solves running at once (at least 1).
    pub concurrency: usize,
    /// From asking for a turn to having the answer.
    pub deadline: Duration,
}

impl Default for GateSettings {
    /// One solve per core, ten seconds each.
    fn default() -> Self {
        GateSettings {
            concurrency: std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get),
            deadline: Duration::from_secs(10),
        }
    }
}

/// Why a solve gave no answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SolveError {
    /// The deadline passed, waiting for a turn or solving.
    Busy {
        /// The seconds a client should wait before trying again.
        retry_after_seconds: u64,
    },
    /// The solving thread ended without an answer (it panicked).
    Failed,
}

/// The bound on double-dummy work: a number of turns and a deadline.
#[derive(Debug, Clone)]
pub struct SolverGate {
    turns: Arc<Semaphore>,
    settings: GateSettings,
}

impl SolverGate {
    /// A gate with these settings (a concurrency of 0 is taken as 1: a gate
    /// that never opens would only answer 503).
    pub fn new(settings: GateSettings) -> Self {
        let settings = GateSettings { concurrency: settings.concurrency.max(1), ..settings };
        SolverGate { turns: Arc::new(Semaphore::new(settings.concurrency)), settings }
    }

    /// The settings it was made with.
    pub fn settings(&self) -> GateSettings {
        self.settings
    }

    /// Runs `solve` on a blocking thread once a turn is free, within the
    /// deadline.
    ///
    /// # Errors
    /// [`SolveError::Busy`] past the deadline; [`SolveError::Failed`] when
    /// the solve panicked.
    pub async fn run<T, F>(&self, solve: F) -> Result<T, SolveError>
    where
        T: Send + 'static,
        F: FnOnce() -> T + Send + 'static,
    {
        self.run_until(None, solve).await
    }

    /// As [`SolverGate::run`], with the deadline brought forward to `until`
    /// when that is sooner (a batch's solves share the request's time).
    ///
    /// # Errors
    /// As [`SolverGate::run`].
    pub async fn run_until<T, F>(&self, until: Option<tokio::time::Instant>, solve: F) -> Result<T, SolveError>
    where
        T: Send + 'static,
        F: FnOnce() -> T + Send + 'static,
    {
        let deadline = match until {
            Some(until) => self.settings.deadline.min(until.saturating_duration_since(tokio::time::Instant::now())),
            None => self.settings.deadline,
        };
        let busy = || {
            metrics::counter!("arbitre_double_dummy_busy_total").increment(1);
            SolveError::Busy { retry_after_seconds: self.settings.deadline.as_secs().max(1) }
        };
        if deadline.is_zero() {
            // No time left (a batch's or a write's share is spent): no turn
            // is taken and nothing is solved that nobody would wait for.
            return Err(busy());
        }
        let work = async {
            let turn = Arc::clone(&self.turns).acquire_owned().await.map_err(|_| SolveError::Failed)?;
            // The turn moves into the thread: it is given back when the
            // solve ends, even if this caller has stopped waiting.
            tokio::task::spawn_blocking(move || {
                let started = std::time::Instant::now();
                let answer = solve();
                drop(turn);
                metrics::histogram!("arbitre_double_dummy_solve_seconds").record(started.elapsed().as_secs_f64());
                answer
            })
            .await
            .map_err(|_| SolveError::Failed)
        };
        tokio::time::timeout(deadline, work).await.unwrap_or_else(|_| Err(busy()))
    }
}

static GATE: OnceLock<SolverGate> = OnceLock::new();

/// Sets the process's gate, once, before the first solve (the server does it
/// from its configuration). Returns false when a gate was already in use.
pub fn configure(settings: GateSettings) -> bool {
    GATE.set(SolverGate::new(settings)).is_ok()
}

pub use arbitre_dds::SolverPriority;

/// Starts the solver's worker pool at `priority`, before the first solve
/// (the server does it at start-up; see [`arbitre_dds::start_solver_pool`]).
///
/// # Errors
/// The system refused the priority: the pool then runs at normal priority.
pub async fn start_solver_pool(priority: SolverPriority) -> Result<(), String> {
    tokio::task::spawn_blocking(move || arbitre_dds::start_solver_pool(priority)).await.map_err(|e| e.to_string())?
}

/// The process's gate: the configured one, or the default.
pub fn gate() -> &'static SolverGate {
    GATE.get_or_init(|| SolverGate::new(GateSettings::default()))
}

/// The most contracts one request may ask to be scored double-dummy.
pub const CONTRACTS_LIMIT: usize = 16;

/// What the analysis route asks: the record, a position, contracts to score.
#[derive(Debug, Clone)]
pub struct Analysis {
    /// The deal record, already read.
    pub record: DealRecord,
    /// The position after this many cards of the play.
    pub after_cards: Option<usize>,
    /// Contracts to score at the record's vulnerability.
    pub contracts: Vec<ContractQuery>,
}

/// The code of the problem a busy solver gives.
pub const BUSY: &str = "double_dummy_busy";

impl From<SolveError> for ServiceError {
    fn from(error: SolveError) -> Self {
        match error {
            SolveError::Busy { retry_after_seconds } => {
                ServiceError::Unavailable { code: BUSY, detail: text::msg("dd-error-busy"), retry_after_seconds }
            }
            SolveError::Failed => ServiceError::Internal("double-dummy solve"),
        }
    }
}

/// The whole analysis of a record (table, par, position, revoke
/// suggestions, contracts), through the gate.
///
/// # Errors
/// [`ServiceError::Input`] for a record the analysis cannot take (no four
/// hands, a position it does not reach, a contract that is not one, contracts
/// without the board's vulnerability); [`ServiceError::Unavailable`] past
/// the deadline; [`ServiceError::Internal`] when the solver fails on a deal
/// the record checks accepted.
pub async fn analyse(request: Analysis) -> Result<DoubleDummy, ServiceError> {
    let Analysis { record, after_cards, contracts } = request;
    if !record.deal.as_ref().is_some_and(arbitre_rules::bridge::deal::Deal::is_complete) {
        return Err(ServiceError::Input(arbitre_rules::InputError::new(
            "record_without_deal",
            "/record",
            text::msg("dd-error-incomplete-deal"),
        )));
    }
    let vulnerable = check_contracts(&contracts, record.vulnerable, "/contracts")?;
    let mut analysis = gate().run(move || arbitre_dds::analyse(&record, after_cards)).await?.map_err(|e| {
        if e.code == arbitre_dds::SOLVER_FAILED {
            // The solver refusing a deal the record checks let through is
            // ours to fix, not the client's.
            tracing::error!(detail = %e.detail.en, "double-dummy solver failed");
            ServiceError::Internal("double-dummy solver")
        } else {
            ServiceError::Input(e)
        }
    })?;
    analysis.contract_results = contract_results(&analysis.tricks, vulnerable, &contracts).unwrap_or_default();
    Ok(analysis)
}

/// Checks the contracts to score before anything is solved: at most
/// [`CONTRACTS_LIMIT`], each a contract, and the board's vulnerability
/// known when there are any. Returns the vulnerability to score them at.
/// `field` is where the request holds them (`/contracts`).
///
/// # Errors
/// [`ServiceError::Refused`] naming the offending field.
pub fn check_contracts(
    contracts: &[ContractQuery],
    vulnerable: Option<Vulnerability>,
    field: &str,
) -> Result<Vulnerability, ServiceError> {
    if contracts.len() > CONTRACTS_LIMIT {
        return Err(ServiceError::refused_with(
            Refusal::Unprocessable,
            "too_many_contracts",
            text::localized("dd-error-too-many-contracts", &[("limit", CONTRACTS_LIMIT.into())]),
        )
        .at(field));
    }
    let vulnerable = match (contracts.is_empty(), vulnerable) {
        (true, _) => Vulnerability::None,
        (false, Some(v)) => v,
        (false, None) => {
            return Err(ServiceError::refused(
                Refusal::Unprocessable,
                "record_without_vulnerability",
                "dd-error-no-vulnerability",
            )
            .at("/record"));
        }
    };
    if let Err(i) = contract_results(&DdTable::default(), vulnerable, contracts) {
        return Err(ServiceError::refused_with(
            Refusal::Unprocessable,
            "invalid_contract",
            text::localized("dd-error-contract", &[("contract", contracts[i].contract.clone().into())]),
        )
        .at(format!("{field}/{i}/contract")));
    }
    Ok(vulnerable)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two solves at once through a gate of one: the second waits for the
    /// first and, past its deadline, gives up as busy, while the first still
    /// finishes and hands its turn back.
    #[tokio::test]
    async fn a_gate_of_one_runs_one_solve_and_the_next_waits_until_its_deadline() {
        let gate = SolverGate::new(GateSettings { concurrency: 1, deadline: Duration::from_millis(200) });
        let (release, held) = std::sync::mpsc::channel::<()>();
        let (started, has_started) = tokio::sync::oneshot::channel::<()>();
        let first = {
            let gate = gate.clone();
            tokio::spawn(async move {
                gate.run(move || {
                    let _ = started.send(());
                    // Held until the test lets it go (or ten seconds: a
                    // failing test must not hang the suite).
                    held.recv_timeout(Duration::from_secs(10)).is_ok()
                })
                .await
            })
        };
        has_started.await.expect("the first solve started");
        let second = gate.run(|| 2).await;
        assert_eq!(second, Err(SolveError::Busy { retry_after_seconds: 1 }));
        release.send(()).expect("the first solve is waiting");
        // The first had its turn: its caller may have stopped waiting at
        // about the same deadline (the two raced), and the solve itself ran
        // on to its end either way.
        assert!(matches!(first.await.expect("joined"), Ok(true) | Err(SolveError::Busy { .. })));
        // Its turn came back when it ended: the next solve runs.
        let third = gate.run(|| 3).await;
        assert_eq!(third, Ok(3));
    }

    #[tokio::test]
    async fn a_gate_runs_as_many_solves_at_once_as_it_has_turns() {
        let gate = SolverGate::new(GateSettings { concurrency: 2, deadline: Duration::from_secs(10) });
        // Each solve waits for a word from the other: with two turns both
        // run and hear each other; with one, the first would wait in vain.
        let (to_b, from_a) = std::sync::mpsc::channel::<()>();
        let (to_a, from_b) = std::sync::mpsc::channel::<()>();
        let a = gate.run(move || {
            let _ = to_b.send(());
            from_b.recv_timeout(Duration::from_secs(5)).is_ok()
        });
        let b = gate.run(move || {
            let _ = to_a.send(());
            from_a.recv_timeout(Duration::from_secs(5)).is_ok()
        });
        let (a, b) = tokio::join!(a, b);
        assert_eq!((a, b), (Ok(true), Ok(true)));
    }

    #[test]
    fn a_gate_of_zero_turns_is_a_gate_of_one() {
        let gate = SolverGate::new(GateSettings { concurrency: 0, deadline: Duration::from_secs(1) });
        assert_eq!(gate.settings().concurrency, 1);
    }

    #[test]
    fn contracts_are_checked_before_solving() {
        let query = |contract: &str| ContractQuery {
            contract: contract.to_owned(),
            declarer: arbitre_rules::bridge::card::Seat::S,
        };
        assert!(check_contracts(&[query("4S")], Some(Vulnerability::NS), "/contracts").is_ok());
        let refused = |result: Result<Vulnerability, ServiceError>| match result {
            Err(ServiceError::Refused { code, pointer, .. }) => (code, pointer.unwrap_or_default()),
            other => panic!("expected a refusal: {other:?}"),
        };
        assert_eq!(
            refused(check_contracts(&[query("4S")], None, "/contracts")),
            ("record_without_vulnerability", "/record".into())
        );
        assert_eq!(
            refused(check_contracts(&[query("4S"), query("8S")], Some(Vulnerability::None), "/contracts")),
            ("invalid_contract", "/contracts/1/contract".into())
        );
        let many = vec![query("1C"); CONTRACTS_LIMIT + 1];
        assert_eq!(
            refused(check_contracts(&many, Some(Vulnerability::None), "/double_dummy_contracts")),
            ("too_many_contracts", "/double_dummy_contracts".into())
        );
        // No contract: no vulnerability needed.
        assert_eq!(check_contracts(&[], None, "/contracts").ok(), Some(Vulnerability::None));
    }
}
