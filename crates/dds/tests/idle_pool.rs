//! The solver's worker threads run at the idle scheduling policy when the
//! pool is started so (its own process: the pool is built once).

#![allow(missing_docs)]

/// Linux's number for `SCHED_IDLE` in `/proc/<pid>/task/<tid>/sched`.
#[cfg(target_os = "linux")]
const SCHED_IDLE: &str = "5";

#[cfg(target_os = "linux")]
#[test]
fn the_solver_pool_started_idle_has_idle_workers_and_solves() {
    arbitre_dds::start_solver_pool(arbitre_dds::SolverPriority::Idle).expect("the pool starts at idle priority");
    let mut workers = 0;
    for task in std::fs::read_dir("/proc/self/task").expect("the process's threads") {
        let task = task.expect("a thread").path();
        let name = std::fs::read_to_string(task.join("comm")).unwrap_or_default();
        if !name.starts_with("pons-dds-solve") {
            continue;
        }
        workers += 1;
        assert_eq!(policy_of(&task.join("sched")), SCHED_IDLE, "{name}");
    }
    assert!(workers > 0, "the pool has its workers");
    // The caller's own thread keeps its normal policy, and solving works.
    assert_eq!(policy_of(std::path::Path::new("/proc/thread-self/sched")), "0");
    let deal =
        arbitre_bridge::deal::Deal::from_pbn("N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85")
            .expect("a deal");
    assert!(arbitre_dds::table(&deal).is_ok());
}

/// The scheduling policy a thread's `sched` file gives.
#[cfg(target_os = "linux")]
fn policy_of(sched: &std::path::Path) -> String {
    let text = std::fs::read_to_string(sched).unwrap_or_default();
    text.lines()
        .find(|line| line.starts_with("policy"))
        .and_then(|line| line.split(':').nth(1))
        .map(|policy| policy.trim().to_owned())
        .unwrap_or_default()
}
